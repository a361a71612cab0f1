package passes

import "hlslc/ir"

// SimplifyCFG cleans up the control flow that constant propagation and
// the other passes leave behind, keeping it structured (ir/structure.go):
//
//   - An if whose arms are empty (each only branches to the merge) and
//     whose merge phis take the same value from every arm becomes a br to
//     the merge.
//   - An empty arm of an if whose other arm is not empty is threaded: the
//     if targets the merge directly (`if %c, ^m, ^else, merge ^m`), and the
//     merge's phis take that edge's value from the header.
//   - Early exits from a loop that runs once are sunk: when one arm of an
//     if breaks out of such a loop (an inlined function's early return, a
//     switch case) and the code after the if's merge reaches the loop's
//     merge too, the if gets a new merge block just before the loop's
//     merge, the code after the old merge becomes part of the other arm,
//     and both paths meet at the new merge (the loop merge's phis take
//     their values there). It is done when every break out of the loop is
//     at the loop's level or can be sunk so, and then the loop goes (next
//     item).
//   - A loop that runs once — its continue block is never reached, so
//     there is no back edge — and whose breaks are all plain branches at
//     the loop's own level (not inside an inner construct) becomes
//     straight-line code: the header branches to the body and the merge
//     block is an ordinary block. This folds a switch whose selector is
//     known (a switch is a loop that runs once) and the wrapper of an
//     inlined function whose early returns were folded away.
//   - A block whose only predecessor ends in a br to it, that no construct
//     names as its merge or continue block and that is not a loop header,
//     is merged into that predecessor (its phis, having one incoming
//     value, become that value).
//   - Blocks control cannot reach are removed (merge and continue blocks
//     that a construct names are kept, emptied to a ret).
//
// Guarantees: the same instructions run in the same order on every path
// as before; only branches between them and empty blocks go. It reports
// whether it changed anything.
func SimplifyCFG(f *ir.Func) bool {
	changed := false
	for {
		c := emptyIfs(f)
		c = sinkEarlyExits(f) || c
		c = onceLoops(f) || c
		c = mergeBlocks(f) || c
		c = dropUnreachable(f) || c
		if !c {
			return changed
		}
		changed = true
	}
}

// isForwarder reports whether b holds nothing but `br to`.
func isForwarder(b, to *ir.Block) bool {
	return len(b.Instrs) == 1 && b.Instrs[0].Op == ir.OpBr && b.Instrs[0].Targets[0] == to
}

// phisAgree reports whether every phi of m takes the same value from the
// incoming blocks ps.
func phisAgree(m *ir.Block, ps []*ir.Block) bool {
	for _, v := range m.Instrs {
		if v.Op != ir.OpPhi {
			break
		}
		var first *ir.Value
		for i, p := range v.Targets {
			for _, q := range ps {
				if p != q {
					continue
				}
				if first == nil {
					first = v.Args[i]
				} else if !sameValue(first, v.Args[i]) {
					return false
				}
			}
		}
	}
	return true
}

// emptyIfs removes empty ifs and threads empty arms to the merge.
func emptyIfs(f *ir.Func) bool {
	x := indexBlocks(f)
	dead := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		t := b.Terminator()
		if dead[b] || t == nil || t.Op != ir.OpIf {
			continue
		}
		then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
		empty := func(arm *ir.Block) bool {
			return arm == merge || isForwarder(arm, merge) && len(x.preds[arm.ID]) == 1 && !x.isNamed(arm)
		}
		eThen, eElse := empty(then), empty(els)
		if !eThen && !eElse {
			continue
		}
		from := func(arm *ir.Block) *ir.Block {
			if arm == merge {
				return b
			}
			return arm
		}
		if eThen && eElse && phisAgree(merge, []*ir.Block{from(then), from(els)}) {
			// drop both arms: the header's edge carries the agreed value
			for _, arm := range []*ir.Block{then, els} {
				if arm != merge {
					replacePhiPred(merge, arm, b)
					dead[arm] = true
				}
			}
			dedupPhiPred(merge, b)
			makeBranch(t, merge)
			continue
		}
		// thread one empty arm (not both: an if needs two different arms)
		for i, arm := range []*ir.Block{then, els} {
			other := t.Targets[1-i]
			if arm != merge && empty(arm) && other != merge {
				replacePhiPred(merge, arm, b)
				t.Targets[i] = merge
				dead[arm] = true
				break
			}
		}
	}
	if len(dead) == 0 {
		return false
	}
	removeBlocks(f, func(b *ir.Block) bool { return dead[b] })
	return true
}

