package mir

import (
	"testing"

	"hlslc/backend/gfx9"
)

func TestVRegs(t *testing.T) {
	f := &Func{Name: "k"}
	a := f.NewVReg(VGPR, 1)
	b := f.NewVReg(SGPR, 4)
	c := f.NewVReg(VGPR, 2)
	if a.Code != gfx9.CodeVirtual || b.Code != gfx9.CodeVirtual+1 || c.Code != gfx9.CodeVirtual+5 || b.Count != 4 {
		t.Fatalf("units: %v %v %v", a, b, c)
	}
	for unit, want := range map[int]int{0: 0, 1: 1, 3: 1, 4: 1, 5: 5, 6: 5} {
		v, start, ok := f.VRegOf(unit)
		if !ok || start != want || v.Size != f.VRegs[want].Size {
			t.Errorf("VRegOf(%d) = %v %d %v, want start %d", unit, v, start, ok, want)
		}
	}
	if _, _, ok := f.VRegOf(7); ok {
		t.Errorf("unit 7 is not allocated")
	}
	// virtual registers print as %N and parse back
	i, err := gfx9.ParseInstr(gfx9.GFX900, "v_add_f32_e32 %0, %[1:1], %5")
	if err != nil {
		t.Fatal(err)
	}
	if s := i.String(); s != "v_add_f32_e32 %0, %1, %5" {
		t.Errorf("printed %q", s)
	}
	if _, err := gfx9.Encode(&i); err == nil {
		t.Errorf("a virtual register encoded")
	}
}
