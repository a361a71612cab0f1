package scale

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Instruction counts: the second measure of the benchmark. CPU time per
// unit grows from n to 8n for two reasons, an algorithm that is not linear
// and a working set that outgrows the caches (the IR at 8n is hundreds of
// megabytes); the time table cannot tell them apart. Counting the
// instructions each stage executes, and the cache misses a simulated
// hierarchy would take, can: callgrind (valgrind's instruction-counting
// profiler) runs one compile of one size, cut into a profile part per
// stage at each StageEnd call. The counts are exact and do not depend on
// the machine's load, so one compile per size suffices.

// Counts is one compile's cost by stage, as callgrind counted it. Events
// names the counters, in callgrind's terms: Ir (instructions executed),
// and with the cache simulation Dr, Dw (data reads and writes), I1mr,
// D1mr, D1mw (first-level misses), ILmr, DLmr, DLmw (last-level misses).
// Stages holds each stage's sum over its calls, in Events' order; Order
// lists the stages in the order they first ended.
type Counts struct {
	Events []string
	Stages map[string][]uint64
	Order  []string
}

// Event returns stage's count of the named event (0 when either is absent).
func (c Counts) Event(stage, event string) uint64 {
	for i, e := range c.Events {
		if e == event && i < len(c.Stages[stage]) {
			return c.Stages[stage][i]
		}
	}
	return 0
}

// Total returns the named event summed over every stage.
func (c Counts) Total(event string) uint64 {
	var t uint64
	for s := range c.Stages {
		t += c.Event(s, event)
	}
	return t
}

// ReadCallgrindParts reads the profile parts callgrind wrote with
// --dump-before=hlslc/testsuite/scale.StageEnd --callgrind-out-file=base:
// base.1 holds the cost before the first call, base.k the cost between
// calls k-1 and k. stages are the names StageEnd was called with, in order
// (StageLog's record): "" marks the compile's start, so the part that ends
// with it (the program before the compile) counts for no stage.
func ReadCallgrindParts(base string, stages []string) (Counts, error) {
	c := Counts{Stages: map[string][]uint64{}}
	for k, name := range stages {
		events, summary, err := readCallgrindSummary(fmt.Sprintf("%s.%d", base, k+1))
		if err != nil {
			return c, err
		}
		if c.Events == nil {
			c.Events = events
		} else if strings.Join(events, " ") != strings.Join(c.Events, " ") {
			return c, fmt.Errorf("%s.%d: events %q, not %q as before", base, k+1, events, c.Events)
		}
		if name == "" {
			continue
		}
		sum, ok := c.Stages[name]
		if !ok {
			sum = make([]uint64, len(events))
			c.Order = append(c.Order, name)
		}
		for i, x := range summary {
			sum[i] += x
		}
		c.Stages[name] = sum
	}
	return c, nil
}

// readCallgrindSummary returns a profile part's event names and its
// summary line (the part's total of each event).
func readCallgrindSummary(name string) (events []string, summary []uint64, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "events:"); ok {
			events = strings.Fields(rest)
			continue
		}
		rest, ok := strings.CutPrefix(line, "summary:")
		if !ok {
			rest, ok = strings.CutPrefix(line, "totals:")
		}
		if !ok || summary != nil {
			continue
		}
		for _, f := range strings.Fields(rest) {
			x, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: summary %q: %v", name, rest, err)
			}
			summary = append(summary, x)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	if events == nil || summary == nil {
		return nil, nil, fmt.Errorf("%s: not a callgrind profile (no events or summary line)", name)
	}
	// callgrind leaves out trailing events that are zero
	for len(summary) < len(events) {
		summary = append(summary, 0)
	}
	if len(summary) > len(events) {
		return nil, nil, fmt.Errorf("%s: %d counts for %d events", name, len(summary), len(events))
	}
	return events, summary, nil
}

// CountConfig says how Count runs callgrind.
type CountConfig struct {
	// Child is the command that compiles one shape once at a given size
	// under the profiler, with every StageEnd call appended as a line to a
	// file: Child(shape, n, stageFile) returns its arguments, the program
	// first (hlslc-scale runs itself with -stagelog).
	Child func(shape string, n int, stageFile string) []string
	// CacheSim adds callgrind's cache simulation (about twice as slow),
	// with LL as the last-level cache ("size,associativity,line", e.g.
	// "33554432,16,64" for 32 MB; "" lets callgrind take the host's).
	CacheSim bool
	LL       string
	// Dir holds the profile parts (one directory per shape and size).
	Dir string
	// Once counts n only.
	Once bool
	// Progress, when set, receives a line per shape as it goes.
	Progress io.Writer
}

// CountRow is one shape counted at n and 8n units (Big empty with Once).
type CountRow struct {
	Shape      string
	N          int
	Small, Big Counts
	Err        error
}

// Count runs each shape with a size (sizes by shape name) under callgrind
// once at n and, unless cfg.Once, once at 8n.
func Count(sizes map[string]int, shapes []Shape, cfg CountConfig) []CountRow {
	var rows []CountRow
	for _, s := range shapes {
		n := sizes[s.Name]
		if n <= 0 {
			continue
		}
		r := CountRow{Shape: s.Name, N: n}
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, "%s: n=%d", s.Name, n)
		}
		r.Small, r.Err = countOnce(s.Name, n, cfg)
		if r.Err == nil && !cfg.Once {
			r.Big, r.Err = countOnce(s.Name, 8*n, cfg)
		}
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, " done\n")
		}
		rows = append(rows, r)
	}
	return rows
}

