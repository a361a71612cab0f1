package lower

import (
	"math"
	"testing"

	"hlslc/ir/runspec"
)

func TestRunMath(t *testing.T) {
	m := lowerRun(t, "math.hlsl")
	const n = 128
	var seed rng = 23
	in := make([]float32, n)
	for i := range in {
		in[i] = float32(int(seed.next()%2001)-1000) / 100 // -10 .. 10
	}
	r := runModule(t, m, obj{"dispatch": []int{n / 64, 1, 1},
		"resources": obj{"In": obj{"f32": in}, "Out": obj{"zero": 64 * n}}})
	out := r.Words("Out")
	names := []string{"atan", "atan2", "asin", "acos", "tanh", "sinh", "cosh", "exp", "log", "pow", "fmod", "smoothstep", "sign", "frac", "f16 round trip", "determinant"}
	for i, x32 := range in {
		x := float64(x32)
		sm := math.Max(0, math.Min(1, (x+2)/5))
		want := []float64{
			math.Atan(x), math.Atan2(x, 0.75-x), math.Asin(x * 0.1), math.Acos(x * 0.1), math.Tanh(x),
			math.Sinh(x * 0.5), math.Cosh(x * 0.5), math.Exp(x * 0.5), math.Log(math.Abs(x) + 1),
			math.Pow(math.Abs(x)+0.5, 1.5), math.Mod(x, 1.5), sm * sm * (3 - 2*sm),
			float64(sign(x)), x - math.Floor(x), f16TowardZero(x), x*x - 2,
		}
		for j, w := range want {
			got := float64(math.Float32frombits(out[16*i+j]))
			tol := 1e-5 * (1 + math.Abs(w))
			if math.Abs(got-w) > tol {
				t.Errorf("%s(%v) = %v, want %v", names[j], x, got, w)
			}
		}
	}
}

func sign(x float64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// f16TowardZero is x through f32tof16 and f16tof32: f32tof16 rounds
// toward zero (D3D's conversion rule).
func f16TowardZero(x float64) float64 {
	h := runspec.F64ToF16(x)
	if math.Abs(runspec.F16ToF64(h)) > math.Abs(x) {
		h--
	}
	return runspec.F16ToF64(h)
}
