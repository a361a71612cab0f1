package mir

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSparseSetMatchesMap runs random adds, removes and resets on two
// sibling sets over disjoint units and checks every answer against maps.
func TestSparseSetMatchesMap(t *testing.T) {
	const n = 200
	rng := rand.New(rand.NewSource(1))
	even := NewSparseSet(n)
	odd := even.Sibling()
	want := [2]map[int]bool{{}, {}}
	sets := [2]*SparseSet{even, odd}
	for step := 0; step < 4000; step++ {
		u := rng.Intn(n)
		k := u % 2
		switch op := rng.Intn(10); {
		case op < 5:
			sets[k].Add(u)
			want[k][u] = true
		case op < 9:
			sets[k].Remove(u)
			delete(want[k], u)
		default:
			sets[k].Reset()
			want[k] = map[int]bool{}
		}
		for k := range sets {
			require.Equal(t, len(want[k]), sets[k].Len())
			got := append([]int32{}, sets[k].Members()...)
			slices.Sort(got)
			w := []int32{}
			for u := range want[k] {
				w = append(w, int32(u))
			}
			slices.Sort(w)
			require.Equal(t, w, got, "step %d set %d", step, k)
		}
		for v := 0; v < n; v++ {
			require.Equal(t, want[v%2][v], sets[v%2].Has(v), "step %d unit %d", step, v)
			require.False(t, sets[1-v%2].Has(v), "a sibling holds unit %d it never got", v)
		}
	}
}
