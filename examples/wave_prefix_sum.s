// Inclusive prefix sum over each wave64 with DPP, the sequence from the
// GPUOpen cross-lane article: out[i] = in[w*64] + ... + in[i] for the wave w
// that holds lane i. Kernel arguments: two global pointers (in, out).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl wave_prefix_sum
	.p2align 8
	.type wave_prefix_sum,@function
wave_prefix_sum:
	s_load_dwordx4 s[4:7], s[0:1], 0x0     // s[4:5] = in, s[6:7] = out
	s_lshl_b32 s2, s2, 6                   // first global id of the group
	v_add_u32_e32 v0, s2, v0               // global id
	v_lshlrev_b32_e32 v0, 2, v0            // byte offset
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_dpp v1, v1, v1 row_shr:1 bound_ctrl:0
	s_nop 1
	v_add_u32_dpp v1, v1, v1 row_shr:2 bound_ctrl:0
	s_nop 1
	v_add_u32_dpp v1, v1, v1 row_shr:4 bank_mask:0xe
	s_nop 1
	v_add_u32_dpp v1, v1, v1 row_shr:8 bank_mask:0xc
	s_nop 1
	v_add_u32_dpp v1, v1, v1 row_bcast:15 row_mask:0xa
	s_nop 1
	v_add_u32_dpp v1, v1, v1 row_bcast:31 row_mask:0xc
	global_store_dword v0, v1, s[6:7]
	s_endpgm
.Lfunc_end0:
	.size wave_prefix_sum, .Lfunc_end0-wave_prefix_sum

	.rodata
	.p2align 6
	.amdhsa_kernel wave_prefix_sum
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 16
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 8
		.amdhsa_system_sgpr_workgroup_id_x 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: wave_prefix_sum
    .symbol: wave_prefix_sum.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 2
    .max_flat_workgroup_size: 256
    .args:
      - { .name: in, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .name: out, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }
...
	.end_amdgpu_metadata
