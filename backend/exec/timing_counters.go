package exec

import "hlslc/backend/gfx9"

// The timing model's per-wave counters: the completion cycles of a wave's
// outstanding vector memory and LGKM operations, part of the wave's state
// (the counts beside what a turn reads, so that most memory instructions
// and waits look at no entry). Their storage is fixed — no slice header
// is rewritten as operations come and go, which would cost a write
// barrier each while the garbage collector marks — and sized by the
// counters' maxima: a memory instruction whose counter is full waits for
// the oldest operation (gpuSim.advance), so a wave never holds more.
//
// Completed operations are dropped only when the count matters (a wait
// that may have to wait, a counter that may be full, a full queue): a
// completed one left in place changes no wait, since it completed before
// every pending one.

// vmQueue holds the outstanding vector memory operations, oldest first, in
// a ring. They complete in order (vmcnt counts in order [isa]): the cycles
// never decrease, so the complete ones are a prefix.
type vmQueue struct {
	done [vmRing]int64
}

// vmRing is the ring's size: a power of two above gfx9.MaxVMCnt.
const vmRing = 64

const _ = uint(vmRing - 1 - gfx9.MaxVMCnt) // the ring holds a full counter

// vmCount is where a vmQueue's entries are: vm.done[(head+i)%vmRing] for
// i < n, the i-th oldest.
type vmCount struct{ head, n int32 }

// prune drops the operations complete by cycle t.
func (q *vmQueue) prune(c *vmCount, t int64) {
	for c.n > 0 && q.done[c.head&(vmRing-1)] <= t {
		c.head++
		c.n--
	}
	if c.n == 0 {
		c.head = 0
	}
}

// push adds an operation completing at cycle d (not before the last), at
// cycle t.
func (q *vmQueue) push(c *vmCount, d, t int64) {
	if c.n >= gfx9.MaxVMCnt {
		q.prune(c, t)
		if c.n >= gfx9.MaxVMCnt {
			panic("timing model: more vector memory operations outstanding than vmcnt counts")
		}
	}
	q.done[(c.head+c.n)&(vmRing-1)] = d
	c.n++
}

// last is the completion cycle of the newest operation (0: none).
func (q *vmQueue) last(c vmCount) int64 {
	if c.n == 0 {
		return 0
	}
	return q.done[(c.head+c.n-1)&(vmRing-1)]
}

// wait is the cycle at which at most n operations are outstanding (at or
// before t if they are now).
func (q *vmQueue) wait(c vmCount, n int) int64 {
	if int(c.n) <= n {
		return 0
	}
	return q.done[(int(c.head)+int(c.n)-n-1)&(vmRing-1)]
}

// lgkmOp is one outstanding LGKM operation: the cycle it completes at,
// doubled, plus 1 for a scalar load (else LDS).
type lgkmOp int64

func newLGKMOp(done int64, smem bool) lgkmOp {
	if smem {
		return lgkmOp(done<<1 | 1)
	}
	return lgkmOp(done << 1)
}

func (o lgkmOp) done() int64 { return int64(o >> 1) }
func (o lgkmOp) smem() bool  { return o&1 != 0 }

// lgkmQueue holds the outstanding LGKM operations in issue order. Scalar
// loads complete out of order [isa], so any may leave.
type lgkmQueue struct {
	ops [gfx9.MaxLGKMCnt]lgkmOp
}

// prune drops the operations complete by cycle t.
func (q *lgkmQueue) prune(n *int32, t int64) {
	k := int32(0)
	for _, o := range q.ops[:*n] {
		if o.done() > t {
			q.ops[k] = o
			k++
		}
	}
	*n = k
}

func (q *lgkmQueue) push(n *int32, o lgkmOp, t int64) {
	if int(*n) >= len(q.ops) {
		q.prune(n, t)
		if int(*n) >= len(q.ops) {
			panic("timing model: more LGKM operations outstanding than lgkmcnt counts")
		}
	}
	q.ops[*n] = o
	*n++
}

// wait is the cycle at which at most k operations are outstanding (at or
// before t if they are now), and whether the last one waited for is a
// scalar load. The count drops as each completes, so the wait ends with
// the operation of rank n-k-1 by completion (earlier-issued first among
// equals), counted in place.
func (q *lgkmQueue) wait(n int32, k int) (int64, bool) {
	r := int(n) - k - 1
	if r < 0 {
		return 0, false
	}
	ops := q.ops[:n]
	for i, o := range ops {
		rank := 0
		for j, p := range ops {
			if p.done() < o.done() || p.done() == o.done() && j < i {
				rank++
			}
		}
		if rank == r {
			return o.done(), o.smem()
		}
	}
	panic("unreachable: every rank is taken")
}
