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
// shown to AfterPass; disabling memmerge leaves the LDS reads unpaired; names
// that are no pass, and required passes, are refused.
func TestMachinePipeline(t *testing.T) {
	var seen []string
	var afterMerge string
	out, err := CompileWith(lowerHLSL(t, "k.hlsl", pipelineKernel), "main", Options{Target: "gfx900", VerifyEach: true,
		AfterPass: func(pass string, f *mir.Func) {
			seen = append(seen, pass)
			if pass == "memmerge" {
				afterMerge = f.Assembly()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	all, optional := MachinePassNames()
	if !slices.Equal(seen, all) {
		t.Errorf("passes run %v, the table has %v", seen, all)
	}
	if !strings.Contains(afterMerge, "ds_read2") || !strings.Contains(afterMerge, "%") {
		t.Errorf("the code after memmerge is not the paired virtual-register code:\n%s", afterMerge)
	}
	if !strings.Contains(out.Assembly, "ds_read2") {
		t.Errorf("no ds_read2 in the output:\n%s", out.Assembly)
	}
	off, err := CompileWith(lowerHLSL(t, "k.hlsl", pipelineKernel), "main", Options{Target: "gfx900", Disable: []string{"memmerge"}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(off.Assembly, "ds_read2") {
		t.Errorf("memmerge disabled, yet ds_read2 in the output")
	}
	if slices.Contains(optional, "waitcnt") || slices.Contains(optional, "hazards") || slices.Contains(optional, "relax") {
		t.Errorf("required passes listed as optional: %v", optional)
	}
	for _, bad := range []string{"nosuchpass", "waitcnt"} {
		_, err := CompileWith(lowerHLSL(t, "k.hlsl", pipelineKernel), "main", Options{Target: "gfx900", Disable: []string{bad}})
		if err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("disabling %q: %v", bad, err)
		}
	}
}
