package backend

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	bexec "hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/frontend"
	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

// lowerHLSL compiles HLSL source to IR.
func lowerHLSL(t *testing.T, name, src string) *ir.Module {
	t.Helper()
	res := frontend.Compile(name, []byte(src), frontend.Options{Entry: "main", Target: "cs_6_0"}, frontend.StageCheck)
	if res.Diags.HasErrors() {
		t.Fatalf("frontend: %v", res.Diags)
	}
	m, err := lower.Lower(res.Program, lower.Options{})
	if err != nil {
		t.Fatalf("lower: %v", err)
	}
	return m
}

// compileAndInterpret lowers src, runs it on the reference interpreter
// with spec (on the module as lowered: compiling optimises it) and compiles
// it with opts.
func compileAndInterpret(t *testing.T, name, src string, spec *runspec.Spec, opts Options) (*ir.Module, *interp.Result, *Output) {
	t.Helper()
	m := lowerHLSL(t, name, src)
	if opts.Target == "" {
		opts.Target = "gfx900"
	}
	out, err := CompileWith(m, "main", opts)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	// the reference: the interpreter on the module CompileWith optimised,
	// the program the compiled code computes
	ref, err := interp.Run(m, spec, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m, ref, out
}

// runCompiled runs a compiled kernel on the executor with the run spec's
// resources (bound exactly as the interpreter binds them) and returns the
// final contents of every module resource.
func runCompiled(t *testing.T, m *ir.Module, out *Output, spec *runspec.Spec) [][]byte {
	t.Helper()
	data, err := spec.Bind(m.RunSpecResources())
	if err != nil {
		t.Fatal(err)
	}
	co, err := codeobj.Write(out.Object)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bexec.Load(co, out.Info.Name)
	if err != nil {
		t.Fatal(err)
	}
	mem := bexec.NewMemory()
	allocs := map[*ir.Memory]*bexec.Alloc{}
	for k, r := range m.Resources {
		allocs[r] = mem.AllocBytes(r.Name, data[k])
	}
	var kernarg []byte
	for _, r := range out.Info.Resources {
		for _, w := range gfx9.RawBufferDescriptor(allocs[r].Base, uint32(len(allocs[r].Data))) {
			kernarg = binary.LittleEndian.AppendUint32(kernarg, w)
		}
	}
	nt := out.Info.NumThreads
	_, err = p.Run(mem, bexec.Dispatch{Grid: spec.Dispatch, Workgroup: [3]uint32{uint32(nt[0]), uint32(nt[1]), uint32(nt[2])}, Kernarg: kernarg}, bexec.Options{LDSAlignment: bexec.LDSStrict})
	if err != nil {
		t.Fatalf("executor: %v\n%s", err, out.Assembly)
	}
	return data
}

// TestCompileAndRun compiles each testdata/run/*.hlsl, checks that llvm-mc
// accepts the assembly, runs it on the executor (with its missing-wait and
// hazard checks on) and compares every writable resource with the
// reference interpreter: integers bit for bit, floats within the ULP bound
// written in the file (`// ULP: N`, default 0); also without
// scalarization, and with the VGPRs limited to 16.
func TestCompileAndRun(t *testing.T) {
	files, _ := filepath.Glob("testdata/run/*.hlsl")
	if len(files) == 0 {
		t.Fatal("no tests")
	}
	mc := tooltest.Need(t, "llvm-mc")
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			specText, ulp := "", 0
			for _, l := range strings.Split(string(src), "\n") {
				if x, ok := strings.CutPrefix(l, "// RUN-SPEC:"); ok {
					specText += x
				}
				if x, ok := strings.CutPrefix(l, "// ULP:"); ok {
					ulp = atoi(strings.TrimSpace(x))
				}
			}
			spec, err := runspec.Parse([]byte(specText), filepath.Dir(file))
			if err != nil {
				t.Fatal(err)
			}
			m, ref, out := compileAndInterpret(t, file, string(src), spec, Options{})
			checkLLVMAccepts(t, mc, out.Assembly)
			// the same shader without scalarization must give the same results
			vm := lowerHLSL(t, file, string(src))
			vout, err := CompileWith(vm, "main", Options{Target: "gfx900", NoScalarize: true})
			if err != nil {
				t.Fatal(err)
			}
			compareRun(t, vm, vout, spec, ref, ulp, "-fno-scalarize")
			compareRun(t, m, out, spec, ref, ulp, "")
			// and with registers scarce (values share registers and spill)
			sm, _, sout := compileAndInterpret(t, file, string(src), spec, Options{MaxVGPRs: 16})
			compareRun(t, sm, sout, spec, ref, ulp, "MaxVGPRs 16")
			t.Logf("%d VGPRs, %d SGPRs, %d instructions", out.Registers.VGPRs, out.Registers.SGPRs, countInstrs(out))
		})
	}
}

