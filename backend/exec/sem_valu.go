package exec

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/internal/divmacro"
)

// laneFn computes one lane of a VALU operation on raw source bits (sources
// already have their modifiers applied). cin is the lane's carry-in or mask
// bit; the second result is the carry-out or compare bit.
type laneFn func(a, b, c uint64, cin bool) (uint64, bool)

func op1(f func(a uint64) uint64) laneFn {
	return func(a, b, c uint64, cin bool) (uint64, bool) { return f(a), false }
}
func op2(f func(a, b uint64) uint64) laneFn {
	return func(a, b, c uint64, cin bool) (uint64, bool) { return f(a, b), false }
}
func op3(f func(a, b, c uint64) uint64) laneFn {
	return func(a, b, c uint64, cin bool) (uint64, bool) { return f(a, b, c), false }
}
func f32op1(f func(a float64) float64) laneFn {
	return op1(func(a uint64) uint64 { return f32Result(f(float64(f32(a))), a) })
}
func f32op2(f func(a, b float64) float64) laneFn {
	return op2(func(a, b uint64) uint64 { return f32Result(f(float64(f32(a)), float64(f32(b))), a, b) })
}

// bits32op2 and bits32op3 are f32 operations computed on the words.
func bits32op2(f func(a, b uint32) uint32) laneFn {
	return op2(func(a, b uint64) uint64 { return uint64(f(uint32(a), uint32(b))) })
}
func bits32op3(f func(a, b, c uint32) uint32) laneFn {
	return op3(func(a, b, c uint64) uint64 { return uint64(f(uint32(a), uint32(b), uint32(c))) })
}
func f32op3(f func(a, b, c float64) float64) laneFn {
	return op3(func(a, b, c uint64) uint64 {
		return f32Result(f(float64(f32(a)), float64(f32(b)), float64(f32(c))), a, b, c)
	})
}
func f16op1(f func(a float64) float64) laneFn {
	return op1(func(a uint64) uint64 { return f16Result(f(float64(f16(a))), a) })
}
func f16op2(f func(a, b float64) float64) laneFn {
	return op2(func(a, b uint64) uint64 { return f16Result(f(float64(f16(a)), float64(f16(b))), a, b) })
}
func f16op3(f func(a, b, c float64) float64) laneFn {
	return op3(func(a, b, c uint64) uint64 {
		return f16Result(f(float64(f16(a)), float64(f16(b)), float64(f16(c))), a, b, c)
	})
}
func f64op1(f func(a float64) float64) laneFn {
	return op1(func(a uint64) uint64 { return f64Result(f(f64(a)), a) })
}
func f64op2(f func(a, b float64) float64) laneFn {
	return op2(func(a, b uint64) uint64 { return f64Result(f(f64(a), f64(b)), a, b) })
}
func f64op3(f func(a, b, c float64) float64) laneFn {
	return op3(func(a, b, c uint64) uint64 { return f64Result(f(f64(a), f64(b), f64(c)), a, b, c) })
}

// f32pick2/3, f16pick2/3 and f64pick2 are the float minimum, maximum and
// median operations: their result is one of the operands (a NaN one only
// when they all are), kept as the operand's bits rather than re-chosen as
// for computed NaNs.
func f32pick2(f func(a, b float64) float64) laneFn {
	return op2(func(a, b uint64) uint64 { return u32f(float32(f(float64(f32(a)), float64(f32(b))))) })
}
func f32pick3(f func(a, b, c float64) float64) laneFn {
	return op3(func(a, b, c uint64) uint64 {
		return u32f(float32(f(float64(f32(a)), float64(f32(b)), float64(f32(c)))))
	})
}
func f16pick2(f func(a, b float64) float64) laneFn {
	return op2(func(a, b uint64) uint64 { return u16d(f(float64(f16(a)), float64(f16(b)))) })
}
func f16pick3(f func(a, b, c float64) float64) laneFn {
	return op3(func(a, b, c uint64) uint64 { return u16d(f(float64(f16(a)), float64(f16(b)), float64(f16(c)))) })
}
func f64pick2(f func(a, b float64) float64) laneFn {
	return op2(func(a, b uint64) uint64 { return u64f(f(f64(a), f64(b))) })
}

// f32Result, f16Result and f64Result round an operation's float64 value
// to the operation's width; a NaN value becomes nanBits' choice (the
// first NaN operand quieted, else the default NaN), not the host's.
func f32Result(r float64, ops ...uint64) uint64 {
	if r != r {
		return nanBits(32, ops...)
	}
	return u32f(float32(r))
}
func f16Result(r float64, ops ...uint64) uint64 {
	if r != r {
		return nanBits(16, ops...)
	}
	return u16d(r)
}
func f64Result(r float64, ops ...uint64) uint64 {
	if r != r {
		return nanBits(64, ops...)
	}
	return u64f(r)
}

// fma32 is a fused multiply-add rounded once to float32.
func fma32(a, b, c float64) float64 { return float64(fmaF32(a, b, c)) }

func med3(a, b, c float64) float64 {
	return fmaxf(fminf(a, b), fminf(fmaxf(a, b), c))
}

func imed3(a, b, c int64) int64 { return max(min(a, b), min(max(a, b), c)) }

func i32(x uint64) int64 { return int64(int32(uint32(x))) }
func i16(x uint64) int64 { return int64(int16(uint16(x))) }

