package passes

import (
	"math"
	"math/rand/v2"
	"testing"

	"hlslc/ir"
)

// TestFDivShareExact checks that the expansion FDivShare writes computes
// the division bit for bit, in every denormal mode, on special and random
// operands (divisors around the 2^96 scaling threshold included).
func TestFDivShareExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, typ := range []ir.Type{ir.F32, ir.F16} {
		f := (&ir.Module{}).NewFunc("div", []ir.Type{typ, typ}, typ)
		x, d := f.Params[0], f.Params[1]
		blk := f.NewBlock("entry")
		bd := ir.NewBuilder(f)
		bd.SetBlock(blk)
		div := bd.Bin(ir.OpFDiv, x, d)
		got := expandFDiv(bd, div)
		specials := []float64{0, math.Copysign(0, -1), 1, -1, 3, 0x1p96, -0x1p96, 0x1.000002p96, 0x1p120, 0x1p127, 0x1p-126, 0x1p-140,
			math.Inf(1), math.Inf(-1), math.NaN(), 65504, 1e-7, 0x1p-20}
		draw := func() uint64 {
			var v float64
			if rng.IntN(3) == 0 {
				v = specials[rng.IntN(len(specials))]
			} else {
				v = (rng.Float64()*2 - 1) * math.Pow(2, float64(rng.IntN(260)-130))
			}
			return ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, typ, []uint64{math.Float64bits(v)})
		}
		for _, mode := range []ir.DenormMode{ir.DenormAny, ir.DenormFTZ} {
			for i := 0; i < 20000; i++ {
				env := map[*ir.Value]uint64{x: draw(), d: draw()}
				var eval func(v *ir.Value) uint64
				eval = func(v *ir.Value) uint64 {
					if v.Op == ir.OpConst {
						return v.Bits()
					}
					if r, ok := env[v]; ok {
						return r
					}
					args := make([]uint64, len(v.Args))
					for k, a := range v.Args {
						args[k] = eval(a)
					}
					operand := v.Type
					if len(v.Args) > 0 {
						operand = v.Args[len(v.Args)-1].Type
					}
					r := ir.EvalOpIn(mode, v.Op, v.Aux, operand, v.Type, args)
					env[v] = r
					return r
				}
				want := ir.EvalOpIn(mode, ir.OpFDiv, 0, typ, typ, []uint64{env[x], env[d]})
				if g := eval(got); g != want {
					t.Fatalf("%v %v: %s / %s: division %s, expansion %s", typ, mode, ir.ConstText(typ, env[x]), ir.ConstText(typ, env[d]),
						ir.ConstText(typ, want), ir.ConstText(typ, g))
				}
			}
		}
	}
}
