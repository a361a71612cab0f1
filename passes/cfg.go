package passes

import "hlslc/ir"

// Control-flow helpers shared by the passes that change the CFG. The IR's
// control flow is structured (ir/structure.go): every merge and continue
// block belongs to the terminator that names it, and the helpers keep
// those names intact.

// blockIndex numbers a function's blocks (by position in f.Blocks, which
// RenumberBlocks makes their IDs) and records their predecessors, one
// entry per edge as Block.Succs gives them.
type blockIndex struct {
	f     *ir.Func
	preds [][]*ir.Block
	// owner is the terminator that names a block as its merge or continue
	// block (nil for other blocks).
	owner []*ir.Value
}

func indexBlocks(f *ir.Func) *blockIndex {
	f.RenumberBlocks()
	x := &blockIndex{f: f, preds: make([][]*ir.Block, len(f.Blocks)), owner: make([]*ir.Value, len(f.Blocks))}
	// the predecessor lists share one allocation (each its own length as
	// capacity): a list per block was most of what the passes allocate
	type edge struct {
		from *ir.Block
		to   int
	}
	edges := make([]edge, 0, 2*len(f.Blocks))
	count := make([]int32, len(f.Blocks))
	for _, b := range f.Blocks {
		for _, s := range b.Succs() {
			edges = append(edges, edge{b, s.ID})
			count[s.ID]++
		}
		if t := b.Terminator(); t != nil && (t.Op == ir.OpIf || t.Op == ir.OpLoop) {
			for _, n := range t.Targets[1:] {
				if t.Op == ir.OpIf && n != t.Targets[2] {
					continue // an if's else arm is not named, its merge is
				}
				x.owner[n.ID] = t
			}
		}
	}
	slab := make([]*ir.Block, len(edges))
	for id, c := range count {
		x.preds[id], slab = slab[:0:c], slab[c:]
	}
	for _, e := range edges {
		x.preds[e.to] = append(x.preds[e.to], e.from)
	}
	return x
}

// isNamed reports whether b is the merge or continue block of a construct.
func (x *blockIndex) isNamed(b *ir.Block) bool { return x.owner[b.ID] != nil }

// replacePhiPred renames the incoming block old to new in b's phis.
func replacePhiPred(b, old, new *ir.Block) {
	for _, v := range b.Instrs {
		if v.Op != ir.OpPhi {
			break
		}
		for i, p := range v.Targets {
			if p == old {
				v.Targets[i] = new
			}
		}
	}
}

// removePhiPred drops the incoming values of b's phis that come from pred.
func removePhiPred(b, pred *ir.Block) {
	for _, v := range b.Instrs {
		if v.Op != ir.OpPhi {
			break
		}
		k := 0
		for i, p := range v.Targets {
			if p != pred {
				v.Args[k], v.Targets[k] = v.Args[i], p
				k++
			}
		}
		v.Args, v.Targets = v.Args[:k], v.Targets[:k]
	}
}

// removeBlocks deletes the blocks dead reports from f.Blocks (the entry is
// never deleted) and renumbers the rest.
func removeBlocks(f *ir.Func, dead func(b *ir.Block) bool) bool {
	kept := f.Blocks[:1]
	for _, b := range f.Blocks[1:] {
		if !dead(b) {
			kept = append(kept, b)
		}
	}
	if len(kept) == len(f.Blocks) {
		return false
	}
	for i := len(kept); i < len(f.Blocks); i++ {
		f.Blocks[i] = nil
	}
	f.Blocks = kept
	f.RenumberBlocks()
	return true
}

// makeBranch turns the terminator t into `br to`, keeping its position.
func makeBranch(t *ir.Value, to *ir.Block) {
	t.Op, t.Args, t.Targets = ir.OpBr, nil, []*ir.Block{to}
}

// stubBlock empties a block that control never reaches but a construct
// still names (an unreachable merge or continue block): it keeps only a
// return, the terminator that names no block.
func stubBlock(b *ir.Block) {
	f := b.Func
	var pos ir.Pos
	if old := b.Terminator(); old != nil {
		pos = old.Pos
	}
	for i := range b.Instrs {
		b.Instrs[i] = nil
	}
	b.Instrs = b.Instrs[:0]
	bd := ir.NewBuilder(f)
	bd.SetBlock(b)
	bd.Pos = pos
	if f.Result != ir.Void {
		bd.Ret(f.Const(f.Result, 0))
	} else {
		bd.Ret()
	}
}

