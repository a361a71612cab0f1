; a uniform shift or-ed into a VGPR: v_lshl_or_b32
	s_lshl_b32 s0, s2, 16
	v_or_b32_e32 v1, s0, v0
	global_store_dword v[4:5], v1, off
	s_endpgm
