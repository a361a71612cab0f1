package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Private arrays at computed indices (a quarter of the programs, chosen
// apart from the rest of the generator like the early exits, so that the
// others are unchanged). Real kernels sort, bin and search small arrays
// of their own: a radix sort's digit counts, a bitonic network's keys, a
// traversal stack, a window of samples. A compiler keeps such an array in
// scratch memory or promotes it into registers (an element per register,
// a dynamic index becoming a select or an indexed move), and every write
// at a computed index, in a divergent branch or a loop, must reach the
// one element it names in each lane. These programs have the locals
//
//	uint pv[12];  float pf[8];     (initialised from the locals, written
//	                                and read anywhere at computed indices,
//	                                folded into u0 and f0 before the outputs)
//
// and, anywhere, blocks that declare their own arrays and run
//
//	a bitonic sorting network (for sk, for sj, for si: compare-exchange of
//	    a[si] and a[si ^ sj]) of 4, 8 or 16 uints, ints or floats, its
//	    stages all run or cut per lane;
//	an insertion sort (a while loop left by a break) of uints or of
//	    structs by key, whole structs moved;
//	a least-significant-digit radix sort: digit counts cnt[16], their
//	    exclusive scan, the scatter dst[cnt[d]++] = a[q], the array copied
//	    back whole;
//	a prefix sum in place and a binary search in it (a loop of a
//	    data-dependent trip count);
//	a stack pushed and popped at a per-lane depth;
//	updates a[(x + k * c) % N] op= f(a[(y ^ k) % N]) in a loop of a
//	    uniform or per-lane trip count, under divergent conditions,
//	    sometimes left by a break;
//	uint4 arrays written by component at a computed index (k[i][j & 3])
//	    and through swizzles (k[i].zx = k[j].yw);
//	calls passing arrays: by value (the callee's writes stay its own),
//	    inout (a swap, a rotation) and out (a fill of structs);
//
// and fold every element into a local. Every index is in range (masked or
// reduced modulo the length: an index out of range is undefined for a
// local array); float elements are multiples of 1/4 within ±1024, so
// their sums are exact.

func wantsPArr(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x9b05688c2b3e6c20, seed+0x1f83d9abfb41bd6c))
	return r.IntN(4) == 0
}

// parrOn reports whether the program has the private arrays.
func (g *gen) parrOn() bool { return g.p.PArr && !g.helper }

const (
	pvLen = 12
	pfLen = 8
)

// parrDecls renders the struct and the functions that take arrays.
func (p *Program) parrDecls(b *strings.Builder) {
	if !p.PArr {
		return
	}
	b.WriteString(`struct PE
{
    uint k;
    int s;
    float v;
    uint2 w;
};

uint parrFold(uint a[8], uint n)
{
    uint s = 0u;
    for (uint q = 0u; q < n; q++) {
        s = s * 31u + a[q];
        a[q] = s;
    }
    return s ^ a[n & 7u];
}

void parrSwap(inout uint a[8], uint i, uint j)
{
    uint t = a[i & 7u];
    a[i & 7u] = a[j & 7u];
    a[j & 7u] = t;
}

void parrRot(inout uint4 a[6], uint s)
{
    uint4 f = a[0];
    for (uint q = 0u; q < 5u; q++) a[q] = a[q + 1u].yzwx + (s & 7u);
    a[5] = f;
}

void parrFill(out PE p[4], uint x)
{
    for (uint q = 0u; q < 4u; q++) {
        p[q].k = (x >> (q * 4u)) & 15u;
        p[q].s = (int)q - (int)(x & 3u);
        p[q].v = (float)((x >> q) & 63u) * 0.25f;
        p[q].w = uint2(x ^ q, q * 3u);
    }
}

`)
}

// parrLocals renders pv and pf.
func (p *Program) parrLocals(b *strings.Builder) {
	if !p.PArr {
		return
	}
	fmt.Fprintf(b, "    uint pv[%d];\n", pvLen)
	fmt.Fprintf(b, "    for (uint q = 0u; q < %du; q++) pv[q] = (u0 ^ (q * 0x9e3779b9u)) + tid * q;\n", pvLen)
	fmt.Fprintf(b, "    float pf[%d];\n", pfLen)
	fmt.Fprintf(b, "    for (uint q = 0u; q < %du; q++) pf[q] = (float)((u1 >> q) & 255u) * 0.25f - 16.0f;\n", pfLen)
}

