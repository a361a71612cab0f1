package regalloc

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

func (a *analysis) find(n int) int {
	p := a.parent
	for int(p[n]) != n {
		p[n] = p[p[n]]
		n = int(p[n])
	}
	return n
}

// nodeOf returns the (coalesced) node of a virtual tracked unit.
func (a *analysis) nodeOf(u int) int { return a.find(a.unitNode[u-physBase]) }

// unitOf returns the (coalesced) node of a virtual tracked unit and the
// unit's offset within it (coalesced registers have one size and share
// their units in order).
func (a *analysis) unitOf(u int) (int, int) {
	m := a.unitNode[u-physBase]
	r := a.find(m)
	return r, u - physBase - int(a.starts[m])
}

// interfere records that tracked units x and y may not share a register.
func (a *analysis) interfere(x, y int) {
	switch {
	case x >= physBase && y >= physBase:
		n, i := a.unitOf(x)
		a.interfereUnit(n, i, y)
	case x >= physBase:
		a.forbid(a.nodeOf(x), y)
	case y >= physBase:
		a.forbid(a.nodeOf(y), x)
	}
}

// interfereUnit records that unit i of node n and tracked virtual unit y
// may not share a register.
func (a *analysis) interfereUnit(n, i, y int) {
	m, j := a.unitOf(y)
	if n != m && a.nodes[n].file == a.nodes[m].file && !(a.isLocal(n) && a.isLocal(m)) {
		a.g.interfere(n, m, i-j)
	}
}

// physIndex returns the register index in file of physical tracked unit
// p, if p is a register of that file.
func physIndex(file mir.RegFile, p int) (int, bool) {
	switch {
	case file == mir.SGPR && p < vgprBase:
		return p, true
	case file == mir.VGPR && p >= vgprBase && p < physBase:
		return p - vgprBase, true
	}
	return 0, false
}

// forbid keeps node n off the physical register of tracked unit p.
func (a *analysis) forbid(n, p int) {
	nd := &a.nodes[n]
	p, ok := physIndex(nd.file, p)
	if !ok {
		return
	}
	nd.forbid[p/64] |= 1 << (p % 64)
}

// buildInterference walks every block backwards from its live-out set: a
// definition interferes with everything live after it (the source of a copy
// excepted), and a tuple definition also with the other operands of its
// instruction, which the hardware may still be reading. Two local nodes
// (a.local, scan.go) get no edge: their spans keep them apart.
func (a *analysis) buildInterference() {
	a.pending = make([]uint64, len(a.nodes))
	var others *otherVGPRs
	if a.local != nil {
		others = a.newOtherVGPRs()
	}
	for bi := range a.f.Blocks {
		if others != nil {
			others.start(a.liveOut[bi])
		}
		a.lv.WalkSet(bi, func(k int, live *mir.LiveSet) {
			ir := a.refs[bi][k]
			for _, d := range ir.refs {
				if !d.Def {
					continue
				}
				if d.Virtual {
					if others != nil && a.isLocal(a.nodeOf(d.Unit)) {
						a.interfereDef(d, ir, others)
					} else {
						a.interfereDef(d, ir, live)
					}
				} else {
					file := mir.SGPR
					if d.Unit >= vgprBase {
						file = mir.VGPR
					}
					live.EachIn(file, func(l int) {
						if l >= physBase {
							for p := d.Unit; p < d.Unit+d.N; p++ {
								a.interfere(l, p)
							}
						}
					})
				}
				if ir.copy {
					continue
				}
				for _, s := range ir.refs {
					if s.Use && s.Op != d.Op && (d.N > 1 || s.N > 1) && (d.Virtual || s.Virtual) {
						for x := d.Unit; x < d.Unit+d.N; x++ {
							for y := s.Unit; y < s.Unit+s.N; y++ {
								a.interfere(x, y)
							}
						}
					}
				}
			}
			if others != nil {
				others.step(ir.refs)
			}
		})
	}
	// a linear VGPR's write may change lanes of values live on other paths
	a.lv.LinearWrites(func(_, _ int, d mir.Ref, need mir.Units) {
		need.Each(func(u int) { a.interfere(d.Unit, u) })
	})
	// Everything live into the entry block is defined "at entry" together.
	if len(a.liveIn) > 0 {
		var in []int
		a.liveIn[0].Each(func(u int) { in = append(in, u) })
		for i, x := range in {
			if x < physBase {
				continue
			}
			for j, y := range in {
				if i != j {
					a.interfere(x, y)
				}
			}
		}
	}
}

