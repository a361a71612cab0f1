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
			// (the sampling programs' STex is sample.go's)
			if strings.Contains(strings.ReplaceAll(src, "Texture2D<float4> STex", ""), "Texture") {
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

// family is a generator family's test, run by checkFamily: its programs
// are those in selects among seeds 1..seeds; the forms are matched in a
// program's kernel body as rendered (text: the body and the helper, when
// set); outside checks each program not in the family, inside each one in
// it; with quarter, about a quarter of the programs must be in it.
type family struct {
	what    string // the family's programs, for the messages ("jump programs")
	seeds   uint64
	in      func(*Program) bool
	helper  bool // the forms are matched in the helper function too
	forms   map[string]*regexp.Regexp
	quarter bool
	outside func(t *testing.T, s uint64, p *Program, text string)
	inside  func(t *testing.T, s uint64, p *Program, text string)
}

// checkFamily checks what every family's test asks: the family's share of
// the programs, each program's own checks, and that every form appears.
func checkFamily(t *testing.T, f family) {
	t.Helper()
	n := 0
	seen := map[string]int{}
	for s := uint64(1); s <= f.seeds; s++ {
		p := Generate(s)
		text := bodyText(p.Body)
		if f.helper {
			text += bodyText(p.Helper)
		}
		if !f.in(p) {
			if f.outside != nil {
				f.outside(t, s, p, text)
			}
			continue
		}
		n++
		for name, re := range f.forms {
			if re.MatchString(text) {
				seen[name]++
			}
		}
		if f.inside != nil {
			f.inside(t, s, p, text)
		}
	}
	if f.quarter && (10*n < 7*int(f.seeds)/4 || 10*n > 13*int(f.seeds)/4) {
		t.Fatalf("%d of %d programs are %s, want about %d", n, f.seeds, f.what, f.seeds/4)
	}
	for name := range f.forms {
		if seen[name] == 0 {
			t.Errorf("none of the %s has a %s", f.what, name)
		}
	}
	t.Logf("%d %s; forms %v", n, f.what, seen)
}

// bodyText is a statement list as the kernel renders it.
func bodyText(list []Stmt) string {
	var b strings.Builder
	renderList(&b, list, "    ")
	return b.String()
}

// noForms fails when text has one of the forms that keep returns true for.
func noForms(t *testing.T, s uint64, what, text string, forms map[string]*regexp.Regexp, keep func(name string) bool) {
	t.Helper()
	for name, re := range forms {
		if keep(name) && re.MatchString(text) {
			t.Fatalf("seed %d: a program that is not one of the %s has a %s:\n%s", s, what, name, text)
		}
	}
}

// parses fails when the program is not a test case the suite reads.
func parses(t *testing.T, s uint64, p *Program) {
	t.Helper()
	if _, err := testsuite.ParseCase(fmt.Sprintf("seed%d.hlsl", s), []byte(p.Source())); err != nil {
		t.Fatalf("seed %d: %v", s, err)
	}
}

// specMatchesUse fails unless the run spec gives each resource of uses
// exactly when the kernel body uses it.
func specMatchesUse(t *testing.T, s uint64, p *Program, text string, uses map[string]*regexp.Regexp) {
	t.Helper()
	hdr := p.header()
	for r, re := range uses {
		if used, inSpec := re.MatchString(text), strings.Contains(hdr, fmt.Sprintf("%q: {", r)); used != inSpec {
			t.Fatalf("seed %d: %s used %v, in the spec %v", s, r, used, inSpec)
		}
	}
}

func all(string) bool { return true }

// TestExitPrograms checks the early-exit programs (exits.go): about a
// quarter of the programs, only they return early or use while and
// do-while loops, every form appears, and no barrier follows an exit.
func TestExitPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"return":        regexp.MustCompile(`(?m)^\s+return;$`),
		"helper return": regexp.MustCompile(`return [^;]+;\n\s+}\n`),
		"while":         regexp.MustCompile(`\bwhile \(k\d+ < [^)]`),
		"do":            regexp.MustCompile(`\bdo \{`),
	}
	checkFamily(t, family{what: "exit programs", seeds: 400, in: func(p *Program) bool { return p.Exits }, helper: true, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			noForms(t, s, "exit programs", text, forms, all)
		},
		inside: func(t *testing.T, s uint64, p *Program, _ string) {
			main := bodyText(p.Body)
			if r := strings.Index(main, "return;"); r >= 0 && strings.Contains(main[r:], "Barrier") {
				t.Fatalf("seed %d: a barrier after an early exit:\n%s", s, main)
			}
		}})
}

// TestJumpPrograms checks the jump programs (jumps.go): about a quarter of
// the programs, only they loop on a break alone, take attributes and
// continue from an else branch, and every form appears.
func TestJumpPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"for (;;)":        regexp.MustCompile(`for \(;;\) \{\n\s+k\d+\+\+;`),
		"[loop]":          regexp.MustCompile(`\[loop\] (for \(uint k\d+ = |while \(k\d+ < |do \{)`),
		"[unroll]":        regexp.MustCompile(`\[unroll\] for \(uint k\d+ = 0; k\d+ < \d+;`),
		"nested break":    regexp.MustCompile(`(?m)^ {12,}break;\n\s+}\n`),
		"nested continue": regexp.MustCompile(`(?m)^ {12,}continue;\n\s+}\n`),
		"else continue":   regexp.MustCompile(`} else \{\n\s+continue;`),
	}
	checkFamily(t, family{what: "jump programs", seeds: 1600, in: func(p *Program) bool { return p.Jumps }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			// other programs break and continue at a loop body's top
			noForms(t, s, "jump programs", text, forms, func(name string) bool { return !strings.HasPrefix(name, "nested") })
		},
		inside: func(t *testing.T, s uint64, p *Program, _ string) { parses(t, s, p) }})
}

