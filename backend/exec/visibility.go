package exec

import (
	"slices"
	"sync"
	"sync/atomic"
)

// Store visibility: a store (LDS, global or buffer memory; atomics too) is
// performed when its counter says so, not when it issues. Until then other
// waves may not see it: LDS operations of different waves can be reordered
// (the LDS has several request queues), and vector memory is only ordered
// for the issuing wave. A workgroup synchronizes through s_barrier only if
// each wave first waits for its stores (s_waitcnt lgkmcnt(0) / vmcnt(0));
// a workgroup publishes to others through an atomic only if its stores
// completed before it (LLVM's AMDGPUUsage memory model, gfx6-gfx9 code
// sequences).
//
// The checker reports:
//   - a wave reading or writing memory another wave of its workgroup stored
//     to, where that store was still in flight when the storing wave passed
//     the s_barrier the reader has passed since (both program counters, and
//     the barrier's);
//   - a wave reading or writing memory that a wave of any workgroup stored
//     to while that store was in flight when the storing wave performed a
//     global atomic (the release pattern without its s_waitcnt vmcnt(0)),
//     once the accessing wave has synchronized with that atomic: it has
//     since performed a returning atomic on the same location, and the
//     atomic has returned (its vmcnt retired) before the access. A wave that
//     never observed the atomic is not ordered after it by anything, so its
//     access races with the store whether or not the storing wave waited:
//     a race of the program (two workgroups writing one element), not a
//     missing wait;
//   - buffer_wbinvl1(_vol) executed while a vector load or returning atomic
//     of the wave is outstanding (the acquire pattern without its wait).
//
// The stores' addresses are taken when they issue (pending.addrs); the
// marks are made when a wave reaches s_barrier with stores pending and take
// effect when the barrier releases, for the epoch until the next barrier.
//
// The LateDelivery oracle (tests) also withholds stores: a plain store's
// bytes are visible to the wave that made it at once, but to the other
// waves only once its counter retires it — the scheduler takes the
// withheld bytes out of memory while the wave is switched out.

// storeMark is a store that a wave left in flight across a barrier or an
// atomic.
type storeMark struct {
	atomic bool // the store is an atomic: other atomics may update it
	wave   int
	group  [3]uint32
	store  *dinst
	sync   *dinst // the s_barrier or the atomic
	space  memSpace
	size   int
	access []access
	// a published store's atomic: its place in the dispatch's order of
	// global atomics (publishState.clock) and the dwords it updated
	syncAt uint64
	syncDw []uint64
}

// atomicSeen is a returning global atomic a wave performed on dword dw, the
// clock'th global atomic of the dispatch; seq is its pending entry (it has
// returned once that entry is no longer outstanding).
type atomicSeen struct {
	dw, clock, seq uint64
}

// maxSeen bounds a wave's atomicSeen list (the oldest go first).
const maxSeen = 64

// markState is a workgroup's barrier marks.
type markState struct {
	marks []storeMark // in effect: the epoch since the last barrier
	next  []storeMark // made by waves waiting at the current barrier
	lds   []int32     // LDS dword -> 1 + index in marks
	glob  map[uint64]int32
}

// publishState holds the stores published early by atomics, for the whole
// dispatch.
type publishState struct {
	any atomic.Bool
	// clock counts the global atomics performed in the dispatch: it orders
	// a publishing atomic before the atomics that observe it
	clock atomic.Uint64
	mu    sync.Mutex
	marks []storeMark
	dw    map[uint64]int32 // global dword -> 1 + index in marks
}

// storeInfo is where a pending store writes: its address state, kept until
// a barrier or an atomic needs the addresses.
type storeInfo struct {
	addr addrState
	d    *dinst
}

// addresses computes a pending store's accesses and their space (nil
// outside LDS and global memory).
func (w *wave) addresses(si *storeInfo) ([]access, memSpace) {
	if w.ts == nil {
		w.ts = new(timingScratch)
	}
	acc, space := accessesOf(si.d.mem, &si.addr, w.ts.acc[:])
	space = w.memSpaceOf(acc, space)
	if space != spaceLDS && space != spaceGlobal {
		return nil, space
	}
	return acc, space
}

// memSpaceOf classifies accesses to the worker's scratch region as
// private (MUBUF through the private segment V#).
func (w *wave) memSpaceOf(acc []access, space memSpace) memSpace {
	if space == spaceGlobal && len(acc) > 0 && w.scratch != nil && acc[0].addr >= w.scratch.Base && acc[0].addr < w.scratch.End() {
		return spacePrivate
	}
	return space
}

