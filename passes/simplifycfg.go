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
