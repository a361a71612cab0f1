// A conditional branch beyond the range (16 dwords in these tests) is
// inverted to skip a long branch. The pair is one not live at the target
// (s2 is), below the kernel's SGPR count and never written by SMEM (s[4:5]
// is): s[0:1].
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .Lfar
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
.Lfar:
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s2, s4
	s_endpgm
