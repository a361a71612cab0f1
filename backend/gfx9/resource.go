package gfx9

import (
	"fmt"
	"math/bits"
	"strings"
)

// Resource descriptors: the 128-bit buffer resource (V#) of MUBUF and
// MTBUF instructions and the 256-bit image resource (T#) of MIMG
// instructions. The field layout is the gfx9 ("AI") one of AMD's register
// headers (SQ_BUF_RSRC_WORD0-3, SQ_IMG_RSRC_WORD0-7; the same layout as
// Mesa's sid.h S_008F0C_* / S_008F1x_* macros for GFX9 and ROCm's
// resource_ai.h) and the Vega ISA manual's resource tables. The executor
// decodes with these functions and the compiler's launcher encodes with
// them, so both sides share one definition.

// DataFormat is a gfx9 BUF_DATA_FORMAT / IMG_DATA_FORMAT value: the
// component bit widths of an element. Names list the components from the
// most significant bits down, so in 2_10_10_10 the X component is the low
// 10 bits and W the top 2 bits; in 10_11_11 X and Y have 11 bits and Z 10.
type DataFormat uint8

// Data formats (the values common to buffers and images).
const (
	DataFormatInvalid     DataFormat = 0
	DataFormat8           DataFormat = 1
	DataFormat16          DataFormat = 2
	DataFormat8_8         DataFormat = 3
	DataFormat32          DataFormat = 4
	DataFormat16_16       DataFormat = 5
	DataFormat10_11_11    DataFormat = 6
	DataFormat11_11_10    DataFormat = 7
	DataFormat10_10_10_2  DataFormat = 8
	DataFormat2_10_10_10  DataFormat = 9
	DataFormat8_8_8_8     DataFormat = 10
	DataFormat32_32       DataFormat = 11
	DataFormat16_16_16_16 DataFormat = 12
	DataFormat32_32_32    DataFormat = 13
	DataFormat32_32_32_32 DataFormat = 14
)

// dataFormatInfo: the name and the component widths in bits, X first.
var dataFormatInfo = [...]struct {
	name string
	bits []uint8
}{
	DataFormat8:           {"8", []uint8{8}},
	DataFormat16:          {"16", []uint8{16}},
	DataFormat8_8:         {"8_8", []uint8{8, 8}},
	DataFormat32:          {"32", []uint8{32}},
	DataFormat16_16:       {"16_16", []uint8{16, 16}},
	DataFormat10_11_11:    {"10_11_11", []uint8{11, 11, 10}},
	DataFormat11_11_10:    {"11_11_10", []uint8{10, 11, 11}},
	DataFormat10_10_10_2:  {"10_10_10_2", []uint8{2, 10, 10, 10}},
	DataFormat2_10_10_10:  {"2_10_10_10", []uint8{10, 10, 10, 2}},
	DataFormat8_8_8_8:     {"8_8_8_8", []uint8{8, 8, 8, 8}},
	DataFormat32_32:       {"32_32", []uint8{32, 32}},
	DataFormat16_16_16_16: {"16_16_16_16", []uint8{16, 16, 16, 16}},
	DataFormat32_32_32:    {"32_32_32", []uint8{32, 32, 32}},
	DataFormat32_32_32_32: {"32_32_32_32", []uint8{32, 32, 32, 32}},
}

// Known reports whether d is one of the data formats above.
func (d DataFormat) Known() bool {
	return int(d) < len(dataFormatInfo) && dataFormatInfo[d].bits != nil
}

// Bits returns the component widths in bits, X first (nil if unknown).
func (d DataFormat) Bits() []uint8 {
	if !d.Known() {
		return nil
	}
	return dataFormatInfo[d].bits
}

func (d DataFormat) String() string {
	if !d.Known() {
		return fmt.Sprintf("data_format(%d)", uint8(d))
	}
	return dataFormatInfo[d].name
}

// NumFormat is a gfx9 BUF_NUM_FORMAT / IMG_NUM_FORMAT value: how the
// components' bits convert to and from register values.
type NumFormat uint8

