package exec

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// A runaway dispatch stops at its wall-clock deadline or when its context
// is cancelled, with an error naming the wave's next instruction; a
// finished one has counted every workgroup in its Progress.
func TestDeadlineCancelProgress(t *testing.T) {
	const loop = ".Lloop:\n s_branch .Lloop"
	start := time.Now()
	err := runTiny(t, loop, Options{Deadline: 100 * time.Millisecond})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindBudget || !strings.Contains(err.Error(), "ran for more than 100ms (its budget)") || !strings.Contains(err.Error(), "(s_branch") {
		t.Errorf("deadline: %v", err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("a 100ms deadline stopped the dispatch after %v", el)
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
