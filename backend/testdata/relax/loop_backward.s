// A loop whose back edge is beyond the range: the long branch goes back,
// with a negative distance. s[0:1] and s[2:3] are live at the loop head,
// so the pair is s[4:5], the last pair below the SGPR count (s5 is used).
	s_mov_b32 s5, 0
	s_mov_b32 s4, 0
.Lloop:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .Lloop
	s_endpgm
