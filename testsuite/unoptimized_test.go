package testsuite

import (
	"path/filepath"
	"sort"
	"testing"

	"hlslc/backend"
)

// TestUnoptimized: every case compiles without the IR optimizer (DXC's
// -Od / -O0, backend.Options.NoOptimize) and its code, run on the
// executor with the s_waitcnt and hazard checks, agrees with the
// interpreter: the passes make code faster, never correct.
func TestUnoptimized(t *testing.T) {
	files, err := filepath.Glob("cases/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	sort.Strings(files)
	for _, file := range files {
		c, err := ReadCase(file)
		if err != nil {
			t.Fatal(err)
		}
		if _, known := c.XFail["hlslc"]; known {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			m, err := Compile(c)
			if err != nil {
				t.Fatal(err)
			}
			want, err := Interp(c, m)
			if err != nil {
				t.Fatalf("interpreter: %v", err)
			}
			mb, err := Compile(c)
			if err != nil {
				t.Fatal(err)
			}
			out, err := backend.CompileWith(mb, c.Entry(), backend.Options{Target: "gfx900", NoOptimize: true})
			if err != nil {
				t.Fatalf("backend without the optimizer: %v", err)
			}
			got, err := RunBackend(c, mb, out)
			if err != nil {
				t.Fatalf("executor: %v", err)
			}
			if mis := Compare(want, got, WordKinds(c, mb)); mis != nil {
				t.Errorf("without the optimizer the executor disagrees with the interpreter: %v", mis)
			}
		})
	}
}
