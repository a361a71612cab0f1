package backend

import (
	"slices"
	"strings"
	"testing"

	"hlslc/backend/mir"
)

const pipelineKernel = `
RWStructuredBuffer<float> Out : register(u0);
groupshared float Tile[64];
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
	Tile[i] = i;
	GroupMemoryBarrierWithGroupSync();
	Out[i] = Tile[i & 31] + Tile[(i & 31) + 32];
}`

// TestMachinePipeline: every machine pass runs in the table's order and is
// shown to AfterPass; disabling lds2 leaves the LDS reads unpaired; names
// that are no pass, and required passes, are refused.
func TestMachinePipeline(t *testing.T) {
	var seen []string
	var afterLDS2 string
	out, err := CompileWith(lowerHLSL(t, "k.hlsl", pipelineKernel), "main", Options{Target: "gfx900", VerifyEach: true,
		AfterPass: func(pass string, f *mir.Func) {
			seen = append(seen, pass)
			if pass == "lds2" {
				afterLDS2 = f.Assembly()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	all, optional := MachinePassNames()
	if !slices.Equal(seen, all) {
		t.Errorf("passes run %v, the table has %v", seen, all)
	}
	if !strings.Contains(afterLDS2, "ds_read2") || !strings.Contains(afterLDS2, "%") {
		t.Errorf("the code after lds2 is not the paired virtual-register code:\n%s", afterLDS2)
	}
	if !strings.Contains(out.Assembly, "ds_read2") {
		t.Errorf("no ds_read2 in the output:\n%s", out.Assembly)
	}
	off, err := CompileWith(lowerHLSL(t, "k.hlsl", pipelineKernel), "main", Options{Target: "gfx900", Disable: []string{"lds2"}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(off.Assembly, "ds_read2") {
		t.Errorf("lds2 disabled, yet ds_read2 in the output")
	}
	if slices.Contains(optional, "waitcnt") || slices.Contains(optional, "hazards") {
		t.Errorf("required passes listed as optional: %v", optional)
	}
	for _, bad := range []string{"nosuchpass", "waitcnt"} {
		_, err := CompileWith(lowerHLSL(t, "k.hlsl", pipelineKernel), "main", Options{Target: "gfx900", Disable: []string{bad}})
		if err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("disabling %q: %v", bad, err)
		}
	}
}
