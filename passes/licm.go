package passes

import (
	"sort"

	"hlslc/ir"
)

// LICM hoists loop-invariant instructions out of loops: a pure,
// non-convergent instruction, or a load from read-only memory (a cbuffer or
// a resource the kernel cannot write), whose operands are all defined
// outside the loop (or are themselves hoisted) moves to the end of the
// block that enters the loop. The loop is the natural loop of each `loop`
// terminator: the blocks that reach its header's back edge.
//
// Guarantees: results are unchanged. The moved instructions may now run
// when the loop body would not have (a zero-trip loop, an untaken branch
// in the body): pure instructions have no side effects and never fault
// under the IR's semantics, and read-only loads cannot fault either (out-of-
// bounds buffer reads give 0). Convergent instructions (wave operations,
// barriers) and loads of memory the dispatch writes never move. The scalar
// backend gains most: an invariant uniform load becomes one s_buffer_load
// before the loop instead of a load and a wait in every iteration.
//
// It reports whether it moved anything.
//
// Cost: the dominator tree, predecessors and block order are computed
// once per call (hoisting moves instructions, not edges); each loop costs
// the size of its blocks.
func LICM(f *ir.Func) bool {
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
	dom := ir.Dominators(f)
	c := &licmCFG{dom: dom, preds: predecessors(f), order: orderedBlocksOf(f, dom), pos: map[*ir.Block]int{}}
	for i, b := range c.order {
		c.pos[b] = i
	}
	changed := false
	// inner loops first (they follow their outer loops in reverse
	// postorder): what leaves an inner loop may then leave the outer one
	for i := len(c.order) - 1; i >= 0; i-- {
		t := c.order[i].Terminator()
		if t == nil || t.Op != ir.OpLoop {
			continue
		}
		if hoistLoop(f, t, c) {
			changed = true
		}
	}
	return changed
}

// licmCFG is what LICM computes once per function.
type licmCFG struct {
	dom   *ir.DomTree
	preds map[*ir.Block][]*ir.Block
	order []*ir.Block
	pos   map[*ir.Block]int // index in order
}

// hoistLoop hoists the invariant instructions of one loop.
func hoistLoop(f *ir.Func, loop *ir.Value, c *licmCFG) bool {
	header := loop.Block
	preds := c.preds
	blocks := naturalLoop(header, preds, c.dom)
	// the unique block that enters the loop, ending in `br header`
	var pre *ir.Block
	for _, p := range preds[header] {
		if !blocks[p] {
			if pre != nil {
				return false
			}
			pre = p
		}
	}
	if pre == nil {
		return false
	}
	if t := pre.Terminator(); t == nil || t.Op != ir.OpBr {
		return false
	}
	inLoop := map[*ir.Value]bool{}
	for b := range blocks {
		for _, v := range b.Instrs {
			inLoop[v] = true
		}
	}
	// the loop's blocks in the function's order (operands before their
	// uses), without walking the blocks outside the loop
	var inOrder []*ir.Block
	for b := range blocks {
		inOrder = append(inOrder, b)
	}
	sort.Slice(inOrder, func(i, j int) bool { return c.pos[inOrder[i]] < c.pos[inOrder[j]] })
	var hoisted []*ir.Value
	moved := map[*ir.Value]bool{}
	for _, b := range inOrder {
		kept := b.Instrs[:0]
		for _, v := range b.Instrs {
			if invariant(v, inLoop, moved) {
				moved[v] = true
				hoisted = append(hoisted, v)
				continue
			}
			kept = append(kept, v)
		}
		for i := len(kept); i < len(b.Instrs); i++ {
			b.Instrs[i] = nil
		}
		b.Instrs = kept
	}
	if len(hoisted) == 0 {
		return false
	}
	term := pre.Instrs[len(pre.Instrs)-1]
	pre.Instrs = append(append(pre.Instrs[:len(pre.Instrs)-1], hoisted...), term)
	for _, v := range hoisted {
		v.Block = pre
	}
	return true
}

// invariant reports whether v may leave the loop: movable, with every
// operand defined outside the loop or already moved out.
func invariant(v *ir.Value, inLoop, moved map[*ir.Value]bool) bool {
	if v.Op == ir.OpPhi || !movable(v) {
		return false
	}
	for _, a := range v.Args {
		if inLoop[a] && !moved[a] {
			return false
		}
	}
	return true
}

// movable reports whether v computes the same wherever its operands are
// available and may run where it did not: a pure, non-convergent
// instruction, a load from read-only memory (a cbuffer or a resource the
// kernel cannot write; out-of-bounds reads give 0) or a resource's
// dimensions. Phis are movable by this test; their callers exclude them.
func movable(v *ir.Value) bool {
	switch {
	case v.Op.Is(ir.FlagTerminator) || v.Op.Is(ir.FlagConvergent):
		return false
	case v.Op == ir.OpLoad:
		return v.Mem != nil && (v.Mem.Kind == ir.MemCBuffer || v.Mem.IsResource() && !v.Mem.Writable)
	case v.Op == ir.OpTexLoad:
		return !v.Mem.Writable
	case v.Op == ir.OpResDim:
		return true
	}
	return v.Op.Is(ir.FlagPure)
}

// predecessors maps each block to the blocks that branch to it.
func predecessors(f *ir.Func) map[*ir.Block][]*ir.Block {
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range f.Blocks {
		for _, s := range b.Succs() {
			preds[s] = append(preds[s], b)
		}
	}
	return preds
}

// naturalLoop returns the blocks of the loop headed by header: the header
// and every block that reaches one of its back edges (a predecessor the
// header dominates) without passing through the header.
func naturalLoop(header *ir.Block, preds map[*ir.Block][]*ir.Block, dom *ir.DomTree) map[*ir.Block]bool {
	blocks := map[*ir.Block]bool{header: true}
	var work []*ir.Block
	for _, p := range preds[header] {
		if dom.Dominates(header, p) && !blocks[p] {
			blocks[p] = true
			work = append(work, p)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range preds[b] {
			if !blocks[p] {
				blocks[p] = true
				work = append(work, p)
			}
		}
	}
	return blocks
}
