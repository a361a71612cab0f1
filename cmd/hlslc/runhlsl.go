package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"sync"

	"hlslc/backend"
	"hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
)

// runHLSL is `hlslc run FILE.hlsl --spec SPEC.json`: compile the shader
// with hlslc's backend, load the code object on the executor exactly as a
// code object file would be (kernel descriptor, metadata, kernarg layout of
// docs/abi.md) and print the writable resources as JSON, in the same form
// as `hlslc interp`, so that the two outputs can be compared directly.
func runHLSL(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rf := addRunFlags(fs)
	sf := addSourceFlags(fs)
	gpu := fs.String("target", "gfx900", "GPU `processor`: gfx900 or gfx906")
	noScalarize := fs.Bool("fno-scalarize", false, "keep wave-invariant values in VGPRs (for comparison)")
	// hlslc's code depends on no alignment mode: strict finds the
	// compiler's misaligned LDS accesses
	rc := addRunControl(fs, exec.LDSStrict)
	usageLine := "usage: hlslc run FILE.hlsl [--spec SPEC.json] [--dispatch X,Y,Z] [--print-spec] [--raw] [-E entry] [-D NAME[=VALUE]] [-I dir] [-Zpr|-Zpc] [--target gfx900|gfx906] [--min16float=f16|f32] [-fno-scalarize] [--budget 30s|N] [--seed N] [--lds-alignment strict|unaligned] [--timing]"
	if err := parseNormalized(fs, args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		fmt.Fprintln(stderr, usageLine)
		return exitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, usageLine)
		return exitUsage
	}
	if *gpu != "gfx900" && *gpu != "gfx906" {
		fmt.Fprintf(stderr, "hlslc: unknown --target %q (gfx900 or gfx906)\n", *gpu)
		return exitUsage
	}
	file := fs.Arg(0)
	// Read the spec before compiling, so that a bad spec is reported as such.
	s, err := rf.readSpec()
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	stopGuard := sync.OnceFunc(guardCompileMemory(*sf.memoryLimit, file, true, stderr))
	defer stopGuard()
	m, code := sf.module(file, stderr)
	if code != exitOK {
		return code
	}
	s, done := rf.resolve(s, m.RunSpecResources(), stdout)
	if done {
		return exitOK
	}
	out, err := backend.CompileWith(m, *sf.entry, backend.Options{Target: *gpu, Verified: true, NoScalarize: *noScalarize, NoOptimize: *sf.noOpt, NoListing: true})
	stopGuard()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInput
	}
	co, err := codeobj.Write(out.Object)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: internal error: %v\n", err)
		return exitInput
	}
	opts, stop, err := rc.start(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitUsage
	}
	r, err := launch.Run(m, co, s, opts)
	stop()
	if err != nil {
		if code, ok := rc.exitFor(err, file, out.SourceAt, stderr); ok {
			return code
		}
		var e *exec.Error
		switch {
		case errors.As(err, &e) && e.Kind == exec.KindInternal:
			// a panic of the executor or its timing model, recovered: not
			// a fault of the program
			fmt.Fprintf(stderr, "%s: %v\n", file, err)
			return exitFault
		case errors.As(err, &e) && e.Kind != exec.KindUnsupported:
			fmt.Fprintf(stderr, "%s: execution fault: %v\n", file, err)
			return exitFault
		case errors.As(err, &e):
			fmt.Fprintf(stderr, "%s: %v\n", file, err)
		default:
			fmt.Fprintf(stderr, "%s: %v\n", specName(*rf.spec), err)
		}
		return exitInput
	}
	var res bytes.Buffer
	if err := rf.write(&res, r.Resources, r.Data, r.Formats); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	stdout.Write(exec.WithTiming(res.Bytes(), r.Stats.Timing))
	return exitOK
}
