package fuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// What the lowering decides (a quarter of the programs, chosen apart from
// the rest of the generator like the early exits, so that the others are
// unchanged). The interpreter runs the lowered IR, as every hlslc path
// does, so a lowering mistake is invisible to the default oracle; these
// forms are aimed at the lavapipe mode (glslang's own lowering of the same
// source) and hand-checked against glslang's known limits. The programs
// declare
//
//	struct LA { uint s; uint n; uint k[2];          member functions that
//	    void add(uint v); void mix(uint v);          change the object and
//	    uint get(); };                               call each other
//	struct LB { LA a; int d; void bump(uint i); uint get(); }
//	static uint LG = <constant expression>;           static globals set by
//	static uint LT[4] = { ... }; static LA LS = { ... };   initializers
//	groupshared LA lgs[group size];                   each thread its own element
//	groupshared LP lgp;       one object the group shares: each thread puts
//	                          its element by a method, reads another's
//	                          after a barrier
//	RWStructuredBuffer<LA> LSB;                       each thread its own element
//	uint lstep(uint v)      static locals with constant initializers, one
//	                        instance per thread for the kernel
//	void lalias(inout uint x, uint v)   writes LG and LT besides x: called with
//	                        LG, LT[i], a field of lgs[gi] or LSB[tid] as x,
//	                        the copy-out wins
//	void lout(out uint x, out LA a, uint v)
//	float lconvf(int a, float b, bool c); int lconvi(float f); ...
//	                        called with arguments of other types (implicit
//	                        conversions of arguments and of returns, vector
//	                        truncation, scalar splat)
//
// and locals la (LA) and lb (LB), and use them anywhere: method calls on
// la, lb.a, LS, lgs[gi] and LSB[tid], lstep in branches and loops (its
// statics are set once, before the first call), aliasing inout and out
// arguments, calls with converted arguments, whole-struct and array copies
// (LT = arr), vector comparisons of fields, the usual arithmetic
// conversions of mixed int and uint operands, bool operands of
// arithmetic, and C's operator precedence without parentheses. Programs
// that are not portable also call lstep in the operands of && and || and
// in the arms of ?: (HLSL 2021 evaluates only the operand it needs;
// glslang 12 evaluates both, so portable programs do not), and compound
// assignments of an int or uint by a float (glslang converts the float to
// int first). Everything is folded into u0 before the outputs.
//
// Left out for glslang: inout arguments of another type than the
// parameter (glslang 12 stores into the converted value: invalid SPIR-V,
// or a crash for bool), static locals with non-constant initializers
// (glslang crashes), member functions returning their own struct type
// (rejected), NonUniformResourceIndex and arrays of resources (glslang 12
// has neither the intrinsic nor the run spec's arrays).

func wantsLower(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x2545f4914f6cdd1d, seed+0x5851f42d4c957f2d))
	return r.IntN(4) == 0
}

// lowerData are the constants of a program's statics.
type lowerData struct {
	G         string    // LG's initializer
	T         [4]uint32 // LT's elements
	S         [4]uint32 // LS's fields: s, n, k[0], k[1]
	C, H0, H1 uint32    // lstep's statics
}

func genLowerData(r *rand.Rand) *lowerData {
	d := &lowerData{}
	a, b := r.IntN(50)+1, r.IntN(9)+1
	d.G = []string{
		fmt.Sprintf("%du * %du + %du", a, b, r.IntN(100)),
		fmt.Sprintf("(%du << %d) | %du", a, b, r.IntN(16)),
		fmt.Sprintf("0x%xu ^ %du", r.Uint32()>>8, a),
	}[r.IntN(3)]
	for k := range d.T {
		d.T[k] = uint32(r.IntN(1000))
		d.S[k] = r.Uint32() >> uint(r.IntN(32))
	}
	d.C, d.H0, d.H1 = uint32(r.IntN(100)), r.Uint32()>>4, uint32(r.IntN(7))
	return d
}

var useLSB = regexp.MustCompile(`\bLSB\[`)

// lowerOn reports whether the program has the lowering forms.
func (g *gen) lowerOn() bool { return g.p.Lower != nil && !g.helper }

