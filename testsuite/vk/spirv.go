package vk

import (
	"encoding/binary"
	"fmt"
)

// SPIR-V opcodes and operands fixPrefixScans reads.
const (
	spvMagic                        = 0x07230203
	opGroupNonUniformBallotBitCount = 342
	opGroupNonUniformIAdd           = 349
	opGroupNonUniformFAdd           = 350
	opGroupNonUniformIMul           = 351
	opGroupNonUniformFMul           = 352
	groupOpInclusiveScan            = 1
	groupOpExclusiveScan            = 2
)

// fixPrefixScans rewrites the group operation of glslang's WavePrefixSum,
// and WavePrefixProduct from InclusiveScan to ExclusiveScan and returns how
// many it changed. HLSL's prefix intrinsics exclude the current lane and
// HLSL has no inclusive scan, but glslang 12 emits
// OpGroupNonUniform{IAdd,FAdd,IMul,FMul} with InclusiveScan for them (the
// same bug as KhronosGroup/glslang#2929, which fixed WavePrefixCountBits;
// BallotBitCount is covered too for older glslang). Every InclusiveScan in
// glslang's output for an HLSL source comes from one of these intrinsics.
func fixPrefixScans(code []byte) (int, error) {
	if len(code)%4 != 0 || len(code) < 20 || binary.LittleEndian.Uint32(code) != spvMagic {
		return 0, fmt.Errorf("vk: not little-endian SPIR-V (%d bytes)", len(code))
	}
	n := 0
	for off := 20; off < len(code); {
		w := binary.LittleEndian.Uint32(code[off:])
		count, op := int(w>>16), w&0xffff
		if count == 0 || off+4*count > len(code) {
			return n, fmt.Errorf("vk: malformed SPIR-V instruction at byte %d", off)
		}
		switch op {
		case opGroupNonUniformBallotBitCount, opGroupNonUniformIAdd, opGroupNonUniformFAdd,
			opGroupNonUniformIMul, opGroupNonUniformFMul:
			// result type, result id, scope, group operation, value
			if count >= 6 && binary.LittleEndian.Uint32(code[off+16:]) == groupOpInclusiveScan {
				binary.LittleEndian.PutUint32(code[off+16:], groupOpExclusiveScan)
				n++
			}
		}
		off += 4 * count
	}
	return n, nil
}
