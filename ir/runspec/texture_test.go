package runspec

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"hlslc/internal/texfilter"
)

func bindOne(t *testing.T, r Resource, spec string) (Bound, error) {
	t.Helper()
	s, err := Parse([]byte(fmt.Sprintf(`{"dispatch": [1, 1, 1], "resources": {%q: %s}}`, r.Name, spec)), ".")
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.BindAll([]Resource{r})
	if err != nil {
		return Bound{}, err
	}
	return b[0], nil
}

var (
	tex2D   = Resource{Name: "Tex", Kind: Typed, Shape: Shape2D, Texel: Texel{Elem: F32, Comps: 4}}
	msArray = Resource{Name: "M", Kind: Typed, Shape: Shape2DMSArray, Texel: Texel{Elem: U32, Comps: 1}}
)

func TestTextureFormatsAndLevels(t *testing.T) {
	rows := []struct {
		r      Resource
		spec   string
		data   []byte
		extent [3]uint32
		levels int
	}{
		{tex2D, `{"dims": [1, 1], "format": "R8G8B8A8_UNORM", "texels": [1, 0.5, -3, 1]}`, []byte{255, 128, 0, 255}, [3]uint32{1, 1, 1}, 1},
		{tex2D, `{"dims": [2, 1], "format": "r8_snorm", "texels": [-1, 0.5]}`, []byte{0x81, 64}, [3]uint32{2, 1, 1}, 1},
		// 4x2, full chain: 8 + 2 + 1 texels
		{tex2D, `{"dims": [4, 2], "format": "R8_UNORM", "levels": "full", "u8": [0,1,2,3,4,5,6,7, 8,9, 10]}`, nil, [3]uint32{4, 2, 1}, 3},
		{Resource{Name: "U", Kind: Typed, Shape: Shape2D, Texel: Texel{Elem: U32, Comps: 1}}, `{"dims": [2, 2], "format": "R16_UINT", "levels": 2, "mips": [{"texels": [1, 2, 3, 4]}, {"u16": [9]}]}`,
			[]byte{1, 0, 2, 0, 3, 0, 4, 0, 9, 0}, [3]uint32{2, 2, 1}, 2},
		// a cube of 1x1 faces with 2 levels is impossible; with one level 6 texels
		{Resource{Name: "C", Kind: Typed, Shape: ShapeCube, Texel: Texel{Elem: F32, Comps: 1}}, `{"dims": [1, 1], "format": "R8_UNORM", "texels": [0, 0, 0, 0, 0, 1]}`,
			[]byte{0, 0, 0, 0, 0, 255}, [3]uint32{1, 1, 6}, 1},
		// arrays: layer by layer, each its chain: 2x1 + 1x1, twice
		{Resource{Name: "A", Kind: Typed, Shape: Shape1DArray, Texel: Texel{Elem: U32, Comps: 1}}, `{"dims": [2, 2], "format": "R8_UINT", "levels": 2, "mips": [{"u8": [1, 2, 3, 4]}, {"u8": [5, 6]}]}`,
			[]byte{1, 2, 5, 3, 4, 6}, [3]uint32{2, 1, 2}, 2},
		{Resource{Name: "CA", Kind: Typed, Shape: ShapeCubeArray, Texel: Texel{Elem: I32, Comps: 1}}, `{"dims": [1, 1, 2], "zero": 48}`,
			make([]byte, 48), [3]uint32{1, 1, 12}, 1},
		// multisampled: layer by layer, sample by sample, row by row
		{msArray, `{"dims": [2, 1, 2], "samples": 2, "format": "R8_UINT", "u8": [0,1, 2,3, 4,5, 6,7]}`,
			[]byte{0, 1, 2, 3, 4, 5, 6, 7}, [3]uint32{2, 1, 2}, 1},
		{Resource{Name: "M", Kind: Typed, Shape: Shape2DMS, Texel: Texel{Elem: F32, Comps: 1}}, `{"dims": [1, 2], "format": "R8_UNORM", "zero": 2}`,
			make([]byte, 2), [3]uint32{1, 2, 1}, 1},
	}
	for _, r := range rows {
		b, err := bindOne(t, r.r, r.spec)
		if err != nil {
			t.Errorf("%s: %v", r.spec, err)
			continue
		}
		if r.data == nil {
			r.data = []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
		}
		if !reflect.DeepEqual(b.Data, r.data) || b.Extent != r.extent || b.Levels != r.levels {
			t.Errorf("%s: data %v extent %v levels %d; want %v %v %d", r.spec, b.Data, b.Extent, b.Levels, r.data, r.extent, r.levels)
		}
		if im := b.Image(r.r.Shape); im.Check() != nil {
			t.Errorf("%s: image: %v", r.spec, im.Check())
		}
	}
}