// lowerDecls renders the structs, statics, buffers and functions.
func (p *Program) lowerDecls(b *strings.Builder) {
	d := p.Lower
	if d == nil {
		return
	}
	b.WriteString(`struct LA
{
    uint s;
    uint n;
    uint k[2];
    void add(uint v) { s += v; n += 1u; }
    void mix(uint v) { add(v); k[v & 1u] ^= s; add(v >> 1); }
    uint get() { return s * 3u + n + k[0] * 5u + k[1] * 7u; }
};
struct LB
{
    LA a;
    int d;
    void bump(uint i) { a.mix(i); d -= (int)(i & 7u); }
    uint get() { return a.get() ^ (uint)d; }
};
`)
	fmt.Fprintf(b, "static uint LG = %s;\n", d.G)
	fmt.Fprintf(b, "static uint LT[4] = { %du, %du, %du, %du };\n", d.T[0], d.T[1], d.T[2], d.T[3])
	fmt.Fprintf(b, "static LA LS = { %du, %du, { %du, %du } };\n", d.S[0], d.S[1], d.S[2], d.S[3])
	fmt.Fprintf(b, "groupshared LA lgs[%d];\n", p.GroupSize())
	fmt.Fprintf(b, "struct LP\n{\n    uint v[%d];\n    void put(uint i, uint x) { v[i] = x; }\n    uint at(uint i) { return v[i]; }\n};\n", p.GroupSize())
	fmt.Fprintf(b, "groupshared LP lgp;\ngroupshared uint lgq[%d];\n", p.GroupSize())
	b.WriteString("RWStructuredBuffer<LA> LSB : register(u63);\n")
	fmt.Fprintf(b, "RWStructuredBuffer<uint> %s : register(u58);\n", SelfCheck)
	fmt.Fprintf(b, "static uint LMc = %du;\nstatic uint LMh[2] = { %du, %du };\n\n", d.C, d.H0, d.H1)
	fmt.Fprintf(b, `uint lstep(uint v)
{
    static uint c = %du;
    static uint h[2] = { %du, %du };
    c = c * 3u + v;
    h[v & 1u] += c;
    return c ^ h[0] ^ h[1];
}

uint lstepm(uint v)
{
    LMc = LMc * 3u + v;
    LMh[v & 1u] += LMc;
    return LMc ^ LMh[0] ^ LMh[1];
}

void LAaddf(inout LA o, uint v)
{
    o.s += v;
    o.n += 1u;
}

void LAmixf(inout LA o, uint v)
{
    LAaddf(o, v);
    o.k[v & 1u] ^= o.s;
    LAaddf(o, v >> 1);
}

uint LAdiff(LA a, LA b) { return (a.s ^ b.s) | (a.n ^ b.n) | (a.k[0] ^ b.k[0]) | (a.k[1] ^ b.k[1]); }

void lalias(inout uint x, uint v)
{
    x = x * 5u + v;
    LG ^= v;
    LT[v & 3u] += 1u;
}

void lout(out uint x, out LA a, uint v)
{
    x = v * 3u;
    a.s = v;
    a.n = 1u;
    a.k[0] = v ^ 5u;
    a.k[1] = LG;
    LG += 1u;
}

float lconvf(int a, float b, bool c) { return c ? (float)a + b : b - (float)a; }
int lconvi(float f) { return f; }
uint lconvb(bool b) { return b; }
bool lretb(uint u) { return u; }
float2 ltrunc(float4 v) { return v; }
float lsum2(float2 v) { return v.x + v.y * 2.0f; }
uint3 lsplat(uint s) { return s; }
uint lsumu2(uint2 v) { return v.x * 3u + v.y; }
`, d.C, d.H0, d.H1)
}

// lowerSpec renders the run spec of LSB and of the self-checks.
func (p *Program) lowerSpec(b *strings.Builder) {
	if p.Lower != nil {
		fmt.Fprintf(b, "// RUN-SPEC:   \"LSB\": {\"zero\": %d}, \"%s\": {\"zero\": %d},\n", 16*p.TotalThreads(), SelfCheck, 4*p.TotalThreads())
	}
}

// lowerLocals declares la and lb and writes the thread's elements of lgs
// and LSB whole.
func (p *Program) lowerLocals(b *strings.Builder) {
	if p.Lower == nil {
		return
	}
	b.WriteString("    LA la = { u0, 1u, { u1, 7u } };\n    LB lb;\n    lb.a = la;\n    lb.d = i0;\n")
	b.WriteString("    lgs[gi] = la;\n    LSB[tid] = la;\n    uint lchk = 0u;\n")
}

