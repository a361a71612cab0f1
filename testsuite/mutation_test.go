package testsuite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/backend"
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// A mutation plants one bug in the backend's final machine code: it edits
// the first instruction it applies to and reports whether it found one.
type mutation struct {
	name  string
	apply func(f *mir.Func) bool
}

// flipped maps a compare's condition to its negation.
var flipped = [][2]string{{"_lt_", "_ge_"}, {"_ge_", "_lt_"}, {"_gt_", "_le_"}, {"_le_", "_gt_"}, {"_eq_", "_ne_"}, {"_ne_", "_eq_"}, {"_lg_", "_eq_"}}

// mutations are the three kinds of backend bug issue 8 names.
var mutations = []mutation{
	{"flip one comparison", func(f *mir.Func) bool {
		return editFirst(f, func(text string) (string, bool) {
			name, rest, _ := strings.Cut(text, " ")
			if !strings.HasPrefix(name, "v_cmp_") && !strings.HasPrefix(name, "s_cmp_") {
				return "", false
			}
			for _, p := range flipped {
				if strings.Contains(name, p[0]) {
					to := p[1]
					if strings.HasPrefix(name, "s_cmp_") && to == "_ne_" {
						to = "_lg_"
					}
					return strings.Replace(name, p[0], to, 1) + " " + rest, true
				}
			}
			return "", false
		})
	}},
	{"drop one s_waitcnt", func(f *mir.Func) bool {
		for _, b := range f.Blocks {
			for k := range b.Instrs {
				if b.Instrs[k].Inst.Name == "s_waitcnt" {
					b.Instrs = append(b.Instrs[:k:k], b.Instrs[k+1:]...)
					return true
				}
			}
		}
		return false
	}},
	{"swap two source registers", func(f *mir.Func) bool {
		return editFirst(f, func(text string) (string, bool) {
			name, rest, _ := strings.Cut(text, " ")
			if !strings.HasPrefix(name, "v_sub") && !strings.HasPrefix(name, "v_lshlrev") && !strings.HasPrefix(name, "v_lshrrev") {
				return "", false
			}
			ops := strings.Split(rest, ", ")
			if len(ops) != 3 || ops[1] == ops[2] || !strings.HasPrefix(ops[1], "v") || !strings.HasPrefix(ops[2], "v") {
				return "", false
			}
			ops[1], ops[2] = ops[2], ops[1]
			return name + " " + strings.Join(ops, ", "), true
		})
	}},
}

// editFirst replaces the first instruction edit accepts by its new text.
func editFirst(f *mir.Func, edit func(text string) (string, bool)) bool {
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			text, ok := edit(b.Instrs[k].String())
			if !ok {
				continue
			}
			in, err := gfx9.ParseInstr(f.Target, text)
			if err != nil {
				continue // the mutant would not assemble: try the next one
			}
			in.Src = b.Instrs[k].Src
			b.Instrs[k] = in
			return true
		}
	}
	return false
}

// TestMutationsAreCaught plants each mutation in the backend's output for
// every case (that our backend passes) and runs the case as the suite does:
// the executor's checks and the comparison with the interpreter must catch
// each kind of bug in at least one case. It prints, per mutation, how many
// cases it applied to and how many caught it. CI runs every third case
// (about a third of the time); HLSLC_MUTATION_ALL=1 runs them all. A
// single mutant can be reproduced with backend.Options.Mutate.
func TestMutationsAreCaught(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	files, err := filepath.Glob(filepath.Join("cases", "*.hlsl"))
	if err != nil || len(files) == 0 {
		t.Fatal("no cases")
	}
	all := os.Getenv("HLSLC_MUTATION_ALL") == "1"
	var cases []*Case
	for i, file := range files {
		if !all && i%3 != 0 {
			continue
		}
		c, err := ReadCase(file)
		if err != nil {
			t.Fatal(err)
		}
		if c.XFail["hlslc"] != "" || strings.Contains(file, "spill") || len(c.Src) > 6000 {
			continue // known failures, and the slow register-pressure cases
		}
		cases = append(cases, c)
	}
	for _, mu := range mutations {
		applied, caught := 0, 0
		var missed []string
		for _, c := range cases {
			ref, err := Compile(c)
			if err != nil {
				t.Fatal(err)
			}
			want, err := Interp(c, ref)
			if err != nil {
				t.Fatalf("%s: interpreter: %v", c.Path, err)
			}
			m, err := Compile(c)
			if err != nil {
				t.Fatal(err)
			}
			did := false
			out, err := backend.CompileWith(m, c.Entry(), backend.Options{Target: "gfx900", Mutate: func(f *mir.Func) { did = mu.apply(f) }})
			if err != nil {
				t.Fatalf("%s: %v", c.Path, err)
			}
			if !did {
				continue
			}
			applied++
			got, err := RunBackend(c, m, out)
			if err != nil || Compare(want, got, WordKinds(c, m)) != nil {
				caught++
			} else {
				missed = append(missed, filepath.Base(c.Path))
			}
		}
		t.Logf("%s: applied to %d cases, caught in %d; survived in %v", mu.name, applied, caught, missed)
		if caught == 0 {
			t.Errorf("%s: no case caught the mutation (applied to %d)", mu.name, applied)
		}
	}
}
