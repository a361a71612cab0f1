package ir

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the expected outputs in testdata")

// golden compares got with the file want, or rewrites it under -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s: got\n%s\nwant\n%s", path, got, want)
	}
}

func cases(t *testing.T, dir string) []string {
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*.ir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test cases in testdata/%s", dir)
	}
	return files
}

// TestRoundTrip: each roundtrip/X.ir parses and verifies, prints as X.out
// (or as itself when there is no X.out: the input is in canonical form),
// and the printed text parses back to the same text.
func TestRoundTrip(t *testing.T) {
	for _, file := range cases(t, "roundtrip") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(string(src))
			if err != nil {
				t.Fatal(err)
			}
			if err := Verify(m); err != nil {
				t.Fatalf("verify:\n%v", err)
			}
			out := m.String()
			want := strings.TrimSuffix(file, ".ir") + ".out"
			if _, err := os.Stat(want); err == nil {
				golden(t, want, out)
			} else if out != string(src) {
				t.Errorf("printed form differs from the input:\n%s", out)
			}
			m2, err := Parse(out)
			if err != nil {
				t.Fatalf("printed form does not parse: %v\n%s", err, out)
			}
			if err := Verify(m2); err != nil {
				t.Fatalf("printed form does not verify:\n%v", err)
			}
			if out2 := m2.String(); out2 != out {
				t.Errorf("second round trip differs:\n%s", out2)
			}
		})
	}
}

// TestParseErrors: each parse/X.ir fails to parse with the message in X.err.
func TestParseErrors(t *testing.T) {
	for _, file := range cases(t, "parse") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Parse(string(src))
			if err == nil {
				t.Fatal("parsed without error")
			}
			golden(t, strings.TrimSuffix(file, ".ir")+".err", err.Error()+"\n")
		})
	}
}

// TestVerifyErrors: each verify/X.ir parses, and Verify reports X.err.
func TestVerifyErrors(t *testing.T) {
	for _, file := range cases(t, "verify") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(string(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			err = Verify(m)
			if err == nil {
				t.Fatal("verified without error")
			}
			golden(t, strings.TrimSuffix(file, ".ir")+".err", err.Error()+"\n")
		})
	}
}

// TestSeedProgramsPrint: the interpreter's seed programs (commented,
// hand-written) print to a form that parses and prints identically.
func TestSeedProgramsPrint(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("interp", "testdata", "*.ir"))
	if len(files) < 5 {
		t.Fatalf("expected the seed programs in interp/testdata, found %d", len(files))
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(string(src))
		if err != nil {
			t.Fatalf("%s:%v", file, err)
		}
		out := m.String()
		m2, err := Parse(out)
		if err != nil {
			t.Fatalf("%s: printed form: %v", file, err)
		}
		if err := Verify(m2); err != nil {
			t.Fatalf("%s: printed form does not verify: %v", file, err)
		}
		if m2.String() != out {
			t.Errorf("%s: printing is not stable", file)
		}
	}
}