// beforeMem runs the visibility checks of a DS or vector memory
// instruction before it executes, and keeps a store's address state for
// its pending entry (issueMem).
func (w *wave) beforeMem(d *dinst) error {
	m := d.mem
	if m.space != spaceLDS && m.space != spaceGlobal {
		return nil
	}
	published := w.pub != nil && w.pub.any.Load()
	if len(w.wg.marks.marks) > 0 || published {
		if w.ts == nil {
			w.ts = new(timingScratch)
		}
		acc, space := w.accesses(d, w.ts.acc[:])
		if err := w.checkMarks(d, acc, w.memSpaceOf(acc, space), m.bytes, published); err != nil {
			return err
		}
	}
	if m.write {
		if m.read && m.space == spaceGlobal {
			w.publish(d)
		}
		// The entry is filled in place: it is large, and copying it is
		// a good part of a store's bookkeeping.
		w.stores = append(w.stores, storeInfo{d: d})
		si := &w.stores[len(w.stores)-1]
		w.liveAddr(d, &si.addr)
		w.snapshot(&si.addr)
		w.nextStore = int32(len(w.stores))
	}
	return nil
}

// checkMarks reports an access to bytes another wave left in flight.
func (w *wave) checkMarks(d *dinst, acc []access, space memSpace, size int, published bool) error {
	ms := &w.wg.marks
	for _, a := range acc {
		for off := 0; off < max(size, 1); off += 4 {
			addr := a.addr + uint64(off)
			var k int32
			switch space {
			case spaceLDS:
				if dw := addr & 0xffffffff >> 2; dw < uint64(len(ms.lds)) {
					k = ms.lds[dw]
				}
			case spaceGlobal:
				k = ms.glob[addr>>2]
			}
			if k != 0 && ms.marks[k-1].wave != w.id && !(ms.marks[k-1].atomic && d.mem.read && d.mem.write) {
				return w.reportMark(d, int(a.lane), addr, &ms.marks[k-1], false)
			}
			if published && space == spaceGlobal {
				w.pub.mu.Lock()
				k := w.pub.dw[addr>>2]
				var mk storeMark
				if k != 0 {
					mk = w.pub.marks[k-1]
				}
				w.pub.mu.Unlock()
				if k != 0 && (mk.wave != w.id || mk.group != w.wg.id) && w.observed(&mk) {
					return w.reportMark(d, int(a.lane), addr, &mk, true)
				}
			}
		}
	}
	return nil
}

func (w *wave) reportMark(d *dinst, lane int, addr uint64, mk *storeMark, published bool) error {
	verb := "reads"
	if d.mem.write && !d.mem.read {
		verb = "overwrites"
	} else if d.mem.write {
		verb = "updates"
	}
	what := "memory at"
	counter := "vmcnt(0)"
	if mk.space == spaceLDS {
		what, counter = "LDS address", "lgkmcnt(0)"
	}
	if published {
		return w.laneErr(KindWaitcnt, d, lane, addr, "%s %s %#x, which wave %d of workgroup (%d,%d,%d) stored at pc %#x (%s) and which was still in flight when that wave performed the atomic at pc %#x (%s) that other waves synchronize with; an s_waitcnt %s is missing before the atomic",
			verb, what, addr, mk.wave, mk.group[0], mk.group[1], mk.group[2], mk.store.pc, mk.store.in.Format(true), mk.sync.pc, mk.sync.in.Format(true), counter)
	}
	return w.laneErr(KindWaitcnt, d, lane, addr, "%s %s %#x, which wave %d stored at pc %#x (%s) and which was still in flight when that wave passed s_barrier at pc %#x; an s_waitcnt %s is missing before that barrier",
		verb, what, addr, mk.wave, mk.store.pc, mk.store.in.Format(true), mk.sync.pc, counter)
}

// pendingStores calls f for each outstanding store of the wave in LDS or
// global memory, with its accesses (valid until f returns).
func (w *wave) pendingStores(f func(p *pending, acc []access, space memSpace)) {
	each := func(p *pending) {
		if p.store == 0 {
			return
		}
		if acc, space := w.addresses(&w.stores[p.store-1]); acc != nil {
			f(p, acc, space)
		}
	}
	for i := range w.lgkmq {
		each(&w.lgkmq[i])
	}
	for i := range w.vmq {
		if p := &w.vmq[i]; p.d.counter&cntLGKM == 0 {
			each(p)
		}
	}
}

// atBarrier records the wave's stores still in flight at s_barrier d; they
// become marks when the barrier releases.
func (w *wave) atBarrier(d *dinst) {
	ms := &w.wg.marks
	w.pendingStores(func(p *pending, acc []access, space memSpace) {
		ms.next = append(ms.next, storeMark{atomic: p.d.mem.read, wave: w.id, group: w.wg.id, store: p.d, sync: d, space: space, size: p.d.mem.bytes, access: append([]access(nil), acc...)})
	})
}

