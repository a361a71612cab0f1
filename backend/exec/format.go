package exec

import (
	"math"

	"hlslc/backend/gfx9"
)

// Format conversion of typed buffer and image accesses: an element of a
// resource's data format (gfx9.Format) to and from the 32-bit register
// values of its components, by number format:
//
//   - unorm: n-bit v loads as v / (2^n-1); stores clamp to [0, 1] (NaN to
//     0), scale by 2^n-1 and round to nearest (+0.5, truncate), as D3D's
//     FLOAT -> UNORM rule.
//   - snorm: loads max(v / (2^(n-1)-1), -1); stores clamp to [-1, 1] (NaN
//     to 0), scale and round to nearest, away from zero on ties.
//   - uscaled, sscaled: loads the integer as a float; stores round to the
//     nearest integer (ties to even) and clamp to the component's range.
//   - uint, sint: loads zero- or sign-extend; stores clamp (saturate) the
//     register's unsigned or signed 32-bit value to the component's range.
//   - float: 32-bit components move unchanged; 16-bit ones are IEEE
//     halves; the 11- and 10-bit components of 10_11_11 and 11_11_10 are
//     unsigned floats (5-bit exponent, 6- or 5-bit mantissa). Stores round
//     to nearest even; negative values store as 0 in the unsigned floats.
//   - srgb (images): X, Y and Z are sRGB-encoded unorm values, W is unorm.
//
// Components the format lacks load as 0, and W as 1 (1.0 for the
// float-valued number formats); the destination selects then pick the
// result components.

// floatValued reports whether a number format's register values are
// floats.
func floatValued(n gfx9.NumFormat) bool { return n != gfx9.NumUint && n != gfx9.NumSint }

// componentBits returns the bit offset and width of each component.
func componentLayout(f gfx9.Format) (off [4]uint, width [4]uint, n int) {
	o := uint(0)
	for i, b := range f.Data.Bits() {
		off[i], width[i] = o, uint(b)
		o += uint(b)
		n++
	}
	return
}

// getBits reads width bits (at most 32) at bit offset off of b.
func getBits(b []byte, off, width uint) uint32 {
	var x uint64
	first := off / 8
	last := (off + width + 7) / 8
	for i := last; i > first; i-- {
		x = x<<8 | uint64(b[i-1])
	}
	x >>= off % 8
	return uint32(x & (1<<width - 1))
}

// putBits writes the low width bits of v at bit offset off of b.
func putBits(b []byte, off, width uint, v uint32) {
	for k := uint(0); k < width; {
		bit := off + k
		byteI, sh := bit/8, bit%8
		n := min(8-sh, width-k)
		mask := byte((1<<n - 1) << sh)
		b[byteI] = b[byteI]&^mask | byte(v>>k)<<sh&mask
		k += n
	}
}

// ufloatToF32 decodes an unsigned float of 5 exponent bits and mbits
// mantissa bits (bias 15).
func ufloatToF32(v uint32, mbits uint) float32 {
	e, m := v>>mbits&31, v&(1<<mbits-1)
	switch {
	case e == 31 && m == 0:
		return float32(math.Inf(1))
	case e == 31:
		return float32(math.NaN())
	case e == 0:
		return float32(math.Ldexp(float64(m), -14-int(mbits)))
	}
	return float32(math.Ldexp(float64(1<<mbits|m), int(e)-15-int(mbits)))
}

// f32ToUfloat encodes f as an unsigned float (round to nearest even;
// negative values and -0 give 0, overflow gives infinity).
func f32ToUfloat(f float32, mbits uint) uint32 {
	x := float64(f)
	switch {
	case math.IsNaN(x):
		return 31<<mbits | 1<<(mbits-1)
	case x <= 0:
		return 0
	case math.IsInf(x, 1):
		return 31 << mbits
	}
	_, e := math.Frexp(x) // x = fr * 2^e, fr in [0.5, 1)
	e--                   // x = 1.m * 2^e
	if e < -14 {
		// denormal (a carry into the exponent field encodes correctly)
		return uint32(math.RoundToEven(math.Ldexp(x, 14+int(mbits))))
	}
	q := uint32(math.RoundToEven(math.Ldexp(x, int(mbits)-e)))
	if q == 1<<(mbits+1) {
		q >>= 1
		e++
	}
	if e+15 >= 31 {
		return 31 << mbits
	}
	return uint32(e+15)<<mbits | q&(1<<mbits-1)
}

func srgbToLinear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func linearToSrgb(c float64) float64 {
	if c <= 0.0031308 {
		return c * 12.92
	}
	return 1.055*math.Pow(c, 1/2.4) - 0.055
}

