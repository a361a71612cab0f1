// Package backend turns hlslc's IR into gfx9 machine code: instruction
// selection into machine IR (backend/mir) with virtual registers, exec-mask
// control flow, then — after register allocation (regalloc) — s_waitcnt
// insertion (waitcnt.go), hazard wait states (hazards.go) and emission of
// AMDHSA assembly and code objects.
package backend
