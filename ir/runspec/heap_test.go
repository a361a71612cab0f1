package runspec

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHeapEntries: a descriptor heap's entries are given as "NAME.i"; a
// missing index is a null descriptor; the output lists the buffer entries.
func TestHeapEntries(t *testing.T) {
	res := []Resource{{Name: "Out", Kind: Raw, Writable: true}, {Name: "ResourceDescriptorHeap", Kind: Heap},
		{Name: "SamplerDescriptorHeap", Kind: Heap, Compare: true}}
	s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 4},
		"ResourceDescriptorHeap.0": {"u32": [1, 2]}, "ResourceDescriptorHeap.2": {"zero": 8},
		"SamplerDescriptorHeap.1": {"filter": "point"}}}`), ".")
	require.NoError(t, err)
	b, err := s.BindAll(res)
	require.NoError(t, err)
	require.Len(t, b[1].Entries, 3)
	require.Equal(t, []byte{1, 0, 0, 0, 2, 0, 0, 0}, b[1].Entries[0].Data)
	require.Nil(t, b[1].Entries[1].Data, "index 1 is a null descriptor")
	require.Len(t, b[1].Entries[2].Data, 8)
	require.Len(t, b[2].Entries, 2)
	require.Nil(t, b[2].Entries[0].Sampler)
	require.NotNil(t, b[2].Entries[1].Sampler)
	out, data, _ := HeapOutputs(res, b)
	var names []string
	for i, r := range out {
		if r.Writable {
			names = append(names, r.Name)
			require.NotNil(t, data[i])
		}
	}
	require.Equal(t, []string{"Out", "ResourceDescriptorHeap.0", "ResourceDescriptorHeap.2"}, names)
}

// TestHeapCounters: a buffer entry may give its hidden counter's initial
// value ("counter"), listed in the output after the entry; an entry
// without one has none (a null counter descriptor).
func TestHeapCounters(t *testing.T) {
	res := []Resource{{Name: "ResourceDescriptorHeap", Kind: Heap}}
	s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {
		"ResourceDescriptorHeap.0": {"u32": [1, 2], "counter": 7}, "ResourceDescriptorHeap.1": {"zero": 8},
		"ResourceDescriptorHeap.2": {"counter": 4294967295, "zero": 4}}}`), ".")
	require.NoError(t, err)
	b, err := s.BindAll(res)
	require.NoError(t, err)
	e := b[0].Entries
	require.Equal(t, []byte{1, 0, 0, 0, 2, 0, 0, 0}, e[0].Data)
	require.Equal(t, []byte{7, 0, 0, 0}, e[0].Counter.Data)
	require.Nil(t, e[1].Counter)
	require.Equal(t, []byte{255, 255, 255, 255}, e[2].Counter.Data)
	out, data, _ := HeapOutputs(res, b)
	var names []string
	for i, r := range out[1:] {
		names = append(names, r.Name)
		require.NotNil(t, data[i+1])
	}
	require.Equal(t, []string{"ResourceDescriptorHeap.0", "ResourceDescriptorHeap.0.counter", "ResourceDescriptorHeap.1",
		"ResourceDescriptorHeap.2", "ResourceDescriptorHeap.2.counter"}, names)
}

