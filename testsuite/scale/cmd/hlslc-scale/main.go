// Command hlslc-scale is the compile-time scaling benchmark of issue 19: it
// compiles generated shaders of each shape (package scale) at n and 8n
// units and prints the time per unit at both sizes, how much it grows (1.00
// is linear), and the stage or pass that grows most; -passes lists every
// stage, -md FILE writes the summary and every stage's growth by shape as
// Markdown (the tables in docs/scale.md). A compiler whose passes are linear
// or n·log n shows growths near 1 (n·log n: about 1.3 from n to 8n at these
// sizes).
//
// Each size is compiled -repeat times (3), alternating n and 8n, and each
// stage's time is its minimum over the compiles, in CPU time of the
// compiling thread with the collector off during each compile (see
// scale.Measure). A stage's growth is graded only when the stage takes at
// least -floor (10 ms) at n; the others are printed as "<floor" with their
// time at 8n, and each shape's line names the largest of them.
//
//	go run ./testsuite/scale/cmd/hlslc-scale
//	go run ./testsuite/scale/cmd/hlslc-scale -passes -md table.md
//	go run ./testsuite/scale/cmd/hlslc-scale -shapes branches,loops -n 500 -passes -repeat 5
//	go run ./testsuite/scale/cmd/hlslc-scale -emit branches -n 4000 > big.hlsl
//	go run ./testsuite/scale/cmd/hlslc-scale -once -repeat 1 -shapes branches -n 7000 -cpuprofile cpu.prof -memprofile mem.prof
//
// -instructions counts instead of timing: each size compiled once under
// callgrind (valgrind), every stage's instructions executed and their
// growth per unit, exact and independent of the machine's load; with
// -cachesim also the last-level data misses of a simulated 32 MB cache.
// Where time grows more than instructions, the working set is the cause:
//
//	go run ./testsuite/scale/cmd/hlslc-scale -instructions -cachesim -shapes loops
//
// -once compiles each shape at n only (no 8n run), for profiling a single
// size; -cpuprofile and -memprofile write pprof profiles of the whole run
// (the memory profile counts every allocation: go tool pprof
// -sample_index=alloc_space).
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"hlslc/testsuite/scale"
)

// defaultN are the sizes at which each shape's compile at n takes 0.3 to
// 0.55 s of CPU (2026, a 2-core AMD EPYC VM, by the minimum of 3), so that
// a stage with 3 % of it or more takes at least the default -floor of
// 10 ms at n, where its growth is the stage's and not the timer's or the
// machine's. expression and expression-float are bounded by the
// frontend's 65,536 levels of nesting at 8n (n at most 8192): at n they
// take 0.1 and 0.2 s, and their stages under the floor are reported as
// such.
var defaultN = map[string]int{
	"straight": 6000, "branches": 1000, "loops": 1000, "switch-uniform": 2000, "switch-divergent": 1250,
	"nested": 2000, "nested-branches": 800, "functions": 2500, "expression": 8000, "expression-float": 7500,
	"cbuffer": 5000,
}

func main() {
	shapes := flag.String("shapes", "", "comma-separated shapes (default: all): "+names())
	n := flag.Int("n", 0, "units at the small size (default: per shape)")
	passes := flag.Bool("passes", false, "print every stage's time and growth")
	emit := flag.String("emit", "", "print the shape's source at -n units instead of measuring")
	once := flag.Bool("once", false, "compile each shape at n only, not at 8n")
	repeat := flag.Int("repeat", 3, "compile each size `R` times and keep each stage's minimum")
	floor := flag.Duration("floor", 10*time.Millisecond, "grade a stage's growth only when it takes at least `D` at n")
	md := flag.String("md", "", "also write the summary and every stage's growth by shape as Markdown to `file`")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile to `file`")
	memprofile := flag.String("memprofile", "", "write an allocation profile to `file`")
	flag.Parse()
	if *emit != "" {
		s, ok := scale.ShapeByName(*emit)
		if !ok || *n <= 0 {
			fmt.Fprintf(os.Stderr, "hlslc-scale: -emit needs a shape (%s) and -n\n", names())
			os.Exit(2)
		}
		fmt.Print(s.Gen(*n))
		return
	}
	var sel []scale.Shape
	for _, s := range scale.Shapes {
		if *shapes == "" || contains(strings.Split(*shapes, ","), s.Name) {
			sel = append(sel, s)
		}
	}
	if len(sel) == 0 {
		fmt.Fprintf(os.Stderr, "hlslc-scale: no shape in %q (%s)\n", *shapes, names())
		os.Exit(2)
	}
	sizes := map[string]int{}
	for _, s := range sel {
		sizes[s.Name] = defaultN[s.Name]
		if *n > 0 {
			sizes[s.Name] = *n
		}
	}
	if *instructions {
		os.Exit(countMode(sizes, sel, *once, *md))
	}
	if *stageLog != "" {
		flush, err := logStages(*stageLog)
		if err != nil {
			fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
			os.Exit(2)
		}
		defer func() {
			if err := flush(); err != nil {
				fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
				os.Exit(2)
			}
		}()
	}
	if *memprofile != "" {
		runtime.MemProfileRate = 64 << 10
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
			os.Exit(2)
		}
		defer f.Close()
	}
	rows := scale.Run(sizes, sel, scale.Config{Repeat: *repeat, Once: *once, Progress: os.Stderr})
	pprof.StopCPUProfile()
	if *memprofile != "" {
		if err := writeHeapProfile(*memprofile); err != nil {
			fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
			os.Exit(2)
		}
	}
	if *once {
		scale.WriteOnce(os.Stdout, rows, *passes)
	} else {
		scale.WriteTable(os.Stdout, rows, *passes, *floor)
	}
	if *md != "" && !*once {
		f, err := os.Create(*md)
		if err == nil {
			scale.WriteMarkdown(f, rows, *floor)
			err = f.Close()
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
			os.Exit(2)
		}
	}
	for _, r := range rows {
		if r.Err != nil {
			os.Exit(1)
		}
	}
}

func writeHeapProfile(name string) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func names() string {
	var s []string
	for _, x := range scale.Shapes {
		s = append(s, x.Name)
	}
	return strings.Join(s, ", ")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
