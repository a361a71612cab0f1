package scale

import (
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"time"

	"hlslc/backend"
	"hlslc/frontend"
	"hlslc/ir/lower"
)

// Timing is one compilation's time, in total and by stage or pass (the
// names -ftime-report prints; a pass that runs several times is summed).
// Times are the compiling thread's CPU time where the system tells it
// (threadCPU), so that other work on a shared machine does not inflate
// them; Wall is the elapsed time.
type Timing struct {
	Total  time.Duration
	Wall   time.Duration
	Stages map[string]time.Duration
	Bytes  int // the source's size
}

// Measure compiles src (kernel main, gfx900, the default pipeline) and
// returns its timing, or the first error. A stage's time is the CPU time
// since the previous stage ended (the compiler reports stages in order),
// so the little work between stages counts for the next one.
func Measure(src string) (Timing, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t := Timing{Stages: map[string]time.Duration{}, Bytes: len(src)}
	w0, c0 := time.Now(), threadCPU()
	last := c0
	add := func(name string, _ time.Duration) {
		now := threadCPU()
		t.Stages[name] += now - last
		last = now
	}
	res := frontend.Compile("scale.hlsl", []byte(src), frontend.Options{Entry: "main"}, frontend.StageCheck)
	// the frontend reports wall times: its CPU time is shared out in
	// their proportions
	fe := threadCPU() - last
	last += fe
	if wall := res.Timing.Preprocess + res.Timing.Parse + res.Timing.Check; wall > 0 {
		for name, d := range map[string]time.Duration{"preprocess": res.Timing.Preprocess, "parse": res.Timing.Parse, "check": res.Timing.Check} {
			t.Stages[name] += time.Duration(float64(fe) * float64(d) / float64(wall))
		}
	}
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		return t, fmt.Errorf("frontend: %s", firstLine(b.String()))
	}
	m, err := lower.Lower(res.Program, lower.Options{})
	add("lower", 0)
	if err != nil {
		return t, fmt.Errorf("lower: %v", err)
	}
	if _, err := backend.CompileWith(m, "main", backend.Options{Target: "gfx900", Verified: true, Time: add}); err != nil {
		return t, fmt.Errorf("backend: %s", firstLine(err.Error()))
	}
	t.Total, t.Wall = threadCPU()-c0, time.Since(w0)
	return t, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if len(s) > 160 {
		s = s[:160] + "…"
	}
	return s
}

// Row is one shape measured at n and at 8n units.
type Row struct {
	Shape      string
	N          int
	Small, Big Timing
	Err        error
}

// Growth is how much a stage's cost per unit grows from n to 8n
// (1: linear); 0 when the stage took no measurable time at n.
func (r Row) Growth(stage string) float64 {
	s, b := r.Small.Stages[stage], r.Big.Stages[stage]
	if stage == "" {
		s, b = r.Small.Total, r.Big.Total
	}
	if s <= 0 {
		return 0
	}
	return float64(b) / float64(s) / 8
}

// Worst is the stage whose cost per unit grows most from n to 8n among
// those that take at least minShare of the total at 8n (smaller ones are
// noise at these sizes).
func (r Row) Worst(minShare float64) (string, float64) {
	name, g := "", 0.0
	for st, d := range r.Big.Stages {
		if float64(d) < minShare*float64(r.Big.Total) {
			continue
		}
		if x := r.Growth(st); x > g {
			name, g = st, x
		}
	}
	return name, g
}

// RunOnce measures each shape at n units only (Big stays empty): for
// profiling one size.
func RunOnce(sizes map[string]int, shapes []Shape, progress io.Writer) []Row {
	return measureShapes(sizes, shapes, progress, false)
}