// interfereDef records the interference of the virtual definition d of
// instruction ir with the units live after it: every unit of d with every
// live unit of its file, except that a copy's destination unit may share
// the register of its source unit, which holds the same value. The
// collisions with one neighbour (a pair defined while a pair is live meets
// it at up to three offsets) are gathered first and recorded as one edge
// update.
func (a *analysis) interfereDef(d mir.Ref, ir instrRefs, live liveUnits) {
	n, i0 := a.unitOf(d.Unit)
	src := -1 // the copy's source unit of d's first unit
	if ir.copy {
		src = ir.refs[1].Unit
	}
	nd := &a.nodes[n]
	local := a.isLocal(n)
	touched := a.touched[:0]
	// only the units of its own file can share its registers
	live.EachIn(nd.file, func(l int) {
		if l < physBase {
			a.forbid(n, l)
			return
		}
		m, j := a.unitOf(l)
		if m == n || a.nodes[m].file != nd.file || local && a.isLocal(m) {
			return
		}
		var offs uint64
		for k := 0; k < d.N; k++ {
			if l != src+k || src < 0 {
				offs |= 1 << (i0 + k - j + offsetBias)
			}
		}
		if offs == 0 {
			return
		}
		if a.pending[m] == 0 {
			touched = append(touched, int32(m))
		}
		a.pending[m] |= offs
	})
	a.g.reserve(n, len(touched))
	for _, m := range touched {
		a.g.interfereAt(n, int(m), a.pending[m])
		a.pending[m] = 0
	}
	a.touched = touched
}

// coalesce merges the two sides of every copy between virtual registers
// of one file and size that copies a unit to the same unit of the other
// (whole registers, or one unit of a tuple into the same unit of another,
// as a loaded tuple stored or passed on as it is), when their units do not
// interfere where the merge puts them on one register and their alignments
// agree. A copy between registers of different sizes (a value into one
// unit of a tuple an instruction reads, or out of a loaded tuple) is not
// merged: a node that held the value and the whole tuple would need its
// run of registers for both live ranges, which on FidelityFX SPD cost 8
// VGPRs; the colouring prefers the register that makes such a copy vanish
// instead (prefs, as ACO's allocator gives vector operands affinities).
// It renames the function's operands to the merged registers and deletes
// the copies that became self-moves, and returns how many it deleted.
func (a *analysis) coalesce() int {
	merged := false
	for _, c := range a.copies {
		x, ox := a.unitOf(c[0])
		y, oy := a.unitOf(c[1])
		if x == y || ox != oy {
			continue
		}
		nx, ny := &a.nodes[x], &a.nodes[y]
		if nx.size != ny.size || nx.file != ny.file || nx.noSpill || ny.noSpill || nx.linear != ny.linear {
			continue
		}
		if a.g.offsets(x, y)&(1<<offsetBias) != 0 {
			continue
		}
		al, r := nx.align, nx.resid
		if ny.align > al {
			al, r = ny.align, ny.resid
		}
		if r%nx.align != nx.resid || r%ny.align != ny.resid {
			continue
		}
		// merge y into x
		nx.align, nx.resid = al, r
		for k := range nx.forbid {
			nx.forbid[k] |= ny.forbid[k]
		}
		a.g.merge(x, y)
		a.parent[y] = int32(x)
		merged = true
	}
	// the copies left are preferences of the colouring
	a.prefs = make([][][2]int, len(a.nodes))
	for _, c := range a.copies {
		x, _ := a.unitOf(c[0])
		y, _ := a.unitOf(c[1])
		if x != y && a.nodes[x].file == a.nodes[y].file {
			a.prefs[x] = append(a.prefs[x], [2]int{c[0], c[1]})
			a.prefs[y] = append(a.prefs[y], [2]int{c[1], c[0]})
		}
	}
	a.physPrefs = make([][][2]int, len(a.nodes))
	for _, c := range a.physCopies {
		x, _ := a.unitOf(c[0])
		a.physPrefs[x] = append(a.physPrefs[x], c)
	}
	if !merged {
		return 0
	}
	// a.refs stays index for index with the instructions: the spiller
	// reads both after coalescing (spillCosts pairs b.Instrs[k] with
	// a.refs[bi][k])
	removed := 0
	for bi, b := range a.f.Blocks {
		kept, keptRefs := b.Instrs[:0], a.refs[bi][:0]
		for i, in := range b.Instrs {
			for k, v := range in.Ops {
				if v.IsVirtual() {
					r, o := a.unitOf(int(v.Code) - gfx9.CodeVirtual + physBase)
					in.Ops[k].Code = uint32(gfx9.CodeVirtual + a.nodes[r].start + o)
				}
			}
			if isCopyInstr(&in) && in.Ops[0].IsVirtual() && in.Ops[0] == in.Ops[1] {
				removed++
				continue
			}
			kept, keptRefs = append(kept, in), append(keptRefs, a.refs[bi][i])
		}
		b.Instrs, a.refs[bi] = kept, keptRefs
	}
	for n := range a.nodes {
		if a.find(n) != n {
			a.f.VRegs.Delete(a.nodes[n].start)
		}
	}
	return removed
}

