// Package runspec reads the run spec that says how to run a compute shader
// (workgroup counts and the initial contents of its resources, by HLSL name)
// and formats the result (the final contents of every writable resource).
//
// It depends on nothing of the compiler, so that the IR interpreter, the GCN
// executor and the backend all read a spec the same way. Resources are
// described to it with the small layout vocabulary of this file (Elem, Dim,
// Layout, Member, Resource); the ir package uses the same types for its
// resource declarations.
//
// The spec format:
//
//	{
//	  "dispatch": [X, Y, Z],                  // workgroups, each 1..65535
//	  "resources": {
//	    "Params": {"width": 64, "center": [0, 1, 0]},   // cbuffer, by member
//	    "Src": {"f32": [0.5, 0.25]},          // typed array: u32, i32, f32, f16
//	    "Dst": {"zero": 4096},                // that many zero bytes
//	    "Raw": {"file": "data.bin"},          // bytes of a file, relative to the spec
//	    "Tex": {"f32": [...], "dims": [W, H]} // a texture: its extents, one per coordinate
//	  }
//	}
//
// Every resource the shader declares must be given, and nothing else. A
// cbuffer must give every member; a member with several elements (vector,
// array, matrix) takes a JSON array, nested or flat, with exactly as many
// numbers. A structured buffer's size must be a multiple of its stride, a
// typed buffer's of its element size; a texture's data must fill its
// extents exactly (Texel: 32-bit components, x fastest, then y, then z or
// the layer). All data is little-endian.
package runspec

import (
	"fmt"
	"strings"

	"hlslc/internal/texfilter"
)

// Elem is the scalar type of a value stored in a resource.
type Elem uint8

// The element types. Bool is HLSL's bool as stored in memory: 32 bits, 0 or 1.
const (
	Bool Elem = iota + 1
	I16
	U16
	I32
	U32
	I64
	U64
	F16
	F32
	F64
)

var elemNames = [...]string{Bool: "bool", I16: "i16", U16: "u16", I32: "i32", U32: "u32", I64: "i64", U64: "u64", F16: "f16", F32: "f32", F64: "f64"}

func (e Elem) String() string {
	if int(e) < len(elemNames) && elemNames[e] != "" {
		return elemNames[e]
	}
	return fmt.Sprintf("elem(%d)", uint8(e))
}

// ParseElem returns the element type with the given name.
func ParseElem(s string) (Elem, bool) {
	for i, n := range elemNames {
		if n != "" && n == s {
			return Elem(i), true
		}
	}
	return 0, false
}

// Size is the element's size in bytes.
func (e Elem) Size() int {
	switch e {
	case I16, U16, F16:
		return 2
	case I64, U64, F64:
		return 8
	}
	return 4
}

// IsFloat reports whether e is a floating-point type.
func (e Elem) IsFloat() bool { return e == F16 || e == F32 || e == F64 }

// Dim is one array dimension of a layout: Count elements, Stride bytes apart.
type Dim struct{ Count, Stride int }

// Layout is a scalar element type repeated over zero or more dimensions,
// outermost first: f32 with Dims [{4,16},{3,4}] is four rows 16 bytes apart
// of three packed floats (a float4x3-like cbuffer layout).
type Layout struct {
	Elem Elem
	Dims []Dim
}

// Count is the number of scalars in the layout.
func (l Layout) Count() int {
	n := 1
	for _, d := range l.Dims {
		n *= d.Count
	}
	return n
}

// Size is the extent in bytes from the first byte of the first element to
// the last byte of the last one (no padding after the last element).
func (l Layout) Size() int {
	s := l.Elem.Size()
	for i := len(l.Dims) - 1; i >= 0; i-- {
		d := l.Dims[i]
		if d.Count == 0 {
			return 0
		}
		s += (d.Count - 1) * d.Stride
	}
	return s
}

// Offsets returns the byte offset of every scalar, in row-major order.
func (l Layout) Offsets() []int {
	offs := []int{0}
	for _, d := range l.Dims {
		next := make([]int, 0, len(offs)*d.Count)
		for _, o := range offs {
			for i := 0; i < d.Count; i++ {
				next = append(next, o+i*d.Stride)
			}
		}
		offs = next
	}
	return offs
}

