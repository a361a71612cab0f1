package mir

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
)

// Register liveness, shared by register allocation, the register reports
// and the scheduler.
//
// Liveness is tracked per 32-bit register unit. Units 0-101 are the SGPRs
// s0-s101, units 102-357 the VGPRs v0-v255, and virtual unit n (operand
// code gfx9.CodeVirtual+n) is UnitVirtual0+n. Special registers (VCC,
// EXEC, M0, SCC, ...) are never allocated and not tracked.
//
// Guarantees, for a function with a logical CFG (Func.Logical):
//   - A VGPR unit (virtual, or physical after allocation) that is not
//     linear (VReg.Linear, Func.LinearVGPRs) is live along the logical CFG:
//     a lane's value is read and written only on the lane's own path (the
//     exec mask disables the lane elsewhere), so the then-part's values
//     are not live in the else-part although the wave runs the else-part
//     later, and a write on one path ends the value for the lanes of that
//     path, all of which it writes.
//   - Every other unit — SGPRs and lane masks, one value for the whole
//     wave, and linear VGPRs — is live along the linear CFG (Block.Succs).
//
// Without a logical CFG every unit follows the linear CFG, and a VGPR
// write that may leave other lanes' values in place counts as reading them
// (see maskedDefs). In both cases:
//   - a write that may keep bits of the register's earlier value in the
//     lanes it writes (16-bit results, SDWA and DPP, v_mac, v_writelane,
//     d16 loads) reads the register too;
//   - a virtual unit is live only where one of its definitions may have
//     reached (along its own CFG), and a read no definition reached keeps
//     nothing live: on the path that skipped the then-part, the phi's
//     register holds nothing any lane will read, so it is not live back to
//     the kernel's entry.
//
// This is how ACO splits liveness: temporaries of the linear register
// classes propagate to a block's linear predecessors, the others to its
// logical predecessors.
const (
	UnitVGPR0    = 102       // v0
	UnitVirtual0 = 102 + 256 // virtual unit 0
)

// Bits is a set of units.
type Bits []uint64

// NewBits returns an empty set for units 0..n-1.
func NewBits(n int) Bits { return make(Bits, (n+63)/64) }

// Has reports whether unit i is in the set.
func (s Bits) Has(i int) bool { return s[i/64]&(1<<(i%64)) != 0 }

// Set adds unit i.
func (s Bits) Set(i int) { s[i/64] |= 1 << (i % 64) }

// Clear removes unit i.
func (s Bits) Clear(i int) { s[i/64] &^= 1 << (i % 64) }

// CopyFrom makes s equal to o (of the same size).
func (s Bits) CopyFrom(o Bits) { copy(s, o) }

// Or adds the units of o.
func (s Bits) Or(o Bits) {
	for k := range s {
		s[k] |= o[k]
	}
}

// AnyIn reports whether one of the units lo..lo+n-1 is in the set.
func (s Bits) AnyIn(lo, n int) bool {
	for i := lo; i < lo+n; i++ {
		if s.Has(i) {
			return true
		}
	}
	return false
}

// Each calls fn for every unit in the set, in increasing order.
func (s Bits) Each(fn func(i int)) {
	for k, w := range s {
		for w != 0 {
			fn(k*64 + bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
}

// CountIn returns the number of units in both s and mask.
func (s Bits) CountIn(mask Bits) int {
	c := 0
	for k, w := range s {
		c += bits.OnesCount64(w & mask[k])
	}
	return c
}

// Units is a set of units as an increasing list: a block's live-in or
// live-out set, which holds a few of the function's units where a Bits of
// every unit for every block cost blocks × units (gigabytes for a 1 MB
// source of branches).
type Units []int32

// Has reports whether unit u is in the set.
func (s Units) Has(u int) bool {
	_, ok := slices.BinarySearch(s, int32(u))
	return ok
}

// Each calls fn for every unit in the set, in increasing order.
func (s Units) Each(fn func(u int)) {
	for _, u := range s {
		fn(int(u))
	}
}

// SetIn adds the units of s to the dense set b.
func (s Units) SetIn(b Bits) {
	for _, u := range s {
		b.Set(int(u))
	}
}

// ClearIn removes the units of s from the dense set b.
func (s Units) ClearIn(b Bits) {
	for _, u := range s {
		b.Clear(int(u))
	}
}

// union returns the units of s and of t (both increasing; t may repeat
// units, and is compacted in place).
func (s Units) union(t []int32) Units {
	return mergeUnits(make(Units, 0, len(s)+len(t)), s, Units(slices.Compact(t)))
}

// mergeUnits appends to dst the units of s or t (both increasing) in
// increasing order, and returns it.
func mergeUnits(dst, s, t Units) Units {
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		switch {
		case s[i] < t[j]:
			dst = append(dst, s[i])
			i++
		case s[i] > t[j]:
			dst = append(dst, t[j])
			j++
		default:
			dst = append(dst, s[i])
			i++
			j++
		}
	}
	return append(append(dst, s[i:]...), t[j:]...)
}

// Ref is one tracked register operand of an instruction.
type Ref struct {
	Op       int // operand index
	Unit, N  int // first unit and number of units
	Def, Use bool
	Virtual  bool
}

// Refs returns the tracked register operands of an instruction: SGPRs,
// VGPRs and virtual registers, as units.
func Refs(in *gfx9.Instr) []Ref {
	// counted first and allocated once at its size
	cnt := countRefs(in)
	if cnt == 0 {
		return nil
	}
	return appendRefs(make([]Ref, 0, cnt), in)
}

// EachRef calls fn for every tracked register operand of an instruction,
// in the order Refs lists them, without building the list.
func EachRef(in *gfx9.Instr, fn func(r Ref)) {
	for k, op := range in.Form.Operands {
		if k >= len(in.Ops) {
			break
		}
		if r, ok := refOf(in.Ops[k], op, k); ok {
			fn(r)
		}
	}
}

// InstrRefs returns Refs of every instruction of f (per block, per
// instruction). The lists share a few large allocations (every liveness
// analysis asks at every instruction, several times per compile: one
// allocation per instruction was most of the objects the analysis
// allocated); each has its own length as capacity, so an append to one
// copies it out instead of overwriting the next.
func InstrRefs(f *Func) [][][]Ref {
	total := 0
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			total += countRefs(&b.Instrs[k])
		}
	}
	slab := make([]Ref, 0, total)
	refs := make([][][]Ref, len(f.Blocks))
	for bi, b := range f.Blocks {
		refs[bi] = make([][]Ref, len(b.Instrs))
		for k := range b.Instrs {
			start := len(slab)
			slab = appendRefs(slab, &b.Instrs[k])
			if len(slab) > start {
				refs[bi][k] = slab[start:len(slab):len(slab)]
			}
		}
	}
	return refs
}

