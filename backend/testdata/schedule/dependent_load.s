// The second load needs the first one's result (its address): it cannot
// issue before that arrives, so the instructions after the first load
// (within its latency) stay where they hide it. The third load needs
// nothing loaded but issues after the second (loads keep their order):
// nothing moves below it either.
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_mul_f32_e32 v10, v8, v9
	v_add_f32_e32 v11, v10, v8
	v_mul_f32_e32 v12, v11, v9
	global_load_dword v3, v0, s[4:5]
	v_add_f32_e32 v13, v12, v8
	v_mul_f32_e32 v14, v13, v9
	global_load_dword v6, v[4:5], off
	v_add_f32_e32 v7, v3, v6
	v_add_f32_e32 v7, v7, v14
	global_store_dword v[4:5], v7, off
	s_endpgm
