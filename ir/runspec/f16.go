package runspec

import "math"

// F64ToF16 converts f to IEEE binary16 bits, rounding to nearest even;
// values beyond the range become infinities, NaNs stay (quiet) NaNs.
func F64ToF16(f float64) uint16 {
	b := math.Float64bits(f)
	sign := uint16(b>>48) & 0x8000
	if math.IsNaN(f) {
		// Keep the top mantissa bits; make sure it stays a quiet NaN.
		return sign | 0x7e00 | uint16(b>>42)&0x1ff
	}
	a := math.Abs(f)
	if math.IsInf(a, 0) || a >= 65520 { // 65520 rounds up to infinity
		return sign | 0x7c00
	}
	if a < 0x1p-14 {
		// Subnormal (or zero): units of 2^-24, round half to even.
		q := a * 0x1p24 // exact: scaling by a power of two
		r := math.RoundToEven(q)
		return sign | uint16(r)
	}
	// Normal: 10 mantissa bits.
	exp := math.Floor(math.Log2(a))
	// Guard against Log2 rounding at exact powers of two.
	for math.Ldexp(1, int(exp)) > a {
		exp--
	}
	for math.Ldexp(1, int(exp)+1) <= a {
		exp++
	}
	m := math.RoundToEven(math.Ldexp(a, 10-int(exp))) // in [1024, 2048]
	e := int(exp) + 15
	if m == 2048 {
		m = 1024
		e++
	}
	if e >= 31 {
		return sign | 0x7c00
	}
	return sign | uint16(e)<<10 | uint16(m-1024)
}

// F16ToF64 converts IEEE binary16 bits to a float64 (exactly).
func F16ToF64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * math.Ldexp(m, -24)
	case 31:
		if m == 0 {
			return math.Inf(int(sign))
		}
		return math.Float64frombits(math.Float64bits(math.NaN())&^(1<<63) | uint64(h&0x8000)<<48 | uint64(h&0x3ff)<<42 | 1<<51)
	}
	return sign * math.Ldexp(1024+m, e-25)
}