// countRefs returns the number of tracked register operands of in.
func countRefs(in *gfx9.Instr) int {
	cnt := 0
	for k, op := range in.Form.Operands {
		if k < len(in.Ops) && isTracked(in.Ops[k], op) {
			cnt++
		}
	}
	return cnt
}

// appendRefs appends the tracked register operands of in to refs.
func appendRefs(refs []Ref, in *gfx9.Instr) []Ref {
	for k, op := range in.Form.Operands {
		if k >= len(in.Ops) {
			break
		}
		if r, ok := refOf(in.Ops[k], op, k); ok {
			refs = append(refs, r)
		}
	}
	return refs
}

// refOf returns the Ref of operand k, holding v, of kind op, if it is a
// tracked register operand.
func refOf(v gfx9.Value, op gfx9.Operand, k int) (Ref, bool) {
	if !isTracked(v, op) {
		return Ref{}, false
	}
	n := int(max(v.Count, 1))
	c := int(v.Code)
	switch {
	case v.IsVirtual():
		return Ref{Op: k, Unit: UnitVirtual0 + c - gfx9.CodeVirtual, N: n, Def: op.Def, Use: op.Use, Virtual: true}, true
	case c < UnitVGPR0:
		return Ref{Op: k, Unit: c, N: min(n, UnitVGPR0-c), Def: op.Def, Use: op.Use}, true
	case c >= gfx9.CodeVGPR0 && c < gfx9.CodeVGPR0+256:
		return Ref{Op: k, Unit: UnitVGPR0 + c - gfx9.CodeVGPR0, N: min(n, gfx9.CodeVGPR0+256-c), Def: op.Def, Use: op.Use}, true
	}
	return Ref{}, false
}

// isTracked reports whether operand value v of kind op is a tracked
// register operand: a read or written SGPR, VGPR or virtual register.
func isTracked(v gfx9.Value, op gfx9.Operand) bool {
	if v.Kind != gfx9.ValReg || !op.Def && !op.Use {
		return false
	}
	c := int(v.Code)
	return v.IsVirtual() || c < UnitVGPR0 || c >= gfx9.CodeVGPR0 && c < gfx9.CodeVGPR0+256
}

// Liveness holds the live units of a function's blocks.
type Liveness struct {
	F      *Func
	NUnits int
	// Refs are the register operands of every instruction (per block, per
	// instruction), with Use as the analysis sees it: set on writes that
	// keep old bits, cleared on reads no definition reached.
	Refs [][][]Ref
	// Logical holds the units that are live along the logical CFG.
	Logical Bits
	// LiveIn and LiveOut are the units live on entry to and exit from
	// each block.
	LiveIn, LiveOut []Units
	// SlotBase is the unit of the first memory slot (Slots).
	SlotBase int
	// vreg maps a virtual unit to the first unit of its register, -1 if
	// none.
	vreg []int32
	// linear: virtual units of linear VGPRs
	linear Bits
	// walkLive is WalkSet's live set, kept from block to block, and
	// walkBits Walk's (empty between walks; nil while one runs)
	walkLive *LiveSet
	walkBits Bits
	// only, when set, holds the units analysed (ComputeFileLiveness,
	// ComputeLivenessWithout)
	only Bits
	// sgprBudget, when positive, bounds the entries of SGPR units in the
	// live-in sets (ComputeLivenessWithin)
	sgprBudget int
	// ignore, when set, holds the virtual units left out (by operand
	// code - gfx9.CodeVirtual; ComputeLivenessIgnoring)
	ignore Bits
	// without: the virtual registers (first units) in no live set
	// (ComputeLivenessWithout)
	without []int
}

// ComputeLivenessIgnoring is ComputeLiveness of the code with every
// operand naming one of the ignored virtual registers (first units, as
// operand code - gfx9.CodeVirtual) left out: they are in no live set and
// no instruction's refs. For registers whose place no other value may
// share at any point, so that where they are live does not matter (the
// allocator's reserved spill lanes).
func ComputeLivenessIgnoring(f *Func, ignore []int) (*Liveness, error) {
	l := &Liveness{F: f}
	if len(ignore) > 0 {
		n := 0
		for s, v := range f.VRegs.All() {
			n = max(n, s+v.Size)
		}
		l.ignore = NewBits(n)
		for _, s := range ignore {
			v, ok := f.VRegs.Get(s)
			if !ok {
				return nil, fmt.Errorf("ignored %%%d is not a virtual register of the function", s)
			}
			for u := s; u < s+v.Size; u++ {
				l.ignore.Set(u)
			}
		}
	}
	return computeLivenessOf(l, nil, nil)
}

// ComputeLivenessWithout is ComputeLiveness with the units of the given
// virtual registers (first units, as operand code - gfx9.CodeVirtual) in
// no live set: their refs stay, no read of theirs is dropped, and every
// other unit's sets are those ComputeLiveness gives (each unit is analysed
// on its own). For registers that take their place in the whole function
// wherever they are live, which a caller counts as taken everywhere: the
// lanes of the SGPRs spilled by demand, which register allocation
// reserves. Their sets are the ones that grow with the code: a nest of d
// divergent ifs keeps d saved exec masks live, spilled to the lanes of
// d/32 VGPRs, each live into every block of the levels inside its masks'
// (at 6,400 levels 2.3 M of the 2.5 M live-in entries).
func ComputeLivenessWithout(f *Func, without []int) (*Liveness, error) {
	for _, s := range without {
		if _, ok := f.VRegs.Get(s); !ok {
			return nil, fmt.Errorf("%%%d is not a virtual register of the function", s)
		}
	}
	return computeLivenessOf(&Liveness{F: f, without: slices.Clone(without)}, nil, nil)
}

// Without returns the virtual registers (first units) the analysis left
// out of the live sets (ComputeLivenessWithout), nil if none.
func (l *Liveness) Without() []int { return l.without }

// ErrOverBudget is ComputeLivenessWithin's error when the SGPR units'
// live-in sets would hold more entries than its budget.
var ErrOverBudget = errors.New("the live-in sets of the SGPRs exceed the budget")

// ComputeLivenessWithin is ComputeLiveness, or ErrOverBudget (having spent
// about the budget's worth of work) when the live-in sets of the blocks
// would hold more than budget SGPR units in all: a measure of how many
// SGPR values are live at once, bounded in cost, for a caller that would
// rather not build liveness sets of that size.
func ComputeLivenessWithin(f *Func, budget int) (*Liveness, error) {
	return computeLivenessOf(&Liveness{F: f, sgprBudget: budget}, nil, nil)
}

