package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Packed 16-bit vectors (a quarter of the programs, chosen apart from the
// rest of the generator like the early exits, so that the others are
// unchanged). GCN computes pairs of 16-bit values in one register with
// v_pk_* instructions, which read either half of each operand (op_sel),
// negate either half (neg_lo/neg_hi) and keep values packed along chains
// and loops (passes/pack16.go): swizzles, negations, selects and phis of
// 16-bit vectors are where a lane gets the other half's value. These
// programs compile with -enable-16bit-types and have the locals
//
//	T4 hv;        (T is min16float or float16_t: integers within ±32)
//	uint16_t4 hw; (wrapping arithmetic)
//
// and statements that compute on them whole and through swizzles (also as
// targets), from halves loaded in pairs (ByteAddressBuffer HRaw: templated
// float16_t4 loads and f16tof32 of each word's halves, the shapes the
// packing keeps packed from the load on): + - * mad min max abs negation
// floor, selects on a scalar condition and select() on a vector one,
// converted from and to uint and float; the uint16_t4 one with wrapping
// + - *, bit operations, masked shifts (logical and arithmetic), signed
// and unsigned min/max; templated 16-bit loads and stores of the thread's
// words of Raw; f32tof16 and f16tof32 pack and unpack pairs. Every half
// expression tracks a bound on its magnitude and fractional bits and stays
// within half's 11 significant bits, so no path rounds (a min16float
// computed in 32 bits gives the same values). No result depends on the
// sign of a zero, which HLSL's float arithmetic does not keep (its
// optimizer may turn -(a - b) into b - a): f32tof16 bits lose their sign
// bits, and half stores to Raw are cleared once read back. Before the
// outputs both locals are folded into u0 and u1. Portable programs
// (GenOptions) have none of this: glslang does not know uint16_t4 and
// float16_t4.

func wantsHalf(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x452821e638d01377, seed+0xbe5466cf34e90c6d))
	return r.IntN(4) == 0
}

// halfOn reports whether the program has the 16-bit vector locals.
func (g *gen) halfOn() bool { return g.p.HalfT != "" && !g.helper }

const maxHalfBits = 11

// hrawElems is the number of T4 elements of HRaw (8 bytes each: four
// halves, integers within ±32).
const hrawElems = 32

// halfData fills HRaw's words: pairs of halves.
func (p *Program) halfData(r *rand.Rand) {
	p.HRaw = make([]uint32, 2*hrawElems)
	for k := range p.HRaw {
		lo, hi := halfBits(r.IntN(65)-32), halfBits(r.IntN(65)-32)
		p.HRaw[k] = uint32(lo) | uint32(hi)<<16
	}
}

// halfBits is the IEEE half of a small integer.
func halfBits(n int) uint16 {
	if n == 0 {
		return 0
	}
	var sign uint16
	if n < 0 {
		sign, n = 0x8000, -n
	}
	e := 0
	for (1 << (e + 1)) <= n {
		e++
	}
	// n = 1.m × 2^e, m in 10 bits
	m := uint16((n << 10 >> e) & 0x3ff)
	return sign | uint16(e+15)<<10 | m
}

// halfDecls renders HRaw and the unpacking helper.
func (p *Program) halfDecls() string {
	if p.HalfT == "" {
		return ""
	}
	t := p.HalfT
	return "ByteAddressBuffer HRaw : register(t40);\n" +
		fmt.Sprintf("%s4 unpackH(uint2 w)\n{\n    return %s4(f16tof32(w.x & 0xffffu), f16tof32(w.x >> 16), f16tof32(w.y & 0xffffu), f16tof32(w.y >> 16));\n}\n", t, t)
}

// halfSpec renders HRaw's run spec when the kernel reads it.
func (p *Program) halfSpec(b *strings.Builder, used string) {
	if p.HalfT == "" || !strings.Contains(used, "HRaw.") {
		return
	}
	ws := make([]string, len(p.HRaw))
	for k, w := range p.HRaw {
		ws[k] = fmt.Sprint(w)
	}
	writeWrapped(b, "\"HRaw\": {\"u32\": [", ws, "]},")
}

// halfLocals renders the declarations of hv and hw.
func (p *Program) halfLocals() string {
	if p.HalfT == "" {
		return ""
	}
	return fmt.Sprintf("    %s4 hv = %s4((%s)((int)(u0 & 63u) - 32), (%s)((int)(tid & 31u) - 16), -3.0, 0.5);\n", p.HalfT, p.HalfT, p.HalfT, p.HalfT) +
		"    uint16_t4 hw = uint16_t4((uint16_t)u1, (uint16_t)(tid * 977u), (uint16_t)(u0 >> 16), (uint16_t)0xfffe);\n"
}

// halfFold folds hv and hw into u0 and u1 before the outputs.
func (p *Program) halfFold() string {
	if p.HalfT == "" {
		return ""
	}
	return "    u0 ^= (uint)(int)hv.x ^ ((uint)(int)hv.y << 8) ^ ((uint)(int)hv.z << 16) ^ ((uint)(int)hv.w << 24);\n" +
		"    u1 += (uint)hw.x + ((uint)hw.y << 16) + (uint)hw.z * 3u + ((uint)hw.w << 5);\n"
}

