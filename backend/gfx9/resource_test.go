package gfx9

import (
	"math/rand"
	"strings"
	"testing"
)

// Field positions are those of the gfx9 SQ_BUF_RSRC_WORD* / SQ_IMG_RSRC_WORD*
// registers (ROCm ROCR-Runtime src/image/resource_ai.h, Mesa sid.h); the
// expected words below are computed by hand from those tables.

func TestFormatStringParse(t *testing.T) {
	for d := DataFormat8; d <= DataFormat32_32_32_32; d++ {
		for _, n := range []NumFormat{NumUnorm, NumSnorm, NumUscaled, NumSscaled, NumUint, NumSint, NumFloat, NumSrgb} {
			f := Format{d, n}
			g, err := ParseFormat(f.String())
			if err != nil || g != f {
				t.Errorf("ParseFormat(%q) = %v, %v", f.String(), g, err)
			}
		}
	}
	cases := []struct {
		s            string
		comps, bytes int
	}{
		{"32 float", 1, 4}, {"32_32 FLOAT", 2, 8}, {"32_32_32 uint", 3, 12}, {"32_32_32_32 float", 4, 16},
		{"8 unorm", 1, 1}, {"8_8 snorm", 2, 2}, {"8_8_8_8 unorm", 4, 4}, {"16 float", 1, 2}, {"16_16 sint", 2, 4},
		{"16_16_16_16 float", 4, 8}, {"10_11_11 float", 3, 4}, {"11_11_10 float", 3, 4}, {"2_10_10_10 unorm", 4, 4},
		{"10_10_10_2 uint", 4, 4},
	}
	for _, c := range cases {
		f, err := ParseFormat(c.s)
		if err != nil {
			t.Fatalf("%s: %v", c.s, err)
		}
		if f.Components() != c.comps || f.Bytes() != c.bytes {
			t.Errorf("%s: %d components, %d bytes; want %d, %d", c.s, f.Components(), f.Bytes(), c.comps, c.bytes)
		}
		if err := f.Validate(true); err != nil {
			t.Errorf("%s: %v", c.s, err)
		}
	}
	for _, bad := range []string{"", "32", "32 float x", "33 float", "32 real"} {
		if _, err := ParseFormat(bad); err == nil {
			t.Errorf("ParseFormat(%q): no error", bad)
		}
	}
	for _, bad := range []string{"8 float", "32 unorm", "2_10_10_10 float", "16 srgb"} {
		f, _ := ParseFormat(bad)
		if f.Validate(true) == nil {
			t.Errorf("%s validates", bad)
		}
	}
	if f, _ := ParseFormat("8_8_8_8 srgb"); f.Validate(false) == nil || f.Validate(true) != nil {
		t.Errorf("srgb: images only")
	}
	// 2_10_10_10: X is the low 10 bits, W the top 2 (Mesa maps
	// R10G10B10A2 to it; R11G11B10_FLOAT to 10_11_11).
	if b := DataFormat2_10_10_10.Bits(); b[0] != 10 || b[3] != 2 {
		t.Errorf("2_10_10_10 bits %v", b)
	}
	if b := DataFormat10_11_11.Bits(); b[0] != 11 || b[2] != 10 {
		t.Errorf("10_11_11 bits %v", b)
	}
}

