package interp

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir/runspec"
)

var update = flag.Bool("update", false, "rewrite expected outputs")

// TestRuntimeErrors: each errors/X.ir runs one workgroup (with no
// resources) and fails with the message in X.err.
func TestRuntimeErrors(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "errors", "*.ir"))
	if len(files) == 0 {
		t.Fatal("no cases")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			m := load(t, filepath.Join("errors", filepath.Base(file)))
			var data [][]byte
			for range m.Resources {
				data = append(data, make([]byte, 16))
			}
			err := RunData(m, [3]uint32{1, 1, 1}, data, Options{MaxSteps: 10000})
			if err == nil {
				t.Fatal("ran without error")
			}
			want := strings.TrimSuffix(file, ".ir") + ".err"
			got := err.Error() + "\n"
			if *update {
				os.WriteFile(want, []byte(got), 0o644)
				return
			}
			w, _ := os.ReadFile(want)
			if got != string(w) {
				t.Errorf("got\n%swant\n%s", got, w)
			}
		})
	}
}

// TestSpecErrors: a spec that does not fit the module fails before running.
func TestSpecErrors(t *testing.T) {
	m := load(t, "gather.ir")
	for _, c := range []struct{ spec, want string }{
		{`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [1]}, "Index": {"u32": [0]}}}`, `run spec: resources: missing resource "Out" (structured)`},
		{`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [1]}, "Index": {"u32": [0]}, "Out": {"zero": 4}, "Params": {}}}`, `run spec: resources: unknown resource "Params" (the shader declares: In, Index, Out)`},
	} {
		s, err := runspec.Parse([]byte(c.spec), ".")
		if err == nil {
			_, err = Run(m, s, Options{})
		}
		if err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %s", err, c.want)
		}
	}
}