func TestTextureErrors(t *testing.T) {
	rw := tex2D
	rw.Writable = true
	uintTex := Resource{Name: "Tex", Kind: Typed, Shape: Shape2D, Texel: Texel{Elem: U32, Comps: 1}}
	rows := []struct {
		r    Resource
		spec string
		want string
	}{
		{tex2D, `{"dims": [2, 2], "format": "R9_UNORM", "zero": 4}`, `unknown texture format "R9_UNORM"`},
		{tex2D, `{"dims": [2, 2], "format": "R8_UINT", "zero": 4}`, "cannot have format R8_UINT"},
		{uintTex, `{"dims": [2, 2], "format": "R8_UNORM", "zero": 4}`, "cannot have format R8_UNORM"},
		{tex2D, `{"dims": [4, 4], "levels": 4, "zero": 4}`, "has 1 to 3 mip levels, got 4"},
		{tex2D, `{"dims": [4, 4], "levels": "some", "zero": 4}`, `expected a number of mip levels or "full"`},
		{rw, `{"dims": [4, 4], "levels": 2, "zero": 4}`, "RW texture is one mip level"},
		{tex2D, `{"dims": [1, 1], "format": "R8_UNORM", "texels": [1, 2]}`, "2 numbers, but 1 texels of 1 components take 1"},
		{tex2D, `{"dims": [1, 1], "format": "R8_UNORM", "zero": 2}`, "2 bytes, but 1 texels of 8 unorm hold 1"},
		{tex2D, `{"dims": [1, 1], "format": "R8_UNORM", "levels": 1, "mips": [{"zero": 1}, {"zero": 1}]}`, "2 data objects, the texture has 1 levels"},
		{tex2D, `{"dims": [1, 1], "format": "R8_UNORM", "generate": "plaid"}`, `unknown pattern "plaid"`},
		{tex2D, `{"dims": [1, 1], "zero": 16, "texels": []}`, "exactly one of"},
		{Resource{Name: "C", Kind: Typed, Shape: ShapeCube, Texel: Texel{Elem: F32, Comps: 1}}, `{"dims": [2, 1], "zero": 16}`, "a cube's faces are square"},
		{Resource{Name: "B", Kind: Typed, Shape: ShapeBuffer, Texel: Texel{Elem: F32, Comps: 1}}, `{"format": "R8_UNORM", "zero": 16}`, `"format" is for textures`},
		{tex2D, `{"dims": [1, 1], "samples": 4, "zero": 16}`, `"samples" is for texture2dms`},
		{msArray, `{"dims": [1, 1, 1], "samples": 3, "zero": 12}`, "expected 1, 2, 4, 8 or 16 samples per texel, got 3"},
		{msArray, `{"dims": [1, 1, 1], "samples": 32, "zero": 128}`, "expected 1, 2, 4, 8 or 16 samples per texel, got 32"},
		{msArray, `{"dims": [1, 1, 1], "samples": "four", "zero": 16}`, `got "four"`},
		{msArray, `{"dims": [2, 2, 1], "levels": 2, "samples": 2, "zero": 16}`, "no multisampled mip chains"},
		{msArray, `{"dims": [1, 1, 1], "samples": 4, "zero": 4}`, "4 bytes, but 4 texels"},
	}
	for _, r := range rows {
		_, err := bindOne(t, r.r, r.spec)
		if err == nil || !strings.Contains(err.Error(), r.want) {
			t.Errorf("%s: %v, want %q", r.spec, err, r.want)
		}
	}
}

