package ir

// DomTree is the dominator tree of a function's reachable blocks
// (Cooper, Harvey and Kennedy's iterative algorithm over reverse postorder).
// Computing it numbers the blocks by position (Func.RenumberBlocks); the
// tree indexes them by that number. Each block also gets the interval of
// a depth-first walk of the tree (entered, left), so that Dominates is two
// comparisons instead of a walk up the tree: in a function of n sequential
// ifs or loops the tree is a chain n deep, and callers that ask about many
// pairs (the verifier, Sink, LICM) were quadratic.
type DomTree struct {
	f     *Func
	idom  []int32 // by block: its immediate dominator's ID (the entry's own), -1 when unreachable
	order []int32 // by block: its reverse postorder index, -1 when unreachable
	rpo   []*Block
	in    []int32 // by block: when the tree walk entered it
	out   []int32 // and when it left it (after its whole subtree)
}

// Dominators computes the dominator tree of f.
//
// The work is on block IDs in flat arrays (the successors read once from
// the terminators, the predecessors and the tree as int32 lists): the
// iteration and the intersections then walk a few bytes per block instead
// of following each block's terminator and slices, which in a function of
// thousands of blocks no longer fit in the cache.
func Dominators(f *Func) *DomTree {
	f.RenumberBlocks()
	n := len(f.Blocks)
	d := &DomTree{f: f, idom: make([]int32, n), order: make([]int32, n)}
	// the successors of each block: succ[succAt[b]:succAt[b+1]]
	succAt := make([]int32, n+1)
	succ := make([]int32, 0, 2*n)
	for i, b := range f.Blocks {
		for _, s := range b.Succs() {
			succ = append(succ, int32(s.ID))
		}
		succAt[i+1] = int32(len(succ))
	}
	for i := range d.order {
		d.order[i], d.idom[i] = -1, -1
	}
	// iterative depth-first search: a stack of (block, next successor
	// index); order marks the blocks seen (-2) until numbered
	post := make([]int32, 0, n)
	type frame struct{ b, next int32 }
	stack := []frame{{0, succAt[0]}}
	d.order[0] = -2
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < succAt[top.b+1] {
			s := succ[top.next]
			top.next++
			if d.order[s] == -1 {
				d.order[s] = -2
				stack = append(stack, frame{s, succAt[s]})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	d.rpo = make([]*Block, 0, len(post))
	rpo := make([]int32, 0, len(post))
	for i := len(post) - 1; i >= 0; i-- {
		d.order[post[i]] = int32(len(rpo))
		rpo = append(rpo, post[i])
		d.rpo = append(d.rpo, f.Blocks[post[i]])
	}
	// the reachable predecessors of each block, in reverse postorder:
	// pred[predAt[b]:predAt[b+1]]
	predAt := make([]int32, n+1)
	for _, b := range rpo {
		for _, s := range succ[succAt[b]:succAt[b+1]] {
			predAt[s+1]++
		}
	}
	for i := 1; i <= n; i++ {
		predAt[i] += predAt[i-1]
	}
	pred := make([]int32, predAt[n])
	fill := append([]int32(nil), predAt[:n]...)
	for _, b := range rpo {
		for _, s := range succ[succAt[b]:succAt[b+1]] {
			pred[fill[s]] = b
			fill[s]++
		}
	}
	d.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			nd := int32(-1)
			for _, p := range pred[predAt[b]:predAt[b+1]] {
				if d.idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = d.intersect(p, nd)
				}
			}
			if d.idom[b] != nd {
				d.idom[b] = nd
				changed = true
			}
		}
	}
	d.number(rpo)
	return d
}

// number gives every reachable block its interval in a depth-first walk of
// the tree: a dominates b exactly when a's interval contains b's.
func (d *DomTree) number(rpo []int32) {
	n := len(d.order)
	// children in reverse postorder, as first index and next sibling
	first, next := make([]int32, n), make([]int32, n)
	for i := range first {
		first[i], next[i] = -1, -1
	}
	for i := len(rpo) - 1; i >= 1; i-- {
		b := rpo[i]
		p := d.idom[b]
		next[b], first[p] = first[p], b
	}
	d.in, d.out = make([]int32, n), make([]int32, n)
	clock := int32(0)
	stack := []int32{rpo[0]}
	d.in[stack[0]] = clock
	cur := first // per block: the next child to visit
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		if c := cur[b]; c >= 0 {
			cur[b] = next[c]
			clock++
			d.in[c] = clock
			stack = append(stack, c)
			continue
		}
		d.out[b] = clock
		stack = stack[:len(stack)-1]
	}
}

// intersect returns the nearest common dominator of the blocks a and b
// (IDs of blocks whose dominators are known).
func (d *DomTree) intersect(a, b int32) int32 {
	for a != b {
		for d.order[a] > d.order[b] {
			a = d.idom[a]
		}
		for d.order[b] > d.order[a] {
			b = d.idom[b]
		}
	}
	return a
}

// has reports whether b is one of the blocks the tree was computed for.
func (d *DomTree) has(b *Block) bool {
	return b != nil && b.ID >= 0 && b.ID < len(d.order) && d.f.Blocks[b.ID] == b
}

// Reachable reports whether b is reachable from the entry.
func (d *DomTree) Reachable(b *Block) bool { return d.has(b) && d.order[b.ID] >= 0 }

// Idom returns b's immediate dominator (the entry for the entry; nil when
// b is unreachable).
func (d *DomTree) Idom(b *Block) *Block {
	if !d.Reachable(b) {
		return nil
	}
	return d.f.Blocks[d.idom[b.ID]]
}

// RPO returns the reachable blocks in reverse postorder.
func (d *DomTree) RPO() []*Block { return d.rpo }

// Dominates reports whether a dominates b (every block dominates itself).
// Unreachable blocks are dominated by every block.
func (d *DomTree) Dominates(a, b *Block) bool {
	if !d.Reachable(b) {
		return true
	}
	if !d.Reachable(a) {
		return false
	}
	return d.in[a.ID] <= d.in[b.ID] && d.out[b.ID] <= d.out[a.ID]
}
