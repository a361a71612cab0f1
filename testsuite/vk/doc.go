// Package vk runs HLSL compute shaders through independent Vulkan
// implementations: it is the lavapipe oracle and the RADV peer of hlslc's
// test suite.
//
// # Compilation
//
// Compile turns HLSL into SPIR-V with glslang,
//
//	glslangValidator -D -V -S comp -e ENTRY --target-env vulkan1.1 \
//	    --hlsl-offsets --hlsl-iomap --stb 0 --suavb 100 --scb 200 --amb
//
// and reads the resources back from the SPIR-V with `spirv-cross --reflect`.
// --hlsl-offsets makes cbuffer member offsets follow HLSL packing (vectors do
// not straddle 16-byte rows, array elements start on a row) instead of
// std140; the offsets used to pack a cbuffer are the ones glslang put in the
// SPIR-V, so they are an independent check of hlslc's own layout.
// vulkan1.1 (SPIR-V 1.3) is needed for wave intrinsics. glslang 12
// translates WavePrefixSum and WavePrefixProduct into inclusive scans,
// although HLSL's are exclusive; Compile rewrites those SPIR-V group
// operations to ExclusiveScan (Shader.FixedPrefixScans counts them).
//
// # Bindings
//
// All resources live in descriptor set 0 (register space0; other spaces are
// rejected). --hlsl-iomap with the shifts above gives every register class
// its own range of binding numbers:
//
//	register(tN) → binding N        (StructuredBuffer, ByteAddressBuffer)
//	register(uN) → binding 100 + N  (RWStructuredBuffer, RWByteAddressBuffer)
//	register(bN) → binding 200 + N  (cbuffer)
//
// and --amb gives a resource without a register the next free binding of its
// class, in declaration order. Two resources on one binding (a register
// number of 100 or more can reach the next class) are an error. cbuffers are
// uniform buffers; every other buffer is a storage buffer. Resources that
// glslang removes because the entry point does not use them are not bound.
//
// # Running
//
// Shader.Run executes the SPIR-V on Mesa's lavapipe (the CPU Vulkan driver,
// selected with VK_ICD_FILENAMES) with buffers given by HLSL name and returns
// the final bytes of every writable buffer and the subgroup (wave) size
// lavapipe used, so that callers can skip wave-size-dependent shaders.
// Shader.RunSpec does the same from the project's run spec (package
// hlslc/ir/runspec); cbuffers there are given by member name and packed at
// glslang's offsets. Robust buffer access is enabled, so an access past the
// end of a buffer reads zero and writes nothing instead of crashing.
//
// # Peer statistics
//
// PeerStats compiles SPIR-V with RADV for a Vega10 (gfx900) that is not
// there (RADV_FORCE_FAMILY=vega10 opens a null device) and reads the
// register counts, code size, occupancy, the internal representations and
// the ISA through VK_KHR_pipeline_executable_properties, once per compiler:
// ACO (RADV's default) or LLVM (RADV_DEBUG=llvm).
//
// # The Vulkan helper
//
// The Vulkan calls live in a small C program, csrc/vkhelper.c, embedded in
// this package, built once with gcc against the system's Vulkan loader (into
// the user cache directory, keyed by a hash of its source) and run as a child
// process for every request. This keeps `go build ./...` free of cgo and of
// Vulkan headers, and gives each request a fresh process with its own
// environment: the loader and the drivers read VK_ICD_FILENAMES, RADV_DEBUG
// and RADV_FORCE_FAMILY once, at instance creation, so lavapipe, ACO and
// LLVM requests in one test binary cannot disturb each other, and a driver
// crash is an error of one request rather than of the test binary.
// XDG_RUNTIME_DIR is set to a private directory when it is unset, and Mesa's
// on-disk shader cache is disabled so that compile times are real.
package vk
