package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// TestCombineText runs Combine on testdata/combine/*.mir against the .out
// files beside them (runMIRTextTests).
func TestCombineText(t *testing.T) {
	runMIRTextTests(t, "testdata/combine/*.mir", Combine)
}

// runMIRTextTests runs a machine pass on each file matching pattern
// (machine IR with virtual registers, mir.ParseFunc's format) and compares
// the result with the .out file beside it (-update rewrites them); the
// result must verify.
func runMIRTextTests(t *testing.T, pattern string, pass func(*mir.Func)) {
	golden.Run(t, pattern, ".out", func(t *testing.T, file, src string) string {
		f, _, err := mir.ParseFunc("k", gfx9.GFX900, src)
		if err != nil {
			t.Fatal(err)
		}
		pass(f)
		if err := mir.Verify(f, mir.VerifyOptions{}); err != nil {
			t.Errorf("the rewritten code does not verify: %v", err)
		}
		return f.Assembly()
	})
}

// TestCombineRowsTested: every row of the combiner's tables has its text
// test, and the row's rewrite shows in the expected output.
func TestCombineRowsTested(t *testing.T) {
	names := map[string]string{}
	for _, r := range parsedCombineRules {
		names[r.name] = r.into.Name
	}
	for _, r := range sourceModRules {
		names[r.name] = map[gfx9.Mod]string{gfx9.ModAbs: "|", gfx9.ModNeg: "-%"}[r.mod]
	}
	names["copycse"] = ""
	for name, shows := range names {
		out, err := os.ReadFile(filepath.Join("testdata/combine", name+".out"))
		if err != nil {
			t.Errorf("rule %s: no text test (%v)", name, err)
			continue
		}
		if !strings.Contains(string(out), shows) {
			t.Errorf("rule %s: its test's output has no %q", name, shows)
		}
	}
}

// TestCombineRuleSyntax: malformed rows are refused with a reason.
func TestCombineRuleSyntax(t *testing.T) {
	for _, bad := range []string{
		"v_add_u32 (v_lshlrev_b32 s x) y",
		"v_add_u32 v_lshlrev_b32 s x y => v_lshl_add_u32 x s y",
		"v_add_u32 (v_lshlrev_b32 s x) y => v_lshl_add_u32 x s q",
		"v_nosuch (v_lshlrev_b32 s x) y => v_lshl_add_u32 x s y",
		"v_add_u32 (v_lshlrev_b32 s x) y => v_lshl_add_u32 x s",
	} {
		if _, err := parseCombineRule("bad", bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}
