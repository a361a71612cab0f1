; values computed from a uniform SGPR under pressure: %1 (a copy of %6)
; and %2 (%6 times 3), each defined once from %6, which one instruction
; outside any loop defines, are not stored when they spill: each read
; recomputes them from %6, kept live to there; %3, read from %7, which the
; loop redefines, spills to a slot
; vgpr %0 %1 %2 %3 %10 %11 %12 %13 %14
; sgpr %[4:5] %6 %7 %8
; options max-vgprs=5
; scratch s[8:11] s12 0
	s_load_dword %6, s[0:1], 0x0
	s_mov_b32 %7, 0
BB_loop:
	s_add_u32 %7, %7, 5
	s_cmp_lt_u32 %7, 20
	s_cbranch_scc1 BB_loop
	v_add_u32_e32 %0, 3, v0
	v_mov_b32_e32 %1, %6
	v_mul_u32_u24_e64 %2, %6, 3
	v_mov_b32_e32 %3, %7
	v_add_u32_e32 %10, 4, v0
	v_add_u32_e32 %11, 5, v0
	v_add_u32_e32 %12, 6, v0
	v_add_u32_e32 %13, %10, %11
	v_add_u32_e32 %13, %13, %12
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 %[4:5], vcc
	s_cbranch_execz BB_join
	v_add_u32_e32 %13, %13, %1
BB_join:
	s_or_b64 exec, exec, %[4:5]
	v_add_u32_e32 %14, %13, %2
	v_add_u32_e32 %14, %14, %1
	v_add_u32_e32 %14, %14, %3
	v_add_u32_e32 %14, %14, %0
	global_store_dword v[0:1], %14, off
	s_endpgm
