package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/internal/golden"
	"hlslc/ir"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// a16 pays in address VGPRs: the same samples with min16float operands
// (f16 values the sampler takes packed, two to a VGPR) and with float
// ones. Every image instruction of the 16-bit version carries a16 and
// its address tuples are narrower in total; the 32-bit version has none.
func TestSampleA16Addresses(t *testing.T) {
	const src = `
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> Arr : register(t1);
Texture3D<float4> Vol : register(t2);
SamplerState Lin : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    T2 uv = T2(id.x * 0.0625 - 0.59375, id.x * 0.03125 + 0.015625);
    T lod = T(id.x * 0.125);
    float4 r = Tex.SampleLevel(Lin, uv, lod);
    r += Tex.SampleGrad(Lin, uv, uv * T(0.25), uv.yx * T(0.125));
    r += Arr.SampleLevel(Lin, T3(uv, lod * T(3)), lod);
    r += Vol.SampleLevel(Lin, T3(uv.yx, lod), lod);
    r += Tex.GatherRed(Lin, uv);
    Out[id.x] = r;
}`
	tuple := regexp.MustCompile(`^\s*(image_\w+) \S+, (?:v\[(\d+):(\d+)\]|v\d+),.*$`)
	measure := func(typ string) (width, a16, n, vgprs int) {
		s := strings.NewReplacer("T2", typ+"2", "T3", typ+"3", "T(", typ+"(", "T lod", typ+" lod").Replace(src)
		out, err := CompileWith(lowerHLSL(t, typ+".hlsl", s), "main", Options{Target: "gfx900"})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(out.Assembly, "\n") {
			m := tuple.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			n++
			w := 1
			if m[2] != "" {
				lo, _ := strconv.Atoi(m[2])
				hi, _ := strconv.Atoi(m[3])
				w = hi - lo + 1
			}
			width += w
			if strings.Contains(line, " a16") {
				a16++
			}
		}
		return width, a16, n, out.Registers.VGPRs
	}
	w16, a16, n16, v16 := measure("min16float")
	w32, a32, n32, v32 := measure("float")
	t.Logf("min16float: %d image instructions, %d with a16, %d address VGPRs, %d VGPRs in all", n16, a16, w16, v16)
	t.Logf("float:      %d image instructions, %d with a16, %d address VGPRs, %d VGPRs in all", n32, a32, w32, v32)
	if n16 != 5 || n32 != 5 || a16 != n16 || a32 != 0 {
		t.Errorf("want 5 image instructions each, all a16 with min16float and none with float")
	}
	if w16 >= w32 {
		t.Errorf("a16 addresses take %d VGPRs, 32-bit ones %d", w16, w32)
	}
}

// TestIselText selects the kernel of each testdata/isel/*.ir and compares
// the machine IR, virtual registers and all, with the .out file beside it
// (-update rewrites them).
func TestIselText(t *testing.T) {
	golden.Run(t, "testdata/isel/*.ir", ".out", func(t *testing.T, _, src string) string {
		m, err := ir.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		f, _, err := Select(m, m.Funcs[0], gfx9.GFX900, SelectOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return f.Assembly()
	})
}
