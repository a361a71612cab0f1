package exec

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/bits"
	"sync/atomic"

	"hlslc/backend/gfx9"
	"hlslc/internal/faultinject"
)

// The timing model: how many cycles would this dispatch take on a Vega 10?
//
// The functional run is left exactly as it is; with Options.Timing each wave
// also records the instructions it executes (trace.go), with the LDS bank
// passes and the cache lines of its memory instructions. This file replays
// those traces on a model of the GPU (gfx9.Vega10 and gfx9.TimingRules,
// cited in docs/timing.md):
//
//   - workgroups are placed on the 64 CUs in dispatch order, as many per CU
//     as the occupancy rules (gfx9.ComputeOccupancy) allow; a CU takes the
//     next workgroup when one of its own finishes;
//   - each CU's sequencer gives its four SIMDs an issue turn every fourth
//     cycle; at its turn a SIMD issues, oldest wave first, at most one
//     instruction per unit (VALU, SALU, SMEM, VMEM, LDS, branch), each from
//     a different wave, when the unit is free;
//   - a unit stays busy for the instruction's cost (VALU passes, LDS bank
//     passes, the vector memory pipeline's cycles and one cycle per 64-byte
//     line); a wave issues its next instruction after its own cost;
//   - memory results come back after a latency: LDS and SMEM fixed, vector
//     loads through a per-CU L1 and a shared L2 (set-associative, LRU) with
//     per-channel L2 bandwidth and a DRAM bandwidth ceiling; s_waitcnt waits
//     for the counters as hardware does, s_barrier for the workgroup, s_nop
//     for its wait states.
//
// The CUs are advanced in lockstep windows of timingEpoch cycles, CU by CU
// in a fixed order, so the result is deterministic for given traces; the
// shared L2 and DRAM see requests out of order by at most one window. Once
// every workgroup is placed the windows are wider, with the same results
// (timing_l2.go). docs/timing.md lists what the model leaves out.

// Timing is the timing model's estimate for one dispatch.
type Timing struct {
	Machine string `json:"machine"`
	// Cycles is the estimated duration of the dispatch in core cycles:
	// from the first workgroup's start to the last wave's end.
	Cycles       int64   `json:"cycles"`
	Microseconds float64 `json:"microseconds"`
	// CUCycles is, per CU, the cycle its last workgroup finished (0 for
	// CUs that received none).
	CUCycles  []int64       `json:"cu_cycles"`
	Occupancy TimingOccup   `json:"occupancy"`
	Stalls    TimingStalls  `json:"stall_cycles"`
	Memory    TimingMemory  `json:"memory"`
	Busy      TimingBusy    `json:"unit_busy_cycles"`
	Instrs    TimingClasses `json:"instructions"`
	// LDSBankConflictCycles are the LDS cycles spent beyond the
	// conflict-free cost of the instructions.
	LDSBankConflictCycles int64 `json:"lds_bank_conflict_cycles"`
}

// TimingOccup is the occupancy the dispatch ran at.
type TimingOccup struct {
	WavesPerSIMD int    `json:"waves_per_simd"` // the limit from registers, LDS and group size
	Limiter      string `json:"limited_by"`
	GroupsPerCU  int    `json:"workgroups_per_cu"`
	// Achieved is the average number of resident waves per SIMD over the
	// dispatch.
	Achieved float64 `json:"achieved_waves_per_simd"`
}

// TimingStalls are wave-cycles spent not issuing, by cause: a wave that
// could not issue at a turn for n cycles adds n to one cause.
type TimingStalls struct {
	VMEM       int64 `json:"vmem"`       // s_waitcnt vmcnt waiting for vector memory
	SMEM       int64 `json:"smem"`       // s_waitcnt lgkmcnt waiting for scalar loads
	LDS        int64 `json:"lds"`        // s_waitcnt lgkmcnt waiting for LDS (incl. bank conflicts)
	Barrier    int64 `json:"barrier"`    // waiting at s_barrier for the workgroup
	Dependency int64 `json:"dependency"` // the wave's own multi-cycle instructions: multi-pass VALU, s_nop wait states, taken branches
	Issue      int64 `json:"issue"`      // ready, but the unit was busy or another wave took the turn
}

// TimingMemory counts the vector memory traffic.
type TimingMemory struct {
	L1Hits    int64 `json:"l1_hits"`
	L1Misses  int64 `json:"l1_misses"`
	L2Hits    int64 `json:"l2_hits"`
	L2Misses  int64 `json:"l2_misses"`
	DRAMBytes int64 `json:"dram_bytes"`
}

// TimingBusy is how long each unit kind was busy, summed over SIMDs/CUs.
type TimingBusy struct {
	VALU int64 `json:"valu"`
	SALU int64 `json:"salu"`
	SMEM int64 `json:"smem"`
	VMEM int64 `json:"vmem"`
	LDS  int64 `json:"lds"`
}

// TimingClasses are the wave instructions by class.
type TimingClasses struct {
	SALU   int64 `json:"salu"`
	VALU   int64 `json:"valu"`
	SMEM   int64 `json:"smem"`
	VMEM   int64 `json:"vmem"`
	DS     int64 `json:"ds"`
	Branch int64 `json:"branch"`
	Total  int64 `json:"total"`
}

// JSON is the timing object of `hlslc run --timing`.
func (t *Timing) JSON() []byte {
	b, _ := json.Marshal(t)
	return b
}

// WithTiming adds `"timing": {...}` to a run's JSON output (an object).
func WithTiming(out []byte, t *Timing) []byte {
	if t == nil {
		return out
	}
	trimmed := bytes.TrimRight(out, " \n")
	if len(trimmed) == 0 || trimmed[len(trimmed)-1] != '}' {
		return out
	}
	var b bytes.Buffer
	b.Write(trimmed[:len(trimmed)-1])
	if bytes.TrimSpace(trimmed[:len(trimmed)-1])[len(bytes.TrimSpace(trimmed[:len(trimmed)-1]))-1] != '{' {
		b.WriteString(", ")
	}
	b.WriteString(`"timing": `)
	b.Write(t.JSON())
	b.WriteString("}\n")
	return b.Bytes()
}

// modelFault is a broken invariant of the timing model, with the wave and
// the instruction (word index) at which it broke: a panic value, which
// Program.Run recovers into a KindInternal error (internalError).
type modelFault struct {
	w   *simWave
	pc  int32
	msg string
}

