package exec

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hlslc/backend/gfx9"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"hlslc/ir/runspec"
)

// Spec is the executor's run spec:
//
//	{
//	  "dispatch":  [4, 1, 1],          // workgroups per dimension
//	  "workgroup": [64, 1, 1],         // work-items per workgroup (default: the
//	                                   // kernel's reqd_workgroup_size metadata)
//	  "buffers":   {"in": {"f32": [1, 2]}, "out": {"zero": 256}},
//	  "kernargs":  [{"ptr": "in"}, {"bufdesc": "out"}, {"u32": 5}, {"f32": 1.5}]
//	}
//
// Buffer contents use the run spec's typed arrays (ir/runspec): "u32",
// "i32", "f32", "f16", "zero" (bytes) or "file". Kernel arguments are laid
// out in order at their natural alignment: "ptr" (8 bytes, the buffer's
// address), "bufdesc" (a 16-byte V# over the whole buffer, 16-aligned),
// "u32", "i32", "f32" (4), "u64", "i64", "f64" (8), "u16", "i16", "f16" (2).
type Spec struct {
	Grid      [3]uint32
	Workgroup [3]uint32 // zero when not given
	Buffers   []SpecBuffer
	Kernargs  []KernargItem
}

// SpecBuffer is one named buffer with its initial contents.
type SpecBuffer struct {
	Name string
	Data []byte
}

// KernargItem is one kernel argument: a buffer reference (Kind "ptr" or
// "bufdesc", Buffer set) or a scalar (Kind a type name, Value its bits).
type KernargItem struct {
	Kind   string
	Buffer string
	Value  uint64
}

var kernargSizes = map[string]int{"ptr": 8, "bufdesc": 16, "u32": 4, "i32": 4, "f32": 4, "u64": 8, "i64": 8, "f64": 8, "u16": 2, "i16": 2, "f16": 2}

// ReadSpecFile reads a spec; "file" contents are relative to its directory.
func ReadSpecFile(path string) (*Spec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("run spec: %v", err)
	}
	s, err := ParseSpec(data, filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return s, nil
}

func decodeStrict(data []byte, v any, what string) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if d.More() {
		return fmt.Errorf("%s: unexpected data after the JSON value", what)
	}
	return nil
}

func dims(raw json.RawMessage, what string, max uint64) ([3]uint32, error) {
	var nums []json.Number
	var r [3]uint32
	if err := decodeStrict(raw, &nums, "run spec: "+what); err != nil {
		return r, fmt.Errorf("run spec: %s: expected an array of three positive integers", what)
	}
	if len(nums) != 3 {
		return r, fmt.Errorf("run spec: %s: expected three numbers, got %d", what, len(nums))
	}
	for i, n := range nums {
		v, err := strconv.ParseUint(n.String(), 10, 64)
		if err != nil || v == 0 || v > max {
			return r, fmt.Errorf("run spec: %s[%d]: expected an integer from 1 to %d, got %s", what, i, max, n)
		}
		r[i] = uint32(v)
	}
	return r, nil
}

// ParseSpec parses a spec's JSON text.
func ParseSpec(data []byte, dir string) (*Spec, error) {
	var top map[string]json.RawMessage
	if err := decodeStrict(data, &top, "run spec"); err != nil || top == nil {
		var te *json.UnmarshalTypeError
		if err == nil || errors.As(err, &te) {
			return nil, errors.New("run spec: expected a JSON object")
		}
		return nil, err
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch k {
		case "dispatch", "workgroup", "buffers", "kernargs":
		default:
			return nil, fmt.Errorf("run spec: unknown key %q (expected \"dispatch\", \"workgroup\", \"buffers\", \"kernargs\")", k)
		}
	}
	s := &Spec{}
	raw, ok := top["dispatch"]
	if !ok {
		return nil, errors.New("run spec: missing \"dispatch\" (the grid in workgroups)")
	}
	var err error
	if s.Grid, err = dims(raw, "dispatch", 1<<32-1); err != nil {
		return nil, err
	}
	if raw, ok := top["workgroup"]; ok {
		if s.Workgroup, err = dims(raw, "workgroup", 1024); err != nil {
			return nil, err
		}
	}
	// Buffers: parsed by the run spec's typed-array reader.
	rs := &runspec.Spec{Resources: map[string]json.RawMessage{}, Dir: dir}
	var res []runspec.Resource
	if raw, ok := top["buffers"]; ok {
		var bufs map[string]json.RawMessage
		if err := decodeStrict(raw, &bufs, "run spec: buffers"); err != nil || bufs == nil {
			return nil, errors.New("run spec: buffers: expected an object of named buffers")
		}
		names := make([]string, 0, len(bufs))
		for n := range bufs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			rs.Resources[n] = bufs[n]
			res = append(res, runspec.Resource{Name: n, Kind: runspec.Raw, Writable: true})
		}
	}
	contents, err := rs.Bind(res)
	if err != nil {
		return nil, errors.New(strings.ReplaceAll(err.Error(), "resources.", "buffers."))
	}
	for i, r := range res {
		s.Buffers = append(s.Buffers, SpecBuffer{Name: r.Name, Data: contents[i]})
	}
	if raw, ok := top["kernargs"]; ok {
		var items []json.RawMessage
		if err := decodeStrict(raw, &items, "run spec: kernargs"); err != nil {
			return nil, errors.New("run spec: kernargs: expected an array of arguments")
		}
		for i, it := range items {
			k, err := s.parseKernarg(it, fmt.Sprintf("kernargs[%d]", i))
			if err != nil {
				return nil, err
			}
			s.Kernargs = append(s.Kernargs, k)
		}
	}
	return s, nil
}

