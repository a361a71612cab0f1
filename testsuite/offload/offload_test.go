package offload

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func readTest(t *testing.T, name string) *TestFile {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	tf, err := ParseTest(name, string(text))
	require.NoError(t, err)
	return tf
}

func runTest(t *testing.T, tf *TestFile) Outcome {
	t.Helper()
	c, err := Convert(tf)
	require.NoError(t, err)
	return Run(c, t.TempDir())
}

// TestAgree runs the hand-written tests; both must agree with their
// expectations.
func TestAgree(t *testing.T) {
	for _, name := range []string{"check_lines.test", "results.test", "texture.test"} {
		t.Run(name, func(t *testing.T) {
			o := runTest(t, readTest(t, name))
			require.Equal(t, Agree, o.Status, "%s: %s\n%s", o.Status, o.Reason, o.Detail)
		})
	}
}

// TestDiffer changes one expected value of each test: the comparison must
// fail, naming the difference.
func TestDiffer(t *testing.T) {
	for _, c := range []struct{ name, from, to, want string }{
		{"check_lines.test", "0x124, 0x127", "0x124, 0x128", `CHECK-NEXT: expected string not found`},
		{"check_lines.test", "Counter: 1", "Counter: 2", `Counter: 2`},
		{"results.test", "0.6666667,", "0.6666668,", ""},
		{"results.test", "0.33333334,", "0.33333343,", "Division (Output, BufferFloatULP): element 0 is 0.33333334 (0x3EAAAAAB), expected 0.33333343 (0x3EAAAAAE)"},
		{"texture.test", "135, 145", "135, 146", "Img (Img, BufferExact): element 3 is 145, expected 146"},
		{"results.test", "0x4200", "0x4201", "Conversion (Halves, BufferFloatEpsilon): element 2 is 3 (0x4200), expected 3.0019531 (0x4201)"},
		{"check_lines.test", "Register: 1\n", "Register: 7\n", "has no buffer bound at its register"},
	} {
		tf := readTest(t, c.name)
		for k, v := range tf.Parts {
			tf.Parts[k] = strings.Replace(v, c.from, c.to, 1)
		}
		for i, l := range tf.Checks {
			tf.Checks[i].Pattern = strings.Replace(l.Pattern, c.from, c.to, 1)
		}
		o := runTest(t, tf)
		if c.want == "has no buffer bound at its register" {
			require.Equal(t, Skipped, o.Status)
		} else {
			require.Equal(t, Differ, o.Status, "%s -> %s: %s", c.from, c.to, o.Reason)
			require.True(t, o.InterpAgrees)
		}
		require.Contains(t, o.Reason+o.Detail, c.want)
	}
}

// TestEpsilonIsStrict: the suite's epsilon comparison is |a-b| < epsilon.
func TestEpsilonIsStrict(t *testing.T) {
	r := Result{Rule: "BufferFloatEpsilon", Epsilon: 0.5}
	a, _ := encodeValue(nil, "Float32", "1.5")
	e, _ := encodeValue(nil, "Float32", "1")
	require.False(t, floatClose(r, "Float32", a, e))
	a, _ = encodeValue(nil, "Float32", "1.25")
	require.True(t, floatClose(r, "Float32", a, e))
	// a zero of the expected sign passes for an expected denormal
	// (DenormMode Any), not for a normal number
	r = Result{Rule: "BufferFloatULP"}
	z, _ := encodeValue(nil, "Float32", "0")
	d, _ := encodeValue(nil, "Float32", "1e-40")
	require.True(t, floatClose(r, "Float32", z, d))
	r.DenormMode = "Preserve"
	require.False(t, floatClose(r, "Float32", z, d))
}

// TestSkips: what the converter cannot run is skipped with the reason.
func TestSkips(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{"# REQUIRES: Half", "# REQUIRES: Half, Int64Atomics", "REQUIRES: Int64Atomics"},
		{"# REQUIRES: Half", "# UNSUPPORTED: DXC && !Vulkan", "UNSUPPORTED: DXC && !Vulkan"},
		{"-T cs_6_2", "-T ps_6_2", `profile "ps_6_2" is not a compute shader`},
		{"-T cs_6_2", "-T cs_6_2 -spirv", "DXC option -spirv"},
		{"Kind: StructuredBuffer", "Kind: Texture2D", "texture Input without OutputProps"},
		{"Kind: StructuredBuffer", "Kind: TextureCube", "resource kind TextureCube"},
		{"Rule: BufferFloatULP", "Rule: BufferFuzzy", "comparison rule BufferFuzzy"},
		{"    Format: Float32\n    Data: [ 1, 2, 3, 4 ]", "    Format: Float32\n    Dta: [ 1, 2, 3, 4 ]", "field Dta not found"},
		{"Results:", "Samplers:\n  - Name: S\nResults:", "samplers"},
	} {
		text, err := os.ReadFile("testdata/results.test")
		require.NoError(t, err)
		s := strings.Replace(string(text), c.from, c.to, 1)
		require.NotEqual(t, string(text), s, c.from)
		tf, err := ParseTest("results.test", s)
		require.NoError(t, err)
		_, err = Convert(tf)
		require.Error(t, err)
		sk, ok := err.(*Skip)
		require.True(t, ok, "%v", err)
		require.Contains(t, sk.Reason, c.want)
	}
}

func TestLitExpressions(t *testing.T) {
	have := map[string]bool{"DirectX": true, "DXC": true}
	for expr, want := range map[string]bool{
		"DirectX": true, "Vulkan": false, "!Vulkan": true, "DXC && !Clang": true,
		"Clang || (DirectX && DXC)": true, "Metal || Vulkan": false, "*": true,
		"DirectX && (Vulkan || Clang)": false,
	} {
		got, err := evalFeature(expr, have)
		require.NoError(t, err, expr)
		require.Equal(t, want, got, expr)
	}
	_, err := evalFeature("(DirectX", have)
	require.Error(t, err)
}

func TestFloatPrinting(t *testing.T) {
	for v, want := range map[float64]string{1: "1", 0.1: "0.1", 1.0 / 3: "0.333333", 1e6: "1e+06", 123456: "123456", -0.0001: "-0.0001", 1e-5: "1e-05"} {
		require.Equal(t, want, cFloat(v))
	}
}

// TestOffloaderLogChecks: CHECK lines about the descriptors the offloader
// made are not checked, and the verdict says so.
func TestOffloaderLogChecks(t *testing.T) {
	tf := readTest(t, "check_lines.test")
	tf.Checks = append([]CheckLine{{Kind: "CHECK", Pattern: "Creating UAV: { Size = 84, Register = u0, Space = 0, HasCounter = 1 }"}}, tf.Checks...)
	o := runTest(t, tf)
	require.Equal(t, Agree, o.Status, "%s: %s", o.Reason, o.Detail)
	require.Equal(t, "on the buffers; 1 CHECK lines about the offloader's log not checked", o.Reason)
}
