package passes

import "hlslc/ir"

// DeadLoop removes loops that compute nothing the rest of the program
// sees and provably end.
//
// A loop goes when
//
//   - no instruction of its header, body or continue construct has a side
//     effect (store, atomic, barrier, fence, call) and none returns;
//   - no value it defines is used after it, except by the merge block's
//     phis taking one value defined before the loop from every exit;
//   - its trip count is finite for every lane: a conditional exit in a
//     block that every iteration passes (it dominates the back edge)
//     tests a basic induction variable (a header phi stepped by a
//     constant, or its stepped value) against a loop-invariant bound in a
//     way that must fail within finitely many steps — `i < n` (slt, ult)
//     stepping by +1, `i > n` by −1, `i <= c` / `i >= c` for a constant c
//     that is not the largest / smallest value, `i != n` by an odd step
//     (it meets every residue), `i == n` by any nonzero step.
//
// Why termination must be proven: hlslc follows DXC, which does not
// assume forward progress (a loop without side effects may still hang the
// GPU, and removing it changes that): DXC's LLVM (3.7) deletes a loop
// without side effects only when scalar evolution computes its trip
// count, and marks no loop `mustprogress` (clang's C++11 rule, which HLSL
// 202x would inherit, is not HLSL 2021's). A loop whose end is not proven
// stays, whatever its body.
//
// The header then branches straight to the merge; the loop's other blocks
// go (SimplifyCFG merges what remains). Guarantees: every value the
// program uses afterwards and every side effect is unchanged; only
// instructions whose results nothing reads stop running (as in DCE, an
// unused load's out-of-bounds error in the interpreter goes with it). It
// reports whether it removed a loop (a call tries every loop but those
// around or inside one it removed: eachLoop).
func DeadLoop(f *ir.Func) bool {
	var x *blockIndex
	var in []*ir.Value
	var dom *ir.DomTree
	var users *useLists
	return eachLoop(f, false, func(t *ir.Value) bool {
		if x == nil {
			x, in = indexBlocks(f), innermostConstructs(f)
			users = newUseLists(f)
		}
		ls := shapeOf(f, x, in, t)
		if ls.pre == nil || ls.back == nil {
			return false
		}
		exitVals, ok := ls.unobserved(users)
		if !ok {
			return false
		}
		if dom == nil {
			// only for a loop nothing observes (the dominator tree is
			// another walk over the function)
			dom = ir.Dominators(f)
		}
		if !dom.Reachable(ls.h) || !ls.finite(dom) {
			return false
		}
		ls.remove(f, exitVals)
		x, in, dom, users = nil, nil, nil, nil
		return true
	})
}

// unobserved reports whether the loop has no effect and no value of it is
// used outside; it returns, per merge phi, the one outside value that phi
// takes from every exit.
func (s *loopShape) unobserved(users *useLists) (map[*ir.Value]*ir.Value, bool) {
	for _, b := range s.blocks() {
		for _, v := range b.Instrs {
			if v.Op == ir.OpRet || v.Op.Is(ir.FlagSideEffect) {
				return nil, false
			}
			for _, u := range users.of(v) {
				if !s.contains(u) && !(u.Op == ir.OpPhi && u.Block == s.merge) {
					return nil, false
				}
			}
		}
	}
	exitVals := map[*ir.Value]*ir.Value{}
	for _, phi := range s.merge.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		var val *ir.Value
		for i, p := range phi.Targets {
			if p != s.h && !s.inRegion[p] {
				continue
			}
			a := phi.Args[i]
			if s.contains(a) || val != nil && !sameValue(val, a) {
				return nil, false
			}
			val = a
		}
		exitVals[phi] = val
	}
	return exitVals, true
}

// finite reports whether an exit the loop passes in every iteration bounds
// its trip count (see DeadLoop).
func (s *loopShape) finite(dom *ir.DomTree) bool {
	for _, b := range s.region {
		t := b.Terminator()
		if t.Op != ir.OpCondBr || !dom.Dominates(b, s.back) {
			continue
		}
		var stayIf bool // the value of the condition that stays in the loop
		switch s.merge {
		case t.Targets[1]:
			stayIf = true
		case t.Targets[0]:
			stayIf = false
		default:
			continue
		}
		if c := t.Args[0]; c.Op == ir.OpICmp && s.boundedBy(ir.Pred(c.Aux), c.Args[0], c.Args[1], stayIf) {
			return true
		}
	}
	return false
}

// boundedBy reports whether staying while `(x P y) == stayIf` bounds the
// trip count: one side is a basic induction variable (or its stepped
// value), the other invariant.
func (s *loopShape) boundedBy(p ir.Pred, x, y *ir.Value, stayIf bool) bool {
	if !stayIf {
		p = invertedPred[p]
	}
	if s.contains(x) == s.contains(y) {
		return false
	}
	if s.contains(y) {
		x, y, p = y, x, swappedPred[p]
	}
	iv := x
	if x.Op == ir.OpAdd || x.Op == ir.OpSub {
		// the stepped value: the phi it steps must step by it
		for _, a := range x.Args {
			if a.Op == ir.OpPhi && a.Block == s.h {
				iv = a
			}
		}
	}
	step, next, ok := s.inductionStep(iv)
	if !ok || x != iv && x != next {
		return false
	}
	mask := iv.Type.Mask()
	smax, smin := mask>>1, (mask>>1)+1
	isConst := func(c uint64) bool { return y.Op == ir.OpConst && y.Bits() == c }
	switch p {
	case ir.PredEq:
		return step != 0
	case ir.PredNe:
		return step&1 == 1
	case ir.PredSLt, ir.PredULt:
		return step == 1
	case ir.PredSGt, ir.PredUGt:
		return step == mask
	case ir.PredSLe:
		return step == 1 && y.Op == ir.OpConst && !isConst(smax)
	case ir.PredULe:
		return step == 1 && y.Op == ir.OpConst && !isConst(mask)
	case ir.PredSGe:
		return step == mask && y.Op == ir.OpConst && !isConst(smin)
	case ir.PredUGe:
		return step == mask && y.Op == ir.OpConst && !isConst(0)
	}
	return false
}

// remove makes the header branch to the merge, whose phis take exitVals,
// and deletes the loop's other blocks.
func (s *loopShape) remove(f *ir.Func, exitVals map[*ir.Value]*ir.Value) {
	for _, phi := range s.merge.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		phi.Args, phi.Targets = []*ir.Value{exitVals[phi]}, []*ir.Block{s.h}
	}
	term := s.loop
	for i := range s.h.Instrs {
		s.h.Instrs[i] = nil
	}
	s.h.Instrs = append(s.h.Instrs[:0], term)
	makeBranch(term, s.merge)
	removeBlocks(f, func(b *ir.Block) bool { return s.inRegion[b] })
}
