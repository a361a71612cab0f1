package backend

import (
	"math"
	"math/bits"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/ir"
)

// 64-bit integers and doubles, and the 16-bit integer operations the
// 32-bit unit computes.
//
// Every operation on i64 and f64 values runs on the VALU: i64 arithmetic on
// the 32-bit halves with carry chains (v_add_co/v_addc_co, v_mad_u64_u32),
// shifts and compares with gfx9's 64-bit VALU instructions, f64 arithmetic
// with the f64 VALU instructions, and f64 division and square root as the
// sequences LLVM's AMDGPU backend emits (whose results ir/arith.go
// defines). A 64-bit value lives in a VGPR pair, or in an SGPR pair when
// the scalar unit produced it (s_buffer_load_dwordx2, v_readfirstlane of
// each half, a wave reduction); VALU instructions read such a pair as their
// one constant-bus operand. Uniform 64-bit arithmetic is not moved to the
// SALU: gfx9's SALU compares 64-bit values only for equality and has no
// 64-bit multiply, and one rule (64-bit arithmetic is VALU arithmetic) is
// simpler than a partial one. Wave reductions, whose accumulator is scalar,
// combine with SALU instructions where they exist (s_add_u32/s_addc_u32,
// s_and/or/xor_b64, the 32-bit multiplies) and on the VALU otherwise.
//
// A 64-bit constant is an operand of kind ValLiteral holding all 64 bits
// (sub gives its halves); instructions with a 64-bit operand take it as an
// inline constant when it is one (inline64), and from registers otherwise:
// gfx9's VOP3 encoding has no literal, and VOP1/VOP2 literals of 64-bit
// operands carry only 32 bits.

func is64(t ir.Type) bool { return t == ir.I64 || t == ir.F64 }

// inline64 returns the inline constant that stands for the 64-bit operand
// bits (an integer from -16 to 64, sign-extended; for f64 operands also
// ±0.5, ±1, ±2 and ±4), if there is one.
func inline64(b uint64, float bool) (gfx9.Value, bool) {
	if x := int64(b); x >= -16 && x <= 64 {
		if x >= 0 {
			return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(128 + x), Count: 1}, true
		}
		return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(192 - x), Count: 1}, true
	}
	if float {
		for k, f := range []float64{0.5, -0.5, 1, -1, 2, -2, 4, -4} {
			if math.Float64bits(f) == b {
				return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(240 + k), Count: 1}, true
			}
		}
	}
	return gfx9.Value{}, false
}

// halves returns the 32-bit operands (low, high) of a 64-bit value: the
// halves of its register pair, or of the constant.
func (s *selector) halves(v, user *ir.Value) [2]gfx9.Value {
	if v.Op == ir.OpConst {
		b := v.Bits()
		return [2]gfx9.Value{s.constant32(uint32(b)), s.constant32(uint32(b >> 32))}
	}
	o := s.use(v, user)
	return [2]gfx9.Value{sub(o, 0), sub(o, 1)}
}

// halvesOrSelf returns the low half of a 64-bit value, or the operand of a
// narrower one.
func (s *selector) halvesOrSelf(v, user *ir.Value) gfx9.Value {
	if is64(v.Type) {
		return s.halves(v, user)[0]
	}
	return s.use(v, user)
}

// halvesOrSelfHalf returns half k of a 64-bit value, or (k = 0) the
// operand of a narrower one.
func (s *selector) halvesOrSelfHalf(v, user *ir.Value, k int) gfx9.Value {
	if is64(v.Type) {
		return s.halves(v, user)[k]
	}
	return s.use(v, user)
}

// newVGPRs returns a new tuple of n VGPRs.
func (s *selector) newVGPRs(n int) gfx9.Value {
	if n == 1 {
		return s.vgpr()
	}
	return s.f.NewVReg(mir.VGPR, n)
}

// vhalf returns a 32-bit operand any VOP3 instruction takes, even one
// that also reads a lane mask over the constant bus: a VGPR or an inline
// constant (literals and SGPRs are copied to a VGPR).
func (s *selector) vhalf(o gfx9.Value) gfx9.Value {
	if o.Kind == gfx9.ValLiteral || s.isSGPR(o) {
		r := s.vgpr()
		s.asm("v_mov_b32_e32 %s, %s", r, o)
		return r
	}
	return o
}

// vgprOf returns a VGPR holding the 32-bit operand o.
func (s *selector) vgprOf(o gfx9.Value) gfx9.Value {
	if o.Kind == gfx9.ValReg && !o.IsInline() && !s.isSGPR(o) {
		return o
	}
	r := s.vgpr()
	s.asm("v_mov_b32_e32 %s, %s", r, o)
	return r
}

// vhalves is halves with each half a vhalf.
func (s *selector) vhalves(v, user *ir.Value) [2]gfx9.Value {
	h := s.halves(v, user)
	return [2]gfx9.Value{s.vhalf(h[0]), s.vhalf(h[1])}
}

// src64 returns a 64-bit VOP3 source: a register pair (VGPR or SGPR) or an
// inline constant; other constants are moved into a VGPR pair.
func (s *selector) src64(v, user *ir.Value) gfx9.Value {
	if v.Op == ir.OpConst {
		if c, ok := inline64(v.Bits(), v.Type == ir.F64); ok {
			return c
		}
	}
	o := s.use(v, user)
	if o.Kind == gfx9.ValLiteral {
		return s.reg(v, user)
	}
	return o
}

// srcs64 returns the 64-bit VOP3 sources of args within the constant bus
// limit: one SGPR pair, further ones moved to VGPRs.
func (s *selector) srcs64(user *ir.Value, args ...*ir.Value) []gfx9.Value {
	out := make([]gfx9.Value, len(args))
	var bus gfx9.Value
	for i, a := range args {
		o := s.src64(a, user)
		if s.isSGPR(o) {
			if bus.Kind == gfx9.ValReg && o != bus {
				o = s.reg(a, user)
			} else {
				bus = o
			}
		}
		out[i] = o
	}
	return out
}

// sconst64 returns an operand for the 64-bit constant b in a VOP3 source:
// an inline constant or an SGPR pair.
func (s *selector) sconst64(b uint64, float bool) gfx9.Value {
	if c, ok := inline64(b, float); ok {
		return c
	}
	r := s.mask() // an SGPR pair
	s.asm("s_mov_b32 %s, %s", sub(r, 0), s.constant32(uint32(b)))
	s.asm("s_mov_b32 %s, %s", sub(r, 1), s.constant32(uint32(b>>32)))
	return r
}

// pairOf returns a new VGPR pair holding the 32-bit operands lo and hi.
func (s *selector) pairOf(lo, hi gfx9.Value) gfx9.Value {
	r := s.vgpr64()
	s.asm("v_mov_b32_e32 %s, %s", sub(r, 0), lo)
	s.asm("v_mov_b32_e32 %s, %s", sub(r, 1), hi)
	return r
}

