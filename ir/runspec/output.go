package runspec

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"

	"hlslc/internal/texfilter"
)

// OutputOptions say how Output writes the final contents of the writable
// resources.
type OutputOptions struct {
	// Raw writes every resource as little-endian 32-bit words ({"u32": …},
	// FormatOutput's form) instead of typing it by its declared element
	// type; for bit-exact comparisons.
	Raw bool
	// Dir, when set, is where the contents of resources larger than
	// InlineLimit bytes go, one file each (NAME.bin, the bytes as the
	// shader left them); the JSON then gives {"file": "DIR/NAME.bin"}, the
	// run spec's own way of naming a file's contents.
	Dir         string
	InlineLimit int
	// Formats are the texel formats the resources were bound with (a
	// Bound's Format, in res order; the zero Format for resources that
	// are not textures, or all of them nil). A texture whose format is not
	// its elements' default one is written as {"format": NAME, "texels":
	// [component values]}, the run spec's form for formatted texels.
	Formats []texfilter.Format
}

// Output formats the writable resources' final contents as the run
// output, one resource per line:
//
//	{"resources": {
//	  "Dst": {"f32": [0.5, 1, "NaN"]},
//	  "Particles": {"elements": [{"pos": [0, 1, 2], "alive": 1}, …]}
//	}}
//
// Each resource is typed by its declared element type: typed buffers and
// textures by their texel's scalar type (components in a row), structured
// buffers of a scalar or vector by that type, structured buffers of
// structs element by element with their fields by name (matrices and
// arrays as nested arrays), byte-address buffers as u32 words. Floats are
// written in the shortest form that reads back to the same value;
// non-finite ones as the strings "NaN", "Infinity" and "-Infinity". The
// form is the run spec's own, so an output can be fed back as input.
func Output(res []Resource, data [][]byte, o OutputOptions) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\"resources\": {")
	first := true
	for i, r := range res {
		if !r.Writable {
			continue
		}
		if !first {
			b.WriteString(",")
		}
		first = false
		b.WriteString("\n  ")
		name, _ := json.Marshal(r.Name)
		b.Write(name)
		b.WriteString(": ")
		d := data[i]
		if o.Dir != "" && len(d) > o.InlineLimit {
			p := filepath.Join(o.Dir, r.Name+".bin")
			if err := os.WriteFile(p, d, 0o644); err != nil {
				return nil, fmt.Errorf("run output: %v", err)
			}
			fn, _ := json.Marshal(p)
			fmt.Fprintf(&b, "{\"file\": %s}", fn)
			continue
		}
		if o.Raw {
			writeArray(&b, "u32", d, U32)
			continue
		}
		var f texfilter.Format
		if i < len(o.Formats) {
			f = o.Formats[i]
		}
		writeTyped(&b, r, d, f)
	}
	if !first {
		b.WriteString("\n")
	}
	b.WriteString("}}\n")
	return b.Bytes(), nil
}

// writeTyped writes one resource's contents typed by its element type, or
// by its format f when that is not the default one.
func writeTyped(b *bytes.Buffer, r Resource, d []byte, f texfilter.Format) {
	switch {
	case r.Kind == Typed && f.Bits[0] != 0 && f != r.Texel.DefaultFormat():
		writeTexels(b, d, f)
	case r.Kind == Typed:
		writeArray(b, r.Texel.Elem.String(), d, r.Texel.Elem)
	case r.Kind == Structured && r.Stride > 0 && len(d)%r.Stride == 0 && r.ElementIsStruct():
		b.WriteString("{\"elements\": [")
		for off := 0; off < len(d); off += r.Stride {
			if off > 0 {
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
				writeMember(b, d, off, m)
			}
			b.WriteString("}")
		}
		b.WriteString("]}")
	case r.Kind == Structured && r.Stride > 0 && len(d)%r.Stride == 0 && len(r.Members) == 1 &&
		r.Members[0].Offset == 0 && r.Members[0].Size() == r.Stride && isPacked(r.Members[0].Layout):
		// a scalar, vector or packed array element: a flat typed array
		e := r.Members[0].Elem
		writeArray(b, e.String(), d, e)
	case r.Kind == Structured && r.Stride > 0 && len(d)%r.Stride == 0 && len(r.Members) == 1:
		b.WriteString("{\"elements\": [")
		for off := 0; off < len(d); off += r.Stride {
			if off > 0 {
				b.WriteString(", ")
			}
			writeMember(b, d, off, r.Members[0])
		}
		b.WriteString("]}")
	default:
		writeArray(b, "u32", d, U32)
	}
}

