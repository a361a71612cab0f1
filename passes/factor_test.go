package passes

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/runspec"
)

// randomSum writes an i32 or i16 sum of random terms of three values
// (x, x*c, c*x, x<<c, nests of them) as IR text: a tree of add and sub,
// some of whose nodes are also stored (two uses: a sum ends there).
func randomSum(r *rand.Rand, typ string, terms int) string {
	var b strings.Builder
	b.WriteString("structured @Dst rw stride 4\n\nkernel @main numthreads(64, 1, 1) {\n^entry:\n")
	b.WriteString("  %i: i32 = id.dispatch x\n  %o: i32 = shl %i, i32 5\n")
	b.WriteString("  %g: i32 = id.group x\n  %x0: i32 = mul %i, %i\n  %x1: i32 = xor %i, i32 90\n  %x2: i32 = add %g, i32 7\n")
	bases := []string{"%x0", "%x1", "%x2"}
	if typ == "i16" {
		for k := range bases {
			fmt.Fprintf(&b, "  %%h%d: i16 = trunc %s\n", k, bases[k])
			bases[k] = fmt.Sprintf("%%h%d", k)
		}
	}
	consts := []int64{0, 1, 2, 3, 4, 5, 7, 8, 16, -1, -2, -3, -4, 12345, 30000, 40000, 65535, 65536, 1 << 31, 0x7fffffff}
	n := 0
	val := func() string {
		n++
		return fmt.Sprintf("%%t%d", n)
	}
	term := func() string {
		v := bases[r.Intn(len(bases))]
		for d := r.Intn(3); d > 0; d-- {
			w := val()
			c := int64(int32(consts[r.Intn(len(consts))]))
			if typ == "i16" {
				c = int64(int16(c))
			}
			switch r.Intn(3) {
			case 0:
				fmt.Fprintf(&b, "  %s: %s = mul %s, %s %d\n", w, typ, v, typ, c)
			case 1:
				fmt.Fprintf(&b, "  %s: %s = mul %s %d, %s\n", w, typ, typ, c, v)
			default:
				fmt.Fprintf(&b, "  %s: %s = shl %s, %s %d\n", w, typ, v, typ, r.Intn(18))
			}
			v = w
		}
		return v
	}
	acc := term()
	stores := 0
	store := func(v string) {
		if typ == "i16" {
			w := val()
			fmt.Fprintf(&b, "  %s: i32 = zext %s\n", w, v)
			v = w
		}
		off := val()
		fmt.Fprintf(&b, "  %s: i32 = add %%o, i32 %d\n  store @Dst[%s], %s, align 4\n", off, 4*stores, off, v)
		stores++
	}
	for k := 1; k < terms; k++ {
		t := term()
		w := val()
		op := []string{"add", "sub"}[r.Intn(2)]
		if r.Intn(2) == 0 {
			fmt.Fprintf(&b, "  %s: %s = %s %s, %s\n", w, typ, op, acc, t)
		} else {
			fmt.Fprintf(&b, "  %s: %s = %s %s, %s\n", w, typ, op, t, acc)
		}
		acc = w
		if r.Intn(6) == 0 && stores < 7 {
			store(acc)
		}
	}
	store(acc)
	b.WriteString("  ret\n}\n")
	return b.String()
}

// TestFactorSumsKeepsValues: random sums of products of three values
// compute, bit for bit, the same after FactorSums (alone, and then with
// the whole pipeline) as before, in i32 and in i16 (wrapping modulo 2^16),
// and each sum keeps at most one term per value afterwards unless its
// terms are powers of two.
func TestFactorSumsKeepsValues(t *testing.T) {
	r := rand.New(rand.NewSource(19))
	spec, err := runspec.Parse([]byte(`{"dispatch": [2, 1, 1], "resources": {"Dst": {"zero": 4096}}}`), "")
	require.NoError(t, err)
	gathered := 0
	for i := 0; i < 300; i++ {
		typ := []string{"i32", "i16"}[i%2]
		src := randomSum(r, typ, 2+r.Intn(12))
		m, err := ir.Parse(src)
		require.NoError(t, err, src)
		require.NoError(t, ir.Verify(m), src)
		ref, err := interp.Run(m, spec, interp.Options{})
		require.NoError(t, err, src)
		if FactorSums(m.Kernel()) {
			gathered++
		}
		require.NoError(t, ir.Verify(m), "%s\nafter FactorSums:\n%s", src, m)
		got, err := interp.Run(m, spec, interp.Options{})
		require.NoError(t, err)
		require.True(t, bytes.Equal(ref.Data[0], got.Data[0]), "%s\nafter FactorSums:\n%s", src, m)
		require.False(t, FactorSums(m.Kernel()), "a second run changed something:\n%s", m)
		require.NoError(t, Optimize(m))
		got, err = interp.Run(m, spec, interp.Options{})
		require.NoError(t, err)
		require.True(t, bytes.Equal(ref.Data[0], got.Data[0]), "%s\noptimized:\n%s", src, m)
	}
	require.Greater(t, gathered, 100, "sums gathered")
}
