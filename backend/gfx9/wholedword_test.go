package gfx9

import "testing"

// TestWritesWholeDword: gfx9's 16-bit VALU results zero the high half
// (whole-dword writes) except the multiply-add and accumulating forms, and
// any SDWA, DPP or op_sel-destination write may keep old bits.
func TestWritesWholeDword(t *testing.T) {
	for _, c := range []struct {
		line  string
		whole bool
	}{
		{"v_add_f16_e32 v0, v1, v2", true},
		{"v_mul_f16_e64 v0, v1, -v2", true},
		{"v_cvt_f16_f32_e32 v0, v1", true},
		{"v_cvt_f32_f16_e32 v0, v1", true},
		{"v_lshlrev_b16_e32 v0, 1, v1", true},
		{"v_rcp_f16_e32 v0, v1", true},
		{"v_cvt_pkrtz_f16_f32 v0, v1, v2", true},
		{"v_pk_add_f16 v0, v1, v2", true},
		{"v_fma_f16 v0, v1, v2, v3", false},
		{"v_mad_f16 v0, v1, v2, v3", false},
		{"v_mac_f16_e32 v0, v1, v2", false},
		{"v_madak_f16 v0, v1, v2, 0x3c00", false},
		{"v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,0,1]", false},
		{"v_cvt_f16_f32_sdwa v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD", false},
		{"v_add_u32_e32 v0, v1, v2", true},
		{"v_mac_f32_e32 v0, v1, v2", false},
		{"v_writelane_b32 v0, s1, 2", false},
	} {
		in, err := ParseInstr(GFX900, c.line)
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		if got := WritesWholeDword(&in); got != c.whole {
			t.Errorf("%s: WritesWholeDword = %v, want %v", c.line, got, c.whole)
		}
	}
}
