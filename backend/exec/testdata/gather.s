// out[i] = in[index[i]] within each wave, with ds_bpermute_b32 (the seed
// article's gather). Kernel arguments: in, index, out (global pointers).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl gather
	.p2align 8
	.type gather,@function
gather:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s2, s2, 6
	v_add_u32_e32 v0, s2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[4:5]
	global_load_dword v2, v0, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 2, v2
	ds_bpermute_b32 v1, v2, v1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size gather, .Lfunc_end0-gather

	.rodata
	.p2align 6
	.amdhsa_kernel gather
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 24
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
		.amdhsa_system_sgpr_workgroup_id_x 1
	.end_amdhsa_kernel