// lowerFold folds the objects and statics into u0.
func (p *Program) lowerFold(b *strings.Builder) {
	if p.Lower == nil {
		return
	}
	fmt.Fprintf(b, "    lchk |= lstep(7u) ^ lstepm(7u);\n    %s[tid] = lchk;\n", SelfCheck)
	b.WriteString("    u0 ^= la.get() + lb.get() * 3u + LG * 5u + LT[0] + LT[1] * 3u + LT[2] * 5u + LT[3] * 7u + LS.get() * 9u;\n")
	b.WriteString("    u0 = u0 * 31u + lgs[gi].get() * 11u + LSB[tid].get() * 13u + lstep(1u);\n")
}

// lowerObj is an LA object a method can be called on.
func (g *gen) lowerObj() string {
	return g.pick("la", "lb.a", "LS", "lgs[gi]", "LSB[tid]")
}

// lowerPlace is a uint place an inout or out argument can name: a local,
// a static global, a field of an object, an element at a computed index.
// Its indices read only the base locals, which the calls do not change.
func (g *gen) lowerPlace() string {
	switch g.r.IntN(8) {
	case 0:
		return g.uvar()
	case 1, 2:
		return "LG"
	case 3:
		return fmt.Sprintf("LT[%s & 3u]", g.uvar())
	case 4:
		return fmt.Sprintf("lgs[gi].%s", g.pick("s", "n", "k[0]", "k[1]"))
	case 5:
		return fmt.Sprintf("LSB[tid].%s", g.pick("s", "n", "k[1]"))
	case 6:
		return fmt.Sprintf("%s.k[%s & 1u]", g.pick("la", "lb.a"), g.uvar())
	default:
		return fmt.Sprintf("arr[%s & 3u]", g.uvar())
	}
}

