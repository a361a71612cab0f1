package serve

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"path"
	"strings"

	"hlslc/backend"
	"hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/frontend"
	"hlslc/internal/dxcflags"
	"hlslc/internal/texfilter"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

// MainFile is the name the request's source has in diagnostics and
// #include resolution.
const MainFile = "shader.hlsl"

// Request is the body of POST /api/compile and POST /api/run.
type Request struct {
	Source string `json:"source"`
	Entry  string `json:"entry,omitempty"` // default main
	// Args are compiler flags in hlslc's or DXC's spelling (-T, -D, -HV,
	// -enable-16bit-types, -Zpr, --target, -fno-scalarize, -O3, …); flags
	// that name files are refused.
	Args []string `json:"args,omitempty"`
	// Files are the other sources #include may name, by relative path;
	// nothing is read from the server's file system.
	Files map[string]string `json:"files,omitempty"`

	// Run only: a run spec (default synthesized inputs), workgroup counts
	// "X,Y,Z", and the engine: "exec" (the GCN executor, default) or
	// "interp" (the reference interpreter).
	Spec     json.RawMessage `json:"spec,omitempty"`
	Dispatch string          `json:"dispatch,omitempty"`
	Engine   string          `json:"engine,omitempty"`

	// Set by the server, not the client: what to do and the budgets.
	Op     string `json:"op"`
	Budget int64  `json:"budget"`
}

// Diagnostic is a compiler message located in one of the request's files.
type Diagnostic struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Text     string `json:"text"` // as the command line prints it, with the source line
}

// CompileResult is the answer to /api/compile.
type CompileResult struct {
	Asm         string          `json:"asm"`
	Report      json.RawMessage `json:"report,omitempty"` // the --report=json object
	Diagnostics []Diagnostic    `json:"diagnostics"`
	// Lines gives, for every line of Asm, the line of the main source it
	// comes from (0: none, or another file).
	Lines   []int    `json:"lines"`
	Livereg *LiveReg `json:"livereg,omitempty"`
	// Occupancy gives, for the kernel's workgroup and LDS, the most VGPRs
	// and SGPRs each number of waves per SIMD allows (gfx9's occupancy
	// tables): the thresholds drawn on the pressure plot.
	Occupancy []Threshold `json:"occupancy,omitempty"`
	Error     string      `json:"error,omitempty"`
}

// Threshold is the largest register count that still gives Waves waves per
// SIMD (0: that many waves are out of reach whatever the count).
type Threshold struct {
	Waves int `json:"waves"`
	VGPRs int `json:"vgprs"`
	SGPRs int `json:"sgprs"`
}

// LiveReg is RGA's live-register maps as text (--livereg, --livereg-sgpr).
// The counts per instruction, which the pressure plot draws, are in the
// report's code (live_vgprs, live_sgprs).
type LiveReg struct {
	VGPRText string `json:"vgpr_text"`
	SGPRText string `json:"sgpr_text"`
}

// RunResult is the answer to /api/run.
type RunResult struct {
	Output      json.RawMessage `json:"output,omitempty"` // the typed run output
	Spec        json.RawMessage `json:"spec,omitempty"`   // the spec that ran (synthesized unless given)
	Diagnostics []Diagnostic    `json:"diagnostics"`
	// Findings are what the executor reports that hardware would silently
	// get wrong (registers read before their load returned, missing wait
	// states, out-of-bounds accesses), or the fault that stopped the run.
	Findings []string `json:"findings"`
	// Timing is the executor's timing model estimate for a Vega 10
	// (docs/timing.md); absent for the interpreter.
	Timing json.RawMessage `json:"timing,omitempty"`
	Error  string          `json:"error,omitempty"`
}

// compileOptions are the compiler options a request's Args give.
type compileOptions struct {
	fe          frontend.Options
	target      string
	noScalarize bool
	lower       lower.Options // --min16float, -denorm, -Gis
}

