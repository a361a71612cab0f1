package ir

// The text form, written by Print and read by Parse:
//
//	; a comment runs to the end of the line
//	denorm f32 ftz                     ; f32 denormal mode (DenormMode), when not any
//	limit groupshared 65536            ; GroupsharedLimit, when set
//	cbuffer @Params size 32 {          ; cbuffer: members with layout and offset
//	  width: i32 offset 0
//	  center: f32[3] offset 16         ; f32[4 stride 16][3]: rows 16 bytes apart
//	}
//	structured @Src ro stride 16       ; StructuredBuffer (ro) / RWStructuredBuffer (rw)
//	structured @Dst rw stride 4 {      ; optional fields of the element
//	  value: f32 offset 0
//	}
//	raw @Bytes ro                      ; ByteAddressBuffer / RWByteAddressBuffer
//	raw @Flags rw coherent             ; a globallycoherent UAV
//	counter @Dst.counter               ; the hidden counter of @Dst (one u32)
//	heap @ResourceDescriptorHeap resources  ; an SM 6.6 descriptor heap (or: samplers)
//	view @ResourceDescriptorHeap structured @h rw stride 4
//	                                   ; heap entries seen as a resource: every
//	                                   ; access takes the entry's index last:
//	                                   ; load @h[%off], %idx, align 4
//	groupshared @cache: f32[64]
//
//	kernel @main numthreads(64, 1, 1) {
//	  private @tmp: i32[4]             ; per-lane array
//	  private @tbl: f32[2] = [0x3f800000, 0x40000000] ; a constant table (Init): its contents
//	^entry:
//	  %i: i32 = id.dispatch x
//	  %off: i32 = shl %i, i32 2
//	  %x: f32 = load @Src[%off], align 4
//	  store @Dst[%off], %x, align 4
//	  ret
//	}
//
//	func @twice(%a: f32) -> f32 {
//	^entry:
//	  %r: f32 = fadd %a, %a
//	  ret %r
//	}
//
// Resources are listed in declaration order (the kernel ABI's order). An
// instruction with a result starts with `%name: type =`. Operands are values
// (%name) or typed constants: `i32 -1`, `i1 true`, `f32 0.5`, `f32 0x7fc00000`
// (hex gives the bits), `v2f16 0x3c003c00`. A floating-point operation
// that is not precise carries `fast` after its name (`fadd fast %a, %b`,
// see Value.Fast). Op-specific parts:
//
//	icmp slt %a, %b / fcmp olt %a, %b           predicate first
//	id.dispatch x / id.group y / id.thread z    dimension; id.index has none
//	load @M[%off], align 4                      memory object and byte offset
//	store @M[%off], %x, align 4
//	atomic add @M[%off], %x, seq_cst            returns the old value
//	cmpxchg @M[%off], %cmp, %new, seq_cst
//	barrier groupshared, buffer / fence buffer  spaces ordered
//	wave.reduce fadd %x / wave.prefix add %x    combining op
//	wave.readfirst assumed %i                   operand uniform by the language's rule
//	phi [%a, ^b0], [i32 0, ^b1]
//	call @f(%a, %b)
//	br ^b / condbr %c, ^t, ^f
//	if %c, ^then, ^else, merge ^m
//	loop ^body, merge ^exit, continue ^latch
//	loop ^body, merge ^exit, continue ^latch, unroll   ([unroll]; also
//	                                     unroll 4 for [unroll(4)], dont_unroll for [loop])
//	ret / ret %x

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"hlslc/ir/runspec"
)

// Print writes the module's text form.
func Print(w io.Writer, m *Module) error {
	_, err := io.WriteString(w, m.String())
	return err
}

// String returns the module's text form.
func (m *Module) String() string {
	var b strings.Builder
	if m.DenormF32 != DenormAny {
		fmt.Fprintf(&b, "denorm f32 %s\n", m.DenormF32)
	}
	if m.GroupsharedLimit > 0 {
		fmt.Fprintf(&b, "limit groupshared %d\n", m.GroupsharedLimit)
	}
	for _, r := range m.Resources {
		printMemory(&b, r, "")
	}
	for _, r := range m.Views {
		printMemory(&b, r, "")
	}
	for _, r := range m.Shared {
		printMemory(&b, r, "")
	}
	for _, f := range m.Funcs {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(f.String())
	}
	return b.String()
}

