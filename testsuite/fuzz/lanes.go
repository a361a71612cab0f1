package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// Cross-lane reads (a quarter of the programs with wave intrinsics, chosen
// apart from the rest of the generator like the early exits, so that the
// others are unchanged). Reductions and scans combine the active lanes;
// these read one other lane's value, which GCN does with v_readlane (a
// lane the wave agrees on), ds_bpermute or DPP (a lane per lane), and
// partition the wave by a key:
//
//	WaveReadLaneAt(e, WaveReadLaneFirst(WaveGetLaneIndex()))   anywhere:
//	WaveReadLaneAt(e, WaveActiveMax(WaveGetLaneIndex()))       an active
//	WaveReadLaneAt(uint2(e, e), lane).y, of floats and uint64_t lane
//	WaveMultiPrefixSum/Product/CountBits/BitAnd/Or/Xor(e, WaveMatch(key))
//
//	WaveReadLaneAt(e, (WaveGetLaneIndex() + k) % WaveActiveCountBits(true))
//	QuadReadAcrossX/Y/Diagonal(e), QuadReadLaneAt(e, k)
//
// The last two read a lane chosen per lane and stand only where every
// thread of the wave is active: at the kernel's top level before any early
// exit (the active lanes are then 0 .. n-1), and the quad reads only when
// numthreads forms quads (SM 6.6's rules, ir/lower/derivs.go). Reading an
// inactive lane is undefined. WaveMatch and WaveMultiPrefix* need shader
// model 6.5: the program then compiles with -T cs_6_5.

func wantsLanes(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0xa4093822299f31d0, seed+0x082efa98ec4e6c89))
	return r.IntN(4) == 0
}

// pick2 is a if c holds, else b.
func pick2(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}

// lanesOn reports whether the program reads across lanes.
func (g *gen) lanesOn() bool { return g.p.Lanes && g.wave && !g.helper }

// quadsOK reports whether numthreads forms quads (ir/lower's quadRuleOf).
func (p *Program) quadsOK() bool {
	n := p.Threads
	return (n[0]%4 == 0 && n[1] == 1 && n[2] == 1) || (n[0]%2 == 0 && n[1]%2 == 0)
}

// activeLane is a lane index that is active and the same in every lane.
func (g *gen) activeLane() string {
	return g.pick("WaveReadLaneFirst(WaveGetLaneIndex())", "WaveActiveMax(WaveGetLaneIndex())",
		"WaveActiveMin(WaveGetLaneIndex())")
}

// laneStmt reads across lanes into a local; full says every lane of the
// wave is active here.
func (g *gen) laneStmt(full bool) Stmt {
	v := g.uvar()
	op := g.pick("=", "+=", "^=")
	k := g.r.IntN(6)
	if full && g.r.IntN(2) == 0 {
		k = 6 + g.r.IntN(3)
	}
	switch k {
	case 0:
		return &Line{fmt.Sprintf("%s %s WaveReadLaneAt(%s, %s);", v, op, g.uexpr(3), g.activeLane())}
	case 1:
		return &Line{fmt.Sprintf("%s %s WaveReadLaneAt(uint2(%s, %s), %s).%s;", v, op, g.uexpr(2), g.uexpr(2), g.activeLane(), g.pick("x", "y"))}
	case 2:
		// a float local keeps its grid: the value read is another lane's
		return &Line{fmt.Sprintf("%s = WaveReadLaneAt(%s, %s);", g.fvar(), g.quantized(2), g.activeLane())}
	case 3:
		return &Line{fmt.Sprintf("%s %s (uint)(WaveReadLaneAt(%s, %s) >> %d);", v, op, g.wexpr(2, false), g.activeLane(), g.r.IntN(40))}
	case 4, 5:
		g.p.UseSM65 = true
		key := fmt.Sprintf("%s & %su", g.uexpr(2), g.pick("1", "3", "7", "255"))
		mask := fmt.Sprintf("WaveMatch(%s)", key)
		switch g.r.IntN(4) {
		case 0:
			return &Line{fmt.Sprintf("%s %s WaveMultiPrefixSum(%s, %s);", v, op, g.uexpr(2), mask)}
		case 1:
			return &Line{fmt.Sprintf("%s %s WaveMultiPrefixProduct(%s | 1u, %s);", v, op, g.uexpr(2), mask)}
		case 2:
			return &Line{fmt.Sprintf("%s %s WaveMultiPrefixCountBits(%s, %s);", v, op, g.boolExpr(1, false), mask)}
		default:
			return &Line{fmt.Sprintf("%s %s WaveMultiPrefixBit%s(%s, %s);", v, op, g.pick("And", "Or", "Xor"), g.uexpr(2), mask)}
		}
	case 6:
		return &Line{fmt.Sprintf("%s %s WaveReadLaneAt(%s, (%s) %% WaveActiveCountBits(true));", v, op, g.uexpr(3),
			g.pick(fmt.Sprintf("WaveGetLaneIndex() + %du", 1+g.r.IntN(70)), fmt.Sprintf("WaveGetLaneIndex() ^ %du", 1+g.r.IntN(63)), g.uexpr(2)))}
	default:
		if !g.p.quadsOK() {
			return &Line{fmt.Sprintf("%s %s WaveReadLaneAt(%s, WaveActiveCountBits(true) - 1u - WaveGetLaneIndex());", v, op, g.uexpr(3))}
		}
		if g.r.IntN(4) == 0 {
			return &Line{fmt.Sprintf("%s %s QuadReadLaneAt(%s, %d);", v, op, g.uexpr(3), g.r.IntN(4))}
		}
		return &Line{fmt.Sprintf("%s %s QuadReadAcross%s(%s);", v, op, g.pick("X", "Y", "Diagonal"), g.uexpr(3))}
	}
}
