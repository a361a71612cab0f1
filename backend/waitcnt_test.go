package backend

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	bexec "hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/internal/tooltest"
)

// waitKernels are OpenCL C kernels with many loads in flight: SMEM kernel
// arguments, several global loads, LDS traffic with barriers, atomics with
// returns, and a loop carrying loads. Each takes (in, out) and runs on 2
// groups of 64 work-items.
var waitKernels = map[string]string{
	"gather": `__kernel void gather(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint a = in[i], b = in[(i * 7) & 127], c = in[(i + 3) & 127];
	out[i] = a * b + c + in[a & 127];
}`,
	"lds": `__kernel void lds(__global const uint *in, __global uint *out) {
	__local uint t[64];
	uint l = __builtin_amdgcn_workitem_id_x(), i = __builtin_amdgcn_workgroup_id_x() * 64 + l;
	t[l] = in[i];
	__builtin_amdgcn_s_barrier();
	uint s = t[(l + 1) & 63] + t[(l + 5) & 63];
	__builtin_amdgcn_s_barrier();
	t[l] = s;
	__builtin_amdgcn_s_barrier();
	out[i] = t[63 - l] ^ s; // 63-l: clang uses a negative vaddr plus offset:252, which wraps
}`,
	"loop": `__kernel void loop(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint acc = 0, p = i;
	for (int k = 0; k < (int)(in[i] & 7); k++) { p = in[p & 127]; acc += p; }
	out[i] = acc;
}`,
	"atomics": `__kernel void atomics(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint old = __atomic_fetch_add(&out[in[i] & 15], 1u, __ATOMIC_RELAXED);
	out[64 + i] = old + in[(i + 1) & 127];
}`,
}

// buildKernel compiles one kernel with clang and links it.
func buildKernel(t *testing.T, name, src string) *codeobj.Object {
	t.Helper()
	obj, err := codeobj.Read(tooltest.BuildOpenCL(t, name, src))
	if err != nil {
		t.Fatal(err)
	}
	return obj
}

// withCode returns a copy of a one-kernel object whose .text is the
// function's code, assembled by our assembler.
func withCode(t *testing.T, obj *codeobj.Object, f *mir.Func) *codeobj.Object {
	t.Helper()
	src := "\t.text\n" + f.Name + ":\n" + f.Assembly()
	asm, _, err := gfx9.Assemble(f.Name+".s", []byte(src), gfx9.AsmOptions{Target: obj.Target.Processor})
	if err != nil {
		t.Fatalf("re-assembling %s: %v\n%s", f.Name, err, src)
	}
	c := *obj
	c.Text = asm.Text
	c.Symbols = append([]codeobj.Symbol(nil), obj.Symbols...)
	for k := range c.Symbols {
		if c.Symbols[k].Name == f.Name {
			c.Symbols[k].Size = uint64(len(asm.Text))
		}
	}
	return &c
}

// run executes a kernel on two groups of 64 with deterministic input and
// returns the output buffer.
func run(t *testing.T, obj *codeobj.Object, kernel string) ([]byte, error) {
	t.Helper()
	data, err := codeobj.Write(obj)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bexec.Load(data, kernel)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(7))
	in := make([]byte, 512)
	for k := range in {
		in[k] = byte(r.Intn(256))
	}
	mem := bexec.NewMemory()
	a := mem.AllocBytes("in", in)
	b := mem.Alloc("out", 1024)
	kernarg := binary.LittleEndian.AppendUint64(nil, a.Base)
	kernarg = binary.LittleEndian.AppendUint64(kernarg, b.Base)
	_, err = p.Run(mem, bexec.Dispatch{Grid: [3]uint32{2, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: kernarg}, bexec.Options{Workers: 1})
	return b.Data, err
}

// TestInsertWaitcntOnClangKernels strips every s_waitcnt from clang's code,
// lets InsertWaitcnt place them again, and runs the result on the executor,
// whose checker reports any register read before its load returned: the
// outputs must equal those of clang's original, with no report.
func TestInsertWaitcntOnClangKernels(t *testing.T) {
	for name, src := range waitKernels {
		t.Run(name, func(t *testing.T) {
			obj := buildKernel(t, name, src)
			want, err := run(t, obj, name)
			if err != nil {
				t.Fatalf("clang's kernel fails on the executor: %v", err)
			}
			code, labels, err := gfx9.DecodeText(gfx9.GFX900, obj.Text, nil)
			if err != nil {
				t.Fatal(err)
			}
			f, err := mir.FuncFromCode(name, gfx9.GFX900, code, labels)
			if err != nil {
				t.Fatal(err)
			}
			clangWaits := 0
			for _, b := range f.Blocks {
				kept := b.Instrs[:0]
				for _, in := range b.Instrs {
					if in.Inst.Name == "s_waitcnt" {
						clangWaits++
						continue
					}
					kept = append(kept, in)
				}
				b.Instrs = kept
			}
			if clangWaits == 0 {
				t.Fatal("clang's kernel has no s_waitcnt: the test would prove nothing")
			}
			// without waits the executor must complain (the test can fail)
			if _, err := run(t, withCode(t, obj, f), name); err == nil || !strings.Contains(err.Error(), "s_waitcnt") {
				t.Fatalf("stripped kernel ran without a missing-s_waitcnt report: %v", err)
			}
			if err := InsertWaitcnt(f); err != nil {
				t.Fatal(err)
			}
			ours := 0
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if in.Inst.Name == "s_waitcnt" {
						ours++
					}
				}
			}
			got, err := run(t, withCode(t, obj, f), name)
			if err != nil {
				t.Fatalf("with our waits: %v\n%s", err, f.Assembly())
			}
			if !bytes.Equal(got, want) {
				t.Errorf("results differ from clang's kernel")
			}
			t.Logf("%s: clang %d s_waitcnt, ours %d", name, clangWaits, ours)
		})
	}
}

func runTool(name string, args ...string) ([]byte, error) {
	return exec.Command(name, args...).CombinedOutput()
}