// TestLanePrograms checks the cross-lane programs (lanes.go): only they
// read across lanes, every form appears, the per-lane reads stand at the
// kernel's top level before any return, and WaveMatch asks for cs_6_5.
func TestLanePrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"read lane":    regexp.MustCompile(`WaveReadLaneAt\(`),
		"multi prefix": regexp.MustCompile(`WaveMultiPrefix\w+\(`),
		"quad":         regexp.MustCompile(`Quad\w+\(`),
		"per lane":     regexp.MustCompile(`% WaveActiveCountBits\(true\)\)|WaveActiveCountBits\(true\) - 1u - WaveGetLaneIndex\(\)`),
	}
	topLevel := regexp.MustCompile(`(?m)^    \S`)
	checkFamily(t, family{what: "cross-lane programs", seeds: 600, in: func(p *Program) bool { return p.Lanes }, forms: forms,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			noForms(t, s, "cross-lane programs", text, forms, all)
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			// WaveMatch needs cs_6_5 (or cs_6_6, which the descriptor
			// heap forms take)
			src := p.Source()
			cs65, cs66 := strings.Contains(src, "RUN-FLAGS: -T cs_6_5"), strings.Contains(src, "RUN-FLAGS: -T cs_6_6")
			if p.UseSM65 != strings.Contains(text, "WaveMatch") || p.UseSM65 && !cs65 && !cs66 || !p.UseSM65 && cs65 {
				t.Fatalf("seed %d: WaveMatch %v, UseSM65 %v, cs_6_5 %v, cs_6_6 %v", s, strings.Contains(text, "WaveMatch"), p.UseSM65, cs65, cs66)
			}
			returned := false
			for _, l := range strings.Split(text, "\n") {
				returned = returned || strings.Contains(l, "return")
				if (forms["quad"].MatchString(l) || forms["per lane"].MatchString(l)) && (returned || !topLevel.MatchString(l)) {
					t.Fatalf("seed %d: a per-lane read where lanes may be inactive: %s\n%s", s, l, text)
				}
			}
		}})
}

// TestAggrPrograms checks the aggregate programs (aggr.go): about a
// quarter of the programs, only they declare the struct, the run spec
// gives SIn and SB exactly when the kernel uses them, and every form
// appears.
func TestAggrPrograms(t *testing.T) {
	checkFamily(t, family{what: "aggregate programs", seeds: 400, in: func(p *Program) bool { return p.Aggr }, quarter: true,
		forms: map[string]*regexp.Regexp{
			"field at a computed index": regexp.MustCompile(`ap\[\([^;]+\) % 3u\]\.\w+`),
			"struct copy":               regexp.MustCompile(`ap\[.*\] = (ap|SIn|SB|gsa)\[`),
			"2D array":                  regexp.MustCompile(`m2\[\(`),
			"constant table":            regexp.MustCompile(`stab\[`),
			"SIn":                       regexp.MustCompile(`SIn\[`),
			"SB":                        regexp.MustCompile(`\bSB\[tid\]`),
			"gsa phase":                 regexp.MustCompile(`gsa\[gi\] = `),
			"returned atomic":           regexp.MustCompile(`Interlocked\w+\([^;]*, u\d+\);`),
			"compare exchange":          regexp.MustCompile(`InterlockedCompareExchange\(`),
		},
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "struct AP") {
				t.Fatalf("seed %d: a program without aggregates declares them", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"SIn": regexp.MustCompile(`SIn\[`), "SB": useSB})
		}})
}

// TestLayoutPrograms checks the layout programs (layout.go): about a
// quarter of the programs, only they declare CB2, U3In and F3Out, the run
// spec gives each exactly when the kernel uses it, and every form appears.
func TestLayoutPrograms(t *testing.T) {
	checkFamily(t, family{what: "layout programs", seeds: 400, in: func(p *Program) bool { return p.Layout }, quarter: true,
		forms: map[string]*regexp.Regexp{
			"cbuffer array": regexp.MustCompile(`\bcarr\[`),
			"int4 array":    regexp.MustCompile(`\bciv\[`),
			"float array":   regexp.MustCompile(`\bcfa\[`),
			"matrix":        regexp.MustCompile(`mul\(`),
			"U3In":          regexp.MustCompile(`U3In\[`),
			"F3Out":         regexp.MustCompile(`F3Out\[tid\]`),
			"Load3":         regexp.MustCompile(`Raw\.Load3\(`),
			"Store3":        regexp.MustCompile(`Raw\.Store3\(`),
		},
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "CB2") {
				t.Fatalf("seed %d: a program without layouts declares CB2", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"CB2": useCB2, "U3In": useU3In, "F3Out": useF3Out})
		}})
}

// TestHalfPrograms checks the 16-bit vector programs (half.go): about a
// quarter of the programs and no portable one, only they declare hv and
// hw, they compile with -enable-16bit-types, and every form appears.
func TestHalfPrograms(t *testing.T) {
	for s := uint64(1); s <= 400; s++ {
		if GenerateWith(s, GenOptions{Portable: true}).HalfT != "" {
			t.Fatalf("seed %d: a portable program has 16-bit vectors", s)
		}
	}
	checkFamily(t, family{what: "16-bit vector programs", seeds: 400, in: func(p *Program) bool { return p.HalfT != "" }, quarter: true,
		forms: map[string]*regexp.Regexp{
			"half vector":    regexp.MustCompile(`hv = clamp\(floor\(`),
			"swizzled store": regexp.MustCompile(`hv\.[xyzw]{2} = `),
			"select":         regexp.MustCompile(`select\(`),
			"uint16_t4":      regexp.MustCompile(`hw = \(`),
			"16-bit memory":  regexp.MustCompile(`Raw\.(Load|Store)<(uint|float)16_t[24]>`),
			"f16tof32":       regexp.MustCompile(`f16tof32\(w & 0xffffu\)`),
		},
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), " hv ") {
				t.Fatalf("seed %d: a program without 16-bit vectors declares hv", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, _ string) {
			if !strings.Contains(p.Source(), "-enable-16bit-types") {
				t.Fatalf("seed %d: a 16-bit vector program without -enable-16bit-types", s)
			}
		}})
}

