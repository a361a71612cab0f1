package frontend

import (
	"fmt"
	"math"
)

func concreteKind(k ScalarKind) ScalarKind {
	switch k {
	case LitInt:
		return Int
	case LitFloat:
		return Float
	}
	return k
}

func concreteType(t Type) Type {
	if k, ok := ElemKind(t); ok && (k == LitInt || k == LitFloat) {
		return WithElem(t, concreteKind(k))
	}
	return t
}

// concrete gives literal-typed expressions their default type (int, float).
func (c *checker) concrete(e Expr) Expr {
	k, ok := ElemKind(e.Type())
	if !ok || !isLiteralKind(k) {
		return e
	}
	return c.settleLiteral(e, concreteKind(k))
}

func kindRank(from, to ScalarKind) int {
	switch {
	case from == to:
		return 0
	case from == LitInt && to.IsInt():
		return 1
	case from == LitInt:
		return 2
	case from == LitFloat && to.IsFloat():
		return 1
	case from == Bool && to.IsInt():
		return 2 // bool converts to integers before floats
	case from.IsFloat() == to.IsFloat() && from != Bool && to != Bool:
		if to > from {
			return 1 // widening within the class
		}
		return 2
	}
	return 3
}

// implicitConv says whether from converts implicitly to to, how (kind), at
// what overload cost, and with which warning ("" for none).
// implicitConv is implicitConvType under the checker's language version:
// before HLSL 2021 (-HV 2016/2018), a struct converts implicitly to another
// struct of the same layout (the same scalar components in order), as FXC
// and DXC then treat them as the same type; HLSL 2021 made user-defined
// types strict, except towards an anonymous struct (no typedef name
// either), which no cast can name: DXC keeps the legacy conversion to it
// (its strict-UDT-casting change, test anonymous-strictudt.hlsl).
func (c *checker) implicitConv(from, to Type) (CastKind, int, string, bool) {
	kind, rank, warn, ok := implicitConvType(from, to)
	if ok {
		return kind, rank, warn, ok
	}
	fs, fok := from.(*StructType)
	ts, tok := to.(*StructType)
	if !fok || !tok {
		return kind, rank, warn, ok
	}
	strict := c.opts.HLSLVersion == 0 || c.opts.HLSLVersion >= 2021
	if strict && ts.Name != "" {
		return kind, rank, warn, ok
	}
	var fk, tk []ScalarKind
	if !scalarLeaves(fs, &fk) || !scalarLeaves(ts, &tk) || len(fk) != len(tk) {
		return kind, rank, warn, ok
	}
	for i := range fk {
		if fk[i] != tk[i] {
			return kind, rank, warn, ok
		}
	}
	return CastReinterpret, 0, "", true
}

