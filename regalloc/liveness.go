package regalloc

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// Liveness is tracked per 32-bit register unit. Unit indices: the
// allocatable physical SGPRs s0-s101 are 0-101, the VGPRs v0-v255 are
// 102-357, and virtual unit n is physBase+n. Special registers (VCC, EXEC,
// M0, SCC, ...) are never allocated, so they are not tracked.
const (
	vgprBase = MaxSGPRs
	physBase = MaxSGPRs + MaxVGPRs
)

// bitset is a set of unit indices.
type bitset []uint64

func newBitset(n int) bitset       { return make(bitset, (n+63)/64) }
func (s bitset) has(i int) bool    { return s[i/64]&(1<<(i%64)) != 0 }
func (s bitset) set(i int)         { s[i/64] |= 1 << (i % 64) }
func (s bitset) clear(i int)       { s[i/64] &^= 1 << (i % 64) }
func (s bitset) copyFrom(o bitset) { copy(s, o) }

// anyIn reports whether one of the units lo..lo+n-1 is in the set.
func (s bitset) anyIn(lo, n int) bool {
	for i := lo; i < lo+n; i++ {
		if s.has(i) {
			return true
		}
	}
	return false
}
func (s bitset) orWith(o bitset) {
	for k := range s {
		s[k] |= o[k]
	}
}
func (s bitset) each(fn func(i int)) {
	for k, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			fn(k*64 + b)
			w &= w - 1
		}
	}
}

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
	// forbid holds the register indices (within the file) the node may not
	// cover because a physical register there is live while it is.
	forbid [4]uint64
	parent int // union-find for coalescing
}

// ref is one register operand of an instruction, as tracked units.
type ref struct {
	op         int // operand index
	unit, n    int // first tracked unit index and count
	def, use   bool
	virt, full bool // virtual; names its whole virtual register
}

type instrRefs struct {
	refs []ref
	copy bool // a copy between two whole virtual registers of one file and size
}

// analysis holds one round's facts about the function.
type analysis struct {
	f        *mir.Func
	nodes    []node
	unitNode []int // virtual unit -> node index, -1 if none
	nUnits   int
	refs     [][]instrRefs // per block, per instruction
	// logical holds the units whose liveness follows the logical CFG: the
	// virtual VGPRs that are not linear, when the function has a logical
	// CFG (mir.Func.Logical). Every other unit follows the linear CFG.
	logical bitset
	// linearDefs: some instruction writes a linear VGPR (mir.VReg.Linear)
	linearDefs bool
	liveIn     []bitset
	liveOut    []bitset
	reachIn    []bitset // units some definition may have reached at block entry
	copies     [][2]int // (dst node, src node) of copies
	g          *graph   // interference (buildInterference)
}

