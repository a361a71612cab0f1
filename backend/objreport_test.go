package backend

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hlslc/backend/gfx9/codeobj"
	"hlslc/internal/tooltest"
)

// writeAndRead writes a compile's code object and reads it back.
func writeAndRead(t *testing.T, out *Output) *codeobj.Object {
	t.Helper()
	bin, err := codeobj.Write(out.Object)
	require.NoError(t, err)
	obj, err := codeobj.Read(bin)
	require.NoError(t, err)
	return obj
}

// TestObjectKernels: a code object read back gives the report the
// compiler gave (registers, LDS, occupancy, instruction mix) and the same
// live-register counts; a clang-built object is reported too.
func TestObjectKernels(t *testing.T) {
	m := lowerHLSL(t, "lds.hlsl", mustRead(t, "testdata/run/lds.hlsl"))
	out, err := Compile(m, "main", "gfx900")
	require.NoError(t, err)
	want, err := MakeReport(out)
	require.NoError(t, err)
	obj := writeAndRead(t, out)
	reps, funcs, err := ObjectKernels(obj)
	require.NoError(t, err)
	require.Len(t, reps, 1)
	got := reps[0]
	assert.Equal(t, want.Kernel, got.Kernel)
	assert.Equal(t, want.Workgroup, got.Workgroup)
	assert.Equal(t, [4]int{want.VGPRs, want.SGPRs, want.LDSBytes, want.WavesPerSIMD}, [4]int{got.VGPRs, got.SGPRs, got.LDSBytes, got.WavesPerSIMD})
	assert.Equal(t, want.UsesVCC, got.UsesVCC)
	assert.Equal(t, want.Instructions, got.Instructions)
	assert.Equal(t, want.CodeBytes, got.CodeBytes)
	// the live-register maps agree line for line
	counts := func(s string) []string {
		var out []string
		for _, l := range strings.Split(s, "\n") {
			if i := strings.Index(l, "|"); i > 0 && !strings.HasPrefix(l, "(") {
				// the count and the register map (labels and source
				// positions are the compiler's, not the object's)
				out = append(out, l[:strings.LastIndex(l, "|")])
			}
		}
		return out
	}
	assert.Equal(t, counts(LiveRegisters(out.Func, false)), counts(LiveRegisters(funcs[0], false)))

	// an OpenCL kernel built by clang
	co := tooltest.BuildOpenCL(t, "loop", `__kernel void loop(__global float *p, int n) {
		float s = 0; for (int i = 0; i < n; i++) s += p[i] * p[i + 1]; p[__builtin_amdgcn_workitem_id_x()] = s; }`)
	obj, err = codeobj.Read(co)
	require.NoError(t, err)
	reps, funcs, err = ObjectKernels(obj)
	require.NoError(t, err)
	require.Len(t, reps, 1)
	assert.Equal(t, "loop", reps[0].Kernel)
	assert.Positive(t, reps[0].VGPRs)
	assert.Positive(t, reps[0].WavesPerSIMD)
	assert.Greater(t, len(funcs[0].Blocks), 1, "the loop makes blocks")
	assert.Contains(t, LiveRegisters(funcs[0], true), "// live SGPRs of loop")
}