// valuOps holds the per-lane semantics of the VALU instructions (except the
// cross-lane, compare, packed and lane-select ones, defined below).
var valuOps = map[string]laneFn{
	"v_mov_b32": op1(func(a uint64) uint64 { return a }),
	"v_not_b32": op1(func(a uint64) uint64 { return ^a & 0xffffffff }),
	"v_bfrev_b32": op1(func(a uint64) uint64 {
		return uint64(bits.Reverse32(uint32(a)))
	}),
	"v_ffbh_u32": op1(func(a uint64) uint64 {
		if uint32(a) == 0 {
			return 0xffffffff
		}
		return uint64(bits.LeadingZeros32(uint32(a)))
	}),
	"v_ffbl_b32": op1(func(a uint64) uint64 {
		if uint32(a) == 0 {
			return 0xffffffff
		}
		return uint64(bits.TrailingZeros32(uint32(a)))
	}),
	"v_ffbh_i32": op1(func(a uint64) uint64 {
		x := uint32(a)
		if int32(x) < 0 {
			x = ^x
		}
		if x == 0 {
			return 0xffffffff
		}
		return uint64(bits.LeadingZeros32(x))
	}),
	"v_add_u32":    op2(func(a, b uint64) uint64 { return (a + b) & 0xffffffff }),
	"v_sub_u32":    op2(func(a, b uint64) uint64 { return (a - b) & 0xffffffff }),
	"v_subrev_u32": op2(func(a, b uint64) uint64 { return (b - a) & 0xffffffff }),
	"v_add_u16":    op2(func(a, b uint64) uint64 { return (a + b) & 0xffff }),
	"v_sub_u16":    op2(func(a, b uint64) uint64 { return (a - b) & 0xffff }),
	"v_subrev_u16": op2(func(a, b uint64) uint64 { return (b - a) & 0xffff }),
	"v_add_co_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		s := uint64(uint32(a)) + uint64(uint32(b))
		return s & 0xffffffff, s>>32 != 0
	},
	"v_sub_co_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		return uint64(uint32(a) - uint32(b)), uint32(b) > uint32(a)
	},
	"v_subrev_co_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		return uint64(uint32(b) - uint32(a)), uint32(a) > uint32(b)
	},
	"v_addc_co_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		s := uint64(uint32(a)) + uint64(uint32(b)) + b2u(cin)
		return s & 0xffffffff, s>>32 != 0
	},
	"v_subb_co_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		d := int64(uint32(a)) - int64(uint32(b)) - int64(b2u(cin))
		return uint64(uint32(d)), d < 0
	},
	"v_subbrev_co_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		d := int64(uint32(b)) - int64(uint32(a)) - int64(b2u(cin))
		return uint64(uint32(d)), d < 0
	},
	"v_cndmask_b32": func(a, b, c uint64, cin bool) (uint64, bool) {
		if cin {
			return b, false
		}
		return a, false
	},
	"v_and_b32":      op2(func(a, b uint64) uint64 { return a & b & 0xffffffff }),
	"v_or_b32":       op2(func(a, b uint64) uint64 { return (a | b) & 0xffffffff }),
	"v_xor_b32":      op2(func(a, b uint64) uint64 { return (a ^ b) & 0xffffffff }),
	"v_xnor_b32":     op2(func(a, b uint64) uint64 { return ^(a ^ b) & 0xffffffff }),
	"v_lshlrev_b32":  op2(func(a, b uint64) uint64 { return uint64(uint32(b) << (a & 31)) }),
	"v_lshrrev_b32":  op2(func(a, b uint64) uint64 { return uint64(uint32(b) >> (a & 31)) }),
	"v_ashrrev_i32":  op2(func(a, b uint64) uint64 { return uint64(uint32(int32(b) >> (a & 31))) }),
	"v_lshlrev_b16":  op2(func(a, b uint64) uint64 { return uint64(uint16(b) << (a & 15)) }),
	"v_lshrrev_b16":  op2(func(a, b uint64) uint64 { return uint64(uint16(b) >> (a & 15)) }),
	"v_ashrrev_i16":  op2(func(a, b uint64) uint64 { return uint64(uint16(int16(b) >> (a & 15))) }),
	"v_lshlrev_b64":  op2(func(a, b uint64) uint64 { return b << (a & 63) }),
	"v_lshrrev_b64":  op2(func(a, b uint64) uint64 { return b >> (a & 63) }),
	"v_ashrrev_i64":  op2(func(a, b uint64) uint64 { return uint64(int64(b) >> (a & 63)) }),
	"v_bfm_b32":      op2(func(a, b uint64) uint64 { return uint64((uint32(1)<<(a&31) - 1) << (b & 31)) }),
	"v_bcnt_u32_b32": op2(func(a, b uint64) uint64 { return uint64(uint32(bits.OnesCount32(uint32(a))) + uint32(b)) }),
	"v_mul_lo_u32":   op2(func(a, b uint64) uint64 { return uint64(uint32(a) * uint32(b)) }),
	"v_mul_hi_u32":   op2(func(a, b uint64) uint64 { return uint64(uint32(a)) * uint64(uint32(b)) >> 32 }),
	"v_mul_hi_i32":   op2(func(a, b uint64) uint64 { return uint64(uint32(uint64(i32(a)*i32(b)) >> 32)) }),
	"v_mul_lo_u16":   op2(func(a, b uint64) uint64 { return uint64(uint16(a) * uint16(b)) }),
	"v_mul_u32_u24":  op2(func(a, b uint64) uint64 { return uint64(uint32((a & 0xffffff) * (b & 0xffffff))) }),
	"v_mul_hi_u32_u24": op2(func(a, b uint64) uint64 {
		return (a & 0xffffff) * (b & 0xffffff) >> 32 & 0xffffffff
	}),
	"v_mul_i32_i24": op2(func(a, b uint64) uint64 {
		return uint64(uint32(int64(sext(a&0xffffff, 24)) * int64(sext(b&0xffffff, 24))))
	}),
	"v_mul_hi_i32_i24": op2(func(a, b uint64) uint64 {
		return uint64(uint32(uint64(int64(sext(a&0xffffff, 24))*int64(sext(b&0xffffff, 24))) >> 32))
	}),
	"v_min_u32":  op2(func(a, b uint64) uint64 { return min(a&0xffffffff, b&0xffffffff) }),
	"v_max_u32":  op2(func(a, b uint64) uint64 { return max(a&0xffffffff, b&0xffffffff) }),
	"v_min_i32":  op2(func(a, b uint64) uint64 { return uint64(uint32(min(i32(a), i32(b)))) }),
	"v_max_i32":  op2(func(a, b uint64) uint64 { return uint64(uint32(max(i32(a), i32(b)))) }),
	"v_min_u16":  op2(func(a, b uint64) uint64 { return min(a&0xffff, b&0xffff) }),
	"v_max_u16":  op2(func(a, b uint64) uint64 { return max(a&0xffff, b&0xffff) }),
	"v_min_i16":  op2(func(a, b uint64) uint64 { return uint64(uint16(min(i16(a), i16(b)))) }),
	"v_max_i16":  op2(func(a, b uint64) uint64 { return uint64(uint16(max(i16(a), i16(b)))) }),
	"v_add3_u32": op3(func(a, b, c uint64) uint64 { return (a + b + c) & 0xffffffff }),
	"v_xad_u32":  op3(func(a, b, c uint64) uint64 { return ((a ^ b) + c) & 0xffffffff }),
	"v_lshl_add_u32": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32(a)<<(b&31) + uint32(c))
	}),
	"v_add_lshl_u32": op3(func(a, b, c uint64) uint64 { return uint64((uint32(a) + uint32(b)) << (c & 31)) }),
	"v_lshl_or_b32":  op3(func(a, b, c uint64) uint64 { return uint64(uint32(a)<<(b&31) | uint32(c)) }),
	"v_and_or_b32":   op3(func(a, b, c uint64) uint64 { return (a&b | c) & 0xffffffff }),
	"v_or3_b32":      op3(func(a, b, c uint64) uint64 { return (a | b | c) & 0xffffffff }),
	"v_bfe_u32": op3(func(a, b, c uint64) uint64 {
		off, w := b&31, c&31
		if w == 0 {
			return 0
		}
		return uint64(uint32(a) >> off & (1<<w - 1))
	}),
	"v_bfe_i32": op3(func(a, b, c uint64) uint64 {
		off, w := b&31, c&31
		if w == 0 {
			return 0
		}
		return uint64(uint32(sext(uint64(uint32(a)>>off), uint(w))))
	}),
	"v_bfi_b32": op3(func(a, b, c uint64) uint64 { return (a&b | ^a&c) & 0xffffffff }),
	"v_alignbit_b32": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32((uint64(uint32(a))<<32 | uint64(uint32(b))) >> (c & 31)))
	}),
	"v_alignbyte_b32": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32((uint64(uint32(a))<<32 | uint64(uint32(b))) >> (8 * (c & 3))))
	}),
	"v_min3_u32": op3(func(a, b, c uint64) uint64 { return min(a, b, c) & 0xffffffff }),
	"v_max3_u32": op3(func(a, b, c uint64) uint64 { return max(a, b, c) & 0xffffffff }),
	"v_min3_i32": op3(func(a, b, c uint64) uint64 { return uint64(uint32(min(i32(a), i32(b), i32(c)))) }),
	"v_max3_i32": op3(func(a, b, c uint64) uint64 { return uint64(uint32(max(i32(a), i32(b), i32(c)))) }),
	"v_med3_i32": op3(func(a, b, c uint64) uint64 { return uint64(uint32(imed3(i32(a), i32(b), i32(c)))) }),
	"v_med3_u32": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32(imed3(int64(uint32(a)), int64(uint32(b)), int64(uint32(c)))))
	}),
	"v_sad_u32": op3(func(a, b, c uint64) uint64 {
		x, y := uint32(a), uint32(b)
		if x < y {
			x, y = y, x
		}
		return uint64(x - y + uint32(c))
	}),
	"v_mad_u32_u24": op3(func(a, b, c uint64) uint64 { return uint64(uint32((a&0xffffff)*(b&0xffffff) + c)) }),
	"v_mad_i32_i24": op3(func(a, b, c uint64) uint64 {
		return uint64(uint32(int64(sext(a&0xffffff, 24))*int64(sext(b&0xffffff, 24)) + i32(c)))
	}),
	"v_mad_u32_u16": op3(func(a, b, c uint64) uint64 { return uint64(uint32((a&0xffff)*(b&0xffff) + c)) }),
	"v_mad_i32_i16": op3(func(a, b, c uint64) uint64 { return uint64(uint32(i16(a)*i16(b) + i32(c))) }),
	"v_mad_u16":     op3(func(a, b, c uint64) uint64 { return (a*b + c) & 0xffff }),
	"v_mad_i16":     op3(func(a, b, c uint64) uint64 { return (a*b + c) & 0xffff }),
	// the gfx8 encodings gfx9 keeps as *_legacy_*: the same arithmetic,
	// without op_sel (the result's high half is zeroed, as without op_sel)
	"v_mad_legacy_u16": op3(func(a, b, c uint64) uint64 { return (a*b + c) & 0xffff }),
	"v_mad_legacy_i16": op3(func(a, b, c uint64) uint64 { return (a*b + c) & 0xffff }),
	"v_perm_b32": op3(func(a, b, c uint64) uint64 {
		in := uint64(uint32(a))<<32 | uint64(uint32(b))
		var r uint32
		for k := 0; k < 4; k++ {
			sel := uint8(c >> (8 * k))
			var by uint32
			switch {
			case sel < 8:
				by = uint32(in>>(8*sel)) & 0xff
			case sel < 12:
				bit := []uint{15, 31, 47, 63}[sel-8]
				if in>>bit&1 != 0 {
					by = 0xff
				}
			case sel == 12:
				by = 0
			default:
				by = 0xff
			}
			r |= by << (8 * k)
		}
		return uint64(r)
	}),

	// f32
	"v_add_f32":        bits32op2(add32),
	"v_sub_f32":        bits32op2(sub32),
	"v_subrev_f32":     bits32op2(subrev32),
	"v_mul_f32":        bits32op2(mul32),
	"v_mul_legacy_f32": f32op2(func(a, b float64) float64 { return legacyMul(a, b) }),
	"v_min_f32":        f32pick2(fminf),
	"v_max_f32":        f32pick2(fmaxf),
	"v_fma_f32":        bits32op3(fmaLane),
	"v_fmac_f32":       bits32op3(fmaLane),
	"v_mad_f32":        bits32op3(mad32),
	"v_mac_f32":        bits32op3(mad32),
	"v_madmk_f32":      bits32op3(mad32),
	"v_madak_f32":      bits32op3(mad32),
	"v_min3_f32":       f32pick3(func(a, b, c float64) float64 { return fminf(fminf(a, b), c) }),
	"v_max3_f32":       f32pick3(func(a, b, c float64) float64 { return fmaxf(fmaxf(a, b), c) }),
	"v_med3_f32":       f32pick3(med3),
	"v_rcp_f32":        f32op1(func(a float64) float64 { return 1 / a }),
	"v_rcp_iflag_f32":  f32op1(func(a float64) float64 { return 1 / a }),
	"v_rsq_f32":        f32op1(func(a float64) float64 { return 1 / math.Sqrt(a) }),
	"v_sqrt_f32":       f32op1(math.Sqrt),
	"v_exp_f32":        f32op1(func(a float64) float64 { return math.Exp2(a) }),
	"v_log_f32":        f32op1(func(a float64) float64 { return math.Log2(a) }),
	"v_sin_f32":        f32op1(func(a float64) float64 { return math.Sin(a * 2 * math.Pi) }),
	"v_cos_f32":        f32op1(func(a float64) float64 { return math.Cos(a * 2 * math.Pi) }),
	"v_floor_f32":      f32op1(math.Floor),
	"v_ceil_f32":       f32op1(math.Ceil),
	"v_trunc_f32":      f32op1(math.Trunc),
	"v_rndne_f32":      f32op1(rndne),
	"v_fract_f32":      f32op1(func(a float64) float64 { return fract(a, float64(math.Float32frombits(0x3f7fffff))) }),
	"v_frexp_mant_f32": f32op1(frexpMant),
	"v_frexp_exp_i32_f32": op1(func(a uint64) uint64 {
		return frexpExp(float64(f32(a)))
	}),
	"v_ldexp_f32": op2(func(a, b uint64) uint64 {
		return u32f(float32(math.Ldexp(float64(f32(a)), int(max(min(i32(b), 1000), -1000)))))
	}),
	"v_cvt_f32_i32":     op1(func(a uint64) uint64 { return u32f(float32(int32(a))) }),
	"v_cvt_f32_u32":     op1(func(a uint64) uint64 { return u32f(float32(uint32(a))) }),
	"v_cvt_i32_f32":     op1(func(a uint64) uint64 { return cvtI32(float64(f32(a))) }),
	"v_cvt_u32_f32":     op1(func(a uint64) uint64 { return cvtU32(float64(f32(a))) }),
	"v_cvt_rpi_i32_f32": op1(func(a uint64) uint64 { return cvtI32(math.Floor(float64(f32(a)) + 0.5)) }),
	"v_cvt_flr_i32_f32": op1(func(a uint64) uint64 { return cvtI32(math.Floor(float64(f32(a)))) }),
	"v_cvt_f32_ubyte0":  op1(func(a uint64) uint64 { return u32f(float32(a & 0xff)) }),
	"v_cvt_f32_ubyte1":  op1(func(a uint64) uint64 { return u32f(float32(a >> 8 & 0xff)) }),
	"v_cvt_f32_ubyte2":  op1(func(a uint64) uint64 { return u32f(float32(a >> 16 & 0xff)) }),
	"v_cvt_f32_ubyte3":  op1(func(a uint64) uint64 { return u32f(float32(a >> 24 & 0xff)) }),
	"v_cvt_f32_f16":     op1(func(a uint64) uint64 { return u32f(f16(a)) }),
	"v_cvt_f16_f32":     op1(func(a uint64) uint64 { return u16f(f32(a)) }),
	"v_cvt_f32_f64":     op1(func(a uint64) uint64 { return u32f(float32(f64(a))) }),
	"v_cvt_f64_f32":     op1(func(a uint64) uint64 { return u64f(float64(f32(a))) }),
	"v_cvt_f64_i32":     op1(func(a uint64) uint64 { return u64f(float64(int32(a))) }),
	"v_cvt_f64_u32":     op1(func(a uint64) uint64 { return u64f(float64(uint32(a))) }),
	"v_cvt_i32_f64":     op1(func(a uint64) uint64 { return cvtI32(f64(a)) }),
	"v_cvt_u32_f64":     op1(func(a uint64) uint64 { return cvtU32(f64(a)) }),
	"v_cvt_f16_u16":     op1(func(a uint64) uint64 { return u16d(float64(uint16(a))) }),
	"v_cvt_f16_i16":     op1(func(a uint64) uint64 { return u16d(float64(int16(a))) }),
	"v_cvt_u16_f16":     op1(func(a uint64) uint64 { return uint64(uint16(min(cvtU32(float64(f16(a))), 0xffff))) }),
	"v_cvt_i16_f16": op1(func(a uint64) uint64 {
		return uint64(uint16(int16(max(min(i32(cvtI32(float64(f16(a)))), 32767), -32768))))
	}),
	"v_cvt_pkrtz_f16_f32": op2(func(a, b uint64) uint64 { return rtzF16(f32(a)) | rtzF16(f32(b))<<16 }),
	"v_cvt_pk_u16_u32": op2(func(a, b uint64) uint64 {
		return min(a&0xffffffff, 0xffff) | min(b&0xffffffff, 0xffff)<<16
	}),
	"v_cvt_pk_i16_i32": op2(func(a, b uint64) uint64 {
		s := func(x uint64) uint64 { return uint64(uint16(max(min(i32(x), 32767), -32768))) }
		return s(a) | s(b)<<16
	}),
	"v_pack_b32_f16": op2(func(a, b uint64) uint64 { return a&0xffff | (b&0xffff)<<16 }),

	// f16
	"v_add_f16":        f16op2(func(a, b float64) float64 { return a + b }),
	"v_sub_f16":        f16op2(func(a, b float64) float64 { return a - b }),
	"v_subrev_f16":     f16op2(func(a, b float64) float64 { return b - a }),
	"v_mul_f16":        f16op2(func(a, b float64) float64 { return a * b }),
	"v_min_f16":        f16pick2(fminf),
	"v_max_f16":        f16pick2(fmaxf),
	"v_fma_f16":        f16op3(fmaOdd),
	"v_mad_f16":        f16op3(func(a, b, c float64) float64 { return float64(f16(u16d(a*b))) + c }),
	"v_fma_legacy_f16": f16op3(fmaOdd),
	"v_mad_legacy_f16": f16op3(func(a, b, c float64) float64 { return float64(f16(u16d(a*b))) + c }),
	"v_mac_f16":        f16op3(func(a, b, c float64) float64 { return float64(f16(u16d(a*b))) + c }),
	"v_madmk_f16":      f16op3(func(a, k, b float64) float64 { return float64(f16(u16d(a*k))) + b }),
	"v_madak_f16":      f16op3(func(a, b, k float64) float64 { return float64(f16(u16d(a*b))) + k }),
	"v_min3_f16":       f16pick3(func(a, b, c float64) float64 { return fminf(fminf(a, b), c) }),
	"v_max3_f16":       f16pick3(func(a, b, c float64) float64 { return fmaxf(fmaxf(a, b), c) }),
	"v_med3_f16":       f16pick3(med3),
	"v_rcp_f16":        f16op1(func(a float64) float64 { return 1 / a }),
	"v_rsq_f16":        f16op1(func(a float64) float64 { return 1 / math.Sqrt(a) }),
	"v_sqrt_f16":       f16op1(math.Sqrt),
	"v_exp_f16":        f16op1(math.Exp2),
	"v_log_f16":        f16op1(math.Log2),
	"v_floor_f16":      f16op1(math.Floor),
	"v_ceil_f16":       f16op1(math.Ceil),
	"v_trunc_f16":      f16op1(math.Trunc),
	"v_rndne_f16":      f16op1(rndne),
	"v_fract_f16":      f16op1(func(a float64) float64 { return fract(a, float64(f16(0x3bff))) }),
	"v_frexp_mant_f16": f16op1(frexpMant),
	"v_ldexp_f16": op2(func(a, b uint64) uint64 {
		return u16d(math.Ldexp(float64(f16(a)), int(max(min(i32(b), 1000), -1000))))
	}),

	// f64
	"v_add_f64":        f64op2(func(a, b float64) float64 { return a + b }),
	"v_mul_f64":        f64op2(func(a, b float64) float64 { return a * b }),
	"v_min_f64":        f64pick2(fminf),
	"v_max_f64":        f64pick2(fmaxf),
	"v_fma_f64":        f64op3(math.FMA),
	"v_rcp_f64":        f64op1(divmacro.Rcp64),
	"v_rsq_f64":        f64op1(func(a float64) float64 { return 1 / math.Sqrt(a) }),
	"v_sqrt_f64":       f64op1(math.Sqrt),
	"v_floor_f64":      f64op1(math.Floor),
	"v_ceil_f64":       f64op1(math.Ceil),
	"v_trunc_f64":      f64op1(math.Trunc),
	"v_rndne_f64":      f64op1(rndne),
	"v_fract_f64":      f64op1(func(a float64) float64 { return fract(a, math.Float64frombits(0x3fefffffffffffff)) }),
	"v_frexp_mant_f64": f64op1(frexpMant),
	"v_frexp_exp_i32_f64": op1(func(a uint64) uint64 {
		return frexpExp(f64(a))
	}),
	"v_ldexp_f64": op2(func(a, b uint64) uint64 {
		return u64f(math.Ldexp(f64(a), int(max(min(i32(b), 5000), -5000))))
	}),
	"v_mad_u64_u32": func(a, b, c uint64, cin bool) (uint64, bool) {
		hi, lo := bits.Mul64(a&0xffffffff, b&0xffffffff)
		s, carry := bits.Add64(lo, c, 0)
		return s, hi+carry != 0
	},
	"v_mad_i64_i32": func(a, b, c uint64, cin bool) (uint64, bool) {
		p := i32(a) * i32(b)
		s := uint64(p) + c
		// signed overflow of the 64-bit addition
		ov := (p >= 0) == (int64(c) >= 0) && (int64(s) >= 0) != (p >= 0)
		return s, ov
	},
	"v_div_fixup_f32":        f32op3(divmacro.Fixup),
	"v_div_fixup_f64":        f64op3(divmacro.Fixup),
	"v_div_fixup_f16":        f16op3(divmacro.Fixup),
	"v_div_fixup_legacy_f16": f16op3(divmacro.Fixup),
	"v_div_fmas_f32": func(a, b, c uint64, cin bool) (uint64, bool) {
		return u32f(divFmas32(float64(f32(a)), float64(f32(b)), float64(f32(c)), cin)), false
	},
	"v_div_fmas_f64": func(a, b, c uint64, cin bool) (uint64, bool) {
		return u64f(divmacro.Fmas64(f64(a), f64(b), f64(c), cin)), false
	},
	"v_div_scale_f32": func(a, b, c uint64, cin bool) (uint64, bool) {
		r, vcc := divmacro.F32.Scale(float64(f32(a)), float64(f32(b)), float64(f32(c)))
		return u32f(float32(r)), vcc
	},
	"v_div_scale_f64": func(a, b, c uint64, cin bool) (uint64, bool) {
		r, vcc := divmacro.F64.Scale(f64(a), f64(b), f64(c))
		return u64f(r), vcc
	},
}