// wideArith selects the value-producing ops on i64 and f64 (operand or
// result) and the 16-bit integer divisions and conversions the 32-bit
// instructions compute; it reports whether v was one of them.
func (s *selector) wideArith(v *ir.Value) bool {
	t := v.Type
	var at ir.Type
	if len(v.Args) > 0 {
		at = v.Args[0].Type
	}
	switch v.Op {
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		if t == ir.I16 {
			s.divRem16(v)
			return true
		}
	case ir.OpTrunc, ir.OpZExt, ir.OpSExt, ir.OpFPTrunc, ir.OpFPExt, ir.OpFPToSI, ir.OpFPToUI, ir.OpSIToFP, ir.OpUIToFP, ir.OpBitcast:
		if is64(t) || is64(at) || t == ir.I16 && at == ir.F32 || t == ir.F32 && at == ir.I16 {
			s.convert(v)
			return true
		}
	}
	if !is64(t) {
		if is64(at) && (v.Op == ir.OpCtpop || v.Op == ir.OpFirstBitLow || v.Op == ir.OpUFirstBitHigh || v.Op == ir.OpSFirstBitHigh) {
			s.bitCount64(v)
			return true
		}
		return false
	}
	if t == ir.I64 {
		s.int64Op(v)
	} else {
		s.float64Op(v)
	}
	return true
}

// int64Op selects an i64 operation.
func (s *selector) int64Op(v *ir.Value) {
	var r gfx9.Value
	switch v.Op {
	case ir.OpAdd, ir.OpSub:
		r = s.addSub64(v.Op == ir.OpSub, s.vhalves(v.Args[0], v), s.vhalves(v.Args[1], v))
	case ir.OpMul:
		if c := v.Args[1]; c.Op == ir.OpConst && c.Bits() != 0 && c.Bits()&(c.Bits()-1) == 0 {
			r = s.vgpr64()
			s.asm("v_lshlrev_b64 %s, %d, %s", r, bits.TrailingZeros64(c.Bits()), s.src64(v.Args[0], v))
			break
		}
		r = s.mul64(s.vhalves(v.Args[0], v), s.vhalves(v.Args[1], v))
	case ir.OpUMulHi:
		r = s.mulHi64(s.vhalves(v.Args[0], v), s.vhalves(v.Args[1], v))
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		r = s.divRem64(v)
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		// the amount is masked to 6 bits, as the IR defines
		m := map[ir.Op]string{ir.OpShl: "v_lshlrev_b64", ir.OpLShr: "v_lshrrev_b64", ir.OpAShr: "v_ashrrev_i64"}[v.Op]
		r = s.vgpr64()
		amt := s.halves(v.Args[1], v)[0]
		if amt.Kind == gfx9.ValLiteral {
			amt = s.constant32(uint32(amt.Imm) & 63)
		}
		x := s.src64(v.Args[0], v)
		if s.isSGPR(x) && s.isSGPR(amt) {
			amt = s.vhalf(amt)
		}
		s.asm(m+" %s, %s, %s", r, amt, x)
	case ir.OpAnd, ir.OpOr, ir.OpXor:
		m := map[ir.Op]string{ir.OpAnd: "v_and_b32", ir.OpOr: "v_or_b32", ir.OpXor: "v_xor_b32"}[v.Op]
		a, b := s.vhalves(v.Args[0], v), s.vhalves(v.Args[1], v)
		r = s.vgpr64()
		for k := 0; k < 2; k++ {
			s.asm(m+"_e64 %s, %s, %s", sub(r, k), a[k], b[k])
		}
	case ir.OpNot:
		a := s.halves(v.Args[0], v)
		r = s.vgpr64()
		for k := 0; k < 2; k++ {
			s.asm("v_not_b32_e32 %s, %s", sub(r, k), a[k])
		}
	case ir.OpSMin, ir.OpSMax, ir.OpUMin, ir.OpUMax:
		pred := map[ir.Op]string{ir.OpSMin: "lt_i64", ir.OpSMax: "gt_i64", ir.OpUMin: "lt_u64", ir.OpUMax: "gt_u64"}[v.Op]
		o := s.srcs64(v, v.Args[0], v.Args[1])
		pick := s.mask()
		s.asm("v_cmp_"+pred+"_e64 %s, %s, %s", pick, o[0], o[1]) // the first operand wins
		r = s.select64(pick, s.vhalves(v.Args[0], v), s.vhalves(v.Args[1], v))
	case ir.OpBitReverse:
		a := s.halves(v.Args[0], v)
		r = s.vgpr64()
		s.asm("v_bfrev_b32_e32 %s, %s", sub(r, 0), a[1])
		s.asm("v_bfrev_b32_e32 %s, %s", sub(r, 1), a[0])
	default:
		s.fail(v, "the backend does not select %s on i64", v.Op)
	}
	s.def(v, r)
}

// addSub64 returns a+b or a-b through the carry.
func (s *selector) addSub64(sub_ bool, a, b [2]gfx9.Value) gfx9.Value {
	lo, hi := "v_add_co_u32_e64", "v_addc_co_u32_e64"
	if sub_ {
		lo, hi = "v_sub_co_u32_e64", "v_subb_co_u32_e64"
	}
	r, c, c2 := s.vgpr64(), s.mask(), s.mask()
	s.asm(lo+" %s, %s, %s, %s", sub(r, 0), c, a[0], b[0])
	s.asm(hi+" %s, %s, %s, %s, %s", sub(r, 1), c2, a[1], b[1], c)
	return r
}

// mul64 returns the low 64 bits of a*b: a0*b0 in full (v_mad_u64_u32)
// plus the low halves of the cross products in the high word.
func (s *selector) mul64(a, b [2]gfx9.Value) gfx9.Value {
	r, c := s.vgpr64(), s.mask()
	s.asm("v_mad_u64_u32 %s, %s, %s, %s, 0", r, c, a[0], b[0])
	var cross []gfx9.Value
	for _, p := range [][2]gfx9.Value{{a[0], b[1]}, {a[1], b[0]}} {
		if p[0].IsInline() && p[0].Code == 128 || p[1].IsInline() && p[1].Code == 128 {
			continue // a zero half
		}
		t := s.vgpr()
		s.asm("v_mul_lo_u32 %s, %s, %s", t, p[0], p[1])
		cross = append(cross, t)
	}
	switch len(cross) {
	case 1:
		s.asm("v_add_u32_e32 %s, %s, %s", sub(r, 1), cross[0], sub(r, 1))
	case 2:
		s.asm("v_add3_u32 %s, %s, %s, %s", sub(r, 1), sub(r, 1), cross[0], cross[1])
	}
	return r
}

