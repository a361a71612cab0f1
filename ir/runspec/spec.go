package runspec

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"hlslc/internal/texfilter"
)

// Spec is a parsed run spec. Resource contents stay unparsed until Bind,
// which knows each resource's kind and layout.
type Spec struct {
	Dispatch  [3]uint32
	Resources map[string]json.RawMessage
	// Dir is the directory "file" paths are relative to.
	Dir string
	// NoFiles refuses "file" contents (a spec from a network request must
	// not read the server's files).
	NoFiles bool
	// bytes counts the contents bound so far (BindAll), against MaxBytes.
	bytes int64
}

// MaxBytes bounds the total size of the resources' contents a spec may
// give or ask for ("zero" counts, files, textures' extents): the executor
// and the interpreter hold all of them, and a run must stay within about
// 1 GB however hostile the spec.
const MaxBytes = 1 << 29

// reserve counts n more bytes of contents at path against MaxBytes.
func (s *Spec) reserve(n int64, path string) error {
	if n < 0 || n > MaxBytes-s.bytes {
		return fmt.Errorf("run spec: %s: %d bytes would take the resources past %d bytes in all", path, n, MaxBytes)
	}
	s.bytes += n
	return nil
}

// MaxGroups is the largest workgroup count per dimension (D3D's limit).
const MaxGroups = 65535

// ReadFile reads and parses a spec file; "file" paths are relative to it.
func ReadFile(path string) (*Spec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("run spec: %v", err)
	}
	s, err := Parse(data, filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return s, nil
}

func decodeObject(data []byte, what string) (map[string]json.RawMessage, error) {
	var obj map[string]json.RawMessage
	d := json.NewDecoder(bytes.NewReader(data))
	if err := d.Decode(&obj); err != nil || obj == nil {
		if err == nil || errors.As(err, new(*json.UnmarshalTypeError)) {
			return nil, fmt.Errorf("%s: expected a JSON object", what)
		}
		return nil, fmt.Errorf("%s: %v", what, err)
	}
	if d.More() {
		return nil, fmt.Errorf("%s: unexpected data after the JSON object", what)
	}
	return obj, nil
}

// ParseNoFiles parses a spec that may not name files.
func ParseNoFiles(data []byte) (*Spec, error) {
	s, err := Parse(data, "")
	if s != nil {
		s.NoFiles = true
	}
	return s, err
}

// Parse parses a spec's JSON text. dir is where "file" paths are relative to.
func Parse(data []byte, dir string) (*Spec, error) {
	if err := checkSyntax(data); err != nil {
		return nil, err
	}
	top, err := decodeObject(data, "run spec")
	if err != nil {
		return nil, err
	}
	s := &Spec{Dir: dir, Resources: map[string]json.RawMessage{}}
	for _, k := range sortedKeys(top) {
		switch k {
		case "dispatch", "resources":
		default:
			return nil, fmt.Errorf("run spec: unknown key %q (expected \"dispatch\" and \"resources\")", k)
		}
	}
	raw, ok := top["dispatch"]
	if !ok {
		return nil, errors.New("run spec: missing \"dispatch\"")
	}
	nums, err := numberList(raw, "dispatch")
	if err != nil {
		return nil, err
	}
	if len(nums) != 3 {
		return nil, fmt.Errorf("run spec: dispatch: expected 3 workgroup counts [X, Y, Z], got %d", len(nums))
	}
	for i, n := range nums {
		v, ok := integer(n, 1, MaxGroups)
		if !ok {
			return nil, fmt.Errorf("run spec: dispatch[%d]: expected an integer from 1 to %d, got %s", i, MaxGroups, n)
		}
		s.Dispatch[i] = uint32(v.Int64())
	}
	if raw, ok := top["resources"]; ok {
		res, err := decodeObject(raw, "run spec: resources")
		if err != nil {
			return nil, err
		}
		s.Resources = res
	}
	return s, nil
}