// WriteOnce prints RunOnce's rows: the time at n and, with passes, every
// stage's time.
func WriteOnce(w io.Writer, rows []Row, passes bool) {
	fmt.Fprintf(w, "CPU time of the compiling thread\n")
	fmt.Fprintf(w, "%-17s %6s %8s %9s %9s %8s\n", "shape", "n", "KB", "s", "µs/u", "wall")
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "%-17s %6d  error: %v\n", r.Shape, r.N, r.Err)
			continue
		}
		fmt.Fprintf(w, "%-17s %6d %8d %9.3f %9.1f %8.2f\n", r.Shape, r.N, r.Small.Bytes/1024,
			r.Small.Total.Seconds(), float64(r.Small.Total.Microseconds())/float64(r.N), r.Small.Wall.Seconds())
		if passes {
			for _, n := range byCost(r.Small.Stages) {
				fmt.Fprintf(w, "    %-20s %9.3f\n", n, r.Small.Stages[n].Seconds())
			}
		}
	}
}

// byCost lists the stages, the costliest first.
func byCost(stages map[string]time.Duration) []string {
	var names []string
	for n := range stages {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return stages[names[i]] > stages[names[j]] })
	return names
}

// Run measures each shape at n and 8n units (sizes by shape name).
func Run(sizes map[string]int, shapes []Shape, progress io.Writer) []Row {
	return measureShapes(sizes, shapes, progress, true)
}

// measureShapes measures each shape with a size at n units and, when big
// is set and n compiled, at 8n, reporting each step to progress.
func measureShapes(sizes map[string]int, shapes []Shape, progress io.Writer, big bool) []Row {
	var rows []Row
	for _, s := range shapes {
		n := sizes[s.Name]
		if n <= 0 {
			continue
		}
		r := Row{Shape: s.Name, N: n}
		if progress != nil {
			fmt.Fprintf(progress, "%s: n=%d ...", s.Name, n)
		}
		r.Small, r.Err = Measure(s.Gen(n))
		if big && r.Err == nil {
			if progress != nil {
				fmt.Fprintf(progress, " %.2fs; 8n=%d ...", r.Small.Total.Seconds(), 8*n)
			}
			r.Big, r.Err = Measure(s.Gen(8 * n))
		}
		if progress != nil {
			last := r.Small
			if big {
				last = r.Big
			}
			fmt.Fprintf(progress, " %.2fs\n", last.Total.Seconds())
		}
		rows = append(rows, r)
	}
	return rows
}

// WriteTable prints the rows: time per unit at n and 8n, its growth, and
// the stage that grows most; with passes, every stage's growth too.
func WriteTable(w io.Writer, rows []Row, passes bool) {
	fmt.Fprintf(w, "CPU time of the compiling thread; growth is per-unit time at 8n over at n (1.00: linear)\n")
	fmt.Fprintf(w, "%-17s %6s %8s %9s %8s %9s %10s %7s %8s  %s\n", "shape", "n", "KB@8n", "s@n", "s@8n", "µs/u@n", "µs/u@8n", "growth", "wall@8n", "worst stage (growth)")
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "%-17s %6d  error: %v\n", r.Shape, r.N, r.Err)
			continue
		}
		per := func(t Timing, n int) float64 { return float64(t.Total.Microseconds()) / float64(n) }
		st, g := r.Worst(0.05)
		fmt.Fprintf(w, "%-17s %6d %8d %9.3f %8.3f %9.1f %10.1f %7.2f %8.2f  %s (%.2f)\n", r.Shape, r.N, r.Big.Bytes/1024,
			r.Small.Total.Seconds(), r.Big.Total.Seconds(), per(r.Small, r.N), per(r.Big, 8*r.N), r.Growth(""), r.Big.Wall.Seconds(), st, g)
		if passes {
			for _, n := range byCost(r.Big.Stages) {
				fmt.Fprintf(w, "    %-20s %9.3f %8.3f %7.2f\n", n, r.Small.Stages[n].Seconds(), r.Big.Stages[n].Seconds(), r.Growth(n))
			}
		}
	}
}
