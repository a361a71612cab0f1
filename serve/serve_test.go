package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain makes this test binary the workers' executable too.
func TestMain(m *testing.M) {
	if IsWorker() {
		os.Exit(RunWorker(os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

const kernel = `#include "common.hlsli"
RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = SCALE * Out[id.x] + 1.0;
}
`

func newServer(t *testing.T, o Options) *httptest.Server {
	t.Helper()
	s, err := New(o)
	require.NoError(t, err)
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return ts
}

// post sends body (a value to marshal, or raw bytes) and decodes the answer.
func post(t *testing.T, url string, body any) (int, map[string]any) {
	t.Helper()
	var data []byte
	switch b := body.(type) {
	case []byte:
		data = b
	default:
		data, _ = json.Marshal(b)
	}
	resp, err := http.Post(url, "application/json", bytes.NewReader(data))
	require.NoError(t, err)
	defer resp.Body.Close()
	var m map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&m), "the answer is JSON")
	return resp.StatusCode, m
}

func TestCompile(t *testing.T) {
	ts := newServer(t, Options{})
	code, r := post(t, ts.URL+"/api/compile", Request{Source: kernel, Files: map[string]string{"common.hlsli": "#define SCALE 3.0\n"}, Args: []string{"-T", "cs_6_0", "-O3"}})
	require.Equal(t, http.StatusOK, code, "%v", r)
	assert.Empty(t, r["error"])
	asm := r["asm"].(string)
	assert.Contains(t, asm, ".amdhsa_kernel main")
	lines := r["lines"].([]any)
	assert.Len(t, lines, len(strings.Split(asm, "\n")))
	sawLine5 := false
	for i, l := range lines {
		if l.(float64) == 5 {
			sawLine5 = true
			assert.True(t, strings.HasPrefix(strings.Split(asm, "\n")[i], "\t"), "line 5 maps to an instruction")
		}
	}
	assert.True(t, sawLine5, "some ISA line comes from source line 5")
	rep := r["report"].(map[string]any)
	assert.Equal(t, 2.0, rep["schema_version"])
	// the pressure plot's data: live registers per instruction in the
	// report's code, peaking at the report's VGPR count
	instrs := rep["code"].([]any)
	require.NotEmpty(t, instrs)
	peak := 0.0
	for _, c := range instrs {
		peak = max(peak, c.(map[string]any)["live_vgprs"].(float64))
		assert.Contains(t, c, "live_sgprs")
	}
	assert.Equal(t, rep["vgprs"], peak, "the pressure plot's peak is the report's VGPR count")
	lr := r["livereg"].(map[string]any)
	assert.Contains(t, lr["vgpr_text"], "// live VGPRs of main")

	// a source error is a located diagnostic
	code, r = post(t, ts.URL+"/api/compile", Request{Source: "[numthreads(1,1,1)] void main() { x = 1; }"})
	require.Equal(t, http.StatusOK, code)
	d := r["diagnostics"].([]any)[0].(map[string]any)
	assert.Equal(t, MainFile, d["file"])
	assert.Equal(t, 1.0, d["line"])
	assert.Equal(t, "error", d["severity"])
	assert.Contains(t, d["message"], "undeclared identifier 'x'")
	assert.Empty(t, r["asm"])
}

// TestFloatFlags: the request's -denorm and -Gis reach the compiler as on
// the command line, and a bad mode is a one-line error.
func TestFloatFlags(t *testing.T) {
	ts := newServer(t, Options{})
	src := "RWStructuredBuffer<float> O : register(u0);\n[numthreads(64, 1, 1)] void main(uint i : SV_DispatchThreadID) { O[i] = O[i] * O[i + 1] + O[i + 2]; }\n"
	_, r := post(t, ts.URL+"/api/compile", Request{Source: src, Args: []string{"-denorm", "preserve"}})
	require.Empty(t, r["error"])
	assert.Contains(t, r["asm"], ".amdhsa_float_denorm_mode_32 3\n")
	assert.Contains(t, r["asm"], "v_fma_f32", "denormals kept: contraction into fma")
	_, r = post(t, ts.URL+"/api/compile", Request{Source: src, Args: []string{"-denorm", "preserve", "/Gis"}})
	require.Empty(t, r["error"])
	assert.Contains(t, r["asm"], ".amdhsa_float_denorm_mode_32 3\n")
	assert.NotContains(t, r["asm"], "v_fma_f32", "-Gis: the multiply and the add stay apart")
	_, r = post(t, ts.URL+"/api/compile", Request{Source: src})
	require.Empty(t, r["error"])
	assert.Contains(t, r["asm"], ".amdhsa_float_denorm_mode_32 0\n", "-denorm any flushes")
	assert.Regexp(t, `v_ma[cd]_f32`, r["asm"], "flushed: the exact unfused multiply-add")
	_, r = post(t, ts.URL+"/api/compile", Request{Source: src, Args: []string{"-denorm", "dazzle"}})
	assert.Contains(t, r["error"], `unknown denormal mode "dazzle"`)
}

func TestRun(t *testing.T) {
	ts := newServer(t, Options{})
	req := Request{Source: kernel, Files: map[string]string{"common.hlsli": "#define SCALE 2.0\n"}}
	code, r := post(t, ts.URL+"/api/run", req)
	require.Equal(t, http.StatusOK, code, "%v", r)
	require.Empty(t, r["error"])
	out, _ := json.Marshal(r["output"])
	assert.Contains(t, string(out), `"Out":{"f32":[`)
	assert.Equal(t, []any{1.0, 1.0, 1.0}, r["spec"].(map[string]any)["dispatch"])
	assert.Positive(t, r["timing"].(map[string]any)["cycles"], "the timing model's estimate")
	req.Engine = "interp"
	code, r2 := post(t, ts.URL+"/api/run", req)
	require.Equal(t, http.StatusOK, code)
	assert.True(t, fmt.Sprint(r["output"]) == fmt.Sprint(r2["output"]), "the executor and the interpreter agree")

	// a given spec (but no files from the server)
	req.Engine = ""
	req.Spec = json.RawMessage(`{"dispatch": [1, 1, 1], "resources": {"Out": {"f32": [1, 2]}}}`)
	_, r = post(t, ts.URL+"/api/run", req)
	out, _ = json.Marshal(r["output"])
	assert.Equal(t, `{"resources":{"Out":{"f32":[3,5]}}}`, string(out))
	req.Spec = json.RawMessage(`{"dispatch": [1, 1, 1], "resources": {"Out": {"file": "/etc/passwd"}}}`)
	_, r = post(t, ts.URL+"/api/run", req)
	assert.Contains(t, r["error"], `"file" is not available here`)
}

// TestHostile: hostile and broken requests each get a clear error, and
// the server keeps answering.
func TestHostile(t *testing.T) {
	// the endless kernel below must stop at the instruction budget; a
	// wall-time limit generous enough for a loaded machine or the race
	// detector (10 s was not) keeps the job timer out of it (TestBudgets
	// tests the timer)
	ts := newServer(t, Options{MaxBody: 64 << 10, MaxSource: 16 << 10, RunBudget: 200000, Timeout: 10 * time.Minute})
	url := ts.URL + "/api/compile"
	for _, c := range []struct {
		name   string
		body   any
		status int
		want   string
	}{
		{"oversized body", []byte(`{"source": "` + strings.Repeat("x", 100<<10) + `"}`), http.StatusRequestEntityTooLarge, "larger than 65536 bytes"},
		{"oversized source", Request{Source: strings.Repeat("/", 20<<10)}, http.StatusBadRequest, `"source" is larger than 16384 bytes`},
		{"malformed JSON", []byte(`{"source": "x"`), http.StatusBadRequest, "malformed request"},
		{"not an object", []byte(`[1, 2]`), http.StatusBadRequest, "malformed request"},
		{"unknown field", []byte(`{"source": "x", "sauce": 1}`), http.StatusBadRequest, `unknown field "sauce"`},
		{"server fields", []byte(`{"source": "x", "budget": 99999999999}`), http.StatusBadRequest, `"op" and "budget" are the server's`},
		{"empty", Request{}, http.StatusBadRequest, `"source" is empty`},
	} {
		code, r := post(t, url, c.body)
		assert.Equal(t, c.status, code, c.name)
		assert.Contains(t, r["error"], c.want, c.name)
	}

	// #include of the server's files: not found, nothing leaks
	for _, inc := range []string{"/etc/passwd", "../../../../etc/passwd", `..\..\etc\passwd`} {
		code, r := post(t, url, Request{Source: "#include \"" + inc + "\"\n[numthreads(1,1,1)] void main() {}\n"})
		assert.Equal(t, http.StatusOK, code)
		text, _ := json.Marshal(r)
		assert.NotContains(t, string(text), "root:", inc)
		require.NotEmpty(t, r["diagnostics"], inc)
		d := r["diagnostics"].([]any)[0].(map[string]any)
		assert.Equal(t, "error", d["severity"])
		assert.Contains(t, d["text"], "shader.hlsl:1:10", inc)
	}

	// flags that would name files are refused
	code, r := post(t, url, Request{Source: kernel, Args: []string{"-Fo", "/tmp/x"}})
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, r["error"], "args:")
	_, r = post(t, url, Request{Source: kernel, Args: []string{"-I", "/etc"}})
	assert.Contains(t, r["error"], "args:")

	// an endless kernel stops at the instruction budget
	spin := "RWStructuredBuffer<uint> O;\n[numthreads(64,1,1)] void main() { uint i = 0; while (O[0] == 0) { i++; } O[1] = i; }\n"
	spec := json.RawMessage(`{"dispatch": [1, 1, 1], "resources": {"O": {"zero": 8}}}`)
	for _, engine := range []string{"exec", "interp"} {
		code, r = post(t, ts.URL+"/api/run", Request{Source: spin, Spec: spec, Engine: engine})
		assert.Equal(t, http.StatusOK, code)
		assert.Contains(t, r["error"], "the run stopped", engine)
		assert.NotEmpty(t, r["findings"], engine)
	}

	// still answering
	code, r = post(t, url, Request{Source: kernel, Files: map[string]string{"common.hlsli": "#define SCALE 1\n"}})
	assert.Equal(t, http.StatusOK, code)
	assert.Empty(t, r["error"])
}

// TestBudgets: a job over its time or memory budget is stopped with a
// clear error; many requests at once are served or told the server is
// busy, never hung.
func TestBudgets(t *testing.T) {
	slow := newServer(t, Options{Timeout: time.Millisecond})
	code, r := post(t, slow.URL+"/api/compile", Request{Source: kernel, Files: map[string]string{"common.hlsli": "#define SCALE 1\n"}})
	assert.Equal(t, http.StatusUnprocessableEntity, code)
	assert.Contains(t, r["error"], "took longer than 1ms and was stopped")

	small := newServer(t, Options{MemoryLimit: 32 << 20})
	big := json.RawMessage(`{"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 1073741824}}}`)
	code, r = post(t, small.URL+"/api/run", Request{Source: kernel, Files: map[string]string{"common.hlsli": "#define SCALE 1\n"}, Spec: big})
	assert.Equal(t, http.StatusUnprocessableEntity, code, "%v", r)
	assert.Contains(t, r["error"], "needed more than its 32 MiB of memory")

	busy := newServer(t, Options{MaxJobs: 1, QueueWait: 50 * time.Millisecond})
	var wg sync.WaitGroup
	var mu sync.Mutex
	statuses := map[int]int{}
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			code, r := post(t, busy.URL+"/api/compile", Request{Source: kernel, Files: map[string]string{"common.hlsli": fmt.Sprintf("#define SCALE %d\n", i)}})
			mu.Lock()
			statuses[code]++
			mu.Unlock()
			if code == http.StatusServiceUnavailable {
				assert.Contains(t, r["error"], "the server is busy")
			}
		}(i)
	}
	wg.Wait()
	assert.Equal(t, 8, statuses[http.StatusOK]+statuses[http.StatusServiceUnavailable], "%v", statuses)
	assert.Positive(t, statuses[http.StatusOK])
	code, _ = post(t, busy.URL+"/api/compile", Request{Source: kernel, Files: map[string]string{"common.hlsli": "#define SCALE 1\n"}})
	assert.Equal(t, http.StatusOK, code, "answering after the burst")
}

