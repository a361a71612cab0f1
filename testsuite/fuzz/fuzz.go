package fuzz

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Known is a known bug: a failure whose signature matches Pattern (and,
// when Seeds is not empty, that comes from one of those seeds) counts as
// known instead of new. A wrong result has the signature "PATH:compare",
// which says nothing about its cause, so such entries must list the seeds
// where the bug was diagnosed. Every entry names the regression case that
// pins the bug, so that the entry goes when the bug is fixed.
type Known struct {
	Pattern *regexp.Regexp
	Seeds   []uint64
	Case    string // testsuite/cases/fuzz_*.hlsl
	Reason  string
}

// KnownBugs is the list of known bugs (see Known). A program is skipped by
// TestFuzz only when every one of its failures matches an entry.
var KnownBugs = []Known{
	{
		Pattern: regexp.MustCompile(`^llvm:compare$`),
		Seeds:   []uint64{7256230, 7387911},
		Case:    "fuzz_llvm_uniform_value_leaving_divergent_loop.hlsl",
		Reason:  "llc-19 hands lanes that leave a loop by a divergent exit the uniform counter's next value",
	},
	{
		Pattern: regexp.MustCompile(`^lavapipe:compare$`),
		Seeds:   []uint64{1036677, 1040766, 1041951, 55, 1044064},
		Case:    "fuzz_lavapipe_vector_update_divergent_loop.hlsl",
		Reason:  "lavapipe applies the last iteration's update of a loop-carried vector a second time to lanes whose loop ends early",
	},
	{
		Pattern: regexp.MustCompile(`^lavapipe:compare$`),
		Seeds:   []uint64{1041697},
		Case:    "fuzz_lavapipe_cas_loop_before_barrier_loop.hlsl",
		Reason:  "lavapipe loses the threads of its full SIMD batches when a compare-exchange loop precedes a loop with barriers",
	},
	{
		Pattern: regexp.MustCompile(`^lavapipe:compare$`),
		Seeds:   []uint64{42, 157, 1042309, 1042416, 1042597, 1042675, 1042884, 1043084, 1043363},
		Case:    "fuzz_lavapipe_cas_loop_after_cas_loop.hlsl",
		Reason:  "after a compare-exchange loop whose lanes leave at different iterations, lavapipe runs later loops wrong: lanes of a second compare-exchange loop see their exchange succeed while their stores are lost (the case); later loops compute other values (seeds 1042416, 1042597, 1042675, 1042884, 1043084, 1043363: with InterlockedMax in place of the loop lavapipe agrees)",
	},
	{
		Pattern: regexp.MustCompile(`^lavapipe:compare$`),
		Seeds:   []uint64{1043650},
		Case:    "fuzz_lavapipe_load_in_divergent_do_while.hlsl",
		Reason:  "lanes that leave a divergent loop early lose the value a buffer load assigned in their last iteration when it is read only after the loop (lavapipe gives 0)",
	},
}

// known returns the known bug a failure of a seed matches, or nil.
func known(f Failure, seed uint64) *Known {
	sig := f.Signature()
	for k := range KnownBugs {
		kb := &KnownBugs[k]
		if !kb.Pattern.MatchString(sig) {
			continue
		}
		if len(kb.Seeds) == 0 || slices.Contains(kb.Seeds, seed) {
			return kb
		}
	}
	return nil
}

// Outcome is the verdict on one seed.
type Outcome struct {
	Seed    uint64
	Program *Program
	Result  *Result
	// New are the failures that match no known bug.
	New []Failure
	// Reduced is the reduced reproducer's source when the program failed
	// and reduction was asked for; ReducedFile is where it was written.
	Reduced     string
	ReducedFile string
	ReduceRuns  int
}

// Config configures Check.
type Config struct {
	Options
	Dir    string // scratch directory for the LLVM path's files
	Name   string // file name stem for the scratch files (one per worker)
	Reduce bool   // reduce failing programs
	OutDir string // where reproducers go ("" : not written)
}

// Check generates the program of a seed, runs it on every path and, when a
// path fails with a new failure (not a known bug), reduces it and writes
// the reproducer.
func Check(seed uint64, cfg Config) *Outcome {
	p := GenerateWith(seed, GenOptions{Portable: cfg.Lavapipe})
	o := &Outcome{Seed: seed, Program: p}
	o.Result = Run(p.Source(), cfg.Dir, cfg.Name, cfg.Options)
	for _, f := range o.Result.Failures {
		if known(f, seed) == nil {
			o.New = append(o.New, f)
		}
	}
	if len(o.New) == 0 || !cfg.Reduce {
		return o
	}
	// Reduce for the first new failure.
	sig := o.New[0].Signature()
	red, runs := Reduce(p, func(q *Program) bool {
		for _, f := range Run(q.Source(), cfg.Dir, cfg.Name, cfg.Options).Failures {
			if f.Signature() == sig {
				return true
			}
		}
		return false
	})
	o.ReduceRuns = runs
	final := Run(red.Source(), cfg.Dir, cfg.Name, cfg.Options)
	var b strings.Builder
	fmt.Fprintf(&b, "// Reduced from seed %d (%d candidate runs). Failures of the reduced program:\n", seed, runs)
	for _, f := range final.Failures {
		for _, l := range strings.Split(strings.TrimSpace(f.String()), "\n") {
			fmt.Fprintf(&b, "//   %s\n", l)
		}
	}
	b.WriteString(red.Source())
	o.Reduced = b.String()
	if cfg.OutDir != "" {
		if err := os.MkdirAll(cfg.OutDir, 0o755); err == nil {
			o.ReducedFile = filepath.Join(cfg.OutDir, fmt.Sprintf("fuzz_seed%d.hlsl", seed))
			if os.WriteFile(o.ReducedFile, []byte(o.Reduced), 0o644) != nil {
				o.ReducedFile = ""
			}
		}
	}
	return o
}
