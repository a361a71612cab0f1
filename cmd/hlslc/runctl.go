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

// runControl keeps a run of the executor in hand: --budget, progress on a
// terminal for long runs, Ctrl-C.
type runControl struct {
	budget   string
	progress *exec.Progress
}

// defaultBudget stops a runaway kernel in about half a minute.
const defaultBudget = "30s"

func addRunControl(fs *flag.FlagSet) *runControl {
	rc := &runControl{}
	fs.StringVar(&rc.budget, "budget", defaultBudget, "stop the run after this much wall-clock `time` (30s, 5m) or this many wave instructions (a number)")
	return rc
}

// options sets the budget in opts (an instruction count or a duration).
func (rc *runControl) options(opts *exec.Options) error {
	if n, err := strconv.ParseInt(rc.budget, 10, 64); err == nil {
		if n <= 0 {
			return fmt.Errorf("--budget %q: the instruction count must be positive", rc.budget)
		}
		opts.Budget = n
		return nil
	}
	d, err := time.ParseDuration(rc.budget)
	if err != nil || d <= 0 {
		return fmt.Errorf("--budget %q: want a duration (30s, 5m) or a number of wave instructions", rc.budget)
	}
	opts.Budget, opts.Deadline = 1<<62, d
	return nil
}

// start applies the budget, turns Ctrl-C into cancelling the dispatch, and
// shows the workgroups done on stderr when it is a terminal and the run
// takes more than 2 s. stop ends both.
func (rc *runControl) start(opts *exec.Options, stderr io.Writer) (stop func(), err error) {
	if err := rc.options(opts); err != nil {
		return nil, err
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
	return func() {
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
