package passes

import (
	"math"
	"math/bits"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

// The conditions the rule table may use.

// valueConds are conditions on one bound value, written x(cond) or
// #c(cond) in a pattern.
var valueConds = map[string]func(a *algebraic, v *ir.Value) bool{
	// wave-uniform (the same in every active lane; see Uniformity)
	"uniform": func(a *algebraic, v *ir.Value) bool { return a.uniform(v) },
	// a scalar integer constant that is a power of two
	"pow2": func(a *algebraic, v *ir.Value) bool {
		x := v.Bits()
		return v.Type.IsInt() && v.Type != ir.I1 && x != 0 && x&(x-1) == 0
	},
	// a shift amount that shifts by nothing (amounts are masked to the
	// element width)
	"noshift": func(a *algebraic, v *ir.Value) bool { return shiftIsZero(v.Type, v.Bits()) },
	// a float constant whose reciprocal is exactly representable (±2^k)
	"recipexact": func(a *algebraic, v *ir.Value) bool {
		if !v.Type.IsFloat() {
			return false
		}
		one := ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, v.Type, []uint64{f64bits(1)})
		if v.Type == ir.F64 {
			one = f64bits(1)
		}
		mode := a.f.Module.DenormF32
		r := ir.EvalOpIn(mode, ir.OpFDiv, 0, v.Type, v.Type, []uint64{one, v.Bits()})
		back := ir.EvalOpIn(mode, ir.OpFMul, 0, v.Type, v.Type, []uint64{r, v.Bits()})
		f := floatOf(v.Type, r)
		return back == one && f != 0 && !math.IsInf(f, 0) && isPow2Float(f)
	},
	// not a constant
	"var": func(a *algebraic, v *ir.Value) bool { return v.Op != ir.OpConst },
}

// ruleConds are the conditions after `if`: a name and bound arguments
// (values, @ for the root, single capitals for predicates).
var ruleConds = map[string]func(a *algebraic, v []*ir.Value, p []ir.Pred) bool{
	// a boolean whose negation costs nothing: a comparison nothing else
	// reads (its inverse predicate) or a negation (its operand)
	"negatable": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		x := v[0]
		if x.Type != ir.I1 {
			return false
		}
		switch x.Op {
		case ir.OpICmp, ir.OpFCmp:
			return a.useCount(x) == 1
		case ir.OpNot:
			return true
		}
		return false
	},
	// the value has no other use (rewriting its user does not duplicate it)
	"oneuse":   func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return a.useCount(v[0]) == 1 },
	"sametype": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type == v[1].Type },
	"i1":       func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type == ir.I1 },
	"i32":      func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type == ir.I32 },
	"i16":      func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type == ir.I16 },
	"f16":      func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type == ir.F16 },
	// a type the hardware reciprocal (v_rcp_f32, v_rcp_f16) computes
	"rcptype": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type == ir.F32 || v[0].Type == ir.F16 },
	// a scalar (not packed) type
	"scalar": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return !v[0].Type.IsPacked() },
	// x ≤ c (unsigned) for every value x can have
	"ule": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		return !v[0].Type.IsPacked() && knownBits(v[0], 0) <= v[1].Bits()
	},
	// the first value's type has fewer bits than the second's
	"narrower": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool { return v[0].Type.Bits() < v[1].Type.Bits() },
	// the predicate holds for equal operands
	"reflexive": func(a *algebraic, _ []*ir.Value, p []ir.Pred) bool {
		switch p[0] {
		case ir.PredEq, ir.PredSLe, ir.PredSGe, ir.PredULe, ir.PredUGe:
			return true
		}
		return false
	},
	// icmp P x, c is true (always) or false (never) for every value x can
	// have, by the range of x (rangeOf)
	"always": func(a *algebraic, v []*ir.Value, p []ir.Pred) bool { return cmpDecided(p[0], v[0], v[1]) == 1 },
	"never":  func(a *algebraic, v []*ir.Value, p []ir.Pred) bool { return cmpDecided(p[0], v[0], v[1]) == 0 },
	// x & c == x: c has every bit x can have
	"covers": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		return knownBits(v[0], 0)&^v[1].Bits()&v[0].Type.Mask() == 0
	},
	// the two masked shift amounts add up to less than the width
	"shiftsum": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		w := uint64(v[0].Type.Bits())
		if v[0].Type.IsPacked() || w == 0 {
			return false
		}
		return v[0].Bits()&(w-1)+v[1].Bits()&(w-1) < w
	},
	// an fma of the type is selected by the backend (v_fma_f32, v_fma_f16,
	// v_pk_fma_f16), and its operands fit one VOP3 instruction as the
	// multiply and add did: no literal constant (gfx9's VOP3 has none)
	// and at most one distinct value that may live in an SGPR (the
	// constant bus carries one), by divergentLocal
	//
	// Not f32 under a flushing denormal mode: there the backend's
	// v_mad_f32/v_mac_f32 compute the multiply and the add exactly (they
	// flush f32 denormals, docs/abi.md), in 4 or 8 bytes where v_fma_f32
	// takes 8 and rounds differently.
	"contractible": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		switch v[0].Type {
		case ir.F32:
			if a.f.Module.DenormF32.FlushF32() {
				return false
			}
		case ir.F16, ir.V2F16:
		default:
			return false
		}
		var sgpr *ir.Value
		for _, x := range v[1:] {
			if x.Op == ir.OpConst {
				if !inlineFloat(x) {
					return false
				}
				continue
			}
			if !a.divergentLocal(x) {
				if sgpr != nil && sgpr != x {
					return false
				}
				sgpr = x
			}
		}
		return true
	},
	// fmax(x, c) == x: x is never NaN and never below c (-0 below +0)
	"atleast": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		lo, _, ok := floatRange(v[0], 0)
		return ok && orderedFloat(v[0].Type, lo) >= orderedFloat(v[1].Type, v[1].Bits())
	},
	// fmin(x, c) == x: x is never NaN and never above c
	"atmost": func(a *algebraic, v []*ir.Value, _ []ir.Pred) bool {
		_, hi, ok := floatRange(v[0], 0)
		return ok && orderedFloat(v[0].Type, hi) <= orderedFloat(v[1].Type, v[1].Bits())
	},
}

