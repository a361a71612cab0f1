package main

import (
	"strings"
	"testing"
)

// TestMin16FloatFlag: --min16float=f16 (the default) packs min16float pairs
// into v_pk_* instructions, --min16float=f32 and its alias -min16-f32
// compute in 32 bits (no v_pk_*), and another value is a usage error.
func TestMin16FloatFlag(t *testing.T) {
	const file = "../../backend/testdata/run/min16_blend.hlsl"
	for _, c := range []struct {
		args   []string
		packed bool
	}{
		{nil, true},
		{[]string{"--min16float=f16"}, true},
		{[]string{"--min16float=f32"}, false},
		{[]string{"--min16float", "f32"}, false},
		{[]string{"-min16-f32"}, false},
	} {
		code, out, errs := runCLI(append([]string{file}, c.args...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		if got := strings.Contains(out, "v_pk_"); got != c.packed {
			t.Errorf("%v: v_pk_* in the assembly: %v, want %v", c.args, got, c.packed)
		}
	}
	code, _, errs := runCLI(file, "--min16float=f64")
	if code != exitUsage || !strings.Contains(errs, "want f16 or f32") {
		t.Errorf("--min16float=f64: exit %d, %q; want a usage error", code, errs)
	}
	_, _, errs = runCLI(file, "-h")
	if !strings.Contains(errs, "-min16float precision") || !strings.Contains(errs, "-min16-f32") {
		t.Errorf("--help does not document --min16float and -min16-f32:\n%s", errs)
	}
}
