package testsuite

import (
	"fmt"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/testsuite/scale"
)

// TestGeneratedAtScale compiles shaders generated at sizes past the
// hardware's and the compiler's short-range limits (issue 19), assembles
// them with llvm-mc and runs them on the executor against the interpreter.
// Each size is chosen so that the code needs what the case names: the
// assembly is checked for it, so that the case cannot pass by shrinking.
func TestGeneratedAtScale(t *testing.T) {
	if testing.Short() {
		t.Skip("large generated shaders")
	}
	mc := tooltest.Need(t, "llvm-mc")
	for _, tc := range []struct {
		shape string
		n     int
		needs string // in the assembly
		why   string
	}{
		// about 150 bytes a level: the outer branches span more than
		// the 128 KiB a 16-bit dword offset reaches
		{"nested-branches", 1100, "s_setpc_b64", "long branches"},
		// a switch as a binary search over 5000 labels and cases: its
		// code needs more virtual register units than a 16-bit operand
		// code could name (before gfx9.Value.Code had 32 bits: an error)
		{"switch-divergent", 5000, "", ""},
		{"switch-uniform", 5000, "", ""},
		// 5000 fields in two cbuffers, their loads merged in runs
		// through one block (the merge restarted at the block's start
		// after every run: 16 s to compile)
		{"cbuffer", 5000, "s_buffer_load_dwordx4", "merged scalar loads"},
		// 30,000 float products, hundreds of them shared far down the
		// block: more values live at once than VGPRs, spilled before
		// colouring (regalloc's preSpill), most of them recomputed where
		// read, a few stored to scratch and reloaded (a scratch access
		// with no address VGPR)
		{"expression-float", 30000, ", off, s[", "VGPR spills to scratch"},
	} {
		t.Run(fmt.Sprintf("%s-%d", tc.shape, tc.n), func(t *testing.T) {
			s, ok := scale.ShapeByName(tc.shape)
			if !ok {
				t.Fatalf("no shape %s", tc.shape)
			}
			name := fmt.Sprintf("%s_%d", strings.ReplaceAll(tc.shape, "-", "_"), tc.n)
			c, err := ParseCase(name+".hlsl", []byte(s.Gen(tc.n)))
			if err != nil {
				t.Fatal(err)
			}
			m, out, err := Backend(c, false)
			if err != nil {
				t.Fatal(err)
			}
			if tc.needs != "" && !strings.Contains(out.Assembly, tc.needs) {
				t.Fatalf("the assembly has no %s: the size no longer needs %s", tc.needs, tc.why)
			}
			if err := LLVMMCAccepts(mc, out.Assembly, t.TempDir(), name); err != nil {
				t.Fatal(err)
			}
			want, err := Interp(c, m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := RunBackend(c, m, out)
			if err != nil {
				t.Fatal(err)
			}
			if mm := Compare(want, got, WordKinds(c, m)); mm != nil {
				t.Errorf("differs from the interpreter: %s", mm)
			}
		})
	}
}
