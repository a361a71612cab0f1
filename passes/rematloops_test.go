package passes

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
)

// TestRematAcrossLoopsUndo: the function RematAcrossLoops returns puts the
// function back as it was (the backend compiles a kernel with and without
// the copies), and the pass then makes the same copies again.
func TestRematAcrossLoopsUndo(t *testing.T) {
	src, err := os.ReadFile("testdata/rematloops/basic.ir")
	require.NoError(t, err)
	m, err := ir.Parse(string(src))
	require.NoError(t, err)
	before := m.String()
	f := m.Funcs[0]
	undo := RematAcrossLoops(f, Uniformity(f))
	require.NotNil(t, undo)
	require.NoError(t, ir.Verify(m))
	with := m.String()
	require.NotEqual(t, before, with)
	undo()
	require.NoError(t, ir.Verify(m))
	require.Equal(t, before, m.String())
	require.NotNil(t, RematAcrossLoops(f, Uniformity(f)))
	require.NoError(t, ir.Verify(m))
}
