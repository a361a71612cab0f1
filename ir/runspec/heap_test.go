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
	out, data := HeapOutputs(res, b)
	var names []string
	for i, r := range out {
		if r.Writable {
			names = append(names, r.Name)
			require.NotNil(t, data[i])
		}
	}
	require.Equal(t, []string{"Out", "ResourceDescriptorHeap.0", "ResourceDescriptorHeap.2"}, names)
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
	} {
		s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {`+c.resources+`}}`), ".")
		require.NoError(t, err)
		_, err = s.BindAll(res)
		require.EqualError(t, err, c.want, c.resources)
	}
}
