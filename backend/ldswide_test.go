package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// knownAlignCases are the cases of the knownAlign rows (WidenLDS's own
// cases are testdata/memmerge/lds_wide*.mir, run by TestMergeMemoryText).
var knownAlignCases = []struct {
	row  string
	code string // defines %1 (or %21), whose alignment is want
	want uint64
}{
	{"v_mov_b32", "v_lshlrev_b32_e32 %0, 4, v0\nv_mov_b32_e32 %1, %0", 16},
	{"s_mov_b32", "s_mov_b32 %21, 48", 16},
	{"v_lshlrev_b32", "v_lshlrev_b32_e32 %1, 3, v0", 8},
	{"s_lshl_b32", "s_lshl_b32 %21, s0, 2", 4},
	{"v_add_u32", "v_lshlrev_b32_e32 %0, 4, v0\nv_add_u32_e32 %1, 32, %0", 16},
	{"v_add_co_u32", "v_lshlrev_b32_e32 %0, 4, v0\nv_add_co_u32_e32 %1, vcc, 8, %0", 8},
	{"v_sub_u32", "v_lshlrev_b32_e32 %0, 5, v0\nv_sub_u32_e32 %1, 64, %0", 32},
	{"v_subrev_u32", "v_lshlrev_b32_e32 %0, 5, v0\nv_subrev_u32_e32 %1, 4, %0", 4},
	{"s_add_u32", "s_lshl_b32 %20, s0, 4\ns_add_u32 %21, %20, 0x100", 16},
	{"s_add_i32", "s_lshl_b32 %20, s0, 4\ns_add_i32 %21, %20, 8", 8},
	{"s_sub_u32", "s_lshl_b32 %20, s0, 4\ns_sub_u32 %21, %20, 2", 2},
	{"v_or_b32", "v_lshlrev_b32_e32 %0, 5, v0\nv_or_b32_e32 %1, 16, %0", 16},
	{"s_or_b32", "s_lshl_b32 %20, s0, 4\ns_or_b32 %21, %20, 64", 16},
	{"v_add3_u32", "v_lshlrev_b32_e32 %0, 4, v0\nv_add3_u32 %1, %0, 8, 16", 8},
	{"v_or3_b32", "v_lshlrev_b32_e32 %0, 6, v0\nv_or3_b32 %1, %0, 32, 64", 32},
	{"v_and_b32", "v_and_b32_e32 %1, -16, v0", 16},
	{"s_and_b32", "s_and_b32 %21, s0, -8", 8},
	{"v_mul_lo_u32", "v_lshlrev_b32_e32 %0, 2, v0\nv_mul_lo_u32 %1, %0, 12", 16},
	{"v_mul_u32_u24", "v_lshlrev_b32_e32 %0, 1, v0\nv_mul_u32_u24_e32 %1, 8, %0", 16},
	{"s_mul_i32", "s_mul_i32 %21, s0, 16", 16},
	{"v_mad_u32_u24", "v_lshlrev_b32_e32 %0, 2, v0\nv_mad_u32_u24 %1, %0, 4, 32", 16},
	{"v_lshl_add_u32", "v_lshlrev_b32_e32 %0, 3, v0\nv_lshl_add_u32 %1, v0, 4, %0", 8},
	{"v_lshl_or_b32", "v_lshl_or_b32 %1, v0, 5, 64", 32},
	{"v_add_lshl_u32", "v_add_lshl_u32 %1, v0, 4, 4", 16},
	{"s_lshl1_add_u32", "s_lshl1_add_u32 %21, s0, 64", 2},
	{"s_lshl2_add_u32", "s_lshl2_add_u32 %21, s0, 64", 4},
	{"s_lshl3_add_u32", "s_lshl3_add_u32 %21, s0, 64", 8},
	{"s_lshl4_add_u32", "s_lshl4_add_u32 %21, s0, 64", 16},
	// not proved: an unknown register, a register defined twice, a shift
	// by an unknown amount, a clamped (saturating) add
	{"", "v_mov_b32_e32 %1, v0", 1},
	{"", "v_lshlrev_b32_e32 %1, 4, v0\nv_lshlrev_b32_e32 %1, 1, v1", 1},
	{"", "v_lshlrev_b32_e32 %1, v1, v0", 1},
	{"", "v_lshlrev_b32_e32 %0, 4, v0\nv_add_u32_e64 %1, %0, 16 clamp", 1},
}

// TestKnownAlignRows: each row of knownAlign proves its case's alignment,
// and every row has a case.
func TestKnownAlignRows(t *testing.T) {
	tested := map[string]bool{}
	for _, tc := range knownAlignCases {
		tested[tc.row] = true
		src := "; vgpr %0 %1\n; sgpr %20 %21\n" + tc.code + "\n"
		f, _, err := mir.ParseFunc("k", gfx9.GFX900, src)
		if err != nil {
			t.Fatalf("%s: %v", tc.row, err)
		}
		reg := gfx9.Virtual(1, 1)
		if strings.Contains(tc.code, "%21,") {
			reg = gfx9.Virtual(21, 1)
		}
		if got := newAligner(f).of(reg, 0); got != tc.want {
			t.Errorf("row %q: %q: alignment %d, want %d", tc.row, tc.code, got, tc.want)
		}
	}
	for row := range knownAlign {
		if !tested[row] {
			t.Errorf("row %s: no case", row)
		}
	}
}

// TestLDSWideFormsTested: every row of ldsWideForms has its read and its
// write in the expected output of a testdata/memmerge/lds_wide*.mir case.
func TestLDSWideFormsTested(t *testing.T) {
	outs, err := filepath.Glob("testdata/memmerge/lds_wide*.out")
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, o := range outs {
		src, err := os.ReadFile(o)
		if err != nil {
			t.Fatal(err)
		}
		text.Write(src)
	}
	for _, form := range ldsWideForms {
		for _, name := range []string{form.read, form.write} {
			if !strings.Contains(text.String(), "\t"+name+" ") {
				t.Errorf("row %s: no case makes it", name)
			}
		}
	}
}
