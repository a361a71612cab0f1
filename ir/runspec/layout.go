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
//	    "Raw": {"file": "data.bin"}           // bytes of a file, relative to the spec
//	  }
//	}
//
// Every resource the shader declares must be given, and nothing else. A
// cbuffer must give every member; a member with several elements (vector,
// array, matrix) takes a JSON array, nested or flat, with exactly as many
// numbers. A structured buffer's size must be a multiple of its stride. All
// data is little-endian.
package runspec

import (
	"fmt"
	"strings"
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
)

func (k Kind) String() string {
	switch k {
	case CBuffer:
		return "cbuffer"
	case Structured:
		return "structured"
	case Raw:
		return "raw"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Resource describes one resource of a shader, as far as the spec needs it.
type Resource struct {
	Name     string
	Kind     Kind
	Writable bool
	Stride   int      // structured buffers: bytes per element
	Members  []Member // cbuffer members
	Size     int      // cbuffers: size in bytes
}
