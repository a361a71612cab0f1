//go:build !linux

package scale

import "time"

// threadCPU falls back to the wall clock where the thread's CPU time is
// not at hand.
func threadCPU() time.Duration { return time.Duration(time.Now().UnixNano()) }
