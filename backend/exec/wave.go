package exec

import (
	"fmt"
	"math"

	"hlslc/backend/gfx9"
)

// ErrorKind classifies execution errors.
type ErrorKind uint8

// Error kinds.
const (
	KindFault       ErrorKind = iota // memory access outside every allocation, bad operand, trap
	KindWaitcnt                      // a register used before its load returned
	KindHazard                       // a manual wait-state hazard
	KindUnsupported                  // an instruction or form without semantics
	KindBudget                       // the instruction budget ran out
	KindRegister                     // a register beyond the descriptor's allocation
	KindInterrupted                  // Options.Context was cancelled
	// KindInternal: a panic of the executor or of its timing model (an
	// invariant of their own that broke), recovered at Program.Run; the
	// error names the part (Error.Part) and where it was.
	KindInternal
)

var kindNames = [...]string{"fault", "missing s_waitcnt", "hazard", "unsupported", "budget exceeded", "register out of allocation", "interrupted", "internal error"}

func (k ErrorKind) String() string { return kindNames[k] }

// Error is an execution error with its location.
type Error struct {
	Kind      ErrorKind
	PC        uint64 // byte offset of the instruction in .text
	Inst      string // the instruction as llvm-objdump prints it
	Workgroup [3]uint32
	Wave      int
	Lane      int // -1 when not about one lane
	Addr      uint64
	Msg       string
	// Part is, for KindInternal, the part of the executor at fault: "the
	// timing model" or "the executor".
	Part string
}

func (e *Error) Error() string {
	if e.Kind == KindInternal && e.Wave < 0 {
		return fmt.Sprintf("internal error of %s: %s", e.Part, e.Msg)
	}
	loc := fmt.Sprintf("workgroup (%d,%d,%d) wave %d", e.Workgroup[0], e.Workgroup[1], e.Workgroup[2], e.Wave)
	if e.Inst != "" {
		loc = fmt.Sprintf("pc %#x (%s), %s", e.PC, e.Inst, loc)
	}
	if e.Lane >= 0 {
		loc += fmt.Sprintf(" lane %d", e.Lane)
	}
	switch e.Kind {
	case KindUnsupported:
		return fmt.Sprintf("unsupported instruction %s at pc %#x: %s", e.Inst, e.PC, e.Msg)
	case KindFault:
		return fmt.Sprintf("execution fault at %s: %s", loc, e.Msg)
	case KindInternal:
		return fmt.Sprintf("internal error of %s at %s: %s", e.Part, loc, e.Msg)
	}
	return fmt.Sprintf("%s at %s: %s", e.Kind, loc, e.Msg)
}

// floatMode holds the descriptor's floating-point mode.
type floatMode struct {
	flushIn32, flushOut32 bool
	flushIn16, flushOut16 bool
	ieee, dx10Clamp       bool
}

func modeFromDescriptor(kd interface {
	FloatDenormMode32() int
	FloatDenormMode1664() int
	IEEEMode() bool
	DX10Clamp() bool
}) floatMode {
	d32, d16 := kd.FloatDenormMode32(), kd.FloatDenormMode1664()
	// 0 flush source and destination, 1 flush destination (allow source),
	// 2 flush source (allow destination), 3 no flush.
	return floatMode{
		flushIn32: d32 == 0 || d32 == 2, flushOut32: d32 == 0 || d32 == 1,
		flushIn16: d16 == 0 || d16 == 2, flushOut16: d16 == 0 || d16 == 1,
		ieee: kd.IEEEMode(), dx10Clamp: kd.DX10Clamp(),
	}
}

const (
	cntVM   = 1
	cntLGKM = 2
)

// pending is one outstanding memory operation.
type pending struct {
	d     *dinst   // its registers are d.retRegs
	saved []uint32 // LateDelivery: the loaded values, written back on return
	exec  uint64   // LateDelivery: the lanes the load wrote
	seq   uint64   // issue order within the wave
	store int32    // a store: 1 + its index in wave.stores (visibility.go)
}

// poison is what a register holds while its load is outstanding when
// Options.LateDelivery is set.
const poison = 0xdeadbeef

type histEntry struct {
	d     *dinst
	wsEnd int64
}

// numRegCodes bounds the register codes of operands: SGPRs and the
// special registers below 256, VGPRs from 256.
const numRegCodes = 512

