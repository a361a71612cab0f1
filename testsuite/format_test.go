package testsuite

import (
	"math"
	"strings"
	"testing"
)

func TestParseCaseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"// RUN-FLAGS: -O3\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: RUN-FLAGS: unknown flag "-O3"`},
		{"// FLOAT: Out f64\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: FLOAT: unknown kind "f64"`},
		{"// XFAIL: gpu: broken\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: XFAIL: expected "llvm: reason"`},
		{"// LAVAPIPE-SKIP:\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: LAVAPIPE-SKIP needs a reason`},
		{"void main() {}\n", `no run spec`},
		{"\n// RUN-SPEC: {\"dispatch\": [1,1]}\n", `x.hlsl:2: run spec: dispatch: expected 3 workgroup counts`},
		{"// RUN-SPEC: {\"dispatch\": [1,1,1]}\n// EXPECT: {\"Out\": [1]}\n", `x.hlsl:2: EXPECT:`},
		{"// RUN-SPEC: {\"dispatch\": [1,1,1]}\n// EXPECT: {\"Out\": {}}\n", `x.hlsl:2: EXPECT: resource "Out" has no "u32" array`},
	} {
		_, err := ParseCase("x.hlsl", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseCase(%q): error %v, want one containing %q", tc.src, err, tc.want)
		}
	}
}

func TestParseCase(t *testing.T) {
	src := `// RUN-FLAGS: -D N=4 -enable-16bit-types -T cs_6_2
// RUN-SPEC: {"dispatch": [2, 1, 1],
// RUN-SPEC:  "resources": {"Out": {"zero": 8}}}
// EXPECT: {"Out": {"u32": [1,
// EXPECT: 2]}}
// FLOAT: Out f32
// WAVE-SIZE-DEPENDENT
// XFAIL: llvm: some bug
// CHECK-LABEL: main:
// CHECK: v_add_f32
// CHECK-NOT: s_waitcnt
// REPORT: vgprs <= 24
RWStructuredBuffer<float> Out;
`
	c, err := ParseCase("x.hlsl", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if c.Spec.Dispatch != [3]uint32{2, 1, 1} || string(c.Spec.Resources["Out"]) != `{"zero": 8}` {
		t.Errorf("spec %+v", c.Spec)
	}
	if len(c.Expect["Out"]) != 2 || c.Expect["Out"][1] != 2 || c.ExpectLine != 4 {
		t.Errorf("expect %v line %d", c.Expect, c.ExpectLine)
	}
	if c.Floats["Out"] != F32 || !c.WaveSizeDependent || c.XFail["llvm"] != "some bug" {
		t.Errorf("directives: %+v", c)
	}
	if !c.Frontend.Enable16Bit || c.Frontend.Target != "cs_6_2" || len(c.Frontend.PP.Defines) != 1 || c.Frontend.PP.Defines[0] != "N=4" {
		t.Errorf("flags: %+v", c.Frontend)
	}
	if len(c.Checks) != 4 || c.Checks[0].Kind != "CHECK-LABEL" || c.Checks[2].Kind != "CHECK-NOT" || c.Checks[3].Pattern != "vgprs <= 24" || c.Checks[1].Line != 10 {
		t.Errorf("checks: %+v", c.Checks)
	}
	out, err := c.UpdateExpect(map[string][]uint32{"Out": {7, 8}})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(src, "// EXPECT: {\"Out\": {\"u32\": [1,\n// EXPECT: 2]}}\n", "// EXPECT: {\"Out\": {\"u32\": [7, 8]}}\n", 1)
	if string(out) != want {
		t.Errorf("UpdateExpect:\n%s\nwant:\n%s", out, want)
	}
}

func f32w(f float32) uint32 { return math.Float32bits(f) }

func TestCompare(t *testing.T) {
	one := f32w(1)
	kind := func(k FloatKind) func(string, int) FloatKind { return func(string, int) FloatKind { return k } }
	for _, tc := range []struct {
		a, b uint32
		k    FloatKind
		want bool
	}{
		{5, 5, Exact, true},
		{5, 6, Exact, false},
		{one, one + 4, F32, true},
		{one, one + 5, F32, false},
		{one, one + 5, Exact, false},
		{f32w(1e-7), f32w(-1e-7), F32, true}, // absolute bound near zero
		{f32w(0.01), f32w(-0.01), F32, false},
		{0x7fc00000, 0x7fc00001, F32, true}, // NaN == NaN
		{0x7fc00000, one, F32, false},
		{f32w(float32(math.Inf(1))), f32w(math.MaxFloat32), F32, false},
		{f32w(100), f32w(100.3), Min16, true},
		{f32w(100), f32w(101), Min16, false},
		{0x3c00_3c00, 0x3c02_3c00, F16, true},
		{0x3c00_3c00, 0x3c03_3c00, F16, false},
		{0x3c00_3c00, 0x3c00_3c03, F16, false},
		{0x8000, 0x0000, F16, true}, // -0 and +0
	} {
		if got := WordsAgree(tc.a, tc.b, tc.k); got != tc.want {
			t.Errorf("WordsAgree(%#x, %#x, %s) = %v, want %v", tc.a, tc.b, tc.k, got, tc.want)
		}
	}
	mm := Compare(map[string][]uint32{"A": {1, 2}, "B": {one, 3}}, map[string][]uint32{"A": {1, 2}, "B": {one, one + 8}}, kind(F32))
	if mm == nil || mm.String() != "resource B word 1: want 3 (0x00000003), got 1065353224 (0x3f800008) [as f32: want 4e-45, got 1.000001]" {
		t.Errorf("mismatch %v", mm)
	}
	if mm := Compare(map[string][]uint32{"A": {1}}, map[string][]uint32{"A": {1, 2}}, kind(Exact)); mm == nil || mm.String() != "resource A: 2 words, the reference has 1" {
		t.Errorf("size mismatch %v", mm)
	}
	if mm := Compare(map[string][]uint32{"A": {1}}, map[string][]uint32{}, kind(Exact)); mm == nil || !strings.Contains(mm.String(), "missing") {
		t.Errorf("missing resource %v", mm)
	}
}
