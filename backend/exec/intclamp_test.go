package exec

import (
	"math"
	"testing"
)

// TestIntegerClamp checks the clamp bit on integer add and subtract
// (saturation; llc emits "v_sub_u32_e64 v1, v1, v4 clamp" for max(x, y) - y,
// which the differential fuzzer found the executor rejecting) against Go.
func TestIntegerClamp(t *testing.T) {
	var in [64][4]uint32
	vals := []uint32{0, 1, 2, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff, 12345, 0x9000, 0x7ffffff0}
	for l := range in {
		in[l] = [4]uint32{vals[l%len(vals)], vals[(l*5+3)%len(vals)], 0, 0}
	}
	usat := func(x int64, bits uint) uint32 { return uint32(min(max(x, 0), int64(1)<<bits-1)) }
	ssat := func(x int64, bits uint) uint32 {
		lo, hi := -int64(1)<<(bits-1), int64(1)<<(bits-1)-1
		return uint32(min(max(x, lo), hi)) & uint32(1<<bits-1)
	}
	s16 := func(x uint32) int64 { return int64(int16(uint16(x))) }
	cases := []struct {
		body string
		want func(a, b uint32) [2]uint32
	}{
		{"v_add_u32_e64 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 { return [2]uint32{usat(int64(a)+int64(b), 32), 0} }},
		{"v_sub_u32_e64 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 { return [2]uint32{usat(int64(a)-int64(b), 32), 0} }},
		{"v_subrev_u32_e64 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 { return [2]uint32{usat(int64(b)-int64(a), 32), 0} }},
		{"v_add_i32 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 {
			return [2]uint32{ssat(int64(int32(a))+int64(int32(b)), 32), 0}
		}},
		{"v_sub_i32 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 {
			return [2]uint32{ssat(int64(int32(a))-int64(int32(b)), 32), 0}
		}},
		{"v_add_u16_e64 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 {
			return [2]uint32{usat(int64(a&0xffff)+int64(b&0xffff), 16), 0}
		}},
		{"v_sub_i16 v4, v6, v7 clamp", func(a, b uint32) [2]uint32 { return [2]uint32{ssat(s16(a)-s16(b), 16), 0} }},
		{"v_add_co_u32_e64 v4, s[10:11], v6, v7 clamp\n\tv_cndmask_b32_e64 v5, 0, 1, s[10:11]", func(a, b uint32) [2]uint32 {
			x := int64(a) + int64(b)
			c := uint32(0)
			if x > math.MaxUint32 {
				c = 1
			}
			return [2]uint32{usat(x, 32), c}
		}},
	}
	for _, c := range cases {
		got := runLanes(t, "", c.body, &in)
		for l := range got {
			if w := c.want(in[l][0], in[l][1]); got[l] != w {
				t.Errorf("%s: lane %d (%#x, %#x): got %#x, want %#x", c.body, l, in[l][0], in[l][1], got[l], w)
				break
			}
		}
	}
}
