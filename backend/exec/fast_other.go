//go:build !amd64 || purego

package exec

// vectorized returns the whole-wave operations unchanged: only amd64 has
// vector forms (fast_amd64.go).
func vectorized(ops map[string]fastOp) map[string]fastOp { return ops }

// storeMerged writes the lanes of r that exec enables into dst.
func storeMerged(dst, r *[64]uint32, exec uint64) { storeMergedGo(dst, r, exec) }

// vectorCompares has no vector forms here (see fast_amd64.go).
func vectorCompares(signed bool) (gt, eq func(a, b *[64]uint32) uint64) { return nil, nil }

// vectorizedCarry and vectorizedWide have no vector forms here.
func vectorizedCarry(ops map[string]carryOp) map[string]carryOp { return ops }
func vectorizedWide(ops map[string]wideOp) map[string]wideOp    { return ops }

// fill writes x into every lane of dst.
func fill(dst *[64]uint32, x uint32) { fillGo(dst, x) }

// stepMask returns the lanes l with row[l] == base + step*l (mod 2^32).
func stepMask(row *[64]uint32, base, step uint32) uint64 { return stepMaskGo(row, base, step) }
