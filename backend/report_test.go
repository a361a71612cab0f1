package backend

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReportSchema: the JSON report has exactly the fields docs/report.md
// documents, with the documented JSON types, and its numbers hold together.
func TestReportSchema(t *testing.T) {
	doc, err := os.ReadFile("../docs/report.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("^\\| `([a-z_]+)` \\| ([a-z]+) \\|")
	want := map[string]string{}
	for _, l := range strings.Split(string(doc), "\n") {
		if m := row.FindStringSubmatch(l); m != nil {
			want[m[1]] = m[2]
		}
	}
	if len(want) < 20 {
		t.Fatalf("only %d fields found in docs/report.md", len(want))
	}
	m := lowerHLSL(t, "lds.hlsl", mustRead(t, "testdata/run/lds.hlsl"))
	out, err := Compile(m, "main", "gfx900")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := MakeReport(out)
	if err != nil {
		t.Fatal(err)
	}
	j, _ := json.Marshal(rep)
	var got map[string]any
	if err := json.Unmarshal(j, &got); err != nil {
		t.Fatal(err)
	}
	jsonType := func(v any) string {
		switch v.(type) {
		case string:
			return "string"
		case float64:
			return "number"
		case bool:
			return "boolean"
		case []any:
			return "array"
		case map[string]any:
			return "object"
		}
		return "null"
	}
	for k, v := range got {
		typ, ok := want[k]
		if !ok {
			t.Errorf("field %q is not documented in docs/report.md", k)
			continue
		}
		if jsonType(v) != typ {
			t.Errorf("field %q is a %s, documented as %s", k, jsonType(v), typ)
		}
	}
	for k := range want {
		if _, ok := got[k]; !ok && k != "vgprs_for_next_wave" {
			t.Errorf("documented field %q is missing", k)
		}
	}
	if rep.VGPRsAllocated%4 != 0 || rep.VGPRsAllocated < rep.VGPRs || rep.SGPRsAllocated%16 != 0 ||
		rep.SGPRsAllocated < rep.SGPRs+rep.SGPRsReserved || rep.WavesPerSIMD < 1 || rep.WavesPerSIMD > 10 ||
		rep.Instructions.Total != rep.Instructions.SALU+rep.Instructions.VALU+rep.Instructions.SMEM+rep.Instructions.VMEM+
			rep.Instructions.DS+rep.Instructions.Branches+rep.Instructions.NOPs+rep.Instructions.Waits+rep.Instructions.OtherScalar {
		t.Errorf("inconsistent report: %+v", rep)
	}
	validateReport(t, j)
	withSource := 0
	for _, c := range rep.Code {
		if c.Source != nil && c.Source.File == "lds.hlsl" && c.Source.Line > 0 {
			withSource++
		}
	}
	if len(rep.Code) != rep.Instructions.Total || withSource < len(rep.Code)/2 {
		t.Errorf("code: %d lines for %d instructions, %d with a source position in lds.hlsl", len(rep.Code), rep.Instructions.Total, withSource)
	}
	// the schema has teeth: an unknown field, a wrong type, a missing field
	for _, bad := range []string{`{"extra": 1}`, `{"vgprs": "many"}`, `{"code": [{"asm": ""}]}`} {
		var m, patch map[string]any
		json.Unmarshal(j, &m)
		json.Unmarshal([]byte(bad), &patch)
		for k, v := range patch {
			m[k] = v
		}
		b, _ := json.Marshal(m)
		if reportSchema(t).Validate(mustJSON(t, b)) == nil {
			t.Errorf("the schema accepts a report patched with %s", bad)
		}
	}
	if rep.LDSBytes != 512 || rep.WavesPerSIMD != 8 || rep.Limiter != "whole workgroups per CU" {
		t.Errorf("lds.hlsl: %d bytes LDS, %d waves limited by %s; want 512 bytes, 8 waves by whole workgroups (two-wave groups, 16 per CU)",
			rep.LDSBytes, rep.WavesPerSIMD, rep.Limiter)
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// reportSchema compiles docs/report.schema.json.
func reportSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	sch, err := c.Compile("../docs/report.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

func mustJSON(t *testing.T, b []byte) any {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// validateReport checks a --report=json object against the JSON Schema.
func validateReport(t *testing.T, j []byte) {
	t.Helper()
	if err := reportSchema(t).Validate(mustJSON(t, j)); err != nil {
		t.Errorf("the report does not follow docs/report.schema.json: %v", err)
	}
}

// TestReportCountsImages: the instruction mix counts MIMG instructions as
// image ones, and those that filter as sampling ones, as the ISA shows them.
func TestReportCountsImages(t *testing.T) {
	src := `Texture2D<float4> T : register(t0);
RWTexture2D<float4> O : register(u0);
SamplerState S : register(s0);
[numthreads(8, 8, 1)] void main(uint3 id : SV_DispatchThreadID) {
	float2 uv = (id.xy + 0.5) / 8;
	O[id.xy] = T.SampleLevel(S, uv, 1.5) + T.GatherRed(S, uv) + T.Load(int3(id.xy, 0));
}
`
	out, err := Compile(lowerHLSL(t, "img.hlsl", src), "main", "gfx900")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := MakeReport(out)
	if err != nil {
		t.Fatal(err)
	}
	var image, sample int
	for _, l := range rep.Code {
		if n, _, _ := strings.Cut(strings.TrimSpace(l.Asm), " "); strings.HasPrefix(n, "image_") {
			image++
			if strings.HasPrefix(n, "image_sample") || strings.HasPrefix(n, "image_gather4") {
				sample++
			}
		}
	}
	m := rep.Instructions
	if m.Image != image || m.ImageSample != sample || image != 4 || sample != 2 || m.VMEM < image {
		t.Errorf("image %d, sampling %d, vmem %d; the code has %d image instructions, %d sampling (want 4 and 2)", m.Image, m.ImageSample, m.VMEM, image, sample)
	}
	if txt := rep.Text(); !strings.Contains(txt, "(image 4, sampling 2)") {
		t.Errorf("text report lacks the image counts:\n%s", txt)
	}
}

// TestLiveRegistersImages: --livereg marks an image instruction's address
// VGPRs read and its result VGPRs written.
func TestLiveRegistersImages(t *testing.T) {
	src := `Texture2D<float4> T : register(t0);
RWStructuredBuffer<float4> O : register(u0);
SamplerState S : register(s0);
[numthreads(64, 1, 1)] void main(uint id : SV_DispatchThreadID) {
	O[id] = T.SampleLevel(S, float2(id * 0.01, 0.5), 0.25);
}
`
	out, err := Compile(lowerHLSL(t, "img.hlsl", src), "main", "gfx900")
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(LiveRegisters(out.Func, false), "\n") {
		if strings.Contains(l, "| image_sample_l ") {
			line = l
		}
	}
	m := regexp.MustCompile(`\|([^|]*)\| image_sample_l v\[(\d+):(\d+)\], v\[(\d+):(\d+)\]`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("no image_sample_l v[a:b], v[c:d] line in the live registers:\n%s", LiveRegisters(out.Func, false))
	}
	cols := []rune(m[1])
	num := func(s string) int { n, _ := strconv.Atoi(s); return n }
	for r := num(m[2]); r <= num(m[3]); r++ {
		if r >= len(cols) || cols[r] != '^' && cols[r] != 'x' {
			t.Errorf("result v%d is not marked written: %q", r, line)
		}
	}
	for r := num(m[4]); r <= num(m[5]); r++ {
		if r >= len(cols) || cols[r] != 'v' && cols[r] != 'x' {
			t.Errorf("address v%d is not marked read: %q", r, line)
		}
	}
}

// TestReportPressure: the report's per-instruction live counts are the
// counts --livereg and --livereg-sgpr print, instruction by instruction,
// and the VGPR peak is the report's VGPR count.
func TestReportPressure(t *testing.T) {
	src := `RWStructuredBuffer<float4> O : register(u0);
groupshared float4 tile[64];
[numthreads(64, 1, 1)] void main(uint id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
	float4 a = O[id], b = O[id + 64], c = O[id + 128];
	tile[gi] = a * b;
	GroupMemoryBarrierWithGroupSync();
	if (gi < 32) { c += tile[gi + 32] * a; }
	O[id] = c + b;
}
`
	out, err := Compile(lowerHLSL(t, "p.hlsl", src), "main", "gfx900")
	require.NoError(t, err)
	rep, err := MakeReport(out)
	require.NoError(t, err)
	row := regexp.MustCompile(`^\s*(\d+) \|[^|]*\| (\S.*?)(\s+;.*)?$`)
	for _, file := range []struct {
		sgpr bool
		live func(CodeLine) *int
	}{{false, func(c CodeLine) *int { return c.LiveVGPRs }}, {true, func(c CodeLine) *int { return c.LiveSGPRs }}} {
		k := 0
		for _, l := range strings.Split(LiveRegisters(out.Func, file.sgpr), "\n") {
			m := row.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			require.Less(t, k, len(rep.Code))
			n, _ := strconv.Atoi(m[1])
			assert.Equal(t, rep.Code[k].Asm, m[2])
			require.NotNil(t, file.live(rep.Code[k]))
			assert.Equal(t, n, *file.live(rep.Code[k]), "sgpr=%v %s", file.sgpr, m[2])
			k++
		}
		assert.Equal(t, len(rep.Code), k, "every instruction has a row")
	}
	peak := 0
	for _, c := range rep.Code {
		peak = max(peak, *c.LiveVGPRs)
	}
	assert.Equal(t, rep.VGPRs, peak)
}