// parrFold folds pv and pf into u0 and f0 before the outputs.
func (p *Program) parrFold(b *strings.Builder) {
	if !p.PArr {
		return
	}
	fmt.Fprintf(b, "    for (uint q = 0u; q < %du; q++) u0 = u0 * 31u + pv[q];\n", pvLen)
	b.WriteString("    {\n        float s = 0.0f;\n")
	fmt.Fprintf(b, "        for (uint q = 0u; q < %du; q++) s += pf[q];\n", pfLen)
	b.WriteString("        f0 = clamp(floor(f0 + s), -4096.0f, 4096.0f);\n    }\n")
}

// pIdx is a computed index into an array of n elements: uniform, per
// lane, a loop counter, or a constant.
func (g *gen) pIdx(n int) string {
	switch g.r.IntN(6) {
	case 0:
		return fmt.Sprintf("%du", g.r.IntN(n))
	case 1:
		return fmt.Sprintf("((%s) %% %du)", g.uexprU(1, true), n)
	case 2:
		if len(g.loopVars) > 0 {
			return fmt.Sprintf("((%s + %du) %% %du)", g.loopVars[g.r.IntN(len(g.loopVars))], g.r.IntN(n), n)
		}
		fallthrough
	default:
		return fmt.Sprintf("((%s) %% %du)", g.uexpr(2), n)
	}
}

// pfVal is a float on pf's grid (multiples of 1/4 within ±1024).
func (g *gen) pfVal() string {
	return fmt.Sprintf("clamp(floor(%s * 4.0f) * 0.25f, -1024.0f, 1024.0f)", g.fexpr(2).s)
}

// parrStmt is a statement on pv or pf, or a block with arrays of its own.
func (g *gen) parrStmt() Stmt {
	switch g.r.IntN(14) {
	case 0, 1:
		return &Line{fmt.Sprintf("pv[%s] %s %s;", g.pIdx(pvLen), g.pick("=", "+=", "^="), g.uexpr(2))}
	case 2, 3:
		return &Line{fmt.Sprintf("%s %s pv[%s];", g.uvar(), g.pick("=", "+=", "^="), g.pIdx(pvLen))}
	case 4:
		return &Line{fmt.Sprintf("pv[%s] = pv[%s] * %du + pv[%s];", g.pIdx(pvLen), g.pIdx(pvLen), 1+2*g.r.IntN(20), g.pIdx(pvLen))}
	case 5:
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("pf[%s] = %s;", g.pIdx(pfLen), g.pfVal())}
		}
		return &Line{fmt.Sprintf("pf[%s] = clamp(pf[%s] + pf[%s], -1024.0f, 1024.0f);", g.pIdx(pfLen), g.pIdx(pfLen), g.pIdx(pfLen))}
	case 6:
		return &Line{fmt.Sprintf("%s = clamp(floor(%s + pf[%s]), -4096.0f, 4096.0f);", g.fvar(), g.fvar(), g.pIdx(pfLen))}
	case 7:
		return g.parrBitonic()
	case 8:
		return g.parrInsertion()
	case 9:
		return g.parrRadix()
	case 10:
		return g.parrSearch()
	case 11:
		return g.parrUpdates()
	case 12:
		return g.parrVectors()
	default:
		return g.parrCalls()
	}
}

// parrElem is an element type of the blocks' arrays with its fold.
type parrElem struct {
	typ  string
	init string // the element q's first value
	fold string // the statement folding element q into the block's result
	res  string // the block's result: declaration, and where it goes
	out  string
}

