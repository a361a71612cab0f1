// Package mir is hlslc's machine IR: a kernel as basic blocks of gfx9
// instructions (backend/gfx9.Instr). Before register allocation operands may
// be virtual registers (gfx9.CodeVirtual and up, described by Func.VRegs);
// after it they are physical. Instruction selection builds it, regalloc
// rewrites it, and the late passes (s_waitcnt, hazard wait states) and
// emission read it. Its liveness analysis (ComputeLiveness) is the one
// register allocation, the register reports and the scheduler share.
package mir

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
)

// Block is a basic block: a label, straight-line instructions, and the
// indices of its successor blocks.
type Block struct {
	Label  string
	Instrs []gfx9.Instr
	Succs  []int
	// FullExec: the instruction selector made the block outside every
	// divergent region, so EXEC is there the set of lanes still running
	// the kernel (unless the block itself writes EXEC): a VGPR write
	// covers every lane that will read the register.
	FullExec bool
	// LogicalSuccs are the block's successors on the logical CFG, when the
	// function has one (Func.Logical): the edges single lanes follow. Succs
	// is the linear CFG, the order the wave runs the blocks in; there a
	// divergent if's then-part falls into its else-part, while on the
	// logical CFG the two are parallel paths from the if to the join, a
	// loop's break goes to the loop's exit, and a lane that returns has no
	// successor. A VGPR value of a lane is only read and written on that
	// lane's logical path (the exec mask disables it elsewhere), so VGPR
	// liveness follows these edges; SGPRs and lane masks, shared by the
	// whole wave, follow Succs.
	LogicalSuccs []int
}

// Func is a kernel's machine code as basic blocks, in layout order: a block
// without a terminating branch falls through to the next one.
type Func struct {
	Name   string
	Target gfx9.Target
	Blocks []*Block
	// VRegs describes the virtual registers: VRegs.Get(n) for register
	// unit n that starts a virtual register (operand code
	// gfx9.CodeVirtual+n).
	VRegs    VRegTable
	nextVReg int
	// Sources are the source positions instructions come from: an
	// instruction's Src tag n > 0 names Sources[n-1]; LiveVars[n-1], when
	// present, holds the source variables live across it.
	Sources  []string
	LiveVars []LiveVars
	// firstSource indexes Sources: the first tag of each position.
	firstSource map[string]uint32
	// VarNames names the source variable a virtual register holds, by the
	// register's code (set by instruction selection for the register
	// reports).
	VarNames map[uint32]string
	// Logical: Block.LogicalSuccs hold the logical CFG. Instruction
	// selection builds it; code without one (assembled text) has only the
	// linear CFG, which analyses must then treat conservatively.
	Logical bool
	// LinearVGPRs, after register allocation, holds the physical VGPRs
	// (bit n: vn) that some linear VGPR (VReg.Linear) was given: their
	// liveness follows the linear CFG.
	LinearVGPRs [4]uint64
}

// LogicalSuccessors returns block bi's successors on the logical CFG: its
// LogicalSuccs when the function has a logical CFG, else its linear ones.
func (f *Func) LogicalSuccessors(bi int) []int {
	if f.Logical {
		return f.Blocks[bi].LogicalSuccs
	}
	return f.Blocks[bi].Succs
}

// Preds returns every block's predecessors on the linear CFG.
func (f *Func) Preds() [][]int {
	preds := make([][]int, len(f.Blocks))
	for i, b := range f.Blocks {
		for _, s := range b.Succs {
			preds[s] = append(preds[s], i)
		}
	}
	return preds
}

// RemapLogical renumbers the logical edges after the block list changed:
// index[old] is a block's new index, or -1 for a block that was removed
// (edges to it go).
func (f *Func) RemapLogical(index []int) {
	if !f.Logical {
		return
	}
	for _, b := range f.Blocks {
		kept := b.LogicalSuccs[:0]
		for _, s := range b.LogicalSuccs {
			if s < len(index) && index[s] >= 0 {
				kept = append(kept, index[s])
			}
		}
		b.LogicalSuccs = kept
	}
}