// skips reports whether unit u is left out of the analysis.
func (l *Liveness) skips(u int) bool { return l.only != nil && !l.only.Has(u) }

// Slots describes per-lane memory that an analysis tracks like registers:
// Units dwords (tracked as units SlotBase.. after the virtual registers'),
// and the accesses of an instruction, as refs whose Unit counts from 0
// (Def: a store, Use: a load). A lane's memory is written under EXEC like
// its VGPRs, so slots are live along the logical CFG when the function has
// one. Register allocation tracks its spill slots so.
type Slots struct {
	Units int
	Refs  func(in *gfx9.Instr) []Ref
}

// ComputeLiveness analyses f. It fails when an operand names a virtual
// register unit the function does not declare (Func.VRegs).
func ComputeLiveness(f *Func) (*Liveness, error) { return ComputeLivenessWithSlots(f, nil) }

// ComputeLivenessWithSlots analyses f with the memory slots s (nil: none).
func ComputeLivenessWithSlots(f *Func, slots *Slots) (*Liveness, error) {
	return computeLiveness(f, slots, nil)
}

// ComputeFileLiveness is ComputeLiveness of the units of one register file
// only (physical and virtual): LiveIn and LiveOut hold none of the other
// file's units, and no read of one of those is dropped (their refs keep Use
// as the instruction has it). For an analysis of one file's pressure, at a
// fraction of the cost.
func ComputeFileLiveness(f *Func, file RegFile) (*Liveness, error) {
	return computeLiveness(f, nil, &file)
}

// computeLiveness analyses f with the memory slots (nil: none), for the
// units of one file (nil: every unit).
func computeLiveness(f *Func, slots *Slots, file *RegFile) (*Liveness, error) {
	return computeLivenessOf(&Liveness{F: f}, slots, file)
}

// computeLivenessOf is computeLiveness into l (F and the budget set).
func computeLivenessOf(l *Liveness, slots *Slots, file *RegFile) (*Liveness, error) {
	f := l.F
	maxUnit := 0
	for s, v := range f.VRegs.All() {
		maxUnit = max(maxUnit, s+v.Size)
	}
	l.SlotBase = UnitVirtual0 + maxUnit
	l.NUnits = l.SlotBase
	if slots != nil {
		l.NUnits += slots.Units
	}
	l.vreg = make([]int32, maxUnit)
	for k := range l.vreg {
		l.vreg[k] = -1
	}
	l.linear = NewBits(l.NUnits)
	for s, v := range f.VRegs.All() {
		for u := s; u < s+v.Size && u < maxUnit; u++ {
			l.vreg[u] = int32(s)
			if v.File == VGPR && v.Linear {
				l.linear.Set(UnitVirtual0 + u)
			}
		}
	}
	l.Refs = InstrRefs(f)
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			refs := l.Refs[bi][k]
			for _, r := range refs {
				if !r.Virtual {
					continue
				}
				for u := r.Unit; u < r.Unit+r.N; u++ {
					if u-UnitVirtual0 >= len(l.vreg) || l.vreg[u-UnitVirtual0] < 0 {
						v := b.Instrs[k].Ops[r.Op]
						return nil, fmt.Errorf("block %d instruction %d (%s): %s is not a virtual register of the function",
							bi, k, b.Instrs[k].String(), gfx9.RegName(v.Code, r.N, gfx9.TypeB32))
					}
				}
			}
			if l.ignore != nil {
				refs = slices.DeleteFunc(refs, func(r Ref) bool { return r.Virtual && l.ignore.AnyIn(r.Unit-UnitVirtual0, r.N) })
			}
			if slots != nil {
				for _, r := range slots.Refs(&b.Instrs[k]) {
					r.Unit += l.SlotBase
					r.Op, r.Virtual = -1, true
					refs = append(refs, r)
				}
			}
			l.Refs[bi][k] = refs
		}
	}
	if file != nil {
		l.only = NewBits(l.NUnits)
		for u := range l.NUnits {
			if u < UnitVirtual0 || u >= l.SlotBase || l.vreg[u-UnitVirtual0] >= 0 {
				if l.isVGPR(u) == (*file == VGPR) {
					l.only.Set(u)
				}
			}
		}
	}
	if len(l.without) > 0 {
		if l.only == nil {
			l.only = NewBits(l.NUnits)
			for u := range l.NUnits {
				l.only.Set(u)
			}
		}
		for _, s := range l.without {
			v, _ := f.VRegs.Get(s)
			for u := s; u < s+v.Size; u++ {
				l.only.Clear(UnitVirtual0 + u)
			}
		}
	}
	l.classify()
	l.partialDefs()
	if !f.Logical {
		l.maskedDefs()
	}
	if err := l.liveAndReach(); err != nil {
		return nil, err
	}
	return l, nil
}

// vregStart returns the first unit (operand code - gfx9.CodeVirtual) of the
// virtual register holding virtual unit u (a tracked unit index); for a
// memory slot, a key of its own.
func (l *Liveness) vregStart(u int) int {
	if u >= l.SlotBase {
		return u
	}
	return int(l.vreg[u-UnitVirtual0])
}

// isVGPR reports whether tracked unit u is a VGPR (physical or virtual) or
// lane memory (a slot): written per lane under EXEC.
func (l *Liveness) isVGPR(u int) bool {
	switch {
	case u < UnitVirtual0:
		return u >= UnitVGPR0
	case u >= l.SlotBase:
		return true
	}
	v, _ := l.F.VRegs.Get(l.vregStart(u))
	return v.File == VGPR
}

// vgprUnits returns the units of the VGPR file: physical and virtual
// VGPRs and lane memory slots.
func (l *Liveness) vgprUnits() Bits {
	b := NewBits(l.NUnits)
	for u := UnitVGPR0; u < l.NUnits; u++ {
		if u < UnitVirtual0 || u >= l.SlotBase || l.vreg[u-UnitVirtual0] >= 0 && l.isVGPR(u) {
			b.Set(u)
		}
	}
	return b
}

// classify sets the units that are live along the logical CFG: with a
// logical CFG, the VGPRs that are not linear (virtual ones by VReg.Linear,
// physical ones by Func.LinearVGPRs).
func (l *Liveness) classify() {
	l.Logical = NewBits(l.NUnits)
	if !l.F.Logical {
		return
	}
	for u := UnitVGPR0; u < UnitVirtual0; u++ {
		if r := u - UnitVGPR0; l.F.LinearVGPRs[r/64]&(1<<(r%64)) == 0 {
			l.Logical.Set(u)
		}
	}
	for u := UnitVirtual0; u < l.NUnits; u++ {
		if u >= l.SlotBase || l.vreg[u-UnitVirtual0] >= 0 && l.isVGPR(u) && !l.linear.Has(u) {
			l.Logical.Set(u)
		}
	}
}