func (g *gen) parrElemOf(typ string) parrElem {
	u := g.uvar()
	switch typ {
	case "int":
		return parrElem{typ: "int", init: fmt.Sprintf("(int)((%s ^ (q * 0x9e3779b9u)) >> %d) - %d", g.uexpr(1), 20+g.r.IntN(8), g.r.IntN(300)),
			fold: "qr = qr * 31u + (uint)qa[q];", res: "uint qr = 0u;", out: fmt.Sprintf("%s ^= qr;", u)}
	case "float":
		f := g.fvar()
		return parrElem{typ: "float", init: fmt.Sprintf("(float)(((%s >> q) ^ (q * 37u)) & 255u) * 0.25f - 32.0f", g.uexpr(1)),
			fold: "qr += qa[q] * (float)(q + 1u);", res: "float qr = 0.0f;", out: fmt.Sprintf("%s = clamp(floor(%s + qr), -4096.0f, 4096.0f);", f, f)}
	default:
		init := fmt.Sprintf("(%s ^ (q * 0x9e3779b9u)) >> %d", g.uexpr(1), g.r.IntN(28))
		if g.r.IntN(3) == 0 {
			init = fmt.Sprintf("In[(%s + q * %du) & 63u]", g.uexpr(1), 1+g.r.IntN(7))
		}
		return parrElem{typ: "uint", init: init, fold: "qr = qr * 31u + qa[q];", res: "uint qr = 0u;", out: fmt.Sprintf("%s ^= qr;", u)}
	}
}

func (e parrElem) open(n int, attr string) []string {
	return []string{"{",
		fmt.Sprintf("    %s qa[%d];", e.typ, n),
		fmt.Sprintf("    %sfor (uint q = 0u; q < %du; q++) qa[q] = %s;", attr, n, e.init)}
}

func (e parrElem) close(n int, attr string) []string {
	return []string{"    " + e.res,
		fmt.Sprintf("    %sfor (uint q = 0u; q < %du; q++) %s", attr, n, e.fold),
		"    " + e.out,
		"}"}
}

func (g *gen) pAttr() string { return g.pick("", "", "[loop] ", "[unroll] ") }

// parrBitonic is a bitonic sorting network, its stages all run or cut
// per lane, ascending or descending per lane.
func (g *gen) parrBitonic() Stmt {
	n := []int{4, 8, 16}[g.r.IntN(3)]
	e := g.parrElemOf(g.pick("uint", "int", "float"))
	lim := fmt.Sprintf("%du", n)
	if g.r.IntN(3) == 0 {
		lim = fmt.Sprintf("min(%du, 2u << (%s & 3u))", n, g.uvar())
	}
	dir := "((si & sk) == 0u)"
	if g.r.IntN(3) == 0 {
		dir = fmt.Sprintf("(((si & sk) == 0u) != (((%s) & 1u) != 0u))", g.uexpr(1))
	}
	l := e.open(n, g.pAttr())
	l = append(l,
		fmt.Sprintf("    %sfor (uint sk = 2u; sk <= %s; sk <<= 1) {", g.pAttr(), lim),
		"        for (uint sj = sk >> 1; sj > 0u; sj >>= 1) {",
		fmt.Sprintf("            %sfor (uint si = 0u; si < %du; si++) {", g.pAttr(), n),
		"                uint sl = si ^ sj;",
		"                if (sl > si) {",
		fmt.Sprintf("                    %s qx = qa[si], qy = qa[sl];", e.typ),
		fmt.Sprintf("                    if ((qx > qy) == %s) { qa[si] = qy; qa[sl] = qx; }", dir),
		"                }",
		"            }",
		"        }",
		"    }")
	return &Unit{append(l, e.close(n, g.pAttr())...)}
}