// degHeap is a binary min-heap of nodes by (degree, node), with each
// node's position kept so that a degree can decrease in place: the
// smallest-last ordering lowers a degree once per interference edge.
type degHeap struct {
	nodes []int
	pos   []int // heap index of each node, -1 when not in the heap
	deg   []int
}

func (h *degHeap) less(i, j int) bool {
	a, b := h.nodes[i], h.nodes[j]
	return h.deg[a] < h.deg[b] || h.deg[a] == h.deg[b] && a < b
}

func (h *degHeap) swap(i, j int) {
	h.nodes[i], h.nodes[j] = h.nodes[j], h.nodes[i]
	h.pos[h.nodes[i]], h.pos[h.nodes[j]] = i, j
}

func (h *degHeap) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !h.less(i, p) {
			return
		}
		h.swap(i, p)
		i = p
	}
}

func (h *degHeap) down(i int) {
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h.nodes) && h.less(l, m) {
			m = l
		}
		if r < len(h.nodes) && h.less(r, m) {
			m = r
		}
		if m == i {
			return
		}
		h.swap(i, m)
		i = m
	}
}

func (h *degHeap) push(n int) {
	h.nodes = append(h.nodes, n)
	h.pos[n] = len(h.nodes) - 1
	h.up(len(h.nodes) - 1)
}

func (h *degHeap) pop() int {
	n := h.nodes[0]
	last := len(h.nodes) - 1
	h.swap(0, last)
	h.nodes = h.nodes[:last]
	h.pos[n] = -1
	h.down(0)
	return n
}

// lower decreases node n's degree by d and restores the heap order.
func (h *degHeap) lower(n, d int) {
	h.deg[n] -= d
	h.up(h.pos[n])
}

// selectAll colours both files (the local nodes, when a.local is set, are
// left uncoloured for scanLocals).
func (a *analysis) selectAll(limit [2]int) ([]int, [2][]int, error) {
	color := make([]int, len(a.nodes))
	for k := range color {
		color[k] = -1
	}
	var failed [2][]int
	for _, file := range []mir.RegFile{mir.SGPR, mir.VGPR} {
		for n := range a.nodes {
			nd := &a.nodes[n]
			if a.find(n) == n && nd.file == file && nd.size > limit[file] {
				return nil, failed, fmt.Errorf("%s: virtual register %%%d of %d %ss does not fit in the limit of %d", a.f.Name, nd.start, nd.size, file, limit[file])
			}
		}
		failed[file] = a.selectFile(file, limit[file], color)
	}
	return color, failed, nil
}

// selectFile colours the nodes of one file: it gives each node, in an
// order, the lowest aligned registers that no coloured neighbour and no
// live physical register occupies. It tries three orders and keeps the
// best colouring (fewer nodes without room, then fewer registers, then
// fewer copies left, a copy being removed when both its sides share a
// register): smallest-last (repeatedly removing the node whose neighbours
// cover the fewest registers, and colouring in reverse), program order (by
// each value's first definition, which is optimal for straight-line code,
// where the live ranges are intervals) and program order with the tuples
// first. Spill reloads come first in all three. It returns the nodes that
// found no room.
func (a *analysis) selectFile(file mir.RegFile, limit int, color []int) []int {
	a.g.freeze()
	var best []int
	bestFailed, bestUnits, bestTop, bestCopies := []int(nil), -1, 0, 0
	orders := [][]int{a.smallestLast(file), a.programOrder(file), a.tuplesFirst(file)}
	for k, order := range orders {
		if k > 0 && slices.Equal(order, orders[k-1]) {
			// the same colouring again (tuples first, when there are
			// no tuples), which could only tie
			continue
		}
		try := append([]int(nil), color...)
		// once a colouring without failures is known, a try that fails a
		// node or goes above its top register has lost: it stops there
		above := -1
		if bestUnits == 0 {
			above = bestTop
		}
		failed, lost := a.assign(order, limit, try, above)
		if lost {
			continue
		}
		units, top := 0, 0
		for _, n := range failed {
			units += a.nodes[n].size
		}
		for _, n := range order {
			if try[n] >= 0 {
				top = max(top, try[n]+a.nodes[n].size)
			}
		}
		if bestUnits >= 0 && (units > bestUnits || units == bestUnits && top > bestTop) {
			continue
		}
		copies := a.copiesLeft(file, try)
		if bestUnits < 0 || units < bestUnits || top < bestTop || copies < bestCopies {
			best, bestFailed, bestUnits, bestTop, bestCopies = try, failed, units, top, copies
		}
	}
	copy(color, best)
	return bestFailed
}

