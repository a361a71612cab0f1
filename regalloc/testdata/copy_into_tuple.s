; values computed one by one and copied into the tuple a store reads: the
; colouring puts each on the register of its unit and the copies vanish
; vgpr %0 %1 %2 %[3:5]
	v_add_u32_e32 %0, 1, v0
	v_add_u32_e32 %1, 2, v0
	v_mul_lo_u32 %2, %0, %1
	v_mov_b32_e32 %3, %0
	v_mov_b32_e32 %4, %1
	v_mov_b32_e32 %5, %2
	global_store_dwordx3 v[0:1], %[3:5], off
	s_endpgm