// Number formats. SRGB exists for images only.
const (
	NumUnorm   NumFormat = 0
	NumSnorm   NumFormat = 1
	NumUscaled NumFormat = 2
	NumSscaled NumFormat = 3
	NumUint    NumFormat = 4
	NumSint    NumFormat = 5
	NumFloat   NumFormat = 7
	NumSrgb    NumFormat = 9
)

var numFormatNames = map[NumFormat]string{
	NumUnorm: "unorm", NumSnorm: "snorm", NumUscaled: "uscaled", NumSscaled: "sscaled",
	NumUint: "uint", NumSint: "sint", NumFloat: "float", NumSrgb: "srgb",
}

// Known reports whether n is one of the number formats above.
func (n NumFormat) Known() bool { _, ok := numFormatNames[n]; return ok }

func (n NumFormat) String() string {
	if s, ok := numFormatNames[n]; ok {
		return s
	}
	return fmt.Sprintf("num_format(%d)", uint8(n))
}

// Format is a data format with its number format.
type Format struct {
	Data DataFormat
	Num  NumFormat
}

// Common formats.
var (
	FormatR32Float    = Format{DataFormat32, NumFloat}
	FormatR32Uint     = Format{DataFormat32, NumUint}
	FormatRGBA32Float = Format{DataFormat32_32_32_32, NumFloat}
)

// Components returns the number of components (0 for an unknown format).
func (f Format) Components() int { return len(f.Data.Bits()) }

// Bytes returns the size of one element in bytes.
func (f Format) Bytes() int {
	n := 0
	for _, b := range f.Data.Bits() {
		n += int(b)
	}
	return n / 8
}

// String returns the format as "DATA num", e.g. "32_32_32_32 float".
func (f Format) String() string { return f.Data.String() + " " + f.Num.String() }

// Validate reports whether the data and number formats are known and
// combine: float needs 16- or 32-bit components or the 10_11_11/11_11_10
// unsigned small floats; the normalized and scaled formats need components
// of at most 16 bits; srgb needs 8-bit components and is for images only.
func (f Format) Validate(image bool) error {
	if !f.Data.Known() {
		return fmt.Errorf("unknown data format %d", uint8(f.Data))
	}
	if !f.Num.Known() {
		return fmt.Errorf("unknown number format %d", uint8(f.Num))
	}
	bits := f.Data.Bits()
	small := f.Data == DataFormat10_11_11 || f.Data == DataFormat11_11_10
	for _, b := range bits {
		switch f.Num {
		case NumFloat:
			if b != 16 && b != 32 && !small {
				return fmt.Errorf("format %s: float needs 16- or 32-bit components (or 10_11_11, 11_11_10)", f)
			}
		case NumUnorm, NumSnorm, NumUscaled, NumSscaled:
			if b > 16 {
				return fmt.Errorf("format %s: %s needs components of at most 16 bits", f, f.Num)
			}
		case NumSrgb:
			if b != 8 {
				return fmt.Errorf("format %s: srgb needs 8-bit components", f)
			}
		}
	}
	if f.Num == NumSrgb && !image {
		return fmt.Errorf("format %s: srgb is an image number format, not a buffer one", f)
	}
	return nil
}

// ParseFormat parses the String form ("32_32 float", case-insensitive).
func ParseFormat(s string) (Format, error) {
	fields := strings.Fields(strings.ToLower(s))
	if len(fields) != 2 {
		return Format{}, fmt.Errorf("format %q: expected a data format and a number format, e.g. \"32_32_32_32 float\"", s)
	}
	var f Format
	found := false
	for d := range dataFormatInfo {
		if dataFormatInfo[d].bits != nil && dataFormatInfo[d].name == fields[0] {
			f.Data, found = DataFormat(d), true
		}
	}
	if !found {
		names := []string{}
		for d := range dataFormatInfo {
			if dataFormatInfo[d].bits != nil {
				names = append(names, dataFormatInfo[d].name)
			}
		}
		return Format{}, fmt.Errorf("format %q: unknown data format %q (expected one of %s)", s, fields[0], strings.Join(names, ", "))
	}
	found = false
	for n, name := range numFormatNames {
		if name == fields[1] {
			f.Num, found = n, true
		}
	}
	if !found {
		return Format{}, fmt.Errorf("format %q: unknown number format %q (expected unorm, snorm, uscaled, sscaled, uint, sint, float or srgb)", s, fields[1])
	}
	return f, nil
}

