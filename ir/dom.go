package ir

// DomTree is the dominator tree of a function's reachable blocks
// (Cooper, Harvey and Kennedy's iterative algorithm over reverse postorder).
// Computing it numbers the blocks by position (Func.RenumberBlocks); the
// tree indexes them by that number.
type DomTree struct {
	f     *Func
	idom  []*Block
	order []int // reverse postorder index, -1 when unreachable
	rpo   []*Block
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
	// iterative depth-first search: a stack of (block, next successor)
	type frame struct {
		b    *Block
		next int
	}
	entry := f.Entry()
	stack := []frame{{entry, 0}}
	seen[entry.ID] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succ := top.b.Succs()
		if top.next < len(succ) {
			s := succ[top.next]
			top.next++
			if !seen[s.ID] {
				seen[s.ID] = true
				stack = append(stack, frame{s, 0})
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
	return d
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
	for {
		if a == b {
			return true
		}
		p := d.idom[b.ID]
		if p == b {
			return false
		}
		b = p
	}
}
