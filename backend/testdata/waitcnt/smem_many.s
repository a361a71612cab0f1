// Seventeen SMEM loads: more than lgkmcnt counts, but SMEM returns out of
// order, so the first result is only known to be back at lgkmcnt(0).
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[0:1], 0x4
	s_load_dword s6, s[0:1], 0x8
	s_load_dword s7, s[0:1], 0xc
	s_load_dword s8, s[0:1], 0x10
	s_load_dword s9, s[0:1], 0x14
	s_load_dword s10, s[0:1], 0x18
	s_load_dword s11, s[0:1], 0x1c
	s_load_dword s12, s[0:1], 0x20
	s_load_dword s13, s[0:1], 0x24
	s_load_dword s14, s[0:1], 0x28
	s_load_dword s15, s[0:1], 0x2c
	s_load_dword s16, s[0:1], 0x30
	s_load_dword s17, s[0:1], 0x34
	s_load_dword s18, s[0:1], 0x38
	s_load_dword s19, s[0:1], 0x3c
	s_load_dword s20, s[0:1], 0x40
	s_add_u32 s21, s4, 1
	s_endpgm
