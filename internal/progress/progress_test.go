package progress

import (
	"bytes"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSilentOffTerminal: a buffer or a regular file gets nothing at all.
func TestSilentOffTerminal(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, "shaders", 3)
	b.Add(1)
	b.Add(2)
	b.Done()
	assert.Empty(t, buf.String())

	f, err := os.Create(t.TempDir() + "/log")
	require.NoError(t, err)
	defer f.Close()
	assert.False(t, IsTerminal(f))
	b = New(f, "shaders", 1)
	b.Add(1)
	b.Done()
	st, _ := f.Stat()
	assert.Zero(t, st.Size())
}

// TestTerminal: on a terminal the line is rewritten and cleared.
func TestTerminal(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, "shaders", 2)
	b.w = &buf // as if a terminal
	b.Add(1)
	b.Add(1)
	b.Done()
	assert.Equal(t, "\r\x1b[Kshaders: 1/2\r\x1b[Kshaders: 2/2\r\x1b[K", buf.String())
}

// TestStepDetail: the detail follows the count, and is not even computed
// off a terminal.
func TestStepDetail(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, "programs", 1)
	b.Step(1, func() string { t.Error("detail computed off a terminal"); return "" })
	assert.Empty(t, buf.String())
	b = New(&buf, "programs", 1)
	b.w = &buf
	b.Step(1, func() string { return "1 agree" })
	b.Done()
	assert.Equal(t, "\r\x1b[Kprograms: 1/1, 1 agree\r\x1b[K", buf.String())
}
