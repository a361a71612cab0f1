package regalloc

import (
	"math/bits"

	"hlslc/backend/mir"
)

// vgprPressure returns the largest number of VGPR units (virtual and
// physical) live at one point of the function. Values live at the same
// point need different registers, except the two sides of a copy that
// both stay live (which coalescing may merge), so it is a lower bound on
// the VGPRs the function needs up to such pairs.
func (a *analysis) vgprPressure() int {
	isVGPR := newBitset(a.nUnits)
	for u := vgprBase; u < physBase; u++ {
		isVGPR.set(u)
	}
	for u := physBase; u < a.nUnits; u++ {
		if n := a.unitNode[u-physBase]; n >= 0 && a.nodes[n].file == mir.VGPR {
			isVGPR.set(u)
		}
	}
	count := func(live bitset) int {
		c := 0
		for k, w := range live {
			c += bits.OnesCount64(w & isVGPR[k])
		}
		return c
	}
	most := 0
	live := newBitset(a.nUnits)
	for bi := range a.f.Blocks {
		live.copyFrom(a.liveOut[bi])
		most = max(most, count(live))
		for k := len(a.refs[bi]) - 1; k >= 0; k-- {
			ir := a.refs[bi][k]
			for _, r := range ir.refs {
				if r.def && !r.use {
					for u := r.unit; u < r.unit+r.n; u++ {
						live.clear(u)
					}
				}
			}
			for _, r := range ir.refs {
				if r.use {
					for u := r.unit; u < r.unit+r.n; u++ {
						live.set(u)
					}
				}
			}
			most = max(most, count(live))
		}
	}
	return most
}
