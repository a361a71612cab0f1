//go:build !amd64 || purego

package exec

import "unsafe"

// prefetch does nothing where there is no prefetch instruction for it
// (prefetch_amd64.go).
func prefetch(p unsafe.Pointer) {}