// checkSyntax reports the first JSON syntax error of a whole spec at its line
// and column. The decoders that follow see one member's text at a time, so
// their offsets would not point into the file the user wrote.
func checkSyntax(data []byte) error {
	d := json.NewDecoder(bytes.NewReader(data))
	var v json.RawMessage
	err := d.Decode(&v)
	var syn *json.SyntaxError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, io.EOF):
		return errors.New("run spec: the text is empty (expected a JSON object)")
	case errors.Is(err, io.ErrUnexpectedEOF):
		line, col := lineColumn(data, len(data))
		return fmt.Errorf("run spec: line %d, column %d: the text ends inside an object, array or string", line, col)
	case errors.As(err, &syn):
		// Offset counts the bytes read, the offending one included.
		line, col := lineColumn(data, int(syn.Offset)-1)
		return fmt.Errorf("run spec: line %d, column %d: %v", line, col, err)
	}
	return nil // type errors are reported with their member's path later
}

// lineColumn gives the 1-based line and byte column of data[off].
func lineColumn(data []byte, off int) (line, col int) {
	off = max(0, min(off, len(data)))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte{'\n'})
	return line, off - (bytes.LastIndexByte(before, '\n') + 1) + 1
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// numberList decodes a JSON array of numbers, flattening nested arrays.
func numberList(raw json.RawMessage, path string) ([]json.Number, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("run spec: %s: %v", path, err)
	}
	var out []json.Number
	var walk func(v any, p string) error
	walk = func(v any, p string) error {
		switch x := v.(type) {
		case json.Number:
			out = append(out, x)
		case []any:
			for i, e := range x {
				if err := walk(e, fmt.Sprintf("%s[%d]", p, i)); err != nil {
					return err
				}
			}
		case bool:
			if x {
				out = append(out, "1")
			} else {
				out = append(out, "0")
			}
		case string:
			n, ok := nonFinite(x)
			if !ok {
				return fmt.Errorf("run spec: %s: expected a number, got a string", p)
			}
			out = append(out, n)
		default:
			return fmt.Errorf("run spec: %s: expected a number, got %s", p, jsonKind(x))
		}
		return nil
	}
	if _, ok := v.([]any); !ok {
		return nil, fmt.Errorf("run spec: %s: expected an array of numbers, got %s", path, jsonKind(v))
	}
	if err := walk(v, path); err != nil {
		return nil, err
	}
	return out, nil
}

func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number, float64:
		return "a number"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// integer parses n as an integer in [lo, hi].
func integer(n json.Number, lo, hi int64) (*big.Int, bool) {
	v, ok := new(big.Int).SetString(string(n), 10)
	if !ok {
		return nil, false
	}
	return v, v.Cmp(big.NewInt(lo)) >= 0 && v.Cmp(big.NewInt(hi)) <= 0
}

// encode appends the bytes of number n stored as e. path names it in errors.
func encode(buf []byte, off int, e Elem, n json.Number, path string) error {
	le := binary.LittleEndian
	intRange := func(lo, hi *big.Int) (*big.Int, error) {
		v, ok := new(big.Int).SetString(string(n), 10)
		if !ok {
			return nil, fmt.Errorf("run spec: %s: expected an integer (%s), got %s", path, e, n)
		}
		if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 {
			return nil, fmt.Errorf("run spec: %s: %s is out of range for %s [%s, %s]", path, n, e, lo, hi)
		}
		return v, nil
	}
	bi := func(x int64) *big.Int { return big.NewInt(x) }
	switch e {
	case Bool:
		v, err := intRange(bi(0), bi(1))
		if err != nil {
			return err
		}
		le.PutUint32(buf[off:], uint32(v.Int64()))
	case I16:
		v, err := intRange(bi(math.MinInt16), bi(math.MaxInt16))
		if err != nil {
			return err
		}
		le.PutUint16(buf[off:], uint16(v.Int64()))
	case U16:
		v, err := intRange(bi(0), bi(math.MaxUint16))
		if err != nil {
			return err
		}
		le.PutUint16(buf[off:], uint16(v.Int64()))
	case I32:
		v, err := intRange(bi(math.MinInt32), bi(math.MaxInt32))
		if err != nil {
			return err
		}
		le.PutUint32(buf[off:], uint32(v.Int64()))
	case U32:
		v, err := intRange(bi(0), bi(math.MaxUint32))
		if err != nil {
			return err
		}
		le.PutUint32(buf[off:], uint32(v.Int64()))
	case I64:
		v, err := intRange(bi(math.MinInt64), bi(math.MaxInt64))
		if err != nil {
			return err
		}
		le.PutUint64(buf[off:], uint64(v.Int64()))
	case U64:
		v, err := intRange(bi(0), new(big.Int).SetUint64(math.MaxUint64))
		if err != nil {
			return err
		}
		le.PutUint64(buf[off:], v.Uint64())
	case F16, F32, F64:
		f, err := strconv.ParseFloat(string(n), 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return fmt.Errorf("run spec: %s: expected a number (%s), got %s", path, e, n)
		}
		switch e {
		case F16:
			le.PutUint16(buf[off:], F64ToF16(f))
		case F32:
			le.PutUint32(buf[off:], math.Float32bits(float32(f)))
		default:
			le.PutUint64(buf[off:], math.Float64bits(f))
		}
	default:
		return fmt.Errorf("run spec: %s: unsupported element type %s", path, e)
	}
	return nil
}

