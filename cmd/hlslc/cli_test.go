package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
)

func runCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestAsmDisasmExample assembles the README's example and disassembles it;
// llvm-objdump must read the object, and the disassembly must re-assemble to
// the same object.
func TestAsmDisasmExample(t *testing.T) {
	dir := t.TempDir()
	co := filepath.Join(dir, "wps.co")
	code, out, errs := runCLI("asm", "--show-encoding", "../../examples/wave_prefix_sum.s", "-o", co)
	if code != 0 {
		t.Fatalf("asm: exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "v_add_u32_dpp v1, v1, v1 row_bcast:31 row_mask:0xc bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x68,0x01,0x43,0x01,0xcf]") {
		t.Errorf("listing lacks the row_bcast:31 instruction with its encoding:\n%s", out)
	}
	code, dis, errs := runCLI("disasm", co)
	if code != 0 {
		t.Fatalf("disasm: exit %d: %s", code, errs)
	}
	s2 := filepath.Join(dir, "again.s")
	if err := os.WriteFile(s2, []byte(dis), 0o644); err != nil {
		t.Fatal(err)
	}
	co2 := filepath.Join(dir, "again.co")
	if code, _, errs := runCLI("asm", s2, "-o", co2); code != 0 {
		t.Fatalf("disassembly does not re-assemble: %s\n%s", errs, dis)
	}
	a, _ := os.ReadFile(co)
	b, _ := os.ReadFile(co2)
	if !bytes.Equal(a, b) {
		t.Errorf("re-assembled object differs from the original")
	}
	objdump := tooltest.Need(t, "llvm-objdump")
	o, err := exec.Command(objdump, "-d", "--mcpu=gfx900", co).CombinedOutput()
	if err != nil || !strings.Contains(string(o), "<wave_prefix_sum>:") || !strings.Contains(string(o), "s_endpgm") {
		t.Errorf("llvm-objdump cannot read our object: %v\n%s", err, o)
	}
}

// TestBadInput: every kind of bad input is a located error and exit 1, and
// misuse is exit 2; nothing panics.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	bad := write("bad.s", ".text\nk:\n  v_add_f32 v0, v1, v2, v3\n  s_branch .Lmissing\n")
	code, _, errs := runCLI("asm", bad, "-o", filepath.Join(dir, "x.co"))
	if code != exitInput || !strings.Contains(errs, "bad.s:3:25: error: invalid operand for instruction: too many operands") ||
		!strings.Contains(errs, "bad.s:4:12: error: undefined label .Lmissing") {
		t.Errorf("asm bad.s: exit %d, stderr:\n%s", code, errs)
	}
	good := filepath.Join(dir, "good.co")
	if code, _, errs := runCLI("asm", "../../examples/wave_prefix_sum.s", "-o", good); code != 0 {
		t.Fatal(errs)
	}
	data, _ := os.ReadFile(good)
	for name, content := range map[string][]byte{
		"empty.co":     {},
		"truncated.co": data[:100],
		"notelf.co":    []byte("this is not an ELF file at all, just text............................"),
	} {
		p := write(name, string(content))
		code, _, errs := runCLI("disasm", p)
		if code != exitInput || !strings.Contains(errs, name+": error: ") {
			t.Errorf("disasm %s: exit %d, stderr: %s", name, code, errs)
		}
	}
	// a code object whose .text holds an invalid instruction word
	corrupt := append([]byte(nil), data...)
	if i := bytes.Index(corrupt, []byte{0x00, 0x01, 0x0a, 0xc0}); i >= 0 {
		copy(corrupt[i:], []byte{0xff, 0xff, 0xff, 0xff})
	} else {
		t.Fatal("first instruction not found in the object")
	}
	p := write("corrupt.co", string(corrupt))
	if code, _, errs := runCLI("disasm", p); code != exitInput || !strings.Contains(errs, "corrupt.co: error: .text+0x0: invalid instruction word 0xffffffff") {
		t.Errorf("disasm corrupt.co: exit %d, stderr: %s", code, errs)
	}
	if code, _, _ := runCLI("asm"); code != exitUsage {
		t.Errorf("asm without a file: exit %d, want %d", code, exitUsage)
	}
	if code, _, _ := runCLI("asm", filepath.Join(dir, "missing.s")); code != exitInput {
		t.Errorf("asm of a missing file: exit %d, want %d", code, exitInput)
	}
	if code, _, _ := runCLI("frobnicate-this"); code == exitOK {
		t.Errorf("unknown command succeeded")
	}
}