// internalError is the error of a panic v of the model: a modelFault at its
// wave and instruction, anything else (a runtime error) at the one the
// model was issuing.
func (s *gpuSim) internalError(v any) error {
	f, ok := v.(modelFault)
	if !ok {
		f = modelFault{s.caches.byID(s.cur), s.curPC, fmt.Sprint(v)}
	}
	e := &Error{Kind: KindInternal, Part: "the timing model", Wave: -1, Lane: -1, Msg: f.msg}
	if f.w != nil && f.w.g != nil && f.w.g.tr != nil {
		e.Wave, e.Workgroup = int(f.w.index), f.w.g.tr.id
		if pc := int(f.pc); pc >= 0 && pc < len(s.p.insts) && s.p.insts[pc] != nil {
			e.PC, e.Inst = s.p.insts[pc].pc, s.p.insts[pc].in.Format(true)
		}
	}
	return e
}

// timingEpoch is the window (cycles) the CUs advance in lockstep.
const timingEpoch = 32

const never = math.MaxInt64 / 4

// Per-instruction timing facts, precomputed when the program is loaded.
type tkind uint8

const (
	tkPlain tkind = iota
	tkWaitcnt
	tkBarrier
	tkEnd
	tkBranch
	// the memory kinds, with a counter, come last, and the recorded ones
	// (recorded) last of all
	tkSMEM
	tkLDS
	tkVMEM
)

// It is kept small (20 bytes): the model reads one per instruction it
// issues.
type tinfo struct {
	next       int32 // the word index of the next instruction in .text
	kind       tkind
	class      Class
	bytes      uint8 // per lane, of a vector memory access
	vm, lgkm   uint8 // s_waitcnt counts
	store      bool  // VMEM: writes (completes at L2), no line fills
	atomic     bool
	invalidate bool // buffer_wbinvl1*: drops the CU's L1
	cost       tcost
}

// tcost is gfx9.Cost in the model's compact form.
type tcost struct {
	Unit        gfx9.Unit
	Issue, Busy uint16
}

func timingInfo(d *dinst) tinfo {
	in := &d.in
	c := gfx9.InstrCost(in)
	t := tinfo{next: int32(d.next), cost: tcost{Unit: c.Unit, Issue: uint16(min(c.Issue, math.MaxUint16)), Busy: uint16(min(c.Busy, math.MaxUint16))}, class: d.class}
	switch {
	case in.Inst.Name == "s_waitcnt":
		t.kind = tkWaitcnt
		vm, _, lgkm := gfx9.DecodeWaitcnt(uint16(d.ops[0].val))
		t.vm, t.lgkm = uint8(vm), uint8(lgkm)
	case in.Inst.Name == "s_barrier":
		t.kind = tkBarrier
	case in.Inst.Name == "s_endpgm" || in.Inst.Name == "s_endpgm_saved" || in.Inst.Name == "s_endpgm_ordered_ps_done":
		t.kind = tkEnd
	case t.cost.Unit == gfx9.UnitBranch:
		t.kind = tkBranch
	case t.cost.Unit == gfx9.UnitSMEM || in.Inst.Name == "s_sendmsg":
		t.kind = tkSMEM
	case t.cost.Unit == gfx9.UnitLDS:
		t.kind = tkLDS
	case t.cost.Unit == gfx9.UnitVMEM:
		t.kind = tkVMEM
		if d.mem != nil {
			t.store = d.mem.write && !d.mem.read
			t.atomic = d.mem.write && d.mem.read
			t.bytes = uint8(min(d.mem.bytes*d.mem.naccess, 255))
		}
		t.invalidate = in.Inst.Name == "buffer_wbinvl1" || in.Inst.Name == "buffer_wbinvl1_vol"
	}
	return t
}

// Stall causes.
const (
	causeIssue = iota
	causeVMEM
	causeSMEM
	causeLDS
	causeBarrier
	causeDependency
	numCauses
)

type simWave struct {
	// What a turn and an issue read, in one cache line: rec, its next
	// instruction (its word index) with what the trace says about it
	// (traceRec's x; 1 for a jump), and target, where it goes after it,
	// set when the wave moves (setNext, which also notes the
	// instruction's unit in the SIMD's units); whether it is in its CU's
	// turn wheel (not at a barrier, ended, or taken out while it issues).
	// peek is the pc of its trace's next record (noRecord: none), so that
	// moving past an instruction with no record reads no record (the
	// trace, written by the workers, is not in this core's caches).
	rec     traceRec
	target  int32 // where the wave goes after rec (setNext)
	pos     int32 // next record
	peek    int32 // recs[pos].pc, or noRecord
	ready   int64 // the earliest cycle its next instruction may issue, by its own constraints
	earlier int64 // the turn it could have issued at with no stall
	id      int32 // in simCaches.all
	queued  bool
	barrier bool
	kind    tkind // rec's instruction's (setNext)
	cause   uint8 // what ready waits for
	slot    uint8 // index in simd.waves
	// the rest, read at records, memory instructions, barriers and the
	// wave's end
	recs  []traceRec // tr.recs
	lpos  int32      // next line
	index int32      // in its workgroup
	tr    *waveTrace
	g     *simGroup
	simd  *simSIMD
	cu    *simCU
	// the counts of its outstanding vector memory and LGKM operations,
	// and the operations' storage (timing_counters.go); the vector memory
	// ring, 512 bytes that most waves use little, is apart (made with the
	// state, kept when it is reused)
	vmn   vmCount
	lgkmn int32
	// life counts the workgroups this state has served: a deferred L2
	// request completes its ring entry only if the wave is still the one
	// that issued it (timing_l2.go)
	life uint32
	lgkm lgkmQueue
	vm   *vmQueue
}

type simGroup struct {
	waves   []*simWave
	live    int
	arrived int
	// arrivedAt is the cycle of the latest arrival at the barrier: a wave
	// may arrive ahead of the turn being modelled (advance issues the
	// s_barrier that follows a wave's issue at once)
	arrivedAt int64
	start     int64
	tr        *groupTrace
}

