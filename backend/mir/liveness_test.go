package mir

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/internal/golden"
)

// unitName prints a tracked unit.
func unitName(u int) string {
	switch {
	case u < UnitVGPR0:
		return fmt.Sprintf("s%d", u)
	case u < UnitVirtual0:
		return fmt.Sprintf("v%d", u-UnitVGPR0)
	}
	return fmt.Sprintf("%%%d", u-UnitVirtual0)
}

func setString(s interface{ Each(func(int)) }) string {
	var names []string
	s.Each(func(u int) { names = append(names, unitName(u)) })
	return "{" + strings.Join(names, " ") + "}"
}

// TestLivenessText analyses testdata/liveness/*.s (ParseFunc's text form)
// and compares with the .out beside each input: every block's live-in and
// live-out units, and for each write of a linear VGPR the logical units
// other lanes still need there; for an input with a logical CFG, also the
// same without it.
func TestLivenessText(t *testing.T) {
	golden.Run(t, "testdata/liveness/*.s", ".out", func(t *testing.T, _, src string) string {
		f, _, err := ParseFunc("k", gfx9.GFX900, src)
		if err != nil {
			t.Fatal(err)
		}
		got := livenessText(f)
		if f.Logical {
			f.Logical = false
			got += "without the logical CFG:\n" + livenessText(f)
		}
		return got
	})
}

// livenessText prints the analysis of f.
func livenessText(f *Func) string {
	var b strings.Builder
	lv, err := ComputeLiveness(f)
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	for bi, blk := range f.Blocks {
		name := blk.Label
		if name == "" {
			name = fmt.Sprintf("(block %d)", bi)
		}
		fmt.Fprintf(&b, "%s: in %s out %s\n", name, setString(lv.LiveIn[bi]), setString(lv.LiveOut[bi]))
	}
	lv.LinearWrites(func(bi, k int, d Ref, need Units) {
		fmt.Fprintf(&b, "%s needs %s\n", f.Blocks[bi].Instrs[k].String(), setString(need))
	})
	return b.String()
}

// TestUnitsUnion: the sorted-list sets of live-in and live-out units.
func TestUnitsUnion(t *testing.T) {
	for _, c := range []struct {
		s    Units
		t    []int32
		want Units
	}{
		{nil, nil, Units{}},
		{Units{1, 5, 9}, nil, Units{1, 5, 9}},
		{nil, []int32{2, 2, 7}, Units{2, 7}},
		{Units{1, 5, 9}, []int32{0, 5, 5, 6, 10}, Units{0, 1, 5, 6, 9, 10}},
		{Units{3}, []int32{3, 3}, Units{3}},
	} {
		got := c.s.union(c.t)
		if !slices.Equal(got, c.want) {
			t.Errorf("%v union %v = %v, want %v", c.s, c.t, got, c.want)
		}
		for u := 0; u < 12; u++ {
			if got.Has(u) != slices.Contains(c.want, int32(u)) {
				t.Errorf("%v.Has(%d) = %v", got, u, got.Has(u))
			}
		}
	}
}

// TestLowestReachable checks lowestReachable against a search from every
// block on random graphs.
func TestLowestReachable(t *testing.T) {
	rng := rand.New(rand.NewSource(19))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.Intn(30)
		succs := make([][]int, n)
		for b := range succs {
			for k := rng.Intn(3); k > 0; k-- {
				succs[b] = append(succs[b], rng.Intn(n))
			}
		}
		got := lowestReachable(succs)
		for b := 0; b < n; b++ {
			seen, work, want := map[int]bool{b: true}, []int{b}, b
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				want = min(want, x)
				for _, s := range succs[x] {
					if !seen[s] {
						seen[s] = true
						work = append(work, s)
					}
				}
			}
			if int(got[b]) != want {
				t.Fatalf("graph %v: lowest reachable from %d is %d, want %d", succs, b, got[b], want)
			}
		}
	}
}

// eachLivenessInput calls fn with every liveness input parsed (with and
// without its logical CFG) and its whole liveness; an input whose
// liveness is an error (one that shows the error) is left out.
func eachLivenessInput(t *testing.T, fn func(file string, f *Func, all *Liveness)) {
	files, _ := filepath.Glob("testdata/liveness/*.s")
	if len(files) == 0 {
		t.Fatal("no inputs")
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, logical := range []bool{true, false} {
			f, _, err := ParseFunc("k", gfx9.GFX900, string(src))
			if err != nil {
				t.Fatal(err)
			}
			f.Logical = f.Logical && logical
			all, err := ComputeLiveness(f)
			if err != nil {
				continue
			}
			fn(file, f, all)
		}
	}
}

