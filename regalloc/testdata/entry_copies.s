; the kernel's inputs copied into virtual registers at entry: the colouring
; prefers the physical register each copy reads, where it is free, and the
; copies vanish
; vgpr %0 %1 %2 %3 %4
; sgpr %5 %6
	v_mov_b32_e32 %2, 7
	v_mov_b32_e32 %0, v0
	v_mov_b32_e32 %1, v1
	s_mov_b32 %5, s2
	s_mov_b32 %6, s3
	v_add_u32_e32 %3, %5, %0
	v_add_u32_e32 %4, %6, %1
	v_add_u32_e32 %4, %4, %2
	v_add_u32_e32 %3, %3, %4
	global_store_dword v[2:3], %3, off
	s_endpgm