// simSIMD is one SIMD of a CU with its resident waves; a wave's slot is
// its index in waves, its age.
type simSIMD struct {
	idx   int
	waves []*simWave // resident, oldest first
	// units holds, by slot, the unit of the wave's next instruction, and
	// byUnit the same as the slots by unit (a turn moves every wave of a
	// unit it finds taken or busy at once); full the slots whose vmcnt or
	// lgkmcnt may be at its maximum (markFull)
	units     [16]gfx9.Unit
	byUnit    [8]uint16
	full      uint16
	queued    int // waves in the CU's wheel, or in the turn looking at them
	residents int
	barriers  int // resident waves waiting at s_barrier
}

type simCU struct {
	id    int
	simds [4]simSIMD
	turns turnWheel // the queued turns of its SIMDs (timing_wheel.go)
	// next is the CU's next turn (never: none of its waves may issue),
	// as advance left it
	next   int64
	groups int
	lds    int
	// free is, by SIMD and unit, the cycle from which the unit may take an
	// instruction: the SIMD's own VALU, SALU and branch unit, and the
	// CU's SMEM, VMEM and LDS units, whose cycles every SIMD's row repeats
	// (set at their rarer issues, so that the look at each instruction is
	// one load); UnitInternal's is always 0.
	free    [4][8]int64
	l1      *cache
	busyEnd int64
	blocked int // waves blocked until the window's L2 requests resolve
}

// gpuSim is the timing model of one dispatch.
type gpuSim struct {
	p        *Program
	m        *gfx9.Machine
	cus      []*simCU
	l2       *cache
	l2Free   []float64
	dramFree float64
	// the workgroups still to place, fetched in dispatch order
	next    func() (*groupTrace, bool)
	pending *groupTrace
	more    bool
	rr      int // the CU after the one that received the last workgroup
	// limits
	wavesPerSIMD, groupsPerCU, ldsPerGroup, wavesPerGroup int
	t                                                     Timing
	residentWaveCycles                                    float64
	// instrs and stalls are Timing's Instrs and Stalls by class and by
	// cause while the model runs (an index is cheaper than a switch).
	instrs [NumClasses]int64
	stalls [numCauses]int64
	busy   [8]int64 // Timing's Busy by unit
	caches *simCaches
	// turnsOnly issues every instruction through the turns (tests: solo must
	// give the same results).
	turnsOnly bool
	info      []tinfo // by word index
	stretches []tstretch
	prefixes  []tstretch
	// cur is the wave a turn or a solo stretch is issuing for, and curPC
	// its instruction: where a panic of the model is reported
	// (internalError).
	cur   int32 // simWave.id
	curPC int32
	// the lockstep window being advanced, [winStart, winEnd); wideEpoch
	// is the window once no workgroup is left to place (timing_l2.go)
	winStart, winEnd, wideEpoch int64
	deferred                    *l2Deferred // simCaches.deferred
	// shards advance the CUs on several goroutines once every workgroup
	// is placed (timing_shards.go); nil: one
	shards, busyShards []*simShard
	shardsChecked      bool // shardsPay decided for them
}

func newGPUSim(p *Program, wavesPerGroup int, next func() (*groupTrace, bool)) (*gpuSim, error) {
	m := &gfx9.Vega10
	kd := &p.KD
	sgprs := min(kd.SGPRCount(), gfx9.MaxSGPRsPerWave+gfx9.ExtraSGPRs(true, true, true))
	occ, err := gfx9.ComputeOccupancy(min(kd.VGPRCount(), gfx9.VGPRsPerLane), sgprs, kd.LDSSize(), wavesPerGroup*gfx9.WaveSize)
	if err != nil {
		return nil, err
	}
	// A SIMD holds as many waves as its registers allow; the workgroups
	// per CU also count barrier resources and LDS.
	s := &gpuSim{p: p, m: m, next: next, more: true, wavesPerSIMD: min(occ.ByVGPR, occ.BySGPR, gfx9.MaxWavesPerSIMD), groupsPerCU: occ.GroupsPerCU,
		ldsPerGroup: occ.LDSAlloc, wavesPerGroup: wavesPerGroup}
	s.t.Machine = m.Name
	s.t.Occupancy = TimingOccup{WavesPerSIMD: occ.WavesPerSIMD, Limiter: occ.Limiter, GroupsPerCU: occ.GroupsPerCU}
	p.sims.Lock()
	caches := p.sims.free
	p.sims.free = nil
	p.sims.Unlock()
	if caches == nil {
		caches = &simCaches{l2: newCache(m.L2Bytes/m.LineBytes, m.L2Ways)}
		for i := 0; i < m.CUs; i++ {
			caches.l1 = append(caches.l1, newCache(m.L1Bytes/m.LineBytes, m.L1Ways))
		}
	} else {
		caches.l2.clear()
		for _, c := range caches.l1 {
			c.clear()
		}
	}
	s.caches = caches
	s.deferred = &caches.deferred
	s.l2 = caches.l2
	s.l2Free = make([]float64, m.L2Channels)
	// the CUs of an earlier dispatch, emptied, keep their SIMDs' slices
	for len(caches.cus) < m.CUs {
		caches.cus = append(caches.cus, new(simCU))
	}
	s.cus = caches.cus[:m.CUs]
	for i, cu := range s.cus {
		cu.id, cu.l1, cu.next, cu.groups, cu.lds = i, caches.l1[i], never, 0, 0
		cu.free, cu.busyEnd = [4][8]int64{}, 0
		cu.turns.reset()
		for k := range cu.simds {
			sd := &cu.simds[k]
			clear(sd.waves)
			*sd = simSIMD{idx: k, waves: sd.waves[:0]}
		}
	}
	s.info = p.timingTable()
	s.stretches, s.prefixes = p.stretches, p.prefixes
	s.turnsOnly = testTurnsOnly
	s.cur = -1
	s.wideEpoch = wideEpoch(m)
	return s, nil
}

// testTurnsOnly, set by tests, makes the model issue every instruction
// through the turns.
var testTurnsOnly bool

// testLockstep, set by tests, keeps the lockstep windows at timingEpoch
// (no wider windows once every workgroup is placed); testBlocked counts
// the waves blocked on a deferred L2 request (timing_l2.go).
var (
	testLockstep bool
	testBlocked  atomic.Int64
)