// inlineFloat reports whether a float constant is one the backend
// writes as an inline constant, which VOP3 takes: bits that are an integer
// from -16 to 64, or an f32 or f16 ±0.5, ±1, ±2, ±4 (the backend writes
// packed constants by their bits).
func inlineFloat(c *ir.Value) bool {
	if x := int32(uint32(c.Bits())); x >= -16 && x <= 64 {
		return true
	}
	if c.Type != ir.F32 && c.Type != ir.F16 {
		return false
	}
	switch floatOf(c.Type, c.Bits()) {
	case 0.5, -0.5, 1, -1, 2, -2, 4, -4:
		return true
	}
	return false
}

func f64bits(f float64) uint64 { return math.Float64bits(f) }

// floatOf converts a float constant's bits to float64.
func floatOf(t ir.Type, x uint64) float64 {
	switch t.Elem() {
	case ir.F16:
		return f64From(ir.EvalOp(ir.OpFPExt, 0, ir.F16, ir.F64, []uint64{x & 0xffff}))
	case ir.F32:
		return float64(math.Float32frombits(uint32(x)))
	}
	return math.Float64frombits(x)
}

func f64From(x uint64) float64 { return math.Float64frombits(x) }

func isPow2Float(f float64) bool {
	fr, _ := math.Frexp(math.Abs(f))
	return fr == 0.5
}

// orderedFloat maps a float's bits to an integer ordered like the value,
// -0 just below +0 (as fmin and fmax order them).
func orderedFloat(t ir.Type, x uint64) int64 {
	b := t.Elem().Bits()
	sign := uint64(1) << (b - 1)
	if x&sign != 0 {
		return -int64(x&^sign) - 1
	}
	return int64(x)
}

