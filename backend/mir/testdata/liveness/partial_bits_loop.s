; an f16 temporary in a uniform loop: %2 is written by one instruction
; alone, a VALU f16 op that may keep the high half of its VGPR on gfx9
; (v_fma_f16), so the bits it keeps are undefined (those of no other write)
; and it reads nothing: it is not live around the loop. The packed pair %3
; is built by two writes: v_cvt_f16_f32 writes the whole dword (gfx9 zeroes
; a 16-bit result's high half), the SDWA one keeps the low half and reads
; it: %3 is live from the one to the other, not around the loop.
; vgpr %0 %1 %2 %3
; sgpr %4
	v_mov_b32_e32 %0, v2
	v_mov_b32_e32 %1, 0
	s_mov_b32 %4, 3
loop:
	v_fma_f16 %2, %0, %0, %0
	v_add_f16_e32 %1, %2, %1
	v_cvt_f16_f32_e32 %3, v3
	v_cvt_f16_f32_sdwa %3, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
	v_add_u32_e32 %1, %3, %1
	s_sub_u32 %4, %4, 1
	s_cbranch_scc1 loop
end:
	global_store_dword v[0:1], %1, off
	s_endpgm
