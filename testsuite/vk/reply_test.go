package vk

import (
	"strings"
	"testing"
)

// A reply as the helper writes it for RADV, cut down.
const radvReply = "device Null hardware (RADV VEGA10)\nsubgroup 64\ntime_ns 1500000\n" +
	"exec 0 64 Compute Shader\tVulkan Compute Shader\n" +
	"stat 0 SGPRs\tu\t16\nstat 0 VGPRs\tu\t4\nstat 0 Code size\tu\t8\nstat 0 Subgroups per SIMD\tu\t10\n" +
	"stat 0 LDS size\tu\t512\nstat 0 Uses spill\tb\t1\n" +
	"ir 0 ACO IR\t8\np_endpgm\n" +
	"ir 0 Assembly\t19\ns_endpgm ; bf810000" +
	"\nok\n"

func TestParseReply(t *testing.T) {
	rep, err := parseReply([]byte(radvReply))
	if err != nil {
		t.Fatal(err)
	}
	st, err := statsFromReply(rep, ACO)
	if err != nil {
		t.Fatal(err)
	}
	if st.VGPRs != 4 || st.SGPRs != 16 || st.CodeSize != 8 || st.WavesPerSIMD != 10 || st.LDSSize != 512 ||
		st.SubgroupSize != 64 || st.CompileTime.Microseconds() != 1500 || st.ISA != "s_endpgm ; bf810000" {
		t.Fatalf("stats %+v", st)
	}
	if v, _ := st.Stat("Uses spill"); v != "true" {
		t.Errorf("bool statistic %q, want true", v)
	}

	// The LLVM backend did not run (no "LLVM IR"): an error, not numbers.
	_, err = statsFromReply(rep, LLVM)
	wantErr(t, err, `RADV did not compile with LLVM under RADV_DEBUG=llvm (no "LLVM IR" representation`)

	rep2, err := parseReply([]byte(strings.Replace(radvReply, "stat 0 VGPRs\tu\t4\n", "", 1)))
	if err != nil {
		t.Fatal(err)
	}
	_, err = statsFromReply(rep2, ACO)
	wantErr(t, err, `RADV (ACO) did not report the "VGPRs" statistic`)

	for _, c := range []struct{ reply, err string }{
		{strings.TrimSuffix(radvReply, "ok\n"), `truncated (no final "ok")`},
		{"buffer 0 1 10\nabc", "short data"},
		{"buffer 0 1 3\nabcok\n", "data not followed by a newline"},
		{"stat 3 VGPRs\tu\t1\nok\n", `bad executable index "3"`},
		{"what 1\nok\n", `unexpected line "what 1"`},
		{"subgroup x\nok\n", `bad subgroup size "x"`},
	} {
		_, err := parseReply([]byte(c.reply))
		wantErr(t, err, c.err)
	}
}

// TestHelperEnvironment: the helper ignores the caller's loader and Mesa
// variables and chooses the driver itself.
func TestHelperEnvironment(t *testing.T) {
	needVulkan(t, Lavapipe)
	t.Setenv("VK_ICD_FILENAMES", "/nonexistent/icd.json")
	t.Setenv("RADV_DEBUG", "llvm")
	t.Setenv("XDG_RUNTIME_DIR", "")
	sh := compile(t, "ids.hlsl", vkCases[len(vkCases)-1].src, "main")
	res := run(t, sh, [3]uint32{1, 1, 1}, map[string][]byte{"Out": make([]byte, 4*24*8)})
	if got := words(res.Buffers["Out"])[1]; got != 1<<8|1 {
		t.Fatalf("Out[1] = %#x, want 0x101", got)
	}
	st, err := PeerStats(sh.SPIRV, "main", ACO)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := st.Stat("Instructions"); !ok || strings.Contains(st.Device, "LLVM") {
		t.Fatalf("ACO request ran with the caller's RADV_DEBUG=llvm: device %q", st.Device)
	}
}

// TestOutOfBounds: robust buffer access makes reads past the end zero and
// drops writes past the end, instead of crashing lavapipe.
func TestOutOfBounds(t *testing.T) {
	needVulkan(t, Lavapipe)
	sh := compile(t, "oob.hlsl", `
StructuredBuffer<uint> In;
RWStructuredBuffer<uint> Out;
[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) { Out[i] = In[i] + 100; Out[i + 1000] = 7; }`, "main")
	res := run(t, sh, [3]uint32{1, 1, 1}, map[string][]byte{"In": u32s(1, 2, 3, 4), "Out": make([]byte, 32)})
	checkWords(t, "Out", words(res.Buffers["Out"]), []uint32{101, 102, 103, 104, 100, 100, 100, 100})
}
