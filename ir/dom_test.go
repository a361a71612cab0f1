package ir

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDominatesByDefinition checks the dominator tree on random control
// flow graphs against the definition: a dominates b when b is a, or b is
// unreachable from the entry once a is taken out (unreachable blocks are
// dominated by every block).
func TestDominatesByDefinition(t *testing.T) {
	rng := rand.New(rand.NewSource(19))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(24)
		var src strings.Builder
		src.WriteString("func @f(%c: i1) {\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&src, "^b%d:\n", i)
			switch r := rng.Intn(8); {
			case r == 0 || n == 1:
				src.WriteString("  ret\n")
			case r < 4:
				fmt.Fprintf(&src, "  br ^b%d\n", 1+rng.Intn(n-1))
			default:
				fmt.Fprintf(&src, "  condbr %%c, ^b%d, ^b%d\n", 1+rng.Intn(n-1), 1+rng.Intn(n-1))
			}
		}
		src.WriteString("}\n")
		m, err := Parse(src.String())
		require.NoError(t, err, src.String())
		f := m.Funcs[0]
		d := Dominators(f)
		reach := func(without *Block) map[*Block]bool {
			seen := map[*Block]bool{}
			if f.Blocks[0] == without {
				return seen
			}
			work := []*Block{f.Blocks[0]}
			seen[f.Blocks[0]] = true
			for len(work) > 0 {
				b := work[len(work)-1]
				work = work[:len(work)-1]
				for _, s := range b.Succs() {
					if s != without && !seen[s] {
						seen[s] = true
						work = append(work, s)
					}
				}
			}
			return seen
		}
		all := reach(nil)
		for _, a := range f.Blocks {
			rest := reach(a)
			for _, b := range f.Blocks {
				want := a == b || !all[b] || all[a] && !rest[b]
				if !all[a] && all[b] {
					want = false
				}
				require.Equal(t, want, d.Dominates(a, b), "%s dominates %s in\n%s", a.Name, b.Name, src.String())
			}
		}
	}
}
