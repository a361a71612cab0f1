; each compare for x == 0 right after an instruction that set SCC to
; x != 0 goes; the instructions reading its SCC read the negation instead:
; s_cbranch_scc0 and s_cbranch_scc1 swap, s_cselect swaps its sources
	s_and_b32 s1, s2, s3
	s_cmp_eq_u32 s1, 0
	s_cselect_b32 s8, 1, s9
	s_lshr_b32 s0, s0, 1
	s_cmp_eq_u32 0, s0
	s_cselect_b64 s[10:11], -1, 0
	s_cselect_b32 s8, s8, 7
	s_lshl_b32 s1, s2, 3
	s_cmp_eq_i32 s1, 0
	s_bfe_u32 s1, s2, 0x50004
	s_cmp_eq_i32 0, s1
	s_lshr_b32 s0, s0, 1
	s_cmp_le_u32 s0, 0
	s_bcnt1_i32_b64 s4, s[6:7]
	s_cmp_ge_u32 0, s4
	s_andn2_b64 s[4:5], exec, s[2:3]
	s_cmp_eq_u64 s[4:5], 0
	s_or_b64 s[4:5], s[4:5], s[2:3]
	s_cmp_eq_u64 0, s[4:5]
	s_cbranch_scc1 .Lend
	s_xor_b32 s1, s2, s3
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc0 .Lend
	s_endpgm
.Lend:
	s_endpgm
