package backend

import (
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// TestLiteralsText runs LiteralsToSGPRs on testdata/literals/*.mir.
func TestLiteralsText(t *testing.T) {
	runMIRTextTests(t, "testdata/literals/*.mir", LiteralsToSGPRs)
}

// TestShareLiteralSGPRsText runs ShareLiteralSGPRs on
// testdata/literalshare/*.mir against the .out files beside them.
func TestShareLiteralSGPRsText(t *testing.T) {
	runMIRTextTests(t, "testdata/literalshare/*.mir", ShareLiteralSGPRs)
}

// TestShareLiteralSGPRsPressure: where more SGPRs are live at once than
// sharedLiteralSGPRs, the copies stay where they are.
func TestShareLiteralSGPRsPressure(t *testing.T) {
	var src strings.Builder
	const loads = 6 // 96 SGPRs live across the copies
	src.WriteString("; vgpr %900\n; sgpr %2000 %2001")
	for i := range loads {
		fmt.Fprintf(&src, " %%[%d:%d]", 16*i, 16*i+15)
	}
	src.WriteString(" %[3000:3001] %[3002:3003]\n")
	for i := range loads {
		fmt.Fprintf(&src, "s_load_dwordx16 %%[%d:%d], s[0:1], 0x%x\n", 16*i, 16*i+15, 64*i)
	}
	src.WriteString("v_mov_b32_e32 %900, v0\ns_branch .La\n.La:\ns_mov_b32 %2000, 0x3f7ae148\nv_cmp_ge_f32_e64 %[3000:3001], %900, %2000\n")
	src.WriteString("s_mov_b32 %2001, 0x3f7ae148\nv_cmp_ge_f32_e64 %[3002:3003], %900, %2001\n")
	for i := range loads * 4 {
		fmt.Fprintf(&src, "s_store_dwordx4 %%[%d:%d], s[0:1], 0x%x\n", 4*i, 4*i+3, 16*i)
	}
	src.WriteString("s_endpgm\n")
	f, _, err := mir.ParseFunc("k", gfx9.GFX900, src.String())
	if err != nil {
		t.Fatal(err)
	}
	if p := sgprPressure(f); p <= sharedLiteralSGPRs {
		t.Fatalf("pressure %d, want more than %d", p, sharedLiteralSGPRs)
	}
	ShareLiteralSGPRs(f)
	if got := strings.Count(f.Assembly(), "s_mov_b32"); got != 2 {
		t.Errorf("%d copies of the literal, want both kept:\n%s", got, f.Assembly())
	}
}
