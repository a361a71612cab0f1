package launch

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	gexec "hlslc/backend/exec"
	"hlslc/frontend"
	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/llvm"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

func compile(t *testing.T, src string) *ir.Module {
	t.Helper()
	res := frontend.Compile("t.hlsl", []byte(src), frontend.Options{}, frontend.StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		t.Fatal(b.String())
	}
	m, err := lower.Lower(res.Program, lower.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// llvmObject compiles m through the LLVM export, llc and ld.lld.
func llvmObject(t *testing.T, m *ir.Module) []byte {
	t.Helper()
	llc := tooltest.Need(t, "llc")
	lld := tooltest.Need(t, "ld.lld")
	text, err := llvm.ExportTextWith(m, llvm.Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ll := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(ll, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", ll, "-o", filepath.Join(dir, "k.o")).CombinedOutput(); err != nil {
		t.Fatalf("llc: %v\n%s", err, out)
	}
	if out, err := exec.Command(lld, "-shared", filepath.Join(dir, "k.o"), "-o", filepath.Join(dir, "k.co")).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	co, err := os.ReadFile(filepath.Join(dir, "k.co"))
	if err != nil {
		t.Fatal(err)
	}
	return co
}

const shader = `
cbuffer P { uint add; float4 scale; };
StructuredBuffer<uint> In;
RWStructuredBuffer<uint> Out;
RWByteAddressBuffer Raw;
[numthreads(8, 2, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID) {
    uint i = id.y * 16 + id.x;
    Out[i] = In[i] + add + g.x * 1000 + (uint)scale.z;
    Raw.Store(i * 4, i);
}`

const spec = `{"dispatch": [2, 1, 1], "resources": {
  "P": {"add": 5, "scale": [1, 2, 30, 4]},
  "In": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]},
  "Out": {"zero": 128}, "Raw": {"zero": 120}}}`

// TestRunMatchesInterpreter runs one kernel through the LLVM path on the
// executor and checks it word for word against the interpreter: the
// descriptors, the cbuffer packing, the grid and workgroup size.
func TestRunMatchesInterpreter(t *testing.T) {
	m := compile(t, shader)
	co := llvmObject(t, m)
	s, err := runspec.Parse([]byte(spec), "")
	if err != nil {
		t.Fatal(err)
	}
	want, err := interp.Run(m, s, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Run(m, co, s, gexec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if string(got.JSON()) != string(want.JSON()) {
		t.Fatalf("executor:\n%s\ninterpreter:\n%s", got.JSON(), want.JSON())
	}
	out := got.Words("Out")
	if len(out) != 32 || out[17] != 17+5+30 || out[9] != 9+5+1000+30 {
		t.Fatalf("Out = %v", out)
	}
	// Raw is 120 bytes: the store of word 30 and 31 is dropped (D3D).
	if raw := got.Words("Raw"); len(raw) != 30 || raw[29] != 29 {
		t.Fatalf("Raw = %v", raw)
	}
	if got.Stats == nil || got.Stats.Workgroups != 2 {
		t.Fatalf("stats %+v", got.Stats)
	}
}

func TestSpecErrors(t *testing.T) {
	m := compile(t, shader)
	co := llvmObject(t, m)
	k, err := Load(m, co)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ spec, want string }{
		{`{"dispatch": [1,1,1], "resources": {"P": {"add": 1, "scale": [1,2,3,4]}, "In": {"u32": [1]}, "Out": {"zero": 4}}}`, `missing resource "Raw"`},
		{`{"dispatch": [1,1,1], "resources": {"P": {"add": 1, "scale": [1,2,3]}, "In": {"u32": [1]}, "Out": {"zero": 4}, "Raw": {"zero": 4}}}`, `resources.P.scale: expected 4 numbers`},
		{`{"dispatch": [1,1,1], "resources": {"P": {"add": 1, "scale": [1,2,3,4]}, "In": {"u32": [1]}, "Out": {"zero": 4}, "Raw": {"zero": 4}, "X": {"zero": 4}}}`, `unknown resource "X"`},
		{`{"dispatch": [1,1,1], "resources": {"P": {"add": -1, "scale": [1,2,3,4]}, "In": {"u32": [1]}, "Out": {"zero": 4}, "Raw": {"zero": 4}}}`, `resources.P.add: -1 is out of range for u32`},
	} {
		s, err := runspec.Parse([]byte(tc.spec), "")
		if err != nil {
			t.Fatal(err)
		}
		_, err = k.Run(s, gexec.Options{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want one containing %q", err, tc.want)
		}
	}
	if _, err := k.RunData([3]uint32{1, 1, 1}, nil, gexec.Options{}); err == nil || !strings.Contains(err.Error(), "0 resources given, the module declares 4") {
		t.Errorf("RunData: %v", err)
	}
}

// TestABIMismatch loads a code object with a module whose resources differ
// from the kernel's arguments: Load must refuse it.
func TestABIMismatch(t *testing.T) {
	m := compile(t, shader)
	co := llvmObject(t, m)
	for _, tc := range []struct{ src, want string }{
		// Same count, other order.
		{`RWStructuredBuffer<uint> Out; StructuredBuffer<uint> In; RWByteAddressBuffer Raw; cbuffer P { uint add; float4 scale; };
[numthreads(8, 2, 1)] void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = In[id.x] + add + (uint)scale.x; Raw.Store(0, 1); }`,
			`metadata .args[0] is named "P"; the ABI puts resource "Out" there`},
		// One resource fewer.
		{`cbuffer P { uint add; float4 scale; }; StructuredBuffer<uint> In; RWStructuredBuffer<uint> Out;
[numthreads(8, 2, 1)] void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = In[id.x] + add + (uint)scale.x; }`,
			`the module has only 3 resources`},
		// No kernel of that name.
		{`RWStructuredBuffer<uint> Out; [numthreads(8, 2, 1)] void other(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1; }`,
			`no kernel "other"`},
	} {
		var m2 *ir.Module
		if strings.Contains(tc.src, "other") {
			res := frontend.Compile("t.hlsl", []byte(tc.src), frontend.Options{Entry: "other"}, frontend.StageCheck)
			var err error
			if m2, err = lower.Lower(res.Program, lower.Options{}); err != nil {
				t.Fatal(err)
			}
		} else {
			m2 = compile(t, tc.src)
		}
		_, err := Load(m2, co)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load: %v, want an error containing %q", err, tc.want)
		}
	}
	// A different workgroup size is caught by .reqd_workgroup_size when the
	// metadata has it; here the numthreads come from the module.
	k, err := Load(m, co)
	if err != nil {
		t.Fatal(err)
	}
	if k.Workgroup != [3]uint32{8, 2, 1} {
		t.Errorf("workgroup %v", k.Workgroup)
	}
}
