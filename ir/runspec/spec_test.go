package runspec

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var testResources = []Resource{
	{Name: "Params", Kind: CBuffer, Size: 48, Members: []Member{
		{Name: "width", Offset: 0, Layout: Layout{Elem: I32}},
		{Name: "count", Offset: 4, Layout: Layout{Elem: U32}},
		{Name: "on", Offset: 8, Layout: Layout{Elem: Bool}},
		{Name: "center", Offset: 16, Layout: Layout{Elem: F32, Dims: []Dim{{3, 4}}}},
		{Name: "rows", Offset: 32, Layout: Layout{Elem: F16, Dims: []Dim{{2, 8}, {2, 2}}}},
	}},
	{Name: "Src", Kind: Structured, Stride: 8},
	{Name: "Dst", Kind: Raw, Writable: true},
}

const goodParams = `"Params": {"width": -3, "count": 7, "on": true, "center": [0, 1.5, -2], "rows": [[1, 2], [3, 0.5]]}`

func TestBind(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "d.bin"), []byte{1, 2, 3, 4, 5, 6, 7, 8}, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Parse([]byte(`{"dispatch": [2, 3, 1], "resources": {`+goodParams+`, "Src": {"file": "d.bin"}, "Dst": {"zero": 8}}}`), dir)
	if err != nil {
		t.Fatal(err)
	}
	if s.Dispatch != [3]uint32{2, 3, 1} {
		t.Errorf("dispatch %v", s.Dispatch)
	}
	data, err := s.Bind(testResources)
	if err != nil {
		t.Fatal(err)
	}
	p := data[0]
	le := binary.LittleEndian
	if len(p) != 48 || int32(le.Uint32(p[0:])) != -3 || le.Uint32(p[4:]) != 7 || le.Uint32(p[8:]) != 1 {
		t.Errorf("params scalars wrong: % x", p)
	}
	if math.Float32frombits(le.Uint32(p[20:])) != 1.5 || math.Float32frombits(le.Uint32(p[24:])) != -2 {
		t.Errorf("center wrong: % x", p[16:28])
	}
	// rows: f16 at 32, 34, 40, 42: 1, 2, 3, 0.5
	for i, w := range []uint16{0x3c00, 0x4000, 0, 0, 0x4200, 0x3800, 0, 0} {
		if got := le.Uint16(p[32+2*i:]); got != w {
			t.Errorf("rows byte %d: %#x, want %#x", 32+2*i, got, w)
		}
	}
	if string(data[1]) != "\x01\x02\x03\x04\x05\x06\x07\x08" || len(data[2]) != 8 {
		t.Errorf("buffers wrong: %v %v", data[1], data[2])
	}
	out := FormatOutput(testResources, [][]byte{nil, nil, {1, 0, 0, 0, 2}})
	if string(out) != "{\"resources\": {\"Dst\": {\"u32\": [1, 2]}}}\n" {
		t.Errorf("output %s", out)
	}
	words, err := ParseOutput(out)
	if err != nil || len(words["Dst"]) != 2 || words["Dst"][1] != 2 {
		t.Errorf("ParseOutput: %v %v", words, err)
	}
}

// TestCBufferBytes: a cbuffer's contents may be given as a buffer's are, as
// bytes at the offsets the compiler laid its members out at (zero-padded to
// its size), so a test's inputs laid out by another compiler check that
// layout; a member named like the key keeps it a member.
func TestCBufferBytes(t *testing.T) {
	s, err := Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"Params": {"u32": [4294967293, 7, 1, 0, 0, 1069547520]}, "Src": {"u32": [1, 2]}, "Dst": {"zero": 4}}}`), "")
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.Bind(testResources)
	if err != nil {
		t.Fatal(err)
	}
	p, le := data[0], binary.LittleEndian
	if len(p) != 48 || int32(le.Uint32(p[0:])) != -3 || le.Uint32(p[4:]) != 7 || le.Uint32(p[8:]) != 1 ||
		math.Float32frombits(le.Uint32(p[20:])) != 1.5 || le.Uint32(p[24:]) != 0 {
		t.Errorf("params from bytes wrong: % x", p)
	}
	big := `{"dispatch": [1, 1, 1], "resources": {"Params": {"u16": [` + strings.Repeat("1, ", 24) + `1]}, "Src": {"u32": [1, 2]}, "Dst": {"zero": 4}}}`
	if s, err = Parse([]byte(big), ""); err == nil {
		_, err = s.Bind(testResources)
	}
	if want := "run spec: resources.Params.u16: 50 bytes is more than the cbuffer's 48"; err == nil || err.Error() != want {
		t.Errorf("too many bytes: %v, want %q", err, want)
	}
	named := []Resource{{Name: "P", Kind: CBuffer, Size: 16, Members: []Member{{Name: "u32", Offset: 4, Layout: Layout{Elem: U32}}}}}
	if s, err = Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"P": {"u32": 9}}}`), ""); err != nil {
		t.Fatal(err)
	}
	if data, err = s.Bind(named); err != nil || le.Uint32(data[0][4:]) != 9 || le.Uint32(data[0][0:]) != 0 {
		t.Errorf("a member named u32: %v % x", err, data)
	}
}

