package lower

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/frontend"
	"hlslc/ir"
)

// runFlags reads "// RUN-FLAGS:" lines of a test source (as the frontend
// corpus does).
func runFlags(t *testing.T, path string, src []byte) frontend.Options {
	opts := frontend.Options{}
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
			case "-Werror":
				opts.Werror = true
			default:
				t.Fatalf("%s: unknown RUN-FLAGS flag %q", path, f[i])
			}
		}
	}
	return opts
}

// compileSource runs the frontend on src and lowers the program.
func compileSource(t *testing.T, name string, src []byte, opts Options) (*ir.Module, error) {
	t.Helper()
	res := frontend.Compile(name, src, runFlags(t, name, src), frontend.StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		t.Fatalf("%s: frontend errors:\n%s", name, b.String())
	}
	return Lower(res.Program, opts)
}

func compileFile(t *testing.T, path string, opts Options) (*ir.Module, error) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return compileSource(t, path, src, opts)
}

// mustLower compiles HLSL text that must lower.
func mustLower(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := compileSource(t, "test.hlsl", []byte(src), Options{})
	if err != nil {
		t.Fatalf("lowering failed:\n%v", err)
	}
	return m
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return src
}
