package lower

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
)

var update = flag.Bool("update", false, "rewrite the expected .ir files of testdata/text")

// TestText lowers each testdata/text/*.hlsl and compares the IR with the
// .ir file beside it (go test -run TestText -update rewrites them). The
// expected IR must itself parse and verify.
func TestText(t *testing.T) {
	files, err := filepath.Glob("testdata/text/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no text tests: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".hlsl")
		t.Run(name, func(t *testing.T) {
			m, err := compileFile(t, f, Options{})
			if err != nil {
				t.Fatalf("%v", err)
			}
			got := m.String()
			want := strings.TrimSuffix(f, ".hlsl") + ".ir"
			if *update {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			exp, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(exp) {
				t.Errorf("IR differs from %s:\n--- got\n%s\n--- want\n%s", want, got, exp)
			}
			pm, err := ir.Parse(string(exp))
			if err != nil {
				t.Fatalf("%s does not parse: %v", want, err)
			}
			if err := ir.Verify(pm); err != nil {
				t.Fatalf("%s does not verify: %v", want, err)
			}
		})
	}
}

// TestDiagnostics lowers each testdata/diag/*.hlsl, which must fail with
// the diagnostics of its "// ERROR:" lines (file:line:col: error: ...).
func TestDiagnostics(t *testing.T) {
	files, err := filepath.Glob("testdata/diag/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no diagnostic tests: %v", err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var wants []string
			for _, line := range strings.Split(string(src), "\n") {
				if _, rest, ok := strings.Cut(line, "// ERROR:"); ok {
					wants = append(wants, strings.TrimSpace(rest))
				}
			}
			if len(wants) == 0 {
				t.Fatalf("no // ERROR: line")
			}
			_, lerr := compileSource(t, name, src, Options{})
			if lerr == nil {
				t.Fatalf("lowered without an error")
			}
			msg := lerr.Error()
			for _, w := range wants {
				if !strings.Contains(msg, w) {
					t.Errorf("diagnostic\n%s\nlacks %q", msg, w)
				}
			}
		})
	}
}
