package divmacro

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// operand draws f64 operands biased towards the cases the macro scales:
// any bits, subnormals, exponents at the edges of the ranges div_scale
// tests, small integers.
func operand(r *rand.Rand) float64 {
	switch r.Intn(5) {
	case 0:
		return math.Float64frombits(r.Uint64())
	case 1:
		return r.NormFloat64() * math.Pow(2, float64(r.Intn(200)-100))
	case 2:
		return math.Float64frombits(r.Uint64() & 0x800fffffffffffff)
	case 3:
		e := []int{-1074, -1060, -1022, -1000, -970, -960, -900, -894, 0, 894, 900, 960, 1000, 1020, 1023}[r.Intn(15)] + r.Intn(9) - 4
		return math.Ldexp(1+r.Float64(), e) * float64(1-2*r.Intn(2))
	}
	return float64(r.Intn(1000) - 500)
}

func same(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
}

// TestDiv64 compares the macro with Go's correctly rounded division: they
// may differ only on a subnormal quotient, by one unit, when the exact
// quotient is halfway between two subnormals.
func TestDiv64(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 3000000
	if testing.Short() {
		n = 300000
	}
	ties := 0
	for i := 0; i < n; i++ {
		x, y := operand(r), operand(r)
		got, want := Div64(x, y), x/y
		if same(got, want) {
			continue
		}
		gb, wb := math.Float64bits(got), math.Float64bits(want)
		d := int64(gb) - int64(wb)
		if math.Abs(want) >= F64.minNormal || d != 1 && d != -1 || !halfway(x, y, got, want) {
			t.Fatalf("%x / %x: macro %x (%g), want %x (%g)", math.Float64bits(x), math.Float64bits(y), gb, got, wb, want)
		}
		ties++
	}
	t.Logf("%d subnormal ties of %d", ties, n)
}

// halfway reports whether x/y is exactly the midpoint of a and b.
func halfway(x, y, a, b float64) bool {
	f := func(v float64) *big.Float { return new(big.Float).SetPrec(2300).SetFloat64(v) }
	m := f(a)
	m.Add(m, f(b))
	m.Mul(m, f(y))
	return m.Cmp(f(2*x)) == 0 || m.Cmp(new(big.Float).Mul(f(x), f(2))) == 0
}

func TestDivSpecial(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	for _, c := range []struct{ x, y, want float64 }{
		{1, 0, inf}, {-1, 0, -inf}, {0, 0, nan}, {inf, inf, nan}, {inf, 2, inf}, {2, inf, 0}, {-2, inf, math.Copysign(0, -1)},
		{nan, 1, nan}, {1, nan, nan}, {math.MaxFloat64, 0x1p-1074, inf}, {0x1p-1074, math.MaxFloat64, 0},
		{1, 3, 1.0 / 3}, {6, 3, 2}, {0x1p-1074, 2, 0}, {3 * 0x1p-1074, 2, 2 * 0x1p-1074},
	} {
		if got := Div64(c.x, c.y); !same(got, c.want) {
			t.Errorf("%g / %g = %g (%x), want %g", c.x, c.y, got, math.Float64bits(got), c.want)
		}
	}
}
