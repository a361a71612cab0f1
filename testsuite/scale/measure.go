package scale

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
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
// them; Wall is the elapsed time. Alloc is the heap allocated, in total
// and by stage; GCs counts the collections that ran during the compile
// (0 unless the heap outgrew gcOffLimit: see Measure).
type Timing struct {
	Total  time.Duration
	Wall   time.Duration
	Stages map[string]time.Duration
	Alloc  uint64
	Allocs map[string]uint64
	GCs    uint64
	Bytes  int // the source's size
}

// gcOffLimit is the heap at which the collector runs although Measure
// turned it off: a guard for the machine, far above what the benchmark's
// sizes allocate (about 2.5 GB per MB of source). A compile that reaches it
// reports its collections in Timing.GCs.
const gcOffLimit = 6 << 30

// Measure compiles src (kernel main, gfx900, the default pipeline) and
// returns its timing, or the first error. A stage's time is the CPU time
// since the previous stage ended (the compiler reports stages in order),
// so the little work between stages counts for the next one.
//
// The collector is kept out of the figures: Measure collects before the
// compile and turns the collector off during it (GOGC off, the way hlslc
// itself compiles below its soft memory limit, cmd/hlslc/memlimit.go). A
// collection during the compile would charge its mark assists and write
// barriers to whichever stage happened to allocate when the heap reached
// the collector's goal, and the goals are set by the heap, not by the
// stages; subtracting the collector's own time would leave those costs in.
// What stays is the cost of allocating itself (and, on the first compile
// of a size, the kernel's faults on pages the process had not used: later
// compiles reuse the pages the collection before them freed, which is
// why Repeat's minimum leaves them out).
func Measure(src string) (t Timing, err error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	runtime.GC()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(gcOffLimit))
	t = Timing{Stages: map[string]time.Duration{}, Allocs: map[string]uint64{}, Bytes: len(src)}
	mem0 := readMem()
	w0, c0 := time.Now(), threadCPU()
	last, lastMem := c0, mem0
	StageEnd("")
	add := func(name string, _ time.Duration) {
		StageEnd(name)
		now, mem := threadCPU(), readMem()
		t.Stages[name] += now - last
		t.Allocs[name] += mem.alloc - lastMem.alloc
		last, lastMem = now, mem
	}
	res := frontend.Compile("scale.hlsl", []byte(src), frontend.Options{Entry: "main", PhaseDone: func(phase string) { add(phase, 0) }}, frontend.StageCheck)
	finish := func() {
		t.Total, t.Wall = threadCPU()-c0, time.Since(w0)
		mem := readMem()
		t.Alloc, t.GCs = mem.alloc-mem0.alloc, mem.gcs-mem0.gcs
	}
	defer finish()
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
	return t, nil
}

// StageEnd is called as each stage of a measured compile ends, with the
// stage's name, and with "" as the compile starts. It marks the
// boundaries for an instruction-counting profiler: callgrind's
// --dump-before=hlslc/testsuite/scale.StageEnd writes one profile part per
// call, the cost since the previous call (see ReadCallgrindParts).
//
//go:noinline
func StageEnd(name string) {
	if StageLog != nil {
		StageLog(name)
	}
}

// StageLog, when set, hears every StageEnd call, in order.
var StageLog func(name string)

// memStats are the runtime's cumulative counts Measure reads at each stage.
type memStats struct{ alloc, gcs uint64 }

var memSamples = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}

func readMem() memStats {
	metrics.Read(memSamples)
	return memStats{memSamples[0].Value.Uint64(), memSamples[1].Value.Uint64()}
}

