// Command hlslc-fuzz runs the differential fuzzer of package
// hlslc/testsuite/fuzz over a range of seeds:
//
//	go run ./testsuite/fuzz/cmd/hlslc-fuzz -n 10000 -seed S [-o DIR] [-j N]
//	go run ./testsuite/fuzz/cmd/hlslc-fuzz -case FILE.hlsl
//
// Each seed's program runs on the reference interpreter, hlslc's backend
// and executor (also with -fno-scalarize unless -scalarize-only, without
// the IR optimizer unless -no-O0, and with 16 VGPRs unless -no-scarce),
// and the
// LLVM path (llc-19, ld.lld-19, executor). On a terminal a progress line on
// stderr counts programs, agreements and failures (internal/progress; a
// log gets none). A failing program is reduced and its reproducer written
// to DIR/fuzz_seedN.hlsl (DIR defaults to $TMPDIR/hlslc-fuzz-out, outside
// the repository). A reproducer is a test
// case: give it a fuzz_ name in testsuite/cases. At the end it prints the number of
// programs that agreed across all paths, and the failures grouped by
// signature. The exit status is 1 when a program failed with a failure not
// in fuzz.KnownBugs. SIGINT or SIGTERM ends the run early with the summary
// of the programs that ran.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"hlslc/internal/progress"
	"hlslc/testsuite"
	"hlslc/testsuite/fuzz"
)

func main() {
	n := flag.Int("n", 1000, "number of programs")
	seed := flag.Uint64("seed", 1, "first seed (programs use seeds seed .. seed+n-1)")
	out := flag.String("o", filepath.Join(os.TempDir(), "hlslc-fuzz-out"), "directory for the reduced reproducers")
	jobs := flag.Int("j", 1, "programs run in parallel")
	noReduce := flag.Bool("no-reduce", false, "write failing programs unreduced")
	scalarOnly := flag.Bool("scalarize-only", false, "run hlslc's backend only in its default configuration (not also -fno-scalarize)")
	caseFile := flag.String("case", "", "run one test case file on every path instead of generated programs")
	noO0 := flag.Bool("no-O0", false, "do not also run hlslc's backend without the IR optimizer (-O0)")
	noScarce := flag.Bool("no-scarce", false, "do not also run hlslc's backend with registers scarce (16 VGPRs: values spill)")
	gfx906 := flag.Bool("gfx906", false, "also compile for gfx906 (dot-product, FMA-mix and packed-FMA instructions) and run that code")
	lavapipe := flag.Bool("lavapipe", false, "generate portable programs (no wave intrinsics, no 64-bit integers) and also compare the interpreter with glslang + lavapipe, an independent implementation of HLSL's semantics")
	flag.Parse()
	if *n <= 0 || *jobs <= 0 {
		fmt.Fprintln(os.Stderr, "hlslc-fuzz: -n and -j must be positive")
		os.Exit(2)
	}
	llc, lld := testsuite.LLVMTools()
	opt := fuzz.Options{NoLLVM: llc == "" || lld == "", NoScalarize: !*scalarOnly, Unoptimized: !*noO0, Scarce: !*noScarce, GFX906: *gfx906, Lavapipe: *lavapipe}
	if opt.NoLLVM {
		fmt.Fprintln(os.Stderr, "hlslc-fuzz: llc or ld.lld is not installed: the LLVM path is not run")
	}
	scratch, err := os.MkdirTemp("", "hlslc-fuzz")
	if err != nil {
		fmt.Fprintln(os.Stderr, "hlslc-fuzz:", err)
		os.Exit(2)
	}

	if *caseFile != "" {
		os.Exit(runCase(*caseFile, scratch, opt))
	}

	var mu sync.Mutex
	done, agreed, knownOnly := 0, 0, 0
	bySig := map[string][]uint64{}
	skipped := map[string]int{}
	var newFails []string
	start := time.Now()
	// On a terminal a progress line counts the programs; a log gets the
	// summary only.
	bar := progress.New(os.Stderr, "programs", *n)
	detail := func() string {
		return fmt.Sprintf("%d agree, %d known bugs, %d new failures, %.1f programs/s",
			agreed, knownOnly, len(newFails), float64(done)/time.Since(start).Seconds())
	}
	seeds := make(chan uint64)
	var wg sync.WaitGroup
	for w := 0; w < *jobs; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for s := range seeds {
				o := fuzz.Check(s, fuzz.Config{Options: opt, Dir: scratch, Name: fmt.Sprintf("w%d", w), Reduce: !*noReduce, OutDir: *out})
				if *noReduce && !o.Result.Agree() {
					os.MkdirAll(*out, 0o755)
					f := filepath.Join(*out, fmt.Sprintf("fuzz_seed%d.hlsl", s))
					if os.WriteFile(f, []byte(o.Program.Source()), 0o644) == nil {
						o.ReducedFile = f
					}
				}
				mu.Lock()
				done++
				switch {
				case o.Result.Agree():
					agreed++
				case len(o.New) == 0:
					knownOnly++
				default:
					f := o.New[0]
					newFails = append(newFails, fmt.Sprintf("seed %d: %s %s: %s (reproducer: %s)", s, f.Path, f.Stage, firstLine(f.Msg), o.ReducedFile))
				}
				for _, f := range o.Result.Failures {
					bySig[f.Signature()] = append(bySig[f.Signature()], s)
				}
				for _, k := range o.Result.Skipped {
					skipped[skipKind(k)]++
				}
				bar.Step(1, detail)
				mu.Unlock()
			}
		}(w)
	}
	// SIGINT or SIGTERM stops the campaign after the programs under way
	// and prints the summary of what ran.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	stopped := false
