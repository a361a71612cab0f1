package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"

	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
)

func init() {
	subcommands["interp"] = subcommand{"run an HLSL kernel on the reference IR interpreter (same as run --interp)", runInterp}
}

// errorsGenerated prints clang's closing line.
func errorsGenerated(w io.Writer, n int) {
	if n == 1 {
		fmt.Fprintln(w, "1 error generated.")
	} else {
		fmt.Fprintf(w, "%d errors generated.\n", n)
	}
}

// lowerProgram lowers a checked program, printing its diagnostics.
func lowerProgram(p *frontend.Program, opts lower.Options, stderr io.Writer) (*ir.Module, int) {
	m, err := lower.Lower(p, opts)
	if err != nil {
		var le *lower.Error
		if errors.As(err, &le) {
			for _, d := range le.Diags {
				io.WriteString(stderr, d.String())
			}
			errorsGenerated(stderr, len(le.Diags))
			return nil, exitInput
		}
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return nil, exitInput
	}
	return m, exitOK
}

// sourceFlags are the flags that turn an HLSL file into a module, shared
// by `hlslc interp` and `hlslc run FILE.hlsl`.
type sourceFlags struct {
	entry, target      *string
	defines, includes  listFlag
	enable16, min16f32 *bool
	legacyMacros       *bool // -flegacy-macro-expansion
	hlslVersion        *int
	rowMajor           *bool         // -Zpr
	noOpt              *bool         // -O0, -Od
	lower              lower.Options // -denorm, -Gis
	errorLimit         *int          // -ferror-limit
	memoryLimit        *int64        // -fmemory-limit
}

// addErrorLimitFlag adds -ferror-limit (clang's): the compile stops after
// that many errors, 20 by default; 0 reports them all.
func addErrorLimitFlag(fs *flag.FlagSet) *int {
	n := new(int)
	fs.Func("ferror-limit", "stop after `N` errors (default 20; 0: no limit)", func(s string) error {
		v, err := strconv.Atoi(s)
		if err != nil || v < 0 {
			return fmt.Errorf("want a count of errors (0: no limit), got %q", s)
		}
		*n = v
		return nil
	})
	*n = 20
	return n
}

// addOptFlag adds -O (DXC's optimisation level): -O0 and -Od turn the IR
// optimizer off, -O1 to -O3 keep the full pipeline; the result is true for
// "off".
func addOptFlag(fs *flag.FlagSet) *bool {
	off := new(bool)
	fs.Func("O", "optimisation `level`: 0 or d (DXC's -O0, -Od: no IR optimizer), 1, 2, 3 (the full pipeline, the default)", func(s string) error {
		switch s {
		case "0", "d":
			*off = true
		case "1", "2", "3":
			*off = false
		default:
			return fmt.Errorf("want 0, d, 1, 2 or 3")
		}
		return nil
	})
	return off
}

// addMatrixPackingFlags adds -Zpr and -Zpc (DXC's): matrices without a
// row_major or column_major qualifier or #pragma pack_matrix are packed in
// row-major order with -Zpr, in column-major order otherwise (-Zpc, the
// default). The compile and the run of a shader take the same pair, since
// the packing decides which bytes of a buffer or cbuffer a matrix reads.
func addMatrixPackingFlags(fs *flag.FlagSet) *bool {
	rowMajor := fs.Bool("Zpr", false, "pack matrices in row-major order unless declared or #pragma'd otherwise")
	fs.Bool("Zpc", false, "pack matrices in column-major order unless declared otherwise (the default)")
	return rowMajor
}

// addHLSLVersionFlag adds -HV (the HLSL language version, DXC's flag).
// addLegacyMacroFlag adds DXC's -flegacy-macro-expansion: a macro argument
// is expanded before ## pastes it, as FXC does.
func addLegacyMacroFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("flegacy-macro-expansion", false, "expand a macro argument before ## pastes it, as FXC does (DXC's option)")
}

func addHLSLVersionFlag(fs *flag.FlagSet) *int {
	hv := new(int)
	fs.Func("HV", "HLSL language `version`: 2016, 2017, 2018, 2021 (the default) or 202x", func(s string) error {
		v, err := frontend.ParseHLSLVersion(s)
		*hv = v
		return err
	})
	return hv
}

