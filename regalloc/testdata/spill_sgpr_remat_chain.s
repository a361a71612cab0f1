; recomputed SGPR values: the cbuffer value %5, loaded through a
; descriptor %[0:3] that is itself loaded from the kernel arguments
; (s[0:1], which no instruction writes), is recomputed by both loads at
; a read; the arguments %14 and %15 by their loads; the constants %6,
; %13 and %16 by their s_mov_b32/s_movk_i32; %7, computed by s_add_u32
; (which writes SCC), and %8, which the loop redefines, go to VGPR lanes
; sgpr %[0:3] %5 %6 %7 %8 %9 %10 %11 %13 %14 %15 %16
; vgpr %12
; options max-sgprs=8
	s_load_dwordx4 %[0:3], s[0:1], 0x0
	s_buffer_load_dword %5, %[0:3], 0x4
	s_load_dword %14, s[0:1], 0x8
	s_mov_b32 %6, 0x12345
	s_mov_b32 %13, 0x777
	s_load_dword %15, s[0:1], 0xc
	s_movk_i32 %16, 0x55
	s_add_u32 %7, %5, 7
	s_mov_b32 %8, 0
BB_loop:
	s_add_u32 %9, %8, %5
	s_mul_i32 %10, %9, %6
	s_add_u32 %10, %10, %13
	s_add_u32 %10, %10, %14
	s_xor_b32 %10, %10, %15
	s_add_u32 %10, %10, %16
	s_add_u32 %11, %10, %7
	s_add_u32 %8, %8, 1
	s_cmp_lt_u32 %8, %11
	s_cbranch_scc1 BB_loop
	s_add_u32 %9, %8, %6
	s_add_u32 %9, %9, %13
	s_add_u32 %9, %9, %14
	s_add_u32 %9, %9, %5
	s_add_u32 %9, %9, %7
	s_add_u32 %9, %9, %15
	s_add_u32 %9, %9, %16
	v_mov_b32_e32 %12, %9
	global_store_dword v[0:1], %12, off
	s_endpgm
