package backend

import (
	"testing"

	"hlslc/backend/mir"
)

// TestCleanBranchesText runs CleanBranches on testdata/branches/*.s
// against the .out files beside them.
func TestCleanBranchesText(t *testing.T) {
	runTextTests(t, "testdata/branches/*.s", func(f *mir.Func) error {
		if err := CleanBranches(f); err != nil {
			return err
		}
		return mir.Verify(f, mir.VerifyOptions{Allocated: true})
	})
}