// parrInsertion is an insertion sort of uints, or of structs by key.
func (g *gen) parrInsertion() Stmt {
	n := []int{4, 5, 6, 8, 12}[g.r.IntN(5)]
	if g.r.IntN(2) == 0 {
		e := g.parrElemOf("uint")
		l := e.open(n, g.pAttr())
		l = append(l,
			fmt.Sprintf("    for (uint si = 1u; si < %du; si++) {", n),
			"        uint qt = qa[si];",
			"        uint sj = si;",
			"        while (sj > 0u) {",
			fmt.Sprintf("            if (qa[sj - 1u] %s qt) break;", g.pick("<=", ">=")),
			"            qa[sj] = qa[sj - 1u];",
			"            sj--;",
			"        }",
			"        qa[sj] = qt;",
			"    }")
		return &Unit{append(l, e.close(n, g.pAttr())...)}
	}
	u, f := g.uvar(), g.fvar()
	x := g.uexpr(1)
	key := g.pick("k", "s")
	l := []string{"{",
		fmt.Sprintf("    PE qa[%d];", n),
		fmt.Sprintf("    %sfor (uint q = 0u; q < %du; q++) {", g.pAttr(), n),
		fmt.Sprintf("        uint qx = %s ^ (q * 0x2545f491u);", x),
		"        qa[q].k = (qx >> 7) & 31u;",
		"        qa[q].s = (int)((qx >> 13) & 63u) - 32;",
		"        qa[q].v = (float)(qx & 127u) * 0.5f;",
		"        qa[q].w = uint2(q, qx);",
		"    }",
		fmt.Sprintf("    for (uint si = 1u; si < %du; si++) {", n),
		"        PE qt = qa[si];",
		"        uint sj = si;",
		"        while (sj > 0u) {",
		fmt.Sprintf("            if (qa[sj - 1u].%s <= qt.%s) break;", key, key),
		"            qa[sj] = qa[sj - 1u];",
		"            sj--;",
		"        }",
		"        qa[sj] = qt;",
		"    }",
		"    float qr = 0.0f;",
		fmt.Sprintf("    %sfor (uint q = 0u; q < %du; q++) {", g.pAttr(), n),
		fmt.Sprintf("        %s = %s * 31u + qa[q].k + (uint)qa[q].s * 7u + qa[q].w.x * 3u + qa[q].w.y;", u, u),
		"        qr += qa[q].v * (float)(q + 1u);",
		"    }",
		fmt.Sprintf("    %s = clamp(floor(%s + qr), -4096.0f, 4096.0f);", f, f),
		"}"}
	return &Unit{l}
}

// parrRadix is a least-significant-digit radix sort by two 4-bit digits.
func (g *gen) parrRadix() Stmt {
	n := []int{8, 12, 16}[g.r.IntN(3)]
	e := g.parrElemOf("uint")
	sh := g.r.IntN(24)
	l := e.open(n, g.pAttr())
	l = append(l,
		fmt.Sprintf("    for (uint qsp = 0u; qsp < 2u; qsp++) {"),
		"        uint qcnt[16];",
		fmt.Sprintf("        %sfor (uint q = 0u; q < 16u; q++) qcnt[q] = 0u;", g.pAttr()),
		fmt.Sprintf("        for (uint q = 0u; q < %du; q++) qcnt[(qa[q] >> (qsp * 4u + %du)) & 15u]++;", n, sh),
		"        uint qrun = 0u;",
		fmt.Sprintf("        %sfor (uint q = 0u; q < 16u; q++) { uint qc = qcnt[q]; qcnt[q] = qrun; qrun += qc; }", g.pAttr()),
		fmt.Sprintf("        uint qdst[%d];", n),
		fmt.Sprintf("        for (uint q = 0u; q < %du; q++) {", n),
		fmt.Sprintf("            uint qd = (qa[q] >> (qsp * 4u + %du)) & 15u;", sh),
		"            qdst[qcnt[qd]] = qa[q];",
		"            qcnt[qd]++;",
		"        }")
	if g.r.IntN(2) == 0 {
		l = append(l, "        qa = qdst;")
	} else {
		l = append(l, fmt.Sprintf("        for (uint q = 0u; q < %du; q++) qa[q] = qdst[q];", n))
	}
	l = append(l, "    }")
	return &Unit{append(l, e.close(n, g.pAttr())...)}
}

