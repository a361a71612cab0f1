package regalloc

import (
	"math/bits"

	"hlslc/backend/mir"
)

// graph is the interference graph of the analysis's nodes. Nodes of
// different register files never interfere, so each file has its own edge
// set over slots numbered within the file: a bit matrix when the file has
// at most maxMatrixNodes nodes, otherwise per slot a hash set of its
// neighbouring slots (where the matrix would take too much memory).
// Building the graph tests an edge once per pair of units live together,
// so that test is the allocator's inner loop; a nest of d divergent ifs
// keeps d saved exec masks live at once, d²/2 edges among them, which the
// matrix holds in d²/8 bytes.
//
// Coalescing merges a node into another; the merged node keeps one of the
// two slots (the one with more neighbours, so that a node's edges move
// O(log n) times however long a chain of copies is) and the other slot's
// edges move to it. Which slot a node has decides only the order in which
// its neighbours list it, and nothing that reads the graph depends on that
// order (the colouring's heap breaks ties by node, its sets of taken
// registers and the spill choice's total order do not see it).
//
// Interference is kept per register unit: an edge between two nodes also
// says at which placements of one against the other a unit of the first
// would share a register with a unit of the second that is live with it
// (offsets: base(y) − base(x) values, offsetBias added, as bits). So a
// value that overlaps only one unit of a tuple keeps off that unit, not
// the whole tuple (as LLVM's allocator does with sub-register liveness),
// and a value copied into one unit of a tuple can take that unit's
// register when the tuple is live elsewhere. Almost every edge collides at
// every offset (two values live together in all their units, as a saved
// exec mask with the next one), so the offsets are stored only for the
// edges that collide at fewer (partial); an edge without an entry collides
// at all offsets its two sizes allow (full). Two nodes of one unit each
// collide only at offset 0, which is the full set of their sizes.
type graph struct {
	size       []int         // node -> its units
	wide       []bool        // node -> it spans more than one unit
	file       []mir.RegFile // node -> its register file
	slot       []int32       // node -> the slot holding its edges in its file's set (-1 once merged away)
	sets       [2]*edgeSet
	partial    map[uint64]uint64 // edge (x < y) -> its offsets, when not full
	hasPartial []bool            // node -> it may have entries in partial
	// frozen, when set, lists every node's neighbours for the colouring,
	// which visits every edge several times (three orders, and the
	// smallest-last ordering twice) and changes none: a hash table holds
	// a neighbour in every two to four slots. A change drops it.
	frozen *adjacency
}

