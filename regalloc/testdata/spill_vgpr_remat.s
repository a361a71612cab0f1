; constants under pressure: %1 (a literal) and %2 (an inline constant),
; each defined once by v_mov_b32, are not stored when they spill: each
; read recomputes them into a short-lived register, inside the divergent
; part too (a constant is the same in every lane); %3, computed, spills
; to a slot as before
; vgpr %0 %1 %2 %3 %10 %11 %12 %13 %14
; sgpr %[4:5]
; options max-vgprs=5
; scratch s[8:11] s12 0
	v_add_u32_e32 %0, 3, v0
	v_mov_b32_e32 %1, 0x12345
	v_mov_b32_e32 %2, 7
	v_mul_lo_u32 %3, %0, v0
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
