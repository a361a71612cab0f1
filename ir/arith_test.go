package ir

import (
	"math"
	"math/big"
	"testing"
)

func f32b(f float32) uint64 { return uint64(math.Float32bits(f)) }

func TestEvalTable(t *testing.T) {
	nan32 := uint64(0x7fc00000)
	for _, c := range []struct {
		name   string
		op     Op
		aux    int64
		t, res Type
		args   []uint64
		want   uint64
	}{
		{"add wraps", OpAdd, 0, I32, I32, []uint64{0xffffffff, 2}, 1},
		{"i16 mul wraps", OpMul, 0, I16, I16, []uint64{300, 300}, 90000 & 0xffff},
		{"udiv by 0", OpUDiv, 0, I32, I32, []uint64{7, 0}, 0xffffffff},
		{"urem by 0", OpURem, 0, I32, I32, []uint64{7, 0}, 0xffffffff},
		{"sdiv by 0", OpSDiv, 0, I32, I32, []uint64{7, 0}, 0xffffffff},
		{"sdiv min/-1", OpSDiv, 0, I32, I32, []uint64{0x80000000, 0xffffffff}, 0x80000000},
		{"srem min/-1", OpSRem, 0, I32, I32, []uint64{0x80000000, 0xffffffff}, 0},
		{"sdiv truncates", OpSDiv, 0, I32, I32, []uint64{uint64(uint32(0xfffffff9)), 2}, 0xfffffffd},
		{"srem sign", OpSRem, 0, I32, I32, []uint64{uint64(uint32(0xfffffff9)), 2}, 0xffffffff},
		{"shl masked", OpShl, 0, I32, I32, []uint64{1, 33}, 2},
		{"ashr masked", OpAShr, 0, I32, I32, []uint64{0x80000000, 63}, 0xffffffff},
		{"lshr i16 masked", OpLShr, 0, I16, I16, []uint64{0x8000, 17}, 0x4000},
		{"firstbitlow 0", OpFirstBitLow, 0, I32, I32, []uint64{0}, 0xffffffff},
		{"firstbitlow", OpFirstBitLow, 0, I32, I32, []uint64{0x50}, 4},
		{"ufirstbithigh", OpUFirstBitHigh, 0, I32, I32, []uint64{0x50}, 6},
		{"sfirstbithigh neg", OpSFirstBitHigh, 0, I32, I32, []uint64{0xfffffff0}, 3},
		{"sfirstbithigh -1", OpSFirstBitHigh, 0, I32, I32, []uint64{0xffffffff}, 0xffffffff},
		{"bitreverse", OpBitReverse, 0, I32, I32, []uint64{1}, 0x80000000},
		{"ctpop i64", OpCtpop, 0, I64, I32, []uint64{0xff000000000000ff}, 16},
		{"smin", OpSMin, 0, I32, I32, []uint64{0xffffffff, 1}, 0xffffffff},
		{"umin", OpUMin, 0, I32, I32, []uint64{0xffffffff, 1}, 1},
		{"fptosi saturates", OpFPToSI, 0, F32, I32, []uint64{f32b(3e9)}, 0x7fffffff},
		{"fptosi saturates low", OpFPToSI, 0, F32, I32, []uint64{f32b(-3e9)}, 0x80000000},
		{"fptosi nan", OpFPToSI, 0, F32, I32, []uint64{nan32}, 0},
		{"fptosi truncates", OpFPToSI, 0, F32, I32, []uint64{f32b(-2.7)}, 0xfffffffe},
		{"fptoui negative", OpFPToUI, 0, F32, I32, []uint64{f32b(-2.7)}, 0},
		{"fptoui saturates", OpFPToUI, 0, F32, I32, []uint64{f32b(5e9)}, 0xffffffff},
		{"fptoui i16", OpFPToUI, 0, F32, I16, []uint64{f32b(70000)}, 0xffff},
		{"uitofp rounds even", OpUIToFP, 0, I32, F32, []uint64{0x01000001}, f32b(16777216)},
		{"sitofp", OpSIToFP, 0, I32, F32, []uint64{0xffffffff}, f32b(-1)},
		{"sitofp f16", OpSIToFP, 0, I32, F16, []uint64{2049}, 0x6800},
		{"fadd f16 rounds at 16 bits", OpFAdd, 0, F16, F16, []uint64{0x3c00, 0x1000}, 0x3c00},
		{"fadd f16 overflow", OpFAdd, 0, F16, F16, []uint64{0x7bff, 0x7bff}, 0x7c00},
		{"fdiv by 0", OpFDiv, 0, F32, F32, []uint64{f32b(1), 0}, f32b(float32(math.Inf(1)))},
		{"0/0 canonical nan", OpFDiv, 0, F32, F32, []uint64{0, 0}, nan32},
		{"fmin nan", OpFMin, 0, F32, F32, []uint64{nan32, f32b(2)}, f32b(2)},
		{"fmax nan", OpFMax, 0, F32, F32, []uint64{f32b(2), 0x7fc00001}, f32b(2)},
		{"fmin zeros", OpFMin, 0, F32, F32, []uint64{0, 0x80000000}, 0x80000000},
		{"fmax zeros", OpFMax, 0, F32, F32, []uint64{0x80000000, 0}, 0},
		{"fract clamps", OpFract, 0, F32, F32, []uint64{f32b(-1e-10)}, 0x3f7fffff},
		{"fround even", OpFRound, 0, F32, F32, []uint64{f32b(2.5)}, f32b(2)},
		{"fneg keeps nan bits", OpFNeg, 0, F32, F32, []uint64{0x7fc00001}, 0xffc00001},
		{"fptrunc f16", OpFPTrunc, 0, F32, F16, []uint64{f32b(65520)}, 0x7c00},
		{"fptrunc.rtz past the range", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(70000)}, 0x7bff},
		{"fptrunc.rtz negative past the range", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(-65520)}, 0xfbff},
		{"fptrunc.rtz truncates", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(1.99)}, 0x3ff5},
		{"fptrunc.rtz truncates negative", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(-1.99)}, 0xbff5},
		{"fptrunc.rtz exact", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(2.5)}, 0x4100},
		{"fptrunc.rtz infinity", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(float32(math.Inf(-1)))}, 0xfc00},
		{"fptrunc.rtz denormal", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(1e-7)}, 0x0001},
		{"fptrunc.rtz below the denormals", OpFPTruncRTZ, 0, F32, F16, []uint64{f32b(5e-8)}, 0},
		{"fcmp une nan", OpFCmp, int64(PredUNe), F32, I1, []uint64{nan32, nan32}, 1},
		{"fcmp oeq nan", OpFCmp, int64(PredOEq), F32, I1, []uint64{nan32, nan32}, 0},
		{"icmp slt", OpICmp, int64(PredSLt), I32, I1, []uint64{0xffffffff, 0}, 1},
		{"icmp ult", OpICmp, int64(PredULt), I32, I1, []uint64{0xffffffff, 0}, 0},
		{"sext i1", OpSExt, 0, I1, I32, []uint64{1}, 0xffffffff},
		{"trunc", OpTrunc, 0, I32, I16, []uint64{0x12345678}, 0x5678},
		{"packed add", OpAdd, 0, V2I16, V2I16, []uint64{0xffff0001, 0x00010001}, 0x00000002},
		{"packed fmul", OpFMul, 0, V2F16, V2F16, []uint64{0x40003c00, 0x42004000}, 0x46004000},
		{"packed shl masks per half", OpShl, 0, V2I16, V2I16, []uint64{0x00010001, 0x00110001}, 0x00020002},
		{"pack", OpPack, 0, F16, V2F16, []uint64{0x3c00, 0x4000}, 0x40003c00},
		{"hi", OpHi, 0, V2F16, F16, []uint64{0x40003c00}, 0x4000},
	} {
		if got := EvalOp(c.op, c.aux, c.t, c.res, c.args); got != c.want {
			t.Errorf("%s: %s %v = %#x, want %#x", c.name, c.op, c.args, got, c.want)
		}
	}
}