// TestRunExample runs the example kernel on the executor through the CLI:
// the prefix sums come out right; a spec naming a missing buffer is exit 1;
// the kernel without its s_nop wait states is a hazard, exit 3.
func TestRunExample(t *testing.T) {
	dir := t.TempDir()
	co := filepath.Join(dir, "wps.co")
	if code, _, errs := runCLI("asm", "../../examples/wave_prefix_sum.s", "-o", co); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runCLI("run", "--obj", co, "--kernel", "wave_prefix_sum", "--spec", "../../examples/wave_prefix_sum.json")
	if code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	var res struct {
		Buffers map[string]map[string][]uint32 `json:"buffers"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("run output is not JSON: %v\n%s", err, out)
	}
	got := res.Buffers["out"]["u32"]
	if len(got) != 128 || got[0] != 1 || got[63] != 64 || got[64] != 2 || got[127] != 128 {
		t.Errorf("prefix sums wrong: %v", got)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"dispatch":[1,1,1],"workgroup":[64,1,1],"buffers":{},"kernargs":[{"ptr":"nowhere"}]}`), 0o644)
	if code, _, errs := runCLI("run", "--obj", co, "--kernel", "wave_prefix_sum", "--spec", bad); code != exitInput || !strings.Contains(errs, "nowhere") {
		t.Errorf("spec with an unknown buffer: exit %d, %s", code, errs)
	}
	src, _ := os.ReadFile("../../examples/wave_prefix_sum.s")
	nonops := filepath.Join(dir, "nonops.s")
	os.WriteFile(nonops, []byte(strings.ReplaceAll(string(src), "\ts_nop 1\n", "")), 0o644)
	co2 := filepath.Join(dir, "nonops.co")
	if code, _, errs := runCLI("asm", nonops, "-o", co2); code != 0 {
		t.Fatal(errs)
	}
	if code, _, errs := runCLI("run", "--obj", co2, "--kernel", "wave_prefix_sum", "--spec", "../../examples/wave_prefix_sum.json"); code != exitFault || !strings.Contains(errs, "DPP") {
		t.Errorf("kernel without wait states: exit %d, %s", code, errs)
	}
}

// TestRunInterp: `hlslc run --interp` is the reference interpreter.
func TestRunInterp(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "t.hlsl")
	os.WriteFile(src, []byte("RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(64,1,1)]\nvoid main(uint3 id : SV_DispatchThreadID) { Out[id.x] = id.x * 3; }\n"), 0o644)
	spec := filepath.Join(dir, "t.json")
	os.WriteFile(spec, []byte(`{"dispatch":[2,1,1],"resources":{"Out":{"zero":512}}}`), 0o644)
	code, out, errs := runCLI("run", "--interp", src, "--spec", spec)
	if code != 0 || !strings.Contains(out, `"Out": {"u32": [0, 3, 6, 9`) || !strings.Contains(out, "381]") {
		t.Errorf("run --interp: exit %d\n%s\n%s", code, out, errs)
	}
}