// releaseMarks is the barrier's release: the previous epoch's marks end,
// the stores left in flight at this barrier are marked.
func (g *group) releaseMarks() {
	ms := &g.marks
	if len(ms.marks) == 0 && len(ms.next) == 0 {
		return
	}
	for i := range ms.marks {
		ms.set(&ms.marks[i], 0)
	}
	ms.marks, ms.next = ms.next, ms.marks[:0]
	for i := range ms.marks {
		if ms.marks[i].space == spaceLDS && ms.lds == nil {
			ms.lds = make([]int32, (len(g.lds)+3)/4)
		}
		if ms.marks[i].space == spaceGlobal && ms.glob == nil {
			ms.glob = map[uint64]int32{}
		}
		ms.set(&ms.marks[i], int32(i+1))
	}
}

// set writes v for every dword the mark covers (0 clears).
func (ms *markState) set(mk *storeMark, v int32) {
	for _, a := range mk.access {
		for off := 0; off < max(mk.size, 1); off += 4 {
			addr := a.addr + uint64(off)
			switch mk.space {
			case spaceLDS:
				if dw := addr & 0xffffffff >> 2; dw < uint64(len(ms.lds)) {
					ms.lds[dw] = v
				}
			case spaceGlobal:
				if v == 0 {
					delete(ms.glob, addr>>2)
				} else {
					ms.glob[addr>>2] = v
				}
			}
		}
	}
}

// resetMarks clears a workgroup's marks before the group state is reused.
func (g *group) resetMarks() {
	ms := &g.marks
	for i := range ms.marks {
		ms.set(&ms.marks[i], 0)
	}
	ms.marks, ms.next = ms.marks[:0], ms.next[:0]
}

// publish marks the wave's global stores still in flight as it performs
// global atomic d: a workgroup observing the atomic may read them before
// they land. If d returns, it also notes what the wave observes (observed),
// once some store has been published.
func (w *wave) publish(d *dinst) {
	if w.pub == nil {
		return
	}
	var marks []storeMark
	w.pendingStores(func(p *pending, acc []access, space memSpace) {
		if space != spaceGlobal || p.d.mem.read {
			return // atomics are performed in L2, which every wave reaches
		}
		marks = append(marks, storeMark{wave: w.id, group: w.wg.id, store: p.d, sync: d, space: spaceGlobal, size: p.d.mem.bytes, access: append([]access(nil), acc...)})
	})
	if len(marks) > 0 {
		// before the clock moves: an atomic ordered after this one then
		// sees that a store was published
		w.pub.any.Store(true)
	}
	clock := w.pub.clock.Add(1)
	// a returning atomic after a publication may be what a wave observes
	observe := len(d.retRegs) > 0 && w.pub.any.Load()
	if len(marks) == 0 && !observe {
		return
	}
	var buf [64]access
	acc, _ := w.accesses(d, buf[:])
	dws := make([]uint64, 0, len(acc))
	for _, a := range acc {
		dws = append(dws, a.addr>>2)
	}
	if observe {
		if n := len(w.seen) + len(dws) - maxSeen; n > 0 {
			w.seen = w.seen[:copy(w.seen, w.seen[min(n, len(w.seen)):])]
		}
		for _, dw := range dws {
			// its pending entry is the next one issueMem makes
			w.seen = append(w.seen, atomicSeen{dw: dw, clock: clock, seq: w.seq + 1})
		}
	}
	if len(marks) == 0 {
		return
	}
	w.pub.mu.Lock()
	if w.pub.dw == nil {
		w.pub.dw = map[uint64]int32{}
	}
	for _, mk := range marks {
		mk.syncAt, mk.syncDw = clock, dws
		w.pub.marks = append(w.pub.marks, mk)
		k := int32(len(w.pub.marks))
		for _, a := range mk.access {
			for off := 0; off < max(mk.size, 1); off += 4 {
				w.pub.dw[(a.addr+uint64(off))>>2] = k
			}
		}
	}
	w.pub.mu.Unlock()
}

// observed reports whether the wave has synchronized with the atomic that
// published mark mk: a returning atomic of its own, on a dword mk's atomic
// updated, performed after it and returned.
func (w *wave) observed(mk *storeMark) bool {
	for i := len(w.seen) - 1; i >= 0; i-- {
		o := &w.seen[i]
		if o.clock <= mk.syncAt || !slices.Contains(mk.syncDw, o.dw) {
			continue
		}
		returned := true
		for j := range w.vmq {
			if w.vmq[j].seq == o.seq {
				returned = false
				break
			}
		}
		if returned {
			return true
		}
	}
	return false
}

