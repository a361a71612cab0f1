package passes

import (
	"math"

	"hlslc/ir"
)

// FDivShare spells out, as the operations they are, the floating-point
// divisions of a block that share a divisor, so that the part that only
// depends on the divisor is computed once (GVN merges it) and each
// division costs a multiply or two instead of the whole sequence.
//
// The IR's division (ir/arith.go, fdivFast) is what GCN computes: for f32,
// a divisor above 2^96 in magnitude is scaled by 2^-32 so that its
// reciprocal stays normal, then x times the reciprocal is scaled back;
// for f16, x times the reciprocal. So, exactly,
//
//	f32: fdiv x, d = fmul (fmul x (rcp (fmul d s))) s
//	     where s = select (fcmp ogt (fabs d) 2^96) 2^-32 1.0
//	f16: fdiv x, d = fmul x (rcp d)
//
// with each step rounded as the interpreter rounds it (in every denormal
// mode: the steps flush where the division's own steps do). The
// arithmetic takes the division's fast flag.
//
// Guarantees: bit-identical results. Only divisions with another division
// by the same value in the same block are rewritten (alone, the expanded
// form costs what the backend's division does). f64 division (a macro)
// stays. It reports whether it changed anything.
func FDivShare(f *ir.Func) bool {
	r := newRewriter(f)
	bd := ir.NewBuilder(f)
	for _, blk := range f.Blocks {
		count := map[*ir.Value]int{}
		for _, v := range blk.Instrs {
			if sharedDivisible(v) {
				count[v.Args[1]]++
			}
		}
		shared := false
		for _, n := range count {
			shared = shared || n > 1
		}
		if !shared {
			continue
		}
		old := blk.Instrs
		blk.Instrs = make([]*ir.Value, 0, len(old)+8)
		bd.SetBlock(blk)
		for _, v := range old {
			if !sharedDivisible(v) || count[v.Args[1]] < 2 {
				blk.Instrs = append(blk.Instrs, v)
				continue
			}
			bd.Pos = v.Pos
			r.replace(v, expandFDiv(bd, v))
		}
	}
	return r.apply()
}

// sharedDivisible reports whether v is a division FDivShare expands.
func sharedDivisible(v *ir.Value) bool {
	return v.Op == ir.OpFDiv && (v.Type == ir.F32 || v.Type == ir.F16)
}

// expandFDiv emits the exact expansion of the division v at the end of
// bd's block and returns its result.
func expandFDiv(bd *ir.Builder, v *ir.Value) *ir.Value {
	x, d := v.Args[0], v.Args[1]
	emit := func(op ir.Op, t ir.Type, args ...*ir.Value) *ir.Value {
		w := bd.Emit(op, t, args...)
		w.Fast = v.Fast && (op == ir.OpFMul || op == ir.OpRcp)
		return w
	}
	if v.Type == ir.F16 {
		return emit(ir.OpFMul, v.Type, x, emit(ir.OpRcp, v.Type, d))
	}
	f32 := func(x float64) *ir.Value { return bd.Func.Const(ir.F32, uint64(math.Float32bits(float32(x)))) }
	big := emit(ir.OpFCmp, ir.I1, emit(ir.OpFAbs, ir.F32, d), f32(0x1p96))
	big.Aux = int64(ir.PredOGt)
	s := emit(ir.OpSelect, ir.F32, big, f32(0x1p-32), f32(1))
	rcp := emit(ir.OpRcp, ir.F32, emit(ir.OpFMul, ir.F32, d, s))
	return emit(ir.OpFMul, ir.F32, emit(ir.OpFMul, ir.F32, x, rcp), s)
}
