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
// Register pressure: a cheap per-lane instruction (one full-rate VALU
// operation with inline constants, see cheapPerLane) that no hoisted
// instruction uses stays in the loop, with the cheap single-use operations
// feeding it, when hoisting it would add a VGPR live across the loop: its
// result would be kept through every iteration while each per-lane value
// it is computed from stays live there anyway, read by other instructions
// in or after the loop (see addsLoopVGPR). Recomputing it costs one
// instruction per iteration; keeping it costs a register throughout the
// loop. LLVM's MachineLICM does not hoist cheap instructions that raise
// pressure either, and NIR, ACO's front end, leaves them in place. Uniform
// values (SGPRs), other operations and loads are hoisted as before.
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
	c := &licmCFG{dom: dom, preds: predecessors(f), order: orderedBlocksOf(f, dom), pos: make([]int32, len(f.Blocks)),
		uni: Uniformity(f), users: newUseLists(f)}
	for i, b := range c.order {
		c.pos[b.ID] = int32(i)
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

// licmCFG is what LICM computes once per function. The per-block facts
// are slices by block ID (Dominators numbers the blocks 0..n-1), where maps
// keyed by block cost a hash and a probe into a table of every block at
// each question.
type licmCFG struct {
	dom   *ir.DomTree
	preds [][]*ir.Block // by block ID
	order []*ir.Block
	pos   []int32 // by block ID: index in order
	uni   *UniformityInfo
	users *useLists
	reach *blockReach // built on first use (reachFrom)
}

// reachFrom returns whether a block is reachable from loop header h (h
// itself included). A walk of the function per loop, or a headers ×
// blocks table, would be quadratic in the loops of a long function; the
// component index answers each question from the part of the CFG between
// h and the block.
func (c *licmCFG) reachFrom(f *ir.Func, h *ir.Block) func(*ir.Block) bool {
	if c.reach == nil {
		c.reach = newBlockReach(f)
	}
	return func(b *ir.Block) bool { return c.reach.reaches(h, b) }
}

// hoistLoop hoists the invariant instructions of one loop.
func hoistLoop(f *ir.Func, loop *ir.Value, c *licmCFG) bool {
	header := loop.Block
	preds := c.preds
	blocks := naturalLoop(header, preds, c.dom)
	// the unique block that enters the loop, ending in `br header`
	var pre *ir.Block
	for _, p := range preds[header.ID] {
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
	sort.Slice(inOrder, func(i, j int) bool { return c.pos[inOrder[i].ID] < c.pos[inOrder[j].ID] })
	var candidates []*ir.Value
	moved := map[*ir.Value]bool{}
	for _, b := range inOrder {
		for _, v := range b.Instrs {
			if invariant(v, inLoop, moved) {
				moved[v] = true
				candidates = append(candidates, v)
			}
		}
	}
	// users before operands: a cheap per-lane value stays when no hoisted
	// instruction needs it and hoisting it would add a VGPR to the loop
	// (an invariant load of its address still leaves, with the address)
	neededOut := map[*ir.Value]bool{}
	reach := c.reachFrom(f, header)
	for i := len(candidates) - 1; i >= 0; i-- {
		v := candidates[i]
		if !neededOut[v] && addsLoopVGPR(v, reach, moved, c) {
			moved[v] = false
			continue
		}
		for _, a := range v.Args {
			neededOut[a] = true
		}
	}
	var hoisted []*ir.Value
	for _, v := range candidates {
		if moved[v] {
			hoisted = append(hoisted, v)
		}
	}
	for _, b := range inOrder {
		kept := b.Instrs[:0]
		for _, v := range b.Instrs {
			if !moved[v] {
				kept = append(kept, v)
			}
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

// cheapVALU are the operations that are one full-rate VALU instruction on
// a 16- or 32-bit integer: cheaper to recompute in every iteration than to
// keep in a register across a loop. Multiplies (quarter rate), divisions,
// conversions and 64-bit operations are not.
var cheapVALU = map[ir.Op]bool{
	ir.OpAdd: true, ir.OpSub: true,
	ir.OpAnd: true, ir.OpOr: true, ir.OpXor: true,
	ir.OpShl: true, ir.OpLShr: true, ir.OpAShr: true,
}

// cheapPerLane reports whether v is a cheapVALU operation with a per-lane
// (VGPR) result (some operand is divergent) whose constant operands are
// inline constants: recomputing it in the loop then needs no literal
// dword and no SGPR holding the constant through the loop.
func cheapPerLane(v *ir.Value, c *licmCFG) bool {
	if !cheapVALU[v.Op] || (v.Type != ir.I32 && v.Type != ir.I16) {
		return false
	}
	perLane := false
	for _, a := range v.Args {
		if a.Op == ir.OpConst && !inlineFloat(a) {
			return false
		}
		perLane = perLane || !c.uni.IsUniform(a)
	}
	return perLane
}

// addsLoopVGPR reports whether hoisting v, an invariant instruction of the
// loop that no hoisted instruction uses, would add a VGPR live across the
// loop. v is cheap and per-lane; with it stays the tree of cheap per-lane
// candidates that feed only it. Hoisting v keeps its result live through
// the loop in place of the tree's per-lane leaves (the operands from
// outside the tree); it is worth it only when some leaf is no longer live
// in the loop then (see liveInLoop).
func addsLoopVGPR(v *ir.Value, reach func(*ir.Block) bool, moved map[*ir.Value]bool, c *licmCFG) bool {
	if !cheapPerLane(v, c) {
		return false
	}
	tree := map[*ir.Value]bool{}
	var leaves []*ir.Value
	var walk func(t *ir.Value)
	walk = func(t *ir.Value) {
		tree[t] = true
		for _, a := range t.Args {
			switch {
			case c.uni.IsUniform(a) || tree[a]:
			case moved[a] && len(c.users.of(a)) == 1 && cheapPerLane(a, c):
				walk(a)
			default:
				leaves = append(leaves, a)
			}
		}
	}
	walk(v)
	for _, a := range leaves {
		if !liveInLoop(a, tree, reach, c) {
			return false
		}
	}
	return true
}

// liveInLoop reports whether a stays live in the loop without the tree's
// uses: an instruction outside the tree reads it in a block the loop's
// header reaches (the loop's blocks, what follows the loop, and with an
// enclosing loop its whole body; a phi reads its operand at the end of
// the incoming block). A use that computes the same as a tree member does
// not count: once that member is hoisted above it, GVN replaces it.
func liveInLoop(a *ir.Value, tree map[*ir.Value]bool, reach func(*ir.Block) bool, c *licmCFG) bool {
	for _, u := range c.users.of(a) {
		if tree[u] {
			continue
		}
		if u.Op == ir.OpPhi {
			for i, x := range u.Args {
				if x == a && reach(u.Targets[i]) {
					return true
				}
			}
			continue
		}
		if reach(u.Block) && !computedByTree(u, tree) {
			return true
		}
	}
	return false
}

// computedByTree reports whether u computes the same as some member of
// tree: the same operation on the same operands.
func computedByTree(u *ir.Value, tree map[*ir.Value]bool) bool {
	for t := range tree {
		if t.Op != u.Op || t.Type != u.Type || t.Aux != u.Aux || len(t.Args) != len(u.Args) {
			continue
		}
		same := true
		for i := range t.Args {
			same = same && sameValue(t.Args[i], u.Args[i])
		}
		if same {
			return true
		}
	}
	return false
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

// predecessors lists, by block ID, the blocks that branch to each block
// (the IDs numbered 0..len(f.Blocks)-1, as Dominators leaves them).
func predecessors(f *ir.Func) [][]*ir.Block {
	preds := make([][]*ir.Block, len(f.Blocks))
	for _, b := range f.Blocks {
		for _, s := range b.Succs() {
			preds[s.ID] = append(preds[s.ID], b)
		}
	}
	return preds
}

// naturalLoop returns the blocks of the loop headed by header: the header
// and every block that reaches one of its back edges (a predecessor the
// header dominates) without passing through the header.
func naturalLoop(header *ir.Block, preds [][]*ir.Block, dom *ir.DomTree) map[*ir.Block]bool {
	blocks := map[*ir.Block]bool{header: true}
	var work []*ir.Block
	for _, p := range preds[header.ID] {
		if dom.Dominates(header, p) && !blocks[p] {
			blocks[p] = true
			work = append(work, p)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range preds[b.ID] {
			if !blocks[p] {
				blocks[p] = true
				work = append(work, p)
			}
		}
	}
	return blocks
}
