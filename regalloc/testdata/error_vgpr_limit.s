; one more live VGPR than the limit allows, and no scratch to spill to: a NeedScratchError
; vgpr %0 %1 %2 %3 %4 %5 %6
; options max-vgprs=8
	v_add_u32_e32 %0, 1, v0
	v_add_u32_e32 %1, 2, v0
	v_add_u32_e32 %2, 3, v0
	v_add_u32_e32 %3, 4, v0
	v_add_u32_e32 %4, 5, v0
	v_add_u32_e32 %5, 6, v0
	v_add_u32_e32 %6, 7, v0
	v_add_u32_e32 %0, %0, %1
	v_add_u32_e32 %0, %0, %2
	v_add_u32_e32 %0, %0, %3
	v_add_u32_e32 %0, %0, %4
	v_add_u32_e32 %0, %0, %5
	v_add_u32_e32 %0, %0, %6
	global_store_dword v[0:1], %0, off
	s_endpgm
