// Package launch runs a compiled HLSL kernel on the integrated GCN executor
// from the project's run spec (package hlslc/ir/runspec), under the kernel
// ABI of docs/abi.md:
//
//   - every resource of the module (ir.Module.Resources: the resources the
//     entry point uses, in declaration order) gets an allocation of its own,
//     filled from the spec by HLSL name; cbuffers are packed by member name
//     at the module's layout (runspec.Spec.Bind does the packing);
//   - the kernarg segment holds one descriptor per resource, in the module's
//     resource order, each aligned to its size (runspec.KernargLayout): a
//     16-byte buffer descriptor (gfx9.RawBufferDescriptor, num_records = the
//     resource's size in bytes; for typed buffers gfx9.TypedBufferDescriptor
//     with the element format), or for textures a 32-byte linear image
//     descriptor (gfx9.ImageDescriptor) — see Descriptor;
//   - the workgroup size is the kernel's [numthreads], the grid the spec's
//     "dispatch".
//
// The code object may come from anywhere (hlslc's backend, LLVM's through
// `--emit=llvm`, an assembler): Load checks the kernel's metadata against the
// ABI — each explicit argument a by_value argument of its descriptor's size
// at the expected offset, named after the resource when the metadata has names, and
// .reqd_workgroup_size (when present) equal to [numthreads] — and refuses a
// kernel that does not match, so a layout disagreement is an error rather
// than a silently wrong run.
//
// Hidden arguments that code object v5 kernels may declare after the
// explicit ones (LLVM's kernels do) are filled as the HSA runtime would for
// this dispatch: hidden_block_count_*, hidden_group_size_*, hidden_remainder_*
// (always 0: the grid is whole workgroups), hidden_grid_dims (3) and
// hidden_global_offset_* (0). Every other hidden argument (queue, hostcall,
// heap, printf pointers, …) is zero; a kernel that dereferences one faults in
// the executor, which reports the access.
//
// The result has the shape of the interpreter's (package ir/interp): the
// final contents of every resource, with JSON giving
// {"resources": {"Name": {"u32": […]}}} for the writable ones.
package launch

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/internal/texfilter"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Kernel is a loaded kernel checked against a module's ABI.
type Kernel struct {
	Module  *ir.Module
	Func    *ir.Func // the module's kernel
	Program *exec.Program
	// Workgroup is the kernel's [numthreads].
	Workgroup [3]uint32
	// hidden are the hidden arguments the metadata declares.
	hidden []hiddenArg
}

type hiddenArg struct {
	kind   string
	offset int
	size   int
}

// Result is the final state of the resources after a launch.
type Result struct {
	Resources []runspec.Resource // the module's resources, in order
	Data      [][]byte           // their final contents
	Formats   []texfilter.Format // the textures' formats as bound (runspec.OutputOptions.Formats)
	Stats     *exec.Stats
}

// JSON formats the writable resources as the run output, exactly as the
// interpreter's Result.JSON does.
func (r *Result) JSON() []byte { return runspec.FormatOutput(r.Resources, r.Data) }

// Words returns a resource's contents as little-endian 32-bit words (a
// trailing partial word zero-padded), or nil if there is no such resource.
func (r *Result) Words(name string) []uint32 {
	for i, res := range r.Resources {
		if res.Name == name {
			d := r.Data[i]
			w := make([]uint32, (len(d)+3)/4)
			for j := range w {
				var b [4]byte
				copy(b[:], d[j*4:])
				w[j] = binary.LittleEndian.Uint32(b[:])
			}
			return w
		}
	}
	return nil
}

// Load reads a code object and prepares the module's kernel (the code
// symbol is the entry point's name), checking it against the ABI.
func Load(m *ir.Module, co []byte) (*Kernel, error) {
	f := m.Kernel()
	if f == nil {
		return nil, fmt.Errorf("launch: the module has no kernel")
	}
	p, err := exec.Load(co, f.Name)
	if err != nil {
		return nil, fmt.Errorf("launch: %v", err)
	}
	return New(m, p)
}

// New checks a loaded program against the module's ABI.
func New(m *ir.Module, p *exec.Program) (*Kernel, error) {
	f := m.Kernel()
	if f == nil {
		return nil, fmt.Errorf("launch: the module has no kernel")
	}
	k := &Kernel{Module: m, Func: f, Program: p}
	for i, n := range f.NumThreads {
		if n <= 0 || n > 1024 {
			return nil, fmt.Errorf("launch: kernel %q: numthreads[%d] = %d is outside 1..1024", f.Name, i, n)
		}
		k.Workgroup[i] = uint32(n)
	}
	if err := k.checkMetadata(); err != nil {
		return nil, fmt.Errorf("launch: kernel %q: %v", f.Name, err)
	}
	return k, nil
}

