; a divergent if/else, linearised: the then-block falls into the else-block,
; so a value set in "then" and read after the join stays live through
; "else", and the phi copies into %3 meet in one register
; vgpr %0 %1 %2 %3
; sgpr %[4:5] %[6:7]
	v_add_u32_e32 %0, 3, v0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 %[4:5], vcc
	s_cbranch_execz BB_else
	v_mul_lo_u32 %1, %0, %0
	v_mov_b32_e32 %3, %1
BB_else:
	s_andn2_b64 exec, %[4:5], exec
	s_cbranch_execz BB_join
	v_add_u32_e32 %2, %0, %0
	v_mov_b32_e32 %3, %2
BB_join:
	s_or_b64 exec, exec, %[4:5]
	global_store_dword v[0:1], %3, off
	s_endpgm
