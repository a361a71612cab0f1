package exec

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

func randomIn(seed uint64) [64][4]uint32 {
	r := rand.New(rand.NewPCG(seed, 99))
	var in [64][4]uint32
	for l := range in {
		for k := range in[l] {
			in[l][k] = r.Uint32()
		}
	}
	return in
}

// TestDPPMasksAndBoundCtrl checks DPP row/bank masks (disabled rows and
// banks keep the old value), bound_ctrl:0 (an invalid source lane — out of
// range, or disabled by EXEC — reads 0; without it the lane keeps its old
// value) and EXEC, against per-lane references of the lane patterns.
func TestDPPMasksAndBoundCtrl(t *testing.T) {
	in := randomIn(1)
	type pattern struct {
		ctrl string
		src  func(l int) int // -1 invalid
	}
	patterns := []pattern{
		{"row_shr:1", func(l int) int {
			if l%16 < 1 {
				return -1
			}
			return l - 1
		}},
		{"row_shl:3", func(l int) int {
			if l%16 > 12 {
				return -1
			}
			return l + 3
		}},
		{"row_ror:5", func(l int) int { return l/16*16 + (l%16+16-5)%16 }},
		{"row_mirror", func(l int) int { return l/16*16 + 15 - l%16 }},
		{"row_half_mirror", func(l int) int { return l/8*8 + 7 - l%8 }},
		{"quad_perm:[2,0,3,1]", func(l int) int { return l/4*4 + []int{2, 0, 3, 1}[l%4] }},
		{"wave_shr:1", func(l int) int { return l - 1 }},
		{"wave_ror:1", func(l int) int { return (l + 63) % 64 }},
		{"row_bcast:15", func(l int) int {
			if l < 16 {
				return -1
			}
			return l/16*16 - 1
		}},
		{"row_bcast:31", func(l int) int {
			if l < 32 {
				return -1
			}
			return 31
		}},
	}
	for _, p := range patterns {
		for _, v := range []struct {
			rowMask, bankMask int
			bound             bool
			exec              uint64
		}{
			{0xf, 0xf, false, ^uint64(0)},
			{0xa, 0x5, false, ^uint64(0)},
			{0x6, 0xb, true, ^uint64(0)},
			{0xf, 0xf, true, 0xfff0_ff0f_0fff_7ffe},
			{0xd, 0xe, false, 0x7ffe_f00f_ffff_0ff0},
		} {
			mods := fmt.Sprintf("%s row_mask:%#x bank_mask:%#x", p.ctrl, v.rowMask, v.bankMask)
			if v.bound {
				mods += " bound_ctrl:0"
			}
			body := fmt.Sprintf("v_mov_b32_e32 v4, v7\n v_mov_b32_e32 v5, v8\n s_mov_b64 s[10:11], exec\n s_mov_b32 exec_lo, %#x\n s_mov_b32 exec_hi, %#x\n s_nop 1\n"+
				" v_mov_b32_dpp v4, v6 %s\n v_add_u32_dpp v5, v6, v9 %s\n s_mov_b64 exec, s[10:11]", uint32(v.exec), uint32(v.exec>>32), mods, mods)
			got := runLanes(t, "", body, &in)
			for l := range got {
				want := [2]uint32{in[l][1], in[l][2]}
				enabled := v.exec>>l&1 != 0 && v.rowMask>>(l/16)&1 != 0 && v.bankMask>>(l%16/4)&1 != 0
				if enabled {
					s := p.src(l)
					valid := s >= 0 && s < 64 && v.exec>>s&1 != 0
					switch {
					case valid:
						want = [2]uint32{in[s][0], in[s][0] + in[l][3]}
					case v.bound:
						want = [2]uint32{0, in[l][3]}
					}
				}
				if got[l] != want {
					t.Errorf("%s exec %#x: lane %d: got %#x, want %#x", mods, v.exec, l, got[l], want)
					break
				}
			}
		}
	}
}

