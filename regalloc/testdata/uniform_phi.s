; a phi register %3 written in both arms of a uniform (SCC) branch, with
; EXEC untouched: each write covers every lane that reads %3, so the
; temporaries of the arms and %3 share registers (two VGPRs besides v0)
; fullexec
; vgpr %0 %1 %2 %3 %4
; sgpr %5
	v_add_u32_e32 %0, 3, v0
	s_cmp_eq_u32 %5, 0
	s_cbranch_scc0 BB_else
	v_mul_lo_u32 %1, %0, %0
	v_mov_b32_e32 %3, %1
	s_branch BB_join
BB_else:
	v_add_u32_e32 %2, %0, %0
	v_add_u32_e32 %4, 1, %2
	v_mov_b32_e32 %3, %4
BB_join:
	global_store_dword v[0:1], %3, off
	s_endpgm
