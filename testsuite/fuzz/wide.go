package fuzz

import "fmt"

// 64-bit integers and doubles. A uint64_t expression (wexpr) wraps around
// like the 32-bit ones, divides by divisors made nonzero (signed ones may
// divide MIN by -1, which the IR defines), shifts by amounts masked to 6
// bits, and is folded back into a uint (wideU) through its halves, a
// remainder, a compare or firstbithigh/firstbitlow. A double expression
// (dexpr) is exact like fexpr (52 significant bits at most), so that it
// may feed integer results whatever the optimizer's refactoring; inexact
// double results (division, square root, reciprocals) are stored straight
// to DOut, compared as f64.

// dexpr is an exact double expression: |value| < 2^mag, a multiple of
// 2^-frac.
type dexpr struct {
	s         string
	mag, frac int
}

const (
	maxDoubleBits = 52
	doutWords     = 4 // DOut: doubles per thread
)

// wideU is a uint expression computed through 64 bits.
func (g *gen) wideU(d int, uniform bool) string {
	w := g.wexpr(d, uniform)
	switch g.r.IntN(8) {
	case 0:
		return fmt.Sprintf("(uint)(%s >> 32)", w)
	case 1:
		return fmt.Sprintf("(uint)%s", w)
	case 2:
		return fmt.Sprintf("(uint)(%s %% %dull)", w, 1+g.r.IntN(100000))
	case 3:
		return fmt.Sprintf("%s(%s)", g.pick("firstbithigh", "firstbitlow"), w)
	case 4:
		return fmt.Sprintf("(%s %s %s ? %du : %du)", w, g.pick("<", "<=", ">", "==", "!="), g.wexpr(d-1, uniform), g.r.IntN(64), g.r.IntN(64))
	case 5:
		return fmt.Sprintf("(uint)((int64_t)%s %s (int64_t)%s ? 1u : 0u)", w, g.pick("<", ">="), g.wexpr(d-1, uniform))
	case 6:
		e := g.dexprU(d, uniform)
		return fmt.Sprintf("(uint)(int64_t)(%s)", e.s)
	default:
		return g.narrowU(d, uniform)
	}
}

// wexpr is a uint64_t expression.
func (g *gen) wexpr(d int, uniform bool) string {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.wleaf(uniform)
	}
	a, b := g.wexpr(d-1, uniform), g.wexpr(d-1, uniform)
	switch g.r.IntN(18) {
	case 0, 1:
		return fmt.Sprintf("(%s + %s)", a, b)
	case 2:
		return fmt.Sprintf("(%s - %s)", a, b)
	case 3, 4:
		return fmt.Sprintf("(%s * %s)", a, b)
	case 5:
		return fmt.Sprintf("(%s %s %s)", a, g.pick("&", "|", "^"), b)
	case 6:
		return fmt.Sprintf("(%s / (%s | 1ull))", a, b)
	case 7:
		return fmt.Sprintf("(%s %% (%s | 1ull))", a, b)
	case 8:
		return fmt.Sprintf("(%s %s (%s & 63u))", a, g.pick("<<", ">>"), g.uexprU(d-1, uniform))
	case 9:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a, b)
	case 10:
		return fmt.Sprintf("(%s < %s ? %s : %s)", a, b, g.wexpr(d-1, uniform), a)
	case 11:
		return fmt.Sprintf("(uint64_t)((int64_t)%s / ((int64_t)%s | 1))", a, b)
	case 12:
		return fmt.Sprintf("(uint64_t)((int64_t)%s %% ((int64_t)%s | 1))", a, b)
	case 13:
		return fmt.Sprintf("(uint64_t)((int64_t)%s >> (%s & 63u))", a, g.uexprU(d-1, uniform))
	case 14:
		return fmt.Sprintf("(uint64_t)%s((int64_t)%s, (int64_t)%s)", g.pick("min", "max"), a, b)
	case 15:
		return fmt.Sprintf("(~%s)", a)
	case 16:
		if g.wave && !uniform {
			return g.waveW(d - 1)
		}
		return fmt.Sprintf("(%s + %dull)", a, g.r.Uint64())
	default:
		e := g.dexprU(d-1, uniform)
		return fmt.Sprintf("(uint64_t)(int64_t)(%s)", e.s)
	}
}

// wleaf is a uint64_t leaf: a uint or int widened, two uints joined, a
// 64-bit constant.
func (g *gen) wleaf(uniform bool) string {
	switch g.r.IntN(5) {
	case 0, 1:
		return fmt.Sprintf("(uint64_t)%s", g.uleaf(uniform))
	case 2:
		return fmt.Sprintf("((uint64_t)%s << 32 | %s)", g.uleaf(uniform), g.uleaf(uniform))
	case 3:
		return fmt.Sprintf("(uint64_t)(int64_t)%s", g.ileaf(uniform))
	default:
		return g.pick(fmt.Sprintf("%dull", g.r.Uint64()), fmt.Sprintf("%dull", g.r.IntN(100)),
			"0xffffffffffffffffull", "0x8000000000000000ull", "0x100000000ull", "0xffffffffull")
	}
}