// TestIntrinPrograms checks the programs with further intrinsics
// (intrin.go): about a quarter of the programs, only they call them, and
// portable ones have no integer mad.
func TestIntrinPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"signed bit op": regexp.MustCompile(`\(uint\)(firstbithigh|firstbitlow|countbits|reversebits)\(`),
		"integer mad":   regexp.MustCompile(`= mad\(`),
		"rounding":      regexp.MustCompile(`\b(round|trunc|ceil|frac)\(`),
		"lerp":          regexp.MustCompile(`\blerp\(`),
		"ldexp":         regexp.MustCompile(`\bldexp\(`),
		"step":          regexp.MustCompile(`\bstep\(`),
		"saturate":      regexp.MustCompile(`\bsaturate\(`),
	}
	only := map[string]bool{"lerp": true, "ldexp": true, "step": true, "saturate": true}
	checkFamily(t, family{what: "programs with further intrinsics", seeds: 400, in: func(p *Program) bool { return p.Intrin }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			noForms(t, s, "programs with further intrinsics", text, forms, func(name string) bool { return only[name] })
		},
		inside: func(t *testing.T, s uint64, p *Program, _ string) {
			if forms["integer mad"].MatchString(bodyText(GenerateWith(s, GenOptions{Portable: true}).Body)) {
				t.Fatalf("seed %d: a portable program has an integer mad", s)
			}
		}})
}

// TestLDSPrograms checks the programs with group-wide algorithms (lds.go):
// about a quarter of the programs, only they use gl, gc and LAcc, every
// form appears, the run spec gives LAcc exactly when the kernel uses it,
// and the phases with barriers stand at the kernel's top level before any
// return.
func TestLDSPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"tree reduction":  regexp.MustCompile(`s > 0u; s >>= 1\) \{`),
		"scan":            regexp.MustCompile(`s <<= 1\) \{`),
		"transpose":       regexp.MustCompile(`gl\[(\(gi % \d+u\)|gtid\.x) \* \d+u \+ `),
		"2D tile":         regexp.MustCompile(`gt2\[gi % \d+u\]\[gi / \d+u\];`),
		"tile":            regexp.MustCompile(`for \(uint j = 0u; j < \d+u; j\+\+\) t = `),
		"compaction":      regexp.MustCompile(`InterlockedAdd\(gc\[0\], 1u, slot\);`),
		"wave compaction": regexp.MustCompile(`InterlockedAdd\(gc\[0\], cnt, base\);`),
		"wave scan":       regexp.MustCompile(`gwt\[gi / 64u\] = ws;`),
		"float cas":       regexp.MustCompile(`InterlockedCompareExchange\(gc\[1\], cur, asuint\(`),
		"max cas":         regexp.MustCompile(`InterlockedCompareExchange\(gc\[1\], cur, x, prev\);`),
		"LAcc cas":        regexp.MustCompile(`LAcc\.InterlockedCompareExchange\(`),
		"[unroll]":        regexp.MustCompile(`\[unroll\] for \(uint (s|j) = `),
	}
	var nested func(l []Stmt, top bool) string
	nested = func(l []Stmt, top bool) string {
		for _, s := range l {
			switch s := s.(type) {
			case *Unit:
				if txt := strings.Join(s.Lines, "\n"); !top && strings.Contains(txt, "gl[") {
					return txt
				}
			case *If:
				if txt := nested(append(append([]Stmt{}, s.Then...), s.Else...), false); txt != "" {
					return txt
				}
			case *For:
				if txt := nested(s.Body, false); txt != "" {
					return txt
				}
			case *Switch:
				for _, c := range s.Cases {
					if txt := nested(c.Body, false); txt != "" {
						return txt
					}
				}
			}
		}
		return ""
	}
	checkFamily(t, family{what: "LDS programs", seeds: 2000, in: func(p *Program) bool { return p.LDS }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			if src := p.Source(); strings.Contains(src, "gl[") || strings.Contains(src, "LAcc") {
				t.Fatalf("seed %d: a program without group-wide algorithms uses gl or LAcc", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"LAcc": useLAcc})
			if txt := nested(p.Body, true); txt != "" {
				t.Fatalf("seed %d: a group-wide phase below the top level:\n%s", s, txt)
			}
			if r := strings.Index(text, "return;"); r >= 0 && strings.Contains(text[r:], "gl[") {
				t.Fatalf("seed %d: a group-wide phase after an early exit:\n%s", s, text)
			}
		}})
}

