// Hand-written checks of modifiers and special forms. One lane per output
// word group: out[i*8 + k] for work-item i. Kernel argument: out.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl modes
	.p2align 8
	.type modes,@function
modes:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshlrev_b32_e32 v10, 5, v0            // byte offset of out[i*8]
	// packed f16 with op_sel: v1 = (lo 1.5, hi -2.0); v2 = (lo 0.5, hi 4.0)
	v_mov_b32_e32 v1, 0xc0003e00
	v_mov_b32_e32 v2, 0x44003800
	v_pk_add_f16 v3, v1, v2                 // (2.0, 2.0)
	v_pk_mul_f16 v4, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]   // lo = -2*0.5 = -1, hi = 1.5*4 = 6
	v_pk_fma_f16 v5, v1, v2, v1 neg_lo:[1,0,0] neg_hi:[0,0,1] // lo = -1.5*0.5+1.5 = 0.75, hi = -2*4 - (-2) = -6
	// SDWA: byte 1 of v0*0x0101 sign-extended, word result into the high half
	v_mul_u32_u24_e32 v6, 0x181, v0
	v_mov_b32_e32 v7, 0x1234
	v_add_u32_sdwa v7, v6, v7 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0
	// carries through an SGPR pair: 64-bit add of (0xffffffff, lane) + (1, 1)
	v_mov_b32_e32 v8, -1
	v_add_co_u32_e64 v8, s[6:7], v8, 1
	v_addc_co_u32_e64 v9, s[8:9], v0, 1, s[6:7]
	// v_cmpx: lanes with odd ids store 111 to out[i*8+7], others keep 222
	v_mov_b32_e32 v11, 222
	s_mov_b64 s[10:11], exec
	v_and_b32_e32 v12, 1, v0
	v_cmpx_eq_u32_e32 vcc, 1, v12
	v_mov_b32_e32 v11, 111
	s_mov_b64 exec, s[10:11]
	// DPP quad_perm with a row mask: rows 0 and 2 get lane^1, others keep v0
	v_mov_b32_e32 v13, v0
	s_nop 1
	v_mov_b32_dpp v13, v0 quad_perm:[1,0,3,2] row_mask:0x5 bank_mask:0xf
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v10, v[3:6], s[4:5]
	global_store_dwordx4 v10, v[7:10], s[4:5] offset:16
	global_store_dword v10, v11, s[4:5] offset:28
	global_store_dword v10, v13, s[4:5] offset:24
	s_endpgm
.Lfunc_end0:
	.size modes, .Lfunc_end0-modes

	.rodata
	.p2align 6
	.amdhsa_kernel modes
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
	.end_amdhsa_kernel