// waveW is a uint64_t wave intrinsic over the active lanes.
func (g *gen) waveW(d int) string {
	a := g.wexpr(d, false)
	switch g.r.IntN(6) {
	case 0:
		return fmt.Sprintf("WaveActiveSum(%s)", a)
	case 1:
		return fmt.Sprintf("WavePrefixSum(%s)", a)
	case 2:
		return fmt.Sprintf("WaveActive%s(%s)", g.pick("Min", "Max", "BitAnd", "BitOr", "BitXor"), a)
	case 3:
		return fmt.Sprintf("WaveReadLaneFirst(%s)", a)
	case 4:
		return fmt.Sprintf("WaveActiveProduct(%s | 1ull)", a)
	default:
		return fmt.Sprintf("WavePrefixProduct(%s)", a)
	}
}

// dexprU generates an exact double expression.
func (g *gen) dexprU(d int, uniform bool) dexpr {
	for try := 0; try < 8; try++ {
		if e := g.dtry(d, uniform); e.mag+e.frac <= maxDoubleBits {
			return e
		}
	}
	return g.dleaf(uniform)
}

func (g *gen) dleaf(uniform bool) dexpr {
	switch g.r.IntN(5) {
	case 0:
		return dexpr{fmt.Sprintf("(double)%s", g.uleaf(uniform)), 32, 0}
	case 1:
		return dexpr{fmt.Sprintf("(double)%s", g.ileaf(uniform)), 32, 0}
	case 2:
		f := g.fexprU(1, uniform)
		return dexpr{fmt.Sprintf("(double)%s", f.s), f.mag, f.frac}
	case 3:
		// shifted down so that the conversion is exact
		return dexpr{fmt.Sprintf("(double)((int64_t)%s >> %d)", g.wleaf(uniform), 64-maxDoubleBits+8), maxDoubleBits - 9, 0}
	default:
		c := []dexpr{{"0.5", 0, 1}, {"1.5", 1, 1}, {"(-3.0)", 2, 0}, {"0.0625", 0, 4}, {"1048576.0", 21, 0}, {"(-0.0)", 0, 0}}
		return c[g.r.IntN(len(c))]
	}
}

func (g *gen) dtry(d int, uniform bool) dexpr {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.dleaf(uniform)
	}
	a, b := g.dexprU(d-1, uniform), g.dexprU(d-1, uniform)
	switch g.r.IntN(11) {
	case 0, 1:
		return dexpr{fmt.Sprintf("(%s %s %s)", a.s, g.pick("+", "-"), b.s), max(a.mag, b.mag) + 1, max(a.frac, b.frac)}
	case 2, 3:
		return dexpr{fmt.Sprintf("(%s * %s)", a.s, b.s), a.mag + b.mag, a.frac + b.frac}
	case 4:
		return dexpr{fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a.s, b.s), max(a.mag, b.mag), max(a.frac, b.frac)}
	case 5:
		// floor/ceil/round/trunc are DXC float_like intrinsics: a double
		// argument converts to float and the result is float, so they
		// keep the expression exact only when the value fits a float's
		// 24 significant bits
		if a.mag+a.frac <= 24 {
			return dexpr{fmt.Sprintf("(double)%s(%s)", g.pick("floor", "ceil", "round", "trunc"), a.s), a.mag + 1, 0}
		}
		return dexpr{fmt.Sprintf("abs(%s)", a.s), a.mag, a.frac}
	case 6:
		return dexpr{fmt.Sprintf("abs(%s)", a.s), a.mag, a.frac}
	case 7:
		return dexpr{fmt.Sprintf("(%s * 0.25)", a.s), a.mag, a.frac + 2}
	case 8:
		return dexpr{fmt.Sprintf("fma(%s, %s, %s)", a.s, b.s, a.s), a.mag + b.mag + 1, a.frac + b.frac}
	case 9:
		return dexpr{fmt.Sprintf("(%s %s %s ? %s : %s)", a.s, g.pick("<", ">=", "=="), b.s, a.s, b.s), max(a.mag, b.mag), max(a.frac, b.frac)}
	default:
		if g.wave && !uniform {
			switch g.r.IntN(3) {
			case 0:
				return dexpr{fmt.Sprintf("WaveActiveSum(%s)", a.s), a.mag + 6, a.frac}
			case 1:
				return dexpr{fmt.Sprintf("WaveActive%s(%s)", g.pick("Min", "Max"), a.s), a.mag, a.frac}
			default:
				// (no quad reads: a lane of the quad may be inactive)
				return dexpr{fmt.Sprintf("WaveReadLaneFirst(%s)", a.s), a.mag, a.frac}
			}
		}
		return dexpr{fmt.Sprintf("(-%s)", a.s), a.mag, a.frac}
	}
}