// parrSearch is a prefix sum in place and a binary search in it, or a
// stack pushed and popped at a per-lane depth.
func (g *gen) parrSearch() Stmt {
	n := []int{5, 8, 11, 16}[g.r.IntN(4)]
	e := g.parrElemOf("uint")
	e.init = fmt.Sprintf("((%s >> (q & 7u)) & 255u) + 1u", g.uexpr(1))
	l := e.open(n, g.pAttr())
	u := g.uvar()
	if g.r.IntN(2) == 0 {
		l = append(l,
			fmt.Sprintf("    %sfor (uint q = 1u; q < %du; q++) qa[q] += qa[q - 1u];", g.pAttr(), n),
			fmt.Sprintf("    uint qkey = (%s) %% (qa[%d] + 1u);", g.uexpr(2), n-1),
			fmt.Sprintf("    uint qlo = 0u, qhi = %du;", n),
			"    while (qlo < qhi) {",
			"        uint qmid = (qlo + qhi) >> 1;",
			"        if (qa[qmid] <= qkey) qlo = qmid + 1u;",
			"        else qhi = qmid;",
			"    }",
			fmt.Sprintf("    %s += qlo * 0x10001u + qa[qlo %% %du];", u, n))
		return &Unit{append(l, e.close(n, g.pAttr())...)}
	}
	l = append(l,
		"    uint qst[8];",
		"    uint qsp = 0u;",
		fmt.Sprintf("    for (uint q = 0u; q < %du; q++) {", n),
		fmt.Sprintf("        if (((qa[q] ^ %s) & %du) != 0u && qsp < 8u) {", g.uexpr(1), 1+g.r.IntN(7)),
		"            qst[qsp] = qa[q] * (q + 1u);",
		"            qsp++;",
		"        } else if (qsp > 0u) {",
		"            qsp--;",
		"            qa[q] += qst[qsp];",
		"        }",
		"    }",
		fmt.Sprintf("    %s += qsp;", u),
		"    while (qsp > 0u) {",
		"        qsp--;",
		fmt.Sprintf("        %s = %s * 7u + qst[qsp];", u, u),
		"    }")
	return &Unit{append(l, e.close(n, g.pAttr())...)}
}

// parrUpdates updates an array at computed indices in a loop, under
// divergent conditions, sometimes left by a break.
func (g *gen) parrUpdates() Stmt {
	n := []int{3, 5, 7, 8, 10, 16}[g.r.IntN(6)]
	e := g.parrElemOf(g.pick("uint", "uint", "int", "float"))
	l := e.open(n, g.pAttr())
	bound := g.pick(fmt.Sprintf("(%s & 7u)", g.uvar()), "(cu0 & 3u) + 1u", fmt.Sprint(1+g.r.IntN(7)))
	x, y := g.uexpr(1), g.uexpr(1)
	c := 1 + g.r.IntN(n-1)
	dst := fmt.Sprintf("qa[(%s + pk * %du) %% %du]", x, c, n)
	src := fmt.Sprintf("qa[(%s ^ pk) %% %du]", y, n)
	var upd, cupd string
	switch e.typ {
	case "float":
		upd = fmt.Sprintf("%s = clamp(%s + %s, -1024.0f, 1024.0f);", dst, dst, src)
		cupd = fmt.Sprintf("qa[pk %% %du] = max(qa[pk %% %du], %s);", n, n, src)
	case "int":
		upd = fmt.Sprintf("%s %s %s;", dst, g.pick("+=", "^=", "-="), src)
		cupd = fmt.Sprintf("qa[pk %% %du] = min(qa[pk %% %du], %s) - (int)pk;", n, n, src)
	default:
		upd = fmt.Sprintf("%s %s %s * %du + pk;", dst, g.pick("+=", "^=", "="), src, 1+2*g.r.IntN(9))
		cupd = fmt.Sprintf("qa[(pk + %s) %% %du] = %s;", g.uvar(), n, g.uexpr(2))
	}
	l = append(l, fmt.Sprintf("    %sfor (uint pk = 0u; pk < %s; pk++) {", g.pick("", "[loop] "), bound), "        "+upd)
	if g.r.IntN(2) == 0 {
		l = append(l, fmt.Sprintf("        if (%s) %s", g.boolExpr(1, false), cupd))
	}
	if g.r.IntN(3) == 0 {
		l = append(l, fmt.Sprintf("        if ((asuint(qa[%d]) & %du) == 0u) break;", g.r.IntN(n), 1+2*g.r.IntN(4)))
	}
	l = append(l, "    }")
	if g.r.IntN(2) == 0 {
		// a second array copied whole, changed, read at a computed index
		l = append(l, fmt.Sprintf("    %s qb[%d] = qa;", e.typ, n),
			fmt.Sprintf("    qb[(%s) %% %du] = qa[(%s) %% %du];", g.uexpr(1), n, g.uexpr(1), n))
		if e.typ == "float" {
			i := fmt.Sprintf("%s %% %du", g.uvar(), n)
			l = append(l, fmt.Sprintf("    qa[%s] = clamp(qa[%s] + qb[%du], -1024.0f, 1024.0f);", i, i, g.r.IntN(n)))
		} else {
			l = append(l, fmt.Sprintf("    qa[%s %% %du] += qb[%du];", g.uvar(), n, g.r.IntN(n)))
		}
	}
	return &Unit{append(l, e.close(n, g.pAttr())...)}
}