// TestFmaSingleRounding checks fma on f32 and f16 against an exact
// computation, on cases where rounding twice would be wrong.
func TestFmaSingleRounding(t *testing.T) {
	exact := func(t Type, a, b, c float64) uint64 {
		x := new(big.Float).SetPrec(2000).SetFloat64(a)
		x.Mul(x, new(big.Float).SetFloat64(b))
		x.Add(x, new(big.Float).SetPrec(2000).SetFloat64(c))
		if t == F32 {
			f, _ := x.Float32()
			return f32b(f)
		}
		// Normal f16 results only: big.Float has no subnormals.
		if f, _ := x.Float64(); math.Abs(f) < 0x1p-14 {
			return EvalOp(OpFma, 0, F16, F16, []uint64{fromF64(F16, a, false), fromF64(F16, b, false), fromF64(F16, c, false)})
		}
		y := new(big.Float).SetPrec(11).SetMode(big.ToNearestEven).Set(x)
		g, _ := y.Float64()
		return fromF64(F16, g, true)
	}
	var seed uint64 = 1
	next := func() uint32 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return uint32(seed >> 32)
	}
	// A product whose low bits sit just past a rounding boundary, plus a
	// tiny addend: the classic double-rounding trap.
	a, b := float32(1+0x1p-12), float32(1+0x1p-12)
	c := float32(0x1p-50)
	if got, want := EvalOp(OpFma, 0, F32, F32, []uint64{f32b(a), f32b(b), f32b(c)}), exact(F32, float64(a), float64(b), float64(c)); got != want {
		t.Errorf("fma trap: %#x, want %#x", got, want)
	}
	for i := 0; i < 20000; i++ {
		x := math.Float32frombits(next()&0x807fffff | 0x3f000000 | next()%4<<23)
		y := math.Float32frombits(next()&0x807fffff | 0x3f000000 | next()%4<<23)
		z := math.Float32frombits(next()&0x807fffff | (0x3f000000 - next()%40<<23))
		got := EvalOp(OpFma, 0, F32, F32, []uint64{f32b(x), f32b(y), f32b(z)})
		if want := exact(F32, float64(x), float64(y), float64(z)); got != want {
			t.Fatalf("fma(%g, %g, %g) = %#x, want %#x", x, y, z, got, want)
		}
		hx, hy, hz := uint64(next()&0xbbff), uint64(next()&0xbbff), uint64(next()&0x3fff)
		got = EvalOp(OpFma, 0, F16, F16, []uint64{hx, hy, hz})
		if want := exact(F16, toF64(F16, hx), toF64(F16, hy), toF64(F16, hz)); got != want {
			t.Fatalf("f16 fma(%#x, %#x, %#x) = %#x, want %#x", hx, hy, hz, got, want)
		}
	}
}

