package runspec

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// synthResources has one resource of every kind the spec knows.
var synthResources = []Resource{
	testResources[0], // the Params cbuffer
	{Name: "Particles", Kind: Structured, Writable: true, Stride: 24, Members: []Member{
		{Name: "pos", Offset: 0, Layout: Layout{Elem: F32, Dims: []Dim{{3, 4}}}},
		{Name: "id", Offset: 12, Layout: Layout{Elem: U32}},
		{Name: "w", Offset: 16, Layout: Layout{Elem: F64}},
	}},
	{Name: "Floats", Kind: Structured, Stride: 12, Members: []Member{{Layout: Layout{Elem: F32, Dims: []Dim{{3, 4}}}}}},
	{Name: "Halves", Kind: Structured, Writable: true, Stride: 2, Members: []Member{{Layout: Layout{Elem: F16}}}},
	{Name: "Words", Kind: Structured, Stride: 8},
	{Name: "Raw", Kind: Raw, Writable: true},
	{Name: "Ints", Kind: Typed, Writable: true, Shape: ShapeBuffer, Texel: Texel{Elem: I32, Comps: 2}},
	{Name: "Tex", Kind: Typed, Shape: Shape2D, Texel: Texel{Elem: F32, Comps: 4}},
	{Name: "Vol", Kind: Typed, Shape: Shape3D, Texel: Texel{Elem: U32, Comps: 1}},
}

// TestSynthesize: a synthesized spec binds (it is a spec like any other)
// with the default sizes, its values are valid and in the documented
// ranges, it is deterministic, and printing it gives a spec that binds to
// the same bytes.
func TestSynthesize(t *testing.T) {
	s := Synthesize(synthResources, SynthOptions{})
	assert.Equal(t, [3]uint32{1, 1, 1}, s.Dispatch)
	b, err := s.BindAll(synthResources)
	require.NoError(t, err)
	sizes := map[string]int{"Params": 48, "Particles": 65520, "Floats": 65532, "Halves": 65536, "Words": 65536,
		"Raw": 65536, "Ints": 65536,
		// full mip chains: 64x64 down to 1x1; 64x64x4 down to 1x1x1
		"Tex": 16 * (4096 + 1024 + 256 + 64 + 16 + 4 + 1), "Vol": 4 * (16384 + 2048 + 256 + 64 + 16 + 4 + 1)}
	for i, r := range synthResources {
		assert.Equal(t, sizes[r.Name], len(b[i].Data), r.Name)
	}
	assert.Equal(t, [3]uint32{64, 64, 1}, b[7].Extent)
	assert.Equal(t, [3]uint32{64, 64, 4}, b[8].Extent)

	le := binary.LittleEndian
	p := b[0].Data
	w, c := int32(le.Uint32(p[0:])), le.Uint32(p[4:])
	assert.True(t, w >= 1 && w <= 64 && c >= 1 && c <= 64, "cbuffer integers in [1, 64]: %d %d", w, c)
	assert.LessOrEqual(t, le.Uint32(p[8:]), uint32(1), "bool")
	for o := 16; o < 28; o += 4 {
		f := math.Float32frombits(le.Uint32(p[o:]))
		assert.True(t, f >= -4 && f < 4 && f*256 == float32(math.Trunc(float64(f*256))), "center %v", f)
	}
	distinct := map[uint32]bool{}
	for o := 0; o < len(b[1].Data); o += 24 {
		e := b[1].Data[o:]
		for k := 0; k < 12; k += 4 {
			f := math.Float32frombits(le.Uint32(e[k:]))
			require.True(t, f >= -4 && f < 4, "pos %v", f)
		}
		id := le.Uint32(e[12:])
		require.Less(t, id, uint32(256))
		distinct[id] = true
		d := math.Float64frombits(le.Uint64(e[16:]))
		require.True(t, d >= -4 && d < 4, "w %v", d)
	}
	assert.Greater(t, len(distinct), 200, "pseudo-random, not constant")
	for o := 0; o < len(b[3].Data); o += 2 {
		f := F16ToF64(le.Uint16(b[3].Data[o:]))
		require.True(t, f >= -4 && f < 4, "half %v", f)
	}
	for o := 0; o < len(b[6].Data); o += 4 {
		v := int32(le.Uint32(b[6].Data[o:]))
		require.True(t, v >= -128 && v < 128, "int %d", v)
	}

	again := Synthesize(synthResources, SynthOptions{})
	assert.Equal(t, string(s.Format()), string(again.Format()), "deterministic")
	// a resource's contents do not depend on the others
	alone := Synthesize(synthResources[5:6], SynthOptions{})
	assert.Equal(t, string(s.Resources["Raw"]), string(alone.Resources["Raw"]))

	printed, err := Parse(s.Format(), ".")
	require.NoError(t, err)
	b2, err := printed.BindAll(synthResources)
	require.NoError(t, err)
	assert.Equal(t, b, b2, "the printed spec binds to the same inputs")
}

