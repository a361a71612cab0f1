; (GLC loads, which the spiller may not recompute: the values go to VGPR lanes)
; a spilled SGPR read twice by one instruction is reloaded once: two
; reloads would be two SGPRs, two reads of the constant bus, which a VALU
; instruction may not make (v_fma_f32 with the same SGPR twice is one);
; %0 lives across the others and spills
; sgpr %0 %1 %2 %3 %4 %5
; vgpr %6 %7
; options max-sgprs=4
	s_load_dword %0, s[0:1], 0x0 glc
	s_load_dword %1, s[0:1], 0x4 glc
	s_load_dword %2, s[0:1], 0x8 glc
	s_load_dword %3, s[0:1], 0xc glc
	s_add_u32 %4, %1, %2
	s_add_u32 %5, %4, %3
	v_mov_b32_e32 %6, %5
	v_fma_f32 %7, %6, %0, %0
	global_store_dword v[0:1], %7, off
	s_endpgm
