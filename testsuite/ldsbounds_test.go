package testsuite

import (
	"testing"

	"github.com/stretchr/testify/require"

	gexec "hlslc/backend/exec"
	"hlslc/ir/interp"
	"hlslc/ir/runspec"
)

// ldsBoundsSource reads and writes groupshared arrays outside their bounds
// (undefined in HLSL): a read past A reaches B, which the backend places
// after it; a negative index of B reaches A; an index past the last array
// is beyond the allocation (reads 0, the write is dropped).
const ldsBoundsSource = `
groupshared uint A[4];
groupshared uint B[4];
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    A[gi] = 10 + gi;
    B[gi] = 20 + gi;
    GroupMemoryBarrierWithGroupSync();
    B[gi + 4] = 99;                  // beyond the allocation: dropped
    GroupMemoryBarrierWithGroupSync();
    Out[gi * 4 + 0] = A[gi + 4];     // B[gi]
    Out[gi * 4 + 1] = B[(int)gi - 4];// A[gi]
    Out[gi * 4 + 2] = B[gi + 4];     // beyond: 0
    Out[gi * 4 + 3] = A[gi];
}
`

// TestHardwareLDSBounds: the interpreter under HardwareLDSBounds (the
// backend's LDS layout, ir.LayoutLDS) and the executor under its option of
// the same name agree on a shader that indexes groupshared arrays out of
// bounds, and both give what the hardware would; without the option the
// interpreter reports the access.
func TestHardwareLDSBounds(t *testing.T) {
	c, err := ParseCase("lds_bounds.hlsl", []byte(ldsBoundsSource+
		"// RUN-SPEC: {\"dispatch\": [1, 1, 1], \"resources\": {\"Out\": {\"zero\": 64}}}\n"))
	require.NoError(t, err)
	m, out, err := Backend(c, false)
	require.NoError(t, err)

	_, err = interp.Run(m, c.Spec, interp.Options{})
	require.ErrorContains(t, err, "is outside @")

	r, err := interp.Run(m, c.Spec, interp.Options{HardwareLDSBounds: true})
	require.NoError(t, err)
	want, err := runspec.ParseOutput(r.JSON())
	require.NoError(t, err)
	var expect []uint32
	for gi := uint32(0); gi < 4; gi++ {
		expect = append(expect, 20+gi, 10+gi, 0, 10+gi)
	}
	require.Equal(t, expect, want["Out"])

	got, err := RunObject(c, m, out.Object, gexec.Options{Workers: 1, HardwareLDSBounds: true})
	require.NoError(t, err)
	require.Equal(t, want["Out"], got["Out"])
}
