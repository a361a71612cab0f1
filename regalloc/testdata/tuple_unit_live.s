; a tuple of which only one unit stays live: the values defined after its
; other units died take their registers (interference per unit, not per tuple)
; vgpr %[0:3] %4 %5 %6
	global_load_dwordx4 %[0:3], v[0:1], off
	v_add_u32_e32 %4, %0, %1
	v_add_u32_e32 %4, %4, %2
	v_add_u32_e32 %5, 7, %4
	v_add_u32_e32 %6, 9, %5
	v_add_u32_e32 %6, %6, %4
	v_add_u32_e32 %6, %6, %5
	v_add_u32_e32 %6, %6, %3
	global_store_dword v[0:1], %6, off
	s_endpgm