// parseArgs reads the request's flags: the compile flags that do not name
// files (there is no file system here).
func parseArgs(req *Request) (compileOptions, error) {
	o := compileOptions{target: "gfx900"}
	fs := flag.NewFlagSet("args", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var defines, warnings []string
	fs.Func("D", "", func(s string) error { defines = append(defines, s); return nil })
	fs.Func("W", "", func(s string) error { warnings = append(warnings, s); return nil })
	fs.Func("Wno", "", func(s string) error { warnings = append(warnings, "no-"+s); return nil })
	fs.StringVar(&o.fe.Target, "T", "cs_6_0", "")
	fs.Func("HV", "", func(s string) error {
		v, err := frontend.ParseHLSLVersion(s)
		o.fe.HLSLVersion = v
		return err
	})
	fs.BoolVar(&o.fe.Enable16Bit, "enable-16bit-types", false, "")
	fs.BoolVar(&o.fe.RowMajor, "Zpr", false, "")
	fs.Bool("Zpc", false, "")
	fs.Bool("Zi", false, "")
	fs.BoolVar(&o.fe.Werror, "Werror", false, "")
	fs.BoolVar(&o.fe.DisableWarning, "w", false, "")
	fs.StringVar(&o.target, "target", "gfx900", "")
	fs.BoolVar(&o.noScalarize, "fno-scalarize", false, "")
	fs.Func("O", "", func(string) error { return nil })
	fs.Func("min16float", "", func(s string) error {
		switch s {
		case "f16", "f32":
			o.lower.Min16AsF32 = s == "f32"
			return nil
		}
		return fmt.Errorf("want f16 or f32")
	})
	fs.Var(&o.lower.DenormF32, "denorm", "")
	fs.BoolVar(&o.lower.IEEEStrict, "Gis", false, "")
	norm, err := dxcflags.Normalize(req.Args, fs)
	if err != nil {
		return o, err
	}
	if err := fs.Parse(norm.Args); err != nil {
		return o, fmt.Errorf("args: %v (allowed: -T -E -D -HV -enable-16bit-types -Zpr -Zpc -W… -w -WX -O… -denorm -Gis --target -fno-scalarize --min16float)", err)
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("args: unexpected %q (the source comes in \"source\", included files in \"files\")", fs.Arg(0))
	}
	if o.target != "gfx900" && o.target != "gfx906" {
		return o, fmt.Errorf("args: unknown --target %q (gfx900 or gfx906)", o.target)
	}
	o.fe.Entry = req.Entry
	if o.fe.Entry == "" {
		o.fe.Entry = "main"
	}
	o.fe.PP.Defines = defines
	o.fe.Warnings = warnings
	o.fe.PP.ReadFile = includeReader(req.Files)
	return o, nil
}

// includeReader resolves #include among the request's files only: the
// preprocessor joins the name with the including file's folder (the main
// file is at the root); absolute names and names that leave the root are
// not found.
func includeReader(files map[string]string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		clean := path.Clean(strings.ReplaceAll(p, "\\", "/"))
		if path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") {
			return nil, fmt.Errorf("%s: only the files sent with the request can be included", p)
		}
		for name, text := range files {
			if path.Clean(strings.ReplaceAll(name, "\\", "/")) == clean {
				return []byte(text), nil
			}
		}
		return nil, fmt.Errorf("%s: no such file among the request's files", p)
	}
}

// module compiles the request's source to IR, collecting diagnostics.
func module(req *Request, o compileOptions) (*ir.Module, []Diagnostic, error) {
	res := frontend.Compile(MainFile, []byte(req.Source), o.fe, frontend.StageCheck)
	diags := convertDiags(res.Diags.List)
	if res.Diags.HasErrors() {
		return nil, diags, errors.New("the source has errors")
	}
	m, err := lower.Lower(res.Program, o.lower)
	if err != nil {
		var le *lower.Error
		if errors.As(err, &le) {
			return nil, append(diags, convertDiags(le.Diags)...), errors.New("the source has errors")
		}
		return nil, diags, err
	}
	return m, diags, nil
}

func convertDiags(list []*frontend.Diagnostic) []Diagnostic {
	out := []Diagnostic{}
	for _, d := range list {
		file, line := d.Pos.Presumed()
		out = append(out, Diagnostic{File: file, Line: line, Col: d.Pos.Col, Severity: d.Sev.String(), Message: d.Msg, Text: d.String()})
	}
	return out
}

// compileJob answers /api/compile.
func compileJob(req *Request) *CompileResult {
	r := &CompileResult{Diagnostics: []Diagnostic{}, Lines: []int{}}
	o, err := parseArgs(req)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	m, diags, err := module(req, o)
	r.Diagnostics = diags
	if err != nil {
		r.Error = err.Error()
		return r
	}
	out, err := backend.CompileWith(m, o.fe.Entry, backend.Options{Target: o.target, Verified: true, NoScalarize: o.noScalarize})
	if err != nil {
		r.Error = err.Error()
		return r
	}
	r.Asm = out.Assembly
	rep, err := backend.MakeReport(out)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	r.Report, _ = json.Marshal(rep)
	r.Lines = asmSourceLines(out.Assembly, rep.Code)
	r.Livereg = &LiveReg{VGPRText: backend.LiveRegisters(out.Func, false), SGPRText: backend.LiveRegisters(out.Func, true)}
	r.Occupancy = thresholds(rep)
	return r
}

