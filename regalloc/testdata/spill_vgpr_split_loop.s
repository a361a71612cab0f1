; a value the loop reads (%0) is live across the pressure after the loop,
; where %2-%4 are live together with it and the accumulator %1. Spilled
; before colouring, %0 and %2-%3 go: the loop is not overfull, so spilled
; %0 is split at it (reloaded once before it into a register of its own)
; and its two reads there count as that one reload (splitCosts), not as
; eight each (which made %2-%4 the cheaper victims, one load more). The
; split itself: spill_vgpr_loop_split_forced.s
; vgpr %0 %1 %2 %3 %4 %5
; sgpr %8
; options max-vgprs=6
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
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_mul_lo_u32 %1, %1, %1
	v_xor_b32_e32 %1, 0x55, %1
	v_add_u32_e32 %2, 2, v0
	v_add_u32_e32 %3, 3, v0
	v_add_u32_e32 %4, 4, v0
	v_mul_lo_u32 %5, %2, %3
	v_mul_lo_u32 %5, %5, %4
	v_add_u32_e32 %5, %5, %2
	v_add_u32_e32 %5, %5, %3
	v_add_u32_e32 %5, %5, %4
	v_mul_lo_u32 %5, %5, %2
	v_mul_lo_u32 %5, %5, %3
	v_mul_lo_u32 %5, %5, %4
	v_add_u32_e32 %5, %5, %1
	v_add_u32_e32 %5, %5, %0
	global_store_dword v[0:1], %5, off
	s_endpgm
