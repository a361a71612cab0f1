package texfilter

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
)

// eq reports a mismatch (the project keeps go.mod free of test-only
// modules, so no assertion library).
func eq(t *testing.T, want, got any, what string, args ...any) bool {
	t.Helper()
	if !reflect.DeepEqual(want, got) {
		t.Errorf("%s: got %v, want %v", fmt.Sprintf(what, args...), got, want)
		return false
	}
	return true
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func f32b(f float32) uint32 { return math.Float32bits(f) }

// One row per number format: raw bits of one component and the value they
// decode to, computed from the format definitions by hand.
func TestDecodeComponent(t *testing.T) {
	rows := []struct {
		num   Num
		width uint
		bits  uint32
		comp  int
		want  uint32
	}{
		{Unorm, 8, 255, 0, f32b(1)},
		{Unorm, 8, 0, 0, f32b(0)},
		{Unorm, 8, 51, 0, f32b(0.2)},
		{Unorm, 16, 65535, 0, f32b(1)},
		{Unorm, 2, 1, 3, f32b(float32(1.0 / 3))},
		{Snorm, 8, 0x81, 0, f32b(-1)},
		{Snorm, 8, 0x80, 0, f32b(-1)}, // -128 clamps to -1
		{Snorm, 8, 127, 0, f32b(1)},
		{Snorm, 16, 0xc000, 0, f32b(float32(-16384.0 / 32767))},
		{Uscaled, 8, 200, 0, f32b(200)},
		{Sscaled, 8, 0xff, 0, f32b(-1)},
		{Uint, 16, 0xffff, 0, 0xffff},
		{Sint, 16, 0xffff, 0, 0xffffffff},
		{Sint, 10, 0x200, 0, uint32(0xfffffe00)},
		{Float, 32, 0x40490fdb, 0, 0x40490fdb},
		{Float, 16, 0x3c00, 0, f32b(1)},
		{Float, 16, 0xc000, 0, f32b(-2)},
		{Float, 16, 0x0001, 0, f32b(float32(math.Ldexp(1, -24)))},
		{Float, 11, 15 << 6, 0, f32b(1)},    // 1.0: exponent 15, mantissa 0
		{Float, 10, 16<<5 | 16, 2, f32b(3)}, // 1.5 * 2
		{Float, 11, 31 << 6, 0, f32b(float32(math.Inf(1)))},
		{Srgb, 8, 255, 0, f32b(1)},
		{Srgb, 8, 128, 0, f32b(float32(SrgbToLinear(128.0 / 255)))},
		{Srgb, 8, 128, 3, f32b(float32(128.0 / 255))}, // alpha is linear
	}
	for _, r := range rows {
		got := DecodeComponent(r.num, r.width, r.bits, r.comp)
		eq(t, r.want, got, "%s %d bits %#x comp %d (%g, want %g)", r.num, r.width, r.bits, r.comp,
			math.Float32frombits(got), math.Float32frombits(r.want))
	}
}

// One row per number format: a value and the bits it stores as.
func TestEncodeComponent(t *testing.T) {
	rows := []struct {
		num   Num
		width uint
		v     uint32
		comp  int
		want  uint32
	}{
		{Unorm, 8, f32b(0.5), 0, 128},
		{Unorm, 8, f32b(2), 0, 255},
		{Unorm, 8, f32b(float32(math.NaN())), 0, 0},
		{Snorm, 8, f32b(-1), 0, 0x81},
		{Snorm, 8, f32b(-2), 0, 0x81},
		{Uscaled, 8, f32b(2.5), 0, 2},
		{Sscaled, 8, f32b(-300), 0, 0x80},
		{Uint, 8, 300, 0, 255},
		{Sint, 8, uint32(0xffffff00), 0, 0x80}, // -256 saturates to -128
		{Float, 16, f32b(1), 0, 0x3c00},
		{Float, 16, f32b(65536), 0, 0x7c00},
		{Float, 11, f32b(-1), 0, 0},
		{Float, 10, f32b(3), 2, 16<<5 | 16},
		{Srgb, 8, f32b(1), 0, 255},
		{Srgb, 8, f32b(0.5), 3, 128},
	}
	for _, r := range rows {
		eq(t, r.want, EncodeComponent(r.num, r.width, r.v, r.comp), "%s %d bits %g comp %d", r.num, r.width, math.Float32frombits(r.v), r.comp)
	}
}

func TestFormatLayout(t *testing.T) {
	f, err := ParseFormat("R10G10B10A2_UNORM")
	must(t, err)
	// X in the low 10 bits, W in the top 2
	b := []byte{0xff, 0x03, 0x00, 0xc0}
	eq(t, [4]uint32{f32b(1), 0, 0, f32b(1)}, f.Decode(b), "10_10_10_2")
	f, _ = ParseFormat("r11g11b10_float")
	eq(t, 4, f.Bytes(), "bytes")
	eq(t, 3, f.Components(), "components")
	var w [4]byte
	f.Encode(w[:], [4]uint32{f32b(1), f32b(2), f32b(3), 0}, 3)
	got := f.Decode(w[:])
	eq(t, [4]uint32{f32b(1), f32b(2), f32b(3), f32b(1)}, got, "11_11_10 round trip")
	// one component of a texel, the others kept
	f, _ = ParseFormat("R8G8B8A8_UINT")
	w = [4]byte{1, 2, 3, 4}
	f.EncodeAt(w[:], 2, 300)
	eq(t, [4]byte{1, 2, 255, 4}, w, "EncodeAt")
	eq(t, "R8G8B8A8_UINT", f.Name(), "Name")
	eq(t, "8_8_8_8 uint", f.String(), "String")
}

func TestFormatNames(t *testing.T) {
	seen := map[Format]bool{}
	for _, n := range Formats() {
		must(t, n.Validate())
		if seen[n.Format] {
			t.Errorf("%s twice", n.Name)
		}
		seen[n.Format] = true
		f, err := ParseFormat("DXGI_FORMAT_" + n.Name)
		must(t, err)
		eq(t, n.Format, f, "%s", n.Name)
	}
	if _, err := ParseFormat("R9G9B9E5_SHAREDEXP"); err == nil || !strings.Contains(err.Error(), "unknown texture format") {
		t.Errorf("R9G9B9E5_SHAREDEXP: %v", err)
	}
}

func TestValidate(t *testing.T) {
	bad := []Format{
		{Bits: [4]uint8{8, 8, 8, 8}, Num: Float},
		{Bits: [4]uint8{32}, Num: Unorm},
		{Bits: [4]uint8{16}, Num: Srgb},
		{Bits: [4]uint8{8, 0, 8}, Num: Uint},
		{Bits: [4]uint8{4}, Num: Uint},
		{},
	}
	for _, f := range bad {
		if f.Validate() == nil {
			t.Errorf("%v validates", f)
		}
	}
}

func TestSwizzle(t *testing.T) {
	c := [4]uint32{1, 2, 3, 4}
	eq(t, [4]uint32{3, 0, 1, 1}, Swizzle{SelZ, Sel0, Sel1, SelX}.Apply(c, Uint), "uint")
	eq(t, [4]uint32{1, 2, 3, f32b(1)}, Swizzle{SelX, SelY, SelZ, Sel1}.Apply(c, Float), "float")
}

func TestF16(t *testing.T) {
	for h := 0; h < 1<<16; h++ {
		f := F16ToF32(uint16(h))
		if math.IsNaN(float64(f)) {
			continue
		}
		if got := F32ToF16(f); got != uint16(h) {
			t.Fatalf("%#x round trips to %#x", h, got)
		}
	}
	eq(t, uint16(0x3c00), F64ToF16(1+math.Ldexp(1, -11)), "tie to even")
	eq(t, uint16(0x3c02), F64ToF16(1+3*math.Ldexp(1, -11)), "tie to even, up")
}

func TestVulkanFormats(t *testing.T) {
	// every SPIR-V name maps to a DXGI format of the same components, or
	// keeps the element's own format
	for name := range vulkanFormats {
		f, own, ok := VulkanFormat(name)
		if !ok {
			t.Errorf("%s: not found", name)
			continue
		}
		if own {
			continue
		}
		if err := f.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		// the letters before the first width name the components, except
		// in the packed names
		want := strings.IndexAny(name, "0123456789")
		if name != "r11g11b10f" && !strings.HasPrefix(name, "rgb10a2") && f.Components() != want {
			t.Errorf("%s: %d components, want %d", name, f.Components(), want)
		}
	}
	f, _, _ := VulkanFormat("rgba8")
	eq(t, "R8G8B8A8_UNORM", f.Name(), "rgba8")
	if _, _, ok := VulkanFormat("rgba9"); ok {
		t.Error("rgba9 accepted")
	}
}

// The 8-bit tables give exactly what the conversions give, for every value
// and component.
func TestByteNorms(t *testing.T) {
	for _, num := range []Num{Unorm, Srgb} {
		for comp := 0; comp < 4; comp++ {
			for v := range uint32(256) {
				if got, want := DecodeComponent(num, 8, v, comp), decodeComponent(num, 8, v, comp); got != want {
					t.Fatalf("%v component %d of %d: %#x, want %#x", num, comp, v, got, want)
				}
			}
		}
	}
}

// getBits's whole-byte loads read what the bit by bit definition reads.
func TestGetBits(t *testing.T) {
	b := []byte{0x9d, 0x3c, 0xe1, 0x57, 0x08, 0xf2, 0x6b, 0xa4, 0x11}
	for off := uint(0); off < 32; off++ {
		for width := uint(1); width <= 32; width++ {
			var want uint32
			for k := uint(0); k < width; k++ {
				bit := off + k
				want |= uint32(b[bit/8]>>(bit%8)&1) << k
			}
			eq(t, want, getBits(b, off, width), "getBits(off %d, width %d)", off, width)
		}
	}
}

// Decode's whole-word path gives what decoding each component gives.
func TestDecodeWords(t *testing.T) {
	b := []byte{0x9d, 0x3c, 0xe1, 0x57, 0x08, 0xf2, 0x6b, 0xa4, 0x11, 0x00, 0x80, 0x7f, 0x01, 0x02, 0x03, 0xfc}
	for _, f := range []Format{
		{Bits: [4]uint8{32}, Num: Float}, {Bits: [4]uint8{32, 32}, Num: Float}, {Bits: [4]uint8{32, 32, 32}, Num: Float},
		{Bits: [4]uint8{32, 32, 32, 32}, Num: Float}, {Bits: [4]uint8{32, 32, 32, 32}, Num: Uint}, {Bits: [4]uint8{32, 32}, Num: Sint},
		{Bits: [4]uint8{32, 8, 24}, Num: Uint}, {Bits: [4]uint8{16, 16, 16, 16}, Num: Float}, {Bits: [4]uint8{8, 8, 8, 8}, Num: Srgb},
	} {
		off, width, n := f.layout()
		want := [4]uint32{0, 0, 0, f.Num.One()}
		for i := 0; i < n; i++ {
			want[i] = decodeComponent(f.Num, width[i], getBits(b, off[i], width[i]), i)
		}
		eq(t, want, f.Decode(b), "Decode %v", f)
	}
}
