package regalloc

import (
	"errors"
	"fmt"
	"maps"
	"math/bits"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// SGPRSpills is the state of SGPR spilling that SpillByDemand leaves for
// Allocate (Options.SGPRSpills): the lanes handed out, the VGPRs holding
// them and the spill reloads, which are never spilled again.
type SGPRSpills struct {
	sp *spiller
	// lanes are the VGPRs holding the lanes (first units)
	lanes []int
	// Values is the number of values spilled (to lanes or recomputed).
	Values int
}

// SpillByDemand is spillByDemand as a pass of its own, run on f before the
// passes that compute its liveness, with the limit Allocate will have
// (Options.MaxSGPRs; 0: the hardware's). It acts only when the SGPR values
// live at once are far more than the registers: when the blocks' live-in
// sets would hold more SGPR units than the limit times the blocks (more
// than the whole file on average), which it learns from a liveness
// analysis bounded to that much work (mir.ComputeLivenessWithin). Below
// that the allocator's colouring, on exact liveness, chooses the spills
// and its cost stays proportional to the code; above it that cost is the
// square of the excess (a nest of d divergent ifs: d saved exec masks live
// across the nest inside them). When it does not act it returns the
// liveness it computed, still right for f, and no spills. The registers in
// keep (Options.Scratch's resource and offset, which the VGPR spiller reads
// wherever it spills) are never spilled.
func SpillByDemand(f *mir.Func, maxSGPRs int, keep ...gfx9.Value) (*SGPRSpills, *mir.Liveness, error) {
	if maxSGPRs == 0 {
		maxSGPRs = MaxSGPRs
	}
	if maxSGPRs < 1 || maxSGPRs > MaxSGPRs {
		return nil, nil, fmt.Errorf("%s: MaxSGPRs %d is outside 1..%d", f.Name, maxSGPRs, MaxSGPRs)
	}
	lv, err := mir.ComputeLivenessWithin(f, maxSGPRs*max(len(f.Blocks), 1))
	if !errors.Is(err, mir.ErrOverBudget) {
		return nil, lv, err
	}
	sp := newSpiller(f)
	sp.keep(keep...)
	n, err := sp.spillByDemand(maxSGPRs)
	if err != nil || n == 0 {
		return nil, nil, err
	}
	return &SGPRSpills{sp: sp, lanes: slices.Clone(sp.vgprs), Values: n}, nil, nil
}

// LaneVGPRs returns the virtual VGPRs (first units) holding the lanes of
// the spills: Allocate reserves a VGPR for each in the whole function.
func (s *SGPRSpills) LaneVGPRs() []int {
	if s == nil {
		return nil
	}
	return s.lanes
}

// resume returns a spiller that carries on from the state s left (a copy:
// an allocation that fails leaves s as it was for the next).
func (s *SGPRSpills) resume(f *mir.Func) *spiller {
	sp := newSpiller(f)
	if s != nil {
		sp.noSpill, sp.lanes = maps.Clone(s.sp.noSpill), maps.Clone(s.sp.lanes)
		sp.used, sp.vgprs = s.sp.used, slices.Clone(s.sp.vgprs)
	}
	return sp
}

// spillByDemand spills SGPR values so that few enough of them are live at
// once for the allocation rounds to place, as ACO spills by register
// demand before it assigns registers: a nest of d divergent ifs keeps d
// saved exec masks live together, each across the whole nest inside it,
// and the first round's liveness sets and interference graph grow with
// the square of d (a 1 MB source of nested ifs: thousands of masks, a
// first round of over a minute and 3.5 GB) only for the colouring to fail
// on almost all of them.
//
// The demand is measured on live intervals over the layout order, which
// bound the live ranges from above at the cost of one walk over the
// operands: a virtual SGPR register lives from its first reference to its
// last, and an interval that reaches into a loop (the layout span from a
// back edge's target to its source; overlapping spans merged) covers it
// whole, since the value may travel around the back edge. (For the masks
// of a nest the bound is exact: the code between a mask's save and its
// restore is the nest inside, which the wave runs whole.) Sweeping the
// intervals by their start, whenever the SGPR units of the open intervals
// exceed the limit less the physical SGPRs the code names, the spillable
// one with the fewest references per position it spans is spilled until
// they fit (interval.cheaper: the spill code is one instruction per
// reference, and what it frees is the span): a mask read only where its
// if ends goes before a value read all along, and of two masks the one
// read later, which is Belady's choice (spill the value read furthest
// away) for the masks of a nest. The spilled values go to VGPR lanes (or
// are recomputed) exactly as the colouring's failures do (spiller.spill);
// the rounds that follow see exact liveness and spill more if the bound
// was not enough.
//
// It returns the number of values spilled.
func (sp *spiller) spillByDemand(limit int) (int, error) {
	f := sp.f
	maxUnit := 0
	for s, v := range f.VRegs.All() {
		maxUnit = max(maxUnit, s+v.Size)
	}
	if maxUnit == 0 {
		return 0, nil
	}
	// the register (first unit) holding each virtual unit
	regOf := make([]int32, maxUnit)
	for u := range regOf {
		regOf[u] = -1
	}
	for s, v := range f.VRegs.All() {
		for u := s; u < s+v.Size; u++ {
			regOf[u] = int32(s)
		}
	}
	// layout positions: block bi holds start[bi] .. start[bi+1]-1
	start := make([]int32, len(f.Blocks)+1)
	for bi, b := range f.Blocks {
		start[bi+1] = start[bi] + int32(len(b.Instrs))
	}
	loops := loopSpans(f, start)
	first, last, refs := make([]int32, maxUnit), make([]int32, maxUnit), make([]int32, maxUnit)
	for u := range first {
		first[u] = -1
	}
	fixed := make([]bool, maxUnit) // registers never to spill here
	var phys [4]uint64             // physical SGPRs the code names
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			p := start[bi] + int32(k)
			for oi, op := range in.Form.Operands {
				if oi >= len(in.Ops) || !op.Def && !op.Use {
					continue
				}
				v := in.Ops[oi]
				if v.Kind != gfx9.ValReg {
					continue
				}
				c, n := int(v.Code), int(max(v.Count, 1))
				if !v.IsVirtual() {
					for r := c; r < c+n && r < MaxSGPRs; r++ {
						phys[r/64] |= 1 << (r % 64)
					}
					continue
				}
				u := c - gfx9.CodeVirtual
				if u < 0 || u >= maxUnit || regOf[u] < 0 {
					continue // analyse reports it
				}
				s := regOf[u]
				refs[s]++
				if first[s] < 0 {
					first[s] = p
				}
				last[s] = p
				if op.Def && in.Form.Enc == gfx9.EncSOPP {
					fixed[s] = true // spill code cannot follow a block's end
				}
			}
		}
	}
	physUnits := 0
	for _, w := range phys {
		physUnits += bits.OnesCount64(w)
	}
	target := limit - physUnits
	var ivs []interval
	for s, v := range f.VRegs.All() {
		if v.File != mir.SGPR || first[s] < 0 {
			continue
		}
		lo, hi := first[s], last[s]
		if r, ok := loops.find(lo); ok {
			lo = min(lo, r[0])
		}
		if r, ok := loops.find(hi); ok {
			hi = max(hi, r[1])
		}
		ivs = append(ivs, interval{lo, hi, int32(s), int32(v.Size), refs[s]})
	}
	slices.SortFunc(ivs, func(x, y interval) int {
		if x.lo != y.lo {
			return int(x.lo - y.lo)
		}
		return int(x.reg - y.reg)
	})
	spillable := func(iv interval) bool { return !fixed[iv.reg] && !sp.noSpill[int(iv.reg)] }
	victims := sweepDemand(ivs, target, spillable)
	if len(victims) == 0 {
		return 0, nil
	}
	a, err := newAnalysis(f, sp.noSpill)
	if err != nil {
		return 0, err
	}
	if err := a.scanAll(mir.InstrRefs(f)); err != nil {
		return 0, err
	}
	nodes := make([]int, len(victims))
	for k, s := range victims {
		nodes[k] = a.unitNode[s]
	}
	slices.Sort(nodes)
	return len(nodes), sp.spill(a, nodes)
}

