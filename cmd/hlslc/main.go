// Command hlslc compiles HLSL compute shaders to AMD GCN (gfx9) code and
// works with gfx9 assembly and code objects.
//
// Subcommands live one per file (asm.go, disasm.go, ...); main only dispatches.
// Exit status: 0 ok, 1 bad input (source, assembly, binary, spec) or an
// output that could not be written, 2 usage error, 3 execution fault.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"

	"hlslc/serve"
)

// Exit codes shared by every subcommand.
const (
	exitOK    = 0
	exitInput = 1
	exitUsage = 2
	exitFault = 3
)

// subcommand runs with the arguments after its name and returns an exit status.
type subcommand struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// subcommands is filled by the init functions of the files that define them.
var subcommands = map[string]subcommand{}

// defaultCommand handles `hlslc FILE.hlsl ...` (no subcommand); set by the
// compiler driver's file when it exists.
var defaultCommand func(args []string, stdout, stderr io.Writer) int

// gcPercent is the collector's target for the whole process. hlslc is a
// short-lived batch program whose heap is mostly one large pointer graph
// (parse tree, AST, IR, machine code) built once and dropped at exit; at
// Go's default of 100 the collector re-marks it every time the heap doubles,
// about a third of a whole compile's instructions (callgrind, control_mix:
// 98.7 M at 100, 66.7 M at 200, 66.5 M at 400). The frontend raises the
// target to the same value while it parses (frontend.gcPercentDuringCompile);
// this extends it to lowering, the passes, the backend and the executor. A
// GOGC set in the environment wins.
const gcPercent = 400

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if serve.IsWorker() {
		// a job of `hlslc serve`, started by the server itself
		os.Exit(serve.RunWorker(os.Stdin, os.Stdout))
	}
	watchProcessMemory = true
	stdout := &checkedWriter{w: os.Stdout}
	code := run(os.Args[1:], stdout, os.Stderr)
	if stdout.err != nil && code == exitOK {
		// a full disk or a closed pipe must not pass for a complete output
		fmt.Fprintf(os.Stderr, "hlslc: writing standard output: %v\n", stdout.err)
		code = exitInput
	}
	os.Exit(code)
}

// checkedWriter passes writes on to w and keeps the first error, so that an
// output cut short is reported once at the end instead of at every write
// site.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.err = err
	return n, err
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	switch args[0] {
	case "--version", "-version":
		io.WriteString(stdout, versionText())
		return exitOK
	case "--list-targets", "-list-targets":
		listTargets(stdout)
		return exitOK
	}
	if sc, ok := subcommands[args[0]]; ok {
		return sc.run(args[1:], stdout, stderr)
	}
	if defaultCommand != nil {
		return defaultCommand(args, stdout, stderr)
	}
	fmt.Fprintf(stderr, "hlslc: unknown command %q\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: hlslc FILE.hlsl [flags]   (compile; hlslc FILE.hlsl -h lists the flags)")
	fmt.Fprintln(w, "       hlslc COMMAND [arguments]")
	fmt.Fprintln(w, "       hlslc --version | --list-targets")
	names := make([]string, 0, len(subcommands))
	for n := range subcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, subcommands[n].summary)
	}
}
