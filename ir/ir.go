// Package ir is hlslc's SSA intermediate representation: a Module of
// resources, groupshared variables and functions; a Func of basic blocks; a
// Block of instructions (Values) ending in a terminator.
//
// Control flow is structured and says so explicitly, as the exec-mask
// lowering and the uniformity analysis need: a two-way branch is either an
// `if` that names its merge block, or a `condbr` that leaves a loop (break,
// continue, or the back edge); a loop header ends in `loop` naming its body,
// merge and continue blocks. The verifier (Verify) checks the rules, and the
// reference interpreter (ir/interp) runs waves of 64 lanes by them.
//
// Memory is reached through named objects (Memory): cbuffers and buffers
// (the shader's resources, in declaration order), groupshared variables, and
// a function's private arrays. Loads, stores and atomics take such an object
// and an i32 byte offset into it.
//
// The text form (Print, Parse) is described in print.go.
package ir

import (
	"fmt"
	"slices"
	"strconv"

	"hlslc/internal/texfilter"
	"hlslc/ir/runspec"
)

// Pos is a position (1-based): in IR text, or — with File set — in the HLSL
// source an instruction was lowered from; zero when unknown.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.File != "" {
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Module is a whole program.
type Module struct {
	// Resources are the cbuffers and buffers in declaration order, which is
	// the order of their descriptors in the kernel arguments.
	Resources []*Memory
	// Views are the views of descriptor heap entries (Memory.Heap): the
	// resources a shader takes from ResourceDescriptorHeap or
	// SamplerDescriptorHeap. They are no kernel arguments: each access
	// names its entry by an operand (HeapIndex).
	Views []*Memory
	// Shared are the groupshared variables.
	Shared []*Memory
	Funcs  []*Func
	// GroupsharedLimit is the most groupshared memory the kernel may take,
	// in bytes: D3D's MaxGroupshared unless the source set another (SM
	// 6.10's [GroupSharedLimit]); 0 means MaxGroupshared.
	GroupsharedLimit int
	// DenormF32 is how f32 arithmetic treats denormal numbers (DXC's
	// -denorm), for every function of the module: the hardware's float
	// mode is set per dispatch. See DenormMode.
	DenormF32 DenormMode
}

// DenormMode is the treatment of f32 denormals (DXC's -denorm any,
// preserve, ftz; f16 and f64 denormals are always kept, as in DXIL).
//
// Under DenormFTZ every f32 arithmetic operation reads a denormal operand
// as a zero of the same sign and writes a denormal result as a zero of
// the same sign, as GCN's FLOAT_DENORM_MODE_32 = 0 (flush source and
// destination) makes its VALU compute: fadd, fsub, fmul, fdiv, fma,
// fmin, fmax, fcmp, sqrt, rsqrt, rcp, exp2, log2, sin, cos, floor, ceil,
// ftrunc, fround, fract and the conversions from and to f32 (see
// FlushesDenormals). The operations that only move or edit bits keep
// them: fneg, fabs, select, bitcast, pack/lo/hi, loads, stores, phis,
// calls and the wave operations that copy values between lanes.
//
// DenormAny leaves the choice to the compiler (DXC's default: "the
// platform's preferred behavior"); hlslc flushes then, so DenormAny and
// DenormFTZ compute alike. Flushing is D3D's fp32 rule (denormals flushed
// to sign-preserved zero on the input and output of every floating-point
// math operation), what RADV/ACO compile a shader without a denormal
// execution mode to, and what lets GCN's v_mad_f32/v_mac_f32 (which have
// no f32 denormal support) compute a multiply and an add exactly (see
// docs/abi.md, Float modes).
type DenormMode uint8

// Denormal modes.
const (
	DenormAny DenormMode = iota
	DenormPreserve
	DenormFTZ
)

var denormNames = [...]string{"any", "preserve", "ftz"}

func (d DenormMode) String() string {
	if int(d) < len(denormNames) {
		return denormNames[d]
	}
	return "denorm?"
}

