package regalloc

import "math/bits"

// graph is the interference graph of the analysis's nodes. Each node's
// edges are kept in a slot: a list of neighbouring slots and a membership
// test — a bit matrix, or, for functions with more nodes than
// maxMatrixNodes (where the matrix would take too much memory), a set per
// slot. Building the graph adds an edge once per pair of values live
// together, so these two operations are the allocator's inner loop.
//
// Coalescing merges a node into another; the merged node keeps whichever of
// the two slots has the longer list and only the shorter list's edges move
// (each moved edge also renames one entry in the neighbour's slot). A node's
// edges therefore move O(log n) times however long a chain of copies is,
// where moving the merged-away node's edges every time was quadratic in the
// chain's length.
//
// Interference is kept per register unit: an edge between two nodes also
// says at which placements of one against the other a unit of the first
// would share a register with a unit of the second that is live with it
// (offsets: base(y) − base(x) values, offsetBias added, as bits). Two nodes
// of one unit each interfere only at equal bases, which is implied and not
// stored; an edge that involves a wider node always has its offsets. So a
// value that overlaps only one unit of a tuple keeps off that unit, not the
// whole tuple (as LLVM's allocator does with sub-register liveness), and a
// value copied into one unit of a tuple can take that unit's register when
// the tuple is live elsewhere. Merging y into x moves y's offsets to x
// (one entry per neighbour of y; only tuples have them).
type graph struct {
	n       int
	bits    []uint64             // n*n bits, when n <= maxMatrixNodes
	sets    []map[int32]struct{} // otherwise
	lists   [][]int32            // per slot: neighbouring slots (and stale entries; see remove)
	slot    []int32              // node -> the slot holding its edges
	owner   []int32              // slot -> its node
	wide    []bool               // node -> it spans more than one unit
	hasOffs []bool               // node -> it has entries in offs
	offs    map[uint64]uint64    // edge (x < y) involving a wide node -> offsets at which they collide
}

// offsetBias shifts the base differences −31..31 into the bits of a uint64
// (tuples have at most 16 units, so differences stay within ±15).
const offsetBias = 32

func edgeKey(x, y int) uint64 { return uint64(x)<<32 | uint64(y) }

// mirror turns offsets of base(y) − base(x) into those of base(x) − base(y).
func mirror(m uint64) uint64 {
	var r uint64
	for m != 0 {
		k := bits.TrailingZeros64(m)
		m &= m - 1
		r |= 1 << (2*offsetBias - k)
	}
	return r
}

// collide records that node y may not sit at base(x) + d.
func (g *graph) collide(x, y, d int) {
	if x > y {
		x, y, d = y, x, -d
	}
	g.offs[edgeKey(x, y)] |= 1 << (d + offsetBias)
	g.hasOffs[x], g.hasOffs[y] = true, true
}

// offsets returns the values of base(y) − base(x) at which nodes x and y
// collide (as bits, offsetBias added); 0 when they do not interfere.
func (g *graph) offsets(x, y int) uint64 {
	if !g.has(x, y) {
		return 0
	}
	if !g.wide[x] && !g.wide[y] {
		return 1 << offsetBias
	}
	if x < y {
		return g.offs[edgeKey(x, y)]
	}
	return mirror(g.offs[edgeKey(y, x)])
}

// maxMatrixNodes bounds the bit matrix at 32 MiB.
const maxMatrixNodes = 16384

func newGraph(n int, wide []bool) *graph {
	g := &graph{n: n, lists: make([][]int32, n), slot: make([]int32, n), owner: make([]int32, n), wide: wide,
		hasOffs: make([]bool, n), offs: map[uint64]uint64{}}
	for k := range g.slot {
		g.slot[k], g.owner[k] = int32(k), int32(k)
	}
	if n <= maxMatrixNodes {
		g.bits = make([]uint64, (n*n+63)/64)
	} else {
		g.sets = make([]map[int32]struct{}, n)
	}
	return g
}

// has reports whether nodes x and y interfere.
func (g *graph) has(x, y int) bool { return g.hasSlots(g.slot[x], g.slot[y]) }

func (g *graph) hasSlots(s, t int32) bool {
	if g.bits != nil {
		i := int(s)*g.n + int(t)
		return g.bits[i/64]&(1<<(i%64)) != 0
	}
	_, ok := g.sets[s][t]
	return ok
}

func (g *graph) set(s, t int32, on bool) {
	if g.bits != nil {
		i := int(s)*g.n + int(t)
		if on {
			g.bits[i/64] |= 1 << (i % 64)
		} else {
			g.bits[i/64] &^= 1 << (i % 64)
		}
		return
	}
	if !on {
		delete(g.sets[s], t)
		return
	}
	if g.sets[s] == nil {
		g.sets[s] = map[int32]struct{}{}
	}
	g.sets[s][t] = struct{}{}
}

// add records that nodes x and y interfere.
func (g *graph) add(x, y int) { g.addSlots(g.slot[x], g.slot[y]) }

func (g *graph) addSlots(s, t int32) {
	if g.hasSlots(s, t) {
		return
	}
	g.set(s, t, true)
	g.set(t, s, true)
	g.lists[s] = append(g.lists[s], t)
	g.lists[t] = append(g.lists[t], s)
}

// removeSlots forgets the edge between slots s and t. The lists keep the
// entry, which every iteration skips (each checks hasSlots).
func (g *graph) removeSlots(s, t int32) {
	g.set(s, t, false)
	g.set(t, s, false)
}

// each calls fn for every neighbour of node x, in no particular order.
func (g *graph) each(x int, fn func(m int)) {
	s := g.slot[x]
	for _, t := range g.lists[s] {
		if g.hasSlots(s, t) {
			fn(int(g.owner[t]))
		}
	}
}

// merge gives node x the edges of both x and y (coalescing y into x, of
// the same size, unit for unit); y must not be used as a node of the graph
// afterwards.
func (g *graph) merge(x, y int) {
	if g.hasOffs[y] {
		// y's collisions with tuples (or, a tuple itself, with anything)
		// become x's
		g.each(y, func(t int) {
			if t == x || !g.wide[y] && !g.wide[t] {
				return
			}
			m := g.offsets(y, t)
			delete(g.offs, edgeKey(min(y, t), max(y, t)))
			if x < t {
				g.offs[edgeKey(x, t)] |= m
			} else {
				g.offs[edgeKey(t, x)] |= mirror(m)
			}
		})
		delete(g.offs, edgeKey(min(x, y), max(x, y)))
		g.hasOffs[x] = true
	}
	keep, drop := g.slot[x], g.slot[y]
	if len(g.lists[drop]) > len(g.lists[keep]) {
		keep, drop = drop, keep
	}
	for _, t := range g.lists[drop] {
		if g.hasSlots(drop, t) {
			g.removeSlots(drop, t)
			if t != keep {
				g.addSlots(keep, t)
			}
		}
	}
	g.lists[drop] = nil
	g.slot[x], g.owner[keep] = keep, int32(x)
	g.slot[y] = -1
}
