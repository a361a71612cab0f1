package passes

import (
	"fmt"
	"sort"

	"hlslc/ir"
)

// Promote turns a private array whose every access has a constant offset
// into SSA values: each element (an offset and a type) becomes a variable
// — a load reads its current value, a store sets it, phis join it where
// control flow meets (on the iterated dominance frontier of the blocks
// that store it; Cytron et al.) — and the array goes, with the scratch
// memory it took. That happens once loop unrolling and constant
// propagation have made the indices constant; the lowering already keeps
// arrays indexed by constants out of memory.
//
// Only arrays whose accesses are all loads and stores in reachable
// blocks, each within the array, aligned to its type, and of one type per
// offset without overlapping another: elements never written read zero
// (private memory starts zeroed); not constant tables (ConstTables folds
// their loads at constant offsets). Guarantees: every load gets the value
// the array held at that offset. It reports whether it promoted anything.
func Promote(f *ir.Func) bool {
	if len(f.Private) == 0 {
		return false
	}
	uses := map[*ir.Memory][]*ir.Value{}
	bad := map[*ir.Memory]bool{}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Mem == nil || v.Mem.Kind != ir.MemPrivate {
				continue
			}
			if (v.Op != ir.OpLoad && v.Op != ir.OpStore) || v.Args[0].Op != ir.OpConst {
				bad[v.Mem] = true
				continue
			}
			uses[v.Mem] = append(uses[v.Mem], v)
		}
	}
	var dom *ir.DomTree
	changed := false
	kept := f.Private[:0]
	for _, m := range f.Private {
		if bad[m] || m.Init != nil || !promotable(m, uses[m]) {
			kept = append(kept, m)
			continue
		}
		if dom == nil {
			dropUnreachable(f) // phis need every predecessor reachable
			dom = ir.Dominators(f)
		}
		ok := true
		for _, v := range uses[m] {
			ok = ok && dom.Reachable(v.Block)
		}
		if !ok {
			kept = append(kept, m)
			continue
		}
		promoteArray(f, dom, uses[m])
		changed = true
	}
	for i := len(kept); i < len(f.Private); i++ {
		f.Private[i] = nil
	}
	f.Private = kept
	return changed
}

// element is one promoted element of an array: its offset and type.
type element struct {
	off int64
	t   ir.Type
}

func elementOf(v *ir.Value) element {
	t := v.Type
	if v.Op == ir.OpStore {
		t = v.Args[1].Type
	}
	return element{int64(uint32(v.Args[0].Bits())), t}
}

// promotable checks the accesses' offsets and types.
func promotable(m *ir.Memory, uses []*ir.Value) bool {
	size := int64(m.ByteSize())
	types := map[int64]ir.Type{}
	for _, v := range uses {
		e := elementOf(v)
		n := int64(e.t.Bytes())
		if e.off < 0 || e.off+n > size || e.off%n != 0 {
			return false
		}
		if t, ok := types[e.off]; ok && t != e.t {
			return false
		}
		types[e.off] = e.t
	}
	offs := make([]int64, 0, len(types))
	for o := range types {
		offs = append(offs, o)
	}
	sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
	for i := 1; i < len(offs); i++ {
		if offs[i-1]+int64(types[offs[i-1]].Bytes()) > offs[i] {
			return false // overlapping elements of different types
		}
	}
	return true
}

// promoteArray rewrites the accesses of one array (uses) into SSA values.
func promoteArray(f *ir.Func, dom *ir.DomTree, uses []*ir.Value) {
	n := len(f.Blocks)
	// the blocks that store each element, and each element's phis
	defs := map[element][]*ir.Block{}
	var elems []element
	for _, v := range uses {
		e := elementOf(v)
		if _, ok := defs[e]; !ok {
			elems = append(elems, e)
			defs[e] = nil
		}
		if v.Op == ir.OpStore {
			defs[e] = append(defs[e], v.Block)
		}
	}
	df := dominanceFrontiers(f, dom)
	phiOf := make([]map[element]*ir.Value, n)
	bd := ir.NewBuilder(f)
	for _, e := range elems {
		placed := make([]bool, n)
		work := append([]*ir.Block(nil), defs[e]...)
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, y := range df[b.ID] {
				if placed[y.ID] {
					continue
				}
				placed[y.ID] = true
				bd.SetBlock(y)
				p := bd.Phi(e.t)
				p.Name = fmt.Sprintf("%s.%d", uses[0].Mem.Name, e.off)
				// phis come first in the block
				copy(y.Instrs[1:], y.Instrs[:len(y.Instrs)-1])
				y.Instrs[0] = p
				if phiOf[y.ID] == nil {
					phiOf[y.ID] = map[element]*ir.Value{}
				}
				phiOf[y.ID][e] = p
				work = append(work, y)
			}
		}
	}
	children := make([][]*ir.Block, n)
	for _, b := range dom.RPO()[1:] {
		p := dom.Idom(b)
		children[p.ID] = append(children[p.ID], b)
	}
	isUse := map[*ir.Value]bool{}
	for _, v := range uses {
		isUse[v] = true
	}
	r := newRewriter(f)
	cur := map[element]*ir.Value{}
	for _, e := range elems {
		cur[e] = f.Const(e.t, 0) // private memory starts zeroed
	}
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		saved := map[element]*ir.Value{}
		set := func(e element, v *ir.Value) {
			if _, ok := saved[e]; !ok {
				saved[e] = cur[e]
			}
			cur[e] = v
		}
		for e, p := range phiOf[b.ID] {
			set(e, p)
		}
		for _, v := range b.Instrs {
			if !isUse[v] {
				continue
			}
			e := elementOf(v)
			if v.Op == ir.OpLoad {
				r.replace(v, cur[e])
			} else {
				set(e, r.resolve(v.Args[1]))
				r.kill(v)
			}
		}
		for _, s := range b.Succs() {
			for e, p := range phiOf[s.ID] {
				ir.AddIncoming(p, cur[e], b)
			}
		}
		for _, c := range children[b.ID] {
			walk(c)
		}
		for e, v := range saved {
			cur[e] = v
		}
	}
	walk(f.Entry())
	r.apply()
}

// dominanceFrontiers returns each block's dominance frontier (by block
// ID): the blocks where its dominance ends, which have a predecessor it
// dominates and are not strictly dominated by it (Cooper, Harvey and
// Kennedy's method over the join blocks).
func dominanceFrontiers(f *ir.Func, dom *ir.DomTree) [][]*ir.Block {
	df := make([][]*ir.Block, len(f.Blocks))
	preds := make([][]*ir.Block, len(f.Blocks))
	for _, b := range dom.RPO() {
		for _, s := range b.Succs() {
			preds[s.ID] = append(preds[s.ID], b)
		}
	}
	for _, b := range dom.RPO() {
		if len(preds[b.ID]) < 2 {
			continue
		}
		for _, p := range preds[b.ID] {
			for runner := p; runner != dom.Idom(b); runner = dom.Idom(runner) {
				if len(df[runner.ID]) == 0 || df[runner.ID][len(df[runner.ID])-1] != b {
					df[runner.ID] = append(df[runner.ID], b)
				}
			}
		}
	}
	return df
}
