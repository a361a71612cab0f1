package interp

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
)

// TestReadFirstAssumed: a readfirst assumed uniform runs like any readfirst
// when its operand is the same on every active lane, inactive lanes'
// operands not counting; a plain readfirst of an operand that differs
// reads the first active lane, and an assumed one stops with undefined
// behaviour (testdata/errors/readfirst_assumed_divergent pins the message).
func TestReadFirstAssumed(t *testing.T) {
	const src = `structured @out rw stride 4

kernel @k numthreads(64, 1, 1) {
^entry:
  %gi: i32 = id.index
  %a: i32 = shl %gi, i32 2
  %c: i1 = icmp uge %gi, i32 32
  if %c, ^t, ^m, merge ^m
^t:
  %q: i32 = lshr %gi, i32 SHIFT
  %r: i32 = wave.readfirst KIND %q
  br ^m
^m:
  %v: i32 = phi [%r, ^t], [i32 7, ^entry]
  store @out[%a], %v, align 4
  ret
}
`
	run := func(shift, kind string) ([]byte, error) {
		text := src
		for _, r := range [][2]string{{"SHIFT", shift}, {"KIND", kind}} {
			text = strings.ReplaceAll(text, r[0], r[1])
		}
		m, err := ir.Parse(text)
		require.NoError(t, err)
		require.NoError(t, ir.Verify(m))
		out := make([]byte, 4*64)
		return out, RunData(m, [3]uint32{1, 1, 1}, [][]byte{out}, Options{})
	}
	// lanes 32..63 active: gi >> 5 is 1 on all of them (0 on the others)
	out, err := run("5", "assumed")
	require.NoError(t, err)
	require.Equal(t, []uint32{7, 1, 1}, []uint32{word(out, 0), word(out, 32), word(out, 63)})
	// gi >> 2 differs: a plain readfirst reads lane 32's
	out, err = run("2", "")
	require.NoError(t, err)
	require.Equal(t, []uint32{7, 8, 8}, []uint32{word(out, 0), word(out, 32), word(out, 63)})
	_, err = run("2", "assumed")
	var rte *RuntimeError
	require.ErrorAs(t, err, &rte)
	require.Equal(t, 36, rte.Lane)
	require.Contains(t, err.Error(), "resource index not uniform without NonUniformResourceIndex: i32 9 here, i32 8 in thread 32")
}
