package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// Loop nests with invariant arithmetic at each level (a quarter of the
// programs, chosen apart from the rest of the generator like the early
// exits, so that the others are unchanged). Real kernels (a convolution,
// a tiled product, a ray marcher) compute at each level of a loop nest
// values that the inner levels only read: a compiler hoists them out of
// the loops that do not change them, sinks those that only some paths or
// the code after the loop need, and rematerializes them where keeping
// them costs registers. Each such motion must keep a value that a loop
// does change (an accumulator, a word the loop stores) inside it. These
// programs have, anywhere,
//
//	{
//	    uint ia0 = <locals>, ia1 = ...;          invariants of the nest
//	    uint ac0 = <local>, ac1 = ...;           accumulators
//	    for (uint la = 0u; la < n1; la++) {      trip counts uniform, per lane or constant
//	        uint ib0 = <ia*, la, cbuffer, In[..]>;   invariants of the inner loops
//	        for (uint lb = 0u; lb < n2; lb++) {
//	            uint ic0 = <ia*, ib*, lb>;
//	            for (uint lc = 0u; lc < n3; lc++) {  (two or three levels)
//	                ac0 += <invariant subexpressions of every level, lc>;
//	                if (<ac*, lc>) ac1 ^= <invariants>;   used under a divergent condition
//	                Raw.Store(<the thread's word>, ac0);  a load at an invariant address
//	                ac1 += Raw.Load(<the same word>);     after a store in the loop
//	                if (<ac*>) break;  / continue;
//	            }
//	        }
//	    }
//	    u ^= ac0 + ac1 * 3u + <an invariant used only after the nest>;
//	}
//
// The arithmetic wraps (uints), divisors are made nonzero, shifts masked,
// and In is indexed in range, so every path computes the same bits.

func wantsInvar(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x5be0cd19137e2180, seed+0x6a09e667f3bcc90a))
	return r.IntN(4) == 0
}

// invarOn reports whether the program has loop nests with invariants.
func (g *gen) invarOn() bool { return g.p.Invar && !g.helper }

// invExpr is a uint expression over the names vars (and uniform leaves),
// of depth d.
func (g *gen) invExpr(vars []string, d int) string {
	if d <= 0 || g.r.IntN(4) == 0 {
		switch g.r.IntN(8) {
		case 0:
			return g.pick("cu0", "cu1", "gid.x", "(uint)ci0")
		case 1:
			return fmt.Sprintf("%du", g.r.Uint32()>>uint(g.r.IntN(32)))
		default:
			return vars[g.r.IntN(len(vars))]
		}
	}
	a, b := g.invExpr(vars, d-1), g.invExpr(vars, d-1)
	switch g.r.IntN(14) {
	case 0, 1:
		return fmt.Sprintf("(%s + %s)", a, b)
	case 2:
		return fmt.Sprintf("(%s - %s)", a, b)
	case 3, 4:
		return fmt.Sprintf("(%s * %s)", a, b)
	case 5:
		return fmt.Sprintf("(%s ^ %s)", a, b)
	case 6:
		return fmt.Sprintf("(%s & %s)", a, b)
	case 7:
		return fmt.Sprintf("(%s << (%s & 31u))", a, b)
	case 8:
		return fmt.Sprintf("(%s >> (%s & 31u))", a, b)
	case 9:
		return fmt.Sprintf("(%s / (%s | 1u))", a, b)
	case 10:
		return fmt.Sprintf("In[%s & 63u]", a)
	case 11:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a, b)
	case 12:
		return fmt.Sprintf("countbits(%s)", a)
	default:
		return fmt.Sprintf("((%s & 1u) != 0u ? %s : %s)", a, b, g.invExpr(vars, d-1))
	}
}