func TestSynthesizeOptions(t *testing.T) {
	s := Synthesize(synthResources, SynthOptions{Dispatch: [3]uint32{4, 2, 1}, BufferBytes: 100, TextureExtent: 8, DepthExtent: 2})
	b, err := s.BindAll(synthResources)
	require.NoError(t, err)
	assert.Equal(t, [3]uint32{4, 2, 1}, s.Dispatch)
	assert.Equal(t, 96, len(b[1].Data), "whole 24-byte elements")
	assert.Equal(t, 100, len(b[5].Data))
	assert.Equal(t, [3]uint32{8, 8, 2}, b[8].Extent)
	assert.True(t, strings.HasPrefix(string(s.Format()), "{\n  \"dispatch\": [4, 2, 1],\n  \"resources\": {\n    \"Floats\": {\"f32\": ["))
}

// TestSynthesizeSeed: a seed changes every resource's values (cbuffer
// members, buffers, texture noise), the same seed gives the same spec, and
// seed 0 is the default inputs.
func TestSynthesizeSeed(t *testing.T) {
	def := Synthesize(synthResources, SynthOptions{})
	zero := Synthesize(synthResources, SynthOptions{Seed: 0})
	one := Synthesize(synthResources, SynthOptions{Seed: 1})
	again := Synthesize(synthResources, SynthOptions{Seed: 1})
	two := Synthesize(synthResources, SynthOptions{Seed: 2})
	assert.Equal(t, string(def.Format()), string(zero.Format()))
	assert.Equal(t, string(one.Format()), string(again.Format()))
	for _, r := range synthResources {
		if r.Writable && r.Kind == Typed {
			continue
		}
		assert.NotEqual(t, string(def.Resources[r.Name]), string(one.Resources[r.Name]), r.Name)
		assert.NotEqual(t, string(one.Resources[r.Name]), string(two.Resources[r.Name]), r.Name)
	}
	_, err := one.BindAll(synthResources)
	require.NoError(t, err)
}

