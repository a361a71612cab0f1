package exec

import (
	"math/rand"
	"slices"
	"testing"

	"hlslc/backend/gfx9"
)

// sccSamples are source values for the SCC row checks: zero, the ends of
// each width, single bits, and random words.
func sccSamples() []uint64 {
	s := []uint64{0, 1, 2, 31, 32, 63, 64, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff,
		0x100000000, 0x8000000000000000, 0xffffffff00000000, ^uint64(0), 0x001f0004, 0x00200000}
	r := rand.New(rand.NewSource(1))
	for range 40 {
		s = append(s, r.Uint64(), r.Uint64()&0xffffffff, uint64(r.Intn(64))|uint64(r.Intn(70))<<16)
	}
	return s
}

// TestSCCNonZeroRows: for every row of gfx9.SCCNonZero, the executor's
// instruction sets SCC to whether its result is not zero, on every pair of
// sample sources (the row's fact, checked against the executor's own
// reading of the ISA manual).
func TestSCCNonZeroRows(t *testing.T) {
	samples := sccSamples()
	for name := range gfx9.SCCNonZero {
		fn, ok := saluOps[name]
		if !ok {
			t.Errorf("%s: the executor has no semantics for it", name)
			continue
		}
		if in := gfx9.Lookup(name); in == nil || !slices.Contains(in.ImplicitDefs, gfx9.SpecialSCC) {
			t.Errorf("%s: the instruction table has it write no SCC", name)
		}
	check:
		for _, a := range samples {
			for _, b := range samples {
				r, scc := fn(&wave{}, a, b, 0)
				if scc != sc(r != 0) {
					t.Errorf("%s %#x, %#x: result %#x, SCC %d", name, a, b, r, scc)
					break check
				}
			}
		}
	}
}

// TestSCCNonZeroComplete: every executor SALU operation that writes SCC
// and whose SCC is its result's non-zero test on all samples is a row of
// gfx9.SCCNonZero (the table misses none the executor knows).
func TestSCCNonZeroComplete(t *testing.T) {
	samples := sccSamples()
	for name, fn := range saluOps {
		nonZero, writes := true, false
		for _, a := range samples {
			for _, b := range samples {
				r, scc := fn(&wave{}, a, b, 0)
				writes = writes || scc >= 0
				nonZero = nonZero && scc == sc(r != 0)
			}
		}
		if writes && nonZero && !gfx9.SCCNonZero[name] {
			t.Errorf("%s sets SCC to result != 0 but is no row of gfx9.SCCNonZero", name)
		}
	}
}
