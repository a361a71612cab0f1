package ir

import (
	"math"
	"math/bits"

	"hlslc/internal/divmacro"
	"hlslc/ir/runspec"
)

// Arithmetic semantics of the pure ops, shared by the interpreter and
// constant folding. Values are bit patterns in a uint64, masked to the
// type's width (i1 is 0 or 1; packed types hold element 0 in bits 0..15).
//
// Integers wrap around. Shift amounts are masked to the bit width (x << 33
// on i32 is x << 1). Division by zero gives all ones for udiv, urem, sdiv
// and srem; sdiv MIN/-1 is MIN and srem MIN/-1 is 0. ctpop counts set bits;
// firstbitlow and ufirstbithigh give the bit index (from bit 0) of the
// lowest / highest set bit, sfirstbithigh of the highest bit differing from
// the sign bit, and all give -1 (0xffffffff) when there is none.
//
// Floats are IEEE 754 binary16/32/64 with round-to-nearest-even, subnormals
// kept (no flushing) unless the module's DenormMode flushes f32 ones
// (EvalOpIn). fadd, fsub, fmul, fdiv, sqrt, fma, conversions,
// floor, ceil, ftrunc and fround (to nearest even) are correctly rounded;
// f16 (min16float) ops are evaluated at 16 bits. f64 fdiv is GCN's
// division macro (package divmacro, the sequence LLVM and hlslc emit): the
// correctly rounded quotient except that a subnormal quotient exactly
// halfway between two subnormals may round to either; f64 rcp is 1/x and
// f64 rsqrt 1/sqrt(x) by that division (of the correctly rounded square
// root). f16 and f32 rcp and rsqrt are computed as correctly rounded 1/x and
// 1/sqrt(x), and exp2, log2, sin and cos as the float64 result rounded to
// the type: the hardware's approximations may differ in the last bits, so
// comparisons of those need a tolerance. The interpreter computes sin and
// cos as GCN code does (EvalOnGCN).
// fmin/fmax return the other operand when one is NaN and order -0 below +0.
// fract(x) is x - floor(x) clamped below 1. Arithmetic producing a NaN
// gives the canonical quiet NaN (0x7e00, 0x7fc00000, 0x7ff8000000000000);
// fneg, fabs, select, bitcast, loads and stores keep NaN bits.
//
// fptosi/fptoui truncate toward zero and saturate to the target range;
// NaN converts to 0. uitofp/sitofp round to nearest even.
//
// Comparisons: o* predicates are false when an operand is NaN, u* (ueq,
// une, ult, ule, ugt, uge) are true; ord/uno test for NaNs.

// Eval computes a pure instruction's result from its operands' bits, in
// the denormal mode of the instruction's module (DenormMode).
func Eval(v *Value, args []uint64) uint64 {
	var t Type
	if len(args) > 0 {
		t = v.Args[0].Type
	}
	return EvalOpIn(denormOf(v), v.Op, v.Aux, t, v.Type, args)
}

// EvalOnGCN is Eval as GCN code computes it, for the reference interpreter:
// the same but for f32 and f16 sin and cos, whose argument GCN code rounds
// in revolutions first (sinCos). Constant folding keeps Eval's sin(x), the
// more accurate value (DXC and LLVM fold with the host's libm as well), so
// a folded sin may differ from the same sin computed at run time by that
// rounding, as with every GCN compiler.
func EvalOnGCN(v *Value, args []uint64) uint64 {
	if (v.Op == OpSin || v.Op == OpCos) && (v.Type == F32 || v.Type == F16) {
		return sinCos(v.Op, v.Type, args[0], denormOf(v).FlushF32())
	}
	return Eval(v, args)
}

// denormOf is the denormal mode of v's module (the default when v is not
// in a function of a module yet).
func denormOf(v *Value) DenormMode {
	if v.Block != nil && v.Block.Func != nil && v.Block.Func.Module != nil {
		return v.Block.Func.Module.DenormF32
	}
	return DenormAny
}

// keepsBits reports whether op moves or edits bits without computing in
// floating point, so that no denormal mode flushes its operands or result.
func keepsBits(op Op) bool {
	switch op {
	case OpConst, OpSelect, OpBitcast, OpFNeg, OpFAbs, OpPack, OpLo, OpHi:
		return true
	}
	return false
}

// FlushesF32 reports whether v, computed under a flushing DenormMode,
// flushes its f32 result: a pure floating-point computation (not an op
// that only moves or edits bits) giving f32.
func (v *Value) FlushesF32() bool {
	return v.Type == F32 && v.Op.Is(FlagPure) && !keepsBits(v.Op)
}