// implicitConvType is the implicit conversion from one type to another:
// its kind, its rank for overload resolution, a narrowing warning, and
// whether there is one.
func implicitConvType(from, to Type) (CastKind, int, string, bool) {
	if Identical(from, to) {
		return CastNone, 0, "", true
	}
	// an element of a descriptor heap is the resource it initializes (heap.go)
	if h, ok := from.(*HeapType); ok {
		return CastNone, 1, "", heapConverts(h, to)
	}
	// a derived struct is a struct it derives from, its first fields (DXC's
	// HLSLDerivedToBase cast): the conversion keeps the leading components
	if fs, ok := from.(*StructType); ok {
		if ts, ok := to.(*StructType); ok {
			if n := baseDistance(fs, ts); n > 0 {
				// the nearer base is the better conversion, as in C++
				return CastDerivedToBase, n, "", true
			}
		}
	}
	// a ConstantBuffer<T> (TextureBuffer<T>) is a T wherever a T is wanted (DXC)
	if rt, ok := from.(*ResourceType); ok && rt.Kind.IsConstantData() && rt.Elem != nil && Identical(rt.Elem, to) {
		return CastNone, 1, "", true
	}
	fk, fok := ElemKind(from)
	tk, tok := ElemKind(to)
	if !fok || !tok {
		// arrays of identical element types with literal differences, etc.
		if fa, ok := from.(*ArrayType); ok {
			if ta, ok := to.(*ArrayType); ok && ta.Len == 0 && fa.Len > 0 && isResource(ta.Elem) && Identical(fa.Elem, ta.Elem) {
				// an array of resources passed where its length is left
				// open ("Texture2D t[]"): the same array, by reference
				return CastNone, 1, "", true
			}
			if ta, ok := to.(*ArrayType); ok && fa.Len == ta.Len {
				if _, r, w, ok := implicitConvType(fa.Elem, ta.Elem); ok && w == "" {
					return CastReinterpret, r, "", true
				}
			}
		}
		return 0, 0, "", false
	}
	kr := kindRank(fk, tk)
	// DXC warns when a conversion narrows the component's storage
	// (double to float, 64-bit to 32-bit integers, 32 to 16 bits); a
	// literal fits where it goes and min-precision kinds promise no size
	narrow := ""
	if fk != LitInt && fk != LitFloat && fk != Bool && tk != Bool && !tk.IsMinPrecision() && tk.Size() < fk.Size() {
		narrow = fmt.Sprintf("conversion from larger type '%s' to smaller type '%s', possible loss of data", from, to)
	}
	kind := CastScalar
	if fk == tk || fk == LitInt || fk == LitFloat {
		kind = CastNone
		if fk != tk {
			kind = CastScalar
		}
	}
	switch f := from.(type) {
	case *ScalarType:
		switch to.(type) {
		case *ScalarType:
			return kind, kr, narrow, true
		default:
			return CastSplat, kr + 1, "", true
		}
	case *VectorType:
		switch t := to.(type) {
		case *ScalarType:
			if f.N == 1 {
				return CastVecToScalar, kr, "", true
			}
			return CastVecToScalar, kr + 4, "implicit truncation of vector type", true
		case *VectorType:
			if f.N == t.N {
				return kind, kr, narrow, true
			}
			if f.N == 1 {
				return CastSplat, kr + 1, "", true
			}
			if t.N < f.N {
				return CastTruncate, kr + 4, "implicit truncation of vector type", true
			}
		case *MatrixType:
			if f.N == 1 {
				return CastSplat, kr + 1, "", true
			}
			// a vector becomes a matrix of as many elements, in row-major
			// element order (float4 to float2x2, as DXC converts)
			if t.Rows*t.Cols == f.N {
				return CastReinterpret, kr + 2, "", true
			}
		}
	case *MatrixType:
		switch t := to.(type) {
		case *ScalarType:
			if f.Rows*f.Cols == 1 {
				return CastVecToScalar, kr, "", true
			}
			return CastVecToScalar, kr + 4, "implicit truncation of matrix type", true
		case *MatrixType:
			if f.Rows == t.Rows && f.Cols == t.Cols {
				return kind, kr, narrow, true
			}
			if t.Rows <= f.Rows && t.Cols <= f.Cols {
				return CastTruncate, kr + 4, "implicit truncation of matrix type", true
			}
		case *VectorType:
			// a matrix becomes a vector of as many elements, row-major
			if f.Rows*f.Cols == t.N {
				return CastReinterpret, kr + 2, "", true
			}
		}
	}
	return 0, 0, "", false
}

// convert converts e implicitly to type to, reporting errors and warnings.
func (c *checker) convert(e Expr, to Type, what string) Expr {
	return c.doConvert(e, to, true)
}

// convertQuiet converts without the truncation warning (the caller warned).
func (c *checker) convertQuiet(e Expr, to Type) Expr {
	return c.doConvert(e, to, false)
}

func (c *checker) doConvert(e Expr, to Type, warn bool) Expr {
	if isBad(e) {
		return &errExpr{exprBase{T: to, Tok: e.First(), End: e.Last()}}
	}
	from := e.Type()
	if Identical(from, to) {
		return e
	}
	kind, _, w, ok := c.implicitConv(from, to)
	if !ok {
		c.errorExpr(e, "cannot implicitly convert from '%s' to '%s'", from, to)
		return &CastExpr{exprBase: exprBase{T: to, Tok: e.First(), End: e.Last()}, X: e, Kind: CastScalar, Implicit: true}
	}
	if w != "" && warn {
		c.warnf("-Wconversion", e.First(), e.Last(), "%s", w)
	}
	if lit, ok := c.foldLiteral(e, to); ok {
		return lit
	}
	// a literal-typed expression that is not a literal takes the target's
	// component kind down to its literal leaves (literal.go)
	if fk, ok := ElemKind(from); ok && isLiteralKind(fk) {
		switch e.(type) {
		case *IntLit, *FloatLit:
		default:
			if tk, ok := ElemKind(to); ok && !isLiteralKind(tk) {
				e = c.settleLiteral(e, tk)
				from = e.Type()
				if Identical(from, to) {
					return e
				}
				kind, _, _, _ = c.implicitConv(from, to)
			}
		}
	}
	// a literal scalar feeding a splat first becomes a literal of the
	// target's component kind
	if fk, ok := ElemKind(from); ok && (fk == LitInt || fk == LitFloat) {
		if tk, ok := ElemKind(to); ok {
			if lit, ok := c.foldLiteral(e, Scalar(tk)); ok {
				e = lit
				if Identical(e.Type(), to) {
					return e
				}
			} else if _, isScalar := from.(*ScalarType); isScalar && !Identical(Scalar(tk), to) {
				e = c.doConvert(e, Scalar(tk), false)
			}
		}
	}
	if ce, ok := e.(*CastExpr); ok && ce.Implicit && ce.Kind == CastNone {
		e = ce.X
	}
	return &CastExpr{exprBase: exprBase{T: to, Tok: e.First(), End: e.Last()}, X: e, Kind: kind, Implicit: true}
}

