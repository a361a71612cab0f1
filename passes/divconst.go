package passes

import (
	"math/bits"

	"hlslc/ir"
)

// DivConst replaces 32-bit integer division and remainder by a constant,
// which GCN would otherwise expand to a reciprocal-and-correct sequence of
// some twenty instructions, by cheaper exact equivalents:
//
//	udiv x, 2^k → lshr x, k          urem x, 2^k → and x, 2^k-1
//	udiv x, d > 2^31 → select(x >= d, 1, 0)
//	udiv x, d → umulhi(x, m) >> s, or with the add-back step
//	            t = umulhi(x, m); (t + ((x - t) >> 1)) >> (s - 1)
//	            when no 32-bit magic m fits (Granlund and Montgomery)
//	urem x, d → x - udiv(x, d) * d
//	sdiv x, 2^k → (x + ((x >>s 31) >>u (32 - k))) >>s k   (rounds to zero)
//	srem x, 2^k → x - (sdiv(x, 2^k) << k)
//
// Guarantees: bit-identical results for every x (the test checks the
// formulas exhaustively on edge values and randomly on the rest). Other
// signed divisors, and division by 0 or 1 (Simplify's business) stay.
// It reports whether it changed anything.
func DivConst(f *ir.Func) bool {
	r := newRewriter(f)
	b := ir.NewBuilder(f)
	for _, blk := range f.Blocks {
		var old []*ir.Value
		for _, v := range blk.Instrs {
			if v.Op == ir.OpUDiv || v.Op == ir.OpURem || v.Op == ir.OpSDiv || v.Op == ir.OpSRem {
				old = blk.Instrs
				break
			}
		}
		if old == nil {
			continue
		}
		blk.Instrs = make([]*ir.Value, 0, len(old))
		b.SetBlock(blk)
		for _, v := range old {
			r.resolveArgs(v)
			b.Pos = v.Pos
			if w := divByConst(b, v); w != nil {
				r.replace(v, w)
				continue
			}
			blk.Instrs = append(blk.Instrs, v)
		}
	}
	return r.apply()
}

// divByConst emits the replacement of v at the end of b's block, or
// returns nil when v is not a division it handles.
func divByConst(b *ir.Builder, v *ir.Value) *ir.Value {
	switch {
	case v.Op != ir.OpUDiv && v.Op != ir.OpURem && v.Op != ir.OpSDiv && v.Op != ir.OpSRem:
		return nil
	case v.Type != ir.I32 || v.Args[1].Op != ir.OpConst:
		return nil
	}
	x, d := v.Args[0], uint32(v.Args[1].Bits())
	c := func(n uint32) *ir.Value { return b.ConstInt(ir.I32, int64(n)) }
	switch v.Op {
	case ir.OpUDiv, ir.OpURem:
		if d < 2 {
			return nil
		}
		var q *ir.Value
		switch {
		case d&(d-1) == 0:
			if v.Op == ir.OpURem {
				return b.Bin(ir.OpAnd, x, c(d-1))
			}
			return b.Bin(ir.OpLShr, x, c(uint32(bits.TrailingZeros32(d))))
		case d > 1<<31:
			ge := b.ICmp(ir.PredUGe, x, c(d))
			if v.Op == ir.OpURem {
				return b.Select(ge, b.Bin(ir.OpSub, x, c(d)), x)
			}
			return b.Select(ge, c(1), c(0))
		default:
			m, s, add := udivMagic(d)
			t := b.Bin(ir.OpUMulHi, x, c(m))
			if add {
				half := b.Bin(ir.OpLShr, b.Bin(ir.OpSub, x, t), c(1))
				q = b.Bin(ir.OpLShr, b.Bin(ir.OpAdd, t, half), c(uint32(s-1)))
			} else {
				q = t
				if s > 0 {
					q = b.Bin(ir.OpLShr, t, c(uint32(s)))
				}
			}
		}
		if v.Op == ir.OpURem {
			return b.Bin(ir.OpSub, x, b.Bin(ir.OpMul, q, c(d)))
		}
		return q
	case ir.OpSDiv, ir.OpSRem:
		if d < 2 || d > 1<<30 || d&(d-1) != 0 {
			return nil
		}
		k := uint32(bits.TrailingZeros32(d))
		bias := b.Bin(ir.OpLShr, b.Bin(ir.OpAShr, x, c(31)), c(32-k))
		q := b.Bin(ir.OpAShr, b.Bin(ir.OpAdd, x, bias), c(k))
		if v.Op == ir.OpSRem {
			return b.Bin(ir.OpSub, x, b.Bin(ir.OpShl, q, c(k)))
		}
		return q
	}
	return nil
}

// udivMagic returns the multiplier and shift for unsigned 32-bit division
// by d (2 < d ≤ 2^31, not a power of two): q = umulhi(x, m) >> s when add
// is false; otherwise m is the low 32 bits of a 33-bit multiplier and the
// quotient needs the add-back step with shift s.
func udivMagic(d uint32) (m uint32, s int, add bool) {
	// the smallest s with a multiplier m = ceil(2^(32+s) / d) < 2^32 whose
	// error m*d - 2^(32+s) is at most 2^s: then floor(x*m / 2^(32+s)) is
	// exact for all 32-bit x
	for s = 0; s < 32; s++ {
		p := uint64(1) << (32 + s)
		mm := (p + uint64(d) - 1) / uint64(d)
		if mm >= 1<<32 {
			break
		}
		if mm*uint64(d)-p <= uint64(1)<<s {
			return uint32(mm), s, false
		}
	}
	// 33-bit multiplier: l = ceil(log2 d), m = floor(2^32 (2^l - d) / d) + 1
	l := 32 - bits.LeadingZeros32(d-1)
	mm := (uint64(1)<<32)*(uint64(1)<<l-uint64(d))/uint64(d) + 1
	return uint32(mm), l, true
}
