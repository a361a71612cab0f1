package exec

import (
	"math"

	"hlslc/internal/texfilter"
)

func f32(x uint64) float32  { return math.Float32frombits(uint32(x)) }
func u32f(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64(x uint64) float64  { return math.Float64frombits(x) }
func u64f(f float64) uint64 { return math.Float64bits(f) }
func f16(x uint64) float32  { return f16ToF32(uint16(x)) }
func u16f(f float32) uint64 { return uint64(f32ToF16(f)) }
func u16d(f float64) uint64 { return uint64(f64ToF16(f)) }
func sext(x uint64, bits uint) uint64 {
	s := 64 - bits
	return uint64(int64(x<<s) >> s)
}

// The binary16 conversions are the texture model's (one implementation for
// the executor and the interpreter).
var (
	f16ToF32 = texfilter.F16ToF32 // exact
	f32ToF16 = texfilter.F32ToF16 // round to nearest even, quiet NaNs kept
	f64ToF16 = texfilter.F64ToF16
)

// Denormal flushing.
func flush32(x uint64) uint64 {
	if x&0x7f800000 == 0 {
		return x & 0x80000000
	}
	return x
}

func flush16(x uint64) uint64 {
	if x&0x7c00 == 0 {
		return x & 0x8000
	}
	return x
}

func flush64(x uint64) uint64 {
	if x&0x7ff0000000000000 == 0 {
		return x & (1 << 63)
	}
	return x
}

// fmin/fmax with the IEEE-754 2008 minNum/maxNum NaN rule the hardware
// follows (a quiet NaN operand is ignored).
func fminf(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return a
		}
		return b
	}
	return math.Min(a, b)
}

func fmaxf(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return b
		}
		return a
	}
	return math.Max(a, b)
}

// cvtI32 converts with saturation, NaN to 0 (v_cvt_i32_f32).
func cvtI32(f float64) uint64 {
	switch {
	case math.IsNaN(f):
		return 0
	case f >= 2147483647:
		return 0x7fffffff
	case f <= -2147483648:
		return 0x80000000
	}
	return uint64(uint32(int32(f)))
}

func cvtU32(f float64) uint64 {
	switch {
	case math.IsNaN(f) || f <= 0:
		return 0
	case f >= 4294967295:
		return 0xffffffff
	}
	return uint64(uint32(f))
}

// frexp per the ISA: mantissa in [0.5,1), exponent; 0/inf/NaN special.
func frexpMant(f float64) float64 {
	if math.IsInf(f, 0) || math.IsNaN(f) || f == 0 {
		return f
	}
	m, _ := math.Frexp(f)
	return m
}

func frexpExp(f float64) uint64 {
	if math.IsInf(f, 0) || math.IsNaN(f) || f == 0 {
		return 0
	}
	_, e := math.Frexp(f)
	return uint64(uint32(int32(e)))
}

// fract is x - floor(x), clamped below 1.
func fract(x float64, one float64) float64 {
	if math.IsInf(x, 0) {
		return math.NaN()
	}
	r := x - math.Floor(x)
	if r >= 1 {
		r = one
	}
	return r
}

func rndne(x float64) float64 { return math.RoundToEven(x) }

// isSNaN reports a signaling NaN of the given width.
func isSNaN(x uint64, bits int) bool {
	switch bits {
	case 16:
		return x&0x7c00 == 0x7c00 && x&0x3ff != 0 && x&0x200 == 0
	case 32:
		return x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 && x&0x400000 == 0
	}
	return x&0x7ff0000000000000 == 0x7ff0000000000000 && x&0xfffffffffffff != 0 && x&(1<<51) == 0
}

// NaN results of f32 arithmetic. IEEE 754 says a NaN result should be one
// of the NaN operands without saying which; Go's float64 arithmetic (like
// x86's) returns one that depends on how the compiler ordered the
// operands, which would make the executor's results depend on code shape.
// The executor fixes the choice: the first NaN operand in source order,
// quieted, for add, subtract, multiply, mad and fma.

func isNaN32(x uint32) bool { return x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 }

// nanOf returns the first NaN of the f32 operands, quieted.
func nanOf(ops ...uint32) (uint32, bool) {
	for _, x := range ops {
		if isNaN32(x) {
			return x | 0x400000, true
		}
	}
	return 0, false
}

// nanResult is the f32 result of an operation whose float64 result r is a
// NaN: the first NaN operand, quieted, or the default NaN when no operand
// is a NaN (an invalid operation such as inf - inf).
func nanResult(r float64, ops ...uint32) uint32 {
	if n, ok := nanOf(ops...); ok {
		return n
	}
	return defaultNaN32
}

// The NaN an invalid operation (0 * inf, inf - inf, sqrt of a negative
// number, ...) produces from operands that are not NaNs: the quiet NaN of
// clear sign and empty payload, the IR's canonical NaN (ir/arith.go) and
// the one LLVM's AMDGPU backend folds such operations to. Go's own float
// arithmetic would give the host's choice instead (x86: the sign set,
// 0xffc00000; arm64: clear), making the executor's results depend on the
// machine it runs on.
const (
	defaultNaN16 = 0x7e00
	defaultNaN32 = 0x7fc00000
	defaultNaN64 = 0x7ff8000000000000
)

