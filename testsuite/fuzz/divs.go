package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// Division and remainder in every sign and width (a quarter of the
// programs, chosen apart from the rest of the generator like the early
// exits, so that the others are unchanged). The base generator divides by
// positive divisors made nonzero; GCN has no integer divide instruction, so
// a compiler expands each division into a reciprocal estimate and
// correction steps, or into a multiply-high by a magic number for a
// constant divisor, or into a scalar sequence for a uniform one, and every
// expansion has its edge cases: negative divisors, divisors of 2^31 and
// above, dividends near the top of the range. These programs assign a
// local from
//
//	a / -((b & 15) | 2), a % -((b & 15) | 2)    negative divisors (|d| >= 2:
//	                                              MIN / -1 is not HLSL's to define)
//	a / K, a % K                                 constant divisors of both signs,
//	                                              powers of two and not, up to 2^32 - 2
//	a / (b | 0x80000000u), a % (b | ...)         divisors of 2^31 and above
//	a / (cu1 | 1u), a / ((uint)ci0 | 1u)         group-uniform divisors
//	a / (k + 1u)                                 a loop counter
//	(uint64_t)a * b / K, % K, / ((b | 1) - 2^31)   64-bit ones (not in portable programs)
//
// (a portable program takes no remainder of a negative operand: Vulkan
// leaves OpSRem of negative operands undefined and glslang's % floors).

func wantsDivs(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x85a308d313198a2e, seed+0x0370734429f31d00))
	return r.IntN(4) == 0
}

// divsOn reports whether the program divides in every sign and width.
func (g *gen) divsOn() bool { return g.p.Divs && !g.helper }

var (
	divConstsU = []string{"3u", "7u", "10u", "641u", "65537u", "0x80000000u", "0x80000001u", "0xfffffffeu", "16u", "1u"}
	divConstsI = []string{"3", "7", "-7", "10", "-3", "1000", "-65536", "0x7fffffff", "-2", "16", "-1"}
)

// divStmt assigns a local a quotient or remainder.
func (g *gen) divStmt() Stmt {
	u, i := g.uvar(), g.ivar()
	uop, iop := g.pick("=", "+=", "^="), g.pick("=", "+=", "-=")
	a, b := g.uexpr(2), g.uexpr(1)
	ia, ib := g.iexpr(2), g.iexpr(1)
	switch g.r.IntN(9) {
	case 0:
		if g.portable {
			return &Line{fmt.Sprintf("%s %s %s / -((%s & 15) | 2);", i, iop, ia, ib)}
		}
		return &Line{fmt.Sprintf("%s %s %s %s -((%s & 15) | 2);", i, iop, ia, g.pick("/", "%"), ib)}
	case 1:
		k := g.pick(divConstsI...)
		if k == "-1" {
			// MIN / -1 overflows: only non-negative dividends
			ia = fmt.Sprintf("(%s & 0x7fffffff)", ia)
		}
		if g.portable {
			// no remainder: glslang's % of a negative divisor floors
			return &Line{fmt.Sprintf("%s %s (%s & 0x7fffffff) / (int)%s;", i, iop, ia, k)}
		}
		return &Line{fmt.Sprintf("%s %s %s %s %s;", i, iop, ia, g.pick("/", "%"), g.intLit0(k))}
	case 2:
		return &Line{fmt.Sprintf("%s %s %s %s %s;", u, uop, a, g.pick("/", "%"), g.pick(divConstsU...))}
	case 3:
		return &Line{fmt.Sprintf("%s %s %s %s (%s | 0x80000000u);", u, uop, a, g.pick("/", "%"), b)}
	case 4:
		return &Line{fmt.Sprintf("%s %s %s %s (%s | 1u);", u, uop, a, g.pick("/", "%"), g.pick("cu1", "(uint)ci0", "(cu0 + 2u)", "gid.x"))}
	case 5:
		if len(g.loopVars) > 0 {
			k := g.loopVars[g.r.IntN(len(g.loopVars))]
			return &Line{fmt.Sprintf("%s %s %s %s (%s + 1u);", u, uop, a, g.pick("/", "%"), k)}
		}
		return &Line{fmt.Sprintf("%s %s %s / (%s | 1u);", u, uop, a, b)}
	case 6:
		if g.portable {
			return &Line{fmt.Sprintf("%s %s (%s & 0x7fffffff) / ((%s & 0x7fffffff) | 1);", i, iop, ia, ib)}
		}
		// a signed dividend, a divisor of either sign (never -1 with MIN)
		return &Line{fmt.Sprintf("%s %s %s %s ((((%s >> 1) & 0x7fff) | 3) * %s);", i, iop, ia, g.pick("/", "%"), ib, g.pick("1", "-1"))}
	default:
		if g.portable {
			return &Line{fmt.Sprintf("%s %s %s / %s;", u, uop, a, g.pick(divConstsU...))}
		}
		w := fmt.Sprintf("((uint64_t)%s * %s)", a, b)
		switch g.r.IntN(3) {
		case 0:
			return &Line{fmt.Sprintf("%s %s (uint)(%s / %s);", u, uop, w, g.pick("3ull", "10ull", "0x100000001ull", "0xfffffffffull", "7ull"))}
		case 1:
			return &Line{fmt.Sprintf("%s %s (uint)(%s %% %s);", u, uop, w, g.pick("3ull", "1000000007ull", "0x80000000ull"))}
		default:
			return &Line{fmt.Sprintf("%s %s (uint)((int64_t)%s / ((int64_t)(%s | 1u) - (int64_t)0x80000000u));", u, uop, w, b)}
		}
	}
}

// intLit0 is an int constant as text (a portable program casts it).
func (g *gen) intLit0(k string) string {
	if g.portable {
		return "(int)" + k
	}
	return "(" + k + ")"
}
