// Package passes holds hlslc's analyses and transformations of the SSA IR
// (package ir), one per file:
//
//   - uniformity.go: wave-uniformity (divergence) analysis, the input of
//     scalarization; PrintWithUniformity shows it on the IR text.
//   - dce.go: dead code elimination.
//   - dse.go: dead stores to groupshared and private memory.
//   - sccp.go: sparse conditional constant propagation with the
//     interpreter's arithmetic; branches on constants fold.
//   - simplifycfg.go: empty ifs, loops that run once, straight-line block
//     chains and unreachable blocks, keeping the control flow structured.
//   - unroll.go: complete unrolling of loops with a constant trip count,
//     by their hints and a size budget.
//   - promote.go: private arrays accessed at constant offsets become SSA
//     values.
//   - consttable.go: private arrays filled with constants before any read
//     and never written again become constant tables (read-only data).
//   - hoistcommon.go: instructions both arms of an if compute move to
//     the if's block.
//   - sinkstores.go: a store both arms of an if end with becomes one
//     store after it.
//   - ifconvert.go: small if/else diamonds as selects, by a cost model
//     that knows divergent from uniform branches.
//   - cfg.go: control-flow helpers shared by the passes.
//   - gvn.go: dominator-based global value numbering, with loads of
//     written memory numbered by memory generation within a block.
//   - algebraic.go: the rewriting engine of the algebraic rule table
//     (algebraic_rules.go: one row per rewrite, with its conditions in
//     algebraic_conds.go): identities, constants gathered and moved
//     outward, shifts and masks, comparisons of known ranges, selects,
//     conversion chains, float negations, fma contraction of fast
//     arithmetic, wave operations on uniform values.
//   - divconst.go: division and remainder by constants as shifts and
//     multiplies.
//   - fdivshare.go: float divisions of a block by one divisor spelled
//     out exactly, so that the divisor's part is computed once.
//   - licm.go: loop-invariant code motion.
//   - ivreduce.go: divergent multiplies of an induction variable become
//     induction variables of their own (strength reduction).
//   - deadloop.go: loops without effects whose trip count is provably
//     finite are removed.
//   - loops.go: loop shapes and induction variables, for the loop passes.
//   - pack16.go: min16 pairs packed into two-half values for v_pk_* math.
//   - optimize.go: the pipeline running them to a fixed point.
//
// Every transformation keeps the module valid (ir.Verify) and keeps its
// meaning as the reference interpreter (ir/interp) defines it — except
// that fast floating-point arithmetic (ir.Value.Fast, not precise) may be
// refactored as D3D allows, within the bounds algebraic_rules.go states,
// and the result says so explicitly (an fma where a multiply and an add
// were). The tests verify after every pass and run HLSL shaders before
// and after Optimize: bit for bit with every instruction precise, within
// the bounds as lowered.
package passes
