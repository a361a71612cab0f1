package backend

import (
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// Schedule reorders the instructions of every block before register
// allocation to hide memory latency, after ACO's scheduler: for each load
// (vector memory, scalar memory, LDS), taken top-down, the instructions
// above it that it does not depend on move below it, up to a window, so
// that the load and the instructions that compute its operands issue
// earlier and its result has time to arrive before its first use: the
// s_waitcnt there waits less or not at all. Loads never move down (that
// would delay them), so they keep their order, and the instructions between
// two of them move below the second: the loads of a block issue back to
// back (a clause).
//
// An instruction stays above the load when the load depends on it, or on
// an instruction that stays: it writes a register they read (their
// addresses, EXEC), reads or writes a register they write, is a store or
// atomic of memory they access (vector memory, which scalar loads may read
// too, or LDS), or has other effects (s_barrier, messages, waits, cache
// control, mode and index changes). A block's branch stays last.
//
// Register pressure: an instruction moved below the load keeps its
// operands live longer and its results shorter. No move takes the VGPRs
// (or SGPRs) live anywhere past the kernel's target: the most VGPRs that
// keep the waves per SIMD the unscheduled kernel gets (with the LDS and
// workgroup limits: a kernel the LDS holds to 3 waves has 84 VGPRs), or,
// when the VGPRs limit the waves and the kernel is within a granule of
// the next wave count, the pressure it has (with limit > 0, at most
// limit). A block whose unscheduled pressure is over the target keeps its
// peak.
//
// Guarantees: every block keeps its instructions, in an order that
// respects the dependences above, so the kernel computes the same.
func Schedule(f *mir.Func, occ KernelOccupancy, limit int) (ScheduleTarget, error) {
	return schedule(f, occ, limit, nil, nil)
}

// schedule is Schedule with the liveness of f when known (nil: computed
// here, with the reserved virtual VGPRs in no live set); it keeps the
// liveness's refs in the instructions' new order, so that the liveness
// stays right for the code it leaves (instructions move only within their
// blocks, keeping every register dependence).
//
// The virtual VGPRs the liveness leaves out (mir.Liveness.Without: the
// lanes of the SGPRs spilled by demand, reserved) count as live
// everywhere, as the allocator takes them: out of the register file for
// the whole function.
func schedule(f *mir.Func, occ KernelOccupancy, limit int, lv *mir.Liveness, reserved []int) (ScheduleTarget, error) {
	if lv == nil {
		var err error
		if lv, err = mir.ComputeLivenessWithout(f, reserved); err != nil {
			return ScheduleTarget{}, err
		}
	}
	s := &scheduler{lv: lv, regs: newRegCounter(f, lv.NUnits)}
	s.reserved = s.regs.reserve(f, lv.Without())
	vgprs, sgprs := 0, 0
	for bi := range f.Blocks {
		v, sg := s.peak(bi, s.lv.Refs[bi])
		vgprs, sgprs = max(vgprs, v), max(sgprs, sg)
	}
	s.vgprTarget, s.sgprTarget = occ.vgprTarget(vgprs), max(sgprs, sgprTarget)
	if limit > 0 {
		s.vgprTarget = min(s.vgprTarget, limit)
	}
	for bi := range f.Blocks {
		s.block(bi)
	}
	return ScheduleTarget{VGPRs: s.vgprTarget, Waves: occ.Waves(vgprs + allocSlack)}, nil
}

// ScheduleTarget is the VGPR pressure a schedule stays within (where the
// unscheduled code does), and the waves per SIMD the unscheduled kernel
// gets, as estimated from its pressure: an allocation needing at most
// allocSlack VGPRs more than the pressure gets them.
type ScheduleTarget struct {
	VGPRs, Waves int
}

// KernelOccupancy is what besides VGPRs decides a kernel's waves per SIMD:
// its LDS bytes and workgroup size in threads (SGPRs are taken as not
// limiting: the scheduler keeps them within 10 waves' worth).
type KernelOccupancy struct {
	LDSBytes, GroupSize int
}

// Waves is the kernel's waves per SIMD with vgprs VGPRs (0: they do not
// fit).
func (k KernelOccupancy) Waves(vgprs int) int {
	o, err := gfx9.ComputeOccupancy(max(vgprs, 1), 1, k.LDSBytes, k.GroupSize)
	if err != nil {
		return 0
	}
	return o.WavesPerSIMD
}

// MostVGPRs is the most VGPRs at which the kernel gets waves waves per
// SIMD (0: none).
func (k KernelOccupancy) MostVGPRs(waves int) int {
	v := 0
	for w := gfx9.MaxWavesPerSIMD; w >= 1; w-- {
		if m := gfx9.MostVGPRs(w); k.Waves(m) >= waves {
			v = m
		}
	}
	return v
}

// sgprTarget is the SGPR pressure the scheduler stays within unless the
// kernel needs more anyway: 10 waves per SIMD allow 80 SGPRs, VCC and
// the other reserved ones included.
const sgprTarget = 72

// allocSlack is how many VGPRs more than the most live at one point the
// allocator may need (tuples, copies whose sides stay live): the target
// keeps that much room below a wave threshold.
const allocSlack = 2

// vgprTarget returns the VGPR pressure to stay within for a kernel whose
// unscheduled pressure is p.
func (k KernelOccupancy) vgprTarget(p int) int {
	w := k.Waves(p + allocSlack)
	if w == 0 {
		return p // over the register file: spills follow anyway
	}
	if next := gfx9.MostVGPRs(w + 1); next > 0 && k.Waves(next) > w && p+allocSlack-next <= gfx9.VGPRGranule {
		return p // the next wave is in reach: no growth
	}
	return max(k.MostVGPRs(w)-allocSlack, p)
}

// regCounter counts live registers the way the allocator needs them: a
// VGPR unit takes a register while it is live, whether or not it belongs
// to a tuple (the allocator's interference is per unit and VGPR tuples
// need no alignment), while an SGPR tuple (a virtual register of several
// units, aligned) takes all its registers while any of its units is live,
// so its units are counted through its first unit (the representative)
// with the tuple's size.
type regCounter struct {
	rep        []int32 // unit -> representative unit
	vgpr, sgpr []uint8 // representative unit -> registers it takes in the file
	n          int
	bufs       [2]*mir.SparseSet // widen's scratch sets: 0 for peak, 1 for block
	wide       []mir.Ref         // peak's scratch refs
}

func newRegCounter(f *mir.Func, n int) *regCounter {
	c := &regCounter{rep: make([]int32, n), vgpr: make([]uint8, n), sgpr: make([]uint8, n), n: n}
	for u := range c.rep {
		c.rep[u] = int32(u)
		switch {
		case u < mir.UnitVGPR0:
			c.sgpr[u] = 1
		case u < mir.UnitVirtual0:
			c.vgpr[u] = 1
		}
	}
	for st, v := range f.VRegs.All() {
		r := mir.UnitVirtual0 + st
		if v.File == mir.VGPR {
			for u := r; u < r+v.Size && u < n; u++ {
				c.vgpr[u] = 1
			}
			continue
		}
		for u := r; u < r+v.Size && u < n; u++ {
			c.rep[u] = int32(r)
		}
		c.sgpr[r] = uint8(v.Size)
	}
	return c
}

// reserve counts the VGPR units of the virtual registers (first units)
// as taking no register where live, and returns how many they take
// everywhere.
func (c *regCounter) reserve(f *mir.Func, regs []int) int {
	n := 0
	for _, st := range regs {
		v, _ := f.VRegs.Get(st)
		for u := mir.UnitVirtual0 + st; u < mir.UnitVirtual0+st+v.Size && u < c.n; u++ {
			n += int(c.vgpr[u])
			c.vgpr[u] = 0
		}
	}
	return n
}

// widen returns the set of the representatives of the units of src, in
// scratch set buf (0 or 1), which it overwrites: a set per call would
// allocate every unit of the function at each block.
func (c *regCounter) widen(src mir.Units, buf int) *mir.SparseSet {
	if c.bufs[buf] == nil {
		c.bufs[buf] = mir.NewSparseSet(c.n)
	}
	w := c.bufs[buf]
	w.Reset()
	src.Each(func(u int) { w.Add(int(c.rep[u])) })
	return w
}

// refs appends an instruction's refs on representatives to out.
func (c *regCounter) refs(out, refs []mir.Ref) []mir.Ref {
	for _, r := range refs {
		seen := -1
		for u := r.Unit; u < r.Unit+r.N; u++ {
			if x := int(c.rep[u]); x != seen {
				seen = x
				out = append(out, mir.Ref{Op: r.Op, Unit: x, N: 1, Def: r.Def, Use: r.Use, Virtual: r.Virtual})
			}
		}
	}
	return out
}

// wideAll returns the refs on representatives of each instruction's refs,
// in one allocation.
func (c *regCounter) wideAll(refs [][]mir.Ref) [][]mir.Ref {
	n := 0
	for _, r := range refs {
		n += len(r)
	}
	slab := make([]mir.Ref, 0, n+n/4)
	out := make([][]mir.Ref, len(refs))
	for k, r := range refs {
		at := len(slab)
		slab = c.refs(slab, r)
		out[k] = slab[at:len(slab):len(slab)]
	}
	return out
}

// count returns the VGPRs and SGPRs a set of representatives takes.
func (c *regCounter) count(live *mir.SparseSet) (v, s int) {
	for _, u := range live.Members() {
		v += int(c.vgpr[u])
		s += int(c.sgpr[u])
	}
	return v, s
}

// step moves a live set of representatives backwards over an instruction
// (as mir.Step) and keeps the VGPRs and SGPRs it takes, *v and *s, up to
// date: counting the whole set at every instruction would cost every unit
// of the function each time.
func (c *regCounter) step(live *mir.SparseSet, refs []mir.Ref, v, s *int) {
	for _, r := range refs {
		if r.Def {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				if live.Has(u) {
					live.Remove(u)
					*v -= int(c.vgpr[u])
					*s -= int(c.sgpr[u])
				}
			}
		}
	}
	for _, r := range refs {
		if r.Use {
			for u := r.Unit; u < r.Unit+r.N; u++ {
				if !live.Has(u) {
					live.Add(u)
					*v += int(c.vgpr[u])
					*s += int(c.sgpr[u])
				}
			}
		}
	}
}