// minTiming is the stage-by-stage minimum of a, the minimum of the
// earlier compiles of one source, and b, the one just made (their
// allocations are the same but for the runtime's rounding: the smaller is
// kept; GCs keeps the larger, so that a collection in any run shows); b
// alone when it is the first (rep 0).
func minTiming(a, b Timing, rep int) Timing {
	if rep == 0 {
		return b
	}
	m := Timing{Total: min(a.Total, b.Total), Wall: min(a.Wall, b.Wall), Alloc: min(a.Alloc, b.Alloc),
		GCs: max(a.GCs, b.GCs), Bytes: a.Bytes, Stages: map[string]time.Duration{}, Allocs: map[string]uint64{}}
	for name, d := range a.Stages {
		if e, ok := b.Stages[name]; ok {
			m.Stages[name] = min(d, e)
			m.Allocs[name] = min(a.Allocs[name], b.Allocs[name])
		}
	}
	return m
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
// (1: linear); 0 when the stage took no measurable time at n. The stage ""
// is the whole compile.
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

// Graded says whether a stage took at least floor at n, so that its
// growth is the stage's and not the timer's or the machine's noise.
func (r Row) Graded(stage string, floor time.Duration) bool {
	return r.Small.Stages[stage] >= floor
}

// Bound is what the row tells of a stage's growth: the growth itself when
// the stage is graded (exact), else a lower bound: a stage under floor at
// n that takes d at 8n grows by more than d/(8·floor), which says
// something once d passes 8·floor (a stage under the floor at n and 276 ms
// at 8n grows by more than 3.4).
func (r Row) Bound(stage string, floor time.Duration) (g float64, exact bool) {
	if r.Graded(stage, floor) {
		return r.Growth(stage), true
	}
	return float64(r.Big.Stages[stage]) / float64(8*floor), false
}

// Worst is the stage whose growth, or lower bound of it (Bound), is the
// largest, with that figure (a lower bound under 1 says nothing and does
// not count); "" when no stage is graded or bounded.
func (r Row) Worst(floor time.Duration) (name string, g float64, exact bool) {
	for _, st := range byCost(r.Big.Stages) {
		if x, ex := r.Bound(st, floor); x > g && (ex || x >= 1) {
			name, g, exact = st, x, ex
		}
	}
	return name, g, exact
}

// worstText writes Worst's answer: "gvn (1.23)", or with growthFirst
// "1.23 (gvn)"; "–" for none.
func worstText(stage string, g float64, exact, growthFirst bool) string {
	switch {
	case stage == "":
		return "–"
	case growthFirst:
		return fmt.Sprintf("%s (%s)", growthText(g, exact), stage)
	}
	return fmt.Sprintf("%s (%s)", stage, growthText(g, exact))
}

// growthText writes a Bound: "1.23", or "≥3.45" for a lower bound ("–"
// for none: no stage graded or bounded).
func growthText(g float64, exact bool) string {
	switch {
	case g == 0:
		return "–"
	case exact:
		return fmt.Sprintf("%.2f", g)
	}
	return fmt.Sprintf("≥%.2f", g)
}

// LargestUngraded is the stage under floor at n that takes most time at
// 8n: what the grading leaves out, at most.
func (r Row) LargestUngraded(floor time.Duration) (string, time.Duration) {
	for _, st := range byCost(r.Big.Stages) {
		if !r.Graded(st, floor) {
			return st, r.Big.Stages[st]
		}
	}
	return "", 0
}

// Config says how Run measures.
type Config struct {
	// Repeat is how many times each size is compiled (at least once); a
	// stage's time is its minimum over the compiles, the least disturbed
	// by the rest of the machine. The sizes alternate (n, 8n, n, 8n, ...)
	// so that a change in the machine's load touches both.
	Repeat int
	// Once measures n only (Big stays empty): for profiling one size.
	Once bool
	// Progress, when set, receives a line per shape as it goes.
	Progress io.Writer
}

// Run measures each shape with a size (sizes by shape name) at n units
// and, unless cfg.Once, at 8n.
func Run(sizes map[string]int, shapes []Shape, cfg Config) []Row {
	var rows []Row
	say := func(format string, args ...any) {
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, format, args...)
		}
	}
	for _, s := range shapes {
		n := sizes[s.Name]
		if n <= 0 {
			continue
		}
		r := Row{Shape: s.Name, N: n}
		say("%s: n=%d", s.Name, n)
		small, big := s.Gen(n), ""
		if !cfg.Once {
			big = s.Gen(8 * n)
		}
		for rep := 0; rep < max(cfg.Repeat, 1) && r.Err == nil; rep++ {
			t, err := Measure(small)
			r.Small, r.Err = minTiming(r.Small, t, rep), err
			say(" %.2fs", t.Total.Seconds())
			if cfg.Once || err != nil {
				continue
			}
			t, r.Err = Measure(big)
			r.Big = minTiming(r.Big, t, rep)
			say(" (8n %.2fs)", t.Total.Seconds())
		}
		say("\n")
		rows = append(rows, r)
	}
	return rows
}

