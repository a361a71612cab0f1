package passes

import "hlslc/ir"

// Simplify applies algebraic identities that hold bit for bit under the
// IR's semantics (ir/arith.go) for every operand value, so the interpreter
// gives the same result before and after. x is any value, c a constant; an
// identity on a packed type needs the constant in both halves.
//
// Integers (wraparound, shift amounts masked to the width, division by
// zero defined):
//
//	add x, 0 / sub x, 0 / or x, 0 / xor x, 0 / and x, -1 → x
//	mul x, 1 / udiv x, 1 / sdiv x, 1 / umax x, 0       → x
//	mul x, 0 / and x, 0 / umin x, 0                    → 0
//	urem x, 1 / srem x, 1 / sub x, x / xor x, x        → 0
//	or x, -1                                           → -1
//	and x, x / or x, x / [su]min x, x / [su]max x, x   → x
//	shl/lshr/ashr x, c with c masked to the width 0    → x
//	not (not x)                                        → x
//	icmp eq/sle/sge/ule/uge x, x → true; ne/slt/sgt/ult/ugt x, x → false
//	trunc (zext x) / trunc (sext x) to x's type        → x
//
// Any type: select true, a, b → a; select false, a, b → b;
// select c, x, x → x; select c, true, false → c (i1);
// bitcast (bitcast x) back to x's type → x; lo (pack a, b) → a;
// hi (pack a, b) → b; pack (lo x), (hi x) → x; a phi whose incoming values
// are all the same value v (or the phi itself) → v.
//
// Floats: only the sign-bit identities, which keep NaN payloads:
// fneg (fneg x) → x, fabs (fabs x) → fabs x, fabs (fneg x) → fabs x. The
// usual x + 0, x - 0, x * 1, x / 1, x - x, x * 0, fmin(x, x) are not
// applied: x + 0 is wrong for x = -0 (gives +0), x * 0 and x - x for
// infinities and NaN, and every arithmetic op canonicalizes a NaN operand
// (0x7fc00000) where x would keep its payload.
//
// The pass reports whether it changed anything.
func Simplify(f *ir.Func) bool {
	r := newRewriter(f)
	changed := false
	for _, b := range orderedBlocks(f) {
		for _, v := range b.Instrs {
			r.resolveArgs(v)
			w, inPlace := simplifyValue(f, v)
			if w != nil {
				r.replace(v, w)
			}
			changed = changed || inPlace
		}
	}
	return r.apply() || changed
}

