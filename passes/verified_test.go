package passes

import (
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
)

// TestVerifiedSkipsOnlyTheInputCheck: Options.Verified drops the check of
// the input, not the one of the output. A kernel whose numthreads the
// verifier rejects, which no pass looks at, is reported as a bad input
// without the option and as a bad result with it.
func TestVerifiedSkipsOnlyTheInputCheck(t *testing.T) {
	const src = `kernel @main numthreads(1024, 2, 1) {
^entry:
  ret
}
`
	for _, verified := range []bool{false, true} {
		m, err := ir.Parse(src)
		require.NoError(t, err)
		err = OptimizeWith(m, Options{Verified: verified})
		require.Error(t, err)
		if verified {
			require.Contains(t, err.Error(), "the optimized module does not verify")
		} else {
			require.Contains(t, err.Error(), "the input does not verify")
		}
	}
}
