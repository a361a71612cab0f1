package runspec

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"hlslc/internal/texfilter"
)

// Descriptor heaps (SM 6.6 dynamic resources).
//
// A shader that takes resources from ResourceDescriptorHeap (or samplers
// from SamplerDescriptorHeap) has the heap as a resource of kind Heap. Its
// entries are given one by one, named as the elements of an array of
// resources are: "ResourceDescriptorHeap.0", "ResourceDescriptorHeap.5".
// A resource heap entry is a buffer, given as a raw buffer is (typed
// arrays, "zero" or "file"; a whole number of 32-bit words), which a
// shader may view as a structured, byte-address or constant buffer, with
// its hidden counter's initial value when it has one ("counter": N, for
// IncrementCounter, DecrementCounter, Append and Consume; the output lists
// it as "NAME.i.counter"); or,
// with a "resource" key naming its HLSL type as D3D's view descriptor
// would ("Buffer<uint>", "RWTexture2D<float4>", "TextureCube"; the
// element type float, int, uint, float16_t, int16_t, uint16_t, int64_t or
// uint64_t, with 1 to 4 components, float4 when left out), a typed buffer
// or texture, given as a resource of that type is ("dims", "format",
// "levels", "texels", ...). A sampler heap entry is a sampler state. An
// index the spec does not give, up to the largest one given, is a null
// descriptor: loads from it return 0 and stores to it are dropped. The
// output lists every buffer and texture entry's final contents under its
// name.

// MaxHeapEntries bounds the entries of one descriptor heap given by a spec.
const MaxHeapEntries = 1 << 16

