package frontend

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// Result is the outcome of a frontend run.
type Result struct {
	PP      *PPResult
	Program *Program // nil when preprocessing or parsing failed
	Diags   *Diags
	Timing  Timing
}

// Timing splits the run's time by phase (for the benchmark).
type Timing struct {
	Preprocess, Parse, Check time.Duration
	Tokens                   int
	SLLOnly                  bool
}

// Stage selects how far Run goes.
type Stage int

const (
	StagePreprocess Stage = iota
	StageParse
	StageCheck
)

// CompileFile reads path and runs the frontend on it.
func CompileFile(path string, opts Options) (*Result, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Compile(path, data, opts, StageCheck), nil
}

// The frontend builds a large, short-lived, pointer-rich graph (tokens,
// ANTLR parse tree, typed AST). At the default GOGC=100 the collector runs
// every time the heap doubles and re-marks that whole graph each time: on a
// 20000-line shader that was about 45% of the frontend's time. While any
// Compile runs, the GC target is raised to gcPercentDuringCompile (the way
// the Go compiler raises its own starting heap); the previous setting is
// restored when the last one returns. A higher target, or none (a program
// that leaves collection to a memory limit, as cmd/hlslc's compiles do),
// stays. A GOGC set in the environment wins.
const gcPercentDuringCompile = 400

var gcState struct {
	sync.Mutex
	users int
	old   int
}

func raiseGCTarget() func() {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	gcState.Lock()
	if gcState.users == 0 {
		gcState.old = gcPercent()
		if gcState.old >= 0 && gcState.old < gcPercentDuringCompile {
			debug.SetGCPercent(gcPercentDuringCompile)
		}
	}
	gcState.users++
	gcState.Unlock()
	return func() {
		gcState.Lock()
		gcState.users--
		if gcState.users == 0 {
			debug.SetGCPercent(gcState.old)
		}
		gcState.Unlock()
	}
}

// gcPercent is the collector's current target (-1: off).
func gcPercent() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(int64(s[0].Value.Uint64()))
}

// Compile runs the frontend over one source buffer up to the given stage.
func Compile(name string, src []byte, opts Options, stage Stage) *Result {
	defer raiseGCTarget()()
	d := &Diags{Werror: opts.Werror, MaxErrors: opts.MaxErrors, NoWarn: opts.DisableWarning, Disabled: disabledWarnings(opts.Warnings)}
	res := &Result{Diags: d}
	sm, err := parseTarget(opts.Target)
	if err != nil {
		d.add(&Diagnostic{Sev: SevError, Msg: err.Error()})
		return res
	}
	if opts.Enable16Bit && sm < sm6_2 {
		d.add(&Diagnostic{Sev: SevError, Msg: fmt.Sprintf("-enable-16bit-types requires shader model 6.2 or later (have -T %s)", targetOr(opts.Target))})
		return res
	}
	t0 := time.Now()
	ppOpts := opts.PP
	ppOpts.HLSLVersion, ppOpts.ShaderModel, ppOpts.Enable16Bit = opts.HLSLVersion, sm, opts.Enable16Bit
	res.PP = Preprocess(NewFile(name, src), ppOpts, d)
	res.Timing.Preprocess = time.Since(t0)
	phaseDone(opts, "preprocess")
	if stage == StagePreprocess || d.HasErrors() {
		return res
	}
	if !bracketsWithinDepth(res.PP.Tokens, d) {
		return res
	}
	t1 := time.Now()
	tree, stats := parseTokens(res.PP.Tokens, d, sm)
	res.Timing.Parse = time.Since(t1)
	phaseDone(opts, "parse")
	res.Timing.Tokens, res.Timing.SLLOnly = stats.Tokens, stats.SLLOnly
	if stage == StageParse || d.HasErrors() {
		return res
	}
	t2 := time.Now()
	res.Program = check(tree, res.PP, opts, d)
	res.Timing.Check = time.Since(t2)
	phaseDone(opts, "check")
	return res
}

// phaseDone tells opts.PhaseDone, if any, that a phase has ended.
func phaseDone(opts Options, phase string) {
	if opts.PhaseDone != nil {
		opts.PhaseDone(phase)
	}
}

// CheckTarget validates a -T profile together with -enable-16bit-types.
func CheckTarget(target string, enable16 bool) error {
	sm, err := parseTarget(target)
	if err != nil {
		return err
	}
	if enable16 && sm < sm6_2 {
		return fmt.Errorf("-enable-16bit-types requires shader model 6.2 or later (have -T %s)", targetOr(target))
	}
	return nil
}

func targetOr(t string) string {
	if t == "" {
		return "cs_6_0"
	}
	return t
}
