package regalloc

import (
	"fmt"
	"sort"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// The allocator tracks registers as the units of mir's liveness analysis:
// the physical SGPRs s0-s101 are units 0-101, the VGPRs v0-v255 units
// 102-357, and virtual unit n is physBase+n.
const (
	vgprBase = mir.UnitVGPR0
	physBase = mir.UnitVirtual0
)

// node is one virtual register (after coalescing: a class of them).
type node struct {
	start, size int
	file        mir.RegFile
	// align and resid: the first unit must sit at a register index
	// congruent to resid modulo align.
	align, resid int
	noSpill      bool
	// linear: a linear VGPR (mir.VReg.Linear)
	linear bool
	// reserved: a VGPR of SGPR spill lanes that no other value shares
	// anywhere (Allocate's reserved), left out of liveness and colouring
	reserved bool
	// forbid holds the register indices (within the file) the node may not
	// cover because a physical register there is live while it is.
	forbid [4]uint64
}

type instrRefs struct {
	refs []mir.Ref // the liveness analysis's refs of the instruction
	copy bool      // a copy between virtual registers of one file: refs[0] its destination, refs[1] its source
}

// analysis holds one round's facts about the function.
type analysis struct {
	f     *mir.Func
	lv    *mir.Liveness
	nodes []node
	// parent (union-find for coalescing) and start of each node, apart
	// from the nodes: building the interference reads them for every
	// pair of units live together
	parent, starts []int32
	unitNode       []int // virtual unit -> node index, -1 if none
	nUnits         int
	refs           [][]instrRefs // per block, per instruction
	liveIn         []mir.Units
	liveOut        []mir.Units
	copies         [][2]int // (destination, source) tracked units of the copies
	// physCopies are the copies between a virtual register and a physical
	// one of its file (the kernel's inputs copied at entry, say): (virtual
	// unit, physical tracked unit), preferences of the colouring
	physCopies [][2]int
	g          *graph // interference (buildInterference)
	path       []int  // find's scratch
	// interfereDef's scratch: per node the offsets gathered for the
	// definition at hand (0 elsewhere), and the nodes that have some
	pending []uint64
	touched []int32
	prefs   [][][2]int // per node: (own unit, other unit) of the copies coalescing left
	// physPrefs per node: (own unit, physical tracked unit) of physCopies
	physPrefs [][][2]int
	// local, when set, marks the nodes scanLocals assigns (scan.go), and
	// localSpans holds their spans; nil: every node is coloured
	local      []bool
	localSpans []localSpan
}

// analyse validates the operands and computes liveness (mir.Liveness).
func analyse(f *mir.Func, noSpill map[int]bool, reserved []int) (*analysis, error) {
	a, err := newAnalysis(f, noSpill)
	if err != nil {
		return nil, err
	}
	for _, s := range reserved {
		a.nodes[a.unitNode[s]].reserved = true
	}
	lv, err := mir.ComputeLivenessIgnoring(f, reserved)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", f.Name, err)
	}
	a.lv, a.nUnits, a.liveIn, a.liveOut = lv, lv.NUnits, lv.LiveIn, lv.LiveOut
	files, sizes := make([]mir.RegFile, len(a.nodes)), make([]int, len(a.nodes))
	for n, nd := range a.nodes {
		files[n], sizes[n] = nd.file, nd.size
	}
	a.g = newGraph(files, sizes)
	if err := a.scanAll(lv.Refs); err != nil {
		return nil, err
	}
	return a, nil
}

// newAnalysis returns the analysis of f's virtual registers as nodes,
// without liveness (no refs yet: scanAll).
func newAnalysis(f *mir.Func, noSpill map[int]bool) (*analysis, error) {
	a := &analysis{f: f}
	starts := make([]int, 0, f.VRegs.Len())
	maxUnit := 0
	for s, v := range f.VRegs.All() {
		if v.Size < 1 || v.Size > 16 {
			return nil, fmt.Errorf("%s: virtual register %%%d has size %d (1-16 dwords)", f.Name, s, v.Size)
		}
		starts = append(starts, s)
		maxUnit = max(maxUnit, s+v.Size)
	}
	sort.Ints(starts)
	a.unitNode = make([]int, maxUnit)
	for k := range a.unitNode {
		a.unitNode[k] = -1
	}
	a.nodes = make([]node, 0, len(starts))
	a.parent, a.starts = make([]int32, 0, len(starts)), make([]int32, 0, len(starts))
	for _, s := range starts {
		v, _ := f.VRegs.Get(s)
		idx := len(a.nodes)
		nd := node{start: s, size: v.Size, file: v.File, align: 1, noSpill: noSpill[s], linear: v.Linear}
		if v.File == mir.SGPR {
			switch {
			case v.Size >= 4:
				nd.align = 4
			case v.Size == 2:
				nd.align = 2
			}
		}
		for u := s; u < s+v.Size; u++ {
			if a.unitNode[u] >= 0 {
				return nil, fmt.Errorf("%s: virtual registers %%%d and %%%d overlap", f.Name, a.nodes[a.unitNode[u]].start, s)
			}
			a.unitNode[u] = idx
		}
		a.nodes = append(a.nodes, nd)
		a.parent, a.starts = append(a.parent, int32(idx)), append(a.starts, int32(s))
	}
	return a, nil
}

