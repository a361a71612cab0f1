package texfilter

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
)

// Num is how the bits of a texel component convert to and from the value a
// shader sees (a number format):
//
//   - Unorm: n-bit v reads as v / (2^n-1); writes clamp to [0, 1] (NaN to
//     0), scale by 2^n-1 and round to nearest (+0.5, truncate), as D3D's
//     FLOAT -> UNORM rule.
//   - Snorm: reads max(v / (2^(n-1)-1), -1); writes clamp to [-1, 1] (NaN
//     to 0), scale and round to nearest, away from zero on ties.
//   - Uscaled, Sscaled: reads the integer as a float; writes round to the
//     nearest integer (ties to even) and clamp to the component's range.
//   - Uint, Sint: reads zero- or sign-extend; writes clamp (saturate) the
//     32-bit unsigned or signed value to the component's range.
//   - Float: 32-bit components move unchanged, 16-bit ones are IEEE halves,
//     10- and 11-bit ones unsigned floats (5-bit exponent, 5- or 6-bit
//     mantissa). Writes round to nearest even; negative values write 0 to
//     the unsigned floats.
//   - Srgb: X, Y and Z are sRGB-encoded unorm values, W is unorm.
//
// A shader value is a 32-bit register value: float bits for the
// float-valued number formats, integer bits for Uint and Sint.
type Num uint8

// Number formats.
const (
	Unorm Num = iota
	Snorm
	Uscaled
	Sscaled
	Uint
	Sint
	Float
	Srgb
)

var numNames = [...]string{Unorm: "unorm", Snorm: "snorm", Uscaled: "uscaled", Sscaled: "sscaled", Uint: "uint", Sint: "sint", Float: "float", Srgb: "srgb"}

func (n Num) String() string {
	if int(n) < len(numNames) {
		return numNames[n]
	}
	return fmt.Sprintf("num(%d)", uint8(n))
}

// FloatValued reports whether the number format's values are floats.
func (n Num) FloatValued() bool { return n != Uint && n != Sint }

// Format is a texel layout: component widths in bits, X first, packed from
// the lowest bit of the little-endian texel upward, and their number format.
type Format struct {
	Bits [4]uint8 // 0 past the last component
	Num  Num
}

// Components returns the number of components.
func (f Format) Components() int {
	n := 0
	for n < 4 && f.Bits[n] != 0 {
		n++
	}
	return n
}

// Bytes returns the size of one texel in bytes.
func (f Format) Bytes() int {
	n := 0
	for _, b := range f.Bits {
		n += int(b)
	}
	return n / 8
}

// small reports the packed 11-11-10 (X, Y 11 bits) and 10-11-11 unsigned
// float layouts.
func (f Format) small() bool {
	return f.Bits == [4]uint8{11, 11, 10, 0} || f.Bits == [4]uint8{10, 11, 11, 0}
}

// Validate reports whether the widths and the number format combine as the
// hardware allows: float needs 16- or 32-bit components (or the packed
// 10/11-bit unsigned floats), the normalized and scaled formats at most 16
// bits, srgb 8 bits; texels are whole bytes.
func (f Format) Validate() error {
	n := f.Components()
	if n == 0 {
		return fmt.Errorf("format has no components")
	}
	for _, b := range f.Bits[n:] {
		if b != 0 {
			return fmt.Errorf("format %v: a component follows an empty one", f)
		}
	}
	if int(f.Num) >= len(numNames) {
		return fmt.Errorf("format %v: unknown number format", f)
	}
	sum := 0
	for _, b := range f.Bits[:n] {
		sum += int(b)
		if b > 32 {
			return fmt.Errorf("format %v: component of %d bits", f, b)
		}
		switch f.Num {
		case Float:
			if b != 16 && b != 32 && !f.small() {
				return fmt.Errorf("format %v: float needs 16- or 32-bit components (or 11_11_10)", f)
			}
		case Unorm, Snorm, Uscaled, Sscaled:
			if b > 16 {
				return fmt.Errorf("format %v: %s needs components of at most 16 bits", f, f.Num)
			}
		case Srgb:
			if b != 8 {
				return fmt.Errorf("format %v: srgb needs 8-bit components", f)
			}
		}
	}
	if sum%8 != 0 {
		return fmt.Errorf("format %v: %d bits is not a whole number of bytes", f, sum)
	}
	return nil
}

