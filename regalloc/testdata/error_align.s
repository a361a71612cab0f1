; a pair at an odd offset of an SGPR quad cannot be aligned
; sgpr %[0:3]
	s_load_dwordx4 %[0:3], s[0:1], 0x0
	s_load_dword s4, %[1:2], 0x0
	s_endpgm