// timingTable is the program's instructions' timing entries by word
// index, built once.
func (p *Program) timingTable() []tinfo {
	p.timOnce.Do(func() {
		p.tim = make([]tinfo, len(p.insts))
		for i, d := range p.insts {
			if d != nil {
				p.tim[i] = d.tim
			}
		}
		p.stretches = stretchTable(p.tim, p.insts, true)
		p.prefixes = stretchTable(p.tim, p.insts, false)
	})
	return p.tim
}

// fetch makes the next workgroup to place available in s.pending.
func (s *gpuSim) fetch() bool {
	if s.pending == nil && s.more {
		s.pending, s.more = s.next()
		if s.pending == nil {
			s.more = false
		}
	}
	return s.pending != nil
}

// fits reports whether a workgroup of n waves fits on the CU now.
func (s *gpuSim) fits(cu *simCU, n int) bool {
	if cu.groups >= s.groupsPerCU || cu.lds+s.ldsPerGroup > gfx9.LDSBytesPerCU {
		return false
	}
	free := 0
	for k := range cu.simds {
		free += s.wavesPerSIMD - cu.simds[k].residents
	}
	return free >= n
}

// place starts workgroup g on the CU at cycle t: each wave goes to the SIMD
// with the fewest resident waves.
func (s *gpuSim) place(cu *simCU, gt *groupTrace, t int64) {
	g := s.caches.group()
	*g = simGroup{waves: g.waves[:0], tr: gt, live: len(gt.waves), start: t}
	cu.groups++
	cu.lds += s.ldsPerGroup
	for _, tr := range gt.waves {
		best := 0
		for k := 1; k < 4; k++ {
			if cu.simds[k].residents < cu.simds[best].residents {
				best = k
			}
		}
		sd := &cu.simds[best]
		sd.residents++
		w := s.caches.wave()
		*w = simWave{tr: tr, recs: tr.recs, peek: noRecord, g: g, simd: sd, cu: cu, ready: t, earlier: t, slot: uint8(len(sd.waves)), index: int32(len(g.waves)), id: w.id, vm: w.vm, life: w.life + 1}
		if len(tr.recs) > 0 {
			w.peek = tr.recs[0].pc
		}
		s.setNext(w, sd, s.p.entry)
		g.waves = append(g.waves, w)
		sd.waves = append(sd.waves, w)
		s.queue(cu, sd, w, align(max(t, cu.turns.cycle+1), best))
	}
	if len(gt.waves) == 0 {
		s.finishGroup(cu, g, t)
	}
}

// setNext makes the instruction at word index pc the wave's next: its
// record, if its kind has one, or whether a jump from it follows (the
// trace holds no other record before either: a wave that reaches pc again
// without a jump in between has executed a jump elsewhere first). Most
// instructions have neither, which the wave's peek tells without reading
// the trace.
func (s *gpuSim) setNext(w *simWave, sd *simSIMD, pc int) {
	ti := &s.info[pc]
	slot := w.slot & 15
	sd.byUnit[sd.units[slot]&7] &^= 1 << slot
	sd.byUnit[ti.cost.Unit&7] |= 1 << slot
	sd.units[slot] = ti.cost.Unit
	w.rec = traceRec{pc: int32(pc)}
	w.target, w.kind = ti.next, ti.kind
	own := ti.kind >= tkLDS // it has a record of its own
	if own && w.peek == int32(pc) || w.peek == ^int32(pc) {
		s.takeRecord(w, own)
	} else if own && w.peek != noRecord {
		outOfStep(w, pc, w.recs[w.pos])
	}
}

// noRecord is simWave.peek at the trace's end: neither an instruction's
// word index nor a jump's (^index) below 2^31-1 words.
const noRecord = math.MinInt32

// takeRecord reads the wave's next record, for its next instruction: its
// own (the x it notes), or a jump from it (where to).
func (s *gpuSim) takeRecord(w *simWave, own bool) {
	p := int(w.pos)
	r := w.recs[p]
	if own {
		w.rec.x = r.x
	} else {
		w.rec.x, w.target = 1, int32(r.x)
	}
	w.pos++
	w.peek = noRecord
	if p+1 < len(w.recs) {
		w.peek = w.recs[p+1].pc
	}
}

// outOfStep reports a trace whose next record is not for the instruction
// at pc, which has a record of its own (apart so that setNext is small).
//
//go:noinline
func outOfStep(w *simWave, pc int, r traceRec) {
	panic(modelFault{w, int32(pc), fmt.Sprintf("its trace is out of step: the next record is for the instruction at %#x", 4*int64(r.pc))})
}

// step moves the wave past its next instruction: to the one after it, or
// where the jump recorded after it went (setNext).
func (s *gpuSim) step(w *simWave, sd *simSIMD) {
	s.setNext(w, sd, int(w.target))
}

// queue puts the wave in the CU's wheel at turn t of its SIMD.
func (s *gpuSim) queue(cu *simCU, sd *simSIMD, w *simWave, t int64) {
	if w.queued || w.ready >= pendingDone || t-cu.turns.cycle > wheelSize {
		s.queueSlow(cu, sd, w, t)
		return
	}
	// (the common case, inlined)
	w.queued = true
	sd.queued++
	cu.turns.addMask(t, 1<<(w.slot&15))
}

// queueSlow is queue's rarer cases: a broken invariant, a wave blocked on
// the L2, a turn beyond the wheel.
//
//go:noinline
func (s *gpuSim) queueSlow(cu *simCU, sd *simSIMD, w *simWave, t int64) {
	if w.queued {
		panic(modelFault{w, w.rec.pc, "a wave queued twice"})
	}
	w.queued = true
	sd.queued++
	if w.ready >= pendingDone {
		// it waits for an L2 request of this window (block): it counts
		// as queued (no other wave of its SIMD issues alone past it) and
		// is put in the wheel when the window's requests resolve
		cu.blocked++
		return
	}
	cu.turns.add(t, sd.idx, int(w.slot))
}

// align is the first turn of SIMD k at or after cycle t.
func align(t int64, k int) int64 {
	r := (t - int64(k)) & 3
	if r == 0 {
		return t
	}
	return t + 4 - r
}

// fill places workgroups on the CU while they fit.
func (s *gpuSim) fill(cu *simCU, t int64) {
	for s.fetch() && s.fits(cu, len(s.pending.waves)) {
		s.place(cu, s.pending, t)
		s.pending = nil
	}
}