// partialDefs makes the VGPR writes that may keep bits of the register's
// earlier value in the lanes they write (KeepsOldBits) read it too, except
// for a virtual register that one instruction alone writes: the bits that
// write keeps are those of no earlier write (undefined when it first
// runs, and on each later run the same undefined bits again), so no
// reader can depend on them and they need not stay live. Without the
// exception every such register in a loop (an f16 temporary, written by a
// VALU op that may keep the high half on gfx9, v_fma_f16) read its own
// write of the last iteration: it was live around the whole loop and
// shared no VGPR there. Most 16-bit VALU results write the whole dword on
// gfx9 (gfx9.WritesWholeDword): a pair packed by a v_cvt_f16_f32 and an
// SDWA write of the high half is live from the one to the other only.
func (l *Liveness) partialDefs() {
	writers := map[int]int{} // virtual VGPR (first unit) -> instructions writing it
	for bi, b := range l.F.Blocks {
		for k := range b.Instrs {
			seen := -1
			for _, r := range l.Refs[bi][k] {
				if r.Def && r.Virtual && l.isVGPR(r.Unit) {
					if n := l.vregStart(r.Unit); n != seen {
						writers[n]++
						seen = n
					}
				}
			}
		}
	}
	for bi, b := range l.F.Blocks {
		for k := range b.Instrs {
			if !KeepsOldBits(&b.Instrs[k]) {
				continue
			}
			for j := range l.Refs[bi][k] {
				r := &l.Refs[bi][k][j]
				if r.Def && l.isVGPR(r.Unit) && !(r.Virtual && r.Unit < l.SlotBase && writers[l.vregStart(r.Unit)] == 1) {
					r.Use = true
				}
			}
		}
	}
}

// KeepsOldBits reports whether an instruction's VGPR results may keep
// bits of the destination's earlier value in the lanes it writes: VALU
// writes of fewer than 32 bits, SDWA and DPP forms, accumulations into the
// destination and single-lane writes (gfx9.WritesWholeDword), and d16
// loads, which fill one half of the register.
func KeepsOldBits(in *gfx9.Instr) bool {
	if gfx9.IsVALU(in) {
		return !gfx9.WritesWholeDword(in)
	}
	return d16Name.Of(in.Inst)
}

// d16Name: a memory mnemonic that moves 16 bits into half a register.
var d16Name = gfx9.NewNameFact(func(name string) bool { return strings.Contains(name, "_d16") })

