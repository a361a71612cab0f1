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
	idom  []*Block
	order []int // reverse postorder index, -1 when unreachable
	rpo   []*Block
	in    []int32 // by block: when the tree walk entered it
	out   []int32 // and when it left it (after its whole subtree)
}

// Dominators computes the dominator tree of f.
func Dominators(f *Func) *DomTree {
	f.RenumberBlocks()
	n := len(f.Blocks)
	d := &DomTree{f: f, idom: make([]*Block, n), order: make([]int, n)}
	for i := range d.order {
		d.order[i] = -1
	}
	seen := make([]bool, n)
	post := make([]*Block, 0, n)
	// iterative depth-first search: a stack of (block, its successors,
	// next successor)
	type frame struct {
		b    *Block
		succ []*Block
		next int
	}
	entry := f.Entry()
	stack := []frame{{entry, entry.Succs(), 0}}
	seen[entry.ID] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.succ) {
			s := top.succ[top.next]
			top.next++
			if !seen[s.ID] {
				seen[s.ID] = true
				stack = append(stack, frame{s, s.Succs(), 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	d.rpo = make([]*Block, 0, len(post))
	for i := len(post) - 1; i >= 0; i-- {
		d.order[post[i].ID] = len(d.rpo)
		d.rpo = append(d.rpo, post[i])
	}
	preds := make([][]*Block, n)
	for _, b := range d.rpo {
		for _, s := range b.Succs() {
			preds[s.ID] = append(preds[s.ID], b)
		}
	}
	d.idom[entry.ID] = entry
	for changed := true; changed; {
		changed = false
		for _, b := range d.rpo[1:] {
			var nd *Block
			for _, p := range preds[b.ID] {
				if d.idom[p.ID] == nil {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = d.intersect(p, nd)
				}
			}
			if d.idom[b.ID] != nd {
				d.idom[b.ID] = nd
				changed = true
			}
		}
	}
	d.number()
	return d
}

// number gives every reachable block its interval in a depth-first walk of
// the tree: a dominates b exactly when a's interval contains b's.
func (d *DomTree) number() {
	n := len(d.order)
	// children in reverse postorder, as first index and next sibling
	first, next := make([]int32, n), make([]int32, n)
	for i := range first {
		first[i], next[i] = -1, -1
	}
	for i := len(d.rpo) - 1; i >= 1; i-- {
		b := d.rpo[i]
		p := d.idom[b.ID].ID
		next[b.ID], first[p] = first[p], int32(b.ID)
	}
	d.in, d.out = make([]int32, n), make([]int32, n)
	clock := int32(0)
	stack := []int32{int32(d.rpo[0].ID)}
	d.in[stack[0]] = clock
	cur := append([]int32(nil), first...) // per block: the next child to visit
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

func (d *DomTree) intersect(a, b *Block) *Block {
	for a != b {
		for d.order[a.ID] > d.order[b.ID] {
			a = d.idom[a.ID]
		}
		for d.order[b.ID] > d.order[a.ID] {
			b = d.idom[b.ID]
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
	return d.idom[b.ID]
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