// peak returns the most VGPRs and SGPRs live at one point of block bi with
// the given refs (in order).
func (s *scheduler) peak(bi int, refs [][]mir.Ref) (int, int) {
	return s.peakWide(bi, len(refs), func(k int) []mir.Ref {
		s.regs.wide = s.regs.refs(s.regs.wide[:0], refs[k])
		return s.regs.wide
	})
}

// peakWide is peak with the n instructions' refs on representatives
// (regCounter.refs) given by wide.
func (s *scheduler) peakWide(bi, n int, wide func(k int) []mir.Ref) (int, int) {
	live := s.regs.widen(s.lv.LiveOut[bi], 0)
	v, sg := s.regs.count(live)
	v += s.reserved
	a, b := v, sg
	for k := n - 1; k >= 0; k-- {
		s.regs.step(live, wide(k), &a, &b)
		v, sg = max(v, a), max(sg, b)
	}
	return v, sg
}

type scheduler struct {
	lv                     *mir.Liveness
	regs                   *regCounter
	reserved               int // VGPRs taken everywhere (regCounter.reserve)
	vgprTarget, sgprTarget int
}

type memKind uint8

const (
	memNone memKind = iota
	memVector
	memScalar
	memLDS
)

// loadWindow is how far above a load of each kind the scheduler looks for
// instructions to move below it, and loadMoves how many it moves.
var (
	loadWindow = [...]int{memVector: 256, memScalar: 64, memLDS: 64}
	loadMoves  = [...]int{memVector: 96, memScalar: 32, memLDS: 32}
)

