package runspec

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
)

// SynthOptions size the inputs Synthesize makes; zero fields take the
// defaults.
type SynthOptions struct {
	// Dispatch is the workgroup count (default one workgroup).
	Dispatch [3]uint32
	// BufferBytes is the size of every buffer (default 64 KiB), rounded
	// down to whole elements (at least one).
	BufferBytes int
	// TextureExtent is a texture's width and height (default 64); depth
	// and array layers get DepthExtent (default 4).
	TextureExtent, DepthExtent int
	// Seed varies every value (0: the inputs `hlslc run` synthesizes);
	// each resource's values still depend only on its name and the seed.
	Seed uint64
}

// Default synthesized sizes.
const (
	DefaultBufferBytes   = 64 << 10
	DefaultTextureExtent = 64
	DefaultDepthExtent   = 4
	// SynthSamples is a synthesized multisampled texture's samples per
	// texel (D3D's most common MSAA count).
	SynthSamples = 4
)

// Synthesize makes a run spec for res without one from the user:
// deterministic inputs for every resource, so that any shader can run
// (and the executor and the interpreter can be compared on it).
//
//   - buffers of BufferBytes, filled with pseudo-random values valid for
//     their element type: floats are multiples of 1/256 in [-4, 4) (exact
//     in f16 too, never NaN or infinite), signed integers in [-128, 128),
//     unsigned ones in [0, 256) and bools 0 or 1, so that values used as
//     indices or loop counts stay small; byte-address buffers hold u32
//     words of the same kind;
//   - textures of TextureExtent×TextureExtent (×DepthExtent for 3D and
//     array textures, cubes for cube arrays) in the element type's 32-bit
//     format, with a full mip chain (one level for RW textures;
//     multisampled ones have SynthSamples samples per texel instead), filled
//     with the run spec's noise pattern (values in [0, 1) in 1/256 steps,
//     integers in [0, 256) or [-128, 128)), seeded by the name;
//   - samplers with linear filtering and wrap addressing (comparison
//     samplers compare less-or-equal);
//   - cbuffers with one deterministic value per member: floats as above,
//     integers in [1, 64] (never zero: cbuffer integers are often divisors,
//     sizes and counts);
//   - Dispatch workgroups (one by default).
//
// Each resource's values depend only on its name (and its members'), not
// on the other resources, so adding a resource changes no other input.
// The spec is real JSON: Format prints it, and binding it is binding what
// a user would have written.
func Synthesize(res []Resource, o SynthOptions) *Spec {
	if o.Dispatch == ([3]uint32{}) {
		o.Dispatch = [3]uint32{1, 1, 1}
	}
	if o.BufferBytes <= 0 {
		o.BufferBytes = DefaultBufferBytes
	}
	if o.TextureExtent <= 0 {
		o.TextureExtent = DefaultTextureExtent
	}
	if o.DepthExtent <= 0 {
		o.DepthExtent = DefaultDepthExtent
	}
	s := &Spec{Dispatch: o.Dispatch, Resources: map[string]json.RawMessage{}, Dir: "."}
	for _, r := range res {
		if r.Kind == Heap {
			continue // no entries: every index is a null descriptor
		}
		if r.Counter {
			s.Resources[r.Name] = synthCounter(r, res, o)
			continue
		}
		s.Resources[r.Name] = synthResource(r, o)
	}
	return s
}

// synthCounter starts a hidden counter at half its buffer's element count,
// so that both appending (the counter grows) and consuming (it shrinks)
// address elements inside the synthesized buffer.
func synthCounter(r Resource, res []Resource, o SynthOptions) json.RawMessage {
	n := 0
	for _, b := range res {
		if b.Name+".counter" == r.Name && b.Stride > 0 {
			n = max(o.BufferBytes/b.Stride, 1) / 2
		}
	}
	return json.RawMessage(fmt.Sprintf("{\"u32\": [%d]}", n))
}