// maskedDefs (functions without a logical CFG) makes the VGPR writes that
// may be partial count as reads. A VGPR write changes only the lanes EXEC
// enables, so when a virtual VGPR is written in several blocks (the copies
// that replace a phi in the then- and else-blocks of a linearised
// divergent if, or on the exits of a loop), a later write must not end the
// lanes an earlier one wrote. Only the writes of the register's first
// block (in layout order) end its earlier value, and only when no other
// block writing it can reach that block (a loop's header copy runs again
// after the body's copies): every other write keeps the register live
// before it. A register written only by whole-dword writes in blocks
// outside every divergent region (Block.FullExec, and no EXEC write in the
// block) is written in all the lanes that will read it each time: its
// writes end its earlier value like any register's.
func (l *Liveness) maskedDefs() {
	defBlocks := map[int][]int{} // VGPR → the blocks writing it, in layout order
	full := make([]bool, len(l.F.Blocks))
	partial := map[int]bool{} // VGPRs with a write that may keep old bits
	for bi, b := range l.F.Blocks {
		full[bi] = b.FullExec
		for k := range b.Instrs {
			if writesEXEC(&b.Instrs[k]) {
				full[bi] = false
			}
		}
	}
	for bi, b := range l.F.Blocks {
		for k := range b.Instrs {
			for _, r := range l.Refs[bi][k] {
				if !r.Def || !r.Virtual || !l.isVGPR(r.Unit) {
					continue
				}
				n := l.vregStart(r.Unit)
				if bs := defBlocks[n]; len(bs) == 0 || bs[len(bs)-1] != bi {
					defBlocks[n] = append(bs, bi)
				}
				if !full[bi] || !gfx9.WritesWholeDword(&b.Instrs[k]) {
					partial[n] = true
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
			if l.F.reaches(other, bs[0]) {
				killer[n] = -1
				break
			}
		}
	}
	for bi := range l.Refs {
		for k := range l.Refs[bi] {
			for j := range l.Refs[bi][k] {
				r := &l.Refs[bi][k][j]
				if r.Def && r.Virtual {
					if kb, ok := killer[l.vregStart(r.Unit)]; ok && kb != bi {
						r.Use = true
					}
				}
			}
		}
	}
}

// reaches reports whether a path of the linear CFG leads from block from
// to block to.
func (f *Func) reaches(from, to int) bool {
	seen := make([]bool, len(f.Blocks))
	work := []int{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range f.Blocks[b].Succs {
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

// writesEXEC reports whether an instruction writes EXEC.
func writesEXEC(i *gfx9.Instr) bool {
	for d := range gfx9.DefRanges(i) {
		if d.Overlaps(gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}) {
			return true
		}
	}
	return false
}

// listsOfUnits holds a list of int32 for every unit (the blocks that
// define it, say), all in one array: a slice per unit took 24 bytes per
// unit of the function for each list, several times per analysis, and the
// liveness runs several times per compile.
type listsOfUnits struct {
	start []int32 // unit u's items are items[start[u]:start[u+1]]
	items []int32
}

// unitItem packs a unit and an item of its list into one word for
// newListsOfUnits.
func unitItem(u int, x int32) uint64 { return uint64(u)<<32 | uint64(uint32(x)) }

// newListsOfUnits sorts the unitItem pairs by unit (a counting sort,
// stable: each unit's items keep the pairs' order).
func newListsOfUnits(n int, pairs []uint64) listsOfUnits {
	s := listsOfUnits{start: make([]int32, n+1), items: make([]int32, len(pairs))}
	for _, p := range pairs {
		s.start[p>>32+1]++
	}
	for u := 0; u < n; u++ {
		s.start[u+1] += s.start[u]
	}
	next := slices.Clone(s.start[:n])
	for _, p := range pairs {
		u := p >> 32
		s.items[next[u]] = int32(uint32(p))
		next[u]++
	}
	return s
}

func (s *listsOfUnits) of(u int) []int32 { return s.items[s.start[u]:s.start[u+1]] }

// liveAndReach computes the live-in and live-out sets of every block and
// drops the reads of virtual units no definition reached (such a read sees
// no value any lane set). A unit is live into a block when some definition
// of it reaches the block's entry (forward, along the unit's own CFG;
// physical registers count as defined on entry) and a path without a
// definition leads from there to a read — or when the block reads it before
// defining it; it is live out of a block that a definition reaches the end
// of when a successor on its CFG has it live in.
//
// The analysis runs unit by unit over the blocks where the unit matters
// only: first the blocks a path without a definition leads from to a read
// (backwards from the reads), then, among those, the ones a definition
// reaches (forwards from the definitions' blocks; a path from a definition
// into that region enters it from a defining block or from inside it).
// Its cost is the size of the live ranges (in blocks) plus the operands,
// where iterating dense per-block sets to a fixed point cost the number of
// blocks times the number of units.
func (l *Liveness) liveAndReach() error {
	f := l.F
	nb := len(f.Blocks)
	// the blocks defining each unit, those reading it before any
	// definition in the block, and the reads of virtual registers that
	// come before any definition of theirs in the block (candidates for
	// dropping: exposed[i] is reached when one of its units is)
	// (allocated at a bound, the units the operands name: grown by
	// append, they left as much garbage as they held)
	defUnits, useUnits, virtualUses, virtualUseUnits := 0, 0, 0, 0
	for bi := range f.Blocks {
		for _, refs := range l.Refs[bi] {
			for _, r := range refs {
				if r.Def {
					defUnits += r.N
				}
				if r.Use {
					useUnits += r.N
					if r.Virtual {
						virtualUses++
						virtualUseUnits += r.N
					}
				}
			}
		}
	}
	defPairs, readPairs := make([]uint64, 0, defUnits), make([]uint64, 0, useUnits) // unitItem pairs: unit, block
	type refAt struct{ bi, k, j int32 }
	exposed := make([]refAt, 0, virtualUses)
	exposedPairs := make([]uint64, 0, virtualUseUnits) // unitItem pairs: unit, index into exposed
	lastDef := make([]int32, l.NUnits)
	lastRead := make([]int32, l.NUnits)
	for u := range lastDef {
		lastDef[u], lastRead[u] = -1, -1
	}
	for bi := range f.Blocks {
		b32 := int32(bi)
		for k, refs := range l.Refs[bi] {
			for j, r := range refs {
				if !r.Use {
					continue
				}
				exp := true
				for u := r.Unit; u < r.Unit+r.N; u++ {
					if lastDef[u] == b32 {
						exp = false
						continue
					}
					if lastRead[u] != b32 {
						lastRead[u] = b32
						readPairs = append(readPairs, unitItem(u, b32))
					}
				}
				if exp && r.Virtual {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						exposedPairs = append(exposedPairs, unitItem(u, int32(len(exposed))))
					}
					exposed = append(exposed, refAt{b32, int32(k), int32(j)})
				}
			}
			for _, r := range refs {
				if r.Def {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						if lastDef[u] != b32 {
							lastDef[u] = b32
							defPairs = append(defPairs, unitItem(u, b32))
						}
					}
				}
			}
		}
	}
	defBlocks, readBlocks := newListsOfUnits(l.NUnits, defPairs), newListsOfUnits(l.NUnits, readPairs)
	exposedOf := newListsOfUnits(l.NUnits, exposedPairs)
	defPairs, readPairs, exposedPairs = nil, nil, nil
	succs := [2][][]int{make([][]int, nb), make([][]int, nb)} // [logical] -> per block
	preds := [2][][]int{make([][]int, nb), make([][]int, nb)}
	for bi, b := range f.Blocks {
		succs[0][bi] = b.Succs
		if f.Logical {
			succs[1][bi] = b.LogicalSuccs
		}
		for c := range succs {
			for _, s := range succs[c][bi] {
				preds[c][s] = append(preds[c][s], bi)
			}
		}
	}
	// low[c][b]: the lowest block index reachable from b (b included):
	// a block below the lowest of a unit's definitions' is reached by none
	// of them, and neither is any block whose paths to a read all pass
	// through it, so the backward walk stops there. Without the bound a
	// read no definition reaches on some path (the first write of a
	// divergent boolean merge reads the lanes the other arm writes) walked
	// back to the entry: a 16000-case divergent switch had thousands of
	// such units, each walking most of the function.
	low := [2][]int32{lowestReachable(succs[0]), nil}
	if f.Logical {
		low[1] = lowestReachable(succs[1])
	}
	// per-block marks, stamped with the unit+1 they belong to
	inRegion, reached, defines := make([]int32, nb), make([]int32, nb), make([]int32, nb)
	reachedRead := make([]bool, len(exposed))
	var work, region []int
	// the live-in and live-out blocks of each unit in turn (ends marks
	// where each unit's entries end), laid out per block at the end:
	// appending the unit to each block's own list cost a growth of every
	// list, a quarter of the analysis in a deep nest of ifs
	var inBlocks, outBlocks chunks
	var units []int32
	var inEnds, outEnds []int32
	inCount, outCount, outMark := make([]int32, nb), make([]int32, nb), make([]int32, nb)
	sgprEntries := 0 // live-in entries of SGPR units (sgprBudget)
	for u := 0; u < l.NUnits; u++ {
		if len(readBlocks.of(u)) == 0 || l.skips(u) {
			continue
		}
		st := int32(u + 1)
		c := 0
		if l.Logical.Has(u) {
			c = 1
		}
		bound := int32(0) // blocks below it no definition reaches
		if u >= UnitVirtual0 {
			bound = int32(nb)
			for _, d := range defBlocks.of(u) {
				bound = min(bound, low[c][d])
			}
		}
		for _, d := range defBlocks.of(u) {
			defines[d] = st
		}
		// the region: blocks a path without a definition leads from to a read
		work, region = work[:0], region[:0]
		for _, b := range readBlocks.of(u) {
			inRegion[b] = st
			work = append(work, int(b))
			region = append(region, int(b))
		}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range preds[c][x] {
				if inRegion[p] != st && defines[p] != st && int32(p) >= bound {
					inRegion[p] = st
					region = append(region, p)
					work = append(work, p)
				}
			}
		}
		// the part of it a definition reaches
		work = work[:0]
		enter := func(s int) {
			if inRegion[s] == st && reached[s] != st {
				reached[s] = st
				work = append(work, s)
			}
		}
		if u < UnitVirtual0 && nb > 0 {
			enter(0)
		}
		for _, d := range defBlocks.of(u) {
			for _, s := range succs[c][d] {
				enter(s)
			}
		}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, s := range succs[c][x] {
				enter(s)
			}
		}
		for _, b := range region {
			if reached[b] != st {
				continue
			}
			inBlocks.add(int32(b))
			inCount[b]++
			for _, p := range preds[c][b] {
				if (defines[p] == st || reached[p] == st) && outMark[p] != st {
					outMark[p] = st
					outBlocks.add(int32(p))
					outCount[p]++
				}
			}
		}
		if l.sgprBudget > 0 && !l.isVGPR(u) {
			if sgprEntries += inBlocks.n - int(last(inEnds)); sgprEntries > l.sgprBudget {
				return ErrOverBudget
			}
		}
		units = append(units, int32(u))
		inEnds, outEnds = append(inEnds, int32(inBlocks.n)), append(outEnds, int32(outBlocks.n))
		for _, i := range exposedOf.of(u) {
			if reached[exposed[i].bi] == st {
				reachedRead[i] = true
			}
		}
	}
	l.LiveIn = unitsPerBlock(&inBlocks, inCount, units, inEnds)
	l.LiveOut = unitsPerBlock(&outBlocks, outCount, units, outEnds)
	var suspect [][3]int // reads of logical units no definition reached: block, instruction, ref
	for i, at := range exposed {
		r := &l.Refs[at.bi][at.k][at.j]
		if reachedRead[i] || l.skips(r.Unit) {
			continue
		}
		r.Use = false
		if !r.Def && l.Logical.Has(r.Unit) {
			suspect = append(suspect, [3]int{int(at.bi), int(at.k), int(at.j)})
		}
	}
	// what each block reads before defining it is live into it, reached
	// or not (a read of several units stays when one of them is reached)
	var exposedIn []int32
	for bi := range f.Blocks {
		b32 := int32(bi)
		exposedIn = exposedIn[:0]
		for _, refs := range l.Refs[bi] {
			for _, r := range refs {
				if r.Use {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						if lastDef[u] != -b32-2 && !l.skips(u) && !l.LiveIn[bi].Has(u) {
							exposedIn = append(exposedIn, int32(u))
						}
					}
				}
			}
			for _, r := range refs {
				if r.Def {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						lastDef[u] = -b32 - 2
					}
				}
			}
		}
		if len(exposedIn) > 0 {
			slices.Sort(exposedIn)
			l.LiveIn[bi] = l.LiveIn[bi].union(exposedIn)
		}
	}
	if len(suspect) > 0 {
		return l.checkLogicalReach(suspect)
	}
	return nil
}

