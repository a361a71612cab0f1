package backend

import (
	"slices"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// SinkInvariantLoads moves each scalar load of a value that is the same
// wherever it is loaded (a resource's descriptor from the kernel
// arguments, which selection loads at the kernel's entry) to the start of
// the block nearest its reads that dominates them all on the linear CFG,
// never into a loop it was outside of, when more SGPR units are live at one
// point of the kernel than maxSGPRs (the allocator's registers). A kernel
// with more descriptors than SGPRs so no longer holds every descriptor from
// the entry on: each lives from the block that needs it, as ACO loads
// descriptors where it uses them, and allocation neither spills SGPRs to
// VGPR lanes nor reloads descriptors at each read. Below the limit nothing
// moves: a load moved next to its reads only waits for its result there
// (an s_waitcnt more, less latency hidden) while the entry's loads share
// one wait.
//
// A load moves when it is a scalar load without GLC (s_load_dword*,
// s_buffer_load_dword*) in a function with no scalar store or atomic, it
// is the only definition of every unit of its destination, a virtual
// SGPR it defines whole, and it reads only constants and physical SGPRs no
// instruction writes (the kernel argument pointer): the backend loads on
// the scalar unit only from memory the dispatch does not write (the
// reasoning of regalloc's rematerialization), so the load gives the same
// value at its new place. It runs on virtual registers, before allocation,
// first of the machine passes (the memory merges then see the loads where
// they stay). Guarantees: every read of a moved value sees the same bits,
// the load dominating it on the linear CFG (the order the wave runs its
// blocks).
func SinkInvariantLoads(f *mir.Func, maxSGPRs int) error {
	if len(f.Blocks) < 2 {
		return nil
	}
	defs := newCodeCounts(f) // definitions of each register unit
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if scalarStore(in) {
				return nil
			}
			for d := range gfx9.DefRanges(in) {
				for u := uint32(0); u < uint32(max(d.Count, 1)); u++ {
					defs.add(d.Code+u, 1)
				}
			}
		}
	}
	dt := newLinearDomTree(f)
	idom := dt.idom
	inLoop := linearLoopBlocks(f, dt)
	type load struct {
		from, k int          // block and index of the load
		readers map[int]bool // the blocks reading its result
	}
	var loads []*load
	byUnit := map[uint32]*load{} // the loads by the units they define
	for bi, b := range f.Blocks {
		if idom[bi] < 0 || inLoop[bi] {
			continue
		}
		for k := range b.Instrs {
			if in := &b.Instrs[k]; invariantScalarLoad(f, in, defs) {
				l := &load{from: bi, k: k, readers: map[int]bool{}}
				loads = append(loads, l)
				for u := uint32(0); u < uint32(max(in.Ops[0].Count, 1)); u++ {
					byUnit[in.Ops[0].Code+u] = l
				}
			}
		}
	}
	if len(loads) == 0 {
		return nil
	}
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			for r := range gfx9.UseRanges(&b.Instrs[k]) {
				for u := r.Code; u < r.Code+uint32(max(r.Count, 1)); u++ {
					if l := byUnit[u]; l != nil {
						l.readers[bi] = true
					}
				}
			}
		}
	}
	type move struct {
		from, k int // block and index of the load
		to      int // the block it moves to the start of
		load    gfx9.Instr
	}
	var moves []move
	for _, l := range loads {
		if len(l.readers) == 0 {
			continue
		}
		// the nearest common dominator of a set of blocks is that of the
		// first and the last of them in the tree's depth-first order
		first, last := -1, -1
		for ui := range l.readers {
			if idom[ui] < 0 {
				first = -1 // a read in a block the entry does not reach: keep
				break
			}
			if first < 0 || dt.pre[ui] < dt.pre[first] {
				first = ui
			}
			if last < 0 || dt.pre[ui] > dt.pre[last] {
				last = ui
			}
		}
		if first < 0 {
			continue
		}
		to := dt.commonDominator(first, last)
		for to != l.from && inLoop[to] {
			to = idom[to]
		}
		if to == l.from || !dt.dominates(l.from, to) {
			continue
		}
		moves = append(moves, move{l.from, l.k, to, f.Blocks[l.from].Instrs[l.k]})
	}
	if len(moves) == 0 {
		return nil
	}
	lv, err := mir.ComputeLiveness(f)
	if err != nil {
		return err
	}
	if lv.MostLive(sgprUnits(f, lv.NUnits)) <= maxSGPRs {
		return nil
	}
	// insert at the start of each block (in the order of the loads), then
	// drop the originals
	ins := map[int][]gfx9.Instr{}
	drop := map[int][]int{}
	for _, m := range moves {
		ins[m.to] = append(ins[m.to], m.load)
		drop[m.from] = append(drop[m.from], m.k)
	}
	for bi, b := range f.Blocks {
		if len(ins[bi]) == 0 && len(drop[bi]) == 0 {
			continue
		}
		code := append(make([]gfx9.Instr, 0, len(b.Instrs)+len(ins[bi])), ins[bi]...)
		for k := range b.Instrs {
			if !slices.Contains(drop[bi], k) {
				code = append(code, b.Instrs[k])
			}
		}
		b.Instrs = code
	}
	return nil
}

