// An unconditional branch becomes the long branch itself, and an EXECZ
// branch is inverted to EXECNZ. Every pair below the SGPR count (s0..s3)
// is live at the targets, so the pair is the next one, s[4:5].
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lskip
	v_mov_b32 v0, s0
	s_branch .Lend
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.Lskip:
	v_mov_b32 v0, s1
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.Lend:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32 v0, s0, v0
	v_add_u32 v0, s1, v0
	s_endpgm
