; a divergent loop whose lanes leave through a break: the exit value %3 is
; written in the break block, whose lanes go to the loop's exit on the
; logical CFG; it is not live around the loop (the body's %2 may share its
; register), while the loop-carried %1 is
; vgpr %0 %1 %2 %3
; sgpr %[4:5] %[6:7] %[8:9]
; logical loop -> brk latch
; logical brk -> end
; logical latch -> loop
	v_mov_b32_e32 %0, v0
	v_mov_b32_e32 %1, 0
	s_mov_b64 %[4:5], 0
	s_branch loop
loop:
	v_add_u32_e32 %2, 7, %1
	v_cmp_gt_u32_e64 %[8:9], %2, %0
	s_and_b64 %[6:7], exec, %[8:9]
	s_andn2_b64 %[8:9], exec, %[6:7]
brk:
	s_mov_b64 exec, %[6:7]
	v_mov_b32_e32 %3, %2
	s_or_b64 %[4:5], %[4:5], exec
	s_mov_b64 exec, 0
latch:
	s_mov_b64 exec, %[8:9]
	v_add_u32_e32 %1, 1, %2
	s_cbranch_execnz loop
end:
	s_mov_b64 exec, %[4:5]
	global_store_dword v[0:1], %3, off
	s_endpgm
