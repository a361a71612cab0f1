//go:build !purego

package exec

import (
	"maps"

	"golang.org/x/sys/cpu"
)

// vectorized returns the whole-wave operations with the AVX2 forms of
// fast_amd64.s (generated with fast_gen.go, internal/fastgen) in place of
// the Go loops when the CPU has AVX2 and the OS saves the YMM registers
// (cpu.X86.HasAVX2 says both). Go does not vectorize loops; an AVX2 form
// does eight lanes of an integer operation per instruction and four of a
// float one. Build with -tags purego to use the Go loops everywhere.
func vectorized(ops map[string]fastOp) map[string]fastOp {
	if !cpu.X86.HasAVX2 {
		return ops
	}
	out := maps.Clone(ops)
	for name, f := range avx2LaneOps {
		op := out[name]
		op.f = f
		out[name] = op
	}
	return out
}
