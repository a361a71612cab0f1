package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// SinkToUses moves vector ALU instructions down their block, each to just
// before the first instruction that reads its result, when that does not
// lengthen the live ranges more than it shortens the result's: the
// registers of the operands that the instruction reads last (which then
// live down to the new place) may not outnumber the registers of its
// result (which then live only from there). A constant materialised at the
// top of a long block, or a conversion of a loaded value done long before
// the value is needed, so stops holding a VGPR in between; an instruction
// whose operands stay live anyway always moves. Moves that only trade one
// register for another (a chain's last link) let the instructions feeding
// them follow in the next round, so a chain of conversions moves down
// whole; the pass makes sinkRounds rounds over each block. It runs before
// the scheduler, which then targets the lower pressure.
//
// An instruction moves when it writes one virtual VGPR register and
// nothing else (no VCC, no SCC; not a write that keeps bits of the
// register's earlier value, which stays live anyway), is not a
// register-to-register copy of one
// file (the allocator coalesces those), and nothing it passes writes a
// register it reads (EXEC included) or writes its result. It passes ALU
// instructions, memory accesses and s_barrier, never another instruction
// that must keep its place (mode and index changes, messages) nor the
// branch that ends the block.
//
// Guarantees: every block keeps its instructions, in an order that
// respects every register dependence, so the kernel computes the same;
// at no point of a block are more registers live than before.
func SinkToUses(f *mir.Func) error {
	_, err := sinkToUses(f, nil, nil)
	return err
}

// sinkToUses is SinkToUses with the liveness of f when known (nil:
// computed here, with the reserved virtual VGPRs in no live set:
// mir.ComputeLivenessWithout). It returns the liveness, which stays right
// for the code it leaves: instructions move only within their blocks,
// keeping every register dependence (so each block reads and writes the
// same registers before and after its instructions move), and their refs
// move with them.
//
// reserved are the lanes of the SGPRs spilled by demand: the pass asks
// whether a register is live out of a block only for an operand of an
// instruction that writes one VGPR and nothing else, and the lanes' only
// readers are the v_writelane that also writes the lane and v_readlane,
// which writes an SGPR.
func sinkToUses(f *mir.Func, lv *mir.Liveness, reserved []int) (*mir.Liveness, error) {
	return eachSinkBlock(f, lv, reserved, func(s *sinkBlock) {
		for round := 0; round < sinkRounds && s.round(); round++ {
		}
	})
}

// eachSinkBlock runs visit on the state of each block of f in turn (the
// moves of SinkToUses and HoistToDefs), with the liveness of f when known
// (nil: computed here, without the reserved lanes), which the moves keep
// right and which it returns.
func eachSinkBlock(f *mir.Func, lv *mir.Liveness, reserved []int, visit func(s *sinkBlock)) (*mir.Liveness, error) {
	if lv == nil {
		var err error
		if lv, err = mir.ComputeLivenessWithout(f, reserved); err != nil {
			return nil, err
		}
	}
	regs := newRegCounter(f, lv.NUnits)
	lastRead, writes := make([]int32, lv.NUnits), make([]int32, lv.NUnits)
	for bi := range f.Blocks {
		s := newSinkBlock(f, lv, regs, bi, lastRead, writes)
		visit(s)
		s.clear()
	}
	return lv, nil
}

// sinkRounds bounds the rounds over a block: a chain of n instructions
// moves down in n rounds, and conversions of loaded values are chains of
// one to three.
const sinkRounds = 3

// sinkWindow is how far below an instruction its first use may be for it
// to move, which keeps a round linear in the block's length.
const sinkWindow = 256

// sinkBlock is one block of SinkToUses with what the pass knows about
// its instructions, kept in the block's current order.
type sinkBlock struct {
	f    *mir.Func
	b    *mir.Block
	refs [][]mir.Ref // the liveness's refs (moved along)
	wide [][]mir.Ref // refs on representatives (regCounter)
	defs [][]int     // register keys written (regKeys)
	uses [][]int     // register keys read
	end  int         // the block's branch, which stays last
	regs *regCounter
	// lastRead is the last instruction of the block reading each register
	// (by representative), kept exact as instructions move; writes counts
	// the block's writes of each (reads of a register written twice may be
	// of another value). Both are indexed by unit, shared by the blocks and
	// cleared after each (clear).
	lastRead, writes []int32
	liveOut          mir.Units
}

func newSinkBlock(f *mir.Func, lv *mir.Liveness, regs *regCounter, bi int, lastRead, writes []int32) *sinkBlock {
	b := f.Blocks[bi]
	n := len(b.Instrs)
	s := &sinkBlock{f: f, b: b, refs: lv.Refs[bi], wide: regs.wideAll(lv.Refs[bi]), defs: make([][]int, n), uses: make([][]int, n),
		end: n, regs: regs, lastRead: lastRead, writes: writes, liveOut: lv.LiveOut[bi]}
	for s.end > 0 && isBlockEnd(&b.Instrs[s.end-1]) {
		s.end--
	}
	keySlab := make([]int, 0, keysPerInstr*n)
	for k := range b.Instrs {
		s.defs[k], s.uses[k] = regKeys(&b.Instrs[k], &keySlab)
		for _, r := range s.wide[k] {
			if r.Use {
				s.lastRead[r.Unit] = int32(k)
			}
			if r.Def {
				s.writes[r.Unit]++
			}
		}
	}
	return s
}