// Destination selects (DST_SEL_*): what each result component reads.
const (
	SelZero = 0 // constant 0
	SelOne  = 1 // constant 1 (1.0 for float formats)
	SelX    = 4
	SelY    = 5
	SelZ    = 6
	SelW    = 7
)

// V# fields (gfx9 SQ_BUF_RSRC_WORD1 and WORD3).
const (
	bufStrideShift      = 16 // word1 [29:16]
	bufStrideMax        = 1<<14 - 1
	bufCacheSwizzleBit  = 30
	bufSwizzleEnableBit = 31
	bufDstSelShift      = 0  // word3 [11:0], 3 bits per component
	bufNumFormatShift   = 12 // word3 [14:12]
	bufDataFormatShift  = 15 // word3 [18:15]
	bufUserVMEnableBit  = 19
	bufUserVMModeBit    = 20
	bufIndexStrideShift = 21 // word3 [22:21]
	bufAddTIDBit        = 23
	bufNVBit            = 27
	bufTypeShift        = 30 // word3 [31:30]: 0 for a buffer
	// AddressMax is one past the largest 48-bit GPU virtual address.
	AddressMax = 1 << 48
)

// dstSel packs four destination selects.
func dstSel(s [4]uint8) uint32 {
	return uint32(s[0]&7) | uint32(s[1]&7)<<3 | uint32(s[2]&7)<<6 | uint32(s[3]&7)<<9
}

// DefaultDstSel returns the identity selects for a format's present
// components: X, Y, Z, W where present, 0 for a missing X, Y or Z and 1 for
// a missing W.
func DefaultDstSel(f Format) [4]uint8 {
	s := [4]uint8{SelZero, SelZero, SelZero, SelOne}
	for i := 0; i < f.Components() && i < 4; i++ {
		s[i] = SelX + uint8(i)
	}
	return s
}

// CheckTypedBuffer reports why TypedBufferDescriptor cannot encode its
// arguments (nil if it can).
func CheckTypedBuffer(base uint64, stride uint32, f Format) error {
	if base >= AddressMax {
		return fmt.Errorf("buffer base %#x is not a 48-bit address", base)
	}
	if stride > bufStrideMax {
		return fmt.Errorf("buffer stride %d is larger than the V# stride field's maximum %d", stride, bufStrideMax)
	}
	return f.Validate(false)
}

// TypedBufferDescriptor returns the V# of a typed buffer of count elements
// of format f, stride bytes apart, for index-enabled (idxen) access:
// num_records counts elements, the destination selects are
// DefaultDstSel(f). It panics if CheckTypedBuffer reports an error (the
// caller validates its inputs first).
func TypedBufferDescriptor(base uint64, stride, count uint32, f Format) [4]uint32 {
	if err := CheckTypedBuffer(base, stride, f); err != nil {
		panic("gfx9.TypedBufferDescriptor: " + err.Error())
	}
	return [4]uint32{
		uint32(base),
		uint32(base>>32)&0xffff | stride<<bufStrideShift,
		count,
		dstSel(DefaultDstSel(f)) | uint32(f.Num)<<bufNumFormatShift | uint32(f.Data)<<bufDataFormatShift,
	}
}

// BufferResource is a decoded V#.
type BufferResource struct {
	Base          uint64 // 48-bit byte address
	Stride        uint32 // bytes per record (0: a raw buffer)
	CacheSwizzle  bool
	SwizzleEnable bool
	NumRecords    uint32 // bytes for stride 0, else records
	DstSel        [4]uint8
	Format        Format
	UserVMEnable  bool
	UserVMMode    bool
	IndexStride   uint32 // swizzle index stride: 8, 16, 32 or 64
	AddTID        bool   // ADD_TID_ENABLE: the lane id is added to the index
	NV            bool
	Type          uint8 // 0 for a buffer resource
}

