package backend

import (
	"testing"

	"hlslc/backend/mir"
)

// TestShareVectorConstantsText runs ShareVectorConstants on
// testdata/vconst/*.mir.
func TestShareVectorConstantsText(t *testing.T) {
	runMIRTextTestsOf(t, "testdata/vconst/*.mir", func(f *mir.Func, _ string) { ShareVectorConstants(f) })
}
