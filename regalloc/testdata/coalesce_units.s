; a loaded tuple copied unit by unit into the tuple a store reads is
; coalesced with it: the store reads the loaded registers
; vgpr %[0:1] %[2:3]
	global_load_dwordx2 %[0:1], v[0:1], off
	v_mov_b32_e32 %2, %0
	v_mov_b32_e32 %3, %1
	global_store_dwordx2 v[0:1], %[2:3], off offset:8
	s_endpgm