// copiesLeft counts the copies of one file (between virtual registers, and
// between a virtual and a physical register) that color leaves as
// instructions: those whose two sides did not get the same register.
func (a *analysis) copiesLeft(file mir.RegFile, color []int) int {
	left := 0
	for _, c := range a.copies {
		x, i := a.unitOf(c[0])
		y, j := a.unitOf(c[1])
		if x != y && a.nodes[x].file == file && a.nodes[y].file == file && color[x]+i != color[y]+j {
			left++
		}
	}
	for _, c := range a.physCopies {
		x, i := a.unitOf(c[0])
		if p, ok := physIndex(file, c[1]); ok && a.nodes[x].file == file && color[x]+i != p {
			left++
		}
	}
	return left
}

// smallestLast returns the nodes of one file in colouring order: the
// reverse of repeatedly removing the node whose neighbours cover the fewest
// registers (spill reloads removed last, so coloured first).
func (a *analysis) smallestLast(file mir.RegFile) []int {
	const pinned = 1 << 30
	// per-node slices, not maps: this loop runs once per spill round over
	// every interference edge
	deg := make([]int, len(a.nodes))
	h := &degHeap{pos: make([]int, len(a.nodes)), deg: deg}
	for n := range h.pos {
		h.pos[n] = -1
	}
	count := 0
	for n := range a.nodes {
		nd := &a.nodes[n]
		if a.find(n) != n || nd.file != file || nd.reserved || a.isLocal(n) {
			continue
		}
		count++
		d := 0
		for _, m := range a.g.neighbours(n) {
			d += a.nodes[m].size
		}
		if nd.noSpill {
			d += pinned
		}
		deg[n] = d
		h.push(n)
	}
	order := make([]int, count)
	for k := count - 1; len(h.nodes) > 0; k-- {
		n := h.pop()
		order[k] = n
		for _, m := range a.g.neighbours(n) {
			if h.pos[m] >= 0 {
				h.lower(int(m), a.nodes[n].size)
			}
		}
	}
	return order
}

// programOrder returns the nodes of one file by their first definition in
// layout order (spill reloads first).
func (a *analysis) programOrder(file mir.RegFile) []int {
	first := make([]int, len(a.nodes))
	for n := range first {
		first[n] = -1
	}
	pos := 0
	for bi := range a.refs {
		for _, ir := range a.refs[bi] {
			for _, r := range ir.refs {
				if r.Def && r.Virtual {
					if n := a.nodeOf(r.Unit); first[n] < 0 {
						first[n] = pos
					}
				}
			}
			pos++
		}
	}
	var order []int
	for n := range a.nodes {
		if a.find(n) == n && a.nodes[n].file == file && !a.nodes[n].reserved && !a.isLocal(n) {
			order = append(order, n)
		}
	}
	slices.SortStableFunc(order, func(x, y int) int {
		if a.nodes[x].noSpill != a.nodes[y].noSpill {
			if a.nodes[x].noSpill {
				return -1
			}
			return 1
		}
		return cmp.Compare(first[x], first[y])
	})
	return order
}

// tuplesFirst returns the nodes of one file in program order
// (programOrder), the register tuples before the single registers: first
// fit in program order packs single registers optimally around tuples
// placed first, while a tuple that comes late may find no run of free
// registers among singles placed before it.
func (a *analysis) tuplesFirst(file mir.RegFile) []int {
	order := a.programOrder(file)
	slices.SortStableFunc(order, func(i, j int) int {
		x, y := &a.nodes[i], &a.nodes[j]
		if x.noSpill != y.noSpill {
			if x.noSpill {
				return -1
			}
			return 1
		}
		return cmp.Compare(y.size, x.size)
	})
	return order
}

