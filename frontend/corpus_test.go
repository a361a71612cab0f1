package frontend

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fileOptions reads "// RUN-FLAGS:" from a test source.
func fileOptions(t *testing.T, path string, src []byte) Options {
	opts := Options{}
	for _, line := range strings.Split(string(src), "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "// RUN-FLAGS:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		for i := 0; i < len(f); i++ {
			arg := func() string {
				i++
				if i >= len(f) {
					t.Fatalf("%s: flag %s needs a value", path, f[i-1])
				}
				return f[i]
			}
			switch f[i] {
			case "-D":
				opts.PP.Defines = append(opts.PP.Defines, arg())
			case "-I":
				opts.PP.IncludeDirs = append(opts.PP.IncludeDirs, filepath.Join(filepath.Dir(path), arg()))
			case "-E":
				opts.Entry = arg()
			case "-T":
				opts.Target = arg()
			case "-enable-16bit-types":
				opts.Enable16Bit = true
			case "-HV":
				v, err := ParseHLSLVersion(arg())
				if err != nil {
					t.Fatalf("%s: %v", path, err)
				}
				opts.HLSLVersion = v
			case "-Werror":
				opts.Werror = true
			default:
				t.Fatalf("%s: unknown RUN-FLAGS flag %q", path, f[i])
			}
		}
	}
	return opts
}

// directives returns the text after "// KEY:" on every line that has it.
func directives(src []byte, key string) []string {
	var out []string
	for _, line := range strings.Split(string(src), "\n") {
		if _, rest, ok := strings.Cut(line, "// "+key+":"); ok {
			out = append(out, strings.TrimSpace(rest))
		}
	}
	return out
}

// checkInOrder requires every pattern to appear in text, in order.
func checkInOrder(t *testing.T, name, what, text string, patterns []string) {
	t.Helper()
	pos := 0
	for _, p := range patterns {
		i := strings.Index(text[pos:], p)
		if i < 0 {
			t.Errorf("%s: %s line %q not found (in order) in:\n%s", name, what, p, text)
			return
		}
		pos += i + len(p)
	}
}

func corpusFiles(t testing.TB) []string {
	files, err := filepath.Glob("testdata/corpus/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	return files
}

// TestCorpus compiles every corpus shader: no errors, only the warnings the
// file announces with "// WARN:", and its "// CHECK:" lines in the typed
// AST dump and "// LAYOUT:" lines in the layout dump.
func TestCorpus(t *testing.T) {
	files := corpusFiles(t)
	if len(files) < 60 {
		t.Errorf("corpus has %d shaders, want at least 60", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res := Compile(path, src, fileOptions(t, path, src), StageCheck)
			var diags bytes.Buffer
			res.Diags.Render(&diags)
			if res.Diags.HasErrors() || res.Program == nil {
				t.Fatalf("errors:\n%s", diags.String())
			}
			warns := directives(src, "WARN")
			nwarn := 0
			for _, d := range res.Diags.List {
				if d.Sev == SevWarning {
					nwarn++
				}
			}
			if nwarn != len(warns) {
				t.Errorf("got %d warnings, file announces %d:\n%s", nwarn, len(warns), diags.String())
			}
			checkInOrder(t, path, "WARN", diags.String(), warns)
			var ast, layout bytes.Buffer
			res.Program.WriteAST(&ast)
			res.Program.WriteLayout(&layout)
			checkInOrder(t, path, "CHECK", ast.String(), directives(src, "CHECK"))
			checkInOrder(t, path, "LAYOUT", layout.String(), directives(src, "LAYOUT"))
		})
	}
}

// TestCorpusSLL checks that the grammar parses every corpus shader with
// SLL prediction alone (no full-LL fallback), which keeps parsing linear.
func TestCorpusSLL(t *testing.T) {
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		res := Compile(path, src, fileOptions(t, path, src), StageParse)
		if res.Diags.HasErrors() {
			t.Errorf("%s: parse errors", path)
			continue
		}
		if !res.Timing.SLLOnly {
			t.Errorf("%s: needed the full-LL fallback", path)
		}
	}
}