func TestTextureGenerate(t *testing.T) {
	b1, err := bindOne(t, tex2D, `{"dims": [8, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": "noise"}`)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := bindOne(t, tex2D, `{"dims": [8, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": {"pattern": "noise", "seed": 0}}`)
	b3, _ := bindOne(t, tex2D, `{"dims": [8, 8], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": {"pattern": "noise", "seed": 1}}`)
	if len(b1.Data) != 4*(64+16+4+1) || !reflect.DeepEqual(b1.Data, b2.Data) || reflect.DeepEqual(b1.Data, b3.Data) {
		t.Errorf("noise: %d bytes, same seed equal %v, other seed equal %v", len(b1.Data), reflect.DeepEqual(b1.Data, b2.Data), reflect.DeepEqual(b1.Data, b3.Data))
	}
	// gradient: level 1 texel (1, 0) is ((1.5)/64, 0.5/64, 1/16, 0)
	b, err := bindOne(t, tex2D, `{"dims": [4, 4], "levels": 2, "generate": "gradient"}`)
	if err != nil {
		t.Fatal(err)
	}
	im := b.Image(Shape2D)
	v, _ := im.Fetch(1, 1, 0, 0, 0)
	want := [4]float32{1.5 / 64, 0.5 / 64, 1.0 / 16, 0}
	for i := range v {
		if math.Float32frombits(v[i]) != want[i] {
			t.Errorf("gradient level 1 (1, 0): %v, want %v", v, want)
			break
		}
	}
	// flat: one value per layer, the same at every level
	fb, err := bindOne(t, Resource{Name: "A", Kind: Typed, Shape: Shape2DArray, Texel: Texel{Elem: F32, Comps: 4}}, `{"dims": [4, 4, 2], "levels": 2, "generate": "flat"}`)
	if err != nil {
		t.Fatal(err)
	}
	fim := fb.Image(Shape2DArray)
	at := func(level, x, y, layer int) [4]uint32 { v, _ := fim.Fetch(level, x, y, 0, layer); return v }
	if at(0, 0, 0, 0) != at(0, 3, 2, 0) || at(1, 0, 0, 1) != at(1, 1, 1, 1) || at(0, 0, 0, 0) == at(0, 0, 0, 1) || at(0, 0, 0, 0) != at(1, 0, 0, 0) {
		t.Errorf("flat: level 0 layer 0 %v / %v, layer 1 %v, level 1 %v", at(0, 0, 0, 0), at(0, 3, 2, 0), at(0, 0, 0, 1), at(1, 0, 0, 0))
	}
	// noise on an integer format stays in range
	ib, err := bindOne(t, Resource{Name: "I", Kind: Typed, Shape: Shape2D, Texel: Texel{Elem: I32, Comps: 1}}, `{"dims": [16, 16], "format": "R8_SINT", "generate": "noise"}`)
	if err != nil || len(ib.Data) != 256 {
		t.Fatalf("R8_SINT noise: %v", err)
	}
}

var sampler = Resource{Name: "S", Kind: Sampler}

