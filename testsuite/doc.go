// Package testsuite is hlslc's regression suite: test shaders with their
// expectations beside the code, run through the reference interpreter and
// checked against independent oracles.
//
// # Cases
//
// Every case is a file cases/NAME.hlsl. Its directives are comment lines:
//
//	// RUN-SPEC: {"dispatch": [1,1,1],        the run spec (ir/runspec); several
//	// RUN-SPEC:  "resources": {...}}         lines are joined. Or a sidecar
//	                                          cases/NAME.json (not both).
//	// RUN-FLAGS: -D N=4 -enable-16bit-types  hlslc's flags: -D, -E, -T,
//	                                          -enable-16bit-types, -min16-f32
//	// EXPECT: {"Out": {"u32": [1, 2, 3]}}    pinned outputs of some writable
//	                                          resources (several lines joined);
//	                                          `go test ./testsuite -update`
//	                                          rewrites them from the interpreter
//	// FLOAT: Out f32                         compare Out's words as f32 (or f16:
//	                                          two halves per word; or min16: f32
//	                                          words holding min16float results)
//	// WAVE-SIZE-DEPENDENT                    the result depends on the wave size:
//	                                          lavapipe (8-lane subgroups) is skipped
//	// LAVAPIPE-SKIP: reason                  lavapipe is skipped for the reason given
//	                                          (D3D rules that SPIR-V leaves undefined)
//	// XFAIL: llvm: reason                    a known disagreement of that oracle (a
//	// XFAIL: lavapipe: reason                bug filed against its owner): the oracle
//	                                          must disagree; the case fails when it
//	                                          agrees, so the line goes with the bug
//	// CHECK: / CHECK-NEXT: / CHECK-NOT: / CHECK-LABEL: / REPORT:
//
// The CHECK-family and REPORT lines are for hlslc's own backend (FileCheck
// on the assembly, expectations on the register report). They are parsed
// and kept (Case.Checks) but not evaluated: there is no assembly to match
// until the backend issue, which will evaluate them. A case that has them
// passes or fails on its run results alone.
//
// Words of a structured buffer of structs are compared by their fields'
// types (f32 fields as F32, f16 fields as F16); any other resource is
// compared exactly unless a FLOAT line says otherwise.
//
// # What runs
//
// For every case (TestCases):
//
//  1. frontend → lowering → reference interpreter (ir/interp). The
//     interpreter defines the expected result; EXPECT lines, when present,
//     must equal it exactly.
//  2. The LLVM path: `hlslc --emit=llvm` (ir/llvm) → llc-19
//     -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj → ld.lld -shared
//     → the GCN executor through the kernel ABI (backend/launch). Its output
//     must match the interpreter within the tolerances below.
//  3. lavapipe (testsuite/vk: glslang -D -V → Mesa's CPU Vulkan driver) for
//     every case glslang accepts, unless the case is WAVE-SIZE-DEPENDENT or
//     has a LAVAPIPE-SKIP reason; cases glslang rejects are counted and
//     skipped. It must match the interpreter within the tolerances below.
//
// A mismatch reports the shader, the first differing word with its index
// and both values, and command lines that reproduce each side.
//
// # Tolerances
//
//   - Integers (every word not declared or typed as float): exact.
//   - f32: within F32ULP = 4 units in the last place, or an absolute
//     difference of at most F32Abs = 2^-22 (for results near zero, where a
//     ULP bound is meaningless after cancellation). The interpreter rounds
//     every operation correctly; LLVM's AMDGPU backend computes exp2/log2
//     with v_exp_f32/v_log_f32 (1 ULP), sin/cos with v_sin_f32/v_cos_f32
//     after a range reduction, and rsq/rcp with approximations, and lavapipe
//     only promises Vulkan's precision (3 ULP for exp2/log2 near 0, 2.5 ULP
//     for division, inversesqrt 2 ULP). 4 ULP covers one such operation; a
//     case chaining several transcendentals should keep inputs where they
//     stay within it. sin and cos have absolute, not relative, error bounds
//     (Vulkan: 2^-11 in [-pi, pi]; v_sin_f32 after LLVM's range reduction
//     is off by 14 ULP at sin(6)), so cases keep their arguments within
//     [-pi, pi], where both stay within the bounds above.
//   - f16 (two halves per word): within F16ULP = 2 f16 ULPs each. LLVM
//     computes f16 natively, lavapipe may compute f16 at f32 and round.
//   - min16 (f32 words holding min16float results): relative difference at
//     most Min16Rel = 2^-8, or absolute at most Min16Abs = 2^-12.
//     min16float is a minimum precision: the interpreter and the LLVM path
//     compute it at 16 bits (f16 rounding after every operation, relative
//     error 2^-11 each), lavapipe at 32 bits (glslang's RelaxedPrecision is
//     a hint), so a chain of a few operations differs by several f16 ULPs.
//   - NaN equals NaN (any payload); infinities must be equal.
package testsuite
