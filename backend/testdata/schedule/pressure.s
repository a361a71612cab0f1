// Register pressure: v10..v17 (8 values) and v[0:1] stay live to the end;
// v30..v41 come from above the barrier, so they are live there: the block's
// peak is 22 VGPRs, which is also the kernel's target (10 waves, two kept
// for the allocator). Each v_add_u32 ends two values and starts one: moved
// below the load, it keeps one more live across it, so the moves stop where
// the pressure after the load would pass 22.
	v_mov_b32_e32 v10, 10
	v_mov_b32_e32 v11, 11
	v_mov_b32_e32 v12, 12
	v_mov_b32_e32 v13, 13
	v_mov_b32_e32 v14, 14
	v_mov_b32_e32 v15, 15
	v_mov_b32_e32 v16, 16
	v_mov_b32_e32 v17, 17
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 1
	v_mov_b32_e32 v32, 1
	v_mov_b32_e32 v33, 2
	v_mov_b32_e32 v34, 2
	v_mov_b32_e32 v35, 3
	v_mov_b32_e32 v36, 3
	v_mov_b32_e32 v37, 4
	v_mov_b32_e32 v38, 4
	v_mov_b32_e32 v39, 5
	v_mov_b32_e32 v40, 5
	v_mov_b32_e32 v41, 6
	s_barrier
	v_add_u32_e32 v50, v30, v31
	v_add_u32_e32 v51, v32, v33
	v_add_u32_e32 v52, v34, v35
	v_add_u32_e32 v53, v36, v37
	v_add_u32_e32 v54, v38, v39
	v_add_u32_e32 v55, v40, v41
	global_load_dword v2, v[0:1], off
	v_add_u32_e32 v2, v2, v50
	v_add_u32_e32 v2, v2, v51
	v_add_u32_e32 v2, v2, v52
	v_add_u32_e32 v2, v2, v53
	v_add_u32_e32 v2, v2, v54
	v_add_u32_e32 v2, v2, v55
	v_add_u32_e32 v2, v2, v10
	v_add_u32_e32 v2, v2, v11
	v_add_u32_e32 v2, v2, v12
	v_add_u32_e32 v2, v2, v13
	v_add_u32_e32 v2, v2, v14
	v_add_u32_e32 v2, v2, v15
	v_add_u32_e32 v2, v2, v16
	v_add_u32_e32 v2, v2, v17
	global_store_dword v[0:1], v2, off
	s_endpgm