// DecodeBufferDescriptor decodes a V#.
func DecodeBufferDescriptor(d [4]uint32) BufferResource {
	return BufferResource{
		Base:          uint64(d[0]) | uint64(d[1]&0xffff)<<32,
		Stride:        d[1] >> bufStrideShift & bufStrideMax,
		CacheSwizzle:  d[1]>>bufCacheSwizzleBit&1 != 0,
		SwizzleEnable: d[1]>>bufSwizzleEnableBit&1 != 0,
		NumRecords:    d[2],
		DstSel:        [4]uint8{uint8(d[3] & 7), uint8(d[3] >> 3 & 7), uint8(d[3] >> 6 & 7), uint8(d[3] >> 9 & 7)},
		Format:        Format{Data: DataFormat(d[3] >> bufDataFormatShift & 15), Num: NumFormat(d[3] >> bufNumFormatShift & 7)},
		UserVMEnable:  d[3]>>bufUserVMEnableBit&1 != 0,
		UserVMMode:    d[3]>>bufUserVMModeBit&1 != 0,
		IndexStride:   8 << (d[3] >> bufIndexStrideShift & 3),
		AddTID:        d[3]>>bufAddTIDBit&1 != 0,
		NV:            d[3]>>bufNVBit&1 != 0,
		Type:          uint8(d[3] >> bufTypeShift),
	}
}

// Encode returns the V# of r (the inverse of DecodeBufferDescriptor for
// in-range fields).
func (r BufferResource) Encode() [4]uint32 {
	b := func(v bool, bit uint) uint32 {
		if v {
			return 1 << bit
		}
		return 0
	}
	is := uint32(0)
	for is < 3 && 8<<is < r.IndexStride {
		is++
	}
	return [4]uint32{
		uint32(r.Base),
		uint32(r.Base>>32)&0xffff | (r.Stride&bufStrideMax)<<bufStrideShift | b(r.CacheSwizzle, bufCacheSwizzleBit) | b(r.SwizzleEnable, bufSwizzleEnableBit),
		r.NumRecords,
		dstSel(r.DstSel) | uint32(r.Format.Num&7)<<bufNumFormatShift | uint32(r.Format.Data&15)<<bufDataFormatShift |
			b(r.UserVMEnable, bufUserVMEnableBit) | b(r.UserVMMode, bufUserVMModeBit) | is<<bufIndexStrideShift |
			b(r.AddTID, bufAddTIDBit) | b(r.NV, bufNVBit) | uint32(r.Type&3)<<bufTypeShift,
	}
}

// ImageType is the T# TYPE field (SQ_RSRC_IMG_*).
type ImageType uint8

// Image types.
const (
	Image1D          ImageType = 8
	Image2D          ImageType = 9
	Image3D          ImageType = 10
	ImageCube        ImageType = 11
	Image1DArray     ImageType = 12
	Image2DArray     ImageType = 13
	Image2DMSAA      ImageType = 14
	Image2DMSAAArray ImageType = 15
)

var imageTypeNames = map[ImageType]string{
	Image1D: "1d", Image2D: "2d", Image3D: "3d", ImageCube: "cube", Image1DArray: "1darray",
	Image2DArray: "2darray", Image2DMSAA: "2dmsaa", Image2DMSAAArray: "2dmsaaarray",
}

func (t ImageType) String() string {
	if s, ok := imageTypeNames[t]; ok {
		return s
	}
	return fmt.Sprintf("image_type(%d)", uint8(t))
}

