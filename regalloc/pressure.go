package regalloc

import "hlslc/backend/mir"

// vgprPressure returns the largest number of VGPR units (virtual and
// physical) live at one point of the function. Values live at the same
// point need different registers, except the two sides of a copy that
// both stay live (which coalescing may merge), so it is a lower bound on
// the VGPRs the function needs up to such pairs.
func (a *analysis) vgprPressure() int { return a.pressure(a.vgprUnits()) }

// vgprUnits returns the tracked units of VGPRs, physical and virtual.
func (a *analysis) vgprUnits() mir.Bits {
	isVGPR := mir.NewBits(a.nUnits)
	for u := vgprBase; u < physBase; u++ {
		isVGPR.Set(u)
	}
	for u := physBase; u < a.nUnits; u++ {
		if n := a.unitNode[u-physBase]; n >= 0 && a.nodes[n].file == mir.VGPR {
			isVGPR.Set(u)
		}
	}
	return isVGPR
}

// pressure returns the largest number of units of mask live at one point.
func (a *analysis) pressure(mask mir.Bits) int { return a.lv.MostLive(mask) }
