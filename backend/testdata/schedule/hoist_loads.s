// The ALU work above a load that the load does not need moves below it:
// the loads issue first, back to back, and their results have the moved
// instructions' time to arrive. The address computation stays above its
// load.
	v_mul_f32_e32 v10, v8, v9
	v_add_f32_e32 v11, v10, v8
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_dword v3, v[4:5], off
	v_add_u32_e32 v12, v11, v9
	global_load_dword v6, v2, s[0:1]
	v_add_f32_e32 v7, v3, v6
	v_add_f32_e32 v7, v7, v12
	global_store_dword v[4:5], v7, off
	s_endpgm
