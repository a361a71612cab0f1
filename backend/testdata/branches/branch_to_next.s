; an if whose then-part is empty: its s_cbranch_execz names the block that
; follows anyway and goes, as an s_branch there does; a branch over code
; stays
	v_cmp_eq_u32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .Lthen_end
.Lthen_end:
	s_andn2_b64 exec, s[0:1], exec
	s_cbranch_execz .Lelse_end
	v_add_u32_e32 v1, 1, v1
.Lelse_end:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .Lnext
.Lnext:
	s_branch .Lend
.Lend:
	global_store_dword v[2:3], v1, off
	s_endpgm
