package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hlslc/internal/faultinject"
)

// TestRunTiming: `hlslc run ... --timing` prints the same resources as a
// plain run, plus a "timing" object with the estimated cycles, for HLSL
// sources and for code objects (--obj).
func TestRunTiming(t *testing.T) {
	check := func(name string, plain, timed []string) {
		t.Helper()
		code, want, errs := runCLI(plain...)
		if code != exitOK {
			t.Fatalf("%s: exit %d\n%s", name, code, errs)
		}
		code, got, errs := runCLI(timed...)
		if code != exitOK {
			t.Fatalf("%s --timing: exit %d\n%s", name, code, errs)
		}
		var out map[string]json.RawMessage
		if err := json.Unmarshal([]byte(got), &out); err != nil {
			t.Fatalf("%s --timing: output is not JSON: %v\n%s", name, err, got)
		}
		var tm struct {
			Cycles   int64   `json:"cycles"`
			CUCycles []int64 `json:"cu_cycles"`
		}
		if err := json.Unmarshal(out["timing"], &tm); err != nil || tm.Cycles <= 0 || len(tm.CUCycles) != 64 {
			t.Errorf("%s --timing: bad timing object (%v): %s", name, err, out["timing"])
		}
		if prefix := strings.TrimRight(want, "}\n"); !strings.HasPrefix(got, prefix) {
			t.Errorf("%s: --timing changes the rest of the output:\n%s\n%s", name, got, want)
		}
	}
	const ex, spec = "../../examples/transform.hlsl", "../../examples/transform.json"
	check("transform.hlsl", []string{"run", ex, "--spec", spec}, []string{"run", ex, "--spec", spec, "--timing"})

	co := filepath.Join(t.TempDir(), "prefix.co")
	if code, _, errs := runCLI("asm", "../../examples/wave_prefix_sum.s", "-o", co); code != exitOK {
		t.Fatalf("asm: %s", errs)
	}
	obj := []string{"run", "--obj", co, "--kernel", "wave_prefix_sum", "--spec", "../../examples/wave_prefix_sum.json"}
	check("wave_prefix_sum.co", obj, append(obj, "--timing"))
}

// An internal error of the timing model (a bug in it, here injected where
// it retires a wave) ends `hlslc run --timing` with exit status 3 and the
// message that places it: the part, the instruction, the workgroup and the
// wave — for HLSL source and for a code object alike.
// (Not parallel: the fault is set for the whole process.)
func TestRunTimingInternalError(t *testing.T) {
	restore := faultinject.Set(faultinject.TimingModelWaveEnd, func() { panic("injected fault") })
	defer restore()
	dir := t.TempDir()
	src := filepath.Join(dir, "k.hlsl")
	if err := os.WriteFile(src, []byte("RWStructuredBuffer<uint> Out;\n[numthreads(64, 1, 1)]\nvoid main(uint i : SV_GroupIndex) { Out[i] = i; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`internal error of the timing model at pc 0x[0-9a-f]+ \(s_endpgm\), workgroup \(0,0,0\) wave 0: injected fault\n$`)
	code, _, errs := runCLI("run", src, "--timing")
	if code != exitFault || !want.MatchString(errs) || !strings.HasPrefix(errs, src+": ") {
		t.Errorf("hlslc run --timing: exit %d, stderr %q; want exit %d and %q", code, errs, exitFault, want)
	}
	if code, _, _ := runCLI("run", src); code != exitOK {
		t.Errorf("without --timing the model does not run: exit %d", code)
	}
	co := filepath.Join(dir, "wps.co")
	if code, _, errs := runCLI("asm", "../../examples/wave_prefix_sum.s", "-o", co); code != 0 {
		t.Fatalf("asm: %s", errs)
	}
	code, _, errs = runCLI("run", "--obj", co, "--kernel", "wave_prefix_sum", "--spec", "../../examples/wave_prefix_sum.json", "--timing")
	if code != exitFault || !want.MatchString(errs) || !strings.HasPrefix(errs, co+": ") {
		t.Errorf("hlslc run --obj --timing: exit %d, stderr %q; want exit %d and %q", code, errs, exitFault, want)
	}
}