func TestSamplerState(t *testing.T) {
	def := texfilter.DefaultSampler
	def.Border = texfilter.OpaqueWhite
	rows := []struct {
		r    Resource
		spec string
		edit func(*texfilter.Sampler)
	}{
		{sampler, `{}`, func(*texfilter.Sampler) {}},
		{sampler, `{"filter": "MIN_MAG_MIP_POINT"}`, func(s *texfilter.Sampler) { s.Min, s.Mag, s.Mip = texfilter.Point, texfilter.Point, texfilter.Point }},
		{sampler, `{"filter": "D3D12_FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR"}`, func(s *texfilter.Sampler) { s.Mag = texfilter.Point }},
		{sampler, `{"filter": "MIN_MAG_LINEAR_MIP_POINT"}`, func(s *texfilter.Sampler) { s.Mip = texfilter.Point }},
		{sampler, `{"filter": "MIN_POINT_MAG_MIP_LINEAR"}`, func(s *texfilter.Sampler) { s.Min = texfilter.Point }},
		{sampler, `{"filter": "MAXIMUM_MIN_MAG_MIP_LINEAR"}`, func(s *texfilter.Sampler) { s.Reduction = texfilter.Maximum }},
		{sampler, `{"filter": "point", "mip": "none"}`, func(s *texfilter.Sampler) { s.Min, s.Mag, s.Mip = texfilter.Point, texfilter.Point, texfilter.None }},
		{sampler, `{"address": "wrap"}`, func(s *texfilter.Sampler) {
			s.Address = [3]texfilter.Address{texfilter.Wrap, texfilter.Wrap, texfilter.Wrap}
		}},
		{sampler, `{"address": ["mirror", "border", "mirror_once"]}`, func(s *texfilter.Sampler) {
			s.Address = [3]texfilter.Address{texfilter.Mirror, texfilter.ClampBorder, texfilter.MirrorOnceEdge}
		}},
		{sampler, `{"border": [0, 0, 0, 1]}`, func(s *texfilter.Sampler) { s.Border = texfilter.OpaqueBlack }},
		{sampler, `{"border": "transparent_black"}`, func(s *texfilter.Sampler) { s.Border = texfilter.TransparentBlack }},
		{sampler, `{"border": [0.5, 0, 0, 1]}`, func(s *texfilter.Sampler) {
			s.Border, s.Custom = texfilter.CustomBorder, [4]uint32{math.Float32bits(0.5), 0, 0, math.Float32bits(1)}
		}},
		{sampler, `{"min_lod": 1.3, "max_lod": 100, "lod_bias": -0.5}`, func(s *texfilter.Sampler) { s.MinLOD, s.MaxLOD, s.Bias = 333.0/256, 4095.0/256, -0.5 }},
		{Resource{Name: "S", Kind: Sampler, Compare: true}, `{"filter": "COMPARISON_MIN_MAG_MIP_POINT", "compare": "less_equal"}`, func(s *texfilter.Sampler) {
			s.Min, s.Mag, s.Mip, s.Compare = texfilter.Point, texfilter.Point, texfilter.Point, texfilter.LessEqual
		}},
	}
	for _, r := range rows {
		b, err := bindOne(t, r.r, r.spec)
		if err != nil {
			t.Errorf("%s: %v", r.spec, err)
			continue
		}
		want := def
		r.edit(&want)
		if *b.Sampler != want {
			t.Errorf("%s:\n got %+v\nwant %+v", r.spec, *b.Sampler, want)
		}
	}
	for _, e := range []struct{ spec, want string }{
		{`{"filter": "ANISOTROPIC"}`, "anisotropic filtering is not modelled"},
		{`{"filter": "COMPARISON_MIN_MAG_MIP_POINT"}`, "COMPARISON_ filter is for a SamplerComparisonState"},
		{`{"filter": "MIN_MAG_MIP_CUBIC"}`, "a filter is POINT or LINEAR"},
		{`{"address": "clamp_to_edge"}`, `unknown address mode "clamp_to_edge"`},
		{`{"border": "red"}`, `unknown border colour "red"`},
		{`{"compare": "lt"}`, `unknown comparison function "lt"`},
		{`{"max_anisotropy": 4}`, "anisotropic filtering is not modelled"},
		{`{"lod_bias": 20}`, "lod_bias: expected a number from -16 to 15.99"},
		{`{"mip": "cubic"}`, `unknown filter "cubic"`},
		{`{"filtre": "point"}`, `unknown sampler key "filtre"`},
	} {
		_, err := bindOne(t, sampler, e.spec)
		if err == nil || !strings.Contains(err.Error(), e.want) {
			t.Errorf("%s: %v, want %q", e.spec, err, e.want)
		}
	}
}

func TestSynthesizeTexturesAndSamplers(t *testing.T) {
	res := []Resource{
		{Name: "C", Kind: Typed, Shape: ShapeCubeArray, Texel: Texel{Elem: F32, Comps: 2}},
		{Name: "A", Kind: Typed, Shape: Shape1DArray, Writable: true, Texel: Texel{Elem: U32, Comps: 1}},
		{Name: "S", Kind: Sampler},
		{Name: "Z", Kind: Sampler, Compare: true},
	}
	s := Synthesize(res, SynthOptions{TextureExtent: 8, DepthExtent: 2})
	b, err := s.BindAll(res)
	if err != nil {
		t.Fatal(err)
	}
	if b[0].Extent != [3]uint32{8, 8, 12} || b[0].Levels != 4 || b[1].Levels != 1 || b[1].Extent != [3]uint32{8, 1, 2} {
		t.Errorf("extents %v %v, levels %d %d", b[0].Extent, b[1].Extent, b[0].Levels, b[1].Levels)
	}
	if b[2].Sampler.Address[0] != texfilter.Wrap || b[3].Sampler.Compare != texfilter.LessEqual {
		t.Errorf("samplers %+v %+v", b[2].Sampler, b[3].Sampler)
	}
}

