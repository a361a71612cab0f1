package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPreprocessorGolden preprocesses testdata/pp/*.hlsl and compares the
// --emit=pp text with the .pp file beside each input.
func TestPreprocessorGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/pp/*.hlsl")
	if len(files) == 0 {
		t.Fatal("no preprocessor tests")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res := Compile(path, src, Options{}, StagePreprocess)
			var b strings.Builder
			res.Diags.Render(&b)
			if res.Diags.HasErrors() {
				t.Fatalf("errors:\n%s", b.String())
			}
			got := res.PP.Text()
			want := strings.TrimSuffix(path, ".hlsl") + ".pp"
			if *update {
				os.WriteFile(want, []byte(got), 0o644)
				return
			}
			exp, err := os.ReadFile(want)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(exp) {
				t.Errorf("got:\n%s\nwant:\n%s", got, exp)
			}
		})
	}
}

func ppTokens(t *testing.T, src string, opts PPOptions) []*Token {
	t.Helper()
	d := &Diags{}
	r := Preprocess(NewFile("t.hlsl", []byte(src)), opts, d)
	if d.HasErrors() {
		var b strings.Builder
		d.Render(&b)
		t.Fatalf("errors:\n%s", b.String())
	}
	return r.Tokens
}

// TestTokenOrigins checks that expanded tokens keep where they were spelled
// and the chain of macro invocations that produced them.
func TestTokenOrigins(t *testing.T) {
	toks := ppTokens(t, "#define INNER(x) (x + bad)\n#define OUTER INNER(arg)\nint v = OUTER;\n", PPOptions{})
	var bad, arg *Token
	for _, tk := range toks {
		switch tk.Text {
		case "bad":
			bad = tk
		case "arg":
			arg = tk
		}
	}
	if bad == nil || arg == nil {
		t.Fatal("tokens missing")
	}
	// 'bad' is spelled in INNER's body (line 1, col 23), expanded from INNER,
	// which was invoked inside OUTER's body (line 2, col 15), expanded at line 3 col 9.
	if bad.Pos.Line != 1 || bad.Pos.Col != 23 {
		t.Errorf("bad spelled at %d:%d, want 1:23", bad.Pos.Line, bad.Pos.Col)
	}
	if bad.Exp == nil || bad.Exp.Macro != "INNER" || bad.Exp.At.Line != 2 || bad.Exp.At.Col != 15 {
		t.Fatalf("bad expansion %+v", bad.Exp)
	}
	if bad.Exp.AtExp == nil || bad.Exp.AtExp.Macro != "OUTER" || bad.Exp.AtExp.At.Line != 3 || bad.Exp.AtExp.At.Col != 9 {
		t.Fatalf("outer expansion %+v", bad.Exp.AtExp)
	}
	if loc := bad.Loc(); loc.Line != 3 || loc.Col != 9 {
		t.Errorf("Loc %d:%d, want 3:9", loc.Line, loc.Col)
	}
	// 'arg' is spelled in OUTER's body and only came through INNER's argument
	if arg.Pos.Line != 2 || arg.Exp == nil || arg.Exp.Macro != "OUTER" {
		t.Errorf("arg origin %d:%d %+v", arg.Pos.Line, arg.Pos.Col, arg.Exp)
	}
}

// TestIncludeOrigins checks the include stack recorded on tokens.
func TestIncludeOrigins(t *testing.T) {
	files := map[string]string{
		"dir/a.hlsli": "#include \"b.hlsli\"\n",
		"dir/b.hlsli": "\n  deep\n",
	}
	opts := PPOptions{ReadFile: func(p string) ([]byte, error) {
		if s, ok := files[filepath.ToSlash(p)]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}}
	toks := ppTokens(t, "x\n#include \"dir/a.hlsli\"\n", opts)
	var deep *Token
	for _, tk := range toks {
		if tk.Text == "deep" {
			deep = tk
		}
	}
	if deep == nil {
		t.Fatal("no token from the nested include")
	}
	inc := deep.Pos.Inc
	if inc.File.Name != "dir/b.hlsli" || deep.Pos.Line != 2 || deep.Pos.Col != 3 {
		t.Errorf("deep at %s:%d:%d", inc.File.Name, deep.Pos.Line, deep.Pos.Col)
	}
	if inc.From == nil || inc.From.Inc.File.Name != "dir/a.hlsli" || inc.From.Line != 1 {
		t.Fatalf("included from %+v", inc.From)
	}
	if outer := inc.From.Inc.From; outer == nil || outer.Inc.File.Name != "t.hlsl" || outer.Line != 2 {
		t.Fatalf("outer include %+v", outer)
	}
}

// TestCommandLineDefines covers -D NAME and -D NAME=VALUE.
func TestCommandLineDefines(t *testing.T) {
	toks := ppTokens(t, "A B C\n", PPOptions{Defines: []string{"A", "B=2+3", "C="}})
	var got []string
	for _, tk := range toks {
		if tk.Kind != TokEOF {
			got = append(got, tk.Text)
		}
	}
	if strings.Join(got, " ") != "1 2 + 3" {
		t.Errorf("got %q", strings.Join(got, " "))
	}
}

// TestExpansionBounded makes exponential macros end with an error.
func TestExpansionBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("#define M0 x\n")
	for i := 1; i < 40; i++ {
		b.WriteString("#define M" + itoa(i) + " M" + itoa(i-1) + " M" + itoa(i-1) + "\n")
	}
	b.WriteString("M39\n")
	d := &Diags{}
	Preprocess(NewFile("t.hlsl", []byte(b.String())), PPOptions{}, d)
	if !d.HasErrors() || !strings.Contains(d.List[0].Msg, "macro expansion is too large") {
		t.Fatalf("expected the expansion limit error, got %v", d.List)
	}
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+i/10)) + string(rune('0'+i%10)))
}

// TestIncludePaths covers how real code bases name their includes: Windows
// backslashes, another letter case than the file on disk (a warning, as
// clang gives), #pragma once through a differently spelled path, includes
// relative to the including file before -I directories, <...> only from
// -I, and __LINE__/#line inside included files.
func TestIncludePaths(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("src/Shaders/Common.hlsli", "#pragma once\n#include \"Detail/Values.hlsli\"\nint common_line = __LINE__;\n")
	write("src/Shaders/Detail/Values.hlsli", "#pragma once\nint values = 1;\n")
	write("inc/Values.hlsli", "int wrong_values = 2;\n")
	write("inc/Extra.hlsli", "#line 40\nint extra_line = __LINE__;\n")
	src := "#include \"Shaders\\Common.hlsli\"\n#include \"shaders/common.HLSLI\"\n#include <Extra.hlsli>\n"
	main := filepath.Join(dir, "src", "main.hlsl")
	d := &Diags{}
	r := Preprocess(NewFile(main, []byte(src)), PPOptions{IncludeDirs: []string{filepath.Join(dir, "inc")}}, d)
	var diags strings.Builder
	d.Render(&diags)
	if d.HasErrors() {
		t.Fatalf("errors:\n%s", diags.String())
	}
	text := r.Text()
	for _, want := range []string{"int values = 1;", "int common_line = 3;", "int extra_line = 40;"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "int values") != 1 || strings.Contains(text, "wrong_values") {
		t.Errorf("#pragma once or the search order failed:\n%s", text)
	}
	if !strings.Contains(diags.String(), "non-portable path to file 'Common.hlsli'") || !strings.Contains(diags.String(), "-Wnonportable-include-path") {
		t.Errorf("no case warning:\n%s", diags.String())
	}
	// the file system of a request (hlslc serve): no case folding there
	d = &Diags{}
	files := map[string]string{filepath.Join(dir, "src", "Shaders", "Common.hlsli"): "int x;\n"}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}
	Preprocess(NewFile(main, []byte("#include \"Shaders\\Common.hlsli\"\n#include \"shaders/common.hlsli\"\n")), PPOptions{ReadFile: read}, d)
	d.Render(&diags)
	if d.ErrorCount() != 1 || !strings.Contains(diags.String(), "'shaders/common.hlsli' file not found") {
		t.Errorf("want one error for the case-mismatched include without a host file system:\n%s", diags.String())
	}
}

// TestPredefinedVersionMacros checks DXC's predefined version macros for
// each kind of target: none under shader model 5 (FXC's targets), and
// __HLSL_ENABLE_16_BIT only with -enable-16bit-types.
func TestPredefinedVersionMacros(t *testing.T) {
	src := []byte("__HLSL_VERSION __SHADER_TARGET_STAGE __SHADER_STAGE_COMPUTE __SHADER_STAGE_PIXEL __SHADER_STAGE_AMPLIFICATION __SHADER_TARGET_MAJOR __SHADER_TARGET_MINOR __hlsl_dx_compiler __DXC_VERSION_MAJOR __DXC_VERSION_MINOR __DXC_VERSION_RELEASE __HLSL_ENABLE_16_BIT\n")
	for _, tc := range []struct {
		target string
		hv     int
		half   bool
		want   string
	}{
		{"", 0, false, "2021 5 5 0 14 6 0 1 1 8 2403 __HLSL_ENABLE_16_BIT"},
		{"cs_6_6", 0, true, "2021 5 5 0 14 6 6 1 1 8 2403 1"},
		{"cs_6_2", 2018, false, "2018 5 5 0 14 6 2 1 1 8 2403 __HLSL_ENABLE_16_BIT"},
		{"cs_6_7", 2016, false, "2016 5 5 0 14 6 7 1 1 8 2403 __HLSL_ENABLE_16_BIT"},
		{"cs_6_8", 0, false, "2021 5 5 0 14 6 8 1 1 8 2403 __HLSL_ENABLE_16_BIT"},
		{"cs_6_5", 2029, false, "2029 5 5 0 14 6 5 1 1 8 2403 __HLSL_ENABLE_16_BIT"},
		{"cs_6_0", 2017, false, "2017 5 5 0 14 6 0 1 1 8 2403 __HLSL_ENABLE_16_BIT"},
		{"cs_5_0", 0, false, "__HLSL_VERSION __SHADER_TARGET_STAGE __SHADER_STAGE_COMPUTE __SHADER_STAGE_PIXEL __SHADER_STAGE_AMPLIFICATION __SHADER_TARGET_MAJOR __SHADER_TARGET_MINOR __hlsl_dx_compiler __DXC_VERSION_MAJOR __DXC_VERSION_MINOR __DXC_VERSION_RELEASE __HLSL_ENABLE_16_BIT"},
	} {
		res := Compile("v.hlsl", src, Options{Target: tc.target, HLSLVersion: tc.hv, Enable16Bit: tc.half}, StagePreprocess)
		if res.Diags.HasErrors() {
			t.Fatalf("%s: errors", tc.target)
		}
		if got := strings.Join(strings.Fields(res.PP.Text()), " "); got != tc.want {
			t.Errorf("-T %q -HV %d: got %q, want %q", tc.target, tc.hv, got, tc.want)
		}
	}
}

// TestParseHLSLVersion: -HV takes DXC's versions, 202x as 2029 (its
// __HLSL_VERSION), and rejects 2015 (DXC's language services only) and
// anything else.
func TestParseHLSLVersion(t *testing.T) {
	for arg, want := range map[string]int{"2016": 2016, "2017": 2017, "2018": 2018, "2021": 2021, "202x": 2029} {
		if got, err := ParseHLSLVersion(arg); err != nil || got != want {
			t.Errorf("-HV %s: got %d, %v; want %d", arg, got, err, want)
		}
	}
	for _, arg := range []string{"2015", "2020", "202y", "21", ""} {
		if _, err := ParseHLSLVersion(arg); err == nil {
			t.Errorf("-HV %q: no error", arg)
		}
	}
}

// TestCounterMacro checks __COUNTER__ (clang's, which DXC has): one more
// at each expansion, in directives too, counting from 0.
func TestCounterMacro(t *testing.T) {
	src := []byte("#if __COUNTER__ == 0\nint a = __COUNTER__;\n#endif\nint b = __COUNTER__ + __COUNTER__;\n")
	res := Compile("c.hlsl", src, Options{}, StagePreprocess)
	if res.Diags.HasErrors() {
		t.Fatalf("errors")
	}
	if got, want := strings.Join(strings.Fields(res.PP.Text()), " "), "int a = 1; int b = 2 + 3;"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestLegacyMacroExpansion covers DXC's -flegacy-macro-expansion: an
// argument is macro-expanded before ## pastes it (FXC's behaviour, which
// "register(b ## slot)" with a macro slot relies on); by default the
// argument is pasted as written (standard C, DXC's default); a token of
// the macro's own body next to ## is never expanded first (DXC issue 2158).
func TestLegacyMacroExpansion(t *testing.T) {
	src := "#define SLOT 5\n#define C 4\n#define A4 float4\n#define REG(slot) register(b ## slot)\n#define TYPE A##C\nREG(SLOT) TYPE REG(7)\n"
	for _, c := range []struct {
		legacy bool
		want   string
	}{
		{false, "register ( bSLOT ) AC register ( b7 )"},
		{true, "register ( b5 ) AC register ( b7 )"},
	} {
		toks := ppTokens(t, src, PPOptions{LegacyMacroExpansion: c.legacy})
		var got []string
		for _, tk := range toks {
			if tk.Kind != TokEOF {
				got = append(got, tk.Text)
			}
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("legacy=%v: got %q, want %q", c.legacy, strings.Join(got, " "), c.want)
		}
	}
}