// clear resets the shared per-unit tables for the next block.
func (s *sinkBlock) clear() {
	for _, w := range s.wide {
		for _, r := range w {
			s.lastRead[r.Unit], s.writes[r.Unit] = 0, 0
		}
	}
}

// round makes one pass over the block, last instruction first, and
// reports whether it moved anything.
func (s *sinkBlock) round() bool {
	moved := false
	for k := s.end - 1; k >= 0; k-- {
		if t := s.target(k); t > k+1 && s.pays(k, t) {
			s.move(k, t)
			moved = true
		}
	}
	return moved
}

// move puts instruction k just before instruction t.
func (s *sinkBlock) move(k, t int) {
	rotate(s.b.Instrs, k, t)
	rotate(s.refs, k, t)
	rotate(s.wide, k, t)
	rotate(s.defs, k, t)
	rotate(s.uses, k, t)
	// the instructions in between moved up by one, this one to t-1
	for j := k; j < t-1; j++ {
		for _, r := range s.wide[j] {
			if r.Use && int(s.lastRead[r.Unit]) == j+1 {
				s.lastRead[r.Unit] = int32(j)
			}
		}
	}
	for _, r := range s.wide[t-1] {
		if r.Use && int(s.lastRead[r.Unit]) < t-1 {
			s.lastRead[r.Unit] = int32(t - 1)
		}
	}
}

// rotate moves v[k] to v[t-1], and v[k+1:t] up by one.
func rotate[T any](v []T, k, t int) {
	x := v[k]
	copy(v[k:t-1], v[k+1:t])
	v[t-1] = x
}

// target returns the position of the first instruction after k that reads
// the result of instruction k, if k may move to just before it (see
// SinkToUses), else -1.
func (s *sinkBlock) target(k int) int {
	x := &s.b.Instrs[k]
	if !gfx9.IsVALU(x) || isOrdered(x) || isRegCopy(x) && inVGPRs(s.f, x.Ops[1]) {
		return -1
	}
	var def *mir.Ref
	for i := range s.refs[k] {
		r := &s.refs[k][i]
		if r.Def {
			if def != nil || !r.Virtual {
				return -1
			}
			def = r
		}
	}
	if def == nil {
		return -1
	}
	if r, start, ok := s.f.VRegOf(def.Unit - mir.UnitVirtual0); !ok || r.File != mir.VGPR || start != def.Unit-mir.UnitVirtual0 || r.Size != def.N {
		return -1 // not a whole VGPR register
	}
	defs, uses := s.defs[k], s.uses[k]
	if len(defs) != def.N {
		return -1 // writes something besides its result (VCC, SCC)
	}
	for t := k + 1; t < s.end && t <= k+sinkWindow; t++ {
		if overlaps(s.uses[t], defs) {
			return t
		}
		if overlaps(s.defs[t], defs) || overlaps(s.defs[t], uses) || isOrdered(&s.b.Instrs[t]) && s.b.Instrs[t].Inst.Name != "s_barrier" {
			return -1
		}
	}
	return -1
}

// pays reports whether moving instruction k down to just before position
// t keeps the registers live at every point within what they were: the
// registers it reads that are not read at t or later nor live out of the
// block (they live longer, down to t; a register the block writes twice
// counts among them, and a tuple counts whole, as the allocator places
// it) take no more than its result, which lives shorter by as much.
func (s *sinkBlock) pays(k, t int) bool {
	w := s.wide[k]
	def := -1
	for _, r := range w {
		if r.Def {
			def = r.Unit
		}
	}
	// the result lives shorter by the move, unless the instruction also
	// reads the register (a 16-bit or SDWA write keeping the other bits,
	// an accumulation): then the register is live across the move anyway
	// and nothing is gained
	result, extended := int(s.regs.vgpr[def]), 0
	for i, r := range w {
		if r.Unit == def {
			if r.Use {
				return false
			}
			continue
		}
		if !r.Use || slices.ContainsFunc(w[:i], func(p mir.Ref) bool { return p.Use && p.Unit == r.Unit }) {
			continue
		}
		size := int(s.regs.vgpr[r.Unit]) + int(s.regs.sgpr[r.Unit])
		if s.writes[r.Unit] > 1 || int(s.lastRead[r.Unit]) < t && !anyLive(s.regs, s.liveOut, r.Unit) {
			extended += size
		}
	}
	return extended <= result
}

// inVGPRs reports whether a register operand is a VGPR, physical or
// virtual.
func inVGPRs(f *mir.Func, v gfx9.Value) bool {
	if v.IsVirtual() {
		r, _, ok := f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
		return ok && r.File == mir.VGPR
	}
	return v.IsVGPR()
}

// anyLive reports whether a unit of the register whose representative is
// rep is in live.
func anyLive(regs *regCounter, live mir.Units, rep int) bool {
	for u := rep; u < regs.n && int(regs.rep[u]) == rep; u++ {
		if live.Has(u) {
			return true
		}
	}
	return false
}

// overlaps reports whether two lists of register keys share one.
func overlaps(a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}
