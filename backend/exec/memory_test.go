package exec

import (
	"encoding/binary"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"hlslc/backend/gfx9"
)

// A trivial kernel with one wave per workgroup: lane 0 stores the workgroup
// id into out[id]. Every group writes bytes of its own: groups run in
// parallel on the executor's workers, and a kernel whose groups wrote the
// same bytes would race in the executor's memory as it does on a GPU.
const boundedKernel = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_lshl_b32 s2, s6, 2
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s6
	s_mov_b64 exec, 1
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v2, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
`

// boundedGroups is the largest grid dispatchMemory runs; its output buffer
// has room for that many groups whatever the grid, so that runs of
// different sizes hold the same memory before they start.
const boundedGroups = 1_000_000

// dispatchMemory runs the bounded kernel over n workgroups and returns the
// bytes allocated during the dispatch and the peak HeapInuse sampled while
// it ran.
func dispatchMemory(t testing.TB, p *Program, n uint32) (total, peak uint64, st *Stats) {
	if n > boundedGroups {
		t.Fatalf("dispatchMemory: %d groups, at most %d", n, boundedGroups)
	}
	s := &Spec{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 4*boundedGroups)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	mem, d, allocs, err := s.Setup(p)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var maxInuse atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	// one ticker: a timer per sample (time.After) allocated in proportion
	// to the dispatch's duration, which the race detector makes 10-20 times
	// longer (370 KB over the margin under -race, none of it the executor's)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	go func() {
		defer close(done)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > maxInuse.Load() {
				maxInuse.Store(ms.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	st, err = p.Run(mem, d, Options{})
	close(stop)
	<-done
	if err != nil {
		t.Fatal(err)
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	out := allocs["out"].Data
	for g := uint32(0); g < n; g++ {
		if v := binary.LittleEndian.Uint32(out[4*g:]); v != g {
			t.Fatalf("out[%d] = %d, want %d", g, v, g)
		}
	}
	return after.TotalAlloc - before.TotalAlloc, maxInuse.Load(), st
}

// TestMemoryBoundedByWorkgroupsInFlight: a dispatch of a million workgroups
// allocates about what one of a hundred does (the workgroup and wave states
// are reused per worker), and its peak heap stays within a small margin.
func TestMemoryBoundedByWorkgroupsInFlight(t *testing.T) {
	obj, _, err := gfx9.Assemble("bounded.s", []byte(boundedKernel), gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	small, smallPeak, _ := dispatchMemory(t, p, 100)
	large, largePeak, st := dispatchMemory(t, p, boundedGroups)
	if st.Workgroups != boundedGroups || st.Total() != 8*boundedGroups {
		t.Fatalf("ran %d workgroups, %d instructions; want %d and %d", st.Workgroups, st.Total(), boundedGroups, 8*boundedGroups)
	}
	t.Logf("allocated: 100 workgroups %d bytes, 1,000,000 workgroups %d bytes; peak heap in use %d vs %d bytes", small, large, smallPeak, largePeak)
	// Per-worker state only: a per-workgroup allocation of even 8 bytes
	// would add 8 MB here.
	const margin = 256 << 10
	if large > small+margin {
		t.Errorf("a dispatch of 1,000,000 workgroups allocated %d bytes, one of 100 %d: memory grows with the grid", large, small)
	}
	if largePeak > smallPeak+4<<20 {
		t.Errorf("peak heap in use %d bytes for 1,000,000 workgroups vs %d for 100", largePeak, smallPeak)
	}
}
