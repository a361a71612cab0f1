// Package fuzz is hlslc's differential fuzzer (issue 8): it generates
// random, valid, terminating HLSL compute shaders with their run specs,
// runs each on the reference interpreter, on hlslc's backend and executor
// (by default, with -fno-scalarize, without the IR optimizer (-O0) and with
// registers scarce (16 VGPRs: values spill)) and on the LLVM path (export, llc-19, ld.lld-19, executor), and reports
// every disagreement with a reduced reproducer.
//
// # Programs
//
// A program (Generate) has uint, int and float locals, initialised from
// thread ids, a cbuffer and read-only buffers, and a body of statements:
// assignments of typed expressions (arithmetic, bitwise, shifts, division,
// min/max/clamp, countbits/reversebits/firstbit*, conversions, selects,
// comparisons), if/else on thread-dependent conditions and on group-uniform
// ones (group id, cbuffer), counted loops with break and continue, switch
// statements with fall-through, a local array indexed at run time, calls of
// a generated helper function with an inout parameter, stores to
// and loads from the thread's own words of a RWStructuredBuffer and a
// RWByteAddressBuffer (Load/Store 1, 2, 4 words), reads past the end of a
// buffer (they read 0), atomics on buffer words (each word receives one
// kind of operation, so the final value does not depend on the order),
// groupshared phases between GroupMemoryBarrierWithGroupSync (each thread
// writes its element, then reads another's; atomics on groupshared words)
// at the kernel's top level or under a group-uniform if, wave intrinsics
// (WaveActive*, WavePrefix*, ballot, read-first-lane, all-equal; the wave
// size is 64 on every path), min16float arithmetic, and inexact float
// functions (sqrt, rsqrt, exp2, division). At the end every local is stored
// to the thread's words of Out and FOut.
//
// About a third of the programs (chosen apart from the rest of the
// generator, so that the others are unchanged) also use typed buffers and
// textures (typed.go): reads of Buffer<T> and Texture1D/2D/3D/2DArray<T> at
// computed coordinates (out of range ones read 0), at mip levels 0 and 1,
// with offsets; writes, per-component and swizzled writes and compound
// assignments of each thread's own element of RWBuffer<T> and
// RWTexture*<T> (and of elements past the end, dropped); GetDimensions;
// atomics without a returned value where each element receives one kind of
// operation, and atomics with the returned value on the thread's own
// element. The run spec gives every texture its dims and data.
//
// Another third, chosen apart in the same way, compute on vectors,
// matrices and a struct (vec.go): uint4, float4 and struct locals written
// whole, through swizzles (also as assignment targets), at constant and
// computed component indices, through fields and struct copies;
// componentwise arithmetic, shifts, min/max/clamp and countbits,
// comparisons folded by any/all, integer dot products; float2x2,
// float2x3 and float3x3 products on either side of mul with small integer
// weights (exact, so the matrices' row and column orientation decides the
// result); a groupshared uint4 phase; packed min16float2 arithmetic.
//
// A quarter, chosen apart in the same way, leave early (exits.go):
// `if (c) return;` at any depth (top level, branches, counted and
// condition-tested loops, switch cases) on uniform and divergent
// conditions, sometimes after a store; `if (c) return e;` in the helper;
// while and do-while loops whose counter is incremented first. No barrier
// phase follows the first exit (a barrier must be reached by every thread
// of the group).
//
// A quarter, chosen apart in the same way, have boolean locals
// (bools.go): assigned anywhere from divergent and uniform conditions and
// wave votes, read into the uint locals and folded into u0 before the
// outputs. GCN keeps a boolean as a lane mask, which each compare rewrites
// whole: a boolean read after the branch or the divergent loop that
// assigned it must keep each lane's own bit.
//
// A quarter, chosen apart in the same way, jump (jumps.go): break and
// continue under divergent and uniform conditions at any depth of a loop
// or switch body (a continue from a switch case, a break at the end of a
// branch or in an else), loops whose only exit is a break (for (;;)), and
// [loop] and [unroll] attributes.
//
// A quarter of the programs with wave intrinsics, chosen apart in the same
// way, read across lanes (lanes.go): WaveReadLaneAt of a lane the wave
// agrees on (first, highest or lowest active lane) anywhere, of uint,
// uint2, float and uint64_t values; WaveMatch and WaveMultiPrefix* (the
// program then compiles with -T cs_6_5); and, where every lane of the wave
// is active (the top level before any return), WaveReadLaneAt of a lane
// chosen per lane and QuadReadAcrossX/Y/Diagonal and QuadReadLaneAt when
// numthreads forms quads.
//
// A quarter, chosen apart in the same way, have aggregates (aggr.go): a
// local array of structs and a 2D array read and written at computed
// indices, whole-struct copies, a static const table, a StructuredBuffer
// and a RWStructuredBuffer of structs, a groupshared array of structs
// between barriers, and atomics whose returned value is used (Add, Min,
// Max, And, Or, Xor, Exchange, CompareExchange) on words only their
// thread touches: a field of its own SB element, its words of Raw and Out,
// its element of gs.
//
// A quarter, chosen apart in the same way, read memory of awkward layouts
// (layout.go): a cbuffer of arrays (a row per element), a float3 with a
// scalar in its last word, a uint2, int4 and float arrays and a row-major
// float2x3, indexed by constants, group-uniform and per-lane values; a
// StructuredBuffer<uint3> and a RWStructuredBuffer<float3>; Load3 and
// Store3 of Raw.
//
// A quarter (not portable ones), chosen apart in the same way, compute on
// 16-bit vectors (half.go), which GCN packs in v_pk_* instructions: a
// min16float4 or float16_t4 local of integers within ±32 (every half
// expression tracks its magnitude and fractional bits within half's 11
// significant bits, so nothing rounds) and a uint16_t4 local, whole and
// through swizzles, loaded in packed pairs from HRaw (templated loads of
// float16_t4, f16tof32 of a word's halves), with mad, min/max, selects and
// select(), wrapping
// integer arithmetic, masked logical and arithmetic shifts, signed and
// unsigned min/max, templated 16-bit loads and stores of Raw, and
// f32tof16/f16tof32 pairs; the program then compiles with
// -enable-16bit-types.
//
// A quarter, chosen apart in the same way, call further intrinsics
// (intrin.go): firstbithigh, firstbitlow, countbits and reversebits of
// ints, sign and abs of ints, mad of ints and uints, and exact float ones
// (round, trunc, ceil, frac, sign, saturate, step, lerp(a, b, 0.5), ldexp
// by small exponents, mad, any/all of compared vectors).
//
// A quarter, chosen apart in the same way, run group-wide algorithms
// through groupshared memory (lds.go), with barriers inside loops: tree
// reductions, Hillis-Steele scans, transposes, row and column sums of the
// group as a tile, stream compaction with InterlockedAdd's returned slot
// (per thread, or per wave with WaveActiveCountBits, WaveReadLaneFirst
// and WavePrefixCountBits), group-wide scans from wave scans, and
// compare-exchange loops (float sums exact in any order, maxima) on
// groupshared words and, anywhere, on the words of LAcc.
//
// A quarter, chosen apart in the same way, call functions with out and
// inout parameters (calls.go): fcall(a, inout h, out b, inout CR c), its
// body generated like the helper's (branches, loops, early returns of a
// value, wave intrinsics), and fnest, which calls fcall twice and returns
// a struct; called anywhere with locals, an element of arr at a computed
// index and a struct's fields as the out and inout arguments (copy-in and
// copy-out on every path out of the callee).
//
// A quarter, chosen apart in the same way, keep arrays of accumulators
// live across loops (pressure.go): 6 to 72 uint2 or uint4 elements,
// initialised, updated and folded in [unroll] loops around a loop of a
// uniform or per-lane trip count that lanes may leave by a break; past
// 256 VGPRs the allocator must spill at the default options.
//
// A quarter, chosen apart in the same way, divide in every sign and width
// (divs.go): by negative divisors, constants of both signs (magic-number
// expansions), divisors of 2^31 and above, group-uniform divisors, a loop
// counter, and 64-bit divisions of products.
//
// A quarter, chosen apart in the same way, sample a texture (sample.go):
// SampleLevel with point (wrap, clamp) and linear samplers at texel
// centres, with offsets and LODs past the only level, linear samples
// halfway between texels (to FOut), and GatherRed/Green/Alpha at texel
// corners, on a power-of-two texture whose texels are on the float grid.
//
// A quarter, chosen apart in the same way, keep private arrays (parr.go):
// uint pv[12] and float pf[8] written and read anywhere at computed
// indices, and blocks with arrays of their own running the algorithms real
// kernels run on them: bitonic sorting networks (uints, ints, floats; all
// stages, or cut per lane), insertion sorts (of uints, and of structs by
// key, whole structs moved), LSD radix sorts (digit counts, their scan,
// the scatter, the array copied back whole), a prefix sum and a binary
// search in it, a stack pushed and popped at a per-lane depth, updates at
// computed indices in loops under divergent conditions and breaks, uint4
// arrays written by component at a computed index and through swizzles,
// and arrays passed to functions by value, inout and out. Every index is
// in range.
//
// A quarter, chosen apart in the same way, run loop nests with invariant
// arithmetic at each level (invar.go): two or three nested loops with
// values computed before each level from the outer levels only, used in
// the innermost body (also under a divergent condition), a load at an
// invariant address after a store to it in the loop, breaks and continues,
// and a value computed before the nest and used only after it: what a
// compiler hoists, sinks or rematerializes, and what it must leave in the
// loop.
//
// A quarter, chosen apart in the same way, compute with matrices
// (mat.go): a cbuffer of column- and row-major float4x4, float3x3,
// float3x4, float2x4 and float4x2, a StructuredBuffer of a struct with a
// column-major float4x4 and a row-major float2x4, a RWStructuredBuffer of
// float4x4; mul of vectors on either side, of matrices together and of
// transposes, elements and rows at computed indices, zero- and one-based
// matrix swizzles, local matrices written by row, element and swizzle, and
// int3x3 products. The matrices hold small integers, so every product is
// exact.
//
// A quarter, chosen apart in the same way, address raw buffers at computed
// byte offsets (addr.go): Load, Load2, Load3, Load4 and templated loads of
// a ByteAddressBuffer at computed 4-byte aligned offsets (some with a
// constant part), and stores and loads of 1 to 4 words of each thread's
// 64 bytes of a RWByteAddressBuffer that start at byte 4100 (past the
// immediate offset field), also a record read, changed and written back in
// a loop.
//
// A quarter, chosen apart in the same way, read and write structured
// buffers of nested structs with arrays (nest.go): struct NS { uint a;
// uint b[3]; NI e[2]; uint4 f; } with NI { uint d[2]; float c; uint k; }
// (the same offsets in D3D's and std430's layouts), read at computed
// element, array and component indices, whole records, inner structs and
// arrays copied into locals and into the thread's own element of a
// RWStructuredBuffer<NS>, whose fields are also written at computed
// indices and in loops.
//
// A quarter, chosen apart in the same way, use what the lowering decides
// (lower.go), which every hlslc path and the interpreter share, so that
// only the lavapipe mode can check it: member functions of a struct that
// change their object and call each other, on a local, a member, a static
// global, the thread's element of a groupshared array and of a
// RWStructuredBuffer; static globals and static locals (one instance per
// thread, set once by constant initializers) with the calls that step
// them in branches and loops; inout and out arguments that name a static
// global the callee also writes (the copy-out wins), a field of a
// groupshared or buffer element and array elements at computed indices;
// arguments and returns converted implicitly (uint to int, int to float,
// numbers to bool and back, float to int, vector truncation, scalar
// splat); whole-struct and array copies and vector compares of fields; the
// usual arithmetic conversions of mixed int and uint operands, bools in
// arithmetic, and C's precedence without parentheses; and, in programs
// that are not portable, calls with side effects in the operands of &&,
// || and ?: (HLSL 2021 evaluates only the operand it needs) and compound
// assignments of an int or uint by a float or a shift amount of another
// type (glslang 12 converts the float to int first). Most of these
// forms check themselves: the program also computes the same thing spelled
// out without the construct (the static local's state in explicit
// globals, the method as a free function on a copy, the inout call as its
// copies around the body, the conversion as a cast, the precedence in
// parentheses, the short-circuit as branches) and ORs the difference into
// its word of LChk (SelfCheck), which must be zero: a lowering mistake
// that every path shares shows there even without lavapipe.
//
// A fifth of the programs that are not portable, chosen apart in the same
// way, read descriptor table elements chosen per lane (nuri.go): an
// unsized array of StructuredBuffer<uint> (and, in half of them, the SM
// 6.6 ResourceDescriptorHeap: -T cs_6_6) indexed by
// NonUniformResourceIndex, the elements passed through resource parameters
// (two levels), returned, given by out parameters, kept in struct fields
// (assigned, initializer lists, copies, nested structs, member functions,
// arrays of structs), in local arrays of resources and in resource locals
// assigned in loops and on some lanes; entries of a RWStructuredBuffer
// table chosen per lane written (each thread its own word) and read back;
// uniform indices without the flag (a cbuffer value, the group id,
// WaveReadLaneFirst); and wave operations in the expression of a per-lane
// access, and of one (they run once, with every lane). Every read checks itself against the element read
// directly (SelfCheck). An index without the flag is read from the first
// active lane by a readfirst the interpreter checks (ir.ReadFirstAssumed):
// a lowering that loses the flag on the way makes the interpreter stop
// (the index is not uniform), although every path runs the same IR.
//
// Wider and narrower types (wide.go) appear inside uint expressions:
// uint64_t expressions (wrapping arithmetic, division and remainder,
// signed and unsigned, masked shifts, min/max, selects, wave reductions
// and scans) folded back through their halves, a remainder, a compare or
// firstbithigh/firstbitlow; exact double expressions (like the float ones,
// within 52 significant bits) converted to integers; uint16_t expressions
// (the program then compiles with -T cs_6_2 -enable-16bit-types) folded
// through zero and sign extension and half, float and double conversions;
// templated 64-bit loads and stores of Raw and a groupshared uint64_t phase.
// Inexact double results (division, rcp) go straight to DOut, compared as
// f64; sqrt, rsqrt and frac of doubles compute in float (DXC's float_like
// intrinsics) and go to FOut.
//
// No undefined behaviour: divisors are made non-zero (x | 1, (x & 255) + 1;
// signed divisors positive), shift amounts are masked, loops have bounds of
// at most 7 trip counts, float-to-int conversions take values in range, and
// each thread writes only its own words. Float values stay exact: every
// float local is a multiple of 1/16 within [-4096, 4096], and every float
// expression tracks a bound on its magnitude and fractional bits so that no
// operation rounds (so evaluation order, contraction into FMA and the
// implementation of min/max do not matter, and floats may decide branches).
// Only the inexact functions round, and their results are stored straight
// to FOut, which is compared with the f32 tolerance of package testsuite.
//
// # Lavapipe
//
// Every path above is compared with hlslc's own interpreter. With
// Options.Lavapipe (hlslc-fuzz -lavapipe; TestFuzzLavapipe) the interpreter
// is compared in turn with glslang and lavapipe, an implementation of
// HLSL's semantics that shares nothing with hlslc. Check then generates
// portable programs (GenOptions.Portable): no wave intrinsics (lavapipe's
// subgroups are not 64 lanes), no 64-bit integers (glslang does not know
// int64_t), components of typed resources written through a copy of the
// element (glslang lacks partial image updates), no signed remainder of a
// negative value (undefined in Vulkan; glslang's % floors where HLSL's
// truncates), no doubles (Vulkan asks of double operations only the
// precision of float ones; lavapipe divides doubles at float precision and
// converts 32-bit integers to double through float), int constants cast to
// int (an
// expression of literals alone has DXC's 64-bit literal int type, which
// glslang computes in 32 bits), and array layers of texture loads in range
// (lavapipe clamps them where D3D reads 0), GetDimensions of level 0 only
// (a level out of range has sizes 0 in D3D, undefined ones in Vulkan), no
// structured buffers of three-component vectors (glslang gives them
// std430's 16-byte stride where D3D's is 12 bytes), no mad of integers and
// no ldexp (glslang emits GLSL.std.450 Fma on integers and Ldexp with a
// float exponent, invalid SPIR-V that lavapipe miscomputes), no 16-bit
// vectors (glslang does not know uint16_t4), no int cast to a matrix
// (glslang 12 may make (float4x4)0 a matrix of +Inf; a float zero is cast
// instead), no integer matrix products (glslang has no mul of int3x3), and
// no calls with side effects in the operands of &&, || and ?: (glslang 12
// evaluates both, as HLSL before 2021 did), and no int or uint op= float
// (glslang 12 converts the float operand to int first).
// Programs glslang still rejects are counted, not failed.
//
// The LLVM path does not run a program with a wave operation on a path out
// of a loop (llvm.LoopExitConvergent: LLVM IR cannot keep it in the
// iteration its lanes leave, and llc-19 runs it after the loop; case
// wave_ops_leaving_loops); such programs are counted, not failed. Nor
// does it run a program whose llc code spills SGPRs into lanes of a VGPR:
// llc-19 reloads that VGPR with EXEC = -1 over registers that lanes
// outside a branch still need (case
// fuzz_llvm_wwm_reload_clobbers_inactive_lanes). The 16-VGPR path does
// not run a program whose spilled SGPRs alone need more than 16 VGPRs of
// lanes, or leave fewer than a wide value needs (regalloc's located
// errors; the default register file has room).
//
// # Failures and reduction
//
// A failure (Run) is a path that disagrees with the interpreter, or that
// fails on a valid program (frontend or backend error, executor fault,
// llc rejecting the export), or a nonzero self-check word (SelfCheck) in
// the interpreter's result. Check reduces a failing program (Reduce: it
// deletes statements, keeping a barrier phase whole, replaces an if by a
// branch, and tries one workgroup) while the same failure signature
// remains, and writes the reproducer as a test case. Known bugs (KnownBugs)
// have a regression case testsuite/cases/fuzz_*.hlsl each; TestFuzz skips
// only the programs whose every failure is a known bug.
//
// # Commands
//
// TestFuzz runs a bounded slice of fixed seeds. Any number of programs:
//
//	go run ./testsuite/fuzz/cmd/hlslc-fuzz -n 10000 -seed 1 -o DIR [-j 2]
//
// prints a progress line on a terminal, writes reduced reproducers to DIR,
// and ends with the number of programs that agreed across all paths.
package fuzz