// ParseDenormMode reads DXC's -denorm value.
func ParseDenormMode(s string) (DenormMode, error) {
	for i, n := range denormNames {
		if s == n {
			return DenormMode(i), nil
		}
	}
	return 0, fmt.Errorf("unknown denormal mode %q (want any, preserve or ftz)", s)
}

// Set parses s into d (DenormMode is a flag.Value: -denorm ftz).
func (d *DenormMode) Set(s string) error {
	m, err := ParseDenormMode(s)
	if err == nil {
		*d = m
	}
	return err
}

// FlushF32 reports whether f32 arithmetic flushes denormals to zero: under
// ftz and under any (hlslc's choice for it); only preserve keeps them.
func (d DenormMode) FlushF32() bool { return d != DenormPreserve }

// Space is a memory address space.
type Space uint8

// Address spaces.
const (
	SpaceConstant    Space = iota // cbuffers (read-only, wave-invariant addresses typical)
	SpaceBuffer                   // structured and raw buffers
	SpaceGroupshared              // LDS, shared by a workgroup
	SpacePrivate                  // per lane
)

func (s Space) String() string {
	return [...]string{"constant", "buffer", "groupshared", "private"}[s]
}

// SpaceSet is a set of address spaces, the memory a barrier or fence orders.
type SpaceSet uint8

// Has reports whether s contains sp.
func (s SpaceSet) Has(sp Space) bool { return s&(1<<sp) != 0 }

// Of returns the set of the given spaces.
func SpacesOf(sps ...Space) SpaceSet {
	var s SpaceSet
	for _, sp := range sps {
		s |= 1 << sp
	}
	return s
}

// MemKind is the kind of a memory object.
type MemKind uint8

// Memory kinds.
const (
	MemCBuffer     MemKind = iota // cbuffer: Members, Size
	MemStructured                 // (RW)StructuredBuffer: Stride, optional Members of the element
	MemRaw                        // (RW)ByteAddressBuffer
	MemTyped                      // (RW)Buffer<T> and (RW)Texture*<T>: Shape, Texel
	MemGroupshared                // groupshared variable: Layout
	MemPrivate                    // function-private array: Layout
	MemSampler                    // SamplerState, SamplerComparisonState (Compare): a sampler state, no memory
	// MemHeap is an SM 6.6 descriptor heap (ResourceDescriptorHeap, or
	// SamplerDescriptorHeap when Sampler is set), or with Table the
	// descriptor table of an unsized array of resources (Texture2D t[]):
	// a kernel argument whose descriptor covers an array of descriptors,
	// one per entry, HeapStride bytes apart (docs/abi.md). Only views read
	// it.
	MemHeap
)

// HeapStride is the distance between the descriptors of two descriptor
// heap entries: room for the largest, a 32-byte image descriptor.
const HeapStride = 32

// HeapCounterOffset is where, in a resource heap entry, the raw V# of the
// buffer's hidden counter is (IncrementCounter, DecrementCounter, Append,
// Consume): after the buffer's own 16-byte V#, as D3D's UAV descriptor
// names a counter resource beside its buffer (docs/abi.md).
const HeapCounterOffset = 16