// byCost lists the stages, the costliest first (by name on a tie, so that
// the order is the same from run to run).
func byCost(stages map[string]time.Duration) []string {
	var names []string
	for n := range stages {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		if stages[names[i]] != stages[names[j]] {
			return stages[names[i]] > stages[names[j]]
		}
		return names[i] < names[j]
	})
	return names
}

// WriteOnce prints rows measured with Once: the time at n and, with
// passes, every stage's time and allocation.
func WriteOnce(w io.Writer, rows []Row, passes bool) {
	fmt.Fprintf(w, "CPU time of the compiling thread, collector off during the compile\n")
	fmt.Fprintf(w, "%-17s %6s %8s %9s %9s %8s %8s\n", "shape", "n", "KB", "s", "µs/u", "MB", "wall")
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "%-17s %6d  error: %v\n", r.Shape, r.N, r.Err)
			continue
		}
		fmt.Fprintf(w, "%-17s %6d %8d %9.3f %9.1f %8.1f %8.2f%s\n", r.Shape, r.N, r.Small.Bytes/1024,
			r.Small.Total.Seconds(), float64(r.Small.Total.Microseconds())/float64(r.N), mb(r.Small.Alloc), r.Small.Wall.Seconds(), gcNote(r.Small))
		if passes {
			for _, n := range byCost(r.Small.Stages) {
				fmt.Fprintf(w, "    %-20s %9.3f %8.1f\n", n, r.Small.Stages[n].Seconds(), mb(r.Small.Allocs[n]))
			}
		}
	}
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

// gcNote marks a timing during which the collector ran after all.
func gcNote(t Timing) string {
	if t.GCs == 0 {
		return ""
	}
	return fmt.Sprintf("  (%d collections: heap past %d GiB)", t.GCs, gcOffLimit>>30)
}

