; compares that stay: another register, a register written or SCC set
; in between, a part of the result, another SCC meaning, another test, a
; test for zero read by an instruction that cannot be inverted
	s_lshr_b32 s0, s0, 1
	s_cmp_lg_u32 s1, 0
	s_lshr_b32 s0, s0, 1
	s_mov_b32 s0, 5
	s_cmp_lg_u32 s0, 0
	s_lshr_b32 s0, s0, 1
	s_add_u32 s2, s3, s4
	s_cmp_lg_u32 s0, 0
	s_and_b64 s[4:5], s[2:3], exec
	s_cmp_lg_u32 s4, 0
	s_add_u32 s0, s1, 1
	s_cmp_lg_u32 s0, 0
	s_min_u32 s0, s1, s2
	s_cmp_lg_u32 s0, 0
	s_lshr_b32 s0, s0, 1
	s_cmp_eq_u32 s0, 0
	s_cmov_b32 s9, s8
	s_lshr_b32 s0, s0, 1
	s_cmp_eq_u32 s0, 0
	s_addc_u32 s9, s9, 0
	s_lshr_b32 s0, s0, 1
	s_cmp_gt_i32 s0, 0
	s_and_b32 s0, s1, s2
	s_cmp_lg_u32 s0, 1
	s_cselect_b32 s8, 1, 0
	s_endpgm
