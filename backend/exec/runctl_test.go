package exec

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A runaway dispatch stops at its wall-clock deadline or when its context
// is cancelled, with an error naming the wave's next instruction; a
// finished one has counted every workgroup in its Progress.
func TestDeadlineCancelProgress(t *testing.T) {
	const loop = ".Lloop:\n s_branch .Lloop"
	err := runTiny(t, loop, Options{Deadline: 100 * time.Millisecond})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindBudget || !strings.Contains(err.Error(), "ran for more than 100ms (its budget)") || !strings.Contains(err.Error(), "(s_branch") {
		t.Errorf("deadline: %v", err)
	}
	// How soon it stops, in instructions rather than wall time (which load
	// and the race detector stretch): a runner looks at the clock after
	// each quantum of a wave (1<<20 instructions without a Seed), so a
	// deadline already past when the dispatch starts stops each of the two
	// workgroups' waves after its first quantum.
	err = runTiny(t, loop, Options{Deadline: time.Nanosecond})
	if m := regexp.MustCompile(`executing (\d+) wave instructions`).FindStringSubmatch(fmt.Sprint(err)); m == nil {
		t.Errorf("deadline 1ns: %v", err)
	} else if n, _ := strconv.ParseInt(m[1], 10, 64); n > 2<<20 {
		t.Errorf("a deadline already past stopped the dispatch after %d wave instructions, more than a quantum per wave", n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	err = runTiny(t, loop, Options{Context: ctx})
	if !errors.As(err, &e) || e.Kind != KindInterrupted || !strings.Contains(err.Error(), "interrupted at pc 0x0 (s_branch") {
		t.Errorf("cancel: %v", err)
	}
	var pr Progress
	if err := runTiny(t, "s_nop 0", Options{Progress: &pr}); err != nil {
		t.Fatal(err)
	}
	if done, total := pr.Workgroups(); done != 2 || total != 2 || pr.Instructions() != 4 {
		t.Errorf("progress: %d of %d workgroups, %d instructions; want 2 of 2, 4", done, total, pr.Instructions())
	}
}