// TestOutputTyped: the output of each writable resource is typed by its
// element type, non-finite floats are strings, --raw gives words, and the
// typed output read back as a spec gives the same bytes.
func TestOutputTyped(t *testing.T) {
	res := synthResources
	data := make([][]byte, len(res))
	s := Synthesize(res, SynthOptions{BufferBytes: 48})
	b, err := s.BindAll(res)
	require.NoError(t, err)
	for i := range b {
		data[i] = b[i].Data
	}
	le := binary.LittleEndian
	le.PutUint32(data[1][0:], math.Float32bits(float32(math.NaN())))
	le.PutUint32(data[1][4:], math.Float32bits(float32(math.Inf(-1))))
	le.PutUint16(data[3][0:], 0x7c00)
	data[3] = data[3][:8]
	out, err := Output(res, data, OutputOptions{})
	require.NoError(t, err)
	text := string(out)
	assert.Contains(t, text, `"Particles": {"elements": [{"pos": ["NaN", "-Infinity", `)
	assert.Contains(t, text, `"Halves": {"f16": ["Infinity", `)
	assert.Contains(t, text, `"Raw": {"u32": [`)
	assert.Contains(t, text, `"Ints": {"i32": [`)
	assert.NotContains(t, text, `"Params"`, "read-only resources are not output")

	// fed back as a spec, the output gives the same bytes (NaN's payload
	// aside: the string stands for the default quiet NaN)
	spec := strings.Replace(text, `{"resources": {`, `{"dispatch": [1, 1, 1], "resources": {`, 1)
	spec = strings.Replace(spec, "\n}}", ",\n"+specOf(t, s, "Params", "Floats", "Words", "Tex", "Vol")+"}}", 1)
	back, err := Parse([]byte(spec), ".")
	require.NoError(t, err)
	b2, err := back.BindAll(res)
	require.NoError(t, err)
	for i, r := range res {
		if r.Name == "Particles" {
			assert.True(t, math.IsNaN(float64(math.Float32frombits(le.Uint32(b2[i].Data)))))
			assert.Equal(t, data[i][4:], b2[i].Data[4:])
			continue
		}
		assert.Equal(t, data[i], b2[i].Data, r.Name)
	}

	raw, err := Output(res, data, OutputOptions{Raw: true})
	require.NoError(t, err)
	words, err := ParseOutput(raw)
	require.NoError(t, err)
	assert.Equal(t, uint32(0x7fc00000), words["Particles"][0])

	dir := t.TempDir()
	files, err := Output(res, data, OutputOptions{Dir: dir, InlineLimit: 40})
	require.NoError(t, err)
	assert.Contains(t, string(files), `"Particles": {"file": "`+filepath.Join(dir, "Particles.bin")+`"}`)
	assert.Contains(t, string(files), `"Halves": {"f16": [`, "small resources stay inline")
	got, err := os.ReadFile(filepath.Join(dir, "Particles.bin"))
	require.NoError(t, err)
	assert.Equal(t, data[1], got)
}

func specOf(t *testing.T, s *Spec, names ...string) string {
	var parts []string
	for _, n := range names {
		parts = append(parts, `"`+n+`": `+string(s.Resources[n]))
	}
	return strings.Join(parts, ",\n")
}

func TestElementsErrors(t *testing.T) {
	res := []Resource{synthResources[1], {Name: "W", Kind: Structured, Stride: 4}}
	for _, c := range []struct{ p, w, want string }{
		{`{"elements": [{"pos": [1, 2, 3], "id": 1}]}`, `{"u32": [1]}`, `run spec: resources.Particles.elements[0]: missing field "w" (f64)`},
		{`{"elements": [{"pos": [1, 2, 3], "id": 1, "w": 0, "v": 2}]}`, `{"u32": [1]}`, `run spec: resources.Particles.elements[0]: unknown field "v"`},
		{`{"elements": [{"pos": [1, 2], "id": 1, "w": 0}]}`, `{"u32": [1]}`, `run spec: resources.Particles.elements[0].pos: expected 3 numbers (f32[3]), got 2`},
		{`{"elements": {"pos": 1}}`, `{"u32": [1]}`, `run spec: resources.Particles.elements: expected an array with one value per element`},
		{`{"elements": [{"pos": [1, 2, 3], "id": "NaN", "w": 0}]}`, `{"u32": [1]}`, `run spec: resources.Particles.elements[0].id: expected a number (u32), got a string`},
		{`{"zero": 24}`, `{"elements": [1]}`, `run spec: resources.W.elements: "elements" is for structured buffers whose element type is known`},
	} {
		s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"Particles": `+c.p+`, "W": `+c.w+`}}`), ".")
		require.NoError(t, err)
		_, err = s.BindAll(res)
		if assert.Error(t, err, c.p) {
			assert.Equal(t, c.want, err.Error())
		}
	}
}
