; an if whose else-part allocation emptied (the else-lanes' phi copies
; coalesced away): the switch of EXEC to the else-lanes goes, as the
; join's restore overwrites it next; it stays where SCC is read after the
; restore, where another instruction comes between, and where a label
; (another path in) comes between
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lthen_end1
	v_mov_b32_e32 v1, 1
.Lthen_end1:
	s_andn2_b64 exec, s[2:3], exec
	s_mov_b64 exec, s[2:3]
	buffer_store_dword v1, v0, s[4:7], 0 offen
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lthen_end2
	v_mov_b32_e32 v1, 2
.Lthen_end2:
	s_andn2_b64 exec, s[2:3], exec
	s_mov_b64 exec, s[2:3]
	s_cselect_b32 s9, 1, 0
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lthen_end3
	v_mov_b32_e32 v1, 3
.Lthen_end3:
	s_andn2_b64 exec, s[2:3], exec
	v_mov_b32_e32 v1, 0
	s_mov_b64 exec, s[2:3]
	s_cbranch_scc1 .Lthen_end4
	s_andn2_b64 exec, s[2:3], exec
.Lthen_end4:
	s_mov_b64 exec, s[2:3]
	buffer_store_dword v1, v0, s[4:7], 0 offen offset:4
	s_endpgm
