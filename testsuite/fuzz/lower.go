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
// glslang 12 evaluates both, so portable programs do not). Everything is
// folded into u0 before the outputs.
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
	b.WriteString("RWStructuredBuffer<LA> LSB : register(u63);\n\n")
	fmt.Fprintf(b, `uint lstep(uint v)
{
    static uint c = %du;
    static uint h[2] = { %du, %du };
    c = c * 3u + v;
    h[v & 1u] += c;
    return c ^ h[0] ^ h[1];
}

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

// lowerSpec renders the run spec of LSB.
func (p *Program) lowerSpec(b *strings.Builder) {
	if p.Lower != nil {
		fmt.Fprintf(b, "// RUN-SPEC:   \"LSB\": {\"zero\": %d},\n", 16*p.TotalThreads())
	}
}

// lowerLocals declares la and lb and writes the thread's elements of lgs
// and LSB whole.
func (p *Program) lowerLocals(b *strings.Builder) {
	if p.Lower == nil {
		return
	}
	b.WriteString("    LA la = { u0, 1u, { u1, 7u } };\n    LB lb;\n    lb.a = la;\n    lb.d = i0;\n")
	b.WriteString("    lgs[gi] = la;\n    LSB[tid] = la;\n")
}

// lowerFold folds the objects and statics into u0.
func (p *Program) lowerFold(b *strings.Builder) {
	if p.Lower == nil {
		return
	}
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

// lowerStmt is one of the lowering forms.
func (g *gen) lowerStmt() Stmt {
	u := g.uvar()
	op := g.pick("=", "+=", "^=")
	switch g.r.IntN(14) {
	case 0:
		return &Line{fmt.Sprintf("%s.%s(%s);", g.lowerObj(), g.pick("add", "mix"), g.uexpr(2))}
	case 1:
		return &Line{fmt.Sprintf("lb.bump(%s);", g.uexpr(2))}
	case 2:
		return &Line{fmt.Sprintf("%s %s %s.get();", u, op, g.pick("la", "lb", "lb.a", "LS", "lgs[gi]", "LSB[tid]"))}
	case 3:
		return &Line{fmt.Sprintf("%s %s lstep(%s);", u, op, g.uexpr(2))}
	case 4:
		return &Line{fmt.Sprintf("lalias(%s, %s);", g.lowerPlace(), g.uexpr(2))}
	case 5:
		// x is not inside a: the order of two copy-outs to one place is
		// not HLSL's to say
		x := g.lowerPlace()
		for strings.Contains(x, "la") || strings.Contains(x, "lb.a") {
			x = g.lowerPlace()
		}
		return &Line{fmt.Sprintf("lout(%s, %s, %s);", x, g.pick("la", "lb.a"), g.uexpr(2))}
	case 6:
		// implicit conversions of arguments: uint to int, int to float,
		// uint to bool; the result is an integer within ±1534
		return &Line{fmt.Sprintf("%s = lconvf((%s) & 1023u, (%s) & 511, (%s) & %du);", g.fvar(), g.uexpr(1), g.iexpr(1), g.uexpr(1), 1<<g.r.IntN(4))}
	case 7:
		// float to int (truncated) and back, bools from compares and uints
		switch g.r.IntN(3) {
		case 0:
			return &Line{fmt.Sprintf("%s %s lconvi(%s * 0.5f);", g.ivar(), g.pick("=", "+=", "^="), g.fvar())}
		case 1:
			return &Line{fmt.Sprintf("%s += lconvb(%s < %s) + (uint)lretb((%s) & 6u) * 2u;", u, g.ivar(), g.intLit(g.r.IntN(20)-10), g.uexpr(1))}
		default:
			return &Line{fmt.Sprintf("%s = clamp(%s + lsum2(float4(%s, 1.5f, 2.0f, 3.0f)) + ltrunc(float4(%s, %s, 1.0f, 2.0f)).y, -4096.0f, 4096.0f);",
				g.fvar(), g.fvar(), g.fvar(), g.fvar(), g.fvar())}
		}
	case 8:
		// splats and truncations of uint vectors
		return &Line{fmt.Sprintf("%s %s lsumu2(uint4(%s, %s, 6u, 7u)) + lsplat(%s).z + lsumu2(%s);", u, op, g.uvar(), g.uexpr(1), g.uexpr(1), g.uvar())}
	case 9:
		// whole structs and arrays copied, fields compared as vectors
		switch g.r.IntN(3) {
		case 0:
			return &Unit{[]string{"{",
				fmt.Sprintf("    LA t = %s;", g.pick("la", "lb.a", "LS", "lgs[gi]", "LSB[tid]")),
				fmt.Sprintf("    t.k = %s.k;", g.pick("la", "lb.a", "LS")),
				fmt.Sprintf("    %s = t;", g.pick("la", "lb.a", "LS", "lgs[gi]", "LSB[tid]")),
				"}"}}
		case 1:
			return &Line{g.arrCopy()}
		default:
			return &Line{fmt.Sprintf("%s += all(uint2(la.s, la.n) == uint2(%s.s, %s.n)) ? 1u : 2u;", u, g.pick("lb.a", "LS"), g.pick("lb.a", "LS"))}
		}
	case 10:
		// the usual arithmetic conversions: mixed int and uint operands
		// compute in uint; bools in arithmetic are 0 and 1
		i := g.ivar()
		switch g.r.IntN(6) {
		case 0:
			return &Line{fmt.Sprintf("%s = %s * 3 + %s;", u, i, g.uvar())}
		case 1:
			return &Line{fmt.Sprintf("%s = %s >> %d;", i, g.uvar(), 1+g.r.IntN(30))}
		case 2:
			return &Line{fmt.Sprintf("%s += (%s < %s) ? 1u : 2u;", u, i, g.uvar())}
		case 3:
			return &Line{fmt.Sprintf("%s ^= %s / %du;", u, i, 1+g.r.IntN(100))}
		case 4:
			return &Line{fmt.Sprintf("%s = %s %% %du;", i, i, 1+g.r.IntN(100))}
		default:
			return &Line{fmt.Sprintf("%s += (%s > %du) + (%s < %s) * 2u;", u, g.uvar(), g.r.IntN(1000), i, g.intLit(g.r.IntN(10)))}
		}
	case 11:
		// C's precedence, no parentheses
		a, b, c := g.uvar(), g.uvar(), g.uvar()
		switch g.r.IntN(5) {
		case 0:
			return &Line{fmt.Sprintf("%s = %s + %s << %d;", u, a, b, 1+g.r.IntN(30))}
		case 1:
			return &Line{fmt.Sprintf("%s = %s & %s ^ %s | %s;", u, a, b, c, g.uvar())}
		case 2:
			return &Line{fmt.Sprintf("%s = %s == %s & 1u;", u, a, b)}
		case 3:
			return &Line{fmt.Sprintf("%s = %s > %s ? %s : %s + 1u;", u, a, b, c, a)}
		default:
			return &Line{fmt.Sprintf("%s = %s - %s - %s / %du / %du;", u, a, b, c, 1+g.r.IntN(9), 1+g.r.IntN(9))}
		}
	case 12:
		if !g.portable {
			// operands HLSL 2021 evaluates only when needed
			switch g.r.IntN(3) {
			case 0:
				return &If{Cond: fmt.Sprintf("%s && lstep(%s) > %du", g.boolExpr(1, false), g.uexpr(1), g.r.Uint32()>>1),
					Then: []Stmt{&Line{fmt.Sprintf("%s ^= %s;", u, g.uexpr(1))}}}
			case 1:
				return &Line{fmt.Sprintf("%s += (%s || lstep(%s) < %du) ? 1u : 0u;", u, g.boolExpr(1, false), g.uexpr(1), g.r.Uint32()>>1)}
			default:
				return &Line{fmt.Sprintf("%s %s %s ? lstep(%s) : lstep(%s) * 3u;", u, op, g.boolExpr(1, false), g.uexpr(1), g.uexpr(1))}
			}
		}
		return &Line{fmt.Sprintf("%s %s lstep(%s) + lstep(%s);", u, op, g.uexpr(1), g.uexpr(1))}
	default:
		// a loop of method calls and static-local steps
		return &Unit{[]string{
			fmt.Sprintf("for (uint lq = 0u; lq < %s; lq++) {", g.pick("3u", "(cu0 & 3u) + 1u", fmt.Sprintf("(%s & 3u)", g.uvar()))),
			fmt.Sprintf("    %s.mix(lq + %s);", g.lowerObj(), g.uvar()),
			fmt.Sprintf("    %s ^= lstep(lq ^ %s);", u, g.uvar()),
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