func legacyMul(a, b float64) float64 {
	if a == 0 || b == 0 {
		return 0
	}
	return a * b
}

func rtzF16(f float32) uint64 {
	h := f32ToF16(f)
	// round toward zero: step back if rounding went away from zero
	if back := f16ToF32(h); !math.IsInf(float64(f), 0) && !math.IsNaN(float64(f)) && math.Abs(float64(back)) > math.Abs(float64(f)) {
		h--
	}
	return uint64(h)
}

// cmpFn builds a compare's lane function.
func cmpFn(op, typ string) (laneFn, bool) {
	var test func(a, b uint64) bool
	switch typ {
	case "f16", "f32", "f64":
		get := func(x uint64) float64 { return float64(f32(x)) }
		if typ == "f16" {
			get = func(x uint64) float64 { return float64(f16(x)) }
		} else if typ == "f64" {
			get = f64
		}
		var t func(a, b float64) bool
		unord := func(a, b float64) bool { return math.IsNaN(a) || math.IsNaN(b) }
		switch op {
		case "f":
			t = func(a, b float64) bool { return false }
		case "lt":
			t = func(a, b float64) bool { return a < b }
		case "eq":
			t = func(a, b float64) bool { return a == b }
		case "le":
			t = func(a, b float64) bool { return a <= b }
		case "gt":
			t = func(a, b float64) bool { return a > b }
		case "lg":
			t = func(a, b float64) bool { return a < b || a > b }
		case "ge":
			t = func(a, b float64) bool { return a >= b }
		case "o":
			t = func(a, b float64) bool { return !unord(a, b) }
		case "u":
			t = unord
		case "nge":
			t = func(a, b float64) bool { return !(a >= b) }
		case "nlg":
			t = func(a, b float64) bool { return !(a < b || a > b) }
		case "ngt":
			t = func(a, b float64) bool { return !(a > b) }
		case "nle":
			t = func(a, b float64) bool { return !(a <= b) }
		case "neq":
			t = func(a, b float64) bool { return a != b }
		case "nlt":
			t = func(a, b float64) bool { return !(a < b) }
		case "tru":
			t = func(a, b float64) bool { return true }
		case "class":
			return func(a, b, c uint64, cin bool) (uint64, bool) { return 0, classTest(get(a), a, typ, uint32(b)) }, true
		default:
			return nil, false
		}
		test = func(a, b uint64) bool { return t(get(a), get(b)) }
	default:
		var get func(x uint64) int64
		switch typ {
		case "i16":
			get = i16
		case "u16":
			get = func(x uint64) int64 { return int64(uint16(x)) }
		case "i32":
			get = i32
		case "u32":
			get = func(x uint64) int64 { return int64(uint32(x)) }
		case "i64":
			get = func(x uint64) int64 { return int64(x) }
		case "u64":
			// compare as unsigned: flip the sign bit
			get = func(x uint64) int64 { return int64(x ^ 1<<63) }
		default:
			return nil, false
		}
		var t func(a, b int64) bool
		switch op {
		case "f":
			t = func(a, b int64) bool { return false }
		case "lt":
			t = func(a, b int64) bool { return a < b }
		case "eq":
			t = func(a, b int64) bool { return a == b }
		case "le":
			t = func(a, b int64) bool { return a <= b }
		case "gt":
			t = func(a, b int64) bool { return a > b }
		case "ne":
			t = func(a, b int64) bool { return a != b }
		case "ge":
			t = func(a, b int64) bool { return a >= b }
		case "t":
			t = func(a, b int64) bool { return true }
		default:
			return nil, false
		}
		test = func(a, b uint64) bool { return t(get(a), get(b)) }
	}
	return func(a, b, c uint64, cin bool) (uint64, bool) { return 0, test(a, b) }, true
}