// mulHi64 returns the high 64 bits of the 128-bit product a*b:
// x = a0*b1 + hi(a0*b0) and y = a1*b0 + lo(x) cannot overflow 64 bits,
// and the result is a1*b1 + hi(x) + hi(y).
func (s *selector) mulHi64(a, b [2]gfx9.Value) gfx9.Value {
	h := s.vgpr64()
	s.asm("v_mul_hi_u32 %s, %s, %s", sub(h, 0), a[0], b[0])
	s.asm("v_mov_b32_e32 %s, 0", sub(h, 1))
	x, y := s.vgpr64(), s.vgpr64()
	s.asm("v_mad_u64_u32 %s, %s, %s, %s, %s", x, s.mask(), a[0], b[1], h)
	lo := s.vgpr64()
	s.asm("v_mov_b32_e32 %s, %s", sub(lo, 0), sub(x, 0))
	s.asm("v_mov_b32_e32 %s, 0", sub(lo, 1))
	s.asm("v_mad_u64_u32 %s, %s, %s, %s, %s", y, s.mask(), a[1], b[0], lo)
	sum := s.addSub64(false, [2]gfx9.Value{sub(x, 1), s.constant32(0)}, [2]gfx9.Value{sub(y, 1), s.constant32(0)})
	r := s.vgpr64()
	s.asm("v_mad_u64_u32 %s, %s, %s, %s, %s", r, s.mask(), a[1], b[1], sum)
	return r
}

// select64 returns c ? a : b per lane.
func (s *selector) select64(c gfx9.Value, a, b [2]gfx9.Value) gfx9.Value {
	r := s.vgpr64()
	for k := 0; k < 2; k++ {
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", sub(r, k), b[k], a[k], c)
	}
	return r
}

// cmp64 returns the lane mask of an integer compare of two 64-bit halves.
func (s *selector) cmp64(pred string, a, b gfx9.Value) gfx9.Value {
	m := s.mask()
	s.asm("v_cmp_"+pred+"_e64 %s, %s, %s", m, a, b)
	return m
}

// udivRem64 returns n / d and n % d for d != 0 (the caller handles a zero
// divisor). The reciprocal 2^64/d is estimated in f32 from d's halves,
// scaled by 1 - 2^-20 so that the estimate stays below 2^64/d even with
// v_rcp_f32's error (LLVM scales by 1 - 2^-22; 2^-20 still leaves two
// Newton-Raphson steps enough to reach 64 bits, and tolerates two ulps of
// v_rcp_f32 error on twenty million random operand pairs), split into
// two 32-bit halves, refined by two Newton-Raphson steps in 64-bit
// integer arithmetic (r += mulhi(r, -d*r)); the quotient estimate
// mulhi(n, r) is then at most two below the quotient, which two
// corrections fix.
func (s *selector) udivRem64(n, d [2]gfx9.Value) (q, rem gfx9.Value) {
	dlo, dhi, f, rc := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
	s.asm("v_cvt_f32_u32_e32 %s, %s", dlo, d[0])
	s.asm("v_cvt_f32_u32_e32 %s, %s", dhi, d[1])
	s.asm("v_fma_f32 %s, %s, %s, %s", f, dhi, s.inlineOrReg(0x4f800000), dlo) // hi * 2^32 + lo
	s.asm("v_rcp_f32_e32 %s, %s", rc, f)
	m1, m2, tr, m3 := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
	s.asm("v_mul_f32_e32 %s, 0x5f7ffff0, %s", m1, rc) // (2^64 - 2^44) / d
	s.asm("v_mul_f32_e32 %s, 0x2f800000, %s", m2, m1) // / 2^32
	s.asm("v_trunc_f32_e32 %s, %s", tr, m2)
	s.asm("v_fma_f32 %s, %s, %s, %s", m3, tr, s.inlineOrReg(0xcf800000), m1) // m1 - tr * 2^32
	r := s.vgpr64()
	s.asm("v_cvt_u32_f32_e32 %s, %s", sub(r, 0), m3)
	s.asm("v_cvt_u32_f32_e32 %s, %s", sub(r, 1), tr)
	negd := s.addSub64(true, [2]gfx9.Value{s.constant32(0), s.constant32(0)}, d)
	nd := [2]gfx9.Value{sub(negd, 0), sub(negd, 1)}
	for k := 0; k < 2; k++ {
		rh := [2]gfx9.Value{sub(r, 0), sub(r, 1)}
		e := s.mul64(nd, rh)
		h := s.mulHi64(rh, [2]gfx9.Value{sub(e, 0), sub(e, 1)})
		r = s.addSub64(false, rh, [2]gfx9.Value{sub(h, 0), sub(h, 1)})
	}
	q = s.mulHi64(n, [2]gfx9.Value{sub(r, 0), sub(r, 1)})
	p := s.mul64([2]gfx9.Value{sub(q, 0), sub(q, 1)}, d)
	rem = s.addSub64(true, n, [2]gfx9.Value{sub(p, 0), sub(p, 1)})
	dp := s.pairOf(d[0], d[1])
	for k := 0; k < 2; k++ {
		ge := s.cmp64("ge_u64", rem, dp)
		q1 := s.addSub64(false, [2]gfx9.Value{sub(q, 0), sub(q, 1)}, [2]gfx9.Value{s.constant32(1), s.constant32(0)})
		r1 := s.addSub64(true, [2]gfx9.Value{sub(rem, 0), sub(rem, 1)}, d)
		q = s.select64(ge, [2]gfx9.Value{sub(q1, 0), sub(q1, 1)}, [2]gfx9.Value{sub(q, 0), sub(q, 1)})
		rem = s.select64(ge, [2]gfx9.Value{sub(r1, 0), sub(r1, 1)}, [2]gfx9.Value{sub(rem, 0), sub(rem, 1)})
	}
	return q, rem
}

// abs64 returns |x| (as unsigned) and the sign mask of x (0 or -1 in a
// VGPR): (x ^ sign) - sign.
func (s *selector) abs64(x [2]gfx9.Value) ([2]gfx9.Value, gfx9.Value) {
	sign := s.vgpr()
	s.asm("v_ashrrev_i32_e64 %s, 31, %s", sign, x[1])
	f := s.vgpr64()
	s.asm("v_xor_b32_e64 %s, %s, %s", sub(f, 0), x[0], sign)
	s.asm("v_xor_b32_e64 %s, %s, %s", sub(f, 1), x[1], sign)
	a := s.addSub64(true, [2]gfx9.Value{sub(f, 0), sub(f, 1)}, [2]gfx9.Value{sign, sign})
	return [2]gfx9.Value{sub(a, 0), sub(a, 1)}, sign
}

