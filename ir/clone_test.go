package ir

import (
	"testing"
)

// TestClone: the copy prints as the original does and verifies in its
// place; rewriting it (operands, instructions, blocks, a private array)
// leaves the original as it was.
func TestClone(t *testing.T) {
	m, err := Parse(`structured @Dst rw stride 4

kernel @main numthreads(64, 1, 1) {
  private @a: i32[4]
^entry:
  %t: i32 = id.thread x
  %o: i32 = and %t, i32 12
  store @a[%o], %t, align 4
  br ^h
^h:
  %i: i32 = phi [i32 0, ^entry], [%i1, ^cont]
  loop ^b, merge ^e, continue ^cont
^b:
  %more: i1 = icmp ult %i, i32 4
  condbr %more, ^cont, ^e
^cont:
  %i1: i32 = add %i, i32 1
  br ^h
^e:
  %x: i32 = load @a[i32 4], align 4
  %y: i32 = add %x, %i
  store @Dst[%t], %y, align 4
  ret
}
`)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	before := f.String()
	g := f.Clone()
	if got := g.String(); got != before {
		t.Fatalf("the copy prints\n%s\nthe original\n%s", got, before)
	}
	m.Funcs[0] = g
	if err := Verify(m); err != nil {
		t.Fatalf("the copy does not verify: %v", err)
	}
	m.Funcs[0] = f
	for _, b := range g.Blocks {
		if b.Func != g {
			t.Fatalf("block %s of the copy belongs to another function", b.Name)
		}
		for _, v := range b.Instrs {
			if v.Block != b {
				t.Fatalf("%s of the copy names another block", v)
			}
			if v.Mem != nil && v.Mem.Kind == MemPrivate && v.Mem != g.Private[0] {
				t.Fatalf("%s of the copy names the original's array", v)
			}
		}
	}
	// rewrite the copy: the last block's add reads a constant, the
	// array is renamed, the store to it goes, and a block is added
	e := g.Blocks[len(g.Blocks)-1]
	e.Instrs[1].Args[1] = g.Const(I32, 7)
	g.Private[0].Name = "b"
	g.Blocks[0].Instrs = append(g.Blocks[0].Instrs[:2], g.Blocks[0].Instrs[3:]...)
	g.NewBlock("extra")
	if got := f.String(); got != before {
		t.Fatalf("rewriting the copy changed the original:\n%s\nwas\n%s", got, before)
	}
	if f.Private[0].Name != "a" {
		t.Fatalf("the original's array is @%s", f.Private[0].Name)
	}
}