// doubleStore is a statement storing an inexact result of doubles: a
// double one to DOut, or one of DXC's float_like intrinsics (sqrt, rsqrt,
// frac), which convert a double argument to float and compute in float,
// to FOut.
func (g *gen) doubleStore() Stmt {
	if g.portable {
		// no doubles: Vulkan asks of double operations only the precision
		// of float ones, and lavapipe divides doubles at float precision
		// and converts 32-bit integers to double through float
		fslot := fmt.Sprintf("FOut[tid * %d + %d]", g.p.FOutWords(), g.p.NF+g.r.IntN(g.p.FSlots))
		return &Line{fmt.Sprintf("%s = sqrt(abs(%s) + 1.0f);", fslot, g.fexpr(2).s)}
	}
	a, b := g.dexprU(2, false).s, g.dexprU(2, false).s
	fslot := fmt.Sprintf("FOut[tid * %d + %d]", g.p.FOutWords(), g.p.NF+g.r.IntN(g.p.FSlots))
	switch g.r.IntN(7) {
	case 0:
		return &Line{fmt.Sprintf("%s = sqrt(abs(%s));", fslot, a)}
	case 1:
		return &Line{fmt.Sprintf("%s = rsqrt(abs(%s) + 1.0);", fslot, a)}
	case 2:
		// a small argument: frac cancels the integer part, and the
		// rounding of the division (or of its reciprocal, which fast
		// arithmetic may use) must stay small beside the result
		return &Line{fmt.Sprintf("%s = frac(clamp(%s, -1024.0, 1024.0) / 7.0) + (float)(%s);", fslot, a, b)}
	}
	g.p.UseDOut = true
	slot := fmt.Sprintf("DOut[tid * %d + %d]", doutWords, g.r.IntN(doutWords))
	var e string
	switch g.r.IntN(4) {
	case 0:
		// infinities and NaNs too; the divisor's zero is +0 (min and max
		// may return either zero of -0 and +0)
		e = fmt.Sprintf("(%s) / abs(%s)", a, b)
	case 1:
		e = fmt.Sprintf("rcp(abs(%s))", a)
	case 2:
		e = fmt.Sprintf("(double)(%s) / (double)((%s) | 1ull)", g.wexpr(2, false), g.wexpr(1, false))
	default:
		if g.wave {
			// min and max only: a sum or product of rounded values
			// depends on the order
			e = fmt.Sprintf("WaveActive%s(%s / 3.0)", g.pick("Min", "Max"), a)
		} else {
			e = fmt.Sprintf("(%s) / 3.0 - (%s)", a, b)
		}
	}
	return &Line{fmt.Sprintf("%s = %s;", slot, e)}
}

// 16-bit integers (-enable-16bit-types): a uint16_t expression (hexpr)
// wraps around at 16 bits (HLSL does not promote 16-bit operands to int),
// divides by divisors made nonzero (signed ones may divide INT16_MIN by
// -1, which the IR defines), shifts by amounts masked to 4 bits, and is
// folded back into a uint (narrowU) by a zero or sign extension or through
// half, float and double conversions of values in range.

// narrowU is a uint expression computed through 16 bits.
func (g *gen) narrowU(d int, uniform bool) string {
	g.p.Use16 = true
	h := g.hexpr(d, uniform)
	switch g.r.IntN(8) {
	case 0, 1:
		return fmt.Sprintf("(uint)%s", h)
	case 2:
		return fmt.Sprintf("(uint)(int)(int16_t)%s", h)
	case 3:
		return fmt.Sprintf("(uint)((float)(int16_t)%s + 32768.0f)", h)
	case 4:
		// exact in half up to 2048, rounded beyond (to at most 32768)
		return fmt.Sprintf("(uint)(%s)(%s & (uint16_t)0x7fff)", g.pick("half", "float16_t"), h)
	case 5:
		return fmt.Sprintf("(uint)(double)%s", h)
	case 6:
		f := g.fexprU(d, uniform).s
		if g.r.IntN(2) == 0 {
			return fmt.Sprintf("(uint)(uint16_t)clamp(%s, 0.0f, 65535.0f)", f)
		}
		return fmt.Sprintf("(uint)(int16_t)clamp(%s, -32768.0f, 32767.0f)", f)
	default:
		f := g.fexprU(d, uniform).s
		return fmt.Sprintf("(uint)(int)(int16_t)(half)clamp(%s, -2048.0f, 2048.0f)", f)
	}
}

