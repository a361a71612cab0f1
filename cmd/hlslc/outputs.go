package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"hlslc/backend"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
)

// outFlag is a flag that is a switch (output to standard output) or names
// the file to write: --livereg, --livereg=FILE (RGA's outputs).
type outFlag struct {
	on   bool
	file string
}

func (o *outFlag) String() string   { return o.file }
func (o *outFlag) IsBoolFlag() bool { return true }
func (o *outFlag) Set(s string) error {
	switch s {
	case "true":
		o.on, o.file = true, ""
	case "false":
		o.on, o.file = false, ""
	default:
		o.on, o.file = true, s
	}
	return nil
}

// reportFlag is --report (text), --report=json or --report=csv, each
// optionally to a file: --report=json:FILE.
type reportFlag struct {
	kind string // "", "text", "json" or "csv"
	file string
}

func (r *reportFlag) String() string   { return r.kind }
func (r *reportFlag) IsBoolFlag() bool { return true }
func (r *reportFlag) Set(v string) error {
	kind, file, _ := strings.Cut(v, ":")
	switch kind {
	case "true", "text":
		r.kind = "text"
	case "json", "csv":
		r.kind = kind
	case "false":
		r.kind = ""
	default:
		return fmt.Errorf("want --report, --report=json or --report=csv (optionally :FILE)")
	}
	r.file = file
	return nil
}

// rgaRequest are the analysis outputs asked for besides the assembly.
type rgaRequest struct {
	report              reportFlag
	livereg, liveregSGP outFlag
	isa, cfg            string
	lines               bool // -Zi: the listing with source lines
}

// analysisOutput is one output: text to a file, or to standard output
// when file is "".
type analysisOutput struct{ text, file string }

// outputs computes the requested analyses of a compiled kernel, in the
// order they print: report, live VGPRs, live SGPRs; the ISA listing and
// the CFG go to their files.
func (q *rgaRequest) outputs(out *backend.Output) ([]analysisOutput, error) {
	var res []analysisOutput
	listing := out.Assembly
	if q.lines {
		listing = out.ListingWithLines()
	}
	if q.isa != "" {
		res = append(res, analysisOutput{listing, q.isa})
	}
	if q.cfg != "" {
		res = append(res, analysisOutput{backend.CFGDot(out.Func), q.cfg})
	}
	if q.report.kind != "" {
		rep, err := backend.MakeReport(out)
		if err != nil {
			return nil, err
		}
		res = append(res, analysisOutput{formatReport(rep, q.report.kind), q.report.file})
	}
	if q.livereg.on {
		res = append(res, analysisOutput{backend.LiveRegisters(out.Func, false), q.livereg.file})
	}
	if q.liveregSGP.on {
		res = append(res, analysisOutput{backend.LiveRegisters(out.Func, true), q.liveregSGP.file})
	}
	return res, nil
}

func formatReport(rep backend.Report, kind string) string {
	switch kind {
	case "json":
		j, _ := json.MarshalIndent(rep, "", "  ")
		return string(j) + "\n"
	case "csv":
		return rep.CSV()
	}
	return rep.Text()
}

// write writes the outputs that go to files and returns the text of those
// that go to standard output (concatenated in order), and whether any did.
func writeAnalyses(outs []analysisOutput) (stdoutText string, any bool, err error) {
	var b strings.Builder
	for _, o := range outs {
		if o.file == "" || o.file == "-" {
			b.WriteString(o.text)
			any = true
			continue
		}
		if err := os.WriteFile(o.file, []byte(o.text), 0o644); err != nil {
			return "", false, err
		}
	}
	return b.String(), any, nil
}

// objectAnalyses is `hlslc FILE.co [--report…] [--livereg…] [--isa F]
// [--cfg F] [-E kernel]`: the reports of a code object's kernels (all, or
// the one -E names), as RGA gives them for its binaries; without any, the
// disassembly.
func objectAnalyses(name string, data []byte, kernel string, q *rgaRequest, output string, stdout, stderr io.Writer) int {
	obj, err := codeobj.Read(data)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
		return exitInput
	}
	reps, funcs, err := backend.ObjectKernels(obj)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
		return exitInput
	}
	disasm, err := gfx9.Disassemble(obj, false)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
		return exitInput
	}
	var outs []analysisOutput
	found := false
	for i, rep := range reps {
		if kernel != "" && rep.Kernel != kernel {
			continue
		}
		found = true
		if q.report.kind != "" {
			text := formatReport(rep, q.report.kind)
			if q.report.kind == "csv" && len(outs) > 0 {
				_, text, _ = strings.Cut(text, "\n") // one header
			}
			outs = append(outs, analysisOutput{text, q.report.file})
		}
		if q.livereg.on {
			outs = append(outs, analysisOutput{backend.LiveRegisters(funcs[i], false), q.livereg.file})
		}
		if q.liveregSGP.on {
			outs = append(outs, analysisOutput{backend.LiveRegisters(funcs[i], true), q.liveregSGP.file})
		}
		if q.cfg != "" {
			outs = append(outs, analysisOutput{backend.CFGDot(funcs[i]), q.cfg})
		}
	}
	if !found {
		var names []string
		for _, r := range reps {
			names = append(names, r.Kernel)
		}
		fmt.Fprintf(stderr, "%s: error: no kernel %q (the object has: %s)\n", name, kernel, strings.Join(names, ", "))
		return exitInput
	}
	if q.isa != "" {
		outs = append(outs, analysisOutput{disasm, q.isa})
	}
	text, toStdout, err := writeAnalyses(outs)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	if !toStdout {
		if len(outs) > 0 {
			return exitOK
		}
		text = disasm
	}
	if output != "" && output != "-" {
		if err := os.WriteFile(output, []byte(text), 0o644); err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		return exitOK
	}
	io.WriteString(stdout, text)
	return exitOK
}
