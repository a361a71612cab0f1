package regalloc

import (
	"cmp"
	"container/heap"
	"math/bits"
	"slices"

	"hlslc/backend/mir"
)

// Once the pre-spill has bounded a function's VGPR pressure, most of its
// VGPR values are short temporaries that live inside one block. In the
// interference graph each of them has an edge to every value live with
// it, so the graph grows as pressure × definitions (at 60,000 terms of one
// float sum, ~30 M edges: most of the allocator's time and memory), while
// within one block their live ranges are intervals, which a linear scan in
// order of their starts packs into as many registers as are live at once,
// at a cost per value that does not depend on the pressure (ACO assigns
// every value this way after spilling, in SSA form).
//
// So in a function the pre-spill bounded, a VGPR node is local when every
// reference to it lies in one block, it is live into or out of no block,
// and nothing ties it to another register (no copy to or from it, whose
// sides coalescing or the colouring's preferences would join; not linear,
// not a reserved lane VGPR). Locals get no edges among themselves (a
// local's edges to the other nodes and its physical registers stay as they
// are); the colouring places the other nodes (it sees a local as an
// uncoloured neighbour), and then scanLocals gives each local, block by
// block in order of its first reference, the lowest register that no local
// live with it, no coloured neighbour and no physical register it must
// avoid occupies. Where that finds no room (tuples fragmenting the file,
// or the placed nodes in the way), the round is redone with the whole
// graph (Allocate), so the scan changes only how fast a bounded function
// is allocated and which registers its temporaries take, never whether it
// is allocated.

// localSpan is the stretch of a local node's block in which it holds its
// register: from its first reference to its last, in points (2k for the
// reads of instruction k, 2k+1 for its writes). Two locals of a block whose
// spans meet may not share a register. A write where an instruction also
// reads a tuple, or writes one (which the hardware may still be reading
// while it writes: buildInterference's rule), starts at the reads' point.
type localSpan struct {
	block    int32
	from, to int32
}

// findLocals sets a.local and a.localSpans: the local VGPR nodes of the
// function and their spans.
func (a *analysis) findLocals() {
	const unseen, global = -1, -2
	n := len(a.nodes)
	a.localSpans = make([]localSpan, n)
	for x := range a.localSpans {
		a.localSpans[x].block = unseen
		if nd := &a.nodes[x]; nd.file != mir.VGPR || nd.linear || nd.reserved {
			a.localSpans[x].block = global
		}
	}
	for _, c := range a.copies {
		a.localSpans[a.nodeOf(c[0])].block = global
		a.localSpans[a.nodeOf(c[1])].block = global
	}
	for _, c := range a.physCopies {
		a.localSpans[a.nodeOf(c[0])].block = global
	}
	for _, set := range [][]mir.Units{a.liveIn, a.liveOut} {
		for _, units := range set {
			for _, u := range units {
				if u >= physBase {
					a.localSpans[a.nodeOf(int(u))].block = global
				}
			}
		}
	}
	for bi, irs := range a.refs {
		for k, ir := range irs {
			writeAt := int32(2*k + 1)
			if !ir.copy && readsWhileWritingTuple(ir.refs) {
				writeAt = int32(2 * k)
			}
			for _, r := range ir.refs {
				if !r.Virtual {
					continue
				}
				sp := &a.localSpans[a.nodeOf(r.Unit)]
				if sp.block == global {
					continue
				}
				from, to := int32(2*k), int32(2*k)
				if r.Def {
					to = writeAt
					if !r.Use {
						from = writeAt
					}
				}
				switch sp.block {
				case unseen:
					*sp = localSpan{block: int32(bi), from: from, to: to}
				case int32(bi):
					sp.from, sp.to = min(sp.from, from), max(sp.to, to)
				default:
					sp.block = global
				}
			}
		}
	}
	a.local = make([]bool, n)
	for x, sp := range a.localSpans {
		a.local[x] = sp.block >= 0
	}
}

// readsWhileWritingTuple reports whether an instruction writes a register
// while it reads another, one of the two a tuple (buildInterference keeps
// such a write off the registers of the instruction's other operands).
func readsWhileWritingTuple(refs []mir.Ref) bool {
	for _, d := range refs {
		if !d.Def {
			continue
		}
		for _, s := range refs {
			if s.Use && s.Op != d.Op && (d.N > 1 || s.N > 1) {
				return true
			}
		}
	}
	return false
}

// liveUnits is a set of live units that lists those of one register file.
type liveUnits interface {
	EachIn(f mir.RegFile, fn func(u int))
}

// otherVGPRs is the VGPR units live at a point of a backward walk over a
// block that are not units of local nodes (physical VGPRs and the other
// nodes' units): a local's definition interferes only with those (its
// neighbours in the graph, and registers it must avoid), so that its cost
// is theirs, not the pressure's.
type otherVGPRs struct {
	a   *analysis
	set *mir.SparseSet
}