// lowerStmt is one of the lowering forms, most with a self-check: the
// same computation spelled out without the construct, its difference ORed
// into lchk (SelfCheck).
func (g *gen) lowerStmt(barrier bool) Stmt {
	u := g.uvar()
	op := g.pick("=", "+=", "^=")
	if barrier && g.r.IntN(8) == 0 {
		// a member function storing into one groupshared object that
		// every thread shares (each thread its own element), against a
		// plain groupshared array: another thread's element read after
		// the barrier
		n := g.p.GroupSize()
		x, k := g.uexpr(2), 1+g.r.IntN(max(n-1, 1))
		return &Unit{[]string{
			fmt.Sprintf("lgp.put(gi, %s);", x),
			fmt.Sprintf("lgq[gi] = %s;", x),
			"GroupMemoryBarrierWithGroupSync();",
			fmt.Sprintf("lchk |= lgp.at((gi + %du) %% %du) ^ lgq[(gi + %du) %% %du];", k, n, k, n),
			fmt.Sprintf("%s ^= lgp.at((gi + %du) %% %du);", u, k, n),
			"GroupMemoryBarrierWithGroupSync();"}}
	}
	switch g.r.IntN(16) {
	case 14, 15:
		if !g.portable {
			return g.lowerCompound()
		}
		return &Line{fmt.Sprintf("%s.%s(%s);", g.lowerObj(), g.pick("add", "mix"), g.uexpr(2))}
	case 0:
		// a method on an object, against LAmixf on a copy
		obj, x := g.lowerObj(), g.uexpr(2)
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("%s.%s(%s);", obj, g.pick("add", "mix"), x)}
		}
		return &Unit{[]string{"{",
			fmt.Sprintf("    LA lq = %s;", obj),
			fmt.Sprintf("    %s.mix(%s);", obj, x),
			fmt.Sprintf("    LAmixf(lq, %s);", x),
			fmt.Sprintf("    lchk |= LAdiff(%s, lq);", obj),
			"}"}}
	case 1:
		x := g.uexpr(2)
		return &Unit{[]string{"{",
			"    LB lq = lb;",
			fmt.Sprintf("    lb.bump(%s);", x),
			fmt.Sprintf("    LAmixf(lq.a, %s);", x),
			fmt.Sprintf("    lq.d -= (int)((%s) & 7u);", x),
			"    lchk |= LAdiff(lb.a, lq.a) | (uint)(lb.d ^ lq.d);",
			"}"}}
	case 2:
		return &Line{fmt.Sprintf("%s %s %s.get();", u, op, g.pick("la", "lb", "lb.a", "LS", "lgs[gi]", "LSB[tid]"))}
	case 3:
		// a static local, against explicit globals
		x := g.uexpr(2)
		return &Unit{[]string{"{",
			fmt.Sprintf("    uint ls = lstep(%s);", x),
			fmt.Sprintf("    lchk |= ls ^ lstepm(%s);", x),
			fmt.Sprintf("    %s %s ls;", u, op),
			"}"}}
	case 4:
		// an inout argument naming a global the callee also writes:
		// the call, then the state restored and the call spelled out
		// (copy in, the body, copy out last)
		pl := g.lowerPlace()
		return &Unit{[]string{"{",
			fmt.Sprintf("    uint lv = %s;", g.uexpr(2)),
			fmt.Sprintf("    uint lg0 = LG, lp0 = %s;", pl),
			"    uint lt0[4] = LT;",
			fmt.Sprintf("    lalias(%s, lv);", pl),
			fmt.Sprintf("    uint lg1 = LG, lp1 = %s;", pl),
			"    uint lt1[4] = LT;",
			"    LG = lg0;",
			"    LT = lt0;",
			fmt.Sprintf("    %s = lp0;", pl),
			fmt.Sprintf("    uint lx = %s;", pl),
			"    lx = lx * 5u + lv;",
			"    LG ^= lv;",
			"    LT[lv & 3u] += 1u;",
			fmt.Sprintf("    %s = lx;", pl),
			fmt.Sprintf("    lchk |= (lg1 ^ LG) | (lp1 ^ %s) | (lt1[0] ^ LT[0]) | (lt1[1] ^ LT[1]) | (lt1[2] ^ LT[2]) | (lt1[3] ^ LT[3]);", pl),
			"}"}}
	case 5:
		if g.r.IntN(2) == 0 {
			// out arguments of fresh locals, against what lout stores
			return &Unit{[]string{"{",
				fmt.Sprintf("    uint lv = %s;", g.uexpr(2)),
				"    uint lg0 = LG;",
				"    uint lx;",
				"    LA lo;",
				"    lout(lx, lo, lv);",
				"    lchk |= (lx ^ (lv * 3u)) | (lo.s ^ lv) | (lo.n ^ 1u) | (lo.k[0] ^ (lv ^ 5u)) | (lo.k[1] ^ lg0) | (LG ^ (lg0 + 1u));",
				fmt.Sprintf("    %s ^= lx + lo.k[0];", u),
				"}"}}
		}
		// x is not inside a: the order of two copy-outs to one place is
		// not HLSL's to say
		x := g.lowerPlace()
		for strings.Contains(x, "la") || strings.Contains(x, "lb.a") {
			x = g.lowerPlace()
		}
		return &Line{fmt.Sprintf("lout(%s, %s, %s);", x, g.pick("la", "lb.a"), g.uexpr(2))}
	case 6:
		// implicit conversions of arguments (uint to int, int to float,
		// uint to bool), against casts; the result is an integer within
		// ±1534
		a, b, c := fmt.Sprintf("(%s) & 1023u", g.uexpr(1)), fmt.Sprintf("(%s) & 511", g.iexpr(1)), fmt.Sprintf("(%s) & %du", g.uexpr(1), 1<<g.r.IntN(4))
		f := g.fvar()
		return &Unit{[]string{
			fmt.Sprintf("lchk |= asuint(lconvf(%s, %s, %s)) ^ asuint(lconvf((int)(%s), (float)(%s), (%s) != 0u));", a, b, c, a, b, c),
			fmt.Sprintf("%s = lconvf(%s, %s, %s);", f, a, b, c)}}
	case 7:
		// float to int (truncated) and back, bools from compares and
		// uints, vector truncation: against casts and components
		switch g.r.IntN(3) {
		case 0:
			f, i := g.fvar(), g.ivar()
			return &Unit{[]string{
				fmt.Sprintf("lchk |= (uint)(lconvi(%s * 0.5f) ^ (int)(%s * 0.5f));", f, f),
				fmt.Sprintf("%s %s lconvi(%s * 0.5f);", i, g.pick("=", "+=", "^="), f)}}
		case 1:
			i, k, x := g.ivar(), g.intLit(g.r.IntN(20)-10), g.uexpr(1)
			return &Unit{[]string{
				fmt.Sprintf("lchk |= (lconvb(%s < %s) + (uint)lretb((%s) & 6u) * 2u) ^ ((%s < %s ? 1u : 0u) + (((%s) & 6u) != 0u ? 2u : 0u));", i, k, x, i, k, x),
				fmt.Sprintf("%s += lconvb(%s < %s) + (uint)lretb((%s) & 6u) * 2u;", u, i, k, x)}}
		default:
			f0, f1, f2, f3 := g.fvar(), g.fvar(), g.fvar(), g.fvar()
			return &Unit{[]string{
				fmt.Sprintf("lchk |= asuint(lsum2(float4(%s, 1.5f, 2.0f, 3.0f)) + ltrunc(float4(%s, %s, 1.0f, 2.0f)).y) ^ asuint(lsum2(float2(%s, 1.5f)) + %s);", f1, f2, f3, f1, f3),
				fmt.Sprintf("%s = clamp(%s + lsum2(float4(%s, 1.5f, 2.0f, 3.0f)) + ltrunc(float4(%s, %s, 1.0f, 2.0f)).y, -4096.0f, 4096.0f);", f0, g.fvar(), f1, f2, f3)}}
		}
	case 8:
		// splats and truncations of uint vectors
		a, b, c, d := g.uvar(), g.uexpr(1), g.uexpr(1), g.uvar()
		return &Unit{[]string{
			fmt.Sprintf("lchk |= (lsumu2(uint4(%s, %s, 6u, 7u)) + lsplat(%s).z + lsumu2(%s)) ^ (%s * 3u + (%s) + (%s) + %s * 4u);", a, b, c, d, a, b, c, d),
			fmt.Sprintf("%s %s lsumu2(uint4(%s, %s, 6u, 7u)) + lsplat(%s).z + lsumu2(%s);", u, op, a, b, c, d)}}
	case 9:
		// whole structs and arrays copied, fields compared as vectors
		switch g.r.IntN(3) {
		case 0:
			src := g.pick("la", "lb.a", "LS", "lgs[gi]", "LSB[tid]")
			ks := g.pick("la", "lb.a", "LS")
			return &Unit{[]string{"{",
				fmt.Sprintf("    LA t = %s;", src),
				fmt.Sprintf("    lchk |= LAdiff(t, %s);", src),
				fmt.Sprintf("    t.k = %s.k;", ks),
				fmt.Sprintf("    lchk |= (t.k[0] ^ %s.k[0]) | (t.k[1] ^ %s.k[1]);", ks, ks),
				fmt.Sprintf("    %s = t;", g.pick("la", "lb.a", "LS", "lgs[gi]", "LSB[tid]")),
				"}"}}
		case 1:
			return &Line{g.arrCopy()}
		default:
			o := g.pick("lb.a", "LS")
			return &Unit{[]string{
				fmt.Sprintf("lchk |= (all(uint2(la.s, la.n) == uint2(%s.s, %s.n)) ? 1u : 0u) ^ (la.s == %s.s && la.n == %s.n ? 1u : 0u);", o, o, o, o),
				fmt.Sprintf("%s += all(uint2(la.s, la.n) == uint2(%s.s, %s.n)) ? 1u : 2u;", u, o, o)}}
		}
	case 10:
		// the usual arithmetic conversions: mixed int and uint operands
		// compute in uint; bools in arithmetic are 0 and 1
		i, v := g.ivar(), g.uvar()
		var sugar, plain string
		switch g.r.IntN(6) {
		case 0:
			sugar, plain = fmt.Sprintf("%s * 3 + %s", i, v), fmt.Sprintf("(uint)(%s * 3) + %s", i, v)
			return &Unit{[]string{fmt.Sprintf("lchk |= (%s) ^ (%s);", sugar, plain), fmt.Sprintf("%s = %s;", u, sugar)}}
		case 1:
			k := 1 + g.r.IntN(30)
			return &Unit{[]string{fmt.Sprintf("lchk |= (uint)((int)(%s >> %d) ^ (int)(%s / %du));", v, k, v, uint32(1)<<k), fmt.Sprintf("%s = %s >> %d;", i, v, k)}}
		case 2:
			return &Unit{[]string{fmt.Sprintf("lchk |= ((%s < %s) ? 1u : 0u) ^ (((uint)%s < %s) ? 1u : 0u);", i, v, i, v), fmt.Sprintf("%s += (%s < %s) ? 1u : 2u;", u, i, v)}}
		case 3:
			k := 1 + g.r.IntN(100)
			return &Unit{[]string{fmt.Sprintf("lchk |= (%s / %du) ^ ((uint)%s / %du);", i, k, i, k), fmt.Sprintf("%s ^= %s / %du;", u, i, k)}}
		case 4:
			k := 1 + g.r.IntN(100)
			return &Unit{[]string{fmt.Sprintf("lchk |= (uint)(%s %% %du) ^ ((uint)%s %% %du);", i, k, i, k), fmt.Sprintf("%s = %s %% %du;", i, i, k)}}
		default:
			k, n := g.r.IntN(1000), g.intLit(g.r.IntN(10))
			sugar = fmt.Sprintf("(%s > %du) + (%s < %s) * 2u", v, k, i, n)
			plain = fmt.Sprintf("(%s > %du ? 1u : 0u) + (%s < %s ? 2u : 0u)", v, k, i, n)
			return &Unit{[]string{fmt.Sprintf("lchk |= (%s) ^ (%s);", sugar, plain), fmt.Sprintf("%s += %s;", u, sugar)}}
		}
	case 11:
		// C's precedence, no parentheses, against the parenthesized form
		a, b, c := g.uvar(), g.uvar(), g.uvar()
		var sugar, plain string
		switch g.r.IntN(5) {
		case 0:
			k := 1 + g.r.IntN(30)
			sugar, plain = fmt.Sprintf("%s + %s << %d", a, b, k), fmt.Sprintf("(%s + %s) << %d", a, b, k)
		case 1:
			d := g.uvar()
			sugar, plain = fmt.Sprintf("%s & %s ^ %s | %s", a, b, c, d), fmt.Sprintf("((%s & %s) ^ %s) | %s", a, b, c, d)
		case 2:
			sugar, plain = fmt.Sprintf("%s == %s & 1u", a, b), fmt.Sprintf("(%s == %s ? 1u : 0u) & 1u", a, b)
		case 3:
			sugar, plain = fmt.Sprintf("%s > %s ? %s : %s + 1u", a, b, c, a), fmt.Sprintf("(%s > %s) ? %s : (%s + 1u)", a, b, c, a)
		default:
			k1, k2 := 1+g.r.IntN(9), 1+g.r.IntN(9)
			sugar, plain = fmt.Sprintf("%s - %s - %s / %du / %du", a, b, c, k1, k2), fmt.Sprintf("(%s - %s) - ((%s / %du) / %du)", a, b, c, k1, k2)
		}
		return &Unit{[]string{fmt.Sprintf("lchk |= (%s) ^ (%s);", sugar, plain), fmt.Sprintf("%s = %s;", u, sugar)}}
	case 12:
		// operands HLSL 2021 evaluates only when needed (not in portable
		// programs), against branches; lstepm follows lstep's calls
		c, x, y := g.boolExpr(1, false), g.uexpr(1), g.uexpr(1)
		k := g.r.Uint32() >> 1
		if !g.portable {
			switch g.r.IntN(3) {
			case 0:
				return &Unit{[]string{"{",
					fmt.Sprintf("    bool lc = %s;", c),
					fmt.Sprintf("    bool lr = lc && lstep(%s) > %du;", x, k),
					"    bool lm = false;",
					fmt.Sprintf("    if (lc) lm = lstepm(%s) > %du;", x, k),
					"    lchk |= (lr != lm) ? 1u : 0u;",
					fmt.Sprintf("    if (lr) %s ^= %s;", u, y),
					"}"}}
			case 1:
				return &Unit{[]string{"{",
					fmt.Sprintf("    bool lc = %s;", c),
					fmt.Sprintf("    bool lr = lc || lstep(%s) < %du;", x, k),
					"    bool lm = true;",
					fmt.Sprintf("    if (!lc) lm = lstepm(%s) < %du;", x, k),
					"    lchk |= (lr != lm) ? 1u : 0u;",
					fmt.Sprintf("    %s += lr ? 1u : 0u;", u),
					"}"}}
			default:
				return &Unit{[]string{"{",
					fmt.Sprintf("    bool lc = %s;", c),
					fmt.Sprintf("    uint lr = lc ? lstep(%s) : lstep(%s) * 3u;", x, y),
					"    uint lm;",
					fmt.Sprintf("    if (lc) lm = lstepm(%s); else lm = lstepm(%s) * 3u;", x, y),
					"    lchk |= lr ^ lm;",
					fmt.Sprintf("    %s %s lr;", u, op),
					"}"}}
			}
		}
		return &Unit{[]string{"{",
			fmt.Sprintf("    uint lr = lstep(%s);", x),
			fmt.Sprintf("    lr += lstep(%s);", y),
			fmt.Sprintf("    uint lm = lstepm(%s);", x),
			fmt.Sprintf("    lm += lstepm(%s);", y),
			"    lchk |= lr ^ lm;",
			fmt.Sprintf("    %s %s lr;", u, op),
			"}"}}
	default:
		// a loop of method calls and static-local steps
		x := g.uvar()
		return &Unit{[]string{
			fmt.Sprintf("for (uint lq = 0u; lq < %s; lq++) {", g.pick("3u", "(cu0 & 3u) + 1u", fmt.Sprintf("(%s & 3u)", g.uvar()))),
			fmt.Sprintf("    %s.mix(lq + %s);", g.lowerObj(), g.uvar()),
			fmt.Sprintf("    uint ls = lstep(lq ^ %s);", x),
			fmt.Sprintf("    lchk |= ls ^ lstepm(lq ^ %s);", x),
			fmt.Sprintf("    %s ^= ls;", u),
			"}"}}
	}
}