// ParseImageType parses "1d", "2d", "3d", "cube", "1darray", "2darray"
// (the types ImageDescriptorLevels encodes), "2dmsaa" or "2dmsaaarray"
// (MultisampledImageDescriptor's).
func ParseImageType(s string) (ImageType, error) {
	for t, n := range imageTypeNames {
		if n == strings.ToLower(s) {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown image type %q (expected 1d, 2d, 3d, cube, 1darray, 2darray, 2dmsaa or 2dmsaaarray)", s)
}

// ImageDescriptorSamples is ImageDescriptorLevels for single-sampled
// types and MultisampledImageDescriptor (depth the layers, samples the
// count) for the MSAA ones.
func ImageDescriptorSamples(base uint64, t ImageType, f Format, width, height, depth uint32, levels, samples int) ([8]uint32, error) {
	if t.Multisampled() {
		if levels != 1 {
			return [8]uint32{}, fmt.Errorf("a %s image has one mip level, not %d", t, levels)
		}
		return MultisampledImageDescriptor(base, t, f, width, height, depth, samples)
	}
	if samples != 1 {
		return [8]uint32{}, fmt.Errorf("a %s image has one sample per texel, not %d", t, samples)
	}
	return ImageDescriptorLevels(base, t, f, width, height, depth, levels)
}

// Array reports whether the type indexes layers with its last coordinate.
func (t ImageType) Array() bool {
	return t == Image1DArray || t == Image2DArray || t == ImageCube || t == Image2DMSAAArray
}

// Multisampled reports the MSAA types, whose texels hold several samples.
func (t ImageType) Multisampled() bool { return t == Image2DMSAA || t == Image2DMSAAArray }

// Coords returns the number of coordinates that address a texel (face and
// layer included; a multisampled image's sample index, FRAGID, comes after
// them).
func (t ImageType) Coords() int {
	switch t {
	case Image1D:
		return 1
	case Image2D, Image1DArray, Image2DMSAA:
		return 2
	}
	return 3
}

// Swizzle modes (SW_MODE); hlslc encodes linear images only.
const SwLinear = 0

// T# field limits (gfx9 SQ_IMG_RSRC_WORD2, 4).
const (
	imgWidthMax  = 1 << 14 // WIDTH [13:0] holds width-1
	imgHeightMax = 1 << 14 // HEIGHT [27:14] holds height-1
	imgDepthMax  = 1 << 13 // DEPTH [12:0] holds depth-1 (3D) or the last layer
	imgPitchMax  = 1 << 16 // PITCH [28:13] holds pitch-1
)

// ImageResource is a decoded T#. Width, Height, Depth and Pitch are the
// sizes (the fields plus one); for array and cube types Depth is the number
// of layers (gfx9's DEPTH field holds the last layer).
type ImageResource struct {
	Base       uint64 // byte address (256-byte aligned)
	MinLOD     uint16 // 4.8 fixed point
	Format     Format // Data: 6-bit field, Num: 4-bit field
	NV         bool
	MetaDirect bool
	Width      uint32
	Height     uint32
	PerfMod    uint8
	DstSel     [4]uint8
	BaseLevel  uint8
	LastLevel  uint8
	SwMode     uint8 // 0: linear
	Type       ImageType
	Depth      uint32
	Pitch      uint32 // elements per row
	BCSwizzle  uint8
	BaseArray  uint32
	ArrayPitch uint8
	MetaHi     uint8 // META_DATA_ADDRESS bits 47:40
	MetaLinear bool
	MetaPipe   bool
	MetaRB     bool
	MaxMip     uint8
	Word6      uint32 // MIN_LOD_WARN, COUNTER_BANK_ID, COMPRESSION_EN, ... (undecoded)
	Word7      uint32 // META_DATA_ADDRESS bits 39:8
}

// Levels returns the number of mip levels the resource covers (1 for a
// multisampled image, whose LAST_LEVEL holds its sample count).
func (r ImageResource) Levels() int {
	if r.Type.Multisampled() {
		return 1
	}
	return int(r.LastLevel) - int(r.BaseLevel) + 1
}

// Samples returns the samples per texel: 1 << LAST_LEVEL for the MSAA
// types (how gfx9 T#s carry the sample count: LAST_LEVEL and MAX_MIP hold
// its log2), else 1.
func (r ImageResource) Samples() int {
	if r.Type.Multisampled() {
		return 1 << r.LastLevel
	}
	return 1
}

// MaxSamples is the most samples per texel a T# expresses here (D3D's
// largest standard count; LAST_LEVEL's 4 bits would allow 2^15).
const MaxSamples = 16

// MultisampledImageDescriptor returns the T# of a linear multisampled
// image of format f at base: width x height texels of samples samples (a
// power of two up to MaxSamples), layers layers (t Image2DMSAAArray) or 1
// (Image2DMSAA). No FMASK: a load's FRAGID is the sample index itself. The
// layout is LinearLevels': each sample a slice of its own, sample s of
// layer k slice k*samples+s. Hardware keeps multisampled surfaces tiled
// (gfx9 has no linear MSAA swizzle mode); this linear form is the
// executor's, with the same addressing otherwise.
func MultisampledImageDescriptor(base uint64, t ImageType, f Format, width, height, layers uint32, samples int) ([8]uint32, error) {
	var d [8]uint32
	if !t.Multisampled() {
		return d, fmt.Errorf("image type %s: expected 2dmsaa or 2dmsaaarray", t)
	}
	if samples < 1 || samples > MaxSamples || samples&(samples-1) != 0 {
		return d, fmt.Errorf("%d samples: expected 1, 2, 4, 8 or 16", samples)
	}
	if t == Image2DMSAA && layers != 1 {
		return d, fmt.Errorf("a 2dmsaa image has 1 layer, got %d", layers)
	}
	// the single-sampled 2D array with the same extents checks the rest
	if _, err := ImageDescriptorLevels(base, Image2DArray, f, width, height, layers, 1); err != nil {
		return d, err
	}
	log := uint8(bits.TrailingZeros(uint(samples)))
	r := ImageResource{
		Base: base, Format: f, Width: width, Height: height, DstSel: DefaultDstSel(f),
		SwMode: SwLinear, Type: t, Depth: layers, Pitch: width, LastLevel: log, MaxMip: log,
	}
	return r.Encode(), nil
}

// ImageDescriptor returns the T# of a linear image with one mip level
// (ImageDescriptorLevels with levels 1): pitch = width elements.
func ImageDescriptor(base uint64, t ImageType, f Format, width, height, depth uint32) ([8]uint32, error) {
	return ImageDescriptorLevels(base, t, f, width, height, depth, 1)
}

// ImageDescriptorLevels returns the T# of a linear (SW_MODE linear) image
// of format f at base with levels mip levels (base_level 0, last_level =
// max_mip = levels-1), identity destination selects (DefaultDstSel).
// depth is the depth of a 3D image or the number of layers of an array
// (faces of a cube); it must be 1 for 1D and 2D, and height must be 1 for
// 1D and 1D arrays. The texels are where LinearLevels says: with one level
// rows are width elements apart (PITCH = width-1); a mip chain follows
// gfx9's linear layout, whose PITCH field holds the chain's height.
func ImageDescriptorLevels(base uint64, t ImageType, f Format, width, height, depth uint32, levels int) ([8]uint32, error) {
	var d [8]uint32
	if base%256 != 0 {
		return d, fmt.Errorf("image base %#x is not 256-byte aligned", base)
	}
	if base >= AddressMax {
		return d, fmt.Errorf("image base %#x is not a 48-bit address", base)
	}
	if err := f.Validate(true); err != nil {
		return d, err
	}
	if _, ok := imageTypeNames[t]; !ok || t == Image2DMSAA || t == Image2DMSAAArray {
		return d, fmt.Errorf("image type %s: expected 1d, 2d, 3d, cube, 1darray or 2darray", t)
	}
	if width == 0 || width > imgWidthMax {
		return d, fmt.Errorf("image width %d is outside 1..%d", width, imgWidthMax)
	}
	if height == 0 || height > imgHeightMax {
		return d, fmt.Errorf("image height %d is outside 1..%d", height, imgHeightMax)
	}
	if depth == 0 || depth > imgDepthMax {
		return d, fmt.Errorf("image depth %d is outside 1..%d", depth, imgDepthMax)
	}
	if (t == Image1D || t == Image1DArray) && height != 1 {
		return d, fmt.Errorf("a %s image has height 1, got %d", t, height)
	}
	if (t == Image1D || t == Image2D) && depth != 1 {
		return d, fmt.Errorf("a %s image has depth 1, got %d", t, depth)
	}
	if t == ImageCube && (depth%6 != 0 || width != height) {
		return d, fmt.Errorf("a cube image has square faces and a multiple of 6 layers, got %dx%d with %d layers", width, height, depth)
	}
	if maxLevels := MaxMipLevels(t, width, height, depth); levels < 1 || levels > maxLevels {
		return d, fmt.Errorf("a %dx%dx%d %s image has 1 to %d mip levels, not %d", width, height, depth, t, maxLevels, levels)
	}
	r := ImageResource{
		Base: base, Format: f, Width: width, Height: height, DstSel: DefaultDstSel(f),
		SwMode: SwLinear, Type: t, Depth: depth, Pitch: width,
		LastLevel: uint8(levels - 1), MaxMip: uint8(levels - 1),
	}
	if levels > 1 {
		r.Pitch = mipChainHeight(height, levels)
	}
	return r.Encode(), nil
}

// maxMip is the largest MAX_MIP (4 bits): 16 levels.
const maxMip = 15

// MaxMipLevels returns the number of levels of a full mip chain of an image
// (down to 1x1x1; layers do not shrink), at most 16.
func MaxMipLevels(t ImageType, width, height, depth uint32) int {
	m := max(width, height)
	if t == Image3D {
		m = max(m, depth)
	}
	n := 1
	for m > 1 && n <= maxMip {
		m >>= 1
		n++
	}
	return n
}

// mipChainHeight is the rows of a linear mip chain: every level's height.
func mipChainHeight(height uint32, levels int) uint32 {
	h := uint32(0)
	for l := 0; l < levels; l++ {
		h += max(height>>l, 1)
	}
	return h
}

// MipLevel is where one mip level of a linear image lives, relative to the
// T#'s base: texel (x, y) of slice or layer z is at Offset + z*SlicePitch
// + y*RowPitch + x*bytes per element.
type MipLevel struct {
	Width, Height, Depth uint32
	Offset               uint64
	RowPitch, SlicePitch uint64
}

// LinearLevels returns the layout of every mip level of a linear image
// (levels 0 to MAX_MIP of the resource; the view uses BASE_LEVEL to
// LAST_LEVEL). With one level, rows are PITCH elements apart and slices
// (layers) HEIGHT rows. A mip chain uses gfx9's linear layout (AMD's
// addrlib, which Mesa and PAL program T#s by): every level has the row
// pitch of level 0's width rounded up to 256 bytes, the levels follow
// each other down the rows of one slice, and a slice (3D slice or array
// layer) holds the whole chain, PITCH rows (the T#'s PITCH field holds the
// chain's height in that case).
func (r *ImageResource) LinearLevels() []MipLevel {
	bpe := uint64(r.Format.Bytes())
	n := int(r.MaxMip) + 1
	if r.Type.Multisampled() {
		n = 1 // MAX_MIP holds the samples' log2
	}
	out := make([]MipLevel, n)
	depth := func(l int) uint32 {
		if r.Type == Image3D {
			return max(r.Depth>>l, 1)
		}
		return 1
	}
	if n == 1 {
		row := uint64(r.Pitch) * bpe
		out[0] = MipLevel{Width: r.Width, Height: r.Height, Depth: depth(0), RowPitch: row, SlicePitch: row * uint64(r.Height)}
		return out
	}
	row := (uint64(r.Width)*bpe + 255) &^ 255
	slice := row * uint64(r.Pitch)
	y := uint64(0)
	for l := range out {
		h := max(r.Height>>l, 1)
		out[l] = MipLevel{Width: max(r.Width>>l, 1), Height: h, Depth: depth(l), Offset: y * row, RowPitch: row, SlicePitch: slice}
		y += uint64(h)
	}
	return out
}

// LinearSize returns the bytes of a linear image: the last slice's or
// layer's end.
func (r *ImageResource) LinearSize() uint64 {
	lv := r.LinearLevels()
	slices := uint64(r.Depth)
	switch {
	case r.Type == Image1D || r.Type == Image2D:
		slices = 1
	case r.Type == Image2DMSAA:
		slices = uint64(r.Samples())
	case r.Type == Image2DMSAAArray:
		slices *= uint64(r.Samples())
	}
	end := uint64(0)
	for _, l := range lv {
		e := l.Offset + (uint64(l.Height)-1)*l.RowPitch + uint64(l.Width)*uint64(r.Format.Bytes())
		end = max(end, e)
	}
	return (slices-1)*lv[0].SlicePitch + end
}

// Encode returns the T# of r (the inverse of DecodeImageDescriptor for
// in-range fields).
func (r ImageResource) Encode() [8]uint32 {
	b := func(v bool, bit uint) uint32 {
		if v {
			return 1 << bit
		}
		return 0
	}
	m1 := func(v uint32) uint32 { return v - 1 } // size fields hold size-1 (0 stays 0-1 masked)
	return [8]uint32{
		uint32(r.Base >> 8),
		uint32(r.Base>>40)&0xff | uint32(r.MinLOD&0xfff)<<8 | uint32(r.Format.Data&63)<<20 | uint32(r.Format.Num&15)<<26 |
			b(r.NV, 30) | b(r.MetaDirect, 31),
		m1(r.Width)&0x3fff | (m1(r.Height)&0x3fff)<<14 | uint32(r.PerfMod&7)<<28,
		dstSel(r.DstSel) | uint32(r.BaseLevel&15)<<12 | uint32(r.LastLevel&15)<<16 | uint32(r.SwMode&31)<<20 | uint32(r.Type&15)<<28,
		m1(r.Depth)&0x1fff | (m1(r.Pitch)&0xffff)<<13 | uint32(r.BCSwizzle&7)<<29,
		r.BaseArray&0x1fff | uint32(r.ArrayPitch&15)<<13 | uint32(r.MetaHi)<<17 | b(r.MetaLinear, 25) | b(r.MetaPipe, 26) |
			b(r.MetaRB, 27) | uint32(r.MaxMip&15)<<28,
		r.Word6,
		r.Word7,
	}
}

// DecodeImageDescriptor decodes a T#.
func DecodeImageDescriptor(d [8]uint32) ImageResource {
	return ImageResource{
		Base:       uint64(d[0])<<8 | uint64(d[1]&0xff)<<40,
		MinLOD:     uint16(d[1] >> 8 & 0xfff),
		Format:     Format{Data: DataFormat(d[1] >> 20 & 63), Num: NumFormat(d[1] >> 26 & 15)},
		NV:         d[1]>>30&1 != 0,
		MetaDirect: d[1]>>31 != 0,
		Width:      d[2]&0x3fff + 1,
		Height:     d[2]>>14&0x3fff + 1,
		PerfMod:    uint8(d[2] >> 28 & 7),
		DstSel:     [4]uint8{uint8(d[3] & 7), uint8(d[3] >> 3 & 7), uint8(d[3] >> 6 & 7), uint8(d[3] >> 9 & 7)},
		BaseLevel:  uint8(d[3] >> 12 & 15),
		LastLevel:  uint8(d[3] >> 16 & 15),
		SwMode:     uint8(d[3] >> 20 & 31),
		Type:       ImageType(d[3] >> 28),
		Depth:      d[4]&0x1fff + 1,
		Pitch:      d[4]>>13&0xffff + 1,
		BCSwizzle:  uint8(d[4] >> 29),
		BaseArray:  d[5] & 0x1fff,
		ArrayPitch: uint8(d[5] >> 13 & 15),
		MetaHi:     uint8(d[5] >> 17),
		MetaLinear: d[5]>>25&1 != 0,
		MetaPipe:   d[5]>>26&1 != 0,
		MetaRB:     d[5]>>27&1 != 0,
		MaxMip:     uint8(d[5] >> 28),
		Word6:      d[6],
		Word7:      d[7],
	}
}
