package regalloc

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCoalesceKeepsRefsAligned: after coalescing deletes the copies that
// became self-moves, the analysis's per-instruction references still line
// up with the instructions, as the spiller (spillCosts, scanDefs) reads
// b.Instrs[k] beside a.refs[bi][k] in the same round.
func TestCoalesceKeepsRefsAligned(t *testing.T) {
	src, err := os.ReadFile("testdata/coalesce.s")
	require.NoError(t, err)
	f, _, err := parseFunc("coalesce", string(src))
	require.NoError(t, err)
	a, err := analyse(f, nil, nil)
	require.NoError(t, err)
	a.buildInterference()
	require.Positive(t, a.coalesce(), "the input's copies coalesce away")
	fresh, err := analyse(f, nil, nil)
	require.NoError(t, err)
	type shape struct {
		def, use bool
		n        int
	}
	for bi, b := range f.Blocks {
		require.Len(t, a.refs[bi], len(b.Instrs), "block %d", bi)
		for k := range b.Instrs {
			var got, want []shape
			for _, r := range a.refs[bi][k].refs {
				got = append(got, shape{r.Def, r.Use, r.N})
			}
			for _, r := range fresh.refs[bi][k].refs {
				want = append(want, shape{r.Def, r.Use, r.N})
			}
			require.Equal(t, want, got, "block %d instruction %d (%s)", bi, k, b.Instrs[k].String())
		}
	}
}