// compareRun runs a compiled kernel and compares every writable resource
// with the reference interpreter's result.
func compareRun(t *testing.T, m *ir.Module, out *Output, spec *runspec.Spec, ref *interp.Result, ulp int, mode string) {
	t.Helper()
	got := runCompiled(t, m, out, spec)
	for k, r := range m.Resources {
		if !r.Writable || bytes.Equal(got[k], ref.Data[k]) {
			continue
		}
		for w := 0; w+4 <= len(got[k]); w += 4 {
			a, b := binary.LittleEndian.Uint32(got[k][w:]), binary.LittleEndian.Uint32(ref.Data[k][w:])
			if a != b && !withinULP(a, b, ulp) {
				t.Fatalf("%s %s word %d: compiled %#x (%v), interpreter %#x (%v)\n%s", mode, r.Name, w/4, a, math.Float32frombits(a), b, math.Float32frombits(b), out.Assembly)
			}
		}
	}
}

func countInstrs(o *Output) int {
	n := 0
	for _, b := range o.Func.Blocks {
		n += len(b.Instrs)
	}
	return n
}

func withinULP(a, b uint32, ulp int) bool {
	if ulp == 0 {
		return false
	}
	fa, fb := math.Float32frombits(a), math.Float32frombits(b)
	if math.IsNaN(float64(fa)) && math.IsNaN(float64(fb)) {
		return true
	}
	d := int64(int32(a)) - int64(int32(b))
	if d < 0 {
		d = -d
	}
	return (a>>31 == b>>31) && d <= int64(ulp)
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// checkLLVMAccepts assembles with llvm-mc.
func checkLLVMAccepts(t *testing.T, mc, asm string) {
	t.Helper()
	dir := t.TempDir()
	s := filepath.Join(dir, "k.s")
	os.WriteFile(s, []byte(asm), 0o644)
	if out, err := runTool(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", s, "-o", filepath.Join(dir, "k.o")); err != nil {
		t.Fatalf("llvm-mc rejects the assembly: %v\n%s\n%s", err, out, asm)
	}
}

// TestNoListing: without the listing, the object is byte for byte the one
// compiled with it, and Output.Assembly is empty (under go test the listing
// is still printed and checked against the object, only not returned).
func TestNoListing(t *testing.T) {
	src := "RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n{\n    if (id.x & 1) Out[id.x] = id.x * 3;\n}\n"
	var objs [2][]byte
	for k, noListing := range []bool{false, true} {
		out, err := CompileWith(lowerHLSL(t, "t.hlsl", src), "main", Options{Target: "gfx900", NoListing: noListing})
		if err != nil {
			t.Fatal(err)
		}
		if (out.Assembly == "") != noListing {
			t.Fatalf("NoListing %v: listing of %d bytes", noListing, len(out.Assembly))
		}
		if objs[k], err = codeobj.Write(out.Object); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(objs[0], objs[1]) {
		t.Fatal("the object differs without the listing")
	}
}
