package testsuite

import (
	"math"
	"strings"
	"testing"

	"hlslc/backend"
	"hlslc/testsuite/filecheck"
)

func TestParseCaseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"// RUN-FLAGS: -O3\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: RUN-FLAGS: unknown flag "-O3"`},
		{"// FLOAT: Out f8\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: FLOAT: unknown kind "f8"`},
		{"// XFAIL: gpu: broken\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: XFAIL: expected "ORACLE: reason" with ORACLE one of hlslc, hlslc-checks, llvm, lavapipe, got "gpu: broken"`},
		{"// XFAIL: hlslc:\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: XFAIL: expected "ORACLE: reason"`},
		{"// XFAIL: hlslc: a\n// XFAIL: hlslc: b\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:2: XFAIL: a second line for hlslc`},
		{"// RUN-SPEC: {\"dispatch\": [1,1,1]}\n// REPORT: vgpr <= 3\n", `x.hlsl:2: REPORT: unknown report key "vgpr" (known: `},
		{"// RUN-SPEC: {\"dispatch\": [1,1,1]}\n\n// REPORT: vgprs =< 3\n", `x.hlsl:3: REPORT: unknown comparison "=<"`},
		{"// REPORT: vgprs <= 3 4\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: REPORT: expected "KEY OP VALUE"`},
		{"// REPORT: vgprs <= many\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: REPORT: "many" is not a number`},
		{"// REPORT: limited_by <= VGPRs\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: REPORT: limited_by is a word`},
		{"// REPORT: uses_vcc == 1\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: REPORT: uses_vcc is a boolean`},
		{"// CHECK:\n// RUN-SPEC: {\"dispatch\": [1,1,1]}\n", `x.hlsl:1: CHECK: empty pattern`},
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
	if len(c.Checks) != 3 || c.Checks[0].Kind != filecheck.Label || c.Checks[2].Kind != filecheck.Not || c.Checks[1].Pattern != "v_add_f32" || c.Checks[1].Line != 10 {
		t.Errorf("checks: %+v", c.Checks)
	}
	if len(c.Reports) != 1 || c.Reports[0].Key != "vgprs" || c.Reports[0].Op != "<=" || c.Reports[0].Num != 24 || c.Reports[0].Line != 12 {
		t.Errorf("reports: %+v", c.Reports)
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

func TestReportCheck(t *testing.T) {
	r := backend.Report{VGPRs: 20, WavesPerSIMD: 8, Limiter: "VGPRs", UsesVCC: true, CodeBytes: 400,
		ScratchBytes: 16, LDSBytes: 1024, Instructions: backend.InstructionMix{SMEM: 3, PackedVALU: 0, VALU: 12}}
	for _, tc := range []struct {
		line string
		ok   bool
	}{
		{"vgprs <= 24", true}, {"vgprs <= 19", false}, {"vgprs < 20", false}, {"vgprs == 20", true}, {"vgprs != 20", false},
		{"waves >= 8", true}, {"waves_per_simd > 8", false}, {"smem >= 1", true}, {"instructions_total > 0", false},
		{"packed_valu == 0", true}, {"valu_packed >= 1", false}, {"valu > 10", true}, {"scratch == 16", true},
		{"scratch_bytes_per_lane == 0", false}, {"lds >= 1024", true}, {"code_size <= 399", false},
		{"limited_by == VGPRs", true}, {"limited_by != VGPRs", false}, {"uses_vcc == true", true}, {"uses_vcc == false", false},
	} {
		rc, err := ParseReportCheck(tc.line, 1)
		if tc.line == "instructions_total > 0" {
			if err == nil {
				t.Errorf("%q parses", tc.line)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		if err := rc.Eval(r); (err == nil) != tc.ok {
			t.Errorf("%q: Eval = %v, want ok=%v", tc.line, err, tc.ok)
		}
	}
	rc, _ := ParseReportCheck("vgprs <= 19", 7)
	if err := rc.Eval(r); err == nil || err.Error() != "REPORT: vgprs <= 19 does not hold: vgprs is 20" {
		t.Errorf("message: %v", err)
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
	// f64 values compare as word pairs
	f64w := func(f float64) []uint32 { b := math.Float64bits(f); return []uint32{uint32(b), uint32(b >> 32)} }
	for _, tc := range []struct {
		a, b float64
		k    FloatKind
		want bool
	}{
		{1, 1, F64, true},
		{1, math.Nextafter(math.Nextafter(1, 2), 2), F64, true},
		{1, 1 + 5*0x1p-52, F64, false},
		{1, 1 + 1e-6, F64Refactored, true},
		{1e-20, -1e-20, F64, true},
		{1e-10, -1e-10, F64, false},
		{math.NaN(), -math.NaN(), F64, true},
		{math.Inf(1), math.MaxFloat64, F64, false},
		{0, math.Copysign(0, -1), F64, true},
	} {
		mm := Compare(map[string][]uint32{"D": append([]uint32{7, 7}, f64w(tc.a)...)}, map[string][]uint32{"D": append([]uint32{7, 7}, f64w(tc.b)...)}, kind(tc.k))
		if (mm == nil) != tc.want {
			t.Errorf("Compare(%g, %g, %s) = %v, want agreement %v", tc.a, tc.b, tc.k, mm, tc.want)
		}
	}
	if mm := Compare(map[string][]uint32{"A": {1}}, map[string][]uint32{"A": {1, 2}}, kind(Exact)); mm == nil || mm.String() != "resource A: 2 words, the reference has 1" {
		t.Errorf("size mismatch %v", mm)
	}
	if mm := Compare(map[string][]uint32{"A": {1}}, map[string][]uint32{}, kind(Exact)); mm == nil || !strings.Contains(mm.String(), "missing") {
		t.Errorf("missing resource %v", mm)
	}
}

func TestJudgeHlslc(t *testing.T) {
	run, check := []string{"run failed"}, []string{"CHECK failed"}
	x := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	for _, tc := range []struct {
		name        string
		xfail       map[string]string
		run, check  []string
		want        outcome
		errs        int
		xchecks     bool
		errContains string
	}{
		{"pass", nil, nil, nil, outPass, 0, false, ""},
		{"run fails", nil, run, nil, outFail, 1, false, "run failed"},
		{"check fails", nil, nil, check, outFail, 1, false, "CHECK failed"},
		{"both fail", nil, run, check, outFail, 2, false, ""},
		{"xfail expected", x("hlslc", "bug"), run, nil, outXFail, 0, false, ""},
		{"xfail covers checks", x("hlslc", "bug"), nil, check, outXFail, 0, false, ""},
		{"stale xfail", x("hlslc", "bug"), nil, nil, outStale, 1, false, "x.hlsl: hlslc's backend passes (both configurations, CHECK and REPORT lines) although the case has XFAIL: hlslc: bug; remove the line"},
		{"xchecks expected", x("hlslc-checks", "gap"), nil, check, outPass, 0, true, ""},
		{"xchecks does not cover runs", x("hlslc-checks", "gap"), run, check, outFail, 1, true, "run failed"},
		{"stale xchecks", x("hlslc-checks", "gap"), nil, nil, outFail, 1, false, "x.hlsl: the CHECK and REPORT lines hold although the case has XFAIL: hlslc-checks: gap; remove the line"},
		{"both xfails", x("hlslc", "bug", "hlslc-checks", "gap"), run, check, outXFail, 0, true, ""},
		{"other oracles ignored", x("llvm", "bug", "lavapipe", "bug"), run, nil, outFail, 1, false, ""},
	} {
		v := judgeHlslc("x.hlsl", tc.xfail, tc.run, tc.check)
		if v.Outcome != tc.want || len(v.Errors) != tc.errs || v.XChecks != tc.xchecks {
			t.Errorf("%s: outcome %d, %d errors %q, xchecks %v; want %d, %d errors, xchecks %v", tc.name, v.Outcome, len(v.Errors), v.Errors, v.XChecks, tc.want, tc.errs, tc.xchecks)
		}
		if tc.errContains != "" && (len(v.Errors) == 0 || !strings.Contains(strings.Join(v.Errors, "\n"), tc.errContains)) {
			t.Errorf("%s: errors %q, want one containing %q", tc.name, v.Errors, tc.errContains)
		}
	}
}