// divergentLocal reports whether v is certainly different across the
// lanes of a wave, by its definition alone (no control flow): a lane id, a
// load the uniformity analysis calls divergent (writable memory, or at an
// address that is), or a pure op of such a value — or at least held in a
// VGPR: a texture read or an atomic, whose result the memory unit writes
// to VGPRs whatever its coordinates. Phis and anything else
// count as possibly uniform: a cheap, conservative stand-in for the
// uniformity analysis where a wrong "uniform" only costs a missed
// rewrite.
func (a *algebraic) divergentLocal(v *ir.Value) bool {
	if v.ID < len(a.divMemo) && a.divMemo[v.ID] != 0 {
		return a.divMemo[v.ID] == 1
	}
	d := false
	switch v.Op {
	case ir.OpConst, ir.OpPhi, ir.OpGroupID:
	case ir.OpThreadID, ir.OpDispatchID:
		d = v.Block != nil && v.Block.Func.Kernel && !dimUniform(v.Block.Func.NumThreads, v.Aux)
	case ir.OpGroupIndex, ir.OpLaneIndex, ir.OpMbcnt, ir.OpWavePrefix, ir.OpWavePrefixCountBits,
		ir.OpTexLoad, ir.OpTexSample, ir.OpTexGather, ir.OpTexAtomic, ir.OpAtomic, ir.OpCmpXchg:
		d = true
	case ir.OpLoad:
		d = !(v.Mem.Kind == ir.MemCBuffer || v.Mem.IsResource() && !v.Mem.Writable) || a.divergentLocal(v.Args[0]) ||
			ir.HeapIndex(v) != nil && a.divergentLocal(ir.HeapIndex(v))
	default:
		if v.Op.Is(ir.FlagPure) {
			for _, x := range v.Args {
				if a.divergentLocal(x) {
					d = true
					break
				}
			}
		}
	}
	for v.ID >= len(a.divMemo) {
		a.divMemo = append(a.divMemo, 0)
	}
	a.divMemo[v.ID] = 2
	if d {
		a.divMemo[v.ID] = 1
	}
	return d
}

// maxDepth bounds the range analyses' recursion.
const maxDepth = 6

// KnownBits returns a mask of the bits the integer value v can have set
// (its type's mask when nothing narrower is known): instruction selection
// uses it to pick the 24-bit multiply.
func KnownBits(v *ir.Value) uint64 { return knownBits(v, 0) }

// knownBits returns a mask of the bits v can have set (integer types).
func knownBits(v *ir.Value, depth int) uint64 {
	m := v.Type.Mask()
	if depth > maxDepth || v.Type.IsPacked() {
		return m
	}
	a := v.Args
	switch v.Op {
	case ir.OpConst:
		return v.Bits()
	case ir.OpAnd:
		return knownBits(a[0], depth+1) & knownBits(a[1], depth+1)
	case ir.OpOr, ir.OpXor:
		return knownBits(a[0], depth+1) | knownBits(a[1], depth+1)
	case ir.OpZExt:
		return knownBits(a[0], depth+1) & a[0].Type.Mask()
	case ir.OpICmp, ir.OpFCmp:
		return 1
	case ir.OpSelect:
		return knownBits(a[1], depth+1) | knownBits(a[2], depth+1)
	case ir.OpLShr:
		if isConst(a[1]) {
			return knownBits(a[0], depth+1) >> (a[1].Bits() & uint64(v.Type.Bits()-1))
		}
	case ir.OpShl:
		if isConst(a[1]) {
			return knownBits(a[0], depth+1) << (a[1].Bits() & uint64(v.Type.Bits()-1)) & m
		}
	case ir.OpUMin:
		return fillDown(min(knownBits(a[0], depth+1), knownBits(a[1], depth+1)))
	case ir.OpURem, ir.OpUDiv:
		if isConst(a[1]) && a[1].Bits() != 0 {
			if v.Op == ir.OpURem {
				return fillDown(min(a[1].Bits()-1, fillDown(knownBits(a[0], depth+1))))
			}
			return fillDown(fillDown(knownBits(a[0], depth+1)) / a[1].Bits())
		}
	case ir.OpCtpop:
		return fillDown(uint64(a[0].Type.Bits()))
	case ir.OpThreadID:
		if f := v.Block.Func; f.Kernel {
			return fillDown(uint64(f.NumThreads[v.Aux] - 1))
		}
	case ir.OpGroupID:
		// a dispatch has at most runspec.MaxGroups workgroups per
		// dimension (D3D's limit, which the launcher enforces)
		if f := v.Block.Func; f.Kernel {
			return fillDown(runspec.MaxGroups - 1)
		}
	case ir.OpDispatchID:
		if f := v.Block.Func; f.Kernel {
			return fillDown(uint64(runspec.MaxGroups*f.NumThreads[v.Aux] - 1))
		}
	case ir.OpGroupIndex:
		if f := v.Block.Func; f.Kernel {
			return fillDown(uint64(f.NumThreads[0]*f.NumThreads[1]*f.NumThreads[2] - 1))
		}
	case ir.OpLaneIndex, ir.OpMbcnt:
		return 63
	case ir.OpLaneCount:
		return 127
	case ir.OpWaveCountBits, ir.OpWavePrefixCountBits:
		return 127
	case ir.OpAdd, ir.OpSub:
		// the low bits both operands have clear are clear in the sum and
		// the difference too (modulo the width): 4*(3i + 1) is 12i + 4, a
		// multiple of 4, which a byte address's & -4 then leaves as it is
		kx, ky := knownBits(a[0], depth+1), knownBits(a[1], depth+1)
		r := m
		if x, y := fillDown(kx), fillDown(ky); v.Op == ir.OpAdd && x+y >= x && x+y <= m {
			r = fillDown(x + y)
		}
		return r &^ lowBits(min(bits.TrailingZeros64(kx), bits.TrailingZeros64(ky)))
	case ir.OpMul:
		// a product has at least the factors' clear low bits together
		kx, ky := knownBits(a[0], depth+1), knownBits(a[1], depth+1)
		r := m
		if hi, lo := bits.Mul64(fillDown(kx), fillDown(ky)); hi == 0 && lo <= m {
			r = fillDown(lo)
		}
		return r &^ lowBits(bits.TrailingZeros64(kx)+bits.TrailingZeros64(ky))
	}
	return m
}