// DenormFree reports whether the f32 value v can never be a denormal
// under a flushing DenormMode: a constant that is not denormal, the
// result of an operation that flushes it, or fneg, fabs or select of
// such values.
func DenormFree(v *Value) bool {
	return denormFree(v, 4)
}

func denormFree(v *Value, depth int) bool {
	switch {
	case v.Type != F32:
		return true
	case v.Op == OpConst:
		return FlushDenormF32(v.Bits()) == v.Bits() || v.Bits()&0x7fffffff == 0
	case v.FlushesF32():
		return true
	case depth == 0:
		return false
	case v.Op == OpFNeg || v.Op == OpFAbs:
		return denormFree(v.Args[0], depth-1)
	case v.Op == OpSelect:
		return denormFree(v.Args[1], depth-1) && denormFree(v.Args[2], depth-1)
	}
	return false
}

// EvalOpIn is EvalOp in the denormal mode d: under DenormFTZ an f32
// operand that is denormal is read as a zero of its sign, and so is an f32
// result written (see DenormMode).
func EvalOpIn(d DenormMode, op Op, aux int64, t, res Type, a []uint64) uint64 {
	if !d.FlushF32() || keepsBits(op) || t != F32 && res != F32 {
		return EvalOp(op, aux, t, res, a)
	}
	var flushed [3]uint64
	b := flushed[:0]
	for _, x := range a {
		if t == F32 {
			x = FlushDenormF32(x)
		}
		b = append(b, x)
	}
	var r uint64
	switch {
	case op == OpFDiv && t == F32:
		r = fdivF32(toF64(t, b[0]), toF64(t, b[1]), true)
	default:
		r = EvalOp(op, aux, t, res, b)
	}
	if res == F32 {
		r = FlushDenormF32(r)
	}
	return r
}

// FlushDenormF32 makes a denormal f32 a zero of the same sign.
func FlushDenormF32(x uint64) uint64 {
	if x&0x7f800000 == 0 {
		return x & 0x80000000
	}
	return x
}

