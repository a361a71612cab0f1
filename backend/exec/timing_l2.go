package exec

import (
	"hlslc/backend/gfx9"
)

// The shared side of vector memory — the L2 channels, the L2 and DRAM —
// resolved at the end of each lockstep window, so that a CU may go
// through a window wider than timingEpoch in one visit without changing
// any result.
//
// The model advances the CUs through windows, CU by CU in a fixed order;
// the order in which their requests reach the L2 decides the channels'
// and DRAM's queues and the L2's replacements. That order is, and stays,
// the one of the timingEpoch lockstep: by timingEpoch-cycle sub-window of
// the issuing turn, then by CU, then by cycle. A CU's own L1 is looked up
// when the instruction issues; the lines that go on to the L2 are
// recorded (l2Deferred) and played through the L2 at the window's end in
// that order.
//
// This is exact because nothing in the window can depend on a deferred
// result: a line that goes to the L2 completes no earlier than
// L2HitLatency (or DRAMLatency) after its instruction issued, and the
// window is no wider than that (wideEpoch), so the operation completes at
// or after the window's end. Its entry in the wave's vmcnt ring holds
// pendingDone until then; a wave whose s_waitcnt (or full vmcnt) needs it
// is blocked — kept out of its CU's wheel, counted as queued — and put in
// the wheel at the turn it would have had when its window's requests
// resolve. A later operation of the same wave completes in order after
// it, so it is deferred too (it chains).
//
// Which CU receives the next workgroup is decided while the CUs advance,
// in their order, so the windows are wide only once every workgroup is
// placed (the tail of a large dispatch, the whole of one that fits).

// pendingDone marks a vmcnt ring entry whose operation waits for the
// window's L2 resolution: later than any cycle the model reaches.
const pendingDone = never

// wideEpoch is the widest lockstep window, a multiple of timingEpoch, in
// which no deferred L2 request can complete before the window's end.
func wideEpoch(m *gfx9.Machine) int64 {
	lat := int64(min(m.L2HitLatency, m.DRAMLatency))
	return max(timingEpoch, lat/timingEpoch*timingEpoch)
}

// l2Req is a vector memory instruction's part beyond its CU's L1.
type l2Req struct {
	w      *simWave
	life   uint32
	pos    int32 // its entry in w.vm, as an absolute ring index
	chain  bool  // it completes after the wave's previous operation, pending too
	store  bool
	atomic bool
	cu     int16 // its wave's CU (the wave's state may be recycled before the window's end)
	t      int64 // the cycle its lines leave the CU
	done   int64 // its completion by the L1's part (its hits), at least t
	lo, hi int32 // its lines, in l2Deferred.lines
}

// l2Deferred is a window's requests, by timingEpoch sub-window of their
// issue, each in the CUs' processing order.
type l2Deferred struct {
	reqs    [][]l2Req
	lines   []uint64
	blocked []blockedWave
}

// blockedWave is a wave waiting for an operation the L2 has not resolved
// yet: pc and t are the instruction and the cycle of the look that found
// it waiting, wait whether that instruction is an s_waitcnt (else a memory
// instruction whose vmcnt is full).
type blockedWave struct {
	w    *simWave
	pc   int32
	wait bool
	t    int64
}

// memory models a vector memory instruction of wave w issued at cycle t
// whose lines leave the CU at cycle from: the CU's L1 now, the L2 at the
// window's end (resolveL2) — unless no line goes on to the L2 and the
// wave's previous operation is complete. It pushes the operation on the
// wave's vmcnt ring.
func (s *gpuSim) memory(cu *simCU, w *simWave, ti *tinfo, lines []uint64, t, from int64) {
	m := s.m
	mt := &s.t.Memory
	done := from
	d := s.deferred
	lo := len(d.lines)
	if ti.invalidate {
		cu.l1.clear()
		done, lines = from+int64(m.L1HitLatency), nil
	}
	read := !ti.store
	cached := read && !ti.atomic // the lines go through the L1
	for _, line := range lines {
		anon := line&anonLine != 0
		if cached && !anon {
			// on a miss the line is filled (the L1 is the CU's own: the
			// fill may be made before the L2's lookup)
			if hit, _, _ := cu.l1.access(line); hit {
				mt.L1Hits++
				done = max(done, from+int64(m.L1HitLatency))
				continue
			}
		}
		if cached {
			mt.L1Misses++
		}
		if !cached && !anon {
			cu.l1.drop(line) // written at the L2
		}
		d.lines = append(d.lines, line)
	}
	last := w.vm.last(w.vmn) // vector memory returns in order
	if len(d.lines) == lo && last < pendingDone {
		w.vm.push(&w.vmn, max(done, last), t)
		return
	}
	w.vm.push(&w.vmn, pendingDone, t)
	r := l2Req{w: w, life: w.life, pos: w.vmn.head + w.vmn.n - 1, chain: last >= pendingDone, store: ti.store, atomic: ti.atomic,
		t: from, done: done, lo: int32(lo), hi: int32(len(d.lines)), cu: int16(cu.id)}
	if !r.chain {
		r.done = max(done, last)
	}
	sub := int((t - s.winStart) / timingEpoch)
	for len(d.reqs) <= sub {
		d.reqs = append(d.reqs, nil)
	}
	d.reqs[sub] = append(d.reqs[sub], r)
}