// invariantScalarLoad reports whether in is a scalar load SinkInvariantLoads
// may move: no GLC, the only definition of each unit of a whole virtual
// SGPR register, reading only constants and physical registers nothing
// writes.
func invariantScalarLoad(f *mir.Func, in *gfx9.Instr, defs codeCounts) bool {
	name := in.Inst.Name
	if in.Form.Enc != gfx9.EncSMEM || in.Mods.GLC || !strings.HasPrefix(name, "s_load_dword") && !strings.HasPrefix(name, "s_buffer_load_dword") {
		return false
	}
	if len(in.Inst.ImplicitDefs) > 0 || len(in.Inst.ImplicitUses) > 0 || len(gfx9.ExplicitDefs(in)) != 1 {
		return false
	}
	d := in.Ops[0]
	if !in.Form.Operands[0].Def || !d.IsVirtual() {
		return false
	}
	r, start, ok := f.VRegOf(int(d.Code) - gfx9.CodeVirtual)
	if !ok || r.File != mir.SGPR || start != int(d.Code)-gfx9.CodeVirtual || r.Size != int(max(d.Count, 1)) {
		return false
	}
	for u := uint32(0); u < uint32(r.Size); u++ {
		if defs.get(d.Code+u) != 1 {
			return false
		}
	}
	for k, op := range in.Form.Operands {
		if k == 0 || !op.Use {
			continue
		}
		v := in.Ops[k]
		switch {
		case v.Kind == gfx9.ValImm, v.Kind == gfx9.ValLiteral && v.Label == "", v.Kind == gfx9.ValReg && v.IsInline():
		case v.Kind == gfx9.ValReg && !v.IsVirtual() && int(v.Code)+int(max(v.Count, 1)) <= gfx9.CodeVirtual:
			for u := uint32(0); u < uint32(max(v.Count, 1)); u++ {
				if defs.get(v.Code+u) > 0 {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// scalarStore reports whether in writes memory through the scalar unit.
func scalarStore(in *gfx9.Instr) bool {
	for _, p := range []string{"s_store", "s_buffer_store", "s_atomic", "s_buffer_atomic", "s_scratch_store"} {
		if strings.HasPrefix(in.Inst.Name, p) {
			return true
		}
	}
	return false
}

// linearDomTree is the dominator tree of the linear CFG. Each block's
// subtree is an interval of a depth-first walk of the tree, so a dominance
// test is two comparisons rather than a walk up the tree: a kernel of n
// sequential branches has a tree n deep, and walking it for every edge and
// every read made the pass quadratic.
type linearDomTree struct {
	idom      []int // immediate dominator (the entry its own, -1: unreachable)
	pre, post []int // the subtree of block b is pre[b] ≤ pre[x] ≤ post[b]
	depth     []int
}

// newLinearDomTree builds the dominator tree of f's linear CFG.
func newLinearDomTree(f *mir.Func) *linearDomTree {
	idom := linearDominators(f)
	n := len(idom)
	t := &linearDomTree{idom: idom, pre: make([]int, n), post: make([]int, n), depth: make([]int, n)}
	children := make([][]int, n)
	for b := 1; b < n; b++ {
		if idom[b] >= 0 {
			children[idom[b]] = append(children[idom[b]], b)
		}
	}
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	clock := 0
	t.pre[0] = clock
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(children[top.b]) {
			c := children[top.b][top.next]
			top.next++
			clock++
			t.pre[c], t.depth[c] = clock, t.depth[top.b]+1
			stack = append(stack, frame{c, 0})
			continue
		}
		t.post[top.b] = clock
		stack = stack[:len(stack)-1]
	}
	return t
}

// dominates reports whether block a dominates block b (both reachable).
func (t *linearDomTree) dominates(a, b int) bool {
	return t.pre[a] <= t.pre[b] && t.pre[b] <= t.post[a]
}

// commonDominator returns the nearest block dominating both a and b (both
// reachable).
func (t *linearDomTree) commonDominator(a, b int) int {
	for t.depth[a] > t.depth[b] {
		a = t.idom[a]
	}
	for t.depth[b] > t.depth[a] {
		b = t.idom[b]
	}
	for a != b {
		a, b = t.idom[a], t.idom[b]
	}
	return a
}

// linearDominators returns each block's immediate dominator on the linear
// CFG (the entry its own, -1 for a block the entry does not reach), by the
// iterative algorithm of Cooper, Harvey and Kennedy over a reverse
// postorder.
func linearDominators(f *mir.Func) []int {
	n := len(f.Blocks)
	order := make([]int, 0, n) // postorder
	rpo := make([]int, n)
	seen := make([]bool, n)
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := f.Blocks[top.b].Succs
		if top.next < len(succs) {
			s := succs[top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		order = append(order, top.b)
		stack = stack[:len(stack)-1]
	}
	for i, b := range order {
		rpo[b] = len(order) - 1 - i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	preds := f.Preds()
	intersect := func(a, b int) int {
		for a != b {
			for rpo[a] > rpo[b] {
				a = idom[a]
			}
			for rpo[b] > rpo[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			b := order[i]
			if b == 0 {
				continue
			}
			d := -1
			for _, p := range preds[b] {
				if idom[p] < 0 {
					continue
				}
				if d < 0 {
					d = p
				} else {
					d = intersect(d, p)
				}
			}
			if d != idom[b] {
				idom[b] = d
				changed = true
			}
		}
	}
	return idom
}

// linearLoopBlocks marks the blocks inside some loop of the linear CFG:
// the natural loop of each back edge (an edge to a block dominating its
// source), and, for an edge to an earlier block that does not dominate its
// source (a loop with more than one entry), every block from that target
// to the source in layout order.
func linearLoopBlocks(f *mir.Func, dt *linearDomTree) []bool {
	idom := dt.idom
	in := make([]bool, len(f.Blocks))
	preds := f.Preds()
	for t, b := range f.Blocks {
		if idom[t] < 0 {
			continue
		}
		for _, h := range b.Succs {
			switch {
			case dt.dominates(h, t):
				in[h] = true
				work := []int{t}
				seen := map[int]bool{h: true}
				for len(work) > 0 {
					x := work[len(work)-1]
					work = work[:len(work)-1]
					if seen[x] {
						continue
					}
					seen[x] = true
					in[x] = true
					work = append(work, preds[x]...)
				}
			case h <= t:
				for x := h; x <= t; x++ {
					in[x] = true
				}
			}
		}
	}
	return in
}

// sgprUnits returns the liveness units of SGPRs, physical and virtual.
func sgprUnits(f *mir.Func, n int) mir.Bits {
	m := mir.NewBits(n)
	for u := 0; u < mir.UnitVGPR0; u++ {
		m.Set(u)
	}
	for st, v := range f.VRegs.All() {
		if v.File != mir.SGPR {
			continue
		}
		for u := mir.UnitVirtual0 + st; u < mir.UnitVirtual0+st+v.Size && u < n; u++ {
			m.Set(u)
		}
	}
	return m
}