// interval is a virtual register's live range bound: layout positions lo
// to hi, both included.
type interval struct {
	lo, hi int32
	reg    int32 // first unit
	size   int32
	refs   int32 // operands naming it
}

// cheaper reports whether spilling interval x costs less than spilling y
// for the registers it frees: fewer references per position it spans
// (each costs a v_writelane or v_readlane), then the later end. A value
// read only at its end (the saved exec mask of an if) is spilled before
// one read all along, and of two such values the one read later.
func (x *interval) cheaper(y *interval) bool {
	dx := int64(x.refs) * int64(y.hi-y.lo+1)
	dy := int64(y.refs) * int64(x.hi-x.lo+1)
	if dx != dy {
		return dx < dy
	}
	return x.hi > y.hi
}

// sweepDemand sweeps the intervals (sorted by start) and returns the
// registers (first units) of the intervals it spills to keep the open
// units within it: each time they exceed it, the spillable open interval
// cheapest to spill (interval.cheaper; ties: the later in order).
func sweepDemand(ivs []interval, target int, spillable func(interval) bool) []int32 {
	// open intervals: ends (a min-heap, to close them) and, of the
	// spillable ones, the cheapest to spill first (to spill them); both
	// drop closed or spilled entries lazily
	const (
		open = iota + 1
		closed
		spilled
	)
	state := make([]uint8, len(ivs))
	ends := &intHeap{less: func(x, y int32) bool {
		return ivs[x].hi < ivs[y].hi || ivs[x].hi == ivs[y].hi && x < y
	}}
	cheapest := &intHeap{less: func(x, y int32) bool {
		return ivs[x].cheaper(&ivs[y]) || !ivs[y].cheaper(&ivs[x]) && x > y
	}}
	units := 0
	var victims []int32
	for i := range ivs {
		iv := &ivs[i]
		for ends.len() > 0 {
			j := ends.top()
			if state[j] == spilled {
				ends.pop()
				continue
			}
			if ivs[j].hi >= iv.lo {
				break
			}
			ends.pop()
			state[j] = closed
			units -= int(ivs[j].size)
		}
		state[i] = open
		units += int(iv.size)
		ends.push(int32(i))
		if spillable(*iv) {
			cheapest.push(int32(i))
		}
		for units > target && cheapest.len() > 0 {
			j := cheapest.pop()
			if state[j] != open {
				continue
			}
			state[j] = spilled
			units -= int(ivs[j].size)
			victims = append(victims, ivs[j].reg)
		}
	}
	return victims
}