func (s *gpuSim) run() *Timing {
	// The first round: workgroups go to the CUs in turn until none fits.
	for placed := true; placed; {
		placed = false
		for i := range s.cus {
			cu := s.cus[(s.rr+i)%len(s.cus)]
			if s.fetch() && s.fits(cu, len(s.pending.waves)) {
				s.place(cu, s.pending, 0)
				s.pending = nil
				placed = true
			}
		}
	}
	for _, cu := range s.cus {
		cu.next = cu.turns.next()
	}
	var now int64
	for {
		next := int64(never)
		for _, cu := range s.cus {
			next = min(next, cu.next)
		}
		if next == never {
			break
		}
		if next > now {
			now = next / timingEpoch * timingEpoch
		}
		// Once every workgroup is placed, the CUs meet only at the L2:
		// each goes through a wider window per visit (timing_l2.go).
		epoch := int64(timingEpoch)
		if s.pending == nil && !s.more && !testLockstep {
			epoch = s.wideEpoch
		}
		end := now + epoch
		s.winStart, s.winEnd = now, end
		if s.shards != nil && s.pending == nil && !s.more && s.shardsPay() {
			s.advanceShards(end) // timing_shards.go
		} else {
			for _, cu := range s.cus {
				s.advance(cu, end)
			}
		}
		s.resolveL2()
		now = end
	}
	s.t.CUCycles = make([]int64, 0, len(s.cus))
	for _, cu := range s.cus {
		s.t.CUCycles = append(s.t.CUCycles, cu.busyEnd)
		s.t.Cycles = max(s.t.Cycles, cu.busyEnd)
	}
	s.t.Microseconds = math.Round(float64(s.t.Cycles)/float64(s.m.ClockMHz)*1000) / 1000
	if s.t.Cycles > 0 {
		a := s.residentWaveCycles / float64(s.t.Cycles) / float64(len(s.cus)*gfx9.SIMDsPerCU)
		s.t.Occupancy.Achieved = math.Round(a*1000) / 1000
	}
	n := &s.instrs
	s.t.Instrs = TimingClasses{SALU: n[ClassSALU], VALU: n[ClassVALU], SMEM: n[ClassSMEM], VMEM: n[ClassVMEM], DS: n[ClassDS], Branch: n[ClassBranch]}
	c := &s.t.Instrs
	c.Total = c.SALU + c.VALU + c.SMEM + c.VMEM + c.DS + c.Branch
	st := &s.stalls
	b := &s.busy
	s.t.Busy = TimingBusy{VALU: b[gfx9.UnitVALU], SALU: b[gfx9.UnitSALU], SMEM: b[gfx9.UnitSMEM], VMEM: b[gfx9.UnitVMEM], LDS: b[gfx9.UnitLDS]}
	s.t.Stalls = TimingStalls{VMEM: st[causeVMEM], SMEM: st[causeSMEM], LDS: st[causeLDS], Barrier: st[causeBarrier], Dependency: st[causeDependency], Issue: st[causeIssue]}
	for _, sh := range s.caches.shards {
		// (what the last window's copy refers to stays with this dispatch)
		sh.s, sh.caches.all = gpuSim{}, nil
	}
	s.p.sims.Lock()
	s.p.sims.free = s.caches
	s.p.sims.Unlock()
	return &s.t
}

// advance runs the CU's issue turns before cycle end. At the turn at
// cycle t of SIMD t mod 4, the waves queued at it issue oldest first, at
// most one per unit, when their counter has room and their unit is free
// (else they wait until it has and it is); the waves of a unit another
// wave took wait for the SIMD's next turn. (The turn is the loop's body,
// not a call: a call per turn cost 3% of the model's instructions.)
func (s *gpuSim) advance(cu *simCU, end int64) {
	for {
		t := cu.turns.soon()
		if t < 0 {
			t = cu.turns.next()
		}
		if t >= end {
			cu.next = t
			return
		}
		k := int(t & 3)
		sd := &cu.simds[k]
		if t >= cu.turns.lateFrom {
			cu.turns.moveLate(t)
		}
		for cand := cu.turns.take(t); cand != 0; {
			i := bits.TrailingZeros64(cand) & 63
			cand &^= 1 << i
			// The unit of its next instruction decides most looks without
			// the wave's state (a cache miss of its own for each wave).
			// (Slots are below 16: shifts by i&15 need no code for
			// counts beyond the mask's width.)
			u := sd.units[i&15]
			if free := cu.free[k][u&7]; free > t && sd.full>>(i&15)&1 == 0 {
				// the unit is busy (and the counter, not full, would not
				// hold the instruction first): the wave stays queued, with
				// the others of its unit whose counters are not full, for
				// the SIMD's first turn when the unit is free (a wave's ready
				// is not read before its next issue sets it)
				moved := 1<<i | cand&uint64(sd.byUnit[u&7]&^sd.full)
				cand &^= moved
				s.requeue(cu, k, moved, t, align(max(free, t+4), k))
				continue
			}
			w := sd.waves[i]
			rec := w.rec
			s.cur, s.curPC = w.id, rec.pc
			ti := &s.info[rec.pc]
			w.queued = false
			sd.queued--
			if sd.full>>(i&15)&1 != 0 {
				// Its counter may be full (else the look above saw its unit
				// free, and the counter would not hold it).
				if ti.kind >= tkSMEM {
					if at := w.counterFull(ti, t); at > t {
						// the instruction's counter is at its maximum: it
						// waits for the oldest operation to complete
						w.ready, w.cause = at, causeDependency
						if at >= pendingDone {
							s.block(w, rec.pc, false, t)
						}
						s.queue(cu, sd, w, align(max(at, t+4), k))
						continue
					}
				}
				if free := cu.free[k][u&7]; free > t {
					// (its ready is not read before its next issue sets it)
					s.queue(cu, sd, w, align(max(free, t+4), k))
					continue
				}
			}
			ended := s.issue(cu, sd, w, rec, ti, t)
			if ended {
				cand = dropSlot(cand, i) // the wave left the SIMD
			}
			if u != gfx9.UnitInternal {
				// the unit is taken: the other waves of its unit stay
				// queued, for the SIMD's next turn (s_nop, s_waitcnt…
				// take none)
				if m := cand & uint64(sd.byUnit[u&7]); m != 0 {
					cand &^= m
					cu.turns.addMask(t+4, m)
				}
			}
			// a wave at a barrier waits for its release, which queues it
			if ended || w.barrier || w.queued {
				continue
			}
			next := align(max(w.ready, t+4), k)
			if sd.queued == 0 && !s.turnsOnly {
				next = s.solo(cu, sd, w, next)
			}
			for w.kind < tkBarrier && sd.units[w.slot&15] == gfx9.UnitInternal && w.ready < pendingDone && !s.turnsOnly {
				// An instruction that takes no unit and that no counter
				// holds (s_waitcnt, s_nop) issues at the wave's next turn
				// whatever the other waves do, as s_barrier below: so it
				// issues now, with the cycle of that turn, and the wave is
				// queued for the instruction after it. (A wait for an L2
				// request of this window blocks the wave as at that turn.)
				s.curPC = w.rec.pc
				s.issue(cu, sd, w, w.rec, &s.info[w.rec.pc], next)
				next = align(max(w.ready, next+4), k)
			}
			if w.kind == tkBarrier && w.ready < pendingDone {
				// An s_barrier takes no unit and the wave's counters do not
				// hold it: it issues at the wave's next turn, whatever the
				// other waves do. So the wave arrives now, with the cycle of
				// that turn, which its workgroup's release takes if it is
				// the latest (arrivedAt), and the release queues it.
				s.curPC = w.rec.pc
				s.issue(cu, sd, w, w.rec, &s.info[w.rec.pc], next)
				continue
			}
			if next-t <= wheelSize && w.ready < pendingDone {
				// queue's common case, inlined (the turn being processed is
				// the wheel's cycle; the wave keeps slot i)
				w.queued = true
				sd.queued++
				cu.turns.addMask(next, 1<<i)
				continue
			}
			s.queue(cu, sd, w, next)
		}
	}
}

