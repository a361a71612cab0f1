package exec

import (
	"math"
	"math/rand/v2"
	"testing"

	"hlslc/backend/gfx9"
)

// TestMoreVALU runs the instructions of sem_valu2.go (VOP3 forms, VGPR
// sources) on random lanes and compares every lane with an independent Go
// formulation.
func TestMoreVALU(t *testing.T) {
	bytes := func(x uint32) [4]int {
		return [4]int{int(x & 255), int(x >> 8 & 255), int(x >> 16 & 255), int(x >> 24)}
	}
	sbytes := func(x uint32) [4]int {
		return [4]int{int(int8(x)), int(int8(x >> 8)), int(int8(x >> 16)), int(int8(x >> 24))}
	}
	abs := func(x int) int {
		if x < 0 {
			return -x
		}
		return x
	}
	h := func(x uint32) (int, int) { return int(int16(x)), int(int16(x >> 16)) }
	uh := func(x uint32) (int, int) { return int(x & 0xffff), int(x >> 16) }
	sort3 := func(a, b, c int) int { // median
		if a > b {
			a, b = b, a
		}
		if b > c {
			b = c
		}
		if a > b {
			return a
		}
		return b
	}
	norm := func(f float32, lo, scale float64) uint32 {
		x := float64(f)
		if math.IsNaN(x) {
			return 0
		}
		x = math.Max(lo, math.Min(1, x))
		return uint32(uint16(int32(math.RoundToEven(x * scale))))
	}
	cases := []struct {
		asm  string
		want func(a, b, c uint32) uint32
	}{
		{"v_add_i32 v0, v1, v2", func(a, b, c uint32) uint32 { return uint32(int32(a) + int32(b)) }},
		{"v_sub_i32 v0, v1, v2", func(a, b, c uint32) uint32 { return uint32(int32(a) - int32(b)) }},
		{"v_add_i16 v0, v1, v2", func(a, b, c uint32) uint32 { return uint32(uint16(int16(a) + int16(b))) }},
		{"v_sub_i16 v0, v1, v2", func(a, b, c uint32) uint32 { return uint32(uint16(int16(a) - int16(b))) }},
		{"v_min3_i16 v0, v1, v2, v3", func(a, b, c uint32) uint32 { return uint32(uint16(min(int16(a), int16(b), int16(c)))) }},
		{"v_max3_u16 v0, v1, v2, v3", func(a, b, c uint32) uint32 { return uint32(max(uint16(a), uint16(b), uint16(c))) }},
		{"v_med3_i16 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			return uint32(uint16(sort3(int(int16(a)), int(int16(b)), int(int16(c)))))
		}},
		{"v_med3_u16 v0, v1, v2, v3", func(a, b, c uint32) uint32 { return uint32(sort3(int(uint16(a)), int(uint16(b)), int(uint16(c)))) }},
		{"v_sad_u8 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			x, y, s := bytes(a), bytes(b), c
			for i := range x {
				s += uint32(abs(x[i] - y[i]))
			}
			return s
		}},
		{"v_sad_hi_u8 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			x, y, s := bytes(a), bytes(b), uint32(0)
			for i := range x {
				s += uint32(abs(x[i] - y[i]))
			}
			return s<<16 + c
		}},
		{"v_sad_u16 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			a0, a1 := uh(a)
			b0, b1 := uh(b)
			return c + uint32(abs(a0-b0)+abs(a1-b1))
		}},
		{"v_lerp_u8 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			x, y, z := bytes(a), bytes(b), bytes(c)
			var r uint32
			for i := 3; i >= 0; i-- {
				r = r<<8 | uint32((x[i]+y[i]+z[i]%2)/2)
			}
			return r
		}},
		{"v_cvt_pknorm_i16_f32 v0, v1, v2", func(a, b, c uint32) uint32 {
			return norm(math.Float32frombits(a), -1, 32767) | norm(math.Float32frombits(b), -1, 32767)<<16
		}},
		{"v_cvt_pknorm_u16_f32 v0, v1, v2", func(a, b, c uint32) uint32 {
			return norm(math.Float32frombits(a), 0, 65535) | norm(math.Float32frombits(b), 0, 65535)<<16
		}},
		{"v_dot2_i32_i16 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			a0, a1 := h(a)
			b0, b1 := h(b)
			return uint32(int32(a0*b0+a1*b1) + int32(c))
		}},
		{"v_dot2_u32_u16 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			a0, a1 := uh(a)
			b0, b1 := uh(b)
			return uint32(a0*b0+a1*b1) + c
		}},
		{"v_dot4_i32_i8 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			x, y := sbytes(a), sbytes(b)
			return uint32(int32(x[0]*y[0]+x[1]*y[1]+x[2]*y[2]+x[3]*y[3]) + int32(c))
		}},
		{"v_dot4_u32_u8 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			x, y := bytes(a), bytes(b)
			return uint32(x[0]*y[0]+x[1]*y[1]+x[2]*y[2]+x[3]*y[3]) + c
		}},
		{"v_dot8_u32_u4 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			s := c
			for i := 0; i < 32; i += 4 {
				s += (a >> i & 15) * (b >> i & 15)
			}
			return s
		}},
		{"v_dot8_i32_i4 v0, v1, v2, v3", func(a, b, c uint32) uint32 {
			s := int32(c)
			for i := 0; i < 32; i += 4 {
				x, y := int32(a>>i&15), int32(b>>i&15)
				if x > 7 {
					x -= 16
				}
				if y > 7 {
					y -= 16
				}
				s += x * y
			}
			return uint32(s)
		}},
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, c := range cases {
		in, err := gfx9.ParseInstr(gfx9.GFX906, c.asm)
		if err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		run, err := lookupSemantics(&in)
		if err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		d := &dinst{in: in}
		for k := range in.Ops {
			d.ops = append(d.ops, makeOpnd(&in, k))
		}
		var w wave
		w.v = make([]uint32, 4*64)
		w.prog = &Program{nsgpr: 102, nvgpr: 4}
		for i := 64; i < len(w.v); i++ {
			switch {
			case r.IntN(4) == 0:
				w.v[i] = math.Float32bits(float32(r.NormFloat64()))
			default:
				w.v[i] = r.Uint32()
			}
		}
		w.setExec(^uint64(0))
		if err := run(&w, d); err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		for l := 0; l < 64; l++ {
			a, b, cc := w.v[64+l], w.v[128+l], w.v[192+l]
			if got, want := w.v[l], c.want(a, b, cc); got != want {
				t.Errorf("%s lane %d (%#x, %#x, %#x): got %#x, want %#x", c.asm, l, a, b, cc, got, want)
				break
			}
		}
	}
}