// analyse validates the operands and computes liveness.
func analyse(f *mir.Func, noSpill map[int]bool) (*analysis, error) {
	a := &analysis{f: f}
	starts := make([]int, 0, len(f.VRegs))
	maxUnit := 0
	for s, v := range f.VRegs {
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
	for _, s := range starts {
		v := f.VRegs[s]
		idx := len(a.nodes)
		nd := node{start: s, size: v.Size, file: v.File, align: 1, noSpill: noSpill[s], parent: idx, linear: v.Linear}
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
	}
	a.nUnits = physBase + maxUnit
	a.g = newGraph(len(a.nodes))
	a.refs = make([][]instrRefs, len(f.Blocks))
	for bi, b := range f.Blocks {
		a.refs[bi] = make([]instrRefs, len(b.Instrs))
		for k := range b.Instrs {
			ir, err := a.scan(&b.Instrs[k])
			if err != nil {
				return nil, fmt.Errorf("%s: block %d instruction %d (%s): %v", f.Name, bi, k, b.Instrs[k].String(), err)
			}
			a.refs[bi][k] = ir
		}
	}
	a.classify()
	a.partialDefs()
	if !f.Logical {
		a.maskedDefs()
	}
	a.reach()
	a.liveness()
	return a, nil
}

// classify sets the units whose liveness follows the logical CFG.
//
// A lane's VGPR values are read and written only on the lane's logical
// path (instructions run under EXEC, which disables the lanes of other
// paths), so a VGPR value is live where its lane may still read it along
// that path: the then-part's values are not live in the else-part even
// though the wave runs the else-part after the then-part, and a write on
// one path ends the value for that path's lanes, all of which it writes.
// Linear VGPRs, written in lanes outside their writer's path, and SGPRs,
// one value for the whole wave, are live along the linear CFG the wave
// runs. Without a logical CFG every unit is linear, and maskedDefs keeps
// the values that partial writes leave in place.
func (a *analysis) classify() {
	a.logical = newBitset(a.nUnits)
	for n := range a.nodes {
		nd := &a.nodes[n]
		if nd.file != mir.VGPR || !nd.linear {
			continue
		}
		a.linearDefs = a.linearDefs || a.written(n)
	}
	if !a.f.Logical {
		return
	}
	for n := range a.nodes {
		nd := &a.nodes[n]
		if nd.file == mir.VGPR && !nd.linear {
			for u := nd.start; u < nd.start+nd.size; u++ {
				a.logical.set(physBase + u)
			}
		}
	}
}

// written reports whether some instruction writes node n.
func (a *analysis) written(n int) bool {
	for bi := range a.refs {
		for _, ir := range a.refs[bi] {
			for _, r := range ir.refs {
				if r.def && r.virt && a.unitNode[r.unit-physBase] == n {
					return true
				}
			}
		}
	}
	return false
}

// partialDefs makes the VGPR writes that may keep bits of the register's
// earlier value in the lanes they write (keepsOldBits) read it too.
func (a *analysis) partialDefs() {
	for bi, b := range a.f.Blocks {
		for k := range b.Instrs {
			if !keepsOldBits(&b.Instrs[k]) {
				continue
			}
			for j := range a.refs[bi][k].refs {
				r := &a.refs[bi][k].refs[j]
				if r.def && r.virt && a.nodes[a.unitNode[r.unit-physBase]].file == mir.VGPR {
					r.use = true
				}
			}
		}
	}
}

// keepsOldBits reports whether an instruction's VGPR results may keep
// bits of the destination's earlier value in the lanes it writes: VALU
// writes of fewer than 32 bits, SDWA and DPP forms, accumulations into the
// destination and single-lane writes (gfx9.WritesWholeDword), and d16
// loads, which fill one half of the register.
func keepsOldBits(in *gfx9.Instr) bool {
	if gfx9.IsVALU(in) {
		return !gfx9.WritesWholeDword(in)
	}
	return strings.Contains(in.Inst.Name, "_d16")
}

// maskedDefs (linear CFG only) makes the VALU writes that may be partial count as reads. A
// VGPR write changes only the lanes EXEC enables, so when a virtual VGPR is
// written in several blocks (the copies that replace a phi in the then- and
// else-blocks of a linearised divergent if, or on the exits of a loop), a
// later write must not end the lanes an earlier one wrote. Only the writes
// of the register's first block (in layout order) end its earlier value,
// and only when no other block writing it can reach that block (a loop's
// header copy runs again after the body's copies): every other write keeps
// the register live before it.
func (a *analysis) maskedDefs() {
	defBlocks := map[int][]int{} // VGPR node → the blocks writing it, in layout order
	for bi := range a.refs {
		for _, ir := range a.refs[bi] {
			for _, r := range ir.refs {
				if r.def && r.virt {
					n := a.unitNode[r.unit-physBase]
					if a.nodes[n].file != mir.VGPR {
						continue
					}
					if bs := defBlocks[n]; len(bs) == 0 || bs[len(bs)-1] != bi {
						defBlocks[n] = append(bs, bi)
					}
				}
			}
		}
	}
	// A register written only by whole-dword writes in blocks outside every
	// divergent region (mir.Block.FullExec, and no EXEC write in the block)
	// is written in all the lanes that will read it each time: its writes
	// end its earlier value like any register's.
	full := make([]bool, len(a.f.Blocks))
	for bi, b := range a.f.Blocks {
		full[bi] = b.FullExec
		for k := range b.Instrs {
			if writesEXEC(&b.Instrs[k]) {
				full[bi] = false
			}
		}
	}
	partial := map[int]bool{} // VGPR nodes with a write that may keep old bits
	for bi, b := range a.f.Blocks {
		for k := range b.Instrs {
			for _, r := range a.refs[bi][k].refs {
				if r.def && r.virt && (!full[bi] || !gfx9.WritesWholeDword(&b.Instrs[k])) {
					partial[a.unitNode[r.unit-physBase]] = true
				}
			}
		}
	}
	// killer[n] is the block whose writes of n end its earlier value, or -1
	killer := map[int]int{}
	for n, bs := range defBlocks {
		if !partial[n] {
			continue // every write ends the earlier value
		}
		killer[n] = bs[0]
		for _, other := range bs[1:] {
			if a.reaches(other, bs[0]) {
				killer[n] = -1
				break
			}
		}
	}
	for bi := range a.refs {
		for k := range a.refs[bi] {
			ir := &a.refs[bi][k]
			for j := range ir.refs {
				r := &ir.refs[j]
				if r.def && r.virt {
					if kb, ok := killer[a.unitNode[r.unit-physBase]]; ok && kb != bi {
						r.use = true
					}
				}
			}
		}
	}
}

// reaches reports whether a path leads from block from to block to.
func (a *analysis) reaches(from, to int) bool {
	seen := make([]bool, len(a.f.Blocks))
	work := []int{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range a.f.Blocks[b].Succs {
			if s == to {
				return true
			}
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}

// scan lists the tracked register operands of an instruction and checks
// virtual ones against their registers.
func (a *analysis) scan(in *gfx9.Instr) (instrRefs, error) {
	var ir instrRefs
	for k, op := range in.Form.Operands {
		if k >= len(in.Ops) {
			break
		}
		v := in.Ops[k]
		if v.Kind != gfx9.ValReg || !op.Def && !op.Use {
			continue
		}
		n := int(max(v.Count, 1))
		c := int(v.Code)
		switch {
		case v.IsVirtual():
			u := c - gfx9.CodeVirtual
			if u+n > len(a.unitNode) || a.unitNode[u] < 0 {
				return ir, fmt.Errorf("%s is not a virtual register of the function", regName(v))
			}
			ni := a.unitNode[u]
			nd := &a.nodes[ni]
			if u+n > nd.start+nd.size {
				return ir, fmt.Errorf("%s extends past virtual register %%%d of %d units", regName(v), nd.start, nd.size)
			}
			if err := checkClass(op, nd.file, v); err != nil {
				return ir, err
			}
			if nd.file == mir.SGPR && n >= 2 {
				al := 2
				if n >= 4 {
					al = 4
				}
				if err := nd.constrain(al, u-nd.start); err != nil {
					return ir, err
				}
			}
			ir.refs = append(ir.refs, ref{op: k, unit: physBase + u, n: n, def: op.Def, use: op.Use, virt: true,
				full: u == nd.start && n == nd.size})
		case c < MaxSGPRs:
			ir.refs = append(ir.refs, ref{op: k, unit: c, n: min(n, MaxSGPRs-c), def: op.Def, use: op.Use})
		case c >= gfx9.CodeVGPR0 && c < gfx9.CodeVGPR0+MaxVGPRs:
			ir.refs = append(ir.refs, ref{op: k, unit: vgprBase + c - gfx9.CodeVGPR0, n: min(n, gfx9.CodeVGPR0+MaxVGPRs-c), def: op.Def, use: op.Use})
		}
	}
	if isCopyInstr(in) && len(ir.refs) == 2 {
		d, s := ir.refs[0], ir.refs[1]
		if d.def && !d.use && s.use && d.virt && s.virt && d.full && s.full {
			dn, sn := a.unitNode[d.unit-physBase], a.unitNode[s.unit-physBase]
			if a.nodes[dn].file == a.nodes[sn].file && a.nodes[dn].size == a.nodes[sn].size {
				ir.copy = true
				a.copies = append(a.copies, [2]int{dn, sn})
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

// reach computes, per block, the units some definition may have reached
// (forward, each unit along its own CFG; physical registers count as
// defined at entry), and drops the reads of units no definition reached.
// Such a read — of a phi's register on the path that skipped the block
// writing it, or of the lanes a partial write keeps before any write —
// sees no value any lane set, so no value needs to stay in the register
// for it: without this, the register would be live back to the
// function's entry and interfere with everything on the way.
func (a *analysis) reach() {
	nb := len(a.f.Blocks)
	defs := make([]bitset, nb)
	a.reachIn = make([]bitset, nb)
	out := make([]bitset, nb)
	for bi := range a.f.Blocks {
		defs[bi], a.reachIn[bi], out[bi] = newBitset(a.nUnits), newBitset(a.nUnits), newBitset(a.nUnits)
		for _, ir := range a.refs[bi] {
			for _, r := range ir.refs {
				if r.def {
					for u := r.unit; u < r.unit+r.n; u++ {
						defs[bi].set(u)
					}
				}
			}
		}
	}
	if nb > 0 {
		for u := 0; u < physBase; u++ {
			a.reachIn[0].set(u)
		}
	}
	for changed := true; changed; {
		changed = false
		for bi := range a.f.Blocks {
			o := out[bi]
			for k := range o {
				o[k] = a.reachIn[bi][k] | defs[bi][k]
			}
			for _, s := range a.f.Blocks[bi].Succs {
				if a.orMasked(a.reachIn[s], o, false) {
					changed = true
				}
			}
			for _, s := range a.f.LogicalSuccessors(bi) {
				if a.f.Logical && a.orMasked(a.reachIn[s], o, true) {
					changed = true
				}
			}
		}
	}
	cur := newBitset(a.nUnits)
	for bi := range a.f.Blocks {
		cur.copyFrom(a.reachIn[bi])
		for k := range a.refs[bi] {
			ir := &a.refs[bi][k]
			for j := range ir.refs {
				r := &ir.refs[j]
				if r.use && r.virt && !cur.anyIn(r.unit, r.n) {
					r.use = false
				}
			}
			for _, r := range ir.refs {
				if r.def {
					for u := r.unit; u < r.unit+r.n; u++ {
						cur.set(u)
					}
				}
			}
		}
	}
}

// orMasked ORs into dst the units of src of one liveness class (the
// logical units, or the linear ones) and reports whether dst changed.
func (a *analysis) orMasked(dst, src bitset, logical bool) bool {
	changed := false
	for k := range dst {
		m := a.logical[k]
		if !logical {
			m = ^m
		}
		if w := dst[k] | src[k]&m; w != dst[k] {
			dst[k] = w
			changed = true
		}
	}
	return changed
}

// liveness computes live-in and live-out unit sets of every block: a unit
// is live out of a block when its class's successors need it on entry and
// some definition reached the block's end (see reach).
func (a *analysis) liveness() {
	nb := len(a.f.Blocks)
	gen, kill := make([]bitset, nb), make([]bitset, nb)
	reachOut := make([]bitset, nb)
	a.liveIn, a.liveOut = make([]bitset, nb), make([]bitset, nb)
	for bi := range a.f.Blocks {
		gen[bi], kill[bi] = newBitset(a.nUnits), newBitset(a.nUnits)
		a.liveIn[bi], a.liveOut[bi] = newBitset(a.nUnits), newBitset(a.nUnits)
		for _, ir := range a.refs[bi] {
			for _, r := range ir.refs {
				if r.use {
					for u := r.unit; u < r.unit+r.n; u++ {
						if !kill[bi].has(u) {
							gen[bi].set(u)
						}
					}
				}
			}
			for _, r := range ir.refs {
				if r.def {
					for u := r.unit; u < r.unit+r.n; u++ {
						kill[bi].set(u)
					}
				}
			}
		}
		reachOut[bi] = newBitset(a.nUnits)
		for k := range reachOut[bi] {
			reachOut[bi][k] = a.reachIn[bi][k] | kill[bi][k]
		}
	}
	for changed := true; changed; {
		changed = false
		for bi := nb - 1; bi >= 0; bi-- {
			out := a.liveOut[bi]
			for _, s := range a.f.Blocks[bi].Succs {
				a.orMasked(out, a.liveIn[s], false)
			}
			if a.f.Logical {
				for _, s := range a.f.Blocks[bi].LogicalSuccs {
					a.orMasked(out, a.liveIn[s], true)
				}
			}
			in := a.liveIn[bi]
			for k := range in {
				out[k] &= reachOut[bi][k]
				w := gen[bi][k] | out[k]&^kill[bi][k]
				if w != in[k] {
					in[k] = w
					changed = true
				}
			}
		}
	}
}

// regName prints a register operand.
func regName(v gfx9.Value) string { return gfx9.RegName(v.Code, int(max(v.Count, 1)), gfx9.TypeB32) }

// writesEXEC reports whether an instruction writes EXEC.
func writesEXEC(i *gfx9.Instr) bool {
	for _, d := range gfx9.Defs(i) {
		if d.Overlaps(gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}) {
			return true
		}
	}
	return false
}
