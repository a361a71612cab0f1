package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// Boolean locals (a quarter of the programs, chosen apart from the rest of
// the generator like the early exits, so that the others are unchanged).
// GCN keeps a boolean as a lane mask, a bit per lane in SGPRs, which a
// compare rewrites whole with the inactive lanes' bits cleared: a boolean
// assigned in a branch or a loop and read after it must keep, in each
// lane, the bit that lane last wrote — through a divergent if's join and
// past a loop whose lanes leave at different iterations. These programs
// declare
//
//	bool b0 = false, b1 = (cu0 & 1u) != 0u;
//
// assign them anywhere (b0 = c; b1 = b1 != c; on divergent and uniform c,
// and wave votes), read them into the uint locals (u = b0 ? e1 : e2;), and
// fold both into u0 before the outputs are stored.

func wantsBools(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x1f83d9abfb41bd6b, seed+0x5be0cd19137e2179))
	return r.IntN(4) == 0
}

// boolsOn reports whether the program has the boolean locals.
func (g *gen) boolsOn() bool { return g.p.Bools && !g.helper }

// boolStmt assigns or reads a boolean local.
func (g *gen) boolStmt() Stmt {
	b := g.pick("b0", "b1")
	switch g.r.IntN(5) {
	case 0, 1:
		return &Line{fmt.Sprintf("%s = %s;", b, g.boolExpr(2, g.r.IntN(3) == 0))}
	case 2:
		return &Line{fmt.Sprintf("%s = %s != %s;", b, b, g.boolExpr(1, false))}
	case 3:
		if g.wave {
			return &Line{fmt.Sprintf("%s = WaveActive%s(%s);", b, g.pick("AnyTrue", "AllTrue"), g.boolExpr(1, false))}
		}
		return &Line{fmt.Sprintf("%s = %s && %s;", b, g.pick("b0", "b1"), g.boolExpr(1, false))}
	default:
		return &Line{fmt.Sprintf("%s = %s ? %s : %s;", g.uvar(), b, g.uexpr(2), g.uexpr(1))}
	}
}

// boolLocals declares the booleans.
const boolLocals = "    bool b0 = false, b1 = (cu0 & 1u) != 0u;\n"

// boolFold folds the booleans into u0 before the outputs.
const boolFold = "    u0 ^= (b0 ? 0x10000u : 0u) ^ (b1 ? 0x20000u : 0u);\n"
