package codeobj

import (
	"fmt"
	"testing"
)

func TestParseTarget(t *testing.T) {
	good := map[string]string{
		"amdgcn-amd-amdhsa--gfx900": "amdgcn-amd-amdhsa--gfx900",
		"gfx900":                    "amdgcn-amd-amdhsa--gfx900",
		"amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-": "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-",
		"gfx906:xnack-:sramecc+":                    "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-",
		"gfx90c:xnack+":                             "amdgcn-amd-amdhsa--gfx90c:xnack+",
	}
	for in, want := range good {
		tg, err := ParseTarget(in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if tg.String() != want {
			t.Errorf("%s: String %s, want %s", in, tg, want)
		}
		back, err := TargetFromEFlags(tg.EFlags())
		if err != nil || back != tg {
			t.Errorf("%s: e_flags %#x decode to %v, %v", in, tg.EFlags(), back, err)
		}
	}
	bad := []string{"", "gfx1100", "amdgcn-amd-amdpal--gfx900", "gfx900:sramecc+", "gfx900:xnack", "gfx900:xnack+:xnack-",
		"gfx900:foo+", "gfx900:", "amdgcn-amd-amdhsa--", "gfx906:sramecc*"}
	for _, in := range bad {
		if tg, err := ParseTarget(in); err == nil {
			t.Errorf("%q accepted as %v", in, tg)
		}
	}
	for _, f := range []uint32{0, 0x2c, 0x12c | 0x400, 0x1012c, 0x3f} {
		if tg, err := TargetFromEFlags(f); err == nil {
			t.Errorf("e_flags %#x accepted as %v", f, tg)
		}
	}
}

// TestEFlagsMatchLLVMMC compares EFlags with the e_flags llvm-mc writes for
// every processor and feature combination, with .amdgcn_target spelled by
// String (llvm-mc rejects any other spelling).
func TestEFlagsMatchLLVMMC(t *testing.T) {
	n := 0
	for _, p := range Processors() {
		info := processors[p]
		xs := []string{""}
		if info.xnack {
			xs = append(xs, ":xnack+", ":xnack-")
		}
		ss := []string{""}
		if info.sramecc {
			ss = append(ss, ":sramecc+", ":sramecc-")
		}
		for _, s := range ss {
			for _, x := range xs {
				tg, err := ParseTarget(p + s + x)
				if err != nil {
					t.Fatal(err)
				}
				obj, stderr, ok := assemble(t, tg, fmt.Sprintf(".amdgcn_target %q\n", tg.String()))
				if !ok {
					t.Errorf("%s: llvm-mc: %s", tg, stderr)
					continue
				}
				if got := le.Uint32(obj[48:]); got != tg.EFlags() {
					t.Errorf("%s: EFlags %#x, llvm-mc %#x", tg, tg.EFlags(), got)
				}
				n++
			}
		}
	}
	t.Logf("%d targets agree", n)
}
