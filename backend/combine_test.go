package backend

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// TestCombineText runs Combine on testdata/combine/*.mir against the .out
// files beside them (runMIRTextTests). A file with the line
// "; denorm f32 ftz" is a kernel whose f32 arithmetic flushes denormals.
func TestCombineText(t *testing.T) {
	runMIRTextTestsOf(t, "testdata/combine/*.mir", func(f *mir.Func, src string) {
		Combine(f, CombineOptions{FlushF32: slices.Contains(strings.Split(src, "\n"), "; denorm f32 ftz")})
	})
}

// runMIRTextTests runs a machine pass on each file matching pattern
// (machine IR with virtual registers, mir.ParseFunc's format) and compares
// the result with the .out file beside it (-update rewrites them); the
// result must verify.
func runMIRTextTests(t *testing.T, pattern string, pass func(*mir.Func)) {
	runMIRTextTestsOf(t, pattern, func(f *mir.Func, _ string) { pass(f) })
}

// runMIRTextTestsOf is runMIRTextTests with a pass that also reads the
// file's text.
func runMIRTextTestsOf(t *testing.T, pattern string, pass func(*mir.Func, string)) {
	golden.Run(t, pattern, ".out", func(t *testing.T, file, src string) string {
		f, _, err := mir.ParseFunc("k", gfx9.GFX900, src)
		if err != nil {
			t.Fatal(err)
		}
		pass(f, src)
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
	// what each scalar row's case shows (a row missing here has no case)
	scalarShows := map[string]string{
		"s_lshl_add_u32": "s_lshl2_add_u32", "s_lshl_add_i32": "s_lshl1_add_u32",
		"s_bfe_u32_and": "s_bfe_u32", "s_bfe_u32_shifts": "s_bfe_u32", "s_bfe_i32_shifts": "s_bfe_i32",
	}
	for _, r := range scalarCombineRules {
		names[r.name] = scalarShows[r.name]
		if scalarShows[r.name] == "" {
			t.Errorf("scalar rule %s: no case listed", r.name)
		}
	}
	for _, r := range scalarStrengthRules {
		names[r.name] = r.to
	}
	for _, r := range byteConvertRules {
		names[r.name] = "v_cvt_f32_ubyte"
	}
	names["copycse"] = ""
	names["flushed_identity"] = "v_add_f32_e32 %4, %20, %0"
	names["clamp"] = " clamp"
	names["med3_clamp"] = "v_med3_f32"
	names["clamp_med3"] = " clamp"
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
		"v_add_f32 (v_mul_f32 x y) z => v_mad_f32 x y z [commutes, sometimes]",
	} {
		if _, err := parseCombineRule("bad", bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}
