// A load does not pass a store or atomic to memory it may read (LDS here;
// scalar loads may read what vector stores wrote), and nothing moves past
// s_barrier; a load of other memory moves above a store.
	v_add_u32_e32 v1, 4, v0
	ds_write_b32 v0, v1
	v_mul_u32_u24_e32 v2, v1, v1
	ds_read_b32 v3, v0 offset:4
	v_add_u32_e32 v4, v2, v0
	global_store_dword v[6:7], v4, off
	v_xor_b32_e32 v5, v4, v2
	s_load_dword s2, s[0:1], 0x0
	v_or_b32_e32 v8, v5, v4
	s_barrier
	v_and_b32_e32 v9, v8, v5
	global_load_dword v10, v[6:7], off
	v_add_u32_e32 v9, v9, v10
	v_add_u32_e32 v9, v9, v3
	v_add_u32_e32 v9, s2, v9
	global_store_dword v[6:7], v9, off
	s_endpgm
