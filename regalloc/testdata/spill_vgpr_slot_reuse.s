; two long-lived values, %0 across the first half and %10 across the
; second, spill when only four VGPRs are free: they are never live at the
; same time, so they share one slot (scratch-bytes 4)
; vgpr %0 %1 %2 %3 %4 %5 %10 %11 %12 %13 %14 %15
; options max-vgprs=6
; scratch s[4:7] s8 0
	v_add_u32_e32 %0, 1, v0
	v_add_u32_e32 %1, 2, v0
	v_add_u32_e32 %2, 3, v0
	v_add_u32_e32 %3, 4, v0
	v_add_u32_e32 %5, 9, v0
	v_add_u32_e32 %4, %1, %2
	v_add_u32_e32 %4, %4, %3
	v_add_u32_e32 %4, %4, %1
	v_add_u32_e32 %4, %4, %0
	v_add_u32_e32 %4, %4, %5
	global_store_dword v[0:1], %4, off
	v_add_u32_e32 %10, 5, v0
	v_add_u32_e32 %11, 6, v0
	v_add_u32_e32 %12, 7, v0
	v_add_u32_e32 %13, 8, v0
	v_add_u32_e32 %15, 10, v0
	v_add_u32_e32 %14, %11, %12
	v_add_u32_e32 %14, %14, %13
	v_add_u32_e32 %14, %14, %11
	v_add_u32_e32 %14, %14, %10
	v_add_u32_e32 %14, %14, %15
	global_store_dword v[0:1], %14, off offset:4
	s_endpgm