// wave is the state of one wave64.
type wave struct {
	s    [128]uint32 // SGPRs and special registers by source code (VCC 106, M0 124, EXEC 126)
	scc  bool
	v    []uint32 // VGPR r lane l at v[r*64+l]
	pc   int      // word index
	done bool
	bar  bool // waiting at s_barrier
	// ldsVoid stands for LDS bytes beyond the allocation under
	// Options.HardwareLDSBounds (ldsSlice)
	ldsVoid [16]byte
	id      int
	wg      *group
	prog    *Program
	mem     *Memory
	opts    *Options

	// Outstanding memory operations.
	vmq, lgkmq []pending
	npend      int // non-nil entries of pendRegs
	// pendBits has the bit of each register code pendRegs holds a load for.
	pendBits [numRegCodes / 64]uint64
	// Hazard history.
	hist  [8]histEntry
	nhist int
	// lastProd is the wait-state count at the end of the most recent
	// producer of each hazard rule.
	lastProd []int64
	ws       int64

	mode floatMode
	// gprIdx is MODE.gpr_idx_en (s_set_gpr_idx_on/off): VALU operands
	// selected by M0[15:12] are offset by M0[7:0] (sem_misc.go).
	gprIdx   bool
	csp      uint8 // MODE.CSP, the fork/join stack pointer (3 bits)
	idxCache map[uint64]*dinst

	count  [NumClasses]int64
	cycles int64
	steps  int64
	// laneRng draws the lane order of atomics under Options.Seed
	// (atomicOrder); 0 with seed 0.
	laneRng uint64

	// trace records the executed instructions for the timing model
	// (Options.Timing); ts is its scratch.
	trace *waveTrace
	// orderHint is the allocation the wave's last noted vector and scalar
	// accesses hit (order.go).
	orderHint [2]int
	ts        *timingScratch
	// scratch is the private memory of the wave's worker (nil without).
	scratch *Alloc

	// Store visibility (visibility.go): the addresses of pending stores,
	// the next pending entry's, the dispatch's published stores, and the
	// LateDelivery oracle's withheld stores.
	arena     []uint32
	stores    []storeInfo // address states of pending stores
	nextStore int32
	pub       *publishState
	seen      []atomicSeen // the returning global atomics it performed (observed)
	seq       uint64
	held      []withheld
	holding   bool

	// The large arrays come last, so that the fields every instruction
	// reads share a few cache lines (four waves switch at each barrier).
	pendRegs [numRegCodes]*dinst // register code -> the outstanding load that writes it
	tmp      [16][64]uint32      // operand scratch: 0-5 broadcast sources, 7 results, 8-13 flushed sources, 14 DPP, 15 load indexes
	bc       [8]bcEntry          // scalar broadcasts of the fast path (fast.go)
}

// atomicOrder is the order in which the wave's lanes perform the
// operations of the atomic instruction it executes: the j-th is lane
// (j+rot)&63 ^ flip. Neither GCN's ISA nor HLSL's memory model orders the
// atomics of a wave's lanes on one address (each lane is a thread), so
// with a seed the order is drawn anew for each instruction, and a result
// that depends on it changes with the seed as one that depends on the
// waves' interleaving does; seed 0 keeps lane order (rot, flip = 0), the
// reference interpreter's.
func (w *wave) atomicOrder() (rot, flip int) {
	x := w.laneRng
	if x == 0 {
		return 0, 0
	}
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	w.laneRng = x
	return int(x & 63), int(x >> 6 & 63)
}

func (w *wave) exec() uint64 { return uint64(w.s[126]) | uint64(w.s[127])<<32 }
func (w *wave) setExec(x uint64) {
	w.s[126], w.s[127] = uint32(x), uint32(x>>32)
}
func (w *wave) vcc() uint64 { return uint64(w.s[106]) | uint64(w.s[107])<<32 }

func (w *wave) errorf(kind ErrorKind, d *dinst, format string, args ...any) error {
	return w.laneErr(kind, d, -1, 0, format, args...)
}

func (w *wave) laneErr(kind ErrorKind, d *dinst, lane int, addr uint64, format string, args ...any) error {
	e := &Error{Kind: kind, Wave: w.id, Lane: lane, Addr: addr, Msg: fmt.Sprintf(format, args...)}
	if w.wg != nil {
		e.Workgroup = w.wg.id
	}
	if d != nil {
		e.PC = d.pc
		e.Inst = d.in.Format(true)
	}
	return e
}

// opnd is a decoded operand with its constant value resolved.
type opnd struct {
	kind  uint8
	code  uint16
	count uint8
	val   uint64 // constants: the value as the operand's type reads it
}