func synthResource(r Resource, o SynthOptions) json.RawMessage {
	g := newGen(r.Name, o.Seed)
	var b bytes.Buffer
	switch r.Kind {
	case CBuffer:
		b.WriteString("{")
		for i, m := range r.Members {
			if i > 0 {
				b.WriteString(", ")
			}
			mg := newGen(r.Name+"."+m.Name, o.Seed)
			n, _ := json.Marshal(m.Name)
			b.Write(n)
			b.WriteString(": ")
			writeSynthMember(&b, m, func(e Elem) string { return mg.cbufferValue(e) })
		}
		b.WriteString("}")
	case Structured:
		stride := r.Stride
		if stride <= 0 {
			stride = 4
		}
		count := max(o.BufferBytes/stride, 1)
		switch {
		case r.ElementIsStruct():
			b.WriteString("{\"elements\": [")
			for i := 0; i < count; i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString("{")
				for j, m := range r.Members {
					if j > 0 {
						b.WriteString(", ")
					}
					n, _ := json.Marshal(m.Name)
					b.Write(n)
					b.WriteString(": ")
					writeSynthMember(&b, m, g.value)
				}
				b.WriteString("}")
			}
			b.WriteString("]}")
		case len(r.Members) == 1 && r.Members[0].Size() == r.Stride && isPacked(r.Members[0].Layout):
			e := r.Members[0].Elem
			writeSynthArray(&b, e, count*r.Stride/e.Size(), g)
		case len(r.Members) == 1:
			b.WriteString("{\"elements\": [")
			for i := 0; i < count; i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				writeSynthMember(&b, r.Members[0], g.value)
			}
			b.WriteString("]}")
		default:
			// the element type is unknown: 16-bit values when the stride
			// is not whole words, else words
			e := U32
			if stride%4 != 0 {
				e = U16
			}
			writeSynthArray(&b, e, count*stride/e.Size(), g)
		}
	case Raw:
		writeSynthArray(&b, U32, max(o.BufferBytes/4, 1), g)
	case Typed:
		if !r.Shape.IsTexture() {
			writeSynthArray(&b, r.Texel.Elem, max(o.BufferBytes/r.Texel.Size(), 1)*r.Texel.Comps, g)
			break
		}
		// a texture: its extents, a full mip chain (one level for RW
		// textures: a UAV views one) and noise valid for its format
		w := o.TextureExtent
		dims := map[Shape][]int{Shape1D: {w}, Shape1DArray: {w, o.DepthExtent}, Shape2D: {w, w},
			Shape2DArray: {w, w, o.DepthExtent}, Shape3D: {w, w, o.DepthExtent}, ShapeCube: {w, w},
			ShapeCubeArray: {w, w, o.DepthExtent}, Shape2DMS: {w, w}, Shape2DMSArray: {w, w, o.DepthExtent}}[r.Shape]
		b.WriteString("{\"dims\": [")
		for i, d := range dims {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(d))
		}
		b.WriteString("]")
		if r.Format.Components() > 0 {
			fmt.Fprintf(&b, ", \"format\": %q", r.Format.Name())
		}
		switch {
		case r.Shape.IsMultisampled():
			fmt.Fprintf(&b, ", \"samples\": %d", SynthSamples)
		case !r.Writable:
			b.WriteString(", \"levels\": \"full\"")
		}
		fmt.Fprintf(&b, ", \"generate\": {\"pattern\": \"noise\", \"seed\": %d}}", g.next()&0xffffffff)
	case Sampler:
		// linear filtering with wrapping coordinates (comparison samplers:
		// less-or-equal), so that samples blend texels, levels and edges
		if r.Compare {
			b.WriteString(`{"filter": "COMPARISON_MIN_MAG_MIP_LINEAR", "address": "wrap", "compare": "less_equal"}`)
		} else {
			b.WriteString(`{"filter": "MIN_MAG_MIP_LINEAR", "address": "wrap"}`)
		}
	}
	return json.RawMessage(b.Bytes())
}

func writeSynthArray(b *bytes.Buffer, e Elem, n int, g *gen) {
	writeList(b, e.String(), n, func(int) string { return g.value(e) })
}

// writeSynthMember writes one value per scalar of m: a number, or a flat
// array when m has several.
func writeSynthMember(b *bytes.Buffer, m Member, value func(Elem) string) {
	if len(m.Dims) == 0 {
		b.WriteString(value(m.Elem))
		return
	}
	b.WriteString("[")
	for i := 0; i < m.Count(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(value(m.Elem))
	}
	b.WriteString("]")
}

// gen is a splitmix64 sequence seeded by a name (and a seed, when not 0).
type gen struct{ state uint64 }

func newGen(name string, seed uint64) *gen {
	h := fnv.New64a()
	h.Write([]byte(name))
	if seed != 0 {
		fmt.Fprintf(h, "\x00%d", seed)
	}
	return &gen{h.Sum64()}
}

func (g *gen) next() uint64 {
	g.state += 0x9e3779b97f4a7c15
	z := g.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// value is a buffer or texture value of type e.
func (g *gen) value(e Elem) string {
	r := g.next()
	switch {
	case e.IsFloat():
		return strconv.FormatFloat(float64(int64(r%2048)-1024)/256, 'g', -1, 64)
	case e == Bool:
		return strconv.FormatUint(r%2, 10)
	case e == I16 || e == I32 || e == I64:
		return strconv.FormatInt(int64(r%256)-128, 10)
	}
	return strconv.FormatUint(r%256, 10)
}

// cbufferValue is a cbuffer member's value of type e.
func (g *gen) cbufferValue(e Elem) string {
	if e.IsFloat() || e == Bool {
		return g.value(e)
	}
	return strconv.FormatUint(g.next()%64+1, 10)
}

// Format prints the spec as JSON a user can save, edit and pass back with
// --spec: dispatch first, then the resources in name order.
func (s *Spec) Format() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"dispatch\": [%d, %d, %d],\n  \"resources\": {", s.Dispatch[0], s.Dispatch[1], s.Dispatch[2])
	for i, k := range sortedKeys(s.Resources) {
		if i > 0 {
			b.WriteString(",")
		}
		n, _ := json.Marshal(k)
		fmt.Fprintf(&b, "\n    %s: %s", n, s.Resources[k])
	}
	if len(s.Resources) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("}\n}\n")
	return b.Bytes()
}
