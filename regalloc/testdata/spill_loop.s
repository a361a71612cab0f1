; (GLC loads, which the spiller may not recompute: the values go to VGPR lanes)
; SGPR values live around a loop spill to VGPR lanes; the reloads sit
; between s_cmp and s_cbranch_scc1 without disturbing SCC
; sgpr %0 %1 %2 %3 %4 %5
; vgpr %6
; options max-sgprs=5
	s_load_dword %0, s[0:1], 0x0 glc
	s_load_dword %1, s[0:1], 0x4 glc
	s_load_dword %2, s[0:1], 0x8 glc
	s_mov_b32 %3, 0
	v_mov_b32_e32 %6, 0
BB_loop:
	s_add_u32 %4, %0, %3
	s_add_u32 %4, %4, %1
	s_add_u32 %4, %4, s2
	v_add_u32_e32 %6, %4, %6
	s_add_u32 %3, %3, 1
	s_cmp_lt_u32 %3, %2
	s_cbranch_scc1 BB_loop
	s_mov_b32 %5, %3
	v_add_u32_e32 %6, %5, %6
	global_store_dword v[0:1], %6, off
	s_endpgm
