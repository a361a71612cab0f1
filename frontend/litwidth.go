package frontend

import "math/big"

// Literal ints past 32 bits (docs/language.md, Literal types).
//
// DXC computes a literal-int expression that is not a constant in 64 bits
// (a literal int is 64 bits wide) and converts the result where it goes.
// hlslc computes it in the required kind, or in int when that kind cannot
// compute it (settleLiteral), which gives the same value as long as every
// value the expression and its parts can take is an int: then the 64-bit
// computation never leaves int's range. litIntFits32 checks that with an
// interval per subexpression; where it does not hold, the expression is
// computed in int64_t, as DXC does.

// litIntFits32 reports whether every subexpression of the literal-int
// expression e takes values within int's range only, and every shift
// amount is below 32 (a 32-bit shift uses the amount's low 5 bits, a
// 64-bit one its low 6). A node whose range it cannot tell does not fit.
func litIntFits32(e Expr) bool {
	_, _, ok := litIntRange(e)
	return ok
}

var (
	minInt32 = big.NewInt(-1 << 31)
	maxInt32 = big.NewInt(1<<31 - 1)
)

// litIntRange is the interval [lo, hi] of a literal-int expression whose
// subexpressions all fit in int; ok is false otherwise.
func litIntRange(e Expr) (lo, hi *big.Int, ok bool) {
	lo, hi, ok = litIntRangeOf(e)
	if !ok || lo.Cmp(minInt32) < 0 || hi.Cmp(maxInt32) > 0 {
		return nil, nil, false
	}
	return lo, hi, true
}

func litIntRangeOf(e Expr) (lo, hi *big.Int, ok bool) {
	if k, _ := ElemKind(e.Type()); k != LitInt {
		return nil, nil, false
	}
	switch n := e.(type) {
	case *IntLit:
		v := big.NewInt(int64(n.Value))
		return v, v, true
	case *CondExpr:
		alo, ahi, ok1 := litIntRange(n.Then)
		blo, bhi, ok2 := litIntRange(n.Else)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		return minBig(alo, blo), maxBig(ahi, bhi), true
	case *CastExpr:
		if n.Implicit {
			return litIntRange(n.X)
		}
	case *UnaryExpr:
		xlo, xhi, ok := litIntRange(n.X)
		if !ok {
			return nil, nil, false
		}
		switch n.Op {
		case OpPlus:
			return xlo, xhi, true
		case OpNeg:
			return new(big.Int).Neg(xhi), new(big.Int).Neg(xlo), true
		case OpBitNot: // ~x = -x - 1
			one := big.NewInt(1)
			return new(big.Int).Sub(new(big.Int).Neg(xhi), one), new(big.Int).Sub(new(big.Int).Neg(xlo), one), true
		}
	case *BinaryExpr:
		if n.Op == OpComma {
			return litIntRange(n.R)
		}
		alo, ahi, ok1 := litIntRange(n.L)
		blo, bhi, ok2 := litIntRange(n.R)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		return binaryRange(n.Op, alo, ahi, blo, bhi)
	case *IntrinsicCall:
		var los, his []*big.Int
		for _, a := range n.Args {
			lo, hi, ok := litIntRange(a)
			if !ok {
				return nil, nil, false
			}
			los, his = append(los, lo), append(his, hi)
		}
		switch {
		case n.Intrinsic.Name == "abs" && len(los) == 1:
			if los[0].Sign() >= 0 {
				return los[0], his[0], true
			}
			m := maxBig(new(big.Int).Neg(los[0]), his[0])
			if his[0].Sign() < 0 {
				return new(big.Int).Neg(his[0]), m, true
			}
			return big.NewInt(0), m, true
		case n.Intrinsic.Name == "min" && len(los) == 2:
			return minBig(los[0], los[1]), minBig(his[0], his[1]), true
		case n.Intrinsic.Name == "max" && len(los) == 2:
			return maxBig(los[0], los[1]), maxBig(his[0], his[1]), true
		case n.Intrinsic.Name == "clamp" && len(los) == 3:
			// max(min(x, hi), lo) as computed
			return maxBig(minBig(los[0], los[2]), los[1]), maxBig(minBig(his[0], his[2]), his[1]), true
		case n.Intrinsic.Name == "mad" && len(los) == 3:
			plo, phi, ok := binaryRange(OpMul, los[0], his[0], los[1], his[1])
			if !ok || plo.Cmp(minInt32) < 0 || phi.Cmp(maxInt32) > 0 {
				return nil, nil, false
			}
			return binaryRange(OpAdd, plo, phi, los[2], his[2])
		}
	}
	return nil, nil, false
}