// Memory is a named memory object.
type Memory struct {
	Name     string
	Kind     MemKind
	Writable bool // buffers: RW
	Stride   int  // structured buffers
	// Members: cbuffer members, or the fields of a structured buffer's element.
	Members []runspec.Member
	// Elem: a structured buffer's element when it is not a struct (scalar,
	// vector, matrix or array), for typing run inputs and outputs; the IR
	// text does not carry it (the accesses type the words).
	Elem runspec.Layout
	// Size: cbuffer size in bytes (a multiple of 16).
	Size int
	// Layout: element type and shape of groupshared and private variables.
	Layout runspec.Layout
	// Init: the contents of a private array that nothing writes, a
	// constant table (passes/consttable.go), Layout.Size() bytes. Its
	// loads read these bytes in every lane; no store or atomic names it.
	Init []byte
	// Shape and Texel: typed buffers and textures. Their elements are
	// addressed by coordinates (texload, texstore), not bytes.
	Shape runspec.Shape
	Texel runspec.Texel
	// Format: the texel format a texture declares ([[vk::image_format]]);
	// the zero Format for the element type's own (Texel.DefaultFormat).
	Format texfilter.Format
	// Coherent: a globallycoherent UAV, whose accesses must see, and be
	// seen by, other workgroups (they bypass the per-CU vector L1 cache).
	Coherent bool
	// Counter marks the hidden counter of a structured buffer
	// (IncrementCounter, DecrementCounter, Append, Consume): a structured
	// buffer of one u32 that the code changes with atomics, named after its
	// buffer (Buf.counter) and bound right after it (docs/abi.md); as a
	// view of resource heap entries, the counter each entry carries
	// (HeapCounterOffset).
	Counter bool
	// Compare: a SamplerComparisonState.
	Compare bool
	// Sampler: a heap of samplers (SamplerDescriptorHeap, or a table of
	// an unsized array of samplers).
	Sampler bool
	// Table: a MemHeap that is the descriptor table of an unsized array
	// of resources, named as the array.
	Table bool
	// Heap: for a view of descriptor heap entries, the heap (a MemHeap
	// resource). Every access to a view takes the entry's index as its
	// last operand (HeapIndex), a wave-uniform i32.
	Heap *Memory
	Pos  Pos
}

// HeapIndex is the index of the descriptor heap entry a memory access of a
// view reads or writes (the first of its heap operands, after the op's
// own), or nil for other accesses.
func HeapIndex(v *Value) *Value {
	if v.Mem == nil || v.Mem.Heap == nil || len(v.Args) < HeapOperands(v) {
		return nil
	}
	return v.Args[len(v.Args)-HeapOperands(v)]
}

// SamplerHeapIndex is the index of the sampler heap entry a texsample or
// texgather with a view of SamplerDescriptorHeap entries for its sampler
// uses (its last operand), or nil.
func SamplerHeapIndex(v *Value) *Value {
	if v.Sampler == nil || v.Sampler.Heap == nil || len(v.Args) == 0 {
		return nil
	}
	return v.Args[len(v.Args)-1]
}

// HeapOperands is the number of descriptor heap entry indices an access
// takes after the op's own operands: one for a view of heap entries (its
// Mem), one more for a sample's view of sampler heap entries, in that
// order.
func HeapOperands(v *Value) int {
	n := 0
	if v.Mem != nil && v.Mem.Heap != nil {
		n++
	}
	if v.Sampler != nil && v.Sampler.Heap != nil {
		n++
	}
	return n
}

// OwnArgs are v's operands without its heap entry indices (HeapOperands).
func OwnArgs(v *Value) []*Value { return v.Args[:max(len(v.Args)-HeapOperands(v), 0)] }

// Space is the address space the object lives in.
func (m *Memory) Space() Space {
	switch m.Kind {
	case MemCBuffer:
		return SpaceConstant
	case MemStructured, MemRaw, MemTyped:
		return SpaceBuffer
	case MemSampler, MemHeap:
		return SpaceConstant
	case MemGroupshared:
		return SpaceGroupshared
	}
	return SpacePrivate
}

// IsResource reports whether the object is a cbuffer, buffer, texture or
// sampler (a kernel argument).
func (m *Memory) IsResource() bool {
	return m.Kind <= MemTyped || m.Kind == MemSampler || m.Kind == MemHeap
}

// MipArg reports whether texloads of the object take a mip level after the
// coordinates (read-only textures; RW textures, buffers and multisampled
// textures have one level).
func (m *Memory) MipArg() bool {
	return m.Kind == MemTyped && !m.Writable && m.Shape.IsTexture() && !m.Shape.IsMultisampled()
}

// SampleArg reports whether texloads of the object take a sample index
// after the coordinates (multisampled textures).
func (m *Memory) SampleArg() bool { return m.Kind == MemTyped && m.Shape.IsMultisampled() }

// ByteSize is the object's size when fixed by the IR (cbuffers, groupshared
// and private variables); buffers get their size at run time.
func (m *Memory) ByteSize() int {
	switch m.Kind {
	case MemCBuffer:
		return m.Size
	case MemGroupshared, MemPrivate:
		return m.Layout.Size()
	}
	return -1
}

