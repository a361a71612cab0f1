package exec

import (
	"hlslc/backend/gfx9"
)

// Stretches: a wave alone on its SIMD (solo) issues a straight run of
// VALU, SALU and s_nop instructions, and the branch that may end it, in
// one step.
//
// Such an instruction uses only its SIMD's own units, keeps its unit busy
// no longer than its issue cost, and that cost is a whole number of the
// SIMD's issue periods. So when the wave is the only one its SIMD may
// issue for, each instruction of the run issues exactly when the one
// before it is done — at its issue cost later, a turn of the SIMD —
// provided its unit is free then, which only instructions issued before
// the run can prevent: the run's outcome is a sum known when the program
// is loaded. tstretch holds that sum for the run from each instruction to
// the end of its straight run; issueStretch applies it, and gives the
// same state and counts as issuing the instructions one by one
// (TestTimingSoloMatchesTurns compares both with turn by turn).

// tstretch is the run of stretchable instructions from one instruction to
// the last before one that is not (or that another jumps over: the run
// follows .text).
type tstretch struct {
	n int32 // instructions in the run (0: the instruction is not stretchable)
	// end is the word index after the run's last instruction, or, when
	// the run ends with a branch, the branch's
	end    int32
	branch bool
	last   uint32 // cycles from the first instruction's issue to the last's
	// lastIssue is the last instruction's issue cost
	lastIssue uint16
	classes   [NumClasses]uint16 // the instructions by class
	// by stretch unit (VALU, SALU, branch): the cycles it is busy, the
	// cycle (from the first issue) of its first instruction in the run,
	// and the cycle from which it is free after the run; first is -1 for
	// a unit the run does not use.
	busy  [3]uint32
	first [3]int32
	free  [3]int32
	// wait: the run holds an s_waitcnt; it issues like s_nop when at most
	// vm vector memory and lgkm LGKM operations are outstanding at cycle
	// waitAt from the first issue (the run's first s_waitcnt, with the
	// strictest counts of all of them: no operation starts within a run,
	// so the counts only fall)
	wait     bool
	vm, lgkm uint8
	waitAt   int32
}

// stretchUnits are the units of tstretch's arrays.
var stretchUnits = [3]gfx9.Unit{gfx9.UnitVALU, gfx9.UnitSALU, gfx9.UnitBranch}

// stretchUnit is a stretchable instruction's unit's index in tstretch's
// arrays, -1 for none (s_nop's UnitInternal).
func stretchUnit(u gfx9.Unit) int {
	switch u {
	case gfx9.UnitVALU:
		return 0
	case gfx9.UnitSALU:
		return 1
	case gfx9.UnitBranch:
		return 2
	}
	return -1
}

// stretchable reports whether a wave alone on its SIMD issues the
// instruction exactly its issue cost after the one before it (a branch:
// if not taken; an s_waitcnt: if its counts are satisfied then).
func stretchable(ti *tinfo) bool {
	c := ti.cost
	period := uint16(gfx9.Vega10.IssuePeriod)
	if ti.kind == tkWaitcnt {
		return c.Unit == gfx9.UnitInternal && c.Issue >= period && c.Issue%period == 0
	}
	if ti.kind == tkBranch {
		return c.Unit == gfx9.UnitBranch && c.Issue >= period && c.Issue%period == 0 && c.Busy <= c.Issue &&
			gfx9.Vega10.TakenBranchPenalty%int(period) == 0
	}
	return ti.kind == tkPlain && (c.Unit == gfx9.UnitVALU || c.Unit == gfx9.UnitSALU || c.Unit == gfx9.UnitInternal) &&
		c.Issue >= period && c.Issue%period == 0 && c.Busy <= c.Issue
}

// stretchTable computes the stretch from each instruction (by word
// index), from the end of .text backwards.
func stretchTable(tim []tinfo, insts []*dinst, waits bool) []tstretch {
	out := make([]tstretch, len(tim))
	for i := len(tim) - 1; i >= 0; i-- {
		ti := &tim[i]
		if insts[i] == nil || !stretchable(ti) || !waits && ti.kind == tkWaitcnt {
			continue
		}
		st := tstretch{n: 1, end: ti.next, lastIssue: ti.cost.Issue, first: [3]int32{-1, -1, -1}, free: [3]int32{-1, -1, -1}}
		if ti.kind == tkBranch {
			// a run's last instruction: where the wave goes after it
			// is known only as it reaches it
			st.end, st.branch = int32(i), true
		} else if j := int(ti.next); j > i && j < len(tim) && out[j].n > 0 && out[j].n < 1<<16 {
			// this instruction, then the stretch from the next
			st = out[j]
			st.n++
			st.last += uint32(ti.cost.Issue)
			st.waitAt += int32(ti.cost.Issue)
			for u := range st.first {
				if st.first[u] >= 0 {
					st.first[u] += int32(ti.cost.Issue)
					st.free[u] += int32(ti.cost.Issue)
				}
			}
		}
		st.classes[ti.class]++
		if ti.kind == tkWaitcnt {
			if !st.wait {
				st.vm, st.lgkm = ti.vm, ti.lgkm
			}
			st.wait, st.waitAt = true, 0
			st.vm, st.lgkm = min(st.vm, ti.vm), min(st.lgkm, ti.lgkm)
		}
		if u := stretchUnit(ti.cost.Unit); u >= 0 {
			st.busy[u] += uint32(ti.cost.Busy)
			st.first[u] = 0
			if st.free[u] < 0 {
				// the run's last instruction on the unit
				st.free[u] = int32(ti.cost.Busy)
			}
		}
		out[i] = st
	}
	return out
}

