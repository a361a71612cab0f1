package backend

import "testing"

// TestMergeMemoryText runs MergeMemory on testdata/memmerge/*.mir against
// the .out files beside them (runMIRTextTests).
func TestMergeMemoryText(t *testing.T) {
	runMIRTextTests(t, "testdata/memmerge/*.mir", MergeMemory)
}
