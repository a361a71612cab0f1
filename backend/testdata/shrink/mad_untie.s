; a TieMac copy the allocator kept: the v_mad_f32 again (one instruction);
; not when the v_mac_f32 reads the copy as a factor
	v_mov_b32_e32 v3, v4
	v_mac_f32_e32 v3, v1, v2
	v_mov_b32_e32 v5, v4
	v_mac_f32_e32 v5, v5, v2
	s_endpgm
