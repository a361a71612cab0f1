; a whole-wave scan in the else-part: the writes of the linear VGPR %6
; change every lane, so other lanes still need %5 (the then-lanes' result,
; not live on the else-lanes' path) and %2 (read after the join) where they
; happen, and the allocator keeps %6 off their registers; %0, read by the
; scan, is live anyway; the else-part's own %1 may share with the
; then-part's temporaries
; vgpr %0 %1 %2 %3 %4 %5
; linear %6
; sgpr %[8:9] %[10:11] %[12:13] %[14:15] %16
; logical entry -> then else
; logical then_end -> join
	v_add_u32_e32 %0, 3, v2
	v_add_u32_e32 %2, 5, v2
	v_cmp_gt_u32_e64 %[10:11], 32, v2
	s_andn2_b64 %[14:15], exec, %[10:11]
	s_and_b64 exec, exec, %[10:11]
	s_cbranch_execz then_end
then:
	v_mul_lo_u32 %3, %0, %0
	v_add_u32_e32 %4, 1, %3
	v_mov_b32_e32 %5, %4
then_end:
	s_mov_b64 %[8:9], exec
	s_mov_b64 exec, %[14:15]
	s_cbranch_execz join
else:
	s_or_saveexec_b64 %[12:13], -1
	v_mov_b32_e32 %6, 0
	s_mov_b64 exec, %[12:13]
	v_mov_b32_e32 %6, %0
	s_mov_b64 exec, -1
	v_add_u32_dpp %6, %6, %6 row_shr:1 row_mask:0xf bank_mask:0xf
	s_mov_b64 exec, %[12:13]
	v_readlane_b32 %16, %6, 63
	v_add_u32_e32 %1, %16, %0
	v_mov_b32_e32 %5, %1
join:
	s_or_b64 exec, exec, %[8:9]
	v_add_u32_e32 %5, %5, %2
	global_store_dword v[0:1], %5, off
	s_endpgm
