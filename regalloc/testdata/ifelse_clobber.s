; the phi register %3 is written in the then-block under the then-lanes'
; EXEC; the else-block's temporary %2 must not take its register, or it
; would overwrite the then-lanes' value (the else-block's write to %3 only
; changes the else-lanes)
; vgpr %0 %1 %2 %3 %4
; sgpr %[6:7]
	v_add_u32_e32 %0, 3, v0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 %[6:7], vcc
	s_cbranch_execz BB_else
	v_mul_lo_u32 %1, %0, %0
	v_mov_b32_e32 %3, %1
BB_else:
	s_xor_b64 exec, %[6:7], exec
	s_cbranch_execz BB_join
	v_add_u32_e32 %2, %0, %0
	v_add_u32_e32 %4, 1, %2
	v_mov_b32_e32 %3, %4
BB_join:
	s_or_b64 exec, exec, %[6:7]
	global_store_dword v[0:1], %3, off
	s_endpgm