// String formats the layout as in the IR text: f32, f32[3], f32[4 stride 16][3].
func (l Layout) String() string {
	var b strings.Builder
	b.WriteString(l.Elem.String())
	inner := l.Elem.Size()
	strs := make([]string, len(l.Dims))
	for i := len(l.Dims) - 1; i >= 0; i-- {
		d := l.Dims[i]
		if d.Stride == inner {
			strs[i] = fmt.Sprintf("[%d]", d.Count)
		} else {
			strs[i] = fmt.Sprintf("[%d stride %d]", d.Count, d.Stride)
		}
		inner = Layout{Elem: l.Elem, Dims: l.Dims[i:]}.Size()
	}
	for _, s := range strs {
		b.WriteString(s)
	}
	return b.String()
}

// Member is a named field at a byte offset: a cbuffer member or a field of a
// structured buffer's element.
type Member struct {
	Name   string
	Offset int
	Layout
}

// Kind is the kind of a resource.
type Kind uint8

// Resource kinds.
const (
	CBuffer    Kind = iota + 1 // constant buffer, filled by member name
	Structured                 // StructuredBuffer / RWStructuredBuffer
	Raw                        // ByteAddressBuffer / RWByteAddressBuffer
	Typed                      // Buffer / RWBuffer and textures: elements of a Texel format, Shape
	Sampler                    // SamplerState / SamplerComparisonState (Compare)
	// Heap is an SM 6.6 descriptor heap (ResourceDescriptorHeap, or with
	// Compare SamplerDescriptorHeap): its entries are given one by one
	// as "NAME.i" (heap.go).
	Heap
)

