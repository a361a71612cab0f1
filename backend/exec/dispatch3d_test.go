package exec

import (
	"testing"

	"hlslc/backend/gfx9"
)

// TestWorkitemIDs3D checks the work-item ids a wave starts with in a 3D
// workgroup that does not fill its last wave: item t of the workgroup has
// x = t % nx, y = t / nx % ny, z = t / (nx*ny) (the hardware's x-fastest
// order), in v0, v1 and v2.
func TestWorkitemIDs3D(t *testing.T) {
	const src = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mul_i32 s7, s6, 105
	v_mbcnt_lo_u32_b32 v3, -1, 0
	v_mbcnt_hi_u32_b32 v3, -1, v3
	v_lshlrev_b32 v4, 8, v1
	v_lshlrev_b32 v5, 16, v2
	v_or3_b32 v4, v0, v4, v5
	s_bcnt1_i32_b64 s9, exec
	s_lshr_b32 s9, s9, 6
	s_sub_u32 s9, 1, s9
	s_lshl_b32 s9, s9, 6
	s_add_u32 s7, s7, s9
	s_waitcnt lgkmcnt(0)
	v_add_u32 v7, s7, v3
	v_lshlrev_b32 v7, 2, v7
	global_store_dword v7, v4, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
`
	obj, _, err := gfx9.Assemble("ids.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	// 3*5*7 = 105 items: two waves, the second with 41 lanes (so the
	// wave index is 1 - popcount(exec)/64). Item t = 64*wave + lane
	// stores its packed ids at word 105*group + t.
	nx, ny, nz := 3, 5, 7
	s := &Spec{Grid: [3]uint32{2, 1, 1}, Workgroup: [3]uint32{uint32(nx), uint32(ny), uint32(nz)},
		Buffers: []SpecBuffer{{"out", make([]byte, 4*(105*2+64))}}, Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 105*2+64)
	for g := 0; g < 2; g++ {
		for t := 0; t < 105; t++ {
			want[105*g+t] = uint32(t%nx | t/nx%ny<<8 | t/(nx*ny)<<16)
		}
	}
	checkWords(t, "workitem ids", "out", out["out"], want)
	_ = nz
}