// hexpr is a uint16_t expression.
func (g *gen) hexpr(d int, uniform bool) string {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.hleaf(uniform)
	}
	a, b := g.hexpr(d-1, uniform), g.hexpr(d-1, uniform)
	switch g.r.IntN(16) {
	case 0, 1:
		return fmt.Sprintf("(%s %s %s)", a, g.pick("+", "-"), b)
	case 2, 3:
		return fmt.Sprintf("(%s * %s)", a, b)
	case 4:
		return fmt.Sprintf("(%s %s %s)", a, g.pick("&", "|", "^"), b)
	case 5:
		return fmt.Sprintf("(%s %s (%s | (uint16_t)1))", a, g.pick("/", "%"), b)
	case 6:
		return fmt.Sprintf("(uint16_t)((int16_t)%s %s (int16_t)(%s | (uint16_t)1))", a, g.pick("/", "%"), b)
	case 7:
		return fmt.Sprintf("(%s %s (%s & (uint16_t)15))", a, g.pick("<<", ">>"), b)
	case 8:
		return fmt.Sprintf("(uint16_t)((int16_t)%s >> (%s & (uint16_t)15))", a, b)
	case 9:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a, b)
	case 10:
		return fmt.Sprintf("(uint16_t)%s((int16_t)%s, (int16_t)%s)", g.pick("min", "max"), a, b)
	case 11:
		return fmt.Sprintf("(%s %s %s ? %s : %s)", a, g.pick("<", ">=", "=="), b, g.hexpr(d-1, uniform), b)
	case 12:
		return fmt.Sprintf("(uint16_t)((int16_t)%s < (int16_t)%s ? %s : %s)", a, b, a, b)
	case 13:
		return fmt.Sprintf("(uint16_t)(~%s)", a)
	case 14:
		if g.wave && !uniform {
			return fmt.Sprintf("%s(%s)", g.pick("WaveActiveSum", "WaveActiveMin", "WaveActiveMax", "WaveActiveBitOr", "WavePrefixSum", "WaveReadLaneFirst"), a)
		}
		return fmt.Sprintf("(uint16_t)(%s + (uint16_t)%d)", a, g.r.IntN(65536))
	default:
		return fmt.Sprintf("(uint16_t)%s", g.uexprU(d-1, uniform))
	}
}

// hleaf is a uint16_t leaf.
func (g *gen) hleaf(uniform bool) string {
	switch g.r.IntN(4) {
	case 0, 1:
		return fmt.Sprintf("(uint16_t)%s", g.uleaf(uniform))
	case 2:
		return fmt.Sprintf("(uint16_t)(int16_t)%s", g.ileaf(uniform))
	default:
		return fmt.Sprintf("(uint16_t)%s", g.pick(fmt.Sprint(g.r.IntN(65536)), fmt.Sprint(g.r.IntN(20)), "0xffff", "0x8000", "0x7fff"))
	}
}

// wideMem is a statement moving 64-bit values through memory: templated
// 64-bit stores and loads of the thread's own words of Raw (SM 6.2), or a
// groupshared uint64_t phase between barriers (at the top level only).
func (g *gen) wideMem(top bool) Stmt {
	switch k := g.r.IntN(3); {
	case k == 0 && g.barrierOK(top):
		g.p.UseGW = true
		n := g.p.GroupSize()
		bar := "GroupMemoryBarrierWithGroupSync();"
		read := g.pick(fmt.Sprintf("(gi + %du) %% %du", g.r.IntN(n+1), n), fmt.Sprintf("%du - 1u - gi", n))
		return &Unit{[]string{
			fmt.Sprintf("gw[gi] = %s;", g.wexpr(3, false)),
			bar,
			fmt.Sprintf("%s %s (uint)(gw[%s] >> %du);", g.uvar(), g.pick("=", "+=", "^="), read, g.r.IntN(64)),
			bar,
		}}
	case k == 1:
		g.p.Use62 = true
		return &Line{fmt.Sprintf("Raw.Store<uint64_t>(tid * %d + %d, %s);", 4*rawWords, 8*g.r.IntN(rawWords/2), g.wexpr(3, false))}
	default:
		g.p.Use62 = true
		return &Line{fmt.Sprintf("%s %s (uint)(Raw.Load<uint64_t>(tid * %d + %d) >> %du);", g.uvar(), g.pick("=", "+=", "^="), 4*rawWords, 8*g.r.IntN(rawWords/2), g.r.IntN(64))}
	}
}
