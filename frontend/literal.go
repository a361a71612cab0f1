package frontend

import "math"

// Literal types.
//
// An unsuffixed literal has one of HLSL's literal types, "literal int"
// (LitInt) or "literal float" (LitFloat), as in DXC (HLSL 2021, its default
// -HV; HLSL 202x's conforming literals, hlsl-specs proposal 0017, drop
// them). A literal type is not a storage type: it is settled to a concrete
// kind by the place the value goes, and only there.
//
//   - With a typed operand, a literal takes that operand's type:
//     `d * 0.1` is double when d is, `h + 1.5` half (commonKind).
//   - Literal with literal stays literal and folds exactly, in 64 bits
//     (`1.0/3.0`, `1 << 40`); the folded value is converted once, where a
//     type is required (`double r = 1.0/3.0` keeps every bit).
//   - In overload resolution a literal matches every kind of its class at
//     the lowest conversion rank (kindRank), so `fma(0.5, 2.0, 1.0)` picks
//     fma's double overload. An intrinsic whose template type comes only
//     from literal arguments and whose result carries that type stays
//     literal, `ceil(-3.0)` among them, and folds when its arguments are
//     constants (DXC constant-evaluates such calls in double precision:
//     DXC issue #6410, tests CodeGenDXIL/literal/*_const_eval.hlsl).
//   - A literal-typed expression that is not a constant (a ternary of
//     literals under a run-time condition, arithmetic on one, an intrinsic
//     of one) is settled by pushing the required kind down to its literal
//     leaves (settleLiteral): `double d = c ? 0.1 : 0.2` selects between
//     the doubles 0.1 and 0.2. DXC's DXIL path evaluates such expressions
//     in 64 bits and converts the result (DXC issue #2432); its SPIR-V path
//     pushes the intended type down as here. Both give the same value for
//     selections and conversions; for arithmetic on a non-constant literal
//     expression hlslc computes in the required type, as the SPIR-V path.
//   - When nothing decides (an expression statement, an index, a swizzle
//     base, a comparison of two non-constant literal expressions), literal
//     float becomes float and literal int becomes int (concrete).
//
// Suffixes: f/F float, h/H half, l/L double on floating literals; u/U
// uint, l/L int (HLSL's long is 32 bits), ul uint, ll int64_t, ull
// uint64_t on integer literals (DXC's tools/clang/test/SemaHLSL/literals.hlsl).

// isLiteralKind reports whether k is a literal type's kind.
func isLiteralKind(k ScalarKind) bool { return k == LitInt || k == LitFloat }

