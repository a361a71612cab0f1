package fuzz

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"hlslc/backend"
	"hlslc/backend/launch"
	"hlslc/ir/llvm"
	"hlslc/testsuite"
)

// Failure is one path's disagreement with the reference interpreter, or a
// path (or the interpreter, or the frontend) failing on a valid program.
type Failure struct {
	Path  string // "frontend", "interp", "hlslc", "hlslc-noscalar", "hlslc-O0", "hlslc-scarce", "hlslc-gfx906", "llvm", "lavapipe"
	Stage string // "compile", "run" or "compare"
	Msg   string
}

// Signature identifies a failure for the reducer and the known-bug list:
// the path, the stage and, for errors, the message with numbers and
// register names blurred.
func (f Failure) Signature() string {
	if f.Stage == "compare" {
		return f.Path + ":compare"
	}
	return f.Path + ":" + f.Stage + ":" + blur(f.Msg)
}

var (
	blurNum  = regexp.MustCompile(`(0x[0-9a-fA-F]+|[0-9]+)`)
	blurPath = regexp.MustCompile(`\S*/\S+`)
)

// blur keeps the first line of an error message, with paths, numbers and
// quoted text replaced, so that one bug has one signature.
func blur(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	s = blurPath.ReplaceAllString(s, "P")
	s = blurNum.ReplaceAllString(s, "N")
	if len(s) > 200 {
		s = s[:200]
	}
	return s
}

func (f Failure) String() string { return fmt.Sprintf("%s %s: %s", f.Path, f.Stage, f.Msg) }

// Result is the outcome of running one program through every path.
type Result struct {
	Failures []Failure
	// Skipped names the paths that did not run the program, with why.
	Skipped []string
}

// Agree reports whether every path agreed with the interpreter.
func (r *Result) Agree() bool { return len(r.Failures) == 0 }

// Signatures are the failures' signatures, sorted.
func (r *Result) Signatures() []string {
	var s []string
	for _, f := range r.Failures {
		s = append(s, f.Signature())
	}
	sort.Strings(s)
	return s
}

// laneVGPRsOverLimit is regalloc's error for SGPR spills whose VGPR lanes
// alone exceed the VGPR limit.
var laneVGPRsOverLimit = regexp.MustCompile(`the lanes of the SGPRs spilled by demand take \d+ VGPRs, the limit is \d+`)

// lanesLeaveTooFew is regalloc's error for a value wider than the VGPRs
// its limit leaves to colouring; below the scarce path's limit, the rest
// are the lanes of SGPRs spilled by demand (Allocate lowers the VGPR limit
// by those lanes and nothing else).
var lanesLeaveTooFew = regexp.MustCompile(`virtual register %\d+ of \d+ vgprs does not fit in the limit of (\d+)`)

// lanesTakeScarceVGPRs reports whether a 16-VGPR compile failed because
// the lanes of the spilled SGPRs left too few VGPRs.
func lanesTakeScarceVGPRs(err error) bool {
	if laneVGPRsOverLimit.MatchString(err.Error()) {
		return true
	}
	m := lanesLeaveTooFew.FindStringSubmatch(err.Error())
	return m != nil && m[1] != fmt.Sprint(ScarceVGPRs)
}

// SelfCheck is the buffer of a program's self-checks (lower.go): each
// thread ORs into its word the differences between what a construct the
// lowering decides computes and what the same computation spelled out
// computes (a static local and explicit globals, a method and a free
// function, an inout call and its copies, an implicit conversion and a
// cast, precedence and parentheses). Every path runs the lowered IR the
// interpreter runs, so comparing paths cannot see a lowering mistake; a
// nonzero word in the interpreter's result shows it.
const SelfCheck = "LChk"

// selfCheck returns the first nonzero word of the self-check buffer in an
// output, or -1.
func selfCheck(out map[string][]uint32) int {
	for w, x := range out[SelfCheck] {
		if x != 0 {
			return w
		}
	}
	return -1
}

// ScarceVGPRs is the VGPR limit of the scarce path (Options.Scarce), the
// backend tests' limit for registers made scarce.
const ScarceVGPRs = 16

