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

	"hlslc/internal/texfilter"
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
// "imagedesc" (a 32-byte T#, 32-aligned), "u32", "i32", "f32" (4), "u64",
// "i64", "f64" (8), "u16", "i16", "f16" (2).
//
// A "bufdesc" with "format" is a typed buffer (gfx9.TypedBufferDescriptor,
// for idxen access): {"bufdesc": "buf", "format": "32_32 float",
// "stride": 8, "count": 10}; "stride" defaults to the format's element
// size and "count" (num_records, in elements) to the number of elements
// that fit in the buffer. An "imagedesc" is a linear image over the buffer
// (gfx9.ImageDescriptor): {"imagedesc": "buf", "format": "8_8_8_8 unorm",
// "type": "2d", "dims": [W, H]}; "type" is 1d, 2d, 3d, cube, 1darray,
// 2darray, 2dmsaa or 2dmsaaarray and "dims" gives [W] (1d), [W, H] (2d,
// 2dmsaa), [W, H, D] (3d), [W, layers] (1darray) or [W, H, layers]
// (2darray, cube, 2dmsaaarray); the buffer holds W*H*D elements, row by
// row, slice by slice (pitch = W). The MSAA types take "samples": N (1, 2,
// 4, 8 or 16; gfx9.MultisampledImageDescriptor): each sample a slice,
// sample s of layer k slice k*N+s. With
// "levels": N (a mip chain), the buffer holds gfx9's linear layout of the
// chain (gfx9.ImageResource.LinearLevels: 256-byte rows, the levels down
// each slice). Formats are "DATA NUM" as gfx9.ParseFormat reads them, e.g.
// "32_32_32_32 float", "2_10_10_10 unorm", "16 float".
//
// A "samplerdesc" is a 16-byte S# (16-aligned) of a sampler state written
// as the HLSL run spec writes samplers (runspec.ParseSampler): {"samplerdesc":
// {"filter": "MIN_MAG_MIP_POINT", "address": "wrap"}}. A custom border
// colour goes into a border colour table the dispatch points at.
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

// KernargItem is one kernel argument: a buffer reference (Kind "ptr",
// "bufdesc" or "imagedesc", Buffer set) or a scalar (Kind a type name,
// Value its bits).
type KernargItem struct {
	Kind   string
	Buffer string
	Value  uint64
	// Typed "bufdesc" (Typed set) and "imagedesc": the element format;
	// Stride and Count (typed buffers), Image and Dims (images).
	Typed   bool
	Format  gfx9.Format
	Stride  uint32
	Count   uint32
	Image   gfx9.ImageType
	Dims    [3]uint32
	Levels  int
	Samples int // per texel: 1, or the MSAA types' count
	// "samplerdesc": the sampler state.
	Sampler *texfilter.Sampler
}

