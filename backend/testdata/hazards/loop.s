// The producer ends the loop body and the consumer starts it: the shortfall
// is found along the back edge (one wait state from the branch, two needed).
	s_mov_b32 s2, 4
.Ltop:
	v_mov_b32_dpp v4, v3 row_shr:1 row_mask:0xf bank_mask:0xf
	s_sub_u32 s2, s2, 1
	s_cmp_lg_u32 s2, 0
	v_add_u32_e32 v3, 1, v3
	s_cbranch_scc1 .Ltop
	s_endpgm