// TestCallPrograms checks the programs with nested calls (calls.go): about
// a quarter of the programs, only they declare fcall and fnest, every form
// of call appears, fcall sometimes returns early, and the run spec gives In
// when the functions the kernel calls read it.
func TestCallPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"fcall":            regexp.MustCompile(`fcall\([^;]*, u\d+, i\d+, cr\);`),
		"element as inout": regexp.MustCompile(`fcall\([^;]*, arr\[[^;]* & 3u\], i\d+, cr\);`),
		"fields as out":    regexp.MustCompile(`fcall\([^;]*, cr\.s, cr\.t, k\);`),
		"fnest":            regexp.MustCompile(`CR k = fnest\(`),
		"call in a loop":   regexp.MustCompile(`for \(uint k\d+ = [^\n]*\{\n(\s+[^\n]*\n)*?\s+[^\n]*\b(fcall|fnest)\(`),
		"call in a branch": regexp.MustCompile(`if \([^\n]*\{\n\s+[^\n]*\b(fcall|fnest)\(`),
	}
	early := 0
	checkFamily(t, family{what: "call programs", seeds: 400, in: func(p *Program) bool { return p.Calls != nil }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			if strings.Contains(p.Source(), "fcall") {
				t.Fatalf("seed %d: a program without calls declares fcall", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			if strings.Count(p.callsText(), "return ") > 2 {
				early++
			}
			if (strings.Contains(text, "fcall(") || strings.Contains(text, "fnest(")) && useIn.MatchString(p.callsText()) && !strings.Contains(p.header(), `"In": {`) {
				t.Fatalf("seed %d: the functions read In, the spec does not give it", s)
			}
		}})
	if early == 0 {
		t.Error("no fcall returns early")
	}
}

// TestPressurePrograms checks the programs with arrays of accumulators
// (pressure.go): about a quarter of the programs, only they declare acc,
// and every form appears, among them arrays past the default register
// file (64 and 72 uint4s: 256 and 288 VGPRs) and a break with the array
// live.
func TestPressurePrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"uint2 array":         regexp.MustCompile(`uint2 acc\[\d+\];`),
		"uint4 array":         regexp.MustCompile(`uint4 acc\[\d+\];`),
		"past 256 VGPRs":      regexp.MustCompile(`uint4 acc\[(64|72)\];`),
		"break":               regexp.MustCompile(`\) break;\n\s+}\n\s+\[unroll\] for \(uint pj`),
		"per-lane trip count": regexp.MustCompile(`pk < \(u\d & 7u\)`),
		"in a branch":         regexp.MustCompile(`if \([^\n]*\{\n\s+\{\n\s+uint\d acc\[`),
		"wave operation":      regexp.MustCompile(`b (\^|\+)= Wave\w+\((b|acc\[\d+\])\);`),
	}
	checkFamily(t, family{what: "pressure programs", seeds: 400, in: func(p *Program) bool { return p.Pressure }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			if strings.Contains(text, "acc[") {
				t.Fatalf("seed %d: a program without accumulator arrays has one", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			if strings.Contains(text, "acc[") {
				parses(t, s, p)
			}
		}})
}

// TestDivPrograms checks the programs dividing in every sign and width
// (divs.go): about a quarter of the programs, only they divide by negative
// or large divisors, every form appears, and portable ones take no signed
// remainder.
func TestDivPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"negative divisor": regexp.MustCompile(`[/%] -\(\([^;]* & 15\) \| 2\);`),
		"signed constant":  regexp.MustCompile(`[/%] \(-\d+\);`),
		"unsigned const":   regexp.MustCompile(`[/%] (0x8000000[01]u|0xfffffffeu|641u|65537u);`),
		"divisor >= 2^31":  regexp.MustCompile(`[/%] \([^;]* \| 0x80000000u\);`),
		"uniform divisor":  regexp.MustCompile(`[/%] \((cu1|\(uint\)ci0|\(cu0 \+ 2u\)|gid\.x) \| 1u\);`),
		"loop counter":     regexp.MustCompile(`[/%] \(k\d+ \+ 1u\);`),
		"64-bit":           regexp.MustCompile(`\(uint\)\(\(\(uint64_t\)|\(int64_t\)\(\(uint64_t\)`),
		"either sign":      regexp.MustCompile(`& 0x7fff\) \| 3\) \* -1\);`),
	}
	only := map[string]bool{"negative divisor": true, "divisor >= 2^31": true, "loop counter": true, "either sign": true}
	checkFamily(t, family{what: "division programs", seeds: 2000, in: func(p *Program) bool { return p.Divs }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			noForms(t, s, "division programs", text, forms, func(name string) bool { return only[name] })
		},
		inside: func(t *testing.T, s uint64, p *Program, _ string) {
			parses(t, s, p)
			if port := bodyText(GenerateWith(s, GenOptions{Portable: true}).Body); regexp.MustCompile(`% -\(\(|% \(-\d|% \(\(\(\([^;]*\| 3\) \* -?1\)`).MatchString(port) {
				t.Fatalf("seed %d: a portable program takes a signed remainder of a negative operand:\n%s", s, port)
			}
		}})
}

// TestSamplePrograms checks the sampling programs (sample.go): about a
// quarter of the programs, only they declare STex, the run spec gives the
// texture and each sampler exactly when the kernel uses them, and every
// form appears.
func TestSamplePrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"point":         regexp.MustCompile(`STex\.SampleLevel\(SPt, `),
		"clamp":         regexp.MustCompile(`STex\.SampleLevel\(SCl, `),
		"linear centre": regexp.MustCompile(`f\d = STex\.SampleLevel\(SLin, `),
		"LOD past 0":    regexp.MustCompile(`STex\.SampleLevel\([^;]*, (1\.0f|3\.5f)\)`),
		"offset":        regexp.MustCompile(`STex\.SampleLevel\([^;]*, 0, int2\(-?\d+, -?\d+\)\)`),
		"halfway":       regexp.MustCompile(`FOut\[[^;]*\] = STex\.SampleLevel\(SLin, `),
		"gather":        regexp.MustCompile(`STex\.Gather(Red|Green|Alpha)\(`),
		"to a uint":     regexp.MustCompile(`u\d (\+|\^)= \(uint\)\(int\)\(STex\.`),
	}
	checkFamily(t, family{what: "sampling programs", seeds: 400, in: func(p *Program) bool { return p.STex != nil }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "STex") {
				t.Fatalf("seed %d: a program without sampling declares STex", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"STex": useSTex, "SPt": useSPt, "SCl": useSCl, "SLin": useSLin})
		}})
}

