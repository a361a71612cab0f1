package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strconv"
)

// Jumps (a quarter of the programs, chosen apart from the rest of the
// generator like the early exits, so that the others are unchanged). Real
// kernels leave loops from deep inside them: a search that breaks out of
// an if nested in the loop body, a continue from a switch case, a loop
// whose only exit is a break. Every such jump adds an edge out of the
// middle of the loop body, on a condition that may differ between lanes,
// and the lanes that took it must sit out the rest of the iteration (a
// continue) or of the loop (a break) while the others go on. These
// programs have, anywhere inside a loop or a switch,
//
//	if (c) break;                 if (c) continue;
//	if (c) { ...; break; }        if (c) { ... } else { continue; }
//
// on divergent and uniform conditions (a continue in a switch case goes to
// the enclosing loop's next iteration; a break there leaves the switch);
// loops whose only exit is a break,
//
//	{ uint k = 0; for (;;) { k++; if (k > n) break; ... } }
//
// and [loop] and [unroll] attributes ([unroll] only on constant trip
// counts, which DXC can unroll). The counter of a condition-tested loop is
// incremented first, so no continue skips it.

func wantsJumps(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x243f6a8885a308d3, seed+0x13198a2e03707344))
	return r.IntN(4) == 0
}

// jumpsOn reports whether the program jumps out of loops and switches
// from any depth.
func (g *gen) jumpsOn() bool { return g.p.Jumps && !g.helper }

// jumpStmt is a break or continue under a condition, or a loop whose only
// exit is a break. The caller has checked jumpsOn.
func (g *gen) jumpStmt(depth int) Stmt {
	if len(g.breakTo) == 0 || (g.r.IntN(3) == 0 && depth < 3 && len(g.loopVars) < 2) {
		if depth < 3 && len(g.loopVars) < 2 {
			return g.loop(depth, formBreak)
		}
		return &Line{fmt.Sprintf("%s ^= %s;", g.uvar(), g.uexpr(2))}
	}
	// break leaves the innermost loop or switch; continue goes to the
	// innermost loop's next iteration (through any switch).
	kw := "break"
	inLoop := false
	for _, l := range g.breakTo {
		inLoop = inLoop || l
	}
	if inLoop && g.r.IntN(2) == 0 {
		kw = "continue"
	}
	cond := g.boolExpr(2, g.r.IntN(3) == 0)
	switch g.r.IntN(3) {
	case 0:
		return &If{Cond: cond, Then: []Stmt{&Line{kw + ";"}}}
	case 1:
		body := g.block(depth+1, false)
		return &If{Cond: cond, Then: append(body, &Line{kw + ";"})}
	default:
		return &If{Cond: cond, Then: g.block(depth+1, false), Else: []Stmt{&Line{kw + ";"}}}
	}
}

// loopAttr is the attribute of a loop of a jump program: [unroll] only on
// a constant bound.
func (g *gen) loopAttr(bound string) string {
	if !g.jumpsOn() {
		return ""
	}
	switch g.r.IntN(4) {
	case 0:
		return "[loop]"
	case 1:
		if _, err := strconv.Atoi(bound); err == nil {
			return "[unroll]"
		}
	}
	return ""
}
