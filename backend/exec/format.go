package exec

import (
	"math"

	"hlslc/backend/gfx9"
	"hlslc/internal/texfilter"
)

// Format conversion of typed buffer and image accesses: an element of a
// resource's data format (gfx9.Format) to and from the 32-bit register
// values of its components. The conversions themselves (D3D's rules per
// number format, see texfilter.Num) are the texture model's, shared with
// the reference interpreter; this file maps the descriptors' gfx9 format
// codes and destination selects onto it.

// texFormat returns the texture model's view of a gfx9 format (component
// widths from the data format, the number format's meaning).
func texFormat(f gfx9.Format) texfilter.Format {
	var t texfilter.Format
	for i, b := range f.Data.Bits() {
		t.Bits[i] = b
	}
	t.Num = texNum[f.Num]
	return t
}

// texNum maps the gfx9 number-format codes to their meaning.
var texNum = map[gfx9.NumFormat]texfilter.Num{
	gfx9.NumUnorm: texfilter.Unorm, gfx9.NumSnorm: texfilter.Snorm, gfx9.NumUscaled: texfilter.Uscaled,
	gfx9.NumSscaled: texfilter.Sscaled, gfx9.NumUint: texfilter.Uint, gfx9.NumSint: texfilter.Sint,
	gfx9.NumFloat: texfilter.Float, gfx9.NumSrgb: texfilter.Srgb,
}

// HardwareFormat returns the gfx9 data and number format of a texture
// model format (the inverse of the executor's decoding), false if gfx9
// has none.
func HardwareFormat(t texfilter.Format) (gfx9.Format, bool) {
	for d := gfx9.DataFormat(0); d < 64; d++ {
		if !d.Known() {
			continue
		}
		for n, tn := range texNum {
			if f := (gfx9.Format{Data: d, Num: n}); tn == t.Num && texFormat(f) == t {
				return f, true
			}
		}
	}
	return gfx9.Format{}, false
}

// texSwizzle maps destination selects (DST_SEL_*) onto the texture model's.
func texSwizzle(sel [4]uint8) texfilter.Swizzle {
	var s texfilter.Swizzle
	for i, v := range sel {
		switch {
		case v >= gfx9.SelX:
			s[i] = texfilter.SelX + texfilter.Sel(v-gfx9.SelX)
		case v == gfx9.SelOne:
			s[i] = texfilter.Sel1
		default:
			s[i] = texfilter.Sel0
		}
	}
	return s
}

// floatValued reports whether a number format's register values are
// floats.
func floatValued(n gfx9.NumFormat) bool { return n != gfx9.NumUint && n != gfx9.NumSint }

// elementCodec converts the elements of one descriptor's format: built
// once per instruction, used for every lane.
type elementCodec struct {
	format  texfilter.Format
	swizzle texfilter.Swizzle
}

func newElementCodec(f gfx9.Format, sel [4]uint8) elementCodec {
	return elementCodec{texFormat(f), texSwizzle(sel)}
}

// load returns the four register values of the element at shared memory
// b (the format's bytes, at most 16) after the destination selects.
func (c *elementCodec) load(b []byte) [4]uint32 {
	var el [16]byte
	loadShared(el[:len(b)], b)
	return c.swizzle.Apply(c.format.Decode(el[:len(b)]), c.format.Num)
}

// store writes register value v[i] into component comps[i] of the element
// at shared memory b; the element's other components keep their bits.
func (c *elementCodec) store(b []byte, comps []int, v [4]uint32) {
	var el, mask [16]byte
	for i, comp := range comps {
		c.format.EncodeAt(el[:len(b)], comp, v[i])
		c.format.MaskAt(mask[:len(b)], comp)
	}
	storeMasked(b, el[:len(b)], mask[:len(b)])
}

// firstComps lists the components a typed buffer store of n components
// writes: the first n.
var firstComps = []int{0, 1, 2, 3}

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
