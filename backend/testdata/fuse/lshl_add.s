; a uniform shift read by one v_add_u32 and dead after it: v_lshl_add_u32
; in the add's place (either source of the add; a VOP3 add too)
	s_lshl_b32 s0, s2, 6
	v_add_u32_e32 v1, s0, v0
	s_lshl_b32 s1, s3, 4
	v_mov_b32_e32 v2, 0
	v_add_u32_e64 v2, v0, s1
	s_lshl_b32 s4, 1, s5
	v_add_u32_e32 v3, s4, v3
	global_store_dwordx3 v[4:5], v[1:3], off
; not: the shift's result read again, its SCC read, its source written in
; between, a second SGPR over the constant bus, a clamped add
	s_lshl_b32 s0, s2, 2
	v_add_u32_e32 v1, s0, v0
	v_add_u32_e32 v2, s0, v1
	s_lshl_b32 s0, s2, 2
	v_add_u32_e32 v1, s0, v0
	s_cselect_b32 s6, s2, s3
	s_lshl_b32 s0, s2, 2
	s_mov_b32 s2, 0
	v_add_u32_e32 v1, s0, v0
	s_lshl_b32 s0, s2, s3
	v_add_u32_e32 v1, s0, v0
	s_lshl_b32 s0, s2, 2
	v_add_u32_e64 v1, s0, v0 clamp
	global_store_dwordx2 v[4:5], v[1:2], off
	s_endpgm
