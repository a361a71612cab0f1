; v_mad_f32 whose addend is its destination: v_mac_f32_e32 (4 bytes, not
; 8); an SGPR or constant factor goes to src0, swapping the factors
	v_mad_f32 v3, v1, v2, v3
	v_mad_f32 v3, s1, v2, v3
	v_mad_f32 v3, v2, s1, v3
	v_mad_f32 v3, v2, 0.5, v3
; not: another addend, modifiers, no VGPR factor
	v_mad_f32 v3, v1, v2, v4
	v_mad_f32 v3, -v1, v2, v3
	v_mad_f32 v3, v1, v2, v3 clamp
	v_mad_f32 v3, s1, 0.5, v3
	s_endpgm
