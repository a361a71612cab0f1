// Each line with an ERROR comment must fail with exactly that message at
// that column; the assembler reports every error of the file.
	.text
k:
	v_frobnicate v0, v1                // ERROR: 2: invalid instruction: unknown mnemonic "v_frobnicate"
	v_add_f32 v0, v1                   // ERROR: 16: too few operands for instruction: v_add_f32 takes 3, got 2
	v_add_f32 v0, v1, v2, v3           // ERROR: 24: invalid operand for instruction: too many operands (v_add_f32 takes 3)
	s_mov_b64 s[1:2], s[4:5]           // ERROR: 12: invalid register alignment: s[1:2] must start at a multiple of 2
	s_load_dwordx4 s[2:5], s[0:1], 0   // ERROR: 17: invalid register alignment: s[2:5] must start at a multiple of 4
	v_mov_b32 v256, v0                 // ERROR: 12: register index out of range: v256
	s_mov_b32 s102, 0                  // ERROR: 12: register index out of range: s102 (gfx9 has s0-s101)
	s_movk_i32 s0, 0x10000             // ERROR: 17: invalid operand for instruction: immediate 65536 out of range
	ds_read2_b32 v[0:1], v2 offset0:256  // ERROR: 26: invalid offset0 value 256: must be 0 to 255
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:4096  // ERROR: 44: invalid offset value 4096: must be 0 to 4095
	global_load_dword v0, v[2:3], off offset:4096  // ERROR: 36: invalid offset value 4096: must be -4096 to 4095
	s_load_dword s0, s[0:1], 0x100000  // ERROR: 27: invalid operand for instruction: SMEM offset must be 0-0xfffff
	v_add_f32_e64 v0, v1, v2 clamp mul:3  // ERROR: 33: invalid output modifier mul:3 (mul:2, mul:4, div:2)
	v_add_u32 v0, s1, s2               // ERROR: 20: invalid operand (violates constant bus restrictions): v_add_u32 reads more than one SGPR or literal
	v_add_f32_e64 v0, 0x12345678, v1   // ERROR: 20: literal operands are not supported by v_add_f32_e64
	v_mov_b32 v0, 1.5, v1              // ERROR: 21: invalid operand for instruction: too many operands (v_mov_b32 takes 2)
	s_branch .Lnowhere                 // ERROR: 11: undefined label .Lnowhere
	v_add_u32 v0, v1, v2 glc           // ERROR: 23: invalid operand for instruction: glc not supported by v_add_u32_e32
	v_readfirstlane_b32 s0, s1         // ERROR: 26: invalid operand for instruction: src0 must be a VGPR
	s_waitcnt vmcnt(64)                // ERROR: 12: vmcnt value 64 out of range 0-63
	v_mov_b32_dpp v0, v1 row_shr:16    // ERROR: 23: invalid row_shr value
	s_getreg_b32 s0, hwreg(HW_REG_NOPE)  // ERROR: 19: unknown hardware register HW_REG_NOPE
	v_add_f32 v0, v1, v2 dst_sel:WORD_3  // ERROR: 23: invalid dst_sel value "WORD_3"
	v_dot2_f32_f16 v0, v1, v2, v3      // ERROR: 2: instruction v_dot2_f32_f16 is not supported on gfx900
	.bogus 1                           // ERROR: 2: unknown directive .bogus
	s_load_dword s4, s[0:1], 0x10 offset:0x8 // ERROR: 32: invalid operand for instruction: offset: needs an SGPR offset beside it in s_load_dword
	s_buffer_load_dword s4, s[0:3], s5 offset:-0x8 // ERROR: 37: invalid offset value -8: must be 0 to 1048575
	s_load_dword s4, s[0:1], s5 offset:-0x8
	s_endpgm
