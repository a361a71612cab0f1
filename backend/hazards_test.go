package backend

import (
	"encoding/binary"
	"os"
	"testing"

	bexec "hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
)

// TestHazardNopsOnPrefixSum removes every s_nop from the DPP prefix-sum
// example, lets InsertHazardNops put wait states back, and runs it on the
// executor, whose hazard checker uses the same rule table: no report, and
// each wave's inclusive prefix sums come out right.
func TestHazardNopsOnPrefixSum(t *testing.T) {
	src, err := os.ReadFile("../examples/wave_prefix_sum.s")
	if err != nil {
		t.Fatal(err)
	}
	obj, _, err := gfx9.Assemble("wave_prefix_sum.s", src, gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	code, labels, err := gfx9.DecodeText(gfx9.GFX900, obj.Text, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := mir.FuncFromCode("wave_prefix_sum", gfx9.GFX900, code, labels)
	if err != nil {
		t.Fatal(err)
	}
	removed := 0
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if in.Inst.Name == "s_nop" {
				removed++
				continue
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
	}
	runPrefix := func(o *codeobj.Object) ([]uint32, error) {
		data, err := codeobj.Write(o)
		if err != nil {
			t.Fatal(err)
		}
		p, err := bexec.Load(data, "wave_prefix_sum")
		if err != nil {
			t.Fatal(err)
		}
		in := make([]byte, 4*256)
		for k := 0; k < 256; k++ {
			binary.LittleEndian.PutUint32(in[4*k:], uint32(k*7+1))
		}
		mem := bexec.NewMemory()
		a, b := mem.AllocBytes("in", in), mem.Alloc("out", len(in))
		ka := binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, a.Base), b.Base)
		_, err = p.Run(mem, bexec.Dispatch{Grid: [3]uint32{4, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: ka}, bexec.Options{Workers: 1})
		out := make([]uint32, 256)
		for k := range out {
			out[k] = binary.LittleEndian.Uint32(b.Data[4*k:])
		}
		return out, err
	}
	if _, err := runPrefix(withCode(t, obj, f)); err == nil {
		t.Fatal("without its s_nops the kernel ran with no hazard report: the test would prove nothing")
	}
	InsertHazardNops(f)
	inserted := 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Inst.Name == "s_nop" {
				inserted++
			}
		}
	}
	got, err := runPrefix(withCode(t, obj, f))
	if err != nil {
		t.Fatalf("with our wait states: %v\n%s", err, f.Assembly())
	}
	for k := range got {
		var want uint32
		for j := k &^ 63; j <= k; j++ {
			want += uint32(j*7 + 1)
		}
		if got[k] != want {
			t.Fatalf("out[%d] = %d, want %d", k, got[k], want)
		}
	}
	t.Logf("removed %d s_nop, inserted %d", removed, inserted)
}