func (k Kind) String() string {
	switch k {
	case CBuffer:
		return "cbuffer"
	case Structured:
		return "structured"
	case Raw:
		return "raw"
	case Typed:
		return "typed"
	case Sampler:
		return "sampler"
	case Heap:
		return "descriptor heap"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Resource describes one resource of a shader, as far as the spec needs it.
type Resource struct {
	Name     string
	Kind     Kind
	Writable bool
	Stride   int // structured buffers: bytes per element
	// Members: a cbuffer's members, or the fields of a structured buffer's
	// element; a structured buffer whose element is not a struct has one
	// member with an empty name, the element itself (none when unknown).
	Members []Member
	Size    int // cbuffers: size in bytes
	// Typed resources: the shape (buffer or texture dimensionality) and the
	// element format.
	Shape Shape
	Texel Texel
	// Format: the texel format the texture declares; the zero Format for
	// its element type's own (see TexelFormat).
	Format texfilter.Format
	// Counter: the hidden counter of a structured buffer (one u32 named
	// "Buf.counter", where Buf is its buffer).
	Counter bool
	// Compare: a SamplerComparisonState (Kind Sampler).
	Compare bool
}

// ElementIsStruct reports whether a structured buffer's element is known
// field by field (not a single unnamed member).
func (r Resource) ElementIsStruct() bool {
	return len(r.Members) > 0 && !(len(r.Members) == 1 && r.Members[0].Name == "")
}

// Shape is the dimensionality of a typed resource.
type Shape uint8

// Typed resource shapes.
const (
	ShapeBuffer    Shape = iota + 1 // Buffer<T>, RWBuffer<T>: one index
	Shape1D                         // Texture1D, RWTexture1D: x
	Shape2D                         // Texture2D, RWTexture2D: x, y
	Shape3D                         // Texture3D, RWTexture3D: x, y, z
	Shape2DArray                    // Texture2DArray, RWTexture2DArray: x, y, layer
	Shape1DArray                    // Texture1DArray, RWTexture1DArray: x, layer
	ShapeCube                       // TextureCube: x, y, face
	ShapeCubeArray                  // TextureCubeArray: x, y, 6*cube+face
	Shape2DMS                       // Texture2DMS: x, y (then the sample index)
	Shape2DMSArray                  // Texture2DMSArray: x, y, layer (then the sample index)
)

var shapeNames = [...]string{ShapeBuffer: "buffer", Shape1D: "texture1d", Shape2D: "texture2d", Shape3D: "texture3d", Shape2DArray: "texture2darray",
	Shape1DArray: "texture1darray", ShapeCube: "texturecube", ShapeCubeArray: "texturecubearray",
	Shape2DMS: "texture2dms", Shape2DMSArray: "texture2dmsarray"}

func (s Shape) String() string {
	if int(s) < len(shapeNames) && shapeNames[s] != "" {
		return shapeNames[s]
	}
	return fmt.Sprintf("shape(%d)", uint8(s))
}

// ParseShape is the inverse of Shape.String.
func ParseShape(name string) (Shape, bool) {
	for i, n := range shapeNames {
		if n != "" && n == name {
			return Shape(i), true
		}
	}
	return 0, false
}

// Coords is the number of coordinates that address an element of one mip
// level or, multisampled, one sample: x, then y, then z or the layer (a
// cube's face, a cube array's 6*cube+face). The mip level or sample index
// is not counted.
func (s Shape) Coords() int {
	switch s {
	case Shape2D, Shape1DArray, Shape2DMS:
		return 2
	case Shape3D, Shape2DArray, ShapeCube, ShapeCubeArray, Shape2DMSArray:
		return 3
	}
	return 1
}

// Dims is the number of extents a run spec's "dims" gives: width, height
// (not 1D shapes), depth (3D), layers (arrays) or cubes (cube arrays); a
// cube's 6 faces are implied.
func (s Shape) Dims() int {
	if s == ShapeCube {
		return 2
	}
	return s.Coords()
}

// IsTexture reports whether the shape is a texture's (not a typed buffer's).
func (s Shape) IsTexture() bool { return s >= Shape1D }

// IsArray reports whether the last coordinate selects a layer (arrays and
// cubes).
func (s Shape) IsArray() bool {
	return s == Shape1DArray || s == Shape2DArray || s == ShapeCube || s == ShapeCubeArray || s == Shape2DMSArray
}

// IsMultisampled reports the multisampled shapes, whose elements hold
// several samples (a load names one after the coordinates).
func (s Shape) IsMultisampled() bool { return s == Shape2DMS || s == Shape2DMSArray }

// IsCube reports cube shapes.
func (s Shape) IsCube() bool { return s == ShapeCube || s == ShapeCubeArray }

// Texel is the element format of a typed resource: Comps components of one
// 32-bit scalar type (F32, I32 or U32), stored tightly packed, row by row
// (x fastest, then y, then z or layer).
type Texel struct {
	Elem  Elem
	Comps int
}

func (t Texel) String() string {
	if t.Comps == 1 {
		return t.Elem.String()
	}
	return fmt.Sprintf("%sx%d", t.Elem, t.Comps)
}

// Size is the bytes of one element in its default format (a three-component
// 16-bit element takes four).
func (t Texel) Size() int { return t.DefaultFormat().Bytes() }

// ParseTexel is the inverse of Texel.String.
func ParseTexel(s string) (Texel, bool) {
	name, n := s, 1
	if i := strings.IndexByte(s, 'x'); i >= 0 {
		name = s[:i]
		switch s[i+1:] {
		case "2", "3", "4":
			n = int(s[i+1] - '0')
		default:
			return Texel{}, false
		}
	}
	e, ok := ParseElem(name)
	t := Texel{Elem: e, Comps: n}
	if !ok || e == Bool || t.StorageComps() > 4 {
		return Texel{}, false
	}
	return t, true
}

// DescriptorSize is the bytes of the resource's descriptor in the kernel
// arguments: a 32-byte image descriptor (T#) for textures, a 16-byte
// sampler descriptor (S#) for samplers, a 16-byte buffer descriptor (V#)
// otherwise. Each is aligned to its size.
func (r Resource) DescriptorSize() int {
	if r.Kind == Typed && r.Shape.IsTexture() {
		return 32
	}
	return 16 // V#, or a sampler's S#
}

// KernargLayout places the descriptors of res in the kernel argument
// segment, in order, each aligned to its size; it returns their offsets
// and the segment size (a multiple of 16).
func KernargLayout(res []Resource) (offsets []int, size int) {
	offsets = make([]int, len(res))
	for i, r := range res {
		n := r.DescriptorSize()
		size = (size + n - 1) / n * n
		offsets[i] = size
		size += n
	}
	return offsets, size
}