func TestErrors(t *testing.T) {
	rest := `, "Src": {"u32": [1, 2]}, "Dst": {"zero": 4}`
	res := func(params string) string {
		return `{"dispatch": [1, 1, 1], "resources": {` + params + rest + `}}`
	}
	for _, c := range []struct{ spec, want string }{
		{`[1]`, "run spec: expected a JSON object"},
		{"", "run spec: the text is empty (expected a JSON object)"},
		{" \n\t", "run spec: the text is empty (expected a JSON object)"},
		{"{\n \"dispatch\": [1, 1, 1],\n \"resources\": {\"Src\": [1,\n }\n}", "run spec: line 4, column 2: invalid character '}' looking for beginning of value"},
		{"{\"dispatch\": [1, 1, 1] \"resources\": {}}", "run spec: line 1, column 24: invalid character '\"' after object key:value pair"},
		{"{\"dispatch\": [1,\n 1", "run spec: line 2, column 3: the text ends inside an object, array or string"},
		{"{\"dispatch\": \"abc", "run spec: line 1, column 18: the text ends inside an object, array or string"},
		{`{"dispatch": [1, 1, 1]} x`, "run spec: unexpected data after the JSON object"},
		{`{"dispatch": [1, 1, 1], "resource": {}}`, `run spec: unknown key "resource" (expected "dispatch" and "resources")`},
		{`{"resources": {}}`, `run spec: missing "dispatch"`},
		{`{"dispatch": [1, 1]}`, "run spec: dispatch: expected 3 workgroup counts [X, Y, Z], got 2"},
		{`{"dispatch": [1, 0, 1]}`, "run spec: dispatch[1]: expected an integer from 1 to 65535, got 0"},
		{`{"dispatch": [1, 1.5, 1]}`, "run spec: dispatch[1]: expected an integer from 1 to 65535, got 1.5"},
		{`{"dispatch": "all"}`, "run spec: dispatch: expected an array of numbers, got a string"},
		{res(goodParams + `, "Extra": {"zero": 4}`), `run spec: resources: unknown resource "Extra" (the shader declares: Params, Src, Dst)`},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"u32": [1, 2]}}}`, `run spec: resources: missing resource "Dst" (raw)`},
		{res(`"Params": {"width": 1, "count": 7, "on": true, "center": [0, 1, 2], "rows": [1, 2, 3, 4], "zoom": 2}`), `run spec: resources.Params: unknown cbuffer member "zoom"`},
		{res(`"Params": {"width": 1, "on": true, "center": [0, 1, 2], "rows": [1, 2, 3, 4]}`), `run spec: resources.Params: missing cbuffer member "count" (u32)`},
		{res(`"Params": {"width": "wide", "count": 7, "on": true, "center": [0, 1, 2], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.width: expected a number (i32), got a string"},
		{res(`"Params": {"width": 1.5, "count": 7, "on": true, "center": [0, 1, 2], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.width: expected an integer (i32), got 1.5"},
		{res(`"Params": {"width": 1, "count": -7, "on": true, "center": [0, 1, 2], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.count: -7 is out of range for u32 [0, 4294967295]"},
		{res(`"Params": {"width": 1, "count": 7, "on": true, "center": [0, 1], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.center: expected 3 numbers (f32[3]), got 2"},
		{res(`"Params": {"width": 1, "count": 7, "on": true, "center": 0, "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.center: expected an array of numbers, got a number"},
		{res(`"Params": {"width": 1, "count": 7, "on": true, "center": [0, "y", 1], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.center[1]: expected a number, got a string"},
		{res(`"Params": {"width": 1, "count": 7, "on": 2, "center": [0, 1, 2], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.on: 2 is out of range for bool [0, 1]"},
		{res(`"Params": {"width": true, "count": 7, "on": true, "center": [0, 1, 2], "rows": [1, 2, 3, 4]}`), "run spec: resources.Params.width: expected a number (i32), got a boolean"},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"u32": [1]}, "Dst": {"zero": 4}}}`, "run spec: resources.Src: 4 bytes is not a whole number of 8-byte elements"},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"u32": [1, 2], "f32": [1]}, "Dst": {"zero": 4}}}`, `run spec: resources.Src: expected exactly one of "u32", "i32", "f32", "f16" (or any element type), "elements", "zero", "file", got 2 keys`},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"floats": [1, 2]}, "Dst": {"zero": 4}}}`, `run spec: resources.Src: unknown key "floats" (expected one of "u32", "i32", "f32", "f16" (or any element type), "elements", "zero", "file")`},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"u32": [1, -2]}, "Dst": {"zero": 4}}}`, "run spec: resources.Src.u32[1]: -2 is out of range for u32 [0, 4294967295]"},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"i32": [1, 2147483648]}, "Dst": {"zero": 4}}}`, "run spec: resources.Src.i32[1]: 2147483648 is out of range for i32 [-2147483648, 2147483647]"},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"u32": [1, 2]}, "Dst": {"zero": -4}}}`, "run spec: resources.Dst.zero: expected a byte count from 0 to 536870912, got -4"},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"u32": [1, 2]}, "Dst": {"zero": 6}}}`, "run spec: resources.Dst: 6 bytes is not a whole number of 32-bit words"},
		{`{"dispatch": [1, 1, 1], "resources": {` + goodParams + `, "Src": {"file": "missing.bin"}, "Dst": {"zero": 4}}}`, "run spec: resources.Src.file: open /nonexistent/missing.bin: no such file or directory"},
	} {
		s, err := Parse([]byte(c.spec), "/nonexistent")
		if err == nil {
			_, err = s.Bind(testResources)
		}
		if err == nil {
			t.Errorf("%s: no error, want %q", c.spec, c.want)
		} else if err.Error() != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.spec, err.Error(), c.want)
		}
	}
}

func TestF16(t *testing.T) {
	for _, c := range []struct {
		f float64
		h uint16
	}{
		{0, 0}, {math.Copysign(0, -1), 0x8000}, {1, 0x3c00}, {-2, 0xc000}, {65504, 0x7bff},
		{65519, 0x7bff}, {65520, 0x7c00}, {0x1p-24, 1}, {0x1p-25, 0}, {0x1.8p-25, 1}, {0x1p-14, 0x400},
		{1 + 0x1p-11, 0x3c00}, {1 + 0x1.8p-11, 0x3c01}, {1 + 0x1.8p-10, 0x3c02}, {1 + 0x1p-10, 0x3c01}, {math.Inf(-1), 0xfc00},
		{0.1, 0x2e66},
	} {
		if got := F64ToF16(c.f); got != c.h {
			t.Errorf("F64ToF16(%v) = %#x, want %#x", c.f, got, c.h)
		}
		if c.f == c.f && !math.IsInf(c.f, 0) && c.h != 0x7c00 && F64ToF16(F16ToF64(c.h)) != c.h {
			t.Errorf("F16ToF64(%#x) does not round-trip", c.h)
		}
	}
	if h := F64ToF16(math.NaN()); h&0x7c00 != 0x7c00 || h&0x3ff == 0 {
		t.Errorf("NaN -> %#x", h)
	}
	if !math.IsNaN(F16ToF64(0x7e00)) || F16ToF64(0x0001) != 0x1p-24 {
		t.Error("F16ToF64 special values")
	}
}

// TestTyped binds textures and typed buffers: extents from "dims", element
// counts from the data, and precise errors for every malformed case.
func TestTyped(t *testing.T) {
	res := []Resource{
		{Name: "Tex", Kind: Typed, Shape: Shape2D, Texel: Texel{Elem: F32, Comps: 2}},
		{Name: "Buf", Kind: Typed, Writable: true, Shape: ShapeBuffer, Texel: Texel{Elem: U32, Comps: 3}},
	}
	spec := func(tex, buf string) string {
		return `{"dispatch": [1, 1, 1], "resources": {"Tex": ` + tex + `, "Buf": ` + buf + `}}`
	}
	s, err := Parse([]byte(spec(`{"f32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "dims": [3, 2]}`, `{"zero": 24}`)), ".")
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.BindAll(res)
	if err != nil {
		t.Fatal(err)
	}
	if b[0].Extent != [3]uint32{3, 2, 1} || len(b[0].Data) != 48 || b[1].Extent != [3]uint32{2, 1, 1} {
		t.Errorf("bound %v %d %v", b[0].Extent, len(b[0].Data), b[1].Extent)
	}
	for _, c := range []struct{ tex, buf, want string }{
		{`{"f32": [1, 2]}`, `{"zero": 12}`, `run spec: resources.Tex: missing "dims" (the texture2d's 2 extents)`},
		{`{"f32": [1, 2], "dims": [1]}`, `{"zero": 12}`, "run spec: resources.Tex.dims: a texture2d takes [width, height], got 1 numbers"},
		{`{"f32": [1, 2], "dims": [1, 0]}`, `{"zero": 12}`, "run spec: resources.Tex.dims[1]: expected an extent from 1 to 8192, got 0"},
		{`{"f32": [1, 2], "dims": [1, 9000]}`, `{"zero": 12}`, "run spec: resources.Tex.dims[1]: expected an extent from 1 to 8192, got 9000"},
		{`{"f32": [1, 2, 3], "dims": [1, 2]}`, `{"zero": 12}`, "run spec: resources.Tex: 12 bytes, but 2 texels of 32_32 float hold 16"},
		{`{"f32": [1, 2], "dims": [1, 1]}`, `{"zero": 10}`, "run spec: resources.Buf: 10 bytes is not a whole number of 12-byte u32x3 elements"},
		{`{"f32": [1, 2], "dims": [1, 1]}`, `{"zero": 12, "dims": [3]}`, `run spec: resources.Buf: "dims" is for textures; a typed resource's size comes from its data`},
	} {
		s, err := Parse([]byte(spec(c.tex, c.buf)), ".")
		if err == nil {
			_, err = s.BindAll(res)
		}
		if err == nil || err.Error() != c.want {
			t.Errorf("%s %s:\n got %v\nwant %q", c.tex, c.buf, err, c.want)
		}
	}
}
