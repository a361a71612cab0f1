package frontend

import "math"

// fold evaluates a constant scalar expression: literals, static const
// variables with constant initializers, casts and operators.
func (c *checker) fold(e Expr) (*ConstVal, bool) { return foldExpr(e) }

// foldExpr is fold; it needs no checker state.
func foldExpr(e Expr) (*ConstVal, bool) {
	if _, ok := e.Type().(*ScalarType); !ok {
		return nil, false
	}
	k := e.Type().(*ScalarType).Kind
	switch e := e.(type) {
	case *IntLit:
		return &ConstVal{Kind: k, I: int64(e.Value)}, true
	case *FloatLit:
		return &ConstVal{Kind: k, F: e.Value}, true
	case *BoolLit:
		return &ConstVal{Kind: Bool, I: b2i(e.Value)}, true
	case *VarRef:
		if e.Decl.ConstValue != nil {
			return e.Decl.ConstValue, true
		}
	case *CastExpr:
		v, ok := foldExpr(e.X)
		if !ok {
			return nil, false
		}
		return castConst(v, k), true
	case *UnaryExpr:
		v, ok := foldExpr(e.X)
		if !ok {
			return nil, false
		}
		r := &ConstVal{Kind: k}
		switch e.Op {
		case OpNeg:
			if k.IsFloat() {
				r.F = -v.F
			} else {
				r.I = wrapInt(-v.I, k)
			}
		case OpPlus:
			*r = *v
			r.Kind = k
		case OpNot:
			r.I = b2i(v.I == 0)
		case OpBitNot:
			r.I = wrapInt(^v.I, k)
		default:
			return nil, false
		}
		return r, true
	case *BinaryExpr:
		if e.Op == OpComma {
			return nil, false
		}
		l, ok1 := foldExpr(e.L)
		r, ok2 := foldExpr(e.R)
		if !ok1 || !ok2 {
			return nil, false
		}
		return evalBinary(e.Op, l, r, k)
	case *CondExpr:
		cv, ok := foldExpr(e.Cond)
		if !ok {
			return nil, false
		}
		if cv.I != 0 {
			return foldExpr(e.Then)
		}
		return foldExpr(e.Else)
	}
	return nil, false
}

func evalBinary(op BinaryOp, l, r *ConstVal, k ScalarKind) (*ConstVal, bool) {
	res := &ConstVal{Kind: k}
	opk := l.Kind
	if opk.IsFloat() {
		a, b := l.F, r.F
		switch op {
		case OpAdd:
			res.F = a + b
		case OpSub:
			res.F = a - b
		case OpMul:
			res.F = a * b
		case OpDiv:
			res.F = a / b
		case OpRem:
			res.F = math.Mod(a, b)
		case OpLt:
			res.I = b2i(a < b)
		case OpGt:
			res.I = b2i(a > b)
		case OpLe:
			res.I = b2i(a <= b)
		case OpGe:
			res.I = b2i(a >= b)
		case OpEq:
			res.I = b2i(a == b)
		case OpNe:
			res.I = b2i(a != b)
		default:
			return nil, false
		}
		res.F = roundToKind(res.F, k)
		return res, true
	}
	a, b := l.I, r.I
	unsigned := !opk.IsSigned() && opk != Bool
	switch op {
	case OpAdd:
		res.I = a + b
	case OpSub:
		res.I = a - b
	case OpMul:
		res.I = a * b
	case OpDiv, OpRem:
		if b == 0 {
			return nil, false
		}
		if unsigned {
			ua, ub := uint64(a), uint64(b)
			if opk == Uint || opk == Min16Uint {
				ua, ub = uint64(uint32(a)), uint64(uint32(b))
			}
			if op == OpDiv {
				res.I = int64(ua / ub)
			} else {
				res.I = int64(ua % ub)
			}
		} else if b == -1 {
			if op == OpDiv {
				res.I = -a
			}
		} else if op == OpDiv {
			res.I = a / b
		} else {
			res.I = a % b
		}
	case OpShl, OpShr:
		// HLSL uses the amount's low log2(width) bits (DXC PR #3976):
		// 4 of a 16-bit type (the min-precision ints are i16 in DXC's
		// DXIL too), 5 of a 32-bit one, 6 of a 64-bit one; a literal int
		// is 64 bits wide while it is folded (literal.go).
		sh := uint64(b) & uint64(intBits(opk)-1)
		if op == OpShl {
			res.I = a << sh
			break
		}
		if unsigned {
			if opk == Uint64 {
				res.I = int64(uint64(a) >> sh)
			} else {
				res.I = int64(uint64(uint32(a)) >> sh)
			}
		} else {
			res.I = a >> sh
		}
	case OpAnd:
		res.I = a & b
	case OpOr:
		res.I = a | b
	case OpXor:
		res.I = a ^ b
	case OpLogAnd:
		res.I = b2i(a != 0 && b != 0)
	case OpLogOr:
		res.I = b2i(a != 0 || b != 0)
	case OpLt, OpGt, OpLe, OpGe:
		var lt bool
		if unsigned {
			lt = uint64(a) < uint64(b)
		} else {
			lt = a < b
		}
		eq := a == b
		switch op {
		case OpLt:
			res.I = b2i(lt)
		case OpGt:
			res.I = b2i(!lt && !eq)
		case OpLe:
			res.I = b2i(lt || eq)
		default:
			res.I = b2i(!lt)
		}
	case OpEq:
		res.I = b2i(a == b)
	case OpNe:
		res.I = b2i(a != b)
	default:
		return nil, false
	}
	res.I = wrapInt(res.I, k)
	return res, true
}

// intBits is the width integer constants of kind k fold in: min16int,
// min12int and min16uint are 16-bit integers, as DXC's DXIL types them
// (i16, with or without -enable-16bit-types) and hlslc computes them by
// default (wrapInt); a literal int is 64 bits wide.
func intBits(k ScalarKind) int {
	switch k {
	case Min12Int, Min16Int, Min16Uint, Int16, Uint16:
		return 16
	case LitInt, Int64, Uint64:
		return 64
	}
	return 32
}

// foldNode replaces an operator node whose operands are literals with the
// resulting literal.
func (c *checker) foldNode(e Expr) Expr {
	lit := func(x Expr) bool {
		switch x.(type) {
		case *IntLit, *FloatLit, *BoolLit:
			return true
		}
		return false
	}
	switch n := e.(type) {
	case *UnaryExpr:
		if !lit(n.X) {
			return e
		}
	case *BinaryExpr:
		if !lit(n.L) || !lit(n.R) {
			return e
		}
	default:
		return e
	}
	v, ok := c.fold(e)
	if !ok {
		return e
	}
	return makeLiteral(v, e.First(), e.Last())
}

// foldInt folds an integer constant expression, reporting an error if e is not one.
func (c *checker) foldInt(e Expr) (int64, bool) {
	v, ok := c.fold(e)
	if !ok {
		c.errorExpr(e, "expression is not an integer constant expression")
		return 0, false
	}
	if v.Kind.IsFloat() {
		c.errorExpr(e, "expression is not an integer constant expression (it has type '%s')", e.Type())
		return 0, false
	}
	return v.I, true
}

// foldQuiet folds an integer constant without reporting anything.
func (c *checker) foldQuiet(e Expr) (int64, bool) {
	v, ok := c.fold(e)
	if !ok || v.Kind.IsFloat() {
		return 0, false
	}
	return v.I, true
}
