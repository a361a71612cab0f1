package ir

// DomTree is the dominator tree of a function's reachable blocks
// (Cooper, Harvey and Kennedy's iterative algorithm over reverse postorder).
type DomTree struct {
	idom  map[*Block]*Block
	order map[*Block]int // reverse postorder index
	rpo   []*Block
}

// Dominators computes the dominator tree of f.
func Dominators(f *Func) *DomTree {
	d := &DomTree{idom: map[*Block]*Block{}, order: map[*Block]int{}}
	seen := map[*Block]bool{}
	var post []*Block
	var dfs func(b *Block)
	dfs = func(b *Block) {
		seen[b] = true
		for _, s := range b.Succs() {
			if !seen[s] {
				dfs(s)
			}
		}
		post = append(post, b)
	}
	entry := f.Entry()
	dfs(entry)
	for i := len(post) - 1; i >= 0; i-- {
		d.order[post[i]] = len(d.rpo)
		d.rpo = append(d.rpo, post[i])
	}
	preds := f.Preds()
	d.idom[entry] = entry
	for changed := true; changed; {
		changed = false
		for _, b := range d.rpo[1:] {
			var nd *Block
			for _, p := range preds[b] {
				if _, ok := d.idom[p]; !ok {
					continue
				}
				if nd == nil {
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
	return d
}

func (d *DomTree) intersect(a, b *Block) *Block {
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

// Reachable reports whether b is reachable from the entry.
func (d *DomTree) Reachable(b *Block) bool { _, ok := d.order[b]; return ok }

// Idom returns b's immediate dominator (the entry for the entry; nil when
// b is unreachable).
func (d *DomTree) Idom(b *Block) *Block { return d.idom[b] }

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
		p := d.idom[b]
		if p == b {
			return false
		}
		b = p
	}
}