// unitsPerBlock returns the sets of units of each block, given the blocks
// of each unit in turn: units[i] is in blocks[ends[i-1]:ends[i]], units
// increase, and count[b] is how many sets hold b. The sets share one
// allocation, each with its own length as capacity.
func unitsPerBlock(blocks *chunks, count, units, ends []int32) []Units {
	sets := make([]Units, len(count))
	slab := make([]int32, blocks.n)
	off := 0
	for b, c := range count {
		if c > 0 {
			sets[b] = slab[off : off : off+int(c)]
			off += int(c)
		}
	}
	i := 0
	for c, chunk := range blocks.list {
		for k, b := range chunk {
			for int32(c*chunkLen+k) >= ends[i] {
				i++
			}
			sets[b] = append(sets[b], units[i])
		}
	}
	return sets
}

// chunks is a list of int32 kept in pieces of chunkLen: the live-in and
// live-out entries of every unit, millions on a 1 MB source, which as one
// slice grown by append cost a copy at each doubling and twice their size
// in garbage.
type chunks struct {
	list [][]int32
	n    int
}

const chunkLen = 1 << 16

// add appends x (the first piece grows as a slice does, so that a small
// function's lists stay small).
func (c *chunks) add(x int32) {
	if len(c.list) == 0 || c.n%chunkLen == 0 && c.n > 0 {
		size := chunkLen
		if len(c.list) == 0 {
			size = 64
		}
		c.list = append(c.list, make([]int32, 0, size))
	}
	last := &c.list[len(c.list)-1]
	*last = append(*last, x)
	c.n++
}

// lowestReachable returns, for every block of a CFG (successor lists), the
// lowest block index reachable from it, itself included: the lowest index
// of its strongly connected component and of every component after it
// (Tarjan's algorithm, iterative; components complete in reverse
// topological order, so their successors' values are known by then).
func lowestReachable(succs [][]int) []int32 {
	n := len(succs)
	index, link, low := make([]int32, n), make([]int32, n), make([]int32, n)
	for i := range index {
		index[i] = -1
	}
	onStack := make([]bool, n)
	var stack []int32
	type frame struct{ b, next int32 }
	var call []frame
	next := int32(0)
	for root := range succs {
		if index[root] >= 0 {
			continue
		}
		call = append(call, frame{int32(root), 0})
		index[root], link[root] = next, next
		next++
		stack = append(stack, int32(root))
		onStack[root] = true
		for len(call) > 0 {
			top := &call[len(call)-1]
			b := top.b
			if int(top.next) < len(succs[b]) {
				s := int32(succs[b][top.next])
				top.next++
				switch {
				case index[s] < 0:
					index[s], link[s] = next, next
					next++
					stack = append(stack, s)
					onStack[s] = true
					call = append(call, frame{s, 0})
				case onStack[s]:
					link[b] = min(link[b], index[s])
				}
				continue
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].b
				link[p] = min(link[p], link[b])
			}
			if link[b] != index[b] {
				continue
			}
			// b roots a component: pop it, its lowest block and what
			// its members' successors outside it reach
			k := len(stack) - 1
			for stack[k] != b {
				k--
			}
			comp := stack[k:]
			m := int32(n)
			for _, x := range comp {
				m = min(m, x)
				for _, s := range succs[x] {
					if !onStack[s] {
						m = min(m, low[s])
					}
				}
			}
			for _, x := range comp {
				low[x] = m
				onStack[x] = false
			}
			stack = stack[:k]
		}
	}
	return low
}

