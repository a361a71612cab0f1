; spill slots start at byte 4088 of the lane's scratch: the slots past
; byte 4095, beyond the 12-bit MUBUF offset, are reached through a page
; register set in the entry block to s8 + 4096*64 (soffset counts the
; wave's bytes, 64 lanes to a dword), with the offset within the page
; vgpr %[0:3] %4 %5 %6 %[7:8] %9
; options max-vgprs=6
; scratch s[4:7] s8 4088
	global_load_dwordx4 %[0:3], v[0:1], off
	v_add_u32_e32 %4, 1, v0
	v_add_u32_e32 %5, 2, v0
	v_add_u32_e32 %6, 3, v0
	v_add_u32_e32 %9, %4, %5
	v_add_u32_e32 %9, %9, %6
	global_store_dwordx2 v[0:1], %[1:2], off
	v_mov_b32_e32 %7, %9
	v_mov_b32_e32 %8, %0
	global_store_dwordx2 v[0:1], %[7:8], off offset:8
	global_store_dword v[0:1], %3, off offset:16
	s_endpgm
