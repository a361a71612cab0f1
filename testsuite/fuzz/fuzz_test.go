package fuzz

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/testsuite"
)

// fuzzSeeds is the bounded slice of seeds TestFuzz runs (CI's fixed
// seeds); the command hlslc-fuzz runs any range. Measured on the 2-core
// development machine: 40 s while a two-worker fuzz campaign ran beside it.
const fuzzSeeds = 200

// TestFuzz runs programs of fixed seeds through the interpreter, hlslc's
// backend (default, -fno-scalarize, -O0 and with 16 VGPRs) and the LLVM
// path, and fails on any disagreement that is not a known bug
// (KnownBugs); a failing program is reduced and its reproducer written to
// a temporary directory.
func TestFuzz(t *testing.T) {
	llc, lld := testsuite.LLVMTools()
	opt := Options{NoScalarize: true, Unoptimized: true, Scarce: true}
	if llc == "" || lld == "" {
		if tooltest.Required() {
			t.Fatal("llc or ld.lld is not installed (HLSLC_REQUIRE_TOOLS=1)")
		}
		t.Log("llc or ld.lld is not installed: the LLVM path is not run")
		opt.NoLLVM = true
	}
	dir := t.TempDir()
	out := filepath.Join(os.TempDir(), "hlslc-fuzz")
	var mu sync.Mutex
	agreed, knownOnly := 0, 0
	seeds := make(chan uint64)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for s := range seeds {
				o := Check(s, Config{Options: opt, Dir: dir, Name: fmt.Sprint("w", w), OutDir: out})
				if len(o.New) > 0 {
					// reduce only what fails
					o = Check(s, Config{Options: opt, Dir: dir, Name: fmt.Sprint("w", w), OutDir: out, Reduce: true})
				}
				mu.Lock()
				switch {
				case o.Result.Agree():
					agreed++
				case len(o.New) == 0:
					knownOnly++
				default:
					for _, f := range o.New {
						t.Errorf("seed %d: %s", s, f)
					}
					t.Errorf("seed %d: reduced reproducer %s (%d candidate runs):\n%s", s, o.ReducedFile, o.ReduceRuns, o.Reduced)
				}
				mu.Unlock()
			}
		}(w)
	}
	for s := uint64(1); s <= fuzzSeeds; s++ {
		seeds <- s
	}
	close(seeds)
	wg.Wait()
	t.Logf("%d programs: %d agreed across all paths, %d failed only with known bugs", fuzzSeeds, agreed, knownOnly)
}

// fuzzLavapipeSeeds is the slice of portable programs TestFuzzLavapipe
// compares with lavapipe (about 0.5 s each, most of it lavapipe's start).
const fuzzLavapipeSeeds = 40

// TestFuzzLavapipe runs portable programs (GenOptions) of fixed seeds
// through the interpreter, hlslc's backend and glslang + lavapipe: the
// interpreter, which every other path is compared with, is itself checked
// against an independent implementation of HLSL's semantics.
func TestFuzzLavapipe(t *testing.T) {
	if why := testsuite.LavapipeAvailable(); why != "" {
		if tooltest.Required() {
			t.Fatalf("lavapipe: %s (HLSLC_REQUIRE_TOOLS=1)", why)
		}
		t.Skipf("lavapipe: %s", why)
	}
	dir := t.TempDir()
	opt := Options{NoLLVM: true, Lavapipe: true}
	ran := 0
	for s := uint64(1); s <= fuzzLavapipeSeeds; s++ {
		o := Check(s, Config{Options: opt, Dir: dir, Name: "l"})
		for _, f := range o.Result.Failures {
			t.Errorf("seed %d (portable): %s", s, f)
		}
		if len(o.Result.Skipped) == 0 {
			ran++
		}
	}
	t.Logf("%d portable programs, %d run on lavapipe", fuzzLavapipeSeeds, ran)
	if ran < fuzzLavapipeSeeds/2 {
		t.Errorf("only %d of %d portable programs ran on lavapipe: the generator makes programs glslang rejects", ran, fuzzLavapipeSeeds)
	}
}

// TestGenerateDeterministic checks that a seed always gives the same
// program (reproducers are named by seed) and that seeds differ.
func TestGenerateDeterministic(t *testing.T) {
	a, b := Generate(7).Source(), Generate(7).Source()
	if a != b {
		t.Fatal("seed 7 generated two different programs")
	}
	if Generate(8).Source() == a {
		t.Fatal("seeds 7 and 8 generated the same program")
	}
}

