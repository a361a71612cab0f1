package backend

import (
	"strconv"
	"strings"
	"testing"

	"hlslc/backend/mir"
)

// TestSinkInvariantLoadsText runs SinkInvariantLoads on
// testdata/sinkloads/*.mir with the SGPR limit of the file's "; max-sgprs:"
// line.
func TestSinkInvariantLoadsText(t *testing.T) {
	runMIRTextTestsOf(t, "testdata/sinkloads/*.mir", func(f *mir.Func, src string) {
		limit := 0
		for _, line := range strings.Split(src, "\n") {
			if n, ok := strings.CutPrefix(line, "; max-sgprs: "); ok {
				limit, _ = strconv.Atoi(strings.TrimSpace(n))
			}
		}
		if limit == 0 {
			t.Fatal("no \"; max-sgprs: N\" line")
		}
		if err := SinkInvariantLoads(f, limit); err != nil {
			t.Fatal(err)
		}
	})
}