// TestConversionInRange: a float converts to an integer type without
// saturating when it is not a NaN and, truncated toward zero, the type
// holds it; each row is one edge.
func TestConversionInRange(t *testing.T) {
	f64b := func(f float64) uint64 { return math.Float64bits(f) }
	rows := []struct {
		name     string
		from, to Type
		x        uint64
		signed   bool
		want     bool
	}{
		{"NaN", F32, I32, f32b(float32(math.NaN())), true, false},
		{"infinity", F32, I32, f32b(float32(math.Inf(1))), false, false},
		{"negative fraction truncates to 0", F32, I32, f32b(-0.9), false, true},
		{"-1 to unsigned", F32, I32, f32b(-1), false, false},
		{"largest f32 below 2^32", F32, I32, f32b(4294967040), false, true},
		{"2^32", F32, I32, f32b(4294967296), false, false},
		{"-2^31 signed", F32, I32, f32b(-2147483648), true, true},
		{"2^31 signed", F32, I32, f32b(2147483648), true, false},
		{"f64 just below 2^31 truncates in", F64, I32, f64b(2147483647.9), true, true},
		{"f64 just below -2^31 truncates out", F64, I32, f64b(-2147483649), true, false},
		{"65535.5 to u16", F32, I16, f32b(65535.5), false, true},
		{"65536 to u16", F32, I16, f32b(65536), false, false},
		{"f16 max to u16", F16, I16, 0x7bff, false, true},
		{"f16 max to i16", F16, I16, 0x7bff, true, false},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			if got := ConversionInRange(r.from, r.to, r.x, r.signed); got != r.want {
				t.Fatalf("ConversionInRange(%v, %v, %#x, %v) = %v, want %v", r.from, r.to, r.x, r.signed, got, r.want)
			}
		})
	}
}

// TestTrigInRange: sin and cos are within D3D's error bound for operands in
// [-100π, 100π]; each row is one edge.
func TestTrigInRange(t *testing.T) {
	rows := []struct {
		name string
		t    Type
		x    uint64
		want bool
	}{
		{"0", F32, f32b(0), true},
		{"just inside 100π", F32, f32b(314.159), true},
		{"just outside -100π", F32, f32b(-314.16), false},
		{"NaN", F32, f32b(float32(math.NaN())), false},
		{"infinity", F32, f32b(float32(math.Inf(-1))), false},
		{"f64 100π", F64, math.Float64bits(100 * math.Pi), true},
		{"f16 320", F16, 0x5d00, false},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			if got := TrigInRange(r.t, r.x); got != r.want {
				t.Fatalf("TrigInRange(%v, %#x) = %v, want %v", r.t, r.x, got, r.want)
			}
		})
	}
}