// WriteTable prints the rows: time per unit at n and 8n, its growth, the
// stage of largest growth (or lower bound of it, for a stage under floor
// at n: Bound), and the stage under the floor that takes most at 8n; with
// passes, every stage's time, growth and allocation at both sizes, the
// ungraded ones marked.
func WriteTable(w io.Writer, rows []Row, passes bool, floor time.Duration) {
	fmt.Fprintf(w, "CPU time of the compiling thread, collector off during the compile; growth is per-unit time at 8n over at n (1.00: linear);\n")
	fmt.Fprintf(w, "stages are graded when they take at least %v at n (the others: \"<floor\", with their time at 8n)\n", floor)
	fmt.Fprintf(w, "%-17s %6s %8s %9s %8s %9s %10s %7s %8s %8s  %-28s %s\n", "shape", "n", "KB@8n", "s@n", "s@8n", "µs/u@n", "µs/u@8n", "growth", "MB/u@8n", "wall@8n",
		"worst graded stage (growth)", "largest ungraded (s@8n)")
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "%-17s %6d  error: %v\n", r.Shape, r.N, r.Err)
			continue
		}
		per := func(t Timing, n int) float64 { return float64(t.Total.Microseconds()) / float64(n) }
		st, g, exact := r.Worst(floor)
		ust, ud := r.LargestUngraded(floor)
		fmt.Fprintf(w, "%-17s %6d %8d %9.3f %8.3f %9.1f %10.1f %7.2f %8.3f %8.2f  %-28s %s (%.3f)%s%s\n", r.Shape, r.N, r.Big.Bytes/1024,
			r.Small.Total.Seconds(), r.Big.Total.Seconds(), per(r.Small, r.N), per(r.Big, 8*r.N), r.Growth(""),
			mb(r.Big.Alloc)/float64(8*r.N), r.Big.Wall.Seconds(), worstText(st, g, exact, false), ust, ud.Seconds(), gcNote(r.Small), gcNote(r.Big))
		if passes {
			fmt.Fprintf(w, "    %-20s %9s %8s %14s %9s %9s\n", "stage", "s@n", "s@8n", "growth", "MB@n", "MB@8n")
			for _, n := range byCost(r.Big.Stages) {
				grade := growthText(r.Bound(n, floor))
				if !r.Graded(n, floor) {
					grade = "<floor " + grade
				}
				fmt.Fprintf(w, "    %-20s %9.4f %8.4f %14s %9.1f %9.1f\n", n, r.Small.Stages[n].Seconds(), r.Big.Stages[n].Seconds(), grade,
					mb(r.Small.Allocs[n]), mb(r.Big.Allocs[n]))
			}
		}
	}
}

// WriteMarkdown prints the rows as two Markdown tables: one line per
// shape (sizes, times, growth, the stage of largest growth or lower bound
// of it, the largest stage under floor at n), then every stage's growth by
// shape; a stage under floor at n shows its lower bound (Bound) with its
// time at 8n when the bound passes 1, else "–" with that time when it
// reaches a millisecond.
func WriteMarkdown(w io.Writer, rows []Row, floor time.Duration) {
	fmt.Fprintf(w, "| shape | n | KB@8n | s@n | s@8n | growth | max stage growth (≥: bound) | largest stage under %v at n (ms@8n) |\n", floor)
	fmt.Fprintf(w, "|---|---:|---:|---:|---:|---:|---|---|\n")
	var ok []Row
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "| %s | %d | error: %v | | | | | |\n", r.Shape, r.N, r.Err)
			continue
		}
		ok = append(ok, r)
		st, g, exact := r.Worst(floor)
		ust, ud := r.LargestUngraded(floor)
		fmt.Fprintf(w, "| %s | %d | %d | %.3f | %.3f | %.2f | %s | %s (%.1f) |\n", r.Shape, r.N, r.Big.Bytes/1024,
			r.Small.Total.Seconds(), r.Big.Total.Seconds(), r.Growth(""), worstText(st, g, exact, true), ust, ud.Seconds()*1000)
	}
	if len(ok) == 0 {
		return
	}
	total := map[string]time.Duration{}
	for _, r := range ok {
		for st, d := range r.Big.Stages {
			total[st] += d
		}
	}
	fmt.Fprintf(w, "\n| stage |")
	for _, r := range ok {
		fmt.Fprintf(w, " %s |", r.Shape)
	}
	fmt.Fprintf(w, "\n|---|%s\n", strings.Repeat("---:|", len(ok)))
	for _, st := range byCost(total) {
		fmt.Fprintf(w, "| %s |", st)
		for _, r := range ok {
			g, exact := r.Bound(st, floor)
			switch d := r.Big.Stages[st]; {
			case exact:
				fmt.Fprintf(w, " %.2f |", g)
			case g >= 1:
				fmt.Fprintf(w, " %s (%.0f ms) |", growthText(g, exact), d.Seconds()*1000)
			case d >= time.Millisecond:
				fmt.Fprintf(w, " – (%.0f ms) |", d.Seconds()*1000)
			default:
				fmt.Fprintf(w, " – |")
			}
		}
		fmt.Fprintf(w, "\n")
	}
}
