package passes

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
)

var update = flag.Bool("update", false, "rewrite the expected .out files of testdata/<pass>/")

// textPasses are the passes with text tests: testdata/<name>/*.ir is the
// input, the .out beside it the expected output.
var textPasses = map[string]func(t *testing.T, m *ir.Module) string{
	"uniformity": func(t *testing.T, m *ir.Module) string {
		var b strings.Builder
		if err := PrintWithUniformity(&b, m); err != nil {
			t.Fatal(err)
		}
		return b.String()
	},
	"dce":         funcPass(DCE),
	"sccp":        funcPass(SCCP),
	"simplifycfg": funcPass(SimplifyCFG),
	"ifconvert":   funcPass(IfConvert),
	"unroll":      funcPass(Unroll),
	"promote":     funcPass(Promote),
	"consttable":  funcPass(ConstTables),
	"dse":         funcPass(DSE),
	"gvn":         funcPass(GVN),
	"algebraic":   funcPass(Algebraic),
	"factor":      funcPass(FactorSums),
	"pack16":      funcPass(Pack16),
	"licm":        funcPass(LICM),
	"deadloop":    funcPass(repeated(DeadLoop)),
	"sinkstores":  funcPass(SinkStores),
	"hoistcommon": funcPass(HoistCommon),
	"fdivshare":   funcPass(FDivShare),
	"ivreduce":    funcPass(IVReduce),
	"sink":        funcPass(Sink),
	"rotate":      funcPass(repeated(Rotate)),
	"exitphis":    funcPass(once(ExitPhis)),
	"rematloops":  funcPass(once(func(f *ir.Func) bool { return RematAcrossLoops(f, Uniformity(f)) != nil })),
	"arrayregs": func(t *testing.T, m *ir.Module) string {
		for _, f := range m.Funcs {
			if _, err := ArraysToRegisters(m, f, ScratchArrays(f)); err != nil {
				t.Fatal(err)
			}
		}
		return m.String()
	},
	"optimize": func(t *testing.T, m *ir.Module) string {
		if err := OptimizeWith(m, Options{VerifyEach: true}); err != nil {
			t.Fatal(err)
		}
		return m.String()
	},
}

// funcPass runs a function pass on every function of the module, verifying
// after each, and prints the result.
func funcPass(pass func(f *ir.Func) bool) func(t *testing.T, m *ir.Module) string {
	return func(t *testing.T, m *ir.Module) string {
		for _, f := range m.Funcs {
			pass(f)
			if err := ir.Verify(m); err != nil {
				t.Fatalf("after the pass on @%s: %v\n%s", f.Name, err, m)
			}
		}
		return m.String()
	}
}

// repeated runs a pass that changes one thing per call until it changes
// nothing.
func repeated(pass func(f *ir.Func) bool) func(f *ir.Func) bool {
	return func(f *ir.Func) bool {
		changed := false
		for pass(f) {
			changed = true
		}
		return changed
	}
}

// once runs a pass that must reach its result in one call: a second call
// changing anything is an error (it panics, which fails the test).
func once(pass func(f *ir.Func) bool) func(f *ir.Func) bool {
	return func(f *ir.Func) bool {
		changed := pass(f)
		if pass(f) {
			panic("the pass changed " + f.Name + " again")
		}
		return changed
	}
}

// TestText runs each pass on its testdata inputs: the input must verify,
// the result must verify, equal the .out file (go test -update rewrites
// it) and parse back.
func TestText(t *testing.T) {
	total := 0
	for name, run := range textPasses {
		files, err := filepath.Glob(filepath.Join("testdata", name, "*.ir"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Errorf("no text tests for %s", name)
		}
		total += len(files)
		for _, file := range files {
			t.Run(name+"/"+filepath.Base(file), func(t *testing.T) {
				src, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				m, err := ir.Parse(string(src))
				if err != nil {
					t.Fatalf("input: %v", err)
				}
				if err := ir.Verify(m); err != nil {
					t.Fatalf("input does not verify: %v", err)
				}
				got := run(t, m)
				if err := ir.Verify(m); err != nil {
					t.Fatalf("result does not verify: %v", err)
				}
				want := strings.TrimSuffix(file, ".ir") + ".out"
				if *update {
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
					t.Errorf("output differs from %s:\n--- got\n%s\n--- want\n%s", want, got, exp)
				}
				pm, err := ir.Parse(got)
				if err != nil {
					t.Fatalf("output does not parse: %v", err)
				}
				if err := ir.Verify(pm); err != nil {
					t.Fatalf("output does not verify: %v", err)
				}
			})
		}
	}
	t.Logf("%d text tests", total)
}
