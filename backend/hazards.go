package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// InsertHazardNops places the s_nop wait states that gfx9's manual hazard
// rules require (gfx9.HazardRules, the table the executor checks against)
// and no more: before each instruction it looks back along every CFG path,
// as far as the longest rule reaches, for a producer whose registers the
// instruction consumes with too few wait states in between, and inserts one
// s_nop covering the largest shortfall. Kernel entry has no history.
func InsertHazardNops(f *mir.Func) {
	preds := f.Preds()
	for bi, b := range f.Blocks {
		out := make([]gfx9.Instr, 0, len(b.Instrs)+len(b.Instrs)/8+1) // with room for a few nops
		for k := range b.Instrs {
			in := &b.Instrs[k]
			need := 0
			for ri := range gfx9.HazardRules {
				r := &gfx9.HazardRules[ri]
				cons := r.Consumer(in)
				if len(cons) == 0 {
					continue
				}
				// the history is what this block has emitted so far, then its predecessors
				if short := shortfall(f, preds, r, cons, out, bi, 0, map[[2]int]bool{}); short > need {
					need = short
				}
			}
			if need > 0 {
				out = append(out, makeNop(need))
			}
			out = append(out, *in)
		}
		b.Instrs = out
	}
}

// shortfall returns how many more wait states consumer registers cons need
// under rule r, looking back through hist (the instructions before the
// consumer in its block, newest last) and then into the predecessors of
// block bi, with gap wait states already between.
func shortfall(f *mir.Func, preds [][]int, r *gfx9.HazardRule, cons []gfx9.RegRange, hist []gfx9.Instr, bi, gap int, seen map[[2]int]bool) int {
	need := 0
	for j := len(hist) - 1; j >= 0; j-- {
		if gap >= r.WaitStates {
			return need
		}
		for _, p := range r.Producer(&hist[j]) {
			for _, c := range cons {
				if p.Overlaps(c) && r.WaitStates-gap > need {
					need = r.WaitStates - gap
				}
			}
		}
		gap += gfx9.WaitStates(&hist[j])
	}
	if gap >= r.WaitStates {
		return need
	}
	for _, p := range preds[bi] {
		key := [2]int{p, gap}
		if seen[key] {
			continue
		}
		seen[key] = true
		if s := shortfall(f, preds, r, cons, f.Blocks[p].Instrs, p, gap, seen); s > need {
			need = s
		}
	}
	return need
}

var nopInst = gfx9.Lookup("s_nop")

// makeNop returns an s_nop providing n wait states (1 to 16).
func makeNop(n int) gfx9.Instr {
	i := gfx9.NewInstr(nopInst, &nopInst.Forms[0])
	i.Ops[0] = gfx9.Value{Kind: gfx9.ValImm, Imm: int64(min(n, 16) - 1)}
	return i
}
