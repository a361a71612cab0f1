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

//go:noescape
func avx2AddCarry(d, a, b *[64]uint32, in uint64) uint64

//go:noescape
func avx2SubBorrow(d, a, b *[64]uint32, in uint64) uint64

//go:noescape
func avx2Shl64(dlo, dhi, a, blo, bhi *[64]uint32)

//go:noescape
func avx2Shr64(dlo, dhi, a, blo, bhi *[64]uint32)

// vectorizedCarry returns the carry operations with AVX2 forms of the
// integer adds and subtracts with carry or borrow (lanes_amd64.s) in place
// of the Go loops, whose carry-out mask is built one lane at a time.
func vectorizedCarry(ops map[string]carryOp) map[string]carryOp {
	if !useAVX2 {
		return ops
	}
	out := maps.Clone(ops)
	out["v_add_co_u32"] = func(d, a, b *[64]uint32, in uint64) uint64 { return avx2AddCarry(d, a, b, 0) }
	out["v_addc_co_u32"] = avx2AddCarry
	out["v_sub_co_u32"] = func(d, a, b *[64]uint32, in uint64) uint64 { return avx2SubBorrow(d, a, b, 0) }
	out["v_subb_co_u32"] = avx2SubBorrow
	out["v_subrev_co_u32"] = func(d, a, b *[64]uint32, in uint64) uint64 { return avx2SubBorrow(d, b, a, 0) }
	out["v_subbrev_co_u32"] = func(d, a, b *[64]uint32, in uint64) uint64 { return avx2SubBorrow(d, b, a, in) }
	return out
}

// vectorizedWide returns the 64-bit shifts with AVX2 forms of the logical
// shifts for a wave with every lane enabled (AVX2 has no 64-bit arithmetic
// shift by lane).
func vectorizedWide(ops map[string]wideOp) map[string]wideOp {
	if !useAVX2 {
		return ops
	}
	out := maps.Clone(ops)
	for name, f := range map[string]func(dlo, dhi, a, blo, bhi *[64]uint32){"v_lshlrev_b64": avx2Shl64, "v_lshrrev_b64": avx2Shr64} {
		lanes := ops[name]
		out[name] = func(dlo, dhi, a, blo, bhi *[64]uint32, exec uint64) {
			if exec == ^uint64(0) {
				f(dlo, dhi, a, blo, bhi)
				return
			}
			lanes(dlo, dhi, a, blo, bhi, exec)
		}
	}
	return out
}

//go:noescape
func avx2Fill(dst *[64]uint32, x uint32)

// fill writes x into every lane of dst.
func fill(dst *[64]uint32, x uint32) {
	if useAVX2 {
		avx2Fill(dst, x)
		return
	}
	fillGo(dst, x)
}

//go:noescape
func avx2StepMask(row *[64]uint32, base, step uint32) uint64

// stepMask returns the lanes l with row[l] == base + step*l (mod 2^32).
func stepMask(row *[64]uint32, base, step uint32) uint64 {
	if useAVX2 {
		return avx2StepMask(row, base, step)
	}
	return stepMaskGo(row, base, step)
}
