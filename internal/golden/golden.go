// Package golden compares a text test's output with the expected output
// stored beside its input (the project's text tests: input in, output out,
// expectations beside the input).
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Update is the -update flag: rewrite the expected outputs instead of
// comparing with them.
var Update = flag.Bool("update", false, "rewrite the expected outputs of text tests")

// Check compares got with the file want, or with -update writes it there.
func Check(t *testing.T, want, got string) {
	t.Helper()
	if *Update {
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
		t.Errorf("got:\n%s\nwant:\n%s", got, exp)
	}
}

// Run calls fn for every file matching pattern, in a subtest named after
// it, with the file's contents, and checks its result against the file
// with the input's extension replaced by ext (".out").
func Run(t *testing.T, pattern, ext string, fn func(t *testing.T, file, src string) string) {
	t.Helper()
	files, _ := filepath.Glob(pattern)
	if len(files) == 0 {
		t.Fatalf("no tests match %s", pattern)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := fn(t, file, string(src))
			Check(t, strings.TrimSuffix(file, filepath.Ext(file))+ext, got)
		})
	}
}
