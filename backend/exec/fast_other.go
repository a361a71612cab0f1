//go:build !amd64 || purego

package exec

// vectorized returns the whole-wave operations unchanged: only amd64 has
// vector forms (fast_amd64.go).
func vectorized(ops map[string]fastOp) map[string]fastOp { return ops }
