// MIMG and MTBUF operand errors. llvm-mc rejects every line here too, except
// dmask:0x10 and offset:4096, which it silently truncates to 4 and 12 bits.
	.text
k:
	image_load v[0:1], v4, s[8:15] dmask:0x1                                 // ERROR: 2: image data size does not match dmask, d16 and tfe
	image_load v[0:3], v4, s[8:15] dmask:0x7                                 // ERROR: 2: image data size does not match dmask, d16 and tfe
	image_load v[0:1], v4, s[8:15] dmask:0x1 lwe                             // ERROR: 2: image data size does not match dmask, d16 and tfe
	image_load v[0:1], v4, s[8:15] dmask:0x3 d16                             // ERROR: 2: image data size does not match dmask, d16 and tfe
	image_load v[0:5], v4, s[8:15] dmask:0xf tfe                             // ERROR: 13: invalid operand for instruction: vdata of image_load cannot be 6 registers (1, 2, 3, 4 or 5 registers)
	image_load v0, v[4:8], s[8:15] dmask:0x1                                 // ERROR: 17: invalid operand for instruction: vaddr of image_load cannot be 5 registers (1, 2, 3 or 4 registers)
	image_sample_c_d_cl_o v[0:3], v4, s[8:15], s[16:19] dmask:0xf            // ERROR: 32: invalid operand for instruction: vaddr of image_sample_c_d_cl_o cannot be 1 registers (4, 5, 6, 7, 8, 9, 10, 11 or 12 registers)
	image_load v0, v4, s[4:7] dmask:0x1                                      // ERROR: 21: invalid operand for instruction: expected a 8-register tuple, got 4
	image_load v0, v4, s[8:15] dmask:0x1 r128                                // ERROR: 39: r128 modifier is not supported on this GPU
	image_load v0, v4, s[8:15] dmask:0x10                                    // ERROR: 29: invalid dmask value 16: must be 0 to 15
	image_atomic_add v0, v4, s[8:15] dmask:0x2                               // ERROR: 35: invalid atomic image dmask
	image_atomic_add v0, v4, s[8:15] dmask:0x1 d16                           // ERROR: 45: invalid operand for instruction: d16 not supported by image_atomic_add
	image_atomic_cmpswap v0, v4, s[8:15] dmask:0x1 glc                       // ERROR: 23: invalid operand for instruction: vdata of image_atomic_cmpswap cannot be 1 registers (2, 3, 4 or 5 registers)
	image_gather4 v[0:3], v[4:5], s[8:15], s[16:19] dmask:0x3                // ERROR: 50: invalid image_gather dmask: only one bit must be set
	image_gather4 v[0:3], v[4:5], s[8:15], s[16:19]                          // ERROR: 2: invalid image_gather dmask: only one bit must be set
	image_sample v[0:3], v[4:5], s[8:15] dmask:0xf                           // ERROR: 31: too few operands for instruction: image_sample takes 4, got 3
	image_load v0, v4, s[8:15], s[16:19] dmask:0x1                           // ERROR: 30: invalid operand for instruction: too many operands (image_load takes 3)
	image_store v[0:1], v[4:5], s[8:15] dmask:0x3 unorm d16                  // ERROR: 2: image data size does not match dmask, d16 and tfe
	image_load v0, s4, s[8:15] dmask:0x1                                     // ERROR: 17: invalid operand for instruction: addr expects a VGPR
	tbuffer_load_format_x v1, off, s[4:7], s1 tfe                            // ERROR: 44: invalid operand for instruction: tfe not supported by tbuffer_load_format_x
	tbuffer_load_format_x v1, off, s[4:7], s1 format:128                     // ERROR: 51: out of range format
	tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]      // ERROR: 52: unsupported format BUF_FMT_32_FLOAT (gfx9 takes BUF_DATA_FORMAT_* and BUF_NUM_FORMAT_*)
	tbuffer_load_format_x v1, v2, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_32] offen  // ERROR: 70: duplicate data format
	tbuffer_load_format_x v1, v2, s[4:7], s1 format:[] offen                 // ERROR: 51: expected a format string
	tbuffer_load_format_xy v1, off, s[4:7], s1                               // ERROR: 25: invalid operand for instruction: expected a 2-register tuple, got 1
	tbuffer_load_format_x v1, v2, s[4:7], s1                                 // ERROR: 28: invalid operand for instruction: vaddr must be 'off' without offen or idxen
	tbuffer_load_format_x v1, v2, s[4:7], s1 offen offset:4096               // ERROR: 49: invalid offset value 4096: must be 0 to 4095
	tbuffer_load_format_d16_xyzw v[1:4], off, s[4:7], s1                     // ERROR: 31: invalid operand for instruction: expected a 2-register tuple, got 4
	buffer_load_dword v1, off, s[4:7], s1 format:4                           // ERROR: 40: invalid operand for instruction: format not supported by buffer_load_dword
	image_load v[0:3], v[4:5], s[8:15] dmask:0xf unorm
	image_atomic_add v[0:2], v4, s[8:15] dmask:0x3 tfe
	image_sample_c_d_cl_o v[0:2], v[4:15], s[8:15], s[16:19] dmask:0x9 tfe
	tbuffer_store_format_xyzw v[0:3], v4, s[4:7], 0 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32_32_32_32] idxen