// lowBits returns a mask of the n lowest bits (all 64 from n = 64 on).
func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// fillDown sets every bit below the highest set bit of x.
func fillDown(x uint64) uint64 {
	if x == 0 {
		return 0
	}
	return 1<<bits.Len64(x) - 1
}

// cmpDecided returns 1 when icmp p x, c holds for every value x can have,
// 0 when it holds for none, -1 otherwise (by knownBits: x ≤ its mask).
func cmpDecided(p ir.Pred, x, c *ir.Value) int {
	t := x.Type
	if t.IsPacked() || !isConst(c) {
		return -1
	}
	hi := knownBits(x, 0)
	k := c.Bits()
	sign := uint64(1) << (t.Bits() - 1)
	if t == ir.I1 {
		sign = 2 // i1 compares are unsigned here
	}
	switch p {
	case ir.PredSLt, ir.PredSLe, ir.PredSGt, ir.PredSGe:
		if hi&sign != 0 || k&sign != 0 {
			return -1 // x or c may be negative
		}
		p = map[ir.Pred]ir.Pred{ir.PredSLt: ir.PredULt, ir.PredSLe: ir.PredULe, ir.PredSGt: ir.PredUGt, ir.PredSGe: ir.PredUGe}[p]
	}
	// every value of x is in [0, hi]
	switch p {
	case ir.PredULt:
		if hi < k {
			return 1
		}
	case ir.PredULe:
		if hi <= k {
			return 1
		}
	case ir.PredUGt:
		if hi <= k {
			return 0
		}
	case ir.PredUGe:
		if hi < k {
			return 0
		}
	case ir.PredEq:
		if hi < k || k&^hi != 0 {
			return 0
		}
	case ir.PredNe:
		if hi < k || k&^hi != 0 {
			return 1
		}
	}
	return -1
}

// floatRange returns bounds (as bits of v's type) of a float value that is
// never NaN: lo ≤ v ≤ hi in fmin/fmax order; ok is false when nothing is
// known (or v may be NaN).
func floatRange(v *ir.Value, depth int) (lo, hi uint64, ok bool) {
	t := v.Type
	if !t.IsFloat() || depth > maxDepth {
		return 0, 0, false
	}
	inf := ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, t, []uint64{f64bits(math.Inf(1))})
	if t == ir.F64 {
		inf = f64bits(math.Inf(1))
	}
	ninf := inf | 1<<(t.Bits()-1)
	less := func(x, y uint64) bool { return orderedFloat(t, x) < orderedFloat(t, y) }
	switch v.Op {
	case ir.OpConst:
		if f := floatOf(t, v.Bits()); f != f {
			return 0, 0, false
		}
		return v.Bits(), v.Bits(), true
	case ir.OpFMax, ir.OpFMin:
		// fmin and fmax give the other operand when one is NaN: with one
		// operand never NaN, the result is never NaN
		l0, h0, ok0 := floatRange(v.Args[0], depth+1)
		l1, h1, ok1 := floatRange(v.Args[1], depth+1)
		if !ok0 && !ok1 {
			return 0, 0, false
		}
		if !ok0 {
			l0, h0 = ninf, inf
		}
		if !ok1 {
			l1, h1 = ninf, inf
		}
		pick := func(x, y uint64, larger bool) uint64 {
			if less(x, y) == larger {
				return y
			}
			return x
		}
		if v.Op == ir.OpFMax {
			// max(x, y) ≥ both lower bounds, ≤ the larger upper bound
			return pick(l0, l1, true), pick(h0, h1, true), true
		}
		return pick(l0, l1, false), pick(h0, h1, false), true
	}
	return 0, 0, false
}
