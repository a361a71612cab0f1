package interp

import (
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
)

// TestOutOfRangeConversions: under Options.OutOfRangeConversions a
// float-to-integer conversion that saturates (D3D's defined result, which
// SPIR-V leaves undefined) stops the run with an error naming it; one in
// range does not. Without the option both run, with D3D's results.
func TestOutOfRangeConversions(t *testing.T) {
	const head = "structured @out rw stride 4\n\nkernel @k numthreads(64, 1, 1) {\n^entry:\n  %gi: i32 = id.index\n  %a: i32 = shl %gi, i32 2\n  %f: f32 = uitofp %gi\n"
	rows := []struct {
		name, body string
		want       []uint32 // words 0 and 63 without the option
		err        string   // "" when in range, else a substring of the error
	}{
		{"in range", `
  %s: f32 = fmul %f, f32 1e+07
  %u: i32 = fptoui %s
  store @out[%a], %u, align 4
  ret`, []uint32{0, 630000000}, ""},
		{"past 2^32 clamps", `
  %s: f32 = fmul %f, f32 1e+08
  %u: i32 = fptoui %s
  store @out[%a], %u, align 4
  ret`, []uint32{0, 0xffffffff}, "conversion out of range: f32 4.3e+09 to i32"},
		{"negative to signed is in range", `
  %s: f32 = fsub f32 0, %f
  %i: i32 = fptosi %s
  store @out[%a], %i, align 4
  ret`, []uint32{0, 0xffffffc1}, ""},
		{"NaN becomes 0", `
  %z: f32 = fsub %f, %f
  %n: f32 = fdiv %z, %z
  %i: i32 = fptosi %n
  store @out[%a], %i, align 4
  ret`, []uint32{0, 0}, "f32 NaN to i32"},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			m, err := ir.Parse(head + r.body + "\n}\n")
			require.NoError(t, err)
			require.NoError(t, ir.Verify(m))
			out := make([]byte, 4*64)
			require.NoError(t, RunData(m, [3]uint32{1, 1, 1}, [][]byte{out}, Options{}))
			require.Equal(t, r.want, []uint32{word(out, 0), word(out, 63)})
			err = RunData(m, [3]uint32{1, 1, 1}, [][]byte{make([]byte, 4*64)}, Options{OutOfRangeConversions: true})
			if r.err == "" {
				require.NoError(t, err)
				return
			}
			var rte *RuntimeError
			require.ErrorAs(t, err, &rte)
			require.True(t, rte.OutOfRangeConversion(), "%v", err)
			require.Contains(t, err.Error(), r.err)
		})
	}
}

func word(b []byte, i int) uint32 {
	return uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24
}
