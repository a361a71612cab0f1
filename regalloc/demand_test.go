package regalloc

import (
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// liveAcross returns a function whose entry block defines k SGPR values
// (v_readfirstlane_b32, which the spiller cannot recompute) that stay live
// through a chain of blocks to the last, which reads them all.
func liveAcross(t *testing.T, k, blocks int) *mir.Func {
	t.Helper()
	var b strings.Builder
	b.WriteString("; sgpr")
	for i := 0; i <= k; i++ {
		fmt.Fprintf(&b, " %%%d", i)
	}
	b.WriteString("\n")
	for i := 0; i < k; i++ {
		fmt.Fprintf(&b, "v_readfirstlane_b32 %%%d, v0\n", i)
	}
	for j := 1; j <= blocks; j++ {
		fmt.Fprintf(&b, "s_branch .LB%d\n.LB%d:\ns_nop 0\n", j, j)
	}
	fmt.Fprintf(&b, "s_mov_b32 %%%d, 0\n", k)
	for i := k - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "s_add_u32 %%%d, %%%d, %%%d\n", k, k, i)
	}
	fmt.Fprintf(&b, "v_mov_b32_e32 v1, %%%d\ns_endpgm\n", k)
	f, _, err := mir.ParseFunc("k", gfx9.GFX900, b.String())
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestSpillByDemandBelowBudget: values that fit on average leave the
// function to the colouring, and the liveness comes back.
func TestSpillByDemandBelowBudget(t *testing.T) {
	f := liveAcross(t, 90, 8)
	before := f.Assembly()
	s, lv, err := SpillByDemand(f, 0)
	if err != nil {
		t.Fatal(err)
	}
	if s != nil || lv == nil {
		t.Fatalf("spills %v, liveness %v: want no spills and the liveness", s, lv != nil)
	}
	if f.Assembly() != before {
		t.Fatal("the function changed")
	}
}

// TestSpillByDemand: 300 values live across every block are spilled down
// to what the SGPRs hold before the allocation, which then needs no round
// of its own to spill them, and the values read last are the ones spilled.
func TestSpillByDemand(t *testing.T) {
	const k = 300
	f := liveAcross(t, k, 8)
	s, lv, err := SpillByDemand(f, 0)
	if err != nil {
		t.Fatal(err)
	}
	if s == nil || lv != nil {
		t.Fatalf("spills %v, liveness %v: want spills and no liveness", s, lv != nil)
	}
	// the k values and the sum, no physical SGPR
	if want := k + 1 - MaxSGPRs; s.Values != want {
		t.Errorf("spilled %d values, want %d", s.Values, want)
	}
	// the values read first stay in SGPRs: the sum adds %k-1 first
	asm := f.Assembly()
	if !strings.Contains(asm, fmt.Sprintf("s_add_u32 %%%d, %%%d, %%%d\n", k, k, k-1)) {
		t.Errorf("%%%d, read first, was spilled:\n%s", k-1, asm)
	}
	res, err := Allocate(f, Options{SGPRSpills: s})
	if err != nil {
		t.Fatal(err)
	}
	if res.SpilledSGPRs != s.Values || res.SGPRs > MaxSGPRs {
		t.Errorf("allocation spilled %d SGPRs more than the demand's %d, uses %d SGPRs", res.SpilledSGPRs, s.Values, res.SGPRs)
	}
	// the lanes' VGPRs (64 lanes each) come right after v0 and v1, which
	// the code names
	if lanes := (s.Values + 63) / 64; res.SpillVGPRs != lanes || res.VGPRs != 2+lanes {
		t.Errorf("%d lane VGPRs, %d VGPRs in all; want %d and %d", res.SpillVGPRs, res.VGPRs, lanes, 2+lanes)
	}
}

// TestSpillByDemandKeeps: a register in keep (Options.Scratch's resource or
// offset, which spill code reads anywhere) stays whole even when it is the
// value the demand would spill first (fuzzer seed 7219738: the scratch
// offset was split, and the VGPR spiller then named a register no longer
// defined).
func TestSpillByDemandKeeps(t *testing.T) {
	const k = 300
	// %0 is read last, so it is among the values spilled
	readLast := fmt.Sprintf("s_add_u32 %%%d, %%%d, %%0\n", k, k)
	f := liveAcross(t, k, 8)
	if _, _, err := SpillByDemand(f, 0); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(f.Assembly(), readLast) {
		t.Fatalf("%%0 was not spilled without keep: the test does not test keep")
	}
	f = liveAcross(t, k, 8)
	s, _, err := SpillByDemand(f, 0, gfx9.Value{Kind: gfx9.ValReg, Code: gfx9.CodeVirtual, Count: 1})
	if err != nil {
		t.Fatal(err)
	}
	if asm := f.Assembly(); !strings.Contains(asm, readLast) {
		t.Errorf("%%0 was spilled although kept:\n%s", asm)
	}
	if want := k + 1 - MaxSGPRs; s == nil || s.Values != want {
		t.Errorf("spills %v, want %d values (another one instead of %%0)", s, want)
	}
}
