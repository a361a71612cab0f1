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

// SPIR-V opcodes, capabilities and execution modes addDerivativeGroup
// reads or writes (SPV_NV_compute_shader_derivatives).
const (
	opExtension                        = 10
	opExtInstImport                    = 11
	opMemoryModel                      = 14
	opExecutionMode                    = 16
	opCapability                       = 17
	opImageSampleImplicitLod           = 87
	opImageSampleDrefImplicitLod       = 89
	opImageQueryLod                    = 105
	opDPdx                             = 207 // through OpFwidthCoarse, 215
	opFwidthCoarse                     = 215
	opImageSparseSampleImplicitLod     = 305
	opImageSparseSampleDrefImplicitLod = 307
	execLocalSize                      = 17
	capDerivativeGroupQuadsNV          = 5288
	capDerivativeGroupLinearNV         = 5350
	execDerivativeGroupQuadsNV         = 5289
	execDerivativeGroupLinearNV        = 5290
)

// addDerivativeGroup declares the quads of a compute shader that takes
// derivatives (OpDPdx… or implicit-LOD sampling) the way SM 6.6 defines
// them for its numthreads: DerivativeGroupLinearNV (SV_GroupIndex 4k..4k+3)
// for numthreads(X, 1, 1) with X a multiple of 4, else
// DerivativeGroupQuadsNV (2×2 blocks of SV_GroupThreadID) when X and Y are
// even. glslang's HLSL front end emits the derivatives without either,
// which leaves them undefined in a compute shader. It reports whether it
// added one; other shaders are returned as they are.
func addDerivativeGroup(code []byte) ([]byte, bool, error) {
	if len(code)%4 != 0 || len(code) < 20 || binary.LittleEndian.Uint32(code) != spvMagic {
		return code, false, fmt.Errorf("vk: not little-endian SPIR-V (%d bytes)", len(code))
	}
	derivs := false
	capAt, extAt, modeAt := -1, -1, -1
	var entry uint32
	var size [3]uint32
	for off := 20; off < len(code); {
		w := binary.LittleEndian.Uint32(code[off:])
		count, op := int(w>>16), w&0xffff
		if count == 0 || off+4*count > len(code) {
			return code, false, fmt.Errorf("vk: malformed SPIR-V instruction at byte %d", off)
		}
		word := func(i int) uint32 { return binary.LittleEndian.Uint32(code[off+4*i:]) }
		switch {
		case op == opCapability && capAt < 0:
			capAt = off
		case (op == opExtension || op == opExtInstImport || op == opMemoryModel) && extAt < 0:
			extAt = off
		case op == opExecutionMode && count == 6 && word(2) == execLocalSize:
			modeAt = off + 4*count
			entry, size = word(1), [3]uint32{word(3), word(4), word(5)}
		case op >= opDPdx && op <= opFwidthCoarse, op == opImageSampleImplicitLod, op == opImageSampleDrefImplicitLod,
			op == opImageQueryLod, op == opImageSparseSampleImplicitLod, op == opImageSparseSampleDrefImplicitLod:
			derivs = true
		}
		off += 4 * count
	}
	if !derivs || capAt < 0 || extAt < 0 || modeAt < 0 {
		return code, false, nil
	}
	capability, mode := uint32(capDerivativeGroupQuadsNV), uint32(execDerivativeGroupQuadsNV)
	switch {
	case size[0]%4 == 0 && size[1] == 1 && size[2] == 1:
		capability, mode = capDerivativeGroupLinearNV, execDerivativeGroupLinearNV
	case size[0]%2 != 0 || size[1]%2 != 0:
		return code, false, nil
	}
	words := func(ws ...uint32) []byte {
		b := make([]byte, 4*len(ws))
		for i, w := range ws {
			binary.LittleEndian.PutUint32(b[4*i:], w)
		}
		return b
	}
	name := []byte("SPV_NV_compute_shader_derivatives")
	str := make([]byte, (len(name)+4)&^3) // NUL-terminated, padded to words
	copy(str, name)
	ext := append(words(uint32(1+len(str)/4)<<16|opExtension), str...)
	var out []byte
	out = append(out, code[:capAt]...)
	out = append(out, words(2<<16|opCapability, capability)...)
	out = append(out, code[capAt:extAt]...)
	out = append(out, ext...)
	out = append(out, code[extAt:modeAt]...)
	out = append(out, words(3<<16|opExecutionMode, entry, mode)...)
	out = append(out, code[modeAt:]...)
	return out, true, nil
}
