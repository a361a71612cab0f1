package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFiles creates files (name → text) in a temporary directory.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const cliShader = `#include "common.hlsli"
cbuffer Params : register(b0) { float3 center; float scale; float3x3 rot; float tail; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(WIDTH, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = SCALE(scale) + tail;
}
`

// TestCompileEmitKinds: --emit=pp/ast/layout and -fsyntax-only succeed with
// exit 0 and print what they should; -D and -I work in separate and
// attached forms.
func TestCompileEmitKinds(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"main.hlsl":          cliShader,
		"inc/common.hlsli":   "#define SCALE(x) ((x) * FACTOR)\n",
		"other/unused.hlsli": "",
	})
	main := filepath.Join(dir, "main.hlsl")
	inc := filepath.Join(dir, "inc")
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{main, "--emit=pp", "-I", inc, "-D", "WIDTH=64", "-D", "FACTOR=2"}, []string{"[numthreads(64, 1, 1)]", "((scale) * 2)"}},
		{[]string{main, "--emit=pp", "-I" + inc, "-DWIDTH=32", "-DFACTOR=3.0f"}, []string{"[numthreads(32, 1, 1)]", "((scale) * 3.0f)"}},
		{[]string{"--emit=ast", main, "-I", inc, "-DWIDTH=8", "-DFACTOR"}, []string{"Function void main(in uint3 id : SV_DispatchThreadID) entry numthreads(8,1,1)"}},
		{[]string{main, "--emit=layout", "-I", inc, "-DWIDTH=8", "-DFACTOR=1"}, []string{
			"cbuffer Params : register(b0) size=64", "offset    0 size   12 float3 center", "offset   12 size    4 float scale",
			"offset   16 size   44 float3x3 rot column_major", "offset   60 size    4 float tail",
			"RWStructuredBuffer<float> Out : register(u0) stride=4", "numthreads 8 1 1"}},
		{[]string{main, "-fsyntax-only", "-I", inc, "-DWIDTH=8", "-DFACTOR=1"}, nil},
	}
	for _, c := range cases {
		code, out, errs := runCLI(c.args...)
		if code != 0 {
			t.Errorf("%v: exit %d\n%s", c.args, code, errs)
			continue
		}
		if errs != "" {
			t.Errorf("%v: unexpected stderr:\n%s", c.args, errs)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output lacks %q:\n%s", c.args, w, out)
			}
		}
		if c.want == nil && out != "" {
			t.Errorf("%v: -fsyntax-only printed:\n%s", c.args, out)
		}
	}
	// -o writes the output to a file
	outFile := filepath.Join(dir, "layout.txt")
	if code, out, errs := runCLI(main, "--emit=layout", "-I", inc, "-DWIDTH=8", "-DFACTOR=1", "-o", outFile); code != 0 || out != "" {
		t.Fatalf("-o: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	if b, err := os.ReadFile(outFile); err != nil || !strings.Contains(string(b), "float3x3 rot") {
		t.Errorf("-o file: %v %q", err, b)
	}
}