// settleLiteral gives the literal-typed expression e the component kind k
// (e's shape is kept). Literal leaves become literals of kind k, so the
// value is converted exactly once; selections, and arithmetic of the
// literal's own class (float kinds for literal float, integer kinds for
// literal int; signed ones for /, % and >>, as a literal int is signed),
// take k throughout; so do intrinsics, but those of literal ints asked for
// an unsigned kind compute signed. Anything else is settled to its default
// kind first (a literal int asked for an unsigned kind: the signed kind of
// its width) and then converted. An e whose kind is not literal is
// returned as it is.
func (c *checker) settleLiteral(e Expr, k ScalarKind) Expr {
	lk, ok := ElemKind(e.Type())
	if !ok || !isLiteralKind(lk) || lk == k {
		return e
	}
	t := WithElem(e.Type(), k)
	sameClass := k != Bool && (k.IsFloat() == (lk == LitFloat))
	switch n := e.(type) {
	case *IntLit, *FloatLit:
		if lit, ok := c.foldLiteral(e, t); ok {
			return lit
		}
	case *CondExpr:
		return &CondExpr{exprBase: exprBase{T: t, Tok: n.Tok, End: n.End}, Cond: n.Cond,
			Then: c.settleLiteral(n.Then, k), Else: c.settleLiteral(n.Else, k), ShortCircuit: n.ShortCircuit}
	case *UnaryExpr:
		if sameClass && (n.Op == OpNeg || n.Op == OpPlus || n.Op == OpBitNot) {
			return c.foldNode(&UnaryExpr{exprBase: exprBase{T: t, Tok: n.Tok, End: n.End}, Op: n.Op, X: c.settleLiteral(n.X, k)})
		}
	case *BinaryExpr:
		switch n.Op {
		case OpComma:
			return &BinaryExpr{exprBase: exprBase{T: t, Tok: n.Tok, End: n.End}, Op: n.Op, L: n.L, R: c.settleLiteral(n.R, k)}
		case OpAdd, OpSub, OpMul, OpDiv, OpRem, OpAnd, OpOr, OpXor, OpShl, OpShr:
			// a literal int is signed: a quotient, remainder or right
			// shift computed unsigned would differ, the other operations
			// agree modulo the width
			signDependent := n.Op == OpDiv || n.Op == OpRem || n.Op == OpShr
			// past 32 bits, a quotient, remainder or shift computed
			// in a 32-bit kind is not the low bits of DXC's 64-bit one
			narrow := lk == LitInt && intBits(k) < 64 && (signDependent || n.Op == OpShl) && !litIntFits32(n)
			if sameClass && !(lk == LitInt && signDependent && !k.IsSigned()) && !narrow {
				return c.foldNode(&BinaryExpr{exprBase: exprBase{T: t, Tok: n.Tok, End: n.End}, Op: n.Op,
					L: c.settleLiteral(n.L, k), R: c.settleLiteral(n.R, k)})
			}
		}
	case *CastExpr:
		// a literal int converted to literal float, or a literal scalar
		// splatted to a literal vector: the conversion moves to k
		if n.Implicit {
			inner := n.X
			if xk, _ := ElemKind(inner.Type()); isLiteralKind(xk) {
				inner = c.convertQuiet(inner, WithElem(inner.Type(), k))
			}
			if Identical(inner.Type(), t) {
				return inner
			}
			return &CastExpr{exprBase: exprBase{T: t, Tok: n.Tok, End: n.End}, X: inner, Kind: n.Kind, Implicit: true}
		}
	case *SwizzleExpr:
		return &SwizzleExpr{exprBase: exprBase{T: t, Tok: n.Tok, End: n.End}, X: c.settleLiteral(n.X, k), Comps: n.Comps}
	case *IntrinsicCall:
		// a literal int is signed: min, max, clamp, abs of it computed
		// in an unsigned kind would differ (the constant call folds
		// signed), so an unsigned k takes the signed kind below; the
		// others give the same bits either way
		if lk != LitInt || k.IsSigned() || !k.IsInt() {
			return c.settleIntrinsic(n, k)
		}
	}
	d := concreteKind(lk)
	switch {
	case lk == LitInt && (intBits(k) == 64 || !litIntFits32(e)):
		// 64 bits, as DXC computes a literal int: a uint64_t keeps
		// the bits past 32 of (c ? 3000000000 : 1) / 2, and so does
		// a float (litwidth.go)
		d = Int64
	case lk == LitInt && k.IsInt() && !k.IsSigned():
		// signed, as a literal int is, and as wide as k
		d = k.Signed()
	}
	if d != k {
		if settled := c.settleLiteral(e, d); settled != e {
			return c.convertQuiet(settled, t)
		}
	}
	return &CastExpr{exprBase: exprBase{T: t, Tok: e.First(), End: e.Last()}, X: e, Kind: CastScalar, Implicit: true}
}

// settleIntrinsic settles an intrinsic call whose template type is
// literal: its template arguments take k, or the kind its class computes k
// in (float for a float-like function asked for double, as when a double
// argument is passed), and the result converts to k.
func (c *checker) settleIntrinsic(call *IntrinsicCall, k ScalarKind) Expr {
	in := call.Intrinsic
	ck, ok := adaptKind(k, in.TComp)
	if !ok {
		lk, _ := ElemKind(call.T)
		ck = concreteKind(lk)
	}
	args := make([]Expr, len(call.Args))
	params := make([]Type, len(call.ParamTypes))
	for i, a := range call.Args {
		args[i], params[i] = a, call.ParamTypes[i]
		if in.Params[i].T {
			args[i] = c.settleLiteral(a, ck)
			params[i] = WithElem(params[i], ck)
		}
	}
	settled := &IntrinsicCall{exprBase: exprBase{T: WithElem(call.T, ck), Tok: call.Tok, End: call.End},
		Intrinsic: in, Object: call.Object, Args: args, ParamTypes: params}
	var e Expr = settled
	if folded, ok := c.foldIntrinsic(settled); ok {
		e = folded
	}
	if ck != k {
		return c.convertQuiet(e, WithElem(call.T, k))
	}
	return e
}

