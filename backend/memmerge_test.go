package backend

import (
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// TestMergeMemoryText runs MergeMemory on testdata/memmerge/*.mir (machine
// IR with virtual registers) and compares the result with the .out file
// beside each (-update rewrites them); the result must verify.
func TestMergeMemoryText(t *testing.T) {
	golden.Run(t, "testdata/memmerge/*.mir", ".out", func(t *testing.T, file, src string) string {
		f, _, err := mir.ParseFunc("k", gfx9.GFX900, src)
		if err != nil {
			t.Fatal(err)
		}
		MergeMemory(f)
		if err := mir.Verify(f, mir.VerifyOptions{}); err != nil {
			t.Errorf("the merged code does not verify: %v", err)
		}
		return f.Assembly()
	})
}
