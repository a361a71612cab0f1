package lower

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir/llvm"
)

// TestLLC exports the lowered run shaders (the seed documents' kernels and
// the control-flow, atomics and f16 tests) to LLVM IR and compiles each with
// llc-19 for gfx900.
func TestLLC(t *testing.T) {
	llc := tooltest.Need(t, "llc")
	files, err := filepath.Glob("testdata/run/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no run shaders: %v", err)
	}
	dir := t.TempDir()
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".hlsl")
		t.Run(name, func(t *testing.T) {
			m := lowerRun(t, filepath.Base(f))
			text, err := llvm.ExportText(m)
			if err != nil {
				t.Fatalf("export: %v", err)
			}
			ll := filepath.Join(dir, name+".ll")
			if err := os.WriteFile(ll, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
				ll, "-o", filepath.Join(dir, name+".o")).CombinedOutput()
			if err != nil {
				t.Fatalf("llc rejected the export: %v\n%s", err, out)
			}
		})
	}
}