// TestPArrPrograms checks the programs with private arrays (parr.go):
// about a quarter of the programs, only they declare pv and the blocks'
// arrays, and every form appears: each algorithm, each element type, the
// calls passing arrays by value, inout and out, and whole-array copies.
func TestPArrPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"pv at a computed index":   regexp.MustCompile(`pv\[\([^;]* % 12u\)\] (=|\+=|\^=) `),
		"pf":                       regexp.MustCompile(`pf\[[^;]*\] = clamp\(`),
		"bitonic network":          regexp.MustCompile(`for \(uint sj = sk >> 1; sj > 0u; sj >>= 1\)`),
		"stages cut per lane":      regexp.MustCompile(`sk <= min\(\d+u, 2u << \(`),
		"float network":            regexp.MustCompile(`float qx = qa\[si\], qy = qa\[sl\];`),
		"insertion sort":           regexp.MustCompile(`if \(qa\[sj - 1u\] (<=|>=) qt\) break;`),
		"struct insertion sort":    regexp.MustCompile(`PE qt = qa\[si\];`),
		"radix sort":               regexp.MustCompile(`qdst\[qcnt\[qd\]\] = qa\[q\];`),
		"array copied whole":       regexp.MustCompile(`qa = qdst;|qb\[\d+\] = qa;`),
		"binary search":            regexp.MustCompile(`while \(qlo < qhi\)`),
		"stack":                    regexp.MustCompile(`qst\[qsp\] = qa\[q\]`),
		"updates in a loop":        regexp.MustCompile(`qa\[\([^;]* \+ pk \* \d+u\) % \d+u\] `),
		"divergent update":         regexp.MustCompile(`if \([^\n]*\) qa\[[^\n]*pk[^\n]* = `),
		"break with an array":      regexp.MustCompile(`if \(\(asuint\(qa\[\d+\]\) & \d+u\) == 0u\) break;`),
		"uint4 component":          regexp.MustCompile(`qa\[pk % \d+u\]\[\([^;]* \+ pk\) & 3u\] \+= `),
		"uint4 swizzle":            regexp.MustCompile(`qa\[[^;]*\]\.[xyzw]{2} \^= qa\[`),
		"by value":                 regexp.MustCompile(`\+= parrFold\(qa, `),
		"inout":                    regexp.MustCompile(`parrSwap\(qa, |parrRot\(qa, `),
		"out":                      regexp.MustCompile(`parrFill\(qp, `),
		"int elements":             regexp.MustCompile(`\bint qa\[\d+\];`),
		"uint4 array passed inout": regexp.MustCompile(`parrRot\(qa, `),
	}
	checkFamily(t, family{what: "private-array programs", seeds: 400, in: func(p *Program) bool { return p.PArr }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			if strings.Contains(p.Source(), "pv[") || strings.Contains(text, "qa[") {
				t.Fatalf("seed %d: a program without private arrays has them", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
		}})
}

// TestInvarPrograms checks the programs with loop nests of invariants
// (invar.go): about a quarter of the programs, only they have the nests,
// and every form appears: two and three levels, invariants of each level,
// per-lane trip counts, a divergent use, a load after a store at the same
// address in the loop, a break and a continue.
func TestInvarPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"two levels":          regexp.MustCompile(`for \(uint lb = 0u; [^\n]*\n(\s+uint ic\d = [^\n]*\n)*\s+ac`),
		"three levels":        regexp.MustCompile(`for \(uint lc = 0u; `),
		"outer invariants":    regexp.MustCompile(`uint ia\d = `),
		"level invariants":    regexp.MustCompile(`uint ib\d = [^\n]*\bla\b`),
		"per-lane trip count": regexp.MustCompile(`l[abc] < \(u\d & 3u\) \+ \du;`),
		"divergent use":       regexp.MustCompile(`if \(\(\(ac0 \^ l[bc]\) & \du\) != 0u\) ac1 \^= `),
		"load after store":    regexp.MustCompile(`Raw\.Store\(tid \* 16 \+ (\d+), ac0 \+ l[bc]\);\n\s+ac1 \+= Raw\.Load\(tid \* 16 \+ (\d+)\)`),
		"break":               regexp.MustCompile(`\) & \du\) == 0u\) break;\n\s+ac1 = ac1`),
		"continue":            regexp.MustCompile(`\) & \du\) == 0u\) continue;\n\s+ac1 = ac1`),
		"used after the nest": regexp.MustCompile(`u\d \^= ac0 \+ ac1 \* 3u \+ iz;`),
		"outer update":        regexp.MustCompile(`\n\s+}\n\s+ac0 \^= ac1 >> \d+;`),
	}
	checkFamily(t, family{what: "invariant-nest programs", seeds: 400, in: func(p *Program) bool { return p.Invar }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, text string) {
			if strings.Contains(text, "uint ia0 = ") {
				t.Fatalf("seed %d: a program without invariant nests has one", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
		}})
}

