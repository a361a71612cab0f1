; the private segment buffer must be a 4-aligned SGPR quad
; vgpr %0
; scratch s[2:5] s8 0
	v_add_u32_e32 %0, 1, v0
	global_store_dword v[0:1], %0, off
	s_endpgm
