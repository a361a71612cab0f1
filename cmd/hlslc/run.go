package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
)

func init() {
	subcommands["run"] = subcommand{"run a kernel of a gfx9 code object on the integrated GCN executor", runMain}
}

func runMain(args []string, stdout, stderr io.Writer) int {
	// `hlslc run --interp FILE.hlsl --spec SPEC.json` is the reference
	// interpreter (interp.go); everything else runs a code object.
	for k, a := range args {
		if a == "--interp" || a == "-interp" {
			return runInterp(append(append([]string(nil), args[:k]...), args[k+1:]...), stdout, stderr)
		}
	}
	// `hlslc run FILE.hlsl --spec SPEC.json` compiles with hlslc's backend
	// and runs the code object (runhlsl.go); so does any source file
	// (glslang's tests name theirs .comp) when no --obj is given.
	hasObj := false
	for _, a := range args {
		hasObj = hasObj || a == "-obj" || a == "--obj" || strings.HasPrefix(a, "-obj=") || strings.HasPrefix(a, "--obj=")
	}
	if !hasObj && len(args) > 0 {
		return runHLSL(args, stdout, stderr)
	}
	fs := flag.NewFlagSet("hlslc run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	obj := fs.String("obj", "", "the code object `FILE.co` to run")
	kernel := fs.String("kernel", "", "the kernel `NAME`")
	spec := fs.String("spec", "", "the run spec `SPEC.json` (grid, workgroup size, buffers, kernel arguments)")
	// a foreign code object runs as the driver sets the hardware up
	rc := addRunControl(fs, exec.LDSUnaligned)
	if err := parseInterspersed(fs, args); err != nil {
		return exitUsage
	}
	usageLine := "usage: hlslc run FILE.hlsl --spec SPEC.json [flags], or hlslc run --obj FILE.co --kernel NAME --spec SPEC.json [--budget 30s|N] [--seed N] [--no-waitcnt-check] [--no-hazard-check] [--lds-alignment strict|unaligned] [--timing]"
	if fs.NArg() != 0 || *obj == "" || *spec == "" {
		switch {
		case fs.NArg() == 0 && *obj != "":
			fmt.Fprintln(stderr, "hlslc: run --obj needs --spec SPEC.json (hlslc run FILE.hlsl --print-spec writes one to start from)")
		case fs.NArg() != 0 && *obj != "":
			fmt.Fprintf(stderr, "hlslc: run --obj takes no other file, got %q\n", fs.Arg(0))
		}
		fmt.Fprintln(stderr, usageLine)
		return exitUsage
	}
	co, err := os.ReadFile(*obj)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	if *kernel == "" {
		// name the kernels the user can choose from
		if o, err := codeobj.Read(co); err == nil {
			fmt.Fprintf(stderr, "%s: error: run --obj needs --kernel NAME (kernels: %s)\n", *obj, o.KernelNames())
			return exitUsage
		}
		fmt.Fprintf(stderr, "%s: error: %v\n", *obj, err)
		return exitInput
	}
	p, err := exec.Load(co, *kernel)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", *obj, err)
		return exitInput
	}
	s, err := exec.ReadSpecFile(*spec)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	mem, d, allocs, err := s.Setup(p)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", *spec, err)
		return exitInput
	}
	opts, stop, err := rc.start(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitUsage
	}
	st, err := p.Run(mem, d, opts)
	stop()
	if err != nil {
		if code, ok := rc.exitFor(err, *obj, nil, stderr); ok {
			return code
		}
		fmt.Fprintf(stderr, "%s: %v\n", *obj, err)
		var e *exec.Error
		if errors.As(err, &e) && e.Kind == exec.KindUnsupported {
			return exitInput
		}
		if errors.As(err, &e) {
			return exitFault
		}
		return exitInput
	}
	stdout.Write(exec.WithTiming(exec.FormatResult(s, allocs, st), st.Timing))
	return exitOK
}