// Metadata is the kernel's entry of the code object's amdhsa.kernels
// (.sgpr_count, .vgpr_count, .sgpr_spill_count, ...), or nil.
func (k *Kernel) Metadata() map[string]any { return kernelMeta(k.Program) }

// kernelMeta returns the kernel's entry of amdhsa.kernels, or nil.
func kernelMeta(p *exec.Program) map[string]any {
	ks, _ := p.Object.Metadata["amdhsa.kernels"].([]any)
	for _, k := range ks {
		km, _ := k.(map[string]any)
		if km != nil && km[".name"] == p.Kernel.Name {
			return km
		}
	}
	return nil
}

func toInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x, true
	case uint64:
		if x > math.MaxInt64 {
			return 0, false
		}
		return int64(x), true
	case int:
		return int64(x), true
	case int32:
		return int64(x), true
	case uint32:
		return int64(x), true
	case float64:
		if x != math.Trunc(x) {
			return 0, false
		}
		return int64(x), true
	}
	return 0, false
}

// checkMetadata compares the kernel's .args and .reqd_workgroup_size with
// the ABI the module implies.
func (k *Kernel) checkMetadata() error {
	km := kernelMeta(k.Program)
	res := k.Module.Resources
	offs, want := runspec.KernargLayout(k.Module.RunSpecResources())
	if km == nil {
		// Without metadata only the descriptor's kernarg size can be checked.
		if int(k.Program.KD.KernargSize) < want {
			return fmt.Errorf("the kernel descriptor gives %d bytes of kernel arguments, the ABI needs %d for %d resources",
				k.Program.KD.KernargSize, want, len(res))
		}
		return nil
	}
	rawArgs, _ := km[".args"].([]any)
	explicit := 0
	for i, a := range rawArgs {
		am, ok := a.(map[string]any)
		if !ok {
			return fmt.Errorf("metadata .args[%d] is not a map", i)
		}
		kind, _ := am[".value_kind"].(string)
		off, ok1 := toInt(am[".offset"])
		size, ok2 := toInt(am[".size"])
		if !ok1 || !ok2 || off < 0 || size <= 0 {
			return fmt.Errorf("metadata .args[%d] (%s) lacks a valid .offset/.size", i, kind)
		}
		if strings.HasPrefix(kind, "hidden_") {
			k.hidden = append(k.hidden, hiddenArg{kind: kind, offset: int(off), size: int(size)})
			continue
		}
		if explicit >= len(res) {
			return fmt.Errorf("metadata .args[%d] is an explicit %s argument at offset %d, but the module has only %d resources (the ABI allows nothing else)",
				i, kind, off, len(res))
		}
		r := res[explicit]
		dsize := r.RunSpec().DescriptorSize()
		if kind != "by_value" || size != int64(dsize) || off != int64(offs[explicit]) {
			return fmt.Errorf("metadata .args[%d] is %s, %d bytes at offset %d; the ABI puts resource %q there as a by_value, %d-byte descriptor at offset %d",
				i, kind, size, off, r.Name, dsize, offs[explicit])
		}
		if name, ok := am[".name"].(string); ok && name != r.Name {
			return fmt.Errorf("metadata .args[%d] is named %q; the ABI puts resource %q there", i, name, r.Name)
		}
		explicit++
	}
	if explicit != len(res) {
		names := make([]string, len(res))
		for i, r := range res {
			names[i] = r.Name
		}
		return fmt.Errorf("metadata declares %d explicit arguments; the module has %d resources (%s)", explicit, len(res), strings.Join(names, ", "))
	}
	if v, ok := km[".reqd_workgroup_size"].([]any); ok {
		if len(v) != 3 {
			return fmt.Errorf("metadata .reqd_workgroup_size has %d entries, want 3", len(v))
		}
		for i, x := range v {
			n, ok := toInt(x)
			if !ok || n != int64(k.Workgroup[i]) {
				return fmt.Errorf("metadata .reqd_workgroup_size %v differs from numthreads %v", v, k.Workgroup)
			}
		}
	}
	return nil
}