// Options select the paths.
type Options struct {
	// NoLLVM skips the LLVM path (when llc or ld.lld is missing).
	NoLLVM bool
	// NoScalarize also runs hlslc's backend with -fno-scalarize.
	NoScalarize bool
	// Unoptimized also runs hlslc's backend without the IR optimizer
	// (-O0): instruction selection and register allocation then see the
	// lowering's IR as it is, shapes the passes otherwise remove.
	Unoptimized bool
	// Scarce also runs hlslc's backend with registers scarce
	// (backend.Options.MaxVGPRs = ScarceVGPRs): values share registers and
	// spill to scratch, so that every liveness mistake shows.
	Scarce bool
	// GFX906 also compiles for gfx906 (Vega 20), whose dot-product,
	// FMA-mix and packed-FMA instructions the backend selects there, and
	// runs that code on the executor.
	GFX906 bool
	// Lavapipe also runs the program through glslang and lavapipe, an
	// implementation of HLSL's semantics independent of hlslc's, and
	// compares it with the interpreter: the other paths only check that
	// hlslc's compilers agree with its own interpreter. Programs whose
	// results depend on the wave size (lavapipe's subgroups are not 64
	// wide) and programs glslang rejects are not run there (Result.Skipped);
	// Check generates portable programs (GenOptions) when it is set.
	Lavapipe bool
}

