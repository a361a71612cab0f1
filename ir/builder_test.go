package ir

import (
	"strings"
	"testing"

	"hlslc/ir/runspec"
)

// TestBuilder builds a kernel in memory, verifies it, and checks that its
// text form parses back to the same text.
func TestBuilder(t *testing.T) {
	m := NewModule()
	src := m.AddStructured("Src", false, 4, nil)
	dst := m.AddStructured("Dst", true, 4, nil)
	cb := m.AddCBuffer("Params", []runspec.Member{{Name: "n", Offset: 0, Layout: runspec.Layout{Elem: runspec.U32}}})
	lds := m.AddGroupshared("tmp", runspec.Layout{Elem: runspec.F32, Dims: []runspec.Dim{{Count: 64, Stride: 4}}})
	k := m.NewKernel("main", 64, 1, 1)
	b := NewBuilder(k)
	entry, then, merge := k.NewBlock("entry"), k.NewBlock("then"), k.NewBlock("merge")
	b.SetBlock(entry)
	i := Named(b.ID(OpDispatchID, 0), "i")
	off := b.Bin(OpShl, i, b.ConstInt(I32, 2))
	n := b.Load(I32, cb, b.ConstInt(I32, 0), 4)
	x := b.Load(F32, src, off, 4)
	b.Store(lds, b.Bin(OpShl, b.ID(OpGroupIndex, 0), b.ConstInt(I32, 2)), x, 4)
	b.Barrier(SpacesOf(SpaceGroupshared))
	c := b.ICmp(PredULt, i, n)
	b.If(c, then, merge, merge)
	b.SetBlock(then)
	y := b.Bin(OpFMul, x, b.ConstFloat(F32, 2))
	s := b.WaveReduce(OpFAdd, y, false)
	b.Br(merge)
	b.SetBlock(merge)
	p := b.Phi(F32)
	AddIncoming(p, s, then)
	AddIncoming(p, b.ConstFloat(F32, -1), entry)
	b.Store(dst, off, p, 4)
	b.Ret()
	if err := Verify(m); err != nil {
		t.Fatalf("verify:\n%v\n%s", err, m)
	}
	text := m.String()
	for _, want := range []string{
		"cbuffer @Params size 16 {\n  n: u32 offset 0\n}",
		"%v16: f32 = phi [%v14, ^then], [f32 -1, ^entry]",
		"if %v10, ^then, ^merge, merge ^merge",
		"barrier groupshared",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	m2, err := Parse(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if m2.String() != text {
		t.Errorf("round trip differs:\n%s", m2)
	}
}

// TestVerifyBuiltOnly covers rules the text form cannot express.
func TestVerifyBuiltOnly(t *testing.T) {
	m := NewModule()
	m.AddRaw("R", false)
	m.AddRaw("R", true)
	k := m.NewFunc("k", []Type{I32}, Void)
	k.Kernel, k.NumThreads = true, [3]int{1, 1, 1}
	other := m.NewFunc("other", nil, I32)
	b := NewBuilder(other)
	b.SetBlock(other.NewBlock("entry"))
	foreign := b.Bin(OpAdd, b.ConstInt(I32, 1), b.ConstInt(I32, 2))
	b.Ret(foreign)
	b = NewBuilder(k)
	b.SetBlock(k.NewBlock("entry"))
	b.Bin(OpAdd, foreign, foreign)
	b.Ret()
	err := Verify(m)
	want := "error: @R: memory object @R is declared twice\n" +
		"error: @k: kernel @k must have no parameters and no result\n" +
		"error: @k ^entry: add: operand 1 (%v2) is not defined in @k"
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
}

// TestVerifyFastFlag: only floating-point arithmetic and fcmp may be fast.
func TestVerifyFastFlag(t *testing.T) {
	m := NewModule()
	k := m.NewKernel("main", 1, 1, 1)
	b := NewBuilder(k)
	b.SetBlock(k.NewBlock("entry"))
	x := b.Bin(OpAdd, b.ID(OpGroupIndex, 0), b.ConstInt(I32, 1))
	f := b.Bin(OpFMul, b.Convert(OpUIToFP, F32, x), b.ConstFloat(F32, 3))
	f.Fast = true
	b.Ret()
	if err := Verify(m); err != nil {
		t.Fatalf("a fast fmul does not verify: %v", err)
	}
	x.Fast = true
	err := Verify(m)
	if err == nil || !strings.Contains(err.Error(), "add: cannot be fast") {
		t.Fatalf("a fast add verifies (%v)", err)
	}
}

// TestVerifyReadFirstUniformity: a readfirst is plain or assumed uniform
// (AssumeUniform), nothing else.
func TestVerifyReadFirstUniformity(t *testing.T) {
	m := NewModule()
	k := m.NewKernel("main", 1, 1, 1)
	b := NewBuilder(k)
	b.SetBlock(k.NewBlock("entry"))
	x := b.ID(OpGroupIndex, 0)
	plain := b.Wave(OpReadFirstLane, x)
	assumed := b.AssumeUniform(x)
	b.Ret()
	if err := Verify(m); err != nil || plain.AssumedUniform() || !assumed.AssumedUniform() {
		t.Fatalf("readfirsts: %v (assumed: %v, %v)", err, plain.AssumedUniform(), assumed.AssumedUniform())
	}
	if got := assumed.LongString(); !strings.Contains(got, "wave.readfirst assumed %") {
		t.Errorf("printed as %q", got)
	}
	assumed.Aux = 2
	err := Verify(m)
	if err == nil || !strings.Contains(err.Error(), "wave.readfirst: invalid uniformity 2") {
		t.Fatalf("a readfirst of uniformity 2 verifies (%v)", err)
	}
}
