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
//	// RUN-FLAGS: -D N=4 -enable-16bit-types  hlslc's flags: -D, -E, -T, -HV, -denorm, -Gis,
//	                                          -enable-16bit-types, -min16-f32
//	// EXPECT: {"Out": {"u32": [1, 2, 3]}}    pinned outputs of some writable
//	                                          resources (several lines joined);
//	                                          `go test ./testsuite -update`
//	                                          rewrites them from the interpreter
//	// FLOAT: Out f32                         compare Out's words as f32 (or f16:
//	                                          two halves per word; or min16: f32
//	                                          words holding min16float results;
//	                                          or f64: word pairs)
//	// WAVE-SIZE-DEPENDENT                    the result depends on the wave size:
//	                                          lavapipe (8-lane subgroups) is skipped
//	// LAVAPIPE-SKIP: reason                  lavapipe is skipped for the reason given
//	                                          (D3D rules that SPIR-V leaves undefined)
//	// XFAIL: hlslc: reason                   a known failure of that oracle (a bug
//	// XFAIL: llvm: reason                    filed against its owner): the oracle
//	// XFAIL: lavapipe: reason                must fail; the case fails when it
//	                                          succeeds, so the line goes with the bug
//	// XFAIL: hlslc-checks: reason            the CHECK/REPORT lines are known not to
//	                                          hold (a code-quality gap); hlslc's runs
//	                                          must still pass
//	// CHECK: / CHECK-NEXT: / CHECK-NOT: /    FileCheck directives (package
//	// CHECK-LABEL: / CHECK-DAG: /            filecheck) on hlslc's assembly;
//	// CHECK-COUNT-N: pattern                 another CHECK-… name is an error
//	// REPORT: vgprs <= 24                    an expectation on hlslc's register
//	                                          report (see below)
//
// CHECK lines are matched against the assembly of hlslc's default
// configuration (`go run ./cmd/hlslc FILE.hlsl`) with FileCheck's semantics:
// {{regex}}, [[VAR:regex]] captures and [[VAR]] uses, whitespace runs
// canonicalised (see package filecheck).
//
// REPORT lines are "KEY OP VALUE" with OP one of <=, >=, <, >, ==, != and
// KEY a field of the JSON register report (docs/report.md: vgprs,
// vgprs_allocated, sgprs, sgprs_allocated, lds_bytes, lds_allocated,
// scratch_bytes_per_lane, waves_per_simd, waves_by_vgprs, code_bytes,
// limited_by, uses_vcc, ...), or an instruction count by its name in the
// report's "instructions" object (total, salu, valu, valu_packed, smem,
// vmem, ds, branches, nops, waitcnts, other_sopp). The short names
// waves, lds, scratch, code_size and packed_valu are accepted for
// waves_per_simd, lds_bytes, scratch_bytes_per_lane, code_bytes and
// valu_packed. limited_by (a word) and uses_vcc (true/false) take == and
// != only. An unknown key or a malformed line is an error naming
// file:line.
//
// Words of a structured buffer of structs are compared by their fields'
// types (f32 fields as F32, f16 fields as F16, f64 fields as F64); any other resource is
// compared exactly unless a FLOAT line says otherwise.
//
// # What runs
//
// For every case (TestCases):
//
//  1. frontend → lowering → reference interpreter (ir/interp). The
//     interpreter defines the expected result; EXPECT lines, when present,
//     must equal it exactly.
//  2. hlslc's backend, the main path, twice: by default and with
//     -fno-scalarize (backend.Options.NoScalarize), each from a freshly
//     lowered module. llvm-mc-19 must accept the assembly (a missing
//     llvm-mc is a failure under HLSLC_REQUIRE_TOOLS=1); the code object
//     runs on the GCN executor through the kernel ABI (backend/launch) with
//     the executor's missing-s_waitcnt and hazard checks on; its outputs
//     must match the interpreter's on the optimized module the backend
//     compiled (passes.Optimize makes its refactoring of fast float
//     arithmetic — fma contraction, reassociation — explicit in the IR)
//     within the tolerances below, and that optimized program must match
//     the source program within the refactoring bound (RefactorRel,
//     RefactorAbs for f32 words). The CHECK lines hold on the default
//     assembly, the REPORT lines on its report.
//  3. The LLVM path: the unoptimized module exported strictly (ir/llvm
//     with Options.Strict: no fast-math flags, so llc computes every float
//     operation as the interpreter does) → llc-19
//     -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj → ld.lld -shared
//     → the GCN executor through the kernel ABI (backend/launch). Its output
//     must match the interpreter within the tolerances below.
//  4. lavapipe (testsuite/vk: glslang -D -V → Mesa's CPU Vulkan driver) for
//     every case glslang accepts, unless the case is WAVE-SIZE-DEPENDENT or
//     has a LAVAPIPE-SKIP reason; cases glslang rejects are counted and
//     skipped. It must match the interpreter within the tolerances below.
//
// A mismatch reports the shader, the first differing word with its index
// and both values, and command lines that reproduce each side (for hlslc:
// `go run ./cmd/hlslc run testsuite/cases/X.hlsl --spec SPEC.json` and
// `go run ./cmd/hlslc testsuite/cases/X.hlsl` for the assembly). The
// summary counts, per oracle, the cases that agree, fail and are known to
// fail (XFAIL).
//
// The XFAIL rules of hlslc's path are judgeHlslc (table-tested), and
// TestChecksHaveTeeth shows that the seed cases' CHECK/REPORT lines fail
// on the -fno-scalarize output: they pin the scalarization they describe.
//
// Cases compile once per configuration and run in parallel (t.Parallel);
// the package runs in about 20 s on two cores.
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
//   - The optimized program against the source program (f32 words):
//     within RefactorRel = 2^-16 of the larger magnitude, or RefactorAbs =
//     2^-20, or F32ULP. Contraction rounds a*b+c once instead of twice (a
//     difference of at most half an ulp of a*b per fma); reassociation
//     changes the order of roundings. Precise computations are never
//     refactored (see ir.Value.Fast).
//   - f64 (word pairs, the low word at an even index): within F64ULP = 4
//     units in the last place or F64Abs = 2^-50. hlslc and the LLVM path
//     compute as the interpreter defines (division is GCN's division
//     macro, square root correctly rounded); lavapipe computes on the CPU.
//   - NaN equals NaN (any payload); infinities must be equal.
package testsuite
