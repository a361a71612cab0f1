package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/testsuite/vk"
)

func TestVkpeer(t *testing.T) {
	tooltest.Need(t, "glslangValidator")
	tooltest.Need(t, "spirv-cross")
	tooltest.Need(t, "gcc")
	for _, d := range []vk.Driver{vk.Lavapipe, vk.RADV} {
		if _, err := os.Stat(d.ICDFile()); err != nil {
			if tooltest.Required() {
				t.Fatalf("%s ICD %s missing (HLSLC_REQUIRE_TOOLS=1)", d, d.ICDFile())
			}
			t.Skipf("%s ICD %s missing", d, d.ICDFile())
		}
	}
	dir := t.TempDir()
	hlsl := filepath.Join(dir, "s.hlsl")
	spec := filepath.Join(dir, "s.json")
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(hlsl, `
cbuffer P { uint add; };
RWStructuredBuffer<uint> Out;
[numthreads(4, 1, 1)]
void CS(uint i : SV_DispatchThreadID) { Out[i] = i * i + add; }
`)
	write(spec, `{"dispatch": [2, 1, 1], "resources": {"P": {"add": 5}, "Out": {"zero": 32}}}`)
	var out, errb bytes.Buffer
	if code := run([]string{"-e", "CS", "-isa", "-run", spec, hlsl}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s", code, errb.String())
	}
	got := out.String()
	if !strings.HasPrefix(got, `{"resources": {"Out": {"u32": [5, 6, 9, 14, 21, 30, 41, 54]}}}`+"\n") {
		t.Errorf("run output:\n%s", got)
	}
	for _, re := range []string{`(?m)^statistic\s+ACO\s+LLVM$`, `(?m)^VGPRs\s+\d+\s+\d+$`, `(?m)^Code size\s+\d+\s+\d+$`,
		`(?m)^; ACO assembly$`, `(?m)^; LLVM assembly$`, `s_endpgm`, `entry CS, \[numthreads\(4, 1, 1\)\]`} {
		if !regexp.MustCompile(re).MatchString(got) {
			t.Errorf("output does not match %s:\n%s", re, got)
		}
	}
	if !strings.Contains(errb.String(), "subgroup size") {
		t.Errorf("stderr: %s", errb.String())
	}

	out.Reset()
	errb.Reset()
	if code := run(nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage: vkpeer") {
		t.Errorf("no arguments: exit %d, stderr %q", code, errb.String())
	}
	errb.Reset()
	if code := run([]string{"-e", "nosuch", hlsl}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "Entry point not found") {
		t.Errorf("bad entry: exit %d, stderr %q", code, errb.String())
	}
	errb.Reset()
	if code := run([]string{filepath.Join(dir, "missing.hlsl")}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "missing.hlsl: no such file") {
		t.Errorf("missing file: exit %d, stderr %q", code, errb.String())
	}
}
