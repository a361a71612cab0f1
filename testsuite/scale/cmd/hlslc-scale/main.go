// Command hlslc-scale is the compile-time scaling benchmark of issue 19: it
// compiles generated shaders of each shape (package scale) at n and 8n
// units and prints the time per unit at both sizes, how much it grows (1.00
// is linear), and the stage or pass that grows most; -passes lists every
// stage. A compiler whose passes are linear or n·log n shows growths near
// 1 (n·log n: about 1.3 from n to 8n at these sizes).
//
//	go run ./testsuite/scale/cmd/hlslc-scale
//	go run ./testsuite/scale/cmd/hlslc-scale -shapes branches,loops -n 500 -passes
//	go run ./testsuite/scale/cmd/hlslc-scale -emit branches -n 4000 > big.hlsl
//	go run ./testsuite/scale/cmd/hlslc-scale -once -shapes branches -n 7000 -cpuprofile cpu.prof -memprofile mem.prof
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

	"hlslc/testsuite/scale"
)

// defaultN are the sizes at which each shape's 8n run stays within seconds
// on a linear compiler (expression-float's 8n, 20,000 terms, is past the
// point where its live values outgrow the register file).
var defaultN = map[string]int{
	"straight": 500, "branches": 250, "loops": 100, "switch-uniform": 250, "switch-divergent": 250,
	"nested": 100, "nested-branches": 100, "functions": 100, "expression": 250, "expression-float": 2500,
	"cbuffer": 250,
}

func main() {
	shapes := flag.String("shapes", "", "comma-separated shapes (default: all): "+names())
	n := flag.Int("n", 0, "units at the small size (default: per shape)")
	passes := flag.Bool("passes", false, "print every stage's time and growth")
	emit := flag.String("emit", "", "print the shape's source at -n units instead of measuring")
	once := flag.Bool("once", false, "compile each shape at n only, not at 8n")
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
	var rows []scale.Row
	if *once {
		rows = scale.RunOnce(sizes, sel, os.Stderr)
	} else {
		rows = scale.Run(sizes, sel, os.Stderr)
	}
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
		scale.WriteTable(os.Stdout, rows, *passes)
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
