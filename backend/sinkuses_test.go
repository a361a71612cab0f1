package backend

import (
	"testing"

	"hlslc/backend/mir"
)

// TestSinkToUsesText runs SinkToUses on testdata/sinkuses/*.mir against the
// .out files beside them (runMIRTextTests).
func TestSinkToUsesText(t *testing.T) {
	runMIRTextTests(t, "testdata/sinkuses/*.mir", func(f *mir.Func) {
		if err := SinkToUses(f); err != nil {
			t.Error(err)
		}
	})
}