// spans are disjoint layout intervals [lo, hi], increasing.
type spans [][2]int32

// loopSpans returns the layout spans of f's loops: from each back edge's
// target (a successor at or before its block in layout order) to the end
// of its source, overlapping spans merged.
func loopSpans(f *mir.Func, start []int32) spans {
	var raw spans
	for b, blk := range f.Blocks {
		for _, s := range blk.Succs {
			if s <= b {
				raw = append(raw, [2]int32{start[s], start[b+1] - 1})
			}
		}
	}
	slices.SortFunc(raw, func(x, y [2]int32) int { return int(x[0] - y[0]) })
	var out spans
	for _, r := range raw {
		if n := len(out); n > 0 && r[0] <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], r[1])
			continue
		}
		out = append(out, r)
	}
	return out
}

// find returns the span holding position p.
func (s spans) find(p int32) ([2]int32, bool) {
	i, _ := slices.BinarySearchFunc(s, p, func(r [2]int32, p int32) int {
		switch {
		case r[1] < p:
			return -1
		case r[0] > p:
			return 1
		}
		return 0
	})
	if i < len(s) && s[i][0] <= p && p <= s[i][1] {
		return s[i], true
	}
	return [2]int32{}, false
}

// intHeap is a binary heap of indices ordered by less.
type intHeap struct {
	xs   []int32
	less func(x, y int32) bool
}

func (h *intHeap) len() int     { return len(h.xs) }
func (h *intHeap) top() int32   { return h.xs[0] }
func (h *intHeap) push(x int32) { h.xs = append(h.xs, x); h.up(len(h.xs) - 1) }

func (h *intHeap) pop() int32 {
	x := h.xs[0]
	n := len(h.xs) - 1
	h.xs[0] = h.xs[n]
	h.xs = h.xs[:n]
	if n > 0 {
		h.down(0)
	}
	return x
}

func (h *intHeap) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !h.less(h.xs[i], h.xs[p]) {
			return
		}
		h.xs[i], h.xs[p] = h.xs[p], h.xs[i]
		i = p
	}
}

func (h *intHeap) down(i int) {
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h.xs) && h.less(h.xs[l], h.xs[m]) {
			m = l
		}
		if r < len(h.xs) && h.less(h.xs[r], h.xs[m]) {
			m = r
		}
		if m == i {
			return
		}
		h.xs[i], h.xs[m] = h.xs[m], h.xs[i]
		i = m
	}
}

// placeReserved gives the reserved lane VGPRs (node.reserved) the
// registers right above every other VGPR: the colouring's, and the
// physical ones the code names. The lanes of a nest's spilled masks are
// live across most of it, each next to every value there, and written
// where lanes that left an if wait with values (mir.LinearWrites): as
// nodes of the interference graph they cost edges by the square of the
// nest (a 1 MB nest: 230 lane VGPRs, half of the allocation's time).
// Registers no other value takes need no edges; the price is that the
// lanes share no register with a value live only outside them, which is
// LLVM's choice for its SGPR spill VGPRs too (reserved for the whole
// function). The colouring's limit left room for them (Allocate).
func (a *analysis) placeReserved(color []int) {
	top := 0
	for n := range a.nodes {
		nd := &a.nodes[n]
		if a.find(n) == n && nd.file == mir.VGPR && !nd.reserved && color[n] >= 0 {
			top = max(top, color[n]+nd.size)
		}
	}
	for _, b := range a.f.Blocks {
		for k := range b.Instrs {
			for _, v := range b.Instrs[k].Ops {
				if v.IsVGPR() {
					top = max(top, int(v.Code)-gfx9.CodeVGPR0+int(max(v.Count, 1)))
				}
			}
		}
	}
	for n := range a.nodes {
		if nd := &a.nodes[n]; nd.reserved {
			color[n] = top
			top += nd.size
		}
	}
}