// checkLogicalReach fails when a read of a VGPR that no definition reaches
// along the logical CFG is reached by one along the linear CFG: a lane
// reads a value its own path never wrote although the wave wrote it, so
// the logical CFG misses an edge some lanes take, and liveness along it
// would be wrong. (A read no definition reaches on either CFG reads
// nothing any lane set.) It runs only when such reads exist.
func (l *Liveness) checkLogicalReach(suspect [][3]int) error {
	f := l.F
	defs := make([]Bits, len(f.Blocks))
	in := make([]Bits, len(f.Blocks))
	for bi := range in {
		defs[bi], in[bi] = NewBits(l.NUnits), NewBits(l.NUnits)
		for _, refs := range l.Refs[bi] {
			for _, r := range refs {
				if r.Def {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						defs[bi].Set(u)
					}
				}
			}
		}
	}
	out := NewBits(l.NUnits)
	for changed := true; changed; {
		changed = false
		for bi, b := range f.Blocks {
			for k := range out {
				out[k] = in[bi][k] | defs[bi][k]
			}
			for _, s := range b.Succs {
				for k := range out {
					if w := in[s][k] | out[k]; w != in[s][k] {
						in[s][k], changed = w, true
					}
				}
			}
		}
	}
	for _, at := range suspect {
		bi, k, j := at[0], at[1], at[2]
		cur := append(Bits(nil), in[bi]...)
		for _, refs := range l.Refs[bi][:k] {
			for _, r := range refs {
				if r.Def {
					for u := r.Unit; u < r.Unit+r.N; u++ {
						cur.Set(u)
					}
				}
			}
		}
		in := &f.Blocks[bi].Instrs[k]
		// the suspect read only: the instruction's other reads may be
		// reached on both CFGs
		if r := Refs(in)[j]; cur.AnyIn(r.Unit, r.N) {
			return fmt.Errorf("internal error: block %d instruction %d (%s): reads %s, which a definition reaches on the linear CFG but none on the logical CFG (an edge of the logical CFG is missing)",
				bi, k, in.String(), gfx9.RegName(in.Ops[r.Op].Code, r.N, gfx9.TypeB32))
		}
	}
	return nil
}

// Step moves a live set backwards over an instruction with the given refs:
// from the units live after it to those live before it.
func Step(live Bits, refs []Ref) {
	for _, r := range refs {
		if r.Def {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				live.Clear(u)
			}
		}
	}
	for _, r := range refs {
		if r.Use {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				live.Set(u)
			}
		}
	}
}

// Walk calls fn for every instruction of block bi, last first, with the
// units live after it (fn must not keep or change the set).
func (l *Liveness) Walk(bi int, fn func(k int, after Bits)) {
	l.walkBlock(bi, func(live Bits) {
		for k := len(l.Refs[bi]) - 1; k >= 0; k-- {
			fn(k, live)
			Step(live, l.Refs[bi][k])
		}
	})
}

// walkBlock calls walk with a dense set holding block bi's live-out units
// and empties it afterwards, for the next block: only live-out units and
// the block's reads can be in it (clearing every word per block cost
// blocks × units). The set is kept between walks (a walk inside walk gets
// one of its own).
func (l *Liveness) walkBlock(bi int, walk func(live Bits)) {
	live := l.walkBits
	if live == nil {
		live = NewBits(l.NUnits)
	}
	l.walkBits = nil
	l.LiveOut[bi].SetIn(live)
	walk(live)
	l.LiveOut[bi].ClearIn(live)
	for _, refs := range l.Refs[bi] {
		for _, r := range refs {
			if r.Use {
				for u := r.Unit; u < r.Unit+r.N; u++ {
					live.Clear(u)
				}
			}
		}
	}
	l.walkBits = live
}

// MostLive returns the largest number of units of mask live at one point
// of the function (before or after any instruction). It counts as it
// walks, where counting the live set at every instruction cost the
// function's units each time.
func (l *Liveness) MostLive(mask Bits) int {
	most := 0
	for bi := range l.F.Blocks {
		l.walkBlock(bi, func(live Bits) { most = max(most, l.mostLiveIn(bi, live, mask)) })
	}
	return most
}

// MostLiveIn is the largest number of units of mask live at one point of
// block bi.
func (l *Liveness) MostLiveIn(bi int, mask Bits) int {
	most := 0
	l.walkBlock(bi, func(live Bits) { most = l.mostLiveIn(bi, live, mask) })
	return most
}

// mostLiveIn is MostLive over block bi, with live holding its live-out
// units (which it moves to the start of the block).
func (l *Liveness) mostLiveIn(bi int, live, mask Bits) int {
	most, n := 0, 0
	l.LiveOut[bi].Each(func(u int) {
		if mask.Has(u) {
			n++
		}
	})
	most = n
	for k := len(l.Refs[bi]) - 1; k >= 0; k-- {
		for _, r := range l.Refs[bi][k] {
			if r.Def {
				for u := r.Unit; u < r.Unit+r.N; u++ {
					if live.Has(u) {
						live.Clear(u)
						if mask.Has(u) {
							n--
						}
					}
				}
			}
		}
		for _, r := range l.Refs[bi][k] {
			if r.Use {
				for u := r.Unit; u < r.Unit+r.N; u++ {
					if !live.Has(u) {
						live.Set(u)
						if mask.Has(u) {
							n++
						}
					}
				}
			}
		}
		most = max(most, n)
	}
	return most
}

// LiveSet is a set of units that lists its members (a sparse set): the
// live set of a walk over a block, where visiting the members of a dense
// set at every instruction would cost every unit of the function each time.
// It lists the members of each register file apart (lane memory slots with
// the VGPRs), so that a caller interested in one file visits only its
// units: in a deep nest of divergent ifs the saved exec masks of every
// level are live at each VGPR write. The two files' sets share one index,
// as no unit belongs to both.
type LiveSet struct {
	members [2]*SparseSet // by RegFile
	vgpr    Bits          // the units of the VGPR file
}

func newLiveSet(n int, vgpr Bits) *LiveSet {
	sgprs := NewSparseSet(n)
	s := &LiveSet{vgpr: vgpr}
	s.members[SGPR], s.members[VGPR] = sgprs, sgprs.Sibling()
	return s
}

func (s *LiveSet) file(u int) RegFile {
	if s.vgpr.Has(u) {
		return VGPR
	}
	return SGPR
}

// Has reports whether unit u is in the set.
func (s *LiveSet) Has(u int) bool { return s.members[s.file(u)].Has(u) }

func (s *LiveSet) add(u int) { s.members[s.file(u)].Add(u) }

func (s *LiveSet) remove(u int) { s.members[s.file(u)].Remove(u) }

func (s *LiveSet) clear() {
	s.members[SGPR].Reset()
	s.members[VGPR].Reset()
}

// Each calls fn for every unit in the set, in no particular order.
func (s *LiveSet) Each(fn func(u int)) {
	s.EachIn(SGPR, fn)
	s.EachIn(VGPR, fn)
}

// EachIn calls fn for every unit of register file f in the set (physical
// and virtual; lane memory slots count as VGPRs), in no particular order.
func (s *LiveSet) EachIn(f RegFile, fn func(u int)) {
	for _, u := range s.members[f].Members() {
		fn(int(u))
	}
}