// classTest is v_cmp_class: bit 0 signaling NaN, 1 quiet NaN, 2 -inf,
// 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
func classTest(f float64, raw uint64, typ string, mask uint32) bool {
	var quietBit uint64
	denorm := false
	switch typ {
	case "f16":
		quietBit = raw & 0x200
		denorm = raw&0x7c00 == 0 && raw&0x3ff != 0
	case "f32":
		quietBit = raw & 0x400000
		denorm = raw&0x7f800000 == 0 && raw&0x7fffff != 0
	default:
		quietBit = raw & (1 << 51)
		denorm = raw&0x7ff0000000000000 == 0 && raw&0xfffffffffffff != 0
	}
	var c uint
	neg := math.Signbit(f)
	switch {
	case math.IsNaN(f):
		c = 0
		if quietBit != 0 {
			c = 1
		}
	case math.IsInf(f, 0):
		c = 9
		if neg {
			c = 2
		}
	case f == 0:
		c = 6
		if neg {
			c = 5
		}
	case denorm:
		c = 7
		if neg {
			c = 4
		}
	default:
		c = 8
		if neg {
			c = 3
		}
	}
	return mask>>c&1 != 0
}

// valuLookup returns the lane function of a VALU mnemonic.
func valuLookup(name string) (laneFn, bool) {
	if f, ok := valuOps[name]; ok {
		return f, true
	}
	if f, ok := valuOps2[name]; ok {
		return f, true
	}
	for _, pre := range []string{"v_cmpx_", "v_cmp_"} {
		if rest, ok := strings.CutPrefix(name, pre); ok {
			i := strings.LastIndexByte(rest, '_')
			if i < 0 {
				return nil, false
			}
			return cmpFn(rest[:i], rest[i+1:])
		}
	}
	return nil, false
}

