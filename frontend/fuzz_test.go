package frontend

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hlslc/internal/tooltest"
)

// fuzzTimeout bounds the frontend's time on one fuzz input.
const fuzzTimeout = 10 * time.Second

// FuzzFrontend runs preprocessor, parser and checker on arbitrary input:
// no panic, no hang, and an error count that agrees with the output.
func FuzzFrontend(f *testing.F) {
	for _, dir := range []string{"testdata/corpus", "testdata/diag", "testdata/pp"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.hlsl"))
		for _, p := range files {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("#define F(x) F(x) x\nF(F(1))\n"))
	f.Add([]byte("((((((((((((((((((((1))))))))))))))))))))"))
	f.Add([]byte("struct S { S s; };"))
	headers := map[string]string{"h.hlsli": "#pragma once\n#define H 1\nstatic const int hv = H;\n", "loop.hlsli": "#include \"loop.hlsli\"\n"}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 1<<16 {
			t.Skip("input too large")
		}
		opts := Options{PP: PPOptions{ReadFile: func(p string) ([]byte, error) {
			if s, ok := headers[filepath.Base(p)]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("not found")
		}}}
		done := make(chan *Result, 1)
		go func() { done <- Compile("fuzz.hlsl", src, opts, StageCheck) }()
		select {
		case res := <-done:
			var b strings.Builder
			res.Diags.Render(&b)
			if res.Diags.HasErrors() != strings.Contains(b.String(), "error") {
				t.Fatalf("error count and output disagree:\n%s", b.String())
			}
			if res.Program != nil && !res.Diags.HasErrors() {
				res.Program.WriteAST(&b)
				res.Program.WriteLayout(&b)
			}
		case <-time.After(fuzzTimeout):
			t.Fatalf("frontend took longer than %v on a %d-byte input", fuzzTimeout, len(src))
		}
	})
}

// generateShader makes a large, valid compute shader of about n lines.
func generateShader(n int) []byte {
	var b strings.Builder
	b.WriteString(`#define SCALE(x) ((x) * 0.5f)
#define LANES 64
struct Particle { float3 pos; float mass; float3 vel; uint id; };
cbuffer Params : register(b0) { float4x4 world; float3 center; float dt; uint count; float2 range; };
StructuredBuffer<Particle> In : register(t0);
RWStructuredBuffer<Particle> Out : register(u0);
groupshared float4 tile[LANES];
`)
	lines := 8
	for i := 0; lines < n-20; i++ {
		fmt.Fprintf(&b, `
float3 step%d(Particle p, float t)
{
    float3 acc = normalize(center - p.pos) * SCALE(p.mass) + float3(0, -9.8f, 0);
    float4 w = mul(world, float4(p.pos, 1));
    [unroll] for (int k = 0; k < 4; ++k) {
        acc += w.xyz * (k + %d) * 0.001f;
        if (dot(acc, acc) > range.y) { acc = clamp(acc, -range.y, range.y); }
    }
    uint bits = asuint(p.mass) ^ (p.id << 3);
    acc.x += (bits & 0xFF) * 1e-6f;
    return p.vel + acc * t;
}
`, i, i)
		lines += 14
	}
	b.WriteString(`
[numthreads(LANES, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Particle p = In[id.x];
    p.vel = step0(p, dt);
    p.pos += p.vel * dt;
    tile[gi] = float4(p.pos, p.mass);
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = p;
}
`)
	return []byte(b.String())
}

// BenchmarkFrontend measures preprocess+parse+check speed in source lines
// per second on a generated shader and reports the ANTLR parser's share.
func BenchmarkFrontend(b *testing.B) {
	src := generateShader(20000)
	lines := strings.Count(string(src), "\n")
	var pp, parse, check time.Duration
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res := Compile("bench.hlsl", src, Options{}, StageCheck)
		if res.Diags.HasErrors() {
			var s strings.Builder
			res.Diags.Render(&s)
			b.Fatalf("generated shader has errors:\n%s", s.String())
		}
		pp += res.Timing.Preprocess
		parse += res.Timing.Parse
		check += res.Timing.Check
	}
	total := pp + parse + check
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
	b.ReportMetric(100*float64(parse)/float64(total), "parse-%")
	b.ReportMetric(100*float64(pp)/float64(total), "pp-%")
	b.ReportMetric(100*float64(check)/float64(total), "check-%")
}

