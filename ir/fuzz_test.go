package ir

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: any text either fails to parse with an *Error, or parses; a
// parsed module verifies or reports errors without panicking; a verified
// module prints to text that parses, verifies and prints the same again.
func FuzzParse(f *testing.F) {
	for _, dir := range []string{"testdata/roundtrip", "testdata/parse", "testdata/verify", "interp/testdata"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ir"))
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(string(src))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := Parse(src)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("parse error of type %T: %v", err, err)
			}
			return
		}
		if Verify(m) != nil {
			return
		}
		out := m.String()
		m2, err := Parse(out)
		if err != nil {
			t.Fatalf("printed form does not parse: %v\n%s", err, out)
		}
		if err := Verify(m2); err != nil {
			t.Fatalf("printed form does not verify: %v\n%s", err, out)
		}
		if m2.String() != out {
			t.Fatalf("printing is not stable:\n%s\n---\n%s", out, m2.String())
		}
	})
}
