package exec

import (
	"errors"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"hlslc/backend/gfx9"
)

// Workgroup order and the timing model's determinism (docs/timing.md,
// "Determinism"). Workers run workgroups concurrently, so when one
// workgroup reads memory that another writes during the dispatch, what it
// reads — and so the path it takes, its trace and the timing estimate —
// depends on how the workers happened to interleave: a work queue taken
// through returning atomics, a count that one workgroup resets while
// others read it. A timed run on several workers therefore notes, per
// 64-byte line, which workgroups read and which wrote it (orderWatch).
// When some line was read by one workgroup and written by another, the
// parallel run stops, memory is restored from a copy taken before it, and
// the dispatch runs again on one worker, workgroup by workgroup in
// dispatch order. When no line was, every workgroup read only what the
// dispatch started with or what it wrote itself, which is also what it
// reads in the ordered run: both compute the same, and the model sees the
// same traces. Either way a timed dispatch's result is that of the
// ordered run, whatever the number of workers.
//
// A line's readers and writers are each summarized in 32 bits: 0 (none),
// the workgroup's dispatch index + 1 (one), or orderMany. Vector memory
// accesses are noted by the lines their trace records; scalar loads, stores
// and atomics by their address; image accesses, whose addresses are not
// computed, by the whole allocation the descriptor points into.

const orderMany = ^uint32(0)

// testHookOrdered, when set by a test, is called when a timed dispatch
// runs again in dispatch order.
var testHookOrdered func()

// errReordered stops the workers of a parallel timed run whose workgroups
// turned out to depend on each other's order; Run then runs it ordered.
var errReordered = errors.New("workgroups read what other workgroups wrote: rerun in dispatch order")

type orderWatch struct {
	allocs []*Alloc
	// lines[i] are allocs[i]'s 64-byte lines (from its base, which is
	// 64 KiB-aligned); whole[i] is the summary of its image accesses.
	lines [][]atomic.Uint64
	whole []atomic.Uint64
	saved [][]byte // the allocations' bytes before the dispatch
	clash atomic.Bool
	stop  func() // set by runWorkers: stops the workers and the model
	once  sync.Once
}

// newOrderWatch prepares the watch over mem's allocations and keeps a
// copy of their contents.
func newOrderWatch(mem *Memory) *orderWatch {
	o := &orderWatch{allocs: append([]*Alloc(nil), mem.allocs...)}
	o.lines = make([][]atomic.Uint64, len(o.allocs))
	o.whole = make([]atomic.Uint64, len(o.allocs))
	o.saved = make([][]byte, len(o.allocs))
	for i, a := range o.allocs {
		o.lines[i] = make([]atomic.Uint64, (len(a.mem)+63)/64)
		o.saved[i] = append([]byte(nil), a.mem...)
	}
	return o
}

// restore puts the allocations' contents back as they were before the
// dispatch.
func (o *orderWatch) restore() {
	for i, a := range o.allocs {
		copy(a.mem, o.saved[i])
	}
}

// clashed reports whether some workgroup read what another wrote.
func (o *orderWatch) clashed() bool {
	if o.clash.Load() {
		return true
	}
	for i := range o.allocs {
		w := o.whole[i].Load()
		if w == 0 {
			continue
		}
		// an image access stands for every line of the allocation
		r, wr := uint32(w), uint32(w>>32)
		for j := range o.lines[i] {
			x := o.lines[i][j].Load()
			r, wr = mergeGroups(r, uint32(x)), mergeGroups(wr, uint32(x>>32))
		}
		if clashes(uint64(r) | uint64(wr)<<32) {
			return true
		}
	}
	return false
}

// find returns the index of the allocation holding addr, trying *hint
// first, or -1.
func (o *orderWatch) find(hint *int, addr uint64) int {
	if i := *hint; i < len(o.allocs) && addr >= o.allocs[i].Base && addr < o.allocs[i].End() {
		return i
	}
	i := sort.Search(len(o.allocs), func(i int) bool { return o.allocs[i].End() > addr })
	if i == len(o.allocs) || addr < o.allocs[i].Base {
		return -1
	}
	*hint = i
	return i
}

// noteLine notes that workgroup g read or wrote (or both) the 64-byte line
// holding addr; an address outside the watched allocations is not noted
// (the access faults, or reaches memory the dispatch made itself).
func (o *orderWatch) noteLine(hint *int, addr uint64, g uint32, read, write bool) {
	i := o.find(hint, addr)
	if i < 0 {
		return
	}
	j := (addr - o.allocs[i].Base) >> 6
	if j >= uint64(len(o.lines[i])) {
		return
	}
	o.note(&o.lines[i][j], g, read, write)
}

// noteAlloc notes an access of workgroup g to an unknown part of the
// allocation holding addr.
func (o *orderWatch) noteAlloc(hint *int, addr uint64, g uint32, read, write bool) {
	if i := o.find(hint, addr); i >= 0 {
		o.note(&o.whole[i], g, read, write)
	}
}

