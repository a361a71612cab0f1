package testsuite

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"hlslc/backend"
	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/testsuite/filecheck"
)

var update = flag.Bool("update", false, "rewrite the EXPECT lines of the cases from the interpreter's output")

// minCases is the corpus size the suite insists on (issue 8).
const minCases = 60

// tally counts the outcome of each oracle over the corpus.
type tally struct {
	mu            sync.Mutex
	cases         int
	expectChecked int
	llvmAgree     int
	llvmFail      []string
	lavaAgree     int
	lavaFail      []string
	lavaWave      []string
	lavaSkip      []string
	lavaRejected  []string
	lavaUnbound   int
	llvmXFail     []string
	lavaXFail     []string
	hlslcPass     int
	hlslcFail     []string
	hlslcXFail    []string
	hlslcXChecks  []string
	withChecks    int
	withReports   int
}

func (t *tally) add(f func(t *tally)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f(t)
}

func TestCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("cases", "*.hlsl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < minCases {
		t.Fatalf("the corpus has %d cases, want at least %d", len(files), minCases)
	}
	llc, lld := LLVMTools()
	noLLVM := ""
	if llc == "" || lld == "" {
		noLLVM = "llc or ld.lld is not installed"
		if tooltest.Required() {
			t.Fatalf("%s (HLSLC_REQUIRE_TOOLS=1)", noLLVM)
		}
	}
	mc := tooltest.Find("llvm-mc")
	if mc == "" && tooltest.Required() {
		t.Fatal("llvm-mc is not installed (HLSLC_REQUIRE_TOOLS=1)")
	}
	noLava := LavapipeAvailable()
	if noLava != "" && tooltest.Required() {
		t.Fatalf("lavapipe: %s (HLSLC_REQUIRE_TOOLS=1)", noLava)
	}
	dir := t.TempDir()
	var tl tally
	t.Run("case", func(t *testing.T) {
		for _, f := range files {
			name := strings.TrimSuffix(filepath.Base(f), ".hlsl")
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				runCase(t, f, dir, mc, noLLVM, noLava, &tl)
			})
		}
	})
	for _, l := range [][]string{tl.hlslcFail, tl.hlslcXFail, tl.hlslcXChecks, tl.llvmFail, tl.llvmXFail, tl.lavaFail, tl.lavaXFail} {
		sort.Strings(l)
	}
	sort.Strings(tl.lavaWave)
	sort.Strings(tl.lavaSkip)
	sort.Strings(tl.lavaRejected)
	t.Logf("%d cases; %d with pinned EXPECT outputs", tl.cases, tl.expectChecked)
	t.Logf("hlslc backend: %d pass (both configurations agree with the interpreter; CHECK and REPORT lines hold unless XFAIL: hlslc-checks), %d fail %v, %d known failures (XFAIL: hlslc) %v",
		tl.hlslcPass, len(tl.hlslcFail), tl.hlslcFail, len(tl.hlslcXFail), tl.hlslcXFail)
	t.Logf("hlslc backend: %d cases with CHECK lines, %d with REPORT lines; %d with CHECK/REPORT lines known not to hold (XFAIL: hlslc-checks) %v",
		tl.withChecks, tl.withReports, len(tl.hlslcXChecks), tl.hlslcXChecks)
	if mc == "" {
		t.Logf("hlslc backend: llvm-mc is not installed: the assembly was not checked with it")
	}
	if noLLVM != "" {
		t.Logf("LLVM path: not run: %s", noLLVM)
	} else {
		t.Logf("LLVM path: %d agree with the interpreter, %d disagree %v, %d known disagreements (XFAIL) %v",
			tl.llvmAgree, len(tl.llvmFail), tl.llvmFail, len(tl.llvmXFail), tl.llvmXFail)
	}
	if noLava != "" {
		t.Logf("lavapipe: not run: %s", noLava)
	} else {
		t.Logf("lavapipe: %d agree with the interpreter, %d disagree %v, %d known disagreements (XFAIL) %v",
			tl.lavaAgree, len(tl.lavaFail), tl.lavaFail, len(tl.lavaXFail), tl.lavaXFail)
		t.Logf("lavapipe: %d skipped as WAVE-SIZE-DEPENDENT %v", len(tl.lavaWave), tl.lavaWave)
		t.Logf("lavapipe: %d skipped with a reason (LAVAPIPE-SKIP) %v", len(tl.lavaSkip), tl.lavaSkip)
		t.Logf("lavapipe: %d rejected by glslang %v", len(tl.lavaRejected), tl.lavaRejected)
		if tl.lavaUnbound > 0 {
			t.Logf("lavapipe: %d writable resources not bound by glslang (unused by the entry point) were not compared", tl.lavaUnbound)
		}
	}
}