// divRem64 selects i64 division and remainder: unsigned on magnitudes,
// the sign applied after; a zero divisor gives all ones, as the IR
// defines (sdiv MIN/-1 = MIN and srem MIN/-1 = 0 come out of the
// magnitudes: 2^63 / 1 negated is MIN).
func (s *selector) divRem64(v *ir.Value) gfx9.Value {
	signed := v.Op == ir.OpSDiv || v.Op == ir.OpSRem
	n, d := s.vhalves(v.Args[0], v), s.vhalves(v.Args[1], v)
	var sn, sd gfx9.Value
	if signed {
		n, sn = s.abs64(n)
		d, sd = s.abs64(d)
	}
	q, rem := s.udivRem64(n, d)
	res := q
	if v.Op == ir.OpURem || v.Op == ir.OpSRem {
		res = rem
	}
	if signed {
		sign := sn // the remainder takes the dividend's sign
		if v.Op == ir.OpSDiv {
			sign = s.vgpr()
			s.asm("v_xor_b32_e32 %s, %s, %s", sign, sn, sd)
		}
		f := s.vgpr64()
		s.asm("v_xor_b32_e64 %s, %s, %s", sub(f, 0), sub(res, 0), sign)
		s.asm("v_xor_b32_e64 %s, %s, %s", sub(f, 1), sub(res, 1), sign)
		res = s.addSub64(true, [2]gfx9.Value{sub(f, 0), sub(f, 1)}, [2]gfx9.Value{sign, sign})
	}
	zero := s.mask()
	dp := s.pairOf(d[0], d[1])
	s.asm("v_cmp_eq_u64_e64 %s, 0, %s", zero, dp)
	return s.select64(zero, [2]gfx9.Value{s.constant32(0xffffffff), s.constant32(0xffffffff)}, [2]gfx9.Value{sub(res, 0), sub(res, 1)})
}

// divRem16 selects 16-bit division and remainder as the 32-bit ones on the
// zero- or sign-extended operands: the low half is the 16-bit result, a
// zero divisor's all ones included, and sdiv MIN/-1 (32768) wraps to MIN.
func (s *selector) divRem16(v *ir.Value) {
	signed := v.Op == ir.OpSDiv || v.Op == ir.OpSRem
	ext := func(a *ir.Value) gfx9.Value {
		r := s.vgpr()
		if signed {
			s.asm("v_bfe_i32 %s, %s, 0, 16", r, s.vhalf(s.use(a, v)))
		} else {
			s.asm("v_and_b32_e32 %s, 0xffff, %s", r, s.reg(a, v))
		}
		return r
	}
	r := s.vgpr()
	s.divRem32(r, v.Op, ext(v.Args[0]), ext(v.Args[1]))
	s.def(v, r)
}

// bitCount64 selects ctpop and the firstbit ops of an i64 (the result is
// an i32).
func (s *selector) bitCount64(v *ir.Value) {
	a := s.halves(v.Args[0], v)
	r := s.vgpr()
	switch v.Op {
	case ir.OpCtpop:
		t := s.vgpr()
		s.asm("v_bcnt_u32_b32 %s, %s, 0", t, s.vhalf(a[0]))
		s.asm("v_bcnt_u32_b32 %s, %s, %s", r, s.vhalf(a[1]), t)
	case ir.OpFirstBitLow:
		// ffbl gives -1 for no bit: min(ffbl(lo), ffbl(hi) | 32) is the
		// low half's bit, else 32 + the high half's, else -1
		lo, hi := s.vgpr(), s.vgpr()
		s.asm("v_ffbl_b32_e32 %s, %s", lo, a[0])
		s.asm("v_ffbl_b32_e32 %s, %s", hi, a[1])
		s.asm("v_or_b32_e32 %s, 32, %s", hi, hi)
		s.asm("v_min_u32_e32 %s, %s, %s", r, lo, hi)
	case ir.OpUFirstBitHigh, ir.OpSFirstBitHigh:
		x := a
		if v.Op == ir.OpSFirstBitHigh {
			// the highest bit that differs from the sign: that of x ^ sign
			sign := s.vgpr()
			s.asm("v_ashrrev_i32_e64 %s, 31, %s", sign, s.vhalf(a[1]))
			x = [2]gfx9.Value{s.vgpr(), s.vgpr()}
			s.asm("v_xor_b32_e64 %s, %s, %s", x[0], s.vhalf(a[0]), sign)
			s.asm("v_xor_b32_e64 %s, %s, %s", x[1], s.vhalf(a[1]), sign)
		}
		// leading zeros: min(ffbh(hi), ffbh(lo) | 32), -1 when zero
		lo, hi, lz := s.vgpr(), s.vgpr(), s.vgpr()
		s.asm("v_ffbh_u32_e32 %s, %s", hi, x[1])
		s.asm("v_ffbh_u32_e32 %s, %s", lo, x[0])
		s.asm("v_or_b32_e32 %s, 32, %s", lo, lo)
		s.asm("v_min_u32_e32 %s, %s, %s", lz, hi, lo)
		d, none := s.vgpr(), s.mask()
		s.asm("v_sub_u32_e32 %s, 63, %s", d, lz)
		s.asm("v_cmp_eq_u32_e64 %s, -1, %s", none, lz)
		s.asm("v_cndmask_b32_e64 %s, %s, -1, %s", r, d, none)
	}
	s.def(v, r)
}

// float64Op selects an f64 operation.
func (s *selector) float64Op(v *ir.Value) {
	r := s.vgpr64()
	switch v.Op {
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFMin, ir.OpFMax:
		m := map[ir.Op]string{ir.OpFAdd: "v_add_f64", ir.OpFSub: "v_add_f64", ir.OpFMul: "v_mul_f64", ir.OpFMin: "v_min_f64", ir.OpFMax: "v_max_f64"}[v.Op]
		o := s.srcs64(v, v.Args[0], v.Args[1])
		b := "%s"
		if v.Op == ir.OpFSub {
			b = "neg(%s)" // "-%s" would misread an inline constant -1.0
		}
		s.asm(m+" %s, %s, "+b, r, o[0], o[1])
	case ir.OpFma:
		o := s.srcs64(v, v.Args...)
		s.asm("v_fma_f64 %s, %s, %s, %s", r, o[0], o[1], o[2])
	case ir.OpFNeg, ir.OpFAbs:
		// the sign bit only: NaN payloads stay
		a := s.halves(v.Args[0], v)
		s.asm("v_mov_b32_e32 %s, %s", sub(r, 0), a[0])
		if v.Op == ir.OpFNeg {
			s.asm("v_xor_b32_e32 %s, 0x80000000, %s", sub(r, 1), s.vgprOf(a[1]))
		} else {
			s.asm("v_and_b32_e32 %s, 0x7fffffff, %s", sub(r, 1), s.vgprOf(a[1]))
		}
	case ir.OpFloor, ir.OpCeil, ir.OpFTrunc, ir.OpFRound, ir.OpFract:
		m := map[ir.Op]string{ir.OpFloor: "v_floor_f64", ir.OpCeil: "v_ceil_f64", ir.OpFTrunc: "v_trunc_f64", ir.OpFRound: "v_rndne_f64", ir.OpFract: "v_fract_f64"}[v.Op]
		s.asm(m+"_e32 %s, %s", r, s.src64(v.Args[0], v))
	case ir.OpFDiv:
		o := s.srcs64(v, v.Args[0], v.Args[1])
		r = s.fdiv64(o[0], o[1])
	case ir.OpRcp:
		r = s.fdiv64(s.sconst64(math.Float64bits(1), true), s.src64(v.Args[0], v))
	case ir.OpSqrt:
		r = s.sqrt64(s.src64(v.Args[0], v))
	case ir.OpRsqrt:
		r = s.fdiv64(s.sconst64(math.Float64bits(1), true), s.sqrt64(s.src64(v.Args[0], v)))
	default:
		// HLSL computes the others in float (DXC's float_like intrinsics)
		s.fail(v, "the backend does not select %s on f64", v.Op)
	}
	s.def(v, r)
}

