package backend

import (
	"testing"

	"hlslc/backend/mir"
)

// TestHoistToDefsText runs HoistToDefs on testdata/hoistdefs/*.mir against
// the .out files beside them (runMIRTextTests).
func TestHoistToDefsText(t *testing.T) {
	runMIRTextTests(t, "testdata/hoistdefs/*.mir", func(f *mir.Func) {
		if err := HoistToDefs(f); err != nil {
			t.Error(err)
		}
	})
}
