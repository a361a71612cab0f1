package exec

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestMoreVALUKernels runs cube-map, packing, normalization, f16 and legacy
// instructions in assembly kernels and compares each lane with a Go formula.
func TestMoreVALUKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	f := func(x uint32) float64 { return float64(math.Float32frombits(x)) }
	fb := func(x float64) uint32 { return math.Float32bits(float32(x)) }
	h := func() uint32 { // f16: normals, denormals, zeros, infinities, NaN
		switch r.IntN(8) {
		case 0:
			return []uint32{0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x3c00, 0xbc00, 0x3c01}[r.IntN(8)]
		case 1:
			return r.Uint32() & 0x83ff
		}
		return uint32(r.IntN(30)+1)<<10 | r.Uint32()&0x83ff
	}
	var in [64][4]uint32
	for l := range in {
		v := [3]float32{float32(r.NormFloat64()), float32(r.NormFloat64()), float32(r.NormFloat64())}
		if l%8 == 0 { // ties between the axes
			v[l/8%3] = -v[(l/8+1)%3]
		}
		if l%8 == 1 {
			v = [3]float32{0, 0, 0}
			v[l/8%3] = -1
		}
		in[l] = [4]uint32{math.Float32bits(v[0]), math.Float32bits(v[1]), math.Float32bits(v[2]), r.Uint32()}
	}
	major := func(x [4]uint32) int {
		ax, ay, az := math.Abs(f(x[0])), math.Abs(f(x[1])), math.Abs(f(x[2]))
		if az >= ax && az >= ay {
			return 2
		}
		if ay >= ax {
			return 1
		}
		return 0
	}
	neg := func(x uint32) bool { return int32(x) < 0 && x != 0x80000000 }
	cases := []struct {
		body string
		in   func(l int) [4]uint32
		want func(x [4]uint32) uint32
	}{
		{"v_cubeid_f32 v4, v6, v7, v8", nil, func(x [4]uint32) uint32 {
			m := major(x)
			id := 2 * m
			if neg(x[m]) {
				id++
			}
			return fb(float64(id))
		}},
		{"v_cubema_f32 v4, v6, v7, v8", nil, func(x [4]uint32) uint32 { return fb(2 * f(x[major(x)])) }},
		{"v_cubesc_f32 v4, v6, v7, v8", nil, func(x [4]uint32) uint32 {
			// the face's s axis: +z face: +x, -z face: -x, y faces: +x,
			// +x face: -z, -x face: +z
			switch m := major(x); {
			case m == 2 && neg(x[2]):
				return fb(-f(x[0]))
			case m == 2, m == 1:
				return x[0]
			case neg(x[0]):
				return x[2]
			}
			return fb(-f(x[2]))
		}},
		{"v_cubetc_f32 v4, v6, v7, v8", nil, func(x [4]uint32) uint32 {
			if major(x) == 1 {
				if neg(x[1]) {
					return fb(-f(x[2]))
				}
				return x[2]
			}
			return fb(-f(x[1]))
		}},
		{"v_cvt_off_f32_i4_e32 v4, v9", nil, func(x [4]uint32) uint32 {
			n := int(x[3] & 15)
			if n >= 8 {
				n -= 16
			}
			return fb(float64(n) * 0.0625)
		}},
		{"v_sat_pk_u8_i16_e32 v4, v9", nil, func(x [4]uint32) uint32 {
			s := func(v int16) uint32 { return uint32(max(0, min(255, int(v)))) }
			return s(int16(x[3])) | s(int16(x[3]>>16))<<8
		}},
		{"v_frexp_exp_i16_f16_e32 v4, v9", func(l int) [4]uint32 { return [4]uint32{0, 0, 0, h() | r.Uint32()&0xffff0000} }, func(x [4]uint32) uint32 {
			v := refH(x[3] & 0xffff)
			if v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
				return 0
			}
			e := math.Ilogb(v) + 1 // v = m * 2^e with 0.5 <= |m| < 1
			return uint32(uint16(int16(e)))
		}},
		{"v_cvt_norm_i16_f16_e32 v4, v9", func(l int) [4]uint32 { return [4]uint32{0, 0, 0, h()} }, func(x [4]uint32) uint32 {
			v := refH(x[3])
			if math.IsNaN(v) {
				return 0
			}
			return uint32(uint16(int16(math.RoundToEven(math.Max(-1, math.Min(1, v)) * 32767))))
		}},
		{"v_cvt_pknorm_u16_f16 v4, v8, v9", func(l int) [4]uint32 { return [4]uint32{0, 0, h(), h()} }, func(x [4]uint32) uint32 {
			u := func(v float64) uint32 {
				if math.IsNaN(v) {
					return 0
				}
				return uint32(math.RoundToEven(math.Max(0, math.Min(1, v)) * 65535))
			}
			return u(refH(x[2])) | u(refH(x[3]))<<16
		}},
		{"v_cvt_pknorm_i16_f16 v4, v8, v9", func(l int) [4]uint32 { return [4]uint32{0, 0, h(), h()} }, func(x [4]uint32) uint32 {
			s := func(v float64) uint32 {
				if math.IsNaN(v) {
					return 0
				}
				return uint32(uint16(int16(math.RoundToEven(math.Max(-1, math.Min(1, v)) * 32767))))
			}
			return s(refH(x[2])) | s(refH(x[3]))<<16
		}},
		{"v_sin_f16_e32 v4, v9", func(l int) [4]uint32 { return [4]uint32{0, 0, 0, uint32(r.IntN(0x4c00))} }, func(x [4]uint32) uint32 {
			return refToH(math.Sin(2 * math.Pi * refH(x[3])))
		}},
		{"v_cos_f16_e32 v4, v9", func(l int) [4]uint32 { return [4]uint32{0, 0, 0, uint32(r.IntN(0x4c00)) | 0x8000} }, func(x [4]uint32) uint32 {
			return refToH(math.Cos(2 * math.Pi * refH(x[3])))
		}},
		{"v_mad_legacy_f32 v4, v6, v7, v8", func(l int) [4]uint32 {
			x := [4]uint32{math.Float32bits(float32(r.NormFloat64())), math.Float32bits(float32(r.NormFloat64())), math.Float32bits(float32(r.NormFloat64())), 0}
			switch l % 4 {
			case 0:
				x[0] = []uint32{0, 0x80000000}[l/4%2]
				x[1] = []uint32{0x7f800000, 0x7fc00000, 0xff800000, 0x3f800000}[l/8%4]
			case 1:
				x[1] = 0
				x[0] = 0x7f800000
			}
			return x
		}, func(x [4]uint32) uint32 {
			a, b := math.Float32frombits(x[0]), math.Float32frombits(x[1])
			var p float32
			if a != 0 && b != 0 {
				p = a * b
			}
			return math.Float32bits(p + math.Float32frombits(x[2]))
		}},
	}
	mad16 := func(x [4]uint32) uint32 { return (x[0]&0xffff*(x[1]&0xffff) + x[2]&0xffff) & 0xffff }
	cases = append(cases, []struct {
		body string
		in   func(l int) [4]uint32
		want func(x [4]uint32) uint32
	}{
		{"v_mad_legacy_u16 v4, v6, v7, v8", nil, mad16},
		{"v_mad_legacy_i16 v4, v6, v7, v8", nil, mad16}, // two's complement: the low 16 bits agree
	}...)
	for _, c := range cases {
		data := in
		if c.in != nil {
			for l := range data {
				data[l] = c.in(l)
			}
		}
		got := runLanes(t, ".amdhsa_float_denorm_mode_32 3\n.amdhsa_float_denorm_mode_16_64 3", c.body, &data)
		for l := range got {
			if want := c.want(data[l]); got[l][0] != want {
				t.Errorf("%s lane %d (%#x): got %#x, want %#x", c.body, l, data[l], got[l][0], want)
				break
			}
		}
	}
}

