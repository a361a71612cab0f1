package exec

import (
	"math/bits"
	"slices"
	"sync"

	"hlslc/backend/gfx9"
)

// Traces for the timing model (timing.go). With Options.Timing, each wave
// records the path it executes; the records of a workgroup go to the
// timing model in dispatch order through a traceBroker, which keeps the
// workers at most a window of workgroups ahead of the model, so memory
// stays bounded by the workgroups in flight.
//
// A trace holds what the program text does not say: where control went
// other than to the next instruction, and what each LDS or vector memory
// instruction touched. The model walks the instructions from the entry
// point, following the records, so that a run of ALU instructions costs
// neither a record to write nor one to read (reading one per instruction
// was most of the model's time, in cache misses).

// traceRec is one record, in execution order: for an instruction of
// timing kind tkLDS or tkVMEM (pc ≥ 0, its word index in .text), what the
// timing model needs beyond the static instruction: the LDS bank passes,
// or for a vector memory access the number of cache lines (in
// waveTrace.lines) in the low 16 bits and the active lanes above; for an
// instruction after which the wave went elsewhere than to the next
// instruction (a taken branch, s_setpc…), pc = ^(its word index) and x the
// word index it went to.
type traceRec struct {
	pc int32
	x  uint32
}

// jumpRec is the record of a control transfer from word index from to to.
func jumpRec(from, to int) traceRec { return traceRec{^int32(from), uint32(to)} }

// recorded reports whether an instruction of timing kind k has a record
// of its own (as opposed to one for a jump from it).
func recorded(k tkind) bool { return k == tkLDS || k == tkVMEM }

type waveTrace struct {
	recs  []traceRec
	lines []uint64
}

type groupTrace struct {
	id    [3]uint32 // the workgroup's
	waves []*waveTrace
}

// testHookTraces, when set by a test, wraps the source of the workgroup
// traces the timing model replays (BenchmarkTimingModel keeps them).
var testHookTraces func(next func() (*groupTrace, bool)) func() (*groupTrace, bool)

// traceStore keeps the workgroup traces the timing model finished with,
// each with its waves' traces and their records' storage, for the next
// workgroups the workers record (in this dispatch or a later one of the
// program). Not a sync.Pool, for the reason Program.sims gives: a garbage
// collection empties a pool, and then a timed run made most of its traces
// anew, with their record slices grown by appends (about ten allocations
// a wave, most of the timed run's allocations).
type traceStore struct {
	mu     sync.Mutex
	groups []*groupTrace
}

// maxStoredGroups bounds the store: as many workgroups as the modelled GPU
// holds at once (gfx9.MaxGroupsPerCU on each of Vega 10's 64 CUs) and the
// broker's window beyond them for a few workers; traces released beyond it
// (a dispatch of more workers, or a benchmark handing the model copies of
// its own) are left to the garbage collector.
const maxStoredGroups = 64*gfx9.MaxGroupsPerCU + 256

// group is the trace of workgroup id with n empty wave traces, which the
// runner's waves record into.
func (st *traceStore) group(id [3]uint32, n int) *groupTrace {
	var g *groupTrace
	st.mu.Lock()
	if k := len(st.groups); k > 0 {
		g = st.groups[k-1]
		st.groups[k-1] = nil
		st.groups = st.groups[:k-1]
	}
	st.mu.Unlock()
	if g == nil {
		g = new(groupTrace)
	}
	g.id = id
	// a stored group keeps its wave traces beyond its length (release)
	g.waves = slices.Grow(g.waves[:0], n)[:n]
	for i, t := range g.waves {
		if t == nil {
			t = new(waveTrace)
			g.waves[i] = t
		}
		t.recs, t.lines = t.recs[:0], t.lines[:0]
	}
	return g
}

// release returns a workgroup's traces to the store.
func (st *traceStore) release(g *groupTrace) {
	st.mu.Lock()
	if len(st.groups) < maxStoredGroups {
		st.groups = append(st.groups, g)
	}
	st.mu.Unlock()
}

// timingScratch is a wave's working storage for tracing.
type timingScratch struct {
	acc   [128]access
	banks bankState
}