// valuShape says how an instruction's operands map onto the generic VALU
// executor.
type valuShape struct {
	src       [3]int // operand index of src0..2, -1 if absent
	srcType   [3]gfx9.Type
	srcSize   [3]uint8
	dst       int // vector destination, or -1
	dstType   gfx9.Type
	dstSize   uint8
	sdst      int  // scalar lane-mask destination (compare or carry-out), or -1
	maskIn    int  // operand holding the carry-in/select mask, or -1
	implicitV bool // reads VCC as the mask (v_div_fmas)
	compare   bool
	cmpx      bool
}

func shapeOf(in *gfx9.Instr) valuShape {
	sh := valuShape{src: [3]int{-1, -1, -1}, dst: -1, sdst: -1, maskIn: -1}
	name := in.Inst.Name
	sh.compare = strings.HasPrefix(name, "v_cmp")
	sh.cmpx = strings.HasPrefix(name, "v_cmpx_")
	isMask := name == "v_cndmask_b32" || name == "v_addc_co_u32" || name == "v_subb_co_u32" || name == "v_subbrev_co_u32"
	for k, op := range in.Form.Operands {
		switch op.Field {
		case gfx9.FieldSrc0, gfx9.FieldSrc1, gfx9.FieldSrc2, gfx9.FieldK:
			i := gfx9.SrcIndex(op.Field)
			if op.Field == gfx9.FieldK {
				// madmk: K is the second multiplicand; madak: the addend
				if name == "v_madmk_f32" || name == "v_madmk_f16" {
					i = 1
					// shift the e32 vsrc1 to src2
					if sh.src[1] >= 0 {
						sh.src[2], sh.srcType[2], sh.srcSize[2] = sh.src[1], sh.srcType[1], sh.srcSize[1]
					}
				} else {
					i = 2
				}
			} else if (name == "v_madmk_f32" || name == "v_madmk_f16") && i == 1 && sh.src[1] >= 0 {
				i = 2
			}
			if i == 2 && isMask && op.Size == 2 {
				sh.maskIn = k
				continue
			}
			sh.src[i], sh.srcType[i], sh.srcSize[i] = k, op.Type, op.Size
		case gfx9.FieldVDst:
			if op.Class == gfx9.ClassSGPR && sh.compare {
				sh.sdst = k
			} else {
				sh.dst, sh.dstType, sh.dstSize = k, op.Type, op.Size
			}
		case gfx9.FieldSDst3:
			sh.sdst = k
		case gfx9.FieldImplicit:
			if op.Def {
				sh.sdst = k
			} else if isMask {
				sh.maskIn = k
			}
		}
	}
	if strings.HasPrefix(name, "v_div_fmas_") {
		sh.implicitV = true
	}
	// mac/fmac: the destination is also the addend
	if name == "v_mac_f32" || name == "v_fmac_f32" || name == "v_mac_f16" {
		if sh.src[2] < 0 {
			sh.src[2], sh.srcType[2], sh.srcSize[2] = sh.dst, sh.dstType, sh.dstSize
		}
	}
	return sh
}

