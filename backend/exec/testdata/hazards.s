// Hazards covered by wait states; the test removes each nop in turn.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl hazards
	.p2align 8
	.type hazards,@function
hazards:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshlrev_b32_e32 v5, 2, v0
	// VALU writes a VGPR, then DPP reads it: 2 wait states
	v_add_u32_e32 v1, 1, v0
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shr:1 bound_ctrl:0
	// VALU writes the lane select SGPR, then v_readlane: 4
	v_readfirstlane_b32 s6, v1
	s_nop 3
	v_readlane_b32 s7, v2, s6
	// VALU writes an SGPR, then VMEM reads it: 5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s5
	v_readfirstlane_b32 s5, v6
	s_nop 4
	global_store_dword v5, v2, s[4:5] offset:0
	// VALU writes VCC, then v_div_fmas: 4
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_nop 3
	v_div_fmas_f32 v3, 1.0, 2.0, 1.0
	// SALU writes M0, then s_movrels reads it: 1
	s_mov_b32 m0, 1
	s_nop 0
	s_movrels_b32 s9, s7
	v_mov_b32_e32 v4, s9
	global_store_dword v5, v3, s[4:5] offset:256
	global_store_dword v5, v4, s[4:5] offset:512
	s_endpgm
.Lfunc_end0:
	.size hazards, .Lfunc_end0-hazards

	.rodata
	.p2align 6
	.amdhsa_kernel hazards
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
	.end_amdhsa_kernel