const (
	okNone uint8 = iota
	okVGPR
	okSGPR
	okConst
	okSCC
	okVCCZ
	okEXECZ
)

func makeOpnd(in *gfx9.Instr, k int) opnd {
	v := in.Ops[k]
	op := in.Form.Operands[k]
	switch v.Kind {
	case gfx9.ValLiteral:
		lit := uint64(uint32(v.Imm))
		if op.Size == 2 && (op.Type == gfx9.TypeF64) {
			lit <<= 32
		}
		return opnd{kind: okConst, val: lit}
	case gfx9.ValImm, gfx9.ValLabel:
		return opnd{kind: okConst, val: uint64(v.Imm)}
	case gfx9.ValOff:
		return opnd{kind: okNone}
	}
	c := v.Code
	switch {
	case c >= gfx9.CodeVGPR0:
		return opnd{kind: okVGPR, code: uint16(c - gfx9.CodeVGPR0), count: v.Count}
	case c < gfx9.CodeZero:
		return opnd{kind: okSGPR, code: uint16(c), count: v.Count}
	case c == gfx9.CodeSCC:
		return opnd{kind: okSCC}
	case c == gfx9.CodeVCCZ:
		return opnd{kind: okVCCZ}
	case c == gfx9.CodeEXECZ:
		return opnd{kind: okEXECZ}
	case c >= gfx9.CodeSharedBase && c <= 239:
		switch c {
		case 235:
			return opnd{kind: okConst, val: sharedBase >> 32}
		case 236:
			return opnd{kind: okConst, val: (sharedBase + apertureLen - 1) >> 32}
		case 237:
			return opnd{kind: okConst, val: privateBase >> 32}
		case 238:
			return opnd{kind: okConst, val: (privateBase + apertureLen - 1) >> 32}
		}
		return opnd{kind: okConst}
	}
	return opnd{kind: okConst, val: inlineConst(uint16(c), op.Type, op.Size)}
}

// inlineConst is the value of inline constant code c for an operand type.
func inlineConst(c uint16, t gfx9.Type, size uint8) uint64 {
	if c >= 128 && c <= 192 {
		return uint64(c - 128)
	}
	if c >= 193 && c <= 208 {
		return uint64(-int64(c - 192))
	}
	var f float64
	switch c {
	case 240:
		f = 0.5
	case 241:
		f = -0.5
	case 242:
		f = 1
	case 243:
		f = -1
	case 244:
		f = 2
	case 245:
		f = -2
	case 246:
		f = 4
	case 247:
		f = -4
	case 248:
		switch {
		case t.Bits() == 16:
			return 0x3118
		case size == 2 || t.Bits() == 64:
			return 0x3fc45f306dc9c882
		}
		return 0x3e22f983
	}
	switch {
	case t.Bits() == 16:
		return uint64(f32ToF16(float32(f)))
	case size == 2 || t.Bits() == 64:
		return math.Float64bits(f)
	}
	return uint64(math.Float32bits(float32(f)))
}

// scalar reads a scalar-source operand (32 or 64 bits): one SGPR here,
// small enough to be inlined, the others in scalarOther.
func (w *wave) scalar(o *opnd) uint64 {
	if o.kind == okSGPR && o.count < 2 {
		return uint64(w.s[o.code&127])
	}
	return w.scalarOther(o)
}

