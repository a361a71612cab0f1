// Command hlslc-offload runs tests of LLVM's offload test suite on hlslc
// (package hlslc/testsuite/offload) and prints one line per test and a
// summary table:
//
//	go run ./testsuite/offload/cmd/hlslc-offload [-v] [-run REGEXP] [-emit DIR] PATH...
//
// Each PATH is a .test file or a folder searched for them (the suite's
// test/ tree, or part of it). A line is the test's path relative to its
// PATH, the verdict (skip, compile-error, run-error, agree, differ) and
// the reason; -v adds every failed comparison and the diagnostics. -emit
// writes, for each test that runs, DIR/NAME.hlsl (the source) and
// DIR/NAME.json (the run spec), so that `hlslc run DIR/NAME.hlsl --spec
// DIR/NAME.json` reproduces it. The exit status is 1 when a test
// differs or fails to run, 0 otherwise, 2 on bad usage.
package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"hlslc/testsuite/offload"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("hlslc-offload", flag.ContinueOnError)
	fset.SetOutput(stderr)
	verbose := fset.Bool("v", false, "print every failed comparison and the compile errors")
	only := fset.String("run", "", "run only the tests whose path matches `regexp`")
	emit := fset.String("emit", "", "write each converted test's source and run spec to `DIR`")
	if err := fset.Parse(args); err != nil || fset.NArg() == 0 {
		if err == flag.ErrHelp {
			return 0
		}
		fmt.Fprintln(stderr, "usage: hlslc-offload [-v] [-run REGEXP] [-emit DIR] PATH...")
		return 2
	}
	var re *regexp.Regexp
	if *only != "" {
		var err error
		if re, err = regexp.Compile(*only); err != nil {
			fmt.Fprintf(stderr, "hlslc-offload: -run: %v\n", err)
			return 2
		}
	}
	type test struct{ path, name string }
	var tests []test
	for _, root := range fset.Args() {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(p, ".test") && !strings.HasSuffix(p, ".test.yaml") {
				return nil
			}
			name, _ := filepath.Rel(root, p)
			if name == "." {
				name = filepath.Base(p)
			}
			if re == nil || re.MatchString(p) {
				tests = append(tests, test{p, name})
			}
			return nil
		})
		if err != nil {
			fmt.Fprintf(stderr, "hlslc-offload: %v\n", err)
			return 2
		}
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].name < tests[j].name })
	tmp, err := os.MkdirTemp("", "hlslc-offload")
	if err != nil {
		fmt.Fprintf(stderr, "hlslc-offload: %v\n", err)
		return 2
	}
	defer os.RemoveAll(tmp)
	counts := map[offload.Status]int{}
	reasons := map[offload.Status]map[string]int{}
	bad := false
	for i, t := range tests {
		o := runOne(t.path, filepath.Join(tmp, fmt.Sprint(i)), *emit, t.name)
		counts[o.Status]++
		if reasons[o.Status] == nil {
			reasons[o.Status] = map[string]int{}
		}
		reasons[o.Status][o.Reason]++
		line := fmt.Sprintf("%s\t%s", t.name, o.Status)
		if o.Reason != "" {
			line += "\t" + o.Reason
		}
		if o.Status == offload.Differ {
			if o.InterpAgrees {
				line += "\t(the interpreter agrees with the executor)"
			} else {
				line += "\t(the interpreter differs from the executor)"
			}
		}
		fmt.Fprintln(stdout, line)
		if *verbose && o.Detail != "" {
			for _, l := range strings.Split(strings.TrimSpace(o.Detail), "\n") {
				fmt.Fprintln(stdout, "\t"+l)
			}
		}
		if o.Status == offload.Differ || o.Status == offload.RunError {
			bad = true
		}
	}
	fmt.Fprintf(stdout, "\n%d tests: %d agree, %d differ, %d compile errors, %d run errors, %d skipped\n", len(tests),
		counts[offload.Agree], counts[offload.Differ], counts[offload.CompileError], counts[offload.RunError], counts[offload.Skipped])
	for _, s := range []offload.Status{offload.Skipped, offload.CompileError, offload.RunError, offload.Differ} {
		var rs []string
		for r := range reasons[s] {
			rs = append(rs, r)
		}
		sort.Slice(rs, func(i, j int) bool {
			if reasons[s][rs[i]] != reasons[s][rs[j]] {
				return reasons[s][rs[i]] > reasons[s][rs[j]]
			}
			return rs[i] < rs[j]
		})
		for _, r := range rs {
			fmt.Fprintf(stdout, "  %-13s %4d  %s\n", s, reasons[s][r], r)
		}
	}
	if bad {
		return 1
	}
	return 0
}

// runOne converts and runs one test file in its own folder.
func runOne(path, dir, emit, name string) offload.Outcome {
	text, err := os.ReadFile(path)
	if err != nil {
		return offload.Outcome{Status: offload.RunError, Reason: err.Error()}
	}
	tf, err := offload.ParseTest(path, string(text))
	if err != nil {
		return offload.Outcome{Status: offload.Skipped, Reason: err.Error()}
	}
	c, err := offload.Convert(tf)
	if err != nil {
		return offload.Outcome{Status: offload.Skipped, Reason: err.Error()}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return offload.Outcome{Status: offload.RunError, Reason: err.Error()}
	}
	o := offload.Run(c, dir)
	if emit != "" && o.Spec != nil {
		base := filepath.Join(emit, strings.ReplaceAll(strings.TrimSuffix(name, ".test"), "/", "_"))
		if err := os.MkdirAll(emit, 0o755); err == nil {
			src := "// RUN-FLAGS: " + strings.Join(c.Flags, " ") + "\n" + tf.Parts[c.Source]
			_ = os.WriteFile(base+".hlsl", []byte(src), 0o644)
			_ = os.WriteFile(base+".json", o.Spec, 0o644)
		}
	}
	return o
}