func TestHeapErrors(t *testing.T) {
	res := []Resource{{Name: "ResourceDescriptorHeap", Kind: Heap}}
	for _, c := range []struct{ resources, want string }{
		{`"ResourceDescriptorHeap": {"zero": 4}`, `run spec: resources: "ResourceDescriptorHeap" is a descriptor heap: give its entries as "ResourceDescriptorHeap.0", "ResourceDescriptorHeap.1", ...`},
		{`"ResourceDescriptorHeap.01": {"zero": 4}`, `run spec: resources: unknown resource "ResourceDescriptorHeap.01" (the shader declares: ResourceDescriptorHeap)`},
		{`"ResourceDescriptorHeap.x": {"zero": 4}`, `run spec: resources: unknown resource "ResourceDescriptorHeap.x" (the shader declares: ResourceDescriptorHeap)`},
		{`"ResourceDescriptorHeap.65536": {"zero": 4}`, `run spec: resources: unknown resource "ResourceDescriptorHeap.65536" (the shader declares: ResourceDescriptorHeap)`},
		{`"ResourceDescriptorHeap.1": {"zero": 6}`, `run spec: resources.ResourceDescriptorHeap.1: 6 bytes is not a whole number of 32-bit words`},
		{`"SamplerDescriptorHeap.1": {"zero": 4}`, `run spec: resources: unknown resource "SamplerDescriptorHeap.1" (the shader declares: ResourceDescriptorHeap)`},
		{`"ResourceDescriptorHeap.1": {"resource": 3, "zero": 4}`, `run spec: resources.ResourceDescriptorHeap.1.resource: expected an HLSL resource type such as "Texture2D<float4>"`},
		{`"ResourceDescriptorHeap.1": {"resource": "Texture2D<bool>", "zero": 4}`, `run spec: resources.ResourceDescriptorHeap.1.resource: "Texture2D<bool>" is not a typed buffer or texture type (expected for example "Buffer<uint>", "RWTexture2D<float4>" or "TextureCube"; elements float, int, uint, float16_t, int16_t, uint16_t, int64_t, uint64_t with 1 to 4 components)`},
		{`"ResourceDescriptorHeap.1": {"resource": "Texture2D", "zero": 4}`, `run spec: resources.ResourceDescriptorHeap.1: missing "dims" (the texture2d's 2 extents)`},
		{`"ResourceDescriptorHeap.1": {"resource": "Buffer<float>", "dims": [2], "zero": 4}`, `run spec: resources.ResourceDescriptorHeap.1: "dims" is for textures; a typed resource's size comes from its data`},
		{`"ResourceDescriptorHeap.1": {"zero": 4, "counter": -1}`, `run spec: resources.ResourceDescriptorHeap.1.counter: expected the hidden counter's initial value, an integer from 0 to 4294967295`},
		{`"ResourceDescriptorHeap.1": {"resource": "RWBuffer<uint>", "u32": [1], "counter": 0}`, `run spec: resources.ResourceDescriptorHeap.1.counter: a RWBuffer<uint> has no hidden counter (a structured buffer, given as a buffer, has)`},
	} {
		s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {`+c.resources+`}}`), ".")
		require.NoError(t, err)
		_, err = s.BindAll(res)
		require.EqualError(t, err, c.want, c.resources)
	}
}

// TestHeapTypedEntries: an entry with a "resource" key is a typed buffer
// or texture of that HLSL type, bound as a resource of the type is; the
// output lists the writable ones with their formats.
func TestHeapTypedEntries(t *testing.T) {
	res := []Resource{{Name: "ResourceDescriptorHeap", Kind: Heap}}
	s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {
		"ResourceDescriptorHeap.0": {"resource": "Texture2D<float4>", "dims": [2, 2], "levels": 2, "generate": "noise"},
		"ResourceDescriptorHeap.1": {"resource": "RWBuffer<uint2>", "u32": [1, 2, 3, 4]},
		"ResourceDescriptorHeap.2": {"resource": " RWTexture2DArray < int > ", "dims": [2, 1, 3], "zero": 24},
		"ResourceDescriptorHeap.3": {"u32": [7]}}}`), ".")
	require.NoError(t, err)
	b, err := s.BindAll(res)
	require.NoError(t, err)
	e := b[0].Entries
	require.Len(t, e, 4)
	require.Equal(t, Resource{Name: "ResourceDescriptorHeap.0", Kind: Typed, Shape: Shape2D, Texel: Texel{F32, 4}}, *e[0].Resource)
	require.Equal(t, 2, e[0].Levels)
	require.Len(t, e[0].Data, (4+1)*16)
	require.Equal(t, Resource{Name: "ResourceDescriptorHeap.1", Kind: Typed, Writable: true, Shape: ShapeBuffer, Texel: Texel{U32, 2}}, *e[1].Resource)
	require.Equal(t, uint32(2), e[1].Extent[0], "two uint2 elements")
	require.Equal(t, Shape2DArray, e[2].Resource.Shape)
	require.Equal(t, Texel{I32, 1}, e[2].Resource.Texel)
	require.Equal(t, Raw, e[3].Resource.Kind)
	out, _, formats := HeapOutputs(res, b)
	var names []string
	for i, r := range out {
		if r.Writable {
			names = append(names, r.Name)
			if r.Kind == Typed {
				require.Equal(t, b[0].Entries[i-1].Format, formats[i], r.Name)
			}
		}
	}
	require.Equal(t, []string{"ResourceDescriptorHeap.1", "ResourceDescriptorHeap.2", "ResourceDescriptorHeap.3"}, names)
}

func TestParseTypedResource(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Resource
		ok   bool
	}{
		{"Texture2D", Resource{Kind: Typed, Shape: Shape2D, Texel: Texel{F32, 4}}, true},
		{"Buffer<uint>", Resource{Kind: Typed, Shape: ShapeBuffer, Texel: Texel{U32, 1}}, true},
		{"RWTexture3D<float16_t2>", Resource{Kind: Typed, Writable: true, Shape: Shape3D, Texel: Texel{F16, 2}}, true},
		{"TextureCubeArray<int4>", Resource{Kind: Typed, Shape: ShapeCubeArray, Texel: Texel{I32, 4}}, true},
		{"Texture2DMS<uint64_t>", Resource{Kind: Typed, Shape: Shape2DMS, Texel: Texel{U64, 1}}, true},
		{"RWTextureCube<float>", Resource{}, false},
		{"RWTexture2DMS<float>", Resource{}, false},
		{"Texture2D<float5>", Resource{}, false},
		{"Texture2D<double>", Resource{}, false},
		{"Texture2D<uint64_t3>", Resource{}, false},
		{"Texture2D<float", Resource{}, false},
		{"StructuredBuffer<uint>", Resource{}, false},
		{"texture2d", Resource{}, false},
	} {
		r, ok := ParseTypedResource(c.in)
		require.Equal(t, c.ok, ok, c.in)
		if ok {
			require.Equal(t, c.want, r, c.in)
		}
	}
}
