; a divergent if whose then-part only returns: EXEC becomes the staying
; lanes at once (s_andn2_b64 then s_mov_b64 exec), no branch, no join
	v_cmp_le_u32_e32 vcc, s0, v0
	s_andn2_b64 s[0:1], exec, vcc
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .Lthen_end1
	s_mov_b64 exec, 0
.Lthen_end1:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 1
	buffer_store_dword v1, v0, s[4:7], 0 offen
; a then-part that stores before returning keeps its branch and join
	v_cmp_le_u32_e32 vcc, s1, v0
	s_andn2_b64 s[2:3], exec, vcc
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .Lthen_end2
	buffer_store_dword v1, v0, s[4:7], 0 offen
	s_mov_b64 exec, 0
.Lthen_end2:
	s_or_b64 exec, exec, s[2:3]
; a join label another branch names stays as it is
	v_cmp_le_u32_e32 vcc, s1, v1
	s_andn2_b64 s[2:3], exec, vcc
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .Lthen_end3
	s_mov_b64 exec, 0
.Lthen_end3:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .Lthen_end3
	s_endpgm