// TestReduce checks the reducer on a synthetic failure: it must delete
// everything but the statement that "fails" (lifting it out of its if).
func TestReduce(t *testing.T) {
	p := Generate(3)
	p.Body = []Stmt{
		&Line{"u0 = 1u;"},
		&If{Cond: "(gi < 3u)", Then: []Stmt{&Line{"u1 = 2u;"}, &Line{"u0 = 0xbadu;"}}, Else: []Stmt{&Line{"u1 = 3u;"}}},
		&For{Var: "k0", Bound: "3", Body: []Stmt{&Line{"u1 += k0;"}}},
		&Unit{[]string{"gs[gi] = u0;", "GroupMemoryBarrierWithGroupSync();"}},
	}
	red, runs := Reduce(p, func(q *Program) bool {
		var b strings.Builder
		renderList(&b, q.Body, "")
		return strings.Contains(b.String(), "0xbadu")
	})
	if runs == 0 {
		t.Fatal("the reducer ran nothing")
	}
	if len(red.Body) != 1 {
		t.Fatalf("reduced body has %d statements, want 1:\n%s", len(red.Body), red.Kernel())
	}
	if l, ok := red.Body[0].(*Line); !ok || l.Text != "u0 = 0xbadu;" {
		t.Fatalf("reduced to %#v, want the line u0 = 0xbadu;", red.Body[0])
	}
}

// TestReduceKeepsUnits checks that a barrier phase is kept or deleted as a
// whole.
func TestReduceKeepsUnits(t *testing.T) {
	p := Generate(3)
	p.Body = []Stmt{
		&Line{"u0 = 1u;"},
		&Unit{[]string{"gs[gi] = u0;", "GroupMemoryBarrierWithGroupSync();", "u1 = gs[0];", "GroupMemoryBarrierWithGroupSync();"}},
	}
	red, _ := Reduce(p, func(q *Program) bool {
		var b strings.Builder
		renderList(&b, q.Body, "")
		return strings.Contains(b.String(), "u1 = gs[0];")
	})
	if len(red.Body) != 1 {
		t.Fatalf("reduced body has %d statements, want the unit alone", len(red.Body))
	}
	if u, ok := red.Body[0].(*Unit); !ok || len(u.Lines) != 4 {
		t.Fatalf("reduced to %#v, want the whole unit", red.Body[0])
	}
}

// TestKnownBugsHaveCases checks that every known bug names an existing
// regression case that carries an XFAIL line.
func TestKnownBugsHaveCases(t *testing.T) {
	for _, k := range KnownBugs {
		src, err := os.ReadFile(filepath.Join("..", "cases", k.Case))
		if err != nil {
			t.Errorf("known bug %q: %v", k.Reason, err)
			continue
		}
		if !strings.Contains(string(src), "// XFAIL: ") {
			t.Errorf("known bug %q: %s has no XFAIL line (fixed? then remove the entry)", k.Reason, k.Case)
		}
	}
}

// TestTypedPrograms checks that about a third of the programs use typed
// resources, that the others do not declare them, and that the run spec of
// a typed program gives every typed resource the kernel uses its data (and
// a texture its dims), and no other.
func TestTypedPrograms(t *testing.T) {
	typed := 0
	for s := uint64(1); s <= 300; s++ {
		p := Generate(s)
		src := p.Source()
		if p.Typed == nil {
			if strings.Contains(src, "Texture") {
				t.Fatalf("seed %d: an untyped program declares textures", s)
			}
			continue
		}
		typed++
		if _, err := testsuite.ParseCase(fmt.Sprintf("seed%d.hlsl", s), []byte(src)); err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		hdr := p.header()
		var body strings.Builder
		renderList(&body, p.Body, "")
		for _, r := range p.Typed {
			inSpec := strings.Contains(hdr, fmt.Sprintf("%q: {", r.Name))
			if inSpec != r.usedIn(body.String()) {
				t.Fatalf("seed %d: %s used %v, in the spec %v", s, r.Name, r.usedIn(body.String()), inSpec)
			}
			if inSpec && r.tex() && !regexp.MustCompile(fmt.Sprintf(`%q: \{[^}]*"dims": \[`, r.Name)).MatchString(hdr) {
				t.Fatalf("seed %d: texture %s has no dims in the spec", s, r.Name)
			}
		}
	}
	if typed < 70 || typed > 130 {
		t.Fatalf("%d of 300 programs use typed resources, want about 100", typed)
	}
}