// checkInvalidate reports buffer_wbinvl1 issued while a load or returning
// atomic is outstanding: the acquire sequence waits for it first, or the
// invalidation may come before the data it is meant to make visible.
func (w *wave) checkInvalidate(d *dinst) error {
	for i := range w.vmq {
		if p := &w.vmq[i]; len(p.d.retRegs) > 0 {
			return w.errorf(KindWaitcnt, d, "invalidates the L1 cache while the load at pc %#x (%s) has not returned; an s_waitcnt vmcnt(0) is missing before it (the acquire sequence waits for the load, then invalidates)", p.d.pc, p.d.in.Format(true))
		}
	}
	return nil
}

// The LateDelivery oracle's withheld stores.

// withheld is a store whose bytes other waves do not see yet.
type withheld struct {
	seq      uint64 // its pending entry
	space    memSpace
	size     int
	access   []access
	new, old []byte // per access, size bytes each
}

// readAt appends to dst the n bytes of one access (zeros outside memory).
func (w *wave) readAt(dst []byte, space memSpace, addr uint64, n int) []byte {
	k := len(dst)
	dst = append(dst, make([]byte, n)...)
	if space == spaceLDS {
		if b := w.ldsAt(addr, n); b != nil {
			copy(dst[k:], b)
		}
	} else if b, ok := w.mem.slice(addr, n); ok {
		loadShared(dst[k:], b)
	}
	return dst
}

// writeAt writes src to the memory of one access (nothing outside memory).
func (w *wave) writeAt(space memSpace, addr uint64, src []byte) {
	if space == spaceLDS {
		if b := w.ldsAt(addr, len(src)); b != nil {
			copy(b, src)
		}
	} else if b, ok := w.mem.slice(addr, len(src)); ok {
		storeShared(b, src)
	}
}

// ldsAt returns the workgroup's LDS at a 32-bit LDS address (nil past
// its end).
func (w *wave) ldsAt(addr uint64, n int) []byte {
	addr &= 0xffffffff
	if addr+uint64(n) > uint64(len(w.wg.lds)) {
		return nil
	}
	return w.wg.lds[addr : addr+uint64(n)]
}

// withhold notes the bytes a plain store is about to overwrite.
func (w *wave) withhold(d *dinst) {
	var buf [128]access
	acc, space := w.accesses(d, buf[:])
	space = w.memSpaceOf(acc, space)
	if space != spaceLDS && space != spaceGlobal {
		return
	}
	h := withheld{space: space, size: d.mem.bytes, access: append([]access(nil), acc...)}
	for _, a := range acc {
		h.old = w.readAt(h.old, space, a.addr, h.size)
	}
	w.held = append(w.held, h)
	w.holding = true
}

// withholdAfter takes the bytes the store wrote and ties it to its pending
// entry.
func (w *wave) withholdAfter(seq uint64) {
	if !w.holding {
		return
	}
	w.holding = false
	h := &w.held[len(w.held)-1]
	h.seq = seq
	for _, a := range h.access {
		h.new = w.readAt(h.new, h.space, a.addr, h.size)
	}
}

// commitHeld makes all the wave's withheld stores permanent: before an
// atomic, which works on memory itself, the wave's earlier stores are
// performed (LDS and vector memory operations of one wave complete in
// order), and undoing them later would also undo the atomic.
func (w *wave) commitHeld() {
	w.held = w.held[:0]
}

// releaseHeld makes a retired store's bytes permanent.
func (w *wave) releaseHeld(seq uint64) {
	for i := range w.held {
		if w.held[i].seq == seq {
			w.held = append(w.held[:i], w.held[i+1:]...)
			return
		}
	}
}

// switchOut takes the wave's withheld bytes out of memory (newest first);
// switchIn puts them back (oldest first), over what memory holds by then.
func (w *wave) switchOut() {
	for i := len(w.held) - 1; i >= 0; i-- {
		h := &w.held[i]
		for k, a := range h.access {
			w.writeAt(h.space, a.addr, h.old[k*h.size:(k+1)*h.size])
		}
	}
}

func (w *wave) switchIn() {
	for i := range w.held {
		h := &w.held[i]
		for k, a := range h.access {
			old := h.old[k*h.size : (k+1)*h.size]
			w.readAt(old[:0], h.space, a.addr, h.size)
			w.writeAt(h.space, a.addr, h.new[k*h.size:(k+1)*h.size])
		}
	}
}
