package fuzz

import (
	"fmt"
	"math/rand/v2"
)

// Register pressure at the default register file (a quarter of the
// programs, chosen apart from the rest of the generator like the early
// exits, so that the others are unchanged). Register-blocked kernels (a
// matrix product computing a tile of outputs per thread, a filter keeping
// a window) keep an array of accumulators live across a loop; unrolled,
// every element is a value of its own, and past 256 VGPRs the allocator
// must spill at the default options, not only on the 16-VGPR path. These
// programs have, anywhere (also in divergent branches and loops),
//
//	{
//	    uint4 acc[R];                        R of 6 to 72 vectors (uint2 or uint4)
//	    [unroll] for (uint pj = 0; pj < R; pj++) acc[pj] = <from locals and pj>;
//	    for (uint pk = 0; pk < n; pk++) {    n uniform or per lane, at most 7
//	        uint4 b = <loads and locals>;
//	        b ^= WavePrefixSum(b);           sometimes, in wave programs (or
//	                                         WaveActiveMax, WaveReadLaneFirst of an element)
//	        [unroll] for (uint pj = 0; pj < R; pj++) acc[pj] = <acc[pj], b, acc[(pj + c) % R]>;
//	        if (<acc[..] and b>) break;      sometimes: lanes leave with the array live
//	    }
//	    [unroll] for (uint pj = 0; pj < R; pj++) u = u * 31u + <acc[pj]'s components>;
//	}
//
// The arithmetic wraps (uints), so every path computes the same bits.

func wantsPressure(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x13198a2e03707345, seed+0xa4093822299f31d1))
	return r.IntN(4) == 0
}

// pressureOn reports whether the program keeps arrays of accumulators.
func (g *gen) pressureOn() bool { return g.p.Pressure && !g.helper }

// pressureStmt is a loop updating an array of accumulators.
func (g *gen) pressureStmt() Stmt {
	n := g.pick("2", "4", "4")
	typ := "uint" + n
	sw := map[string][]string{"2": {"yx", "xx", "yy"}, "4": {"yzwx", "wzyx", "xxyy", "zwxy"}}[n]
	r := []int{6, 12, 24, 40, 64, 72}[g.r.IntN(6)]
	c := 1 + g.r.IntN(r-1)
	init := fmt.Sprintf("%s(%s + pj, %s * pj, %s ^ pj, 7u * pj)", typ, g.uvar(), g.uvar(), g.uexpr(1))
	b := fmt.Sprintf("%s(In[(pk + %s) & 63u], In[(pk * 3u + %s) & 63u], pk, %s)", typ, g.uvar(), g.idx(), g.uvar())
	if n == "2" {
		init = fmt.Sprintf("%s(%s + pj, %s ^ (pj * 0x9e3779b9u))", typ, g.uvar(), g.uexpr(1))
		b = fmt.Sprintf("%s(In[(pk + %s) & 63u], pk ^ %s)", typ, g.uvar(), g.uvar())
	}
	next := fmt.Sprintf("acc[(pj + %du) %% %du]", c, r)
	upd := []string{
		fmt.Sprintf("acc[pj] * b + (%s >> %du)", next, 1+g.r.IntN(8)),
		fmt.Sprintf("(acc[pj] ^ b.%s) + %s", g.pick(sw...), next),
		fmt.Sprintf("min(acc[pj], b) + max(%s, b.%s)", next, g.pick(sw...)),
		fmt.Sprintf("acc[pj] + (b << (pj & 7u)) - %s", next),
		fmt.Sprintf("select(acc[pj] > b, acc[pj] - b, %s + b)", next),
		fmt.Sprintf("(acc[pj] << 1) ^ (%s >> 3) ^ b", next),
	}[g.r.IntN(6)]
	bound := g.pick(fmt.Sprintf("(%s & 7u)", g.uvar()), "(cu0 & 3u) + 1u", fmt.Sprint(1+g.r.IntN(5)))
	v := g.uvar()
	fold := fmt.Sprintf("%s = %s * 31u + acc[pj].x + acc[pj].y * 3u", v, v)
	if n == "4" {
		fold += " + acc[pj].z * 5u + acc[pj].w * 7u"
	}
	lines := []string{"{",
		fmt.Sprintf("    %s acc[%d];", typ, r),
		fmt.Sprintf("    [unroll] for (uint pj = 0u; pj < %du; pj++) acc[pj] = %s;", r, init),
		fmt.Sprintf("    %sfor (uint pk = 0u; pk < %s; pk++) {", g.pick("", "[loop] "), bound),
		fmt.Sprintf("        %s b = %s;", typ, b),
	}
	if g.wave && g.r.IntN(3) == 0 {
		// a wave operation of the lanes still in the loop, on values that
		// may be spilled
		lines = append(lines, "        "+g.pick("b ^= WavePrefixSum(b);", fmt.Sprintf("b += WaveActiveMax(acc[%d]);", g.r.IntN(r)),
			fmt.Sprintf("b += WaveReadLaneFirst(acc[%d]);", g.r.IntN(r))))
	}
	lines = append(lines, fmt.Sprintf("        [unroll] for (uint pj = 0u; pj < %du; pj++) acc[pj] = %s;", r, upd))
	if g.r.IntN(3) == 0 {
		lines = append(lines, fmt.Sprintf("        if (((acc[%d].x ^ b.y) & %du) == 0u) break;", g.r.IntN(r), 1+2*g.r.IntN(4)))
	}
	lines = append(lines, "    }",
		fmt.Sprintf("    [unroll] for (uint pj = 0u; pj < %du; pj++) %s;", r, fold),
		"}")
	return &Unit{lines}
}