func (f Format) String() string {
	var parts []string
	for _, b := range f.Bits[:f.Components()] {
		parts = append(parts, fmt.Sprint(b))
	}
	return strings.Join(parts, "_") + " " + f.Num.String()
}

// layout returns each component's bit offset and width.
func (f Format) layout() (off, width [4]uint, n int) {
	o := uint(0)
	for n < 4 && f.Bits[n] != 0 {
		off[n], width[n] = o, uint(f.Bits[n])
		o += uint(f.Bits[n])
		n++
	}
	return
}

// getBits reads width bits (at most 32) at bit offset off of b.
func getBits(b []byte, off, width uint) uint32 {
	if off%8 == 0 {
		// whole bytes (most formats' components): one load
		i := off / 8
		switch width {
		case 8:
			return uint32(b[i])
		case 16:
			return uint32(binary.LittleEndian.Uint16(b[i:]))
		case 32:
			return binary.LittleEndian.Uint32(b[i:])
		}
	}
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

// One is the value a missing W component reads as: 1.0 for the
// float-valued number formats, 1 for the integer ones.
func (n Num) One() uint32 {
	if n.FloatValued() {
		return math.Float32bits(1)
	}
	return 1
}

// Decode returns the four values of the texel at b (len(b) >= f.Bytes()):
// X, Y, Z, W, with 0 for a missing X, Y or Z and One for a missing W.
func (f Format) Decode(b []byte) [4]uint32 {
	c := [4]uint32{0, 0, 0, f.Num.One()}
	off, width, n := f.layout()
	if f.Num == Float || f.Num == Uint || f.Num == Sint {
		// 32-bit floats and integers (the synthesized textures' formats)
		// are their bits: a load per component
		all := n > 0
		for i := 0; i < n; i++ {
			all = all && width[i] == 32
		}
		if all {
			for i := 0; i < n; i++ {
				c[i] = binary.LittleEndian.Uint32(b[4*i:])
			}
			return c
		}
	}
	for i := 0; i < n; i++ {
		c[i] = DecodeComponent(f.Num, width[i], getBits(b, off[i], width[i]), i)
	}
	return c
}

// Encode writes the first count values of c into the texel at b; the
// texel's other components keep their bits.
func (f Format) Encode(b []byte, c [4]uint32, count int) {
	off, width, n := f.layout()
	for i := 0; i < n && i < count; i++ {
		putBits(b, off[i], width[i], EncodeComponent(f.Num, width[i], c[i], i))
	}
}

// EncodeAt writes value v into component comp of the texel at b (nothing
// if the format lacks the component).
func (f Format) EncodeAt(b []byte, comp int, v uint32) {
	off, width, n := f.layout()
	if comp < n {
		putBits(b, off[comp], width[comp], EncodeComponent(f.Num, width[comp], v, comp))
	}
}

// MaskAt sets in b the bits of component comp of a texel, the bits
// EncodeAt writes (nothing if the format lacks the component). A writer
// that merges a texel into memory shared with other writers stores only
// these bits.
func (f Format) MaskAt(b []byte, comp int) {
	off, width, n := f.layout()
	if comp < n {
		putBits(b, off[comp], width[comp], 1<<width[comp]-1)
	}
}

func sext(v uint32, width uint) int64 {
	s := 64 - width
	return int64(uint64(v)<<s) >> s
}

// DecodeComponent converts component comp's raw bits v (width bits wide)
// to its value.
func DecodeComponent(num Num, width uint, v uint32, comp int) uint32 {
	if width == 8 {
		// 8-bit normalized components, the most common, from tables of
		// what the conversions below give (byteNorms)
		switch {
		case num == Unorm || num == Srgb && comp == 3:
			return byteNorms.unorm[v&255]
		case num == Srgb:
			return byteNorms.srgb[v&255]
		}
	}
	return decodeComponent(num, width, v, comp)
}

// byteNorms are DecodeComponent's values of the 8-bit UNORM and sRGB
// components (sRGB's colour components: W is linear), made by
// decodeComponent itself.
var byteNorms = func() (t struct{ unorm, srgb [256]uint32 }) {
	for v := range uint32(256) {
		t.unorm[v] = decodeComponent(Unorm, 8, v, 0)
		t.srgb[v] = decodeComponent(Srgb, 8, v, 0)
	}
	return t
}()

// decodeComponent is DecodeComponent by the conversions themselves.
func decodeComponent(num Num, width uint, v uint32, comp int) uint32 {
	fl := func(x float64) uint32 { return math.Float32bits(float32(x)) }
	switch num {
	case Unorm:
		return fl(float64(v) / float64(uint64(1)<<width-1))
	case Srgb:
		u := float64(v) / float64(uint64(1)<<width-1)
		if comp < 3 {
			u = SrgbToLinear(u)
		}
		return fl(u)
	case Snorm:
		return fl(math.Max(float64(sext(v, width))/float64(uint64(1)<<(width-1)-1), -1))
	case Uscaled:
		return fl(float64(v))
	case Sscaled:
		return fl(float64(sext(v, width)))
	case Uint:
		return v
	case Sint:
		return uint32(sext(v, width))
	}
	switch width {
	case 32:
		return v
	case 16:
		return math.Float32bits(F16ToF32(uint16(v)))
	}
	return math.Float32bits(ufloatToF32(v, width-5))
}

// EncodeComponent converts value r to component comp's raw bits.
func EncodeComponent(num Num, width uint, r uint32, comp int) uint32 {
	x := float64(math.Float32frombits(r))
	umax := uint64(1)<<width - 1
	smax := int64(1)<<(width-1) - 1
	clamp := func(v float64, lo, hi float64) float64 {
		if math.IsNaN(v) {
			return 0
		}
		return math.Max(lo, math.Min(hi, v))
	}
	switch num {
	case Unorm, Srgb:
		c := clamp(x, 0, 1)
		if num == Srgb && comp < 3 {
			c = LinearToSrgb(c)
		}
		return uint32(math.Floor(c*float64(umax) + 0.5))
	case Snorm:
		c := clamp(x, -1, 1) * float64(smax)
		return uint32(int64(math.Round(c))) & uint32(umax)
	case Uscaled:
		return uint32(clamp(math.RoundToEven(x), 0, float64(umax)))
	case Sscaled:
		return uint32(int64(clamp(math.RoundToEven(x), float64(-smax-1), float64(smax)))) & uint32(umax)
	case Uint:
		return uint32(min(uint64(r), umax))
	case Sint:
		return uint32(max(min(int64(int32(r)), smax), -smax-1)) & uint32(umax)
	}
	switch width {
	case 32:
		return r
	case 16:
		return uint32(F32ToF16(math.Float32frombits(r)))
	}
	return f32ToUfloat(math.Float32frombits(r), width-5)
}

// SrgbToLinear decodes an sRGB-encoded value in [0, 1].
func SrgbToLinear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// LinearToSrgb encodes a linear value in [0, 1] as sRGB.
func LinearToSrgb(c float64) float64 {
	if c <= 0.0031308 {
		return c * 12.92
	}
	return 1.055*math.Pow(c, 1/2.4) - 0.055
}

// F16ToF32 converts binary16 bits to float32 exactly.
func F16ToF32(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := int(h >> 10 & 0x1f)
	man := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | man<<13)
	case exp == 0:
		f := float32(man) / 1024 / 16384
		if sign != 0 {
			return -f
		}
		return f
	}
	return math.Float32frombits(sign | uint32(exp-15+127)<<23 | man<<13)
}

