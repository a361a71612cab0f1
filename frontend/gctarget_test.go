package frontend

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestGCTargetOnlyRaised: while a compile runs, a lower GC target is raised
// to gcPercentDuringCompile, while a higher one, or none (collection left to
// a memory limit), is kept; the old one comes back after.
func TestGCTargetOnlyRaised(t *testing.T) {
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set in the environment, which the frontend leaves alone")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(100))
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
