package fuzz

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Group-wide algorithms through LDS (a quarter of the programs, chosen
// apart from the rest of the generator like the early exits, so that the
// others are unchanged). The base generator's groupshared phases write
// each thread's element once and read one other element; real compute
// shaders run whole algorithms through groupshared memory, with barriers
// inside loops, and count and place work with atomics whose returned
// value they use. These programs declare
//
//	groupshared uint gl[groupsize];   the algorithms' array
//	groupshared uint gc[2];           counters
//	groupshared uint gwt[waves];      per-wave totals (wave programs)
//	RWByteAddressBuffer LAcc;         4 words every thread of the dispatch updates
//
// and have, at the kernel's top level before any early exit (every thread
// of the group reaches the barriers):
//
//	a tree reduction (+, ^, |, min, max): strides s = P/2, P/4, .. 1 (P
//	  the power of two at or above the group size), `if (gi < s && gi + s
//	  < n) gl[gi] = op(gl[gi], gl[gi + s])`, a barrier per step; all read
//	  gl[0]
//	an inclusive Hillis-Steele scan: per stride, read gl[gi - s], barrier,
//	  combine, barrier; each thread reads its prefix and the total
//	a transpose: each thread writes its value at its transposed place of a
//	  d x (n/d) matrix (a permutation of the group) and reads its own; or,
//	  in groups of more than one row, through a padded 2D array
//	  gt2[rows][x + 1] (row and column indices, a stride that is not a
//	  power of two)
//	row and column sums of the group seen as a d x (n/d) tile (loops of
//	  group-uniform trip counts over LDS)
//	stream compaction: threads whose predicate holds take a slot with
//	  InterlockedAdd(gc[0], 1, slot) (or, in wave programs, one atomic per
//	  wave: the first lane adds WaveActiveCountBits and the lanes place
//	  themselves at WaveReadLaneFirst(base) + WavePrefixCountBits), write
//	  their value there; after a barrier every thread folds the gc[0]
//	  values with + or ^, which does not depend on the order of the slots
//	a group-wide exclusive scan from wave scans: WavePrefixSum within the
//	  wave and the totals of the lower waves from gwt (wave programs)
//	compare-exchange loops on gc[1]: a float sum (values on a grid, exact
//	  in any order) or a maximum
//
// and anywhere (also in divergent branches and loops) compare-exchange
// loops on LAcc's words: each word receives one kind of update (a float
// sum of multiples of 1/4 below 2, exact in any order: below 2^21 after
// the at most 490 updates of a thread (10 statements in two nested loops of
// 7 trips) of 1536 threads; a
// maximum; a wrapping uint sum), so the final words do not depend on the
// order of the threads. Every phase writes before it reads and ends with
// a barrier, so no two threads race on an element; a compare-exchange
// loop starts from a guess, not from a plain read of the word (which
// would race with the other threads' atomics).

func wantsLDS(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x452821e638d01377, seed+0xbe5466cf34e90c6d))
	return r.IntN(4) == 0
}

// ldsOn reports whether the program runs group-wide algorithms.
func (g *gen) ldsOn() bool { return g.p.LDS && !g.helper }

const laccWords = 4

var useLAcc = regexp.MustCompile(`\bLAcc\.`)

// ldsDecls renders the groupshared arrays and LAcc.
func (p *Program) ldsDecls(b *strings.Builder) {
	if !p.LDS {
		return
	}
	n := p.GroupSize()
	fmt.Fprintf(b, "groupshared uint gl[%d];\ngroupshared uint gc[2];\ngroupshared uint gwt[%d];\n", n, (n+63)/64)
	if x := p.Threads[0]; p.Threads[1] > 1 {
		fmt.Fprintf(b, "groupshared uint gt2[%d][%d];\n", n/x, x+1)
	}
	b.WriteString("RWByteAddressBuffer LAcc : register(u32);\n")
}

// ldsSpec renders LAcc's run spec when the kernel uses it.
func (p *Program) ldsSpec(b *strings.Builder, used string) {
	if p.LDS && useLAcc.MatchString(used) {
		fmt.Fprintf(b, "// RUN-SPEC:   \"LAcc\": {\"zero\": %d},\n", 4*laccWords)
	}
}

// ldsOp is a commutative, associative combination of two uints and its
// identity.
type ldsOp struct{ f, id string }

var ldsOps = []ldsOp{{"(%s + %s)", "0u"}, {"(%s ^ %s)", "0u"}, {"(%s | %s)", "0u"}, {"min(%s, %s)", "0xffffffffu"}, {"max(%s, %s)", "0u"}}

func (o ldsOp) of(a, b string) string { return fmt.Sprintf(o.f, a, b) }

// ldsLoopAttr is a loop attribute for a loop of a group-uniform constant
// trip count.
func (g *gen) ldsLoopAttr() string {
	return g.pick("", "", "[loop] ", "[unroll] ")
}

