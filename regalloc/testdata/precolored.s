; v0-v2, s[0:1] and the system SGPR s2 are live from entry until their last
; use; a physical register written by the code is respected too
; vgpr %0 %1 %2 %3
; sgpr %4 %5
	v_mov_b32_e32 %0, 7
	s_mov_b32 %4, 5
	v_add_u32_e32 %1, v0, %0
	v_add_u32_e32 %2, v1, %1
	v_mov_b32_e32 v3, 9
	v_add_u32_e32 %3, v2, %2
	s_add_u32 %5, s2, %4
	v_add_u32_e32 %3, %5, %3
	v_add_u32_e32 %3, v3, %3
	global_store_dword v[0:1], %3, off
	s_endpgm
