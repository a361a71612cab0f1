; a value the loop reads (%0) must spill for the pressure after the loop,
; where %2 is live together with it and the accumulator %1 (the loop's
; reads weigh more than the accumulator's, written there too): it is
; reloaded once before the loop into a register of its own, which the
; loop reads, instead of before each read inside the loop
; vgpr %0 %1 %2
; sgpr %8
; options max-vgprs=4
; scratch s[4:7] s9 0
	v_add_u32_e32 %0, 1, v0
	v_mov_b32_e32 %1, 0
	s_mov_b32 %8, 0
BB_loop:
	v_add_u32_e32 %1, %1, %0
	v_xor_b32_e32 %1, %1, %0
	s_add_u32 %8, %8, 1
	s_cmp_lt_u32 %8, 10
	s_cbranch_scc1 BB_loop
	v_add_u32_e32 %2, 2, v0
	v_mul_lo_u32 %1, %1, %2
	v_add_u32_e32 %1, %1, %0
	global_store_dword v[0:1], %1, off
	s_endpgm
