; after the pre-spill (%7, the one value live over the point where the pair
; %[4:5] makes five units with v[0:1] live: six VGPRs), the linear scan
; places the block's values in the order they start: %0, %1 and %2 take v2,
; v3 and v4, and when the pair starts, %1's end has freed v3 but v4 is
; still %2's: no two consecutive registers are free below the limit. The
; round is redone with the whole graph, whose colouring places the pair
; where it fits.
; vgpr %0 %1 %2 %[4:5] %6 %7
; options max-vgprs=6
; scratch s[8:11] s12 0
	v_add_u32_e32 %7, 7, v0
	v_add_u32_e32 %0, 1, v0
	v_add_u32_e32 %1, 2, v0
	v_add_u32_e32 %2, 3, v0
	global_store_dword v[0:1], %1, off
	global_load_dwordx2 %[4:5], v[0:1], off
	global_store_dwordx2 v[0:1], %[4:5], off offset:8
	v_add_u32_e32 %6, %0, %2
	v_add_u32_e32 %6, %6, %7
	global_store_dword v[0:1], %6, off offset:16
	s_endpgm
