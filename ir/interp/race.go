package interp

import (
	"fmt"
	"strings"

	"hlslc/ir"
)

// races finds data races inside a workgroup (Options.DetectRaces): two
// threads of the group touching the same byte of a buffer, a texture or
// groupshared memory between two of the group's barriers, at least one of
// them writing. HLSL gives such a program no defined result (which thread's
// write lands last, whether a read sees another thread's write, depends on
// how the implementation groups and orders threads: GCN runs 64 lanes in
// lockstep, lavapipe 4 to 16, a CPU one at a time), so the interpreter
// stops there as it does at other undefined behaviour.
//
// Not counted: atomics (their order is unspecified, but each is whole), a
// store that leaves the bytes as they are (many threads writing the same
// value is a common, harmless pattern), and threads of different
// workgroups (the interpreter runs groups one after the other; the
// cross-check runs one group).
type races struct {
	epoch int // barrier phases of the group so far
	bytes map[raceKey]*raceEntry
}

// raceKey is one byte of memory: the first byte of its buffer and the
// offset.
type raceKey struct {
	base *byte
	off  uint64
}

// raceEntry is what the current phase did to a byte.
type raceEntry struct {
	epoch          int
	writer, reader int // group index of the thread, noThread or manyThreads (readers)
}

const (
	noThread    = -1
	manyThreads = -2
)

func newRaces() *races { return &races{bytes: map[raceKey]*raceEntry{}} }

// nextPhase starts a barrier phase: accesses before it order before the
// ones after it.
func (r *races) nextPhase() { r.epoch++ }

// note records an access of thread gi to buf[off:off+size] and returns the
// thread it races with, or noThread.
func (r *races) note(buf []byte, off uint64, size int, gi int, write bool) int {
	if len(buf) == 0 {
		return noThread
	}
	for i := uint64(0); i < uint64(size); i++ {
		k := raceKey{&buf[0], off + i}
		e := r.bytes[k]
		if e == nil {
			e = &raceEntry{epoch: -1}
			r.bytes[k] = e
		}
		if e.epoch != r.epoch {
			*e = raceEntry{epoch: r.epoch, writer: noThread, reader: noThread}
		}
		if e.writer != noThread && e.writer != gi {
			return e.writer
		}
		if write {
			if e.reader != noThread && e.reader != gi {
				if e.reader == manyThreads {
					return manyThreads
				}
				return e.reader
			}
			e.writer = gi
			continue
		}
		switch e.reader {
		case noThread:
			e.reader = gi
		case gi:
		default:
			e.reader = manyThreads
		}
	}
	return noThread
}

// noteRace records lane l's access to buf and fails with a runtime error
// naming both threads when it races. A store whose bytes equal the
// memory's (changes) counts as no access.
func (w *wave) noteRace(v *ir.Value, l int, buf []byte, off uint64, size int, write, changes bool) {
	r := w.g.races
	if r == nil || (write && !changes) || v.Mem != nil && v.Mem.Kind == ir.MemPrivate {
		return
	}
	gi := w.base + l
	other := r.note(buf, off, size, gi, write)
	if other == noThread {
		return
	}
	what := "reads"
	if write {
		what = "writes"
	}
	who := "other threads"
	if other >= 0 {
		who = fmt.Sprintf("thread %d", other)
	}
	w.fail(v, l, "data race: it %s bytes %d to %d of @%s that %s also accessed since the group's last barrier, one of them writing (the result depends on the order threads run in)",
		what, off, off+uint64(size)-1, v.Mem.Name, who)
}

// DataRace reports whether the error is a data race (Options.DetectRaces).
func (e *RuntimeError) DataRace() bool { return strings.HasPrefix(e.Msg, "data race:") }