// binaryRange is the interval of a op b for a in [alo, ahi], b in [blo, bhi].
func binaryRange(op BinaryOp, alo, ahi, blo, bhi *big.Int) (lo, hi *big.Int, ok bool) {
	corners := func(f func(x, y *big.Int) *big.Int, xs, ys []*big.Int) (*big.Int, *big.Int) {
		var lo, hi *big.Int
		for _, x := range xs {
			for _, y := range ys {
				v := f(x, y)
				if lo == nil || v.Cmp(lo) < 0 {
					lo = v
				}
				if hi == nil || v.Cmp(hi) > 0 {
					hi = v
				}
			}
		}
		return lo, hi
	}
	as, bs := []*big.Int{alo, ahi}, []*big.Int{blo, bhi}
	switch op {
	case OpAdd:
		return new(big.Int).Add(alo, blo), new(big.Int).Add(ahi, bhi), true
	case OpSub:
		return new(big.Int).Sub(alo, bhi), new(big.Int).Sub(ahi, blo), true
	case OpMul:
		lo, hi := corners(func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }, as, bs)
		return lo, hi, true
	case OpDiv, OpRem:
		// divisors nearest to zero on each side give the extremes
		var ds []*big.Int
		for _, d := range []int64{-1, 1} {
			if blo.Cmp(big.NewInt(d)) <= 0 && bhi.Cmp(big.NewInt(d)) >= 0 {
				ds = append(ds, big.NewInt(d))
			}
		}
		for _, d := range bs {
			if d.Sign() != 0 {
				ds = append(ds, d)
			}
		}
		if len(ds) == 0 {
			return nil, nil, false
		}
		if op == OpDiv {
			lo, hi := corners(func(x, y *big.Int) *big.Int { return new(big.Int).Quo(x, y) }, as, ds)
			return lo, hi, true
		}
		// the sign is a's; |a % b| < |b| and |a % b| <= |a|
		m := new(big.Int)
		for _, d := range ds {
			if a := new(big.Int).Abs(d); a.Cmp(m) > 0 {
				m = a
			}
		}
		m.Sub(m, big.NewInt(1))
		lo, hi = big.NewInt(0), big.NewInt(0)
		if alo.Sign() < 0 {
			lo = new(big.Int).Neg(minBig(new(big.Int).Neg(alo), m))
		}
		if ahi.Sign() > 0 {
			hi = minBig(ahi, m)
		}
		return lo, hi, true
	case OpShl, OpShr:
		if blo.Sign() < 0 || bhi.Cmp(big.NewInt(31)) > 0 {
			return nil, nil, false
		}
		lo, hi := corners(func(x, y *big.Int) *big.Int {
			if op == OpShl {
				return new(big.Int).Lsh(x, uint(y.Int64()))
			}
			return new(big.Int).Rsh(x, uint(y.Int64()))
		}, as, bs)
		return lo, hi, true
	case OpAnd, OpOr, OpXor:
		// within the smallest two's-complement range holding both
		bits := 0
		for _, v := range []*big.Int{alo, ahi, blo, bhi} {
			n := v.BitLen()
			if v.Sign() < 0 {
				n = new(big.Int).Not(v).BitLen()
			}
			bits = max(bits, n)
		}
		if alo.Sign() >= 0 && blo.Sign() >= 0 {
			return big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(bits)), big.NewInt(1)), true
		}
		top := new(big.Int).Lsh(big.NewInt(1), uint(bits))
		return new(big.Int).Neg(top), new(big.Int).Sub(top, big.NewInt(1)), true
	}
	return nil, nil, false
}

func minBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) < 0 {
		return a
	}
	return b
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) > 0 {
		return a
	}
	return b
}
