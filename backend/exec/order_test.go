package exec

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
)

// A work queue: each workgroup takes a ticket from a global counter with a
// returning atomic, loops a number of times that depends on it and stores
// it. Which workgroup gets which ticket depends on the order in which the
// workers run them, and with it each workgroup's path and the timing; a
// timed run on several workers reruns in dispatch order (order.go), so the
// timing JSON is the same on every run and equal to one worker's, and
// workgroup g holds ticket g. Before taking its ticket a workgroup spins
// for a time that depends on its index, so that concurrent workgroups take
// theirs out of dispatch order.
const ticketQueue = `
	s_and_b32 s11, s6, 3
	s_mul_i32 s11, s11, 3000
	s_add_u32 s11, s11, 1
.Lpre:
	s_sub_u32 s11, s11, 1
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc1 .Lpre
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 1
	s_mov_b64 exec, 1
	global_atomic_add v3, v1, v2, s[0:1] glc
	s_waitcnt vmcnt(0)
	s_mov_b64 exec, -1
	v_readfirstlane_b32 s8, v3
	s_and_b32 s9, s8, 7
	s_lshl_b32 s9, s9, 4
	s_add_u32 s9, s9, 1
	v_mov_b32_e32 v4, 1.0
.Lloop:
	v_mul_f32_e32 v4, v4, v4
	s_sub_u32 s9, s9, 1
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc1 .Lloop
	s_lshl_b32 s10, s6, 2
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v6, s8
	s_mov_b64 exec, 1
	global_store_dword v5, v6, s[2:3]
`

// A count that workgroup 0 resets while the others read it (as a kernel
// written for one workgroup does when dispatched over several): a plain
// race, no atomics.
const resetRace = `
	v_mov_b32_e32 v1, 0
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s8, v2
	s_add_u32 s9, s8, 1
	v_mov_b32_e32 v4, 1.0
.Lloop:
	v_mul_f32_e32 v4, v4, v4
	s_sub_u32 s9, s9, 1
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc1 .Lloop
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc1 .Lend
	v_mov_b32_e32 v3, 0
	s_mov_b64 exec, 1
	global_store_dword v1, v3, s[0:1]
.Lend:
`

// Every workgroup adds to one counter with an atomic that returns nothing:
// what a workgroup does depends on no other's, so nothing reruns.
const countAll = `
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 1
	global_atomic_add v1, v2, s[0:1]
`

// Each workgroup reads its own part of in and writes its own part of out:
// no workgroup reads what another writes, so nothing reruns.
const ownLines = `
	s_lshl_b32 s10, s6, 8
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v1, s10, v1
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 1, v2
	global_store_dword v1, v2, s[2:3]
`

func TestTimingOrderDeterministic(t *testing.T) {
	const groups = 64
	reruns := 0
	testHookOrdered = func() { reruns++ }
	defer func() { testHookOrdered = nil }()
	for _, c := range []struct {
		name   string
		body   string
		in     []uint32
		rerun  bool
		ticket bool
	}{
		{"tickets", ticketQueue, make([]uint32, 64*groups), true, true},
		{"reset", resetRace, append([]uint32{40}, make([]uint32, 64*groups-1)...), true, false},
		{"own", ownLines, make([]uint32, 64*groups), false, false},
		{"count", countAll, make([]uint32, 64*groups), false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := asmKernel(t, c.body, 8, 0)
			var want []byte
			for run := 0; run < 8; run++ {
				workers := []int{1, 2, 4, 8}[run%4]
				reruns = 0
				tm, out := timedRun(t, p, groups, c.in, 64*groups, Options{Workers: workers})
				got, err := json.Marshal(tm)
				if err != nil {
					t.Fatal(err)
				}
				if run == 0 {
					want = got
				} else if !bytes.Equal(got, want) {
					t.Fatalf("run %d with %d workers: timing\n%s\nwant (1 worker)\n%s", run, workers, got, want)
				}
				if wantRerun := c.rerun && workers > 1; (reruns > 0) != wantRerun {
					t.Errorf("run %d with %d workers: %d reruns in dispatch order, want them %v", run, workers, reruns, wantRerun)
				}
				if c.ticket {
					for g := 0; g < groups; g++ {
						if out["out"][g] != uint32(g) {
							t.Fatalf("run %d with %d workers: workgroup %d took ticket %d, not its dispatch index", run, workers, g, out["out"][g])
						}
					}
				}
			}
		})
	}
}

func TestOrderSummaries(t *testing.T) {
	for _, c := range []struct {
		r, w uint32
		want bool
	}{
		{0, 0, false}, {1, 0, false}, {0, 1, false}, {1, 1, false}, {1, 2, true},
		{orderMany, 0, false}, {orderMany, 1, true}, {1, orderMany, true}, {0, orderMany, false},
	} {
		if got := clashes(uint64(c.r) | uint64(c.w)<<32); got != c.want {
			t.Errorf("clashes(readers %#x, writers %#x) = %v, want %v", c.r, c.w, got, c.want)
		}
	}
	if mergeGroups(3, 3) != 3 || mergeGroups(0, 3) != 3 || mergeGroups(3, 4) != orderMany || mergeGroups(orderMany, orderMany) != orderMany {
		t.Error("mergeGroups")
	}
}

// imageRowKernel loads row s6+dy of a 2d 32-bit image at x = lane, adds
// one and stores it to row s6: with dy = 0 each workgroup keeps to its own
// texels (nothing reruns: an image load or store is noted by its texels'
// lines), with dy = 1 it reads the row the next workgroup writes.
func imageRowKernel(t *testing.T, dy int) *Program {
	src := fmt.Sprintf(`
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s6, %d
	v_mov_b32_e32 v1, s16
	image_load v2, v[0:1], s[8:15] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 1, v2
	v_mov_b32_e32 v1, s6
	image_store v2, v[0:1], s[8:15] dmask:0x1 unorm
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_kernarg_size 32
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 24
	.end_amdhsa_kernel
`, dy)
	return assembleKernel(t, "image_rows.s", src, "k")
}

func TestTimingOrderImages(t *testing.T) {
	const groups = 32
	reruns := 0
	testHookOrdered = func() { reruns++ }
	defer func() { testHookOrdered = nil }()
	spec := fmt.Sprintf(`{"dispatch": [%d, 1, 1], "workgroup": [64, 1, 1], "buffers": {"img": {"u32": %s}},
		"kernargs": [{"imagedesc": "img", "format": "32 uint", "type": "2d", "dims": [64, %d]}]}`,
		groups, jsonU32(make([]uint32, 64*(groups+1))), groups+1)
	for _, dy := range []int{0, 1} {
		p := imageRowKernel(t, dy)
		var want []byte
		for _, workers := range []int{1, 2, 4} {
			s, err := ParseSpec([]byte(spec), ".")
			if err != nil {
				t.Fatal(err)
			}
			mem, d, _, err := s.Setup(p)
			if err != nil {
				t.Fatal(err)
			}
			reruns = 0
			st, err := p.Run(mem, d, Options{Workers: workers, Timing: true})
			if err != nil {
				t.Fatal(err)
			}
			got, _ := json.Marshal(st.Timing)
			if want == nil {
				want = got
			} else if !bytes.Equal(got, want) {
				t.Errorf("dy %d, %d workers: timing differs from one worker's", dy, workers)
			}
			if wantRerun := dy == 1 && workers > 1; (reruns > 0) != wantRerun {
				t.Errorf("dy %d, %d workers: %d reruns in dispatch order, want them %v", dy, workers, reruns, wantRerun)
			}
		}
	}
}
