; (GLC loads, which the spiller may not recompute: the values go to VGPR lanes)
; with room for two SGPRs besides s[0:1], six live scalar values spill to lanes of a VGPR
; sgpr %0 %1 %2 %3 %4 %5 %6
; vgpr %7
; options max-sgprs=4
	s_load_dword %0, s[0:1], 0x0 glc
	s_load_dword %1, s[0:1], 0x4 glc
	s_load_dword %2, s[0:1], 0x8 glc
	s_load_dword %3, s[0:1], 0xc glc
	s_load_dword %4, s[0:1], 0x10 glc
	s_load_dword %5, s[0:1], 0x14 glc
	s_add_u32 %6, %0, %1
	s_add_u32 %6, %6, %2
	s_add_u32 %6, %6, %3
	s_add_u32 %6, %6, %4
	s_add_u32 %6, %6, %5
	v_mov_b32_e32 %7, %6
	global_store_dword v[0:1], %7, off
	s_endpgm
