// One case per rule of gfx9.HazardRules; independent instructions in
// between count as wait states and shrink the s_nop.
	v_readfirstlane_b32 s4, v0
	buffer_load_dword v1, v2, s[8:11], s4 offen
	v_cmp_lt_f32_e32 vcc, v0, v1
	v_mov_b32_e32 v9, 0
	v_div_fmas_f32 v5, v6, v7, v8
	v_mov_b32_e32 v3, v1
	v_mov_b32_dpp v4, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_readfirstlane_b32 s5, v0
	v_readlane_b32 s6, v1, s5
	s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s7
	s_getreg_b32 s8, hwreg(HW_REG_MODE)
	global_store_dwordx4 v[0:1], v[4:7], off
	v_mov_b32_e32 v5, 0
	s_endpgm
