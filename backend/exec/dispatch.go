package exec

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
)

// Options control a dispatch.
type Options struct {
	// Budget is the most wave instructions the dispatch may execute
	// (0: DefaultBudget).
	Budget int64
	// Deadline, when not zero, is the most wall-clock time the dispatch
	// may run: a runaway kernel stops with a KindBudget error naming the
	// wave and its program counter.
	Deadline time.Duration
	// Context, when set, cancels the dispatch (a KindInterrupted error
	// naming what was done).
	Context context.Context
	// Progress, when set, counts the workgroups done as the dispatch runs.
	Progress *Progress
	// NoWaitcntCheck and NoHazardCheck switch off the two checks.
	NoWaitcntCheck bool
	NoHazardCheck  bool
	// Seed varies the interleaving of the waves of a workgroup and the
	// order in which the lanes of a wave perform an atomic instruction's
	// operations (seed 0: lane order); a given seed always gives the same
	// interleaving and orders.
	Seed uint64
	// Workers is the number of workgroups run in parallel (0: all cores).
	Workers int
	// Timing runs the timing model beside the dispatch (Stats.Timing): an
	// estimate of the dispatch's duration on a Vega 10 (docs/timing.md).
	// It does not change what the dispatch computes.
	Timing bool
	// LateDelivery is an oracle for tests of the waitcnt and store-
	// visibility checks, independent of them: loads deliver their results
	// only when an s_waitcnt retires them (the destination holds a poison
	// value until then), and a plain store's bytes become visible to other
	// waves only then (the scheduler takes them out of memory while the
	// wave is switched out) — behaviour hardware may show. With it, run
	// one workgroup at a time (Workers: 1) and without the checks.
	LateDelivery bool
	// HardwareLDSBounds runs LDS accesses beyond the workgroup's allocation
	// as the hardware does — a read returns 0, a write is dropped, an atomic
	// does nothing and returns 0 — instead of stopping with a KindFault
	// error. HLSL leaves such accesses undefined, and real shaders make
	// some whose results they never use.
	HardwareLDSBounds bool
	// LDSAlignment is the shader memory's alignment mode for LDS
	// (SH_MEM_CONFIG.alignment_mode): LDSUnaligned, the default, as ROCm's
	// driver sets it on gfx9 and as LLVM's code for amdhsa expects, or
	// LDSStrict, in which an access that is not aligned as
	// gfx9.DSAlignments requires stops the dispatch with a KindFault
	// error. hlslc's code depends on no mode: its tests run it strict.
	LDSAlignment LDSAlignment
}

// LDSAlignment is an alignment mode of the LDS (Options.LDSAlignment).
type LDSAlignment uint8

const (
	// LDSUnaligned: a DS read or write at any byte address moves the
	// bytes at that address (SH_MEM_ALIGNMENT_MODE_UNALIGNED). Atomics
	// still need their natural alignment (gfx9.DSAlignments): LLVM never
	// emits a misaligned one, and no document at hand says the hardware
	// performs one.
	LDSUnaligned LDSAlignment = iota
	// LDSStrict: every DS access naturally aligned (gfx9.DSAlignments),
	// which LLVM assumes without its unaligned access mode.
	LDSStrict
)

var ldsAlignmentNames = [...]string{LDSUnaligned: "unaligned", LDSStrict: "strict"}

func (a LDSAlignment) String() string {
	if int(a) < len(ldsAlignmentNames) {
		return ldsAlignmentNames[a]
	}
	return fmt.Sprintf("LDSAlignment(%d)", a)
}

// MarshalText is the mode's name (String).
func (a LDSAlignment) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText sets the mode a name (String) stands for.
func (a *LDSAlignment) UnmarshalText(s []byte) error {
	for m, n := range ldsAlignmentNames {
		if n == string(s) {
			*a = LDSAlignment(m)
			return nil
		}
	}
	return fmt.Errorf("unknown LDS alignment mode %q (strict or unaligned)", s)
}

