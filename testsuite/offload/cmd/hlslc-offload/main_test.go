package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSummary runs the package's hand-written tests and one that cannot
// be converted through the command.
func TestSummary(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"check_lines.test", "results.test"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", n))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), b, 0o644))
		if n == "results.test" {
			b = bytes.Replace(b, []byte("# REQUIRES: Half"), []byte("# REQUIRES: Half, WaveSize32"), 1)
			require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(dir, "sub", "skipped.test"), b, 0o644))
		}
	}
	emit := t.TempDir()
	var out, errb bytes.Buffer
	require.Equal(t, 0, run([]string{"-emit", emit, dir}, &out, &errb), errb.String())
	s := out.String()
	require.Contains(t, s, "check_lines.test\tagree\n")
	require.Contains(t, s, "results.test\tagree\n")
	require.Contains(t, s, "sub/skipped.test\tskip\tREQUIRES: WaveSize32\n")
	require.Contains(t, s, "3 tests: 2 agree, 0 differ, 0 compile errors, 0 run errors, 1 skipped")
	src, err := os.ReadFile(filepath.Join(emit, "results.hlsl"))
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(src), "// RUN-FLAGS: -enable-16bit-types -T cs_6_2\n"))
	_, err = os.Stat(filepath.Join(emit, "results.json"))
	require.NoError(t, err)
}
