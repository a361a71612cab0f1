package regalloc

import (
	"errors"
	"os"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
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

// TestNeedScratchError checks that a kernel whose VGPRs do not fit without
// Options.Scratch gets a *NeedScratchError with the VGPRs it needs, and
// that the same kernel allocates once scratch is given.
func TestNeedScratchError(t *testing.T) {
	src, err := os.ReadFile("testdata/error_vgpr_limit.s")
	if err != nil {
		t.Fatal(err)
	}
	f, opts, err := parseFunc("k", string(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Allocate(f, opts)
	var ns *NeedScratchError
	if !errors.As(err, &ns) {
		t.Fatalf("got %v (%T), want a *NeedScratchError", err, err)
	}
	if ns.VGPRs != 9 {
		t.Errorf("NeedScratchError.VGPRs = %d, want 9", ns.VGPRs)
	}
	f, opts, err = parseFunc("k", string(src))
	if err != nil {
		t.Fatal(err)
	}
	opts.Scratch = &Scratch{Rsrc: gfx9.Value{Kind: gfx9.ValReg, Code: 4, Count: 4}, Offset: gfx9.Value{Kind: gfx9.ValReg, Code: 8, Count: 1}, Base: 32}
	res, err := Allocate(f, opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.VGPRs > 8 || res.SpilledVGPRs == 0 || res.ScratchBytes != 32+4*res.SpilledVGPRs {
		t.Errorf("with scratch: %+v", res)
	}
}

// TestQuickNeedScratch: with Options.QuickNeedScratch, a kernel whose VGPR
// pressure is over the limit (and the margin, 0 for limits below 32) fails
// before colouring, with the pressure as the count — here the same 9 VGPRs
// the colouring finds.
func TestQuickNeedScratch(t *testing.T) {
	src, err := os.ReadFile("testdata/error_vgpr_limit.s")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ max, want int }{{4, 9}, {8, 9}} {
		f, opts, err := parseFunc("k", string(src))
		if err != nil {
			t.Fatal(err)
		}
		opts.MaxVGPRs, opts.QuickNeedScratch = c.max, true
		_, err = Allocate(f, opts)
		var ns *NeedScratchError
		if !errors.As(err, &ns) || ns.VGPRs != c.want {
			t.Errorf("max %d: got %v, want a NeedScratchError for %d VGPRs", c.max, err, c.want)
		}
	}
}