// EvalOp computes op (with aux) on operands of type t giving type res.
func EvalOp(op Op, aux int64, t, res Type, a []uint64) uint64 {
	switch op {
	case OpConst:
		return uint64(aux) & res.Mask()
	case OpSelect:
		if a[0]&1 != 0 {
			return a[1]
		}
		return a[2]
	case OpICmp:
		return b2u(icmp(Pred(aux), t, a[0], a[1]))
	case OpFCmp:
		return b2u(fcmp(Pred(aux), toF64(t, a[0]), toF64(t, a[1])))
	case OpPack:
		return a[0]&0xffff | a[1]&0xffff<<16
	case OpLo:
		return a[0] & 0xffff
	case OpHi:
		return a[0] >> 16 & 0xffff
	case OpBitcast:
		return a[0] & res.Mask()
	case OpTrunc, OpZExt:
		return a[0] & res.Mask()
	case OpSExt:
		return uint64(sext(t, a[0])) & res.Mask()
	case OpFPTrunc, OpFPExt:
		return fromF64(res, toF64(t, a[0]), false)
	case OpFPTruncRTZ:
		return truncTowardZero(res, toF64(t, a[0]))
	case OpFPToSI:
		return fpToInt(toF64(t, a[0]), res, true)
	case OpFPToUI:
		return fpToInt(toF64(t, a[0]), res, false)
	case OpSIToFP:
		return intToFP(sext(t, a[0]), 0, true, res)
	case OpUIToFP:
		return intToFP(0, a[0], false, res)
	case OpCtpop:
		return uint64(bits.OnesCount64(a[0] & t.Mask()))
	case OpFirstBitLow:
		if a[0]&t.Mask() == 0 {
			return 0xffffffff
		}
		return uint64(bits.TrailingZeros64(a[0]))
	case OpUFirstBitHigh:
		if a[0]&t.Mask() == 0 {
			return 0xffffffff
		}
		return uint64(63 - bits.LeadingZeros64(a[0]&t.Mask()))
	case OpSFirstBitHigh:
		x := a[0] & t.Mask()
		if sext(t, x) < 0 {
			x = ^x & t.Mask()
		}
		if x == 0 {
			return 0xffffffff
		}
		return uint64(63 - bits.LeadingZeros64(x))
	case OpBitReverse:
		return bits.Reverse64(a[0]) >> (64 - t.Bits())
	case OpUMulHi:
		hi, lo := bits.Mul64(a[0]&t.Mask(), a[1]&t.Mask())
		if n := t.Bits(); n < 64 {
			return lo >> n & t.Mask()
		}
		return hi
	}
	if t.IsPacked() {
		e := t.Elem()
		var lo, hi [3]uint64
		for i := range a {
			lo[i], hi[i] = a[i]&0xffff, a[i]>>16&0xffff
		}
		return scalar(op, e, lo[:len(a)]) | scalar(op, e, hi[:len(a)])<<16
	}
	return scalar(op, t, a)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// sext returns x of type t sign-extended to 64 bits.
func sext(t Type, x uint64) int64 {
	n := uint(64 - t.Bits())
	return int64(x<<n) >> n
}

func scalar(op Op, t Type, a []uint64) uint64 {
	m := t.Mask()
	n := uint64(t.Bits())
	switch op {
	case OpAdd:
		return (a[0] + a[1]) & m
	case OpSub:
		return (a[0] - a[1]) & m
	case OpMul:
		return (a[0] * a[1]) & m
	case OpUDiv:
		if a[1] == 0 {
			return m
		}
		return a[0] / a[1]
	case OpURem:
		if a[1] == 0 {
			return m
		}
		return a[0] % a[1]
	case OpSDiv, OpSRem:
		x, y := sext(t, a[0]), sext(t, a[1])
		if y == 0 {
			return m
		}
		if y == -1 {
			if op == OpSDiv {
				return uint64(-x) & m
			}
			return 0
		}
		if op == OpSDiv {
			return uint64(x/y) & m
		}
		return uint64(x%y) & m
	case OpShl:
		return a[0] << (a[1] & (n - 1)) & m
	case OpLShr:
		return a[0] >> (a[1] & (n - 1))
	case OpAShr:
		return uint64(sext(t, a[0])>>(a[1]&(n-1))) & m
	case OpAnd:
		return a[0] & a[1]
	case OpOr:
		return a[0] | a[1]
	case OpXor:
		return a[0] ^ a[1]
	case OpNot:
		return ^a[0] & m
	case OpSMin:
		if sext(t, a[0]) < sext(t, a[1]) {
			return a[0]
		}
		return a[1]
	case OpSMax:
		if sext(t, a[0]) > sext(t, a[1]) {
			return a[0]
		}
		return a[1]
	case OpUMin:
		return min(a[0], a[1])
	case OpUMax:
		return max(a[0], a[1])
	case OpFNeg:
		return a[0] ^ 1<<(n-1)
	case OpFAbs:
		return a[0] &^ (1 << (n - 1))
	case OpFma:
		return fromF64(t, fmaOdd(t, toF64(t, a[0]), toF64(t, a[1]), toF64(t, a[2])), true)
	}
	x := toF64(t, a[0])
	var y float64
	if len(a) > 1 {
		y = toF64(t, a[1])
	}
	var r float64
	switch op {
	case OpFAdd:
		r = x + y
	case OpFSub:
		r = x - y
	case OpFMul:
		r = x * y
	case OpFDiv:
		return fdivFast(t, x, y)
	case OpFMin, OpFMax:
		return fminmax(op == OpFMin, t, a[0], a[1], x, y)
	case OpSqrt:
		r = math.Sqrt(x)
	case OpRsqrt:
		if t == F64 {
			return fromF64(t, divmacro.Div64(1, math.Sqrt(x)), true)
		}
		r = 1 / math.Sqrt(x)
	case OpRcp:
		if t == F64 {
			return fromF64(t, divmacro.Div64(1, x), true)
		}
		r = 1 / x
	case OpFloor:
		r = math.Floor(x)
	case OpCeil:
		r = math.Ceil(x)
	case OpFTrunc:
		r = math.Trunc(x)
	case OpFRound:
		r = math.RoundToEven(x)
	case OpFract:
		r = x - math.Floor(x)
		res := fromF64(t, r, true)
		one := fromF64(t, 1, false)
		if res == one {
			return one - 1 // largest value below 1
		}
		return res
	case OpExp2:
		r = math.Exp2(x)
	case OpLog2:
		r = math.Log2(x)
	case OpSin:
		r = math.Sin(x)
	case OpCos:
		r = math.Cos(x)
	default:
		panic("ir.Eval: op " + op.String() + " is not pure arithmetic")
	}
	return fromF64(t, r, true)
}

// sinCos computes sin or cos of x the way GCN does and every GCN compiler
// lowers them: v_sin and v_cos take the angle in revolutions, so x is first
// multiplied by 1/(2*pi) rounded to the type (an inline constant), the
// product rounded to the type (and, under flush, a denormal f32 product
// flushed) — the step where the machine's result departs from sin(x) by
// more than a rounding. The function of the revolutions is then the
// float64 result rounded to the type, as for exp2 and log2. Under flush
// (DenormFTZ) f32 denormals read and written are zeros, as in EvalOpIn.
func sinCos(op Op, t Type, x uint64, flush bool) uint64 {
	if flush && t == F32 {
		x = FlushDenormF32(x)
	}
	rev := toF64(t, fromF64(t, toF64(t, x)*toF64(t, fromF64(t, 1/(2*math.Pi), false)), true))
	if flush && t == F32 {
		rev = toF64(t, FlushDenormF32(fromF64(t, rev, true)))
	}
	var r float64
	if op == OpSin {
		r = math.Sin(rev * 2 * math.Pi)
	} else {
		r = math.Cos(rev * 2 * math.Pi)
	}
	res := fromF64(t, r, true)
	if flush && t == F32 {
		res = FlushDenormF32(res)
	}
	return res
}

// fmaOdd returns x*y+z rounded to odd in float64, so that rounding the
// result to f16 or f32 (which have at most 51 bits fewer) is correctly
// rounded. For f64 it is math.FMA.
func fmaOdd(t Type, x, y, z float64) float64 {
	if t == F64 {
		return math.FMA(x, y, z)
	}
	p := x * y // exact: at most 2*24 bits
	s := p + z
	if math.IsInf(s, 0) || math.IsNaN(s) || math.IsInf(p, 0) || math.IsInf(z, 0) {
		return s
	}
	// TwoSum: s + e == p + z exactly.
	bb := s - p
	e := (p - (s - bb)) + (z - bb)
	if e != 0 && math.Float64bits(s)&1 == 0 {
		// Inexact: round to odd by moving toward the exact value.
		s = math.Nextafter(s, math.Inf(int(math.Copysign(1, e))))
	}
	return s
}

func fminmax(isMin bool, t Type, ab, bb uint64, x, y float64) uint64 {
	switch {
	case math.IsNaN(x) && math.IsNaN(y):
		return fromF64(t, math.NaN(), true)
	case math.IsNaN(x):
		return bb
	case math.IsNaN(y):
		return ab
	}
	if x == y { // ±0: order -0 below +0
		xneg := math.Signbit(x)
		if xneg == isMin {
			return ab
		}
		return bb
	}
	if (x < y) == isMin {
		return ab
	}
	return bb
}

func icmp(p Pred, t Type, x, y uint64) bool {
	sx, sy := sext(t, x), sext(t, y)
	switch p {
	case PredEq:
		return x == y
	case PredNe:
		return x != y
	case PredSLt:
		return sx < sy
	case PredSLe:
		return sx <= sy
	case PredSGt:
		return sx > sy
	case PredSGe:
		return sx >= sy
	case PredULt:
		return x < y
	case PredULe:
		return x <= y
	case PredUGt:
		return x > y
	case PredUGe:
		return x >= y
	}
	return false
}

func fcmp(p Pred, x, y float64) bool {
	uno := math.IsNaN(x) || math.IsNaN(y)
	switch p {
	case PredOEq:
		return !uno && x == y
	case PredONe:
		return !uno && x != y
	case PredOLt:
		return !uno && x < y
	case PredOLe:
		return !uno && x <= y
	case PredOGt:
		return !uno && x > y
	case PredOGe:
		return !uno && x >= y
	case PredOrd:
		return !uno
	case PredUno:
		return uno
	case PredUEq:
		return uno || x == y
	case PredUNe:
		return uno || x != y
	case PredULt:
		return uno || x < y
	case PredULe:
		return uno || x <= y
	case PredUGt:
		return uno || x > y
	case PredUGe:
		return uno || x >= y
	}
	return false
}

// toF64 converts float bits of type t to a float64 (exactly).
func toF64(t Type, x uint64) float64 {
	switch t {
	case F16:
		return runspec.F16ToF64(uint16(x))
	case F32:
		return float64(math.Float32frombits(uint32(x)))
	}
	return math.Float64frombits(x)
}

// fdivFast is the IR's floating-point division: x times the correctly
// rounded reciprocal of y, each step rounded to the type, as the backend
// computes it (v_rcp then v_mul; 2.5 ulp at most, within D3D's bound for
// division). For f32 a divisor above 2^96 is first scaled by 2^-32 so its
// reciprocal does not flush to zero, and the quotient scaled back (LLVM's
// fdiv.fast). f64 division is the GCN division macro (divmacro.Div64).
func fdivFast(t Type, x, y float64) uint64 {
	round := func(f float64) float64 { return toF64(t, fromF64(t, f, false)) }
	switch t {
	case F16:
		return fromF64(t, x*round(1/y), true)
	case F32:
		return fdivF32(x, y, false)
	}
	return fromF64(t, divmacro.Div64(x, y), true)
}

// fdivF32 is f32 division as GCN computes it with D3D's precision (2.5
// ulp): a divisor above 2^96 is scaled by 2^-32 so that its reciprocal is
// not denormal, then x times the reciprocal, scaled back. Each step rounds
// to f32; with flush (DenormFTZ) each step's denormal result is a zero, as
// the hardware's v_mul_f32 and v_rcp_f32 write it.
func fdivF32(x, y float64, flush bool) uint64 {
	round := func(f float64) float64 {
		r := fromF64(F32, f, false)
		if flush {
			r = FlushDenormF32(r)
		}
		return toF64(F32, r)
	}
	scale := 1.0
	if math.Abs(y) > 0x1p96 {
		scale = 0x1p-32
	}
	q := round(x * round(1/round(y*scale)))
	return fromF64(F32, scale*q, true)
}

// fromF64 rounds f to type t (nearest even); canon replaces NaNs by the
// canonical quiet NaN.
// truncTowardZero converts f to the narrower float type t rounding toward
// zero: the nearest-even result, stepped one unit back toward zero when
// it rounded away (so a finite f past t's range gives t's largest finite
// value of its sign; infinities and NaNs convert as they are).
func truncTowardZero(t Type, f float64) uint64 {
	r := fromF64(t, f, false)
	if !math.IsInf(f, 0) && !math.IsNaN(f) && math.Abs(toF64(t, r)) > math.Abs(f) {
		r--
	}
	return r
}

func fromF64(t Type, f float64, canon bool) uint64 {
	if canon && math.IsNaN(f) {
		switch t {
		case F16:
			return 0x7e00
		case F32:
			return 0x7fc00000
		}
		return 0x7ff8000000000000
	}
	switch t {
	case F16:
		return uint64(runspec.F64ToF16(f))
	case F32:
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

func fpToInt(f float64, res Type, signed bool) uint64 {
	if math.IsNaN(f) {
		return 0
	}
	f = math.Trunc(f)
	n := res.Bits()
	if signed {
		lo := -math.Ldexp(1, n-1)
		hi := math.Ldexp(1, n-1) // exclusive
		switch {
		case f < lo:
			return uint64(1) << (n - 1) & res.Mask()
		case f >= hi:
			return res.Mask() >> 1
		}
		return uint64(int64(f)) & res.Mask()
	}
	switch {
	case f <= 0:
		return 0
	case f >= math.Ldexp(1, n):
		return res.Mask()
	}
	if f >= 0x1p63 {
		return uint64(int64(f-0x1p63)) + 1<<63
	}
	return uint64(int64(f))
}

// ConversionInRange reports whether the float x of type t converts to the
// integer type res (signed or not) without saturating: it is not a NaN and,
// truncated toward zero, res holds it. Only then do implementations agree:
// D3D clamps the others and makes a NaN 0 (ftoi/ftou, which fpToInt
// follows), while SPIR-V's OpConvertFToU/FToS, LLVM's fptoui/fptosi and C
// leave them undefined.
func ConversionInRange(t, res Type, x uint64, signed bool) bool {
	f := toF64(t, x)
	if math.IsNaN(f) {
		return false
	}
	f = math.Trunc(f)
	n := res.Bits()
	if signed {
		return f >= -math.Ldexp(1, n-1) && f < math.Ldexp(1, n-1)
	}
	return f >= 0 && f < math.Ldexp(1, n)
}

// TrigInRange reports whether sin and cos of the float x of type t are
// within the interval where D3D bounds their error (sincos: 0.0008
// absolute from -100π to 100π; not a NaN). Beyond it each implementation
// reduces the angle with its own precision.
func TrigInRange(t Type, x uint64) bool {
	return math.Abs(toF64(t, x)) <= 100*math.Pi
}

func intToFP(s int64, u uint64, signed bool, res Type) uint64 {
	switch res {
	case F32:
		if signed {
			return uint64(math.Float32bits(float32(s)))
		}
		return uint64(math.Float32bits(float32(u)))
	case F64:
		if signed {
			return math.Float64bits(float64(s))
		}
		return math.Float64bits(float64(u))
	}
	// f16: every integer that does not overflow f16 is exact in float64.
	if signed {
		return uint64(runspec.F64ToF16(float64(s)))
	}
	return uint64(runspec.F64ToF16(float64(u)))
}
