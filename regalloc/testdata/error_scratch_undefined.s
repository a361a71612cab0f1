; the spill code reads the virtual scratch registers, but the function
; never copies the private segment buffer into %[8:11]
; vgpr %0 %1 %2 %3 %4 %5 %6
; sgpr %[8:11] %12
; options max-vgprs=8
; scratch %[8:11] %12 0
	s_mov_b32 %12, s7
	v_add_u32_e32 %0, 1, v0
	v_add_u32_e32 %1, 2, v0
	v_add_u32_e32 %2, 3, v0
	v_add_u32_e32 %3, 4, v0
	v_add_u32_e32 %4, 5, v0
	v_add_u32_e32 %5, 6, v0
	v_add_u32_e32 %6, 7, v0
	v_add_u32_e32 %0, %0, %6
	v_add_u32_e32 %0, %0, %5
	v_add_u32_e32 %0, %0, %4
	v_add_u32_e32 %0, %0, %3
	v_add_u32_e32 %0, %0, %2
	v_add_u32_e32 %0, %0, %1
	global_store_dword v[0:1], %0, off
	s_endpgm