// TestExitPrograms checks the early-exit programs (exits.go): about a
// quarter of the programs, only they return early or use while and
// do-while loops, every form appears, and no barrier follows an exit.
func TestExitPrograms(t *testing.T) {
	exits := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"return":        regexp.MustCompile(`(?m)^\s+return;$`),
		"helper return": regexp.MustCompile(`return [^;]+;\n\s+}\n`),
		"while":         regexp.MustCompile(`\bwhile \(k\d+ < [^)]`),
		"do":            regexp.MustCompile(`\bdo \{`),
	}
	for s := uint64(1); s <= 400; s++ {
		p := Generate(s)
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		var helper strings.Builder
		renderList(&helper, p.Helper, "    ")
		text := body.String() + helper.String()
		if !p.Exits {
			for name, re := range forms {
				if re.MatchString(text) {
					t.Fatalf("seed %d: a program without exits has a %s:\n%s", s, name, text)
				}
			}
			continue
		}
		exits++
		for name, re := range forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
		main := body.String()
		if r := strings.Index(main, "return;"); r >= 0 && strings.Contains(main[r:], "Barrier") {
			t.Fatalf("seed %d: a barrier after an early exit:\n%s", s, main)
		}
	}
	if exits < 70 || exits > 130 {
		t.Fatalf("%d of 400 programs take early exits, want about 100", exits)
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no exit program has a %s", name)
		}
	}
	t.Logf("%d exit programs; forms %v", exits, seen)
}

// TestJumpPrograms checks the jump programs (jumps.go): about a quarter of
// the programs, only they loop on a break alone, take attributes and
// continue from an else branch, and every form appears.
func TestJumpPrograms(t *testing.T) {
	jumps := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"for (;;)":        regexp.MustCompile(`for \(;;\) \{`),
		"[loop]":          regexp.MustCompile(`\[loop\] (for|while|do)\b`),
		"[unroll]":        regexp.MustCompile(`\[unroll\] for \(uint k\d+ = 0; k\d+ < \d+;`),
		"nested break":    regexp.MustCompile(`(?m)^ {12,}break;\n\s+}\n`),
		"nested continue": regexp.MustCompile(`(?m)^ {12,}continue;\n\s+}\n`),
		"else continue":   regexp.MustCompile(`} else \{\n\s+continue;`),
	}
	for s := uint64(1); s <= 400; s++ {
		p := Generate(s)
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		text := body.String()
		if !p.Jumps {
			for name, re := range forms {
				// other programs break and continue at a loop body's top
				if !strings.HasPrefix(name, "nested") && re.MatchString(text) {
					t.Fatalf("seed %d: a program without jumps has a %s:\n%s", s, name, text)
				}
			}
			continue
		}
		jumps++
		if _, err := testsuite.ParseCase(fmt.Sprintf("seed%d.hlsl", s), []byte(p.Source())); err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		for name, re := range forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
	}
	if jumps < 70 || jumps > 130 {
		t.Fatalf("%d of 400 programs jump, want about 100", jumps)
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no jump program has a %s", name)
		}
	}
	t.Logf("%d jump programs; forms %v", jumps, seen)
}

// TestLanePrograms checks the cross-lane programs (lanes.go): only they
// read across lanes, every form appears, the per-lane reads stand at the
// kernel's top level before any return, and WaveMatch asks for cs_6_5.
func TestLanePrograms(t *testing.T) {
	lanes := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"read lane":    regexp.MustCompile(`WaveReadLaneAt\(`),
		"multi prefix": regexp.MustCompile(`WaveMultiPrefix\w+\(`),
		"quad":         regexp.MustCompile(`Quad\w+\(`),
		"per lane":     regexp.MustCompile(`% WaveActiveCountBits\(true\)\)|WaveActiveCountBits\(true\) - 1u - WaveGetLaneIndex\(\)`),
	}
	topLevel := regexp.MustCompile(`(?m)^    \S`)
	for s := uint64(1); s <= 600; s++ {
		p := Generate(s)
		src := p.Source()
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		text := body.String()
		if !p.Lanes {
			for name, re := range forms {
				if re.MatchString(text) {
					t.Fatalf("seed %d: a program without cross-lane reads has a %s", s, name)
				}
			}
			continue
		}
		if p.UseSM65 != strings.Contains(src, "RUN-FLAGS: -T cs_6_5") || p.UseSM65 != strings.Contains(text, "WaveMatch") {
			t.Fatalf("seed %d: WaveMatch %v, cs_6_5 %v", s, strings.Contains(text, "WaveMatch"), p.UseSM65)
		}
		lanes++
		for name, re := range forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
		returned := false
		for _, l := range strings.Split(text, "\n") {
			returned = returned || strings.Contains(l, "return")
			if (forms["quad"].MatchString(l) || forms["per lane"].MatchString(l)) && (returned || !topLevel.MatchString(l)) {
				t.Fatalf("seed %d: a per-lane read where lanes may be inactive: %s\n%s", s, l, text)
			}
		}
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no cross-lane program has a %s", name)
		}
	}
	t.Logf("%d cross-lane programs; forms %v", lanes, seen)
}

