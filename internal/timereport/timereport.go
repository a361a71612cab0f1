// Package timereport collects the time spent per compiler stage and pass
// (-ftime-report) and prints it the way clang's report reads: one line per
// pass with its total, share and number of runs, the largest first.
package timereport

import (
	"fmt"
	"io"
	"sort"
	"sync"
	"time"
)

// Report accumulates durations by name; safe for concurrent use.
type Report struct {
	mu     sync.Mutex
	total  map[string]time.Duration
	runs   map[string]int
	order  []string
	wall0  time.Time
	wallOK bool
}

// New starts a report; the wall time runs from now to Write.
func New() *Report {
	return &Report{total: map[string]time.Duration{}, runs: map[string]int{}, wall0: time.Now(), wallOK: true}
}

// Add records one run of name that took d.
func (r *Report) Add(name string, d time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.total[name]; !ok {
		r.order = append(r.order, name)
	}
	r.total[name] += d
	r.runs[name]++
}

// Time runs f and records its duration under name.
func (r *Report) Time(name string, f func()) {
	t0 := time.Now()
	f()
	r.Add(name, time.Since(t0))
}

// Write prints the report.
func (r *Report) Write(w io.Writer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	names := append([]string(nil), r.order...)
	sort.SliceStable(names, func(i, j int) bool { return r.total[names[i]] > r.total[names[j]] })
	var sum time.Duration
	for _, n := range names {
		sum += r.total[n]
	}
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintln(w, "                      hlslc pass execution timing report")
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintf(w, "  Total measured: %.3f ms (wall %.3f ms)\n\n", ms(sum), ms(time.Since(r.wall0)))
	fmt.Fprintf(w, "  %10s  %6s  %5s  %s\n", "ms", "%", "runs", "pass")
	for _, n := range names {
		share := 0.0
		if sum > 0 {
			share = 100 * float64(r.total[n]) / float64(sum)
		}
		fmt.Fprintf(w, "  %10.3f  %5.1f%%  %5d  %s\n", ms(r.total[n]), share, r.runs[n], n)
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
