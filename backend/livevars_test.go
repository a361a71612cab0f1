package backend

import (
	"strings"
	"testing"
)

// TestLiveVarsAtPeak: the live-register reports name the source variables
// whose registers are live at the peak, per register file, and only when
// asked for.
func TestLiveVarsAtPeak(t *testing.T) {
	const src = `
cbuffer P : register(b0) { uint n; float scale; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	float2 acc = float2(0, 1);
	float bias = (float)id.x * 0.5f;
	for (uint i = 0; i < n; i++) {
		acc.x += bias * (float)i;
		acc.y *= scale;
	}
	Out[id.x] = acc.x + acc.y + bias;
}
`
	out, err := CompileWith(lowerHLSL(t, "k.hlsl", src), "main", Options{Target: "gfx900", LiveVars: true})
	if err != nil {
		t.Fatal(err)
	}
	v := LiveRegisters(out.Func, false)
	if !strings.Contains(v, "// source variables in VGPRs at the peak: acc.x, acc.y, bias") {
		t.Errorf("VGPR report:\n%s", v)
	}
	s := LiveRegisters(out.Func, true)
	if !strings.Contains(s, "// source variables in SGPRs at the peak: ") || !strings.Contains(s[strings.Index(s, "at the peak:"):], "i") {
		t.Errorf("SGPR report:\n%s", s)
	}
	plain, err := CompileWith(lowerHLSL(t, "k.hlsl", src), "main", Options{Target: "gfx900"})
	if err != nil {
		t.Fatal(err)
	}
	if r := LiveRegisters(plain.Func, false); strings.Contains(r, "source variables") {
		t.Errorf("names without Options.LiveVars:\n%s", r)
	}
}
