; an operand naming no declared virtual register
; vgpr %0
	v_add_u32_e32 %0, 1, %3
	s_endpgm
