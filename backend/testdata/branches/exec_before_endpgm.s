; EXEC writes right before s_endpgm go, also across an unlabelled block
; boundary; the one before a label another branch reaches stays, and so
; does a non-EXEC scalar write
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Ldone
	v_mov_b32_e32 v1, 1
	buffer_store_dword v1, v0, s[4:7], 0 offen
	s_mov_b64 exec, s[2:3]
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .Lother
	s_mov_b32 s9, 1
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 exec, s[2:3]
	s_endpgm
.Lother:
	s_mov_b64 exec, s[2:3]
.Ldone:
	s_endpgm
