package scale

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the calling thread's CPU time (user and system), which
// Measure reads with the goroutine locked to its thread. It is the
// scheduler's count in nanoseconds (CLOCK_THREAD_CPUTIME_ID), not
// getrusage's: RUSAGE_THREAD splits the time by the timer tick, so its
// figures moved in steps of 4 ms, as long as many of the stages measured.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(ts.Nano())
}