// srcState is one VALU source prepared for an instruction's execution.
type srcState struct {
	lo, hi []uint32
	typ    gfx9.Type
	size   uint8
	abs    bool
	neg    bool
	sel    uint8 // SDWA select
	sext   bool
	hiHalf bool // VOP3 op_sel on a 16-bit source
}

func (s *srcState) get(l int) uint64 {
	x := uint64(s.lo[l])
	if s.hi != nil {
		x |= uint64(s.hi[l]) << 32
	}
	if s.hiHalf {
		x >>= 16
	}
	if s.sel != gfx9.SelDword {
		x = sdwaSel(x, s.sel, s.sext)
	}
	if s.abs || s.neg {
		x = floatMods(x, s.typ, s.size, s.abs, s.neg)
	}
	return x
}

func sdwaSel(x uint64, sel uint8, sx bool) uint64 {
	switch sel {
	case gfx9.SelByte0, gfx9.SelByte1, gfx9.SelByte2, gfx9.SelByte3:
		x = x >> (8 * sel) & 0xff
		if sx {
			x = sext(x, 8) & 0xffffffff
		}
	case gfx9.SelWord0, gfx9.SelWord1:
		x = x >> (16 * (sel - 4)) & 0xffff
		if sx {
			x = sext(x, 16) & 0xffffffff
		}
	}
	return x
}

func floatMods(x uint64, t gfx9.Type, size uint8, abs, neg bool) uint64 {
	var sign uint64
	switch {
	case t.Bits() == 16:
		sign = 0x8000
	case t.Bits() == 64 || size == 2:
		sign = 1 << 63
	case t.IsFloat() || t == gfx9.TypeB32:
		sign = 0x80000000
	default:
		// integer sources: neg is two's complement negation (SDWA/VOP3 on ints)
		if neg {
			return uint64(-int64(x)) & 0xffffffff
		}
		return x
	}
	if abs {
		x &^= sign
	}
	if neg {
		x ^= sign
	}
	return x
}

// valuFactory builds the executor of a VALU instruction from its lane
// function and shape.
func valuFactory(f laneFn) factory {
	return func(in *gfx9.Instr) (execFn, error) { return valuBuild(f, in, true) }
}