func TestBufferDescriptorFields(t *testing.T) {
	// The raw descriptor: DST_SEL XYZW (0xfac), NUM_FORMAT UINT (4 << 12),
	// DATA_FORMAT 32 (4 << 15).
	raw := RawBufferDescriptor(0x1234_5678_9abc, 100)
	if raw != [4]uint32{0x5678_9abc, 0x1234, 100, 0x24fac} {
		t.Errorf("raw V# %#x", raw)
	}
	d := TypedBufferDescriptor(0x0000_0010_0000_0100, 8, 33, Format{DataFormat32_32, NumFloat})
	// dst_sel X, Y, 0, 1 = 4 | 5<<3 | 0<<6 | 1<<9; float 7<<12; 32_32 11<<15
	want := [4]uint32{0x100, 0x10 | 8<<16, 33, 4 | 5<<3 | 1<<9 | 7<<12 | 11<<15}
	if d != want {
		t.Errorf("typed V# %#x, want %#x", d, want)
	}
	r := DecodeBufferDescriptor(d)
	if r.Base != 0x10_0000_0100 || r.Stride != 8 || r.NumRecords != 33 || r.Format != (Format{DataFormat32_32, NumFloat}) ||
		r.DstSel != [4]uint8{SelX, SelY, SelZero, SelOne} || r.AddTID || r.Type != 0 {
		t.Errorf("decoded %+v", r)
	}
	// llc's gfx9 scratch V# has word3 0x00e00000: ADD_TID_ENABLE with
	// INDEX_STRIDE 3 (64), everything else zero.
	s := DecodeBufferDescriptor([4]uint32{0, 0, 0xffffffff, 0x00e00000})
	if !s.AddTID || s.IndexStride != 64 || s.Format.Data != 0 || s.DstSel != [4]uint8{} {
		t.Errorf("scratch V# %+v", s)
	}
	if err := CheckTypedBuffer(0, 1<<14, FormatR32Float); err == nil || !strings.Contains(err.Error(), "stride") {
		t.Errorf("stride 16384: %v", err)
	}
	if err := CheckTypedBuffer(1<<48, 4, FormatR32Float); err == nil {
		t.Errorf("base 2^48 accepted")
	}
}

func TestBufferDescriptorRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 1000; i++ {
		d := [4]uint32{rng.Uint32(), rng.Uint32(), rng.Uint32(), rng.Uint32()}
		// bits 24-26 and 28-29 of word 3 are reserved: not kept
		d[3] &^= 7<<24 | 3<<28
		if got := DecodeBufferDescriptor(d).Encode(); got != d {
			t.Fatalf("%#x -> %+v -> %#x", d, DecodeBufferDescriptor(d), got)
		}
	}
}

func TestImageDescriptorFields(t *testing.T) {
	d, err := ImageDescriptor(0xab_1234_5678_00, Image2D, Format{DataFormat32_32_32_32, NumFloat}, 16, 8, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := [8]uint32{
		0x1234_5678,           // base >> 8
		0xab | 14<<20 | 7<<26, // base[47:40], DATA_FORMAT 32_32_32_32, NUM_FORMAT FLOAT
		15 | 7<<14,            // width-1, height-1
		0xfac | 9<<28,         // dst_sel XYZW, levels 0..0, SW_MODE linear, TYPE 2D
		0 | 15<<13,            // depth-1, pitch-1
		0, 0, 0,
	}
	if d != want {
		t.Errorf("T# %#x\nwant %#x", d, want)
	}
	r := DecodeImageDescriptor(d)
	if r.Base != 0xab_1234_5678_00 || r.Width != 16 || r.Height != 8 || r.Depth != 1 || r.Pitch != 16 || r.Type != Image2D ||
		r.SwMode != SwLinear || r.Levels() != 1 || r.Format != (Format{DataFormat32_32_32_32, NumFloat}) {
		t.Errorf("decoded %+v", r)
	}
	a, err := ImageDescriptor(0x1000, Image2DArray, Format{DataFormat8_8_8_8, NumUnorm}, 5, 3, 7)
	if err != nil {
		t.Fatal(err)
	}
	// gfx9's DEPTH field of an array holds its last layer (Mesa: "Depth is
	// the last accessible layer on Gfx9"); TYPE 2D_ARRAY = 13.
	if a[4]&0x1fff != 6 || a[3]>>28 != 13 || DecodeImageDescriptor(a).Depth != 7 {
		t.Errorf("array T# %#x", a)
	}
	for _, c := range []struct {
		base          uint64
		t             ImageType
		w, h, d       uint32
		f             string
		wantErrSubstr string
	}{
		{0x1080, Image2D, 4, 4, 1, "32 float", "256-byte"},
		{0x1000, Image2D, 0, 4, 1, "32 float", "width"},
		{0x1000, Image2D, 16385, 4, 1, "32 float", "width"},
		{0x1000, Image2D, 4, 16385, 1, "32 float", "height"},
		{0x1000, Image3D, 4, 4, 8193, "32 float", "depth"},
		{0x1000, Image1D, 4, 2, 1, "32 float", "height 1"},
		{0x1000, Image2D, 4, 4, 2, "32 float", "depth 1"},
		{0x1000, ImageCube, 4, 4, 5, "32 float", "cube"},
		{0x1000, Image2DMSAA, 4, 4, 1, "32 float", "type"},
		{0x1000, Image2D, 4, 4, 1, "8 float", "float"},
	} {
		f, _ := ParseFormat(c.f)
		if _, err := ImageDescriptor(c.base, c.t, f, c.w, c.h, c.d); err == nil || !strings.Contains(err.Error(), c.wantErrSubstr) {
			t.Errorf("%+v: error %v, want one about %q", c, err, c.wantErrSubstr)
		}
	}
}

func TestImageDescriptorRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 1000; i++ {
		var d [8]uint32
		for k := range d {
			d[k] = rng.Uint32()
		}
		d[2] &^= 1 << 31 // reserved
		d[3] &^= 7 << 25 // reserved
		if got := DecodeImageDescriptor(d).Encode(); got != d {
			t.Fatalf("%#x -> %#x", d, got)
		}
	}
	for _, typ := range []string{"1d", "2d", "3d", "cube", "1darray", "2darray", "2dmsaa", "2dmsaaarray"} {
		ty, err := ParseImageType(typ)
		if err != nil || ty.String() != typ {
			t.Errorf("ParseImageType(%q) = %v, %v", typ, ty, err)
		}
	}
	if _, err := ParseImageType("4d"); err == nil {
		t.Error("4d accepted")
	}
}

