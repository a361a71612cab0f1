; an SGPR virtual register where a VGPR is required
; sgpr %0
	s_mov_b32 %0, 1
	v_add_u32_e32 %0, 1, v0
	s_endpgm
