package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"hlslc/internal/dxcflags"
)

// stdin is where a file named "-" is read from.
var stdin io.Reader = os.Stdin

// readSource reads a source file; "-" is standard input, named <stdin> in
// diagnostics.
func readSource(file string) (name string, src []byte, err error) {
	if file == "-" {
		src, err = io.ReadAll(stdin)
		return "<stdin>", src, err
	}
	src, err = os.ReadFile(file)
	return file, src, err
}

// parseCommandLine parses a compiler command line: DXC's spellings are
// normalized first (package dxcflags; ignored options get a note), flags
// may come before and after the file names. A bad flag is one line on
// stderr, not the usage text; -h prints the usage. code is the exit status
// when the command must stop, else -1.
func parseCommandLine(fs *flag.FlagSet, args []string, stderr io.Writer) (files []string, code int) {
	norm, err := dxcflags.Normalize(args, fs)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return nil, exitUsage
	}
	for _, n := range norm.Notes {
		fmt.Fprintf(stderr, "hlslc: note: %s\n", n)
	}
	usage := fs.Usage
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err = parseInterspersed(fs, norm.Args)
	fs.Usage = usage
	fs.SetOutput(stderr)
	if errors.Is(err, flag.ErrHelp) {
		fs.Usage()
		return nil, exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return nil, exitUsage
	}
	return fs.Args(), -1
}

// parseNormalized is parseInterspersed after DXC's spellings are
// normalized, for the run commands (which print their own usage line).
func parseNormalized(fs *flag.FlagSet, args []string) error {
	norm, err := dxcflags.Normalize(args, fs)
	if err != nil {
		fmt.Fprintf(fs.Output(), "hlslc: %v\n", err)
		return err
	}
	for _, n := range norm.Notes {
		fmt.Fprintf(fs.Output(), "hlslc: note: %s\n", n)
	}
	return parseInterspersed(fs, norm.Args)
}
