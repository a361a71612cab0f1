// Package passes holds hlslc's analyses and transformations of the SSA IR
// (package ir), one per file:
//
//   - uniformity.go: wave-uniformity (divergence) analysis, the input of
//     scalarization; PrintWithUniformity shows it on the IR text.
//   - dce.go: dead code elimination.
//   - sccp.go: sparse conditional constant propagation with the
//     interpreter's arithmetic; branches on constants fold.
//   - simplifycfg.go: empty ifs, loops that run once, straight-line block
//     chains and unreachable blocks, keeping the control flow structured.
//   - cfg.go: control-flow helpers shared by the passes.
//   - cse.go: dominator-based common subexpression elimination.
//   - simplify.go: algebraic identities exact under the IR's semantics.
//   - reassoc.go: integer constants moved outward, so addresses become
//     base + offset.
//   - divconst.go: division and remainder by constants as shifts and
//     multiplies.
//   - licm.go: loop-invariant code motion.
//   - pack16.go: min16 pairs packed into two-half values for v_pk_* math.
//   - optimize.go: the pipeline running them to a fixed point.
//
// Every transformation keeps the module valid (ir.Verify) and keeps its
// meaning as the reference interpreter (ir/interp) defines it: the tests
// verify after every pass and run HLSL shaders before and after Optimize.
package passes