// schedInstr is an instruction of the block being scheduled.
type schedInstr struct {
	in         gfx9.Instr
	refs       []mir.Ref
	wide       []mir.Ref // refs on the representatives of tuples (regCounter)
	defs, uses []int     // register keys (regKeys)
	mem        memKind
	load       bool // only reads memory
	ordered    bool
	copy       bool // a plain register move (see hoist)
	// vDiff and sDiff are the change of the live VGPRs and SGPRs across
	// the instruction (new results minus operands it reads last), as in
	// the unscheduled block
	vDiff, sDiff int
}

// block schedules block bi.
func (s *scheduler) block(bi int) {
	b := s.lv.F.Blocks[bi]
	end := len(b.Instrs)
	for end > 0 && isBlockEnd(&b.Instrs[end-1]) {
		end--
	}
	// only loads move (below the instructions above them): a block
	// without a load past its first instruction keeps its order
	hasLoad := false
	for k := 1; k < end && !hasLoad; k++ {
		_, hasLoad = memAccess(&b.Instrs[k])
	}
	if !hasLoad {
		return
	}
	code := make([]schedInstr, end)
	// gaps: the VGPRs and SGPRs live before each instruction
	vgap, sgap := make([]int, end), make([]int, end)
	live := s.regs.widen(s.lv.LiveOut[bi], 1)
	va, sa := s.regs.count(live)
	va += s.reserved
	vl, sl := va, sa // what live takes
	wides := s.regs.wideAll(s.lv.Refs[bi])
	keySlab := make([]int, 0, keysPerInstr*len(b.Instrs))
	for k := len(b.Instrs) - 1; k >= 0; k-- {
		wide := wides[k]
		s.regs.step(live, wide, &vl, &sl)
		if k >= end {
			va, sa = vl, sl
			continue
		}
		in := &b.Instrs[k]
		c := &code[k]
		c.in, c.refs, c.wide = *in, s.lv.Refs[bi][k], wide
		c.defs, c.uses = regKeys(in, &keySlab)
		c.mem, c.load = memAccess(in)
		c.ordered = isOrdered(in)
		c.copy = isRegCopy(in)
		vgap[k], sgap[k] = vl, sl
		c.vDiff, c.sDiff = va-vgap[k], sa-sgap[k]
		va, sa = vgap[k], sgap[k]
	}
	// The gap estimates drift as instructions change order (which one
	// reads a value last), so the schedule is measured: over the target,
	// it is made again with a target lowered by the excess, and at worst
	// the block keeps its order.
	peak := func(code []schedInstr) (int, int) {
		return s.peakWide(bi, len(b.Instrs), func(k int) []mir.Ref {
			if k < end {
				return code[k].wide
			}
			return wides[k]
		})
	}
	v0, s0 := peak(code)
	vLimit, sLimit := max(s.vgprTarget, v0), max(s.sgprTarget, s0)
	vCap, sCap := vLimit, sLimit
	for attempt := 0; attempt < 4; attempt++ {
		try := append([]schedInstr(nil), code...)
		vg, sg := append([]int(nil), vgap...), append([]int(nil), sgap...)
		for p := 1; p < end; p++ {
			if try[p].load {
				s.hoist(try, vg, sg, p, vCap, sCap)
			}
		}
		v, sgp := peak(try)
		if v <= vLimit && sgp <= sLimit {
			for k := 0; k < end; k++ {
				b.Instrs[k] = try[k].in
				s.lv.Refs[bi][k] = try[k].refs
			}
			return
		}
		vCap -= max(v-vLimit, 0)
		sCap -= max(sgp-sLimit, 0)
	}
}