// TestFileLiveness: the liveness of one register file is the whole
// analysis's restricted to that file's units, on every liveness input (with
// and without its logical CFG), and the refs of that file's units are the
// same.
func TestFileLiveness(t *testing.T) {
	eachLivenessInput(t, func(file string, f *Func, all *Liveness) {
		for _, rf := range []RegFile{SGPR, VGPR} {
			one, err := ComputeFileLiveness(f, rf)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			in := func(u int32) bool { return all.isVGPR(int(u)) == (rf == VGPR) }
			for bi := range f.Blocks {
				for _, sets := range [][2]Units{{all.LiveIn[bi], one.LiveIn[bi]}, {all.LiveOut[bi], one.LiveOut[bi]}} {
					var want Units
					for _, u := range sets[0] {
						if in(u) {
							want = append(want, u)
						}
					}
					if !slices.Equal(want, sets[1]) && len(want)+len(sets[1]) > 0 {
						t.Errorf("%s (logical %v) %s block %d: %v, want %v", file, f.Logical, rf, bi, sets[1], want)
					}
				}
				for k := range all.Refs[bi] {
					for j, r := range all.Refs[bi][k] {
						if in(int32(r.Unit)) && one.Refs[bi][k][j] != r {
							t.Errorf("%s %s block %d instruction %d: ref %+v, want %+v", file, rf, bi, k, one.Refs[bi][k][j], r)
						}
					}
				}
			}
		}
	})
}

// TestComputeLivenessWithin: within its budget the analysis is
// ComputeLiveness's; past it, ErrOverBudget. Every input of the text tests
// is analysed with the budget its SGPR live-in entries need, and one less.
func TestComputeLivenessWithin(t *testing.T) {
	paths, err := filepath.Glob("testdata/liveness/*.s")
	if err != nil || len(paths) == 0 {
		t.Fatal("no inputs", err)
	}
	tested := 0
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, _, err := ParseFunc("k", gfx9.GFX900, string(src))
		if err != nil {
			t.Fatal(err)
		}
		want, err := ComputeLiveness(f)
		if err != nil {
			continue
		}
		entries := 0
		for _, in := range want.LiveIn {
			for _, u := range in {
				if !want.isVGPR(int(u)) {
					entries++
				}
			}
		}
		if entries == 0 {
			continue
		}
		tested++
		got, err := ComputeLivenessWithin(f, entries)
		if err != nil {
			t.Fatalf("%s: budget %d: %v", p, entries, err)
		}
		for bi := range f.Blocks {
			if !slices.Equal(got.LiveIn[bi], want.LiveIn[bi]) || !slices.Equal(got.LiveOut[bi], want.LiveOut[bi]) {
				t.Fatalf("%s: block %d: live in %v out %v, want %v %v", p, bi, got.LiveIn[bi], got.LiveOut[bi], want.LiveIn[bi], want.LiveOut[bi])
			}
		}
		if _, err := ComputeLivenessWithin(f, entries-1); entries > 1 && err != ErrOverBudget {
			t.Fatalf("%s: budget %d, one less than the SGPR live-in entries: %v, want ErrOverBudget", p, entries-1, err)
		}
	}
	if tested == 0 {
		t.Fatal("no input has SGPRs live into a block")
	}
}

// TestLivenessWithout: the liveness without some virtual registers is the
// whole analysis's with their units taken out of the sets, on every
// liveness input (with and without its logical CFG; every second virtual
// register left out), and every other unit's refs are the same.
func TestLivenessWithout(t *testing.T) {
	tested := 0
	eachLivenessInput(t, func(file string, f *Func, all *Liveness) {
		var without []int
		left := NewBits(all.NUnits)
		k := 0
		for s, v := range f.VRegs.All() {
			if k++; k%2 == 0 {
				without = append(without, s)
				for u := s; u < s+v.Size; u++ {
					left.Set(UnitVirtual0 + u)
				}
			}
		}
		if len(without) == 0 {
			return
		}
		tested++
		some, err := ComputeLivenessWithout(f, without)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if !slices.Equal(some.Without(), without) {
			t.Errorf("%s: Without() = %v, want %v", file, some.Without(), without)
		}
		for bi := range f.Blocks {
			for _, sets := range [][2]Units{{all.LiveIn[bi], some.LiveIn[bi]}, {all.LiveOut[bi], some.LiveOut[bi]}} {
				var want Units
				for _, u := range sets[0] {
					if !left.Has(int(u)) {
						want = append(want, u)
					}
				}
				if !slices.Equal(want, sets[1]) && len(want)+len(sets[1]) > 0 {
					t.Errorf("%s (logical %v) block %d: %v, want %v", file, f.Logical, bi, sets[1], want)
				}
			}
			for k := range all.Refs[bi] {
				for j, r := range all.Refs[bi][k] {
					if !left.Has(r.Unit) && some.Refs[bi][k][j] != r {
						t.Errorf("%s block %d instruction %d: ref %+v, want %+v", file, bi, k, some.Refs[bi][k][j], r)
					}
				}
			}
		}
	})
	if tested == 0 {
		t.Fatal("no input with virtual registers")
	}
	if _, err := ComputeLivenessWithout(&Func{}, []int{7}); err == nil {
		t.Error("an undeclared register: no error")
	}
}
