package exec

import (
	"math"

	"hlslc/backend/gfx9"
	"hlslc/internal/texfilter"
)

// More VALU semantics: signed 32/16-bit adds, 16-bit three-operand
// min/max/median, sums of absolute differences, byte lerp, normalized
// packing and the gfx906 dot products (per the Vega ISA manual).

func u16(x uint64) int64 { return int64(uint16(x)) }

func byteOf(x uint64, i int) int64 { return int64(x >> (8 * i) & 0xff) }

func absDiff(a, b int64) int64 {
	if a > b {
		return a - b
	}
	return b - a
}

// snorm16/unorm16 convert a float to a normalized 16-bit integer, rounding
// to nearest after clamping to [-1, 1] / [0, 1].
func snorm16(f float64) uint64 {
	if math.IsNaN(f) {
		return 0
	}
	f = max(-1, min(1, f))
	return uint64(uint16(int16(math.RoundToEven(f * 32767))))
}

func unorm16(f float64) uint64 {
	if math.IsNaN(f) {
		return 0
	}
	f = max(0, min(1, f))
	return uint64(uint16(math.RoundToEven(f * 65535)))
}

func sx4(x uint64, i int) int64 { return int64(int8(uint8(x>>(4*i))<<4) >> 4) }

// snormF16/unormF16 are the 16-bit normalized conversions of an f16.
func snormF16(x uint64) uint64 { return snorm16(float64(f16(x & 0xffff))) }
func unormF16(x uint64) uint64 { return unorm16(float64(f16(x & 0xffff))) }

// satU8 saturates a signed 16-bit value to [0, 255].
func satU8(x uint64) uint64 { return uint64(max(0, min(255, i16(x)))) }

