// Command hlslc-crosscheck runs every entry point of a corpus manifest on
// hlslc's executor and on glslang + lavapipe with the same synthesized
// inputs and prints one line per entry point and a summary (package
// hlslc/testsuite/crosscheck):
//
//	go run ./testsuite/crosscheck/cmd/hlslc-crosscheck [-corpus DIR] [-j N] [-run REGEXP] [-T PROFILE] [-enable-16bit-types] [-seed N] [-v] [-dump DIR]
//
// DIR holds MANIFEST.tsv (default: ../shared/corpus, as the tests find
// it). Each line is ID, the verdict, and the reason or the first
// difference; -v adds, for a difference, the first differing words of
// every resource, and -dump writes both sides' outputs of a difference as
// JSON (words by resource name). The exit status is 0 when no entry point differs or
// fails, 1 otherwise, 2 on bad usage.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sync"

	"hlslc/internal/corpus"
	"hlslc/testsuite"
	"hlslc/testsuite/crosscheck"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc-crosscheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("corpus", "", "the `folder` of MANIFEST.tsv (default: ../shared/corpus)")
	jobs := fs.Int("j", 1, "entry points checked at once")
	only := fs.String("run", "", "check only the entry points whose id matches `regexp`")
	target := fs.String("T", "cs_6_0", "target `profile` for every entry point")
	enable16 := fs.Bool("enable-16bit-types", false, "enable int16_t, uint16_t, float16_t for every entry point")
	seed := fs.Uint64("seed", 0, "vary the synthesized inputs (0: those `hlslc run` gives)")
	verbose := fs.Bool("v", false, "print the first differing words of each resource of a difference")
	dump := fs.String("dump", "", "write both sides' outputs of every difference to `DIR`/ID.hlslc.json and ID.lavapipe.json")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		if err == flag.ErrHelp {
			return 0
		}
		fmt.Fprintln(stderr, "usage: hlslc-crosscheck [-corpus DIR] [-j N] [-run REGEXP] [-T PROFILE] [-enable-16bit-types] [-seed N] [-v] [-dump DIR]")
		return 2
	}
	if why := testsuite.LavapipeAvailable(); why != "" {
		fmt.Fprintf(stderr, "hlslc-crosscheck: lavapipe cannot run: %s\n", why)
		return 2
	}
	if *dir == "" {
		d, ok := corpus.Dir()
		if !ok {
			fmt.Fprintf(stderr, "hlslc-crosscheck: no corpus at ../shared/corpus: give -corpus DIR\n")
			return 2
		}
		*dir = d
	}
	entries, err := corpus.Read(*dir)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc-crosscheck: %v\n", err)
		return 2
	}
	re, err := regexp.Compile(*only)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc-crosscheck: -run: %v\n", err)
		return 2
	}
	var selected []corpus.Entry
	for _, e := range entries {
		if re.MatchString(e.ID) {
			selected = append(selected, e)
		}
	}
	opts := crosscheck.Options{Target: *target, Enable16Bit: *enable16, InputSeed: *seed}
	rows := make([]crosscheck.Row, len(selected))
	done := make([]chan struct{}, len(selected))
	for i := range done {
		done[i] = make(chan struct{})
	}
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < max(*jobs, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				rows[i] = crosscheck.Check(selected[i], opts)
				close(done[i])
			}
		}()
	}
	go func() {
		for i := range selected {
			work <- i
		}
		close(work)
	}()
	// print in manifest order as the rows complete
	for i := range selected {
		<-done[i]
		printRow(stdout, rows[i], *verbose)
		if *dump != "" && rows[i].Executor != nil {
			if err := dumpRow(*dump, rows[i]); err != nil {
				fmt.Fprintf(stderr, "hlslc-crosscheck: %v\n", err)
				return 2
			}
		}
	}
	wg.Wait()
	s := crosscheck.Summarize(rows)
	fmt.Fprintln(stdout, s)
	if s.Differ > 0 || s.Errors > 0 {
		return 1
	}
	return 0
}

// dumpRow writes a difference's outputs as words by resource name.
func dumpRow(dir string, r crosscheck.Row) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for side, out := range map[string]map[string][]uint32{"hlslc": r.Executor, "lavapipe": r.Lavapipe} {
		js, err := json.Marshal(out)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, r.ID+"."+side+".json"), js, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func printRow(w io.Writer, r crosscheck.Row, verbose bool) {
	defer func() {
		if r.Note != "" {
			fmt.Fprintf(w, "\t(%s)\n", r.Note)
		}
	}()
	switch r.Verdict {
	case crosscheck.Agree:
		fmt.Fprintf(w, "agree\t%s\t%d resources compared\n", r.ID, r.Compared)
	case crosscheck.Differ:
		fmt.Fprintf(w, "DIFFER\t%s\t%d words; first: %s; the interpreter sides with %s\n", r.ID, r.Words, r.Detail, r.InterpSides)
		if verbose {
			crosscheck.PrintDifferences(w, r, 8)
		}
	case crosscheck.CannotCompare:
		fmt.Fprintf(w, "cannot\t%s\t%s: %s\n", r.ID, r.Reason, r.Detail)
	case crosscheck.Error:
		fmt.Fprintf(w, "ERROR\t%s\t%s\n", r.ID, r.Detail)
	}
}
