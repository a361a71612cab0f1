package mir

import (
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// TestVerify: text in, the verifier's verdict out — each broken case names
// the invariant it breaks; the sound ones verify.
func TestVerify(t *testing.T) {
	cases := []struct {
		src       string
		allocated bool
		want      string // "" when the code verifies
	}{
		{"; vgpr %0 %1 %2\n; sgpr %3\nv_mov_b32_e32 %1, 0\nv_mov_b32_e32 %2, 1\ns_mov_b32 %3, 2\nv_add_u32_e32 %0, %3, %1\nv_fma_f32 %0, %1, %2, %3\n", false, ""},
		{"; vgpr %0 %1\n; sgpr %2 %3\ns_mov_b32 %2, 1\ns_mov_b32 %3, 2\nv_fma_f32 %0, %2, %3, %2\n", false, "constant bus"},
		{"; vgpr %0 %1\nv_mov_b32_e32 %1, 0\nv_fma_f32 %0, %1, %1, 1.0\n", false, "literal where the slot takes none"},
		{"; vgpr %0 %1\n; sgpr %2\nv_mov_b32_e32 %1, 0\nv_add_u32_e32 %2, %1, %1\n", false, "vgpr slot"},
		{"; vgpr %0\n; sgpr %1\nv_mov_b32_e32 %0, 0\ns_mov_b32 %1, %0\n", false, "vgpr virtual register in a ssrc slot"},
		{"; vgpr %0 %1\nv_add_u32_e32 %0, %1, %1\n", false, "never defined"},
		{"; vgpr %0\nv_mov_b32_e32 %0, %7\n", false, "undeclared"},
		{"; vgpr %[0:1] %2\nv_mov_b32_e32 %2, 0\nv_mov_b32_e32 %1, %2\n", false, "2 registers where the slot has 1"},
		{"; vgpr %0\nv_mov_b32_e32 %0, 0\n", true, "after allocation"},
		{"s_load_dwordx2 s[2:3], s[4:5], 0x0\n", true, "misaligned"},
		{"v_mov_b32_e32 v1, 0\nv_readfirstlane_b32 exec_lo, v1\n", true, "EXEC"},
		{"s_load_dwordx4 s[4:7], s[0:1], 0x0\nv_cmpx_eq_u32_e32 vcc, 0, v0\ns_and_saveexec_b64 s[2:3], vcc\n", true, ""},
		// SCC lives within the block that sets it
		{"s_cmp_eq_u32 s0, 0\ns_cselect_b32 s1, s2, s3\ns_cbranch_scc1 .LA\n.LA:\ns_endpgm\n", true, ""},
		{"s_cmp_eq_u32 s0, 0\ns_cbranch_execz .LA\ns_cselect_b32 s1, s2, s3\n.LA:\ns_endpgm\n", true, "reads SCC"},
		{"s_cmp_eq_u32 s0, 0\ns_branch .LA\n.LA:\ns_cbranch_scc1 .LB\n.LB:\ns_endpgm\n", true, "reads SCC"},
	}
	for _, c := range cases {
		f, _, err := ParseFunc("k", gfx9.GFX900, c.src)
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		if strings.Contains(c.src, "1.0") { // the parser takes no literal in VOP3: plant one
			in := &f.Blocks[0].Instrs[1]
			in.Ops[3] = gfx9.Value{Kind: gfx9.ValLiteral, Imm: 0x3f800001}
		}
		if strings.HasPrefix(c.src, "s_load_dwordx2 s[2:3]") { // nor a misaligned pair
			f.Blocks[0].Instrs[0].Ops[0].Code = 1
		}
		if strings.Contains(c.src, "%[0:1] %2") { // nor a tuple in a one-register slot
			f.Blocks[0].Instrs[1].Ops[0].Count = 2
		}
		err = Verify(f, VerifyOptions{Allocated: c.allocated})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.src, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: got %v, want an error about %q", c.src, err, c.want)
		}
	}
}
