package gfx9

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/backend/gfx9/codeobj"
	"hlslc/internal/tooltest"
)

// twoKernels has two kernels (the second needs code-alignment padding), a
// local label, branches both ways, and metadata.
const twoKernels = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.text
	.globl first
	.p2align 8
	.type first,@function
first:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
.Lloop:
	v_add_u32_e32 v1, 1, v1
	v_cmp_gt_u32_e32 vcc, 10, v1
	s_cbranch_vccnz .Lloop
	global_store_dword v0, v1, s[4:5]
	s_endpgm
.Lfirst_end:
	.size first, .Lfirst_end-first

	.globl second
	.p2align 8
	.type second,@function
second:
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .Ldone
	v_dot2_f32_f16 v0, v1, v2, v3
	v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]
.Ldone:
	s_endpgm
.Lsecond_end:
	.size second, .Lsecond_end-second

	.rodata
	.p2align 6
	.amdhsa_kernel first
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 6
	.end_amdhsa_kernel
	.p2align 6
	.amdhsa_kernel second
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 3
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_group_segment_fixed_size 1024
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: first
    .symbol: first.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 6
    .vgpr_count: 2
    .max_flat_workgroup_size: 64
    .args:
      - { .name: out, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: second
    .symbol: second.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 3
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
...
	.end_amdgpu_metadata
`

// TestObjectIdenticalToLLVM: our assembler and writer produce the same file
// as llvm-mc followed by ld.lld -shared (once the linker's .comment string,
// which only a linker writes, is copied), and llvm-readelf reads its notes.
func TestObjectIdenticalToLLVM(t *testing.T) {
	dir := t.TempDir()
	co := buildWithLLVM(t, dir, twoKernels, GFX906)
	want, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := codeobj.Read(want)
	if err != nil {
		t.Fatal(err)
	}
	obj, _, err := Assemble("two.s", []byte(twoKernels), AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	obj.Comment = ref.Comment
	got, err := codeobj.Write(obj)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		n := 0
		for n < len(got) && n < len(want) && got[n] == want[n] {
			n++
		}
		t.Errorf("our object (%d bytes) differs from llvm-mc + ld.lld (%d bytes) from byte %#x", len(got), len(want), n)
	}
	file := filepath.Join(dir, "ours.co")
	if err := os.WriteFile(file, got, 0o644); err != nil {
		t.Fatal(err)
	}
	readelf := tooltest.Need(t, "llvm-readelf")
	out, err := exec.Command(readelf, "--notes", "-s", file).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-readelf: %v\n%s", err, out)
	}
	for _, s := range []string{"NT_AMDGPU_METADATA", "amdhsa.kernels", "first.kd", "second.kd", ".group_segment_fixed_size: 1024"} {
		if !strings.Contains(string(out), s) {
			t.Errorf("llvm-readelf output lacks %q:\n%s", s, out)
		}
	}
}

// TestCodeObjectVersions: .amdhsa_code_object_version 4 and 5 assemble to
// the same file as llvm-mc + ld.lld (the ELF ABI version byte is 2 and 3),
// Read gives the version back, and other versions are located errors.
func TestCodeObjectVersions(t *testing.T) {
	for _, v := range []int{4, 5} {
		src := fmt.Sprintf("\t.amdhsa_code_object_version %d\n", v) + twoKernels
		dir := t.TempDir()
		want, err := os.ReadFile(buildWithLLVM(t, dir, src, GFX906))
		if err != nil {
			t.Fatal(err)
		}
		obj, _, err := Assemble("v.s", []byte(src), AsmOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ref, err := codeobj.Read(want)
		if err != nil {
			t.Fatal(err)
		}
		obj.Comment = ref.Comment
		got, err := codeobj.Write(obj)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) || got[8] != byte(v-2) {
			t.Errorf("v%d: our object differs from llvm-mc + ld.lld (ABI version %d, want %d)", v, got[8], v-2)
		}
		back, err := codeobj.Read(got)
		if err != nil {
			t.Fatal(err)
		}
		if wantV := map[int]int{4: 4, 5: 0}[v]; back.CodeObjectVersion != wantV {
			t.Errorf("v%d: Read gives CodeObjectVersion %d", v, back.CodeObjectVersion)
		}
	}
	for _, v := range []string{"3", "6", "x"} {
		_, _, err := Assemble("v.s", []byte("\t.amdhsa_code_object_version "+v+"\n"+twoKernels), AsmOptions{})
		if err == nil || !strings.Contains(err.Error(), "v.s:1:") || !strings.Contains(err.Error(), "unsupported code object version "+v+" (4 or 5)") {
			t.Errorf("version %s: %v", v, err)
		}
	}
}
