// Label distances, the literals of a long branch: (A-B)&4294967295 and
// (A-B)>>32 only (the forms LLVM writes; llvm-mc takes any expression), as
// 32-bit literal sources, with both labels defined.
	.text
k:
	s_getpc_b64 s[2:3]
.Lpost:
	s_add_u32 s2, s2, (.Lfar-.Lpost)&65535                                   // ERROR: 20: expected (LABEL-LABEL)&4294967295 or (LABEL-LABEL)>>32
	s_addc_u32 s3, s3, (.Lfar-.Lpost)>>16                                    // ERROR: 21: expected (LABEL-LABEL)&4294967295 or (LABEL-LABEL)>>32
	s_add_u32 s2, s2, (.Lfar+.Lpost)&4294967295                              // ERROR: 20: expected (LABEL-LABEL)&4294967295 or (LABEL-LABEL)>>32
	s_add_u32 s2, s2, (.Lfar-.Lpost)                                         // ERROR: 20: expected (LABEL-LABEL)&4294967295 or (LABEL-LABEL)>>32
	s_add_u32 s2, s2, (.Lnowhere-.Lpost)&4294967295                          // ERROR: 20: undefined label .Lnowhere
	s_add_u32 s2, s2, (.Lfar-.Lnowhere)>>32                                  // ERROR: 20: undefined label .Lnowhere
	s_add_u32 s2, (.Lfar-.Lpost)&4294967295, (.Lfar-.Lpost)>>32              // ERROR: 43: only one literal operand is allowed
	s_add_u32 s[2:3], s[2:3], (.Lfar-.Lpost)&4294967295                      // ERROR: 12: invalid operand for instruction: expected a 1-register tuple, got 2
	v_add_f32_e64 v0, v1, (.Lfar-.Lpost)&4294967295                          // ERROR: 24: invalid operand for instruction: a label distance is a 32-bit literal, which v_add_f32_e64 does not take here
	s_lshl_b64 s[2:3], s[2:3], (.Lfar-.Lpost)>>32
	s_setpc_b64 s[2:3]
.Lfar:
	s_endpgm
