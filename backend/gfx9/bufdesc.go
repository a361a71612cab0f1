package gfx9

// RawBufferDescriptor returns the 128-bit buffer resource (V#) hlslc's
// kernel ABI passes for a buffer of size bytes at base: no stride (raw
// buffer, so MUBUF offsets are bytes and num_records counts bytes, which
// gives D3D's rules: loads past the end return 0 and stores are dropped),
// destination selects X,Y,Z,W, 32-bit UINT format, no swizzle. The
// executor's run specs, the compiler's runtime side and docs/abi.md all use
// this one definition; the field layout is resource.go's.
func RawBufferDescriptor(base uint64, size uint32) [4]uint32 {
	return [4]uint32{
		uint32(base),
		uint32(base>>32) & 0xffff, // base[47:32]; stride 0, no swizzle
		size,                      // num_records
		dstSel([4]uint8{SelX, SelY, SelZ, SelW}) | uint32(NumUint)<<bufNumFormatShift | uint32(DataFormat32)<<bufDataFormatShift,
	}
}
