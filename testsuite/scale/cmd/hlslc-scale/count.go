package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"

	"hlslc/testsuite/scale"
)

// The instruction-count mode (-instructions): each shape compiled once at
// n and once at 8n under callgrind (valgrind must be installed), every
// stage's instructions and their growth per unit printed; -cachesim adds
// the last-level data misses of a simulated cache (-ll, 32 MB by default).
// It runs this program again under valgrind with -stagelog, which compiles
// the one shape once and records the stage boundaries.
var (
	instructions = flag.Bool("instructions", false, "count every stage's instructions under callgrind instead of timing it")
	cacheSim     = flag.Bool("cachesim", false, "with -instructions: simulate the caches and report last-level data misses")
	llCache      = flag.String("ll", "33554432,16,64", "with -cachesim: the simulated last-level cache `size,assoc,line`")
	countDir     = flag.String("countdir", "", "with -instructions: keep callgrind's profile parts in `dir` (default: a temporary directory)")
	stageLog     = flag.String("stagelog", "", "append each stage boundary to `file` (used by -instructions)")
)

// logStages makes every scale.StageEnd call a line of the file.
func logStages(name string) (flush func() error, err error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, err
	}
	w := bufio.NewWriter(f)
	scale.StageLog = func(stage string) { fmt.Fprintln(w, stage) }
	return func() error {
		if err := w.Flush(); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}, nil
}

// countMode runs -instructions and returns the exit status.
func countMode(sizes map[string]int, sel []scale.Shape, once bool, md string) int {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
		return 2
	}
	dir := *countDir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "hlslc-scale-count"); err != nil {
			fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
			return 2
		}
		defer os.RemoveAll(dir)
	}
	ll := *llCache
	rows := scale.Count(sizes, sel, scale.CountConfig{
		Child: func(shape string, n int, stageFile string) []string {
			return []string{self, "-shapes", shape, "-n", strconv.Itoa(n), "-once", "-repeat", "1", "-stagelog", stageFile}
		},
		CacheSim: *cacheSim, LL: ll, Dir: dir, Once: once, Progress: os.Stderr,
	})
	scale.WriteCounts(os.Stdout, rows)
	if md != "" {
		f, err := os.Create(md)
		if err == nil {
			scale.WriteCountsMarkdown(f, rows)
			err = f.Close()
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "hlslc-scale: %v\n", err)
			return 2
		}
	}
	for _, r := range rows {
		if r.Err != nil {
			return 1
		}
	}
	return 0
}
