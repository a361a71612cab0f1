// Package progress shows how far a long job is (runs with many
// workgroups, `hlslc bench peers`, the fuzzer) on a terminal, and is
// silent anywhere else: a log file or a CI transcript gets no carriage
// returns or partial lines.
package progress

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// Bar reports "label: done/total" on one rewritten terminal line.
type Bar struct {
	w      io.Writer // nil when not a terminal
	label  string
	total  int
	done   int
	last   time.Time
	mu     sync.Mutex
	shown  bool
	minGap time.Duration
}

// IsTerminal reports whether w is a character device (a terminal).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// New starts a bar of total steps on w; it prints only when w is a
// terminal.
func New(w io.Writer, label string, total int) *Bar {
	b := &Bar{label: label, total: total, minGap: 100 * time.Millisecond}
	if IsTerminal(w) {
		b.w = w
	}
	return b
}

// Add records n more steps done, redrawing at most ten times a second
// (and always for the last step).
func (b *Bar) Add(n int) { b.Step(n, nil) }

// Step is Add with a detail after the count ("label: done/total, detail"):
// detail is called only when the line is redrawn, so that a caller pays
// for formatting it ten times a second at most.
func (b *Bar) Step(n int, detail func() string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done += n
	if b.w == nil {
		return
	}
	now := time.Now()
	if b.done < b.total && now.Sub(b.last) < b.minGap {
		return
	}
	b.last = now
	fmt.Fprintf(b.w, "\r\x1b[K%s: %d/%d", b.label, b.done, b.total)
	if detail != nil {
		if d := detail(); d != "" {
			fmt.Fprintf(b.w, ", %s", d)
		}
	}
	b.shown = true
}

// Done clears the line (nothing was printed when not on a terminal).
func (b *Bar) Done() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.w != nil && b.shown {
		fmt.Fprint(b.w, "\r\x1b[K")
	}
	b.shown = false
}