// simplifyValue returns the value v equals, or nil; inPlace reports that
// v's operands were rewritten instead.
func simplifyValue(f *ir.Func, v *ir.Value) (w *ir.Value, inPlace bool) {
	a := v.Args
	zero := func() *ir.Value { return f.Const(v.Type, 0) }
	switch v.Op {
	case ir.OpPhi:
		return trivialPhi(v), false
	case ir.OpAdd, ir.OpOr, ir.OpXor:
		if x := otherIf(a, func(c *ir.Value) bool { return isSplat(c, 0) }); x != nil {
			return x, false
		}
		if a[0] == a[1] {
			if v.Op == ir.OpXor {
				return zero(), false
			}
			if v.Op == ir.OpOr {
				return a[0], false
			}
		}
		if v.Op == ir.OpOr && (isSplat(a[0], -1) || isSplat(a[1], -1)) {
			return f.Const(v.Type, ^uint64(0)), false
		}
	case ir.OpSub:
		if isSplat(a[1], 0) {
			return a[0], false
		}
		if a[0] == a[1] {
			return zero(), false
		}
	case ir.OpMul:
		if x := otherIf(a, func(c *ir.Value) bool { return isSplat(c, 1) }); x != nil {
			return x, false
		}
		if isSplat(a[0], 0) || isSplat(a[1], 0) {
			return zero(), false
		}
	case ir.OpUDiv, ir.OpSDiv:
		if isSplat(a[1], 1) {
			return a[0], false
		}
	case ir.OpURem, ir.OpSRem:
		if isSplat(a[1], 1) {
			return zero(), false
		}
	case ir.OpAnd:
		if x := otherIf(a, func(c *ir.Value) bool { return isSplat(c, -1) }); x != nil {
			return x, false
		}
		if isSplat(a[0], 0) || isSplat(a[1], 0) {
			return zero(), false
		}
		if a[0] == a[1] {
			return a[0], false
		}
	case ir.OpSMin, ir.OpSMax, ir.OpUMin, ir.OpUMax:
		if a[0] == a[1] {
			return a[0], false
		}
		if v.Op == ir.OpUMin && (isSplat(a[0], 0) || isSplat(a[1], 0)) {
			return zero(), false
		}
		if v.Op == ir.OpUMax {
			if x := otherIf(a, func(c *ir.Value) bool { return isSplat(c, 0) }); x != nil {
				return x, false
			}
		}
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		if isConst(a[1]) && shiftIsZero(v.Type, a[1].Bits()) {
			return a[0], false
		}
	case ir.OpNot:
		if a[0].Op == ir.OpNot {
			return a[0].Args[0], false
		}
	case ir.OpICmp:
		if a[0] == a[1] {
			switch ir.Pred(v.Aux) {
			case ir.PredEq, ir.PredSLe, ir.PredSGe, ir.PredULe, ir.PredUGe:
				return f.Const(ir.I1, 1), false
			default:
				return f.Const(ir.I1, 0), false
			}
		}
	case ir.OpTrunc:
		if (a[0].Op == ir.OpZExt || a[0].Op == ir.OpSExt) && a[0].Args[0].Type == v.Type {
			return a[0].Args[0], false
		}
	case ir.OpSelect:
		switch {
		case isConst(a[0]) && a[0].Bits()&1 != 0:
			return a[1], false
		case isConst(a[0]):
			return a[2], false
		case sameValue(a[1], a[2]):
			return a[1], false
		case v.Type == ir.I1 && isConst(a[1]) && a[1].Bits() == 1 && isConst(a[2]) && a[2].Bits() == 0:
			return a[0], false
		}
	case ir.OpBitcast:
		if a[0].Op == ir.OpBitcast && a[0].Args[0].Type == v.Type {
			return a[0].Args[0], false
		}
	case ir.OpLo, ir.OpHi:
		if a[0].Op == ir.OpPack {
			if v.Op == ir.OpLo {
				return a[0].Args[0], false
			}
			return a[0].Args[1], false
		}
	case ir.OpPack:
		if a[0].Op == ir.OpLo && a[1].Op == ir.OpHi && a[0].Args[0] == a[1].Args[0] && a[0].Args[0].Type == v.Type {
			return a[0].Args[0], false
		}
	case ir.OpFNeg:
		if a[0].Op == ir.OpFNeg {
			return a[0].Args[0], false
		}
	case ir.OpFAbs:
		if a[0].Op == ir.OpFAbs {
			return a[0], false
		}
		if a[0].Op == ir.OpFNeg {
			v.Args[0] = a[0].Args[0]
			return nil, true
		}
	}
	return nil, false
}

// otherIf returns the other operand of a two-operand op when one of them
// satisfies is (the second is tried first), or nil.
func otherIf(a []*ir.Value, is func(*ir.Value) bool) *ir.Value {
	if is(a[1]) {
		return a[0]
	}
	if is(a[0]) {
		return a[1]
	}
	return nil
}

// isSplat reports whether c is an integer constant whose every element
// (both halves of a packed v2i16) is e.
func isSplat(c *ir.Value, e int64) bool {
	if !isConst(c) || !c.Type.IsInt() && c.Type != ir.V2I16 {
		return false
	}
	if c.Type == ir.V2I16 {
		x := uint64(e) & 0xffff
		return c.Bits() == x|x<<16
	}
	return c.Bits() == uint64(e)&c.Type.Mask()
}

// shiftIsZero reports whether shifting by the constant amount c leaves a
// value of type t unchanged (amounts are masked to the element width).
func shiftIsZero(t ir.Type, c uint64) bool {
	if t.IsPacked() {
		return c&0xf == 0 && c>>16&0xf == 0
	}
	return c&uint64(t.Bits()-1) == 0
}

// trivialPhi returns the value every incoming edge of phi gives (ignoring
// the phi itself), or nil. That value dominates the phi's block: every
// path to it comes through an edge carrying the value.
func trivialPhi(phi *ir.Value) *ir.Value {
	var same *ir.Value
	for _, a := range phi.Args {
		if a == phi || same != nil && sameValue(a, same) {
			continue
		}
		if same != nil {
			return nil
		}
		same = a
	}
	return same
}
