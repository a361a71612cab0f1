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
// glslang also emits derivatives (ddx…) in a compute shader without the
// DerivativeGroup*NV execution mode that defines them there (and turns
// Sample, SampleBias and SampleCmp into samples at LOD 0); Compile adds the one SM 6.6's quad rules give for
// the shader's numthreads (Shader.DerivativeGroup), and the helper enables
// VK_NV_compute_shader_derivatives when the device has it.
//
// # Bindings
//
// All resources live in descriptor set 0 (register space0; other spaces are
// rejected). --hlsl-iomap with the shifts above gives every register class
// its own range of binding numbers:
//
//	register(tN) → binding N        (StructuredBuffer, ByteAddressBuffer, Buffer, Texture*)
//	register(uN) → binding 100 + N  (RWStructuredBuffer, RWByteAddressBuffer, RWBuffer, RWTexture*)
//	register(bN) → binding 200 + N  (cbuffer)
//
// and --amb gives a resource without a register the next free binding of its
// class, in declaration order. Two resources on one binding (a register
// number of 100 or more can reach the next class) are an error. cbuffers are
// uniform buffers; every other buffer is a storage buffer. Resources that
// glslang removes because the entry point does not use them are not bound.
//
// # Typed buffers and textures
//
// spirv-cross reports Buffer<T> and Texture1D/2D/3D/2DArray<T> as separate
// images (samplerBuffer, texture2D, …) and their RW forms as storage images
// (imageBuffer, image2D, … with the format glslang declared). They become
// uniform texel buffers, storage texel buffers, sampled images (read with
// OpImageFetch, no sampler) and storage images, in formats R32*, R32G32*,
// R32G32B32* and R32G32B32A32* (_SFLOAT, _SINT, _UINT). The component count
// of a sampled one is not in the SPIR-V and is read from its declaration in
// the source. glslang declares three-component RW resources with a
// four-component format (RWTexture2D<float3> is Rgba32f), which is also the
// only one lavapipe offers for storage, so those texels are padded to four
// components on the way in and cut back on the way out. Images have one mip
// level (and layers for 2D arrays), optimal tiling and the layout GENERAL;
// their contents, the run spec's bytes (x fastest, then y, then z or layer),
// reach them through a staging buffer and vkCmdCopyBufferToImage, and
// writable ones come back through vkCmdCopyImageToBuffer. Cube, multisample
// and 1D-array textures, arrays of resources and samplers are rejected when
// the shader is compiled; a format or an image size the driver lacks is a
// run error that matches ErrUnsupported.
//
// # Running
//
// Shader.Run executes the SPIR-V on Mesa's lavapipe (the CPU Vulkan driver,
// selected with VK_ICD_FILENAMES) with buffers given by HLSL name and returns
// the final bytes of every writable buffer and the subgroup (wave) size
// lavapipe used, so that callers can skip wave-size-dependent shaders.
// Shader.RunSpec does the same from the project's run spec (package
// hlslc/ir/runspec); cbuffers there are given by member name and packed at
// glslang's offsets. Robust buffer access is enabled, and with
// VK_EXT_robustness2 and VK_EXT_image_robustness (which lavapipe offers)
// robustBufferAccess2 and robustImageAccess(2), so that, as in D3D, a read
// past the end of a buffer, a texel buffer or an image (also of a mip level
// the image lacks) gives zero in every component the format has, and a write
// there does nothing. Shaders that read storage images without a declared
// format would need shaderStorageImageReadWithoutFormat, which lavapipe does
// not offer; glslang declares a format for every RW resource.
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
