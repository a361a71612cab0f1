// Relaxation repeats until every branch is in range: .La is 12 dwords past
// the first branch until the second one, beyond its range, grows by six
// dwords into a long branch; then the first one is relaxed too.
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .La
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_cbranch_scc0 .Lb
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.La:
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
.Lb:
	s_endpgm
