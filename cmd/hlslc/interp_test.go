package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

const gatherHLSL = "../../ir/lower/testdata/run/gather.hlsl"

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEmitIR prints the lowered IR, which parses back and verifies.
func TestEmitIR(t *testing.T) {
	code, out, errs := runCLI(gatherHLSL, "--emit=ir")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "kernel @main numthreads(64, 1, 1)") || !strings.Contains(out, "load @Index[") {
		t.Errorf("unexpected IR:\n%s", out)
	}
	m, err := ir.Parse(out)
	if err != nil {
		t.Fatalf("printed IR does not parse: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("printed IR does not verify: %v", err)
	}
}

func TestEmitLLVM(t *testing.T) {
	code, out, errs := runCLI("--emit=llvm", gatherHLSL)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{`target triple = "amdgcn-amd-amdhsa"`, "define amdgpu_kernel void @main(<4 x i32> %In, <4 x i32> %Index, <4 x i32> %Out)"} {
		if !strings.Contains(out, want) {
			t.Errorf("LLVM IR lacks %q:\n%s", want, out)
		}
	}
}

// TestInterp runs the gather shader through `hlslc interp`.
func TestInterp(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "spec.json", `{"dispatch": [1, 1, 1], "resources": {
		"In": {"f32": [1, 2, 3]}, "Index": {"u32": [2, 0, 1, 7]}, "Out": {"zero": 16}}}`)
	code, out, errs := runCLI("interp", gatherHLSL, "--spec", spec)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"Out": {"f32": [3, 1, 2, 0]}`) {
		t.Errorf("typed output: %s", out)
	}
	code, out, errs = runCLI("interp", gatherHLSL, "--spec", spec, "--raw")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	got, err := runspec.ParseOutput([]byte(out))
	if err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	want := []uint32{0x40400000, 0x3f800000, 0x40000000, 0} // 3, 1, 2, and 0 past the end
	if len(got) != 1 || len(got["Out"]) != 4 {
		t.Fatalf("output %v, want only Out with 4 words", got)
	}
	for i, w := range want {
		if got["Out"][i] != w {
			t.Errorf("Out[%d] = %#x, want %#x", i, got["Out"][i], w)
		}
	}
}

// TestInterpErrors: bad input exits 1 with a located message, usage errors
// 2, execution faults 3.
func TestInterpErrors(t *testing.T) {
	dir := t.TempDir()
	good := `{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [1]}, "Index": {"u32": [0]}, "Out": {"zero": 4}}}`
	goodSpec := writeFile(t, dir, "good.json", good)
	texture := writeFile(t, dir, "tex.hlsl", "Texture2D<float4> Tex;\nSamplerState S;\nRWStructuredBuffer<float4> Out;\n[numthreads(6, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) { Out[id.x] = Tex.Sample(S, float2(0, 0)); }\n")
	spin := writeFile(t, dir, "spin.hlsl", "RWStructuredBuffer<uint> O;\n[numthreads(1, 1, 1)]\nvoid main() { uint i = 0; while (O[0] == 0) { i++; } O[1] = i; }\n")
	spinSpec := writeFile(t, dir, "spin.json", `{"dispatch": [1, 1, 1], "resources": {"O": {"zero": 8}}}`)
	cases := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no file", []string{"interp", "--spec", goodSpec}, exitUsage, "usage: hlslc interp"},
		{"bad dispatch", []string{"interp", gatherHLSL, "--dispatch", "0,1,1"}, exitUsage, `invalid value "0,1,1" for flag -dispatch: workgroup count "0": want an integer from 1 to 65535`},
		{"two files", []string{"interp", gatherHLSL, gatherHLSL, "--spec", goodSpec}, exitUsage, "usage: hlslc interp"},
		{"missing file", []string{"interp", filepath.Join(dir, "none.hlsl"), "--spec", goodSpec}, exitInput, "no such file"},
		{"missing spec", []string{"interp", gatherHLSL, "--spec", filepath.Join(dir, "none.json")}, exitInput, "no such file"},
		{"unknown resource", []string{"interp", gatherHLSL, "--spec", writeFile(t, dir, "u.json",
			`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [1]}, "Index": {"u32": [0]}, "Out": {"zero": 4}, "Extra": {"zero": 4}}}`)},
			exitInput, "Extra"},
		{"wrong type", []string{"interp", gatherHLSL, "--spec", writeFile(t, dir, "w.json",
			`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": ["x"]}, "Index": {"u32": [0]}, "Out": {"zero": 4}}}`)},
			exitInput, "In"},
		{"texture", []string{"interp", texture, "--spec", goodSpec}, exitInput, "tex.hlsl:5:61: error: 'Sample' requires shader model 6.6 or later"},
		{"frontend error", []string{"interp", writeFile(t, dir, "bad.hlsl", "[numthreads(1,1,1)] void main() { x = 1; }\n"), "--spec", goodSpec}, exitInput, "bad.hlsl:1:"},
		{"fault", []string{"interp", spin, "--spec", spinSpec, "--max-steps", "10000"}, exitFault, "execution fault"},
		{"emit ir texture", []string{texture, "--emit=ir", "-T", "cs_6_6"}, exitInput, "tex.hlsl:5:57: error: 'Sample' uses derivatives in a compute shader with numthreads(6, 1, 1); derivatives require numthreads to be 1D and a multiple of 4, or 2D/3D with X and Y both multiples of 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, errs := runCLI(c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.code, errs)
			}
			if !strings.Contains(errs, c.msg) {
				t.Errorf("stderr lacks %q:\n%s", c.msg, errs)
			}
		})
	}
}