// Bound is a resource's initial state: its contents and, for textures, its
// extents (width, height, depth or layers; 1 where the shape has fewer),
// format, mip levels and samples per texel (Data holds them as
// TextureLayout says); for samplers, the sampler state.
type Bound struct {
	Data    []byte
	Extent  [3]uint32
	Format  texfilter.Format
	Levels  int
	Samples int // multisampled textures; 0 (or 1) for others
	Sampler *texfilter.Sampler
	// Entries: a descriptor heap's entries by index; an entry the spec
	// does not give is a null descriptor (the zero Bound: no data, no
	// sampler, no Resource).
	Entries []Bound
	// Resource: a heap entry's resource (its kind, and a typed one's shape
	// and elements), which the views reading it must match.
	Resource *Resource
	// Counter: a buffer heap entry's hidden counter (one u32), when the
	// spec gives one ("counter": N); nil is a null counter descriptor.
	Counter *Bound
}

// Bind checks the spec's resources against the shader's and returns the
// initial contents of each, in the order of res.
func (s *Spec) Bind(res []Resource) ([][]byte, error) {
	b, err := s.BindAll(res)
	if err != nil {
		return nil, err
	}
	out := make([][]byte, len(b))
	for i := range b {
		out[i] = b[i].Data
	}
	return out, nil
}