var kernargSizes = map[string]int{"ptr": 8, "bufdesc": 16, "imagedesc": 32, "samplerdesc": 16, "u32": 4, "i32": 4, "f32": 4, "u64": 8, "i64": 8, "f64": 8, "u16": 2, "i16": 2, "f16": 2}

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
	if err := decodeStrict(raw, &obj, "run spec: "+path); err != nil || len(obj) == 0 {
		return KernargItem{}, fmt.Errorf("run spec: %s: expected an object such as {\"ptr\": \"buf\"} or {\"u32\": 5}", path)
	}
	if _, ok := obj["bufdesc"]; ok && len(obj) > 1 {
		return s.parseResource(obj, "bufdesc", path)
	}
	if _, ok := obj["imagedesc"]; ok {
		return s.parseResource(obj, "imagedesc", path)
	}
	if raw, ok := obj["samplerdesc"]; ok && len(obj) == 1 {
		smp, err := runspec.ParseSampler(raw, path+".samplerdesc", true)
		if err != nil {
			return KernargItem{}, err
		}
		return KernargItem{Kind: "samplerdesc", Sampler: smp}, nil
	}
	if len(obj) != 1 {
		return KernargItem{}, fmt.Errorf("run spec: %s: expected an object with one key such as {\"ptr\": \"buf\"} or {\"u32\": 5} (only \"bufdesc\" and \"imagedesc\" take more keys)", path)
	}
	for k, v := range obj {
		if _, ok := kernargSizes[k]; !ok {
			return KernargItem{}, fmt.Errorf("run spec: %s: unknown argument kind %q (expected ptr, bufdesc, imagedesc, samplerdesc, u32, i32, f32, u64, i64, f64, u16, i16, f16)", path, k)
		}
		if k == "ptr" || k == "bufdesc" {
			name, err := s.bufferName(v, path+"."+k)
			if err != nil {
				return KernargItem{}, err
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

// bufferName reads a buffer reference.
func (s *Spec) bufferName(v json.RawMessage, path string) (string, error) {
	var name string
	if err := json.Unmarshal(v, &name); err != nil {
		return "", fmt.Errorf("run spec: %s: expected a buffer name", path)
	}
	for _, b := range s.Buffers {
		if b.Name == name {
			return name, nil
		}
	}
	return "", fmt.Errorf("run spec: %s: unknown buffer %q", path, name)
}

func (s *Spec) bufferLen(name string) int {
	for _, b := range s.Buffers {
		if b.Name == name {
			return len(b.Data)
		}
	}
	return 0
}

// specUint reads a JSON integer in [lo, hi].
func specUint(v json.RawMessage, path string, lo, hi uint64) (uint32, error) {
	var n json.Number
	if err := decodeStrict(v, &n, "run spec: "+path); err == nil {
		if x, err := strconv.ParseUint(n.String(), 10, 64); err == nil && x >= lo && x <= hi {
			return uint32(x), nil
		}
	}
	return 0, fmt.Errorf("run spec: %s: expected an integer from %d to %d, got %s", path, lo, hi, strings.TrimSpace(string(v)))
}

// parseResource reads a typed "bufdesc" or an "imagedesc".
func (s *Spec) parseResource(obj map[string]json.RawMessage, kind, path string) (KernargItem, error) {
	allowed := map[string]bool{kind: true, "format": true}
	if kind == "bufdesc" {
		allowed["stride"], allowed["count"] = true, true
	} else {
		allowed["type"], allowed["dims"], allowed["levels"], allowed["samples"] = true, true, true, true
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !allowed[k] {
			want := "\"format\", \"stride\", \"count\""
			if kind == "imagedesc" {
				want = "\"format\", \"type\", \"dims\", \"levels\""
			}
			return KernargItem{}, fmt.Errorf("run spec: %s: unknown key %q for a %s (expected %s)", path, k, kind, want)
		}
	}
	name, err := s.bufferName(obj[kind], path+"."+kind)
	if err != nil {
		return KernargItem{}, err
	}
	it := KernargItem{Kind: kind, Buffer: name, Typed: true}
	fraw, ok := obj["format"]
	if !ok {
		return KernargItem{}, fmt.Errorf("run spec: %s: a typed %s needs \"format\", e.g. \"32_32_32_32 float\"", path, kind)
	}
	var fs string
	if err := json.Unmarshal(fraw, &fs); err != nil {
		return KernargItem{}, fmt.Errorf("run spec: %s.format: expected a string such as \"32_32_32_32 float\"", path)
	}
	if it.Format, err = gfx9.ParseFormat(fs); err != nil {
		return KernargItem{}, fmt.Errorf("run spec: %s.format: %v", path, err)
	}
	if err := it.Format.Validate(kind == "imagedesc"); err != nil {
		return KernargItem{}, fmt.Errorf("run spec: %s.format: %v", path, err)
	}
	size := uint64(s.bufferLen(name))
	elem := uint64(it.Format.Bytes())
	if kind == "bufdesc" {
		it.Stride = uint32(elem)
		if v, ok := obj["stride"]; ok {
			if it.Stride, err = specUint(v, path+".stride", elem, 1<<14-1); err != nil {
				return KernargItem{}, fmt.Errorf("%v (the stride holds at least one %d-byte %s element)", err, elem, it.Format)
			}
		}
		fit := uint64(0)
		if size >= elem {
			fit = (size-elem)/uint64(it.Stride) + 1
		}
		it.Count = uint32(min(fit, math.MaxUint32))
		if v, ok := obj["count"]; ok {
			if it.Count, err = specUint(v, path+".count", 0, math.MaxUint32); err != nil {
				return KernargItem{}, err
			}
			if uint64(it.Count) > fit {
				return KernargItem{}, fmt.Errorf("run spec: %s.count: %d elements of %d bytes, %d bytes apart, need %d bytes, but buffer %q has %d", path, it.Count, elem, it.Stride, (uint64(it.Count)-1)*uint64(it.Stride)+elem, name, size)
			}
		}
		return it, nil
	}
	traw, ok := obj["type"]
	if !ok {
		return KernargItem{}, fmt.Errorf("run spec: %s: an imagedesc needs \"type\" (1d, 2d, 3d, cube, 1darray or 2darray)", path)
	}
	var ts string
	if err := json.Unmarshal(traw, &ts); err != nil {
		return KernargItem{}, fmt.Errorf("run spec: %s.type: expected a string (1d, 2d, 3d, cube, 1darray or 2darray)", path)
	}
	if it.Image, err = gfx9.ParseImageType(ts); err != nil {
		return KernargItem{}, fmt.Errorf("run spec: %s.type: %v", path, err)
	}
	draw, ok := obj["dims"]
	if !ok {
		return KernargItem{}, fmt.Errorf("run spec: %s: an imagedesc needs \"dims\"", path)
	}
	want := map[gfx9.ImageType]string{gfx9.Image1D: "[W]", gfx9.Image2D: "[W, H]", gfx9.Image3D: "[W, H, D]",
		gfx9.Image1DArray: "[W, layers]", gfx9.Image2DArray: "[W, H, layers]", gfx9.ImageCube: "[W, H, layers]",
		gfx9.Image2DMSAA: "[W, H]", gfx9.Image2DMSAAArray: "[W, H, layers]"}[it.Image]
	var dims []json.RawMessage
	if err := decodeStrict(draw, &dims, "run spec"); err != nil || len(dims) != it.Image.Coords() {
		return KernargItem{}, fmt.Errorf("run spec: %s.dims: a %s image takes %s", path, it.Image, want)
	}
	it.Dims = [3]uint32{1, 1, 1}
	for i, v := range dims {
		if it.Dims[i], err = specUint(v, fmt.Sprintf("%s.dims[%d]", path, i), 1, 1<<16); err != nil {
			return KernargItem{}, err
		}
	}
	if it.Image == gfx9.Image1DArray {
		it.Dims[1], it.Dims[2] = 1, it.Dims[1]
	}
	it.Levels = 1
	if v, ok := obj["levels"]; ok {
		n, err := specUint(v, path+".levels", 1, 16)
		if err != nil {
			return KernargItem{}, err
		}
		it.Levels = int(n)
	}
	it.Samples = 1
	if v, ok := obj["samples"]; ok {
		n, err := specUint(v, path+".samples", 1, gfx9.MaxSamples)
		if err != nil {
			return KernargItem{}, err
		}
		it.Samples = int(n)
	}
	t, err := gfx9.ImageDescriptorSamples(0, it.Image, it.Format, it.Dims[0], it.Dims[1], it.Dims[2], it.Levels, it.Samples)
	if err != nil {
		return KernargItem{}, fmt.Errorf("run spec: %s: %v", path, err)
	}
	r := gfx9.DecodeImageDescriptor(t)
	need := r.LinearSize()
	if need > size {
		return KernargItem{}, fmt.Errorf("run spec: %s: a %dx%dx%d %s image of %s needs %d bytes, but buffer %q has %d", path, it.Dims[0], it.Dims[1], it.Dims[2], it.Image, it.Format, need, name, size)
	}
	return it, nil
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
	var borders [][4]uint32 // the border colour table
	for i, k := range s.Kernargs {
		size := kernargSizes[k.Kind]
		align := min(size, 16)
		if k.Kind == "imagedesc" {
			align = 32 // <8 x i32>'s natural alignment, as llc lays it out
		}
		for len(karg)%align != 0 {
			karg = append(karg, 0)
		}
		var b [32]byte
		switch k.Kind {
		case "ptr":
			binary.LittleEndian.PutUint64(b[:], allocs[k.Buffer].Base)
		case "bufdesc":
			a := allocs[k.Buffer]
			if k.Typed {
				if err := gfx9.CheckTypedBuffer(a.Base, k.Stride, k.Format); err != nil {
					return nil, Dispatch{}, nil, fmt.Errorf("run spec: kernargs[%d]: %v", i, err)
				}
				for w, v := range gfx9.TypedBufferDescriptor(a.Base, k.Stride, k.Count, k.Format) {
					binary.LittleEndian.PutUint32(b[4*w:], v)
				}
				break
			}
			if len(a.Data) > math.MaxUint32 {
				return nil, Dispatch{}, nil, fmt.Errorf("run spec: kernargs[%d]: buffer %q is too large for a buffer descriptor", i, k.Buffer)
			}
			for w, v := range gfx9.RawBufferDescriptor(a.Base, uint32(len(a.Data))) {
				binary.LittleEndian.PutUint32(b[4*w:], v)
			}
		case "imagedesc":
			a := allocs[k.Buffer]
			t, err := gfx9.ImageDescriptorSamples(a.Base, k.Image, k.Format, k.Dims[0], k.Dims[1], k.Dims[2], k.Levels, max(k.Samples, 1))
			if err != nil {
				return nil, Dispatch{}, nil, fmt.Errorf("run spec: kernargs[%d]: buffer %q: %v", i, k.Buffer, err)
			}
			for w, v := range t {
				binary.LittleEndian.PutUint32(b[4*w:], v)
			}
		case "samplerdesc":
			ptr := uint16(0)
			if k.Sampler.Border == texfilter.CustomBorder {
				ptr = uint16(len(borders))
				borders = append(borders, k.Sampler.Custom)
			}
			for w, v := range SamplerDescriptor(k.Sampler, ptr) {
				binary.LittleEndian.PutUint32(b[4*w:], v)
			}
		default:
			binary.LittleEndian.PutUint64(b[:], k.Value)
		}
		karg = append(karg, b[:size]...)
	}
	var bcBase uint64
	if len(borders) > 0 {
		bcBase = BorderColorTable(mem, borders)
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
	return mem, Dispatch{Grid: s.Grid, Workgroup: wg, Kernarg: karg, BorderColorBase: bcBase}, allocs, nil
}

// BorderColorTable allocates a border colour table holding colours and
// returns its address (for Dispatch.BorderColorBase).
func BorderColorTable(mem *Memory, colors [][4]uint32) uint64 {
	b := make([]byte, 16*len(colors))
	for i, c := range colors {
		for k, v := range c {
			binary.LittleEndian.PutUint32(b[16*i+4*k:], v)
		}
	}
	return mem.AllocBytes("border colour table", b).Base
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
