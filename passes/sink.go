package passes

import "hlslc/ir"

// Sink moves instructions down the dominator tree, to the block where
// their results are needed: a pure, non-convergent instruction or a load
// from read-only memory (what LICM may move, see movable) whose uses all lie
// in blocks that one block below its own dominates goes to the deepest such
// block, just before its first use there. Its result is then live only
// from there, not across the branches and early exits between: a kernel
// that loads a whole struct at the top and returns early under a condition
// keeps the fields it needs after the return in registers only after it
// (NIR's opt_sink does the same for ACO).
//
// What it never does: move into a loop (the instruction would run in every
// iteration; it moves at most to the last block of its own loop level on
// the way down), move a phi or a terminator, move an instruction whose
// operands would live longer than its result did: of the operands that
// are instructions, all but one must be live in the target block anyway
// (used there or below it), so the move trades the result's range for at
// most one operand's and shortens the total. Instructions are visited
// bottom-up, so an address computation follows the load it feeds. An
// instruction goes just before its first use in the new block, a load
// further up, to just after the last instruction there with side effects.
//
// Guarantees: results are unchanged. A moved instruction runs on a path
// where it ran before (the target is dominated by its block), in fewer
// lanes or not at all; read-only loads and pure instructions neither fault
// nor depend on what runs between.
//
// It reports whether it moved anything.
func Sink(f *ir.Func) bool {
	if len(f.Blocks) < 2 {
		return false
	}
	dom := ir.Dominators(f)
	_, loops := constructsOf(f)
	// users: the blocks each instruction is used in (a phi uses its
	// operand at the end of the incoming block)
	type use struct {
		user  *ir.Value
		block *ir.Block
	}
	uses := make([][]use, f.NumValues()) // by value ID
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			for i, a := range v.Args {
				if a.Block == nil {
					continue
				}
				ub := b
				if v.Op == ir.OpPhi {
					ub = v.Targets[i]
				}
				uses[a.ID] = append(uses[a.ID], use{v, ub})
			}
		}
	}
	// liveIn reports whether a is used in t or a block t dominates, by
	// another user than v (then it is live on entry to t)
	liveIn := func(a, v *ir.Value, t *ir.Block) bool {
		for _, u := range uses[a.ID] {
			if u.user != v && dom.Dominates(t, u.block) {
				return true
			}
		}
		return false
	}
	// feedsBackEdge reports whether v, used in t only by phis of t's
	// successors, is the value of a loop header's phi on the back edge from
	// t (the header dominates t)
	feedsBackEdge := func(v *ir.Value, t *ir.Block) bool {
		for _, u := range uses[v.ID] {
			if u.user.Op == ir.OpPhi && u.block == t && dom.Dominates(u.user.Block, t) {
				return true
			}
		}
		return false
	}
	// seq is each instruction's place in the original order; sunk marks
	// the moved ones, which keep that order among themselves
	rpo := dom.RPO()
	seq, sunk := make([]int32, f.NumValues()), make([]bool, f.NumValues())
	next := int32(0)
	for _, b := range rpo {
		for _, v := range b.Instrs {
			seq[v.ID] = next
			next++
		}
	}
	changed := false
	for bi := len(rpo) - 1; bi >= 0; bi-- {
		b := rpo[bi]
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			v := b.Instrs[k]
			if v.Op == ir.OpPhi || !movable(v) || len(uses[v.ID]) == 0 {
				continue
			}
			t := uses[v.ID][0].block
			for _, u := range uses[v.ID][1:] {
				t = lowestCommonDominator(dom, t, u.block)
			}
			// climb out of loops the instruction is not in
			for t != b && loops[t.ID] != loops[b.ID] {
				t = dom.Idom(t)
			}
			if t == b || !dom.Dominates(b, t) {
				continue
			}
			extended := 0
			for _, a := range v.Args {
				if a.Block != nil && !liveIn(a, v, t) {
					extended++
				}
			}
			if extended > 1 {
				continue
			}
			// before its first use in t; a load further up, past the
			// instructions without side effects (to just after the last
			// store, atomic or barrier, or t's phis), where the machine
			// scheduler and the load merging find it with the block's
			// other loads; both before the instructions sunk there that
			// followed it
			at := -1
			for i, x := range t.Instrs {
				if x.Op != ir.OpPhi && usesValue(x, v) {
					at = i
					break
				}
			}
			if at < 0 {
				at = len(t.Instrs) - 1
				if feedsBackEdge(v, t) {
					// a value for the next iteration: before t's own
					// instructions, in the order it had before them, so
					// that the values t computes for the back edge (a
					// loop counter's increment) still come after the last
					// use of the values they replace, and the back edge's
					// copies coalesce
					at = 0
					for at < len(t.Instrs) && t.Instrs[at].Op == ir.OpPhi {
						at++
					}
				}
			}
			for isLoad(v) && at > 0 && t.Instrs[at-1].Op != ir.OpPhi && movable(t.Instrs[at-1]) {
				at--
			}
			for at > 0 && sunk[t.Instrs[at-1].ID] && seq[t.Instrs[at-1].ID] > seq[v.ID] {
				at--
			}
			b.Instrs = append(b.Instrs[:k], b.Instrs[k+1:]...)
			t.Instrs = append(t.Instrs[:at], append([]*ir.Value{v}, t.Instrs[at:]...)...)
			v.Block = t
			sunk[v.ID] = true
			for i, a := range v.Args {
				if a.Block == nil {
					continue
				}
				for j, u := range uses[a.ID] {
					if u.user == v && (v.Op != ir.OpPhi || u.block == v.Targets[i]) {
						uses[a.ID][j].block = t
					}
				}
			}
			changed = true
		}
	}
	return changed
}

// lowestCommonDominator returns the deepest block that dominates a and b.
func lowestCommonDominator(dom *ir.DomTree, a, b *ir.Block) *ir.Block {
	for !dom.Dominates(a, b) {
		a = dom.Idom(a)
	}
	return a
}

// isLoad reports whether v reads memory (the movable loads: see movable).
func isLoad(v *ir.Value) bool {
	return v.Op == ir.OpLoad || v.Op == ir.OpTexLoad || v.Op == ir.OpResDim
}

// usesValue reports whether x has v as an operand.
func usesValue(x, v *ir.Value) bool {
	for _, a := range x.Args {
		if a == v {
			return true
		}
	}
	return false
}