// traceMem computes the extra of a DS or vector memory instruction's
// record before it runs (its addresses may be overwritten by its result).
// The common case — every active lane one element after the previous
// lane's — is recognized from the address register alone: such an access
// has no bank conflict, and its lines are one contiguous range.
func (w *wave) traceMem(d *dinst) uint32 {
	m := d.mem
	if w.ts == nil {
		w.ts = new(timingScratch)
	}
	var st addrState
	w.liveAddr(d, &st)
	lanes := uint32(bits.OnesCount64(st.exec)) << 16
	if d.tim.kind != tkVMEM {
		lanes = 0
	}
	if n, ok := w.traceContiguous(d, m, &st); ok {
		return n | lanes
	}
	if d.tim.kind == tkLDS && m.space == spaceLDS && !m.addtid && st.lo != nil {
		return uint32(ldsBankPasses(st.exec, (*[64]uint32)(st.lo), m.offs, m.bytes, m.naccess))
	}
	acc, space := accessesOf(m, &st, w.ts.acc[:])
	switch d.tim.kind {
	case tkLDS:
		if space == spaceLDS {
			return uint32(w.bankPasses(acc, m.bytes, m.naccess))
		}
	case tkVMEM:
		tr := w.trace
		n0 := len(tr.lines)
		// MUBUF through the private segment V# reaches the worker's
		// scratch region, whose address says nothing about the hardware's
		switch w.memSpaceOf(acc, space) {
		case spaceGlobal:
			tr.lines = lines(tr.lines, acc, m.bytes)
		case spacePrivate, spaceImage:
			// Private memory interleaves the lanes' dwords; image
			// addresses are not computed: count the bytes' lines.
			n := (len(acc)*m.bytes + 63) / 64
			for i := 0; i < n; i++ {
				tr.lines = append(tr.lines, anonLine|uint64(i))
			}
		}
		return uint32(len(tr.lines)-n0) | lanes
	}
	return 0
}

// traceContiguous handles an LDS access (one or two per lane), or a
// GLOBAL access, whose active lanes' addresses step by the element size:
// it returns the bank passes (contiguousPasses) or appends the line range.
// A GLOBAL address is an SGPR base plus the VGPR, or a VGPR pair whose
// high halves are all the same (the low halves do not wrap).
func (w *wave) traceContiguous(d *dinst, m *memOp, st *addrState) (uint32, bool) {
	lds := d.tim.kind == tkLDS && m.space == spaceLDS && !m.addtid
	glob := d.tim.kind == tkVMEM && m.space == spaceGlobal && !m.flat && !m.buffer && (st.useS || st.hi != nil)
	if !lds && !glob || st.lo == nil || st.exec == 0 || m.bytes < 4 {
		return 0, false
	}
	exec, row := st.exec, (*[64]uint32)(st.lo)
	step := uint32(m.bytes)
	first, last := bits.TrailingZeros64(exec), 63-bits.LeadingZeros64(exec)
	if stepMask(row, row[first]-step*uint32(first), step)&exec != exec {
		return 0, false
	}
	base := st.sbase
	if glob && !st.useS {
		hi := (*[64]uint32)(st.hi)
		if row[last] < row[first] || stepMask(hi, hi[first], 0)&exec != exec {
			return 0, false
		}
		base = uint64(hi[first]) << 32
	}
	if glob && w.scratch != nil {
		if a := base + uint64(row[first]); a >= w.scratch.Base && a < w.scratch.End() {
			return 0, false
		}
	}
	if lds {
		return uint32(contiguousPasses(exec, m.bytes, m.naccess)), true
	}
	lo := base + uint64(row[first]) + uint64(m.off)
	hi := base + uint64(row[last]) + uint64(m.off) + uint64(m.bytes) - 1
	tr := w.trace
	for line := lo >> 6; line <= hi>>6; line++ {
		tr.lines = append(tr.lines, line)
	}
	return uint32(hi>>6 - lo>>6 + 1), true
}