// hq is an expression of type T4 kept within bounds (see fexpr).
func (g *gen) hq(d int) fexpr {
	for try := 0; try < 8; try++ {
		e := g.htry(d)
		if e.bits() <= maxHalfBits && e.mag <= 11 {
			return e
		}
	}
	return g.hvleaf()
}

func (g *gen) hvleaf() fexpr {
	t := g.p.HalfT
	switch g.r.IntN(9) {
	case 7, 8:
		// halves loaded in pairs: packed values from the start
		a := fmt.Sprintf("(%s & %du) * 8u", g.uleaf(false), hrawElems-1)
		if t == "float16_t" && g.r.IntN(2) == 0 {
			return fexpr{fmt.Sprintf("HRaw.Load<float16_t4>(%s)", a), 6, 0}
		}
		return fexpr{fmt.Sprintf("unpackH(HRaw.Load2(%s))", a), 6, 0}
	case 0, 1:
		return fexpr{"hv", 6, 0}
	case 2, 3:
		return fexpr{"hv." + g.pick(vecQuads...), 6, 0}
	case 4:
		return fexpr{fmt.Sprintf("%s4(%s)", t, g.pick("1.5, -2.0, 0.5, 3.0", "-0.25, 1.0, 2.0, -1.0", "0.0, -0.5, 1.0, 2.5")), 2, 2}
	case 5:
		return fexpr{fmt.Sprintf("(%s4)(uint4(%s, %s, %s, %s) & 31u)", t, g.uleaf(false), g.uleaf(false), g.uleaf(false), g.uleaf(false)), 5, 0}
	default:
		return fexpr{fmt.Sprintf("(%s4)clamp(floor(%s), -32.0f, 32.0f)", t, g.fvar()), 6, 0}
	}
}

func (g *gen) htry(d int) fexpr {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.hvleaf()
	}
	a, b := g.hq(d-1), g.hq(d-1)
	t := g.p.HalfT
	switch g.r.IntN(12) {
	case 0, 1:
		return fexpr{fmt.Sprintf("(%s %s %s)", a.s, g.pick("+", "-"), b.s), max(a.mag, b.mag) + 1, max(a.frac, b.frac)}
	case 2, 3:
		return fexpr{fmt.Sprintf("(%s * %s)", a.s, b.s), a.mag + b.mag, a.frac + b.frac}
	case 4:
		c := g.hq(d - 1)
		return fexpr{fmt.Sprintf("mad(%s, %s, %s)", a.s, b.s, c.s), max(a.mag+b.mag, c.mag) + 1, max(a.frac+b.frac, c.frac)}
	case 5:
		return fexpr{fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a.s, b.s), max(a.mag, b.mag), max(a.frac, b.frac)}
	case 6:
		return fexpr{fmt.Sprintf("%s(%s)", g.pick("abs", "-"), a.s), a.mag, a.frac}
	case 7:
		return fexpr{fmt.Sprintf("(%s * (%s)0.5)", a.s, t), a.mag, a.frac + 1}
	case 8:
		return fexpr{fmt.Sprintf("floor(%s)", a.s), a.mag + 1, 0}
	case 9:
		return fexpr{fmt.Sprintf("(%s ? %s : %s)", g.boolExpr(1, g.r.IntN(3) == 0), a.s, b.s), max(a.mag, b.mag), max(a.frac, b.frac)}
	case 10:
		return fexpr{fmt.Sprintf("select(%s %s %s, %s, %s)", a.s, g.pick("<", ">=", "==", "!="), b.s, b.s, a.s), max(a.mag, b.mag), max(a.frac, b.frac)}
	default:
		return fexpr{fmt.Sprintf("(%s).%s", a.s, g.pick(vecQuads...)), a.mag, a.frac}
	}
}

// hwexpr is a uint16_t4 expression (wrapping).
func (g *gen) hwexpr(d int) string {
	if d <= 0 || g.r.IntN(4) == 0 {
		switch g.r.IntN(5) {
		case 0, 1:
			return "hw"
		case 2:
			return "hw." + g.pick(vecQuads...)
		case 3:
			return fmt.Sprintf("(uint16_t4)uint4(%s, %s, %s, %s)", g.uleaf(false), g.uleaf(false), g.uleaf(false), g.uleaf(false))
		default:
			return fmt.Sprintf("uint16_t4(%d, %d, %d, %s)", g.r.IntN(65536), g.r.IntN(20), g.r.IntN(65536), g.pick("32768", "65535", "1", "7"))
		}
	}
	a, b := g.hwexpr(d-1), g.hwexpr(d-1)
	switch g.r.IntN(9) {
	case 0, 1:
		return fmt.Sprintf("(%s %s %s)", a, g.pick("+", "-", "*"), b)
	case 2:
		return fmt.Sprintf("(%s %s %s)", a, g.pick("&", "|", "^"), b)
	case 3:
		return fmt.Sprintf("(%s %s (%s & (uint16_t)15))", a, g.pick("<<", ">>"), b)
	case 4:
		return fmt.Sprintf("(uint16_t4)((int16_t4)%s >> (%s & (uint16_t)15))", a, b)
	case 5:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a, b)
	case 6:
		return fmt.Sprintf("(uint16_t4)%s((int16_t4)%s, (int16_t4)%s)", g.pick("min", "max"), a, b)
	case 7:
		return fmt.Sprintf("(%s ? %s : %s)", g.boolExpr(1, false), a, b)
	default:
		return fmt.Sprintf("(%s).%s", a, g.pick(vecQuads...))
	}
}