// dedupPhiPred keeps one incoming entry per phi for pred (the entries
// agree: the caller checked).
func dedupPhiPred(b, pred *ir.Block) {
	for _, v := range b.Instrs {
		if v.Op != ir.OpPhi {
			break
		}
		k, seen := 0, false
		for i, p := range v.Targets {
			if p == pred {
				if seen {
					continue
				}
				seen = true
			}
			v.Args[k], v.Targets[k] = v.Args[i], p
			k++
		}
		v.Args, v.Targets = v.Args[:k], v.Targets[:k]
	}
}

// onceLoops turns loops without a back edge into straight-line code when
// all their breaks are at the loop's own level.
func onceLoops(f *ir.Func) bool {
	x := indexBlocks(f)
	var in []*ir.Value
	changed := false
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != ir.OpLoop {
			continue
		}
		h, body, merge, cont := ir.LoopBlocks(t)
		if len(x.preds[cont.ID]) > 0 || len(x.preds[h.ID]) != 1 {
			continue
		}
		if in == nil {
			in = innermostConstructs(f)
		}
		ok := true
		for _, p := range x.preds[merge.ID] {
			pt := p.Terminator()
			if pt.Op != ir.OpBr || in[p.ID] != t {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		makeBranch(t, body)
		x.owner[merge.ID], x.owner[cont.ID] = nil, nil
		changed = true
	}
	return changed
}

// mergeBlocks merges each block into its only predecessor when that ends
// in a br to it.
func mergeBlocks(f *ir.Func) bool {
	x := indexBlocks(f)
	dead := map[*ir.Block]bool{}
	r := newRewriter(f)
	for _, a := range f.Blocks {
		if dead[a] {
			continue
		}
		for {
			t := a.Terminator()
			if t == nil || t.Op != ir.OpBr {
				break
			}
			b := t.Targets[0]
			if b == a || b == f.Entry() || len(x.preds[b.ID]) != 1 || x.isNamed(b) {
				break
			}
			if bt := b.Terminator(); bt == nil || bt.Op == ir.OpLoop {
				break
			}
			a.Instrs = a.Instrs[:len(a.Instrs)-1]
			for _, v := range b.Instrs {
				if v.Op == ir.OpPhi {
					r.replace(v, v.Args[0])
					continue
				}
				v.Block = a
				a.Instrs = append(a.Instrs, v)
			}
			b.Instrs = nil
			dead[b] = true
			for _, s := range a.Terminator().Targets {
				replacePhiPred(s, b, a)
			}
			// the blocks b's terminator reaches now have a as predecessor
			for _, s := range a.Succs() {
				for i, p := range x.preds[s.ID] {
					if p == b {
						x.preds[s.ID][i] = a
					}
				}
			}
		}
	}
	if len(dead) == 0 {
		return false
	}
	r.apply()
	removeBlocks(f, func(b *ir.Block) bool { return dead[b] })
	return true
}

// dropUnreachable removes the blocks the entry cannot reach, emptying the
// unreachable ones a reachable construct names.
func dropUnreachable(f *ir.Func) bool {
	f.RenumberBlocks()
	live := reachable(f)
	named := make([]bool, len(f.Blocks))
	for _, b := range f.Blocks {
		if !live[b.ID] {
			continue
		}
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop {
			named[t.Targets[1].ID], named[t.Targets[2].ID] = true, true
		} else if t != nil && t.Op == ir.OpIf {
			named[t.Targets[2].ID] = true
		}
	}
	changed := false
	for _, b := range f.Blocks {
		if live[b.ID] {
			// phis lose the entries of unreachable predecessors
			for _, v := range b.Instrs {
				if v.Op != ir.OpPhi {
					break
				}
				k := 0
				for i, p := range v.Targets {
					if live[p.ID] {
						v.Args[k], v.Targets[k] = v.Args[i], p
						k++
					}
				}
				if k != len(v.Args) {
					changed = true
				}
				v.Args, v.Targets = v.Args[:k], v.Targets[:k]
			}
			continue
		}
		if named[b.ID] && !isStub(b) {
			stubBlock(b)
			changed = true
		}
	}
	return removeBlocks(f, func(b *ir.Block) bool { return !live[b.ID] && !named[b.ID] }) || changed
}

// sinkEarlyExits applies the early-exit sinking to the first if it fits,
// in a loop that runs once (no back edge) and only when every break out
// of that loop is at the loop's own level or can be sunk so: then the
// loop disappears (onceLoops). It reports whether it changed anything.
func sinkEarlyExits(f *ir.Func) bool {
	hasLoop := false
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop {
			hasLoop = true
			break
		}
	}
	if !hasLoop {
		return false
	}
	x := indexBlocks(f)
	in, loops := constructsOf(f)
	rpo := make([]int, len(f.Blocks))
	for i, b := range ir.Dominators(f).RPO() {
		rpo[b.ID] = i
	}
	rpoIndex := func(b *ir.Block) int { return rpo[b.ID] }
	// sinkable returns the arm chain's end and the merge chain's end of an
	// if that an early exit to the loop's merge can be sunk out of.
	sinkable := func(t *ir.Value) (aEnd, mEnd *ir.Block) {
		h := t.Block
		loop := loops[h.ID]
		lh, _, lm, lc := ir.LoopBlocks(loop)
		loopExit := func(s *ir.Block) bool { return s == lh || s == lm || s == lc }
		merge := t.Targets[2]
		ctx := in[h.ID]
		mEnd, mTo := levelChainEnd(x, merge, func(s *ir.Block) bool {
			return loopExit(s) || ctx != nil && ctx.Op == ir.OpIf && s == ctx.Targets[2]
		})
		if mEnd == nil || mTo != lm {
			return nil, nil
		}
		for _, arm := range t.Targets[:2] {
			if arm == merge {
				continue
			}
			aEnd, aTo := levelChainEnd(x, arm, func(s *ir.Block) bool { return loopExit(s) || s == merge })
			if aEnd != nil && aTo == lm && aEnd != mEnd {
				return aEnd, mEnd
			}
		}
		return nil, nil
	}
	for _, hb := range f.Blocks {
		loop := hb.Terminator()
		if loop == nil || loop.Op != ir.OpLoop {
			continue
		}
		lh, _, lm, lc := ir.LoopBlocks(loop)
		if len(x.preds[lc.ID]) > 0 || len(x.preds[lh.ID]) != 1 {
			continue // not a loop that runs once
		}
		// the innermost such if goes first: an outer one's merge chain
		// runs through it to the loop's merge
		var first *ir.Value
		firstAt := -1
		all := true
		for _, p := range x.preds[lm.ID] {
			c := in[p.ID]
			if c == loop {
				continue
			}
			if c == nil || c.Op != ir.OpIf || loops[p.ID] != loop {
				all = false
				break
			}
			if a, _ := sinkable(c); a != p {
				all = false
				break
			}
			if at := rpoIndex(c.Block); at > firstAt {
				first, firstAt = c, at
			}
		}
		if !all || first == nil {
			continue
		}
		aEnd, mEnd := sinkable(first)
		sinkExit(f, first, aEnd, mEnd, lm)
		return true
	}
	return false
}

