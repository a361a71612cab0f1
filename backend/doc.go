// Package backend turns hlslc's IR into gfx9 machine code: instruction
// selection into machine IR (backend/mir) with virtual registers and
// exec-mask control flow (isel*.go, scalar.go), machine-level rewrites
// before allocation — descriptor loads moved next to their reads when
// more SGPRs are live than registers (sinkloads.go), the memory-merging pass (memmerge.go: its class
// table runs LDS read2/write2 pairing, lds2.go, and rebasing for it,
// ldsrebase.go; buffer load merging,
// bufmerge.go; buffer store merging; scalar load merging, smemmerge.go), the
// combiner's rule tables (combine.go), copy folding
// (foldcopy.go), one VGPR per constant copied repeatedly (vconst.go), dead code (deadcode.go), SGPR spilling by demand where
// far more SGPR values are live than registers (regalloc.SpillByDemand,
// the sgprdemand pass), sinking to the uses
// (sinkuses.go) and hoisting to the definitions where that frees VGPRs
// (hoistdefs.go), the pre-RA scheduler
// (schedule.go) — then, after register allocation
// (regalloc), branch cleanup (branches.go), s_waitcnt insertion
// (waitcnt.go), hazard wait states (hazards.go), the s_getpc_b64 label of
// the constant data (consttable.go) and emission of AMDHSA assembly and
// code objects (emit.go). pipeline.go declares the machine
// passes in one table (each can be printed after, timed and turned off),
// and the machine verifier (mir.Verify) runs after each under go test.
package backend
