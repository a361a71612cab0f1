; the loop's exit value %3 is written in the header (for the lanes that
; leave there) and again in the body (for the lanes that leave later); the
; header runs again after the body's write, so the header's temporary %2
; must not take %3's register, or it would overwrite the value of lanes
; that already left (the header's write of %3 only changes leaving lanes)
; vgpr %0 %1 %2 %3
	v_mov_b32_e32 %0, v0
	v_mov_b32_e32 %1, 0
BB_loop:
	v_add_u32_e32 %2, 7, %1
	v_mov_b32_e32 %3, %2
	v_cmp_gt_u32_e32 vcc, %1, %0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz BB_end
	v_mov_b32_e32 %3, %0
	v_add_u32_e32 %1, 1, %1
	s_branch BB_loop
BB_end:
	global_store_dword v[0:1], %3, off
	s_endpgm
