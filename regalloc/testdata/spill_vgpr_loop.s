; values live around a loop with room for six VGPRs besides v[0:1]: first
; the value used only after the loop (%7) spills, since the references of
; the ones the loop reads weigh 8x; one of those (%0, equal weights) must
; follow, reloaded in the loop; the accumulator %6 stays in a register
; vgpr %0 %1 %2 %3 %4 %5 %6 %7
; sgpr %8
; options max-vgprs=8
; scratch s[4:7] s9 0
	v_add_u32_e32 %7, 9, v0
	v_add_u32_e32 %0, 1, v0
	v_add_u32_e32 %1, 2, v0
	v_add_u32_e32 %2, 3, v0
	v_add_u32_e32 %3, 4, v0
	v_add_u32_e32 %4, 5, v0
	v_mov_b32_e32 %6, 0
	s_mov_b32 %8, 0
BB_loop:
	v_add_u32_e32 %5, %0, %1
	v_add_u32_e32 %5, %5, %2
	v_add_u32_e32 %5, %5, %3
	v_add_u32_e32 %5, %5, %4
	v_add_u32_e32 %6, %6, %5
	s_add_u32 %8, %8, 1
	s_cmp_lt_u32 %8, 10
	s_cbranch_scc1 BB_loop
	v_add_u32_e32 %6, %6, %7
	global_store_dword v[0:1], %6, off
	s_endpgm
