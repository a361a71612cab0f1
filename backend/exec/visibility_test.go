package exec

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// The store-visibility rules on small hand-written kernels: each with the
// wait that makes it correct (no report, right results) and without it (a
// missing-s_waitcnt report naming the store's, the barrier's or the
// atomic's program counter).

// runVis runs a visibility kernel over groups workgroups of size threads
// with a 512-word "a" buffer and a 512-word "b" buffer.
func runVis(t *testing.T, body string, groups, size uint32, opts Options) (map[string][]uint32, error) {
	t.Helper()
	p := asmKernel(t, body, 8, 512)
	s := &Spec{Grid: [3]uint32{groups, 1, 1}, Workgroup: [3]uint32{size, 1, 1}, Buffers: []SpecBuffer{{"a", make([]byte, 2048)}, {"b", make([]byte, 2048)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "b"}}}
	return runProgram(t, p, s, opts)
}

func wantVisReport(t *testing.T, what string, err error, parts ...string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindWaitcnt {
		t.Fatalf("%s: want a missing-s_waitcnt report, got %v", what, err)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("%s: the report lacks %q:\n%v", what, p, err)
		}
	}
}

// Two waves exchange values through LDS across a barrier.
func TestVisibilityLDSBarrier(t *testing.T) {
	body := func(wait, partner string) string {
		return `
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b32 v1, v0
` + wait + `
	s_barrier
	v_xor_b32_e32 v2, ` + partner + `, v0
	v_lshlrev_b32_e32 v2, 2, v2
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v3, s[2:3]`
	}
	// with the wait: each lane reads its partner in the other wave
	out, err := runVis(t, body("\ts_waitcnt lgkmcnt(0)", "64"), 1, 128, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for l := uint32(0); l < 128; l++ {
		if out["b"][l] != l^64 {
			t.Fatalf("lane %d read %d, want %d", l, out["b"][l], l^64)
		}
	}
	// without it: the partner's store may still be in flight
	_, err = runVis(t, body("", "64"), 1, 128, Options{})
	wantVisReport(t, "no wait before the barrier", err, "ds_read_b32", "pc 0x10 (ds_write_b32 v1, v0)", "s_barrier at pc 0x18", "s_waitcnt lgkmcnt(0)")
	// a wave reading its own stores is ordered without a wait
	if _, err := runVis(t, body("", "1"), 1, 128, Options{}); err != nil {
		t.Errorf("a wave reading its own store: %v", err)
	}
	// the same under every interleaving
	for _, seed := range oracleSeeds {
		_, err = runVis(t, body("", "64"), 1, 128, Options{Seed: seed})
		wantVisReport(t, fmt.Sprintf("seed %d", seed), err)
	}
}

// A buffer_wbinvl1_vol meant to acquire after a returning atomic.
func TestVisibilityInvalidateAfterAtomic(t *testing.T) {
	body := func(wait string) string {
		return `
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 1
	global_atomic_add v3, v1, v2, s[0:1] glc
` + wait + `
	buffer_wbinvl1_vol
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v0
	global_store_dword v1, v3, s[2:3]`
	}
	if _, err := runVis(t, body("\ts_waitcnt vmcnt(0)"), 1, 64, Options{}); err != nil {
		t.Fatal(err)
	}
	_, err := runVis(t, body(""), 1, 64, Options{})
	wantVisReport(t, "no wait before buffer_wbinvl1_vol", err, "buffer_wbinvl1_vol", "global_atomic_add v3, v1, v2, s[0:1] glc", "s_waitcnt vmcnt(0)")
}

// Each workgroup stores its id, then counts itself with an atomic (the
// release); the next workgroup reads the previous one's store.
func TestVisibilityPublishedByAtomic(t *testing.T) {
	body := func(wait, atomic string) string {
		return `
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	v_lshlrev_b32_e32 v5, 2, v4
	global_store_dword v5, v4, s[2:3] offset:4
` + wait + `
	v_mov_b32_e32 v2, 1
	` + atomic + `
	s_waitcnt vmcnt(0)
	global_load_dword v3, v5, s[2:3]
	s_waitcnt vmcnt(0)`
	}
	// the reader observes the count (a returning atomic on the same
	// counter, waited for) before it reads: synchronized with the writer's
	// atomic, so the writer's store must have landed before it
	const observe = "global_atomic_add v6, v1, v2, s[0:1] glc"
	if _, err := runVis(t, body("\ts_waitcnt vmcnt(0)", observe), 2, 64, Options{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	_, err := runVis(t, body("", observe), 2, 64, Options{Workers: 1})
	wantVisReport(t, "no wait before the atomic", err, "workgroup (1,0,0)", "global_load_dword", "wave 0 of workgroup (0,0,0) stored at pc", "global_store_dword v5, v4, s[2:3] offset:4", observe, "s_waitcnt vmcnt(0) is missing before the atomic")
	// A reader that does not observe the atomic (it counts itself without
	// the returned value) is not ordered after the writer by anything: its
	// read races with the store whether the writer waits or not, a race of
	// the program that no s_waitcnt in the writer would order. Not reported.
	if _, err := runVis(t, body("", "global_atomic_add v1, v2, s[0:1]"), 2, 64, Options{Workers: 1}); err != nil {
		t.Errorf("a reader that did not observe the atomic: %v", err)
	}
	// Nor one whose returning atomic has not returned when it reads.
	unwaited := strings.Replace(body("", observe), observe+"\n\ts_waitcnt vmcnt(0)", observe, 1)
	if _, err := runVis(t, unwaited, 2, 64, Options{Workers: 1}); err != nil {
		t.Errorf("a reader whose atomic has not returned: %v", err)
	}
	// Nor one that observed another counter.
	other := strings.Replace(body("", observe), observe, "global_atomic_add v6, v5, v2, s[0:1] glc", 1) // its own counter, at 4 × its id
	if _, err := runVis(t, other, 2, 64, Options{Workers: 1}); err != nil {
		t.Errorf("a reader that observed another counter: %v", err)
	}
}
