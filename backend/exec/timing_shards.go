package exec

import (
	"fmt"
	"sync"
)

// The CUs of a window advanced by several goroutines, once every workgroup
// is placed.
//
// Until then a CU that finishes a workgroup takes the next one while the
// CUs advance in their fixed order, so the CUs depend on each other within
// a window. Afterwards they meet only at the L2, whose side of each vector
// memory instruction is deferred to the window's end (timing_l2.go); the
// rest of a CU's advance touches its own state, and sums. So the CUs are
// split into shards (CU i in shard i mod n), each advanced by a goroutine
// of its own with its own sums, deferred requests and finished state, and
// at the window's end the shards are merged into the model: the sums are
// integers (the resident wave cycles an integer sum in a float64, exact
// below 2^53), added in any order alike; the deferred requests are merged
// by sub-window and CU, the lockstep's order that resolveL2 plays (each
// shard's list is in that order, as it advances its CUs in theirs); a
// blocked wave goes back to its own CU's wheel, so only the order within a
// CU matters, which its shard keeps. The results are therefore the same
// for any number of shards (TestTimingShardsMatchSerial). The model uses
// as many as the host has cores (GOMAXPROCS), whatever the dispatch's
// workers: every workgroup is placed only once the model has taken every
// trace, so the workers are done and their cores free. When all of a
// dispatch's workgroups fit in the first round (64 CUs' worth of them, as
// in BenchmarkTimingOverhead's LDS and LDSx10 dispatches), the model can
// start only when the workers are done, and its wall time is then what
// --timing adds: with one worker a second core would otherwise idle.

// testShards, set by tests, is the number of shards whatever the
// cores and the waves (0: as many as the cores, if shardsPay).
var testShards int

// maxShards bounds the shards (a dispatch's workers may be many more than
// the host's cores).
const maxShards = 64

// simShard is one goroutine's part of a parallel window.
type simShard struct {
	s      gpuSim    // the model's fixed parts, its own sums
	caches simCaches // its own deferred requests and finished state
	cus    []*simCU  // its CUs, in the model's order
	fault  any       // a panic of its advance, as a modelFault
	at     int       // the CU it panicked in
}

// makeShards prepares n shards of the model's CUs for the windows after
// the last workgroup is placed (none for n < 2).
func (s *gpuSim) makeShards(n int) {
	if testShards > 0 {
		n = testShards
	}
	n = min(n, len(s.cus), maxShards)
	if n < 2 {
		return
	}
	c := s.caches
	for len(c.shards) < n {
		c.shards = append(c.shards, new(simShard))
	}
	s.shards = c.shards[:n]
	for j, sh := range s.shards {
		sh.cus = sh.cus[:0]
		for i := j; i < len(s.cus); i += n {
			sh.cus = append(sh.cus, s.cus[i])
		}
	}
}

// shardsPay decides, at the first window after the last workgroup is
// placed, whether the shards are worth their cost, and drops them if not:
// a shard's goroutine runs on another core, to which its CUs' state moves
// (and from which the L2's resolution at each window's end reads it back),
// which cost about 40% more CPU in the model than one goroutine with one
// wave per SIMD (lds_reduce on 64 groups: the window's work per CU is small,
// its instructions mostly issued in solo stretches) for a fifth less wall
// time, and 6–16% more for 40–45% less with two to ten (docs/timing.md).
// So the model shards only when the SIMDs that hold waves hold more than
// one each on average.
func (s *gpuSim) shardsPay() bool {
	if s.shardsChecked || testShards > 0 {
		return true
	}
	waves, simds := 0, 0
	for _, cu := range s.cus {
		for k := range cu.simds {
			if n := cu.simds[k].residents; n > 0 {
				waves += n
				simds++
			}
		}
	}
	if waves <= simds {
		s.shards = nil
		return false
	}
	s.shardsChecked = true
	return true
}