// TestMatPrograms checks the matrix programs (mat.go): about a quarter of
// the programs, only they declare CM, MIn and MOut, the run spec gives
// each exactly when the kernel uses it, every form appears, and portable
// programs cast no int to a matrix and multiply no integer matrices
// (glslang).
func TestMatPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"column vector":      regexp.MustCompile(`mul\(cm[A-F], float\d\(`),
		"row vector":         regexp.MustCompile(`mul\(float\d\([^;]*\), cm[A-F]\)`),
		"transpose":          regexp.MustCompile(`mul\(transpose\(cm[A-F]\), `),
		"matrix product":     regexp.MustCompile(`mul\(cm[A-F], cm[A-F]\)\[`),
		"element":            regexp.MustCompile(`cm[A-F]\[[^;]*\]\[[^;]*\]`),
		"row":                regexp.MustCompile(`dot\(cm[A-F]\[`),
		"swizzle zero-based": regexp.MustCompile(`cm[A-F]\.(_m\d\d){2,}`),
		"swizzle one-based":  regexp.MustCompile(`cm[A-F]\.(_\d\d){2,}`),
		"local row":          regexp.MustCompile(`lm\[[^;]*\] = float\d\(`),
		"local element":      regexp.MustCompile(`lm\[[^;]*\]\[[^;]*\] = `),
		"local swizzle":      regexp.MustCompile(`lm\.(_m?\d\d){2} = float2\(`),
		"int matrices":       regexp.MustCompile(`int3x3 im = `),
		"MIn column-major":   regexp.MustCompile(`mul\(MIn\[[^;]*\]\.a, `),
		"MIn row-major":      regexp.MustCompile(`, MIn\[[^;]*\]\.b\)`),
		"MOut whole":         regexp.MustCompile(`MOut\[tid\] = `),
		"MOut element":       regexp.MustCompile(`MOut\[tid\]\[[^;]*\]\[[^;]*\] = `),
	}
	checkFamily(t, family{what: "matrix programs", seeds: 400, in: func(p *Program) bool { return p.Mat != nil }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "cmA") {
				t.Fatalf("seed %d: a program without matrices declares CM", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"CM": useCM, "MIn": useMIn, "MOut": useMOut})
			if port := bodyText(GenerateWith(s, GenOptions{Portable: true}).Body); regexp.MustCompile(`\(float\dx\d\)0[;)]|int3x3`).MatchString(port) {
				t.Fatalf("seed %d: a portable program casts an int to a matrix or multiplies integer matrices:\n%s", s, port)
			}
		}})
}

// TestAddrPrograms checks the programs with raw buffers at computed
// offsets (addr.go): about a quarter of the programs, only they declare
// BIn and RawW, the run spec gives BIn exactly when the kernel uses it,
// and every form appears.
func TestAddrPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"Load":               regexp.MustCompile(`BIn\.Load\(`),
		"Load2":              regexp.MustCompile(`BIn\.Load2\(`),
		"Load3":              regexp.MustCompile(`BIn\.Load3\(`),
		"Load4":              regexp.MustCompile(`BIn\.Load4\(`),
		"templated":          regexp.MustCompile(`BIn\.Load<uint[24]>\(`),
		"constant part":      regexp.MustCompile(`BIn\.Load\d?\(\(\([^;]*\) % \d+u\) << 2\) \+ \d+u\)`),
		"loop counter":       regexp.MustCompile(`RawW\.\w+\(4100u \+ tid \* 64u \+ \(\(k\d+ \* \du \+ `),
		"Store3":             regexp.MustCompile(`RawW\.Store3\(4100u \+ tid \* 64u \+ `),
		"Store4 of 16 bytes": regexp.MustCompile(`RawW\.Store4\(4100u \+ tid \* 64u \+ \([^;]*\) & 3u\) \* 16u, `),
		"RawW load":          regexp.MustCompile(`= RawW\.Load\d?\(4100u`),
		"record in a loop":   regexp.MustCompile(`uint2 ar = RawW\.Load2\(4100u \+ tid \* 64u \+ ao\);`),
	}
	checkFamily(t, family{what: "raw-offset programs", seeds: 400, in: func(p *Program) bool { return p.BIn != nil }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "RawW") {
				t.Fatalf("seed %d: a program without raw offsets declares RawW", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"BIn": useBIn})
		}})
}

// TestNestPrograms checks the programs with structured buffers of nested
// structs (nest.go): about a quarter of the programs, only they declare
// SNI and SNO, the run spec gives SNI exactly when the kernel uses it, and
// every form appears.
func TestNestPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"array field":        regexp.MustCompile(`SNI\[[^;]*\]\.b\[`),
		"inner array":        regexp.MustCompile(`SNI\[[^;]*\]\.e\[[^;]*\]\.d\[`),
		"inner float":        regexp.MustCompile(`SNI\[[^;]*\]\.e\[[^;]*\]\.c, `),
		"field write":        regexp.MustCompile(`SNO\[tid\]\.(a|b\[|e\[|f\.)[^;]* = `),
		"inner struct copy":  regexp.MustCompile(`SNO\[tid\]\.e\[[^;]*\] = SNI\[`),
		"array copy":         regexp.MustCompile(`SNO\[tid\]\.b = SNI\[`),
		"record to a local":  regexp.MustCompile(`NS nl = SNI\[`),
		"updates in a loop":  regexp.MustCompile(`SNO\[tid\]\.b\[nk % 3u\] \+= `),
		"computed component": regexp.MustCompile(`nl\.f\[`),
	}
	checkFamily(t, family{what: "nested-struct programs", seeds: 400, in: func(p *Program) bool { return p.SNI != nil }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "SNO") {
				t.Fatalf("seed %d: a program without nested structs declares SNO", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			specMatchesUse(t, s, p, text, map[string]*regexp.Regexp{"SNI": useSNI})
		}})
}