// F32ToF16 converts to binary16, rounding to nearest even (quiet NaNs keep
// their top payload bits).
func F32ToF16(f float32) uint16 { return F64ToF16(float64(f)) }

// F64ToF16 converts to binary16, rounding to nearest even.
func F64ToF16(f float64) uint16 {
	b := math.Float64bits(f)
	sign := uint16(b>>63) << 15
	if math.IsNaN(f) {
		return sign | 0x7e00 | uint16(b>>42&0x1ff)
	}
	a := math.Abs(f)
	if math.IsInf(f, 0) || a >= 65520 {
		return sign | 0x7c00
	}
	if a < math.Ldexp(1, -14) {
		// subnormal: units of 2^-24
		return sign | uint16(math.RoundToEven(a*(1<<24)))
	}
	e := math.Ilogb(a)
	q := math.RoundToEven((a/math.Ldexp(1, e) - 1) * 1024)
	if q == 1024 {
		q = 0
		e++
	}
	if e > 15 {
		return sign | 0x7c00
	}
	return sign | uint16(e+15)<<10 | uint16(q)
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

// Sel is what one result component of a texel reads (a destination select).
type Sel uint8

// Selects.
const (
	SelX Sel = iota
	SelY
	SelZ
	SelW
	Sel0 // constant 0
	Sel1 // constant 1 (1.0 for float-valued number formats)
)

// Swizzle maps result components to texel components.
type Swizzle [4]Sel

// Identity is X, Y, Z, W.
var Identity = Swizzle{SelX, SelY, SelZ, SelW}

// Apply returns the selected components of the texel values c (as Decode
// returns them) for number format num.
func (s Swizzle) Apply(c [4]uint32, num Num) [4]uint32 {
	var r [4]uint32
	for i, sel := range s {
		switch {
		case sel <= SelW:
			r[i] = c[sel]
		case sel == Sel1:
			r[i] = num.One()
		}
	}
	return r
}

// Named is a format with its D3D (DXGI) name.
type Named struct {
	Name string
	Format
}

// dxgi lists the formats by their DXGI names (without DXGI_FORMAT_), in the
// order of the DXGI enumeration, and two that DXGI lacks but GCN and Vulkan
// have (R8_SRGB, R8G8_SRGB), named R8_UNORM_SRGB and R8G8_UNORM_SRGB in
// DXGI's manner.
var dxgi = func() []Named {
	type row struct {
		name string
		bits [4]uint8
		nums []Num
	}
	b4 := func(x, y, z, w uint8) [4]uint8 { return [4]uint8{x, y, z, w} }
	rows := []row{
		{"R32G32B32A32", b4(32, 32, 32, 32), []Num{Float, Uint, Sint}},
		{"R32G32B32", b4(32, 32, 32, 0), []Num{Float, Uint, Sint}},
		{"R16G16B16A16", b4(16, 16, 16, 16), []Num{Float, Unorm, Uint, Snorm, Sint}},
		{"R32G32", b4(32, 32, 0, 0), []Num{Float, Uint, Sint}},
		{"R10G10B10A2", b4(10, 10, 10, 2), []Num{Unorm, Uint}},
		{"R11G11B10", b4(11, 11, 10, 0), []Num{Float}},
		{"R8G8B8A8", b4(8, 8, 8, 8), []Num{Unorm, Srgb, Uint, Snorm, Sint}},
		{"R16G16", b4(16, 16, 0, 0), []Num{Float, Unorm, Uint, Snorm, Sint}},
		{"R32", b4(32, 0, 0, 0), []Num{Float, Uint, Sint}},
		{"R8G8", b4(8, 8, 0, 0), []Num{Unorm, Srgb, Uint, Snorm, Sint}},
		{"R16", b4(16, 0, 0, 0), []Num{Float, Unorm, Uint, Snorm, Sint}},
		{"R8", b4(8, 0, 0, 0), []Num{Unorm, Srgb, Uint, Snorm, Sint}},
	}
	suffix := map[Num]string{Float: "FLOAT", Unorm: "UNORM", Srgb: "UNORM_SRGB", Uint: "UINT", Snorm: "SNORM", Sint: "SINT"}
	var out []Named
	for _, r := range rows {
		for _, n := range r.nums {
			out = append(out, Named{r.name + "_" + suffix[n], Format{Bits: r.bits, Num: n}})
		}
	}
	return out
}()

// Formats returns the formats that have D3D names, in DXGI order.
func Formats() []Named { return append([]Named(nil), dxgi...) }

// ParseFormat returns the format with the given DXGI name (case-insensitive,
// with or without the DXGI_FORMAT_ prefix).
func ParseFormat(name string) (Format, error) {
	n := strings.TrimPrefix(strings.ToUpper(name), "DXGI_FORMAT_")
	for _, f := range dxgi {
		if f.Name == n {
			return f.Format, nil
		}
	}
	return Format{}, fmt.Errorf("unknown texture format %q (expected a DXGI format name such as R8G8B8A8_UNORM, R16G16B16A16_FLOAT, R32_FLOAT, R11G11B10_FLOAT)", name)
}

// Name returns the DXGI name of f, or "" if it has none.
func (f Format) Name() string {
	for _, n := range dxgi {
		if n.Format == f {
			return n.Name
		}
	}
	return ""
}

// vulkanFormats maps SPIR-V's image format names, as Vulkan HLSL spells
// them in [[vk::image_format("...")]], to DXGI names. "" is the element's
// own format: SPIR-V's Unknown, and the 64-bit integer formats, which are
// what 64-bit elements are stored as anyway.
var vulkanFormats = map[string]string{
	"unknown": "", "r64ui": "", "r64i": "",
	"rgba32f": "R32G32B32A32_FLOAT", "rgba16f": "R16G16B16A16_FLOAT", "r32f": "R32_FLOAT",
	"rgba8": "R8G8B8A8_UNORM", "rgba8snorm": "R8G8B8A8_SNORM", "rg32f": "R32G32_FLOAT",
	"rg16f": "R16G16_FLOAT", "r11g11b10f": "R11G11B10_FLOAT", "r16f": "R16_FLOAT",
	"rgba16": "R16G16B16A16_UNORM", "rgb10a2": "R10G10B10A2_UNORM", "rg16": "R16G16_UNORM",
	"rg8": "R8G8_UNORM", "r16": "R16_UNORM", "r8": "R8_UNORM",
	"rgba16snorm": "R16G16B16A16_SNORM", "rg16snorm": "R16G16_SNORM", "rg8snorm": "R8G8_SNORM",
	"r16snorm": "R16_SNORM", "r8snorm": "R8_SNORM",
	"rgba32i": "R32G32B32A32_SINT", "rgba16i": "R16G16B16A16_SINT", "rgba8i": "R8G8B8A8_SINT",
	"r32i": "R32_SINT", "rg32i": "R32G32_SINT", "rg16i": "R16G16_SINT", "rg8i": "R8G8_SINT",
	"r16i": "R16_SINT", "r8i": "R8_SINT",
	"rgba32ui": "R32G32B32A32_UINT", "rgba16ui": "R16G16B16A16_UINT", "rgba8ui": "R8G8B8A8_UINT",
	"r32ui": "R32_UINT", "rgb10a2ui": "R10G10B10A2_UINT", "rg32ui": "R32G32_UINT",
	"rg16ui": "R16G16_UINT", "rg8ui": "R8G8_UINT", "r16ui": "R16_UINT", "r8ui": "R8_UINT",
}

// VulkanFormat returns the format SPIR-V's image format name stands for;
// own is true for the names that keep the element's own format ("unknown",
// "r64ui", "r64i"), ok false for names SPIR-V does not have.
func VulkanFormat(name string) (f Format, own, ok bool) {
	dx, ok := vulkanFormats[name]
	if !ok {
		return Format{}, false, false
	}
	if dx == "" {
		return Format{}, true, true
	}
	f, err := ParseFormat(dx)
	return f, false, err == nil
}