// hoist moves the instructions above the load at p that it does not
// depend on below it (see Schedule), from the window above it
// (moveWindow).
func (s *scheduler) hoist(code []schedInstr, vgap, sgap []int, p, vCap, sCap int) {
	kind := code[p].mem
	lo := moveWindow(code, p)
	var d deps
	d.keep(&code[p])
	moves := 0
	for c := p - 1; c >= lo && moves < loadMoves[kind]; c-- {
		x := &code[c]
		// a copy stays: it costs nothing once the allocator coalesces it,
		// and moved it may no longer coalesce (with an ABI register, say)
		if x.load || x.copy || d.on(x) {
			d.keep(x)
			continue
		}
		// x moves to just below the load: the gaps it passes lose its
		// change
		for j := c + 1; j <= p; j++ {
			if vgap[j]-x.vDiff > max(vCap, vgap[j]) || sgap[j]-x.sDiff > max(sCap, sgap[j]) {
				return
			}
		}
		moved := *x
		copy(code[c:p], code[c+1:p+1])
		code[p] = moved
		for j := c; j < p; j++ {
			vgap[j], sgap[j] = vgap[j+1]-moved.vDiff, sgap[j+1]-moved.sDiff
		}
		// before the moved instruction: after the load
		vgap[p], sgap[p] = vgap[p-1]+code[p-1].vDiff, sgap[p-1]+code[p-1].sDiff
		p--
		moves++
	}
}

