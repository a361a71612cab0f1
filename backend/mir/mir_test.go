package mir

import (
	"fmt"
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
		if w, _ := f.VRegs.Get(want); !ok || start != want || v != w {
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

// TestVRegTable: registers are found by first unit, deleted ones are gone
// (also from VRegOf), and All lists the rest in ascending order.
func TestVRegTable(t *testing.T) {
	f := &Func{Name: "k"}
	f.NewVReg(VGPR, 1)
	b := f.NewVReg(SGPR, 4)
	f.NewVReg(VGPR, 2)
	f.NewLinearVGPR(1)
	f.VRegs.Delete(int(b.Code) - gfx9.CodeVirtual)
	f.VRegs.Delete(1) // twice: no change
	f.VRegs.Delete(100)
	if n := f.VRegs.Len(); n != 3 {
		t.Errorf("Len = %d, want 3", n)
	}
	if _, _, ok := f.VRegOf(3); ok {
		t.Errorf("unit 3 of a deleted register is still found")
	}
	var got []string
	for s, v := range f.VRegs.All() {
		got = append(got, fmt.Sprintf("%d:%d/%d/%v", s, v.File, v.Size, v.Linear))
	}
	if want := fmt.Sprintf("[0:%d/1/false 5:%d/2/false 7:%d/1/true]", VGPR, VGPR, VGPR); fmt.Sprint(got) != want {
		t.Errorf("All = %v, want %s", got, want)
	}
	if _, ok := f.VRegs.Get(-1); ok {
		t.Errorf("Get(-1) found a register")
	}
	f.VRegs.Clear()
	if _, ok := f.VRegs.Get(0); ok || f.VRegs.Len() != 0 {
		t.Errorf("Clear left registers")
	}
}

// TestVRegTableFar: registers after one of absurd size are kept apart and
// still found, deleted and listed in order.
func TestVRegTableFar(t *testing.T) {
	f := &Func{Name: "k"}
	f.NewVReg(SGPR, 1<<20)
	a := f.NewVReg(VGPR, 2)
	b := f.NewVReg(VGPR, 1)
	if v, start, ok := f.VRegOf(int(a.Code) - gfx9.CodeVirtual + 1); !ok || start != 1<<20 || v.Size != 2 {
		t.Errorf("VRegOf(unit 1 of a far register) = %v %d %v", v, start, ok)
	}
	f.VRegs.Delete(int(a.Code) - gfx9.CodeVirtual)
	var starts []int
	for s := range f.VRegs.All() {
		starts = append(starts, s)
	}
	if fmt.Sprint(starts) != fmt.Sprint([]int{0, int(b.Code) - gfx9.CodeVirtual}) || f.VRegs.Len() != 2 {
		t.Errorf("All = %v (Len %d)", starts, f.VRegs.Len())
	}
}