func printMemory(b *strings.Builder, r *Memory, indent string) {
	if r.Heap != nil {
		fmt.Fprintf(b, "%sview @%s ", indent, r.Heap.Name)
		indent = ""
	}
	rw := func() string {
		if r.Coherent {
			return "rw coherent"
		}
		if r.Writable {
			return "rw"
		}
		return "ro"
	}
	switch r.Kind {
	case MemCBuffer:
		fmt.Fprintf(b, "%scbuffer @%s size %d", indent, r.Name, r.Size)
	case MemStructured:
		if r.Counter {
			fmt.Fprintf(b, "%scounter @%s\n", indent, r.Name)
			return
		}
		fmt.Fprintf(b, "%sstructured @%s %s stride %d", indent, r.Name, rw(), r.Stride)
	case MemRaw:
		fmt.Fprintf(b, "%sraw @%s %s\n", indent, r.Name, rw())
		return
	case MemTyped:
		fmt.Fprintf(b, "%styped @%s %s %s %s", indent, r.Name, rw(), r.Shape, r.Texel)
		if r.Format.Components() > 0 {
			fmt.Fprintf(b, " format %s", r.Format.Name())
		}
		b.WriteString("\n")
		return
	case MemHeap:
		kind := "resources"
		if r.Sampler {
			kind = "samplers"
		}
		what := "heap"
		if r.Table {
			what = "table"
		}
		fmt.Fprintf(b, "%s%s @%s %s\n", indent, what, r.Name, kind)
		return
	case MemGroupshared:
		fmt.Fprintf(b, "%sgroupshared @%s: %s\n", indent, r.Name, r.Layout)
		return
	case MemPrivate:
		fmt.Fprintf(b, "%sprivate @%s: %s", indent, r.Name, r.Layout)
		if r.Init != nil {
			// the contents as little-endian dwords, the last zero-padded
			b.WriteString(" = [")
			for i := 0; i < len(r.Init); i += 4 {
				var w [4]byte
				copy(w[:], r.Init[i:])
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(b, "0x%x", binary.LittleEndian.Uint32(w[:]))
			}
			b.WriteString("]")
		}
		b.WriteString("\n")
		return
	case MemSampler:
		cmp := ""
		if r.Compare {
			cmp = " compare"
		}
		fmt.Fprintf(b, "%ssampler @%s%s\n", indent, r.Name, cmp)
		return
	}
	if r.Kind == MemCBuffer || len(r.Members) > 0 {
		b.WriteString(" {\n")
		for _, mb := range r.Members {
			fmt.Fprintf(b, "%s  %s: %s offset %d\n", indent, mb.Name, mb.Layout, mb.Offset)
		}
		b.WriteString(indent + "}")
	}
	b.WriteString("\n")
}

// namer gives every value and block of a function a unique text name,
// keeping the names they have where possible.
type namer struct {
	vals   map[*Value]string
	blocks map[*Block]string
}

// NameSet hands out names unique among those it has handed out: IR names
// (blocks, values) need not be unique, but their text form and the LLVM
// export need them so.
type NameSet map[string]bool

// Unique returns want, or want with ".N" appended for the first N that
// makes it unique in the set, and adds it to the set.
func (s NameSet) Unique(want string) string {
	name := want
	for i := 1; s[name]; i++ {
		name = fmt.Sprintf("%s.%d", want, i)
	}
	s[name] = true
	return name
}

func newNamer(f *Func) *namer {
	n := &namer{vals: map[*Value]string{}, blocks: map[*Block]string{}}
	used := NameSet{}
	unique := func(want string, id int, prefix string) string {
		if want == "" || !validName(want) {
			want = fmt.Sprintf("%s%d", prefix, id)
		}
		return used.Unique(want)
	}
	for _, p := range f.Params {
		n.vals[p] = unique(p.Name, p.ID, "v")
	}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Type != Void {
				n.vals[v] = unique(v.Name, v.ID, "v")
			}
		}
	}
	used = NameSet{}
	for _, b := range f.Blocks {
		n.blocks[b] = unique(b.Name, b.ID, "b")
	}
	return n
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !isNameChar(c) {
			return false
		}
	}
	return true
}

