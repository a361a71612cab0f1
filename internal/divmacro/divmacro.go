// Package divmacro is GCN's floating-point division macro: the semantics of
// v_div_scale, v_div_fmas and v_div_fixup, which the executor runs, and the
// f64 quotient the macro computes, which is the IR's definition of f64
// division (ir.EvalOp), so that compiled code and the reference interpreter
// agree bit for bit.
//
// Compilers (LLVM's AMDGPU backend, hlslc) divide n by d as
//
//	d' = div_scale(d, d, n)            r0 = rcp(d')
//	e0 = fma(-d', r0, 1)               r1 = fma(r0, e0, r0)
//	e1 = fma(-d', r1, 1)               r2 = fma(r1, e1, r1)
//	n', vcc = div_scale(n, d, n)       q0 = n' * r2
//	e2 = fma(-d', q0, n')              q1 = div_fmas(e2, r2, q0) (vcc)
//	q = div_fixup(q1, d, n)
//
// div_scale moves a denominator or numerator whose reciprocal, quotient or
// remainder would leave the normal range by 2^±k (k = 64 for f32, 128 for
// f64) and sets VCC when the quotient itself was scaled; div_fmas undoes
// that scale in the same rounding, so that a subnormal quotient is rounded
// once; div_fixup handles zeros, infinities, NaNs and overflow. The model
// follows the Vega ISA manual's pseudo-code with two corrections where its
// text cannot be what the hardware does (and other emulators measured on
// hardware): div_fmas scales the quotient back up when the scaled quotient
// is at least 2 and down otherwise (the manual scales by a constant), and a
// huge denominator with a tiny quotient is scaled down, not up; div_fixup
// turns a NaN estimate of finite operands (an overflow inside the macro)
// into the infinity of the quotient's sign.
//
// The result is the correctly rounded quotient except when it is subnormal
// and the exact quotient lies exactly halfway between two subnormals: the
// fused correction q0 + e2*r2 then approximates that midpoint and may round
// to either neighbour (3 of 3,000,000 random operand pairs biased towards
// the exponent extremes; TestDiv64).
package divmacro

import (
	"math"
	"math/big"
)

// Format holds a width's constants of the macro.
type Format struct {
	scale     int     // the power of two div_scale moves operands by
	quotLimit int     // exponent difference from which the quotient is huge
	tinyNum   int     // biased exponent up to which the numerator is tiny
	bias      int     // the exponent bias
	minNormal float64 // the smallest normal number
}

// F32 and F64 are the formats of v_div_*_f32 and v_div_*_f64.
var (
	F32 = Format{scale: 64, quotLimit: 96, tinyNum: 23, bias: 127, minNormal: 0x1p-126}
	F64 = Format{scale: 128, quotLimit: 768, tinyNum: 53, bias: 1023, minNormal: 0x1p-1022}
)

// expField is the biased exponent field of x in the format (0 for zeros
// and subnormals).
func (f Format) expField(x float64) int {
	if math.Abs(x) < f.minNormal {
		return 0
	}
	_, e := math.Frexp(x)
	return e - 1 + f.bias
}

// Scale is v_div_scale: s0 (equal to den or num) scaled, and VCC. The
// operands are values of the format.
func (f Format) Scale(s0, den, num float64) (float64, bool) {
	if num == 0 || den == 0 {
		return math.NaN(), true
	}
	if math.IsInf(num, 0) || math.IsInf(den, 0) || math.IsNaN(num) || math.IsNaN(den) {
		return s0, false // div_fixup decides
	}
	tiny := func(x float64) bool { return math.Abs(x) < f.minNormal }
	tinyRcp, tinyQuot := tiny(1/den), tiny(num/den)
	switch {
	case f.expField(num)-f.expField(den) >= f.quotLimit: // the quotient is huge
		if s0 == den {
			return math.Ldexp(s0, f.scale), true
		}
		return s0, true
	case tiny(den):
		return math.Ldexp(s0, f.scale), false
	case tinyRcp && tinyQuot:
		if s0 == den {
			return math.Ldexp(s0, -f.scale), true
		}
		return s0, true
	case tinyRcp:
		return math.Ldexp(s0, -f.scale), false
	case tinyQuot:
		if s0 == num {
			return math.Ldexp(s0, f.scale), true
		}
		return s0, true
	case f.expField(num) <= f.tinyNum:
		return math.Ldexp(s0, f.scale), false
	}
	return s0, false
}

// FmasExp is the power of two v_div_fmas scales its result by when VCC is
// set, given its third operand (the scaled quotient).
func (f Format) FmasExp(c float64) int {
	if math.Abs(c) >= 2 {
		return f.scale
	}
	return -f.scale
}

// Fmas64 is v_div_fmas_f64: a*b+c, scaled by 2^FmasExp(c) when vcc is
// set, rounded once.
func Fmas64(a, b, c float64, vcc bool) float64 {
	if !vcc {
		return math.FMA(a, b, c)
	}
	k := F64.FmasExp(c)
	r := math.FMA(a, b, c)
	s := math.Ldexp(r, k)
	normal := func(x float64) bool { return math.Abs(x) >= F64.minNormal && !math.IsInf(x, 0) }
	finite := func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }
	if normal(r) && normal(s) || !finite(a) || !finite(b) || !finite(c) {
		return s // a normal result scales exactly; infinities and NaNs stay
	}
	// the sum or its scaled value is subnormal, zero or out of range:
	// round the exact value once
	const prec = 2300 // a*b+c of any float64 values is exact
	x := new(big.Float).SetPrec(prec).SetFloat64(a)
	x.Mul(x, new(big.Float).SetPrec(prec).SetFloat64(b))
	x.Add(x, new(big.Float).SetPrec(prec).SetFloat64(c))
	if x.Sign() == 0 {
		return r // the exact sum is zero: its sign is the FMA's
	}
	x.SetMantExp(x, k)
	s, _ = x.Float64()
	return s
}

// Fixup is v_div_fixup: the quotient estimate q of num/den with the
// special cases of IEEE division.
func Fixup(q, den, num float64) float64 {
	switch {
	case math.IsNaN(den):
		return den
	case math.IsNaN(num):
		return num
	case den == 0 && num == 0, math.IsInf(den, 0) && math.IsInf(num, 0):
		return math.NaN()
	}
	sign := 1.0
	if math.Signbit(den) != math.Signbit(num) {
		sign = -1
	}
	switch {
	case den == 0 || math.IsInf(num, 0):
		return math.Copysign(math.Inf(1), sign)
	case math.IsInf(den, 0) || num == 0:
		return math.Copysign(0, sign)
	case math.IsNaN(q):
		// the macro's quotient overflowed on the way (Inf - Inf)
		return math.Copysign(math.Inf(1), sign)
	}
	return math.Copysign(math.Abs(q), sign)
}

// Rcp64 is v_rcp_f64: the reciprocal, modelled as correctly rounded (the
// hardware's estimate is within an ulp; the macro's Newton-Raphson steps
// refine it).
func Rcp64(x float64) float64 { return 1 / x }

// Div64 is the f64 division macro's quotient n/d.
func Div64(n, d float64) float64 {
	ds, _ := F64.Scale(d, d, n)
	r := Rcp64(ds)
	e := math.FMA(-ds, r, 1)
	r = math.FMA(r, e, r)
	e = math.FMA(-ds, r, 1)
	r = math.FMA(r, e, r)
	ns, vcc := F64.Scale(n, d, n)
	q := ns * r
	e = math.FMA(-ds, q, ns)
	return Fixup(Fmas64(e, r, q, vcc), d, n)
}