// fdiv64 returns n/d by GCN's division macro (divmacro, the IR's
// definition of f64 division): d and n scaled apart by v_div_scale, the
// reciprocal of d refined by two Newton-Raphson steps, the quotient
// corrected once with the fused remainder (v_div_fmas, which also undoes
// the numerator's scale), and the special cases put back by v_div_fixup.
// v_div_fmas reads the VCC of the second v_div_scale, which is written
// explicitly and read at once.
func (s *selector) fdiv64(n, d gfx9.Value) gfx9.Value {
	ds, rc, e0, r1, e1, r2 := s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64()
	s.asm("v_div_scale_f64 %s, %s, %s, %s, %s", ds, s.mask(), d, d, n)
	s.asm("v_rcp_f64_e32 %s, %s", rc, ds)
	s.asm("v_fma_f64 %s, -%s, %s, 1.0", e0, ds, rc)
	s.asm("v_fma_f64 %s, %s, %s, %s", r1, rc, e0, rc)
	s.asm("v_fma_f64 %s, -%s, %s, 1.0", e1, ds, r1)
	s.asm("v_fma_f64 %s, %s, %s, %s", r2, r1, e1, r1)
	ns, q, e2, f, r := s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64()
	s.asm("v_div_scale_f64 %s, vcc, %s, %s, %s", ns, n, d, n)
	s.asm("v_mul_f64 %s, %s, %s", q, ns, r2)
	s.asm("v_fma_f64 %s, -%s, %s, %s", e2, ds, q, ns)
	s.asm("v_div_fmas_f64 %s, %s, %s, %s", f, e2, r2, q)
	s.asm("v_div_fixup_f64 %s, %s, %s, %s", r, f, d, n)
	return r
}

// sqrt64 returns the correctly rounded square root of x (LLVM's
// expansion): x below 2^-767 is scaled by 2^256 so that nothing underflows;
// v_rsq_f64's estimate y gives g = x*y ≈ sqrt(x) and h = y/2; one
// Goldschmidt step refines both, two Newton-Raphson steps on g with the
// exact residual x - g*g make g correctly rounded; the result is scaled
// back by 2^-128; ±0 and +inf are their own square roots (the steps would
// give NaN). Checked against math.Sqrt on five million operands, also with
// the estimate off by 2^-22.
func (s *selector) sqrt64(x gfx9.Value) gfx9.Value {
	small, up := s.mask(), s.vgpr()
	s.asm("v_cmp_gt_f64_e64 %s, %s, %s", small, s.sconst64(0x1000000000000000, true), x) // 2^-767
	s.asm("v_cndmask_b32_e64 %s, 0, 1, %s", up, small)
	s.asm("v_lshlrev_b32_e32 %s, 8, %s", up, up) // 256 or 0
	xs := s.vgpr64()
	s.asm("v_ldexp_f64 %s, %s, %s", xs, x, up)
	y, g, h, rr := s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64()
	s.asm("v_rsq_f64_e32 %s, %s", y, xs)
	s.asm("v_mul_f64 %s, %s, %s", g, xs, y)
	s.asm("v_mul_f64 %s, %s, 0.5", h, y)
	s.asm("v_fma_f64 %s, -%s, %s, 0.5", rr, h, g)
	g1, h1 := s.vgpr64(), s.vgpr64()
	s.asm("v_fma_f64 %s, %s, %s, %s", g1, g, rr, g)
	s.asm("v_fma_f64 %s, %s, %s, %s", h1, h, rr, h)
	for k := 0; k < 2; k++ {
		d, g2 := s.vgpr64(), s.vgpr64()
		s.asm("v_fma_f64 %s, -%s, %s, %s", d, g1, g1, xs)
		s.asm("v_fma_f64 %s, %s, %s, %s", g2, d, h1, g1)
		g1 = g2
	}
	down, res := s.vgpr(), s.vgpr64()
	s.asm("v_lshrrev_b32_e32 %s, 1, %s", down, up)
	s.asm("v_sub_u32_e32 %s, 0, %s", down, down) // -128 or 0
	s.asm("v_ldexp_f64 %s, %s, %s", res, g1, down)
	own, cls := s.mask(), s.vgpr()
	s.asm("v_mov_b32_e32 %s, 0x260", cls) // -0, +0, +inf
	s.asm("v_cmp_class_f64_e64 %s, %s, %s", own, xs, cls)
	r := s.select64(own, [2]gfx9.Value{sub(xs, 0), sub(xs, 1)}, [2]gfx9.Value{sub(res, 0), sub(res, 1)})
	return r
}

