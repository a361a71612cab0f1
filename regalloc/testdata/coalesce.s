; copies between virtual registers of one file and size are coalesced away
; vgpr %0 %1 %2 %3
; sgpr %[4:5] %[6:7]
	s_load_dwordx2 %[4:5], s[0:1], 0x0
	s_mov_b64 %[6:7], %[4:5]
	v_add_u32_e32 %0, 1, v0
	v_mov_b32_e32 %1, %0
	v_mov_b32_e32 %2, %1
	v_mul_lo_u32 %3, %2, %2
	global_store_dword v0, %3, %[6:7]
	s_endpgm
