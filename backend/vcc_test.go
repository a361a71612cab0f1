package backend

import "testing"

// TestUseVCCText runs UseVCC on testdata/vcc/*.mir.
func TestUseVCCText(t *testing.T) {
	runMIRTextTests(t, "testdata/vcc/*.mir", UseVCC)
}

// TestTieMacText runs TieMac on testdata/tiemac/*.mir.
func TestTieMacText(t *testing.T) {
	runMIRTextTests(t, "testdata/tiemac/*.mir", TieMac)
}
