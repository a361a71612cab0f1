package crosscheck

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"hlslc/internal/corpus"
	"hlslc/ir/runspec"
	"hlslc/testsuite"
	"hlslc/testsuite/vk"
)

// TestVerdicts runs the small manifest of testdata, one shader per verdict
// and reason, through Check.
func TestVerdicts(t *testing.T) {
	if why := testsuite.LavapipeAvailable(); why != "" {
		if os.Getenv("HLSLC_REQUIRE_TOOLS") == "1" {
			t.Fatalf("lavapipe: %s (HLSLC_REQUIRE_TOOLS=1)", why)
		}
		t.Skipf("lavapipe cannot run: %s", why)
	}
	entries, err := corpus.Read("testdata")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		verdict Verdict
		reason  string
		note    string // a substring of Row.Note
	}{
		"agree":       {Agree, "", ""},
		"literal":     {Differ, "", ""},
		"race":        {CannotCompare, ReasonNondet, ""},
		"ub":          {CannotCompare, ReasonUndefined, ""},
		"enum":        {CannotCompare, ReasonGlslangRejects, ""},
		"wave":        {CannotCompare, ReasonWaveSize, ""},
		"nooutput":    {CannotCompare, ReasonNoOutput, ""},
		"select":      {Agree, "", "select"},
		"sample":      {Agree, "", "point sampling"},
		"f32tof16":    {Agree, "", "f32tof16"},
		"lanerace":    {CannotCompare, ReasonRace, ""},
		"impldefined": {CannotCompare, ReasonImplDefined, ""},
	}
	if len(entries) != len(want) {
		t.Fatalf("testdata has %d entries, the test expects %d", len(entries), len(want))
	}
	var rows []Row
	for _, e := range entries {
		w, ok := want[e.ID]
		if !ok {
			t.Fatalf("no expectation for %s", e.ID)
		}
		r := Check(e, Options{})
		rows = append(rows, r)
		if r.Verdict != w.verdict || r.Reason != w.reason || !strings.Contains(r.Note, w.note) {
			t.Errorf("%s: %s %q (%s; note %q), want %s %q (note with %q)", e.ID, r.Verdict, r.Reason, r.Detail, r.Note, w.verdict, w.reason, w.note)
		}
		if e.ID == "literal" {
			if r.InterpSides != "executor" || r.Words != 64 || !strings.Contains(r.Detail, "resource Out word 0") {
				t.Errorf("literal: %d words, the interpreter sides with %s, %s; want 64 words, the executor, word 0 of Out", r.Words, r.InterpSides, r.Detail)
			}
			var b bytes.Buffer
			PrintDifferences(&b, r, 2)
			if got := b.String(); !strings.Contains(got, "Out[1]: hlslc") || strings.Contains(got, "Out[2]") || !strings.Contains(got, "Out: 64 of ") {
				t.Errorf("PrintDifferences:\n%s", got)
			}
		}
	}
	s := Summarize(rows)
	if got, want := s.String(), "12 rows: 4 agree (1 with point sampling or flat textures), 1 differ, 0 errors, 7 cannot compare (data race 1, glslang rejects 1, implementation-defined result 1, no output 1, not deterministic 1, undefined behaviour with these inputs 1, wave-size dependent 1)"; got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
}

// TestRelayout moves a struct holding float3 fields between D3D's packing
// (28-byte elements) and std430 (32 bytes: c starts a new 16-byte slot).
func TestRelayout(t *testing.T) {
	f3 := runspec.Layout{Elem: runspec.F32, Dims: []runspec.Dim{{Count: 3, Stride: 4}}}
	f1 := runspec.Layout{Elem: runspec.F32}
	h := runspec.Resource{Name: "B", Kind: runspec.Structured, Stride: 28, Members: []runspec.Member{
		{Name: "a", Offset: 0, Layout: f3}, {Name: "b", Offset: 12, Layout: f1}, {Name: "c", Offset: 16, Layout: f3}}}
	var g vk.Resource
	g.Name, g.Kind, g.Stride = "B", runspec.Structured, 32
	g.Element = []runspec.Member{{Name: "c", Offset: 16, Layout: f3}, {Name: "a", Offset: 0, Layout: f3}, {Name: "b", Offset: 12, Layout: f1}}
	l, err := newRelayout(h, g)
	if err != nil {
		t.Fatal(err)
	}
	in := make([]byte, 2*28)
	for i := range in {
		in[i] = byte(i + 1)
	}
	gl := l.toGlslang(in)
	if len(gl) != 64 {
		t.Fatalf("%d bytes at glslang's layout, want 64", len(gl))
	}
	// element 1's c (hlslc bytes 44..55) lands at glslang's 48..59; the
	// padding after it stays zero
	if !bytes.Equal(gl[48:60], in[44:56]) || !bytes.Equal(gl[60:64], make([]byte, 4)) || !bytes.Equal(gl[32:48], in[28:44]) {
		t.Errorf("toGlslang: % x", gl)
	}
	if back := l.toHlslc(gl, make([]byte, len(in))); !bytes.Equal(back, in) {
		t.Errorf("toHlslc(toGlslang(x)) = % x, want % x", back, in)
	}
	// a field glslang's element lacks, or of another shape, is an error
	g.Element = g.Element[1:]
	if _, err := newRelayout(h, g); err == nil || !strings.Contains(err.Error(), `"c"`) {
		t.Errorf("missing field: %v", err)
	}
	g.Element = []runspec.Member{{Name: "c", Offset: 16, Layout: f1}, {Name: "a", Offset: 0, Layout: f3}, {Name: "b", Offset: 12, Layout: f1}}
	if _, err := newRelayout(h, g); err == nil {
		t.Error("a field of another shape was paired")
	}
	// an element one side knows only by its stride moves whole, at the
	// same stride only
	g.Element = nil
	if _, err := newRelayout(h, g); err == nil {
		t.Error("elements of unknown fields and different strides were paired")
	}
	h.Members = nil
	if _, err := newRelayout(h, g); err == nil {
		t.Error("elements of unknown fields and different strides were paired")
	}
	g.Stride = 28
	if l, err := newRelayout(h, g); err != nil || !bytes.Equal(l.toGlslang(in), in) {
		t.Errorf("same stride, unknown fields: %v", err)
	}
}
