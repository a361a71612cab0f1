; a waterfall loop (WaveMatch, WaveMultiPrefix*): each round a whole-wave
; scan writes the linear VGPR %16 in every lane, then the round's lanes
; copy their result into %3 and leave through the break. The lanes that
; left in earlier rounds wait at the loop's exit with their %3, which is
; not live on the remaining lanes' path: the scan's writes must still
; keep off it (needs lists %3)
; vgpr %0 %1 %2 %3
; linear %16
; sgpr %[4:5] %[6:7] %[8:9] %[10:11] %12
; logical loop -> brk rest
; logical brk -> end
; logical rest -> loop
	v_mov_b32_e32 %0, v0
	s_mov_b64 %[4:5], 0
	s_branch loop
loop:
	s_or_saveexec_b64 %[10:11], -1
	v_mov_b32_e32 %16, 0
	s_mov_b64 exec, %[10:11]
	v_mov_b32_e32 %16, %0
	s_mov_b64 exec, -1
	v_add_u32_dpp %16, %16, %16 row_shr:1 row_mask:0xf bank_mask:0xf
	s_mov_b64 exec, %[10:11]
	v_readlane_b32 %12, %16, 63
	v_add_u32_e32 %2, %12, %0
	v_cmp_eq_u32_e64 %[8:9], %12, %0
	s_and_b64 %[6:7], exec, %[8:9]
	s_andn2_b64 %[8:9], exec, %[6:7]
brk:
	s_mov_b64 exec, %[6:7]
	v_mov_b32_e32 %3, %2
	s_or_b64 %[4:5], %[4:5], exec
	s_mov_b64 exec, 0
rest:
	s_mov_b64 exec, %[8:9]
	v_add_u32_e32 %0, 1, %0
	s_cbranch_execnz loop
end:
	s_mov_b64 exec, %[4:5]
	global_store_dword v[0:1], %3, off
	s_endpgm
