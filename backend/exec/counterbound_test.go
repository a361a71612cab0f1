package exec

import (
	"fmt"
	"strings"
	"testing"
)

// A wave never has more operations outstanding than its counter can count
// (gfx9: 63 for VM_CNT, 15 for LGKM_CNT): issuing one more waits for the
// oldest, so after that many later operations of the same counter an
// operation's result is there without an s_waitcnt — which LLVM's waitcnt
// insertion relies on — and one operation fewer leaves it pending.
func TestCounterMaximumRetiresOldest(t *testing.T) {
	for _, c := range []struct {
		name, first, later string
		max                int
	}{
		{"vmcnt", "global_load_dword v2, v1, s[0:1]", "global_store_dword v1, v0, s[2:3] offset:256", 63},
		{"lgkmcnt", "ds_read_b32 v2, v1", "ds_write_b32 v1, v0 offset:256", 15},
	} {
		for _, later := range []int{c.max - 1, c.max} {
			body := "\tv_lshlrev_b32_e32 v1, 2, v0\n\t" + c.first + "\n" +
				strings.Repeat("\t"+c.later+"\n", later) +
				"\tglobal_store_dword v1, v2, s[2:3]\n\ts_waitcnt vmcnt(0)"
			for _, opts := range []Options{{}, {LateDelivery: true}} {
				what := fmt.Sprintf("%s, %d later operations, late delivery %v", c.name, later, opts.LateDelivery)
				out, err := runVis(t, body, 1, 64, opts)
				if later < c.max {
					wantVisReport(t, what, err, c.first)
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				for l := uint32(0); l < 64; l++ {
					want := uint32(0) // LDS starts zeroed
					if c.name == "vmcnt" {
						want = 0 // buffer a starts zeroed too
					}
					if out["b"][l] != want {
						t.Fatalf("%s: lane %d stored %#x, want %#x", what, l, out["b"][l], want)
					}
				}
			}
		}
	}
}

// A loop that issues stores and never waits holds at most a counter's
// worth of them pending, not one per iteration (the executor's memory
// stays bounded however long such a loop runs).
func TestPendingStoresBounded(t *testing.T) {
	body := `
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s10, 0
.Lloop:
	global_store_dword v1, v0, s[2:3]
	ds_write_b32 v1, v0
	s_add_u32 s10, s10, 1
	s_cmp_lt_u32 s10, 1000
	s_cbranch_scc1 .Lloop
	s_waitcnt vmcnt(0) lgkmcnt(0)`
	var maxVM, maxLGKM int
	testHookQueued = func(vm, lgkm int) { maxVM, maxLGKM = max(maxVM, vm), max(maxLGKM, lgkm) }
	defer func() { testHookQueued = nil }()
	for _, opts := range []Options{{}, {LateDelivery: true}} {
		maxVM, maxLGKM = 0, 0
		if _, err := runVis(t, body, 1, 64, opts); err != nil {
			t.Fatal(err)
		}
		if maxVM != 63 || maxLGKM != 15 {
			t.Errorf("late delivery %v: at most %d VM and %d LGKM operations were outstanding, want 63 and 15", opts.LateDelivery, maxVM, maxLGKM)
		}
	}
}
