; a uniform branch (s_cbranch_scc1) sends the whole wave one way: once it
; has fallen into then, no lanes wait for skip, which the wave can no
; longer reach, so the writes of the linear VGPR %6 in the divergent if
; after the join need not keep off %1, which only skip reads; they keep
; off %2 (read after the inner if) and %0 (read inside it)
; vgpr %0 %1 %2 %3
; linear %6
; sgpr %7 %[10:11] %[12:13]
; logical join -> inner done
	v_add_u32_e32 %0, 3, v2
	v_add_u32_e32 %1, 5, v2
	s_mov_b32 %7, s0
	s_cmp_eq_u32 %7, 0
	s_cbranch_scc1 skip
then:
	v_add_u32_e32 %2, 1, %0
	s_branch join
skip:
	v_add_u32_e32 %2, %1, %0
join:
	v_cmp_gt_u32_e64 %[10:11], 32, v2
	s_and_saveexec_b64 %[12:13], %[10:11]
	s_cbranch_execz done
inner:
	v_writelane_b32 %6, %7, 0
	v_readlane_b32 %7, %6, 0
	v_add_u32_e32 %3, %7, %0
	v_add_u32_e32 %2, %3, %2
done:
	s_or_b64 exec, exec, %[12:13]
	global_store_dword v[0:1], %2, off
	s_endpgm
