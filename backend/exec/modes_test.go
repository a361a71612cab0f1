package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// Reference helpers of the float-mode tests, written from the IEEE formats
// (independent of float.go).
func refIsDenorm32(x uint32) bool { return x&0x7f800000 == 0 && x&0x7fffff != 0 }
func refIsDenorm16(x uint32) bool { return x&0x7c00 == 0 && x&0x3ff != 0 }
func refFlush32(x uint32, on bool) uint32 {
	if on && refIsDenorm32(x) {
		return x & 0x80000000
	}
	return x
}
func refFlush16(x uint32, on bool) uint32 {
	if on && refIsDenorm16(x) {
		return x & 0x8000
	}
	return x
}
func refFlush64(x uint64, on bool) uint64 {
	if on && x&0x7ff0000000000000 == 0 {
		return x & (1 << 63)
	}
	return x
}

// refMad32 is v_mad_f32: a*b rounded to f32, then +c rounded, with every
// source, the product and the result flushed.
func refMad32(a, b, c uint32) uint32 {
	x, y := math.Float32frombits(refFlush32(a, true)), math.Float32frombits(refFlush32(b, true))
	p := math.Float32frombits(refFlush32(math.Float32bits(x*y), true))
	return refFlush32(math.Float32bits(p+math.Float32frombits(refFlush32(c, true))), true)
}

// refH converts binary16 to float64 exactly.
func refH(x uint32) float64 {
	e, m := int(x>>10&31), float64(x&0x3ff)
	var v float64
	switch {
	case e == 31 && m == 0:
		v = math.Inf(1)
	case e == 31:
		v = math.NaN()
	case e == 0:
		v = math.Ldexp(m, -24)
	default:
		v = math.Ldexp(1024+m, e-25)
	}
	if x&0x8000 != 0 {
		v = -v
	}
	return v
}