// reachable returns the blocks reachable from the entry, by block ID.
func reachable(f *ir.Func) []bool { return reachableFrom(f, f.Entry()) }

// reachableFrom returns the blocks reachable from from (itself included),
// by block ID.
func reachableFrom(f *ir.Func, from *ir.Block) []bool {
	seen := make([]bool, len(f.Blocks))
	work := []*ir.Block{from}
	seen[from.ID] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs() {
			if !seen[s.ID] {
				seen[s.ID] = true
				work = append(work, s)
			}
		}
	}
	return seen
}

// innermostConstructs returns, by block ID, the terminator of the
// innermost construct each reachable block lies in: the `if` whose arms
// lead to it (until that if's merge), or the `loop` whose header, body or
// continue construct it is part of; nil at the function's top level and
// for unreachable blocks.
func innermostConstructs(f *ir.Func) []*ir.Value {
	in, _ := constructsOf(f)
	return in
}

// constructsOf returns innermostConstructs and, by block ID, the
// terminator of the innermost loop each reachable block lies in (a header
// lies in its own loop).
func constructsOf(f *ir.Func) (in, loops []*ir.Value) {
	in = make([]*ir.Value, len(f.Blocks))
	loops = make([]*ir.Value, len(f.Blocks))
	seen := make([]bool, len(f.Blocks))
	// the exits of a construct, where its walk stops: the innermost if's
	// merge, the innermost loop's header, merge and continue blocks
	isExit := func(ctx *ir.Value, loop *ir.Value, to *ir.Block) bool {
		if ctx != nil && ctx.Op == ir.OpIf && to == ctx.Targets[2] {
			return true
		}
		if loop != nil {
			h, _, m, c := ir.LoopBlocks(loop)
			return to == h || to == m || to == c
		}
		return false
	}
	var walk func(b *ir.Block, ctx, loop *ir.Value)
	walk = func(b *ir.Block, ctx, loop *ir.Value) {
		for b != nil && !seen[b.ID] {
			seen[b.ID] = true
			in[b.ID] = ctx
			loops[b.ID] = loop
			t := b.Terminator()
			if t == nil {
				return
			}
			next := func(to *ir.Block, ctx *ir.Value) *ir.Block {
				if isExit(ctx, loop, to) {
					return nil
				}
				return to
			}
			switch t.Op {
			case ir.OpBr:
				b = next(t.Targets[0], ctx)
			case ir.OpCondBr:
				n0, n1 := next(t.Targets[0], ctx), next(t.Targets[1], ctx)
				b = n0
				if b == nil {
					b = n1
				}
			case ir.OpIf:
				for _, arm := range t.Targets[:2] {
					if n := next(arm, t); n != nil {
						walk(n, t, loop)
					}
				}
				b = t.Targets[2]
			case ir.OpLoop:
				_, body, merge, cont := ir.LoopBlocks(t)
				in[b.ID] = t
				loops[b.ID] = t
				walk(body, t, t)
				walk(cont, t, t)
				b = merge
			default:
				return
			}
		}
	}
	walk(f.Entry(), nil, nil)
	for i := range in {
		if !seen[i] {
			in[i], loops[i] = nil, nil
		}
	}
	return in, loops
}

// orderedBlocks returns the reachable blocks in reverse postorder (every
// non-phi operand is defined before its use) followed by the unreachable
// ones.
func orderedBlocks(f *ir.Func) []*ir.Block { return orderedBlocksOf(f, ir.Dominators(f)) }

// orderedBlocksOf is orderedBlocks with f's dominator tree at hand.
func orderedBlocksOf(f *ir.Func, dom *ir.DomTree) []*ir.Block {
	rpo := dom.RPO()
	seen := make(map[*ir.Block]bool, len(rpo))
	for _, b := range rpo {
		seen[b] = true
	}
	out := append([]*ir.Block{}, rpo...)
	for _, b := range f.Blocks {
		if !seen[b] {
			out = append(out, b)
		}
	}
	return out
}

