package backend

import (
	"fmt"
	"iter"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// InsertWaitcnt places the s_waitcnt instructions a function needs and no
// others. It guarantees: no instruction reads or overwrites a register whose
// memory result may still be outstanding, and every s_barrier is preceded by
// a wait for all outstanding memory operations (gfx9 has no barrier that
// waits by itself, and LDS written before a barrier must be visible after it).
//
// The model is gfx9's: vector memory (MUBUF, GLOBAL, SCRATCH, FLAT) counts on
// vmcnt and returns in order, stores included; LDS and GDS count on lgkmcnt
// and return in order; scalar memory counts on lgkmcnt too but returns out of
// order, so a wait for an SMEM result is lgkmcnt(0); FLAT counts on both.
// Pending results are tracked per register across the CFG, iterating loops
// to a fixed point. Existing s_waitcnt instructions are kept and understood.
func InsertWaitcnt(f *mir.Func) error {
	n := len(f.Blocks)
	in := make([]*waitState, n)
	// fixed point over block entry states
	in[0] = newWaitState()
	work := []int{0}
	queued := make([]bool, n)
	queued[0] = true
	st := &waitState{} // the state through the block at hand
	for iter := 0; len(work) > 0; iter++ {
		if iter > 100*n+100 {
			return fmt.Errorf("%s: s_waitcnt analysis does not converge", f.Name)
		}
		bi := work[0]
		work = work[1:]
		queued[bi] = false
		*st = *in[bi]
		for k := range f.Blocks[bi].Instrs {
			st.step(&f.Blocks[bi].Instrs[k], nil)
		}
		for _, s := range f.Blocks[bi].Succs {
			if in[s] == nil {
				in[s] = st.clone()
			} else if !in[s].merge(st) {
				continue
			}
			if !queued[s] {
				work = append(work, s)
				queued[s] = true
			}
		}
	}
	// rewrite each block with the waits its entry state requires (a
	// block without one keeps its code)
	for bi, b := range f.Blocks {
		if in[bi] == nil {
			continue // unreachable block: nothing pending can reach it
		}
		*st = *in[bi]
		var out []gfx9.Instr // made at the block's first wait
		for k := range b.Instrs {
			st.step(&b.Instrs[k], func(w gfx9.Instr) {
				if out == nil {
					out = append(make([]gfx9.Instr, 0, len(b.Instrs)+len(b.Instrs)/4+1), b.Instrs[:k]...)
				}
				out = append(out, w)
			})
			if out != nil {
				out = append(out, b.Instrs[k])
			}
		}
		if out != nil {
			b.Instrs = out
		}
	}
	return nil
}

// counter indices
const (
	cntVM = iota
	cntLGKM
	numCounters
)

var counterMax = [numCounters]int{gfx9.MaxVMCnt, gfx9.MaxLGKMCnt}

// numRegs covers SGPRs and special registers (codes 0-127) and VGPRs
// (codes 256-511), indexed by code.
const numRegs = 512

// waitState is what may be outstanding at a program point: for each counter
// the number of operations possibly in flight, and for each register and
// counter how many operations were issued after the one that will write it
// (-1: nothing pending). Waiting for counter <= that number guarantees the
// register's value has arrived.
type waitState struct {
	outstanding [numCounters]int
	younger     [numCounters][numRegs]int16
	smem        bool // an SMEM operation may be outstanding on lgkmcnt
}

func newWaitState() *waitState {
	s := &waitState{}
	for c := range s.younger {
		for r := range s.younger[c] {
			s.younger[c][r] = -1
		}
	}
	return s
}

func (s *waitState) clone() *waitState {
	c := *s
	return &c
}

// merge joins another path's state into s (the stricter of both) and
// reports whether s changed.
func (s *waitState) merge(o *waitState) bool {
	changed := false
	for c := 0; c < numCounters; c++ {
		if o.outstanding[c] > s.outstanding[c] {
			s.outstanding[c], changed = o.outstanding[c], true
		}
		for r := range s.younger[c] {
			a, b := s.younger[c][r], o.younger[c][r]
			if b >= 0 && (a < 0 || b < a) {
				s.younger[c][r], changed = b, true
			}
		}
	}
	if o.smem && !s.smem {
		s.smem, changed = true, true
	}
	return changed
}

// counters returns which counters an instruction increments.
func counters(i *gfx9.Instr) (vm, lgkm, smem bool) {
	switch i.Form.Enc {
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		return true, false, false
	case gfx9.EncFLAT:
		return true, true, false
	case gfx9.EncDS:
		return false, true, false
	case gfx9.EncSMEM:
		return false, true, true
	}
	if strings.HasPrefix(i.Inst.Name, "s_sendmsg") {
		return false, true, false
	}
	return false, false, false
}

// memDefs returns the registers a memory instruction writes when it
// completes (an atomic without glc returns nothing).
func memDefs(i *gfx9.Instr) []gfx9.RegRange {
	if strings.Contains(i.Inst.Name, "atomic") && !i.Mods.GLC && i.Form.Enc != gfx9.EncDS && i.Form.Enc != gfx9.EncSMEM {
		return nil
	}
	return gfx9.Defs(i)
}

// step advances the state over one instruction. With emit non-nil it first
// emits the s_waitcnt the instruction needs.
func (s *waitState) step(i *gfx9.Instr, emit func(gfx9.Instr)) {
	if i.Inst.Name == "s_waitcnt" {
		vm, _, lgkm := gfx9.DecodeWaitcnt(uint16(i.Ops[0].Imm))
		s.applyWait([numCounters]int{vm, lgkm})
		return
	}
	need := [numCounters]int{-1, -1}
	require := func(c int, v int) {
		if need[c] < 0 || v < need[c] {
			need[c] = v
		}
	}
	check := func(rs iter.Seq[gfx9.RegRange]) {
		for r := range rs {
			for u := int(r.Code); u < int(r.Code)+int(r.Count) && u < numRegs; u++ {
				for c := 0; c < numCounters; c++ {
					if y := s.younger[c][u]; y >= 0 {
						if c == cntLGKM && s.smem {
							y = 0 // SMEM results return out of order
						}
						require(c, int(y))
					}
				}
			}
		}
	}
	check(gfx9.UseRanges(i))
	check(gfx9.DefRanges(i))
	if i.Inst.Name == "s_barrier" {
		for c := 0; c < numCounters; c++ {
			if s.outstanding[c] > 0 {
				require(c, 0)
			}
		}
	}
	if need[cntVM] >= 0 || need[cntLGKM] >= 0 {
		vm, lgkm := gfx9.MaxVMCnt, gfx9.MaxLGKMCnt
		if need[cntVM] >= 0 {
			vm = min(need[cntVM], gfx9.MaxVMCnt)
		}
		if need[cntLGKM] >= 0 {
			lgkm = min(need[cntLGKM], gfx9.MaxLGKMCnt)
		}
		if emit != nil {
			emit(makeWaitcnt(vm, lgkm))
		}
		s.applyWait([numCounters]int{vm, lgkm})
	}
	vm, lgkm, smem := counters(i)
	for c, on := range [numCounters]bool{vm, lgkm} {
		if !on {
			continue
		}
		// The count of younger operations saturates at the most a wait can
		// name: a wait for counterMax[c]-1 still covers an operation with
		// more younger ones (they complete in order), and nothing assumes
		// that the counter's width retires anything by itself (as LLVM
		// does; the executor checks it so).
		for r := range s.younger[c] {
			if y := s.younger[c][r]; y >= 0 && int(y) < counterMax[c]-1 {
				s.younger[c][r]++
			}
		}
		s.outstanding[c] = min(s.outstanding[c]+1, counterMax[c])
		for _, rr := range memDefs(i) {
			for u := int(rr.Code); u < int(rr.Code)+int(rr.Count) && u < numRegs; u++ {
				s.younger[c][u] = 0
			}
		}
	}
	if smem {
		s.smem = true
	}
}

// applyWait records that counter c is at most w[c]: operations with at
// least w[c] younger ones have completed.
func (s *waitState) applyWait(w [numCounters]int) {
	for c := 0; c < numCounters; c++ {
		if w[c] >= counterMax[c] {
			continue
		}
		if c == cntLGKM && s.smem && w[c] > 0 {
			// SMEM returns out of order: a partial lgkmcnt wait proves
			// nothing about which operations are done
			s.outstanding[c] = min(s.outstanding[c], w[c])
			continue
		}
		for r := range s.younger[c] {
			if y := s.younger[c][r]; y >= 0 && int(y) >= w[c] {
				s.younger[c][r] = -1
			}
		}
		if w[c] < s.outstanding[c] {
			s.outstanding[c] = w[c]
		}
		if c == cntLGKM && w[c] == 0 {
			s.smem = false
		}
	}
}

var waitcntInst = gfx9.Lookup("s_waitcnt")

func makeWaitcnt(vm, lgkm int) gfx9.Instr {
	i := gfx9.NewInstr(waitcntInst, &waitcntInst.Forms[0])
	i.Ops[0] = gfx9.Value{Kind: gfx9.ValImm, Imm: int64(gfx9.EncodeWaitcnt(vm, gfx9.MaxExpCnt, lgkm))}
	return i
}
