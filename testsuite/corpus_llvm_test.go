package testsuite

import (
	"testing"

	gexec "hlslc/backend/exec"
	"hlslc/backend/launch"
	"hlslc/internal/corpus"
	"hlslc/internal/tooltest"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
	"hlslc/passes"
)

// TestCorpusLLVM runs the LLVM path on the real-world corpus: every shader
// hlslc compiles is exported to LLVM IR (--emit=llvm), compiled by llc and
// linked by ld.lld, and run on the executor against the interpreter on the
// same optimized IR, with TestCorpusOptimizer's inputs and 2×2 workgroups.
// llc lowers float operations its own way (a correctly rounded division,
// its own sqrt), so the words compare as two implementations of a shader
// do (ShaderWordKinds: floats within Refactored's bounds, integers
// exactly). The export was checked only on the test cases and the fuzzer's
// programs before, whose IR never held two blocks of one name: three
// corpus shaders exported LLVM IR that llc rejected.
func TestCorpusLLVM(t *testing.T) {
	tooltest.Need(t, "llc")
	tooltest.Need(t, "ld.lld")
	entries := corpus.ForTest(t)
	dir := t.TempDir()
	compared, undefined, nondet := 0, 0, 0
	for _, e := range entries {
		m, why := compileEntryWith(e, lower.Options{IEEEStrict: true})
		if why != "" {
			continue // TestCorpusDifferential reports the rejections
		}
		t.Run(e.ID, func(t *testing.T) {
			if err := passes.Optimize(m); err != nil {
				t.Fatalf("optimize: %v", err)
			}
			co, err := LLVMObject(m, dir, e.ID)
			if err != nil {
				t.Fatal(err)
			}
			spec, want := corpusReference(t, m, &undefined)
			k, err := launch.Load(m, co)
			if err != nil {
				t.Fatalf("launch: %v", err)
			}
			got, err := k.Run(spec, gexec.Options{Budget: Budget, Workers: 1, LDSAlignment: gexec.LDSUnaligned})
			if err != nil {
				t.Fatalf("executor: %v", err)
			}
			w, err := runspec.ParseOutput(want.JSON())
			if err != nil {
				t.Fatal(err)
			}
			g, err := runspec.ParseOutput(got.JSON())
			if err != nil {
				t.Fatal(err)
			}
			mm, n := CompareAll(w, g, ShaderWordKinds(m))
			if mm == nil {
				compared++
				return
			}
			// a difference: does the result depend on the order the
			// waves run in, or a wave's lanes perform an atomic (a program
			// whose workgroups race, or whose atomics decide where results
			// go)?
			for seed := uint64(1); seed <= 3; seed++ {
				r, err := k.Run(spec, gexec.Options{Budget: Budget, Workers: 1, Seed: seed, LDSAlignment: gexec.LDSUnaligned})
				if err != nil {
					t.Fatalf("executor (interleaving %d): %v", seed, err)
				}
				o, err := runspec.ParseOutput(r.JSON())
				if err != nil {
					t.Fatal(err)
				}
				if d := Compare(g, o, func(string, int) FloatKind { return Exact }); d != nil {
					nondet++
					t.Skipf("not deterministic: the executor's interleaving %d (of the waves, and of the lanes of each atomic) changes %s", seed, d)
				}
			}
			t.Fatalf("the LLVM path's output differs from the interpreter's in %d words, the first: %s", n, mm)
		})
	}
	t.Logf("corpus: %d shaders compared on the LLVM path; %d met undefined behaviour with the inputs, %d are not deterministic", compared, undefined, nondet)
}