// TestCompileDiagnostics: errors print clang-style (file:line:col, source
// line, caret) with a count and exit 1; warnings alone exit 0 unless
// -Werror; a macro from the command line is reported as such.
func TestCompileDiagnostics(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"err.hlsl": `RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() {
    Out[0] = undefinedName + 1;
    float x = 1
    Out[1] = x;
}
`,
		"warn.hlsl": `RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 v = float3(1, 2, 3);
    Out[id.x] = v.x;
}
`,
		"inc.hlsl":      "#include \"bad.hlsli\"\n[numthreads(1,1,1)] void main() {}\n",
		"bad.hlsli":     "static float f = oops;\n",
		"missing.hlsl":  "#include \"nowhere.hlsli\"\n",
		"macroerr.hlsl": "RWStructuredBuffer<float> Out;\n[numthreads(1, 1, 1)]\nvoid main() { Out[0] = BAD; }\n",
	})
	p := func(n string) string { return filepath.Join(dir, n) }
	code, out, errs := runCLI(p("err.hlsl"), "-fsyntax-only")
	if code != 1 || out != "" {
		t.Errorf("syntax error: exit %d, stdout %q", code, out)
	}
	for _, w := range []string{p("err.hlsl") + ":5:16: error: expected ';'", "    float x = 1\n               ^", "1 error generated."} {
		if !strings.Contains(errs, w) {
			t.Errorf("syntax error output lacks %q:\n%s", w, errs)
		}
	}
	// a file that parses but does not check: every error, with a count
	fixed := strings.Replace(mustRead(t, p("err.hlsl")), "float x = 1\n", "float x = 1;\n", 1)
	os.WriteFile(p("err2.hlsl"), []byte(fixed+"void g() { return 1; }\n"), 0o644)
	code, _, errs = runCLI(p("err2.hlsl"), "-fsyntax-only")
	if code != 1 || !strings.Contains(errs, p("err2.hlsl")+":4:14: error: use of undeclared identifier 'undefinedName'\n    Out[0] = undefinedName + 1;\n             ^~~~~~~~~~~~~") ||
		!strings.Contains(errs, "error: void function 'g' should not return a value") || !strings.Contains(errs, "2 errors generated.") {
		t.Errorf("sema errors: exit %d\n%s", code, errs)
	}
	// warnings: exit 0, -Werror turns them into errors and exit 1
	code, _, errs = runCLI(p("warn.hlsl"), "-fsyntax-only")
	if code != 0 || !strings.Contains(errs, p("warn.hlsl")+":4:16: warning: implicit truncation of vector type [-Wconversion]") {
		t.Errorf("warning: exit %d\n%s", code, errs)
	}
	code, _, errs = runCLI(p("warn.hlsl"), "-fsyntax-only", "-Werror")
	if code != 1 || !strings.Contains(errs, "error: implicit truncation of vector type [-Werror,-Wconversion]") {
		t.Errorf("-Werror: exit %d\n%s", code, errs)
	}
	// errors in an included file point into it, with the include stack
	code, _, errs = runCLI(p("inc.hlsl"), "-fsyntax-only")
	if code != 1 || !strings.Contains(errs, "In file included from "+p("inc.hlsl")+":1:") || !strings.Contains(errs, p("bad.hlsli")+":1:18: error: use of undeclared identifier 'oops'") {
		t.Errorf("included error: exit %d\n%s", code, errs)
	}
	code, _, errs = runCLI(p("missing.hlsl"), "-fsyntax-only")
	if code != 1 || !strings.Contains(errs, p("missing.hlsl")+":1:10: error: 'nowhere.hlsli' file not found") {
		t.Errorf("missing include: exit %d\n%s", code, errs)
	}
	// a command-line macro that expands to an error
	code, _, errs = runCLI(p("macroerr.hlsl"), "-fsyntax-only", "-DBAD=nothere")
	if code != 1 || !strings.Contains(errs, "error: use of undeclared identifier 'nothere'") || !strings.Contains(errs, "expanded from macro 'BAD'") {
		t.Errorf("macro error: exit %d\n%s", code, errs)
	}
}

// TestCompileUsageErrors: bad flags, targets and files are exit 2 (usage)
// or exit 1 (input), never a crash.
func TestCompileUsageErrors(t *testing.T) {
	dir := writeFiles(t, map[string]string{"ok.hlsl": "RWStructuredBuffer<float> O;\n[numthreads(1,1,1)] void main() { O[0] = 1; }\n"})
	ok := filepath.Join(dir, "ok.hlsl")
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{ok, "-T", "ps_6_0", "-fsyntax-only"}, 2, "invalid profile 'ps_6_0'"},
		{[]string{ok, "-T", "cs_6_0", "-enable-16bit-types", "-fsyntax-only"}, 2, "-enable-16bit-types requires shader model 6.2"},
		{[]string{ok, "--emit=bogus"}, 2, "unknown --emit kind"},
		{[]string{ok, "--no-such-flag"}, 2, "hlslc: unknown option --no-such-flag (hlslc -h lists the options)"},
		{[]string{ok, "--reprot"}, 2, "hlslc: unknown option --reprot; did you mean --report?"},
		{[]string{ok, "-spirv"}, 2, "hlslc: -spirv: hlslc compiles to AMD GCN (gfx9) code, not SPIR-V"},
		{[]string{ok, ok}, 2, "expected exactly one input file"},
		{[]string{filepath.Join(dir, "absent.hlsl"), "-fsyntax-only"}, 1, "absent.hlsl"},
		{[]string{ok, "-E", "nomain", "-fsyntax-only"}, 1, "nomain"},
		{[]string{ok, "-T", "cs_6_6", "-enable-16bit-types", "-fsyntax-only"}, 0, ""},
	}
	for _, c := range cases {
		code, _, errs := runCLI(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d (want %d), stderr:\n%s", c.args, code, c.code, errs)
		}
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