// requeue leaves the slots of mask m of SIMD k, looked at in turn t, in
// the CU's wheel for turn at.
func (s *gpuSim) requeue(cu *simCU, k int, m uint64, t, at int64) {
	if at-t <= wheelSize {
		cu.turns.addMask(at, m)
		return
	}
	for ; m != 0; m &= m - 1 {
		cu.turns.add(at, k, bits.TrailingZeros64(m))
	}
}

// solo issues, without the arbitration of a turn, the instructions of wave
// w from its SIMD's turn t on, when no other wave of its SIMD is queued,
// until the CU's next turn if another SIMD's may give this one a wave to
// issue (the release of a barrier one of its waves waits at, a new
// workgroup): a run of VALU, SALU, branch, s_nop and s_waitcnt
// instructions, which use only the SIMD's own units and the wave's own
// counters, issues exactly as turn by turn (TestTimingSoloMatchesTurns).
// Such a run touches nothing other CUs see, so it may end beyond the
// lockstep window (ALU-bound code spends most of its model time here).
// It returns the turn at which the wave is next looked at.
func (s *gpuSim) solo(cu *simCU, sd *simSIMD, w *simWave, t int64) int64 {
	until := int64(never)
	if sd.barriers > 0 || s.pending != nil || s.more {
		until = cu.turns.next()
		if cu.blocked > 0 {
			// a blocked wave's turn is not in the wheel, but at or
			// after the window's end (timing_l2.go)
			until = min(until, s.winEnd)
		}
	}
	k := sd.idx & 3
	for t < until {
		rec := w.rec
		if st := s.stretchAt(cu, k, w, t, until); st != nil {
			s.cur, s.curPC = w.id, rec.pc
			t = s.issueStretch(cu, sd, w, st, t)
			continue
		}
		ti := &s.info[rec.pc]
		if ti.kind != tkPlain && ti.kind != tkBranch && ti.kind != tkWaitcnt || s.unitFree(cu, sd, ti) > t {
			break
		}
		s.cur, s.curPC = w.id, rec.pc
		s.issue(cu, sd, w, rec, ti, t)
		t = align(max(w.ready, t+4), k)
	}
	return t
}

// markFull notes in the SIMD's full mask whether a counter of the wave may
// be at its maximum (the count includes completed operations not yet
// dropped, so the mask may say so when it is not: such a wave's looks
// take the full path, which asks counterFull).
func (sd *simSIMD) markFull(w *simWave) {
	bit := uint16(1) << (w.slot & 15)
	sd.full &^= bit
	if w.vmn.n >= gfx9.MaxVMCnt || w.lgkmn >= gfx9.MaxLGKMCnt {
		sd.full |= bit
	}
}

// counterFull is the cycle at which a memory instruction may issue without
// overflowing its counter (vmcnt counts to 63, lgkmcnt to 15 on gfx9).
func (w *simWave) counterFull(ti *tinfo, t int64) int64 {
	switch ti.kind {
	case tkVMEM:
		if w.vmn.n >= gfx9.MaxVMCnt {
			w.vm.prune(&w.vmn, t)
			return w.vm.wait(w.vmn, gfx9.MaxVMCnt-1)
		}
	case tkLDS, tkSMEM:
		if w.lgkmn >= gfx9.MaxLGKMCnt {
			w.lgkm.prune(&w.lgkmn, t)
			at, _ := w.lgkm.wait(w.lgkmn, gfx9.MaxLGKMCnt-1)
			return at
		}
	}
	return 0
}

// unitFree is when the unit of instruction ti is free again for SIMD sd.
// (A switch on the unit mispredicted at about one look in three.)
func (s *gpuSim) unitFree(cu *simCU, sd *simSIMD, ti *tinfo) int64 {
	return cu.free[sd.idx&3][ti.cost.Unit&7]
}

// setCUFree makes a CU unit busy until cycle t for every SIMD.
func (cu *simCU) setCUFree(u gfx9.Unit, t int64) {
	u &= 7
	cu.free[0][u], cu.free[1][u], cu.free[2][u], cu.free[3][u] = t, t, t, t
}

