// Vector memory returns in order: each use waits for exactly the loads
// older than it; a store counts too; a register overwritten while its load
// is outstanding must wait (write after write).
	global_load_dword v1, v[4:5], off
	global_load_dword v2, v[4:5], off offset:4
	global_load_dword v3, v[4:5], off offset:8
	v_mov_b32_e32 v6, v1
	global_store_dword v[4:5], v6, off
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v7, v2, v3
	s_endpgm
