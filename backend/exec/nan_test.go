package exec

import "testing"

// TestInvalidOperationNaN: an operation whose operands are not NaNs but
// whose result is (0 * inf, inf - inf, the square root or logarithm of a
// negative number) gives the default NaN of its width, positive with an
// empty payload, whatever the host's float unit would give (x86 sets the
// sign); a NaN operand is passed on quieted, payload and sign kept. Each
// case runs on every lane, so the whole-wave paths and the per-lane ones
// both answer.
func TestInvalidOperationNaN(t *testing.T) {
	const (
		one, minusOne, inf, minusInf = 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000
		defaultNaN                   = 0x7fc00000
	)
	cases := []struct {
		body    string
		a, b, c uint32 // v6, v7, v8 (v7:v6 and v9:v8 for f64)
		d       uint32 // v9
		want    [2]uint32
		mask    uint32 // of v4 (v5 is compared whole when checked)
		f64     bool
	}{
		{body: "v_mul_f32 v4, v6, v7", a: 0, b: inf, want: [2]uint32{defaultNaN}},
		{body: "v_sub_f32 v4, v6, v7", a: inf, b: inf, want: [2]uint32{defaultNaN}},
		{body: "v_add_f32 v4, v6, v7", a: minusInf, b: inf, want: [2]uint32{defaultNaN}},
		{body: "v_mad_f32 v4, v6, v7, v8", a: 0, b: minusInf, c: one, want: [2]uint32{defaultNaN}},
		{body: "v_fma_f32 v4, v6, v7, v8", a: minusInf, b: 0, c: one, want: [2]uint32{defaultNaN}},
		{body: "v_sqrt_f32 v4, v6", a: minusOne, want: [2]uint32{defaultNaN}},
		{body: "v_rsq_f32 v4, v6", a: minusOne, want: [2]uint32{defaultNaN}},
		{body: "v_log_f32 v4, v6", a: minusOne, want: [2]uint32{defaultNaN}},
		{body: "v_sqrt_f16 v4, v6", a: 0xbc00, want: [2]uint32{0x7e00}, mask: 0xffff},
		{body: "v_add_f64 v[4:5], v[6:7], v[8:9]", a: 0, b: 0x7ff00000, c: 0, d: 0xfff00000, want: [2]uint32{0, 0x7ff80000}, f64: true},
		// NaN operands are propagated (the first one), quieted
		{body: "v_add_f32 v4, v6, v7", a: one, b: 0xffc12345, want: [2]uint32{0xffc12345}},
		{body: "v_mul_f32 v4, v6, v7", a: 0x7f800001, b: 0xffc00000, want: [2]uint32{0x7fc00001}},
		{body: "v_sqrt_f32 v4, v6", a: 0xff812345, want: [2]uint32{0xffc12345}},
		// min/max return an operand's bits
		{body: "v_max_f32 v4, v6, v7", a: 0xffc00000, b: 0x7fc00000, want: [2]uint32{0x7fc00000}},
	}
	for _, c := range cases {
		var in [64][4]uint32
		for l := range in {
			in[l] = [4]uint32{c.a, c.b, c.c, c.d}
		}
		body := c.body + "\n v_mov_b32 v5, 0"
		if c.f64 {
			body = c.body
		}
		got := runLanes(t, "", body, &in)
		mask := c.mask
		if mask == 0 {
			mask = 0xffffffff
		}
		for l := range got {
			g := got[l]
			g[0] &= mask
			if !c.f64 {
				g[1] = 0
			}
			if g != c.want {
				t.Errorf("%s (%#x, %#x, %#x): lane %d gives %#x, want %#x", c.body, c.a, c.b, c.c, l, g, c.want)
				break
			}
		}
	}
}