// issue issues the wave's next instruction at cycle t; it reports whether
// the wave ended.
func (s *gpuSim) issue(cu *simCU, sd *simSIMD, w *simWave, rec traceRec, ti *tinfo, t int64) bool {
	// The stall before this instruction: the part the wave's own
	// constraints explain goes to their cause, the rest to arbitration
	// (added when 0 too: the branch mispredicted).
	stall := max(t-w.earlier, 0)
	dep := min(max(w.ready-w.earlier, 0), stall)
	s.stalls[w.cause] += dep
	s.stalls[causeIssue] += stall - dep
	s.instrs[ti.class]++
	// (the wave moves past the instruction at the end, where the call
	// saves fewer registers)
	c := ti.cost
	next := t + int64(c.Issue)
	cause := causeDependency
	switch ti.kind {
	case tkPlain:
		// VALU, SALU, or none (s_nop…: its row stays 0)
		if u := c.Unit; u != gfx9.UnitInternal {
			cu.free[sd.idx&3][u&7] = t + int64(c.Busy)
			s.busy[u&7] += int64(c.Busy)
		}
	case tkBranch:
		cu.free[sd.idx&3][gfx9.UnitBranch] = t + int64(c.Busy)
		if rec.x != 0 {
			next += int64(s.m.TakenBranchPenalty)
		}
	case tkWaitcnt:
		next, cause = w.waitcnt(ti, t, next)
		if next >= pendingDone {
			s.block(w, rec.pc, true, t)
		}
	case tkSMEM:
		cu.setCUFree(gfx9.UnitSMEM, t+int64(c.Busy))
		s.busy[gfx9.UnitSMEM] += int64(c.Busy)
		w.lgkm.push(&w.lgkmn, newLGKMOp(t+int64(s.m.SMEMLatency), true), t)
		sd.markFull(w)
	case tkLDS:
		busy := max(int64(c.Busy), int64(rec.x))
		if extra := busy - int64(c.Busy); extra > 0 {
			s.t.LDSBankConflictCycles += extra
		}
		cu.setCUFree(gfx9.UnitLDS, t+busy)
		s.busy[gfx9.UnitLDS] += busy
		done := t + busy - int64(c.Busy) + int64(s.m.LDSLatency)
		if n := w.lgkmn; n > 0 && !w.lgkm.ops[n-1].smem() {
			done = max(done, w.lgkm.ops[n-1].done()) // LDS results return in order
		}
		w.lgkm.push(&w.lgkmn, newLGKMOp(done, false), t)
		sd.markFull(w)
	case tkVMEM:
		n, lanes := int(rec.x&0xffff), int(rec.x>>16)
		lines := w.tr.lines[w.lpos : int(w.lpos)+n]
		w.lpos += int32(n)
		// the pipeline looks up a few distinct lines and moves 64 bytes
		// per cycle
		bytes := lanes * int(ti.bytes)
		busy := max(int64(c.Busy), int64((n+s.m.L1TagsPerCycle-1)/s.m.L1TagsPerCycle), int64((bytes+s.m.L1BytesPerCycle-1)/s.m.L1BytesPerCycle))
		cu.setCUFree(gfx9.UnitVMEM, t+busy)
		s.busy[gfx9.UnitVMEM] += busy
		s.memory(cu, w, ti, lines, t, t+busy)
		sd.markFull(w)
	case tkBarrier:
		g := w.g
		g.arrived++
		g.arrivedAt = max(g.arrivedAt, t)
		w.barrier = true
		sd.barriers++
		w.earlier = next
		if g.arrived == g.live {
			s.release(cu, g, g.arrivedAt)
		}
		s.step(w, sd)
		return false
	case tkEnd:
		s.endWave(cu, sd, w, t+int64(c.Issue))
		return true
	}
	w.earlier = t + int64(s.m.IssuePeriod)
	w.ready, w.cause = next, uint8(cause)
	s.step(w, sd)
	return false
}

// waitcnt is the cycle from which a wave whose s_waitcnt ti issues at
// cycle t may issue its next instruction (at least next), and what it
// waits for.
func (w *simWave) waitcnt(ti *tinfo, t, next int64) (int64, int) {
	cause := causeDependency
	if int(w.vmn.n) > int(ti.vm) {
		w.vm.prune(&w.vmn, t)
		if at := w.vm.wait(w.vmn, int(ti.vm)); at > next {
			next, cause = at, causeVMEM
		}
	}
	if int(w.lgkmn) > int(ti.lgkm) {
		w.lgkm.prune(&w.lgkmn, t)
	}
	if at, smem := w.lgkm.wait(w.lgkmn, int(ti.lgkm)); at > next {
		next, cause = at, causeLDS
		if smem {
			cause = causeSMEM
		}
	}
	return next, cause
}

// release resumes the waves of a workgroup whose last live wave reached
// the barrier at cycle t.
func (s *gpuSim) release(cu *simCU, g *simGroup, t int64) {
	at := t + int64(s.m.BarrierLatency)
	for _, w := range g.waves {
		if !w.barrier {
			continue
		}
		w.barrier = false
		w.simd.barriers--
		w.ready, w.cause = at, causeBarrier
		s.queue(cu, w.simd, w, align(max(at, cu.turns.cycle+1), w.simd.idx))
	}
	g.arrived, g.arrivedAt = 0, 0
}

// endWave retires a wave at cycle t, and its workgroup with its last wave.
func (s *gpuSim) endWave(cu *simCU, sd *simSIMD, w *simWave, t int64) {
	faultinject.At(faultinject.TimingModelWaveEnd)
	i := int(w.slot)
	sd.waves = append(sd.waves[:i], sd.waves[i+1:]...)
	for k := i; k < len(sd.waves); k++ {
		sd.waves[k].slot = uint8(k)
	}
	// the queued slots above i move down with their waves
	copy(sd.units[i:], sd.units[i+1:])
	for u := range sd.byUnit {
		sd.byUnit[u] = uint16(dropSlot(uint64(sd.byUnit[u]), i))
	}
	sd.full = uint16(dropSlot(uint64(sd.full), i))
	cu.turns.dropSlot(sd.idx, i)
	sd.residents--
	g := w.g
	g.live--
	cu.busyEnd = max(cu.busyEnd, t)
	s.residentWaveCycles += float64(t - g.start)
	if g.live > 0 {
		if g.arrived > 0 && g.arrived == g.live {
			s.release(cu, g, max(t, g.arrivedAt))
		}
		return
	}
	s.finishGroup(cu, g, t)
}

func (s *gpuSim) finishGroup(cu *simCU, g *simGroup, t int64) {
	cu.groups--
	cu.lds -= s.ldsPerGroup
	s.p.traces.release(g.tr)
	s.caches.recycle(g)
	s.fill(cu, t)
}