// LiveVars are the names of the source variables whose values are live
// across an instruction, by the register file holding them.
type LiveVars struct {
	VGPR, SGPR []string
}

// NameVReg records that virtual register r holds source variable name.
func (f *Func) NameVReg(r gfx9.Value, name string) {
	if name == "" || !r.IsVirtual() {
		return
	}
	if f.VarNames == nil {
		f.VarNames = map[uint32]string{}
	}
	if _, ok := f.VarNames[r.Code]; !ok {
		f.VarNames[r.Code] = name
	}
}

// Tag returns the Src tag of a source position with a set of live
// variables, adding it if new.
func (f *Func) Tag(pos string, live LiveVars) uint32 {
	for k, s := range f.Sources {
		if s == pos && k < len(f.LiveVars) && sameNames(f.LiveVars[k].VGPR, live.VGPR) && sameNames(f.LiveVars[k].SGPR, live.SGPR) {
			return uint32(k + 1)
		}
	}
	for len(f.LiveVars) < len(f.Sources) {
		f.LiveVars = append(f.LiveVars, LiveVars{})
	}
	f.addSource(pos)
	f.LiveVars = append(f.LiveVars, live)
	return uint32(len(f.Sources))
}

// addSource appends a source position and indexes its first tag.
func (f *Func) addSource(pos string) {
	f.Sources = append(f.Sources, pos)
	if f.firstSource == nil {
		f.firstSource = map[string]uint32{}
	}
	if _, ok := f.firstSource[pos]; !ok {
		f.firstSource[pos] = uint32(len(f.Sources))
	}
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Live returns the source variables live across an instruction, as
// recorded by Tag.
func (f *Func) Live(i *gfx9.Instr) LiveVars {
	if i.Src == 0 || int(i.Src) > len(f.LiveVars) {
		return LiveVars{}
	}
	return f.LiveVars[i.Src-1]
}

// SourceTag returns the Src tag of a source position, adding it if new.
func (f *Func) SourceTag(pos string) uint32 {
	if t, ok := f.firstSource[pos]; ok {
		return t
	}
	f.addSource(pos)
	return uint32(len(f.Sources))
}

// Source returns the source position of an instruction, or "".
func (f *Func) Source(i *gfx9.Instr) string {
	if i.Src == 0 || int(i.Src) > len(f.Sources) {
		return ""
	}
	return f.Sources[i.Src-1]
}

// RegFile is the register file a virtual register must be allocated in.
type RegFile uint8

const (
	SGPR RegFile = iota // scalar registers (lane masks are SGPR pairs)
	VGPR                // vector registers
)

func (f RegFile) String() string { return [...]string{"sgpr", "vgpr"}[f] }

// VReg is one virtual register: a tuple of Size 32-bit units in File.
type VReg struct {
	File RegFile
	Size int
	// Linear marks a VGPR that instructions write in lanes outside the
	// writer's logical path: whole-wave code (EXEC opened to every lane),
	// single-lane writes (v_writelane, SGPR spill lanes). Its liveness
	// follows the linear CFG, like an SGPR's, and it must not share a
	// register with any VGPR value some lane still needs.
	Linear bool
}

// VRegTable holds the virtual registers of a function by first unit, in a
// slice indexed by unit: the passes look registers up per operand, and a
// map of a large kernel's hundreds of thousands of registers made those
// lookups a visible part of the compile. Registers are created at
// ascending units; one that starts far past the slice's end (after a
// register of absurd size) goes to a map, and so do all after it.
type VRegTable struct {
	regs []vregEntry // by first unit
	far  map[int]VReg
	n    int // registers
}

type vregEntry struct {
	VReg
	ok bool
}

// maxVRegGap is how far past the slice's end a register may start and
// still extend the slice.
const maxVRegGap = 1 << 16

// Get returns the virtual register starting at unit start.
func (t *VRegTable) Get(start int) (VReg, bool) {
	if start >= 0 && start < len(t.regs) {
		e := t.regs[start]
		return e.VReg, e.ok
	}
	v, ok := t.far[start]
	return v, ok
}

// Set declares (or redeclares) the virtual register starting at unit start.
func (t *VRegTable) Set(start int, v VReg) {
	if start >= len(t.regs) {
		if t.far != nil || start-len(t.regs) > maxVRegGap {
			if t.far == nil {
				t.far = map[int]VReg{}
			}
			if _, ok := t.far[start]; !ok {
				t.n++
			}
			t.far[start] = v
			return
		}
		t.regs = append(t.regs, make([]vregEntry, start+1-len(t.regs))...)
	}
	if !t.regs[start].ok {
		t.n++
	}
	t.regs[start] = vregEntry{v, true}
}

// Delete forgets the virtual register starting at unit start, if any.
func (t *VRegTable) Delete(start int) {
	if start >= 0 && start < len(t.regs) {
		if t.regs[start].ok {
			t.regs[start] = vregEntry{}
			t.n--
		}
		return
	}
	if _, ok := t.far[start]; ok {
		delete(t.far, start)
		t.n--
	}
}

// Len returns the number of virtual registers.
func (t *VRegTable) Len() int { return t.n }

// Clear forgets every virtual register.
func (t *VRegTable) Clear() { *t = VRegTable{} }

// All yields every virtual register with its first unit, in ascending
// order of units.
func (t *VRegTable) All() iter.Seq2[int, VReg] {
	return func(yield func(int, VReg) bool) {
		for s, e := range t.regs {
			if e.ok && !yield(s, e.VReg) {
				return
			}
		}
		for _, s := range slices.Sorted(maps.Keys(t.far)) {
			if !yield(s, t.far[s]) {
				return
			}
		}
	}
}

// MaxVRegUnits is how many virtual register units one function can have:
// unit N is named by operand code gfx9.CodeVirtual+N, a 32-bit field (no
// function that fits in memory comes near it).
const MaxVRegUnits = gfx9.MaxVirtualUnits

// LimitError is what NewVReg panics with when a function needs more
// virtual register units than MaxVRegUnits; the backend's driver turns it
// into an error located at the kernel (an operand code past the limit
// would wrap around and name another register: wrong code).
type LimitError struct{ Func string }

func (e *LimitError) Error() string {
	return fmt.Sprintf("kernel '%s' is too large for hlslc: its code needs more than %d virtual registers (the limit of hlslc's machine-code operands)", e.Func, MaxVRegUnits)
}

// NewVReg creates a virtual register of size dwords and returns its value
// (a tuple of consecutive units starting at a fresh unit).
func (f *Func) NewVReg(file RegFile, size int) gfx9.Value {
	if f.nextVReg+size > MaxVRegUnits {
		panic(&LimitError{Func: f.Name})
	}
	n := f.nextVReg
	f.nextVReg += size
	f.VRegs.Set(n, VReg{File: file, Size: size})
	return gfx9.Virtual(n, size)
}

// NewLinearVGPR creates a linear VGPR (VReg.Linear) of size dwords.
func (f *Func) NewLinearVGPR(size int) gfx9.Value {
	v := f.NewVReg(VGPR, size)
	r, _ := f.VRegs.Get(int(v.Code) - gfx9.CodeVirtual)
	r.Linear = true
	f.VRegs.Set(int(v.Code)-gfx9.CodeVirtual, r)
	return v
}

// VRegOf returns the virtual register whose units include unit n, and its
// first unit.
func (f *Func) VRegOf(n int) (VReg, int, bool) {
	for start := n; start >= 0 && n-start < 16; start-- {
		if v, ok := f.VRegs.Get(start); ok {
			if n < start+v.Size {
				return v, start, true
			}
			return VReg{}, 0, false
		}
	}
	return VReg{}, 0, false
}

// isBranch reports whether an instruction transfers control to a label.
func isBranch(i *gfx9.Instr) bool {
	return len(i.Ops) > 0 && i.Form.Operands[0].Class == gfx9.ClassLabel && i.Form.Enc == gfx9.EncSOPP
}

// endsBlock reports whether control never falls through an instruction.
func endsBlock(i *gfx9.Instr) bool {
	switch i.Inst.Name {
	case "s_branch", "s_endpgm", "s_endpgm_saved", "s_setpc_b64":
		return true
	}
	return false
}

// FuncFromCode splits decoded instructions (gfx9.DecodeText output: branch
// operands carry label names) into blocks and links the CFG.
func FuncFromCode(name string, t gfx9.Target, code []gfx9.DisasmInstr, labels map[uint64]string) (*Func, error) {
	f := &Func{Name: name, Target: t}
	byLabel := map[string]int{}
	var cur *Block
	start := func(label string) {
		cur = &Block{Label: label}
		f.Blocks = append(f.Blocks, cur)
		if label != "" {
			byLabel[label] = len(f.Blocks) - 1
		}
	}
	start("")
	for k, in := range code {
		if l, ok := labels[in.Offset]; ok {
			if len(cur.Instrs) > 0 || cur.Label != "" {
				start(l)
			} else {
				cur.Label = l
				byLabel[l] = len(f.Blocks) - 1
			}
		}
		cur.Instrs = append(cur.Instrs, in.Instr)
		if (isBranch(&in.Instr) || endsBlock(&in.Instr)) && k+1 < len(code) {
			if _, labelled := labels[code[k+1].Offset]; !labelled {
				start("")
			}
		}
	}
	return f, f.link(byLabel)
}

// LongBranchTarget returns the target of the long branch that ends block
// b, if it ends with one: s_setpc_b64 to the address an s_add_u32 of the
// block computed from the label distance to the target (the sequence branch
// relaxation writes, in the block that starts after its s_getpc_b64).
func LongBranchTarget(b *Block) (string, bool) {
	n := len(b.Instrs)
	if n == 0 || b.Instrs[n-1].Inst.Name != "s_setpc_b64" {
		return "", false
	}
	pc := b.Instrs[n-1].Ops[0].Code
	for k := n - 2; k >= 0; k-- {
		in := &b.Instrs[k]
		if in.Inst.Name == "s_add_u32" && len(in.Ops) == 3 && in.Ops[0].Kind == gfx9.ValReg && in.Ops[0].Code == pc &&
			in.Ops[2].Kind == gfx9.ValLiteral && in.Ops[2].Label != "" {
			target, _ := in.Ops[2].Labels()
			return target, true
		}
	}
	return "", false
}

// link computes successors from branches and fall-through.
func (f *Func) link(byLabel map[string]int) error {
	for bi, b := range f.Blocks {
		b.Succs = nil
		fallthrough_ := true
		if n := len(b.Instrs); n > 0 {
			last := &b.Instrs[n-1]
			long, isLong := LongBranchTarget(b)
			if !isLong && (last.Inst.Name == "s_setpc_b64" || last.Inst.Name == "s_swappc_b64") {
				return fmt.Errorf("%s: indirect branch %s is not supported", f.Name, last.Format(true))
			}
			if isBranch(last) || isLong {
				target := long
				if !isLong {
					target = last.Ops[0].Label
				}
				ti, ok := byLabel[target]
				if !ok {
					return fmt.Errorf("%s: branch to unknown label %q", f.Name, target)
				}
				b.Succs = append(b.Succs, ti)
			}
			fallthrough_ = !endsBlock(last)
		}
		if fallthrough_ && bi+1 < len(f.Blocks) {
			b.Succs = append(b.Succs, bi+1)
		}
	}
	return nil
}

// Relink recomputes the CFG after blocks or branches changed.
func (f *Func) Relink() error {
	byLabel := map[string]int{}
	for i, b := range f.Blocks {
		if b.Label != "" {
			byLabel[b.Label] = i
		}
	}
	return f.link(byLabel)
}

// Assembly prints the function body: labels and instructions, in the
// syntax llvm-mc and gfx9.Assemble accept.
func (f *Func) Assembly() string {
	var b strings.Builder
	for _, bl := range f.Blocks {
		if bl.Label != "" {
			b.WriteString(bl.Label + ":\n")
		}
		for k := range bl.Instrs {
			b.WriteString("\t" + bl.Instrs[k].String() + "\n")
		}
	}
	return b.String()
}