// valuBuild builds the executor of one VALU instruction; with fast it
// prefers the whole-wave path of fast.go when the instruction has one.
func valuBuild(f laneFn, in *gfx9.Instr, fast bool) (execFn, error) {
	{
		sh := shapeOf(in)
		m := in.Mods
		name := in.Inst.Name
		if fullDst32[name] {
			sh.dstType = gfx9.TypeB32
		}
		if strings.HasPrefix(name, "v_dot") && !dotModsOK(in) {
			return nil, fmt.Errorf("op_sel/op_sel_hi/neg modifiers on %s are not modelled", name)
		}
		if m.Clamp && !sh.dstType.IsFloat() && !sh.compare {
			sat, ok := intClampOps[name]
			if !ok {
				return nil, fmt.Errorf("clamp on the integer operation %s", name)
			}
			f = sat
		}
		dpp := in.Form.Kind == gfx9.FormDPP
		sdwa := in.Form.Kind == gfx9.FormSDWA
		var dppSrc func(w *wave, src []uint32, out *[64]uint32) uint64
		if dpp {
			var err error
			dppSrc, err = dppFunc(m.DPPCtrl, m.BoundCtrl)
			if err != nil {
				return nil, err
			}
		}
		dppWrite := uint64(0)
		if dpp {
			for l := 0; l < 64; l++ {
				if m.RowMask>>(l/16)&1 != 0 && m.BankMask>>(l%16/4)&1 != 0 {
					dppWrite |= 1 << l
				}
			}
		}
		vop3 := in.Form.Enc == gfx9.EncVOP3
		// plain: every source and the destination are 32-bit, without
		// modifiers, SDWA or DPP.
		plain := !dpp && !sdwa && m.Abs == 0 && m.Neg == 0 && m.OpSel == 0 && !m.Clamp && m.OMod == 0 && sh.dstSize <= 1 && sh.dstType.Bits() != 16
		flushable := false
		for i := 0; i < 3; i++ {
			if sh.src[i] >= 0 {
				plain = plain && sh.srcSize[i] <= 1 && sh.srcType[i].Bits() != 16
				flushable = flushable || sh.srcType[i] == gfx9.TypeF32
			}
		}
		fIEEE := f
		if bits, ok := minMaxBits[name]; ok {
			fIEEE = ieeeMinMax(f, bits)
		}
		var slow execFn
		slow = func(w *wave, d *dinst) error {
			exec := w.exec()
			f := f
			if w.mode.ieee {
				f = fIEEE
			}
			var srcs [3]srcState
			nsrc := 0
			for i := 0; i < 3; i++ {
				k := sh.src[i]
				if k < 0 {
					continue
				}
				nsrc = i + 1
				o := &d.ops[k]
				s := &srcs[i]
				s.typ, s.size, s.sel = sh.srcType[i], sh.srcSize[i], gfx9.SelDword
				s.lo = w.lanes(o, 0, 2*i)
				if sh.srcSize[i] >= 2 {
					s.hi = w.lanes(o, 1, 2*i+1)
				}
				s.abs, s.neg = m.Abs>>i&1 != 0, m.Neg>>i&1 != 0
				if vop3 && s.typ.Bits() == 16 && m.OpSel>>i&1 != 0 {
					s.hiHalf = true
				}
				if sdwa && i < 2 {
					if i == 0 {
						s.sel = m.Src0Sel
					} else {
						s.sel = m.Src1Sel
					}
					s.sext = m.Sext>>i&1 != 0
					if s.sext && !s.typ.IsFloat() {
						s.neg = false
					}
				}
			}
			if !s0ok(srcs[:nsrc]) {
				return w.errorf(KindFault, d, "missing source operand")
			}
			if w.mode.flushIn32 || w.mode.flushIn16 {
				applyFlushIn(w, srcs[:nsrc])
			}
			enable := exec
			if dpp {
				var en uint64
				srcs[0].lo = func() []uint32 {
					en = dppSrc(w, srcs[0].lo, &w.tmp[14])
					return w.tmp[14][:]
				}()
				enable &= en & dppWrite
			}
			var mask uint64
			if sh.maskIn >= 0 {
				mask = w.scalar(&d.ops[sh.maskIn])
			} else if sh.implicitV {
				mask = w.vcc()
			}
			var dlo, dhi []uint32
			if sh.dst >= 0 {
				r := int(d.ops[sh.dst].code)
				dlo = w.vreg(r)
				if sh.dstSize >= 2 {
					dhi = w.vreg(r + 1)
				}
			}
			var cout uint64
			mode := &w.mode
			if plain && !(flushable && mode.flushIn32) {
				// Fast path: 32-bit sources without modifiers.
				var s [3][]uint32
				for i := range s {
					s[i] = zeroLanes[:]
					if i < nsrc {
						s[i] = srcs[i].lo
					}
				}
				s0, s1, s2 := s[0][:64], s[1][:64], s[2][:64]
				flushOut := sh.dstType == gfx9.TypeF32 && mode.flushOut32
				for l := 0; l < 64; l++ {
					if enable>>l&1 == 0 {
						continue
					}
					r, co := f(uint64(s0[l]), uint64(s1[l]), uint64(s2[l]), mask>>l&1 != 0)
					if co {
						cout |= 1 << l
					}
					if dlo != nil {
						if flushOut {
							r = flush32(r)
						}
						dlo[l] = uint32(r)
					}
				}
			} else {
				for l := 0; l < 64; l++ {
					if enable>>l&1 == 0 {
						continue
					}
					var a, b, c uint64
					if nsrc > 0 {
						a = srcs[0].get(l)
					}
					if nsrc > 1 {
						b = srcs[1].get(l)
					}
					if nsrc > 2 {
						c = srcs[2].get(l)
					}
					r, co := f(a, b, c, mask>>l&1 != 0)
					if co {
						cout |= 1 << l
					}
					if dlo == nil {
						continue
					}
					r = finishFloat(r, sh.dstType, sh.dstSize, m, mode)
					if sdwa {
						r = sdwaDst(r, uint64(dlo[l]), m.DstSel, m.DstUnused)
					} else if vop3 && sh.dstType.Bits() == 16 && m.OpSel>>3&1 != 0 {
						r = uint64(dlo[l])&0xffff | (r&0xffff)<<16
					} else if sh.dstType.Bits() == 16 {
						r &= 0xffff
					}
					dlo[l] = uint32(r)
					if dhi != nil {
						dhi[l] = uint32(r >> 32)
					}
				}
			}
			if sh.sdst >= 0 {
				w.setScalar(&d.ops[sh.sdst], cout)
			}
			if sh.cmpx {
				w.setExec(cout)
			}
			return nil
		}
		if fast && !dpp && !sdwa && m.Abs == 0 && m.Neg == 0 && m.OpSel == 0 && !m.Clamp && m.OMod == 0 {
			if run := fastWide(in, &sh); run != nil {
				return run, nil
			}
		}
		if plain && fast {
			if run := fastFactory(in, &sh, slow); run != nil {
				return run, nil
			}
		}
		return slow, nil
	}
}

// minMaxBits are the float minimum/maximum operations whose NaN handling
// depends on MODE.IEEE, with their width.
var minMaxBits = map[string]int{"v_min_f32": 32, "v_max_f32": 32, "v_min_f16": 16, "v_max_f16": 16, "v_min_f64": 64, "v_max_f64": 64}

// ieeeMinMax is v_min/v_max in IEEE mode: a signaling NaN operand is
// quieted and returned (IEEE 754-2008 minNum/maxNum); quiet NaNs are ignored
// as in the non-IEEE mode, where signaling NaNs count as quiet ones.
func ieeeMinMax(f laneFn, bits int) laneFn {
	return func(a, b, c uint64, cin bool) (uint64, bool) {
		if isSNaN(a, bits) {
			return quietNaN(a, bits), false
		}
		if isSNaN(b, bits) {
			return quietNaN(b, bits), false
		}
		return f(a, b, c, cin)
	}
}

func s0ok(s []srcState) bool {
	for i := range s {
		if s[i].lo == nil {
			return false
		}
	}
	return true
}

