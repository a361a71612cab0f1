package passes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"hlslc/frontend"
	"hlslc/internal/nestgen"
	"hlslc/ir"
	"hlslc/ir/lower"
)

// TestNestTakesFewRounds: in a nest of ifs where each level computes
// v * c + (v >> k) from the level above, Algebraic's rewrite of one level
// (a multiply moved through the add of a constant) gives the next level a
// value of one use to rewrite in turn. The pipeline reaches its fixed point
// in a few rounds, not one round per level (quadratic: a nest of 700 took
// 702 rounds and 28 s).
func TestNestTakesFewRounds(t *testing.T) {
	const depth = 40
	require.LessOrEqual(t, optimizerRounds(t, "nest.hlsl", nestgen.Chain(depth)), 5, "pipeline rounds for a nest of %d", depth)
}

// optimizerRounds compiles src and counts the optimizer's pipeline rounds
// (the runs of its algebraic pass), verifying the IR after every pass.
func optimizerRounds(t *testing.T, name, src string) int {
	t.Helper()
	res := frontend.Compile(name, []byte(src), frontend.Options{Entry: "main"}, frontend.StageCheck)
	require.False(t, res.Diags.HasErrors(), "%v", res.Diags)
	m, err := lower.Lower(res.Program, lower.Options{})
	require.NoError(t, err)
	rounds := 0
	require.NoError(t, OptimizeWith(m, Options{VerifyEach: true, Time: func(pass string, _ time.Duration) {
		if pass == "algebraic" {
			rounds++
		}
	}}))
	return rounds
}

// TestLongSumTakesFewRounds: a sum of products of a value that is itself
// x*3+1 (hlslc-scale's "expression" shape) distributes each product into an
// add of a constant, which the rows gathering constants move outward. The
// link of the chain such a row builds is rewritten as it is built, so the
// pipeline reaches its fixed point in a few rounds, not one round per term
// (400 terms took 401 rounds; 8,000 terms would stop at maxRounds).
func TestLongSumTakesFewRounds(t *testing.T) {
	const terms = 200
	var b strings.Builder
	b.WriteString("RWStructuredBuffer<uint> Out;\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n{\n    uint v = id.x * 3 + 1;\n    uint s = id.x")
	for i := 0; i < terms; i++ {
		fmt.Fprintf(&b, " + v * %du", 2*i+3)
	}
	b.WriteString(";\n    Out[id.x] = s;\n}\n")
	require.LessOrEqual(t, optimizerRounds(t, "sum.hlsl", b.String()), 5, "pipeline rounds for a sum of %d terms", terms)
}

// TestManyLoopsTakeFewRounds: a shader that calls a helper holding a small
// loop at many places has as many loops once the calls are inlined. The
// passes that change loops (Unroll, Rotate, DeadLoop) take every loop they
// can in one run (eachLoop), so the pipeline reaches its fixed point in a
// few rounds, not one round per loop (a thousand calls ended in "no fixed
// point after 1000 rounds"; GPUSorting's Downsweep took 146 rounds). One
// helper's loop is unrolled ([unroll]), the other's rotated.
func TestManyLoopsTakeFewRounds(t *testing.T) {
	const calls = 64
	var b strings.Builder
	b.WriteString(`RWStructuredBuffer<float> Out;
StructuredBuffer<float> In;
float dot4(uint base) { float s = 0; for (int i = 0; i < 4; i++) s += In[base + i] * (float)i; return s; }
float sum4(uint base) { float s = 0; [unroll] for (int i = 0; i < 4; i++) s += In[base + i]; return s; }
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float acc = 0;
`)
	for i := 0; i < calls; i++ {
		fmt.Fprintf(&b, "    acc += dot4(id.x + %du) + sum4(id.x * %du);\n", 7*i, i+2)
	}
	b.WriteString("    Out[id.x] = acc;\n}\n")
	require.LessOrEqual(t, optimizerRounds(t, "loops.hlsl", b.String()), 5, "pipeline rounds for %d calls of helpers with loops", calls)
}

// TestSkippedPassesChangeNothing: the rounds skip a pass that ran, changing
// nothing, after the code last changed (OptimizeWith's clean passes). That
// is exact only while every pass is a function of the code it is given:
// every shader of the run tests optimizes to the same module as rounds
// that run every pass each time.
func TestSkippedPassesChangeNothing(t *testing.T) {
	for _, s := range corpus(t) {
		skipped, full := s.compile(t), s.compile(t)
		require.NoError(t, Optimize(skipped), s.path)
		for _, f := range full.Funcs {
			for changed := true; changed; {
				changed = false
				for _, p := range pipeline {
					changed = p.run(f) || changed
				}
			}
		}
		var a, b strings.Builder
		require.NoError(t, ir.Print(&a, skipped))
		require.NoError(t, ir.Print(&b, full))
		require.Equal(t, b.String(), a.String(), s.path)
	}
}