func (s *Spec) parseKernarg(raw json.RawMessage, path string) (KernargItem, error) {
	var obj map[string]json.RawMessage
	if err := decodeStrict(raw, &obj, "run spec: "+path); err != nil || len(obj) != 1 {
		return KernargItem{}, fmt.Errorf("run spec: %s: expected an object with one key such as {\"ptr\": \"buf\"} or {\"u32\": 5}", path)
	}
	for k, v := range obj {
		if _, ok := kernargSizes[k]; !ok {
			return KernargItem{}, fmt.Errorf("run spec: %s: unknown argument kind %q (expected ptr, bufdesc, u32, i32, f32, u64, i64, f64, u16, i16, f16)", path, k)
		}
		if k == "ptr" || k == "bufdesc" {
			var name string
			if err := json.Unmarshal(v, &name); err != nil {
				return KernargItem{}, fmt.Errorf("run spec: %s.%s: expected a buffer name", path, k)
			}
			found := false
			for _, b := range s.Buffers {
				found = found || b.Name == name
			}
			if !found {
				return KernargItem{}, fmt.Errorf("run spec: %s.%s: unknown buffer %q", path, k, name)
			}
			return KernargItem{Kind: k, Buffer: name}, nil
		}
		var n json.Number
		if err := decodeStrict(v, &n, "run spec: "+path); err != nil {
			return KernargItem{}, fmt.Errorf("run spec: %s.%s: expected a number", path, k)
		}
		val, err := scalarBits(k, n)
		if err != nil {
			return KernargItem{}, fmt.Errorf("run spec: %s.%s: %v", path, k, err)
		}
		return KernargItem{Kind: k, Value: val}, nil
	}
	return KernargItem{}, nil
}

func scalarBits(kind string, n json.Number) (uint64, error) {
	s := n.String()
	switch kind {
	case "u16", "u32", "u64":
		bitsz := map[string]int{"u16": 16, "u32": 32, "u64": 64}[kind]
		v, err := strconv.ParseUint(s, 10, bitsz)
		if err != nil {
			return 0, fmt.Errorf("%s is not a %d-bit unsigned integer", s, bitsz)
		}
		return v, nil
	case "i16", "i32", "i64":
		bitsz := map[string]int{"i16": 16, "i32": 32, "i64": 64}[kind]
		v, err := strconv.ParseInt(s, 10, bitsz)
		if err != nil {
			return 0, fmt.Errorf("%s is not a %d-bit signed integer", s, bitsz)
		}
		if bitsz == 64 {
			return uint64(v), nil
		}
		return uint64(v) & (1<<bitsz - 1), nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("%s is not a number", s)
	}
	switch kind {
	case "f32":
		if math.Abs(f) > math.MaxFloat32 {
			return 0, fmt.Errorf("%s is out of range for f32", s)
		}
		return uint64(math.Float32bits(float32(f))), nil
	case "f16":
		return uint64(runspec.F64ToF16(f)), nil
	}
	return math.Float64bits(f), nil
}

