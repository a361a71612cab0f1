package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// HoistToDefs moves vector ALU instructions up their block, towards the
// last instruction that writes a register they read, when that frees more
// VGPRs than it takes: the VGPRs an instruction reads last (read by no
// later instruction, not live out of the block, written once in it) die
// where it goes, and its result lives from there, longer by its own size.
// It goes just after the last instruction that writes one of its operands
// or reads one of the VGPRs it frees, so that between there and its old
// place every freed VGPR is dead. It is SinkToUses the other way: a sum of
// weighed samples written at the end of a kernel (MiniEngine's motion-blur
// pre-pass and blurs, SPD's downsampling) so adds each sample as soon as it
// and the running sum are there, and the samples stop holding VGPRs down to
// the end.
// Each moved instruction lets the next link of a chain follow it in the
// same pass (the block is visited first instruction first). A move that
// frees as many VGPRs as its result takes is made when the one reader of
// the result then follows it and frees more (a sample times its weight,
// then added to the running sum), else taken back. It runs after
// SinkToUses, before the scheduler, which then targets the lower pressure.
//
// An instruction moves when it writes one virtual VGPR register and
// nothing else (no VCC, no SCC; not a write that keeps bits of the
// register's earlier value), is not a register-to-register copy of one
// file (the allocator coalesces those), and nothing it passes reads or
// writes its result or writes a register it reads (EXEC included). It
// passes ALU instructions, memory accesses and s_barrier, never another
// instruction that must keep its place (mode and index changes, messages).
//
// Guarantees: every block keeps its instructions, in an order that
// respects every register dependence, so the kernel computes the same; at
// no point of a block are more VGPRs live than before.
func HoistToDefs(f *mir.Func) error {
	_, err := hoistToDefs(f, nil, nil)
	return err
}

// hoistToDefs is HoistToDefs with the liveness of f when known (nil:
// computed here, as sinkToUses does), which it keeps right for the code
// it leaves (instructions move within their blocks keeping every register
// dependence, their refs with them) and returns. reserved are the lanes of
// the SGPRs spilled by demand, as for sinkToUses.
func hoistToDefs(f *mir.Func, lv *mir.Liveness, reserved []int) (*mir.Liveness, error) {
	return eachSinkBlock(f, lv, reserved, func(s *sinkBlock) {
		for k := 0; k < s.end; k++ {
			t := s.hoistTarget(k)
			if t < 0 || t >= k {
				continue
			}
			t, gain := s.hoistPays(k, t)
			switch {
			case t < 0:
			case gain > 0:
				s.moveUp(k, t)
			default:
				// as many freed as taken: the move pays only if it lets
				// the one reader of the result follow it and free more
				u := s.onlyReader(k)
				if u < 0 {
					continue
				}
				s.moveUp(k, t)
				if tu := s.hoistTarget(u); tu >= 0 && tu < u {
					if tu, g := s.hoistPays(u, tu); tu >= 0 && g > 0 {
						s.moveUp(u, tu)
						continue
					}
				}
				s.move(t, k+1) // back where it was
			}
		}
	})
}