// invarStmt is a nest of two or three loops with invariants at each
// level.
func (g *gen) invarStmt() Stmt {
	levels := 2 + g.r.IntN(2)
	vars := []string{}
	lines := []string{"{"}
	// the nest's invariants, from the locals
	nia := 1 + g.r.IntN(4)
	for k := 0; k < nia; k++ {
		lines = append(lines, fmt.Sprintf("    uint ia%d = %s;", k, g.uexpr(2)))
		vars = append(vars, fmt.Sprintf("ia%d", k))
	}
	after := fmt.Sprintf("    uint iz = %s;", g.invExpr(vars, 2)) // used only after the nest
	lines = append(lines, after)
	lines = append(lines, fmt.Sprintf("    uint ac0 = %s, ac1 = %s;", g.uvar(), g.pick("0u", g.uvar(), "tid")))
	names := []string{"la", "lb", "lc"}
	ind := "    "
	for lv := 0; lv < levels; lv++ {
		v := names[lv]
		bound := g.pick(fmt.Sprint(1+g.r.IntN(5)), "(cu0 & 3u) + 1u", fmt.Sprintf("(%s & 3u) + %du", g.uvar(), g.r.IntN(2)), "(gid.x & 1u) + 2u")
		lines = append(lines, fmt.Sprintf("%s%sfor (uint %s = 0u; %s < %s; %s++) {", ind, g.pick("", "", "[loop] "), v, v, bound, v))
		ind += "    "
		vars = append(vars, v)
		if lv == levels-1 {
			break
		}
		// the inner loops' invariants: the level's counter and the
		// outer invariants
		pre := []string{"ib", "ic"}[lv]
		n := 1 + g.r.IntN(4)
		lvVars := []string{}
		for k := 0; k < n; k++ {
			lines = append(lines, fmt.Sprintf("%suint %s%d = %s;", ind, pre, k, g.invExpr(vars, 2)))
			lvVars = append(lvVars, fmt.Sprintf("%s%d", pre, k))
		}
		vars = append(vars, lvVars...)
	}
	// the innermost body: invariant subexpressions of every level
	for k := 0; k < 1+g.r.IntN(3); k++ {
		lines = append(lines, fmt.Sprintf("%sac%d %s %s;", ind, g.r.IntN(2), g.pick("+=", "^=", "+="), g.invExpr(vars, 3)))
	}
	if g.r.IntN(2) == 0 {
		lines = append(lines, fmt.Sprintf("%sif (((ac0 ^ %s) & %du) != 0u) ac1 ^= %s;", ind, names[levels-1], 1+g.r.IntN(7), g.invExpr(vars, 3)))
	}
	if g.r.IntN(3) == 0 {
		w := fmt.Sprintf("tid * %d + %d", 4*rawWords, 4*g.r.IntN(rawWords))
		lines = append(lines, fmt.Sprintf("%sRaw.Store(%s, ac0 + %s);", ind, w, names[levels-1]),
			fmt.Sprintf("%sac1 += Raw.Load(%s) * %du;", ind, w, 1+2*g.r.IntN(8)))
	}
	if g.r.IntN(3) == 0 {
		lines = append(lines, fmt.Sprintf("%sif (((ac1 + %s) & %du) == 0u) %s;", ind, g.invExpr(vars, 1), 1+2*g.r.IntN(4), g.pick("break", "continue")))
	}
	lines = append(lines, fmt.Sprintf("%sac1 = ac1 * %du + ac0;", ind, 3+2*g.r.IntN(8)))
	for lv := levels - 1; lv >= 0; lv-- {
		ind = ind[:len(ind)-4]
		lines = append(lines, ind+"}")
		if lv > 0 && g.r.IntN(2) == 0 {
			// after an inner loop, an update of the outer level
			lines = append(lines, fmt.Sprintf("%sac0 ^= ac1 >> %d;", ind, 1+g.r.IntN(30)))
		}
	}
	u := g.uvar()
	lines = append(lines, fmt.Sprintf("    %s ^= ac0 + ac1 * 3u + iz;", u), "}")
	return &Unit{lines}
}