// loadComponent converts one component's raw bits to its register value.
func loadComponent(num gfx9.NumFormat, width uint, v uint32, comp int) uint32 {
	fl := func(x float64) uint32 { return math.Float32bits(float32(x)) }
	signed := func() int64 { return int64(sext(uint64(v), width)) }
	switch num {
	case gfx9.NumUnorm:
		return fl(float64(v) / float64(uint64(1)<<width-1))
	case gfx9.NumSrgb:
		u := float64(v) / float64(uint64(1)<<width-1)
		if comp < 3 {
			u = srgbToLinear(u)
		}
		return fl(u)
	case gfx9.NumSnorm:
		return fl(math.Max(float64(signed())/float64(uint64(1)<<(width-1)-1), -1))
	case gfx9.NumUscaled:
		return fl(float64(v))
	case gfx9.NumSscaled:
		return fl(float64(signed()))
	case gfx9.NumUint:
		return v
	case gfx9.NumSint:
		return uint32(signed())
	}
	// float
	switch width {
	case 32:
		return v
	case 16:
		return math.Float32bits(f16ToF32(uint16(v)))
	}
	return math.Float32bits(ufloatToF32(v, width-5))
}

// storeComponent converts a register value to a component's raw bits.
func storeComponent(num gfx9.NumFormat, width uint, r uint32, comp int) uint32 {
	x := float64(math.Float32frombits(r))
	umax := uint64(1)<<width - 1
	smax := int64(1)<<(width-1) - 1
	clampI := func(v float64, lo, hi float64) float64 {
		if math.IsNaN(v) {
			return 0
		}
		return math.Max(lo, math.Min(hi, v))
	}
	switch num {
	case gfx9.NumUnorm, gfx9.NumSrgb:
		c := clampI(x, 0, 1)
		if num == gfx9.NumSrgb && comp < 3 {
			c = linearToSrgb(c)
		}
		return uint32(math.Floor(c*float64(umax) + 0.5))
	case gfx9.NumSnorm:
		c := clampI(x, -1, 1) * float64(smax)
		return uint32(int64(math.Round(c))) & uint32(umax)
	case gfx9.NumUscaled:
		return uint32(clampI(math.RoundToEven(x), 0, float64(umax)))
	case gfx9.NumSscaled:
		return uint32(int64(clampI(math.RoundToEven(x), float64(-smax-1), float64(smax)))) & uint32(umax)
	case gfx9.NumUint:
		return uint32(min(uint64(r), umax))
	case gfx9.NumSint:
		return uint32(max(min(int64(int32(r)), smax), -smax-1)) & uint32(umax)
	}
	switch width {
	case 32:
		return r
	case 16:
		return uint32(f32ToF16(math.Float32frombits(r)))
	}
	return f32ToUfloat(math.Float32frombits(r), width-5)
}

// decodeElement returns the four register values of the element at b
// (len(b) >= f.Bytes()) after the destination selects sel.
func decodeElement(f gfx9.Format, b []byte, sel [4]uint8) [4]uint32 {
	off, width, n := componentLayout(f)
	one := uint32(1)
	if floatValued(f.Num) {
		one = math.Float32bits(1)
	}
	c := [4]uint32{0, 0, 0, one}
	for i := 0; i < n; i++ {
		c[i] = loadComponent(f.Num, width[i], getBits(b, off[i], width[i]), i)
	}
	var r [4]uint32
	for i, s := range sel {
		switch {
		case s >= gfx9.SelX:
			r[i] = c[s-gfx9.SelX]
		case s == gfx9.SelOne:
			r[i] = one
		}
	}
	return r
}

// encodeElement writes the first count register values c into the element
// at b; the element's other components keep their bits.
func encodeElement(f gfx9.Format, b []byte, c [4]uint32, count int) {
	off, width, n := componentLayout(f)
	for i := 0; i < n && i < count; i++ {
		putBits(b, off[i], width[i], storeComponent(f.Num, width[i], c[i], i))
	}
}

// toD16 converts a register value of a format's number type to the 16-bit
// value a d16 load returns: a half for the float-valued number formats,
// the low 16 bits for uint and sint.
func toD16(num gfx9.NumFormat, r uint32) uint32 {
	if floatValued(num) {
		return uint32(f32ToF16(math.Float32frombits(r)))
	}
	return r & 0xffff
}

// fromD16 converts the 16-bit value of a d16 store to a register value: a
// half widened to float, or a 16-bit integer zero- or sign-extended.
func fromD16(num gfx9.NumFormat, h uint32) uint32 {
	h &= 0xffff
	switch num {
	case gfx9.NumUint:
		return h
	case gfx9.NumSint:
		return uint32(int32(int16(h)))
	}
	return math.Float32bits(f16ToF32(uint16(h)))
}
