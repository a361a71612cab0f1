package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestShrinkText runs Shrink on testdata/shrink/*.s against the .out files
// beside them.
func TestShrinkText(t *testing.T) {
	runAllocatedTextTests(t, "testdata/shrink/*.s", Shrink)
}

// TestShrinkRowsTested: every row of shrinkRules has its text test, whose
// output shows the row's result.
func TestShrinkRowsTested(t *testing.T) {
	for _, r := range shrinkRules {
		out, err := os.ReadFile(filepath.Join("testdata/shrink", r.name+".out"))
		if err != nil {
			t.Errorf("row %s: no text test (%v)", r.name, err)
			continue
		}
		if !strings.Contains(string(out), r.to) {
			t.Errorf("row %s: its test's output has no %s", r.name, r.to)
		}
	}
}

// TestSOPKRowsTested: every row of sopkRules has a case in
// testdata/shrink/sopk.s whose output shows the row's SOPK form.
func TestSOPKRowsTested(t *testing.T) {
	in, err := os.ReadFile("testdata/shrink/sopk.s")
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile("testdata/shrink/sopk.out")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range sopkRules {
		if !strings.Contains(string(in), "\t"+r.from+" ") || !strings.Contains(string(out), "\t"+r.to+" ") {
			t.Errorf("row %s => %s: no case", r.from, r.to)
		}
	}
}
