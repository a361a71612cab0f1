package gfx9

import (
	"math/rand"
	"testing"
)

// S# field positions are those of the gfx9 SQ_IMG_SAMP_WORD0-3 registers
// (Mesa sid.h S_008F30_*..S_008F3C_*, ROCm's register headers); the
// expected words are computed by hand from those tables.
func TestSamplerDescriptorFields(t *testing.T) {
	r := SamplerResource{
		ClampX: TexMirror, ClampY: TexClampBorder, ClampZ: TexMirrorOnceLastTexel,
		DepthCompareFunc: TexCompareGreaterEqual, ForceUnnormalized: true, DisableCubeWrap: true,
		FilterMode: FilterModeMax,
		MinLOD:     UnsignedLOD(1.5), MaxLOD: UnsignedLOD(12),
		LODBias: SignedLODBias(-2.25), XYMagFilter: TexXYBilinear, XYMinFilter: TexXYPoint,
		ZFilter: TexFilterPoint, MipFilter: TexFilterLinear,
		BorderColorPtr: 5, BorderColorType: BorderRegister,
	}
	want := [4]uint32{
		1 | 6<<3 | 3<<6 | 6<<12 | 1<<15 | 1<<28 | 2<<29,
		0x180 | 0xc00<<12,
		(0x4000-0x240)&0x3fff | 1<<20 | 0<<22 | 1<<24 | 2<<26,
		5 | 3<<30,
	}
	if got := r.Encode(); got != want {
		t.Errorf("Encode = %#x, want %#x", got, want)
	}
	if got := DecodeSamplerDescriptor(want); got != r {
		t.Errorf("Decode = %+v, want %+v", got, r)
	}
	if LODValue(r.MinLOD) != 1.5 || LODValue(r.MaxLOD) != 12 || LODBiasValue(r.LODBias) != -2.25 {
		t.Errorf("LOD fields: %v %v %v", LODValue(r.MinLOD), LODValue(r.MaxLOD), LODBiasValue(r.LODBias))
	}
}

func TestSamplerDescriptorRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 1000; i++ {
		d := [4]uint32{rng.Uint32(), rng.Uint32(), rng.Uint32(), rng.Uint32() &^ (1<<30 - 1<<13)}
		if got := DecodeSamplerDescriptor(d).Encode(); got != d {
			t.Fatalf("%#x round trips to %#x", d, got)
		}
	}
}

func TestLODFixedPoint(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want uint16
	}{{0, 0}, {-1, 0}, {15, 15 * 256}, {16, 0xfff}, {1.0 / 512, 1}, {1000, 0xfff}} {
		if got := UnsignedLOD(c.v); got != c.want {
			t.Errorf("UnsignedLOD(%v) = %#x, want %#x", c.v, got, c.want)
		}
	}
	for _, c := range []struct {
		v    float64
		want uint16
	}{{0, 0}, {1, 0x100}, {-1, 0x3f00}, {-32, 0x2000}, {-100, 0x2000}, {100, 0x1fff}} {
		if got := SignedLODBias(c.v); got != c.want {
			t.Errorf("SignedLODBias(%v) = %#x, want %#x", c.v, got, c.want)
		}
	}
}

func TestLinearLevels(t *testing.T) {
	// one level: pitch from the PITCH field
	d, err := ImageDescriptor(0x1000, Image2DArray, FormatR32Float, 5, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	r := DecodeImageDescriptor(d)
	lv := r.LinearLevels()
	if len(lv) != 1 || lv[0] != (MipLevel{5, 3, 1, 0, 20, 60}) || r.LinearSize() != 120 {
		t.Errorf("one level: %+v, size %d", lv, r.LinearSize())
	}
	// a chain: rows of 256 bytes (5 floats rounded up), levels of 3, 1, 1
	// rows down one slice, PITCH = the chain's 5 rows
	d, err = ImageDescriptorLevels(0x1000, Image2DArray, FormatR32Float, 5, 3, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	r = DecodeImageDescriptor(d)
	if r.Pitch != 5 || r.MaxMip != 2 || r.LastLevel != 2 || r.BaseLevel != 0 {
		t.Errorf("chain fields: pitch %d max_mip %d levels %d..%d", r.Pitch, r.MaxMip, r.BaseLevel, r.LastLevel)
	}
	want := []MipLevel{{5, 3, 1, 0, 256, 1280}, {2, 1, 1, 768, 256, 1280}, {1, 1, 1, 1024, 256, 1280}}
	lv = r.LinearLevels()
	for i := range want {
		if lv[i] != want[i] {
			t.Errorf("level %d: %+v, want %+v", i, lv[i], want[i])
		}
	}
	if r.LinearSize() != 1280+1024+4 {
		t.Errorf("size %d", r.LinearSize())
	}
	// 3D: the depth shrinks with the level, every slice holds a chain
	d, _ = ImageDescriptorLevels(0, Image3D, FormatRGBA32Float, 4, 4, 8, 4)
	r = DecodeImageDescriptor(d)
	lv = r.LinearLevels()
	if lv[1].Depth != 4 || lv[3].Depth != 1 || lv[0].SlicePitch != 256*(4+2+1+1) {
		t.Errorf("3D levels: %+v", lv)
	}
	for _, bad := range []int{0, 6} {
		if _, err := ImageDescriptorLevels(0, Image2D, FormatR32Float, 16, 4, 1, bad); err == nil {
			t.Errorf("%d levels of a 16x4 image accepted", bad)
		}
	}
	if n := MaxMipLevels(Image3D, 1, 1, 64); n != 7 {
		t.Errorf("MaxMipLevels 3D depth 64 = %d", n)
	}
	if n := MaxMipLevels(Image2DArray, 1, 1, 64); n != 1 {
		t.Errorf("MaxMipLevels of an array of 1x1 = %d", n)
	}
}
