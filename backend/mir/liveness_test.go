package mir

import (
	"fmt"
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
	lv.LinearWrites(func(bi, k int, d Ref, need Bits) {
		fmt.Fprintf(&b, "%s needs %s\n", f.Blocks[bi].Instrs[k].String(), setString(need))
	})
	return b.String()
}
