; SV_DispatchThreadID.xy as an image address: the kernel inputs v0 and v1
; are copied in, offset, and copied into a register tuple. The three
; colouring orders all need three VGPRs; the one kept leaves no copy (the
; inputs stay in v0 and v1 and the tuple takes them over), where the first
; order tried left two entry copies.
; vgpr %0 %1 %24 %26 %[30:31] %29 %33 %34
; sgpr %2 %3 %[4:11] %[12:19] %[20:23] %25 %27 %28
	v_mov_b32_e32 %0, v0
	v_mov_b32_e32 %1, v1
	s_mov_b32 %2, s2
	s_mov_b32 %3, s3
	s_load_dwordx8 %[4:11], s[0:1], 0x0
	s_load_dwordx8 %[12:19], s[0:1], 0x20
	s_load_dwordx4 %[20:23], s[0:1], 0x40
	s_lshl_b32 %25, %2, 4
	v_add_u32_e32 %24, %25, %0
	s_lshl_b32 %27, %3, 4
	v_add_u32_e32 %26, %27, %1
	s_buffer_load_dword %28, %[20:23], 0x0
	v_mov_b32_e32 %30, %24
	v_mov_b32_e32 %31, %26
	image_load %29, %[30:31], %[12:19] dmask:0x1 unorm
	v_mad_f32 %33, %28, %29, 1.0
	v_rcp_f32_e32 %34, %33
	image_store %34, %[30:31], %[4:11] dmask:0x1 unorm
	s_endpgm