// TestAggrPrograms checks the aggregate programs (aggr.go): about a
// quarter of the programs, only they declare the struct, the run spec
// gives SIn and SB exactly when the kernel uses them, and every form
// appears.
func TestAggrPrograms(t *testing.T) {
	aggr := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"field at a computed index": regexp.MustCompile(`ap\[\([^;]+\) % 3u\]\.\w+`),
		"struct copy":               regexp.MustCompile(`ap\[.*\] = (ap|SIn|SB|gsa)\[`),
		"2D array":                  regexp.MustCompile(`m2\[\(`),
		"constant table":            regexp.MustCompile(`stab\[`),
		"SIn":                       regexp.MustCompile(`SIn\[`),
		"SB":                        regexp.MustCompile(`SB\[tid\]`),
		"gsa phase":                 regexp.MustCompile(`gsa\[gi\] = `),
		"returned atomic":           regexp.MustCompile(`Interlocked\w+\([^;]*, u\d+\);`),
		"compare exchange":          regexp.MustCompile(`InterlockedCompareExchange\(`),
	}
	for s := uint64(1); s <= 400; s++ {
		p := Generate(s)
		src := p.Source()
		if !p.Aggr {
			if strings.Contains(src, "struct AP") {
				t.Fatalf("seed %d: a program without aggregates declares them", s)
			}
			continue
		}
		aggr++
		if _, err := testsuite.ParseCase(fmt.Sprintf("seed%d.hlsl", s), []byte(src)); err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		text := body.String()
		for name, re := range forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
		hdr := p.header()
		for _, r := range []string{"SIn", "SB"} {
			if strings.Contains(hdr, fmt.Sprintf("%q: {", r)) != strings.Contains(text, r+"[") {
				t.Fatalf("seed %d: %s used %v, in the spec %v", s, r, strings.Contains(text, r+"["), !strings.Contains(text, r+"["))
			}
		}
	}
	if aggr < 70 || aggr > 130 {
		t.Fatalf("%d of 400 programs have aggregates, want about 100", aggr)
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no aggregate program has a %s", name)
		}
	}
	t.Logf("%d aggregate programs; forms %v", aggr, seen)
}

// TestLayoutPrograms checks the layout programs (layout.go): about a
// quarter of the programs, only they declare CB2, U3In and F3Out, the run
// spec gives each exactly when the kernel uses it, and every form appears.
func TestLayoutPrograms(t *testing.T) {
	layout := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"cbuffer array": regexp.MustCompile(`\bcarr\[`),
		"int4 array":    regexp.MustCompile(`\bciv\[`),
		"float array":   regexp.MustCompile(`\bcfa\[`),
		"matrix":        regexp.MustCompile(`mul\(`),
		"U3In":          regexp.MustCompile(`U3In\[`),
		"F3Out":         regexp.MustCompile(`F3Out\[tid\]`),
		"Load3":         regexp.MustCompile(`Raw\.Load3\(`),
		"Store3":        regexp.MustCompile(`Raw\.Store3\(`),
	}
	for s := uint64(1); s <= 400; s++ {
		p := Generate(s)
		src := p.Source()
		if !p.Layout {
			if strings.Contains(src, "CB2") {
				t.Fatalf("seed %d: a program without layouts declares CB2", s)
			}
			continue
		}
		layout++
		if _, err := testsuite.ParseCase(fmt.Sprintf("seed%d.hlsl", s), []byte(src)); err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		text := body.String()
		for name, re := range forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
		hdr := p.header()
		for r, re := range map[string]*regexp.Regexp{"CB2": useCB2, "U3In": useU3In, "F3Out": useF3Out} {
			if strings.Contains(hdr, fmt.Sprintf("%q: {", r)) != re.MatchString(text) {
				t.Fatalf("seed %d: %s used %v, in the spec %v", s, r, re.MatchString(text), !re.MatchString(text))
			}
		}
	}
	if layout < 70 || layout > 130 {
		t.Fatalf("%d of 400 programs have layouts, want about 100", layout)
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no layout program has a %s", name)
		}
	}
	t.Logf("%d layout programs; forms %v", layout, seen)
}

