package backend

import "testing"

// TestReuseTuplesText runs ReuseTuples on testdata/tuples/*.mir against the
// .out files beside them.
func TestReuseTuplesText(t *testing.T) {
	runMIRTextTests(t, "testdata/tuples/*.mir", ReuseTuples)
}