// lowerCompound is a compound assignment whose operands have other types
// than its target (an int or uint op= a float computes in float and
// converts back; a shift amount of another type is masked), against the
// conversions spelled out. Not in portable programs: glslang 12 converts
// the float operand to int first.
func (g *gen) lowerCompound() Stmt {
	f := g.fvar()
	switch g.r.IntN(4) {
	case 0:
		i, o := g.ivar(), g.pick("+=", "-=", "*=")
		return &Unit{[]string{"{",
			fmt.Sprintf("    int lc0 = %s & 65535;", i),
			"    int lc1 = lc0;",
			fmt.Sprintf("    lc1 %s %s;", o, f),
			fmt.Sprintf("    lchk |= (uint)(lc1 ^ (int)((float)lc0 %s %s));", o[:1], f),
			fmt.Sprintf("    %s ^= lc1;", i),
			"}"}}
	case 1:
		u, o := g.uvar(), g.pick("+=", "*=")
		return &Unit{[]string{"{",
			fmt.Sprintf("    uint lc0 = %s & 65535u;", u),
			"    uint lc1 = lc0;",
			fmt.Sprintf("    lc1 %s abs(%s);", o, f),
			fmt.Sprintf("    lchk |= lc1 ^ (uint)((float)lc0 %s abs(%s));", o[:1], f),
			fmt.Sprintf("    %s ^= lc1;", u),
			"}"}}
	case 2:
		i := g.ivar()
		return &Unit{[]string{"{",
			fmt.Sprintf("    int lc0 = %s;", i),
			"    int lc1 = lc0;",
			fmt.Sprintf("    lc1 /= abs(%s) + 1.5f;", f),
			fmt.Sprintf("    lchk |= (uint)(lc1 ^ (int)((float)lc0 / (abs(%s) + 1.5f)));", f),
			fmt.Sprintf("    %s = lc1;", i),
			"}"}}
	default:
		u, i := g.uvar(), g.ivar()
		o := g.pick("<<=", ">>=")
		return &Unit{[]string{"{",
			fmt.Sprintf("    uint lc1 = %s;", u),
			fmt.Sprintf("    lc1 %s %s;", o, i),
			fmt.Sprintf("    lchk |= lc1 ^ (%s %s ((uint)%s & 31u));", u, o[:2], i),
			fmt.Sprintf("    %s = lc1;", u),
			"}"}}
	}
}

// arrCopy is a whole-array assignment between arr and LT.
func (g *gen) arrCopy() string {
	if g.r.IntN(2) == 0 {
		return "LT = arr;"
	}
	return "arr = LT;"
}