// RunSpec describes the resource to the run spec reader.
func (m *Memory) RunSpec() runspec.Resource {
	r := runspec.Resource{Name: m.Name, Writable: m.Writable, Stride: m.Stride, Members: m.Members, Size: m.Size, Shape: m.Shape, Texel: m.Texel, Format: m.Format, Counter: m.Counter, Compare: m.Compare}
	if m.Kind == MemStructured && len(m.Members) == 0 && m.Elem.Elem != 0 {
		r.Members = []runspec.Member{{Layout: m.Elem}}
	}
	switch m.Kind {
	case MemCBuffer:
		r.Kind = runspec.CBuffer
	case MemStructured:
		r.Kind = runspec.Structured
	case MemTyped:
		r.Kind = runspec.Typed
	case MemSampler:
		r.Kind = runspec.Sampler
	case MemHeap:
		r.Kind = runspec.Heap
		r.Compare = m.Sampler
	default:
		r.Kind = runspec.Raw
	}
	return r
}

// RunSpecResources describes all the module's resources to the run spec reader.
func (m *Module) RunSpecResources() []runspec.Resource {
	out := make([]runspec.Resource, len(m.Resources))
	for i, r := range m.Resources {
		out[i] = r.RunSpec()
	}
	return out
}

// Func is a function. A kernel is the entry point: no parameters, no
// result, and a workgroup size.
type Func struct {
	Name       string
	Kernel     bool
	NumThreads [3]int
	Params     []*Value
	Result     Type
	Private    []*Memory
	// Blocks in order; Blocks[0] is the entry.
	Blocks []*Block
	Module *Module
	Pos    Pos

	nextID int
	consts map[constKey]*Value
}

type constKey struct {
	t    Type
	bits uint64
}

// Block is a basic block: instructions, the last of which is a terminator.
type Block struct {
	ID     int
	Name   string
	Instrs []*Value
	Func   *Func
	Pos    Pos
}

// Terminator returns the block's last instruction if it is a terminator.
func (b *Block) Terminator() *Value {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Op.Is(FlagTerminator) {
		return b.Instrs[n-1]
	}
	return nil
}

// Succs returns the blocks control can go to from b: the targets of its
// terminator, without the merge block of an if (unless also a branch
// target) and the merge and continue blocks of a loop (which are reached
// through the body).
func (b *Block) Succs() []*Block {
	t := b.Terminator()
	if t == nil {
		return nil
	}
	switch t.Op {
	case OpIf:
		if t.Targets[0] == t.Targets[1] {
			return t.Targets[:1]
		}
		return t.Targets[:2]
	case OpLoop:
		return t.Targets[:1]
	case OpCondBr:
		if t.Targets[0] == t.Targets[1] {
			return t.Targets[:1]
		}
	}
	return t.Targets
}

func (b *Block) String() string { return "^" + b.Name }

// Value is an SSA value: an instruction, a constant or a parameter.
// Instructions without a result (stores, terminators) have type Void.
type Value struct {
	ID   int
	Name string
	Op   Op
	Type Type
	Args []*Value
	// Block is the block of an instruction; nil for constants and params.
	Block *Block
	// Targets: a terminator's blocks (see Op.NumTargets) or a phi's incoming
	// blocks, parallel to Args.
	Targets []*Block
	// Aux: constant bits, Pred, dimension, AtomicOp, SpaceSet, or the
	// combining Op of a wave reduction, as the op's Aux kind says.
	Aux int64
	Mem *Memory
	// Sampler is the sampler of texsample and texgather.
	Sampler *Memory
	Align   int
	Order   Ordering
	Callee  *Func
	// Fast marks a floating-point operation that is not precise (HLSL's
	// default, D3D's "refactoring allowed"): the optimizer may contract it
	// with another into an fma, reassociate it, and ignore the sign of a
	// zero result and NaN payloads. It does not change what the
	// instruction computes — the interpreter ignores it — only what the
	// passes may rewrite it into; see Op.AllowsFast.
	Fast bool
	Pos  Pos
	// Var names the source variable (or component, "v.x", "a[2]") the value
	// was assigned to, for the register reports; "" for temporaries.
	Var string
}

