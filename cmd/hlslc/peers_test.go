package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/testsuite/vk"
)

// TestBenchPeers runs `hlslc bench peers` on two test-suite shaders: one row
// each with all three compilers' figures, the totals lines, and JSON whose
// hlslc figures are the register report's.
func TestBenchPeers(t *testing.T) {
	tooltest.Need(t, "glslangValidator")
	tooltest.Need(t, "spirv-cross")
	tooltest.Need(t, "gcc")
	if _, err := os.Stat(vk.RADV.ICDFile()); err != nil {
		if tooltest.Required() {
			t.Fatalf("RADV ICD %s missing (HLSLC_REQUIRE_TOOLS=1)", vk.RADV.ICDFile())
		}
		t.Skipf("RADV ICD %s missing", vk.RADV.ICDFile())
	}
	js := filepath.Join(t.TempDir(), "peers.json")
	nospec := filepath.Join(t.TempDir(), "nospec.hlsl")
	os.WriteFile(nospec, []byte("RWStructuredBuffer<float> O;\n[numthreads(256, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) { O[id.x] = O[id.x] * 2; }\n"), 0o644)
	files := []string{"../../testsuite/cases/matrix4x3_load4.hlsl", "../../testsuite/cases/lds_reduce_max.hlsl", nospec}
	code, out, errs := runCLI(append([]string{"bench", "peers", "-no-llvm", "-json", js}, files...)...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^matrix4x3_load4\.hlsl +\d+ \d+ +\d+ \d+ +\d+ \d+ +\d+ \d+`),
		regexp.MustCompile(`(?m)^lds_reduce_max\.hlsl +\d+ \d+ +\d+ \d+ +\d+ \d+ +\d+ \d+`),
		regexp.MustCompile(`(?m)^nospec\.hlsl +\d+ \d+ +\d+ \d+ +\d+ \d+ +\d+ \d+`),
		regexp.MustCompile(`Totals over the 3 shaders every compiler handled`),
		regexp.MustCompile(`vs ACO +VGPRs \d+ → \d+ \([-+]\d+\.\d%\), SGPRs`),
	} {
		if !want.MatchString(out) {
			t.Errorf("output lacks %v:\n%s", want, out)
		}
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var rows []peerRow
	if err := json.Unmarshal(data, &rows); err != nil || len(rows) != 3 {
		t.Fatalf("JSON: %v, %d rows", err, len(rows))
	}
	// the hlslc column is the register report's (VGPRs as allocated)
	code, rep, _ := runCLI(files[0], "--report=json")
	var r map[string]any
	if code != exitOK || json.Unmarshal([]byte(rep), &r) != nil {
		t.Fatal("--report=json failed")
	}
	if got := rows[1].HLSLC; rows[1].Shader != "matrix4x3_load4.hlsl" || got == nil || float64(got.VGPRs) != r["vgprs_allocated"].(float64) || float64(got.Waves) != r["waves_per_simd"].(float64) {
		t.Errorf("hlslc figures %+v disagree with the report %v", got, r)
	}
	// one occupancy rule: hlslc's same-rule figure is its report's
	for _, r := range rows {
		if r.HLSLC == nil || r.HLSLC.SameRuleWaves != r.HLSLC.Waves || r.HLSLC.SameRuleWaves < 1 {
			t.Errorf("%s: hlslc's same-rule waves %+v differ from its report's", r.Shader, r.HLSLC)
		}
		if aco := r.Peers["ACO"]; aco == nil || aco.SameRuleWaves < 1 {
			t.Errorf("%s: ACO's same-rule waves missing: %+v", r.Shader, aco)
		}
	}
	if aco := rows[0].Peers["ACO"]; aco == nil || aco.Error != "" || aco.VGPRs <= 0 || aco.CodeBytes <= 0 {
		t.Errorf("ACO figures missing: %+v", aco)
	}
	// the peers' figures are exactly RADV's own, whatever limit hlslc applies
	for _, r := range rows {
		path := filepath.Join("../../testsuite/cases", r.Shader)
		if r.Shader == "nospec.hlsl" {
			path = nospec
		}
		src, _ := os.ReadFile(path)
		sh, err := vk.Compile(src, path, "main")
		if err != nil {
			t.Fatal(err)
		}
		st, err := vk.PeerStats(sh.SPIRV, sh.Entry, vk.ACO)
		if err != nil {
			t.Fatal(err)
		}
		if aco := r.Peers["ACO"]; aco.Waves != st.WavesPerSIMD || aco.VGPRs != st.VGPRs || aco.SGPRs != st.SGPRs {
			t.Errorf("%s: ACO's figures %+v are not RADV's %+v", r.Shader, aco, st)
		}
	}
	if code, _, errs := runCLI("bench", "peers", filepath.Join(t.TempDir(), "none")); code != exitInput || !strings.Contains(errs, "none") {
		t.Errorf("missing path: exit %d %s", code, errs)
	}
	if code, _, _ := runCLI("bench"); code != exitUsage {
		t.Errorf("bench without peers: exit %d", code)
	}
}

// TestBenchPeersManifest measures the rows of a manifest given by a
// relative path: each row compiles with its entry point, -D definitions
// and -I folders (relative to the manifest's folder) for hlslc and for the
// peer, and a row no compiler accepts is reported as such, not a failure.
func TestBenchPeersManifest(t *testing.T) {
	tooltest.Need(t, "glslangValidator")
	tooltest.Need(t, "spirv-cross")
	tooltest.Need(t, "gcc")
	if _, err := os.Stat(vk.RADV.ICDFile()); err != nil {
		if tooltest.Required() {
			t.Fatalf("RADV ICD %s missing (HLSLC_REQUIRE_TOOLS=1)", vk.RADV.ICDFile())
		}
		t.Skipf("RADV ICD %s missing", vk.RADV.ICDFile())
	}
	dir := t.TempDir()
	for name, text := range map[string]string{
		"set/inc/k.hlsli": "#define K 3\n",
		// SCALE comes only from the manifest's defines, k.hlsli only from its include folder
		"set/src/s.hlsl": "#include \"k.hlsli\"\nRWStructuredBuffer<float> O;\n[numthreads(64, 1, 1)]\nvoid cs(uint3 id : SV_DispatchThreadID) { O[id.x] = O[id.x] * SCALE + K; }\n",
		"set/M.tsv": "id\tpath\tentry\tdefines\tinclude_dirs\trepo\tpath_in_repo\tcommit\tlicence\n" +
			"set__s__cs\tsrc/s.hlsl\tcs\tSCALE=2\tinc\tr\ts.hlsl\t-\tMIT\n" +
			"set__s__missing\tsrc/s.hlsl\tnosuch\tSCALE=2\tinc\tr\ts.hlsl\t-\tMIT\n",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	js := filepath.Join(dir, "peers.json")
	t.Chdir(dir)
	code, out, errs := runCLI("bench", "peers", "-no-llvm", "-json", js, "-manifest", filepath.Join("set", "M.tsv"))
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^set__s__cs +\d+ \d+ +\d+ \d+ +\d+ \d+ +\d+ \d+`),
		regexp.MustCompile(`(?m)^set__s__missing +- - .*\(hlslc: .*ACO: glslang rejects the shader\)`),
		regexp.MustCompile(`Totals over the 1 shaders every compiler handled`),
	} {
		if !want.MatchString(out) {
			t.Errorf("output lacks %v:\n%s", want, out)
		}
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var rows []peerRow
	if err := json.Unmarshal(data, &rows); err != nil || len(rows) != 2 {
		t.Fatalf("JSON: %v, %d rows", err, len(rows))
	}
	src := filepath.Join(dir, "set", "src", "s.hlsl")
	inc := filepath.Join(dir, "set", "inc")
	code, rep, errs := runCLI(src, "-E", "cs", "-D", "SCALE=2", "-I", inc, "--report=json")
	var r map[string]any
	if code != exitOK || json.Unmarshal([]byte(rep), &r) != nil {
		t.Fatalf("--report=json: exit %d %s", code, errs)
	}
	if got := rows[0].HLSLC; got == nil || float64(got.CodeBytes) != r["code_bytes"].(float64) || float64(got.VGPRs) != r["vgprs_allocated"].(float64) {
		t.Errorf("hlslc figures %+v disagree with the report %v", got, r)
	}
	text, _ := os.ReadFile(src)
	sh, err := vk.CompileWith(text, src, "cs", vk.CompileOptions{Defines: []string{"SCALE=2"}, IncludeDirs: []string{inc}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := vk.PeerStats(sh.SPIRV, sh.Entry, vk.ACO)
	if err != nil {
		t.Fatal(err)
	}
	if aco := rows[0].Peers["ACO"]; aco == nil || aco.CodeBytes != st.CodeSize || aco.VGPRs != st.VGPRs || aco.SGPRs != st.SGPRs || aco.Waves != st.WavesPerSIMD {
		t.Errorf("ACO's figures %+v are not RADV's %+v", aco, st)
	}
	if rows[1].HLSLC != nil || rows[1].Error == "" {
		t.Errorf("the row without its entry point: %+v", rows[1])
	}
	if code, _, errs := runCLI("bench", "peers", "-manifest", filepath.Join("set", "none.tsv")); code != exitInput || !strings.Contains(errs, "none.tsv") {
		t.Errorf("missing manifest: exit %d %s", code, errs)
	}
}
