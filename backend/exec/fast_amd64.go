//go:build !purego

package exec

import (
	"maps"

	"golang.org/x/sys/cpu"
)

var useAVX2 = cpu.X86.HasAVX2

// vectorized returns the whole-wave operations with the AVX2 forms of
// fast_amd64.s (generated with fast_gen.go, internal/fastgen) in place of
// the Go loops when the CPU has AVX2 and the OS saves the YMM registers
// (cpu.X86.HasAVX2 says both). Go does not vectorize loops; an AVX2 form
// does eight lanes of an integer operation per instruction and four of a
// float one. Build with -tags purego to use the Go loops everywhere.
func vectorized(ops map[string]fastOp) map[string]fastOp {
	if !useAVX2 {
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

// Hand-written helpers (lanes_amd64.s).

//go:noescape
func avx2Store(dst, r *[64]uint32, exec uint64)

//go:noescape
func avx2GTU(a, b *[64]uint32) uint64

//go:noescape
func avx2GTI(a, b *[64]uint32) uint64

//go:noescape
func avx2EQ(a, b *[64]uint32) uint64

// storeMerged writes the lanes of r that exec enables into dst.
func storeMerged(dst, r *[64]uint32, exec uint64) {
	if useAVX2 {
		avx2Store(dst, r, exec)
		return
	}
	storeMergedGo(dst, r, exec)
}

// vectorCompares returns the lane masks of a > b (signed or unsigned)
// and of a == b on AVX2, nil otherwise.
func vectorCompares(signed bool) (gt, eq func(a, b *[64]uint32) uint64) {
	if !useAVX2 {
		return nil, nil
	}
	if signed {
		return avx2GTI, avx2EQ
	}
	return avx2GTU, avx2EQ
}
