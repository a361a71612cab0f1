; a divergent if/else as instruction selection lays it out, with the CFG
; of single lanes: %2, read only in the else-part, is not live in the
; then-part, so it may share a register with the then-part's temporaries
; %3 and %4 (the then-part writes only the then-lanes; with four VGPRs, two
; of them the address v[0:1], the allocation fits only so); the phi
; register %5 is live from each part's copy to the join and not before.
; Without the logical CFG the then-part runs into the else-part, whose
; write of %5 then counts as reading it (it keeps the then-lanes' values):
; %5 is live through the else-part and %2 through the then-part; but on
; the path that skips the then-part no definition of %5 has been reached,
; so it is still not live in the entry block.
; options max-vgprs=4
; vgpr %0 %1 %2 %3 %4 %5
; sgpr %[6:7] %[8:9] %[10:11]
; logical entry -> then else
; logical then_end -> join
	v_cmp_gt_u32_e64 %[10:11], 32, v2
	v_add_u32_e32 %0, 3, v2
	v_add_u32_e32 %2, 5, v2
	s_andn2_b64 %[6:7], exec, %[10:11]
	s_and_b64 exec, exec, %[10:11]
	s_cbranch_execz then_end
then:
	v_mul_lo_u32 %3, %0, %0
	v_add_u32_e32 %4, 1, %3
	v_mov_b32_e32 %5, %4
then_end:
	s_mov_b64 %[8:9], exec
	s_mov_b64 exec, %[6:7]
	s_cbranch_execz join
else:
	v_add_u32_e32 %1, %0, %2
	v_mov_b32_e32 %5, %1
join:
	s_or_b64 exec, exec, %[8:9]
	global_store_dword v[0:1], %5, off
	s_endpgm