// advanceShards advances the CUs through the window [s.winStart, end)
// on the shards' goroutines (the calling one takes the first shard with
// work), and merges their results into the model in the CUs' order.
func (s *gpuSim) advanceShards(end int64) {
	var wg sync.WaitGroup
	busy := s.busyShards[:0]
	for _, sh := range s.shards {
		for _, cu := range sh.cus {
			if cu.next < end {
				busy = append(busy, sh)
				break
			}
		}
	}
	for i, sh := range busy {
		sh.s = *s
		sh.s.shards = nil
		sh.s.instrs, sh.s.stalls, sh.s.busy = [NumClasses]int64{}, [numCauses]int64{}, [8]int64{}
		sh.s.t = Timing{}
		sh.s.residentWaveCycles = 0
		sh.s.cur = -1
		sh.caches.all = s.caches.all
		sh.s.caches = &sh.caches
		sh.s.deferred = &sh.caches.deferred
		if i == 0 {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sh.advance(end)
		}()
	}
	if len(busy) > 0 {
		busy[0].advance(end)
	}
	wg.Wait()
	// A panic is raised as one goroutine would have met it: the first in
	// the CUs' order (a CU's advance does not depend on the others').
	var fault *simShard
	for _, sh := range busy {
		if sh.fault != nil && (fault == nil || sh.at < fault.at) {
			fault = sh
		}
	}
	if fault != nil {
		panic(fault.fault)
	}
	s.merge(busy)
	clear(busy)
	s.busyShards = busy[:0]
}

// advance advances the shard's CUs to end; a panic is kept, with the wave
// and instruction it was at, for the model's goroutine to raise.
func (sh *simShard) advance(end int64) {
	sh.fault = nil
	defer func() {
		if v := recover(); v != nil {
			f, ok := v.(modelFault)
			if !ok {
				f = modelFault{sh.s.caches.byID(sh.s.cur), sh.s.curPC, fmt.Sprint(v)}
			}
			sh.fault = f
		}
	}()
	for _, cu := range sh.cus {
		sh.at = cu.id
		sh.s.advance(cu, end)
	}
}

// merge adds the shards' sums to the model's and moves their deferred
// requests, blocked waves and finished state to it, in the CUs' order.
func (s *gpuSim) merge(shards []*simShard) {
	d := s.deferred
	for _, sh := range shards {
		ss := &sh.s
		for i := range s.instrs {
			s.instrs[i] += ss.instrs[i]
		}
		for i := range s.stalls {
			s.stalls[i] += ss.stalls[i]
		}
		for i := range s.busy {
			s.busy[i] += ss.busy[i]
		}
		s.t.LDSBankConflictCycles += ss.t.LDSBankConflictCycles
		s.t.Memory.L1Hits += ss.t.Memory.L1Hits
		s.t.Memory.L1Misses += ss.t.Memory.L1Misses
		s.residentWaveCycles += ss.residentWaveCycles
		c := &sh.caches
		d.blocked = append(d.blocked, c.deferred.blocked...)
		clear(c.deferred.blocked)
		c.deferred.blocked = c.deferred.blocked[:0]
		s.caches.groups = append(s.caches.groups, c.groups...)
		clear(c.groups)
		c.groups = c.groups[:0]
		s.caches.waves = append(s.caches.waves, c.waves...)
		clear(c.waves)
		c.waves = c.waves[:0]
	}
	// The requests, by sub-window, then by CU: each shard's list of a
	// sub-window is in its CUs' order, so the lists merge by the CU of
	// their heads.
	subs := 0
	for _, sh := range shards {
		subs = max(subs, len(sh.caches.deferred.reqs))
	}
	for len(d.reqs) < subs {
		d.reqs = append(d.reqs, nil)
	}
	var heads [maxShards]int
	for sub := 0; sub < subs; sub++ {
		heads = [maxShards]int{}
		for {
			best := -1
			for j, sh := range shards {
				reqs := sh.caches.deferred.reqs
				if sub >= len(reqs) || heads[j] >= len(reqs[sub]) {
					continue
				}
				if best < 0 || reqs[sub][heads[j]].cu < shards[best].caches.deferred.reqs[sub][heads[best]].cu {
					best = j
				}
			}
			if best < 0 {
				break
			}
			sd := &shards[best].caches.deferred
			r := sd.reqs[sub][heads[best]]
			heads[best]++
			lo := len(d.lines)
			d.lines = append(d.lines, sd.lines[r.lo:r.hi]...)
			r.lo, r.hi = int32(lo), int32(len(d.lines))
			d.reqs[sub] = append(d.reqs[sub], r)
		}
	}
	for _, sh := range shards {
		sd := &sh.caches.deferred
		for sub := range sd.reqs {
			clear(sd.reqs[sub])
			sd.reqs[sub] = sd.reqs[sub][:0]
		}
		sd.lines = sd.lines[:0]
	}
}