// moveWindow returns the first position from which instructions may move
// below the load at p: not past an ordered instruction, not more than
// loadWindow above it, and, when the load needs the result of an earlier
// load of the block (its operands come from it), not from the
// instructions that follow that load within its latency. The load cannot
// issue before that result arrives, so those instructions hide the
// earlier load's latency where they are; below the load they would only
// wait longer.
func moveWindow(code []schedInstr, p int) int {
	var d deps
	d.keep(&code[p])
	lo := max(p-loadWindow[code[p].mem], 0)
	for c := p - 1; c >= lo; c-- {
		x := &code[c]
		if x.ordered {
			return c + 1
		}
		if x.load && d.onRegs(x) {
			return min(c+1+latencySlots[x.mem], p)
		}
		if x.load || x.copy || d.on(x) {
			d.keep(x)
		}
	}
	return lo
}

// latencySlots is how many instructions issue while a load of each kind
// is in flight: its latency in the timing model's machine (gfx9.Vega10;
// vector loads as L1 hits) over the 4 cycles a wave takes to issue an
// ALU instruction.
var latencySlots = [...]int{
	memVector: gfx9.Vega10.L1HitLatency / 4,
	memScalar: gfx9.Vega10.SMEMLatency / 4,
	memLDS:    gfx9.Vega10.LDSLatency / 4,
}

// deps are the registers a load and the instructions staying above it
// read and write, and the memory kinds they access and store to.
type deps struct {
	uses, defs   map[int]bool
	mems, stores [4]bool
}

func (d *deps) keep(x *schedInstr) {
	if d.uses == nil {
		d.uses, d.defs = map[int]bool{}, map[int]bool{}
	}
	for _, u := range x.uses {
		d.uses[u] = true
	}
	for _, r := range x.defs {
		d.defs[r] = true
	}
	if x.mem != memNone {
		d.mems[x.mem] = true
		d.stores[x.mem] = d.stores[x.mem] || !x.load
	}
}

// onRegs reports whether x writes a register the kept instructions read
// or write, or reads one they write.
func (d *deps) onRegs(x *schedInstr) bool {
	for _, r := range x.defs {
		if d.uses[r] || d.defs[r] {
			return true
		}
	}
	for _, u := range x.uses {
		if d.defs[u] {
			return true
		}
	}
	return false
}

// on reports whether x must stay above the kept instructions: through
// registers, or as an access to memory they store to (a load) or access
// (a store or atomic).
func (d *deps) on(x *schedInstr) bool {
	if d.onRegs(x) {
		return true
	}
	if x.mem == memNone {
		return false
	}
	// scalar loads read what vector stores write
	if x.load {
		return d.stores[x.mem] || x.mem == memScalar && d.stores[memVector]
	}
	return d.mems[x.mem] || x.mem == memVector && d.mems[memScalar]
}

// isBlockEnd reports whether an instruction must stay at the end of its
// block: branches and the end of the program.
func isBlockEnd(in *gfx9.Instr) bool {
	n := in.Inst.Name
	return strings.HasPrefix(n, "s_branch") || strings.HasPrefix(n, "s_cbranch") || strings.HasPrefix(n, "s_endpgm") || strings.HasPrefix(n, "s_setpc")
}

// Register keys of the dependence graph: operand codes for registers
// (virtual ones included), and the special registers by code.
// The lists are carved from *slab, which grows in pieces: one allocation
// per many instructions instead of two per instruction (each has its own
// length as capacity).
func regKeys(in *gfx9.Instr, slab *[]int) ([]int, []int) {
	var defBuf, useBuf [8]int
	defs, uses := defBuf[:0], useBuf[:0]
	add := func(list []int, code, count int) []int {
		for c := code; c < code+count; c++ {
			list = append(list, c)
		}
		return list
	}
	for k, op := range in.Form.Operands {
		if k >= len(in.Ops) {
			break
		}
		v := in.Ops[k]
		if v.Kind != gfx9.ValReg || v.IsInline() {
			continue
		}
		n := int(max(v.Count, 1))
		if v.Code == gfx9.CodeSCC || v.Code < gfx9.CodeZero || v.Code >= gfx9.CodeVGPR0 {
			if op.Def {
				defs = add(defs, int(v.Code), n)
			}
			if op.Use {
				uses = add(uses, int(v.Code), n)
			}
		}
	}
	for _, sp := range in.Inst.ImplicitDefs {
		r := specialRegs[sp]
		defs = add(defs, r.Code, r.N)
	}
	for _, sp := range in.Inst.ImplicitUses {
		r := specialRegs[sp]
		uses = add(uses, r.Code, r.N)
	}
	// every vector instruction runs under EXEC (v_readfirstlane reads the
	// first active lane, v_readlane/v_writelane are ordered with it too)
	if gfx9.IsVALU(in) || isMemory(in) && in.Form.Enc != gfx9.EncSMEM {
		uses = add(uses, gfx9.CodeEXECLo, 2)
	}
	n := len(defs) + len(uses)
	if cap(*slab)-len(*slab) < n {
		*slab = make([]int, 0, max(n, 256))
	}
	return carve(slab, defs), carve(slab, uses)
}

