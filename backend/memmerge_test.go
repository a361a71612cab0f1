package backend

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// TestMergeMemoryText runs MergeMemory on testdata/memmerge/*.mir against
// the .out files beside them (runMIRTextTests).
func TestMergeMemoryText(t *testing.T) {
	runMIRTextTests(t, "testdata/memmerge/*.mir", MergeMemory)
}

// TestMemMergeClassesSkipOnlyNoOps: MergeMemory skips a class when no block
// holds min instructions of its encoding before the first class runs; on
// every text test's function, each class's rewrite run anyway (after the
// rows before it, as MergeMemory orders them) then changes nothing.
func TestMemMergeClassesSkipOnlyNoOps(t *testing.T) {
	files, err := filepath.Glob("testdata/*/*.mir")
	require.NoError(t, err)
	skipped := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		f, _, err := mir.ParseFunc("k", gfx9.GFX900, string(src))
		if err != nil {
			continue // a test of a parse error
		}
		c := &combiner{f: f}
		c.count()
		copyCSE(f, c)
		most := mostAccessesPerBlock(f)
		for _, c := range memMergeClasses {
			before := f.Assembly()
			c.merge(f)
			if most[c.enc] < c.min {
				skipped++
				assert.Equal(t, before, f.Assembly(), "%s: class %s changed a function it is skipped on", file, c.name)
			}
		}
	}
	assert.Greater(t, skipped, 100)
}
