package exec

import "hlslc/backend/gfx9"

// The timing model's per-wave counters: the completion cycles of a wave's
// outstanding vector memory and LGKM operations. Their storage is fixed
// (no slice header is rewritten as operations come and
// go, which would cost a write barrier each while the garbage collector
// marks), sized by the counters' maxima: a memory instruction whose counter
// is full waits for the oldest operation (gpuSim.turn), so a wave never
// holds more.

// vmQueue holds the outstanding vector memory operations, oldest first, in
// a ring. They complete in order (vmcnt counts in order [isa]): the cycles
// never decrease, so the complete ones are a prefix.
type vmQueue struct {
	head, n int
	done    [vmRing]int64
}

// vmRing is the ring's size: a power of two above gfx9.MaxVMCnt.
const vmRing = 64

const _ = uint(vmRing - 1 - gfx9.MaxVMCnt) // the ring holds a full counter

func (q *vmQueue) reset() { q.head, q.n = 0, 0 }

// prune drops the operations complete by cycle t.
func (q *vmQueue) prune(t int64) {
	for q.n > 0 && q.done[q.head&(vmRing-1)] <= t {
		q.head++
		q.n--
	}
	if q.n == 0 {
		q.head = 0
	}
}

// push adds an operation completing at cycle d (not before the last).
func (q *vmQueue) push(d int64) {
	if q.n >= gfx9.MaxVMCnt {
		panic("timing model: more vector memory operations outstanding than vmcnt counts")
	}
	q.done[(q.head+q.n)&(vmRing-1)] = d
	q.n++
}

// last is the completion cycle of the newest operation (0: none).
func (q *vmQueue) last() int64 {
	if q.n == 0 {
		return 0
	}
	return q.done[(q.head+q.n-1)&(vmRing-1)]
}

// wait is the cycle at which at most n operations are outstanding.
func (q *vmQueue) wait(n int) int64 {
	if q.n <= n {
		return 0
	}
	return q.done[(q.head+q.n-n-1)&(vmRing-1)]
}

// lgkm is one outstanding LGKM operation: when it completes, and whether
// it is a scalar load (else LDS).
type lgkmOp struct {
	done int64
	smem bool
}

// lgkmQueue holds the outstanding LGKM operations in issue order. Scalar
// loads complete out of order [isa], so any may leave.
type lgkmQueue struct {
	n   int
	ops [gfx9.MaxLGKMCnt]lgkmOp
}

// prune drops the operations complete by cycle t.
func (q *lgkmQueue) prune(t int64) {
	k := 0
	for _, o := range q.ops[:q.n] {
		if o.done > t {
			q.ops[k] = o
			k++
		}
	}
	q.n = k
}

func (q *lgkmQueue) push(o lgkmOp) {
	if q.n >= len(q.ops) {
		panic("timing model: more LGKM operations outstanding than lgkmcnt counts")
	}
	q.ops[q.n] = o
	q.n++
}

// wait is the cycle at which at most n operations are outstanding, and
// whether the last one waited for is a scalar load. The count drops as
// each completes, so the wait ends with the operation of rank q.n-n-1 by
// completion (earlier-issued first among equals), counted in place.
func (q *lgkmQueue) wait(n int) (int64, bool) {
	k := q.n - n - 1
	if k < 0 {
		return 0, false
	}
	ops := q.ops[:q.n]
	for i, o := range ops {
		rank := 0
		for j, p := range ops {
			if p.done < o.done || p.done == o.done && j < i {
				rank++
			}
		}
		if rank == k {
			return o.done, o.smem
		}
	}
	panic("unreachable: every rank is taken")
}
