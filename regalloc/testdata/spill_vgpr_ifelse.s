; a divergent if/else, linearised, under pressure after the join (six
; VGPR units live where five fit): spilled before colouring, the choice
; falls on %10 and %12, defined after the join (two references each, where
; the phi %3 has three); the colouring's rounds, which chose the phi, took
; one load fewer. Had the phi spilled, its copies in "then" and "else"
; would each store only the lanes their EXEC enables (vspill.go), which
; the executor tests check (TestCompileAndRun with 16 VGPRs)
; vgpr %0 %1 %2 %3 %10 %11 %12 %13
; sgpr %[4:5]
; options max-vgprs=5
; scratch s[8:11] s12 0
	v_add_u32_e32 %0, 3, v0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 %[4:5], vcc
	s_cbranch_execz BB_else
	v_mul_lo_u32 %1, %0, %0
	v_mov_b32_e32 %3, %1
BB_else:
	s_andn2_b64 exec, %[4:5], exec
	s_cbranch_execz BB_join
	v_add_u32_e32 %2, %0, %0
	v_mov_b32_e32 %3, %2
BB_join:
	s_or_b64 exec, exec, %[4:5]
	v_add_u32_e32 %10, 4, v0
	v_add_u32_e32 %11, 5, v0
	v_add_u32_e32 %12, 6, v0
	v_add_u32_e32 %13, %10, %11
	v_add_u32_e32 %13, %13, %12
	v_add_u32_e32 %13, %13, %3
	global_store_dword v[0:1], %13, off
	s_endpgm