// Progress is how far a dispatch is, readable from another goroutine
// while it runs.
type Progress struct {
	total        atomic.Uint64
	done         atomic.Uint64
	instructions atomic.Int64
}

// Workgroups returns the workgroups done and the dispatch's total.
func (p *Progress) Workgroups() (done, total uint64) { return p.done.Load(), p.total.Load() }

// Instructions is the number of wave instructions executed so far.
func (p *Progress) Instructions() int64 { return p.instructions.Load() }

// checkEvery is how many wave instructions a runner executes between
// looks at the clock and the context.
const checkEvery = 1 << 16

// DefaultBudget is the instruction budget when Options.Budget is 0.
const DefaultBudget = 1 << 34

// Dispatch describes one kernel launch.
type Dispatch struct {
	Grid      [3]uint32 // workgroups per dimension
	Workgroup [3]uint32 // work-items per workgroup per dimension
	Kernarg   []byte
	// BorderColorBase is the address of the border colour table
	// (TA_BC_BASE_ADDR): S#s of border colour type REGISTER read entry
	// BORDER_COLOR_PTR, four 32-bit values, 16 bytes apart. 0: none.
	BorderColorBase uint64
}

// Stats are a dispatch's statistics.
type Stats struct {
	Workgroups   int64
	Waves        int64
	Instructions [NumClasses]int64 // wave instructions by class
	// Cycles is the estimated issue cycles summed over all waves (see
	// estimateCycles).
	Cycles int64
	// Timing is the timing model's estimate (Options.Timing), nil without.
	Timing *Timing
}

// Total is the number of wave instructions executed.
func (s *Stats) Total() int64 {
	var n int64
	for _, c := range s.Instructions {
		n += c
	}
	return n
}

// group is one workgroup in flight.
type group struct {
	id     [3]uint32
	lds    []byte
	waves  []*wave
	bcBase uint64    // Dispatch.BorderColorBase
	marks  markState // stores left in flight across a barrier (visibility.go)
	// watch notes the group's memory accesses in a parallel timed run,
	// as workgroup key (order.go); nil otherwise.
	watch *orderWatch
	key   uint32
}

// dispatch packet layout (hsa_kernel_dispatch_packet_t).
const dispatchPacketSize = 64

