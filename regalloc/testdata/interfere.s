; a copy whose source stays live is not coalesced
; vgpr %0 %1 %2
	v_add_u32_e32 %0, 1, v0
	v_mov_b32_e32 %1, %0
	v_add_u32_e32 %1, 2, %1
	v_add_u32_e32 %2, %0, %1
	global_store_dword v[0:1], %2, off
	s_endpgm