// parrVectors writes a uint4 array by component at computed indices and
// through swizzles.
func (g *gen) parrVectors() Stmt {
	n := []int{3, 5, 6, 6, 15}[g.r.IntN(5)]
	u := g.uvar()
	l := []string{"{",
		fmt.Sprintf("    uint4 qa[%d];", n),
		fmt.Sprintf("    %sfor (uint q = 0u; q < %du; q++) qa[q] = uint4(q, %s ^ q, %s, q * q);", g.pAttr(), n, g.uexpr(1), g.uexpr(1)),
		fmt.Sprintf("    %sfor (uint pk = 0u; pk < %s; pk++) {", g.pick("", "[loop] "), g.pick(fmt.Sprintf("(%s & 7u)", g.uvar()), "(cu0 & 3u) + 2u", fmt.Sprint(1+g.r.IntN(6)))),
		fmt.Sprintf("        qa[(%s + pk * %du) %% %du].%s ^= qa[(pk + %s) %% %du].%s;", g.uexpr(1), 1+g.r.IntN(n), n, g.pick(vecPairs...), g.uvar(), n, g.pick(vecPairs...)),
		fmt.Sprintf("        qa[pk %% %du][(%s + pk) & 3u] += %s;", n, g.uexpr(1), g.uexpr(1)),
	}
	if g.r.IntN(2) == 0 {
		l = append(l, fmt.Sprintf("        if (%s) qa[%s %% %du] = qa[pk %% %du].%s + pk;", g.boolExpr(1, false), g.uvar(), n, n, g.pick(vecQuads...)))
	}
	l = append(l, "    }",
		fmt.Sprintf("    %s ^= qa[(%s) %% %du][(%s) & 3u];", u, g.uexpr(1), n, g.uexpr(1)))
	if n == 6 && g.r.IntN(3) != 0 {
		l = append(l, fmt.Sprintf("    parrRot(qa, %s);", g.uexpr(1)))
	}
	l = append(l, fmt.Sprintf("    %sfor (uint q = 0u; q < %du; q++) %s = %s * 31u + qa[q].x + qa[q].y * 3u + qa[q].z * 5u + qa[q].w * 7u;", g.pAttr(), n, u, u),
		"}")
	return &Unit{l}
}

// parrCalls passes arrays to functions: by value, inout and out.
func (g *gen) parrCalls() Stmt {
	v, f := g.uvar(), g.fvar()
	e := g.parrElemOf("uint")
	l := e.open(8, g.pAttr())
	switch g.r.IntN(3) {
	case 0:
		// by value: the callee's writes stay its own
		l = append(l, fmt.Sprintf("    %s += parrFold(qa, %s);", v, g.pick("8u", fmt.Sprintf("((%s) & 7u) + 1u", g.uexpr(1)))))
	case 1:
		l = append(l, fmt.Sprintf("    parrSwap(qa, %s, %s);", g.uexpr(1), g.uexpr(1)))
		if g.r.IntN(2) == 0 {
			l = append(l, fmt.Sprintf("    if (%s) parrSwap(qa, %s, %du);", g.boolExpr(1, false), g.uvar(), g.r.IntN(8)))
		}
		l = append(l, fmt.Sprintf("    %s ^= parrFold(qa, 8u);", v))
	default:
		l = append(l,
			"    PE qp[4];",
			fmt.Sprintf("    parrFill(qp, %s);", g.uexpr(2)),
			fmt.Sprintf("    qa[qp[(%s) & 3u].k & 7u] += qp[%s & 3u].w.x;", g.uexpr(1), g.uvar()),
			fmt.Sprintf("    %s = %s * 31u + qp[0].k + (uint)qp[1].s + qp[2].w.y + qp[3].w.x;", v, v),
			fmt.Sprintf("    %s = clamp(floor(%s + qp[(%s) & 3u].v), -4096.0f, 4096.0f);", f, f, g.uexpr(1)))
	}
	return &Unit{append(l, e.close(8, g.pAttr())...)}
}
