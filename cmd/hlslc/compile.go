package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"hlslc/backend"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/frontend"
	"hlslc/ir/llvm"
	"hlslc/ir/lower"
	"hlslc/passes"
)

func init() { defaultCommand = compileCommand }

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// splitAttached rewrites -DX and -Idir as -D X and -I dir.
func splitAttached(args []string) []string {
	var out []string
	for _, a := range args {
		if len(a) > 2 && (strings.HasPrefix(a, "-D") || strings.HasPrefix(a, "-I")) && !strings.HasPrefix(a, "--") {
			out = append(out, a[:2], a[2:])
			continue
		}
		out = append(out, a)
	}
	return out
}

// reportFlag is --report (text) or --report=json.
type reportFlag string

func (r *reportFlag) String() string   { return string(*r) }
func (r *reportFlag) IsBoolFlag() bool { return true }
func (r *reportFlag) Set(v string) error {
	switch v {
	case "true", "text":
		*r = "text"
	case "json":
		*r = "json"
	case "false":
		*r = ""
	default:
		return fmt.Errorf("want --report or --report=json")
	}
	return nil
}

// compileCommand is `hlslc FILE.hlsl [flags]`.
func compileCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc", flag.ContinueOnError)
	fs.SetOutput(stderr)
	entry := fs.String("E", "main", "entry point `name`")
	target := fs.String("T", "cs_6_0", "target `profile` (cs_5_0, cs_5_1, cs_6_0 ... cs_6_7)")
	var defines, includes listFlag
	fs.Var(&defines, "D", "define a macro: `NAME[=VALUE]` (repeatable)")
	fs.Var(&includes, "I", "add an include `dir`ectory (repeatable)")
	enable16 := fs.Bool("enable-16bit-types", false, "enable int16_t, uint16_t, float16_t; half becomes 16-bit")
	hv := addHLSLVersionFlag(fs)
	werror := fs.Bool("Werror", false, "treat warnings as errors")
	syntaxOnly := fs.Bool("fsyntax-only", false, "check the source and stop")
	emit := fs.String("emit", "asm", "output `kind`: asm (gfx9 assembly, the default), obj (code object), pp, ast, layout, ir (the verified SSA IR), llvm (LLVM IR for amdgcn-amd-amdhsa)")
	gpu := fs.String("target", "gfx900", "GPU `processor`: gfx900 or gfx906")
	fo := fs.String("Fo", "", "write output to `file` (DXC's spelling of -o)")
	noScalarize := fs.Bool("fno-scalarize", false, "keep wave-invariant values in VGPRs and branch on the exec mask (for comparison)")
	livereg := fs.Bool("livereg", false, "print live VGPRs per instruction (Radeon GPU Analyzer's columns) instead of the assembly")
	liveregSGPR := fs.Bool("livereg-sgpr", false, "print live SGPRs per instruction instead of the assembly")
	var report reportFlag
	fs.Var(&report, "report", "print the register-usage report (`--report` text, --report=json) instead of the assembly")
	for _, o := range []string{"O0", "O1", "O2", "O3"} {
		fs.Bool(o, false, "optimisation level (accepted for DXC compatibility; hlslc always runs its full pipeline)")
	}
	min16f32 := addMin16Flags(fs)
	output := fs.String("o", "", "write output to `file` instead of stdout")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: hlslc FILE.hlsl [flags]")
		fs.PrintDefaults()
	}
	// accept flags before and after the file name, and the attached forms
	// -DNAME[=VALUE] and -Idir that C compilers take
	var files []string
	rest := splitAttached(args)
	for len(rest) > 0 {
		if err := fs.Parse(rest); err != nil {
			if err == flag.ErrHelp {
				return exitOK
			}
			return exitUsage
		}
		rest = fs.Args()
		if len(rest) > 0 {
			files = append(files, rest[0])
			rest = rest[1:]
		}
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, "hlslc: expected exactly one input file")
		fs.Usage()
		return exitUsage
	}
	if *fo != "" {
		if *output != "" && *output != *fo {
			fmt.Fprintln(stderr, "hlslc: -o and -Fo name different files")
			return exitUsage
		}
		*output = *fo
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
	src, err := os.ReadFile(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	opts := frontend.Options{
		Entry: *entry, Target: *target, Enable16Bit: *enable16, Werror: *werror, HLSLVersion: *hv,
		PP: frontend.PPOptions{Defines: defines, IncludeDirs: includes},
	}
	stage := frontend.StageCheck
	if *emit == "pp" {
		stage = frontend.StagePreprocess
	}
	res := frontend.Compile(files[0], src, opts, stage)
	res.Diags.Render(stderr)
	if res.Diags.HasErrors() {
		errorsGenerated(stderr, res.Diags.ErrorCount())
		return exitInput
	}
	var irText string
	var objBytes []byte
	if (*emit == "asm" || *emit == "obj") && !*syntaxOnly {
		m, code := lowerProgram(res.Program, lower.Options{Min16AsF32: *min16f32}, stderr)
		if code != exitOK {
			return code
		}
		out, err := backend.CompileWith(m, *entry, backend.Options{Target: *gpu, NoScalarize: *noScalarize, LiveVars: *livereg || *liveregSGPR})
		if err != nil {
			fmt.Fprintln(stderr, err)
			return exitInput
		}
		irText = out.Assembly
		if *livereg || *liveregSGPR {
			irText = ""
			if *livereg {
				irText += backend.LiveRegisters(out.Func, false)
			}
			if *liveregSGPR {
				irText += backend.LiveRegisters(out.Func, true)
			}
		}
		if report != "" {
			rep, err := backend.MakeReport(out)
			if err != nil {
				fmt.Fprintf(stderr, "hlslc: %v\n", err)
				return exitInput
			}
			if report == "json" {
				j, _ := json.MarshalIndent(rep, "", "  ")
				irText = string(j) + "\n"
			} else {
				irText = rep.Text()
			}
		}
		if *emit == "obj" {
			if objBytes, err = codeobj.Write(out.Object); err != nil {
				fmt.Fprintf(stderr, "hlslc: internal error: %v\n", err)
				return exitInput
			}
			if *output == "" {
				*output = strings.TrimSuffix(files[0], filepath.Ext(files[0])) + ".co"
			}
		}
	}
	if *emit == "ir" || *emit == "llvm" {
		m, code := lowerProgram(res.Program, lower.Options{Min16AsF32: *min16f32}, stderr)
		if code != exitOK {
			return code
		}
		if err := passes.Optimize(m); err != nil {
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
				fmt.Fprintf(stderr, "%s: error: LLVM export: %v\n", files[0], err)
				return exitInput
			}
			irText = text
		}
	}
	out := stdout
	if *output != "" {
		f, err := os.Create(*output)
		if err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitUsage
		}
		defer f.Close()
		out = f
	}
	switch {
	case *emit == "pp":
		io.WriteString(out, res.PP.Text())
	case *emit == "ast":
		res.Program.WriteAST(out)
	case *emit == "layout":
		res.Program.WriteLayout(out)
	case *syntaxOnly:
	case *emit == "obj":
		out.Write(objBytes)
	default: // ir, llvm, asm
		io.WriteString(out, irText)
	}
	return exitOK
}