// refToH rounds a float64 to binary16, nearest even, by a binary search of
// the encodings.
func refToH(v float64) uint32 {
	var sign uint32
	if math.Signbit(v) {
		sign, v = 0x8000, -v
	}
	if math.IsNaN(v) {
		return 0x7e00
	}
	if v >= 65520 {
		return sign | 0x7c00
	}
	// positive encodings are ordered like their values: find the last one
	// not above v, then the nearest of it and the next (ties to even)
	lo, hi := uint32(0), uint32(0x7bff)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if refH(mid) <= v {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	best := lo
	if d0, d1 := v-refH(lo), refH(lo+1)-v; d1 < d0 || d1 == d0 && lo&1 == 1 {
		best = lo + 1
	}
	return sign | best
}

// denormal-mode settings: 0 flush in and out, 1 flush out, 2 flush in, 3 none.
func flushesIn(mode int) bool  { return mode == 0 || mode == 2 }
func flushesOut(mode int) bool { return mode == 0 || mode == 1 }

// TestFloatDenormModes runs f32, f16 and f64 operations under each
// FLOAT_DENORM_MODE_32 and FLOAT_DENORM_MODE_16_64 setting of the kernel
// descriptor (fast and per-lane paths) and compares every lane with the
// result computed in Go for that mode.
func TestFloatDenormModes(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	// denormal and near-denormal inputs, so that flushing inputs and outputs
	// each change results
	den32 := func() uint32 {
		switch r.IntN(4) {
		case 0:
			return r.Uint32()&0x807fffff | 1 // denormal
		case 1:
			return math.Float32bits(float32(math.Ldexp(1+r.Float64(), -126+r.IntN(3)))) // small normal
		case 2:
			return math.Float32bits(float32(math.Ldexp(1+r.Float64(), r.IntN(20)))) // scale up
		}
		return math.Float32bits(float32(math.Ldexp(1+r.Float64(), -r.IntN(20))))
	}
	den16 := func() uint32 {
		switch r.IntN(3) {
		case 0:
			return r.Uint32()&0x83ff | 1
		case 1:
			return uint32(r.IntN(3)+1)<<10 | r.Uint32()&0x3ff | r.Uint32()&0x8000
		}
		return uint32(r.IntN(10)+12)<<10 | r.Uint32()&0x3ff
	}
	var in [64][4]uint32
	for l := range in {
		in[l] = [4]uint32{den32(), den32(), den16() | den16()<<16, den16() | den16()<<16}
		// the high halves swap the low ones: the same coverage
		in[l][2], in[l][3] = in[l][2]&0xffff|in[l][3]<<16, in[l][3]&0xffff|in[l][2]<<16
	}
	mul32 := func(a, b uint32, m int) uint32 {
		x, y := math.Float32frombits(refFlush32(a, flushesIn(m))), math.Float32frombits(refFlush32(b, flushesIn(m)))
		return refFlush32(math.Float32bits(x*y), flushesOut(m))
	}
	mulH := func(a, b uint32, m int) uint32 {
		a, b = refFlush16(a&0xffff, flushesIn(m)), refFlush16(b&0xffff, flushesIn(m))
		return refFlush16(refToH(refH(a)*refH(b)), flushesOut(m))
	}
	cases := []struct {
		name, body string
		bits       int // which mode setting applies: 32 or 16 (16_64)
		modes      int // how many of the four settings give different results
		want       func(x [4]uint32, m int) [2]uint32
	}{
		{"v_mul_f32 (fast path)", "v_mul_f32_e32 v4, v6, v7", 32, 4, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{mul32(x[0], x[1], m), 0}
		}},
		{"v_fma_f32 -|a|*b+0 (per-lane path)", "v_fma_f32 v4, -|v6|, v7, 0", 32, 4, func(x [4]uint32, m int) [2]uint32 {
			a, b := math.Float32frombits(refFlush32(x[0]|0x80000000, flushesIn(m))), math.Float32frombits(refFlush32(x[1], flushesIn(m)))
			return [2]uint32{refFlush32(math.Float32bits(float32(math.FMA(float64(a), float64(b), 0))), flushesOut(m)), 0}
		}},
		// v_mad_f32 flushes its sources, the product and the result in
		// every mode: one result for all four
		{"v_mad_f32", "v_mad_f32 v4, v6, v7, v6", 32, 1, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{refMad32(x[0], x[1], x[0]), 0}
		}},
		{"v_madak_f32 with a denormal constant", "v_madak_f32 v4, v6, v7, 0x80400001", 32, 1, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{refMad32(x[0], x[1], 0x80400001), 0}
		}},
		// the program sets the f32 mode to flush (as llc does around an
		// f32 division): one result whatever the descriptor says
		{"s_setreg_imm32_b32 MODE then v_mul_f32", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n\tv_mul_f32_e32 v4, v6, v7", 32, 1, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{mul32(x[0], x[1], 0), 0}
		}},
		{"v_mul_f16", "v_mul_f16_e32 v4, v8, v9", 16, 4, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{mulH(x[2], x[3], m), 0}
		}},
		{"v_mul_f16 SDWA high halves", "v_mul_f16_sdwa v4, v8, v9 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1", 16, 4, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{mulH(x[2]>>16, x[3]>>16, m), 0}
		}},
		{"v_pk_mul_f16", "v_pk_mul_f16 v4, v8, v9", 16, 4, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{mulH(x[2], x[3], m) | mulH(x[2]>>16, x[3]>>16, m)<<16, 0}
		}},
		{"v_cvt_f32_f16", "v_cvt_f32_f16_e32 v4, v8", 16, 2, func(x [4]uint32, m int) [2]uint32 {
			return [2]uint32{math.Float32bits(float32(refH(refFlush16(x[2]&0xffff, flushesIn(m))))), 0}
		}},
		{"v_mul_f64", "v_mul_f64 v[4:5], v[6:7], v[8:9]", 16, 4, func(x [4]uint32, m int) [2]uint32 {
			a := refFlush64(uint64(x[1])<<32|uint64(x[0]), flushesIn(m))
			b := refFlush64(uint64(x[3])<<32|uint64(x[2]), flushesIn(m))
			p := refFlush64(math.Float64bits(math.Float64frombits(a)*math.Float64frombits(b)), flushesOut(m))
			return [2]uint32{uint32(p), uint32(p >> 32)}
		}},
	}
	// f64 inputs: make some products denormal and some inputs denormal
	for l := 0; l+1 < 64; l += 3 {
		in[l][1] = uint32(r.IntN(0x100000))    // denormal f64 (hi word of v[6:7])
		in[l+1][1] = 0x00100000 + uint32(l)<<8 // smallest normals
		in[l+1][3] = 0x3fe00000 | uint32(l)<<4 // times ~0.5: denormal product
	}
	for _, c := range cases {
		differ := map[string]bool{}
		for m := 0; m < 4; m++ {
			dirs := fmt.Sprintf(".amdhsa_float_denorm_mode_32 %d\n.amdhsa_float_denorm_mode_16_64 %d", m, m)
			if c.bits == 32 {
				dirs = fmt.Sprintf(".amdhsa_float_denorm_mode_32 %d\n.amdhsa_float_denorm_mode_16_64 3", m)
			} else {
				dirs = fmt.Sprintf(".amdhsa_float_denorm_mode_32 3\n.amdhsa_float_denorm_mode_16_64 %d", m)
			}
			got := runLanes(t, dirs, c.body, &in)
			var sig string
			for l := range got {
				want := c.want(in[l], m)
				if got[l] != want {
					t.Errorf("%s, denorm mode %d, lane %d (inputs %#x): got %#x, want %#x", c.name, m, l, in[l], got[l], want)
					break
				}
				sig += fmt.Sprint(want)
			}
			differ[sig] = true
		}
		// the inputs must make all four modes observable
		if len(differ) != c.modes {
			t.Errorf("%s: the inputs distinguish %d of the 4 denormal modes, want %d", c.name, len(differ), c.modes)
		}
	}
}

