// Package regalloc assigns physical gfx9 registers to the virtual registers
// of a machine function (backend/mir) and reports the exact register counts
// the kernel descriptor needs.
//
// Allocate guarantees, when it returns no error, that:
//   - no operand names a virtual register any more, and every virtual
//     register tuple was placed on consecutive physical registers of its file
//     (SGPR pairs even, SGPR tuples of four or more 4-aligned; VGPR tuples
//     unaligned, as gfx9 allows);
//   - two virtual registers share a physical register only when they are
//     never live at the same time, and no virtual register is placed on a
//     physical register that the code itself names (v0-v2, s[0:1], system
//     SGPRs, ...) while that register holds a value;
//   - copies between virtual registers of one file and size were coalesced
//     where their live ranges allow, and the copies that became self-moves
//     were deleted;
//   - SGPR values that do not fit were spilled to lanes of VGPRs with
//     v_writelane_b32 / v_readlane_b32 (which ignore EXEC, so the spill code
//     is right in divergent regions too); when SpillByDemand spilled some
//     before (Options.SGPRSpills), the VGPRs of its lanes sit right above
//     every other VGPR, shared with no other value;
//   - with Options.Scratch, VGPR values that do not fit were spilled to
//     per-lane scratch slots from Scratch.Base, shared by values that do
//     not interfere, up to the lane's scratch limit (gfx9.MaxScratchPerLane;
//     slots past the 12-bit MUBUF offset through page registers), and
//     Result.ScratchBytes is the private segment size each lane needs;
//   - Result holds the highest SGPR and VGPR used plus one, and whether VCC
//     is used.
//
// Liveness is computed per 32-bit register unit (mir.ComputeLiveness):
// for VGPRs along the logical CFG when the function has one
// (mir.Func.Logical: a lane's path, where a divergent if's then- and
// else-parts are parallel), for SGPRs, lane masks and linear VGPRs along
// the linear CFG the wave runs (where the then-part falls into the
// else-part), and in either case only where a definition of the register
// may have reached (liveness.go). Without a logical CFG, VGPR writes that
// may leave other lanes' values in place count as reads of them.
//
// VGPR values that do not fit are spilled to per-lane scratch slots with
// buffer_store_dword / buffer_load_dword on the private segment buffer
// (vspill.go says why that is right under EXEC masks) when Options.Scratch
// says where; without it such a kernel gets a *NeedScratchError. On an error
// the function may have been partly rewritten and must be discarded.
package regalloc

