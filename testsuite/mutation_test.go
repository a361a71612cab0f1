package testsuite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
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

// mutationCases reads every n-th case (every case with
// HLSLC_MUTATION_ALL=1), without the known failures and the slow
// register-pressure cases.
func mutationCases(t *testing.T, n int) []*Case {
	files, err := filepath.Glob(filepath.Join("cases", "*.hlsl"))
	if err != nil || len(files) == 0 {
		t.Fatal("no cases")
	}
	all := os.Getenv("HLSLC_MUTATION_ALL") == "1"
	var cases []*Case
	for i, file := range files {
		if !all && i%n != 0 {
			continue
		}
		c, err := ReadCase(file)
		if err != nil {
			t.Fatal(err)
		}
		if c.XFail["hlslc"] != "" || strings.Contains(file, "spill") || len(c.Src) > 6000 {
			continue
		}
		cases = append(cases, c)
	}
	return cases
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
	cases := mutationCases(t, 3)
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

// lateSeeds are the interleavings under which TestWaitcntDeletions runs the
// executor's late-delivery oracle.
var lateSeeds = []uint64{0, 1, 2, 3}

// TestWaitcntDeletions deletes each s_waitcnt of hlslc's code for every
// case in turn and runs the mutant twice: with the executor's checks, and
// under its late-delivery oracle (exec.Options.LateDelivery: loads return,
// and stores become visible to other waves, only when an s_waitcnt retires
// them — what hardware may do) for several interleavings. Every deletion
// after which the oracle's results differ from the unmutated kernel's must
// be reported as a missing s_waitcnt; the unmutated kernels are reported
// for nothing and give their results under the oracle too. CI runs every
// second case; HLSLC_MUTATION_ALL=1 runs them all.
func TestWaitcntDeletions(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	total, reported, harmful, missed, kernels := 0, 0, 0, 0, 0
	for _, c := range mutationCases(t, 2) {
		m, err := Compile(c)
		if err != nil {
			t.Fatal(err)
		}
		out, err := backend.CompileWith(m, c.Entry(), backend.Options{Target: "gfx900"})
		if err != nil {
			t.Fatalf("%s: %v", c.Path, err)
		}
		name := filepath.Base(c.Path)
		// the unmutated kernel's results under each interleaving (a seed
		// also orders the lanes of each atomic: a kernel whose results
		// depend on that order has results of its own per seed)
		base := make([]map[string][]uint32, len(lateSeeds))
		for i, seed := range lateSeeds {
			base[i], err = RunObject(c, m, out.Object, gexec.Options{Workers: 1, Seed: seed})
			if err != nil {
				break
			}
		}
		if err != nil {
			t.Errorf("%s: the unmutated kernel is reported: %v", name, err)
			continue
		}
		late := func(obj *codeobj.Object) (bool, string) {
			for i, seed := range lateSeeds {
				got, err := RunObject(c, m, obj, gexec.Options{Workers: 1, Seed: seed, NoWaitcntCheck: true, LateDelivery: true})
				if err != nil {
					return true, fmt.Sprintf("seed %d: %v", seed, err)
				}
				if !sameWords(got, base[i]) {
					return true, fmt.Sprintf("seed %d changes the results", seed)
				}
			}
			return false, ""
		}
		if bad, why := late(out.Object); bad {
			t.Errorf("%s: the oracle changes the unmutated kernel's results (%s)", name, why)
			continue
		}
		kernels++
		lines := strings.Split(out.Assembly, "\n")
		for k, line := range lines {
			if !strings.HasPrefix(strings.TrimSpace(line), "s_waitcnt") {
				continue
			}
			total++
			mutant := strings.Join(append(append([]string(nil), lines[:k]...), lines[k+1:]...), "\n")
			obj, _, err := gfx9.Assemble(name+".s", []byte(mutant), gfx9.AsmOptions{})
			if err != nil {
				t.Fatalf("%s: the mutant does not assemble: %v", name, err)
			}
			what := fmt.Sprintf("%s: deleting %q (line %d)", name, strings.TrimSpace(line), k+1)
			_, err = RunObject(c, m, obj, gexec.Options{Workers: 1})
			var e *gexec.Error
			caught := errors.As(err, &e) && e.Kind == gexec.KindWaitcnt
			if caught {
				reported++
			}
			if bad, why := late(obj); bad {
				harmful++
				if !caught {
					missed++
					t.Errorf("%s changes the results under late delivery (%s), but the executor reports %v", what, why, err)
				}
			}
		}
	}
	t.Logf("%d kernels, %d s_waitcnt deleted one at a time: %d reported as missing; %d change the results under late delivery, %d of those reported (%.0f%%)",
		kernels, total, reported, harmful, harmful-missed, 100*float64(harmful-missed)/float64(max(harmful, 1)))
	if total == 0 || harmful == 0 {
		t.Errorf("%d deletions, %d harmful: the test has no teeth", total, harmful)
	}
}

// sameWords reports whether two outputs hold the same words.
func sameWords(a, b map[string][]uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}