// stepMaskGo is stepMask's Go loop.
func stepMaskGo(row *[64]uint32, base, step uint32) uint64 {
	var m uint64
	for l, x := range row {
		if x == base+step*uint32(l) {
			m |= 1 << l
		}
	}
	return m
}

// contiguousPasses is bankPasses for accesses whose addresses step by the
// element size from lane to lane: the active lanes of a phase (32 dwords'
// worth of lanes) then touch at most 32 consecutive dwords, one per bank,
// so each access takes one pass per phase that has an active lane.
func contiguousPasses(exec uint64, bytes, naccess int) int {
	lanesPerPhase := max(1, 32/max(1, bytes/4))
	phases := 0
	for lo := 0; lo < 64; lo += lanesPerPhase {
		n := min(lanesPerPhase, 64-lo)
		if exec>>lo&(1<<n-1) != 0 {
			phases++
		}
	}
	return naccess * phases
}

// traceBroker passes workgroup traces from the workers to the timing model
// in dispatch order. The model is woken only when a batch of traces is
// ready (or the last ones are): waking it for each workgroup cost more CPU
// time, in the scheduler's sleeping and spinning, than modelling many
// small workgroups does.
type traceBroker struct {
	mu     sync.Mutex
	room   sync.Cond // workers wait on it while too far ahead
	ready  sync.Cond // the model waits on it for a batch
	slots  map[uint64]*groupTrace
	next   uint64 // the next workgroup the model takes
	total  uint64
	window uint64
	batch  int
	// ahead counts the workers waiting for room; waiting is set while
	// the model waits for a batch.
	ahead   int
	waiting bool
	failed  bool
	// store takes the traces of a failed dispatch
	store *traceStore
}

func newTraceBroker(total uint64, workers int, store *traceStore) *traceBroker {
	window := uint64(4*workers + 64)
	b := &traceBroker{slots: map[uint64]*groupTrace{}, total: total, window: window, batch: int(window / 2), store: store}
	b.room.L, b.ready.L = &b.mu, &b.mu
	return b
}

// batchReady reports whether the model has enough to take: the next
// workgroup's trace, and a batch of others or all the rest. Workers stop
// at the window, so when they all wait the window's traces are all there:
// a batch of half a window is always reached.
func (b *traceBroker) batchReady() bool {
	if _, ok := b.slots[b.next]; !ok {
		return false
	}
	return len(b.slots) >= b.batch || b.next+uint64(len(b.slots)) >= b.total
}

// put hands over workgroup i's trace, waiting while i is too far ahead.
func (b *traceBroker) put(i uint64, g *groupTrace) {
	b.mu.Lock()
	for i >= b.next+b.window && !b.failed {
		b.ahead++
		b.room.Wait()
		b.ahead--
	}
	if b.failed {
		b.store.release(g)
	} else {
		b.slots[i] = g
		if b.waiting && b.batchReady() {
			b.ready.Signal()
		}
	}
	b.mu.Unlock()
}

// take returns the next workgroup's trace, or false when there are no more
// (or the dispatch failed).
func (b *traceBroker) take() (*groupTrace, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for {
		if b.failed || b.next >= b.total {
			return nil, false
		}
		if g, ok := b.slots[b.next]; ok {
			delete(b.slots, b.next)
			b.next++
			if b.ahead > 0 && b.next%uint64(b.batch) == 0 {
				// the workers waiting for room are woken once a batch
				// has made room for them, not at each workgroup (a
				// context switch per workgroup, as for the model's side)
				b.room.Broadcast()
			}
			return g, true
		}
		if b.ahead > 0 {
			// (never wait with workers waiting)
			b.room.Broadcast()
		}
		b.waiting = true
		for !b.failed && !b.batchReady() {
			b.ready.Wait()
		}
		b.waiting = false
	}
}

// fail stops the exchange: the dispatch ended with an error.
func (b *traceBroker) fail() {
	b.mu.Lock()
	b.failed = true
	for _, g := range b.slots {
		b.store.release(g)
	}
	clear(b.slots)
	b.room.Broadcast()
	b.ready.Broadcast()
	b.mu.Unlock()
}
