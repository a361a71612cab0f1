// A load issued in a loop body and used at the top of the next iteration
// needs a wait there (found by iterating the loop), and a barrier waits for
// all outstanding LDS and memory operations.
	v_mov_b32_e32 v1, 0
.Ltop:
	v_add_u32_e32 v2, v1, v2
	global_load_dword v1, v[4:5], off
	ds_write_b32 v0, v2
	s_sub_u32 s2, s2, 1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .Ltop
	s_barrier
	s_endpgm
