package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// Early exits and condition-tested loops (a quarter of the programs,
// chosen apart from the rest of the generator like the vector programs,
// so that the others are unchanged). Real kernels leave early — `if
// (p.x >= width) return;` at the top, a return inside a loop once the
// work is found — and a GCN compiler must then keep the exited lanes out
// of every later instruction: of the loops they were in, of the wave
// intrinsics (an exited lane is not active), of the stores. These programs
// have
//
//	if (c) return;            at any depth: the top level, branches,
//	if (c) { store; return; } loops (counted and condition-tested) and
//	                          switch cases, on uniform and divergent c
//	if (c) return e;          in the helper function
//	{ uint k = 0; while (k < n) { k++; ... } }
//	{ uint k = 0; do { k++; ... } while (k < n); }
//
// The counter is incremented first, so a continue in the body cannot skip
// it. No barrier phase follows the first exit: a barrier must be reached
// by every thread of the group, and threads that returned do not reach it.

func wantsExits(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x6a09e667f3bcc908, seed+0x3c6ef372fe94f82b))
	return r.IntN(4) == 0
}

// exitsOn reports whether the program takes early exits and while loops.
func (g *gen) exitsOn() bool { return g.p.Exits }

// barrierOK reports whether a barrier phase may be generated here: at the
// top level, and not after an exit.
func (g *gen) barrierOK(top bool) bool { return top && !g.exited }

// exitStmt is an early exit or a condition-tested loop.
func (g *gen) exitStmt(depth int) Stmt {
	if g.r.IntN(2) == 0 && depth < 3 && len(g.loopVars) < 2 {
		return g.loop(depth, 1+g.r.IntN(2))
	}
	if g.helper {
		return &If{Cond: g.boolExpr(2, false), Then: []Stmt{&Line{fmt.Sprintf("return %s;", g.uexpr(2))}}}
	}
	g.exited = true
	then := []Stmt{&Line{"return;"}}
	if g.r.IntN(3) == 0 {
		then = append([]Stmt{g.store()}, then...)
	}
	return &If{Cond: g.boolExpr(2, g.r.IntN(3) == 0), Then: then}
}