func (w *wave) scalarOther(o *opnd) uint64 {
	switch o.kind {
	case okSGPR:
		if o.count >= 2 {
			return uint64(w.s[o.code]) | uint64(w.s[o.code+1])<<32
		}
		return uint64(w.s[o.code])
	case okConst:
		return o.val
	case okSCC:
		return b2u(w.scc)
	case okVCCZ:
		return b2u(w.vcc() == 0)
	case okEXECZ:
		return b2u(w.exec() == 0)
	case okVGPR:
		// only v_readfirstlane-style reads come here; use the first lane
		return uint64(w.v[int(o.code)*64])
	}
	return 0
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// setScalar writes a scalar destination.
func (w *wave) setScalar(o *opnd, x uint64) {
	if o.kind != okSGPR {
		return
	}
	w.s[o.code] = uint32(x)
	if o.count >= 2 {
		w.s[o.code+1] = uint32(x >> 32)
	}
}

// vreg returns VGPR r's 64 lanes.
func (w *wave) vreg(r int) []uint32 { return w.v[r*64 : r*64+64 : r*64+64] }

// lanes returns the 64 lane values of dword part (0 or 1) of a VALU source,
// using scratch buffer t for scalars.
func (w *wave) lanes(o *opnd, part int, t int) []uint32 {
	switch o.kind {
	case okVGPR:
		return w.vreg(int(o.code) + part)
	}
	x := w.scalar(o)
	v := uint32(x >> (32 * part))
	b := &w.tmp[t]
	fill(b, v)
	return b[:]
}

// checkPending reports a register read or overwritten while a load into it
// is outstanding. The registers the instruction touches are compared with
// those of the outstanding loads a word of 64 registers at a time; only a
// common one needs the registers looked at one by one.
func (w *wave) checkPending(d *dinst) error {
	for _, b := range d.touches {
		if w.pendBits[b.word]&b.mask != 0 {
			return w.checkPendingRegs(d)
		}
	}
	return nil
}

func (w *wave) checkPendingRegs(d *dinst) error {
	for _, r := range d.uses {
		if ld := w.pendingIn(r); ld != nil {
			return w.errorf(KindWaitcnt, d, "reads %s before the load at pc %#x (%s) has returned; an s_waitcnt %s is missing", regName(r), ld.pc, ld.in.Format(true), counterName(ld))
		}
	}
	for _, r := range d.defs {
		if ld := w.pendingIn(r); ld != nil && !returnsAfter(d, ld) {
			return w.errorf(KindWaitcnt, d, "overwrites %s while the load at pc %#x (%s) into it has not returned; an s_waitcnt %s is missing", regName(r), ld.pc, ld.in.Format(true), counterName(ld))
		}
	}
	return nil
}

// returnsAfter reports whether memory instruction d, issued after ld,
// writes its results after ld's: VMEM operations return in order, and so do
// LDS operations, but SMEM ones return out of order (and FLAT ones count on
// both counters). A load may then overwrite the destination of an earlier
// load that has not returned, as llc's code does.
func returnsAfter(d, ld *dinst) bool {
	return d.counter != 0 && d.counter == ld.counter && d.counter != cntVM|cntLGKM && !d.smem && !ld.smem
}

func counterName(d *dinst) string {
	if d.counter&cntVM != 0 {
		return "vmcnt"
	}
	return "lgkmcnt"
}

func (w *wave) pendingIn(r gfx9.RegRange) *dinst {
	for k := uint32(0); k < uint32(r.Count); k++ {
		if c := int(r.Code + k); c < len(w.pendRegs) && w.pendRegs[c] != nil {
			return w.pendRegs[c]
		}
	}
	return nil
}

func regName(r gfx9.RegRange) string {
	one := func(prefix string, n int) string {
		if r.Count <= 1 {
			return fmt.Sprintf("%s%d", prefix, n)
		}
		return fmt.Sprintf("%s[%d:%d]", prefix, n, n+int(r.Count)-1)
	}
	switch {
	case r.Code >= gfx9.CodeVGPR0:
		return one("v", int(r.Code-gfx9.CodeVGPR0))
	case r.Code == gfx9.CodeVCCLo:
		return "vcc"
	case r.Code == gfx9.CodeEXECLo:
		return "exec"
	case r.Code == gfx9.CodeM0:
		return "m0"
	}
	return one("s", int(r.Code))
}

// regWord is a set of register codes within one word of 64: the codes
// word*64+i for the bits i of mask.
type regWord struct {
	word int
	mask uint64
}

// regWords returns the register codes of the ranges (below limit) as
// words of 64.
func regWords(limit int, ranges ...[]gfx9.RegRange) []regWord {
	var out []regWord
	for _, rs := range ranges {
		for _, r := range rs {
			for k := uint32(0); k < uint32(r.Count); k++ {
				c := int(r.Code + k)
				if c >= limit {
					continue
				}
				i := 0
				for i < len(out) && out[i].word != c/64 {
					i++
				}
				if i == len(out) {
					out = append(out, regWord{word: c / 64})
				}
				out[i].mask |= 1 << (c % 64)
			}
		}
	}
	return out
}

// issueMem records an outstanding memory operation.
func (w *wave) issueMem(d *dinst) {
	if w.opts.NoWaitcntCheck && !w.opts.LateDelivery {
		return
	}
	w.seq++
	p := pending{d: d, seq: w.seq, store: w.nextStore}
	w.nextStore = 0
	if w.opts.LateDelivery {
		w.withholdAfter(p.seq)
	}
	if w.opts.LateDelivery {
		exec := w.exec()
		p.exec = exec
		for _, r := range d.retRegs {
			for k := uint32(0); k < uint32(r.Count); k++ {
				c := r.Code + k
				if c >= gfx9.CodeVGPR0 {
					lanes := w.vreg(int(c - gfx9.CodeVGPR0))
					p.saved = append(p.saved, lanes...)
					for l := range lanes {
						if exec>>l&1 != 0 {
							lanes[l] = poison
						}
					}
				} else {
					p.saved = append(p.saved, w.s[c])
					w.s[c] = poison
				}
			}
		}
	}
	w.makeRoom(d.counter)
	if d.counter&cntVM != 0 {
		w.vmq = append(w.vmq, p)
	}
	if d.counter&cntLGKM != 0 {
		w.lgkmq = append(w.lgkmq, p)
	}
	if testHookQueued != nil {
		testHookQueued(len(w.vmq), len(w.lgkmq))
	}
	for _, r := range d.retRegs {
		for k := uint32(0); k < uint32(r.Count); k++ {
			if c := int(r.Code + k); c < len(w.pendRegs) {
				if w.pendRegs[c] == nil {
					w.npend++
					w.pendBits[c/64] |= 1 << (c % 64)
				}
				w.pendRegs[c] = d
			}
		}
	}
}

// testHookQueued, set only by tests, sees the lengths of a wave's queues
// of outstanding operations after each issue.
var testHookQueued func(vm, lgkm int)

// makeRoom keeps a wave's outstanding operations within what its counters
// can count: gfx9's VM_CNT holds at most 63 and LGKM_CNT 15 (the s_waitcnt
// field widths, gfx9.MaxVMCnt and gfx9.MaxLGKMCnt). A wave whose counter is
// at its maximum does not issue another operation of that counter until one
// returns, and LLVM's waitcnt insertion relies on it (it never waits for
// fewer than the maximum minus one outstanding operations). So an operation
// issued with a full counter first retires the oldest one, as
// s_waitcnt with the maximum minus one would; when the LGKM queue holds
// only scalar loads, which return in any order and so are not retired by
// such a wait, the oldest of them is taken as the one that returned. This
// also bounds the executor's memory: a loop that issues stores and never
// waits keeps at most 63 + 15 of them pending, not one per iteration.
func (w *wave) makeRoom(counter uint8) {
	if counter&cntVM != 0 && len(w.vmq) >= gfx9.MaxVMCnt {
		w.waitcnt(gfx9.MaxVMCnt-1, len(w.lgkmq))
	}
	if counter&cntLGKM != 0 && len(w.lgkmq) >= gfx9.MaxLGKMCnt {
		w.waitcnt(len(w.vmq), gfx9.MaxLGKMCnt-1)
		if len(w.lgkmq) >= gfx9.MaxLGKMCnt {
			p := &w.lgkmq[0]
			w.retire(p)
			if p.d.counter&cntVM != 0 {
				w.dropVM(p.d)
			}
			w.lgkmq = w.lgkmq[:copy(w.lgkmq, w.lgkmq[1:])]
		}
	}
}

// retire completes an operation whose counter says it has returned.
func (w *wave) retire(p *pending) {
	if w.held != nil {
		w.releaseHeld(p.seq)
	}
	if p.saved != nil {
		i := 0
		for _, r := range p.d.retRegs {
			for k := uint32(0); k < uint32(r.Count); k++ {
				c := r.Code + k
				if c >= gfx9.CodeVGPR0 {
					lanes := w.vreg(int(c - gfx9.CodeVGPR0))
					for l := range lanes {
						if p.exec>>l&1 != 0 {
							lanes[l] = p.saved[i+l]
						}
					}
					i += 64
				} else {
					w.s[c] = p.saved[i]
					i++
				}
			}
		}
	}
	for _, r := range p.d.retRegs {
		for k := uint32(0); k < uint32(r.Count); k++ {
			if c := int(r.Code + k); c < len(w.pendRegs) && w.pendRegs[c] == p.d {
				w.pendRegs[c] = nil
				w.npend--
				w.pendBits[c/64] &^= 1 << (c % 64)
			}
		}
	}
}

// waitcnt applies s_waitcnt: vmcnt retires in order; lgkmcnt retires LDS
// operations in order, but SMEM operations return out of order, so only
// lgkmcnt(0) guarantees them.
func (w *wave) waitcnt(vm, lgkm int) {
	if len(w.vmq) <= vm && len(w.lgkmq) <= lgkm {
		return // nothing retires (nor frees arena storage)
	}
	if k := len(w.vmq) - vm; k > 0 {
		// The oldest k return, in order. The queue keeps its storage
		// (shifting down instead of reslicing), so issuing allocates nothing.
		for i := 0; i < k; i++ {
			p := &w.vmq[i]
			w.retire(p)
			// a FLAT operation counts in both queues
			if p.d.counter&cntLGKM != 0 {
				w.dropLGKM(p.d)
			}
		}
		w.vmq = w.vmq[:copy(w.vmq, w.vmq[k:])]
	}
	if len(w.lgkmq) > lgkm {
		k := len(w.lgkmq) - lgkm // at least k operations have completed
		nsmem := 0
		for i := range w.lgkmq {
			if w.lgkmq[i].d.smem {
				nsmem++
			}
		}
		if lgkm == 0 {
			for i := range w.lgkmq {
				p := &w.lgkmq[i]
				w.retire(p)
				if p.d.counter&cntVM != 0 {
					w.dropVM(p.d)
				}
			}
			w.lgkmq = w.lgkmq[:0]
		} else if nsmem == 0 {
			for i := range w.lgkmq[:k] {
				w.retire(&w.lgkmq[i])
			}
			w.lgkmq = append(w.lgkmq[:0], w.lgkmq[k:]...)
		} else if lds := k - nsmem; lds > 0 {
			// The oldest lds LDS operations have surely returned.
			out := w.lgkmq[:0]
			for i := range w.lgkmq {
				p := &w.lgkmq[i]
				if !p.d.smem && lds > 0 {
					w.retire(p)
					lds--
					continue
				}
				out = append(out, *p)
			}
			w.lgkmq = out
		}
	}
	if w.arena != nil {
		w.trimArena()
	}
}

// trimArena frees the pending stores' address storage: all of it when
// nothing is outstanding, else by copying the live ones out when it has
// grown large (a loop that never drains its counters).
func (w *wave) trimArena() {
	if len(w.vmq) == 0 && len(w.lgkmq) == 0 {
		w.arena, w.stores = w.arena[:0], w.stores[:0]
		return
	}
	if len(w.stores) < 1<<10 {
		return
	}
	var arena []uint32
	var stores []storeInfo
	move := func(q []pending) {
		for i := range q {
			if q[i].store == 0 {
				continue
			}
			si := w.stores[q[i].store-1]
			for _, row := range []*[]uint32{&si.addr.lo, &si.addr.hi} {
				if *row != nil {
					lo := len(arena)
					arena = append(arena, *row...)
					*row = arena[lo:len(arena):len(arena)]
				}
			}
			stores = append(stores, si)
			q[i].store = int32(len(stores))
		}
	}
	move(w.lgkmq)
	move(w.vmq)
	w.arena, w.stores = arena, stores
}

func (w *wave) dropLGKM(d *dinst) {
	for i, p := range w.lgkmq {
		if p.d == d {
			w.lgkmq = append(w.lgkmq[:i], w.lgkmq[i+1:]...)
			return
		}
	}
}

func (w *wave) dropVM(d *dinst) {
	for i, p := range w.vmq {
		if p.d == d {
			w.vmq = append(w.vmq[:i], w.vmq[i+1:]...)
			return
		}
	}
}

// checkHazards compares the instruction with the recent history.
func (w *wave) checkHazards(d *dinst) error {
	{
		for _, hu := range d.hazCons {
			ri, cr := hu.rule, hu.regs
			rule := &gfx9.HazardRules[ri]
			// No producer of this rule is recent enough to matter.
			if w.ws-w.lastProd[ri] >= int64(rule.WaitStates) {
				continue
			}
			for h := 0; h < w.nhist && h < len(w.hist); h++ {
				e := &w.hist[(w.nhist-1-h)%len(w.hist)]
				gap := w.ws - e.wsEnd
				if gap >= int64(rule.WaitStates) {
					break
				}
				pr := e.d.hazProd[ri]
				for _, a := range pr {
					for _, b := range cr {
						if a.Overlaps(b) {
							return w.errorf(KindHazard, d, "%s: needs %d wait states after pc %#x (%s), got %d", rule.Name, rule.WaitStates, e.d.pc, e.d.in.Format(true), gap)
						}
					}
				}
			}
		}
	}
	return nil
}

func (w *wave) recordHistory(d *dinst) {
	w.ws += int64(d.waits)
	if d.isProd {
		w.hist[w.nhist%len(w.hist)] = histEntry{d: d, wsEnd: w.ws}
		w.nhist++
		for _, ri := range d.prodRules {
			w.lastProd[ri] = w.ws
		}
	}
}