// thresholds asks gfx9's occupancy model, for the kernel's workgroup size
// and LDS, how many VGPRs (at the kernel's SGPRs) and SGPRs (at its VGPRs)
// each number of waves per SIMD allows.
func thresholds(rep backend.Report) []Threshold {
	group := rep.Workgroup[0] * rep.Workgroup[1] * rep.Workgroup[2]
	sgprs := rep.SGPRs + rep.SGPRsReserved
	out := make([]Threshold, gfx9.MaxWavesPerSIMD)
	for i := range out {
		out[i].Waves = i + 1
	}
	for v := 1; v <= gfx9.VGPRsPerLane; v++ {
		if o, err := gfx9.ComputeOccupancy(v, sgprs, rep.LDSBytes, group); err == nil && o.WavesPerSIMD > 0 {
			for w := 1; w <= o.WavesPerSIMD; w++ {
				out[w-1].VGPRs = v
			}
		}
	}
	for s := 1; s <= gfx9.MaxSGPRsPerWave; s++ {
		if o, err := gfx9.ComputeOccupancy(max(rep.VGPRs, 1), s, rep.LDSBytes, group); err == nil && o.WavesPerSIMD > 0 {
			for w := 1; w <= o.WavesPerSIMD; w++ {
				out[w-1].SGPRs = s
			}
		}
	}
	return out
}

// asmSourceLines maps every line of the listing to the main file's source
// line of its instruction (0 for other lines and other files).
func asmSourceLines(asm string, code []backend.CodeLine) []int {
	instrs := make([]string, len(code))
	lines := make([]int, len(code))
	for k, c := range code {
		instrs[k] = c.Asm
		if c.Source != nil && c.Source.File == MainFile {
			lines[k] = c.Source.Line
		}
	}
	return alignToListing(asm, instrs, lines, 0)
}

// alignToListing gives every line of the listing the value of the
// instruction it holds, the instructions being in listing order (the
// listing writes each as a tab and its text), and none to other lines.
func alignToListing(asm string, instrs []string, values []int, none int) []int {
	lines := strings.Split(asm, "\n")
	out := make([]int, len(lines))
	k := 0
	for i, l := range lines {
		out[i] = none
		if k < len(instrs) && strings.HasPrefix(l, "\t") && strings.TrimSpace(l) == strings.TrimSpace(instrs[k]) {
			out[i] = values[k]
			k++
		}
	}
	return out
}

// runJob answers /api/run: compile, then run on the executor (or the
// interpreter) with the request's spec or synthesized inputs.
func runJob(req *Request) *RunResult {
	r := &RunResult{Diagnostics: []Diagnostic{}, Findings: []string{}}
	o, err := parseArgs(req)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	var spec *runspec.Spec
	if len(req.Spec) > 0 && string(req.Spec) != "null" {
		if spec, err = runspec.ParseNoFiles(req.Spec); err != nil {
			r.Error = err.Error()
			return r
		}
	}
	m, diags, err := module(req, o)
	r.Diagnostics = diags
	if err != nil {
		r.Error = err.Error()
		return r
	}
	if spec == nil {
		spec = runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{})
	}
	if req.Dispatch != "" {
		if spec.Dispatch, err = runspec.ParseDispatch(req.Dispatch); err != nil {
			r.Error = "dispatch: " + err.Error()
			return r
		}
	}
	r.Spec = spec.Format()
	var res []runspec.Resource
	var data [][]byte
	var formats []texfilter.Format
	switch req.Engine {
	case "", "exec":
		out, err := backend.CompileWith(m, o.fe.Entry, backend.Options{Target: o.target, Verified: true, NoScalarize: o.noScalarize})
		if err != nil {
			r.Error = err.Error()
			return r
		}
		co, err := codeobj.Write(out.Object)
		if err != nil {
			r.Error = err.Error()
			return r
		}
		// hlslc's own code runs in the strict LDS alignment mode, as `hlslc
		// run FILE.hlsl` runs it: a DS access the compiler wrongly proved
		// aligned is a fault here too, not silently moved bytes
		lr, err := launch.Run(m, co, spec, exec.Options{Budget: req.Budget, Workers: 1, Timing: true, LDSAlignment: exec.LDSStrict})
		if err != nil {
			r.Findings = append(r.Findings, err.Error())
			r.Error = "the run stopped: " + firstLine(err.Error())
			return r
		}
		res, data, formats = lr.Resources, lr.Data, lr.Formats
		if lr.Stats != nil && lr.Stats.Timing != nil {
			r.Timing = lr.Stats.Timing.JSON()
		}
	case "interp":
		ir, err := interp.Run(m, spec, interp.Options{MaxSteps: req.Budget})
		if err != nil {
			r.Findings = append(r.Findings, err.Error())
			r.Error = "the run stopped: " + firstLine(err.Error())
			return r
		}
		res, data, formats = ir.Resources, ir.Data, ir.Formats
	default:
		r.Error = fmt.Sprintf("engine %q: want exec or interp", req.Engine)
		return r
	}
	out, err := runspec.Output(res, data, runspec.OutputOptions{Formats: formats})
	if err != nil {
		r.Error = err.Error()
		return r
	}
	r.Output = out
	return r
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
