package passes

import (
	"os"
	"strings"
	"testing"

	"hlslc/ir"
)

func parseFile(t *testing.T, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse(string(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestUniformityAPI asks the analysis directly what the backend will ask:
// values by name, branches, loop exits and joins of loop_break.ir.
func TestUniformityAPI(t *testing.T) {
	m := parseFile(t, "testdata/uniformity/loop_break.ir")
	f := m.Kernel()
	u := Uniformity(f)
	vals, blocks := map[string]*ir.Value{}, map[string]*ir.Block{}
	for _, b := range f.Blocks {
		blocks[b.Name] = b
		for _, v := range b.Instrs {
			if v.Type != ir.Void {
				vals[v.Name] = v
			}
		}
	}
	for name, want := range map[string]bool{"t": false, "g": true, "j": true, "cd": false, "which": false,
		"k": true, "s": false, "s2": false, "m": true, "done": true, "after2": true} {
		if got := u.IsUniform(vals[name]); got != want {
			t.Errorf("IsUniform(%%%s) = %v, want %v", name, got, want)
		}
	}
	for name, want := range map[string]bool{"h1": false, "h2": true, "h3": false, "b2": true, "d2": false, "d3": true, "b3": false} {
		term := blocks[name].Terminator()
		if got := u.BranchIsUniform(term); got != want {
			t.Errorf("BranchIsUniform(%s in ^%s) = %v, want %v", term.Op, name, got, want)
		}
		if term.Op == ir.OpLoop && u.LoopHasDivergentExit(term) == want {
			t.Errorf("LoopHasDivergentExit(^%s) = %v, want %v", name, !want, !want)
		}
	}
	for name, want := range map[string]bool{"x1": true, "c2": true, "x2": false, "m2": false, "c3": true} {
		if got := u.IsDivergentJoin(blocks[name]); got != want {
			t.Errorf("IsDivergentJoin(^%s) = %v, want %v", name, got, want)
		}
	}
	if !u.IsUniform(f.Const(ir.I32, 7)) {
		t.Error("a constant is not uniform")
	}
	var store *ir.Value
	for _, v := range blocks["x3"].Instrs {
		if v.Op == ir.OpStore {
			store = v
		}
	}
	if store == nil || u.IsUniform(store) {
		t.Error("an instruction without a result must not be called uniform")
	}
	if !u.BranchIsUniform(blocks["entry"].Terminator()) || !u.BranchIsUniform(blocks["x3"].Terminator()) {
		t.Error("br and ret are uniform")
	}
}

// TestOptimizeRejectsInvalidInput: Optimize verifies its input and reports
// the problem instead of transforming a broken module.
func TestOptimizeRejectsInvalidInput(t *testing.T) {
	m := parseFile(t, "testdata/optimize/pipeline.ir")
	b := m.Kernel().Blocks[0]
	b.Instrs = b.Instrs[:len(b.Instrs)-1] // drop the terminator
	err := Optimize(m)
	if err == nil || !strings.Contains(err.Error(), "does not verify") || !strings.Contains(err.Error(), "terminator") {
		t.Fatalf("Optimize on a block without terminator: %v", err)
	}
}