// convert selects the conversions with a 64-bit operand or result, and
// those between i16 and f32.
func (s *selector) convert(v *ir.Value) {
	t, a := v.Type, v.Args[0]
	at := a.Type
	signed := v.Op == ir.OpSExt || v.Op == ir.OpFPToSI || v.Op == ir.OpSIToFP
	var r gfx9.Value
	switch {
	case v.Op == ir.OpBitcast && t.Bits() == at.Bits():
		s.def(v, s.use(a, v)) // the same bits, wherever they are
		return
	case v.Op == ir.OpTrunc: // i64 to i32 or i16: the low half
		var ok bool
		if r, ok = s.truncOfShift(a, v); !ok {
			r = s.halves(a, v)[0]
		}
		if r.Kind != gfx9.ValReg || r.IsInline() {
			r = s.vgprOf(r)
		}
	case v.Op == ir.OpZExt || v.Op == ir.OpSExt: // i32 or i16 to i64
		lo := s.int32Of(a, signed, v)
		r = s.vgpr64()
		s.asm("v_mov_b32_e32 %s, %s", sub(r, 0), lo)
		if signed {
			s.asm("v_ashrrev_i32_e64 %s, 31, %s", sub(r, 1), s.vhalf(lo))
		} else {
			s.asm("v_mov_b32_e32 %s, 0", sub(r, 1))
		}
	case v.Op == ir.OpFPExt: // f32 or f16 to f64, exactly
		x := s.use(a, v)
		if at == ir.F16 {
			f := s.vgpr()
			s.asm("v_cvt_f32_f16_e32 %s, %s", f, x)
			x = f
		}
		r = s.vgpr64()
		s.asm("v_cvt_f64_f32_e32 %s, %s", r, x)
	case v.Op == ir.OpFPTrunc && t == ir.F32:
		r = s.vgpr()
		s.asm("v_cvt_f32_f64_e32 %s, %s", r, s.src64(a, v))
	case v.Op == ir.OpFPTrunc: // f64 to f16
		r = s.vgpr()
		s.asm("v_cvt_f16_f32_e32 %s, %s", r, s.f32RoundOdd(s.src64(a, v)))
	case (v.Op == ir.OpFPToSI || v.Op == ir.OpFPToUI) && t == ir.I64:
		x := s.src64(a, v)
		if at != ir.F64 {
			x = s.f64Of(a, v)
		}
		r = s.fpToInt64(x, signed)
	case v.Op == ir.OpFPToSI || v.Op == ir.OpFPToUI: // f64 or f32 to i32 or i16
		r = s.vgpr()
		m := map[bool]string{true: "v_cvt_i32_f64", false: "v_cvt_u32_f64"}[signed]
		x := s.src64(a, v)
		if at == ir.F32 {
			m = map[bool]string{true: "v_cvt_i32_f32", false: "v_cvt_u32_f32"}[signed]
			x = s.use(a, v)
		}
		s.asm(m+"_e32 %s, %s", r, x)
		if t == ir.I16 { // saturate to the 16-bit range, as the IR does
			if signed {
				s.asm("v_med3_i32 %s, %s, %s, %s", r, r, s.inlineOrReg(0xffff8000), s.inlineOrReg(0x7fff))
			} else {
				s.asm("v_min_u32_e32 %s, 0xffff, %s", r, r)
			}
		}
	case (v.Op == ir.OpSIToFP || v.Op == ir.OpUIToFP) && at == ir.I64:
		r = s.int64ToFP(s.vhalves(a, v), signed, t)
	case v.Op == ir.OpSIToFP || v.Op == ir.OpUIToFP: // i32 or i16 to f64, i16 to f32
		x := s.int32Of(a, signed, v)
		if t == ir.F32 {
			r = s.vgpr()
			s.asm(map[bool]string{true: "v_cvt_f32_i32", false: "v_cvt_f32_u32"}[signed]+"_e32 %s, %s", r, x)
			break
		}
		r = s.vgpr64()
		s.asm(map[bool]string{true: "v_cvt_f64_i32", false: "v_cvt_f64_u32"}[signed]+"_e32 %s, %s", r, x)
	default:
		s.fail(v, "the backend does not select %s from %s to %s", v.Op, at, t)
	}
	s.def(v, r)
}

// truncOfShift returns the low half of a, an i64 shifted right by a
// constant from 32 to 63 (uint(x >> 32), the high word of a ballot or a
// 64-bit integer): the high half of the shifted value, itself shifted by
// the rest of the amount. The 64-bit shift is not needed then (deadcode
// drops it when this was its one use), nor the VGPR pair it wants where x
// is in SGPRs. It reports false for any other a.
func (s *selector) truncOfShift(a, user *ir.Value) (gfx9.Value, bool) {
	if a.Op != ir.OpLShr && a.Op != ir.OpAShr || a.Type != ir.I64 || a.Args[1].Op != ir.OpConst {
		return gfx9.Value{}, false
	}
	k := a.Args[1].Bits() & 63 // the IR masks the amount to 6 bits
	if k < 32 {
		return gfx9.Value{}, false
	}
	hi := s.halves(a.Args[0], user)[1]
	if k == 32 {
		return hi, true
	}
	r := s.vgpr()
	m := map[ir.Op]string{ir.OpLShr: "v_lshrrev_b32", ir.OpAShr: "v_ashrrev_i32"}[a.Op]
	enc := "_e32"
	if s.isSGPR(hi) { // VOP2's second source is a VGPR
		enc = "_e64"
	}
	s.asm(m+enc+" %s, %d, %s", r, k-32, hi)
	return r, true
}

// int32Of returns an i32 or i16 value as a 32-bit operand, a 16-bit one
// zero- or sign-extended.
func (s *selector) int32Of(a *ir.Value, signed bool, user *ir.Value) gfx9.Value {
	if a.Type != ir.I16 {
		return s.use(a, user)
	}
	r := s.vgpr()
	if signed {
		s.asm("v_bfe_i32 %s, %s, 0, 16", r, s.vhalf(s.use(a, user)))
	} else {
		s.asm("v_and_b32_e32 %s, 0xffff, %s", r, s.reg(a, user))
	}
	return r
}

// f64Of returns an f32 or f16 value converted (exactly) to f64.
func (s *selector) f64Of(a, user *ir.Value) gfx9.Value {
	x := s.use(a, user)
	if a.Type == ir.F16 {
		f := s.vgpr()
		s.asm("v_cvt_f32_f16_e32 %s, %s", f, x)
		x = f
	}
	r := s.vgpr64()
	s.asm("v_cvt_f64_f32_e32 %s, %s", r, x)
	return r
}

// f32RoundOdd converts an f64 to f32 rounding to odd (an inexact result
// takes the odd one of its two neighbours), so that rounding it on to f16
// is the correctly rounded f64 to f16 conversion (f32 keeps more than two
// bits beyond f16's). v_cvt_f32_f64 rounds to nearest even; an inexact
// even result moves one step towards x.
func (s *selector) f32RoundOdd(x gfx9.Value) gfx9.Value {
	f, b := s.vgpr(), s.vgpr64()
	s.asm("v_cvt_f32_f64_e32 %s, %s", f, x)
	s.asm("v_cvt_f64_f32_e32 %s, %s", b, f)
	inexact, away := s.mask(), s.mask()
	s.asm("v_cmp_lg_f64_e64 %s, %s, %s", inexact, b, x) // false for NaN
	s.asm("v_cmp_gt_f64_e64 %s, |%s|, |%s|", away, b, x)
	lsb, even, step := s.vgpr(), s.mask(), s.vgpr()
	s.asm("v_and_b32_e32 %s, 1, %s", lsb, f)
	s.asm("v_cmp_eq_u32_e64 %s, 0, %s", even, lsb)
	s.asm("s_and_b64 %s, %s, %s", even, even, inexact)
	s.asm("v_cndmask_b32_e64 %s, 1, -1, %s", step, away) // towards zero when the magnitude grew
	s.asm("v_cndmask_b32_e64 %s, 0, %s, %s", step, step, even)
	r := s.vgpr()
	s.asm("v_add_u32_e32 %s, %s, %s", r, f, step)
	return r
}

