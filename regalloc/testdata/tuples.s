; SGPR pairs even, quads 4-aligned, VGPR tuples unaligned; a sub-range of a
; tuple and a tuple written piecewise
; sgpr %0 %[2:3] %[4:7] %8 %[12:19]
; vgpr %20 %[21:23] %[24:25]
	s_mov_b32 %0, s2
	s_load_dwordx2 %[2:3], s[0:1], 0x0
	s_load_dwordx4 %[4:7], s[0:1], 0x10
	s_load_dwordx8 %[12:19], s[0:1], 0x20
	s_add_u32 %8, %0, %5
	v_mov_b32_e32 %20, %8
	v_mov_b32_e32 %21, %13
	v_mov_b32_e32 %22, %19
	v_mov_b32_e32 %23, %0
	buffer_store_dwordx3 %[21:23], v0, %[4:7], s3 offen
	v_lshlrev_b32_e32 %24, 2, v0
	v_mov_b32_e32 %25, 0
	global_store_dword %[24:25], %20, off
	s_endpgm