// divisorOf is a divisor of n other than 1 and n when there is one.
func (g *gen) divisorOf(n int) int {
	var ds []int
	for d := 2; d < n; d++ {
		if n%d == 0 {
			ds = append(ds, d)
		}
	}
	if len(ds) == 0 {
		return 1
	}
	return ds[g.r.IntN(len(ds))]
}

// ldsStmt is a group-wide algorithm (top is true and the group has not
// exited: every thread reaches the barriers), or an update of LAcc.
func (g *gen) ldsStmt(barriers bool) Stmt {
	if !barriers || g.r.IntN(5) == 0 {
		return g.laccUpdate()
	}
	n := g.p.GroupSize()
	bar := "GroupMemoryBarrierWithGroupSync();"
	v, asg := g.uvar(), g.pick("=", "+=", "^=")
	write := fmt.Sprintf("gl[gi] = %s;", g.uexpr(3))
	k := g.r.IntN(10)
	if k == 8 && !g.wave {
		k = 9
	}
	switch k {
	case 0, 1:
		op := ldsOps[g.r.IntN(len(ldsOps))]
		p := 1 << bits.Len(uint(n-1))
		if n == 1 {
			p = 1
		}
		lines := []string{write, bar, "{",
			fmt.Sprintf("    %sfor (uint s = %du; s > 0u; s >>= 1) {", g.ldsLoopAttr(), p/2),
			fmt.Sprintf("        if (gi < s && gi + s < %du) gl[gi] = %s;", n, op.of("gl[gi]", "gl[gi + s]")),
			"        " + bar, "    }", "}",
			fmt.Sprintf("%s %s gl[0];", v, asg), bar}
		return &Unit{lines}
	case 2, 3:
		op := ldsOps[g.r.IntN(len(ldsOps))]
		t := g.uvar()
		lines := []string{write, bar, "{",
			fmt.Sprintf("    %sfor (uint s = 1u; s < %du; s <<= 1) {", g.ldsLoopAttr(), n),
			fmt.Sprintf("        uint t = %s;", op.id),
			"        if (gi >= s) t = gl[gi - s];",
			"        " + bar,
			fmt.Sprintf("        gl[gi] = %s;", op.of("gl[gi]", "t")),
			"        " + bar, "    }", "}",
			fmt.Sprintf("%s %s gl[gi];", v, asg),
			fmt.Sprintf("%s ^= gl[%du];", t, n-1), bar}
		return &Unit{lines}
	case 4:
		// a transpose: the value of thread (r, c) of a d x (n/d) matrix
		// goes to element c * d + r
		d := g.divisorOf(n)
		w := n / d
		dst := fmt.Sprintf("(gi %% %du) * %du + gi / %du", w, d, w)
		if g.p.Threads[1] > 1 && g.r.IntN(2) == 0 {
			x := g.p.Threads[0]
			d, w = n/x, x
			dst = fmt.Sprintf("gtid.x * %du + (gtid.y + gtid.z * %du)", d, g.p.Threads[1])
		}
		if g.p.Threads[1] > 1 && g.r.IntN(2) == 0 {
			// through a padded 2D tile: thread (x, r) writes row r, column
			// x, and reads row gi % R, column gi / R
			rows := n / g.p.Threads[0]
			return &Unit{[]string{fmt.Sprintf("gt2[gtid.y + gtid.z * %du][gtid.x] = %s;", g.p.Threads[1], g.uexpr(3)), bar,
				fmt.Sprintf("%s %s gt2[gi %% %du][gi / %du];", v, asg, rows, rows), bar}}
		}
		read := g.pick("gi", fmt.Sprintf("%du - 1u - gi", n))
		return &Unit{[]string{fmt.Sprintf("gl[%s] = %s;", dst, g.uexpr(3)), bar,
			fmt.Sprintf("%s %s gl[%s];", v, asg, read), bar}}
	case 5:
		// the group as a d x w tile: the sum of the thread's row or column
		d := g.divisorOf(n)
		w := n / d
		row, col := fmt.Sprintf("gl[(gi / %du) * %du + j]", w, w), fmt.Sprintf("gl[j * %du + gi %% %du]", w, w)
		loop := fmt.Sprintf("%sfor (uint j = 0u; j < %du; j++) t = %s;", g.ldsLoopAttr(), w, ldsOps[g.r.IntN(2)].of("t", row))
		if g.r.IntN(2) == 0 {
			loop = fmt.Sprintf("%sfor (uint j = 0u; j < %du; j++) t = %s;", g.ldsLoopAttr(), d, ldsOps[g.r.IntN(2)].of("t", col))
		}
		return &Unit{[]string{write, bar, "{", "    uint t = 0u;", "    " + loop, fmt.Sprintf("    %s %s t;", v, asg), "}", bar}}
	case 6, 7:
		// stream compaction, one atomic per thread or per wave
		keep := g.boolExpr(2, false)
		val := g.uexpr(2)
		op := ldsOps[g.r.IntN(2)]
		lines := []string{"if (gi == 0u) gc[0] = 0u;", bar, "{", fmt.Sprintf("    bool keep = %s;", keep)}
		if g.wave && g.r.IntN(2) == 0 {
			lines = append(lines,
				"    uint base = 0u;",
				"    uint cnt = WaveActiveCountBits(keep);",
				"    if (WaveIsFirstLane()) InterlockedAdd(gc[0], cnt, base);",
				"    base = WaveReadLaneFirst(base);",
				fmt.Sprintf("    if (keep) gl[base + WavePrefixCountBits(keep)] = %s;", val))
		} else {
			lines = append(lines, "    if (keep) {", "        uint slot;", "        InterlockedAdd(gc[0], 1u, slot);",
				fmt.Sprintf("        gl[slot] = %s;", val), "    }")
		}
		lines = append(lines, "}", bar, "{", "    uint total = gc[0];", "    uint t = total;",
			fmt.Sprintf("    for (uint j = 0u; j < total; j++) t = %s;", op.of("t", "gl[j]")),
			fmt.Sprintf("    %s %s t;", v, asg), "}", bar)
		return &Unit{lines}
	case 8:
		// a group-wide exclusive scan from wave scans
		x := g.uexpr(2)
		return &Unit{[]string{"{",
			fmt.Sprintf("    uint x = %s;", x),
			"    uint ws = WaveActiveSum(x);",
			"    if (WaveIsFirstLane()) gwt[gi / 64u] = ws;",
			"    " + bar,
			"    uint below = WavePrefixSum(x);",
			"    for (uint w = 0u; w < gi / 64u; w++) below += gwt[w];",
			fmt.Sprintf("    %s %s below;", v, asg),
			"}", bar}}
	default:
		return g.casUnit()
	}
}