// countOnce profiles one compile of shape at n units.
func countOnce(shape string, n int, cfg CountConfig) (Counts, error) {
	dir := filepath.Join(cfg.Dir, fmt.Sprintf("%s-%d", shape, n))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Counts{}, err
	}
	stageFile, base := filepath.Join(dir, "stages.txt"), filepath.Join(dir, "callgrind.out")
	args := []string{"--tool=callgrind", "--dump-before=hlslc/testsuite/scale.StageEnd",
		"--callgrind-out-file=" + base, "--dump-instr=no", "--compress-strings=no"}
	if cfg.CacheSim {
		args = append(args, "--cache-sim=yes")
		if cfg.LL != "" {
			args = append(args, "--LL="+cfg.LL)
		}
	}
	args = append(args, cfg.Child(shape, n, stageFile)...)
	cmd := exec.Command("valgrind", args...)
	// one P and no asynchronous preemption: the compile runs on one
	// thread, and callgrind's signal handling is not disturbed
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1", "GODEBUG=asyncpreemptoff=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return Counts{}, fmt.Errorf("valgrind on %s at %d: %v: %s", shape, n, err, lastLines(string(out), 5))
	}
	data, err := os.ReadFile(stageFile)
	if err != nil {
		return Counts{}, err
	}
	stages := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	return ReadCallgrindParts(base, stages)
}

func lastLines(s string, k int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > k {
		lines = lines[len(lines)-k:]
	}
	return strings.Join(lines, " | ")
}

// CountGrowth is a stage's count per unit at 8n over that at n (1.00:
// linear), or 0 when the stage counted nothing at n.
func (r CountRow) CountGrowth(stage, event string) float64 {
	return ratio(r.Big.Event(stage, event), r.Small.Event(stage, event))
}

// countFloor is the instructions at n below which a stage's growth is not
// graded: fixed costs (a table built once per compile) dominate there.
const countFloor = 1e6

// WriteCounts writes, for each shape, every stage's instructions at n and
// 8n and their growth per unit, the costliest first; with the cache
// simulation also the growth of last-level data misses (DLmr + DLmw) per
// unit and their count at 8n.
func WriteCounts(w io.Writer, rows []CountRow) {
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "%s: error: %v\n", r.Shape, r.Err)
			continue
		}
		cache := hasEvent(r.Small, "DLmr")
		fmt.Fprintf(w, "%s  n=%d  instructions %.3g at n, %.3g at 8n: growth %.2f", r.Shape, r.N,
			float64(r.Small.Total("Ir")), float64(r.Big.Total("Ir")), ratio(r.Big.Total("Ir"), r.Small.Total("Ir")))
		worst, g := r.WorstCount()
		fmt.Fprintf(w, "; worst stage %s (%.2f)\n", worst, g)
		fmt.Fprintf(w, "    %-22s %14s %14s %7s", "stage", "Ir@n", "Ir@8n", "growth")
		if cache {
			fmt.Fprintf(w, " %12s %7s", "LLmiss@8n", "growth")
		}
		fmt.Fprintln(w)
		for _, st := range r.byInstructions() {
			a, b := r.Small.Event(st, "Ir"), r.Big.Event(st, "Ir")
			grade := fmt.Sprintf("%7.2f", r.CountGrowth(st, "Ir"))
			if a < countFloor {
				grade = "  small"
			}
			fmt.Fprintf(w, "    %-22s %14d %14d %s", st, a, b, grade)
			if cache {
				ma, mb := llMisses(r.Small, st), llMisses(r.Big, st)
				fmt.Fprintf(w, " %12d %7s", mb, growthOrDash(mb, ma))
			}
			fmt.Fprintln(w)
		}
	}
}

// WorstCount returns the graded stage whose instructions per unit grow
// most, and that growth.
func (r CountRow) WorstCount() (string, float64) {
	name, worst := "", 0.0
	for _, st := range r.byInstructions() {
		if r.Small.Event(st, "Ir") < countFloor {
			continue
		}
		if g := r.CountGrowth(st, "Ir"); g > worst {
			name, worst = st, g
		}
	}
	return name, worst
}

// WriteCountsMarkdown writes one summary line per shape: instructions per
// unit growth of the whole compile and of its worst graded stage.
func WriteCountsMarkdown(w io.Writer, rows []CountRow) {
	fmt.Fprintln(w, "| shape | n | Ir at n | Ir at 8n | whole compile | worst stage (≥ 1 M Ir at n) |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---|")
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "| %s | %d | error: %v | | | |\n", r.Shape, r.N, r.Err)
			continue
		}
		worst, g := r.WorstCount()
		fmt.Fprintf(w, "| %s | %d | %.3g | %.3g | %.2f | %.2f (%s) |\n", r.Shape, r.N,
			float64(r.Small.Total("Ir")), float64(r.Big.Total("Ir")), ratio(r.Big.Total("Ir"), r.Small.Total("Ir")), g, worst)
	}
}

func (r CountRow) byInstructions() []string {
	names := append([]string{}, r.Small.Order...)
	sort.SliceStable(names, func(i, j int) bool { return r.Big.Event(names[i], "Ir") > r.Big.Event(names[j], "Ir") })
	return names
}

func hasEvent(c Counts, e string) bool {
	for _, x := range c.Events {
		if x == e {
			return true
		}
	}
	return false
}

func llMisses(c Counts, stage string) uint64 { return c.Event(stage, "DLmr") + c.Event(stage, "DLmw") }

// ratio is b per unit at 8n over a per unit at n.
func ratio(b, a uint64) float64 {
	if a == 0 {
		return 0
	}
	return float64(b) / (8 * float64(a))
}

func growthOrDash(b, a uint64) string {
	if a == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", ratio(b, a))
}