// TestDSSwizzle checks ds_swizzle_b32 in QUAD_PERM and BITMASK_PERM modes,
// with the named BITMASK patterns (SWAP, REVERSE, BROADCAST) checked by their
// meaning.
func TestDSSwizzle(t *testing.T) {
	in := randomIn(2)
	bitmask := func(and, or, xor int) (int, func(l int) int) {
		return and | or<<5 | xor<<10, func(l int) int { return l&^31 | (l&31&and | or) ^ xor }
	}
	type c struct {
		name string
		off  int
		src  func(l int) int
	}
	cases := []c{
		{"QUAD_PERM [3,2,1,0]", 0x8000 | 3 | 2<<2 | 1<<4 | 0<<6, func(l int) int { return l/4*4 + 3 - l%4 }},
		{"QUAD_PERM [1,1,0,2]", 0x8000 | 1 | 1<<2 | 0<<4 | 2<<6, func(l int) int { return l/4*4 + []int{1, 1, 0, 2}[l%4] }},
		{"SWAP(16)", 0x1f | 16<<10, func(l int) int { return l ^ 16 }},
		{"SWAP(1)", 0x1f | 1<<10, func(l int) int { return l ^ 1 }},
		{"REVERSE(8)", 0x1f | 7<<10, func(l int) int { return l/8*8 + 7 - l%8 }},
		{"REVERSE(32)", 0x1f | 31<<10, func(l int) int { return l/32*32 + 31 - l%32 }},
		{"BROADCAST(4, 2)", 0x1c | 2<<5, func(l int) int { return l/4*4 + 2 }},
		{"BROADCAST(32, 17)", 17 << 5, func(l int) int { return l/32*32 + 17 }},
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 6; i++ {
		and, or, xor := r.IntN(32), r.IntN(32), r.IntN(32)
		off, f := bitmask(and, or, xor)
		cases = append(cases, c{fmt.Sprintf("BITMASK_PERM and %#x or %#x xor %#x", and, or, xor), off, f})
	}
	for _, c := range cases {
		body := fmt.Sprintf("ds_swizzle_b32 v4, v6 offset:%d\n s_waitcnt lgkmcnt(0)", c.off)
		got := runLanes(t, "", body, &in)
		for l := range got {
			if want := in[c.src(l)][0]; got[l][0] != want {
				t.Errorf("%s (offset %#x): lane %d: got %#x, want %#x (lane %d)", c.name, c.off, l, got[l][0], want, c.src(l))
				break
			}
		}
	}
}

// TestSDWASelects checks SDWA source selects with sext and the destination
// modes UNUSED_PAD, UNUSED_SEXT and UNUSED_PRESERVE.
func TestSDWASelects(t *testing.T) {
	in := randomIn(3)
	sel := func(x uint32, s string, sx bool) uint32 {
		var v uint32
		var w int
		switch s {
		case "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3":
			v, w = x>>(8*int(s[5]-'0'))&0xff, 8
		case "WORD_0", "WORD_1":
			v, w = x>>(16*int(s[5]-'0'))&0xffff, 16
		default:
			return x
		}
		if sx && v>>(w-1) != 0 {
			v |= ^uint32(0) << w
		}
		return v
	}
	dst := func(r, old uint32, s, unused string) uint32 {
		var shift, w int
		switch s {
		case "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3":
			shift, w = 8*int(s[5]-'0'), 8
		case "WORD_0", "WORD_1":
			shift, w = 16*int(s[5]-'0'), 16
		default:
			return r
		}
		field := r & (1<<w - 1)
		out := field << shift
		switch unused {
		case "UNUSED_SEXT":
			if field>>(w-1) != 0 {
				out |= ^uint32(0) << (shift + w)
			}
		case "UNUSED_PRESERVE":
			mask := uint32(1<<w-1) << shift
			out |= old &^ mask
		}
		return out
	}
	sels := []string{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"}
	r := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 24; i++ {
		s0, s1, d := sels[r.IntN(7)], sels[r.IntN(7)], sels[r.IntN(7)]
		unused := []string{"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"}[i%3]
		sx0, sx1 := r.IntN(2) == 0, r.IntN(2) == 0
		a, b := "v6", "v7"
		if sx0 {
			a = "sext(v6)"
		}
		if sx1 {
			b = "sext(v7)"
		}
		op := []string{"v_add_u32", "v_sub_u32", "v_and_b32", "v_lshlrev_b32"}[i%4]
		body := fmt.Sprintf("v_mov_b32_e32 v4, v8\n %s_sdwa v4, %s, %s dst_sel:%s dst_unused:%s src0_sel:%s src1_sel:%s", op, a, b, d, unused, s0, s1)
		got := runLanes(t, "", body, &in)
		for l := range got {
			x, y := sel(in[l][0], s0, sx0), sel(in[l][1], s1, sx1)
			var res uint32
			switch op {
			case "v_add_u32":
				res = x + y
			case "v_sub_u32":
				res = x - y
			case "v_and_b32":
				res = x & y
			default:
				res = y << (x & 31)
			}
			if want := dst(res, in[l][2], d, unused); got[l][0] != want {
				t.Errorf("%s: lane %d (%#x, %#x, old %#x): got %#x, want %#x", body, l, in[l][0], in[l][1], in[l][2], got[l][0], want)
				break
			}
		}
	}
}

// TestDot2F32F16 checks v_dot2_f32_f16: the two f16 products and the f32
// addend summed exactly and rounded once to f32 (computed with math/big).
func TestDot2F32F16(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	h := func() uint32 { return uint32(r.IntN(30)+1)<<10 | r.Uint32()&0x83ff }
	var in [64][4]uint32
	for l := range in {
		in[l] = [4]uint32{h() | h()<<16, h() | h()<<16, math.Float32bits(float32(r.NormFloat64() * 10)), 0}
	}
	in[0] = [4]uint32{0x3c00 | 0x3c00<<16, 0x7c00 | 0x3c00<<16, 0, 0} // inf
	got := runLanes(t, ".amdhsa_float_denorm_mode_32 3", "v_dot2_f32_f16 v4, v6, v7, v8", &in)
	for l := range got {
		x := in[l]
		var want uint32
		if l == 0 {
			want = 0x7f800000
		} else {
			s := new(big.Float).SetPrec(300)
			for k := 0; k < 2; k++ {
				p := new(big.Float).SetPrec(300).SetFloat64(refH(x[0] >> (16 * k) & 0xffff))
				p.Mul(p, new(big.Float).SetFloat64(refH(x[1]>>(16*k)&0xffff)))
				s.Add(s, p)
			}
			s.Add(s, new(big.Float).SetFloat64(float64(math.Float32frombits(x[2]))))
			f, _ := s.Float32()
			want = math.Float32bits(f)
		}
		if got[l][0] != want {
			t.Errorf("lane %d (%#x): got %#x, want %#x", l, x[:3], got[l][0], want)
			break
		}
	}
}