// cache is a set-associative cache of line numbers with LRU replacement.
// A set is emptied when first touched in a dispatch (its generation is
// behind the cache's), so a cache reused by the next dispatch (Program.sims)
// costs that dispatch only the sets it touches. Besides its tags, a set's
// state is 16 bytes (cacheSet): an access reads three host cache lines of
// the 4 MiB L2's model, where tags, use stamps, dirty flags and
// generations in arrays of their own took up to six.
type cache struct {
	nsets, ways int
	tags        []uint64 // line+1 per way; 0 is empty
	sets        []cacheSet
	cur         uint32
}

// cacheSet is a set's replacement state: its ways (at most 16) by recency,
// four bits each, the most recent lowest; the empty and the dirty ways, by
// bit; its generation.
type cacheSet struct {
	order        uint64
	empty, dirty uint16
	gen          uint32
}

// identityOrder has way i at rank i.
const identityOrder = 0xfedcba9876543210

func newCache(lines, ways int) *cache {
	if ways > 16 {
		panic("timing model: a cache of more than 16 ways")
	}
	n := max(1, lines/ways)
	return &cache{nsets: n, ways: ways, tags: make([]uint64, n*ways), sets: make([]cacheSet, n), cur: 1}
}

// set returns the line's set and its first way, emptying a stale set.
func (c *cache) set(line uint64) (*cacheSet, int) {
	i := int(line % uint64(c.nsets))
	b := i * c.ways
	st := &c.sets[i]
	if st.gen != c.cur {
		clear(c.tags[b : b+c.ways])
		*st = cacheSet{order: identityOrder, empty: uint16(1<<c.ways - 1), gen: c.cur}
	}
	return st, b
}

// touch makes way v the set's most recently used.
func (st *cacheSet) touch(v int) {
	// the rank of v: the lowest nibble of order equal to v
	x := st.order ^ 0x1111111111111111*uint64(v)
	r := bits.TrailingZeros64((x-0x1111111111111111)&^x&0x8888888888888888) / 4
	below := st.order & (1<<(4*r) - 1)
	st.order = st.order&^(1<<(4*r+4)-1) | below<<4 | uint64(v)
}

// access looks the line up, refreshing it, or puts it in place of its
// set's first empty way, else its least recently used line: it returns
// whether it was there, the way that holds it, and whether the line it
// replaced was dirty.
func (c *cache) access(line uint64) (hit bool, way int, victimDirty bool) {
	st, b := c.set(line)
	key := line + 1
	// (only the filled ways can hold it: a streaming access finds most
	// sets far from full)
	tags := c.tags[b : b+c.ways]
	for filled := ^uint64(st.empty) & (1<<len(tags) - 1); filled != 0; filled &= filled - 1 {
		i := bits.TrailingZeros64(filled)
		if tags[i] == key {
			st.touch(i)
			return true, b + i, false
		}
	}
	var v int
	if st.empty != 0 {
		v = bits.TrailingZeros16(st.empty)
	} else {
		v = int(st.order >> (4 * (c.ways - 1)) & 15)
		victimDirty = st.dirty>>(v&15)&1 != 0
	}
	c.tags[b+v] = key
	st.empty &^= 1 << (v & 15)
	st.dirty &^= 1 << (v & 15)
	st.touch(v)
	return false, b + v, victimDirty
}

// markDirty notes that the line at way (as access returned it) was written.
func (c *cache) markDirty(way int) {
	c.sets[way/c.ways].dirty |= 1 << (way % c.ways)
}

func (c *cache) drop(line uint64) {
	st, b := c.set(line)
	for i := 0; i < c.ways; i++ {
		if c.tags[b+i] == line+1 {
			c.tags[b+i] = 0
			st.empty |= 1 << i
			st.dirty &^= 1 << i
		}
	}
}

// clear empties the cache (buffer_wbinvl1; a new dispatch).
func (c *cache) clear() {
	c.cur++
	if c.cur == 0 {
		for i := range c.sets {
			c.sets[i].gen = 0
		}
		c.cur = 1
	}
}

// group and wave take a workgroup's or a wave's state from the ones the
// model finished with (in this dispatch or an earlier one), which keep
// their slices' storage; recycle returns a finished workgroup and its
// waves. Most dispatches then allocate no model state per wave (2560 waves
// with their counters' slices were most of the model's allocations).
func (c *simCaches) group() *simGroup { return reuse(&c.groups) }
func (c *simCaches) wave() *simWave {
	if n := len(c.waves); n > 0 {
		w := c.waves[n-1]
		c.waves = c.waves[:n-1]
		return w
	}
	w := &simWave{id: int32(len(c.all)), vm: new(vmQueue)}
	c.all = append(c.all, w)
	return w
}

// byID is the wave of id, nil for none (-1).
func (c *simCaches) byID(id int32) *simWave {
	if id < 0 || int(id) >= len(c.all) {
		return nil
	}
	return c.all[id]
}

// reuse takes the last of free, or a new T if there is none.
func reuse[T any](free *[]*T) *T {
	if n := len(*free); n > 0 {
		x := (*free)[n-1]
		*free = (*free)[:n-1]
		return x
	}
	return new(T)
}

func (c *simCaches) recycle(g *simGroup) {
	for _, w := range g.waves {
		w.tr, w.recs, w.g, w.simd, w.cu = nil, nil, nil, nil, nil
		c.waves = append(c.waves, w)
	}
	clear(g.waves)
	g.tr = nil
	c.groups = append(c.groups, g)
}

// simCaches are the caches of a timing run, kept between dispatches of a
// program (Program.sims).
type simCaches struct {
	l2  *cache
	l1  []*cache
	cus []*simCU
	// the state of finished workgroups and waves, for reuse
	groups []*simGroup
	waves  []*simWave
	// the deferred L2 requests' storage (empty between windows)
	deferred l2Deferred
	// all holds every wave state by its id: the model notes the wave it
	// issues for as an id (gpuSim.cur), since storing a pointer for each
	// instruction costs a write barrier while the garbage collector marks.
	all []*simWave
	// shards keeps the shards' storage (their deferred requests' slices)
	// between dispatches (timing_shards.go)
	shards []*simShard
}
