package scale

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadCallgrindParts reads parts as callgrind writes them with
// --dump-before: part k is the cost up to the k-th StageEnd call; the part
// ending at "" (the compile's start) counts for no stage, a stage called
// twice sums its parts, and trailing zero events may be left out.
func TestReadCallgrindParts(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "callgrind.out")
	parts := []string{
		"events: Ir DLmr\nsummary: 900 40\n",                               // before the compile
		"version: 1\nevents: Ir DLmr\nfl=(1) x.go\nsummary: 100 7\n",       // parse
		"events: Ir DLmr\ntotals: 30\n",                                    // gvn, DLmr left out
		"events: Ir DLmr\nsummary: 50 2\nfn=(2) f\n1 50 2\ntotals: 50 2\n", // gvn again
	}
	for k, p := range parts {
		require.NoError(t, os.WriteFile(base+"."+string(rune('1'+k)), []byte(p), 0o644))
	}
	c, err := ReadCallgrindParts(base, []string{"", "parse", "gvn", "gvn"})
	require.NoError(t, err)
	assert.Equal(t, []string{"Ir", "DLmr"}, c.Events)
	assert.Equal(t, []string{"parse", "gvn"}, c.Order)
	assert.Equal(t, map[string][]uint64{"parse": {100, 7}, "gvn": {80, 2}}, c.Stages)
	assert.Equal(t, uint64(180), c.Total("Ir"))
	assert.Equal(t, uint64(2), c.Event("gvn", "DLmr"))

	// a missing part, a changed event list and a file that is no profile
	// are errors naming the file
	_, err = ReadCallgrindParts(base, []string{"", "parse", "gvn", "gvn", "sccp"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "callgrind.out.5")
	require.NoError(t, os.WriteFile(base+".5", []byte("events: Ir\nsummary: 3\n"), 0o644))
	_, err = ReadCallgrindParts(base, []string{"", "parse", "gvn", "gvn", "sccp"})
	require.ErrorContains(t, err, "events")
	require.NoError(t, os.WriteFile(base+".5", []byte("hello\n"), 0o644))
	_, err = ReadCallgrindParts(base, []string{"", "parse", "gvn", "gvn", "sccp"})
	require.ErrorContains(t, err, "not a callgrind profile")
}

// TestCountGrowth: growth is per unit, 8n against n.
func TestCountGrowth(t *testing.T) {
	r := CountRow{Shape: "s", N: 10,
		Small: Counts{Events: []string{"Ir"}, Stages: map[string][]uint64{"a": {2e6}, "b": {10}}, Order: []string{"a", "b"}},
		Big:   Counts{Events: []string{"Ir"}, Stages: map[string][]uint64{"a": {32e6}, "b": {800}}, Order: []string{"a", "b"}}}
	assert.InDelta(t, 2.0, r.CountGrowth("a", "Ir"), 1e-9)
	name, g := r.WorstCount()
	assert.Equal(t, "a", name, "b is under the floor and not graded")
	assert.InDelta(t, 2.0, g, 1e-9)
	var b strings.Builder
	WriteCounts(&b, []CountRow{r})
	assert.Contains(t, b.String(), "small")
}