// TestIEEEModeAndDX10Clamp runs v_min/v_max with signaling and quiet NaNs
// under both MODE.IEEE settings of the descriptor, and the clamp modifier on
// NaN results under both DX10_CLAMP settings.
func TestIEEEModeAndDX10Clamp(t *testing.T) {
	specials32 := []uint32{0x7f800001, 0xffa00000, 0x7fc00000, 0x7fc12345, 0x3f800000, 0xc0000000, 0x3f000000, 0x80000000, 0x7f800000}
	specials16 := []uint32{0x7c01, 0xfd00, 0x7e00, 0x7e55, 0x3c00, 0xc000, 0x3800, 0x8000, 0x7c00}
	normals32 := []uint32{0x3f800000, 0xc0400000, 0x40a00000, 0}
	normals16 := []uint32{0x3c00, 0xc200, 0x4500, 0}
	var in [64][4]uint32
	for l := range in {
		s32, n32 := specials32[l%len(specials32)], normals32[l/len(specials32)%len(normals32)]
		s16, n16 := specials16[l%len(specials16)], normals16[l/len(specials16)%len(normals16)]
		if l%2 == 0 {
			in[l] = [4]uint32{s32, n32, s16, n16}
		} else {
			in[l] = [4]uint32{n32, s32, n16, s16}
		}
	}
	snan32 := func(x uint32) bool { return x&0x7fc00000 == 0x7f800000 && x&0x3fffff != 0 }
	snan16 := func(x uint32) bool { return x&0x7e00 == 0x7c00 && x&0x1ff != 0 }
	// IEEE-754 2008 minNum/maxNum with the mode's treatment of sNaN
	minmax := func(a, b uint32, fa, fb float64, isMax, ieee bool, snan func(uint32) bool, quiet uint32) (uint32, bool) {
		switch {
		case ieee && snan(a):
			return a | quiet, true
		case ieee && snan(b):
			return b | quiet, true
		case math.IsNaN(fa):
			return b, true
		case math.IsNaN(fb):
			return a, true
		}
		if (fa > fb) == isMax || fa == fb && math.Signbit(fa) == !isMax {
			return a, true
		}
		return b, true
	}
	f32 := func(x uint32) float64 { return float64(math.Float32frombits(x)) }
	isNaN32 := func(x uint32) bool { return x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 }
	isNaN16 := func(x uint32) bool { return x&0x7c00 == 0x7c00 && x&0x3ff != 0 }
	clampRef := func(f float64, dx10 bool) float64 {
		switch {
		case math.IsNaN(f):
			if dx10 {
				return 0
			}
			return f
		case f < 0:
			return 0
		case f > 1:
			return 1
		}
		return f
	}
	cases := []struct {
		name, body string
		want       func(x [4]uint32, ieee, dx10 bool) uint32
		nan        func(uint32) bool // NaN results compare as NaN of any payload
	}{
		{"v_max_f32 (fast path)", "v_max_f32_e32 v4, v6, v7", func(x [4]uint32, ieee, dx10 bool) uint32 {
			r, _ := minmax(x[0], x[1], f32(x[0]), f32(x[1]), true, ieee, snan32, 0x400000)
			return r
		}, nil},
		{"v_min_f32 (per-lane path)", "v_min_f32_sdwa v4, v6, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD", func(x [4]uint32, ieee, dx10 bool) uint32 {
			r, _ := minmax(x[0], x[1], f32(x[0]), f32(x[1]), false, ieee, snan32, 0x400000)
			return r
		}, nil},
		{"v_max_f16", "v_max_f16_e32 v4, v8, v9", func(x [4]uint32, ieee, dx10 bool) uint32 {
			r, _ := minmax(x[2], x[3], refH(x[2]), refH(x[3]), true, ieee, snan16, 0x200)
			return r
		}, nil},
		{"v_add_f32 clamp", "v_add_f32_e64 v4, v6, v7 clamp", func(x [4]uint32, ieee, dx10 bool) uint32 {
			return math.Float32bits(float32(clampRef(float64(math.Float32frombits(x[0])+math.Float32frombits(x[1])), dx10)))
		}, isNaN32},
		{"v_mul_f16 clamp", "v_mul_f16_e64 v4, v8, v9 clamp", func(x [4]uint32, ieee, dx10 bool) uint32 {
			return refToH(clampRef(refH(x[2])*refH(x[3]), dx10))
		}, isNaN16},
		{"v_pk_add_f16 clamp", "v_pk_add_f16 v4, v8, v9 clamp", func(x [4]uint32, ieee, dx10 bool) uint32 {
			return refToH(clampRef(refH(x[2])+refH(x[3]), dx10))
		}, isNaN16},
	}
	for _, c := range cases {
		results := map[string]bool{}
		for mode := 0; mode < 4; mode++ {
			ieee, dx10 := mode&1 != 0, mode&2 != 0
			dirs := fmt.Sprintf(".amdhsa_ieee_mode %d\n.amdhsa_dx10_clamp %d", mode&1, mode>>1)
			got := runLanes(t, dirs, c.body, &in)
			sig := ""
			for l := range got {
				want := c.want(in[l], ieee, dx10)
				g := got[l][0]
				if c.nan != nil && c.nan(want) && c.nan(g) {
					g = want
				}
				if g != want {
					t.Errorf("%s, ieee %v dx10_clamp %v, lane %d (inputs %#x): got %#x, want %#x", c.name, ieee, dx10, l, in[l], got[l][0], want)
					break
				}
				sig += fmt.Sprint(want, ",")
			}
			results[sig] = true
		}
		if len(results) != 2 {
			t.Errorf("%s: %d different results over the four modes, want 2 (one setting matters)", c.name, len(results))
		}
	}
}
