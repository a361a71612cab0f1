package gfx9

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hlslc/backend/gfx9/codeobj"
	"hlslc/internal/tooltest"
)

// clangKernel is OpenCL C with divergent control flow, LDS, atomics, DPP and
// half2 math, so that clang's code object exercises branches and many forms.
const clangKernel = `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// -nogpulib: no OpenCL library, so work-item ids and barriers come from builtins
__kernel void reduce(__global const float *in, __global float *out, __global int *count, int n) {
	__local float tile[256];
	int lid = __builtin_amdgcn_workitem_id_x(), gid = __builtin_amdgcn_workgroup_id_x() * 256 + lid;
	tile[lid] = gid < n ? in[gid] : 0.0f;
	__builtin_amdgcn_s_barrier();
	for (int s = 128; s > 0; s >>= 1) {
		if (lid < s) tile[lid] += tile[lid + s];
		__builtin_amdgcn_s_barrier();
	}
	if (lid == 0) { out[__builtin_amdgcn_workgroup_id_x()] = tile[0]; __atomic_fetch_add(count, 1, __ATOMIC_RELAXED); }
}
__kernel void scan(__global int *data) {
	int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	int v = data[i];
	v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);
	data[i] = v + __builtin_amdgcn_ds_bpermute((i ^ 1) << 2, v);
}
__kernel void halves(__global half2 *h, float s) {
	int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	h[i] = h[i] * (half2)((half)s, (half)2.0f) + (half2)(1.0h, -1.0h);
}
`

// TestDisassembleClangAndReassemble: a clang-built code object disassembles
// to text that both our assembler and llvm-mc accept, reproducing the same
// .text bytes and kernel descriptors.
func TestDisassembleClangAndReassemble(t *testing.T) {
	clang := tooltest.Need(t, "clang")
	lld := tooltest.Need(t, "ld.lld")
	mc := tooltest.Need(t, "llvm-mc")
	objdump := tooltest.Need(t, "llvm-objdump")
	dir := t.TempDir()
	cl, o, co := filepath.Join(dir, "k.cl"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	if err := os.WriteFile(cl, []byte(clangKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(name string, args ...string) {
		t.Helper()
		if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(name), err, out)
		}
	}
	run(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib", "-O2", "-c", cl, "-o", o)
	run(lld, "-shared", o, "-o", co)
	data, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	obj, err := codeobj.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Disassemble(obj, true)
	if err != nil {
		t.Fatal(err)
	}
	// instruction by instruction against llvm-objdump
	insts, _, err := DecodeText(GFX900, obj.Text, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ours []string
	for _, in := range insts {
		ours = append(ours, normalize(in.Instr.Format(true)))
	}
	compareLines(t, "ours", ours, "llvm-objdump", objdumpLines(t, objdump, co, GFX900))

	// re-assemble with our assembler
	again, _, err := Assemble("disasm.s", []byte(text), AsmOptions{})
	if err != nil {
		t.Fatalf("our disassembly does not re-assemble: %v\n%s", err, text)
	}
	if !bytes.Equal(again.Text, obj.Text) {
		t.Errorf("re-assembled .text differs from clang's")
	}
	if len(again.Kernels) != len(obj.Kernels) {
		t.Fatalf("re-assembled %d kernels, clang's object has %d", len(again.Kernels), len(obj.Kernels))
	}
	for k := range obj.Kernels {
		a, b := again.Kernels[k].Descriptor, obj.Kernels[k].Descriptor
		a.KernelCodeEntryByteOffset, b.KernelCodeEntryByteOffset = 0, 0
		if a.Encode() != b.Encode() {
			t.Errorf("kernel %s: re-assembled descriptor differs\n ours  % x\n clang % x", obj.Kernels[k].Name, a.Encode(), b.Encode())
		}
	}
	// the metadata note survives: same MessagePack bytes
	mine, err := codeobj.Write(again)
	if err != nil {
		t.Fatal(err)
	}
	back, err := codeobj.Read(mine)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.MetadataRaw, obj.MetadataRaw) {
		t.Errorf("re-assembled metadata note differs from clang's")
	}
	// and with llvm-mc
	s := filepath.Join(dir, "disasm.s")
	if err := os.WriteFile(s, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	run(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", s, "-o", filepath.Join(dir, "again.o"))
	t.Logf("%d instructions of %d clang kernels round-trip", len(insts), len(obj.Kernels))
}