// stretchAt is the stretch wave w, alone on SIMD k, issues in one step
// from turn t, its last instruction before cycle until (nil: none, it
// issues one instruction): the stretch from its next instruction, or,
// when its s_waitcnt would wait (or the whole does not end before
// until), the part before that, if it is more than one instruction and
// fits (stretchFits).
func (s *gpuSim) stretchAt(cu *simCU, k int, w *simWave, t, until int64) *tstretch {
	pc := w.rec.pc
	st := &s.stretches[pc]
	if st.n < 2 {
		return nil
	}
	if st.wait && (t+int64(st.last) >= until || !w.waitsDone(st, t)) {
		if st = &s.prefixes[pc]; st.n < 2 {
			return nil
		}
	}
	if t+int64(st.last) >= until || !s.stretchFits(cu, k, w, st, t) {
		return nil
	}
	return st
}

// stretchFits reports whether wave w, alone on SIMD k from turn t, may
// issue the stretch st in one step: its units are free when its first
// instruction on each needs them, and no recorded jump leaves it early.
// (Its s_waitcnt instructions wait for nothing: stretchAt.)
func (s *gpuSim) stretchFits(cu *simCU, k int, w *simWave, st *tstretch, t int64) bool {
	if w.target != s.info[w.rec.pc].next {
		return false // a jump from its first instruction
	}
	if p := w.peek; p < 0 && p != noRecord && ^p < st.end && ^p > w.rec.pc {
		return false // a jump from a later one
	}
	free := &cu.free[k]
	return (st.first[0] < 0 || free[gfx9.UnitVALU] <= t+int64(st.first[0])) &&
		(st.first[1] < 0 || free[gfx9.UnitSALU] <= t+int64(st.first[1])) &&
		(st.first[2] < 0 || free[gfx9.UnitBranch] <= t+int64(st.first[2]))
}

// waitsDone reports whether the s_waitcnt instructions of stretch st,
// issued from cycle t, wait for nothing.
func (w *simWave) waitsDone(st *tstretch, t int64) bool {
	at := t + int64(st.waitAt)
	if int(w.vmn.n) > int(st.vm) && w.vm.wait(w.vmn, int(st.vm)) > at {
		return false
	}
	if int(w.lgkmn) <= int(st.lgkm) {
		return true
	}
	// (the count of operations still outstanding at, rather than the
	// lgkm queue's wait, which ranks them)
	n := 0
	for _, o := range w.lgkm.ops[:w.lgkmn] {
		if o.done() > at {
			n++
		}
	}
	return n <= int(st.lgkm)
}

// issueStretch issues stretch st of wave w from turn t, as issue would
// one instruction after the other, and returns the turn at which the
// wave may issue next.
func (s *gpuSim) issueStretch(cu *simCU, sd *simSIMD, w *simWave, st *tstretch, t int64) int64 {
	// the first instruction's stall, as issue counts it; each later one
	// waits for the one before (a dependency stall of its issue cost
	// beyond the issue period)
	stall := max(t-w.earlier, 0)
	dep := min(max(w.ready-w.earlier, 0), stall)
	s.stalls[w.cause] += dep
	s.stalls[causeIssue] += stall - dep
	period := int64(s.m.IssuePeriod)
	s.stalls[causeDependency] += int64(st.last) - period*int64(st.n-1)
	for c, n := range st.classes {
		s.instrs[c] += int64(n)
	}
	k := sd.idx & 3
	if st.first[0] >= 0 {
		cu.free[k][gfx9.UnitVALU] = t + int64(st.free[0])
		s.busy[gfx9.UnitVALU] += int64(st.busy[0])
	}
	if st.first[1] >= 0 {
		cu.free[k][gfx9.UnitSALU] = t + int64(st.free[1])
		s.busy[gfx9.UnitSALU] += int64(st.busy[1])
	}
	if st.first[2] >= 0 {
		cu.free[k][gfx9.UnitBranch] = t + int64(st.free[2])
	}
	tl := t + int64(st.last)
	w.earlier = tl + period
	w.ready, w.cause = tl+int64(st.lastIssue), causeDependency
	s.setNext(w, sd, int(st.end))
	if st.branch {
		// the branch: taken if the trace has a jump from it
		if w.rec.x != 0 {
			w.ready += int64(s.m.TakenBranchPenalty)
		}
		s.step(w, sd)
	}
	return align(max(w.ready, tl+4), k)
}
