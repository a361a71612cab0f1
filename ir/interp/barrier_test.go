package interp

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHardwareBarriers: a barrier that threads which returned from the
// kernel never reach is undefined in HLSL and an error by default; under
// Options.HardwareBarriers the waiting threads go on without them, as GCN's
// s_barrier does (ended waves and cleared exec bits do not count). A
// barrier that a live thread does not reach stays an error.
func TestHardwareBarriers(t *testing.T) {
	m := load(t, "early_return_barrier.ir")
	run := func(hw bool) ([]byte, error) {
		out := make([]byte, 4*128)
		err := RunData(m, [3]uint32{1, 1, 1}, [][]byte{out}, Options{HardwareBarriers: hw})
		return out, err
	}
	_, err := run(false)
	require.Error(t, err)
	require.Contains(t, err.Error(), "reached by only some lanes of the wave")

	out, err := run(true)
	require.NoError(t, err)
	for i := range 128 {
		want := uint32(0)
		if i < 40 {
			want = uint32(3 * (39 - i))
		}
		require.Equal(t, want, binary.LittleEndian.Uint32(out[4*i:]), "thread %d", i)
	}

	// Wave 1 ends without reaching the barrier wave 0 waits at: on GCN,
	// wave 0 goes on.
	m = load(t, "errors/barrier_mismatch.ir")
	require.NoError(t, RunData(m, [3]uint32{1, 1, 1}, nil, Options{HardwareBarriers: true}))

	// Live lanes that skip the barrier: still undefined, still an error.
	m = load(t, "errors/barrier_divergent.ir")
	err = RunData(m, [3]uint32{1, 1, 1}, nil, Options{HardwareBarriers: true})
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "only some lanes"), err.Error())
}