// BindAll is Bind with the textures' extents.
func (s *Spec) BindAll(res []Resource) ([]Bound, error) {
	known := map[string]bool{}
	for _, r := range res {
		known[r.Name] = true
	}
	for _, k := range sortedKeys(s.Resources) {
		if !known[k] && !heapEntryOf(res, k) {
			names := make([]string, len(res))
			for i, r := range res {
				names[i] = r.Name
			}
			return nil, fmt.Errorf("run spec: resources: unknown resource %q (the shader declares: %s)", k, strings.Join(names, ", "))
		}
	}
	out := make([]Bound, len(res))
	// count this binding's bytes in a copy: a spec may be bound by
	// several runs at once
	s = &Spec{Dispatch: s.Dispatch, Resources: s.Resources, Dir: s.Dir, NoFiles: s.NoFiles}
	for i, r := range res {
		if r.Kind == Heap {
			b, err := s.bindHeap(r)
			if err != nil {
				return nil, err
			}
			out[i] = b
			continue
		}
		raw, ok := s.Resources[r.Name]
		if !ok {
			return nil, fmt.Errorf("run spec: resources: missing resource %q (%s)", r.Name, r.Kind)
		}
		var err error
		out[i].Extent = [3]uint32{1, 1, 1}
		switch {
		case r.Kind == CBuffer:
			out[i].Data, err = s.bindCBuffer(r, raw)
		case r.Kind == Sampler:
			out[i], err = s.bindSampler(r, raw)
		default:
			out[i], err = s.bindBuffer(r, raw)
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// MaxSamples bounds a multisampled texture's samples per texel (D3D's
// largest standard count, gfx9.MaxSamples).
const MaxSamples = 16

// MaxExtent bounds each texture extent (gfx9's image descriptor holds 14
// bits of width and height and 13 of depth; D3D's limits are smaller).
const MaxExtent = 8192

func (s *Spec) bindCBuffer(r Resource, raw json.RawMessage) ([]byte, error) {
	path := "resources." + r.Name
	obj, err := decodeObject(raw, "run spec: "+path)
	if err != nil {
		return nil, err
	}
	if k, ok := rawContentsKey(r, obj); ok {
		// its bytes as a buffer's are given, laid out as the compiler
		// lays the cbuffer out: a layout given by another compiler (a
		// test's expected inputs) checks the layout itself
		data, err := s.bufferData(r, obj, path)
		if err != nil {
			return nil, err
		}
		if len(data) > r.Size {
			return nil, fmt.Errorf("run spec: %s.%s: %d bytes is more than the cbuffer's %d", path, k, len(data), r.Size)
		}
		buf := make([]byte, r.Size)
		copy(buf, data)
		return buf, nil
	}
	buf := make([]byte, r.Size)
	if err := fillMembers(buf, 0, r.Members, obj, path, "cbuffer member"); err != nil {
		return nil, err
	}
	return buf, nil
}

// rawContentsKey reports whether obj gives a cbuffer's contents as bytes, a
// buffer's way (one key: an element type such as "u32", "zero" or "file"),
// rather than its members by name; a member of that name keeps the key a
// member.
func rawContentsKey(r Resource, obj map[string]json.RawMessage) (string, bool) {
	if len(obj) != 1 {
		return "", false
	}
	for k := range obj {
		for _, m := range r.Members {
			if m.Name == k {
				return "", false
			}
		}
		if _, ok := ParseElem(k); ok || k == "zero" || k == "file" {
			return k, true
		}
	}
	return "", false
}

// fillMembers encodes obj (member name → value) into buf at base: every
// member of members must be given, and nothing else. what names a member
// in errors ("cbuffer member", "field").
func fillMembers(buf []byte, base int, members []Member, obj map[string]json.RawMessage, path, what string) error {
	known := map[string]bool{}
	for _, m := range members {
		known[m.Name] = true
	}
	for _, k := range sortedKeys(obj) {
		if !known[k] {
			return fmt.Errorf("run spec: %s: unknown %s %q", path, what, k)
		}
	}
	for _, m := range members {
		raw, ok := obj[m.Name]
		if !ok {
			return fmt.Errorf("run spec: %s: missing %s %q (%s)", path, what, m.Name, m.Layout)
		}
		if err := fillMember(buf, base, m, raw, path+"."+m.Name); err != nil {
			return err
		}
	}
	return nil
}

// fillMember encodes one member's value (a number, or for a member with
// several elements an array, nested or flat, of exactly as many numbers).
func fillMember(buf []byte, base int, m Member, raw json.RawMessage, mp string) error {
	var nums []json.Number
	if len(m.Dims) == 0 {
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		var v any
		if err := d.Decode(&v); err != nil {
			return fmt.Errorf("run spec: %s: %v", mp, err)
		}
		switch x := v.(type) {
		case json.Number:
			nums = []json.Number{x}
		case bool:
			if m.Elem != Bool {
				return fmt.Errorf("run spec: %s: expected a number (%s), got a boolean", mp, m.Layout)
			}
			nums = []json.Number{"0"}
			if x {
				nums[0] = "1"
			}
		case string:
			n, ok := nonFinite(x)
			if !ok || !m.Elem.IsFloat() {
				return fmt.Errorf("run spec: %s: expected a number (%s), got a string", mp, m.Layout)
			}
			nums = []json.Number{n}
		default:
			return fmt.Errorf("run spec: %s: expected a number (%s), got %s", mp, m.Layout, jsonKind(x))
		}
	} else {
		var err error
		nums, err = numberList(raw, mp)
		if err != nil {
			return err
		}
		if len(nums) != m.Count() {
			return fmt.Errorf("run spec: %s: expected %d numbers (%s), got %d", mp, m.Count(), m.Layout, len(nums))
		}
	}
	for i, o := range m.Offsets() {
		p := mp
		if len(m.Dims) > 0 {
			p = fmt.Sprintf("%s[%d]", mp, i)
		}
		if base+m.Offset+o+m.Elem.Size() > len(buf) {
			return fmt.Errorf("run spec: %s: member lies outside the %d bytes", mp, len(buf)-base)
		}
		if err := encode(buf, base+m.Offset+o, m.Elem, nums[i], p); err != nil {
			return err
		}
	}
	return nil
}

// nonFinite maps the strings that stand for the non-finite floats JSON
// numbers cannot express ("NaN", "Infinity", "-Infinity", as JavaScript
// writes them) to the text strconv.ParseFloat reads.
func nonFinite(s string) (json.Number, bool) {
	switch s {
	case "NaN", "Infinity", "-Infinity":
		return json.Number(s), true
	}
	return "", false
}

func (s *Spec) bindBuffer(r Resource, raw json.RawMessage) (Bound, error) {
	b := Bound{Extent: [3]uint32{1, 1, 1}}
	path := "resources." + r.Name
	obj, err := decodeObject(raw, "run spec: "+path)
	if err != nil {
		return b, err
	}
	if r.Kind == Typed && r.Shape.IsTexture() {
		return s.bindTexture(r, obj, path)
	}
	for _, k := range []string{"dims", "format", "levels", "samples"} {
		if _, ok := obj[k]; ok {
			return b, fmt.Errorf("run spec: %s: %q is for textures; a %s resource's size comes from its data", path, k, r.Kind)
		}
	}
	b.Data, err = s.bufferData(r, obj, path)
	if err != nil {
		return b, err
	}
	if r.Kind == Typed {
		b.Extent[0] = uint32(len(b.Data) / r.Texel.Size())
		b.Format, b.Levels = r.Texel.DefaultFormat(), 1
	}
	return b, nil
}

// bufferKeys lists the keys a buffer's contents may be given with.
const bufferKeys = `"u32", "i32", "f32", "f16" (or any element type), "elements", "zero", "file"`

func (s *Spec) bufferData(r Resource, obj map[string]json.RawMessage, path string) ([]byte, error) {
	if len(obj) != 1 {
		return nil, fmt.Errorf("run spec: %s: expected exactly one of %s, got %d keys", path, bufferKeys, len(obj))
	}
	var buf []byte
	for k, v := range obj {
		kp := path + "." + k
		if e, ok := ParseElem(k); ok {
			nums, err := numberList(v, kp)
			if err != nil {
				return nil, err
			}
			buf = make([]byte, len(nums)*e.Size())
			for i, n := range nums {
				if err := encode(buf, i*e.Size(), e, n, fmt.Sprintf("%s[%d]", kp, i)); err != nil {
					return nil, err
				}
			}
			continue
		}
		switch k {
		case "elements":
			var err error
			if buf, err = elements(r, v, kp, s.reserve); err != nil {
				return nil, err
			}
		case "zero":
			var n json.Number
			d := json.NewDecoder(bytes.NewReader(v))
			d.UseNumber()
			if err := d.Decode(&n); err != nil {
				return nil, fmt.Errorf("run spec: %s: expected a byte count", kp)
			}
			c, ok := integer(n, 0, MaxBytes)
			if !ok {
				return nil, fmt.Errorf("run spec: %s: expected a byte count from 0 to %d, got %s", kp, MaxBytes, n)
			}
			if err := s.reserve(c.Int64(), kp); err != nil {
				return nil, err
			}
			buf = make([]byte, c.Int64())
		case "file":
			if s.NoFiles {
				return nil, fmt.Errorf("run spec: %s: \"file\" is not available here; give the contents", kp)
			}
			var name string
			if err := json.Unmarshal(v, &name); err != nil {
				return nil, fmt.Errorf("run spec: %s: expected a file name", kp)
			}
			p := name
			if !filepath.IsAbs(p) {
				p = filepath.Join(s.Dir, p)
			}
			data, err := s.readFile(p, kp)
			if err != nil {
				return nil, err
			}
			buf = data
		default:
			return nil, fmt.Errorf("run spec: %s: unknown key %q (expected one of %s)", path, k, bufferKeys)
		}
	}
	if r.Kind == Structured && r.Stride > 0 && len(buf)%r.Stride != 0 {
		return nil, fmt.Errorf("run spec: %s: %d bytes is not a whole number of %d-byte elements", path, len(buf), r.Stride)
	}
	if r.Kind == Typed && !r.Shape.IsTexture() && len(buf)%r.Texel.Size() != 0 {
		return nil, fmt.Errorf("run spec: %s: %d bytes is not a whole number of %d-byte %s elements", path, len(buf), r.Texel.Size(), r.Texel)
	}
	if r.Kind == Raw && len(buf)%4 != 0 {
		return nil, fmt.Errorf("run spec: %s: %d bytes is not a whole number of 32-bit words", path, len(buf))
	}
	return buf, nil
}

// readFile reads a "file" content, counting its size against MaxBytes
// before reading it.
func (s *Spec) readFile(path, kp string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("run spec: %s: %v", kp, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("run spec: %s: %v", kp, err)
	}
	if err := s.reserve(fi.Size(), kp); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, fi.Size()+1))
	if err == nil && int64(len(data)) != fi.Size() {
		err = fmt.Errorf("the file changed size while being read")
	}
	if err != nil {
		return nil, fmt.Errorf("run spec: %s: %v", kp, err)
	}
	return data, nil
}

// elements encodes a structured buffer given element by element: a JSON
// array with one object per element holding its fields by name, or, when
// the element is not a struct, one value (a number or an array) each.
func elements(r Resource, raw json.RawMessage, path string, reserve func(int64, string) error) ([]byte, error) {
	if r.Kind != Structured || len(r.Members) == 0 {
		return nil, fmt.Errorf("run spec: %s: \"elements\" is for structured buffers whose element type is known", path)
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, fmt.Errorf("run spec: %s: expected an array with one value per element", path)
	}
	if err := reserve(int64(len(list))*int64(r.Stride), path); err != nil {
		return nil, err
	}
	buf := make([]byte, len(list)*r.Stride)
	for i, e := range list {
		ep := fmt.Sprintf("%s[%d]", path, i)
		if r.ElementIsStruct() {
			obj, err := decodeObject(e, "run spec: "+ep)
			if err != nil {
				return nil, err
			}
			if err := fillMembers(buf, i*r.Stride, r.Members, obj, ep, "field"); err != nil {
				return nil, err
			}
		} else if err := fillMember(buf, i*r.Stride, r.Members[0], e, ep); err != nil {
			return nil, err
		}
	}
	return buf, nil
}

// FormatOutput returns the result JSON: {"resources": {"Name": {"u32": [...]}}}
// with the contents of every writable resource as little-endian 32-bit words
// (a trailing partial word is zero-padded), followed by a newline.
func FormatOutput(res []Resource, data [][]byte) []byte {
	var b bytes.Buffer
	b.WriteString("{\"resources\": {")
	first := true
	for i, r := range res {
		if !r.Writable {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		name, _ := json.Marshal(r.Name)
		b.Write(name)
		b.WriteString(": {\"u32\": [")
		d := data[i]
		for j := 0; j < len(d); j += 4 {
			var w [4]byte
			copy(w[:], d[j:])
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.FormatUint(uint64(binary.LittleEndian.Uint32(w[:])), 10))
		}
		b.WriteString("]}")
	}
	b.WriteString("}}\n")
	return b.Bytes()
}

// ParseOutput reads a result written by FormatOutput (or any tool producing
// the same shape) into words by resource name.
func ParseOutput(data []byte) (map[string][]uint32, error) {
	var v struct {
		Resources map[string]struct {
			U32 []uint32 `json:"u32"`
		} `json:"resources"`
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("run output: %v", err)
	}
	out := map[string][]uint32{}
	for k, r := range v.Resources {
		out[k] = r.U32
	}
	return out, nil
}

// ParseDispatch reads workgroup counts written X,Y,Z (or X or X,Y, the
// missing counts 1), each from 1 to MaxGroups.
func ParseDispatch(s string) ([3]uint32, error) {
	d := [3]uint32{1, 1, 1}
	parts := strings.Split(s, ",")
	if len(parts) > 3 {
		return d, fmt.Errorf("want X,Y,Z workgroup counts, got %q", s)
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32)
		if err != nil || v < 1 || v > MaxGroups {
			return d, fmt.Errorf("workgroup count %q: want an integer from 1 to %d", p, MaxGroups)
		}
		d[i] = uint32(v)
	}
	return d, nil
}
