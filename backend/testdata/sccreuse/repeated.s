; a compare right after a deleted one is deleted too: SCC still holds the
; first instruction's result != 0
	s_and_b32 s1, s2, s3
	s_cmp_lg_u32 s1, 0
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s8, 1, 0
	s_lshr_b64 s[4:5], s[4:5], 2
	s_cmp_lg_u64 s[4:5], 0
	s_cmp_lg_u64 0, s[4:5]
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .Lend
	s_endpgm
.Lend:
	s_endpgm