// Kernarg builds the kernel argument segment: the descriptors descs of the
// module's resources (Descriptor's), and the hidden arguments for a grid of
// workgroups.
func (k *Kernel) Kernarg(descs [][]uint32, grid [3]uint32) ([]byte, error) {
	if len(descs) != len(k.Module.Resources) {
		return nil, fmt.Errorf("launch: %d descriptors given, the module has %d resources", len(descs), len(k.Module.Resources))
	}
	offs, n := runspec.KernargLayout(k.Module.RunSpecResources())
	for _, h := range k.hidden {
		n = max(n, h.offset+h.size)
	}
	n = max(n, int(k.Program.KD.KernargSize))
	karg := make([]byte, n)
	le := binary.LittleEndian
	for i, desc := range descs {
		for w, v := range desc {
			le.PutUint32(karg[offs[i]+4*w:], v)
		}
	}
	dim := func(kind, prefix string) int {
		switch strings.TrimPrefix(kind, prefix) {
		case "x":
			return 0
		case "y":
			return 1
		}
		return 2
	}
	for _, h := range k.hidden {
		var v uint64
		switch {
		case strings.HasPrefix(h.kind, "hidden_block_count_"):
			v = uint64(grid[dim(h.kind, "hidden_block_count_")])
		case strings.HasPrefix(h.kind, "hidden_group_size_"):
			v = uint64(k.Workgroup[dim(h.kind, "hidden_group_size_")])
		case h.kind == "hidden_grid_dims":
			v = 3
		default:
			// remainders and global offsets are 0; other pointers are null.
			continue
		}
		switch h.size {
		case 2:
			le.PutUint16(karg[h.offset:], uint16(v))
		case 4:
			le.PutUint32(karg[h.offset:], uint32(v))
		case 8:
			le.PutUint64(karg[h.offset:], v)
		default:
			return nil, fmt.Errorf("launch: hidden argument %s has size %d", h.kind, h.size)
		}
	}
	return karg, nil
}

// Run binds the spec's resources to the module's, launches the kernel on
// the executor and returns the final contents of every resource.
func (k *Kernel) Run(spec *runspec.Spec, opt exec.Options) (*Result, error) {
	res := k.Module.RunSpecResources()
	bound, err := spec.BindAll(res)
	if err != nil {
		return nil, err
	}
	st, err := k.RunBound(spec.Dispatch, bound, opt)
	if err != nil {
		return nil, err
	}
	out, data, formats := runspec.HeapOutputs(res, bound)
	return &Result{Resources: out, Data: data, Formats: formats, Stats: st}, nil
}

// RunData launches the kernel on resource contents given directly, in the
// module's resource order; the slices are updated in place with the final
// contents. Typed buffers get their length from their data; textures need
// RunBound.
func (k *Kernel) RunData(grid [3]uint32, data [][]byte, opt exec.Options) (*exec.Stats, error) {
	res := k.Module.Resources
	if len(data) != len(res) {
		return nil, fmt.Errorf("launch: %d resources given, the module declares %d", len(data), len(res))
	}
	bound := make([]runspec.Bound, len(data))
	for i, d := range data {
		bound[i] = runspec.Bound{Data: d, Extent: [3]uint32{1, 1, 1}}
		if r := res[i]; r.Kind == ir.MemTyped {
			if r.Shape.IsTexture() {
				return nil, fmt.Errorf("launch: texture %q needs its extents (RunBound)", r.Name)
			}
			bound[i].Extent[0] = uint32(len(d) / r.Texel.Size())
		}
	}
	return k.RunBound(grid, bound, opt)
}

// RunBound is RunData with the textures' extents, formats and levels and
// the samplers' states (runspec.Spec.BindAll's result). Textures live in
// memory in gfx9's linear layout (gfx9.ImageResource.LinearLevels): their
// texels are copied there from the run spec's packed layout and, for RW
// textures, back after the run.
func (k *Kernel) RunBound(grid [3]uint32, bound []runspec.Bound, opt exec.Options) (*exec.Stats, error) {
	res := k.Module.Resources
	if len(bound) != len(res) {
		return nil, fmt.Errorf("launch: %d resources given, the module declares %d", len(bound), len(res))
	}
	for i, g := range grid {
		if g == 0 || g > runspec.MaxGroups {
			return nil, fmt.Errorf("launch: dispatch[%d] = %d is outside 1..%d", i, g, runspec.MaxGroups)
		}
	}
	mem := exec.NewMemory()
	descs := make([][]uint32, len(res))
	var borders [][4]uint32
	var back []copyBack
	for i, r := range res {
		b := bound[i]
		switch {
		case r.Kind == ir.MemHeap:
			d, err := heapMemory(mem, r, bound[i].Entries, &borders, &back)
			if err != nil {
				return nil, err
			}
			descs[i] = d
			continue
		case r.Kind == ir.MemSampler:
			if b.Sampler == nil {
				return nil, fmt.Errorf("launch: sampler %q has no sampler state", r.Name)
			}
			descs[i] = samplerDescriptor(b.Sampler, &borders)
			continue
		case r.Kind == ir.MemCBuffer && len(b.Data) < r.Size:
			return nil, fmt.Errorf("launch: cbuffer %q: %d bytes given, its layout needs %d", r.Name, len(b.Data), r.Size)
		}
		d, err := placeResource(mem, r.Name, r.RunSpec(), &bound[i], &back)
		if err != nil {
			return nil, err
		}
		descs[i] = d
	}
	karg, err := k.Kernarg(descs, grid)
	if err != nil {
		return nil, err
	}
	d := exec.Dispatch{Grid: grid, Workgroup: k.Workgroup, Kernarg: karg}
	if len(borders) > 0 {
		d.BorderColorBase = exec.BorderColorTable(mem, borders)
	}
	st, err := k.Program.Run(mem, d, opt)
	for _, c := range back {
		copyTexels(c.img, c.shape, *c.bound, c.data, false)
	}
	if err != nil {
		return st, fmt.Errorf("launch: kernel %q: %w", k.Func.Name, err)
	}
	return st, nil
}