// hoistTarget returns the position just after the last instruction before
// k that writes a register instruction k reads, if k may move there (see
// HoistToDefs), else -1.
func (s *sinkBlock) hoistTarget(k int) int {
	x := &s.b.Instrs[k]
	if !gfx9.IsVALU(x) || isOrdered(x) || isRegCopy(x) && inVGPRs(s.f, x.Ops[1]) {
		return -1
	}
	var def *mir.Ref
	for i := range s.refs[k] {
		r := &s.refs[k][i]
		if r.Def {
			if def != nil || !r.Virtual || r.Use {
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
	for j := k - 1; j >= 0 && j >= k-sinkWindow; j-- {
		if overlaps(s.defs[j], uses) {
			return j + 1
		}
		if overlaps(s.uses[j], defs) || overlaps(s.defs[j], defs) || isOrdered(&s.b.Instrs[j]) && s.b.Instrs[j].Inst.Name != "s_barrier" {
			return j + 1
		}
	}
	if k > sinkWindow {
		return -1
	}
	return 0
}

// hoistPays returns where between position t and instruction k moving
// it up frees at least as many VGPRs as its result takes, and how many
// more (the gain), or -1. The VGPRs it reads that no later instruction
// reads, that are not live out of the block and that the block writes
// once die where the last other instruction reading them is, or at t,
// instead of at k; the position is just after the last of those reads, so
// that between it and k every one of them is dead, and fewer VGPRs are
// live at every point there by the gain (elsewhere as many).
func (s *sinkBlock) hoistPays(k, t int) (int, int) {
	w := s.wide[k]
	result, freed := 0, 0
	for i, r := range w {
		if r.Def {
			result += int(s.regs.vgpr[r.Unit])
			continue
		}
		if !r.Use || slices.ContainsFunc(w[:i], func(p mir.Ref) bool { return p.Use && p.Unit == r.Unit }) {
			continue
		}
		if s.writes[r.Unit] != 1 || int(s.lastRead[r.Unit]) != k || anyLive(s.regs, s.liveOut, r.Unit) || s.regs.vgpr[r.Unit] == 0 {
			continue
		}
		freed += int(s.regs.vgpr[r.Unit])
		for j := k - 1; j >= t; j-- {
			if slices.ContainsFunc(s.wide[j], func(p mir.Ref) bool { return p.Use && p.Unit == r.Unit }) {
				t = j + 1
				break
			}
		}
	}
	if freed < result || freed == 0 || t >= k {
		return -1, 0
	}
	return t, freed - result
}

// onlyReader returns the position of the one instruction of the block that
// reads the result of instruction k, which no later instruction writes and
// which is not live out of the block, or -1. A reader more than sinkWindow
// instructions below k is not looked for (-1): hoistTarget would not look
// that far back from it for k's new place, and the scan for other readers
// in between would make a long block's pass quadratic.
func (s *sinkBlock) onlyReader(k int) int {
	u := -1
	for _, r := range s.wide[k] {
		if !r.Def {
			continue
		}
		last := int(s.lastRead[r.Unit])
		if s.writes[r.Unit] != 1 || last <= k || last-k > sinkWindow || anyLive(s.regs, s.liveOut, r.Unit) || u >= 0 && last != u {
			return -1
		}
		for j := k + 1; j < last; j++ {
			if slices.ContainsFunc(s.wide[j], func(p mir.Ref) bool { return p.Use && p.Unit == r.Unit }) {
				return -1
			}
		}
		u = last
	}
	return u
}

// moveUp puts instruction k just before instruction t (t < k), keeping
// lastRead exact.
func (s *sinkBlock) moveUp(k, t int) {
	rotateUp(s.b.Instrs, k, t)
	rotateUp(s.refs, k, t)
	rotateUp(s.wide, k, t)
	rotateUp(s.defs, k, t)
	rotateUp(s.uses, k, t)
	// the instructions in between moved down by one, this one to t
	for j := k; j > t; j-- {
		for _, r := range s.wide[j] {
			if r.Use && int(s.lastRead[r.Unit]) == j-1 {
				s.lastRead[r.Unit] = int32(j)
			}
		}
	}
	for _, r := range s.wide[t] {
		if !r.Use || int(s.lastRead[r.Unit]) != k {
			continue
		}
		last := t
		for j := k; j > t; j-- {
			if slices.ContainsFunc(s.wide[j], func(p mir.Ref) bool { return p.Use && p.Unit == r.Unit }) {
				last = j
				break
			}
		}
		s.lastRead[r.Unit] = int32(last)
	}
}

// rotateUp moves v[k] to v[t], and v[t:k] down by one.
func rotateUp[T any](v []T, k, t int) {
	x := v[k]
	copy(v[t+1:k+1], v[t:k])
	v[t] = x
}