// Run executes the kernel over the grid. Memory holds the buffers the
// kernarg segment points at; Run adds the kernarg segment and dispatch
// packet as allocations of their own.
func (p *Program) Run(mem *Memory, d Dispatch, opts Options) (*Stats, error) {
	for i := 0; i < 3; i++ {
		if d.Grid[i] == 0 || d.Workgroup[i] == 0 {
			return nil, fmt.Errorf("dispatch: grid %v and workgroup size %v must be positive in every dimension", d.Grid, d.Workgroup)
		}
	}
	wgSize := uint64(d.Workgroup[0]) * uint64(d.Workgroup[1]) * uint64(d.Workgroup[2])
	if wgSize > 1024 {
		return nil, fmt.Errorf("dispatch: workgroup size %v has %d work-items; gfx9 allows at most 1024", d.Workgroup, wgSize)
	}
	if d.Workgroup[1] > 1 && p.KD.VGPRWorkitemID() < 1 || d.Workgroup[2] > 1 && p.KD.VGPRWorkitemID() < 2 {
		// The kernel does not receive the ids it would need; it still runs
		// (hardware does the same), so this is not an error.
		_ = 0
	}
	if ks := int(p.KD.KernargSize); len(d.Kernarg) < ks {
		return nil, fmt.Errorf("dispatch: the kernel needs %d bytes of kernel arguments, got %d", ks, len(d.Kernarg))
	}
	if opts.Budget == 0 {
		opts.Budget = DefaultBudget
	}
	start := time.Now()
	mem.mapCode(p.Object.TextAddr, p.Object.Text)
	karg := mem.AllocBytes("kernarg segment", append([]byte(nil), d.Kernarg...))
	pkt := make([]byte, dispatchPacketSize)
	binary.LittleEndian.PutUint16(pkt[0:], 2) // HSA_PACKET_TYPE_KERNEL_DISPATCH
	binary.LittleEndian.PutUint16(pkt[2:], 3) // dimensions
	binary.LittleEndian.PutUint16(pkt[4:], uint16(d.Workgroup[0]))
	binary.LittleEndian.PutUint16(pkt[6:], uint16(d.Workgroup[1]))
	binary.LittleEndian.PutUint16(pkt[8:], uint16(d.Workgroup[2]))
	for i := 0; i < 3; i++ {
		binary.LittleEndian.PutUint32(pkt[12+4*i:], d.Grid[i]*d.Workgroup[i])
	}
	binary.LittleEndian.PutUint32(pkt[24:], p.KD.PrivateSegmentFixedSize)
	binary.LittleEndian.PutUint32(pkt[28:], p.KD.GroupSegmentFixedSize)
	binary.LittleEndian.PutUint64(pkt[40:], karg.Base)
	pa := mem.AllocBytes("dispatch packet", pkt)

	total := uint64(d.Grid[0]) * uint64(d.Grid[1]) * uint64(d.Grid[2])
	if opts.Progress != nil {
		opts.Progress.total.Store(total)
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if uint64(workers) > total {
		workers = int(total)
	}
	mem.enter()
	defer mem.leave()
	// One scratch region per worker, for the waves of one workgroup.
	scratch := make([]*Alloc, workers)
	if waveBytes := scratchWaveBytes(p.KD.PrivateSegmentFixedSize); waveBytes > 0 {
		nw := (wgSize + 63) / 64
		for k := range scratch {
			scratch[k] = mem.Alloc(fmt.Sprintf("scratch of worker %d", k), int(waveBytes*nw))
		}
	}
	l := launchState{d: &d, opts: &opts, karg: karg.Base, pkt: pa.Base, total: total, wgSize: wgSize, start: start}
	// A timed dispatch whose workgroups may read what others write runs
	// again in dispatch order on one worker when they did (order.go).
	var watch *orderWatch
	if opts.Timing && workers > 1 && p.writesMemory() {
		watch = newOrderWatch(mem)
	}
	st, err := p.runWorkers(mem, &l, scratch, watch)
	if watch != nil && watch.clashed() {
		if testHookOrdered != nil {
			testHookOrdered()
		}
		watch.restore()
		if opts.Progress != nil {
			opts.Progress.done.Store(0)
		}
		st, err = p.runWorkers(mem, &l, scratch[:1], nil)
	}
	return st, err
}

// launchState is what every attempt at a dispatch shares (runWorkers).
type launchState struct {
	d         *Dispatch
	opts      *Options
	karg, pkt uint64
	total     uint64
	wgSize    uint64
	start     time.Time
}

// runWorkers runs the dispatch's workgroups on len(scratch) workers (and
// the timing model beside them), noting cross-workgroup accesses in watch
// when it is not nil.
func (p *Program) runWorkers(mem *Memory, l *launchState, scratch []*Alloc, watch *orderWatch) (*Stats, error) {
	d, opts, total, wgSize, start := l.d, l.opts, l.total, l.wgSize, l.start
	workers := len(scratch)
	var (
		next atomic.Uint64
		used atomic.Int64
		// firstErr is the error of the first workgroup in dispatch order
		// that failed, errAt its index (under mu)
		firstErr error
		errAt    = uint64(math.MaxUint64)
		pub      publishState
		failed   atomic.Bool
		wg       sync.WaitGroup
		mu       sync.Mutex
		stats    Stats
	)
	// The timing model replays the workgroups' traces beside the workers.
	var (
		broker *traceBroker
		timed  chan timingOutcome
	)
	if watch != nil {
		watch.stop = func() {
			failed.Store(true)
			if broker != nil {
				broker.fail()
			}
		}
	}
	if opts.Timing {
		broker = newTraceBroker(total, workers, &p.traces)
		next := broker.take
		if testHookTraces != nil {
			next = testHookTraces(next)
		}
		sim, err := newGPUSim(p, int((wgSize+63)/64), next)
		if err != nil {
			return nil, fmt.Errorf("timing model: %v", err)
		}
		// The model shards only once every workgroup is placed, when the
		// workers are done: it may then use every core, whatever their
		// number (timing_shards.go).
		sim.makeShards(runtime.GOMAXPROCS(0))
		timed = make(chan timingOutcome, 1)
		go func() {
			var out timingOutcome
			defer func() { timed <- out }()
			// A panic of the model is an error of this dispatch, not of
			// the process (hlslc run --timing, the server): the workers
			// stop, and Run returns it.
			defer func() {
				if v := recover(); v != nil {
					out.err = sim.internalError(v)
					failed.Store(true)
					broker.fail()
				}
			}()
			out.t = sim.run()
		}()
	}
	for k := 0; k < workers; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := &runner{p: p, mem: mem, d: d, opts: opts, karg: l.karg, pkt: l.pkt, used: &used, scratch: scratch[k], broker: broker, pub: &pub, start: start, watch: watch}
			if st, ok := p.states.Get().(*runnerState); ok {
				r.runnerState = *st
				for _, w := range r.pool {
					w.mem, w.opts = mem, opts
				}
			}
			defer func() {
				if r.broken {
					return // its state is not fit for reuse
				}
				st := r.runnerState
				for _, w := range st.pool {
					w.mem, w.opts, w.wg = nil, nil, nil
				}
				p.states.Put(&st)
			}()
			for !failed.Load() {
				i := next.Add(1) - 1
				if i >= total {
					break
				}
				id := [3]uint32{uint32(i % uint64(d.Grid[0])), uint32(i / uint64(d.Grid[0]) % uint64(d.Grid[1])), uint32(i / (uint64(d.Grid[0]) * uint64(d.Grid[1])))}
				err := r.runGroupRecovered(i, id)
				if err == nil && opts.Progress != nil {
					opts.Progress.done.Add(1)
				}
				if err != nil {
					// Workers take workgroups in dispatch order and finish the
					// ones they hold, so every workgroup before this one ends
					// too: the error reported is the first one's in dispatch
					// order, whichever worker met its own first.
					mu.Lock()
					if i < errAt {
						errAt, firstErr = i, err
					}
					mu.Unlock()
					failed.Store(true)
					if broker != nil {
						broker.fail()
					}
					break
				}
			}
			mu.Lock()
			stats.Workgroups += r.stats.Workgroups
			stats.Waves += r.stats.Waves
			stats.Cycles += r.stats.Cycles
			for c := range stats.Instructions {
				stats.Instructions[c] += r.stats.Instructions[c]
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	if timed != nil {
		t := <-timed
		if firstErr == nil {
			stats.Timing, firstErr = t.t, t.err
		}
	}
	if firstErr != nil {
		return &stats, firstErr
	}
	return &stats, nil
}

type timingOutcome struct {
	t   *Timing
	err error // a panic of the model, recovered
}

// runnerState is the storage a runner reuses from one workgroup to the
// next, and the program from one dispatch to the next: allocating and
// clearing the waves anew for every dispatch costs more than a short
// kernel's execution.
type runnerState struct {
	pool []*wave
	lds  []byte
}

// runner runs workgroups one after another on one goroutine, reusing its
// wave state, so memory stays bounded by the workgroups in flight.
type runner struct {
	p         *Program
	mem       *Memory
	d         *Dispatch
	opts      *Options
	karg, pkt uint64
	used      *atomic.Int64
	runnerState
	group   group
	scratch *Alloc // private memory of the workgroup in flight, or nil
	stats   Stats
	// the descriptor's initial-state layout, read once
	users   []codeobj.UserSGPR
	systems []codeobj.SystemSGPR
	vid     int
	// starts holds the waves' starting EXEC and work-item ids, by wave
	// index in the workgroup.
	starts []waveStart
	// sgprInit holds the user SGPRs every wave starts with.
	sgprInit [128]uint32
	// broker takes the workgroups' traces to the timing model (nil
	// without Options.Timing).
	broker *traceBroker
	pub    *publishState
	// start is when the dispatch began; sinceCheck counts the wave
	// instructions since the runner last looked at the clock.
	start      time.Time
	sinceCheck int64
	// watch is the dispatch's order watch (order.go), or nil.
	watch *orderWatch
	// running is the wave schedule last ran; broken is set when a panic
	// was recovered (runGroupRecovered).
	running *wave
	broken  bool
}

// runGroupRecovered is runGroup with a panic of the executor turned into
// an error of the dispatch (KindInternal), placed at the wave that was
// running and its program counter (that of the instruction that panicked
// or of the one after it: wave.run moves the program counter first).
func (r *runner) runGroupRecovered(index uint64, id [3]uint32) (err error) {
	r.running = nil
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		r.broken = true
		e := &Error{Kind: KindInternal, Part: "the executor", Workgroup: id, Wave: -1, Lane: -1, Msg: fmt.Sprint(v)}
		if w := r.running; w != nil {
			e.Wave = w.id
			if pc := w.pc; pc >= 0 && pc < len(r.p.insts) && r.p.insts[pc] != nil {
				e.PC, e.Inst = r.p.insts[pc].pc, r.p.insts[pc].in.Format(true)
				e.Msg += " (in this instruction or the one the wave executed before it)"
			}
		}
		err = e
	}()
	return r.runGroup(index, id)
}

func (r *runner) wave(i int) *wave {
	for len(r.pool) <= i {
		w := &wave{prog: r.p, mem: r.mem, opts: r.opts, v: make([]uint32, r.p.nvgpr*64), lastProd: make([]int64, len(gfx9.HazardRules))}
		r.pool = append(r.pool, w)
	}
	return r.pool[i]
}

func (r *runner) runGroup(index uint64, id [3]uint32) error {
	p, d := r.p, r.d
	kd := &p.KD
	ldsSize := kd.LDSSize()
	if cap(r.lds) < ldsSize {
		// a whole number of qwords: the allocation is 8-byte aligned
		// whatever the size (ds_fast.go reads aligned dwords in place)
		r.lds = make([]byte, ldsSize, (ldsSize+7)&^7)
	}
	lds := r.lds[:ldsSize]
	clear(lds)
	if r.scratch != nil {
		clear(r.scratch.mem) // deterministic private memory (what the dispatch reads, copied or not)
	}
	// The runner's one group state is reused: memory is bounded by the
	// workgroups in flight (one per worker), not by the grid.
	g := &r.group
	g.resetMarks()
	g.id, g.lds, g.waves, g.bcBase = id, lds, g.waves[:0], d.BorderColorBase
	g.watch, g.key = r.watch, groupKey(index)
	if r.users == nil {
		r.users, r.systems, r.vid = kd.UserSGPRs(), kd.SystemSGPRs(), kd.VGPRWorkitemID()
		r.initSGPRs()
	}
	nw := int(d.Workgroup[0]*d.Workgroup[1]*d.Workgroup[2]+63) / 64
	if r.starts == nil {
		r.initStarts()
	}
	var gt *groupTrace // the workgroup's trace for the timing model
	if r.broker != nil {
		gt = p.traces.group(id, nw)
	}
	for wi := 0; wi < nw; wi++ {
		w := r.wave(wi)
		w.reset(g, wi)
		// The user SGPRs are the same for every wave of the dispatch
		// (initSGPRs); the system SGPRs after them say which group and
		// wave this is.
		w.s = r.sgprInit
		s := kd.UserSGPRCount()
		for _, sys := range r.systems {
			var val uint32
			switch sys {
			case "workgroup_id_x":
				val = id[0]
			case "workgroup_id_y":
				val = id[1]
			case "workgroup_id_z":
				val = id[2]
			case codeobj.SysPrivateSegmentWaveOff:
				val = uint32(uint64(wi) * scratchWaveBytes(kd.PrivateSegmentFixedSize))
			case "workgroup_info":
				val = uint32(ldsSize) // LDS size is the part a program can use
			}
			if s < len(w.s) {
				w.s[s] = val
			}
			s++
		}
		start := &r.starts[wi]
		copy(w.v, start.ids)
		w.setExec(start.exec)
		w.scratch, w.pub = r.scratch, r.pub
		if gt != nil {
			w.trace = gt.waves[wi]
		}
		g.waves = append(g.waves, w)
	}
	err := r.schedule(g)
	if gt != nil {
		for _, w := range g.waves {
			w.trace = nil
		}
		if err == nil {
			r.broker.put(index, gt)
		} else {
			r.p.traces.release(gt)
		}
	}
	for _, w := range g.waves {
		for c := range w.count {
			r.stats.Instructions[c] += w.count[c]
		}
		r.stats.Cycles += w.cycles
	}
	r.stats.Waves += int64(len(g.waves))
	r.stats.Workgroups++
	return err
}

// waveStart is what a wave of a workgroup starts with beyond the SGPRs:
// EXEC and the work-item id rows (v0, and v1 and v2 when the descriptor
// asks for them), the same in every workgroup of a dispatch.
type waveStart struct {
	exec uint64
	ids  []uint32
}

// initStarts computes the waves' starting EXEC and work-item ids: lane l
// of wave wi is work-item wi*64+l, counted x fastest.
func (r *runner) initStarts() {
	d, p := r.d, r.p
	nx, ny, nz := d.Workgroup[0], d.Workgroup[1], d.Workgroup[2]
	items := int(nx * ny * nz)
	rows := min(r.vid+1, p.nvgpr)
	r.starts = make([]waveStart, (items+63)/64)
	for wi := range r.starts {
		st := &r.starts[wi]
		st.ids = make([]uint32, rows*64)
		for l := 0; l < 64 && wi*64+l < items; l++ {
			t := uint32(wi*64 + l)
			st.exec |= 1 << l
			ids := [3]uint32{t % nx, t / nx % ny, t / (nx * ny)}
			for k := 0; k < rows; k++ {
				st.ids[k*64+l] = ids[k]
			}
		}
	}
}

// initSGPRs computes the user SGPRs every wave starts with, in ABI order.
func (r *runner) initSGPRs() {
	kd := &r.p.KD
	v := &r.sgprInit
	s := 0
	for _, u := range r.users {
		var val uint64
		switch u.Name {
		case "private_segment_buffer":
			// without a private segment: a null V# (num_records 0)
			if r.scratch != nil {
				vd := privateDescriptor(r.scratch.Base)
				for k := 0; k < 4 && s+k < len(v); k++ {
					v[s+k] = vd[k]
				}
				s += u.Count
				continue
			}
		case "dispatch_ptr":
			val = r.pkt
		case "queue_ptr":
			val = 0
		case "kernarg_segment_ptr":
			val = r.karg
		case "dispatch_id":
			val = 0
		case "flat_scratch_init":
			if r.scratch != nil {
				val = r.scratch.Base
			}
		case "private_segment_size":
			val = uint64(kd.PrivateSegmentFixedSize)
		}
		for k := 0; k < u.Count && s+k < len(v); k++ {
			v[s+k] = uint32(val >> (32 * (k % 2)))
		}
		s += u.Count
	}
}

func (w *wave) reset(g *group, id int) {
	w.scc = false
	w.mode = w.prog.mode
	w.gprIdx, w.csp = false, 0
	clear(w.v)
	w.pc = w.prog.entry
	w.done, w.bar = false, false
	w.id, w.wg = id, g
	w.laneRng = 0
	if w.opts.Seed != 0 {
		w.laneRng = w.opts.Seed ^ uint64(g.id[0])*0x9e3779b97f4a7c15 ^ uint64(g.id[1])<<21 ^ uint64(g.id[2])<<42 ^ uint64(id+1)*0xbf58476d1ce4e5b9
		if w.laneRng == 0 {
			w.laneRng = 1
		}
	}
	w.vmq, w.lgkmq = w.vmq[:0], w.lgkmq[:0]
	w.arena, w.stores, w.nextStore, w.held, w.holding = w.arena[:0], w.stores[:0], 0, w.held[:0], false
	w.seen = w.seen[:0]
	if w.npend > 0 {
		w.pendRegs = [numRegCodes]*dinst{}
		w.pendBits = [len(w.pendBits)]uint64{}
		w.npend = 0
	}
	w.nhist, w.ws = 0, 0
	for i := range w.lastProd {
		w.lastProd[i] = -1 << 40
	}
	w.count = [NumClasses]int64{}
	w.cycles, w.steps = 0, 0
}

// schedule interleaves the waves of a workgroup: each runs for a quantum
// drawn from a generator seeded by the seed and workgroup id, or until it
// reaches s_barrier or s_endpgm. Seed 0 runs them in order, each until a
// barrier or its end.
func (r *runner) schedule(g *group) error {
	rng := r.opts.Seed ^ uint64(g.id[0])*0x9e3779b97f4a7c15 ^ uint64(g.id[1])<<21 ^ uint64(g.id[2])<<42 ^ 0x2545f4914f6cdd1d
	next := func() uint64 {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return rng
	}
	budget := r.opts.Budget
	for {
		live, atBar := 0, 0
		for _, w := range g.waves {
			if !w.done {
				live++
				if w.bar {
					atBar++
				}
			}
		}
		if live == 0 {
			return nil
		}
		if atBar == live {
			for _, w := range g.waves {
				w.bar = false
			}
			g.releaseMarks()
		}
		// Seed 0 runs the waves in order, each until a barrier or its end:
		// the reference interpreter's schedule, so that programs whose
		// result depends on the order of atomics among waves compare
		order := 0
		if r.opts.Seed != 0 {
			order = int(next() % uint64(len(g.waves)))
		}
		for k := range g.waves {
			w := g.waves[(order+k)%len(g.waves)]
			if w.done || w.bar {
				continue
			}
			quantum := int64(1 + next()%64)
			if r.opts.Seed == 0 {
				quantum = 1 << 20
			}
			late := r.opts.LateDelivery
			r.running = w
			if late {
				w.switchIn()
			}
			err := w.run(quantum)
			r.running = nil
			if late {
				w.switchOut()
			}
			if err != nil {
				return err
			}
			used := r.used.Add(w.steps)
			if r.opts.Progress != nil {
				r.opts.Progress.instructions.Add(w.steps)
			}
			if used > budget {
				return w.stopped(KindBudget, "the dispatch executed more than %d wave instructions (its budget)", budget)
			}
			if r.sinceCheck += w.steps; r.sinceCheck >= checkEvery {
				r.sinceCheck = 0
				if err := r.checkTime(w, used); err != nil {
					return err
				}
			}
			w.steps = 0
		}
	}
}

// checkTime stops the dispatch when it has run past Options.Deadline or
// its context is done.
func (r *runner) checkTime(w *wave, used int64) error {
	if r.watch != nil && r.watch.clash.Load() {
		return errReordered
	}
	if r.opts.Deadline > 0 {
		if el := time.Since(r.start); el > r.opts.Deadline {
			return w.stopped(KindBudget, "the dispatch ran for more than %v (its budget), executing %d wave instructions", r.opts.Deadline, used)
		}
	}
	if ctx := r.opts.Context; ctx != nil && ctx.Err() != nil {
		return w.stopped(KindInterrupted, "interrupted after %v and %d wave instructions", time.Since(r.start).Round(time.Millisecond), used)
	}
	return nil
}

// stopped is the error of a dispatch stopped from outside while this wave
// ran: it names the wave's next instruction.
func (w *wave) stopped(kind ErrorKind, format string, args ...any) error {
	var d *dinst
	if uint(w.pc) < uint(len(w.prog.insts)) {
		d = w.prog.insts[w.pc]
	}
	return w.errorf(kind, d, format, args...)
}

// run executes up to n instructions, stopping early at a barrier or the end.
func (w *wave) run(n int64) error {
	insts := w.prog.insts
	checks := !w.opts.NoWaitcntCheck
	hazards := !w.opts.NoHazardCheck
	// steps and cycles are counted locally and added once per call.
	var steps, cycles int64
	defer func() {
		w.steps += steps
		w.cycles += cycles
	}()
	if w.done || w.bar {
		return nil
	}
	for ; n > 0; n-- {
		pc := w.pc
		if uint(pc) >= uint(len(insts)) || insts[pc] == nil {
			return w.badPC()
		}
		d := insts[pc]
		// The short path: an instruction that only computes registers,
		// with nothing outstanding to check it against and nothing to
		// record.
		if !d.slow && (w.npend == 0 || !checks) && !w.gprIdx {
			w.pc = d.next
			if err := d.run(w, d); err != nil {
				return err
			}
			if tr := w.trace; tr != nil {
				if recorded(d.tim.kind) {
					tr.recs = append(tr.recs, traceRec{int32(d.pc / 4), 0})
				}
				if w.pc != d.next {
					tr.recs = append(tr.recs, jumpRec(int(d.pc/4), w.pc))
				}
			}
			w.ws += int64(d.waits)
			w.count[d.class]++
			cycles += int64(d.cycles)
			steps++
			continue
		}
		if w.gprIdx && d.valu {
			d = w.indexed(d)
		}
		if d.errBeforeRun != "" {
			return w.errorf(KindRegister, d, "%s", d.errBeforeRun)
		}
		if checks && w.npend > 0 {
			if err := w.checkPending(d); err != nil {
				return err
			}
		}
		if hazards && d.isCons {
			if err := w.checkHazards(d); err != nil {
				return err
			}
		}
		var x uint32
		if d.mem != nil {
			if tr := w.trace; tr != nil {
				from := len(tr.lines)
				x = w.traceMem(d)
				if w.wg.watch != nil && d.tim.kind == tkVMEM {
					w.noteVMEM(d, from)
				}
			}
			if checks {
				if err := w.beforeMem(d); err != nil {
					return err
				}
			}
			if w.opts.LateDelivery && d.mem.write {
				if d.mem.read {
					w.commitHeld()
				} else {
					w.withhold(d)
				}
			}
		} else if d.invalidatesL1 && checks {
			if err := w.checkInvalidate(d); err != nil {
				return err
			}
		} else if d.sacc.bytes != 0 && w.wg.watch != nil {
			w.noteSMEM(d)
		}
		w.pc = d.next
		if err := d.run(w, d); err != nil {
			return err
		}
		if tr := w.trace; tr != nil {
			if recorded(d.tim.kind) {
				tr.recs = append(tr.recs, traceRec{int32(d.pc / 4), x})
			}
			if w.pc != d.next {
				tr.recs = append(tr.recs, jumpRec(int(d.pc/4), w.pc))
			}
		}
		if d.counter != 0 {
			w.issueMem(d)
		}
		if w.bar && checks {
			w.atBarrier(d)
		}
		w.recordHistory(d)
		w.count[d.class]++
		cycles += int64(d.cycles)
		steps++
		if w.done || w.bar {
			break
		}
	}
	return nil
}

func (w *wave) badPC() error {
	p := w.prog
	off := uint64(w.pc) * 4
	if err, ok := p.decodeErr[w.pc]; ok {
		e := w.errorf(KindUnsupported, nil, "cannot decode the instruction: %v", err).(*Error)
		e.PC = off
		e.Inst = fmt.Sprintf("word %#08x", binary.LittleEndian.Uint32(p.Object.Text[off:]))
		return e
	}
	e := w.errorf(KindFault, nil, "the program counter left the kernel's code (or entered the middle of an instruction)").(*Error)
	e.PC = off
	e.Inst = "?"
	return e
}
