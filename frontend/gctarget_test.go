package frontend

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestGCTargetOnlyRaised: while a compile runs, a lower GC target is raised
// to gcPercentDuringCompile, while a higher one, or none (collection left to
// a memory limit), is kept; the old one comes back after. A GOGC set in the
// environment is left alone. (raiseGCTarget reads the environment at each
// call, so the test sets it either way and runs whatever the caller's is.)
func TestGCTargetOnlyRaised(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	t.Setenv("GOGC", "50")
	debug.SetGCPercent(50)
	restore := raiseGCTarget()
	if got := gcPercent(); got != 50 {
		t.Errorf("GOGC=50 in the environment: GC target %d during a compile, want it left at 50", got)
	}
	restore()
	os.Unsetenv("GOGC") // t.Setenv restores the caller's value at the end
	for _, c := range []struct{ before, during int }{
		{100, gcPercentDuringCompile},
		{gcPercentDuringCompile + 100, gcPercentDuringCompile + 100},
		{-1, -1},
	} {
		debug.SetGCPercent(c.before)
		restore := raiseGCTarget()
		if got := gcPercent(); got != c.during {
			t.Errorf("GC target %d before a compile: %d during it, want %d", c.before, got, c.during)
		}
		restore()
		if got := gcPercent(); got != c.before {
			t.Errorf("GC target %d before a compile: %d after it", c.before, got)
		}
	}
}