// specFile is the path of the case's run spec from the module root; an
// inline spec is written to a temporary file for the command lines.
func specFile(c *Case) string {
	spec := c.SpecPath
	if spec == "" {
		d := filepath.Join(os.TempDir(), "hlslc-testsuite")
		spec = filepath.Join(d, c.Name+".spec.json")
		if err := os.MkdirAll(d, 0o755); err != nil || os.WriteFile(spec, c.SpecJSON, 0o644) != nil {
			spec = "<the RUN-SPEC lines of " + c.Path + ">"
		}
	} else {
		spec = filepath.Join("testsuite", spec)
	}
	return spec
}

// flagString is the case's RUN-FLAGS with a leading space, or "".
func flagString(c *Case) string {
	if len(c.Flags) > 0 {
		return " " + strings.Join(c.Flags, " ")
	}
	return ""
}

// reproHlslc returns the command lines that reproduce hlslc's backend run
// of a case (mode "" or " -fno-scalarize"), from the module root.
func reproHlslc(c *Case, mode string) string {
	src := filepath.Join("testsuite", c.Path)
	return fmt.Sprintf("reproduce:\n  run:         go run ./cmd/hlslc run %s --spec %s%s%s\n"+
		"  assembly:    go run ./cmd/hlslc %s%s%s\n  report:      go run ./cmd/hlslc %s%s%s --report\n"+
		"  interpreter: go run ./cmd/hlslc interp %s --spec %s%s\n  this case:   go test ./testsuite -run 'TestCases/case/%s$' -v",
		src, specFile(c), flagString(c), mode, src, flagString(c), mode, src, flagString(c), mode, src, specFile(c), flagString(c), c.Name)
}

// repro returns the command lines that reproduce a case's interpreter and
// LLVM-path runs, from the module root.
func repro(c *Case) string {
	spec := specFile(c)
	src := filepath.Join("testsuite", c.Path)
	flags := flagString(c)
	ll := filepath.Join(os.TempDir(), c.Name+".ll")
	o := strings.TrimSuffix(ll, ".ll")
	return fmt.Sprintf("reproduce:\n  interpreter: go run ./cmd/hlslc interp %s --spec %s%s\n"+
		"  LLVM path:   go run ./cmd/hlslc %s --emit=llvm%s -o %s && llc-19 %s %s -o %s.o && ld.lld-19 -shared %s.o -o %s.co\n"+
		"               (then run through backend/launch: go test ./testsuite -run 'TestCases/case/%s$' -v)",
		src, spec, flags, src, flags, ll, strings.Join(LLVMArgs, " "), ll, o, o, o, c.Name)
}

