package lower

import (
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
)

// unsupportedCorpus lists the frontend corpus shaders that use something
// the IR cannot express yet, with the diagnostic each must give.
var unsupportedCorpus = map[string]string{}

// TestCorpus lowers every frontend corpus shader: each verifies, or gives
// the expected located diagnostic.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("../../frontend/testdata/corpus/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	lowered := 0
	for _, f := range files {
		name := filepath.Base(f)
		m, err := compileFile(t, f, Options{})
		want, unsupported := unsupportedCorpus[name]
		switch {
		case err != nil && !unsupported:
			t.Errorf("%s: %v", name, err)
		case err != nil:
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: diagnostic\n%v\ndoes not contain %q", name, err, want)
			}
		case unsupported:
			t.Errorf("%s: lowered, but is listed as unsupported (%q)", name, want)
		default:
			if verr := ir.Verify(m); verr != nil {
				t.Errorf("%s: %v", name, verr)
			}
			if _, perr := ir.Parse(m.String()); perr != nil {
				t.Errorf("%s: printed IR does not parse back: %v", name, perr)
			}
			lowered++
		}
	}
	t.Logf("%d of %d corpus shaders lowered and verified", lowered, len(files))
}
