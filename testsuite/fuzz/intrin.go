package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// More intrinsics (a quarter of the programs, chosen apart from the rest of
// the generator like the early exits, so that the others are unchanged).
// The base generator's bit intrinsics take uints; these programs also call
//
//	firstbithigh/firstbitlow/countbits/reversebits of ints (firstbithigh
//	of a negative int finds the highest clear bit), sign and abs of ints,
//	mad of ints and uints (wrapping; not in portable programs: glslang
//	emits GLSL.std.450 Fma on integers, which lavapipe miscomputes)
//	round, trunc, ceil, frac, sign, saturate, step, lerp(a, b, 0.5),
//	ldexp by small exponents (not in portable programs: glslang emits
//	Ldexp with a float exponent) and mad of floats, and any/all of
//	compared vectors
//
// with the float expressions' exactness tracked as in fexpr (frac of a
// value on the grid, rounding to integers, a halfway lerp and scaling by a
// power of two are exact within the bound), so every path computes the
// same bits.

func wantsIntrin(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x2ffd72dbd01adfb7, seed+0xb8e1afed6a267e96))
	return r.IntN(4) == 0
}

// intrinOn reports whether the program calls the further intrinsics.
func (g *gen) intrinOn() bool { return g.p.Intrin && !g.helper }

// intrinF is an exact float expression through the further intrinsics.
func (g *gen) intrinF(d int) fexpr {
	for try := 0; try < 8; try++ {
		a := g.fexpr(d)
		var e fexpr
		switch g.r.IntN(11) {
		case 0:
			e = fexpr{fmt.Sprintf("%s(%s)", g.pick("round", "trunc", "ceil"), a.s), a.mag + 1, 0}
		case 1:
			// x - floor(x): within [0, 1), the grid's fractional bits
			e = fexpr{fmt.Sprintf("frac(%s)", a.s), 0, a.frac}
		case 2:
			e = fexpr{fmt.Sprintf("sign(%s)", a.s), 1, 0}
		case 3:
			e = fexpr{fmt.Sprintf("saturate(%s)", a.s), 1, a.frac}
		case 4:
			b := g.fexpr(d)
			e = fexpr{fmt.Sprintf("step(%s, %s)", a.s, b.s), 1, 0}
		case 5:
			b := g.fexpr(d)
			e = fexpr{fmt.Sprintf("lerp(%s, %s, 0.5f)", a.s, b.s), max(a.mag, b.mag) + 1, max(a.frac, b.frac) + 1}
		case 6:
			if g.portable {
				// glslang emits Ldexp with a float exponent (invalid
				// SPIR-V), which lavapipe reads as integer bits
				continue
			}
			k := g.r.IntN(7) - 3
			e = fexpr{fmt.Sprintf("ldexp(%s, %d.0f)", a.s, k), a.mag + max(k, 0), a.frac + max(-k, 0)}
		case 7, 8:
			b, c := g.fexpr(d-1), g.fexpr(d-1)
			e = fexpr{fmt.Sprintf("mad(%s, %s, %s)", a.s, b.s, c.s), max(a.mag+b.mag, c.mag) + 1, max(a.frac+b.frac, c.frac)}
		case 9:
			b := g.fexpr(d)
			e = fexpr{fmt.Sprintf("(%s(float2(%s, %s) %s float2(%s, %s)) ? 1.5f : -0.5f)", g.pick("any", "all"), a.s, b.s, g.pick("<", ">=", "==", "!="), b.s, a.s), 1, 1}
		default:
			e = fexpr{fmt.Sprintf("(float)sign(%s)", g.iexpr(1)), 1, 0}
		}
		if e.bits() <= maxFloatBits {
			return e
		}
	}
	return g.fleaf(false)
}

// intrinStmt assigns a local through the further intrinsics.
func (g *gen) intrinStmt() Stmt {
	v, op := g.uvar(), g.pick("=", "+=", "^=")
	switch g.r.IntN(6) {
	case 0, 1:
		return &Line{fmt.Sprintf("%s %s (uint)%s(%s);", v, op, g.pick("firstbithigh", "firstbitlow", "countbits", "reversebits"), g.iexpr(2))}
	case 2:
		return &Line{fmt.Sprintf("%s %s %s;", g.ivar(), g.pick("=", "+=", "-="), g.pick(
			fmt.Sprintf("sign(%s)", g.iexpr(2)), fmt.Sprintf("abs(%s >> 1)", g.iexpr(2)), fmt.Sprintf("firstbithigh(%s)", g.iexpr(2))))}
	case 3:
		if g.portable {
			return &Line{fmt.Sprintf("%s %s %s * %s + %s;", v, op, g.uexpr(1), g.uexpr(1), g.uexpr(1))}
		}
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("%s %s mad(%s, %s, %s);", v, op, g.uexpr(1), g.uexpr(1), g.uexpr(1))}
		}
		return &Line{fmt.Sprintf("%s %s mad(%s, %s, %s);", g.ivar(), g.pick("=", "+="), g.iexpr(1), g.iexpr(1), g.iexpr(1))}
	default:
		return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(g.intrinF(2)))}
	}
}
