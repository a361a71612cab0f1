package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"time"

	"hlslc/backend/exec"
	"hlslc/internal/progress"
)

// exitInterrupted is the exit status of a run stopped by Ctrl-C (128 +
// SIGINT, as shells report it).
const exitInterrupted = 130

// runControl is the executor's side of both forms of `hlslc run`: the
// checks, the interleaving of waves, the workers and the timing model, and
// keeping the run in hand: --budget, progress on a terminal for long runs,
// Ctrl-C.
type runControl struct {
	budget   string
	progress *exec.Progress
	noWait   *bool
	noHaz    *bool
	hwLDS    *bool
	seed     *uint64
	workers  *int
	timing   *bool
	ldsAlign exec.LDSAlignment
}

// defaultBudget stops a runaway kernel in about half a minute.
const defaultBudget = "30s"

// addRunControl defines the flags; ldsAlign is --lds-alignment's default,
// which differs between hlslc's own code and a foreign code object (run.go).
func addRunControl(fs *flag.FlagSet, ldsAlign exec.LDSAlignment) *runControl {
	rc := &runControl{}
	fs.StringVar(&rc.budget, "budget", defaultBudget, "stop the run after this much wall-clock `time` (30s, 5m) or this many wave instructions (a number)")
	rc.noWait = fs.Bool("no-waitcnt-check", false, "do not report registers used before their loads return")
	rc.noHaz = fs.Bool("no-hazard-check", false, "do not report wait-state hazards")
	rc.hwLDS = fs.Bool("hardware-lds-bounds", false, "run groupshared accesses outside the LDS allocation as hardware does (reads 0, writes dropped) instead of stopping with an error")
	rc.seed = fs.Uint64("seed", 0, "vary the interleaving of the waves of each workgroup and the order of the lanes of each atomic instruction (0: each wave runs until it blocks, lanes in order)")
	rc.workers = fs.Int("workers", 0, "workgroups run in parallel (default: all cores)")
	rc.timing = fs.Bool("timing", false, "add the timing model's estimate for a Vega 10 to the output (docs/timing.md)")
	fs.TextVar(&rc.ldsAlign, "lds-alignment", ldsAlign, "the LDS alignment mode (SH_MEM_CONFIG.alignment_mode): `strict` (a DS access not naturally aligned is a fault) or unaligned (it moves the bytes at its address, as ROCm sets gfx9 up)")
	return rc
}

// options are the executor's options the flags give, with the budget (an
// instruction count or a duration).
func (rc *runControl) options() (exec.Options, error) {
	opts := exec.Options{NoWaitcntCheck: *rc.noWait, NoHazardCheck: *rc.noHaz, Seed: *rc.seed, Workers: *rc.workers,
		Timing: *rc.timing, HardwareLDSBounds: *rc.hwLDS, LDSAlignment: rc.ldsAlign}
	if *rc.workers < 0 {
		return opts, fmt.Errorf("--workers %d: want a number of workers, or 0 for one per core", *rc.workers)
	}
	if n, err := strconv.ParseInt(rc.budget, 10, 64); err == nil {
		if n <= 0 {
			return opts, fmt.Errorf("--budget %q: the instruction count must be positive", rc.budget)
		}
		opts.Budget = n
		return opts, nil
	}
	d, err := time.ParseDuration(rc.budget)
	if err != nil || d <= 0 {
		return opts, fmt.Errorf("--budget %q: want a duration (30s, 5m) or a number of wave instructions", rc.budget)
	}
	opts.Budget, opts.Deadline = 1<<62, d
	return opts, nil
}

// start applies the budget, turns Ctrl-C into cancelling the dispatch, and
// shows the workgroups done on stderr when it is a terminal and the run
// takes more than 2 s. stop ends both.
func (rc *runControl) start(stderr io.Writer) (opts exec.Options, stop func(), err error) {
	if opts, err = rc.options(); err != nil {
		return opts, nil, err
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	rc.progress = new(exec.Progress)
	opts.Context, opts.Progress = ctx, rc.progress
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		select {
		case <-done:
			return
		case <-time.After(2 * time.Second):
		}
		_, total := rc.progress.Workgroups()
		bar := progress.New(stderr, "workgroups", int(total))
		defer bar.Done()
		shown := uint64(0)
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			n, _ := rc.progress.Workgroups()
			bar.Add(int(n - shown))
			shown = n
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return opts, func() {
		close(done)
		<-finished
		cancel()
	}, nil
}

// exitFor reports an executor error: an interrupted run says how far it
// got (and exits 130), a stopped runaway names its budget and place (exit
// 3), with the source line when src maps the program counter to one.
func (rc *runControl) exitFor(err error, prefix string, src func(pc uint64) string, stderr io.Writer) (int, bool) {
	var e *exec.Error
	if !errors.As(err, &e) || e.Kind != exec.KindInterrupted && e.Kind != exec.KindBudget {
		return 0, false
	}
	where := ""
	if src != nil && e.Inst != "" {
		if s := src(e.PC); s != "" {
			where = " (source " + s + ")"
		}
	}
	if e.Kind == exec.KindBudget {
		fmt.Fprintf(stderr, "%s: %v%s; --budget sets another\n", prefix, err, where)
		return exitFault, true
	}
	done, total := rc.progress.Workgroups()
	fmt.Fprintf(stderr, "%s: %v%s; %d of %d workgroups done, %d wave instructions executed\n", prefix, err, where, done, total, rc.progress.Instructions())
	return exitInterrupted, true
}