func (a *analysis) newOtherVGPRs() *otherVGPRs {
	return &otherVGPRs{a: a, set: mir.NewSparseSet(a.nUnits)}
}

// tracks reports whether unit u belongs in the set when live.
func (s *otherVGPRs) tracks(u int) bool {
	if u < physBase {
		return u >= vgprBase
	}
	n := s.a.nodeOf(u)
	return s.a.nodes[n].file == mir.VGPR && !s.a.isLocal(n)
}

func (s *otherVGPRs) add(u int) {
	if s.tracks(u) {
		s.set.Add(u)
	}
}

// start empties the set and fills it with a block's live-out units.
func (s *otherVGPRs) start(liveOut mir.Units) {
	s.set.Reset()
	for _, u := range liveOut {
		s.add(int(u))
	}
}

// step moves the set backwards over an instruction with the given refs
// (as mir.Step).
func (s *otherVGPRs) step(refs []mir.Ref) {
	for _, r := range refs {
		if r.Def {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				s.set.Remove(u)
			}
		}
	}
	for _, r := range refs {
		if r.Use {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				s.add(u)
			}
		}
	}
}

// EachIn calls fn for every member of file f (the set holds VGPR units
// only).
func (s *otherVGPRs) EachIn(f mir.RegFile, fn func(u int)) {
	if f != mir.VGPR {
		return
	}
	for _, u := range s.set.Members() {
		fn(int(u))
	}
}

// isLocal reports whether node n is local (findLocals) in this round.
func (a *analysis) isLocal(n int) bool { return a.local != nil && a.local[n] }

// spanHeap is the locals the scan has placed that are still live, by the
// end of their spans.
type spanHeap struct {
	nodes []int
	spans []localSpan
}

func (h *spanHeap) Len() int           { return len(h.nodes) }
func (h *spanHeap) Less(i, j int) bool { return h.spans[h.nodes[i]].to < h.spans[h.nodes[j]].to }
func (h *spanHeap) Swap(i, j int)      { h.nodes[i], h.nodes[j] = h.nodes[j], h.nodes[i] }
func (h *spanHeap) Push(x any)         { h.nodes = append(h.nodes, x.(int)) }
func (h *spanHeap) Pop() any {
	n := h.nodes[len(h.nodes)-1]
	h.nodes = h.nodes[:len(h.nodes)-1]
	return n
}

// scanLocals gives every local node a register below limit (color), block
// by block in order of the spans' starts: the lowest base of its alignment
// at which its units meet no register of a local whose span meets its own,
// no physical register it must avoid (forbid) and no unit of a coloured
// neighbour live with one of its own. It reports false when some local
// finds no room (its colour is then -1).
func (a *analysis) scanLocals(color []int, limit int) bool {
	var order []int
	for n, loc := range a.local {
		if loc {
			order = append(order, n)
		}
	}
	slices.SortFunc(order, func(x, y int) int {
		sx, sy := a.localSpans[x], a.localSpans[y]
		return cmp.Or(cmp.Compare(sx.block, sy.block), cmp.Compare(sx.from, sy.from), cmp.Compare(x, y))
	})
	occupied := mir.NewBits(limit + 16) // registers of the live placed locals
	taken := mir.NewBits(limit + 16)    // bases the node at hand may not take
	live := &spanHeap{spans: a.localSpans}
	block := int32(-1)
	for _, n := range order {
		sp, nd := a.localSpans[n], &a.nodes[n]
		if sp.block != block {
			block = sp.block
			live.nodes = live.nodes[:0]
			clear(occupied)
		}
		for live.Len() > 0 && a.localSpans[live.nodes[0]].to < sp.from {
			m := heap.Pop(live).(int)
			for r := color[m]; r < color[m]+a.nodes[m].size; r++ {
				occupied.Clear(r)
			}
		}
		clear(taken)
		for _, m32 := range a.g.neighbours(n) {
			m := int(m32)
			c := color[m]
			if c < 0 {
				continue
			}
			for offs := a.g.edgeOffsets(n, m); offs != 0; offs &= offs - 1 {
				if b := c - (bits.TrailingZeros64(offs) - offsetBias); b >= 0 && b < len(taken)*64 {
					taken.Set(b)
				}
			}
		}
		color[n] = -1
		for base := nd.resid; base+nd.size <= limit; base += nd.align {
			if taken.Has(base) || !a.unitsFree(nd, base, occupied) {
				continue
			}
			color[n] = base
			break
		}
		if color[n] < 0 {
			return false
		}
		for r := color[n]; r < color[n]+nd.size; r++ {
			occupied.Set(r)
		}
		heap.Push(live, n)
	}
	return true
}

// unitsFree reports whether registers base .. base+size-1 are neither
// occupied nor forbidden to node nd.
func (a *analysis) unitsFree(nd *node, base int, occupied mir.Bits) bool {
	for r := base; r < base+nd.size; r++ {
		if occupied.Has(r) || nd.forbid[r/64]&(1<<(r%64)) != 0 {
			return false
		}
	}
	return true
}
