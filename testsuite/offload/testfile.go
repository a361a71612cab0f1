package offload

import (
	"fmt"
	"regexp"
	"strings"
)

// TestFile is a suite .test file taken apart: its split-file parts and its
// lit directives.
type TestFile struct {
	Name  string
	Parts map[string]string // split-file parts by file name
	// Run are the RUN lines, continuation lines joined.
	Run []string
	// Requires, Unsupported and XFail are the lit feature expressions of
	// those lines (each line's comma-separated list).
	Requires, Unsupported, XFail []string
	// Checks are the FileCheck directives over the offloader's output, in
	// order.
	Checks []CheckLine
}

// CheckLine is one FileCheck directive: its kind (CHECK, CHECK-NEXT, ...)
// and its pattern.
type CheckLine struct {
	Kind, Pattern string
	Line          int
}

// splitMarker is split-file's part delimiter: a line "#--- NAME" or
// "//--- NAME" (split-file takes one character or "//" before "--- ").
var splitMarker = regexp.MustCompile(`^(?:.|//)--- (\S+)\s*$`)

// directive finds a lit or FileCheck directive on a comment line.
var directive = regexp.MustCompile(`^\s*(?:#|//|;)?\s*(RUN|REQUIRES|UNSUPPORTED|XFAIL|CHECK(?:-[A-Z]+)?):(.*)$`)

// ParseTest splits a .test file into its parts and directives. Directives
// are read from every line, as lit reads them; split-file's parts are the
// text between markers (a part named "end" closes the last one).
func ParseTest(name, text string) (*TestFile, error) {
	t := &TestFile{Name: name, Parts: map[string]string{}}
	lines := strings.Split(text, "\n")
	part := ""
	var body strings.Builder
	flush := func() {
		if part != "" {
			t.Parts[part] = body.String()
		}
		body.Reset()
	}
	var cont *string // a RUN line ending in '\' continues on the next RUN line
	for i, l := range lines {
		if m := splitMarker.FindStringSubmatch(l); m != nil {
			flush()
			part = m[1]
			if _, dup := t.Parts[part]; dup {
				return nil, fmt.Errorf("%s:%d: split-file part %q given twice", name, i+1, part)
			}
			continue
		}
		if part != "" {
			body.WriteString(l)
			body.WriteByte('\n')
		}
		m := directive.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		val := strings.TrimSpace(m[2])
		switch m[1] {
		case "RUN":
			if cont != nil {
				*cont += " " + strings.TrimSuffix(val, "\\")
			} else {
				t.Run = append(t.Run, strings.TrimSuffix(val, "\\"))
				cont = &t.Run[len(t.Run)-1]
			}
			if !strings.HasSuffix(val, "\\") {
				cont = nil
			}
		case "REQUIRES":
			t.Requires = append(t.Requires, splitFeatures(val)...)
		case "UNSUPPORTED":
			t.Unsupported = append(t.Unsupported, splitFeatures(val)...)
		case "XFAIL":
			t.XFail = append(t.XFail, splitFeatures(val)...)
		default:
			t.Checks = append(t.Checks, CheckLine{Kind: m[1], Pattern: val, Line: i + 1})
		}
	}
	flush()
	delete(t.Parts, "end")
	return t, nil
}

func splitFeatures(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