// copyBack is a writable texture whose texels go back from gfx9's linear
// layout (data) to its Bound after a run.
type copyBack struct {
	img   *gfx9.ImageResource
	shape runspec.Shape
	bound *runspec.Bound
	data  []byte
}

// placeResource places a buffer's or texture's bound contents in mem and
// returns its descriptor: a raw V# for cbuffers, structured and
// byte-address buffers, a typed V# for typed buffers, a T# for textures
// (a writable texture is added to back). The executor accesses a buffer's
// bytes in place, so their final contents are in b.Data after the run.
func placeResource(mem *exec.Memory, name string, r runspec.Resource, b *runspec.Bound, back *[]copyBack) ([]uint32, error) {
	if r.Kind == runspec.Typed && r.Shape.IsTexture() {
		t, lin, err := textureMemory(r, *b)
		if err != nil {
			return nil, fmt.Errorf("launch: texture %q: %v", name, err)
		}
		a := mem.AllocBytes(name, lin)
		tr := gfx9.DecodeImageDescriptor(t)
		tr.Base = a.Base
		d := tr.Encode()
		if r.Writable {
			*back = append(*back, copyBack{&tr, r.Shape, b, lin})
		}
		return d[:], nil
	}
	if len(b.Data) > math.MaxUint32 {
		return nil, fmt.Errorf("launch: resource %q: %d bytes do not fit a buffer descriptor's num_records", name, len(b.Data))
	}
	a := mem.AllocBytes(name, b.Data)
	if r.Kind == runspec.Typed {
		d := gfx9.TypedBufferDescriptor(a.Base, uint32(r.Texel.Size()), b.Extent[0], TexelFormat(r.Texel))
		return d[:], nil
	}
	d := gfx9.RawBufferDescriptor(a.Base, uint32(len(b.Data)))
	return d[:], nil
}

// samplerDescriptor is a sampler state's S#; a custom border color is
// appended to borders, the border color table.
func samplerDescriptor(smp *texfilter.Sampler, borders *[][4]uint32) []uint32 {
	ptr := uint16(0)
	if smp.Border == texfilter.CustomBorder {
		ptr = uint16(len(*borders))
		*borders = append(*borders, smp.Custom)
	}
	d := exec.SamplerDescriptor(smp, ptr)
	return d[:]
}

// heapMemory places a descriptor heap's entries in mem and returns the
// heap's kernel argument: a raw V# of the array of their descriptors, one
// every ir.HeapStride bytes (docs/abi.md). A resource heap entry is a
// buffer (a raw V# of its bytes), a typed buffer (a typed V#) or a texture
// (a T#, writable ones added to back), a sampler heap entry a sampler
// state (its S#, custom border colors appended to borders); a buffer's
// hidden counter, when the spec gives one, is a raw V# of its u32
// ir.HeapCounterOffset bytes into the entry. An entry (or counter) the
// spec leaves out is a null descriptor (zeros: loads return 0, stores
// drop).
func heapMemory(mem *exec.Memory, r *ir.Memory, entries []runspec.Bound, borders *[][4]uint32, back *[]copyBack) ([]uint32, error) {
	table := make([]byte, max(len(entries), 1)*ir.HeapStride)
	for i := range entries {
		e := &entries[i]
		var d []uint32
		switch {
		case r.Sampler && e.Sampler != nil:
			d = samplerDescriptor(e.Sampler, borders)
		case !r.Sampler && e.Resource != nil:
			var err error
			if d, err = placeResource(mem, fmt.Sprintf("%s.%d", r.Name, i), *e.Resource, e, back); err != nil {
				return nil, err
			}
		}
		for w, x := range d {
			binary.LittleEndian.PutUint32(table[i*ir.HeapStride+4*w:], x)
		}
		if c := e.Counter; c != nil {
			a := mem.AllocBytes(fmt.Sprintf("%s.%d.counter", r.Name, i), c.Data)
			for w, x := range gfx9.RawBufferDescriptor(a.Base, uint32(len(c.Data))) {
				binary.LittleEndian.PutUint32(table[i*ir.HeapStride+ir.HeapCounterOffset+4*w:], x)
			}
		}
	}
	a := mem.AllocBytes(r.Name, table)
	d := gfx9.RawBufferDescriptor(a.Base, uint32(len(table)))
	return d[:], nil
}

