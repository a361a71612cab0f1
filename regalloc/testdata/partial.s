; a VGPR tuple written one unit at a time and a sub-range of it read alone
; vgpr %[0:3] %4
	v_mov_b32_e32 %0, 1
	v_mov_b32_e32 %1, 2
	v_add_u32_e32 %4, 5, v0
	v_mov_b32_e32 %2, %4
	v_mov_b32_e32 %3, 4
	global_store_dwordx4 v[0:1], %[0:3], off
	v_add_u32_e32 %4, %2, %3
	global_store_dword v[0:1], %4, off
	s_endpgm
