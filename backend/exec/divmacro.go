package exec

import (
	"math"

	"hlslc/internal/divmacro"
)

// The division macro's helpers (v_div_scale, v_div_fmas, v_div_fixup) are
// package divmacro's model, shared with the IR, whose f64 division is the
// macro's result.

// divFmas32 is v_div_fmas_f32: a*b+c of f32 values, scaled by 2^±64 when
// vcc is set, rounded once (to odd in float64 first, which keeps the
// rounding to f32, subnormals included, exact).
func divFmas32(a, b, c float64, vcc bool) float32 {
	r := fmaOdd(a, b, c)
	if vcc {
		r = math.Ldexp(r, divmacro.F32.FmasExp(c))
	}
	return float32(r)
}
