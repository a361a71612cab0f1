package backend

import (
	"os"
	"strings"
	"testing"
)

// TestReuseSCCText runs ReuseSCC on testdata/sccreuse/*.s against the .out
// files beside them.
func TestReuseSCCText(t *testing.T) {
	runAllocatedTextTests(t, "testdata/sccreuse/*.s", ReuseSCC)
}

// TestReuseSCCRowsTested: every row of sccNonZeroTests has its compare in
// the text test of the deleted compares (for x == 0: of the deleted
// compares whose readers are inverted), with the zero on the row's side.
func TestReuseSCCRowsTested(t *testing.T) {
	texts := map[bool]string{}
	for zero, name := range map[bool]string{false: "nonzero_compares.s", true: "zero_compares.s"} {
		src, err := os.ReadFile("testdata/sccreuse/" + name)
		if err != nil {
			t.Fatal(err)
		}
		texts[zero] = string(src)
	}
	for _, r := range sccNonZeroTests {
		text := texts[r.zero]
		form := r.name + " s"
		if r.zeroA {
			form = r.name + " 0, s"
		}
		if !strings.Contains(text, form) {
			t.Errorf("row %s (zero first: %v): no case %q", r.name, r.zeroA, form)
		}
	}
}