// fpToInt64 converts an f64 to i64 or u64: truncated toward zero, split
// into high and low 32-bit parts exactly (hi = floor(t / 2^32), lo = t -
// hi * 2^32), each converted; out-of-range values saturate and NaN gives 0,
// as the IR defines.
func (s *selector) fpToInt64(x gfx9.Value, signed bool) gfx9.Value {
	t, m, hf, hs, lf := s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64()
	s.asm("v_trunc_f64_e32 %s, %s", t, x)
	s.asm("v_ldexp_f64 %s, %s, %s", m, t, s.inlineOrReg(0xffffffe0)) // 2^-32
	s.asm("v_floor_f64_e32 %s, %s", hf, m)
	s.asm("v_ldexp_f64 %s, %s, 32", hs, hf)
	s.asm("v_add_f64 %s, %s, -%s", lf, t, hs) // exact: an integer below 2^32
	r := s.vgpr64()
	s.asm("v_cvt_u32_f64_e32 %s, %s", sub(r, 0), lf)
	if signed {
		s.asm("v_cvt_i32_f64_e32 %s, %s", sub(r, 1), hf)
	} else {
		s.asm("v_cvt_u32_f64_e32 %s, %s", sub(r, 1), hf)
	}
	h := [2]gfx9.Value{sub(r, 0), sub(r, 1)}
	// the limits: below the range (negative for u64), at or above 2^63 (2^64)
	low, high := s.mask(), s.mask()
	if signed {
		s.asm("v_cmp_gt_f64_e64 %s, %s, %s", low, s.sconst64(0xc3e0000000000000, true), t)  // -2^63
		s.asm("v_cmp_le_f64_e64 %s, %s, %s", high, s.sconst64(0x43e0000000000000, true), t) // 2^63
		r = s.select64(low, [2]gfx9.Value{s.constant32(0), s.vhalf(s.constant32(0x80000000))}, h)
		h = [2]gfx9.Value{sub(r, 0), sub(r, 1)}
		return s.select64(high, [2]gfx9.Value{s.constant32(0xffffffff), s.vhalf(s.constant32(0x7fffffff))}, h)
	}
	s.asm("v_cmp_gt_f64_e64 %s, 0, %s", low, t)
	s.asm("v_cmp_le_f64_e64 %s, %s, %s", high, s.sconst64(0x43f0000000000000, true), t) // 2^64
	r = s.select64(low, [2]gfx9.Value{s.constant32(0), s.constant32(0)}, h)
	h = [2]gfx9.Value{sub(r, 0), sub(r, 1)}
	return s.select64(high, [2]gfx9.Value{s.constant32(0xffffffff), s.constant32(0xffffffff)}, h)
}

// int64ToFP converts an i64 or u64 to f64, f32 or f16, rounding once.
func (s *selector) int64ToFP(x [2]gfx9.Value, signed bool, t ir.Type) gfx9.Value {
	switch t {
	case ir.F64:
		// hi * 2^32 and lo convert exactly; their sum rounds once
		hf, hs, lf, r := s.vgpr64(), s.vgpr64(), s.vgpr64(), s.vgpr64()
		s.asm(map[bool]string{true: "v_cvt_f64_i32", false: "v_cvt_f64_u32"}[signed]+"_e32 %s, %s", hf, x[1])
		s.asm("v_ldexp_f64 %s, %s, 32", hs, hf)
		s.asm("v_cvt_f64_u32_e32 %s, %s", lf, x[0])
		s.asm("v_add_f64 %s, %s, %s", r, hs, lf)
		return r
	case ir.F16:
		// a magnitude of 2^24 or more overflows f16 either way: clamp to 32
		// bits, convert exactly (below 2^24) to f32, round once to f16
		c := s.vgpr()
		if signed {
			ext, sat, fits := s.vgpr(), s.vgpr(), s.mask()
			s.asm("v_ashrrev_i32_e64 %s, 31, %s", ext, x[0])
			s.asm("v_cmp_eq_u32_e64 %s, %s, %s", fits, ext, x[1])
			s.asm("v_ashrrev_i32_e64 %s, 31, %s", sat, x[1])
			s.asm("v_xor_b32_e32 %s, 0x7fffffff, %s", sat, sat)
			s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", c, sat, x[0], fits)
			s.asm("v_cvt_f32_i32_e32 %s, %s", c, c)
		} else {
			big := s.mask()
			s.asm("v_cmp_ne_u32_e64 %s, 0, %s", big, x[1])
			s.asm("v_cndmask_b32_e64 %s, %s, -1, %s", c, x[0], big)
			s.asm("v_cvt_f32_u32_e32 %s, %s", c, c)
		}
		r := s.vgpr()
		s.asm("v_cvt_f16_f32_e32 %s, %s", r, c)
		return r
	}
	// f32: convert the magnitude normalised so that its top 32 bits, with
	// the bits below ORed into the lowest (sticky), round as the whole
	// does; then scale back and put the sign on.
	var sign gfx9.Value
	if signed {
		x, sign = s.abs64(x)
	}
	lz, sh := s.vgpr(), s.vgpr()
	s.asm("v_ffbh_u32_e32 %s, %s", lz, x[1])
	s.asm("v_min_u32_e32 %s, 32, %s", sh, lz) // 32 when the high half is 0
	n := s.vgpr64()
	s.asm("v_lshlrev_b64 %s, %s, %s", n, sh, s.pairOf(x[0], x[1]))
	sticky, top, f, e, r := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
	s.asm("v_min_u32_e32 %s, 1, %s", sticky, sub(n, 0))
	s.asm("v_or_b32_e32 %s, %s, %s", top, sticky, sub(n, 1))
	s.asm("v_cvt_f32_u32_e32 %s, %s", f, top)
	s.asm("v_sub_u32_e32 %s, 32, %s", e, sh)
	s.asm("v_ldexp_f32 %s, %s, %s", r, f, e)
	if signed {
		sb := s.vgpr()
		s.asm("v_and_b32_e32 %s, 0x80000000, %s", sb, sign)
		s.asm("v_xor_b32_e32 %s, %s, %s", r, sb, r)
	}
	return r
}

// readLane64 selects wave.readlane of a 64-bit value: with a uniform lane
// index, v_readlane of each half into an SGPR pair; otherwise each lane
// reads its lane's halves with ds_bpermute (which reads lane addr[7:2]).
func (s *selector) readLane64(v *ir.Value) {
	x, idx := s.reg(v.Args[0], v), v.Args[1]
	if idx.Op == ir.OpConst || s.uni != nil && s.uni.IsUniform(idx) {
		var sel gfx9.Value
		if idx.Op == ir.OpConst {
			sel = s.constant32(uint32(idx.Bits() & 63))
		} else {
			sel = s.sreg(idx, v)
		}
		r := s.mask()
		for k := 0; k < 2; k++ {
			s.asm("v_readlane_b32 %s, %s, %s", sub(r, k), sub(x, k), sel)
		}
		s.def(v, r)
		return
	}
	a, r := s.vgpr(), s.vgpr64()
	s.asm("v_lshlrev_b32_e32 %s, 2, %s", a, s.reg(idx, v))
	for k := 0; k < 2; k++ {
		s.asm("ds_bpermute_b32 %s, %s, %s", sub(r, k), a, sub(x, k))
	}
	s.def(v, r)
}