// TestGeneratedShaderChecks keeps the benchmark input valid and SLL-only.
func TestGeneratedShaderChecks(t *testing.T) {
	res := Compile("gen.hlsl", generateShader(2000), Options{}, StageCheck)
	if res.Diags.HasErrors() {
		var s strings.Builder
		res.Diags.Render(&s)
		t.Fatalf("errors:\n%s", s.String())
	}
	if !res.Timing.SLLOnly {
		t.Errorf("the generated shader needed the LL fallback")
	}
}

// BenchmarkFrontendVsGlslang reports the frontend's speed as a ratio to
// glslangValidator compiling the same generated HLSL to SPIR-V (its
// front end plus SPIR-V emission, including process start): speedup > 1
// means hlslc's preprocess+parse+check is faster.
func BenchmarkFrontendVsGlslang(b *testing.B) {
	glslang := tooltest.Need(b, "glslangValidator")
	src := generateShader(20000)
	dir := b.TempDir()
	path := filepath.Join(dir, "gen.hlsl")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		b.Fatal(err)
	}
	var ours, theirs time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		res := Compile(path, src, Options{}, StageCheck)
		ours += time.Since(t0)
		if res.Diags.HasErrors() {
			b.Fatal("generated shader has errors")
		}
		t1 := time.Now()
		out, err := exec.Command(glslang, "-D", "-V", "-S", "comp", "-e", "main", "-o", filepath.Join(dir, "gen.spv"), path).CombinedOutput()
		theirs += time.Since(t1)
		if err != nil {
			b.Fatalf("glslangValidator: %v\n%s", err, out)
		}
	}
	b.ReportMetric(float64(theirs)/float64(ours), "speedup-vs-glslang")
}

// FuzzPreprocess runs the preprocessor alone on arbitrary input (with a
// small in-memory include tree): no panic, no hang, the output text ends
// where the tokens do, and its size stays within the expansion bound.
func FuzzPreprocess(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata/pp", "*.hlsl"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("#define A B B\n#define B C C\n#define C D D\nA\n"))
	f.Add([]byte("#define F(x, ...) x ## __VA_ARGS__ #x\nF(a, b, c)\n#if F(1,) > 0\n#endif\n"))
	f.Add([]byte("#include \"h.hlsli\"\n#include \"loop.hlsli\"\n#pragma pack_matrix(row_major)\n__LINE__ __FILE__\n"))
	headers := map[string]string{"h.hlsli": "#pragma once\n#define H 1\n", "loop.hlsli": "#include \"loop.hlsli\"\n"}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 1<<16 {
			t.Skip("input too large")
		}
		opts := PPOptions{ReadFile: func(p string) ([]byte, error) {
			if s, ok := headers[filepath.Base(p)]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("not found")
		}}
		done := make(chan *PPResult, 1)
		d := &Diags{}
		go func() { done <- Preprocess(NewFile("fuzz.hlsl", src), opts, d) }()
		select {
		case res := <-done:
			if n := len(res.Tokens); n == 0 || res.Tokens[n-1].Kind != TokEOF {
				t.Fatalf("the token list does not end with EOF")
			}
			if len(res.Tokens) > 2*maxExpansionSteps+len(src)+1 {
				t.Fatalf("%d tokens from %d bytes: the expansion bound did not hold", len(res.Tokens), len(src))
			}
			_ = res.Text()
		case <-time.After(fuzzTimeout):
			t.Fatalf("the preprocessor took longer than %v on a %d-byte input", fuzzTimeout, len(src))
		}
	})
}
