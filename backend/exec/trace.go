package exec

import "sync"

// Traces for the timing model (timing.go). With Options.Timing, each wave
// appends one record per instruction it executes; the records of a
// workgroup go to the timing model in dispatch order through a
// traceBroker, which keeps the workers at most a window of workgroups ahead
// of the model, so memory stays bounded by the workgroups in flight.

// traceRec is one executed instruction: its word index in .text and what
// the timing model needs beyond the static instruction: the LDS bank
// passes of a DS instruction, the number of cache lines (in
// waveTrace.lines) of a vector memory one, 1 for a taken branch.
type traceRec struct {
	pc int32
	x  uint32
}

type waveTrace struct {
	recs  []traceRec
	lines []uint64
}

type groupTrace struct {
	waves []*waveTrace
}

var wavePool = sync.Pool{New: func() any { return new(waveTrace) }}

func newWaveTrace() *waveTrace {
	t := wavePool.Get().(*waveTrace)
	t.recs, t.lines = t.recs[:0], t.lines[:0]
	return t
}

// releaseGroupTrace returns a workgroup's traces to the pool.
func releaseGroupTrace(g *groupTrace) {
	for _, t := range g.waves {
		wavePool.Put(t)
	}
	g.waves = nil
}

// timingScratch is a wave's working storage for tracing.
type timingScratch struct {
	acc   [128]access
	banks bankState
}

// traceMem computes the extra of a DS or vector memory instruction's
// record before it runs (its addresses may be overwritten by its result).
func (w *wave) traceMem(d *dinst) uint32 {
	m := d.mem
	if w.ts == nil {
		w.ts = new(timingScratch)
	}
	acc, space := w.accesses(d, w.ts.acc[:])
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
		return uint32(len(tr.lines) - n0)
	}
	return 0
}

// traceBroker passes workgroup traces from the workers to the timing model
// in dispatch order.
type traceBroker struct {
	mu     sync.Mutex
	cond   sync.Cond
	slots  map[uint64]*groupTrace
	next   uint64 // the next workgroup the model takes
	total  uint64
	window uint64
	failed bool
}

func newTraceBroker(total uint64, workers int) *traceBroker {
	b := &traceBroker{slots: map[uint64]*groupTrace{}, total: total, window: uint64(4*workers + 64)}
	b.cond.L = &b.mu
	return b
}

// put hands over workgroup i's trace, waiting while i is too far ahead.
func (b *traceBroker) put(i uint64, g *groupTrace) {
	b.mu.Lock()
	for i >= b.next+b.window && !b.failed {
		b.cond.Wait()
	}
	if b.failed {
		releaseGroupTrace(g)
	} else {
		b.slots[i] = g
	}
	b.cond.Broadcast()
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
			b.cond.Broadcast()
			return g, true
		}
		b.cond.Wait()
	}
}

// fail stops the exchange: the dispatch ended with an error.
func (b *traceBroker) fail() {
	b.mu.Lock()
	b.failed = true
	for _, g := range b.slots {
		releaseGroupTrace(g)
	}
	clear(b.slots)
	b.cond.Broadcast()
	b.mu.Unlock()
}
