; compares of an SGPR with a literal that fits 16 bits: the 4-byte SOPK
; form, K zero-extended (u32) or sign-extended (i32); equality takes
; either; K as the first operand compares the other way round
	s_cmp_eq_u32 s0, 0x800
	s_cmp_eq_u32 s0, 0xfffff000
	s_cmp_lg_u32 0x1234, s1
	s_cmp_lg_u32 s1, 0xffff8000
	s_cmp_eq_i32 s2, 0xffffff38
	s_cmp_eq_i32 s2, 0xc000
	s_cmp_lg_i32 s3, 0x12c
	s_cmp_lg_i32 s3, 0xfff0
	s_cmp_gt_u32 s4, 0xc7
	s_cmp_lt_u32 0x100, s4
	s_cmp_ge_u32 s5, 0xffff
	s_cmp_lt_u32 s5, 0x8000
	s_cmp_le_u32 s6, 0x400
	s_cmp_gt_i32 s7, 0xffff8000
	s_cmp_ge_i32 s7, 0x7fff
	s_cmp_lt_i32 s8, 0xfffffc00
	s_cmp_le_i32 s8, 0x3e8
	s_cmp_gt_i32 0x100, s9
; an add or multiply of a register by such a literal into itself: s_addk_i32
; (its SCC, signed overflow, is s_add_i32's; for s_add_u32, whose SCC is the
; carry, only where nothing reads SCC), s_mulk_i32
	s_add_u32 s11, 0xffffff00, s11
	s_add_i32 s10, s10, 0x1000
	s_mul_i32 s12, s12, 0x48
	s_mul_i32 s13, 0x3e8, s13
	s_cselect_b32 s20, 1, 0
; what stays: an inline constant, a literal wider than 16 bits, a value
; the other extension needs (0x8000 signed, 0xffff8000 unsigned), another
; destination, a 64-bit compare, s_add_u32 whose carry is read
	s_cmp_eq_u32 s0, 5
	s_cmp_eq_u32 s0, 0x12345
	s_cmp_gt_i32 s0, 0x8000
	s_cmp_lt_u32 s0, 0xffff8000
	s_add_i32 s14, s15, 0x1000
	s_cmp_eq_u64 s[16:17], 0x1000
	s_add_u32 s18, s18, 0x1000
	s_addc_u32 s19, s19, 0
	s_endpgm