feed:
	for s := *seed; s < *seed+uint64(*n); s++ {
		select {
		case seeds <- s:
		case <-stop:
			stopped = true
			break feed
		}
	}
	close(seeds)
	wg.Wait()
	bar.Done()
	if stopped {
		fmt.Fprintf(os.Stderr, "stopped after %d programs\n", done)
	}
	sigs := make([]string, 0, len(bySig))
	for s := range bySig {
		sigs = append(sigs, s)
	}
	sort.Strings(sigs)
	for _, s := range sigs {
		ss := bySig[s]
		ex := make([]string, 0, 5)
		for k := 0; k < len(ss) && k < 5; k++ {
			ex = append(ex, fmt.Sprint(ss[k]))
		}
		fmt.Printf("failure %q: %d programs (seeds %s)\n", s, len(ss), strings.Join(ex, ", "))
	}
	for _, f := range newFails {
		fmt.Println(f)
	}
	kinds := make([]string, 0, len(skipped))
	for k := range skipped {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Printf("not run: %s: %d programs\n", k, skipped[k])
	}
	fmt.Printf("%d programs, seeds %d..%d: %d agreed across all paths, %d failed only with known bugs, %d failed with new failures (%.0fs)\n",
		done, *seed, *seed+uint64(done)-1, agreed, knownOnly, len(newFails), time.Since(start).Seconds())
	os.RemoveAll(scratch)
	if len(newFails) > 0 {
		os.Exit(1)
	}
}

// skipKind is the reason a path skipped a program, without the details
// (glslang's messages name lines), for the summary's counts.
func skipKind(s string) string {
	if i := strings.Index(s, ": glslang rejects the shader"); i >= 0 {
		return s[:i] + ": glslang rejects the shader"
	}
	return s
}

// runCase runs one case file (a reproducer) on every path and prints its
// failures; the exit status is 1 when a path disagrees.
func runCase(file, scratch string, opt fuzz.Options) int {
	defer os.RemoveAll(scratch)
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "hlslc-fuzz:", err)
		return 2
	}
	res := fuzz.Run(string(src), scratch, "case", opt)
	for _, f := range res.Failures {
		fmt.Println(f)
	}
	for _, k := range res.Skipped {
		fmt.Println("not run:", k)
	}
	if !res.Agree() {
		return 1
	}
	fmt.Println("all paths agree")
	return 0
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