// TestSCmovB64 checks s_cmov_b64 under both SCC values.
func TestSCmovB64(t *testing.T) {
	mem := make([]uint32, 8)
	got, err := runScalar(t, `
	s_mov_b64 s[12:13], 0x1234
	s_mov_b64 s[14:15], 0x5678
	s_mov_b64 s[16:17], s[14:15]
	s_cmp_eq_u32 s12, 0x1234
	s_cmov_b64 s[14:15], -1
	s_cmp_eq_u32 s12, 0
	s_cmov_b64 s[16:17], -1
	s_store_dwordx4 s[12:15], s[4:5], 0x0
	s_store_dwordx2 s[16:17], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)`, mem)
	if err != nil {
		t.Fatal(err)
	}
	want := []uint32{0x1234, 0, 0xffffffff, 0xffffffff, 0x5678, 0}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("mem[%d] = %#x, want %#x", i, got[i], w)
		}
	}
}

// TestLegacyF16MatchesNew: gfx9's *_legacy_f16 encodings compute what the
// op_sel-capable forms compute without op_sel.
func TestLegacyF16MatchesNew(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var data [64][4]uint32
	for l := range data {
		for k := range data[l] {
			data[l][k] = uint32(r.IntN(30)+1)<<10 | r.Uint32()&0x83ff
		}
	}
	for _, pair := range [][2]string{
		{"v_mad_legacy_f16 v4, v6, v7, v8", "v_mad_f16 v4, v6, v7, v8"},
		{"v_fma_legacy_f16 v4, v6, v7, v8", "v_fma_f16 v4, v6, v7, v8"},
		{"v_div_fixup_legacy_f16 v4, v6, v7, v8", "v_div_fixup_f16 v4, v6, v7, v8"},
	} {
		d1, d2 := data, data
		a := runLanes(t, ".amdhsa_float_denorm_mode_16_64 3", pair[0], &d1)
		b := runLanes(t, ".amdhsa_float_denorm_mode_16_64 3", pair[1], &d2)
		for l := range a {
			if a[l][0] != b[l][0] || a[l][0]>>16 != 0 {
				t.Errorf("%s lane %d: %#x, %s gives %#x", pair[0], l, a[l][0], pair[1], b[l][0])
				break
			}
		}
	}
}