func runCase(t *testing.T, path, dir, mc, noLLVM, noLava string, tl *tally) {
	c, err := ReadCase(path)
	if err != nil {
		t.Fatal(err)
	}
	tl.add(func(tl *tally) { tl.cases++ })
	m, err := Compile(c)
	if err != nil {
		t.Fatalf("%s: %v", c.Path, err)
	}
	want, err := Interp(c, m)
	if err != nil {
		t.Fatalf("%s: interpreter: %v\n%s", c.Path, err, repro(c))
	}
	if c.Expect != nil {
		if *update {
			src, err := c.UpdateExpect(want)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(c.Path, src, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			got := map[string][]uint32{}
			for k := range c.Expect {
				w, ok := want[k]
				if !ok {
					t.Fatalf("%s:%d: EXPECT names %q, which is not a writable resource of the shader", c.Path, c.ExpectLine, k)
				}
				got[k] = w
			}
			if mm := Compare(c.Expect, got, func(string, int) FloatKind { return Exact }); mm != nil {
				t.Errorf("%s: the interpreter differs from the pinned EXPECT output: %s\n(run with -update to regenerate and review the diff)\n%s", c.Path, mm, repro(c))
			}
			tl.add(func(tl *tally) { tl.expectChecked++ })
		}
	}
	kinds := WordKinds(c, m)
	hlslcPath(t, c, dir, mc, want, kinds, tl)
	if noLLVM == "" {
		llvmPath(t, c, m, dir, want, kinds, tl)
	}
	if noLava == "" {
		lavapipe(t, c, want, kinds, tl)
	}
}

// hlslcPath compiles the case with hlslc's backend, by default and with
// -fno-scalarize; checks that llvm-mc accepts the assembly (when mc is
// not ""); runs the code objects on the executor with its waitcnt and
// hazard checks on; compares the outputs with the interpreter's on the
// optimized module the backend compiled (and that with want, the source
// program's, within the refactoring bound); and evaluates the CHECK lines
// against the default assembly and the REPORT lines against its register
// report.
func hlslcPath(t *testing.T, c *Case, dir, mc string, want map[string][]uint32, kinds func(string, int) FloatKind, tl *tally) {
	// runFails are failures to compile, assemble, run or agree with the
	// interpreter; checkFails are CHECK and REPORT lines that do not hold.
	var runFails, checkFails []string
	var wantOpt map[string][]uint32
	for _, mode := range []string{"", " -fno-scalarize"} {
		failTo := func(to *[]string, format string, args ...any) {
			*to = append(*to, fmt.Sprintf("%s: hlslc%s: %s\n%s", c.Path, mode, fmt.Sprintf(format, args...), reproHlslc(c, mode)))
		}
		if mode != "" && len(runFails) > 0 && c.XFail["hlslc"] != "" {
			// a known failure: the verdict is XFAIL whatever the second
			// configuration does, so spare its compile
			break
		}
		m, out, err := Backend(c, mode != "")
		if err != nil {
			failTo(&runFails, "%v", err)
			continue
		}
		name := c.Name
		if mode != "" {
			name += ".noscalar"
		}
		if mc != "" {
			if err := LLVMMCAccepts(mc, out.Assembly, dir, name); err != nil {
				failTo(&runFails, "%v", err)
			}
		}
		if wantOpt == nil {
			// the optimized program, as the interpreter runs it
			if wantOpt, err = Interp(c, m); err != nil {
				failTo(&runFails, "interpreter on the optimized module: %v", err)
				continue
			}
			if mm := CompareRefactored(want, wantOpt, kinds); mm != nil {
				failTo(&runFails, "the optimized program differs from the source program beyond the refactoring bound: %s", mm)
			}
		}
		got, err := RunBackend(c, m, out)
		if err != nil {
			failTo(&runFails, "executor: %v", err)
		} else if mm := Compare(wantOpt, got, kinds); mm != nil {
			failTo(&runFails, "differs from the interpreter: %s", mm)
		}
		if mode != "" {
			continue
		}
		if len(c.Checks) > 0 {
			if err := filecheck.Match(c.Path, c.Checks, out.Assembly); err != nil {
				failTo(&checkFails, "%v\n--- assembly ---\n%s", err, out.Assembly)
			}
		}
		if len(c.Reports) > 0 {
			r, err := backend.MakeReport(out)
			if err != nil {
				failTo(&checkFails, "report: %v", err)
			}
			for _, rc := range c.Reports {
				if err := rc.Eval(r); err != nil {
					failTo(&checkFails, "%s:%d: %v\n--- report ---\n%s", c.Path, rc.Line, err, r.Text())
				}
			}
		}
	}
	tl.add(func(tl *tally) {
		if len(c.Checks) > 0 {
			tl.withChecks++
		}
		if len(c.Reports) > 0 {
			tl.withReports++
		}
	})
	v := judgeHlslc(c.Path, c.XFail, runFails, checkFails)
	for _, l := range v.Logs {
		t.Logf("%s: hlslc: %s", c.Path, l)
	}
	for _, e := range v.Errors {
		t.Error(e)
	}
	tl.add(func(tl *tally) {
		switch v.Outcome {
		case outPass:
			tl.hlslcPass++
		case outFail, outStale:
			tl.hlslcFail = append(tl.hlslcFail, c.Name)
		case outXFail:
			tl.hlslcXFail = append(tl.hlslcXFail, c.Name)
		}
		if v.XChecks {
			tl.hlslcXChecks = append(tl.hlslcXChecks, c.Name)
		}
	})
}

func llvmPath(t *testing.T, c *Case, m *ir.Module, dir string, want map[string][]uint32, kinds func(string, int) FloatKind, tl *tally) {
	xfail, isX := c.XFail["llvm"]
	fail := func(format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		if isX {
			t.Logf("%s: LLVM path: expected failure (XFAIL: %s): %s", c.Path, xfail, msg)
			tl.add(func(tl *tally) { tl.llvmXFail = append(tl.llvmXFail, c.Name) })
			return
		}
		t.Errorf("%s: LLVM path: %s\n%s", c.Path, msg, repro(c))
		tl.add(func(tl *tally) { tl.llvmFail = append(tl.llvmFail, c.Name) })
	}
	co, err := LLVMObject(m, dir, c.Name)
	if err != nil {
		fail("%v", err)
		return
	}
	got, err := RunLLVM(c, m, co)
	if err != nil {
		fail("%v", err)
		return
	}
	if mm := Compare(want, got, kinds); mm != nil {
		fail("differs from the interpreter: %s", mm)
		return
	}
	if isX {
		t.Errorf("%s: the LLVM path agrees with the interpreter although the case has XFAIL: llvm: %s; remove the line", c.Path, xfail)
	}
	tl.add(func(tl *tally) { tl.llvmAgree++ })
}

func lavapipe(t *testing.T, c *Case, want map[string][]uint32, kinds func(string, int) FloatKind, tl *tally) {
	switch {
	case c.WaveSizeDependent:
		tl.add(func(tl *tally) { tl.lavaWave = append(tl.lavaWave, c.Name) })
		return
	case c.LavapipeSkip != "":
		tl.add(func(tl *tally) { tl.lavaSkip = append(tl.lavaSkip, c.Name+" ("+c.LavapipeSkip+")") })
		return
	}
	got, _, err := Lavapipe(c)
	if errors.Is(err, ErrGlslang) {
		t.Logf("lavapipe skipped: %v", err)
		tl.add(func(tl *tally) { tl.lavaRejected = append(tl.lavaRejected, c.Name) })
		return
	}
	xfail, isX := c.XFail["lavapipe"]
	fail := func(format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		if isX {
			t.Logf("%s: lavapipe: expected failure (XFAIL: %s): %s", c.Path, xfail, msg)
			tl.add(func(tl *tally) { tl.lavaXFail = append(tl.lavaXFail, c.Name) })
			return
		}
		t.Errorf("%s: lavapipe: %s\n%s\n  lavapipe:    go test ./testsuite -run 'TestCases/case/%s$' -v", c.Path, msg, repro(c), c.Name)
		tl.add(func(tl *tally) { tl.lavaFail = append(tl.lavaFail, c.Name) })
	}
	if err != nil {
		fail("%v", err)
		return
	}
	mm, ref, unbound := CompareLavapipe(want, got, kinds)
	if mm != nil {
		fail("differs from the interpreter: %s", mm)
		return
	}
	if d, n := largestSampledDifference(ref, got, kinds); n > 0 {
		t.Logf("%s: lavapipe: %d filtered samples, largest difference %.3g (%.2f/255)", c.Path, n, d, d*255)
	}
	if isX {
		t.Errorf("%s: lavapipe agrees with the interpreter although the case has XFAIL: lavapipe: %s; remove the line", c.Path, xfail)
	}
	tl.add(func(tl *tally) { tl.lavaAgree++; tl.lavaUnbound += unbound })
}
