package vk

import (
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hlslc/internal/tooltest"
)

// Compile declares the derivative quads SM 6.6's rule gives for the
// shader's numthreads, and only in shaders that take derivatives; the
// result is valid SPIR-V.
func TestDerivativeGroup(t *testing.T) {
	tooltest.Need(t, "glslangValidator")
	tooltest.Need(t, "spirv-cross")
	val := tooltest.Need(t, "spirv-val")
	for _, c := range []struct {
		numthreads, body string
		mode             uint32 // 0: none
		invalid          bool   // derivatives no mode allows: invalid SPIR-V as glslang wrote it
	}{
		{"8, 4, 1", "Out[i] = ddx(i * 0.5);", execDerivativeGroupQuadsNV, false},
		{"4, 2, 3", "Out[i] = fwidth(i * 0.5);", execDerivativeGroupQuadsNV, false},
		{"64, 1, 1", "Out[i] = ddy_fine(i * 0.5);", execDerivativeGroupLinearNV, false},
		{"64, 1, 1", "Out[i] = Tex.SampleLevel(S, float2(i, 0) * 0.1, 0).x;", 0, false},
		{"6, 1, 1", "Out[i] = ddx(i * 0.5);", 0, true},
	} {
		src := fmt.Sprintf("Texture2D<float4> Tex : register(t0);\nSamplerState S : register(s0);\nRWStructuredBuffer<float> Out : register(u0);\n"+
			"[numthreads(%s)]\nvoid main(uint i : SV_GroupIndex) { %s }\n", c.numthreads, c.body)
		sh, err := Compile([]byte(src), "d.hlsl", "main")
		if err != nil {
			t.Fatal(err)
		}
		var modes []uint32
		for off := 20; off < len(sh.SPIRV); {
			w := binary.LittleEndian.Uint32(sh.SPIRV[off:])
			if w&0xffff == opExecutionMode && w>>16 == 3 {
				modes = append(modes, binary.LittleEndian.Uint32(sh.SPIRV[off+8:]))
			}
			off += 4 * int(w>>16)
		}
		want := []uint32(nil)
		if c.mode != 0 {
			want = []uint32{c.mode}
		}
		if fmt.Sprint(modes) != fmt.Sprint(want) || sh.DerivativeGroup != (c.mode != 0) {
			t.Errorf("numthreads(%s) %s: execution modes %v (DerivativeGroup %v), want %v", c.numthreads, c.body, modes, sh.DerivativeGroup, want)
		}
		if c.invalid {
			continue
		}
		f := filepath.Join(t.TempDir(), "d.spv")
		if err := os.WriteFile(f, sh.SPIRV, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(val, "--target-env", "vulkan1.1", f).CombinedOutput(); err != nil {
			t.Errorf("numthreads(%s) %s: spirv-val: %v\n%s", c.numthreads, c.body, err, out)
		}
	}
}
