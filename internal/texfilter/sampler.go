package texfilter

import (
	"fmt"
	"math"
	"strings"
)

// Address is what a coordinate outside [0, 1] (a texel index outside the
// level) addresses. The set is GCN's (SQ_TEX_CLAMP): D3D's WRAP, MIRROR,
// CLAMP, BORDER and MIRROR_ONCE are Wrap, Mirror, ClampEdge, ClampBorder
// and MirrorOnceEdge.
type Address uint8

// Address modes.
const (
	Wrap                 Address = iota // repeat: the index modulo the size
	Mirror                              // repeat, every other copy mirrored
	ClampEdge                           // clamp the index to the edge texel
	MirrorOnceEdge                      // mirror around 0 once, then clamp to the edge
	ClampHalfBorder                     // clamp the coordinate to [0, 1]; texels outside are the border colour
	MirrorOnceHalfBorder                // mirror once, then as ClampHalfBorder
	ClampBorder                         // texels outside are the border colour
	MirrorOnceBorder                    // mirror once, then as ClampBorder
)

var addressNames = [...]string{"wrap", "mirror", "clamp", "mirror_once", "clamp_half_border", "mirror_once_half_border", "border", "mirror_once_border"}

func (a Address) String() string {
	if int(a) < len(addressNames) {
		return addressNames[a]
	}
	return fmt.Sprintf("address(%d)", uint8(a))
}

// ParseAddress parses an address mode by its String name (D3D's names wrap,
// mirror, clamp, border, mirror_once and the hardware's half-border modes).
func ParseAddress(s string) (Address, error) {
	for i, n := range addressNames {
		if n == strings.ToLower(s) {
			return Address(i), nil
		}
	}
	return 0, fmt.Errorf("unknown address mode %q (expected %s)", s, strings.Join(addressNames[:], ", "))
}

// Filter is a minification, magnification or mip filter.
type Filter uint8

// Filters. For mips, None uses LOD 0 (the view's first level) only.
const (
	None Filter = iota
	Point
	Linear
)

var filterNames = [...]string{"none", "point", "linear"}

func (f Filter) String() string {
	if int(f) < len(filterNames) {
		return filterNames[f]
	}
	return fmt.Sprintf("filter(%d)", uint8(f))
}

// ParseFilter parses "point" or "linear" (and "none" when allowNone).
func ParseFilter(s string, allowNone bool) (Filter, error) {
	for i, n := range filterNames {
		if n == strings.ToLower(s) && (i > 0 || allowNone) {
			return Filter(i), nil
		}
	}
	if allowNone {
		return 0, fmt.Errorf("unknown filter %q (expected none, point or linear)", s)
	}
	return 0, fmt.Errorf("unknown filter %q (expected point or linear)", s)
}

// Compare is a comparison function: the comparison passes when
// reference OP texel holds (D3D's and Vulkan's order).
type Compare uint8

// Comparison functions (GCN's SQ_TEX_DEPTH_COMPARE order).
const (
	Never Compare = iota
	Less
	Equal
	LessEqual
	Greater
	NotEqual
	GreaterEqual
	Always
)

var compareNames = [...]string{"never", "less", "equal", "less_equal", "greater", "not_equal", "greater_equal", "always"}

func (c Compare) String() string {
	if int(c) < len(compareNames) {
		return compareNames[c]
	}
	return fmt.Sprintf("compare(%d)", uint8(c))
}

// ParseCompare parses a comparison function by its String name.
func ParseCompare(s string) (Compare, error) {
	for i, n := range compareNames {
		if n == strings.ToLower(s) {
			return Compare(i), nil
		}
	}
	return 0, fmt.Errorf("unknown comparison function %q (expected %s)", s, strings.Join(compareNames[:], ", "))
}

func (c Compare) test(ref, v float64) bool {
	switch c {
	case Less:
		return ref < v
	case Equal:
		return ref == v
	case LessEqual:
		return ref <= v
	case Greater:
		return ref > v
	case NotEqual:
		return ref != v
	case GreaterEqual:
		return ref >= v
	case Always:
		return true
	}
	return false
}

// Reduction is how filtered texels combine: D3D's standard filters blend
// them by their weights, the MINIMUM_ and MAXIMUM_ filters take the
// smallest or largest texel of nonzero weight (GCN's FILTER_MODE).
type Reduction uint8

// Reductions.
const (
	Blend Reduction = iota
	Minimum
	Maximum
)

// BorderColor is the colour of texels outside the image under the border
// address modes: one of GCN's three constant colours or a custom one.
type BorderColor uint8

// Border colours.
const (
	TransparentBlack BorderColor = iota // 0, 0, 0, 0
	OpaqueBlack                         // 0, 0, 0, 1
	OpaqueWhite                         // 1, 1, 1, 1
	CustomBorder                        // Sampler.Border
)

// Sampler is a sampler state, in GCN's terms (S#).
type Sampler struct {
	Address [3]Address // u, v, w
	Mag     Filter     // Point or Linear: LOD <= 0
	Min     Filter     // Point or Linear: LOD > 0
	// Z filters a 3D image's depth; None follows Mag and Min.
	Z   Filter
	Mip Filter
	// MinLOD, MaxLOD clamp the LOD; Bias is added to it.
	MinLOD, MaxLOD, Bias float32
	// Compare is the function of comparison sampling (the _c instructions).
	Compare   Compare
	Reduction Reduction
	Border    BorderColor
	// Custom is the custom border colour: register values of the
	// image's number format (float bits for float-valued formats).
	Custom [4]uint32
	// Unnormalized: coordinates are in texels, not in [0, 1]; the LOD is 0.
	Unnormalized bool
	// Seamless: filtering at a cube face's edge takes texels from the
	// adjacent faces (D3D's and Vulkan's rule); otherwise it clamps to the
	// face's edge.
	Seamless bool
}

// DefaultSampler is D3D's default sampler: linear filtering, clamp
// addressing, LODs 0 to 15 (GCN's largest), seamless cube filtering.
var DefaultSampler = Sampler{
	Address: [3]Address{ClampEdge, ClampEdge, ClampEdge},
	Mag:     Linear, Min: Linear, Mip: Linear, MaxLOD: 15, Seamless: true,
}

// border returns the border colour's values for number format num.
func (s *Sampler) border(num Num) [4]uint32 {
	one := num.One()
	switch s.Border {
	case OpaqueBlack:
		return [4]uint32{0, 0, 0, one}
	case OpaqueWhite:
		return [4]uint32{one, one, one, one}
	case CustomBorder:
		return s.Custom
	}
	return [4]uint32{}
}

// Fixed-point precision of the filtering model: texel-space coordinates
// and the LOD carry 8 fractional bits (see the package comment).
const (
	SubtexelBits = 8
	LODBits      = 8
)

// fixed converts a texel-space coordinate to fixed point with SubtexelBits
// fractional bits, rounding to nearest even; NaN is 0 and the magnitude is
// limited so that index arithmetic cannot overflow.
func fixed(u float64) int64 {
	const lim = 1 << 40
	x := u * (1 << SubtexelBits)
	switch {
	case math.IsNaN(x):
		return 0
	case x > lim:
		return lim
	case x < -lim:
		return -lim
	}
	return int64(math.RoundToEven(x))
}

// QuantizeLOD rounds a LOD to LODBits fractional bits (nearest, ties to
// even; NaN is 0, infinities are kept).
func QuantizeLOD(l float64) float64 {
	if math.IsNaN(l) {
		return 0
	}
	if math.IsInf(l, 0) {
		return l
	}
	return math.RoundToEven(l*(1<<LODBits)) / (1 << LODBits)
}
