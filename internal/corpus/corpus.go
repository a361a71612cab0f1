// Package corpus reads the real-world shader corpus that lives beside the
// project (../shared/corpus from the module root): its MANIFEST.tsv names
// one compute entry point per row with the -D definitions and -I
// directories its authors compiled it with. Tests and benchmarks read the
// shaders from there at run time (they are other people's code under their
// own licences, never copied into the project); this package is the one
// place that knows the manifest's format and where the folder is.
package corpus

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Entry is one row of the manifest: an entry point of a shader file.
type Entry struct {
	ID    string // unique name: source__file__entry
	Path  string // the shader, absolute
	Entry string // the entry point (-E)
	// Defines are the -D definitions, NAME or NAME=VALUE.
	Defines []string
	// IncludeDirs are the -I directories, absolute, in the manifest's order.
	IncludeDirs []string
	// Repo, PathInRepo, Commit and Licence say where the shader came from.
	Repo, PathInRepo, Commit, Licence string
}

// Args is the entry's compile command line after the file name, in hlslc's
// (and DXC's) spelling: -E entry, then -D and -I flags.
func (e Entry) Args() []string {
	args := []string{"-E", e.Entry}
	for _, d := range e.Defines {
		args = append(args, "-D", d)
	}
	for _, i := range e.IncludeDirs {
		args = append(args, "-I", i)
	}
	return args
}

// EnvDir is the environment variable that overrides where the corpus is.
const EnvDir = "HLSLC_CORPUS"

// manifestColumns are the manifest's columns, in order.
var manifestColumns = []string{"id", "path", "entry", "defines", "include_dirs", "repo", "path_in_repo", "commit", "licence"}

// Dir returns the corpus folder: $HLSLC_CORPUS when set, else
// ../shared/corpus beside the module root found by walking up from the
// working directory to go.mod. ok is false when there is no such folder.
func Dir() (dir string, ok bool) {
	if d := os.Getenv(EnvDir); d != "" {
		st, err := os.Stat(d)
		return d, err == nil && st.IsDir()
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			c := filepath.Join(filepath.Dir(d), "shared", "corpus")
			st, err := os.Stat(filepath.Join(c, "MANIFEST.tsv"))
			return c, err == nil && !st.IsDir()
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

// Read parses dir/MANIFEST.tsv (see ReadManifest).
func Read(dir string) ([]Entry, error) {
	return ReadManifest(filepath.Join(dir, "MANIFEST.tsv"))
}

// ReadManifest parses a manifest file in the corpus's format (any name: a
// harvest of further shaders keeps its rows in the same columns). Paths in
// the entries are made absolute, relative to the manifest's folder; a
// malformed row is an error naming its line.
func ReadManifest(name string) ([]Entry, error) {
	abs, err := filepath.Abs(filepath.Dir(name))
	if err != nil {
		return nil, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var out []Entry
	seen := map[string]bool{}
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		cols := strings.Split(text, "\t")
		if line == 1 {
			if strings.Join(cols, "\t") != strings.Join(manifestColumns, "\t") {
				return nil, fmt.Errorf("%s:1: unexpected header %q (want the columns %s)", name, text, strings.Join(manifestColumns, ", "))
			}
			continue
		}
		if text == "" {
			continue
		}
		if len(cols) != len(manifestColumns) {
			return nil, fmt.Errorf("%s:%d: %d columns, want %d", name, line, len(cols), len(manifestColumns))
		}
		e := Entry{ID: cols[0], Path: filepath.Join(abs, filepath.FromSlash(cols[1])), Entry: cols[2],
			Defines: strings.Fields(cols[3]), Repo: cols[5], PathInRepo: cols[6], Commit: cols[7], Licence: cols[8]}
		if e.ID == "" || cols[1] == "" || e.Entry == "" {
			return nil, fmt.Errorf("%s:%d: empty id, path or entry", name, line)
		}
		if seen[e.ID] {
			return nil, fmt.Errorf("%s:%d: id %q appears twice", name, line, e.ID)
		}
		seen[e.ID] = true
		for _, d := range strings.Split(cols[4], ";") {
			if d != "" {
				e.IncludeDirs = append(e.IncludeDirs, filepath.Join(abs, filepath.FromSlash(d)))
			}
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if line == 0 {
		return nil, fmt.Errorf("%s: empty manifest", name)
	}
	return out, nil
}

// ForTest returns the corpus entries, skipping the test with a message
// saying where the corpus was looked for when the folder is absent (a
// checkout without the shared folder beside it); a manifest that exists
// but does not parse fails the test.
func ForTest(t testing.TB) []Entry {
	t.Helper()
	dir, ok := Dir()
	if !ok {
		t.Skipf("the shader corpus is not there (looked for %s; set %s to its folder): skipping the corpus test", describe(dir), EnvDir)
	}
	entries, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	return entries
}

func describe(dir string) string {
	if dir == "" {
		return "../shared/corpus beside the module root"
	}
	return dir
}
