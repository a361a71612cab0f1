package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"hlslc/backend"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/frontend"
	"hlslc/internal/timereport"
	"hlslc/ir"
	"hlslc/ir/llvm"
	"hlslc/ir/lower"
	"hlslc/passes"
)

func init() { defaultCommand = compileCommand }

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// printAfter is the backend's AfterPass hook that prints the machine code
// after the named passes (or all), or nil when none is named.
func printAfter(names []string, w io.Writer) func(string, *mir.Func) {
	if len(names) == 0 {
		return nil
	}
	return func(pass string, f *mir.Func) {
		if slices.Contains(names, pass) || slices.Contains(names, "all") {
			fmt.Fprintf(w, "; machine code after %s\n%s", pass, f.Assembly())
		}
	}
}

// compileCommand is `hlslc FILE.hlsl [flags]`.
func compileCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc", flag.ContinueOnError)
	fs.SetOutput(stderr)
	entry := fs.String("E", "main", "entry point `name`")
	target := fs.String("T", "cs_6_0", "target `profile` (cs_5_0, cs_5_1, cs_6_0 ... cs_6_10)")
	var defines, includes listFlag
	fs.Var(&defines, "D", "define a macro: `NAME[=VALUE]` (repeatable)")
	fs.Var(&includes, "I", "add an include `dir`ectory (repeatable)")
	enable16 := fs.Bool("enable-16bit-types", false, "enable int16_t, uint16_t, float16_t; half becomes 16-bit")
	legacyMacros := addLegacyMacroFlag(fs)
	hv := addHLSLVersionFlag(fs)
	werror := fs.Bool("Werror", false, "treat warnings as errors (DXC: -WX)")
	noWarn := fs.Bool("w", false, "suppress all warnings (DXC: -w, -no-warnings)")
	var warnings listFlag
	fs.Var(&warnings, "W", "enable the warning `group` (-Wconversion, -Wall; DXC/clang spelling)")
	fs.Func("Wno", "disable the warning `group` (-Wno-conversion)", func(s string) error { return warnings.Set("no-" + s) })
	rowMajor := addMatrixPackingFlags(fs)
	syntaxOnly := fs.Bool("fsyntax-only", false, "check the source and stop")
	errorLimit := addErrorLimitFlag(fs)
	memoryLimit := addMemoryLimitFlag(fs)
	emit := fs.String("emit", "asm", "output `kind`: asm (gfx9 assembly, the default), obj (code object), pp, ast, layout, ir (the verified SSA IR), llvm (LLVM IR for amdgcn-amd-amdhsa)")
	gpu := fs.String("target", "gfx900", "GPU `processor`: gfx900 or gfx906 (--list-targets)")
	fo := fs.String("Fo", "", "write the code object (ELF) to `file`")
	fc := fs.String("Fc", "", "write the assembly listing to `file`")
	fh := fs.String("Fh", "", "write a C header holding the code object as a byte array to `file`")
	vn := fs.String("Vn", "", "the header's array `name` (default g_ENTRY)")
	lines := fs.Bool("Zi", false, "put the HLSL source positions in the listing (.file/.loc directives)")
	preprocess := fs.Bool("P", false, "preprocess only, to the -Fi file (default: FILE.i)")
	fi := fs.String("Fi", "", "with -P, the preprocessed output `file`")
	noScalarize := fs.Bool("fno-scalarize", false, "keep wave-invariant values in VGPRs and branch on the exec mask (for comparison)")
	var rga rgaRequest
	fs.Var(&rga.livereg, "livereg", "live VGPRs per instruction (Radeon GPU Analyzer's columns), instead of the assembly or (--livereg=`FILE`) to a file")
	fs.Var(&rga.liveregSGP, "livereg-sgpr", "live SGPRs per instruction, instead of the assembly or (--livereg-sgpr=`FILE`) to a file")
	fs.Var(&rga.report, "report", "the register-usage report instead of the assembly: `--report` (text), --report=json (docs/report.schema.json) or --report=csv (RGA's columns); :FILE writes it to FILE")
	fs.StringVar(&rga.isa, "isa", "", "write the ISA listing to `FILE` (RGA's --isa)")
	fs.StringVar(&rga.cfg, "cfg", "", "write the control-flow graph of the final code to `FILE` in Graphviz DOT (RGA's --cfg)")
	noOptFlag := addOptFlag(fs)
	timeReport := fs.Bool("ftime-report", false, "print the time each compiler stage, IR pass and machine pass took, on stderr")
	var mirPrintAfter, mirDisable listFlag
	fs.Var(&mirPrintAfter, "mir-print-after", "print the machine code after the machine `pass` (or all) on stderr (repeatable; --mir-passes lists them)")
	fs.Var(&mirDisable, "mir-disable", "do not run the machine `pass`, for comparison (repeatable)")
	mirPasses := fs.Bool("mir-passes", false, "list the machine passes in pipeline order and exit")
	min16f32 := addMin16Flags(fs)
	var lowerOpts lower.Options
	addFloatFlags(fs, &lowerOpts)
	output := fs.String("o", "", "write output to `file` instead of stdout (- is stdout)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: hlslc FILE.hlsl [flags]   (FILE - reads standard input; DXC's spellings -X v, -Xv, /X v work too)")
		fs.PrintDefaults()
	}
	files, code := parseCommandLine(fs, args, stderr)
	if code >= 0 {
		return code
	}
	if *mirPasses {
		all, optional := backend.MachinePassNames()
		for _, p := range all {
			note := ""
			if !slices.Contains(optional, p) {
				note = " (required)"
			}
			fmt.Fprintln(stdout, p+note)
		}
		return exitOK
	}
	if err := backend.CheckPassNames(mirDisable, mirPrintAfter); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitUsage
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, "hlslc: expected exactly one input file (- for standard input); hlslc -h lists the flags")
		return exitUsage
	}
	lowerOpts.Min16AsF32 = *min16f32
	if *preprocess {
		*emit = "pp"
		if *output == "" {
			*output = *fi
		}
		if *output == "" && files[0] != "-" {
			*output = strings.TrimSuffix(files[0], filepath.Ext(files[0])) + ".i"
		}
	}
	if *gpu != "gfx900" && *gpu != "gfx906" {
		fmt.Fprintf(stderr, "hlslc: unknown --target %q (gfx900 or gfx906)\n", *gpu)
		return exitUsage
	}
	switch *emit {
	case "pp", "ast", "layout", "ir", "llvm", "asm", "obj":
	default:
		fmt.Fprintf(stderr, "hlslc: unknown --emit kind %q (want pp, ast, layout, ir, llvm, asm or obj)\n", *emit)
		return exitUsage
	}
	if err := frontend.CheckTarget(*target, *enable16); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitUsage
	}
	name, src, err := readSource(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	if bytes.HasPrefix(src, []byte("\x7fELF")) {
		// a code object (ours or anyone's): the reports of its kernels
		entryGiven := false
		fs.Visit(func(f *flag.Flag) { entryGiven = entryGiven || f.Name == "E" })
		kernel := ""
		if entryGiven {
			kernel = *entry
		}
		return objectAnalyses(name, src, kernel, &rga, *output, stdout, stderr)
	}
	// the guard ends before the outputs are written, so that none is
	// left half-written when it stops the process
	stopGuard := sync.OnceFunc(guardCompileMemory(*memoryLimit, name, false, stderr))
	defer stopGuard()
	opts := frontend.Options{
		Entry: *entry, Target: *target, Enable16Bit: *enable16, Werror: *werror, HLSLVersion: *hv,
		PP:             frontend.PPOptions{Defines: defines, IncludeDirs: includes, LegacyMacroExpansion: *legacyMacros},
		DisableWarning: *noWarn, Warnings: warnings, RowMajor: *rowMajor, MaxErrors: *errorLimit,
	}
	stage := frontend.StageCheck
	if *emit == "pp" {
		stage = frontend.StagePreprocess
	}
	var times *timereport.Report
	var timeHook func(string, time.Duration)
	if *timeReport {
		times = timereport.New()
		timeHook = times.Add
		defer times.Write(stderr)
	}
	t0 := time.Now()
	res := frontend.Compile(name, src, opts, stage)
	if times != nil {
		times.Add("frontend", time.Since(t0))
	}
	res.Diags.Render(stderr)
	if res.Diags.HasErrors() {
		errorsGenerated(stderr, res.Diags.ErrorCount())
		return exitInput
	}
	var irText string
	var objBytes []byte
	toFiles := *fo != "" || *fc != "" || *fh != ""
	analysesOnly := false     // every requested analysis went to its file
	analysesToStdout := false // some went to standard output
	if (*emit == "asm" || *emit == "obj" || toFiles) && !*syntaxOnly && *emit != "pp" {
		t0 := time.Now()
		m, code := lowerProgram(res.Program, lowerOpts, stderr)
		if code != exitOK {
			return code
		}
		if times != nil {
			times.Add("lower", time.Since(t0))
		}
		if *emit == "asm" || *emit == "obj" {
			// nothing below reads the syntax tree or the preprocessed
			// text again: dropped, so that the backend's collections
			// do not mark them
			res.Program, res.PP = nil, nil
		}
		// the listing goes to -Fc, to the ISA analysis file, or to the
		// output unless only files were asked for (-Fo/-Fc/-Fh without -o)
		wantListing := *fc != "" || rga.isa != "" || *emit == "asm" && !(toFiles && *output == "")
		out, err := backend.CompileWith(m, *entry, backend.Options{Target: *gpu, Verified: true, NoScalarize: *noScalarize, LiveVars: rga.livereg.on || rga.liveregSGP.on,
			NoOptimize: *noOptFlag, Time: timeHook, Disable: mirDisable, AfterPass: printAfter(mirPrintAfter, stderr), NoListing: !wantListing})
		stopGuard()
		if err != nil {
			fmt.Fprintln(stderr, err)
			return exitInput
		}
		irText = out.Assembly
		if *lines {
			irText = out.ListingWithLines()
		}
		if *fc != "" {
			if err := os.WriteFile(*fc, []byte(irText), 0o644); err != nil {
				fmt.Fprintf(stderr, "hlslc: %v\n", err)
				return exitInput
			}
		}
		rga.lines = *lines
		outs, err := rga.outputs(out)
		if err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		text, toStdout, err := writeAnalyses(outs)
		if err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		analysesOnly, analysesToStdout = len(outs) > 0 && !toStdout, toStdout
		if toStdout {
			irText = text
		}
		if *emit == "obj" || *fo != "" || *fh != "" {
			if objBytes, err = codeobj.Write(out.Object); err != nil {
				fmt.Fprintf(stderr, "hlslc: internal error: %v\n", err)
				return exitInput
			}
		}
		if *fo != "" {
			if err := os.WriteFile(*fo, objBytes, 0o644); err != nil {
				fmt.Fprintf(stderr, "hlslc: %v\n", err)
				return exitInput
			}
		}
		if *fh != "" {
			if *vn == "" {
				*vn = "g_" + *entry
			}
			if err := os.WriteFile(*fh, codeobj.CHeader(objBytes, *vn), 0o644); err != nil {
				fmt.Fprintf(stderr, "hlslc: %v\n", err)
				return exitInput
			}
		}
		if *emit == "obj" && *output == "" {
			if files[0] == "-" {
				fmt.Fprintln(stderr, "hlslc: --emit=obj from standard input needs -o FILE (or -Fo FILE)")
				return exitUsage
			}
			*output = strings.TrimSuffix(files[0], filepath.Ext(files[0])) + ".co"
		}
	}
	if *emit == "ir" || *emit == "llvm" {
		m, code := lowerProgram(res.Program, lowerOpts, stderr)
		if code != exitOK {
			return code
		}
		if err := optimize(m, *noOptFlag, timeHook); err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		var sb strings.Builder
		if err := passes.PrintWithUniformity(&sb, m); err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		irText = sb.String()
		if *emit == "llvm" {
			text, err := llvm.ExportText(m)
			if err != nil {
				fmt.Fprintf(stderr, "%s: error: LLVM export: %v\n", name, err)
				return exitInput
			}
			if !*noWarn && warnLoopExitConvergent(m, name, *werror, stderr) && *werror {
				return exitInput
			}
			irText = text
		}
	}
	out := stdout
	if (toFiles || analysesOnly) && !analysesToStdout && *output == "" && *emit == "asm" {
		// like DXC: with -Fo/-Fc/-Fh the outputs go to their files only
		return exitOK
	}
	var file *os.File
	if *output != "" && *output != "-" {
		f, err := os.Create(*output)
		if err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitUsage
		}
		file, out = f, f
	}
	w := &checkedWriter{w: out}
	switch {
	case *emit == "pp":
		io.WriteString(w, res.PP.Text())
	case *emit == "ast":
		res.Program.WriteAST(w)
	case *emit == "layout":
		res.Program.WriteLayout(w)
	case *syntaxOnly:
	case *emit == "obj":
		w.Write(objBytes)
	default: // ir, llvm, asm
		io.WriteString(w, irText)
	}
	err = w.err
	if file != nil {
		if cerr := file.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		name := *output
		if file == nil {
			name = "standard output"
		}
		fmt.Fprintf(stderr, "hlslc: writing %s: %v\n", name, err)
		return exitInput
	}
	return exitOK
}

// optimize runs the IR optimizer on a module lowerProgram returned (so
// verified) unless -O0/-Od turned it off.
func optimize(m *ir.Module, off bool, time func(string, time.Duration)) error {
	if off {
		return nil
	}
	return passes.OptimizeWith(m, passes.Options{Verified: true, Time: time})
}

// warnLoopExitConvergent warns of the wave operations whose lanes the LLVM
// export cannot keep (llvm.LoopExitConvergent); it reports whether it did.
func warnLoopExitConvergent(m *ir.Module, name string, werror bool, stderr io.Writer) bool {
	kind := "warning"
	if werror {
		kind = "error"
	}
	warned := false
	for _, f := range m.Funcs {
		for _, v := range llvm.LoopExitConvergent(f) {
			at := name
			if v.Pos.IsValid() {
				at = v.Pos.String()
			}
			fmt.Fprintf(stderr, "%s: %s: this wave operation (%s) is on a path out of a loop: HLSL runs it in the iteration in which its lanes leave, but LLVM IR cannot keep it there, and llc runs it after the loop with every lane that left\n", at, kind, v.Op)
			warned = true
		}
	}
	return warned
}