// Setup allocates the spec's buffers in a new address space and lays out
// the kernel arguments. It returns the memory, the dispatch and the
// allocations by buffer name.
func (s *Spec) Setup(p *Program) (*Memory, Dispatch, map[string]*Alloc, error) {
	mem := NewMemory()
	allocs := map[string]*Alloc{}
	for _, b := range s.Buffers {
		allocs[b.Name] = mem.AllocBytes(b.Name, append([]byte(nil), b.Data...))
	}
	var karg []byte
	for i, k := range s.Kernargs {
		size := kernargSizes[k.Kind]
		align := min(size, 16)
		for len(karg)%align != 0 {
			karg = append(karg, 0)
		}
		var b [16]byte
		switch k.Kind {
		case "ptr":
			binary.LittleEndian.PutUint64(b[:], allocs[k.Buffer].Base)
		case "bufdesc":
			a := allocs[k.Buffer]
			if len(a.Data) > math.MaxUint32 {
				return nil, Dispatch{}, nil, fmt.Errorf("run spec: kernargs[%d]: buffer %q is too large for a buffer descriptor", i, k.Buffer)
			}
			for w, v := range gfx9.RawBufferDescriptor(a.Base, uint32(len(a.Data))) {
				binary.LittleEndian.PutUint32(b[4*w:], v)
			}
		default:
			binary.LittleEndian.PutUint64(b[:], k.Value)
		}
		karg = append(karg, b[:size]...)
	}
	if explicit := explicitKernargSize(p); len(karg) < explicit {
		return nil, Dispatch{}, nil, fmt.Errorf("run spec: kernargs: the layout gives %d bytes, but kernel %q takes %d bytes of explicit arguments (see its metadata)", len(karg), p.Kernel.Name, explicit)
	}
	if ks := int(p.KD.KernargSize); len(karg) < ks {
		karg = append(karg, make([]byte, ks-len(karg))...)
	} else if ks > 0 && len(karg) > ks {
		return nil, Dispatch{}, nil, fmt.Errorf("run spec: kernargs: the layout gives %d bytes, more than the kernel's kernarg segment of %d bytes", len(karg), ks)
	}
	wg := s.Workgroup
	if wg[0] == 0 {
		var ok bool
		wg, ok = reqdWorkgroupSize(p)
		if !ok {
			return nil, Dispatch{}, nil, fmt.Errorf("run spec: missing \"workgroup\" and kernel %q has no reqd_workgroup_size metadata", p.Kernel.Name)
		}
	}
	return mem, Dispatch{Grid: s.Grid, Workgroup: wg, Kernarg: karg}, allocs, nil
}

// kernelMetadata returns the kernel's entry in the code object metadata.
func kernelMetadata(p *Program) map[string]any {
	ks, _ := p.Object.Metadata["amdhsa.kernels"].([]any)
	for _, k := range ks {
		m, _ := k.(map[string]any)
		if m != nil && m[".name"] == p.Kernel.Name {
			return m
		}
	}
	return nil
}

func toInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x, true
	case uint64:
		return int64(x), true
	case int:
		return int64(x), true
	case float64:
		return int64(x), true
	}
	return 0, false
}

// explicitKernargSize is the end of the last non-hidden argument in the
// metadata (0 without metadata).
func explicitKernargSize(p *Program) int {
	m := kernelMetadata(p)
	args, _ := m[".args"].([]any)
	end := 0
	for _, a := range args {
		am, _ := a.(map[string]any)
		kind, _ := am[".value_kind"].(string)
		if strings.HasPrefix(kind, "hidden_") {
			continue
		}
		off, ok1 := toInt(am[".offset"])
		size, ok2 := toInt(am[".size"])
		if ok1 && ok2 && int(off+size) > end {
			end = int(off + size)
		}
	}
	return end
}

func reqdWorkgroupSize(p *Program) ([3]uint32, bool) {
	m := kernelMetadata(p)
	v, _ := m[".reqd_workgroup_size"].([]any)
	if len(v) != 3 {
		return [3]uint32{}, false
	}
	var r [3]uint32
	for i, x := range v {
		n, ok := toInt(x)
		if !ok || n <= 0 || n > 1024 {
			return r, false
		}
		r[i] = uint32(n)
	}
	return r, true
}

// FormatResult returns the output JSON: every buffer's final contents as
// 32-bit words, and the statistics.
func FormatResult(s *Spec, allocs map[string]*Alloc, st *Stats) []byte {
	var b bytes.Buffer
	b.WriteString("{\"buffers\": {")
	for i, buf := range s.Buffers {
		if i > 0 {
			b.WriteString(", ")
		}
		name, _ := json.Marshal(buf.Name)
		b.Write(name)
		b.WriteString(": {\"u32\": [")
		d := allocs[buf.Name].Data
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
	b.WriteString("}, \"statistics\": {")
	fmt.Fprintf(&b, "\"workgroups\": %d, \"waves\": %d, \"instructions\": {", st.Workgroups, st.Waves)
	for c := Class(0); c < NumClasses; c++ {
		if c > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q: %d", c.String(), st.Instructions[c])
	}
	fmt.Fprintf(&b, "}, \"total_instructions\": %d, \"estimated_cycles\": %d}}\n", st.Total(), st.Cycles)
	return b.Bytes()
}