// TestHalfPrograms checks the 16-bit vector programs (half.go): about a
// quarter of the programs and no portable one, only they declare hv and
// hw, they compile with -enable-16bit-types, and every form appears.
func TestHalfPrograms(t *testing.T) {
	half := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"half vector":    regexp.MustCompile(`hv = clamp\(floor\(`),
		"swizzled store": regexp.MustCompile(`hv\.[xyzw]{2} = `),
		"select":         regexp.MustCompile(`select\(`),
		"uint16_t4":      regexp.MustCompile(`hw = \(`),
		"16-bit memory":  regexp.MustCompile(`Raw\.(Load|Store)<(uint|float)16_t[24]>`),
		"f16tof32":       regexp.MustCompile(`f16tof32\(w & 0xffffu\)`),
	}
	for s := uint64(1); s <= 400; s++ {
		if GenerateWith(s, GenOptions{Portable: true}).HalfT != "" {
			t.Fatalf("seed %d: a portable program has 16-bit vectors", s)
		}
		p := Generate(s)
		src := p.Source()
		if p.HalfT == "" {
			if strings.Contains(src, " hv ") {
				t.Fatalf("seed %d: a program without 16-bit vectors declares hv", s)
			}
			continue
		}
		half++
		if !strings.Contains(src, "-enable-16bit-types") {
			t.Fatalf("seed %d: a 16-bit vector program without -enable-16bit-types", s)
		}
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		for name, re := range forms {
			if re.MatchString(body.String()) {
				seen[name]++
			}
		}
	}
	if half < 70 || half > 130 {
		t.Fatalf("%d of 400 programs have 16-bit vectors, want about 100", half)
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no 16-bit vector program has a %s", name)
		}
	}
	t.Logf("%d 16-bit vector programs; forms %v", half, seen)
}

// TestIntrinPrograms checks the programs with further intrinsics
// (intrin.go): about a quarter of the programs, only they call them, and
// portable ones have no integer mad.
func TestIntrinPrograms(t *testing.T) {
	intrin := 0
	seen := map[string]int{}
	forms := map[string]*regexp.Regexp{
		"signed bit op": regexp.MustCompile(`\(uint\)(firstbithigh|firstbitlow|countbits|reversebits)\(`),
		"integer mad":   regexp.MustCompile(`= mad\(`),
		"rounding":      regexp.MustCompile(`\b(round|trunc|ceil|frac)\(`),
		"lerp":          regexp.MustCompile(`\blerp\(`),
		"ldexp":         regexp.MustCompile(`\bldexp\(`),
		"step":          regexp.MustCompile(`\bstep\(`),
		"saturate":      regexp.MustCompile(`\bsaturate\(`),
	}
	for s := uint64(1); s <= 400; s++ {
		p := Generate(s)
		var body strings.Builder
		renderList(&body, p.Body, "    ")
		text := body.String()
		if !p.Intrin {
			for _, name := range []string{"lerp", "ldexp", "step", "saturate"} {
				if forms[name].MatchString(text) {
					t.Fatalf("seed %d: a program without further intrinsics calls %s", s, name)
				}
			}
			continue
		}
		intrin++
		for name, re := range forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
		q := GenerateWith(s, GenOptions{Portable: true})
		var pb strings.Builder
		renderList(&pb, q.Body, "    ")
		if forms["integer mad"].MatchString(pb.String()) {
			t.Fatalf("seed %d: a portable program has an integer mad", s)
		}
	}
	if intrin < 70 || intrin > 130 {
		t.Fatalf("%d of 400 programs call the further intrinsics, want about 100", intrin)
	}
	for name := range forms {
		if seen[name] == 0 {
			t.Errorf("no program calls a %s", name)
		}
	}
	t.Logf("%d programs with further intrinsics; forms %v", intrin, seen)
}