func addSourceFlags(fs *flag.FlagSet) *sourceFlags {
	sf := &sourceFlags{}
	sf.entry = fs.String("E", "main", "entry point `name`")
	sf.target = fs.String("T", "cs_6_0", "target `profile`")
	fs.Var(&sf.defines, "D", "define a macro: `NAME[=VALUE]` (repeatable)")
	fs.Var(&sf.includes, "I", "add an include `dir`ectory (repeatable)")
	sf.enable16 = fs.Bool("enable-16bit-types", false, "enable int16_t, uint16_t, float16_t")
	sf.legacyMacros = addLegacyMacroFlag(fs)
	sf.hlslVersion = addHLSLVersionFlag(fs)
	sf.rowMajor = addMatrixPackingFlags(fs)
	sf.noOpt = addOptFlag(fs)
	sf.min16f32 = addMin16Flags(fs)
	addFloatFlags(fs, &sf.lower)
	sf.errorLimit = addErrorLimitFlag(fs)
	sf.memoryLimit = addMemoryLimitFlag(fs)
	return sf
}

// module checks the target, reads and compiles file and lowers it,
// printing diagnostics; it returns the module or the exit status.
func (sf *sourceFlags) module(file string, stderr io.Writer) (*ir.Module, int) {
	if err := frontend.CheckTarget(*sf.target, *sf.enable16); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return nil, exitUsage
	}
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return nil, exitInput
	}
	if bytes.HasPrefix(src, []byte("\x7fELF")) {
		// a code object is not HLSL: say how to run one instead of
		// reporting its bytes as invalid characters
		fmt.Fprintf(stderr, "%s: error: this is a code object, not HLSL source: run it with hlslc run --obj %s --kernel NAME --spec SPEC.json\n", file, file)
		return nil, exitInput
	}
	res := frontend.Compile(file, src, frontend.Options{Entry: *sf.entry, Target: *sf.target, Enable16Bit: *sf.enable16,
		HLSLVersion: *sf.hlslVersion, PP: frontend.PPOptions{Defines: sf.defines, IncludeDirs: sf.includes, LegacyMacroExpansion: *sf.legacyMacros},
		RowMajor: *sf.rowMajor, MaxErrors: *sf.errorLimit}, frontend.StageCheck)
	res.Diags.Render(stderr)
	if res.Diags.HasErrors() {
		errorsGenerated(stderr, res.Diags.ErrorCount())
		return nil, exitInput
	}
	opts := sf.lower
	opts.Min16AsF32 = *sf.min16f32
	return lowerProgram(res.Program, opts, stderr)
}

// runInterp is `hlslc interp FILE.hlsl --spec SPEC.json` (and `hlslc run
// --interp FILE.hlsl --spec SPEC.json`): compile to IR and optimize it (the
// program `hlslc run` executes: the optimizer makes its refactoring of
// fast float arithmetic explicit in the IR), run the dispatch on the
// reference interpreter and print the writable resources as JSON.
func runInterp(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc interp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rf := addRunFlags(fs)
	sf := addSourceFlags(fs)
	maxSteps := fs.Int64("max-steps", 0, "stop a wave after this many instructions (default 10 million)")
	hwLDS := fs.Bool("hardware-lds-bounds", false, "run groupshared accesses outside their variable as the compiled code does on hardware (the backend's LDS layout; reads 0 and writes dropped beyond the allocation) instead of stopping with an error")
	hwBar := fs.Bool("hardware-barriers", false, "run a barrier that threads which returned from the kernel never reach as GCN's s_barrier does (it waits only for the waves and lanes still running) instead of stopping with an error")
	fs.Bool("interp", true, "run on the interpreter (accepted for `hlslc run --interp`)")
	usageLine := "usage: hlslc interp FILE.hlsl [--spec SPEC.json] [--dispatch X,Y,Z] [--print-spec] [--raw] [-E entry] [-D NAME[=VALUE]] [-I dir] [-Zpr|-Zpc] [-enable-16bit-types] [--min16float=f16|f32]"
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
	stopGuard := sync.OnceFunc(guardCompileMemory(*sf.memoryLimit, fs.Arg(0), true, stderr))
	defer stopGuard()
	m, code := sf.module(fs.Arg(0), stderr)
	if code != exitOK {
		return code
	}
	if err := optimize(m, *sf.noOpt, nil); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	stopGuard()
	s, err := rf.readSpec()
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	s, done := rf.resolve(s, m.RunSpecResources(), stdout)
	if done {
		return exitOK
	}
	r, err := interp.Run(m, s, interp.Options{MaxSteps: *maxSteps, HardwareLDSBounds: *hwLDS, HardwareBarriers: *hwBar})
	if err != nil {
		var rt *interp.RuntimeError
		if errors.As(err, &rt) {
			fmt.Fprintf(stderr, "hlslc: execution fault: %v\n", err)
			return exitFault
		}
		fmt.Fprintf(stderr, "%s: %v\n", specName(*rf.spec), err)
		return exitInput
	}
	if err := rf.write(stdout, r.Resources, r.Data, r.Formats); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	return exitOK
}