// keepsLiteral reports whether an intrinsic whose template arguments are
// all literal of kind k keeps k as its template type: the result must
// carry the template type (so the place it goes can settle it), every
// template parameter must be an input, and the function's class must take
// the literal's class.
func keepsLiteral(in *Intrinsic, k ScalarKind) bool {
	if !isLiteralKind(k) || (in.Ret != RetT && in.Ret != RetTScalar) || in.Method {
		return false
	}
	for _, p := range in.Params {
		if p.T && p.Dir != DirIn {
			return false
		}
	}
	switch in.TComp {
	case CompAny, CompNumeric:
		return true
	case CompFloat, CompFloatLike:
		return k == LitFloat
	}
	return false
}

// literalFolds are the intrinsics whose value on constant scalar arguments
// the frontend computes, in 64 bits before the result's rounding, as DXC
// constant-evaluates calls on literals. Only functions whose result is
// exactly defined are here (no transcendental: their last bit would
// depend on the host's library).
var literalFolds = map[string]func(x []float64) float64{
	"abs":   func(x []float64) float64 { return math.Abs(x[0]) },
	"ceil":  func(x []float64) float64 { return math.Ceil(x[0]) },
	"floor": func(x []float64) float64 { return math.Floor(x[0]) },
	"trunc": func(x []float64) float64 { return math.Trunc(x[0]) },
	"round": func(x []float64) float64 { return math.RoundToEven(x[0]) },
	"sqrt":  func(x []float64) float64 { return math.Sqrt(x[0]) },
	"min":   func(x []float64) float64 { return math.Min(x[0], x[1]) },
	"max":   func(x []float64) float64 { return math.Max(x[0], x[1]) },
	"clamp": func(x []float64) float64 { return math.Min(math.Max(x[0], x[1]), x[2]) },
	"mad":   func(x []float64) float64 { return x[0]*x[1] + x[2] },
}

// foldIntrinsic folds a free intrinsic call on scalar literal arguments
// whose function is in literalFolds. Integer kinds fold through float64
// only while exact (|x| < 2^53); abs of an integer keeps the integer rule.
func (c *checker) foldIntrinsic(call *IntrinsicCall) (Expr, bool) {
	f := literalFolds[call.Intrinsic.Name]
	st, ok := call.T.(*ScalarType)
	if f == nil || !ok || call.Object != nil {
		return nil, false
	}
	xs := make([]float64, len(call.Args))
	for i, a := range call.Args {
		v, ok := c.literalValue(a)
		if !ok {
			return nil, false
		}
		if v.Kind.IsFloat() {
			xs[i] = v.F
		} else {
			if v.I > 1<<53 || v.I < -(1<<53) {
				return nil, false
			}
			xs[i] = float64(v.I)
			if v.Kind == Uint || v.Kind == Uint64 || v.Kind == Uint16 || v.Kind == Min16Uint {
				xs[i] = float64(uint64(v.I))
			}
		}
	}
	if !st.Kind.IsFloat() && (call.Intrinsic.Name == "sqrt" || math.IsNaN(f(xs))) {
		return nil, false
	}
	r := f(xs)
	if !st.Kind.IsFloat() && math.Abs(r) >= 1<<53 {
		return nil, false
	}
	cv := &ConstVal{Kind: LitFloat, F: r}
	return makeLiteral(castConst(cv, st.Kind), call.First(), call.Last()), true
}

// literalValue is the value of a literal node.
func (c *checker) literalValue(e Expr) (*ConstVal, bool) {
	switch e.(type) {
	case *IntLit, *FloatLit:
		return c.fold(e)
	}
	return nil, false
}