// adjacency is the neighbours of every node: those of x are
// nbrs[start[x]:start[x+1]], in the order each visits them.
type adjacency struct {
	start []int32
	nbrs  []int32
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

// fullOffsets is every offset base(y) − base(x) at which a unit of a node
// of sx units meets a unit of one of sy units: −(sy−1) .. sx−1.
func fullOffsets(sx, sy int) uint64 {
	return (1<<(sx+sy-1) - 1) << (offsetBias - sy + 1)
}

// maxMatrixNodes bounds each file's bit matrix at 32 MiB.
const maxMatrixNodes = 16384

// newGraph returns the graph without edges of nodes of the given files and
// sizes in units.
func newGraph(files []mir.RegFile, sizes []int) *graph {
	n := len(files)
	g := &graph{size: sizes, wide: make([]bool, n), file: files, slot: make([]int32, n), partial: map[uint64]uint64{},
		hasPartial: make([]bool, n)}
	var owners [2][]int32
	for x, f := range files {
		g.wide[x] = sizes[x] > 1
		g.slot[x] = int32(len(owners[f]))
		owners[f] = append(owners[f], int32(x))
	}
	for f := range g.sets {
		g.sets[f] = newEdgeSet(owners[f], len(owners[f]) <= maxMatrixNodes)
	}
	return g
}

// full returns the offsets of a full edge between nodes x and y.
func (g *graph) full(x, y int) uint64 { return fullOffsets(g.size[x], g.size[y]) }

// has reports whether nodes x and y interfere.
func (g *graph) has(x, y int) bool {
	return g.file[x] == g.file[y] && g.sets[g.file[x]].has(g.slot[x], g.slot[y])
}

// interfere records that nodes x and y (of one file) collide at offset d
// (a unit of x at base(x)+i meets a unit of y at base(y)+j, d = i − j).
func (g *graph) interfere(x, y, d int) { g.interfereAt(x, y, 1<<(d+offsetBias)) }

// interfereAt records that nodes x and y (of one file) collide at the
// offsets offs (base(y) − base(x), offsetBias added, as bits; not 0).
func (g *graph) interfereAt(x, y int, offs uint64) {
	g.frozen = nil
	if !g.sets[g.file[x]].add(g.slot[x], g.slot[y]) {
		if !g.wide[x] && !g.wide[y] {
			return
		}
		k, m := g.partialOf(x, y)
		if k == 0 {
			return // full already
		}
		g.setOffsets(x, y, m|offs)
		return
	}
	if g.wide[x] || g.wide[y] {
		g.setOffsets(x, y, offs)
	}
}

// partialOf returns the key of the entry of edge x–y in partial and its
// offsets (base(y) − base(x)), or key 0 when the edge is full.
func (g *graph) partialOf(x, y int) (uint64, uint64) {
	if !g.hasPartial[x] || !g.hasPartial[y] {
		return 0, 0 // the common case, without a map lookup
	}
	k := edgeKey(min(x, y), max(x, y))
	m, ok := g.partial[k]
	if !ok {
		return 0, 0
	}
	if x > y {
		m = mirror(m)
	}
	return k, m
}

// setOffsets records the offsets m (base(y) − base(x)) of edge x–y.
func (g *graph) setOffsets(x, y int, m uint64) {
	k := edgeKey(min(x, y), max(x, y))
	if m == g.full(x, y) {
		delete(g.partial, k)
		return
	}
	if x > y {
		m = mirror(m)
	}
	g.partial[k] = m
	g.hasPartial[x], g.hasPartial[y] = true, true
}

// offsets returns the values of base(y) − base(x) at which nodes x and y
// collide (as bits, offsetBias added); 0 when they do not interfere.
func (g *graph) offsets(x, y int) uint64 {
	if !g.has(x, y) {
		return 0
	}
	return g.edgeOffsets(x, y)
}

// edgeOffsets is offsets of neighbours x and y.
func (g *graph) edgeOffsets(x, y int) uint64 {
	if !g.wide[x] && !g.wide[y] {
		return 1 << offsetBias
	}
	if k, m := g.partialOf(x, y); k != 0 {
		return m
	}
	return g.full(x, y)
}

// reserve makes room for the n neighbours node x is about to get, while
// it has none.
func (g *graph) reserve(x, n int) { g.sets[g.file[x]].reserve(g.slot[x], n) }

// freeze lists every node's neighbours (frozen) until the graph changes.
func (g *graph) freeze() {
	if g.frozen != nil {
		return
	}
	edges := 0
	for _, es := range g.sets {
		edges += es.count
	}
	adj := &adjacency{start: make([]int32, len(g.slot)+1), nbrs: make([]int32, 0, 2*edges)}
	for x, s := range g.slot {
		adj.start[x] = int32(len(adj.nbrs))
		if s >= 0 {
			es := g.sets[g.file[x]]
			es.each(s, func(t int32) { adj.nbrs = append(adj.nbrs, es.owner[t]) })
		}
	}
	adj.start[len(g.slot)] = int32(len(adj.nbrs))
	g.frozen = adj
}

// neighbours returns the neighbours of node x, in each's order; the graph
// must be frozen.
func (g *graph) neighbours(x int) []int32 {
	return g.frozen.nbrs[g.frozen.start[x]:g.frozen.start[x+1]]
}

// each calls fn for every neighbour of node x, in no particular order.
func (g *graph) each(x int, fn func(m int)) {
	if g.frozen != nil {
		for _, m := range g.neighbours(x) {
			fn(int(m))
		}
		return
	}
	es := g.sets[g.file[x]]
	es.each(g.slot[x], func(t int32) { fn(int(es.owner[t])) })
}

// merge gives node x the edges of both x and y (coalescing y into x, of
// the same file and size, unit for unit); y must not be used as a node of
// the graph afterwards.
func (g *graph) merge(x, y int) {
	g.frozen = nil
	if g.hasPartial[x] || g.hasPartial[y] {
		// an offset at which y collides with t, x now does
		g.each(y, func(t int) {
			if t == x || !g.wide[y] && !g.wide[t] {
				return
			}
			m := g.edgeOffsets(y, t)
			if k, _ := g.partialOf(y, t); k != 0 {
				delete(g.partial, k)
			}
			g.setOffsets(x, t, g.offsets(x, t)|m)
		})
		if k, _ := g.partialOf(x, y); k != 0 {
			delete(g.partial, k)
		}
	}
	es := g.sets[g.file[x]]
	keep := es.merge(g.slot[x], g.slot[y])
	g.slot[x], es.owner[keep] = keep, int32(x)
	g.slot[y] = -1
}

// edgeSet is the interference of one register file's slots: symmetric,
// without self-edges.
type edgeSet struct {
	owner []int32 // slot -> its node
	// a bit matrix: row s holds the neighbours of slot s; its summary
	// marks the row's words that may be nonzero, so that visiting a
	// sparse row costs its neighbours, not the file's nodes
	bits    []uint64
	words   int // per row
	summary []uint64
	swords  int // summary words per row
	// or per slot the set of its neighbours: an open-addressed table of
	// slot+1 values (0: empty) with linear probing, at most half full.
	// Building the graph adds the edges of one definition together, so
	// the defined slot's table stays in cache and each edge costs one
	// visit to the other slot's table (a table of all edges would cost a
	// cache miss per edge tested, and neighbour lists a second one).
	adj   [][]int32
	deg   []int32 // slot -> entries in its table
	count int     // edges
}

func newEdgeSet(owner []int32, matrix bool) *edgeSet {
	n := len(owner)
	es := &edgeSet{owner: owner}
	if matrix {
		es.words = (n + 63) / 64
		es.bits = make([]uint64, n*es.words)
		es.swords = (es.words + 63) / 64
		es.summary = make([]uint64, n*es.swords)
	} else {
		es.adj = make([][]int32, n)
		es.deg = make([]int32, n)
	}
	return es
}

// probe returns the index in table tab where the probe for slot t starts.
func probe(tab []int32, t int32) int {
	return int((uint32(t) * 0x9e3779b9) >> (32 - bits.TrailingZeros(uint(len(tab)))))
}

// find returns the index of slot t in table tab, or of the empty entry
// where it would go (tab is never full).
func find(tab []int32, t int32) (int, bool) {
	mask := len(tab) - 1
	for i := probe(tab, t); ; i = (i + 1) & mask {
		switch tab[i] {
		case t + 1:
			return i, true
		case 0:
			return i, false
		}
	}
}

// insert adds slot t to slot s's table; it reports whether t is new there.
func (es *edgeSet) insert(s, t int32) bool {
	tab := es.adj[s]
	if len(tab) == 0 {
		tab = make([]int32, 4)
		es.adj[s] = tab
	}
	i, ok := find(tab, t)
	if ok {
		return false
	}
	tab[i] = t + 1
	es.deg[s]++
	if 2*int(es.deg[s]) > len(tab) {
		es.adj[s] = grown(tab)
	}
	return true
}

// reserve sizes the table of slot s, while it has no neighbours, for the
// n it is about to get (a definition's edges come together: one
// allocation instead of one per doubling). The table ends the size the
// doublings would have reached, as the n are all new.
func (es *edgeSet) reserve(s int32, n int) {
	if es.bits != nil || es.deg[s] != 0 {
		return
	}
	size := 4
	for size < 2*n {
		size *= 2
	}
	if size > len(es.adj[s]) {
		es.adj[s] = make([]int32, size)
	}
}

// grown returns table tab rehashed into one twice its size.
func grown(tab []int32) []int32 {
	out := make([]int32, 2*len(tab))
	for _, e := range tab {
		if e != 0 {
			i, _ := find(out, e-1)
			out[i] = e
		}
	}
	return out
}

// delete drops slot t from slot s's table (backward-shift deletion: the
// entries of the run after it whose probe started at or before the hole
// move up, so every remaining entry stays reachable).
func (es *edgeSet) delete(s, t int32) {
	tab := es.adj[s]
	if len(tab) == 0 {
		return
	}
	i, ok := find(tab, t)
	if !ok {
		return
	}
	mask := len(tab) - 1
	tab[i] = 0
	es.deg[s]--
	for j := (i + 1) & mask; tab[j] != 0; j = (j + 1) & mask {
		h := probe(tab, tab[j]-1)
		if (j-h)&mask >= (j-i)&mask {
			tab[i], tab[j] = tab[j], 0
			i = j
		}
	}
}

func (es *edgeSet) has(s, t int32) bool {
	if es.bits != nil {
		return es.bits[int(s)*es.words+int(t)/64]&(1<<(t%64)) != 0
	}
	if len(es.adj[s]) == 0 {
		return false
	}
	_, ok := find(es.adj[s], t)
	return ok
}

// add records the edge s–t; it reports whether the edge is new.
func (es *edgeSet) add(s, t int32) bool {
	if es.bits != nil {
		i := int(s)*es.words + int(t)/64
		if es.bits[i]&(1<<(t%64)) != 0 {
			return false
		}
		es.bits[i] |= 1 << (t % 64)
		es.bits[int(t)*es.words+int(s)/64] |= 1 << (s % 64)
		es.summary[int(s)*es.swords+int(t)/4096] |= 1 << (t / 64 % 64)
		es.summary[int(t)*es.swords+int(s)/4096] |= 1 << (s / 64 % 64)
		return true
	}
	if !es.insert(s, t) {
		return false
	}
	es.insert(t, s)
	es.count++
	return true
}

// remove forgets the edge s–t.
func (es *edgeSet) remove(s, t int32) {
	if es.bits != nil {
		es.bits[int(s)*es.words+int(t)/64] &^= 1 << (t % 64)
		es.bits[int(t)*es.words+int(s)/64] &^= 1 << (s % 64)
		return
	}
	if es.has(s, t) {
		es.delete(s, t)
		es.delete(t, s)
		es.count--
	}
}

// each calls fn for every neighbour of slot s.
func (es *edgeSet) each(s int32, fn func(t int32)) {
	if es.bits != nil {
		es.eachWord(s, func(w int, word uint64) {
			for ; word != 0; word &= word - 1 {
				fn(int32(w*64 + bits.TrailingZeros64(word)))
			}
		})
		return
	}
	for _, e := range es.adj[s] {
		if e != 0 {
			fn(e - 1)
		}
	}
}

// eachWord calls fn for every word of row s that the summary marks, with
// its index in the row.
func (es *edgeSet) eachWord(s int32, fn func(w int, word uint64)) {
	row := es.bits[int(s)*es.words : int(s+1)*es.words]
	for k, sw := range es.summary[int(s)*es.swords : int(s+1)*es.swords] {
		for ; sw != 0; sw &= sw - 1 {
			w := k*64 + bits.TrailingZeros64(sw)
			fn(w, row[w])
		}
	}
}

// rowCount returns the neighbours of slot s in the bit matrix.
func (es *edgeSet) rowCount(s int32) int {
	n := 0
	es.eachWord(s, func(_ int, word uint64) { n += bits.OnesCount64(word) })
	return n
}

// merge moves the edges of slots s and t onto one of them, which it
// returns; the other dies.
func (es *edgeSet) merge(s, t int32) int32 {
	keep, drop := s, t
	if es.bits != nil {
		// the row with more neighbours stays (as the tables below do):
		// a value live across most of the function, copied into short
		// temporaries, moved its thousands of edges at every copy
		if es.rowCount(drop) > es.rowCount(keep) {
			keep, drop = drop, keep
		}
		// the dropped row joins the kept one, and its column moves too
		es.eachWord(drop, func(w int, word uint64) {
			for ; word != 0; word &= word - 1 {
				u := int32(w*64 + bits.TrailingZeros64(word))
				es.bits[int(u)*es.words+int(drop)/64] &^= 1 << (drop % 64)
				if u != keep {
					es.add(keep, u)
				}
			}
			es.bits[int(drop)*es.words+w] = 0
		})
		clear(es.summary[int(drop)*es.swords : int(drop+1)*es.swords])
		return keep
	}
	// the slot with the larger table keeps it: a node's edges move
	// O(log n) times however long a chain of merges is
	if es.deg[drop] > es.deg[keep] {
		keep, drop = drop, keep
	}
	tab := es.adj[drop]
	es.adj[drop], es.deg[drop] = nil, 0
	for _, e := range tab {
		if e == 0 {
			continue
		}
		u := e - 1
		es.delete(u, drop)
		es.count--
		if u != keep {
			es.add(keep, u)
		}
	}
	return keep
}
