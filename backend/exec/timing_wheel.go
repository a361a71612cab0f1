package exec

import (
	"math/bits"

	"hlslc/backend/gfx9"
)

// A CU's issue turns as a timing wheel. Each resident wave that may issue
// is queued at the turn at which its SIMD next looks at it: the first
// turn of its SIMD (SIMD k's turns are the cycles ≡ k mod 4, align) at or
// after the cycle from which it may issue, and after the turn that queued
// it. A turn then looks at exactly the waves queued at its cycle, oldest
// first, and the CU's next turn is the first cycle with a wave queued —
// one bit scan, where a heap per SIMD cost a push and a pop (with their
// data-dependent branches) for most modelled instructions, and a scan of
// the four SIMDs' next turns for every turn.
//
// The wheel holds the turns of the next wheelSize cycles after the one
// being processed, each as a mask of the slots (simSIMD.waves indexes,
// which are the waves' ages) of the SIMD the cycle belongs to, with a bit
// per cycle saying whether it has any; turns further away (long memory
// waits) wait in a heap and move into the wheel as it comes near them.

const wheelSize = 512 // cycles; a multiple of 64 and of 4

const wheelWords = wheelSize / 64

// The slots of a SIMD fit a bucket's mask.
const _ = uint(16 - gfx9.MaxWavesPerSIMD)

// turnWheel is a CU's queued turns.
type turnWheel struct {
	// cycle is the turn being processed (or, between turns, the last
	// one): the wheel holds the cycles cycle+1 … cycle+wheelSize, at
	// their index modulo wheelSize.
	cycle  int64
	slots  [wheelSize]uint16
	filled [wheelWords]uint64
	// late holds the turns beyond the wheel: cycle<<6 | SIMD<<4 | slot;
	// lateFrom is the first turn whose moveLate has one to move in (never:
	// none).
	late     []int64
	lateFrom int64
}

func (q *turnWheel) reset() {
	q.cycle = -1
	clear(q.slots[:])
	clear(q.filled[:])
	q.late = q.late[:0]
	q.lateFrom = never
}

// setLateFrom notes the turn from which the first late turn comes within
// the wheel's reach (moveLate).
func (q *turnWheel) setLateFrom() {
	q.lateFrom = never
	if len(q.late) > 0 {
		q.lateFrom = q.late[0]>>6 - wheelSize + 1
	}
}

// add queues slot i of SIMD k at turn t (t > cycle, t ≡ k mod 4).
func (q *turnWheel) add(t int64, k, i int) {
	if t-q.cycle <= wheelSize {
		q.addMask(t, 1<<(i&15))
		return
	}
	q.addLate(t, k, i)
}

// addLate queues a turn beyond the wheel (add's rarer path, apart so that
// add is inlined).
//
//go:noinline
func (q *turnWheel) addLate(t int64, k, i int) {
	q.pushLate(t<<6 | int64(k)<<4 | int64(i))
}

// addMask queues the slots of mask m at turn t, within the wheel.
func (q *turnWheel) addMask(t int64, m uint64) {
	p := t & (wheelSize - 1)
	q.slots[p] |= uint16(m)
	q.filled[p>>6] |= 1 << (p & 63)
}

// next is the first queued turn, never if none.
func (q *turnWheel) next() int64 {
	start := q.cycle + 1
	p := start & (wheelSize - 1)
	wi := p >> 6
	if w := q.filled[wi] >> (p & 63); w != 0 {
		return start + int64(bits.TrailingZeros64(w))
	}
	for n := int64(1); n <= wheelWords; n++ {
		j := (wi + n) & (wheelWords - 1)
		if w := q.filled[j]; w != 0 {
			pos := j<<6 + int64(bits.TrailingZeros64(w))
			return start + (pos-p)&(wheelSize-1)
		}
	}
	if len(q.late) > 0 {
		return q.late[0] >> 6
	}
	return never
}

// soon is next when the first queued turn is in the wheel's word holding
// the cycle after the current one (most are), else -1 (inlined, where
// next is a call).
func (q *turnWheel) soon() int64 {
	start := q.cycle + 1
	p := start & (wheelSize - 1)
	if w := q.filled[p>>6] >> (p & 63); w != 0 {
		return start + int64(bits.TrailingZeros64(w))
	}
	return -1
}

// moveLate moves the late turns that come within the wheel's reach with
// turn t into it: before take, when there are any (t ≥ lateFrom).
func (q *turnWheel) moveLate(t int64) {
	q.cycle = t - 1
	for len(q.late) > 0 && q.late[0]>>6 <= q.cycle+wheelSize {
		e := q.popLate()
		q.addMask(e>>6, 1<<(e&15))
	}
	q.setLateFrom()
}

// take makes t (the first queued turn) the one being processed, and
// returns the slots queued at it (after moveLate, if late turns wait).
func (q *turnWheel) take(t int64) uint64 {
	q.cycle = t
	p := t & (wheelSize - 1)
	m := q.slots[p]
	q.slots[p] = 0
	q.filled[p>>6] &^= 1 << (p & 63)
	return uint64(m)
}

// dropSlot renumbers SIMD k's queued slots when slot i (not queued) leaves
// it: the ones above move down.
func (q *turnWheel) dropSlot(k, i int) {
	// the cycles of SIMD k: every fourth, from k
	const simd0 = 0x1111111111111111
	for j := range q.filled {
		for w := q.filled[j] & (simd0 << k); w != 0; w &= w - 1 {
			p := j<<6 + bits.TrailingZeros64(w)
			q.slots[p] = uint16(dropSlot(uint64(q.slots[p]), i))
		}
	}
	// the heap's order stays: no other entry of SIMD k has slot i
	for j, e := range q.late {
		if int(e>>4&3) == k && int(e&15) > i {
			q.late[j] = e - 1
		}
	}
}

// dropSlot removes slot i from a mask of slots: the ones above it move
// down, as the waves do when wave i leaves the SIMD.
func dropSlot(m uint64, i int) uint64 {
	low := uint64(1)<<(i&63) - 1
	return m&low | m>>1&^low
}

// The late turns are a binary min-heap.
func (q *turnWheel) pushLate(e int64) {
	q.late = append(q.late, e)
	h := q.late
	i := len(h) - 1
	for i > 0 {
		up := (i - 1) / 2
		if h[up] <= e {
			break
		}
		h[i] = h[up]
		i = up
	}
	h[i] = e
	q.setLateFrom()
}

func (q *turnWheel) popLate() int64 {
	h := q.late
	top := h[0]
	n := len(h) - 1
	e := h[n]
	q.late = h[:n]
	h = h[:n]
	i := 0
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && h[c+1] < h[c] {
			c++
		}
		if e <= h[c] {
			break
		}
		h[i] = h[c]
		i = c
	}
	if n > 0 {
		h[i] = e
	}
	return top
}
