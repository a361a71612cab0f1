package backend

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hlslc/backend/gfx9"
)

// TestConstTableObject: a kernel with a constant table has its data after
// the code in .text, outside the code symbol; the disassembly prints the
// data as .long words and assembles back to the same .text, and the object
// report counts the data as the compiler's does.
func TestConstTableObject(t *testing.T) {
	m := lowerHLSL(t, "tables.hlsl", `
RWStructuredBuffer<float> Out : register(u0);
static const float T[5] = { 0.5, -1.25, 3.0, 7.75, 100.0 };
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = T[id.x % 5]; }
`)
	out, err := Compile(m, "main", "gfx900")
	require.NoError(t, err)
	assert.Contains(t, out.Assembly, ".Lconst_main:\n\t.long 0x3f000000, 0xbfa00000, 0x40400000, 0x40f80000\n\t.long 0x42c80000\n")
	want, err := MakeReport(out)
	require.NoError(t, err)
	obj := writeAndRead(t, out)
	code, err := obj.KernelCode("main")
	require.NoError(t, err)
	assert.Equal(t, len(obj.Text)-20, len(code), "the code symbol ends where the 20 bytes of data begin")
	assert.Equal(t, len(code), gfx9.CodeEnd(obj))
	reps, _, err := ObjectKernels(obj)
	require.NoError(t, err)
	require.Len(t, reps, 1)
	assert.Equal(t, want.CodeBytes, reps[0].CodeBytes)
	assert.Equal(t, want.Instructions, reps[0].Instructions)
	text, err := gfx9.Disassemble(obj, false)
	require.NoError(t, err)
	assert.Contains(t, text, "\ts_endpgm\n\t.long 0x3f000000\n")
	again, _, err := gfx9.Assemble("tables.s", []byte(text), gfx9.AsmOptions{})
	require.NoError(t, err)
	assert.Equal(t, obj.Text, again.Text)
}
