package frontend

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the expected .err files of testdata/diag")

// TestDiagnostics compiles every testdata/diag/*.hlsl and compares the
// rendered diagnostics (message, location, source line, caret and range,
// notes, include and macro stacks) with the .err file beside it. Every case
// must produce at least one diagnostic.
func TestDiagnostics(t *testing.T) {
	files, err := filepath.Glob("testdata/diag/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no diagnostic tests: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res := Compile(path, src, fileOptions(t, path, src), StageCheck)
			var b strings.Builder
			res.Diags.Render(&b)
			got := b.String()
			if got == "" {
				t.Fatalf("no diagnostics")
			}
			want := strings.TrimSuffix(path, ".hlsl") + ".err"
			if *update {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			exp, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("missing %s (run go test -run TestDiagnostics -update and review it): %v", want, err)
			}
			if got != string(exp) {
				t.Errorf("diagnostics differ from %s\n--- got:\n%s--- want:\n%s", want, got, exp)
			}
		})
	}
}
