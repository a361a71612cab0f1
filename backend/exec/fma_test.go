package exec

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// bigFMA32 is a*b+c computed exactly and rounded once to f32.
func bigFMA32(a, b, c float32) float32 {
	s := new(big.Float).SetPrec(400).SetFloat64(float64(a))
	s.Mul(s, new(big.Float).SetFloat64(float64(b)))
	s.Add(s, new(big.Float).SetFloat64(float64(c)))
	f, _ := s.Float32()
	if f == 0 && (a*b == 0 || c == 0) { // the sign of an exact zero sum
		return float32(float64(a)*float64(b) + float64(c))
	}
	return f
}

// fmaCases are inputs where a*b is exactly an f32 midpoint and c is far
// below it, so that one float64 rounding followed by the f32 rounding lands
// on the wrong neighbour; plus random values across the range.
func fmaCases(r *rand.Rand, n int) [][3]float32 {
	var cs [][3]float32
	for i := 0; i < n; i++ {
		// (1 + k*2^-12)^2 = 1 + k*2^-11 + k^2*2^-24: midpoints for odd k^2
		k := float32(2*r.IntN(1000) + 1)
		a := 1 + k/4096
		sign := float32(1)
		if r.IntN(2) == 0 {
			sign = -1
		}
		c := sign * float32(math.Ldexp(1+r.Float64(), -40-r.IntN(60)))
		e := float32(math.Ldexp(1, r.IntN(40)-20))
		cs = append(cs, [3]float32{a * e, a, c * e})
		// random, including denormal results
		x := float32(math.Ldexp(r.NormFloat64(), r.IntN(60)-90))
		y := float32(math.Ldexp(r.NormFloat64(), r.IntN(60)-60))
		z := float32(math.Ldexp(r.NormFloat64(), r.IntN(100)-140))
		cs = append(cs, [3]float32{x, y, z}, [3]float32{float32(r.NormFloat64()), float32(r.NormFloat64()), float32(r.NormFloat64())})
	}
	return cs
}

func TestFMAOneRounding(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	naive := 0
	for _, c := range fmaCases(r, 3000) {
		want := bigFMA32(c[0], c[1], c[2])
		got := fmaF32(float64(c[0]), float64(c[1]), float64(c[2]))
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("fma(%g, %g, %g): got %g (%#x), want %g (%#x)", c[0], c[1], c[2], got, math.Float32bits(got), want, math.Float32bits(want))
		}
		if float32(math.FMA(float64(c[0]), float64(c[1]), float64(c[2]))) != want {
			naive++
		}
	}
	if naive == 0 {
		t.Fatalf("no case where a float64 FMA rounded to f32 is wrong: the test does not exercise double rounding")
	}
	t.Logf("%d cases where a plain float64 FMA would round twice wrongly", naive)
	// f16: the halves' products are exact; compare with math/big rounded to
	// f16 through float64 only when float64 holds the exact sum
	checked := 0
	for i := 0; i < 20000; i++ {
		a, b, c := uint16(r.Uint32()&0x7bff), uint16(r.Uint32()&0x7bff), uint16(r.Uint32()&0xfbff)
		fa, fb, fc := refH(uint32(a)), refH(uint32(b)), refH(uint32(c))
		s := new(big.Float).SetPrec(400).SetFloat64(fa)
		s.Mul(s, new(big.Float).SetFloat64(fb))
		s.Add(s, new(big.Float).SetFloat64(fc))
		// round the exact value to 11 bits (nearest even); results outside
		// the normal f16 range are left out
		s.SetMode(big.ToNearestEven).SetPrec(11)
		x, _ := s.Float64()
		if x != 0 && (math.Abs(x) < math.Ldexp(1, -14) || math.Abs(x) >= 65520) {
			continue
		}
		want := refToH(x)
		if x == 0 {
			want = refToH(fa*fb + fc)
		}
		checked++
		if got := uint32(u16d(fmaOdd(fa, fb, fc))); got != want {
			t.Fatalf("f16 fma(%#x, %#x, %#x): got %#x, want %#x", a, b, c, got, want)
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d f16 cases in the normal range", checked)
	}
}

// TestFMAKernel runs v_fma_f32 (fast path) and v_fma_f32 with a negated
// source (per-lane path) on midpoint cases and compares with math/big.
func TestFMAKernel(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	cs := fmaCases(r, 22)
	var in [64][4]uint32
	for l := range in {
		c := cs[l]
		in[l] = [4]uint32{math.Float32bits(c[0]), math.Float32bits(c[1]), math.Float32bits(c[2]), 0}
	}
	got := runLanes(t, ".amdhsa_float_denorm_mode_32 3", "v_fma_f32 v4, v6, v7, v8\n v_fma_f32 v5, -v6, v7, -v8", &in)
	for l := range got {
		c := cs[l]
		w0, w1 := math.Float32bits(bigFMA32(c[0], c[1], c[2])), math.Float32bits(bigFMA32(-c[0], c[1], -c[2]))
		if got[l] != [2]uint32{w0, w1} {
			t.Errorf("lane %d fma(%g, %g, %g): got %#x, want %#x %#x", l, c[0], c[1], c[2], got[l], w0, w1)
		}
	}
}
