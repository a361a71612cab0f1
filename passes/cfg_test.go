package passes

import (
	"math/rand/v2"
	"testing"

	"hlslc/ir"
)

// TestBlockReachMatchesWalk checks the component index against a plain
// walk from every block, on random CFGs: self loops, back edges, edges
// between components in both directions, blocks the entry does not reach.
func TestBlockReachMatchesWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 11))
	for trial := 0; trial < 400; trial++ {
		n := 1 + rng.IntN(40)
		f := (&ir.Module{}).NewFunc("cfg", []ir.Type{ir.I1}, ir.Void)
		for i := 0; i < n; i++ {
			f.NewBlock("")
		}
		bd := ir.NewBuilder(f)
		for _, b := range f.Blocks {
			bd.SetBlock(b)
			// mostly forward edges, as structured code has, with some back
			switch target := func() *ir.Block {
				if rng.IntN(4) == 0 {
					return f.Blocks[rng.IntN(n)]
				}
				return f.Blocks[min(n-1, b.ID+1+rng.IntN(3))]
			}; rng.IntN(5) {
			case 0:
				bd.Ret()
			case 1:
				bd.Br(target())
			default:
				bd.CondBr(f.Params[0], target(), target())
			}
		}
		r := newBlockReach(f)
		for _, x := range f.Blocks {
			want := reachableFrom(f, x)
			for _, y := range f.Blocks {
				if got := r.reaches(x, y); got != want[y.ID] {
					t.Fatalf("trial %d (%d blocks): reaches(b%d, b%d) = %v, a walk says %v", trial, n, x.ID, y.ID, got, want[y.ID])
				}
			}
		}
	}
}
