// Command vkpeer compiles an HLSL compute shader with glslang and shows what
// Mesa's RADV makes of it on a null Vega10 with each of its compilers, ACO
// and LLVM, side by side; with -run it also executes the shader on lavapipe.
//
//	go run ./testsuite/vk/cmd/vkpeer [-e ENTRY] [-isa] [-run SPEC.json] FILE.hlsl
//
// -isa prints both compilers' assembly after the table; -run takes a run
// spec (see hlslc/ir/runspec) and prints the final contents of every
// writable buffer as the run spec's output JSON, then lavapipe's subgroup
// size on stderr. The exit status is 1 if anything failed, 2 for bad usage.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"hlslc/ir/runspec"
	"hlslc/testsuite/vk"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("vkpeer", flag.ContinueOnError)
	fs.SetOutput(stderr)
	entry := fs.String("e", "main", "entry point")
	isa := fs.Bool("isa", false, "print the assembly of both compilers")
	specPath := fs.String("run", "", "run spec: execute the shader on lavapipe and print the output JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: vkpeer [-e ENTRY] [-isa] [-run SPEC.json] FILE.hlsl")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	file := fs.Arg(0)
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "vkpeer: %v\n", err)
		return 1
	}
	sh, err := vk.Compile(src, file, *entry)
	if err != nil {
		fmt.Fprintf(stderr, "vkpeer: %v\n", err)
		return 1
	}
	status := 0
	if *specPath != "" {
		spec, err := runspec.ReadFile(*specPath)
		if err != nil {
			fmt.Fprintf(stderr, "vkpeer: %v\n", err)
			return 1
		}
		res, err := sh.RunSpec(spec)
		if err != nil {
			fmt.Fprintf(stderr, "vkpeer: %v\n", err)
			return 1
		}
		stdout.Write(sh.Output(res))
		fmt.Fprintf(stderr, "lavapipe (%s): subgroup size %d\n", res.Device, res.SubgroupSize)
	}
	compilers := []vk.Compiler{vk.ACO, vk.LLVM}
	stats := make([]*vk.Stats, len(compilers))
	for i, c := range compilers {
		st, err := vk.PeerStats(sh.SPIRV, sh.Entry, c)
		if err != nil {
			fmt.Fprintf(stderr, "vkpeer: %v\n", err)
			status = 1
			continue
		}
		stats[i] = &st
	}
	printTable(stdout, file, sh, compilers, stats)
	if *isa {
		for i, st := range stats {
			if st != nil {
				fmt.Fprintf(stdout, "\n; %v assembly\n%s\n", compilers[i], strings.TrimRight(st.ISA, "\n"))
			}
		}
	}
	return status
}

func printTable(w io.Writer, file string, sh *vk.Shader, compilers []vk.Compiler, stats []*vk.Stats) {
	device := ""
	var names []string
	seen := map[string]bool{}
	for _, st := range stats {
		if st == nil {
			continue
		}
		if device == "" {
			device = st.Device
		}
		for _, s := range st.Statistics {
			if !seen[s.Name] && s.Name != "Driver pipeline hash" && s.Name != "Hash" {
				seen[s.Name] = true
				names = append(names, s.Name)
			}
		}
	}
	fmt.Fprintf(w, "%s: entry %s, [numthreads(%d, %d, %d)], %s\n", file, sh.Entry, sh.LocalSize[0], sh.LocalSize[1], sh.LocalSize[2], device)
	row := func(name string, cell func(st *vk.Stats) string) {
		fmt.Fprintf(w, "%-20s", name)
		for _, st := range stats {
			v := "error"
			if st != nil {
				v = cell(st)
			}
			fmt.Fprintf(w, " %10s", v)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%-20s", "statistic")
	for _, c := range compilers {
		fmt.Fprintf(w, " %10v", c)
	}
	fmt.Fprintln(w)
	for _, n := range names {
		row(n, func(st *vk.Stats) string {
			if v, ok := st.Stat(n); ok {
				return v
			}
			return "-"
		})
	}
	row("Wave size", func(st *vk.Stats) string { return fmt.Sprint(st.SubgroupSize) })
	row("Compile time", func(st *vk.Stats) string { return st.CompileTime.Round(time.Microsecond).String() })
}