// assign colours the nodes in order; it returns those that found no room.
// With above >= 0 it stops at the first node that finds no room or ends
// above register above, and reports that it did (lost).
func (a *analysis) assign(order []int, limit int, color []int, above int) (failed []int, lost bool) {
	busy := mir.NewBits(limit + 16)  // registers n may not cover
	taken := mir.NewBits(limit + 16) // bases n may not take
	for _, n := range order {
		nd := &a.nodes[n]
		for w := range busy {
			busy[w] = 0
		}
		for w := 0; w < len(nd.forbid) && w < len(busy); w++ {
			busy[w] = nd.forbid[w]
		}
		for w := range taken {
			taken[w] = 0
		}
		// the bases at which n would share a register with a coloured
		// neighbour's unit live with one of its own
		for _, m32 := range a.g.neighbours(n) {
			m := int(m32)
			c := color[m]
			if c < 0 {
				continue
			}
			if !a.g.wide[n] && !a.g.wide[m] {
				taken.Set(c)
				continue
			}
			for offs := a.g.edgeOffsets(n, m); offs != 0; offs &= offs - 1 {
				if b := c - (bits.TrailingZeros64(offs) - offsetBias); b >= 0 && b < len(taken)*64 {
					taken.Set(b)
				}
			}
		}
		color[n] = -1
		fits := func(base int) bool {
			if base < 0 || base%nd.align != nd.resid || base+nd.size > limit || taken.Has(base) {
				return false
			}
			for r := base; r < base+nd.size; r++ {
				if busy.Has(r) {
					return false
				}
			}
			return true
		}
		// where a copy from or to a coloured register would vanish
		if a.prefs != nil {
			for _, p := range a.prefs[n] {
				_, i := a.unitOf(p[0])
				m, j := a.unitOf(p[1])
				if c := color[m]; c >= 0 && fits(c+j-i) {
					color[n] = c + j - i
					break
				}
			}
		}
		// else where a copy from or to a physical register would
		if color[n] < 0 && a.physPrefs != nil {
			for _, p := range a.physPrefs[n] {
				_, i := a.unitOf(p[0])
				if c, ok := physIndex(nd.file, p[1]); ok && fits(c-i) {
					color[n] = c - i
					break
				}
			}
		}
		for base := nd.resid; color[n] < 0 && base+nd.size <= limit; base += nd.align {
			if fits(base) {
				color[n] = base
			}
		}
		if color[n] < 0 {
			failed = append(failed, n)
		}
		if above >= 0 && (color[n] < 0 || color[n]+nd.size > above) {
			return failed, true
		}
	}
	return failed, false
}

// needScratch reports how many VGPRs the kernel needs when they do not fit
// and VGPRs may not spill, with the reserved ones (which the colouring's
// limit left out) on top.
func (a *analysis) needScratch(limit, reserved int) error {
	color := make([]int, len(a.nodes))
	for k := range color {
		color[k] = -1
	}
	a.selectFile(mir.VGPR, 1<<14, color)
	need := 0
	for n, c := range color {
		if c >= 0 {
			need = max(need, c+a.nodes[n].size)
		}
	}
	// physical VGPRs the code names count too
	for _, b := range a.f.Blocks {
		for _, in := range b.Instrs {
			for _, v := range in.Ops {
				if v.IsVGPR() {
					need = max(need, int(v.Code)-gfx9.CodeVGPR0+int(max(v.Count, 1)))
				}
			}
		}
	}
	return &NeedScratchError{VGPRs: need + reserved, kernel: a.f.Name, limit: limit + reserved}
}

// rewrite replaces every virtual operand by its physical registers and
// deletes copies that became self-moves.
func (a *analysis) rewrite(color []int) int {
	removed := 0
	for _, b := range a.f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			virt := false
			for k, v := range in.Ops {
				if !v.IsVirtual() {
					continue
				}
				virt = true
				u := int(v.Code) - gfx9.CodeVirtual
				r, o := a.unitOf(u + physBase)
				idx := color[r] + o
				if a.nodes[r].file == mir.VGPR {
					idx += gfx9.CodeVGPR0
				}
				in.Ops[k].Code = uint32(idx)
			}
			if virt && isCopyInstr(&in) && in.Ops[0] == in.Ops[1] {
				removed++
				continue
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
	}
	a.f.VRegs.Clear()
	// later liveness analyses (the reports) keep linear VGPRs linear
	for n := range a.nodes {
		if nd := &a.nodes[n]; a.find(n) == n && nd.linear && color[n] >= 0 {
			for r := color[n]; r < color[n]+nd.size; r++ {
				a.f.LinearVGPRs[r/64] |= 1 << (r % 64)
			}
		}
	}
	return removed
}