// Run runs the source of a case (directives and HLSL) through the
// interpreter, hlslc's backend and executor, and the LLVM path, in dir
// (for the LLVM path's files; name distinguishes concurrent runs).
func Run(src, dir, name string, opt Options) *Result {
	res := &Result{}
	add := func(path, stage, format string, args ...any) {
		res.Failures = append(res.Failures, Failure{path, stage, fmt.Sprintf(format, args...)})
	}
	c, err := testsuite.ParseCase(filepath.Join(dir, name+".hlsl"), []byte(src))
	if err != nil {
		add("frontend", "compile", "case: %v", err)
		return res
	}
	m, err := testsuite.Compile(c)
	if err != nil {
		add("frontend", "compile", "%v", err)
		return res
	}
	want, err := testsuite.Interp(c, m)
	if err != nil {
		add("interp", "run", "%v", err)
		return res
	}
	if w := selfCheck(want); w >= 0 {
		add("interp", "selfcheck", "%s word %d is %#x: a construct and its spelled-out equivalent disagree", SelfCheck, w, want[SelfCheck][w])
	}
	kinds := testsuite.WordKinds(c, m)
	modes := []bool{false}
	if opt.NoScalarize {
		modes = append(modes, true)
	}
	for _, nos := range modes {
		path := "hlslc"
		if nos {
			path = "hlslc-noscalar"
		}
		func() {
			defer func() {
				if p := recover(); p != nil {
					add(path, "compile", "panic: %v", p)
				}
			}()
			bm, out, err := testsuite.Backend(c, nos)
			if err != nil {
				add(path, "compile", "%v", err)
				return
			}
			// the backend computes what the interpreter computes for the
			// optimized module; that is the source program's result up to
			// the optimizer's refactoring of fast float arithmetic
			wantOpt, err := testsuite.Interp(c, bm)
			if err != nil {
				add("interp", "run", "optimized module: %v", err)
				return
			}
			if mm := testsuite.CompareRefactored(want, wantOpt, kinds); mm != nil {
				add("optimizer", "compare", "%s", mm)
			}
			got, err := testsuite.RunBackend(c, bm, out)
			if err != nil {
				add(path, "run", "%v", err)
				return
			}
			if mm := testsuite.Compare(wantOpt, got, kinds); mm != nil {
				add(path, "compare", "%s", mm)
			}
		}()
	}
	if opt.Unoptimized {
		func() {
			defer func() {
				if p := recover(); p != nil {
					add("hlslc-O0", "compile", "panic: %v", p)
				}
			}()
			um, err := testsuite.Compile(c)
			if err != nil {
				add("hlslc-O0", "compile", "%v", err)
				return
			}
			out, err := backend.CompileWith(um, c.Entry(), backend.Options{Target: "gfx900", NoOptimize: true})
			if err != nil {
				add("hlslc-O0", "compile", "backend: %v", err)
				return
			}
			got, err := testsuite.RunBackend(c, um, out)
			if err != nil {
				add("hlslc-O0", "run", "%v", err)
				return
			}
			if mm := testsuite.Compare(want, got, kinds); mm != nil {
				add("hlslc-O0", "compare", "%s", mm)
			}
		}()
	}
	if opt.GFX906 {
		func() {
			defer func() {
				if p := recover(); p != nil {
					add("hlslc-gfx906", "compile", "panic: %v", p)
				}
			}()
			gm, err := testsuite.Compile(c)
			if err != nil {
				add("hlslc-gfx906", "compile", "%v", err)
				return
			}
			out, err := backend.CompileWith(gm, c.Entry(), backend.Options{Target: "gfx906"})
			if err != nil {
				add("hlslc-gfx906", "compile", "backend: %v", err)
				return
			}
			wantOpt, err := testsuite.Interp(c, gm)
			if err != nil {
				add("interp", "run", "optimized module: %v", err)
				return
			}
			got, err := testsuite.RunBackend(c, gm, out)
			if err != nil {
				add("hlslc-gfx906", "run", "%v", err)
				return
			}
			if mm := testsuite.Compare(wantOpt, got, kinds); mm != nil {
				add("hlslc-gfx906", "compare", "%s", mm)
			}
		}()
	}
	if opt.Scarce {
		func() {
			defer func() {
				if p := recover(); p != nil {
					add("hlslc-scarce", "compile", "panic: %v", p)
				}
			}()
			sm, err := testsuite.Compile(c)
			if err != nil {
				add("hlslc-scarce", "compile", "%v", err)
				return
			}
			out, err := backend.CompileWith(sm, c.Entry(), backend.Options{Target: "gfx900", MaxVGPRs: ScarceVGPRs})
			if err != nil && lanesTakeScarceVGPRs(err) {
				// the lanes holding spilled SGPRs alone exceed the 16
				// VGPRs, or leave fewer than a value needs (regalloc
				// keeps a lane per spilled unit; the default register
				// file has room for them): the path cannot run the
				// program
				res.Skipped = append(res.Skipped, "hlslc-scarce: the lanes of the spilled SGPRs take too many of the 16 VGPRs")
				return
			}
			if err != nil {
				add("hlslc-scarce", "compile", "backend: %v", err)
				return
			}
			// the optimized module's result, as for the default path
			wantOpt, err := testsuite.Interp(c, sm)
			if err != nil {
				add("interp", "run", "optimized module: %v", err)
				return
			}
			got, err := testsuite.RunBackend(c, sm, out)
			if err != nil {
				add("hlslc-scarce", "run", "%v", err)
				return
			}
			if mm := testsuite.Compare(wantOpt, got, kinds); mm != nil {
				add("hlslc-scarce", "compare", "%s", mm)
			}
		}()
	}
	if opt.Lavapipe {
		func() {
			defer func() {
				if p := recover(); p != nil {
					add("lavapipe", "run", "panic: %v", p)
				}
			}()
			if c.WaveSizeDependent {
				res.Skipped = append(res.Skipped, "lavapipe: wave-size dependent")
				return
			}
			got, _, err := testsuite.Lavapipe(c)
			if errors.Is(err, testsuite.ErrGlslang) {
				res.Skipped = append(res.Skipped, "lavapipe: "+err.Error())
				return
			}
			if err != nil {
				add("lavapipe", "run", "%v", err)
				return
			}
			if mm, _, _ := testsuite.CompareLavapipe(want, got, kinds); mm != nil {
				add("lavapipe", "compare", "%s", mm)
			}
		}()
	}
	if !opt.NoLLVM {
		func() {
			defer func() {
				if p := recover(); p != nil {
					add("llvm", "compile", "panic: %v", p)
				}
			}()
			lm, err := testsuite.Compile(c)
			if err != nil {
				add("llvm", "compile", "%v", err)
				return
			}
			// LLVM IR cannot keep a wave operation on a path out of a loop
			// in the iteration its lanes leave (testsuite/cases/
			// wave_ops_leaving_loops.hlsl): not an oracle for such programs
			for _, f := range lm.Funcs {
				if len(llvm.LoopExitConvergent(f)) > 0 {
					res.Skipped = append(res.Skipped, "llvm: a wave operation on a path out of a loop")
					return
				}
			}
			co, err := testsuite.LLVMObject(lm, dir, name)
			for _, ext := range []string{".ll", ".o", ".co"} {
				os.Remove(filepath.Join(dir, name+ext))
			}
			if err != nil {
				add("llvm", "compile", "%v", err)
				return
			}
			// llc-19 may reload the VGPR holding its SGPR spills with EXEC
			// = -1 over a register that lanes outside the branch still
			// need (testsuite/cases/
			// fuzz_llvm_wwm_reload_clobbers_inactive_lanes.hlsl): not an
			// oracle for code that spills SGPRs
			if k, err := launch.Load(lm, co); err == nil {
				if n := k.Metadata()[".sgpr_spill_count"]; n != nil && n != uint64(0) && n != int64(0) {
					res.Skipped = append(res.Skipped, "llvm: llc spilled SGPRs into VGPR lanes")
					return
				}
			}
			got, err := testsuite.RunLLVM(c, lm, co)
			if err != nil {
				add("llvm", "run", "%v", err)
				return
			}
			if mm := testsuite.Compare(want, got, kinds); mm != nil {
				add("llvm", "compare", "%s", mm)
			}
		}()
	}
	return res
}