// applyFlushIn makes float sources flush denormals to zero per the mode by
// wrapping them in copies: f32 sources per FLOAT_DENORM_MODE_32, f16 and f64
// sources per FLOAT_DENORM_MODE_16_64.
func applyFlushIn(w *wave, srcs []srcState) {
	for i := range srcs {
		s := &srcs[i]
		switch {
		case s.typ == gfx9.TypeF32 && s.size <= 1 && w.mode.flushIn32:
			buf := &w.tmp[8+2*i]
			for l := 0; l < 64; l++ {
				buf[l] = uint32(flush32(uint64(s.lo[l])))
			}
			s.lo = buf[:]
		case s.typ == gfx9.TypeF16 && w.mode.flushIn16:
			// the 16-bit value is the half op_sel or SDWA selects; flush
			// both halves, whichever is read
			buf := &w.tmp[8+2*i]
			for l := 0; l < 64; l++ {
				x := uint64(s.lo[l])
				buf[l] = uint32(flush16(x&0xffff) | flush16(x>>16&0xffff)<<16)
			}
			s.lo = buf[:]
		case s.typ == gfx9.TypeF64 && s.hi != nil && w.mode.flushIn16:
			lo, hi := &w.tmp[8+2*i], &w.tmp[9+2*i]
			for l := 0; l < 64; l++ {
				x := flush64(uint64(s.hi[l])<<32 | uint64(s.lo[l]))
				lo[l], hi[l] = uint32(x), uint32(x>>32)
			}
			s.lo, s.hi = lo[:], hi[:]
		}
	}
}

// finishFloat applies output modifiers, clamping and denormal flushing.
func finishFloat(r uint64, t gfx9.Type, size uint8, m gfx9.Modifiers, mode *floatMode) uint64 {
	switch t {
	case gfx9.TypeF32:
		if m.OMod != 0 || m.Clamp {
			f := float64(f32(r))
			f = omod(f, m.OMod)
			if m.Clamp {
				f = clampMode(f, mode.dx10Clamp)
			}
			r = u32f(float32(f))
		}
		if mode.flushOut32 {
			r = flush32(r)
		}
	case gfx9.TypeF16:
		if m.OMod != 0 || m.Clamp {
			f := float64(f16(r))
			f = omod(f, m.OMod)
			if m.Clamp {
				f = clampMode(f, mode.dx10Clamp)
			}
			r = u16d(f)
		}
		if mode.flushOut16 {
			r = flush16(r)
		}
	case gfx9.TypeF64:
		if m.OMod != 0 || m.Clamp {
			f := omod(f64(r), m.OMod)
			if m.Clamp {
				f = clampMode(f, mode.dx10Clamp)
			}
			r = u64f(f)
		}
		if mode.flushOut16 {
			r = flush64(r)
		}
	}
	return r
}

func omod(f float64, o uint8) float64 {
	switch o {
	case 1:
		return f * 2
	case 2:
		return f * 4
	case 3:
		return f / 2
	}
	return f
}

// clampMode is the clamp modifier: the result clamped to [0, 1]; a NaN
// becomes 0 with MODE.DX10_CLAMP set and passes through otherwise.
func clampMode(f float64, dx10 bool) float64 {
	if math.IsNaN(f) && !dx10 {
		return f
	}
	return clamp01(f)
}

func clamp01(f float64) float64 {
	if math.IsNaN(f) || f < 0 {
		return 0
	}
	if f > 1 {
		return 1
	}
	return f
}

func sdwaDst(r, old uint64, sel, unused uint8) uint64 {
	var width, shift uint
	switch sel {
	case gfx9.SelDword:
		return r & 0xffffffff
	case gfx9.SelWord0, gfx9.SelWord1:
		width, shift = 16, 16*uint(sel-4)
	default:
		width, shift = 8, 8*uint(sel)
	}
	fieldMask := uint64(1)<<width - 1
	v := (r & fieldMask) << shift
	switch unused {
	case 0: // UNUSED_PAD: zeros
		return v
	case 1: // UNUSED_SEXT: sign-extend above the field
		if r>>(width-1)&1 != 0 {
			v |= 0xffffffff &^ (fieldMask<<shift | (uint64(1)<<shift - 1))
		}
		return v
	}
	// UNUSED_PRESERVE
	return old&^(fieldMask<<shift)&0xffffffff | v
}

// dppFunc returns the DPP source permutation: it fills out with each lane's
// source value and returns the lanes that may write (lanes whose source is
// out of range write 0 with bound_ctrl, and are disabled without it).
func dppFunc(ctrl uint16, bound bool) (func(w *wave, src []uint32, out *[64]uint32) uint64, error) {
	var srcLane func(l int) int // -1: invalid
	switch {
	case ctrl <= 0xff:
		srcLane = func(l int) int { return l&^3 | int(ctrl>>(2*(l&3))&3) }
	case ctrl >= 0x101 && ctrl <= 0x10f:
		n := int(ctrl & 0xf)
		srcLane = func(l int) int {
			if l%16+n > 15 {
				return -1
			}
			return l + n
		}
	case ctrl >= 0x111 && ctrl <= 0x11f:
		n := int(ctrl & 0xf)
		srcLane = func(l int) int {
			if l%16 < n {
				return -1
			}
			return l - n
		}
	case ctrl >= 0x121 && ctrl <= 0x12f:
		n := int(ctrl & 0xf)
		srcLane = func(l int) int { return l&^15 | (l%16-n+16)%16 }
	case ctrl == 0x130: // wave_shl:1
		srcLane = func(l int) int {
			if l == 63 {
				return -1
			}
			return l + 1
		}
	case ctrl == 0x134: // wave_rol:1
		srcLane = func(l int) int { return (l + 1) % 64 }
	case ctrl == 0x138: // wave_shr:1
		srcLane = func(l int) int { return l - 1 }
	case ctrl == 0x13c: // wave_ror:1
		srcLane = func(l int) int { return (l + 63) % 64 }
	case ctrl == 0x140: // row_mirror
		srcLane = func(l int) int { return l&^15 | 15 - l%16 }
	case ctrl == 0x141: // row_half_mirror
		srcLane = func(l int) int { return l&^7 | 7 - l%8 }
	case ctrl == 0x142: // row_bcast:15
		srcLane = func(l int) int {
			if l < 16 {
				return -1
			}
			return l&^15 - 1
		}
	case ctrl == 0x143: // row_bcast:31
		srcLane = func(l int) int {
			if l < 32 {
				return -1
			}
			return 31
		}
	default:
		return nil, fmt.Errorf("reserved DPP control %#x", ctrl)
	}
	var table [64]int8
	for l := range table {
		table[l] = int8(srcLane(l))
	}
	return func(w *wave, src []uint32, out *[64]uint32) uint64 {
		exec := w.exec()
		var en uint64
		for l := 0; l < 64; l++ {
			s := int(table[l])
			// a source lane that is out of range or disabled by EXEC is invalid
			if s < 0 || exec>>s&1 == 0 {
				if bound {
					out[l] = 0
					en |= 1 << l
				}
				continue
			}
			out[l] = src[s]
			en |= 1 << l
		}
		return en
	}, nil
}

var zeroLanes [64]uint32
