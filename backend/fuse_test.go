package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/backend/mir"
)

// TestFuseText runs FuseScalarIntoVALU on testdata/fuse/*.s against the
// .out files beside them.
func TestFuseText(t *testing.T) {
	runAllocatedTextTests(t, "testdata/fuse/*.s", func(f *mir.Func) {
		if err := FuseScalarIntoVALU(f); err != nil {
			t.Fatal(err)
		}
	})
}

// TestFuseRowsTested: every row of fuseRules has its text test, whose
// output shows the row's result.
func TestFuseRowsTested(t *testing.T) {
	for _, r := range fuseRules {
		out, err := os.ReadFile(filepath.Join("testdata/fuse", r.name+".out"))
		if err != nil {
			t.Errorf("row %s: no text test (%v)", r.name, err)
			continue
		}
		into, _, _ := strings.Cut(r.into, " ")
		if !strings.Contains(string(out), into) {
			t.Errorf("row %s: its test's output has no %s", r.name, into)
		}
	}
}