import (
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// Hardware limits of gfx9 (wave64): s0-s101 (VCC is separate, codes
// 106/107) and v0-v255.
const (
	MaxSGPRs = 102
	MaxVGPRs = 256
)

// Options limits the registers the allocator may use, so that a caller can
// target an occupancy. Zero means the hardware limit.
type Options struct {
	MaxSGPRs int // s0 .. s(MaxSGPRs-1); at most 102
	MaxVGPRs int // v0 .. v(MaxVGPRs-1); at most 256
	// Scratch, when set, lets VGPR values spill to scratch; nil: VGPR
	// spilling is not allowed.
	Scratch *Scratch
	// QuickNeedScratch (without Scratch): when the VGPR pressure alone
	// exceeds the limit by more than a thirty-second (a margin for copies
	// whose two sides stay live and may share a register), return the
	// NeedScratchError at once, with that pressure as VGPRs, instead of
	// colouring first to find the exact count. For callers that only retry
	// with scratch.
	QuickNeedScratch bool
	// SGPRSpills, when set, is what SpillByDemand spilled of this
	// function: the allocation carries on from there (its lanes and its
	// unspillable reloads).
	SGPRSpills *SGPRSpills
}

// Result describes the allocated function.
type Result struct {
	// SGPRs and VGPRs are the highest register of the file the code uses,
	// plus one (0 if none): .amdhsa_next_free_sgpr/vgpr before the VCC,
	// FLAT_SCRATCH and XNACK reservations, which the descriptor builder adds.
	SGPRs, VGPRs int
	// UsesVCC reports whether any instruction reads or writes VCC,
	// explicitly or implicitly.
	UsesVCC bool
	// SpilledSGPRs is the number of SGPR units spilled to VGPR lanes, and
	// SpillVGPRs the number of VGPRs holding those lanes.
	SpilledSGPRs, SpillVGPRs int
	// SpilledVGPRs is the number of VGPR units spilled to scratch.
	SpilledVGPRs int
	// ScratchBytes is the scratch each lane needs in total: Scratch.Base
	// plus the spill slots (Scratch.Base when nothing spilled, 0 without
	// Options.Scratch).
	ScratchBytes int
	// CopiesRemoved counts the copies that coalescing made self-moves.
	CopiesRemoved int
}

// maxRounds bounds the allocate / spill iterations beyond one per value of
// the function (roundBound). Every round spills at least one value and
// makes its pieces unspillable, so the rounds end; the bound only turns a
// broken invariant into an error instead of a hang. (A fixed 64 made a
// valid kernel with many uniform values spilled a few at a time fail: a
// one-thread group's 72-element accumulator in nested loops took 65–96
// rounds.)
const maxRounds = 64

// roundBound is the most allocate / spill rounds f may take: maxRounds
// beyond one per value the first analysis found.
func roundBound(a *analysis) int { return maxRounds + len(a.nodes) }

// Allocate rewrites every virtual operand of f to physical registers.
func Allocate(f *mir.Func, opts Options) (Result, error) {
	var res Result
	limit := [2]int{MaxSGPRs, MaxVGPRs}
	if opts.MaxSGPRs != 0 {
		if opts.MaxSGPRs < 1 || opts.MaxSGPRs > MaxSGPRs {
			return res, fmt.Errorf("%s: Options.MaxSGPRs %d is outside 1..%d", f.Name, opts.MaxSGPRs, MaxSGPRs)
		}
		limit[mir.SGPR] = opts.MaxSGPRs
	}
	if opts.MaxVGPRs != 0 {
		if opts.MaxVGPRs < 1 || opts.MaxVGPRs > MaxVGPRs {
			return res, fmt.Errorf("%s: Options.MaxVGPRs %d is outside 1..%d", f.Name, opts.MaxVGPRs, MaxVGPRs)
		}
		limit[mir.VGPR] = opts.MaxVGPRs
	}
	sp := opts.SGPRSpills.resume(f)
	// the lane VGPRs of the spills by demand stay out of the colouring
	// (reservedVGPRs)
	reserved := opts.SGPRSpills.LaneVGPRs()
	if len(reserved) >= limit[mir.VGPR] {
		return res, fmt.Errorf("%s: the lanes of the SGPRs spilled by demand take %d VGPRs, the limit is %d", f.Name, len(reserved), limit[mir.VGPR])
	}
	limit[mir.VGPR] -= len(reserved)
	var vs *vspiller
	if opts.Scratch != nil {
		if err := checkScratch(f, opts.Scratch); err != nil {
			return res, err
		}
		var err error
		if vs, err = newVSpiller(f, opts.Scratch, sp.noSpill); err != nil {
			return res, err
		}
	}
	failedBefore := map[int]bool{} // virtual registers (first units) without a VGPR last round
	preRounds := 0                 // rounds of spilling before colouring
	// scan: the pre-spill bounded the pressure, and block-local VGPR
	// values get registers by a linear scan instead of the graph
	// (scan.go) until a round where that finds no room
	scan := false
	bound := 0
	for round := 0; ; round++ {
		a, err := analyse(f, sp.noSpill, reserved)
		if err != nil {
			return res, err
		}
		if round == 0 {
			bound = roundBound(a)
		}
		if vs != nil {
			if err := vs.checkDefined(); err != nil {
				return res, err
			}
		}
		if vs == nil && opts.QuickNeedScratch && round == 0 {
			if p := a.vgprPressure(); p > limit[mir.VGPR]+limit[mir.VGPR]/32 {
				return res, &NeedScratchError{VGPRs: p + len(reserved), Unchanged: true, kernel: f.Name, limit: limit[mir.VGPR] + len(reserved)}
			}
		}
		if vs != nil && preRounds < maxPreSpillRounds && a.vgprPressure() > limit[mir.VGPR] {
			// spill before colouring (prespill.go)
			preRounds++
			victims, remat := a.preSpill(limit[mir.VGPR]-limit[mir.VGPR]/preSpillMargin, vs.loopCopy)
			if len(victims) > 0 {
				vs.keepScratch(sp)
				if _, err := vs.spill(a, victims, limit[mir.VGPR], remat, true); err != nil {
					return res, err
				}
				scan = true
				continue
			}
		}
		if scan {
			a.findLocals()
		}
		a.buildInterference()
		copiesRemoved := a.coalesce()
		color, failed, err := a.selectAll(limit)
		if err != nil {
			return res, err
		}
		if scan && (len(failed[mir.VGPR]) > 0 || !a.scanLocals(color, limit[mir.VGPR])) {
			// the whole graph again, from the analysis of the function
			// as coalescing left it
			scan = false
			res.CopiesRemoved += copiesRemoved
			continue
		}
		res.CopiesRemoved += copiesRemoved
		if len(failed[mir.VGPR]) > 0 {
			if vs == nil {
				return res, a.needScratch(limit[mir.VGPR], len(reserved))
			}
			if round+1 == bound {
				return res, fmt.Errorf("%s: VGPR allocation did not converge after %d spill rounds", f.Name, bound)
			}
			victims, pinned := a.chooseVictims(failed[mir.VGPR], failedBefore, vs.loopCopy)
			failedBefore = map[int]bool{}
			for _, n := range failed[mir.VGPR] {
				failedBefore[a.nodes[n].start] = true
			}
			if len(victims) == 0 || pinned > limit[mir.VGPR] {
				return res, fmt.Errorf("%s: the VGPRs live at one point exceed the limit of %d even with every spillable value in scratch (values that instructions reach across lanes, spill reloads and physical VGPRs stay in registers)", f.Name, limit[mir.VGPR])
			}
			vs.keepScratch(sp)
			split, err := vs.spill(a, victims, limit[mir.VGPR], nil, false)
			if err != nil {
				return res, err
			}
			if split {
				// the values split at loops keep registers there, which
				// changes where colouring fails: the next round's victims
				// are chosen by their weights alone
				clear(failedBefore)
			}
			continue
		}
		if len(failed[mir.SGPR]) == 0 {
			a.placeReserved(color)
			res.CopiesRemoved += a.rewrite(color)
			break
		}
		if round+1 == bound {
			return res, fmt.Errorf("%s: SGPR allocation did not converge after %d spill rounds", f.Name, bound)
		}
		if vs != nil && !vs.kept {
			// VGPR spilling may start in a later round, when the lanes
			// of the spilled SGPRs take VGPRs: its code reads Rsrc and
			// Offset, whose registers an SGPR spill would delete
			vs.keepScratch(sp)
			if vs.scratchAmong(a, failed[mir.SGPR]) {
				continue // colour them first, unspillable, and spill others
			}
		}
		for _, n := range failed[mir.SGPR] {
			if a.nodes[n].noSpill {
				return res, fmt.Errorf("%s: the SGPRs live at one point exceed the limit of %d even with every other value spilled (a spill reload of %d SGPRs does not fit)", f.Name, limit[mir.SGPR], a.nodes[n].size)
			}
		}
		if err := sp.spill(a, failed[mir.SGPR]); err != nil {
			return res, err
		}
	}
	res.SpilledSGPRs = sp.used
	res.SpillVGPRs = len(sp.vgprs)
	if vs != nil {
		res.SpilledVGPRs = vs.units
		res.ScratchBytes = opts.Scratch.Base + vs.next
	}
	if err := count(f, &res); err != nil {
		return res, err
	}
	if res.SpillVGPRs > 0 && res.VGPRs > limit[mir.VGPR]+len(reserved) {
		return res, fmt.Errorf("%s: spilling SGPRs needs %d VGPRs, more than the limit of %d", f.Name, res.VGPRs, limit[mir.VGPR]+len(reserved))
	}
	return res, nil
}

// count fills the register counts and checks that nothing virtual is left.
func count(f *mir.Func, res *Result) error {
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for _, v := range in.Ops {
				if v.Kind != gfx9.ValReg {
					continue
				}
				n := int(max(v.Count, 1))
				switch c := int(v.Code); {
				case v.IsVirtual():
					return fmt.Errorf("%s: %s still names a virtual register after allocation", f.Name, in.String())
				case c < MaxSGPRs:
					res.SGPRs = max(res.SGPRs, c+n)
				case c >= gfx9.CodeVGPR0 && c < gfx9.CodeVGPR0+MaxVGPRs:
					res.VGPRs = max(res.VGPRs, c-gfx9.CodeVGPR0+n)
				}
			}
			vcc := gfx9.RegRange{Code: gfx9.CodeVCCLo, Count: 2}
			for r := range gfx9.DefRanges(in) {
				res.UsesVCC = res.UsesVCC || r.Overlaps(vcc)
			}
			for r := range gfx9.UseRanges(in) {
				res.UsesVCC = res.UsesVCC || r.Overlaps(vcc)
			}
		}
	}
	return nil
}