// scanIdentity64 is the neutral element of a 64-bit wave scan.
func scanIdentity64(op ir.Op) (uint64, bool) {
	switch op {
	case ir.OpAdd, ir.OpOr, ir.OpXor, ir.OpUMax:
		return 0, true
	case ir.OpMul:
		return 1, true
	case ir.OpAnd, ir.OpUMin:
		return math.MaxUint64, true
	case ir.OpSMin:
		return math.MaxInt64, true
	case ir.OpSMax:
		return 1 << 63, true
	case ir.OpFAdd:
		return 1 << 63, true // -0: -0 + x == x for every x
	case ir.OpFMul:
		return math.Float64bits(1), true
	case ir.OpFMin:
		return math.Float64bits(math.Inf(1)), true
	case ir.OpFMax:
		return math.Float64bits(math.Inf(-1)), true
	}
	return 0, false
}

// waveScan64 computes WaveActive<Op> (reduce) and WavePrefix<Op>
// (exclusive scan) of 64-bit values with a scalar loop over the active
// lanes in lane order (the reference's order, which floating-point sums
// depend on): each lane's value is read into an SGPR pair and combined
// into a scalar accumulator; a prefix writes the accumulator into the lane
// before adding its value.
func (s *selector) waveScan64(v *ir.Value) {
	rop := ir.Op(v.Aux)
	id, ok := scanIdentity64(rop)
	if !ok {
		s.fail(v, "the backend does not reduce with %s", rop)
	}
	if v.Op == ir.OpWavePrefix && rop == ir.OpFAdd {
		id = 0 // the first lane's exclusive prefix is +0
	}
	x := s.reg(v.Args[0], v)
	rem, lane, lv, acc := s.mask(), s.sgpr(), s.mask(), s.mask()
	res := s.vgpr64()
	s.asm("s_mov_b64 %s, exec", rem)
	s.asm("s_mov_b32 %s, %s", sub(acc, 0), s.constant32(uint32(id)))
	s.asm("s_mov_b32 %s, %s", sub(acc, 1), s.constant32(uint32(id>>32)))
	// a prefix is skipped with no lane active, as waveScan's
	loop, end := s.label("scan"), s.label("scan_end")
	if v.Op == ir.OpWavePrefix && !s.execNonEmpty() {
		s.asm("s_cbranch_execz %s", end)
	}
	s.place(loop)
	s.asm("s_ff1_i32_b64 %s, %s", lane, rem)
	for k := 0; k < 2; k++ {
		s.asm("v_readlane_b32 %s, %s, %s", sub(lv, k), sub(x, k), lane)
	}
	if v.Op == ir.OpWavePrefix {
		// the lane select goes in M0: two SGPRs would break the constant bus limit
		s.asm("s_mov_b32 m0, %s", lane)
		for k := 0; k < 2; k++ {
			s.asm("v_writelane_b32 %s, %s, m0", sub(res, k), sub(acc, k))
		}
	}
	s.combine64(rop, acc, lv)
	s.asm("s_bitset0_b64 %s, %s", rem, lane)
	s.asm("s_cmp_lg_u64 %s, 0", rem)
	s.asm("s_cbranch_scc1 %s", loop)
	s.place(end)
	if v.Op == ir.OpWaveReduce {
		s.def(v, acc) // the same for every lane: it stays scalar
		return
	}
	s.def(v, res)
}

// combine64 folds the SGPR pair x into the SGPR pair accumulator acc.
func (s *selector) combine64(op ir.Op, acc, x gfx9.Value) {
	switch op {
	case ir.OpAdd:
		s.asm("s_add_u32 %s, %s, %s", sub(acc, 0), sub(acc, 0), sub(x, 0))
		s.asm("s_addc_u32 %s, %s, %s", sub(acc, 1), sub(acc, 1), sub(x, 1))
		return
	case ir.OpAnd, ir.OpOr, ir.OpXor:
		m := map[ir.Op]string{ir.OpAnd: "s_and_b64", ir.OpOr: "s_or_b64", ir.OpXor: "s_xor_b64"}[op]
		s.asm(m+" %s, %s, %s", acc, acc, x)
		return
	case ir.OpMul:
		// low 64 bits: acc0*x0 in full plus the cross products' low halves
		lo, hi, t := s.sgpr(), s.sgpr(), s.sgpr()
		s.asm("s_mul_i32 %s, %s, %s", lo, sub(acc, 0), sub(x, 0))
		s.asm("s_mul_hi_u32 %s, %s, %s", hi, sub(acc, 0), sub(x, 0))
		s.asm("s_mul_i32 %s, %s, %s", t, sub(acc, 0), sub(x, 1))
		s.asm("s_add_u32 %s, %s, %s", hi, hi, t)
		s.asm("s_mul_i32 %s, %s, %s", t, sub(acc, 1), sub(x, 0))
		s.asm("s_add_u32 %s, %s, %s", sub(acc, 1), hi, t)
		s.asm("s_mov_b32 %s, %s", sub(acc, 0), lo)
		return
	case ir.OpSMin, ir.OpSMax, ir.OpUMin, ir.OpUMax:
		// the SALU has no 64-bit ordered compare: compare on the VALU (in
		// every active lane alike), then pick on SCC
		pred := map[ir.Op]string{ir.OpSMin: "lt_i64", ir.OpSMax: "gt_i64", ir.OpUMin: "lt_u64", ir.OpUMax: "gt_u64"}[op]
		xv := s.vgpr64()
		for k := 0; k < 2; k++ {
			s.asm("v_mov_b32_e32 %s, %s", sub(xv, k), sub(x, k))
		}
		c := s.mask()
		s.asm("v_cmp_"+pred+"_e64 %s, %s, %s", c, xv, acc) // x wins
		s.asm("s_and_b64 %s, %s, exec", c, c)
		s.asm("s_cselect_b64 %s, %s, %s", acc, x, acc)
		return
	}
	m := map[ir.Op]string{ir.OpFAdd: "v_add_f64", ir.OpFMul: "v_mul_f64", ir.OpFMin: "v_min_f64", ir.OpFMax: "v_max_f64"}[op]
	xv, tv := s.vgpr64(), s.vgpr64()
	for k := 0; k < 2; k++ {
		s.asm("v_mov_b32_e32 %s, %s", sub(xv, k), sub(x, k))
	}
	s.asm(m+" %s, %s, %s", tv, acc, xv) // the accumulator first: the reference's order
	for k := 0; k < 2; k++ {
		s.asm("v_readfirstlane_b32 %s, %s", sub(acc, k), sub(tv, k))
	}
}
