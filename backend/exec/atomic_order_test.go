package exec

import (
	"slices"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// The lanes of a wave perform an atomic instruction's operations in lane
// order with seed 0 and in an order drawn from the seed otherwise: here
// every lane adds 1 to one word through a global, a buffer and an LDS
// atomic and stores the value it got back, which is its rank in the order.
func TestAtomicLaneOrderFollowsSeed(t *testing.T) {
	// scalarKernel's (s[4:5] the buffer, s[8:11] its V#) with 4 bytes of LDS
	body := `
	v_lshlrev_b32_e32 v5, 2, v0
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 1
	global_atomic_add v3, v1, v2, s[4:5] glc
	s_waitcnt vmcnt(0)
	global_store_dword v5, v3, s[4:5] offset:256
	buffer_atomic_add v2, off, s[8:11], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	global_store_dword v5, v2, s[4:5] offset:512
	v_mov_b32_e32 v2, 1
	ds_add_rtn_u32 v3, v1, v2
	s_waitcnt lgkmcnt(0)
	global_store_dword v5, v3, s[4:5] offset:768`
	src := strings.Replace(strings.Replace(scalarKernel, "BODY", body, 1), "\t.end_amdhsa_kernel", "\t\t.amdhsa_group_segment_fixed_size 4\n\t.end_amdhsa_kernel", 1)
	obj, _, err := gfx9.Assemble("order.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	identity := make([]uint32, 64)
	for i := range identity {
		identity[i] = uint32(i)
	}
	run := func(seed uint64) [3][]uint32 {
		s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"mem", make([]byte, 4*256)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "mem"}, {Kind: "bufdesc", Buffer: "mem"}}}
		out, err := runProgram(t, p, s, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		m := out["mem"]
		return [3][]uint32{m[64:128], m[128:192], m[192:256]}
	}
	for i, ranks := range run(0) {
		if !slices.Equal(ranks, identity) {
			t.Errorf("seed 0, atomic %d: ranks %v, want lane order", i, ranks)
		}
	}
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 8; seed++ {
		for i, ranks := range run(seed) {
			if sorted := slices.Sorted(slices.Values(ranks)); !slices.Equal(sorted, identity) {
				t.Fatalf("seed %d, atomic %d: ranks %v are not an order of the 64 lanes", seed, i, ranks)
			}
			orders[string(u32s(ranks))] = true
		}
		if again := run(seed); !slices.Equal(again[0], run(seed)[0]) {
			t.Errorf("seed %d: two runs give different orders", seed)
		}
	}
	if len(orders) < 20 {
		t.Errorf("8 seeds × 3 atomics gave %d distinct lane orders, want most of 24", len(orders))
	}
}