func (v *Value) String() string {
	if v.Op == OpConst {
		return constString(v.Type, uint64(v.Aux))
	}
	return "%" + v.Name
}

// Bits returns a constant's bits.
func (v *Value) Bits() uint64 { return uint64(v.Aux) }

// NewModule returns an empty module.
func NewModule() *Module { return &Module{} }

// Lookup returns the module-level memory object with the given name.
func (m *Module) Lookup(name string) *Memory {
	for _, r := range m.Resources {
		if r.Name == name {
			return r
		}
	}
	for _, r := range m.Views {
		if r.Name == name {
			return r
		}
	}
	for _, r := range m.Shared {
		if r.Name == name {
			return r
		}
	}
	return nil
}

// HeapName is the name of a descriptor heap resource.
func HeapName(sampler bool) string {
	if sampler {
		return "SamplerDescriptorHeap"
	}
	return "ResourceDescriptorHeap"
}

// AddHeap declares the resource or sampler descriptor heap.
func (m *Module) AddHeap(sampler bool) *Memory {
	r := &Memory{Name: HeapName(sampler), Kind: MemHeap, Sampler: sampler}
	m.Resources = append(m.Resources, r)
	return r
}

// AddTable declares the descriptor table of an unsized array of resources
// (of samplers when sampler is set).
func (m *Module) AddTable(name string, sampler bool) *Memory {
	r := &Memory{Name: name, Kind: MemHeap, Sampler: sampler, Table: true}
	m.Resources = append(m.Resources, r)
	return r
}

// AddView makes r (declared by AddStructured, AddRaw, ...) a view of
// heap's entries instead of a kernel argument.
func (m *Module) AddView(r, heap *Memory) {
	m.Resources = slices.DeleteFunc(m.Resources, func(x *Memory) bool { return x == r })
	r.Heap = heap
	m.Views = append(m.Views, r)
}

// Func returns the function with the given name.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Kernel returns the module's kernel (the entry point), or nil.
func (m *Module) Kernel() *Func {
	for _, f := range m.Funcs {
		if f.Kernel {
			return f
		}
	}
	return nil
}

// AddCBuffer declares a cbuffer; its size is the members' extent rounded up
// to 16 bytes.
func (m *Module) AddCBuffer(name string, members []runspec.Member) *Memory {
	size := 0
	for _, mb := range members {
		if e := mb.Offset + mb.Size(); e > size {
			size = e
		}
	}
	r := &Memory{Name: name, Kind: MemCBuffer, Members: members, Size: (size + 15) &^ 15}
	m.Resources = append(m.Resources, r)
	return r
}

// AddStructured declares a (RW)StructuredBuffer with the given element stride.
func (m *Module) AddStructured(name string, writable bool, stride int, fields []runspec.Member) *Memory {
	r := &Memory{Name: name, Kind: MemStructured, Writable: writable, Stride: stride, Members: fields}
	m.Resources = append(m.Resources, r)
	return r
}

// AddRaw declares a (RW)ByteAddressBuffer.
func (m *Module) AddRaw(name string, writable bool) *Memory {
	r := &Memory{Name: name, Kind: MemRaw, Writable: writable}
	m.Resources = append(m.Resources, r)
	return r
}

// AddCounter declares the hidden counter of the structured buffer named buf.
func (m *Module) AddCounter(buf string) *Memory {
	r := &Memory{Name: buf + ".counter", Kind: MemStructured, Writable: true, Stride: 4, Counter: true,
		Elem: runspec.Layout{Elem: runspec.U32}}
	m.Resources = append(m.Resources, r)
	return r
}

// AddCounterView declares the view of the hidden counters of the resource
// heap entries that view buf reads (HeapCounterOffset).
func (m *Module) AddCounterView(buf *Memory) *Memory {
	r := &Memory{Name: buf.Name + ".counter", Kind: MemStructured, Writable: true, Stride: 4, Counter: true,
		Elem: runspec.Layout{Elem: runspec.U32}, Heap: buf.Heap, Pos: buf.Pos}
	m.Views = append(m.Views, r)
	return r
}

