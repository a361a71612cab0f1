package testsuite

import (
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	gexec "hlslc/backend/exec"
	"hlslc/ir/interp"
	"hlslc/ir/runspec"
)

// transcendentalSource applies every transcendental intrinsic the backend
// selects as one GCN instruction (after sin and cos's scaling to
// revolutions) to inputs of every magnitude, in f32 and in f16.
const transcendentalSource = `
StructuredBuffer<float> X : register(t0);
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<float16_t> Half : register(u1);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    float x = X[i];
    Out[i * 7 + 0] = sin(x);
    Out[i * 7 + 1] = cos(x);
    Out[i * 7 + 2] = exp2(x * 0.001);
    Out[i * 7 + 3] = log2(abs(x));
    Out[i * 7 + 4] = rsqrt(abs(x));
    Out[i * 7 + 5] = rcp(x);
    Out[i * 7 + 6] = sqrt(abs(x));
    float16_t h = (float16_t)(x * 0.01);
    Half[i * 4 + 0] = sin(h);
    Half[i * 4 + 1] = cos(h);
    Half[i * 4 + 2] = exp2(h * (float16_t)0.01);
    Half[i * 4 + 3] = rsqrt(abs(h));
}
`

// TestTranscendentalsBitExact: the reference interpreter and the executor
// running hlslc's code give the same bits for sin, cos, exp2, log2, rsqrt,
// rcp and sqrt, f32 and f16, at arguments from denormals to 1e30. The
// comparison of real shaders (TestCorpusDifferential) is byte for byte,
// and a shader can turn a last-bit difference into any other (a horizon
// cosine a rounding above 1 fed to a bit-hack square root): sin and cos
// agree only because the interpreter rounds the angle in revolutions as
// GCN code must (ir's sinCos).
func TestTranscendentalsBitExact(t *testing.T) {
	rng := rand.New(rand.NewSource(19))
	xs := []float32{0, -0.0, 1, -1, 0.5, 3.1415927, 1e-40, -1e-39, 1e-30, 6.2831855, 100, -1000.25, 12345.678, 1e6, -3e7, 1e30}
	for len(xs) < 64 {
		xs = append(xs, float32(math.Pow(10, rng.Float64()*12-4))*float32(1-2*rng.Intn(2)))
	}
	words := make([]string, len(xs))
	for i, x := range xs {
		words[i] = strconv.FormatFloat(float64(x), 'g', -1, 32)
	}
	spec := fmt.Sprintf(`// RUN-FLAGS: -enable-16bit-types -T cs_6_2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"X": {"f32": [%s]}, "Out": {"zero": %d}, "Half": {"zero": %d}}}
`, strings.Join(words, ", "), 4*7*64, 2*4*64)
	c, err := ParseCase("transcendentals.hlsl", []byte(transcendentalSource+spec))
	require.NoError(t, err)
	m, out, err := Backend(c, false)
	require.NoError(t, err)
	r, err := interp.Run(m, c.Spec, interp.Options{})
	require.NoError(t, err)
	want, err := runspec.ParseOutput(r.JSON())
	require.NoError(t, err)
	got, err := RunObject(c, m, out.Object, gexec.Options{Workers: 1})
	require.NoError(t, err)
	for res, perInput := range map[string]int{"Out": 7, "Half": 2} { // Half: two f16 per word
		for j := range want[res] {
			require.Equal(t, want[res][j], got[res][j], "%s word %d (input %g): interpreter %#08x, executor %#08x",
				res, j, xs[j/perInput], want[res][j], got[res][j])
		}
	}
}
