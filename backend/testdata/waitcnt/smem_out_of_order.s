// Two SMEM loads return out of order: using the first result needs lgkmcnt(0).
// LDS loads return in order: using the older one waits for lgkmcnt(1).
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[0:1], 0x4
	s_add_u32 s6, s4, 1
	ds_read_b32 v1, v0
	ds_read_b32 v2, v0 offset:4
	v_add_u32_e32 v3, v1, v1
	v_add_u32_e32 v3, v2, v3
	s_endpgm
