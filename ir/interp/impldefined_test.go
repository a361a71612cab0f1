package interp

import (
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
)

// TestImplementationDefined: under Options.ImplementationDefined a
// float-to-integer conversion that saturates (D3D's defined result, which
// SPIR-V leaves undefined) and sin or cos beyond ±100π stop the run with
// an error naming them; the same operations within range do not. Without
// the option every row runs, with D3D's results for the conversions.
func TestImplementationDefined(t *testing.T) {
	const head = "structured @out rw stride 4\n\nkernel @k numthreads(64, 1, 1) {\n^entry:\n  %gi: i32 = id.index\n  %a: i32 = shl %gi, i32 2\n  %f: f32 = uitofp %gi\n"
	rows := []struct {
		name, body string
		want       []uint32 // words 0 and 63 without the option (nil: not checked)
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
  ret`, []uint32{0, 0xffffffff}, "implementation-defined result: f32 4.3e+09 to i32 out of range"},
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
  ret`, []uint32{0, 0}, "f32 0x7fc00000 to i32"},
		{"sin within 100π", `
  %s: f32 = fmul %f, f32 4
  %y: f32 = sin %s
  %b: i32 = bitcast %y
  store @out[%a], %b, align 4
  ret`, nil, ""},
		{"cos beyond 100π", `
  %s: f32 = fmul %f, f32 10
  %y: f32 = cos %s
  %b: i32 = bitcast %y
  store @out[%a], %b, align 4
  ret`, nil, "implementation-defined result: cos of f32 320, outside [-100π, 100π]"},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			m, err := ir.Parse(head + r.body + "\n}\n")
			require.NoError(t, err)
			require.NoError(t, ir.Verify(m))
			out := make([]byte, 4*64)
			require.NoError(t, RunData(m, [3]uint32{1, 1, 1}, [][]byte{out}, Options{}))
			if r.want != nil {
				require.Equal(t, r.want, []uint32{word(out, 0), word(out, 63)})
			}
			err = RunData(m, [3]uint32{1, 1, 1}, [][]byte{make([]byte, 4*64)}, Options{ImplementationDefined: true})
			if r.err == "" {
				require.NoError(t, err)
				return
			}
			var rte *RuntimeError
			require.ErrorAs(t, err, &rte)
			require.True(t, rte.ImplementationDefined(), "%v", err)
			require.Contains(t, err.Error(), r.err)
		})
	}
}

func word(b []byte, i int) uint32 {
	return uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24
}
