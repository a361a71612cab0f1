package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
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