// levelChainEnd follows the blocks of one construct level from start:
// through branches to fresh blocks and across nested ifs and loops (to
// their merges, when something reaches them) until a branch to a block
// exit reports; it returns that branch's block and target, or nil when the
// level ends otherwise (a condbr, a ret, a merge nothing reaches).
func levelChainEnd(x *blockIndex, start *ir.Block, exit func(*ir.Block) bool) (*ir.Block, *ir.Block) {
	b := start
	for steps := 0; steps <= len(x.f.Blocks); steps++ {
		t := b.Terminator()
		if t == nil {
			return nil, nil
		}
		switch t.Op {
		case ir.OpBr:
			s := t.Targets[0]
			if exit(s) {
				return b, s
			}
			b = s
		case ir.OpIf:
			b = t.Targets[2]
		case ir.OpLoop:
			b = t.Targets[1]
		default:
			return nil, nil
		}
		if len(x.preds[b.ID]) == 0 {
			return nil, nil
		}
	}
	return nil, nil
}

// sinkExit gives the if t a new merge block joining aEnd and mEnd (both
// ending in br to), which then branches to to.
func sinkExit(f *ir.Func, t *ir.Value, aEnd, mEnd, to *ir.Block) {
	join := f.NewBlock("join")
	bd := ir.NewBuilder(f)
	bd.SetBlock(join)
	bd.Pos = t.Pos
	for _, p := range to.Instrs {
		if p.Op != ir.OpPhi {
			break
		}
		np := bd.Phi(p.Type)
		np.Name, np.Var = p.Name, p.Var
		k := 0
		for i, from := range p.Targets {
			if from == aEnd || from == mEnd {
				ir.AddIncoming(np, p.Args[i], from)
				continue
			}
			p.Args[k], p.Targets[k] = p.Args[i], from
			k++
		}
		p.Args, p.Targets = append(p.Args[:k], np), append(p.Targets[:k], join)
	}
	bd.Br(to)
	// list the new block after mEnd, where it runs
	for i, b := range f.Blocks {
		if b == mEnd {
			copy(f.Blocks[i+2:], f.Blocks[i+1:len(f.Blocks)-1])
			f.Blocks[i+1] = join
			break
		}
	}
	f.RenumberBlocks()
	makeBranch(aEnd.Terminator(), join)
	makeBranch(mEnd.Terminator(), join)
	t.Targets[2] = join
}