func isNameChar(c rune) bool {
	return c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (n *namer) val(v *Value) string {
	if v.Op == OpConst {
		return constString(v.Type, v.Bits())
	}
	if s, ok := n.vals[v]; ok {
		return "%" + s
	}
	return "%<" + v.Name + "?>" // not in this function: the verifier reports it
}

func (n *namer) block(b *Block) string {
	if s, ok := n.blocks[b]; ok {
		return "^" + s
	}
	if b == nil {
		return "^<nil>"
	}
	return "^<" + b.Name + "?>"
}

// String returns the function's text form.
func (f *Func) String() string {
	var b strings.Builder
	n := newNamer(f)
	if f.Kernel {
		fmt.Fprintf(&b, "kernel @%s numthreads(%d, %d, %d)", f.Name, f.NumThreads[0], f.NumThreads[1], f.NumThreads[2])
	} else {
		fmt.Fprintf(&b, "func @%s(", f.Name)
		for i, p := range f.Params {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%s: %s", n.val(p), p.Type)
		}
		b.WriteString(")")
		if f.Result != Void {
			fmt.Fprintf(&b, " -> %s", f.Result)
		}
	}
	b.WriteString(" {\n")
	for _, r := range f.Private {
		printMemory(&b, r, "  ")
	}
	for _, blk := range f.Blocks {
		fmt.Fprintf(&b, "%s:\n", n.block(blk))
		for _, v := range blk.Instrs {
			b.WriteString("  ")
			b.WriteString(n.instr(v))
			b.WriteString("\n")
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// LongString returns the instruction's text form as in its function.
func (v *Value) LongString() string {
	if v.Block == nil || v.Block.Func == nil {
		return v.String()
	}
	return newNamer(v.Block.Func).instr(v)
}

func (n *namer) instr(v *Value) string {
	var b strings.Builder
	if v.Type != Void {
		fmt.Fprintf(&b, "%s: %s = ", n.val(v), v.Type)
	}
	b.WriteString(v.Op.String())
	if v.Fast {
		b.WriteString(" fast")
	}
	args := func(vs []*Value) {
		for i, a := range vs {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(" ")
			b.WriteString(n.val(a))
		}
	}
	memRef := func() {
		name := "<nil>"
		if v.Mem != nil {
			name = v.Mem.Name
		}
		off := "<none>"
		if len(v.Args) > 0 {
			off = n.val(v.Args[0])
		}
		fmt.Fprintf(&b, " @%s[%s]", name, off)
	}
	info := v.Op.Info()
	switch info.Aux {
	case AuxICmp, AuxFCmp:
		fmt.Fprintf(&b, " %s", Pred(v.Aux))
		args(v.Args)
	case AuxDim:
		fmt.Fprintf(&b, " %s", dimName(v.Aux))
	case AuxMem:
		memRef()
		if len(v.Args) > 1 {
			b.WriteString(",")
			args(v.Args[1:])
		}
		fmt.Fprintf(&b, ", align %d", v.Align)
	case AuxAtomic, AuxCmpXchg:
		if info.Aux == AuxAtomic {
			fmt.Fprintf(&b, " %s", AtomicOp(v.Aux))
		}
		memRef()
		if len(v.Args) > 1 {
			b.WriteString(",")
			args(v.Args[1:])
		}
		fmt.Fprintf(&b, ", %s", v.Order)
	case AuxSample:
		printSample(&b, v, n.val)
	case AuxTexel:
		name := "<nil>"
		if v.Mem != nil {
			name = v.Mem.Name
		}
		if v.Op == OpTexAtomic {
			fmt.Fprintf(&b, " %s", AtomicOp(v.Aux))
		}
		switch v.Op {
		case OpResDim:
			fmt.Fprintf(&b, " @%s, dim %d", name, v.Aux)
			if HeapIndex(v) != nil {
				b.WriteString(",")
				args(v.Args)
			}
		case OpTexInfo:
			mip := "<none>"
			if len(v.Args) > 0 {
				mip = n.val(v.Args[0])
			}
			fmt.Fprintf(&b, " @%s[%s], dim %d", name, mip, v.Aux)
		case OpTexLoad:
			fmt.Fprintf(&b, " @%s[", name)
			for i, a := range OwnArgs(v) {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(n.val(a))
			}
			fmt.Fprintf(&b, "], comp %d", v.Aux)
		default:
			own := OwnArgs(v)
			nc := len(own)
			if v.Mem != nil && v.Mem.Kind == MemTyped {
				nc = min(nc, v.Mem.Shape.Coords())
			}
			fmt.Fprintf(&b, " @%s[", name)
			for i, a := range own[:nc] {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(n.val(a))
			}
			b.WriteString("]")
			if nc < len(own) {
				b.WriteString(",")
				args(own[nc:])
			}
		}
		if h := HeapIndex(v); h != nil && v.Op != OpResDim {
			fmt.Fprintf(&b, ", entry %s", n.val(h))
		}
	case AuxSpaces:
		first := true
		for sp := SpaceConstant; sp <= SpacePrivate; sp++ {
			if SpaceSet(v.Aux).Has(sp) {
				if !first {
					b.WriteString(",")
				}
				first = false
				b.WriteString(" " + sp.String())
			}
		}
	case AuxReduce:
		fmt.Fprintf(&b, " %s", Op(v.Aux))
		args(v.Args)
	case AuxUniform:
		if v.Aux == ReadFirstAssumed {
			b.WriteString(" assumed")
		}
		args(v.Args)
	case AuxPhi:
		for i, a := range v.Args {
			if i > 0 {
				b.WriteString(",")
			}
			var t *Block
			if i < len(v.Targets) {
				t = v.Targets[i]
			}
			fmt.Fprintf(&b, " [%s, %s]", n.val(a), n.block(t))
		}
	case AuxCall:
		name := "<nil>"
		if v.Callee != nil {
			name = v.Callee.Name
		}
		fmt.Fprintf(&b, " @%s(", name)
		for i, a := range v.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(n.val(a))
		}
		b.WriteString(")")
	case AuxTargets:
		args(v.Args)
		labels := []string{"", "", ""}
		if v.Op == OpIf {
			labels[2] = "merge "
		}
		if v.Op == OpLoop {
			labels[1], labels[2] = "merge ", "continue "
		}
		for i, t := range v.Targets {
			if i > 0 || len(v.Args) > 0 {
				b.WriteString(",")
			}
			b.WriteString(" ")
			if i < len(labels) {
				b.WriteString(labels[i])
			}
			b.WriteString(n.block(t))
		}
		if v.Op == OpLoop && v.Aux != LoopNoHint {
			b.WriteString(", " + LoopHintString(v.Aux))
		}
	default:
		args(v.Args)
	}
	return b.String()
}

func dimName(d int64) string {
	switch d {
	case 0:
		return "x"
	case 1:
		return "y"
	case 2:
		return "z"
	}
	return fmt.Sprintf("dim%d", d)
}

// constString formats a constant as an operand: type and value.
func constString(t Type, bits uint64) string {
	return t.String() + " " + constValueString(t, bits)
}

func constValueString(t Type, bits uint64) string {
	switch t {
	case I1:
		if bits&1 != 0 {
			return "true"
		}
		return "false"
	case I16:
		return strconv.FormatInt(int64(int16(bits)), 10)
	case I32:
		return strconv.FormatInt(int64(int32(bits)), 10)
	case I64:
		return strconv.FormatInt(int64(bits), 10)
	case F16:
		f := runspec.F16ToF64(uint16(bits))
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return fmt.Sprintf("0x%04x", bits)
		}
		for p := 1; p <= 17; p++ {
			s := strconv.FormatFloat(f, 'g', p, 64)
			g, _ := strconv.ParseFloat(s, 64)
			if uint64(runspec.F64ToF16(g)) == bits {
				return s
			}
		}
		return fmt.Sprintf("0x%04x", bits)
	case F32:
		f := math.Float32frombits(uint32(bits))
		if math.IsInf(float64(f), 0) || f != f {
			return fmt.Sprintf("0x%08x", bits)
		}
		return strconv.FormatFloat(float64(f), 'g', -1, 32)
	case F64:
		f := math.Float64frombits(bits)
		if math.IsInf(f, 0) || f != f {
			return fmt.Sprintf("0x%016x", bits)
		}
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	return fmt.Sprintf("0x%08x", bits)
}

// ConstText formats a constant of type t with the given bits as the text
// form writes an operand ("i32 -1", "f32 0.5").
func ConstText(t Type, bits uint64) string { return constString(t, bits) }