func TestStatic(t *testing.T) {
	ts := newServer(t, Options{})
	resp, err := http.Get(ts.URL + "/")
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "default-src 'self'")
	resp2, err := http.Get(ts.URL + "/api/compile")
	require.NoError(t, err)
	resp2.Body.Close()
	assert.Equal(t, http.StatusMethodNotAllowed, resp2.StatusCode)
}

// TestFaultedForms checks the forms in which a worker's death by a memory
// fault reaches the server: a fatal signal in Go code, a bare runtime
// report (exit status 2, seen under load with the 32 MiB limit), and not a
// plain failure that merely mentions a signal, nor a Go panic (a nil
// dereference reports "[signal SIGSEGV: ...]" too).
func TestFaultedForms(t *testing.T) {
	exit2 := exec.Command("sh", "-c", "exit 2").Run()
	require.Error(t, exit2)
	for _, c := range []struct {
		stderr string
		want   bool
	}{
		{"fatal error: unexpected signal during runtime execution\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x46b3a1]\n", true},
		{"SIGSEGV: segmentation violation\nPC=0x46b3a1 m=3 sigcode=1\n", true},
		{"unexpected fault address 0x7f00\nfatal error: fault\n[signal SIGBUS: bus error code=0x2 addr=0x7f00 pc=0x4010]\n", true},
		// a nil dereference in the compiler is a bug to report, not the limit
		{"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x46b3a1]\n\ngoroutine 1 [running]:\n", false},
		{"hlslc: error: no such file\n", false},
		{"the kernel sent SIGSEGV to nobody", false},
	} {
		assert.Equal(t, c.want, faulted(exit2, c.stderr), "%q", c.stderr)
	}
}
