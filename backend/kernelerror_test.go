package backend

import (
	"regexp"
	"testing"
)

// A failure after selection that names no source position — here the
// register allocator's, under a VGPR limit no allocation can meet — is
// reported at the kernel's declaration, so that the command line prints
// the file, line and column of the kernel it concerns.
func TestAllocationFailureLocatedAtKernel(t *testing.T) {
	src := `RWStructuredBuffer<float4> o;
[numthreads(64,1,1)]
void main(uint i : SV_DispatchThreadID) {
	float4 a = o[i], b = o[i + 64], c = o[i + 128];
	o[i] = a * b + c;
}
`
	m := lowerHLSL(t, "limit.hlsl", src)
	_, err := CompileWith(m, "main", Options{Target: "gfx900", MaxVGPRs: 1})
	if err == nil {
		t.Fatal("compiled within one VGPR")
	}
	t.Log(err)
	if !regexp.MustCompile(`^limit\.hlsl:3:6: error: `).MatchString(err.Error()) {
		t.Errorf("the error is not located at the kernel (limit.hlsl:3:6): %v", err)
	}
}