// TestLowerPrograms checks the programs with the forms the lowering
// decides (lower.go): about a quarter of the programs, only they declare
// LA and its statics, every form appears, and portable programs never put
// a call with side effects in an operand of &&, || or ?: (glslang 12
// evaluates both) nor a static local with a non-constant initializer.
func TestLowerPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"method on a local":         regexp.MustCompile(`\bla\.(add|mix)\(`),
		"method on a member":        regexp.MustCompile(`\blb\.(a\.(add|mix)|bump)\(`),
		"method on a static":        regexp.MustCompile(`\bLS\.(add|mix)\(`),
		"method on groupshared":     regexp.MustCompile(`\blgs\[gi\]\.(add|mix)\(`),
		"method on a buffer":        regexp.MustCompile(`\bLSB\[tid\]\.(add|mix)\(`),
		"static locals":             regexp.MustCompile(`\blstep\(`),
		"static locals in a loop":   regexp.MustCompile(`for \([^\n]*\{\n(\s+[^\n]*\n)*?\s+[^\n]*\blstep\(`),
		"static locals in a branch": regexp.MustCompile(`if \([^\n]*\{\n(\s+\{\n)?\s+[^\n]*\blstep\(`),
		"inout static":              regexp.MustCompile(`lalias\(LG, `),
		"inout static element":      regexp.MustCompile(`lalias\(LT\[`),
		"inout groupshared":         regexp.MustCompile(`lalias\(lgs\[gi\]\.`),
		"inout buffer element":      regexp.MustCompile(`lalias\(LSB\[tid\]\.`),
		"out static":                regexp.MustCompile(`lout\((LG|LT\[)`),
		"converted arguments":       regexp.MustCompile(`lconvf\(`),
		"float to int return":       regexp.MustCompile(`lconvi\(`),
		"bool conversions":          regexp.MustCompile(`lconvb\([^;]*lretb\(`),
		"vector truncation":         regexp.MustCompile(`lsum2\(float4\(`),
		"scalar splat":              regexp.MustCompile(`lsplat\(`),
		"struct copy":               regexp.MustCompile(`LA t = `),
		"array copy":                regexp.MustCompile(`(LT = arr|arr = LT);`),
		"vector compare":            regexp.MustCompile(`all\(uint2\(la\.s`),
		"mixed signedness":          regexp.MustCompile(`u\d \^= i\d / \d+u;|i\d = i\d % \d+u;|\(i\d < u\d\)`),
		"bool arithmetic":           regexp.MustCompile(`\) \* 2u;`),
		"precedence":                regexp.MustCompile(`u\d = u\d [+&=>-][=]? u\d [^;(]*;`),
		"short circuit":             regexp.MustCompile(`(&&|\|\|) lstep\(|\? lstep\(`),
		"self-checked method":       regexp.MustCompile(`LAmixf\(lq, `),
		"self-checked out":          regexp.MustCompile(`lout\(lx, lo, lv\);`),
		"shared object method":      regexp.MustCompile(`lgp\.put\(gi, `),
		"int op= float":             regexp.MustCompile(`lc1 [-+*/]= (abs\()?f\d`),
		"shift of another type":     regexp.MustCompile(`lc1 (<<|>>)= i\d;`),
		"self-checked inout":        regexp.MustCompile(`lchk \|= \(lg1 \^ LG\)`),
		"self-checked static":       regexp.MustCompile(`lchk \|= ls \^ lstepm\(`),
		"self-checked conversion":   regexp.MustCompile(`lchk \|= asuint\(lconvf\(`),
		"self-checked precedence":   regexp.MustCompile(`lchk \|= \(u\d [^;]*\) \^ \(\(`),
	}
	checkFamily(t, family{what: "lowering programs", seeds: 800, in: func(p *Program) bool { return p.Lower != nil }, forms: forms, quarter: true,
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "struct LA") {
				t.Fatalf("seed %d: a program without the lowering forms declares LA", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			if !strings.Contains(p.header(), `"LSB": {"zero": `) {
				t.Fatalf("seed %d: the spec does not give LSB", s)
			}
			port := GenerateWith(s, GenOptions{Portable: true})
			if forms["short circuit"].MatchString(bodyText(port.Body)) {
				t.Fatalf("seed %d: a portable program calls lstep in an operand of &&, || or ?:", s)
			}
			if forms["int op= float"].MatchString(bodyText(port.Body)) || forms["shift of another type"].MatchString(bodyText(port.Body)) {
				t.Fatalf("seed %d: a portable program has a compound assignment of another type", s)
			}
			if regexp.MustCompile(`static uint \w+(\[\d\])? = [^;]*[a-z]\(`).MatchString(port.Source()) {
				t.Fatalf("seed %d: a static local with a call in its initializer", s)
			}
		}})
}

// TestSelfCheck checks that Run fails a program whose self-check buffer
// (SelfCheck) holds a nonzero word in the interpreter's result, and passes
// it when every word is zero.
func TestSelfCheck(t *testing.T) {
	src := func(v string) string {
		return "// RUN-SPEC: {\"dispatch\": [1, 1, 1], \"resources\": {\"LChk\": {\"zero\": 16}}}\n" +
			"RWStructuredBuffer<uint> LChk : register(u58);\n" +
			"[numthreads(4, 1, 1)]\nvoid main(uint gi : SV_GroupIndex)\n{\n    LChk[gi] = " + v + ";\n}\n"
	}
	dir := t.TempDir()
	res := Run(src("gi == 2u ? 8u : 0u"), dir, "bad", Options{NoLLVM: true})
	if len(res.Failures) != 1 || res.Failures[0].Signature() != "interp:selfcheck:LChk word N is N: a construct and its spelled-out equivalent disagree" {
		t.Fatalf("a nonzero self-check word: failures %v", res.Failures)
	}
	if res := Run(src("gi & 0u"), dir, "good", Options{NoLLVM: true}); !res.Agree() {
		t.Fatalf("zero self-check words: failures %v", res.Failures)
	}
}

