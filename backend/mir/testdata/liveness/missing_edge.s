; a logical CFG that misses an edge: the entry block's lanes go on to
; "next" (the linear CFG falls through), which reads %0, but the entry
; block has no logical successor: a definition reaches the read on the
; linear CFG and none on the logical CFG, an error rather than a read that
; keeps nothing live
; vgpr %0
; logical entry ->
	v_mov_b32_e32 %0, v0
next:
	global_store_dword v[0:1], %0, off
	s_endpgm