// heapEntry parses "NAME.i" for a heap named NAME.
func heapEntry(heap, key string) (int, bool) {
	rest, ok := strings.CutPrefix(key, heap+".")
	if !ok || rest == "" || len(rest) > 1 && rest[0] == '0' {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	if err != nil || i < 0 || i >= MaxHeapEntries {
		return 0, false
	}
	return i, true
}

// heapEntryOf reports whether key names an entry of one of res's heaps.
func heapEntryOf(res []Resource, key string) bool {
	for _, r := range res {
		if _, ok := heapEntry(r.Name, key); ok && r.Kind == Heap {
			return true
		}
	}
	return false
}

// bindHeap binds the entries the spec gives for heap r.
func (s *Spec) bindHeap(r Resource) (Bound, error) {
	b := Bound{Extent: [3]uint32{1, 1, 1}}
	if _, ok := s.Resources[r.Name]; ok {
		return b, fmt.Errorf("run spec: resources: %q is a descriptor heap: give its entries as %q, %q, ...", r.Name, r.Name+".0", r.Name+".1")
	}
	for _, k := range sortedKeys(s.Resources) {
		i, ok := heapEntry(r.Name, k)
		if !ok {
			continue
		}
		for len(b.Entries) <= i {
			b.Entries = append(b.Entries, Bound{Extent: [3]uint32{1, 1, 1}})
		}
		e := Resource{Name: k, Kind: Raw, Writable: true}
		raw := s.Resources[k]
		var err error
		if r.Compare {
			e = Resource{Name: k, Kind: Sampler}
			b.Entries[i], err = s.bindSampler(e, raw)
		} else {
			var counter *Bound
			if e, raw, counter, err = heapEntryResource(k, raw); err != nil {
				return b, err
			}
			b.Entries[i], err = s.bindBuffer(e, raw)
			b.Entries[i].Counter = counter
		}
		if err != nil {
			return b, err
		}
		b.Entries[i].Resource = &e
	}
	return b, nil
}

// heapEntryResource is the resource a resource heap entry's object
// describes (a raw buffer unless it has a "resource" key), the object
// without that key or "counter", and a buffer's hidden counter when
// "counter" gives its initial value.
func heapEntryResource(name string, raw json.RawMessage) (Resource, json.RawMessage, *Bound, error) {
	r := Resource{Name: name, Kind: Raw, Writable: true}
	path := "resources." + name
	obj, err := decodeObject(raw, "run spec: "+path)
	if err != nil {
		return r, nil, nil, err
	}
	var counter *Bound
	if c, ok := obj["counter"]; ok {
		var n uint32
		if json.Unmarshal(c, &n) != nil {
			return r, nil, nil, fmt.Errorf("run spec: %s.counter: expected the hidden counter's initial value, an integer from 0 to 4294967295", path)
		}
		counter = &Bound{Data: binary.LittleEndian.AppendUint32(nil, n), Extent: [3]uint32{1, 1, 1}}
		delete(obj, "counter")
	}
	if t, ok := obj["resource"]; ok {
		var typ string
		if json.Unmarshal(t, &typ) != nil {
			return r, nil, nil, fmt.Errorf("run spec: %s.resource: expected an HLSL resource type such as \"Texture2D<float4>\"", path)
		}
		if r, ok = ParseTypedResource(typ); !ok {
			return r, nil, nil, fmt.Errorf("run spec: %s.resource: %q is not a typed buffer or texture type (expected for example \"Buffer<uint>\", \"RWTexture2D<float4>\" or \"TextureCube\"; elements float, int, uint, float16_t, int16_t, uint16_t, int64_t, uint64_t with 1 to 4 components)", path, typ)
		}
		if counter != nil {
			return r, nil, nil, fmt.Errorf("run spec: %s.counter: a %s has no hidden counter (a structured buffer, given as a buffer, has)", path, typ)
		}
		r.Name = name
		delete(obj, "resource")
	}
	rest, err := json.Marshal(obj)
	return r, rest, counter, err
}

// typedResourceShapes maps HLSL's typed buffer and texture type names to
// their shapes.
var typedResourceShapes = map[string]Shape{"Buffer": ShapeBuffer, "Texture1D": Shape1D, "Texture1DArray": Shape1DArray,
	"Texture2D": Shape2D, "Texture2DArray": Shape2DArray, "Texture3D": Shape3D, "TextureCube": ShapeCube,
	"TextureCubeArray": ShapeCubeArray, "Texture2DMS": Shape2DMS, "Texture2DMSArray": Shape2DMSArray}

// typedResourceElems maps HLSL's scalar types to a typed resource's
// element types.
var typedResourceElems = map[string]Elem{"float": F32, "int": I32, "uint": U32, "float16_t": F16, "int16_t": I16,
	"uint16_t": U16, "int64_t": I64, "uint64_t": U64}

// ParseTypedResource reads an HLSL typed buffer or texture type:
// "RWTexture2D<float4>", "Buffer<uint>", "TextureCube" (float4 elements,
// HLSL's default). The RW forms are those HLSL has: buffers, 1D, 2D and 3D
// textures and their arrays.
func ParseTypedResource(s string) (Resource, bool) {
	r := Resource{Kind: Typed, Texel: Texel{Elem: F32, Comps: 4}}
	name, elem, templ := strings.Cut(strings.TrimSpace(s), "<")
	if rest, ok := strings.CutPrefix(name, "RW"); ok {
		name, r.Writable = rest, true
	}
	var ok bool
	if r.Shape, ok = typedResourceShapes[strings.TrimSpace(name)]; !ok {
		return r, false
	}
	if r.Writable && (r.Shape.IsCube() || r.Shape.IsMultisampled()) {
		return r, false
	}
	if templ {
		elem, ok = strings.CutSuffix(strings.TrimSpace(elem), ">")
		elem = strings.TrimSpace(elem)
		n := 1
		if k := len(elem) - 1; ok && k > 0 && elem[k] >= '1' && elem[k] <= '4' {
			elem, n = elem[:k], int(elem[k]-'0')
		}
		e, known := typedResourceElems[elem]
		if !ok || !known || e.Size() == 8 && n > 2 {
			return r, false
		}
		r.Texel = Texel{Elem: e, Comps: n}
	}
	return r, true
}

// HeapOutputs lists the resources of a run's output: res, in order (so
// that output i is resource i), then the buffer and texture entries of
// every resource heap, named "NAME.i" (buffers as writable raw resources),
// with their contents and texel formats (bound after the run).
func HeapOutputs(res []Resource, bound []Bound) ([]Resource, [][]byte, []texfilter.Format) {
	out := append([]Resource{}, res...)
	data := make([][]byte, len(res))
	formats := make([]texfilter.Format, len(res))
	for i := range res {
		data[i], formats[i] = bound[i].Data, bound[i].Format
	}
	for i, r := range res {
		if r.Kind != Heap || r.Compare {
			continue
		}
		for k, e := range bound[i].Entries {
			if e.Data != nil {
				o := Resource{Name: fmt.Sprintf("%s.%d", r.Name, k), Kind: Raw, Writable: true}
				if e.Resource != nil && e.Resource.Kind == Typed {
					o = *e.Resource // listed in outputs when writable (an RW type)
				}
				out = append(out, o)
				data = append(data, e.Data)
				formats = append(formats, e.Format)
			}
			if e.Counter != nil {
				out = append(out, Resource{Name: fmt.Sprintf("%s.%d.counter", r.Name, k), Kind: Raw, Writable: true})
				data = append(data, e.Counter.Data)
				formats = append(formats, e.Counter.Format)
			}
		}
	}
	return out, data, formats
}
