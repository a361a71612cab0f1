; values live around a loop keep their registers across the back edge; a
; value defined before the loop and used after it is live through the loop
; vgpr %0 %1 %2 %3
; sgpr %4 %5
	v_mov_b32_e32 %0, 0
	v_mov_b32_e32 %3, 100
	s_mov_b32 %4, 0
BB_loop:
	v_add_u32_e32 %1, %4, v0
	v_add_u32_e32 %0, %0, %1
	s_add_u32 %5, %4, 1
	s_mov_b32 %4, %5
	s_cmp_lt_u32 %4, 10
	s_cbranch_scc1 BB_loop
	v_add_u32_e32 %2, %0, %3
	global_store_dword v[0:1], %2, off
	s_endpgm
