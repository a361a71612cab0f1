package backend

import (
	"testing"

	"hlslc/backend/mir"
)

// TestFoldCopies: text in, text out — the copy of a single-use value folds
// into its definition; an EXEC write, a use of the destination, a second
// use, or a definition that keeps bits of its old destination prevents it.
func TestFoldCopies(t *testing.T) {
	cases := []struct{ in, want string }{
		{
			"v_add_u32_e32 %1, %2, %3\nv_mul_f32_e32 %4, %2, %3\nv_mov_b32_e32 %0, %1\n",
			"v_add_u32_e32 %0, %2, %3\nv_mul_f32_e32 %4, %2, %3\n",
		},
		{ // EXEC changes between: the copy writes other lanes
			"v_add_u32_e32 %1, %2, %3\ns_mov_b64 exec, s[4:5]\nv_mov_b32_e32 %0, %1\n",
			"v_add_u32_e32 %1, %2, %3\ns_mov_b64 exec, s[4:5]\nv_mov_b32_e32 %0, %1\n",
		},
		{ // the destination's old value is read between
			"v_add_u32_e32 %1, %2, %3\nv_mul_f32_e32 %4, %0, %3\nv_mov_b32_e32 %0, %1\n",
			"v_add_u32_e32 %1, %2, %3\nv_mul_f32_e32 %4, %0, %3\nv_mov_b32_e32 %0, %1\n",
		},
		{ // the value has another use
			"v_add_u32_e32 %1, %2, %3\nv_mov_b32_e32 %0, %1\nv_mul_f32_e32 %4, %1, %3\n",
			"v_add_u32_e32 %1, %2, %3\nv_mov_b32_e32 %0, %1\nv_mul_f32_e32 %4, %1, %3\n",
		},
		{ // gfx9 zeroes the high half of a v_add_f16 or v_cvt_f16_f32 result: a whole-dword write
			"v_add_f16_e32 %1, %2, %3\nv_mov_b32_e32 %0, %1\nv_cvt_f16_f32_e32 %5, %2\nv_mov_b32_e32 %4, %5\n",
			"v_add_f16_e32 %0, %2, %3\nv_cvt_f16_f32_e32 %4, %2\n",
		},
		{ // a 16-bit result gfx9 may keep the high half of, an SDWA write and an accumulating form keep old bits
			"v_fma_f16 %1, %2, %3, %3\nv_mov_b32_e32 %0, %1\nv_mac_f32_e32 %5, %2, %3\nv_mov_b32_e32 %4, %5\nv_add_f16_sdwa %7, %2, %3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_0\nv_mov_b32_e32 %6, %7\n",
			"v_fma_f16 %1, %2, %3, %3\nv_mov_b32_e32 %0, %1\nv_mac_f32_e32 %5, %2, %3\nv_mov_b32_e32 %4, %5\nv_add_f16_sdwa %7, %2, %3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_0\nv_mov_b32_e32 %6, %7\n",
		},
	}
	for _, c := range cases {
		f := funcFromText(t, c.in, 8)
		FoldCopies(f)
		if got := f.Assembly(); got != indent(c.want) {
			t.Errorf("input:\n%s\ngot:\n%s\nwant:\n%s", c.in, got, indent(c.want))
		}
	}
	// the low half of a register pair (%8:%9) is not a single-use value:
	// the pair is read as a whole later
	pair := "v_cndmask_b32_e64 %8, %2, %3, s[0:1]\nv_cndmask_b32_e64 %9, %2, %3, s[0:1]\nv_mov_b32_e32 %0, %8\nv_cmp_u_f64_e64 s[0:1], %[8:9], %[8:9]\n"
	f := funcFromText(t, pair, 8)
	f.NewVReg(mir.VGPR, 2)
	FoldCopies(f)
	if got := f.Assembly(); got != indent(pair) {
		t.Errorf("a unit of a pair was folded:\n%s", got)
	}
}
