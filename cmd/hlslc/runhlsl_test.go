package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunHLSL: `hlslc run FILE.hlsl --spec` compiles with hlslc's backend
// and runs the code object on the executor; on the README's example its
// output equals the reference interpreter's, and bad input of each kind is
// a precise error with the right exit status.
func TestRunHLSL(t *testing.T) {
	const ex, spec = "../../examples/transform.hlsl", "../../examples/transform.json"
	code, got, errs := runCLI("run", ex, "--spec", spec)
	if code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	code, want, errs := runCLI("interp", ex, "--spec", spec)
	if code != exitOK {
		t.Fatalf("interp: exit %d\n%s", code, errs)
	}
	if got != want {
		t.Errorf("the executor's result differs from the interpreter's:\n%s\n%s", got, want)
	}
	if !strings.Contains(got, `"GroupLength": {"f32": [`) {
		t.Errorf("output lacks the written resources:\n%s", got)
	}
	// without scalarization too
	if code, got2, errs := runCLI("run", ex, "--spec", spec, "-fno-scalarize"); code != exitOK || got2 != want {
		t.Errorf("-fno-scalarize: exit %d %s", code, errs)
	}

	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	// a source named otherwise (glslang's tests use .comp) runs the same
	comp := write("k.comp", "RWStructuredBuffer<uint64_t> Out : register(u0);\n[numthreads(64,1,1)]\nvoid CSMain(uint3 id : SV_DispatchThreadID) {\n\tOut[id.x] = (uint64_t)id.x << 33;\n}\n")
	if code, got, errs := runCLI("run", comp, "-E", "CSMain"); code != exitOK || !strings.Contains(got, "8589934592") {
		t.Errorf("run k.comp: exit %d %s\n%s", code, errs, got)
	}
	loop := write("loop.hlsl", "RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(64,1,1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n\tuint n = 0;\n\twhile (Out[0] == 0) n++;\n\tOut[id.x] = n;\n}\n")
	out := write("out.json", `{"dispatch":[1,1,1],"resources":{"Out":{"zero":256}}}`)
	bad := write("bad.hlsl", "RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(64,1,1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n\tOut[id.x] = nope;\n}\n")
	for _, c := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"runaway loop", []string{"run", loop, "--spec", out, "--budget", "10000"}, exitFault, "budget exceeded"},
		{"compile error", []string{"run", bad, "--spec", out}, exitInput, "bad.hlsl:4:14: error"},
		{"missing spec", []string{"run", ex, "--spec", filepath.Join(dir, "none.json")}, exitInput, "none.json"},
		{"spec for another shader", []string{"run", ex, "--spec", out}, exitInput, `missing resource "Params"`},
		{"malformed spec", []string{"run", ex, "--spec", write("m.json", `{"dispatch":[1,1`)}, exitInput, "m.json"},
		{"two files", []string{"run", ex, ex}, exitUsage, "usage: hlslc run FILE.hlsl"},
		{"unknown target", []string{"run", ex, "--spec", spec, "--target", "gfx1100"}, exitUsage, "gfx1100"},
	} {
		code, _, errs := runCLI(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d (want %d), stderr %q (want it to contain %q)", c.name, code, c.code, errs, c.want)
		}
	}
}

// TestRunTexture runs the seed's RWTexture2D reduction (examples/luminance)
// on the executor and the interpreter: equal outputs; a texture without
// "dims" in the spec is an input error.
func TestRunTexture(t *testing.T) {
	const ex, spec = "../../examples/luminance.hlsl", "../../examples/luminance.json"
	code, got, errs := runCLI("run", ex, "-E", "PostFX", "--spec", spec)
	if code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	code, want, errs := runCLI("interp", ex, "-E", "PostFX", "--spec", spec)
	if code != exitOK {
		t.Fatalf("interp: exit %d\n%s", code, errs)
	}
	if got != want || !strings.Contains(got, `"Result": {"f32": [`) {
		t.Errorf("executor and interpreter differ, or Result is missing:\n%s\n%s", got, want)
	}
	if code, asm, errs := runCLI(ex, "-E", "PostFX"); code != exitOK || !strings.Contains(asm, "image_store") {
		t.Errorf("compile: exit %d %s\n%s", code, errs, asm)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "nodims.json")
	os.WriteFile(bad, []byte(`{"dispatch":[1,1,1],"resources":{"cbCS":{"c_height":1,"c_width":1},"Input":{"zero":64},"Result":{"zero":16}}}`), 0o644)
	code, _, errs = runCLI("run", ex, "-E", "PostFX", "--spec", bad)
	if code != exitInput || !strings.Contains(errs, `resources.Result: missing "dims"`) {
		t.Errorf("spec without dims: exit %d, stderr %q", code, errs)
	}
}

// TestSynthesizedInputs: without --spec, `run` and `interp` synthesize
// every input and agree; --print-spec prints that spec, which given back
// with --spec runs the same; --dispatch sets the workgroup count.
func TestSynthesizedInputs(t *testing.T) {
	const ex = "../../examples/transform.hlsl"
	code, got, errs := runCLI("run", ex)
	if code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	code, want, errs := runCLI("interp", ex)
	if code != exitOK {
		t.Fatalf("interp: exit %d\n%s", code, errs)
	}
	if got != want || !strings.Contains(got, `"Out": {"f32": [`) {
		t.Fatalf("executor and interpreter differ on synthesized inputs:\n%s\n%s", got, want)
	}
	code, spec, errs := runCLI("interp", ex, "--print-spec")
	if code != exitOK || !strings.HasPrefix(spec, "{\n  \"dispatch\": [1, 1, 1],") || !strings.Contains(spec, `"Params": {"MatrixOffset": `) {
		t.Fatalf("--print-spec: exit %d %s\n%s", code, errs, spec)
	}
	p := filepath.Join(t.TempDir(), "spec.json")
	os.WriteFile(p, []byte(spec), 0o644)
	if code, again, errs := runCLI("run", ex, "--spec", p); code != exitOK || again != got {
		t.Errorf("the printed spec does not run the same: exit %d %s\n%s", code, errs, again)
	}
	code, two, errs := runCLI("run", ex, "--dispatch", "2,1,1", "--print-spec")
	if code != exitOK || !strings.Contains(two, `"dispatch": [2, 1, 1]`) {
		t.Errorf("--dispatch: exit %d %s\n%s", code, errs, two)
	}
	code, out2, errs := runCLI("run", ex, "--dispatch", "2")
	if code != exitOK || out2 == got {
		t.Errorf("two workgroups: exit %d %s; output unchanged: %v", code, errs, out2 == got)
	}
}