// isPacked reports whether the layout's scalars lie one after the other.
func isPacked(l Layout) bool {
	for i, o := range l.Offsets() {
		if o != i*l.Elem.Size() {
			return false
		}
	}
	return true
}

// writeArray writes {"key": [v, …]}: d as consecutive values of e (a
// trailing partial value zero-padded).
func writeArray(b *bytes.Buffer, key string, d []byte, e Elem) {
	n := e.Size()
	writeList(b, key, (len(d)+n-1)/n, func(i int) string {
		var w [8]byte
		copy(w[:n], d[i*n:])
		return formatValue(w[:n], e)
	})
}

// writeList writes {"key": [value(0), …, value(n-1)]}.
func writeList(b *bytes.Buffer, key string, n int, value func(i int) string) {
	fmt.Fprintf(b, "{%q: [", key)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(value(i))
	}
	b.WriteString("]}")
}

// writeMember writes a member of the element at base: a number, or nested
// arrays following its dimensions.
func writeMember(b *bytes.Buffer, d []byte, base int, m Member) {
	var walk func(off int, dims []Dim)
	walk = func(off int, dims []Dim) {
		if len(dims) == 0 {
			if off+m.Elem.Size() > len(d) {
				b.WriteString("0")
				return
			}
			b.WriteString(formatValue(d[off:off+m.Elem.Size()], m.Elem))
			return
		}
		b.WriteString("[")
		for i := 0; i < dims[0].Count; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			walk(off+i*dims[0].Stride, dims[1:])
		}
		b.WriteString("]")
	}
	walk(base+m.Offset, m.Dims)
}

// formatValue formats the little-endian bytes of one value of type e.
func formatValue(v []byte, e Elem) string {
	le := binary.LittleEndian
	switch e {
	case Bool, U32:
		return strconv.FormatUint(uint64(le.Uint32(v)), 10)
	case I32:
		return strconv.FormatInt(int64(int32(le.Uint32(v))), 10)
	case I16:
		return strconv.FormatInt(int64(int16(le.Uint16(v))), 10)
	case U16:
		return strconv.FormatUint(uint64(le.Uint16(v)), 10)
	case I64:
		return strconv.FormatInt(int64(le.Uint64(v)), 10)
	case U64:
		return strconv.FormatUint(le.Uint64(v), 10)
	case F16:
		return formatFloat(F16ToF64(le.Uint16(v)), 32)
	case F32:
		return formatFloat(float64(math.Float32frombits(le.Uint32(v))), 32)
	case F64:
		return formatFloat(math.Float64frombits(le.Uint64(v)), 64)
	}
	return strconv.FormatUint(uint64(le.Uint32(v)), 10)
}

// formatFloat writes f in the shortest form that reads back to the same
// value of the given size, and the non-finite values as JSON strings.
func formatFloat(f float64, bits int) string {
	switch {
	case math.IsNaN(f):
		return `"NaN"`
	case math.IsInf(f, 1):
		return `"Infinity"`
	case math.IsInf(f, -1):
		return `"-Infinity"`
	}
	return strconv.FormatFloat(f, 'g', -1, bits)
}

// writeTexels writes formatted texels as {"format": NAME, "texels": […]}:
// each texel's components decoded to their values (floats for the
// float-valued formats, integers for the integer ones), which "texels"
// reads back to the same bits.
func writeTexels(b *bytes.Buffer, d []byte, f texfilter.Format) {
	bpe, c := f.Bytes(), f.Components()
	e := F32
	switch f.Num {
	case texfilter.Uint:
		e = U32
	case texfilter.Sint:
		e = I32
	}
	var vals bytes.Buffer
	for off := 0; off+bpe <= len(d); off += bpe {
		v := f.Decode(d[off:])
		for j := 0; j < c; j++ {
			binary.Write(&vals, binary.LittleEndian, v[j])
		}
	}
	fmt.Fprintf(b, "{\"format\": %q, ", f.Name())
	var list bytes.Buffer
	writeArray(&list, "texels", vals.Bytes(), e)
	b.Write(list.Bytes()[1:]) // without its opening brace
}