// halfClamp re-quantizes a T4 expression to hv's invariant.
func (g *gen) halfClamp(e string) string {
	t := g.p.HalfT
	return fmt.Sprintf("clamp(floor(%s), (%s4)(-32.0), (%s4)32.0)", e, t, t)
}

// halfStmt is a statement on hv and hw.
func (g *gen) halfStmt() Stmt {
	v := g.uvar()
	op := g.pick("=", "+=", "^=")
	t := g.p.HalfT
	switch g.r.IntN(13) {
	case 12:
		// a pair packed by f32tof16 (the pack pattern of two halves),
		// without the sign bits: HLSL's float arithmetic does not keep
		// the sign of zero (the optimizer may turn -(a - b) into b - a),
		// so only the signs of values below zero are kept
		p := g.pick("xy", "zw", "yx", "wz", "xz")
		return &Line{fmt.Sprintf("%s %s ((f32tof16(hv.%c) | (f32tof16(hv.%c) << 16)) & 0x7fff7fffu) ^ (hv.%c < 0 ? 1u : 0u) ^ (hv.%c < 0 ? 2u : 0u);",
			v, op, p[0], p[1], p[0], p[1])}
	case 0, 1:
		return &Line{fmt.Sprintf("hv = %s;", g.halfClamp(g.hq(3).s))}
	case 2:
		return &Line{fmt.Sprintf("hv.%s = %s.%s;", g.pick(vecPairs...), g.halfClamp(g.hq(2).s), g.pick("xy", "zw", "yx", "wz", "xx"))}
	case 3:
		return &Line{fmt.Sprintf("hv = %s ? hv.%s : %s;", g.boolExpr(2, g.r.IntN(3) == 0), g.pick(vecQuads...), g.pick("hv", "-hv", "abs(hv)"))}
	case 4:
		return &Line{fmt.Sprintf("%s %s (uint)(int)(%s).%s;", v, op, g.hq(2).s, g.pick(vecComps...))}
	case 5:
		e := g.hq(2)
		return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(fexpr{fmt.Sprintf("(float)(%s).%s", e.s, g.pick(vecComps...)), e.mag, e.frac}))}
	case 6, 7:
		return &Line{fmt.Sprintf("hw = %s;", g.hwexpr(3))}
	case 8:
		return &Line{fmt.Sprintf("hw.%s = (uint16_t2)uint2(%s, %s);", g.pick(vecPairs...), g.uexpr(2), g.uexpr(1))}
	case 9:
		return &Line{fmt.Sprintf("%s %s (uint)(%s).%s;", v, op, g.hwexpr(2), g.pick(vecComps...))}
	case 10:
		// the thread's words of Raw through 16-bit loads and stores; a half
		// value is read back only where it was just stored (the words may
		// hold any bits, NaNs among them)
		a := fmt.Sprintf("tid * %d + %d", 4*rawWords, 8*g.r.IntN(2))
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("Raw.Store<uint16_t4>(%s, %s);", a, g.hwexpr(2))}
		}
		if g.r.IntN(2) == 0 || t != "float16_t" {
			return &Line{fmt.Sprintf("hw = Raw.Load<uint16_t4>(%s)%s;", a, g.pick("", ".wzyx", " + hw"))}
		}
		// the word is cleared afterwards: Raw is compared bit for bit,
		// and a zero's sign is not kept by HLSL's float arithmetic
		return &Unit{[]string{
			fmt.Sprintf("Raw.Store<float16_t2>(%s, hv.%s);", a, g.pick(vecPairs...)),
			fmt.Sprintf("hv.%s = Raw.Load<float16_t2>(%s);", g.pick(vecPairs...), a),
			fmt.Sprintf("Raw.Store(%s, 0u);", a),
		}}
	default:
		// a pair packed by f32tof16 and unpacked by f16tof32 (integers
		// within ±32: exact)
		x := fmt.Sprintf("clamp(floor(%s), -32.0f, 32.0f)", g.fvar())
		y := fmt.Sprintf("(float)hv.%s", g.pick(vecComps...))
		return &Line{fmt.Sprintf("{ uint w = f32tof16(%s) | (f32tof16(%s) << 16); %s %s (uint)(int)(f16tof32(w & 0xffffu) %s f16tof32(w >> 16)); }",
			x, y, v, op, g.pick("*", "+", "-"))}
	}
}
