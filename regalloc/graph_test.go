package regalloc

import (
	"fmt"
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/backend/mir"
)

// refGraph is the interference graph by definition: a map from each pair of
// live nodes to the offsets at which they collide, merges moving every
// offset of the merged-away node to the other.
type refGraph struct {
	offs map[[2]int]uint64 // (x, y) -> offsets base(y) − base(x), both orders kept
}

func (r *refGraph) interfere(x, y, d int) {
	r.offs[[2]int{x, y}] |= 1 << (d + offsetBias)
	r.offs[[2]int{y, x}] |= 1 << (-d + offsetBias)
}

func (r *refGraph) merge(x, y int) {
	for k, m := range r.offs {
		if k[0] == y {
			delete(r.offs, k)
			delete(r.offs, [2]int{k[1], y})
			if k[1] != x {
				r.offs[[2]int{x, k[1]}] |= m
				r.offs[[2]int{k[1], x}] |= mirror(m)
			}
		}
	}
}

// TestGraphByDefinition checks the graph (bit matrix and hash set) against
// refGraph over random interference and merges of nodes of two files and
// sizes 1, 2 and 4, some pairs colliding in all their units and some in
// fewer.
func TestGraphByDefinition(t *testing.T) {
	// nodes alternate between two files: the last size puts more than
	// maxMatrixNodes in each, so both take the hash-set path
	for _, n := range []int{60, maxMatrixNodes + 40, 2*maxMatrixNodes + 40} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			rng := rand.New(rand.NewSource(int64(n)))
			files, sizes := make([]mir.RegFile, n), make([]int, n)
			for x := range files {
				files[x] = mir.RegFile(x % 2)
				sizes[x] = []int{1, 2, 4}[rng.Intn(3)]
			}
			g := newGraph(files, sizes)
			ref := &refGraph{offs: map[[2]int]uint64{}}
			const active = 60 // the nodes the test touches
			alive := map[int]bool{}
			for x := 0; x < active; x++ {
				alive[x] = true
			}
			for step := 0; step < 3000; step++ {
				x, y := rng.Intn(active), rng.Intn(active)
				if x == y || !alive[x] || !alive[y] || files[x] != files[y] {
					continue
				}
				if rng.Intn(40) == 0 {
					if sizes[x] != sizes[y] {
						continue
					}
					g.merge(x, y)
					ref.merge(x, y)
					delete(alive, y)
					continue
				}
				// all units of both, or one unit of each
				if rng.Intn(3) == 0 {
					i, j := rng.Intn(sizes[x]), rng.Intn(sizes[y])
					g.interfere(x, y, i-j)
					ref.interfere(x, y, i-j)
					continue
				}
				for i := 0; i < sizes[x]; i++ {
					for j := 0; j < sizes[y]; j++ {
						g.interfere(x, y, i-j)
						ref.interfere(x, y, i-j)
					}
				}
			}
			for x := range alive {
				var got, want []int
				g.each(x, func(m int) { got = append(got, m) })
				for y := range alive {
					m := ref.offs[[2]int{x, y}]
					require.Equal(t, m, g.offsets(x, y), "offsets(%d, %d)", x, y)
					require.Equal(t, m != 0, g.has(x, y), "has(%d, %d)", x, y)
					if m != 0 {
						want = append(want, y)
					}
				}
				sort.Ints(got)
				sort.Ints(want)
				require.Equal(t, want, got, "neighbours of %d", x)
			}
		})
	}
}

// TestEdgeSetDelete fills hash edge sets past several growths of their
// slots' tables, removes a random half of the edges and checks that
// exactly the others remain (backward-shift deletion keeps every remaining
// entry reachable).
func TestEdgeSetDelete(t *testing.T) {
	const n = 300
	es := newEdgeSet(make([]int32, n), false)
	rng := rand.New(rand.NewSource(1))
	want := map[[2]int32]bool{}
	for k := 0; k < 5000; k++ {
		s, u := int32(rng.Intn(n)), int32(rng.Intn(n))
		if s != u {
			require.Equal(t, !want[[2]int32{min(s, u), max(s, u)}], es.add(s, u))
			want[[2]int32{min(s, u), max(s, u)}] = true
		}
	}
	for e := range want {
		if rng.Intn(2) == 0 {
			es.remove(e[1], e[0])
			delete(want, e)
		}
	}
	require.Equal(t, len(want), es.count)
	for s := int32(0); s < n; s++ {
		for u := int32(0); u < n; u++ {
			require.Equal(t, s != u && want[[2]int32{min(s, u), max(s, u)}], es.has(s, u), "%d–%d", s, u)
		}
	}
}

// TestEdgeSetMergeKeepsLarger: merging two slots keeps the one with more
// neighbours, in the bit matrix as in the hash tables, and leaves it with
// the union of both neighbourhoods (symmetric, without the dropped slot).
func TestEdgeSetMergeKeepsLarger(t *testing.T) {
	for _, matrix := range []bool{true, false} {
		es := newEdgeSet(make([]int32, 10), matrix)
		es.add(0, 2)
		for u := int32(3); u < 8; u++ {
			es.add(1, u)
		}
		keep := es.merge(0, 1)
		require.Equal(t, int32(1), keep, "matrix %v: the slot with five neighbours stays", matrix)
		for u := int32(0); u < 10; u++ {
			want := u >= 2 && u < 8
			require.Equal(t, want, es.has(keep, u), "matrix %v: %d–%d", matrix, keep, u)
			require.Equal(t, want, es.has(u, keep), "matrix %v: %d–%d", matrix, u, keep)
			require.False(t, es.has(u, 0), "matrix %v: %d still names the dropped slot", matrix, u)
		}
	}
}
