package scale

import (
	"syscall"
	"time"
)

// threadCPU is the calling thread's CPU time (user and system), which
// Measure reads with the goroutine locked to its thread.
func threadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
