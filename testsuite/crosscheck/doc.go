// Package crosscheck runs real-world shaders (a corpus manifest, package
// internal/corpus) on hlslc's compiled code and on an implementation that
// shares nothing with hlslc — glslang's HLSL front end and Mesa's lavapipe —
// with the same inputs, and says per entry point whether they agree.
//
// hlslc's executor and its interpreter share the frontend and the lowering,
// so comparing them cannot find a frontend semantic bug; lavapipe can. Every
// entry point gets the inputs `hlslc run` gives a shader without a run spec
// (runspec.Synthesize: every resource filled with seeded pseudo-random
// values valid for its type; buffers of 64 KiB, textures of 64×64 with their
// mip chains, cbuffer integers in [1, 64]) and one workgroup, so that no
// cross-group race decides the result. The verdicts:
//
//   - Agree: every writable resource lavapipe binds holds the same words,
//     integers bit-exact, floats within the testsuite's tolerances for
//     fast arithmetic (testsuite.Refactored: 4 ULP, or 2^-16 relative,
//     2^-20 absolute — DXC compiles float math with fast-math flags unless
//     -Gis, and SPIR-V without NoContraction lets lavapipe contract and
//     reassociate too, so a cancelling sum may round differently; f16 2
//     ULP; typed by the structured element's fields or the typed
//     resource's element; the words of a byte-address buffer have no type
//     and compare exactly, unless both are f32 numbers of magnitude in
//     [2^-24, 2^24] within that tolerance, which a small integer's bits
//     never are, or both NaNs). min16float and the min16 integers are
//     computed at 32 bits without -enable-16bit-types, as glslang does.
//   - Differ: the first differing word, its resource and both values, the
//     number of differing words, and whether hlslc's interpreter (the
//     unoptimized IR) sides with the executor or with lavapipe.
//   - CannotCompare, with a reason: hlslc or glslang rejects the shader,
//     lavapipe cannot create a resource, the inputs drive the shader into
//     behaviour HLSL leaves undefined (the interpreter stops there: an index
//     outside a groupshared array, a barrier a returned thread never
//     reaches), the result is not deterministic (the executor's results
//     with other wave interleavings, and orders of the lanes of each atomic,
//     differ), the results differ and the
//     interpreter finds a data race inside the group (interp.Options.
//     DetectRaces: two threads touch the same memory between barriers, one
//     writing; which one lands depends on how an implementation groups
//     threads), the results differ and the interpreter finds an operation
//     whose result is implementation-defined (interp.Options.
//     ImplementationDefined: a float-to-integer conversion of a NaN or of a
//     value outside the integer's range, which D3D clamps and SPIR-V leaves
//     undefined; sin or cos beyond ±100π, where D3D no longer bounds the
//     error), or the shader uses wave
//     intrinsics and the results differ (lavapipe's subgroups are 4 to 16
//     lanes, not 64: a difference there is not a verdict on either side).
//   - Error: hlslc fails on a shader it accepted (a backend error or an
//     execution fault of its own code).
//
// Run the whole corpus (or a harvest with the same manifest format):
//
//	go run ./testsuite/crosscheck/cmd/hlslc-crosscheck [-corpus DIR] [-j 2] [-T cs_6_6 -enable-16bit-types]
//
// # Known differences
//
// What the cross-check found on real shaders that is not an hlslc bug, and
// how it deals with it:
//
//   - f32tof16 rounds toward zero in D3D (the SM5 reference: it "follows
//     D3D rules for floating point conversion"; vkd3d-proton reads DXIL's
//     LegacyF32ToF16 the same way); glslang translates it to
//     PackHalf2x16, which lavapipe rounds to nearest even. glslang is given
//     D3D's definition (f32tof16Prelude) when the shader uses f32tof16.
//   - select (HLSL 2021) is missing from glslang 12: it is given the
//     componentwise definition when it rejects a call.
//   - Filtered sampling is implementation-defined within 8 subtexel bits
//     (D3D; Vulkan asks 4): lavapipe rounds sample positions near a texel
//     edge and blends with its own weights, and takes the lower level for a
//     point-mip LOD exactly halfway between levels, where hlslc's texture
//     model takes floor(LOD + 0.5) (Vulkan allows either). A difference in
//     a sampling shader is compared again with point sampling, then with
//     textures flat per layer (Row.Relaxed).
//   - Data races inside a group: GCN runs 64 lanes in lockstep, lavapipe
//     4 to 16 at a time; the interpreter names the race (ReasonRace).
//   - Fast arithmetic: DXC compiles float math with fast-math flags (unless
//     -Gis), and lavapipe contracts and reassociates SPIR-V without
//     NoContraction; a cancelling sum differs by more than 4 ULP, so f32
//     words compare within testsuite.Refactored's bounds.
//   - A Texture2DArray Load of a layer out of range reads 0 in D3D;
//     lavapipe clamps the layer (as the differential fuzzer's lavapipe
//     notes say). Left as a difference: FidelityFX CACAO's bilateral
//     upscale loads layer (p.x % 2) + 2 * (p.y % 2), negative for negative
//     p (DXC's % truncates).
//   - Infinities: DXC marks float math nnan/ninf unless -Gis, so a result
//     that depends on infinities or NaNs is not defined. SaschaWillems'
//     raytracing.comp with the inputs of -seed 1 takes pow(0, -0.77): +inf
//     on hlslc (exp2(y * log2(x)), DXC's expansion), 0 on lavapipe (SPIR-V's
//     Pow is undefined there, and lavapipe's exp2(+inf) is 0); lerp of an
//     infinity is then NaN with DXC's x + s * (y - x) and infinite with
//     SPIR-V's FMix. Left as a difference.
//   - Float-to-integer conversions out of range: D3D clamps them and makes a
//     NaN 0 (ftoi, ftou), as hlslc does; SPIR-V's OpConvertFToU/FToS leave
//     them undefined, and lavapipe gives x86's results. Shaders that hash
//     or index with a float from the synthesized inputs meet them (tint's
//     1113 voxelizer): a difference there is ReasonImplDefined, not a
//     verdict on either side.
//   - sin and cos of large angles: D3D bounds their error (0.0008) only in
//     [-100π, 100π]; beyond, GCN's v_sin/v_cos reduce the angle in f32 and
//     lavapipe more precisely. A random angle from the synthesized inputs
//     (SebLague's slime agents sense the trail map in directions
//     sin/cos(angle ± offset)) gives other texels: ReasonImplDefined.
//   - Denormals: hlslc flushes f32 denormals (-denorm any chooses ftz, as
//     DXC's default allows); lavapipe keeps them. A sum of two random f32
//     bit patterns in a byte-address buffer (D3D11 SDK's BasicCompute11) can
//     be denormal: 0 on hlslc, the denormal on lavapipe. Left as a
//     difference.
//   - sin and cos within ±100π: D3D allows an absolute error of 0.0008.
//     GCN's v_sin/v_cos (and the interpreter's model of them) scale the angle
//     by 1/2π in f32, so their error grows with the angle's ulp; lavapipe's
//     are closer to exact. onnxruntime's Bluestein chirp, cos(πn²/N) for n
//     up to 63, differs by 3e-6, beyond testsuite.Refactored's bounds and
//     well within D3D's. Left as a difference.
//   - The order of atomics across threads: a tree climb where the second
//     thread to reach a node (InterlockedExchange's old value) goes on
//     (RadeonRays' FindTreeletRoots) counts differently when threads arrive
//     in another order, and a queue whose slots InterlockedAdd hands out
//     (MiniEngine's FXAA pass 1 work queues) holds its entries in another
//     order. Atomics are not data races (each is whole), so the race check
//     does not name it; the executor's interleavings do, since they also
//     draw the order in which a wave's lanes perform each atomic (HLSL
//     leaves it open, and lavapipe's subgroups are 4 to 16 lanes): these
//     rows are not deterministic.
//   - Cancellation beyond the tolerance: a sum of many large terms that
//     nearly cancel (n-body gravity's accelerations with random positions)
//     differs by more than testsuite.Refactored's bound between any two
//     orders of evaluation; the interpreter then sides with neither. Left as
//     a difference.
//   - glslang 12 builds an unsized array initialized with HLSL's flattened
//     braces element by element from the scalars: static const float4
//     P[] = { 1, 2, 3, 4, 5, 6, 7, 8 } becomes eight float4s (1, 0, 0, 0),
//     (2, 0, 0, 0), ... where DXC makes two (HLSL flattens initializer
//     lists: hlsl-specs proposal 0005). A glslang bug, left as a
//     difference: CACAO's sample pattern table.
package crosscheck