// foldLiteral turns a constant scalar expression converted to a scalar type
// into a literal of that type.
func (c *checker) foldLiteral(e Expr, to Type) (Expr, bool) {
	st, ok := to.(*ScalarType)
	if !ok {
		return nil, false
	}
	if _, ok := e.Type().(*ScalarType); !ok {
		return nil, false
	}
	switch e.(type) {
	case *IntLit, *FloatLit, *BoolLit:
	default:
		return nil, false
	}
	cv, ok := c.fold(e)
	if !ok {
		return nil, false
	}
	return makeLiteral(castConst(cv, st.Kind), e.First(), e.Last()), true
}

func castConst(v *ConstVal, k ScalarKind) *ConstVal {
	r := &ConstVal{Kind: k}
	switch {
	case k == Bool:
		if v.Kind.IsFloat() {
			r.I = b2i(v.F != 0)
		} else {
			r.I = b2i(v.I != 0)
		}
	case k.IsFloat():
		if v.Kind.IsFloat() {
			r.F = v.F
		} else if v.Kind == Uint || v.Kind == Uint64 || v.Kind == Uint16 || v.Kind == Min16Uint {
			r.F = float64(uint64(v.I))
		} else {
			r.F = float64(v.I)
		}
		r.F = roundToKind(r.F, k)
	default:
		if v.Kind.IsFloat() {
			f := v.F
			if math.IsNaN(f) {
				f = 0
			}
			if k.IsSigned() {
				r.I = int64(f)
			} else {
				if f < 0 {
					r.I = int64(uint64(int64(f)))
				} else {
					r.I = int64(uint64(f))
				}
			}
		} else {
			r.I = v.I
		}
		r.I = wrapInt(r.I, k)
	}
	return r
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// wrapInt truncates an integer value to the kind's width.
func wrapInt(v int64, k ScalarKind) int64 {
	switch k {
	case Int:
		return int64(int32(v))
	case Uint:
		return int64(uint32(v))
	case Int16, Min16Int, Min12Int:
		return int64(int16(v))
	case Uint16, Min16Uint:
		return int64(uint16(v))
	case Bool:
		return b2i(v != 0)
	}
	return v
}

func makeLiteral(v *ConstVal, first, last *Token) Expr {
	eb := exprBase{T: Scalar(v.Kind), Tok: first, End: last}
	switch {
	case v.Kind == Bool:
		return &BoolLit{exprBase: eb, Value: v.I != 0}
	case v.Kind.IsFloat():
		return &FloatLit{exprBase: eb, Value: v.F}
	}
	return &IntLit{exprBase: eb, Value: uint64(v.I)}
}

// roundToKind rounds a folded float value to the precision of kind k:
// float16_t to IEEE half (round to nearest even, overflow to infinity),
// float, half (32-bit without 16-bit types) and the min-precision kinds
// (computed at least as precisely as float allows) to float, double and
// literal float not at all.
func roundToKind(f float64, k ScalarKind) float64 {
	switch k {
	case Float16:
		return roundToHalf(f)
	case Float, Half, Min16Float, Min10Float:
		return float64(float32(f))
	}
	return f
}

// roundToHalf rounds to the nearest IEEE binary16 value, ties to even.
func roundToHalf(f float64) float64 {
	if f == 0 || math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	_, exp := math.Frexp(math.Abs(f)) // |f| = frac * 2^exp, frac in [0.5, 1)
	e := max(exp-1, -14)              // below 2^-14 the spacing stays 2^-24 (subnormals)
	ulp := math.Ldexp(1, e-10)
	r := math.RoundToEven(math.Abs(f)/ulp) * ulp
	if r > 65504 {
		r = math.Inf(1)
	}
	return math.Copysign(r, f)
}

// baseDistance is how many derivations lead from struct b to struct d (1
// for d's own base), 0 when d does not derive from b.
func baseDistance(d, b *StructType) int {
	n := 1
	for s := d.Base; s != nil; s = s.Base {
		if s == b {
			return n
		}
		n++
	}
	return 0
}
