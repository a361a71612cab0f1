package testsuite

import (
	"errors"
	"testing"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/internal/corpus"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

// TestCorpusOptimizer checks the whole compiler, IR optimizer included, on
// the real-world corpus: for every shader hlslc compiles, the reference
// interpreter runs the unoptimized IR (lowering only) and the executor
// runs the code compiled from it, on 2×2 workgroups with another set of
// synthesized inputs than TestCorpusDifferential's (which interprets the
// optimized IR, so an optimizer that changes what a shader computes would
// pass it). Both are lowered IEEE-strict (-Gis), so that no contraction or
// reassociation is allowed to change a float. A shader whose inputs reach
// behaviour HLSL leaves undefined (an index outside a groupshared array, a
// read of an inactive lane) is counted, not compared: the optimizer may
// lay out or remove what such a run reads.
func TestCorpusOptimizer(t *testing.T) {
	entries := corpus.ForTest(t)
	compared, undefined := 0, 0
	for _, e := range entries {
		ref, why := compileEntryWith(e, lower.Options{IEEEStrict: true})
		if why != "" {
			continue // TestCorpusDifferential reports the rejections
		}
		opt, _ := compileEntryWith(e, lower.Options{IEEEStrict: true})
		out, err := backend.CompileWith(opt, e.Entry, backend.Options{Target: "gfx900", NoListing: true})
		if err != nil {
			continue
		}
		t.Run(e.ID, func(t *testing.T) {
			co, err := codeobj.Write(out.Object)
			if err != nil {
				t.Fatalf("code object: %v", err)
			}
			spec, want := corpusReference(t, ref, &undefined)
			// one worker, each wave running until it blocks: workgroups and
			// waves in the interpreter's order, so that shaders whose
			// workgroups race (a 1D kernel on a 2D grid writes one element
			// twice) still compare
			got, err := launch.Run(opt, co, spec, gexec.Options{Budget: Budget, Workers: 1, LDSAlignment: gexec.LDSStrict})
			if err != nil {
				t.Fatalf("executor: %v", err)
			}
			if mis := firstDifference(want.Resources, want.Data, got.Data); mis != "" {
				t.Fatalf("the optimized code's output differs from the unoptimized IR's: %s", mis)
			}
			compared++
		})
	}
	t.Logf("corpus: %d shaders compared with the unoptimized IR on 2×2 workgroups; %d met undefined behaviour with the inputs", compared, undefined)
}

// corpusReference synthesizes the corpus tests' inputs for module m (seed
// 1, 2×2 workgroups) and runs the reference interpreter on them. A run
// that reaches behaviour HLSL leaves undefined (an index outside a
// groupshared array, a read of an inactive lane) is counted in undefined
// and skips the test: an implementation may lay out or remove what such a
// run reads.
func corpusReference(t *testing.T, m *ir.Module, undefined *int) (*runspec.Spec, *interp.Result) {
	t.Helper()
	spec := runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{Seed: 1, Dispatch: [3]uint32{2, 2, 1}})
	want, err := interp.Run(m, spec, interp.Options{})
	var rte *interp.RuntimeError
	if errors.As(err, &rte) {
		*undefined++
		t.Skipf("undefined behaviour with these inputs: %v", firstLine(err.Error()))
	}
	if err != nil {
		t.Fatalf("interpreter: %v", err)
	}
	return spec, want
}
