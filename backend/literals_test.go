package backend

import "testing"

// TestLiteralsText runs LiteralsToSGPRs on testdata/literals/*.mir.
func TestLiteralsText(t *testing.T) {
	runMIRTextTests(t, "testdata/literals/*.mir", LiteralsToSGPRs)
}