// scanAll scans every instruction (scan) with its refs (per block, per
// instruction).
func (a *analysis) scanAll(refs [][][]mir.Ref) error {
	f := a.f
	a.refs = make([][]instrRefs, len(f.Blocks))
	for bi, b := range f.Blocks {
		a.refs[bi] = make([]instrRefs, len(b.Instrs))
		for k := range b.Instrs {
			ir, err := a.scan(&b.Instrs[k], refs[bi][k])
			if err != nil {
				return fmt.Errorf("%s: block %d instruction %d (%s): %v", f.Name, bi, k, b.Instrs[k].String(), err)
			}
			a.refs[bi][k] = ir
		}
	}
	return nil
}

// scan checks the virtual register operands of an instruction against
// their registers (class, extent, tuple alignment) and notes copies.
func (a *analysis) scan(in *gfx9.Instr, refs []mir.Ref) (instrRefs, error) {
	ir := instrRefs{refs: refs}
	for _, r := range refs {
		if !r.Virtual {
			continue
		}
		v, op := in.Ops[r.Op], in.Form.Operands[r.Op]
		u := r.Unit - physBase
		nd := &a.nodes[a.unitNode[u]]
		if u+r.N > nd.start+nd.size {
			return ir, fmt.Errorf("%s extends past virtual register %%%d of %d units", regName(v), nd.start, nd.size)
		}
		if err := checkClass(op, nd.file, v); err != nil {
			return ir, err
		}
		if nd.file == mir.SGPR && r.N >= 2 {
			al := 2
			if r.N >= 4 {
				al = 4
			}
			if err := nd.constrain(al, u-nd.start); err != nil {
				return ir, err
			}
		}
	}
	if isCopyInstr(in) && len(refs) == 2 {
		d, s := refs[0], refs[1]
		ops := in.Form.Operands
		if d.Def && !ops[d.Op].Use && ops[s.Op].Use && d.Virtual && s.Virtual && d.N == s.N {
			dn, sn := a.unitNode[d.Unit-physBase], a.unitNode[s.Unit-physBase]
			if a.nodes[dn].file == a.nodes[sn].file {
				ir.copy = true
				a.copies = append(a.copies, [2]int{d.Unit, s.Unit})
			}
		}
		if d.Def && !ops[d.Op].Use && ops[s.Op].Use && d.Virtual != s.Virtual && d.N == s.N {
			if d.Virtual {
				a.physCopies = append(a.physCopies, [2]int{d.Unit, s.Unit})
			} else {
				a.physCopies = append(a.physCopies, [2]int{s.Unit, d.Unit})
			}
		}
	}
	return ir, nil
}

// constrain requires the register index of unit start+off to be a multiple
// of al.
func (nd *node) constrain(al, off int) error {
	r := ((-off)%al + al) % al
	if nd.align >= al {
		if nd.resid%al != r {
			return fmt.Errorf("virtual register %%%d cannot be aligned: a %d-aligned tuple at unit offset %d conflicts with its other uses", nd.start, al, off)
		}
		return nil
	}
	if r%nd.align != nd.resid {
		return fmt.Errorf("virtual register %%%d cannot be aligned: a %d-aligned tuple at unit offset %d conflicts with its other uses", nd.start, al, off)
	}
	nd.align, nd.resid = al, r
	return nil
}

// checkClass checks that a virtual register of file may stand in an operand.
func checkClass(op gfx9.Operand, file mir.RegFile, v gfx9.Value) error {
	ok := false
	switch op.Class {
	case gfx9.ClassVGPR:
		ok = file == mir.VGPR
	case gfx9.ClassSGPR, gfx9.ClassSSrc, gfx9.ClassSSrcImm, gfx9.ClassSMemOff:
		ok = file == mir.SGPR
	case gfx9.ClassVSrc, gfx9.ClassOff:
		switch {
		case op.Accept != 0:
			ok = file == mir.VGPR && op.Accept&gfx9.AcceptVGPR != 0 || file == mir.SGPR && op.Accept&gfx9.AcceptSGPR != 0
		case op.Field == gfx9.FieldSAddr:
			ok = file == mir.SGPR
		default:
			ok = file == mir.VGPR
		}
	}
	if !ok {
		return fmt.Errorf("operand %s is a %s virtual register where the instruction takes %s", regName(v), file, op.Class)
	}
	return nil
}

// isCopyInstr reports whether in is a plain register move.
func isCopyInstr(in *gfx9.Instr) bool {
	switch in.Inst.Name {
	case "s_mov_b32", "s_mov_b64":
		return true
	case "v_mov_b32":
		return (in.Form.Kind == gfx9.FormNative || in.Form.Kind == gfx9.FormE64) && in.Mods == gfx9.DefaultModifiers(in.Inst, in.Form)
	}
	return false
}

// regName prints a register operand.
func regName(v gfx9.Value) string { return gfx9.RegName(v.Code, int(max(v.Count, 1)), gfx9.TypeB32) }