// keysPerInstr is about the number of register keys of an instruction (a
// VALU instruction reads two registers and EXEC's two halves and writes
// one), to size a block's slab.
const keysPerInstr = 6

// carve appends list to *slab and returns its copy there (nil if empty).
func carve(slab *[]int, list []int) []int {
	if len(list) == 0 {
		return nil
	}
	start := len(*slab)
	*slab = append(*slab, list...)
	return (*slab)[start:len(*slab):len(*slab)]
}

// specialRegs are the registers of the implicit operands, as register
// keys (SCC included: SALU instructions write it implicitly).
var specialRegs = map[gfx9.Special]struct{ Code, N int }{
	gfx9.SpecialVCC:         {gfx9.CodeVCCLo, 2},
	gfx9.SpecialEXEC:        {gfx9.CodeEXECLo, 2},
	gfx9.SpecialM0:          {gfx9.CodeM0, 1},
	gfx9.SpecialSCC:         {gfx9.CodeSCC, 1},
	gfx9.SpecialFlatScratch: {gfx9.CodeFlatScratchLo, 2},
	gfx9.SpecialXnackMask:   {gfx9.CodeXnackMaskLo, 2},
}

// isRegCopy reports whether an instruction only copies a register.
func isRegCopy(in *gfx9.Instr) bool {
	switch in.Inst.Name {
	case "s_mov_b32", "s_mov_b64", "v_mov_b32":
		return len(in.Ops) == 2 && in.Ops[1].Kind == gfx9.ValReg && !in.Ops[1].IsInline() && in.Mods == gfx9.DefaultModifiers(in.Inst, in.Form)
	}
	return false
}

// isMemory reports whether an instruction accesses memory.
func isMemory(in *gfx9.Instr) bool {
	switch in.Form.Enc {
	case gfx9.EncSMEM, gfx9.EncDS, gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncFLAT, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		return true
	}
	return false
}

// memAccess classifies a memory instruction: the memory it touches and
// whether it only reads it.
func memAccess(in *gfx9.Instr) (mem memKind, load bool) {
	name := in.Inst.Name
	switch in.Form.Enc {
	case gfx9.EncSMEM:
		return memScalar, strings.HasPrefix(name, "s_load_") || strings.HasPrefix(name, "s_buffer_load_")
	case gfx9.EncDS:
		return memLDS, strings.HasPrefix(name, "ds_read") || name == "ds_permute_b32" || name == "ds_bpermute_b32" || name == "ds_swizzle_b32"
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncFLAT, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		return memVector, strings.Contains(name, "_load") && !strings.Contains(name, "atomic") ||
			strings.HasPrefix(name, "image_sample") || strings.HasPrefix(name, "image_gather") || strings.HasPrefix(name, "image_get")
	}
	return memNone, false
}

// isOrdered reports whether an instruction must keep its place relative to
// every other: anything but ALU work and memory accesses (barriers,
// messages, waits, cache control, mode changes).
func isOrdered(in *gfx9.Instr) bool {
	switch in.Form.Enc {
	case gfx9.EncSOPP:
		return true
	case gfx9.EncSMEM:
		mem, load := memAccess(in)
		return mem != memScalar || !load
	}
	return orderedName.Of(in.Inst)
}

// orderedName: a mnemonic that reads or sets modes, indexes registers or
// invalidates a cache (isOrdered).
var orderedName = gfx9.NewNameFact(func(name string) bool {
	return strings.Contains(name, "setreg") || strings.Contains(name, "getreg") || strings.Contains(name, "gpr_idx") ||
		strings.Contains(name, "movrel") || strings.HasPrefix(name, "buffer_wbinvl1") || strings.HasPrefix(name, "s_set")
})