// twoArmedIf returns the arms and the merge of the structured if that ends
// h when both arms are blocks of their own (neither is the merge): the
// diamonds whose arms' code the passes compare or move.
func twoArmedIf(h *ir.Block) (then, els, merge *ir.Block, ok bool) {
	t := h.Terminator()
	if t == nil || t.Op != ir.OpIf {
		return nil, nil, nil, false
	}
	then, els, merge = t.Targets[0], t.Targets[1], t.Targets[2]
	return then, els, merge, then != merge && els != merge
}

// blockReach answers "can control go from block x to block y" for one
// function without a blocks × blocks table. The strongly connected
// components of the CFG, numbered in the order Tarjan's algorithm finishes
// them (a reverse topological order), settle the pairs in one component
// (yes) and the pairs whose numbering rules a path out (no); the others
// search the component graph forward from x's component, entering only
// components that can still lead to y's. A query then costs the part of
// the CFG between x and y, and building costs one walk of the CFG.
type blockReach struct {
	comp  []int32   // by block ID: the block's component, in finishing order
	succs [][]int32 // by component: the components its edges lead to
	mark  []uint32  // by component: stamp of the last search that entered it
	stamp uint32
	work  []int32
}

// newBlockReach numbers the components of f's CFG (every block, reachable
// from the entry or not) with an iterative Tarjan walk.
func newBlockReach(f *ir.Func) *blockReach {
	n := len(f.Blocks)
	r := &blockReach{comp: make([]int32, n)}
	index := make([]int32, n) // DFS number + 1; 0 = not visited yet
	low := make([]int32, n)
	onStack := make([]bool, n)
	var stack []int32
	type frame struct {
		b     *ir.Block
		succs []*ir.Block
		next  int
	}
	var call []frame
	var counter int32
	visit := func(b *ir.Block) {
		counter++
		index[b.ID], low[b.ID] = counter, counter
		stack = append(stack, int32(b.ID))
		onStack[b.ID] = true
		call = append(call, frame{b: b, succs: b.Succs()})
	}
	ncomp := int32(0)
	for _, root := range f.Blocks {
		if index[root.ID] != 0 {
			continue
		}
		visit(root)
		for len(call) > 0 {
			top := &call[len(call)-1]
			if top.next < len(top.succs) {
				s := top.succs[top.next]
				top.next++
				switch {
				case index[s.ID] == 0:
					visit(s)
				case onStack[s.ID]:
					low[top.b.ID] = min(low[top.b.ID], index[s.ID])
				}
				continue
			}
			b := top.b
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].b
				low[p.ID] = min(low[p.ID], low[b.ID])
			}
			if low[b.ID] == index[b.ID] {
				for {
					m := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[m] = false
					r.comp[m] = ncomp
					if m == int32(b.ID) {
						break
					}
				}
				ncomp++
			}
		}
	}
	r.succs = make([][]int32, ncomp)
	r.mark = make([]uint32, ncomp)
	for _, b := range f.Blocks {
		c := r.comp[b.ID]
		for _, s := range b.Succs() {
			if cs := r.comp[s.ID]; cs != c {
				r.succs[c] = append(r.succs[c], cs)
			}
		}
	}
	return r
}

// reaches reports whether control can go from x to y (x reaches itself).
// An edge between components leads from a later-finished component to an
// earlier one, so a path from x's component to y's only passes through
// components numbered between the two.
func (r *blockReach) reaches(x, y *ir.Block) bool {
	cx, cy := r.comp[x.ID], r.comp[y.ID]
	if cx == cy {
		return true
	}
	if cy > cx {
		return false
	}
	r.stamp++
	if r.stamp == 0 { // wrapped: forget every earlier search
		clear(r.mark)
		r.stamp = 1
	}
	r.work = append(r.work[:0], cx)
	r.mark[cx] = r.stamp
	for len(r.work) > 0 {
		c := r.work[len(r.work)-1]
		r.work = r.work[:len(r.work)-1]
		for _, s := range r.succs[c] {
			if s == cy {
				return true
			}
			if s > cy && r.mark[s] != r.stamp {
				r.mark[s] = r.stamp
				r.work = append(r.work, s)
			}
		}
	}
	return false
}