var valuOps2 = map[string]laneFn{
	// cube-map coordinates of the direction (S0, S1, S2) = (x, y, z): face
	// id, the s and t coordinates and twice the major axis (the texture
	// model's definitions, which the interpreter's cube sampling uses too)
	"v_cubeid_f32": f32op3(texfilter.CubeID),
	"v_cubesc_f32": f32op3(texfilter.CubeSC),
	"v_cubetc_f32": f32op3(texfilter.CubeTC),
	"v_cubema_f32": f32op3(texfilter.CubeMA),
	// a signed 4-bit integer in S0[3:0] as a float in units of 1/16
	"v_cvt_off_f32_i4": op1(func(a uint64) uint64 { return u32f(float32(sx4(a, 0)) / 16) }),
	"v_sat_pk_u8_i16":  op1(func(a uint64) uint64 { return satU8(a) | satU8(a>>16)<<8 }),
	"v_frexp_exp_i16_f16": op1(func(a uint64) uint64 {
		return frexpExp(float64(f16(a))) & 0xffff
	}),
	"v_sin_f16":            f16op1(func(a float64) float64 { return math.Sin(a * 2 * math.Pi) }),
	"v_cos_f16":            f16op1(func(a float64) float64 { return math.Cos(a * 2 * math.Pi) }),
	"v_cvt_norm_i16_f16":   op1(snormF16),
	"v_cvt_norm_u16_f16":   op1(unormF16),
	"v_cvt_pknorm_i16_f16": op2(func(a, b uint64) uint64 { return snormF16(a) | snormF16(b)<<16 }),
	"v_cvt_pknorm_u16_f16": op2(func(a, b uint64) uint64 { return unormF16(a) | unormF16(b)<<16 }),
	// v_mad_f32 with the legacy multiply (0 times anything is 0)
	"v_mad_legacy_f32": f32op3(func(a, b, c float64) float64 {
		return float64(float32(float32(legacyMul(a, b))) + float32(c))
	}),

	"v_add_i32":  op2(func(a, b uint64) uint64 { return (a + b) & 0xffffffff }),
	"v_sub_i32":  op2(func(a, b uint64) uint64 { return (a - b) & 0xffffffff }),
	"v_add_i16":  op2(func(a, b uint64) uint64 { return (a + b) & 0xffff }),
	"v_sub_i16":  op2(func(a, b uint64) uint64 { return (a - b) & 0xffff }),
	"v_min3_i16": op3(func(a, b, c uint64) uint64 { return uint64(uint16(min(i16(a), i16(b), i16(c)))) }),
	"v_max3_i16": op3(func(a, b, c uint64) uint64 { return uint64(uint16(max(i16(a), i16(b), i16(c)))) }),
	"v_med3_i16": op3(func(a, b, c uint64) uint64 { return uint64(uint16(imed3(i16(a), i16(b), i16(c)))) }),
	"v_min3_u16": op3(func(a, b, c uint64) uint64 { return uint64(min(u16(a), u16(b), u16(c))) }),
	"v_max3_u16": op3(func(a, b, c uint64) uint64 { return uint64(max(u16(a), u16(b), u16(c))) }),
	"v_med3_u16": op3(func(a, b, c uint64) uint64 { return uint64(imed3(u16(a), u16(b), u16(c))) }),
	// sums of absolute differences of the bytes (halves) of S0 and S1, plus S2
	"v_sad_u8": op3(func(a, b, c uint64) uint64 {
		s := int64(uint32(c))
		for i := 0; i < 4; i++ {
			s += absDiff(byteOf(a, i), byteOf(b, i))
		}
		return uint64(uint32(s))
	}),
	"v_sad_hi_u8": op3(func(a, b, c uint64) uint64 {
		var s int64
		for i := 0; i < 4; i++ {
			s += absDiff(byteOf(a, i), byteOf(b, i))
		}
		return uint64(uint32(s<<16 + int64(uint32(c))))
	}),
	"v_sad_u16": op3(func(a, b, c uint64) uint64 {
		s := int64(uint32(c)) + absDiff(u16(a), u16(b)) + absDiff(u16(a>>16), u16(b>>16))
		return uint64(uint32(s))
	}),
	// per byte: (S0 + S1 + (S2 & 1)) / 2
	"v_lerp_u8": op3(func(a, b, c uint64) uint64 {
		var r uint64
		for i := 0; i < 4; i++ {
			r |= uint64((byteOf(a, i)+byteOf(b, i)+byteOf(c, i)&1)>>1) << (8 * i)
		}
		return r
	}),
	"v_cvt_pknorm_i16_f32": op2(func(a, b uint64) uint64 {
		return snorm16(float64(f32(a))) | snorm16(float64(f32(b)))<<16
	}),
	"v_cvt_pknorm_u16_f32": op2(func(a, b uint64) uint64 {
		return unorm16(float64(f32(a))) | unorm16(float64(f32(b)))<<16
	}),
	"v_dot2_i32_i16": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32(i16(a)*i16(b) + i16(a>>16)*i16(b>>16) + i32(c)))
	}),
	"v_dot2_u32_u16": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32(u16(a)*u16(b) + u16(a>>16)*u16(b>>16) + int64(uint32(c))))
	}),
	"v_dot4_i32_i8": op3(func(a, b, c uint64) uint64 {
		s := i32(c)
		for i := 0; i < 4; i++ {
			s += int64(int8(a>>(8*i))) * int64(int8(b>>(8*i)))
		}
		return uint64(uint32(s))
	}),
	"v_dot4_u32_u8": op3(func(a, b, c uint64) uint64 {
		s := int64(uint32(c))
		for i := 0; i < 4; i++ {
			s += byteOf(a, i) * byteOf(b, i)
		}
		return uint64(uint32(s))
	}),
	"v_dot8_i32_i4": op3(func(a, b, c uint64) uint64 {
		s := i32(c)
		for i := 0; i < 8; i++ {
			s += sx4(a, i) * sx4(b, i)
		}
		return uint64(uint32(s))
	}),
	"v_dot8_u32_u4": op3(func(a, b, c uint64) uint64 {
		s := int64(uint32(c))
		for i := 0; i < 8; i++ {
			s += int64(a>>(4*i)&15) * int64(b>>(4*i)&15)
		}
		return uint64(uint32(s))
	}),
	// f16 pairs multiplied and summed in f32 precision (one rounding of
	// the exact sum to f32 is modelled)
	"v_dot2_f32_f16": op3(func(a, b, c uint64) uint64 {
		s := float64(f16(a))*float64(f16(b)) + float64(f16(a>>16))*float64(f16(b>>16)) + float64(f32(c))
		return u32f(float32(s))
	}),
}

// fullDst32 are instructions whose operand table gives a 16-bit
// destination type although the result is a full dword (two packed halves,
// or a 32-bit sum): the executor writes all 32 bits.
var fullDst32 = map[string]bool{"v_sad_u16": true, "v_cvt_pknorm_i16_f32": true, "v_cvt_pknorm_u16_f32": true}

// dotModsOK reports whether a VOP3P dot product has the default op_sel,
// op_sel_hi and no negation (the only form modelled).
func dotModsOK(in *gfx9.Instr) bool {
	def := gfx9.DefaultModifiers(in.Inst, in.Form)
	m := in.Mods
	return m.OpSel == def.OpSel && m.OpSelHi == def.OpSelHi && m.Neg == 0 && m.NegHi == 0
}