// AddTyped declares a typed buffer or texture.
func (m *Module) AddTyped(name string, writable bool, shape runspec.Shape, texel runspec.Texel) *Memory {
	r := &Memory{Name: name, Kind: MemTyped, Writable: writable, Shape: shape, Texel: texel}
	m.Resources = append(m.Resources, r)
	return r
}

// AddSampler declares a sampler (compare: a SamplerComparisonState).
func (m *Module) AddSampler(name string, compare bool) *Memory {
	r := &Memory{Name: name, Kind: MemSampler, Compare: compare}
	m.Resources = append(m.Resources, r)
	return r
}

// AddGroupshared declares a groupshared variable.
func (m *Module) AddGroupshared(name string, l runspec.Layout) *Memory {
	r := &Memory{Name: name, Kind: MemGroupshared, Layout: l}
	m.Shared = append(m.Shared, r)
	return r
}

// NewFunc adds a function with the given parameter types and result type.
func (m *Module) NewFunc(name string, params []Type, result Type) *Func {
	f := &Func{Name: name, Result: result, Module: m}
	for i, t := range params {
		f.Params = append(f.Params, f.newValue(OpParam, t, fmt.Sprintf("arg%d", i)))
	}
	m.Funcs = append(m.Funcs, f)
	return f
}

// NewKernel adds the entry point with its [numthreads] size.
func (m *Module) NewKernel(name string, x, y, z int) *Func {
	f := m.NewFunc(name, nil, Void)
	f.Kernel = true
	f.NumThreads = [3]int{x, y, z}
	return f
}

// AddPrivate declares a private (per-lane) array of the function.
func (f *Func) AddPrivate(name string, l runspec.Layout) *Memory {
	r := &Memory{Name: name, Kind: MemPrivate, Layout: l}
	f.Private = append(f.Private, r)
	return r
}

// LookupMem returns the memory object a function's instruction may name:
// its private arrays first, then the module's.
func (f *Func) LookupMem(name string) *Memory {
	for _, r := range f.Private {
		if r.Name == name {
			return r
		}
	}
	if f.Module != nil {
		return f.Module.Lookup(name)
	}
	return nil
}

// NewBlock appends a new empty block.
func (f *Func) NewBlock(name string) *Block {
	b := &Block{ID: len(f.Blocks), Name: name, Func: f}
	if name == "" {
		b.Name = "b" + strconv.Itoa(b.ID)
	}
	f.Blocks = append(f.Blocks, b)
	return b
}

// NumValues is an upper bound on the IDs of the function's values.
func (f *Func) NumValues() int { return f.nextID }

// Entry is the entry block.
func (f *Func) Entry() *Block { return f.Blocks[0] }

func (f *Func) newValue(op Op, t Type, name string) *Value {
	v := &Value{ID: f.nextID, Op: op, Type: t, Name: name}
	f.nextID++
	return v
}

// Const returns the constant of type t with the given bits (masked to the
// type's width), shared by all its uses in f.
func (f *Func) Const(t Type, bits uint64) *Value {
	bits &= t.Mask()
	k := constKey{t, bits}
	if c, ok := f.consts[k]; ok {
		return c
	}
	if f.consts == nil {
		f.consts = map[constKey]*Value{}
	}
	c := f.newValue(OpConst, t, "")
	c.Aux = int64(bits)
	f.consts[k] = c
	return c
}

// Preds returns each block's predecessors (by terminator successors, see
// Block.Succs), in block order, one entry per edge.
func (f *Func) Preds() map[*Block][]*Block {
	p := map[*Block][]*Block{}
	for _, b := range f.Blocks {
		for _, s := range b.Succs() {
			p[s] = append(p[s], b)
		}
	}
	return p
}

// RenumberBlocks sets each block's ID to its index in f.Blocks.
func (f *Func) RenumberBlocks() {
	for i, b := range f.Blocks {
		b.ID = i
	}
}