// textureMemory returns a texture's T# (base 0) and its texels in gfx9's
// linear layout.
func textureMemory(r runspec.Resource, b runspec.Bound) ([8]uint32, []byte, error) {
	if b.Levels == 0 {
		b.Format, b.Levels = r.TexelFormat(), 1
	}
	f, ok := exec.HardwareFormat(b.Format)
	if !ok {
		return [8]uint32{}, nil, fmt.Errorf("format %s has no gfx9 image format", b.Format)
	}
	e := b.Extent
	t, err := gfx9.ImageDescriptorSamples(0, imageType[r.Shape], f, e[0], e[1], e[2], b.Levels, b.SampleCount())
	if err != nil {
		return t, nil, err
	}
	tr := gfx9.DecodeImageDescriptor(t)
	size := tr.LinearSize()
	if size > math.MaxInt32 {
		return t, nil, fmt.Errorf("%d bytes is too large", size)
	}
	lin := make([]byte, size)
	if err := copyTexels(&tr, r.Shape, b, lin, true); err != nil {
		return t, nil, err
	}
	return t, lin, nil
}

// imageType is the T# type of each texture shape.
var imageType = map[runspec.Shape]gfx9.ImageType{
	runspec.Shape1D: gfx9.Image1D, runspec.Shape2D: gfx9.Image2D, runspec.Shape3D: gfx9.Image3D,
	runspec.Shape2DArray: gfx9.Image2DArray, runspec.Shape1DArray: gfx9.Image1DArray,
	runspec.ShapeCube: gfx9.ImageCube, runspec.ShapeCubeArray: gfx9.ImageCube,
	runspec.Shape2DMS: gfx9.Image2DMSAA, runspec.Shape2DMSArray: gfx9.Image2DMSAAArray,
}

// copyTexels copies a bound texture's texels between the run spec's packed
// layout (b.Data) and gfx9's linear layout (lin): into lin when in, else
// back into b.Data.
func copyTexels(t *gfx9.ImageResource, s runspec.Shape, b runspec.Bound, lin []byte, in bool) error {
	packed, size := b.TextureLayout(s)
	if len(b.Data) < size {
		return fmt.Errorf("%d bytes of texels, its levels hold %d", len(b.Data), size)
	}
	layers := 1
	if s.IsArray() {
		layers = int(b.Extent[2])
	}
	if s.IsMultisampled() {
		layers *= b.SampleCount() // a slice per sample in both layouts
	}
	bpe := b.Format.Bytes()
	for l, hw := range t.LinearLevels() {
		p := packed[l]
		row := p.Width * bpe
		for k := 0; k < layers; k++ {
			for z := 0; z < p.Depth; z++ {
				for y := 0; y < p.Height; y++ {
					src := p.Offset + (z+k)*p.SlicePitch + y*p.RowPitch
					dst := int(hw.Offset) + (z+k)*int(hw.SlicePitch) + y*int(hw.RowPitch)
					if in {
						copy(lin[dst:dst+row], b.Data[src:src+row])
					} else {
						copy(b.Data[src:src+row], lin[dst:dst+row])
					}
				}
			}
		}
	}
	return nil
}

// Run loads the module's kernel from a code object and runs it with spec.
func Run(m *ir.Module, co []byte, spec *runspec.Spec, opt exec.Options) (*Result, error) {
	k, err := Load(m, co)
	if err != nil {
		return nil, err
	}
	return k.Run(spec, opt)
}

// TexelFormat is the data and number format of a typed resource's default
// format (runspec.Texel.DefaultFormat: the components at their width,
// 64-bit ones as two uint halves).
func TexelFormat(t runspec.Texel) gfx9.Format {
	f, _ := exec.HardwareFormat(t.DefaultFormat())
	return f
}
