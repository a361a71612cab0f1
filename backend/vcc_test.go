package backend

import "testing"

// TestUseVCCText runs UseVCC on testdata/vcc/*.mir.
func TestUseVCCText(t *testing.T) {
	runMIRTextTests(t, "testdata/vcc/*.mir", UseVCC)
}