// nanOfBits returns the first NaN among the operands of the given width,
// quieted.
func nanOfBits(bits int, ops ...uint64) (uint64, bool) {
	for _, x := range ops {
		var nan bool
		switch bits {
		case 16:
			nan = x&0x7c00 == 0x7c00 && x&0x3ff != 0
		case 32:
			nan = isNaN32(uint32(x))
		default:
			nan = x&0x7ff0000000000000 == 0x7ff0000000000000 && x&0xfffffffffffff != 0
		}
		if nan {
			return quietNaN(x, bits), true
		}
	}
	return 0, false
}

// nanBits is the result of a float operation of the given width whose
// computed value is a NaN: the first NaN operand, quieted, else the default
// NaN. Operations computed in Go floats go through it so that neither the
// NaN's sign nor its payload comes from the host.
func nanBits(bits int, ops ...uint64) uint64 {
	if n, ok := nanOfBits(bits, ops...); ok {
		return n
	}
	switch bits {
	case 16:
		return defaultNaN16
	case 32:
		return defaultNaN32
	}
	return defaultNaN64
}

// The f32 arithmetic of add, subtract, multiply and mad, with the NaN
// choice above (the fast path inlines the same formulas: fastgen's table).

func add32(a, b uint32) uint32 {
	r := ff(a) + ff(b)
	if r != r {
		return nanResult(r, a, b)
	}
	return fb(r)
}

func sub32(a, b uint32) uint32 {
	r := ff(a) - ff(b)
	if r != r {
		return nanResult(r, a, b)
	}
	return fb(r)
}

func subrev32(a, b uint32) uint32 {
	r := ff(b) - ff(a)
	if r != r {
		return nanResult(r, a, b)
	}
	return fb(r)
}

func mul32(a, b uint32) uint32 {
	r := ff(a) * ff(b)
	if r != r {
		return nanResult(r, a, b)
	}
	return fb(r)
}

// mad32 is v_mad_f32 (and v_mac_f32, v_madak_f32, v_madmk_f32): the
// product rounded to f32, then the sum rounded to f32, each step flushing
// f32 denormals to zeros of their sign whatever the float mode says — the
// sources, the product and the result. The instruction does not support
// f32 denormals (LLVM selects it for llvm.amdgcn.fmad.ftz even with f32
// denormals enabled, and forms it from fmul+fadd only when they are
// flushed), so under a flushing mode it computes exactly v_mul_f32 then
// v_add_f32.
func mad32(a, b, c uint32) uint32 {
	p := float32(ftz32(ff(a)) * ftz32(ff(b)))
	r := ftz32(float64(float32(ftz32(float64(p))) + float32(ftz32(ff(c)))))
	if r != r {
		return nanResult(r, a, b, c)
	}
	return fb(r)
}

// ftz32 is the f32 value x (held in a float64) with a denormal made a
// zero of its sign.
func ftz32(x float64) float64 {
	if x != 0 && math.Abs(x) < 0x1p-126 {
		return math.Copysign(0, x)
	}
	return x
}

// quietNaN sets the quiet bit of a NaN.
func quietNaN(x uint64, bits int) uint64 {
	switch bits {
	case 16:
		return x&0xffff | 0x200
	case 32:
		return x&0xffffffff | 0x400000
	}
	return x | 1<<51
}

// FMA of narrow formats. a*b of two f32 (or f16) values is exact in
// float64, but one float64 rounding of a*b+c followed by the rounding to
// f32/f16 can round twice to the wrong neighbour when the float64 result
// lands exactly on a midpoint of the narrow format. Rounding the float64
// sum to odd instead (the sticky bit kept in the last place) makes the
// second rounding exact, since float64 carries more than two extra bits.
// (For +, -, *, / and sqrt of f32/f16 values, computing in float64 and
// rounding once more is already exact: 53 >= 2*24+2.)

// fmaOdd returns a*b+c rounded to float64 with round-to-odd; a*b must be
// exact in float64.
func fmaOdd(a, b, c float64) float64 {
	return roundOdd(a*b, c, math.FMA(a, b, c))
}

// roundOdd turns s = RN(p+c) into p+c rounded to odd, with the exact error
// of the sum (TwoSum).
func roundOdd(p, c, s float64) float64 {
	if s-s != 0 { // infinity or NaN
		return s
	}
	bb := s - p
	e := (p - (s - bb)) + (c - bb)
	u := math.Float64bits(s)
	if e != 0 && u&1 == 0 {
		if (e > 0) == (s > 0) {
			u++
		} else {
			u--
		}
	}
	return math.Float64frombits(u)
}

// fmaF32 is the f32 fused multiply-add of f32 values, rounded once. The
// float64 FMA is only corrected when its result can be a midpoint of f32
// (the low 28 bits zero) or lies in the f32 denormal range.
func fmaF32(a, b, c float64) float32 {
	p := a * b // exact
	s := p + c
	if u := math.Float64bits(s); u&0x0fffffff != 0 && u&0x7ff0000000000000 >= (1023-126)<<52 {
		return float32(s)
	}
	return float32(roundOdd(p, c, s))
}