func (o *orderWatch) note(p *atomic.Uint64, g uint32, read, write bool) {
	for {
		old := p.Load()
		r, w := uint32(old), uint32(old>>32)
		if read {
			r = mergeGroups(r, g)
		}
		if write {
			w = mergeGroups(w, g)
		}
		x := uint64(r) | uint64(w)<<32
		if x == old || p.CompareAndSwap(old, x) {
			if clashes(x) && !o.clash.Swap(true) {
				o.once.Do(o.stop)
			}
			return
		}
	}
}

// groupKey is workgroup index i's summary of one (orderMany when i does
// not fit: it then clashes with any other).
func groupKey(i uint64) uint32 {
	if i >= uint64(orderMany-1) {
		return orderMany
	}
	return uint32(i) + 1
}

// mergeGroups adds a summary of workgroups to another.
func mergeGroups(a, b uint32) uint32 {
	switch {
	case a == 0:
		return b
	case b == 0 || a == b && a != orderMany:
		return a
	}
	return orderMany
}

// clashes reports whether a line's readers and writers include two
// different workgroups.
func clashes(x uint64) bool {
	r, w := uint32(x), uint32(x>>32)
	return r != 0 && w != 0 && (r != w || r == orderMany)
}

// noteVMEM notes the lines a vector memory instruction's trace record
// lists (tr.lines[from:]), or for an image access the allocation its
// descriptor points into.
func (w *wave) noteVMEM(d *dinst, from int) {
	o, g := w.wg.watch, w.wg.key
	m := d.mem
	// an atomic reads what it returns: not at all without GLC
	read := m.read && (!m.write || d.in.Mods.GLC)
	if m.space == spaceImage {
		if m.texels {
			return // noteTexel, as the semantics compute the addresses
		}
		k := opIndex(&d.in, gfx9.FieldSRsrc)
		if k < 0 {
			return
		}
		r := int(d.ops[k].code)
		if r+1 >= len(w.s) {
			return
		}
		base := uint64(w.s[r])<<8 | uint64(w.s[r+1]&0xff)<<40
		o.noteAlloc(&w.orderHint[0], base, g, read, m.write)
		return
	}
	// the lines of one instruction are mostly in one allocation: look it
	// up when a line falls outside the last one's
	var lines []atomic.Uint64
	var first uint64
	for _, line := range w.trace.lines[from:] {
		if line&anonLine != 0 {
			continue
		}
		j := line - first
		if j >= uint64(len(lines)) {
			i := o.find(&w.orderHint[0], line<<6)
			if i < 0 {
				continue
			}
			lines, first = o.lines[i], o.allocs[i].Base>>6
			if j = line - first; j >= uint64(len(lines)) {
				continue
			}
		}
		o.note(&lines[j], g, read, m.write)
	}
}

// noteTexel notes the lines of the n bytes of a texel at addr that an image
// load, store or atomic (write: stores and atomics; read: loads, and
// atomics that return) accesses.
func (w *wave) noteTexel(d *dinst, addr, n uint64) {
	m := d.mem
	read := m.read && (!m.write || d.in.Mods.GLC)
	o, g := w.wg.watch, w.wg.key
	for line := addr >> 6; line <= (addr+n-1)>>6; line++ {
		o.noteLine(&w.orderHint[0], line<<6, g, read, m.write)
	}
}

// smemAccess is what a scalar memory instruction accesses: bytes from its
// address (0: no memory, s_dcache_*, s_memtime), whether it reads or
// writes them, and whether the address comes from a V# (s_buffer_*).
type smemAccess struct {
	bytes               uint8
	read, write, buffer bool
}

func describeSMEM(in *gfx9.Instr) smemAccess {
	name := in.Inst.Name
	var a smemAccess
	switch {
	case strings.Contains(name, "_load_"):
		a.read = true
	case strings.Contains(name, "_store_"):
		a.write = true
	case strings.Contains(name, "_atomic_"):
		a.read, a.write = in.Mods.GLC, true
	default:
		return a
	}
	a.bytes, a.buffer = 4, strings.HasPrefix(name, "s_buffer_")
	for _, s := range []struct {
		suffix string
		n      uint8
	}{{"x16", 64}, {"x8", 32}, {"x4", 16}, {"x2", 8}} {
		if strings.HasSuffix(name, s.suffix) {
			a.bytes = s.n
			break
		}
	}
	return a
}

// noteSMEM notes the lines of a scalar memory load, store or atomic.
func (w *wave) noteSMEM(d *dinst) {
	a := d.sacc
	if a.bytes == 0 {
		return
	}
	addr, _, _ := w.smemAddr(d, a.buffer, smemImm(&d.in))
	o, g := w.wg.watch, w.wg.key
	for line := addr >> 6; line <= (addr+uint64(a.bytes)-1)>>6; line++ {
		o.noteLine(&w.orderHint[1], line<<6, g, a.read, a.write)
	}
}

// writesMemory reports whether some instruction of the program may write
// memory other workgroups see (a vector or scalar store or atomic, an image
// store or atomic).
func (p *Program) writesMemory() bool {
	p.writesOnce.Do(func() {
		for _, d := range p.insts {
			switch {
			case d == nil:
			case d.mem != nil && d.mem.write && (d.mem.space == spaceGlobal || d.mem.space == spaceImage):
				p.writes = true
			case d.sacc.write:
				p.writes = true
			}
		}
	})
	return p.writes
}