// TestNURIPrograms: a fifth of the programs that are not portable pass
// per-lane descriptor table elements (NonUniformResourceIndex) through
// functions, struct fields, out parameters, local arrays and loops
// (nuri.go), with every form; portable ones never do. A program whose
// flag is taken away from one element (as a lowering that loses it would)
// stops in the interpreter: the index is not uniform.
func TestNURIPrograms(t *testing.T) {
	forms := map[string]*regexp.Regexp{
		"resource parameter":          regexp.MustCompile(`nread\(NT\[NonUniformResourceIndex\(nk`),
		"two levels of parameters":    regexp.MustCompile(`nread2\((NT|ResourceDescriptorHeap)\[NonUniformResourceIndex\(nk`),
		"returned resource":           regexp.MustCompile(`npick\(nk\)`),
		"returned struct":             regexp.MustCompile(`nmk\(nk\)\.get\(ni\)`),
		"struct copy":                 regexp.MustCompile(`NR nc = nr;`),
		"initializer list":            regexp.MustCompile(`nmkl\(nk\)\.get`),
		"struct out parameter":        regexp.MustCompile(`nmko\(nr, nk\);`),
		"nested struct":               regexp.MustCompile(`nuses\(ns, ni\)`),
		"field by resource out":       regexp.MustCompile(`npicko\(nr\.b, nk\);`),
		"local array of resources":    regexp.MustCompile(`nl\[ni & 1u\]\[ni & 15u\]`),
		"array of structs":            regexp.MustCompile(`ne\[ni & 1u\]\.get\(ni\)`),
		"per-lane on some lanes":      regexp.MustCompile(`if \(nc\) nb = NT\[NonUniformResourceIndex`),
		"assigned in a loop":          regexp.MustCompile(`nb = NT\[NonUniformResourceIndex\(nk & 3u\)\];\n\s+\}`),
		"write through a parameter":   regexp.MustCompile(`nput\(NW\[NonUniformResourceIndex`),
		"write":                       regexp.MustCompile(`\n\s+NW\[NonUniformResourceIndex\(nk & 1u\)\]\[tid\] = nv;`),
		"uniform index":               regexp.MustCompile(`nread\(NT\[\((cu0|gid\.x|cu0 \+ gid\.x)\) & 3u\]`),
		"wave-uniform index":          regexp.MustCompile(`NT\[\(WaveReadLaneFirst\(nk\)\) & 3u\]`),
		"descriptor heap":             regexp.MustCompile(`nheap\(nk\)|nmkh\(nk\)|ResourceDescriptorHeap\[NonUniformResourceIndex\(nk`),
		"per-lane local passed twice": regexp.MustCompile(`nread2\(nb, ni\)`),
		"wave op beside an access":    regexp.MustCompile(`\] \+ WaveActiveSum\(1u\) \* 3u;`),
		"wave op of an access":        regexp.MustCompile(`= WaveActiveSum\(NT\[NonUniformResourceIndex`),
	}
	heaps := 0
	checkFamily(t, family{what: "per-lane descriptor programs", seeds: 800, in: func(p *Program) bool { return p.NURI != nil }, forms: forms,
		outside: func(t *testing.T, s uint64, p *Program, _ string) {
			if strings.Contains(p.Source(), "NonUniformResourceIndex") {
				t.Fatalf("seed %d: a program without the per-lane descriptor forms names NonUniformResourceIndex", s)
			}
		},
		inside: func(t *testing.T, s uint64, p *Program, text string) {
			parses(t, s, p)
			h := p.header()
			if !strings.Contains(h, `"NT.3": {"u32": [`) || !strings.Contains(h, `"NW.1": {"zero": `) || !strings.Contains(h, `"LChk": {"zero": `) {
				t.Fatalf("seed %d: the spec does not give the entries:\n%s", s, h)
			}
			if p.NURI.Heap != strings.Contains(h, `"ResourceDescriptorHeap.3": {"u32": [`) || p.NURI.Heap != strings.Contains(h, "-T cs_6_6") {
				t.Fatalf("seed %d: heap entries and cs_6_6 go together with the heap forms:\n%s", s, h)
			}
			if p.NURI.Heap {
				heaps++
			}
			if GenerateWith(s, GenOptions{Portable: true}).NURI != nil {
				t.Fatalf("seed %d: a portable program has the per-lane descriptor forms", s)
			}
		}})
	if heaps == 0 {
		t.Error("no per-lane descriptor program uses ResourceDescriptorHeap")
	}
	// the flag taken away from the element every program reads at the
	// start: the interpreter sees the index differ between lanes
	dir := t.TempDir()
	caught := 0
	for s := uint64(1); s <= 100 && caught < 4; s++ {
		p := Generate(s)
		if p.NURI == nil || p.GroupSize() < 4 {
			continue
		}
		src := strings.Replace(p.Source(), "nread(NT[NonUniformResourceIndex(tid & 3u)], gi)", "nread(NT[tid & 3u], gi)", 1)
		res := Run(src, dir, "lost", Options{NoLLVM: true})
		if len(res.Failures) == 0 || res.Failures[0].Path != "interp" || !strings.Contains(res.Failures[0].Msg, "resource index not uniform without NonUniformResourceIndex") {
			t.Fatalf("seed %d: a program whose element lost its flag: failures %v", s, res.Failures)
		}
		caught++
	}
	if caught == 0 {
		t.Fatal("no program to take the flag from")
	}
}
