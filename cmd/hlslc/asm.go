package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
)

func init() {
	subcommands["asm"] = subcommand{"assemble gfx9 assembly into a code object", asmMain}
	subcommands["disasm"] = subcommand{"disassemble a gfx9 code object", disasmMain}
}

func asmMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc asm", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the code object to `file` (default: FILE with .co)")
	showEnc := fs.Bool("show-encoding", false, "print each instruction with its encoding, like llvm-mc -show-encoding")
	target := fs.String("target", "", "processor: gfx900 or gfx906 (default: .amdgcn_target, else gfx900)")
	if err := parseInterspersed(fs, args); err != nil {
		return exitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: hlslc asm FILE.s [-o out.co] [--show-encoding] [--target gfx900|gfx906]")
		return exitUsage
	}
	file := fs.Arg(0)
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	obj, lines, err := gfx9.Assemble(file, src, gfx9.AsmOptions{Target: *target})
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInput
	}
	co, err := codeobj.Write(obj)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", file, err)
		return exitInput
	}
	if *showEnc {
		fmt.Fprint(stdout, gfx9.Listing(lines))
	}
	if *out == "" {
		*out = trimExt(file) + ".co"
	}
	if err := os.WriteFile(*out, co, 0o644); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	return exitOK
}

func disasmMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc disasm", flag.ContinueOnError)
	fs.SetOutput(stderr)
	noEnc := fs.Bool("no-encoding", false, "omit the offset and encoding comments")
	if err := parseInterspersed(fs, args); err != nil {
		return exitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: hlslc disasm FILE.co [--no-encoding]")
		return exitUsage
	}
	file := fs.Arg(0)
	b, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	obj, err := codeobj.Read(b)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", file, err)
		return exitInput
	}
	text, err := gfx9.Disassemble(obj, !*noEnc)
	if err != nil {
		var de *gfx9.DecodeError
		if errors.As(err, &de) {
			fmt.Fprintf(stderr, "%s: error: %s\n", file, de.Msg)
		} else {
			fmt.Fprintf(stderr, "%s: error: %v\n", file, err)
		}
		return exitInput
	}
	fmt.Fprint(stdout, text)
	return exitOK
}

// parseInterspersed parses flags that may come before or after the file names.
func parseInterspersed(fs *flag.FlagSet, args []string) error {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
	return fs.Parse(rest)
}

func trimExt(name string) string {
	for i := len(name) - 1; i >= 0 && name[i] != '/'; i-- {
		if name[i] == '.' {
			return name[:i]
		}
	}
	return name
}
