package timereport

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestReport(t *testing.T) {
	r := New()
	r.Add("cse", 2*time.Millisecond)
	r.Add("dce", 1*time.Millisecond)
	r.Add("cse", 2*time.Millisecond)
	var b bytes.Buffer
	r.Write(&b)
	out := b.String()
	assert.Contains(t, out, "Total measured: 5.000 ms")
	cse, dce := strings.Index(out, "4.000   80.0%      2  cse"), strings.Index(out, "1.000   20.0%      1  dce")
	assert.True(t, cse > 0 && dce > cse, "largest first:\n%s", out)
}
