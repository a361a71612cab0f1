; writes that keep bits of the register: the SDWA write of the high half
; reads %0 (its low half stays), while the first write, the low half,
; reads nothing (no definition has reached it); the d16_hi load reads %1
; vgpr %0 %1 %2
; logical entry ->
	v_cvt_f16_f32_e32 %0, v2
	v_cvt_f16_f32_sdwa %0, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
	v_mov_b32_e32 %1, 0
	global_load_short_d16_hi %1, v[0:1], off
	v_add_u32_e32 %2, %0, %1
	global_store_dword v[0:1], %2, off
	s_endpgm
