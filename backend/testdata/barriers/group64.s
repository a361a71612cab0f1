; a workgroup of 64 work-items is one wave: its barriers go; the fence's
; wait that isel puts before a barrier ordering buffer memory stays
	ds_write_b32 v1, v2
	s_barrier
	ds_read_b32 v3, v1 offset:4
	buffer_store_dword v3, v1, s[4:7], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_load_dword v4, v1, s[4:7], 0 offen offset:4
	s_endpgm
