//go:build !purego

package exec

import "unsafe"

// prefetch asks the host CPU to bring the cache line at p into its caches,
// without waiting for it (the timing model's trace records: timing.go).
//
//go:noescape
func prefetch(p unsafe.Pointer)
