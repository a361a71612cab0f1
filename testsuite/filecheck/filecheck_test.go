package filecheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tcase is one test of a testdata file: check lines, an input and the
// expected outcome ("pass" or the exact error message).
type tcase struct {
	name, check, input, want string
	line                     int
}

// parseTestdata reads a file of tests:
//
//	=== name
//	-- check --
//	CHECK: ...
//	-- input --
//	...
//	-- want --
//	pass            (or the exact error message)
func parseTestdata(t *testing.T, path string) []tcase {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []tcase
	var cur *tcase
	var sec *string
	for k, l := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "=== "):
			out = append(out, tcase{name: strings.TrimPrefix(l, "=== "), line: k + 1})
			cur, sec = &out[len(out)-1], nil
		case l == "-- check --" || l == "-- input --" || l == "-- want --":
			if cur == nil {
				t.Fatalf("%s:%d: section outside a test", path, k+1)
			}
			switch l {
			case "-- check --":
				sec = &cur.check
			case "-- input --":
				sec = &cur.input
			default:
				sec = &cur.want
			}
		case sec != nil:
			*sec += l + "\n"
		case strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#"):
		default:
			t.Fatalf("%s:%d: text outside a section: %q", path, k+1, l)
		}
	}
	return out
}

// directives parses the check section: one directive per line, "KIND: pattern".
func directives(t *testing.T, src string) []Directive {
	var ds []Directive
	for k, l := range strings.Split(src, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		name, pat, ok := strings.Cut(l, ":")
		kind, n, known := ParseDirective(strings.TrimSpace(name))
		if !ok || !known {
			t.Fatalf("check line %d: %q is not a directive", k+1, l)
		}
		for range n {
			ds = append(ds, Directive{Kind: kind, Pattern: pat, Line: k + 1})
		}
	}
	return ds
}

func TestFileCheck(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txt")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	n := 0
	for _, f := range files {
		for _, tc := range parseTestdata(t, f) {
			n++
			t.Run(filepath.Base(f)+"/"+tc.name, func(t *testing.T) {
				want := strings.TrimSpace(tc.want)
				if want == "" {
					t.Fatalf("%s:%d: no -- want -- section", f, tc.line)
				}
				err := Match("t.check", directives(t, tc.check), strings.TrimSuffix(tc.input, "\n"))
				got := "pass"
				if err != nil {
					got = err.Error()
				}
				if got != want {
					t.Errorf("%s:%d:\n got: %s\nwant: %s", f, tc.line, got, want)
				}
			})
		}
	}
	if n < 20 {
		t.Errorf("only %d tests", n)
	}
}