// WalkSet is Walk with the live set as a LiveSet: for callers that visit
// the live units at many instructions.
func (l *Liveness) WalkSet(bi int, fn func(k int, after *LiveSet)) { l.walkSet(bi, false, fn) }

// WalkSetBefore is WalkSet with the units live before each instruction.
func (l *Liveness) WalkSetBefore(bi int, fn func(k int, before *LiveSet)) { l.walkSet(bi, true, fn) }

func (l *Liveness) walkSet(bi int, before bool, fn func(k int, live *LiveSet)) {
	if l.walkLive == nil {
		l.walkLive = newLiveSet(l.NUnits, l.vgprUnits())
	}
	live := l.walkLive
	live.clear()
	for _, u := range l.LiveOut[bi] {
		live.add(int(u))
	}
	for k := len(l.Refs[bi]) - 1; k >= 0; k-- {
		if !before {
			fn(k, live)
		}
		for _, r := range l.Refs[bi][k] {
			if r.Def {
				for u := r.Unit; u < r.Unit+r.N; u++ {
					live.remove(u)
				}
			}
		}
		for _, r := range l.Refs[bi][k] {
			if r.Use {
				for u := r.Unit; u < r.Unit+r.N; u++ {
					live.add(u)
				}
			}
		}
		if before {
			fn(k, live)
		}
	}
}

// LinearWrites calls fn for every write of a linear VGPR (a def Ref of
// instruction k of block bi) with the logical units some lane may still
// need at that point, in increasing order (fn must not keep or change the
// list). A linear VGPR's write may change lanes outside the writer's
// logical path (EXEC opened to the whole wave, v_writelane), where other
// lanes wait with values they still need. Register allocation keeps the
// two apart.
//
// Those lanes are the lanes of this path (the values live after the
// instruction) and the lanes parked on a logical edge a→b the wave has not
// yet followed: they left block a and resume when the wave reaches b (the
// then-lanes at the join while the else-part runs, the lanes that left a
// loop at its exit while it goes round again), holding what b needs on
// entry. An edge is parked from the end of a until the wave enters b on
// the linear CFG (a forward may-analysis); an edge to the next block that
// a falls into parks nothing, and neither does one whose target lies below
// every block the wave can still reach (layout order): lanes never wait for
// a block the wave has left behind for good (the target of a uniform branch
// not taken: the whole wave went the other way). A target the wave has left
// but that lies above that bound stays parked: conservative, more
// interference than needed, never less.
//
// The parked targets are lists (the joins of the enclosing divergent
// constructs) and the units needed are gathered from the live set's
// members, so the cost is the sizes of those sets, where dense sets of
// every block or every unit cost blocks² or units per write.
func (l *Liveness) LinearWrites(fn func(bi, k int, d Ref, need Units)) {
	f := l.F
	nb := len(f.Blocks)
	isLinearDef := func(r Ref) bool { return r.Def && r.Virtual && l.linear.AnyIn(r.Unit, r.N) }
	writes := make([]bool, nb)
	found := false
	for bi := range l.Refs {
		for _, refs := range l.Refs[bi] {
			for _, r := range refs {
				if isLinearDef(r) {
					writes[bi], found = true, true
				}
			}
		}
	}
	if !found || !f.Logical {
		return
	}
	// parked[b]: the targets of logical edges waiting on entry to block b
	opens := make([]Units, nb)
	parked := make([]Units, nb)
	succs := make([][]int, nb)
	for a, blk := range f.Blocks {
		succs[a] = blk.Succs
		var targets []int32
		for _, b := range blk.LogicalSuccs {
			if b != a+1 || !contains(blk.Succs, a+1) {
				targets = append(targets, int32(b))
			}
		}
		slices.Sort(targets)
		opens[a] = Units(nil).union(targets)
	}
	// below low[b] is no block the wave reaches from b
	low := lowestReachable(succs)
	var out, add, merged Units
	// sweeps in layout order over the blocks whose parked edges changed
	// (all at first): a sweep follows every forward edge, so an acyclic
	// CFG needs one, where sweeping every block until nothing changed
	// took a second one over lists as long as the nesting is deep
	dirty := make([]bool, nb)
	for a := range dirty {
		dirty[a] = true
	}
	for changed := true; changed; {
		changed = false
		for a, blk := range f.Blocks {
			if !dirty[a] {
				continue
			}
			dirty[a] = false
			out = mergeUnits(out[:0], parked[a], opens[a])
			for _, s := range blk.Succs {
				add = add[:0]
				for _, b := range out {
					// the lanes waiting for a resume on entry to a
					if int(b) != a && b >= low[s] {
						add = append(add, b)
					}
				}
				if merged = mergeUnits(merged[:0], parked[s], add); len(merged) != len(parked[s]) {
					parked[s], changed, dirty[s] = slices.Clone(merged), true, true
				}
			}
		}
	}
	// mark[u] == stamp: u is in the list being gathered
	mark := make([]int32, l.NUnits)
	stamp := int32(0)
	var waiting, need Units
	// logicalIn[b]: the logical units live into b, once b is a parked
	// target (a join's live-in also holds the saved exec masks of every
	// enclosing construct, which no lane waits with)
	logicalIn := make([]Units, nb)
	filtered := make([]bool, nb)
	for bi := range f.Blocks {
		if !writes[bi] {
			continue
		}
		stamp++
		waiting = waiting[:0]
		for _, b := range parked[bi] {
			if int(b) == bi {
				continue
			}
			if !filtered[b] {
				filtered[b] = true
				for _, u := range l.LiveIn[b] {
					if l.Logical.Has(int(u)) {
						logicalIn[b] = append(logicalIn[b], u)
					}
				}
			}
			for _, u := range logicalIn[b] {
				if mark[u] != stamp {
					mark[u] = stamp
					waiting = append(waiting, u)
				}
			}
		}
		l.WalkSet(bi, func(k int, after *LiveSet) {
			computed := false // need, at this instruction
			for _, d := range l.Refs[bi][k] {
				if !isLinearDef(d) {
					continue
				}
				if !computed {
					stamp++
					need = append(need[:0], waiting...)
					for _, u := range need {
						mark[u] = stamp
					}
					for _, u := range after.members[VGPR].Members() { // logical units are VGPRs
						if mark[u] != stamp && l.Logical.Has(int(u)) {
							mark[u] = stamp
							need = append(need, u)
						}
					}
					slices.Sort(need)
					computed = true
				}
				fn(bi, k, d, need)
			}
		})
	}
}

// last returns the last element of xs, 0 if none.
func last(xs []int32) int32 {
	if len(xs) == 0 {
		return 0
	}
	return xs[len(xs)-1]
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
