; each compare of sccNonZeroTests right after an instruction that set SCC
; to its register != 0 goes
	s_lshr_b32 s0, s0, 1
	s_cmp_lg_u32 s0, 0
	s_and_b32 s1, s2, s3
	s_cmp_lg_u32 0, s1
	s_lshl_b32 s1, s2, 3
	s_cmp_lg_i32 s1, 0
	s_bfe_u32 s1, s2, 0x50004
	s_cmp_lg_i32 0, s1
	s_lshr_b32 s0, s0, 1
	s_cmp_gt_u32 s0, 0
	s_bcnt1_i32_b64 s4, s[6:7]
	s_cmp_lt_u32 0, s4
	s_andn2_b64 s[4:5], exec, s[2:3]
	s_cmp_lg_u64 s[4:5], 0
	s_or_b64 s[4:5], s[4:5], s[2:3]
	s_cmp_lg_u64 0, s[4:5]
	s_cselect_b32 s8, 1, 0
; instructions that write neither SCC nor the register may come between
	s_xor_b32 s1, s2, s3
	s_mov_b32 s9, s1
	v_mov_b32_e32 v0, s1
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .Lend
	s_endpgm
.Lend:
	s_endpgm
