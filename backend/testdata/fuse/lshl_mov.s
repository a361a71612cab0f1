; a uniform shift copied to a VGPR: the VALU shift of the SGPR
	s_lshl_b32 s0, s2, 4
	v_mov_b32_e32 v1, s0
	global_store_dword v[4:5], v1, off
; not: the SGPR is live out of the block
	s_lshl_b32 s0, s2, 4
	v_mov_b32_e32 v1, s0
	s_cbranch_execz .Lnext
.Lnext:
	global_store_dword v[4:5], v1, off
	global_store_dword v[4:5], v1, off offset:4
	v_mov_b32_e32 v1, s0
	global_store_dword v[4:5], v1, off
	s_endpgm