// TestTexelDefaultFormats: one row per element class: the default format,
// the bytes of an element, the 32-bit values the code moves, and the
// formats a spec may give instead.
func TestTexelDefaultFormats(t *testing.T) {
	for _, c := range []struct {
		texel      string
		format     string
		size, regs int
		ok, bad    string // a format the texel may have, one it may not
	}{
		{"f32x4", "R32G32B32A32_FLOAT", 16, 4, "R8G8B8A8_UNORM", "R32_UINT"},
		{"i32x2", "R32G32_SINT", 8, 2, "R8G8_SINT", "R32G32_FLOAT"},
		{"f16x4", "R16G16B16A16_FLOAT", 8, 4, "R8G8B8A8_SNORM", "R16G16B16A16_UINT"},
		{"f16x3", "R16G16B16A16_FLOAT", 8, 3, "R11G11B10_FLOAT", "R16_SINT"},
		{"u16x2", "R16G16_UINT", 4, 2, "R8G8_UINT", "R16G16_SINT"},
		{"i16", "R16_SINT", 2, 1, "R32_SINT", "R16_FLOAT"},
		{"u64", "R32G32_UINT", 8, 2, "R32G32_UINT", "R32G32_SINT"},
		{"f64x2", "R32G32B32A32_UINT", 16, 4, "R32G32B32A32_UINT", "R32G32B32A32_FLOAT"},
		{"i64x2", "R32G32B32A32_UINT", 16, 4, "R32G32B32A32_UINT", "R32G32_UINT"},
	} {
		tx, ok := ParseTexel(c.texel)
		if !ok {
			t.Errorf("%s: not a texel", c.texel)
			continue
		}
		f := tx.DefaultFormat()
		if f.Name() != c.format || tx.Size() != c.size || tx.StorageComps() != c.regs {
			t.Errorf("%s: format %s, %d bytes, %d values; want %s, %d, %d", c.texel, f.Name(), tx.Size(), tx.StorageComps(), c.format, c.size, c.regs)
		}
		for name, want := range map[string]bool{c.ok: true, c.bad: false} {
			g, err := texfilter.ParseFormat(name)
			if err != nil {
				t.Fatal(err)
			}
			if tx.Compatible(g) != want {
				t.Errorf("%s with format %s: compatible %v, want %v", c.texel, name, !want, want)
			}
		}
	}
	for _, s := range []string{"f64x3", "u64x4", "boolx2"} {
		if _, ok := ParseTexel(s); ok {
			t.Errorf("%s parsed as a texel", s)
		}
	}
}

// TestOutputFormattedTexels: a texture in a format other than its elements'
// default one is output as its decoded texels with the format's name, and
// that output read back as a spec gives the same bytes.
func TestOutputFormattedTexels(t *testing.T) {
	for _, c := range []struct{ format, want string }{
		{"R8G8B8A8_UNORM", `"format": "R8G8B8A8_UNORM", "texels": [`},
		{"R8G8B8A8_UNORM_SRGB", `"format": "R8G8B8A8_UNORM_SRGB", "texels": [`},
		{"R8G8_UNORM_SRGB", `"format": "R8G8_UNORM_SRGB", "texels": [`},
		{"R11G11B10_FLOAT", `"format": "R11G11B10_FLOAT", "texels": [`},
		{"R16G16_SNORM", `"format": "R16G16_SNORM", "texels": [`},
	} {
		r := Resource{Name: "RW", Kind: Typed, Writable: true, Shape: Shape2D, Texel: Texel{Elem: F32, Comps: 4}}
		spec := `{"dims": [5, 3], "format": "` + c.format + `", "generate": "noise"}`
		b, err := bindOne(t, r, spec)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Output([]Resource{r}, [][]byte{b.Data}, OutputOptions{Formats: []texfilter.Format{b.Format}})
		if err != nil {
			t.Fatal(err)
		}
		text := string(out)
		if !strings.Contains(text, c.want) {
			t.Fatalf("%s: output %s", c.format, text)
		}
		entry := text[strings.Index(text, `"format"`) : strings.LastIndex(text, "]")+1]
		back, err := bindOne(t, r, `{"dims": [5, 3], `+entry+`}`)
		if err != nil {
			t.Fatalf("%s: %v", c.format, err)
		}
		if !reflect.DeepEqual(back.Data, b.Data) {
			t.Errorf("%s: the output read back differs", c.format)
		}
	}
	// the default format keeps the typed array
	r := Resource{Name: "RW", Kind: Typed, Writable: true, Shape: Shape2D, Texel: Texel{Elem: F32, Comps: 1}}
	b, _ := bindOne(t, r, `{"dims": [2, 2], "f32": [1, 2, 3, 4]}`)
	out, _ := Output([]Resource{r}, [][]byte{b.Data}, OutputOptions{Formats: []texfilter.Format{b.Format}})
	if !strings.Contains(string(out), `"RW": {"f32": [1, 2, 3, 4]}`) {
		t.Errorf("default format: %s", out)
	}
}