// casUnit is a compare-exchange loop of every thread on gc[1], read by
// all after a barrier.
func (g *gen) casUnit() Stmt {
	bar := "GroupMemoryBarrierWithGroupSync();"
	v := g.uvar()
	if g.r.IntN(2) == 0 {
		x := fmt.Sprintf("(float)(%s & 63u) * 0.25f", g.uexpr(2))
		return &Unit{[]string{"if (gi == 0u) gc[1] = asuint(0.0f);", bar, "{",
			fmt.Sprintf("    float x = %s;", x),
			"    uint cur = 0u; // a guess: the first compare-exchange reads the word",
			"    for (;;) {",
			"        uint prev;",
			"        InterlockedCompareExchange(gc[1], cur, asuint(asfloat(cur) + x), prev);",
			"        if (prev == cur) break;",
			"        cur = prev;",
			"    }",
			"}", bar,
			fmt.Sprintf("%s += (uint)(asfloat(gc[1]) * 4.0f);", v), bar}}
	}
	return &Unit{[]string{"if (gi == 0u) gc[1] = 0u;", bar, "{",
		fmt.Sprintf("    uint x = %s;", g.uexpr(2)),
		"    uint cur = 0u; // a guess: the first compare-exchange reads the word",
		"    while (cur < x) {",
		"        uint prev;",
		"        InterlockedCompareExchange(gc[1], cur, x, prev);",
		"        cur = prev;",
		"    }",
		"}", bar,
		fmt.Sprintf("%s ^= gc[1];", v), bar}}
}

// laccUpdate is a compare-exchange loop on a word of LAcc: words 0 and 1
// receive float sums, word 2 maxima, word 3 wrapping uint sums. No thread
// reads the words back (their values before the last update depend on
// the order of the threads).
func (g *gen) laccUpdate() Stmt {
	w := g.r.IntN(laccWords)
	var x, upd string
	switch w {
	case 0, 1:
		x = fmt.Sprintf("(float)(%s & 7u) * 0.25f", g.uexpr(2))
		upd = "asuint(asfloat(cur) + x)"
	case 2:
		x, upd = g.uexpr(2), "max(cur, x)"
	default:
		x, upd = g.uexpr(2), "cur + x"
	}
	typ := "uint"
	if w < 2 {
		typ = "float"
	}
	return &Unit{[]string{"{",
		fmt.Sprintf("    %s x = %s;", typ, x),
		"    uint cur = 0u; // a guess: the first compare-exchange reads the word",
		"    uint prev;",
		fmt.Sprintf("    LAcc.InterlockedCompareExchange(%d, cur, %s, prev);", 4*w, upd),
		"    while (prev != cur) {",
		"        cur = prev;",
		fmt.Sprintf("        LAcc.InterlockedCompareExchange(%d, cur, %s, prev);", 4*w, upd),
		"    }",
		"}"}}
}