// TestMultisampledImageDescriptor: an MSAA T# carries the sample count's
// log2 in LAST_LEVEL and MAX_MIP, one level, and a linear layout with a
// slice per sample of each layer; bad counts and types are refused.
func TestMultisampledImageDescriptor(t *testing.T) {
	f, _ := ParseFormat("8_8_8_8 unorm")
	d, err := MultisampledImageDescriptor(0x2000, Image2DMSAAArray, f, 5, 3, 2, 4)
	if err != nil {
		t.Fatal(err)
	}
	r := DecodeImageDescriptor(d)
	if r.Type != Image2DMSAAArray || r.LastLevel != 2 || r.MaxMip != 2 || r.BaseLevel != 0 || r.Depth != 2 {
		t.Errorf("T# %+v", r)
	}
	if r.Samples() != 4 || r.Levels() != 1 || len(r.LinearLevels()) != 1 {
		t.Errorf("samples %d, levels %d, layout levels %d; want 4, 1, 1", r.Samples(), r.Levels(), len(r.LinearLevels()))
	}
	// 2 layers of 4 samples: 8 slices of 5x3 texels of 4 bytes
	if got, want := r.LinearSize(), uint64(8*5*3*4); got != want {
		t.Errorf("LinearSize %d, want %d", got, want)
	}
	one, _ := MultisampledImageDescriptor(0x2000, Image2DMSAA, f, 5, 3, 1, 8)
	if r := DecodeImageDescriptor(one); r.Samples() != 8 || r.LinearSize() != 8*5*3*4 {
		t.Errorf("2dmsaa: samples %d, size %d", r.Samples(), r.LinearSize())
	}
	if r := DecodeImageDescriptor(one); (&ImageResource{Type: Image2DArray, LastLevel: 3}).Samples() != 1 || r.Type.Coords() != 2 || !r.Type.Multisampled() {
		t.Error("single-sampled types have 1 sample; 2dmsaa has 2 coordinates before FRAGID")
	}
	for _, c := range []struct {
		t       ImageType
		layers  uint32
		samples int
		want    string
	}{
		{Image2DMSAA, 1, 3, "samples"},
		{Image2DMSAA, 1, 32, "samples"},
		{Image2DMSAA, 1, 0, "samples"},
		{Image2DMSAA, 2, 4, "1 layer"},
		{Image2DArray, 2, 4, "2dmsaa"},
		{Image2DMSAAArray, 0, 4, "depth"},
	} {
		if _, err := MultisampledImageDescriptor(0x2000, c.t, f, 4, 4, c.layers, c.samples); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one about %q", c, err, c.want)
		}
	}
}
