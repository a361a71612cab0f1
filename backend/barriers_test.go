package backend

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// TestDropWaveBarriersText runs DropWaveBarriers on testdata/barriers/groupN.s
// (N: the workgroup's work-items) against the .out files beside them.
func TestDropWaveBarriersText(t *testing.T) {
	golden.Run(t, "testdata/barriers/*.s", ".out", func(t *testing.T, file, src string) string {
		n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSuffix(filepath.Base(file), ".s"), "group"))
		if err != nil {
			t.Fatalf("%s: the name gives no workgroup size", file)
		}
		f := funcFromAssembly(t, "k", src)
		DropWaveBarriers(f, n)
		if err := mir.Verify(f, mir.VerifyOptions{Allocated: true}); err != nil {
			t.Fatal(err)
		}
		return f.Assembly()
	})
}
