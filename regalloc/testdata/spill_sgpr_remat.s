; the six scalar values of spill_sgpr, loaded from the kernel arguments
; (s[0:1], which no instruction writes) without GLC, are not put in lanes:
; each read reloads its value from memory, and s[0:1] stays live to there
; sgpr %0 %1 %2 %3 %4 %5 %6
; vgpr %7
; options max-sgprs=4
	s_load_dword %0, s[0:1], 0x0
	s_load_dword %1, s[0:1], 0x4
	s_load_dword %2, s[0:1], 0x8
	s_load_dword %3, s[0:1], 0xc
	s_load_dword %4, s[0:1], 0x10
	s_load_dword %5, s[0:1], 0x14
	s_add_u32 %6, %0, %1
	s_add_u32 %6, %6, %2
	s_add_u32 %6, %6, %3
	s_add_u32 %6, %6, %4
	s_add_u32 %6, %6, %5
	v_mov_b32_e32 %7, %6
	global_store_dword v[0:1], %7, off
	s_endpgm