// TestCompileToISA: `hlslc FILE.hlsl` prints assembly llvm-mc accepts,
// --emit=obj writes a code object, and a construct the backend does not
// select yet is an error at its source position.
func TestCompileToISA(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "k.hlsl")
	os.WriteFile(src, []byte(`StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	uint v = In[id.x];
	if (v > 10) v = v * 3;
	Out[id.x] = v;
}
`), 0o644)
	code, out, errs := runCLI(src)
	if code != 0 || !strings.Contains(out, ".amdhsa_kernel main") || !strings.Contains(out, "buffer_load_dword") || !strings.Contains(out, "s_endpgm") {
		t.Fatalf("hlslc k.hlsl: exit %d\n%s\n%s", code, out, errs)
	}
	mc := tooltest.Need(t, "llvm-mc")
	s := filepath.Join(dir, "k.s")
	os.WriteFile(s, []byte(out), 0o644)
	if o, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", s, "-o", filepath.Join(dir, "k.o")).CombinedOutput(); err != nil {
		t.Errorf("llvm-mc rejects hlslc's assembly: %v\n%s", err, o)
	}
	co := filepath.Join(dir, "k.co")
	if code, _, errs := runCLI(src, "--emit=obj", "-Fo", co, "--target", "gfx906"); code != 0 {
		t.Fatalf("--emit=obj: %s", errs)
	}
	if code, dis, errs := runCLI("disasm", co); code != 0 || !strings.Contains(dis, "gfx906") || !strings.Contains(dis, "main:") {
		t.Errorf("disasm of the emitted object: exit %d %s\n%s", code, errs, dis)
	}
	bad := filepath.Join(dir, "bad.hlsl")
	os.WriteFile(bad, []byte(`[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	RWStructuredBuffer<uint> Out = ResourceDescriptorHeap[0];
	RayQuery<RAY_FLAG_NONE> q;
	Out[id.x] = q.CommittedStatus();
}
`), 0o644)
	if code, _, errs := runCLI(bad, "-T", "cs_6_6"); code != exitInput || !strings.Contains(errs, "bad.hlsl:4:") || !strings.Contains(errs, "error: 'RayQuery<RAY_FLAG_NONE>' (inline ray tracing, shader model 6.5) is not supported") {
		t.Errorf("unsupported construct: exit %d, %s", code, errs)
	}
	if code, _, _ := runCLI(src, "--target", "gfx1030"); code != exitUsage {
		t.Errorf("unknown target accepted")
	}
}

// TestReport: --report prints the occupancy report, --report=json the same
// as JSON.
func TestReport(t *testing.T) {
	code, out, errs := runCLI("../../backend/testdata/run/lds.hlsl", "--report")
	if code != 0 || !strings.Contains(out, "occupancy: 8 waves per SIMD of 10, limited by whole workgroups per CU") || !strings.Contains(out, "LDS       512 bytes") {
		t.Errorf("--report: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI("../../backend/testdata/run/lds.hlsl", "--report=json")
	var r map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r["waves_per_simd"] != 8.0 {
		t.Errorf("--report=json: exit %d\n%s%s", code, out, errs)
	}
	if code, _, _ := runCLI("../../backend/testdata/run/lds.hlsl", "--report=xml"); code != exitUsage {
		t.Errorf("--report=xml accepted")
	}
}

// TestLiveReg: --livereg prints one line per instruction with the live
// count, the map and the source position, and the peak.
func TestLiveReg(t *testing.T) {
	code, out, errs := runCLI("../../backend/testdata/run/basic.hlsl", "--livereg")
	if code != 0 || !strings.Contains(out, "// live VGPRs of main") || !strings.Contains(out, "// peak: ") ||
		!strings.Contains(out, "buffer_load_dword") || !strings.Contains(out, "basic.hlsl:7:") {
		t.Errorf("--livereg: exit %d\n%s%s", code, out, errs)
	}
	lines := 0
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "|") {
			lines++
		}
	}
	_, asm, _ := runCLI("../../backend/testdata/run/basic.hlsl")
	instrs := 0
	for _, l := range strings.Split(asm, "\n") {
		if strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "\t.") && !strings.HasPrefix(l, "\t\t") {
			instrs++
		}
	}
	if lines != instrs {
		t.Errorf("--livereg has %d instruction lines, the assembly %d instructions", lines, instrs)
	}
	if code, out, _ := runCLI("../../backend/testdata/run/basic.hlsl", "--livereg-sgpr"); code != 0 || !strings.Contains(out, "// live SGPRs of main") {
		t.Errorf("--livereg-sgpr: exit %d\n%s", code, out)
	}
}
