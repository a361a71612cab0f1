package fuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Nested calls with out and inout parameters (a quarter of the programs,
// chosen apart from the rest of the generator like the early exits, so
// that the others are unchanged). HLSL passes out and inout arguments by
// copy-in and copy-out: the callee works on its own copies, and the
// caller's variables receive them when the call returns, on every path
// out of the callee (also an early return). These programs declare
//
//	struct CR { uint s; int t; };
//	uint fcall(uint a, inout uint h, out int b, inout CR c)
//	{
//	    b = ...; c.s += h;          (an out parameter is written first)
//	    <statements on a, h and b, as the helper's: branches, loops,
//	     early returns of a value when the program has exits, wave
//	     intrinsics when it has them>
//	    c.t ^= b; return e;
//	}
//	CR fnest(uint x, inout int q)
//	{
//	    a CR and locals passed to fcall, a second call under a condition
//	    on the first one's result, q updated from fcall's out argument
//	}
//
// and a local CR cr, and call them anywhere (in divergent branches and
// loops) with locals, an element of arr at a computed index and cr's
// fields as the out and inout arguments. cr is folded into u0 before the
// outputs.

func wantsCalls(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x3f84d5b5b5470917, seed+0x9216d5d98979fb1b))
	return r.IntN(4) == 0
}

var readsB = regexp.MustCompile(`\bb\b`)

// callsOn reports whether the program calls fcall and fnest.
func (g *gen) callsOn() bool { return g.p.Calls != nil && !g.helper }

// callFuncs are the generated parts of fcall and fnest.
type callFuncs struct {
	Body    []Stmt // fcall's statements on a, h and b
	Ret     string // fcall's return expression
	BInit   string // fcall's first value of b
	Cond    string // fnest's condition for its second call (on r, h, b)
	NestArg string // fnest's first argument of fcall (on x)
}

// genCalls generates fcall's body and fnest's choices with a helper-mode
// generator (the locals are a, h and b).
func genCalls(r *rand.Rand, p *Program, wave, portable bool) *callFuncs {
	hg := &gen{r: r, p: &Program{NU: 1, NI: 1, NF: 1, Exits: p.Exits}, maxStmts: 3 + r.IntN(4), wave: wave, portable: portable, helper: true}
	c := &callFuncs{}
	// b is an out parameter: undefined until written, so its first value
	// does not read it
	c.BInit = hg.iexpr(1)
	for try := 0; readsB.MatchString(c.BInit); try++ {
		c.BInit = hg.iexpr(1)
		if try == 8 {
			c.BInit = "(int)a"
		}
	}
	c.Body = hg.block(1, false)
	c.Ret = hg.uexpr(2)
	c.Cond = hg.pick("(r & 3u) != 0u", "r > h", "b < 0", "((h ^ r) & 1u) == 0u")
	c.NestArg = hg.pick("x ^ 0x9e37u", "x * 3u + 1u", "x >> 1", "~x")
	p.Use16 = p.Use16 || hg.p.Use16
	return c
}

// callsDecls renders the struct and the two functions.
func (p *Program) callsDecls(b *strings.Builder) {
	c := p.Calls
	if c == nil {
		return
	}
	b.WriteString("struct CR\n{\n    uint s;\n    int t;\n};\n\n")
	b.WriteString("uint fcall(uint a, inout uint h, out int b, inout CR c)\n{\n")
	fmt.Fprintf(b, "    b = %s;\n    c.s += h;\n", c.BInit)
	renderList(b, c.Body, "    ")
	fmt.Fprintf(b, "    c.t ^= b;\n    return %s;\n}\n\n", c.Ret)
	b.WriteString("CR fnest(uint x, inout int q)\n{\n")
	b.WriteString("    CR c = { x, q };\n    uint h = x * 3u + (uint)q;\n    int b;\n")
	fmt.Fprintf(b, "    uint r = fcall(%s, h, b, c);\n", c.NestArg)
	fmt.Fprintf(b, "    if (%s) {\n        r += fcall(r, h, b, c);\n    }\n", c.Cond)
	b.WriteString("    q += b;\n    c.s ^= h + r;\n    return c;\n}\n")
}

// callsText is the text of the functions, for the resources they use.
func (p *Program) callsText() string {
	var b strings.Builder
	p.callsDecls(&b)
	return b.String()
}

// callsLocals renders cr.
func (p *Program) callsLocals(b *strings.Builder) {
	if p.Calls != nil {
		b.WriteString("    CR cr = { u0 ^ 0x1234u, i0 };\n")
	}
}

// callsFold folds cr into u0.
func (p *Program) callsFold(b *strings.Builder) {
	if p.Calls != nil {
		b.WriteString("    u0 ^= cr.s * 3u + (uint)cr.t;\n")
	}
}

// callStmt calls fcall or fnest.
func (g *gen) callStmt() Stmt {
	v, op := g.uvar(), g.pick("=", "+=", "^=")
	switch g.r.IntN(5) {
	case 0, 1:
		// h is not v: whether v's old value is read before or after the
		// call's copy-out is not HLSL's to say
		h := g.uvar()
		for h == v {
			h = g.uvar()
		}
		return &Line{fmt.Sprintf("%s %s fcall(%s, %s, %s, cr);", v, op, g.uexpr(2), h, g.ivar())}
	case 2:
		// an inout argument at a computed index: copied in and out of the
		// same element
		return &Line{fmt.Sprintf("%s %s fcall(%s, arr[%s & 3u], %s, cr);", v, op, g.uexpr(2), g.uexpr(1), g.ivar())}
	case 3:
		// fields of cr as the arguments, a fresh CR as c
		return &Unit{[]string{"{",
			fmt.Sprintf("    CR k = { %s, %s };", g.uexpr(1), g.iexpr(1)),
			fmt.Sprintf("    %s %s fcall(%s, cr.s, cr.t, k);", v, op, g.uexpr(2)),
			fmt.Sprintf("    %s ^= k.s + (uint)k.t;", g.uvar()),
			"}"}}
	default:
		return &Unit{[]string{"{",
			fmt.Sprintf("    CR k = fnest(%s, %s);", g.uexpr(2), g.ivar()),
			fmt.Sprintf("    %s %s k.s;", v, op),
			fmt.Sprintf("    %s ^= k.t;", g.ivar()),
			"}"}}
	}
}
