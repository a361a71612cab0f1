package exec

import (
	"math/rand"
	"runtime"
	"sync/atomic"
	"testing"
)

// The trace's short cut for LDS accesses whose lanes step by the element
// size gives the bank passes that counting the banks lane by lane gives,
// for any active lanes (a phase boundary inside the active range, holes),
// element size and one or two accesses per lane.
func TestContiguousPassesMatchBankCount(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	w := &wave{ts: new(timingScratch)}
	var buf [128]access
	for i := 0; i < 20000; i++ {
		bytes := []int{4, 8, 12, 16}[r.Intn(4)]
		naccess := 1 + r.Intn(2)
		var exec uint64
		switch r.Intn(3) {
		case 0:
			exec = r.Uint64()
		case 1: // a run of lanes
			lo := r.Intn(64)
			n := 1 + r.Intn(64-lo)
			exec = (^uint64(0) >> (64 - n)) << lo
		default:
			exec = 1 << r.Intn(64)
		}
		base := uint32(r.Intn(1 << 16))
		row := make([]uint32, 64)
		for l := range row {
			row[l] = base + uint32(l*bytes)
		}
		m := &memOp{space: spaceLDS, bytes: bytes, naccess: naccess, offs: [2]uint64{uint64(r.Intn(256) * bytes), uint64(r.Intn(256) * bytes)}}
		st := &addrState{exec: exec, lo: row}
		acc, _ := accessesOf(m, st, buf[:])
		want := w.bankPasses(acc, bytes, naccess)
		if got := contiguousPasses(exec, bytes, naccess); got != want {
			t.Fatalf("exec %#x, %d bytes, %d accesses: %d passes, counting the banks gives %d", exec, bytes, naccess, got, want)
		}
	}
}

// The broker hands the workgroups' traces to the model in dispatch order
// whatever order the workers finish them in, holds the workers at its
// window, and wakes the model for batches without ever leaving it waiting
// for a batch the workers cannot complete (a deadlock would hang the test).
func TestTraceBrokerOrder(t *testing.T) {
	for _, c := range []struct{ total, workers int }{{1, 1}, {7, 1}, {64, 1}, {640, 1}, {300, 2}, {1000, 5}} {
		b := newTraceBroker(uint64(c.total), c.workers, new(traceStore))
		var next atomic.Uint64
		var maxAhead atomic.Int64
		for k := 0; k < c.workers; k++ {
			go func() {
				r := rand.New(rand.NewSource(int64(k)))
				for {
					i := next.Add(1) - 1
					if i >= uint64(c.total) {
						return
					}
					if r.Intn(4) == 0 {
						runtime.Gosched()
					}
					g := &groupTrace{waves: []*waveTrace{{recs: []traceRec{{pc: int32(i)}}}}}
					b.put(i, g)
					b.mu.Lock()
					maxAhead.Store(max(maxAhead.Load(), int64(i)-int64(b.next)))
					b.mu.Unlock()
				}
			}()
		}
		for i := 0; i < c.total; i++ {
			g, ok := b.take()
			if !ok || g.waves[0].recs[0].pc != int32(i) {
				t.Fatalf("%d workgroups, %d workers: take %d gave %v, %v", c.total, c.workers, i, g, ok)
			}
		}
		if g, ok := b.take(); ok {
			t.Fatalf("%d workgroups: a take after the last gave %v", c.total, g)
		}
		if a := maxAhead.Load(); a >= int64(b.window) {
			t.Errorf("%d workgroups, %d workers: a worker put %d workgroups ahead of the model, beyond the window of %d", c.total, c.workers, a, b.window)
		}
	}
}

// A failed dispatch releases a model waiting for a batch and workers
// waiting for room.
func TestTraceBrokerFail(t *testing.T) {
	b := newTraceBroker(1000, 1, new(traceStore))
	took, put := make(chan bool), make(chan bool)
	go func() {
		_, ok := b.take()
		took <- ok
	}()
	for i := uint64(1); i < b.window; i++ { // workgroup 0 never arrives
		b.put(i, &groupTrace{})
	}
	go func() {
		b.put(b.window, &groupTrace{}) // waits for room
		put <- true
	}()
	b.fail()
	if ok := <-took; ok {
		t.Errorf("take after fail returned a trace")
	}
	<-put
}

// The bank mask of ldsBankPasses gives the passes that counting the banks
// lane by lane gives, for conflict-free, broadcast, swizzled, strided and
// random addresses, any active lanes, element size and one or two accesses
// per lane.
func TestLDSBankPassesMatchBankCount(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	w := &wave{ts: new(timingScratch)}
	var buf [128]access
	var row [64]uint32
	for i := 0; i < 50000; i++ {
		bytes := []int{1, 2, 4, 8, 12, 16}[r.Intn(6)]
		naccess := 1 + r.Intn(2)
		exec := r.Uint64()
		switch r.Intn(3) {
		case 0:
			exec = ^uint64(0)
		case 1:
			exec &= r.Uint64()
		}
		base := uint32(r.Intn(1 << 16))
		if r.Intn(2) == 0 { // aligned to the access: counted in wide banks
			base &^= 15
		}
		stride, mask := uint32(1+r.Intn(64)), uint32(1<<r.Intn(7)-1)
		for l := range row {
			switch i % 5 {
			case 0: // lanes swizzled by a XOR (conflict-free for dwords)
				row[l] = base + 4*(uint32(l)^mask)
			case 1: // strided: conflicts of any degree
				row[l] = base + 4*stride*uint32(l)
			case 2: // broadcasts of a few dwords
				row[l] = base + 4*(uint32(l)&mask)
			case 3: // padded rows (stride 33 dwords)
				row[l] = base + 4*(33*(uint32(l)&mask)+uint32(l)/(mask+1))
			default:
				row[l] = uint32(r.Intn(1 << 12))
			}
		}
		m := &memOp{space: spaceLDS, bytes: bytes, naccess: naccess, offs: [2]uint64{uint64(r.Intn(512)), uint64(r.Intn(512))}}
		if r.Intn(2) == 0 {
			m.offs = [2]uint64{uint64(16 * r.Intn(32)), uint64(16 * r.Intn(32))}
		}
		acc, _ := accessesOf(m, &addrState{exec: exec, lo: row[:]}, buf[:])
		want := w.bankPasses(acc, bytes, naccess)
		if got := ldsBankPasses(exec, &row, m.offs, bytes, naccess); got != want {
			t.Fatalf("case %d: exec %#x, %d bytes, %d accesses, offsets %v: %d passes, counting the banks gives %d (addresses %v)", i%5, exec, bytes, naccess, m.offs, got, want, row)
		}
	}
}

// A timed run records into the traces of the program's earlier timed runs,
// even after a garbage collection (which empties a sync.Pool, where most
// timed runs made their traces anew, about ten allocations a wave).
func TestTimingReusesTraces(t *testing.T) {
	cl, _ := buildCorpus(t)
	p, err := Load(cl, "lds_reduce")
	if err != nil {
		t.Fatal(err)
	}
	const groups = 640
	run := func() uint64 {
		mem, d, _, err := ldsGroupsSpec(groups).Setup(p)
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := p.Run(mem, d, Options{Workers: 1, Timing: true}); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		return after.Mallocs - before.Mallocs
	}
	first := run()
	second := run()
	// 4 waves a workgroup: fewer allocations than waves, by far
	if second > groups {
		t.Errorf("the second timed run of %d workgroups made %d allocations (the first %d): its traces were not reused", groups, second, first)
	}
}