// block notes that wave w, looked at by instruction pc at cycle t, waits
// for an operation the L2 has not resolved yet: queue keeps it out of its
// CU's wheel until the window's requests resolve.
func (s *gpuSim) block(w *simWave, pc int32, wait bool, t int64) {
	s.deferred.blocked = append(s.deferred.blocked, blockedWave{w, pc, wait, t})
	testBlocked.Add(1)
}

// resolveL2 plays the window's deferred requests through the L2 channels,
// the L2 and DRAM in the lockstep's order, completes their waves' ring
// entries, and puts the blocked waves in their wheels at the turns their
// waits give now.
func (s *gpuSim) resolveL2() {
	d := s.deferred
	for sub, reqs := range d.reqs {
		for i := range reqs {
			s.resolve(&reqs[i])
		}
		d.reqs[sub] = reqs[:0]
	}
	d.lines = d.lines[:0]
	for _, b := range d.blocked {
		w, t := b.w, b.t
		cu, sd := w.cu, w.simd
		cu.blocked--
		w.queued = false
		sd.queued--
		ti := &s.info[b.pc]
		if b.wait {
			next, cause := w.waitcnt(ti, t, t+int64(ti.cost.Issue))
			w.ready, w.cause = next, uint8(cause)
		} else {
			w.ready, w.cause = w.counterFull(ti, t), causeDependency
		}
		at := align(max(w.ready, t+4), sd.idx)
		s.queue(cu, sd, w, at)
		cu.next = min(cu.next, at)
	}
	clear(d.blocked)
	d.blocked = d.blocked[:0]
}

// resolve plays one request's lines through the L2 channels (one line per
// channel per cycle), the L2 and DRAM (bytes per cycle), and completes its
// ring entry.
func (s *gpuSim) resolve(r *l2Req) {
	m := s.m
	mt := &s.t.Memory
	w := r.w
	live := w.life == r.life
	done := r.done
	if r.chain && live {
		done = max(done, w.vm.done[(r.pos-1)&(vmRing-1)])
	}
	dramPerLine := float64(m.LineBytes) / m.DRAMBytesPerCycle
	read := !r.store
	cached := read && !r.atomic
	for i, line := range s.deferred.lines[r.lo:r.hi] {
		ch := int(line % uint64(len(s.l2Free)))
		anon := line&anonLine != 0
		if anon {
			// (all of an instruction's lines are anonymous, in order)
			ch = i % len(s.l2Free)
		}
		start := max(float64(r.t), s.l2Free[ch])
		s.l2Free[ch] = start + 1
		lat := float64(m.L2HitLatency)
		if !anon {
			hit, way, victimDirty := s.l2.access(line)
			if hit {
				mt.L2Hits++
			} else {
				mt.L2Misses++
				if read || r.atomic {
					// fetched from DRAM (a full-line store needs no fetch)
					ds := max(start, s.dramFree)
					s.dramFree = ds + dramPerLine
					mt.DRAMBytes += int64(m.LineBytes)
					lat = ds - start + float64(m.DRAMLatency)
				}
				if victimDirty {
					s.dramFree = max(s.dramFree, start) + dramPerLine
					mt.DRAMBytes += int64(m.LineBytes)
				}
			}
			if !cached {
				s.l2.markDirty(way)
			}
		} else {
			mt.L2Hits++
		}
		done = max(done, int64(start+lat))
	}
	if live {
		w.vm.done[r.pos&(vmRing-1)] = done
	}
}
