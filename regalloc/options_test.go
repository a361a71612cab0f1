package regalloc

import (
	"strings"
	"testing"
)

// TestOptionsOutOfRange checks that limits beyond the hardware are refused.
func TestOptionsOutOfRange(t *testing.T) {
	for _, o := range []Options{{MaxSGPRs: 103}, {MaxVGPRs: 257}, {MaxSGPRs: -1}} {
		f, _, err := parseFunc("k", "; vgpr %0\n\tv_mov_b32_e32 %0, 1\n\ts_endpgm\n")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Allocate(f, o); err == nil || !strings.Contains(err.Error(), "is outside") {
			t.Errorf("%+v: got %v", o, err)
		}
	}
}
