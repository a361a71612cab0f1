package regalloc

// graph is the interference graph of the analysis's nodes: for each node
// the list of its neighbours, and a membership test — a bit matrix, or, for
// functions with more nodes than maxMatrixNodes (where the matrix would
// take too much memory), a set per node. Building the graph adds an edge
// once per pair of values live together, so these two operations are the
// allocator's inner loop.
type graph struct {
	n     int
	bits  []uint64           // n*n bits, when n <= maxMatrixNodes
	sets  []map[int]struct{} // otherwise
	lists [][]int32
}

// maxMatrixNodes bounds the bit matrix at 32 MiB.
const maxMatrixNodes = 16384

func newGraph(n int) *graph {
	g := &graph{n: n, lists: make([][]int32, n)}
	if n <= maxMatrixNodes {
		g.bits = make([]uint64, (n*n+63)/64)
	} else {
		g.sets = make([]map[int]struct{}, n)
	}
	return g
}

// has reports whether x and y interfere.
func (g *graph) has(x, y int) bool {
	if g.bits != nil {
		i := x*g.n + y
		return g.bits[i/64]&(1<<(i%64)) != 0
	}
	_, ok := g.sets[x][y]
	return ok
}

func (g *graph) set(x, y int, on bool) {
	if g.bits != nil {
		i := x*g.n + y
		if on {
			g.bits[i/64] |= 1 << (i % 64)
		} else {
			g.bits[i/64] &^= 1 << (i % 64)
		}
		return
	}
	if !on {
		delete(g.sets[x], y)
		return
	}
	if g.sets[x] == nil {
		g.sets[x] = map[int]struct{}{}
	}
	g.sets[x][y] = struct{}{}
}

// add records that x and y interfere.
func (g *graph) add(x, y int) {
	if g.has(x, y) {
		return
	}
	g.set(x, y, true)
	g.set(y, x, true)
	g.lists[x] = append(g.lists[x], int32(y))
	g.lists[y] = append(g.lists[y], int32(x))
}

// remove forgets the edge between x and y. The lists keep the entry, which
// every iteration skips (each calls has).
func (g *graph) remove(x, y int) {
	g.set(x, y, false)
	g.set(y, x, false)
}

// each calls fn for every neighbour of x.
func (g *graph) each(x int, fn func(m int)) {
	for _, m := range g.lists[x] {
		if g.has(x, int(m)) {
			fn(int(m))
		}
	}
}

// merge moves y's edges to x (coalescing y into x) and clears y's.
func (g *graph) merge(x, y int) {
	for _, m := range g.lists[y] {
		if mi := int(m); g.has(y, mi) {
			g.remove(y, mi)
			if mi != x {
				g.add(x, mi)
			}
		}
	}
	g.lists[y] = nil
}
