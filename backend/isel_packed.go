package backend

import (
	"fmt"
	"math"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/ir"
)

// Selection of the packed 16-bit values that passes.Pack16 forms.
//
// A v2f16/v2i16 value lives in one VGPR (element 0 in bits 0..15); a 16-bit
// scalar lives in the low half of a VGPR, its high half undefined.
//   - Packed arithmetic becomes v_pk_* (VOP3P). An operand that is a pack of
//     two halves of one register (a swizzle or a broadcast, e.g. pack(hi P,
//     lo P) or pack(x, x)) is read from that register with op_sel (low lane)
//     and op_sel_hi (high lane), a packed fneg or an fneg of either half
//     with neg_lo/neg_hi, fsub as
//     v_pk_add_f16 with the subtrahend negated; small integer constants
//     with equal halves are inline constants read from the low half by both
//     lanes, other packed constants are put in an SGPR once per straight-line
//     region (s_mov_b32: no VALU instruction, and VOP3P has no literal). At
//     most one SGPR is read per instruction (the constant bus).
//   - A pack whose halves come from one register and whose users are all
//     v_pk_* instructions, a hi whose users are fpext, such packs or f16
//     operations that read a high half themselves (readsHighHalf), a
//     packed fneg read only by v_pk_* instructions, and an fptrunc f32→f16
//     read only by packs (when one of them converts it, below) are deferred:
//     no instruction where they are defined; a user that cannot absorb one
//     materialises it (once per straight-line region: until the next label,
//     branch or exec write). Other packs, hi and fneg are selected where
//     they are defined.
//   - A scalar that a pack holds (its "home") is read from that pack's
//     register by the later packs of the same block, so pack(y, x) after
//     pack(x, y) is the same register with op_sel swapped.
//   - pack of two fptruncs converts straight into the two halves:
//     v_cvt_f16_f32 into the low half, then the SDWA form with dst_sel:WORD_1
//     and UNUSED_PRESERVE into the high half, which round to nearest even as
//     the IR's fptrunc does. The second write is a partial write, which
//     register allocation treats as reading the register (mir's
//     KeepsOldBits), keeping the low half. When the low half's fptrunc has
//     other users and was computed into a register of its own, the pack is
//     that register with the high half written (a scalar's high half is
//     undefined): no second conversion, no second register. A pack of two
//     fptrunc.rtz (f32tof16, which rounds toward zero) is one
//     v_cvt_pkrtz_f16_f32.
//   - Other packs are one v_perm_b32 (byte selector in an SGPR); fpext of a
//     high half is v_cvt_f32_f16 with SDWA src0_sel:WORD_1; lo is the packed
//     register itself; f16 VOP1/VOP2 operations read a deferred hi with SDWA
//     src_sel:WORD_1 (their other operand a VGPR) and v_fma_f16 with op_sel,
//     as ACO and LLVM do on gfx9; any other use of hi is a shift; packed
//     and/or/xor/not are the 32-bit instructions, packed fabs an and with
//     0x7fff7fff.
//   - On gfx906, f32 arithmetic reading converted f16 values uses
//     v_fma_mix_f32 (see mixArith below).

// pkMnemonic maps packed ops to their VOP3P instructions.
var pkMnemonic = map[ir.Type]map[ir.Op]string{
	ir.V2F16: {ir.OpFAdd: "v_pk_add_f16", ir.OpFSub: "v_pk_add_f16", ir.OpFMul: "v_pk_mul_f16", ir.OpFma: "v_pk_fma_f16",
		ir.OpFMin: "v_pk_min_f16", ir.OpFMax: "v_pk_max_f16"},
	ir.V2I16: {ir.OpAdd: "v_pk_add_u16", ir.OpSub: "v_pk_sub_u16", ir.OpMul: "v_pk_mul_lo_u16",
		ir.OpSMin: "v_pk_min_i16", ir.OpSMax: "v_pk_max_i16", ir.OpUMin: "v_pk_min_u16", ir.OpUMax: "v_pk_max_u16",
		ir.OpShl: "v_pk_lshlrev_b16", ir.OpLShr: "v_pk_lshrrev_b16", ir.OpAShr: "v_pk_ashrrev_i16"},
}

// pkBitwise maps packed bitwise ops to 32-bit VOP2 instructions.
var pkBitwise = map[ir.Op]string{ir.OpAnd: "v_and_b32", ir.OpOr: "v_or_b32", ir.OpXor: "v_xor_b32"}

// initDeferred computes each value's users, the deferred values and the
// homes of pack operands.
func (s *selector) initDeferred() {
	s.users = newValueUsers(s.fn)
	s.deferred = map[*ir.Value]bool{}
	s.home = map[*ir.Value]half16{}
	s.lazy = map[lazyKey]gfx9.Value{}
	s.pkConst = map[pkConstKey]gfx9.Value{}
	allPk := func(v *ir.Value) bool {
		for _, u := range s.users.of(v) {
			if _, ok := pkMnemonic[u.Type][u.Op]; !ok {
				return false
			}
		}
		return len(s.users.of(v)) > 0
	}
	for _, b := range s.fn.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpPack {
				continue
			}
			xa, _ := stripNeg16(v.Args[0])
			xb, _ := stripNeg16(v.Args[1])
			ba, _, oka := s.staticHalf(xa, v)
			bb, _, okb := s.staticHalf(xb, v)
			if oka && okb && ba == bb && allPk(v) {
				s.deferred[v] = true
				continue
			}
			for k, a := range v.Args {
				if _, ok := s.home[a]; !ok && a.Op != ir.OpConst && a.Op != ir.OpLo && a.Op != ir.OpHi {
					s.home[a] = half16{v, k == 1}
				}
			}
		}
	}
	for _, b := range s.fn.Blocks {
		for _, v := range b.Instrs {
			switch {
			case v.Op == ir.OpHi:
				all := len(s.users.of(v)) > 0
				for _, u := range s.users.of(v) {
					if !(u.Op == ir.OpFPExt && u.Type == ir.F32) && !s.deferred[u] && !readsHighHalf(u, v) {
						all = false
					}
				}
				s.deferred[v] = all
			case v.Op == ir.OpFNeg && v.Type == ir.V2F16:
				s.deferred[v] = allPk(v)
			case v.Op == ir.OpFNeg && v.Type == ir.F16:
				// negated halves of deferred packs become neg_lo/neg_hi
				all := len(s.users.of(v)) > 0
				for _, u := range s.users.of(v) {
					if !s.deferred[u] || u.Op != ir.OpPack {
						all = false
					}
				}
				s.deferred[v] = all
			case isF16ToF32(v) && len(s.users.of(v)) > 0:
				all := true
				for _, u := range s.users.of(v) {
					if !s.mixable(u) {
						all = false
					}
				}
				s.deferred[v] = all
			case s.dppSource(v):
				s.deferred[v] = true
			case isF32ToF16(v):
				all := len(s.users.of(v)) > 0
				for _, u := range s.users.of(v) {
					if u.Op != ir.OpPack {
						all = false
					}
				}
				_, homed := s.home[v]
				s.deferred[v] = all && homed
			}
		}
	}
}

// readsHighHalf reports whether user, an f16 operation, can read the f16
// value h (hi of a packed value) straight from the high half of the packed
// register: a VOP1 or VOP2 instruction with an SDWA form (src_sel:WORD_1;
// its other operand then a VGPR, so not a constant), or v_fma_f16, whose
// VOP3 op_sel picks the half on gfx9 (ACO's can_use_opsel; LLVM's
// V_FMA_F16_gfx9 has op_sel).
func readsHighHalf(user, h *ir.Value) bool {
	if user.Type != ir.F16 {
		return false
	}
	if user.Op == ir.OpFma {
		return true
	}
	if m, ok := vop1[user.Op][ir.F16]; ok {
		return hasSDWA(m)
	}
	if m, ok := vop2[user.Op][ir.F16]; ok && hasSDWA(m) {
		for _, a := range user.Args {
			if a.Op == ir.OpConst {
				return false
			}
		}
		return true
	}
	return false
}

// hasSDWA reports whether the instruction m has an SDWA form.
func hasSDWA(m string) bool {
	in := gfx9.Lookup(m)
	return in != nil && in.Form(gfx9.FormSDWA) != nil
}

// highHalf returns the VGPR whose high half holds x when x is a deferred
// hi (readsHighHalf): the packed register, read there by SDWA or op_sel.
func (s *selector) highHalf(x, user *ir.Value) (gfx9.Value, bool) {
	if x.Op != ir.OpHi || !s.deferred[x] {
		return gfx9.Value{}, false
	}
	r := s.use(x.Args[0], user)
	if r.Kind != gfx9.ValReg || r.IsInline() || s.isSGPR(r) || r.Count != 1 {
		return gfx9.Value{}, false
	}
	return r, true
}

// sdwaHigh selects the f16 VOP1 or VOP2 instruction m reading some of args
// from high halves (highHalf) with SDWA: src_sel:WORD_1 for those,
// WORD_0 for the others, which must be VGPRs; the result is a whole dword
// (dst_sel:DWORD, UNUSED_PAD zeroes the high half as the e32 form does).
// It reports false, emitting nothing, when no operand is such a half or an
// operand is not a VGPR.
func (s *selector) sdwaHigh(m string, r gfx9.Value, user *ir.Value, args ...*ir.Value) bool {
	if !hasSDWA(m) {
		return false
	}
	ops := make([]gfx9.Value, len(args))
	sels := make([]string, len(args))
	any := false
	for k, a := range args {
		if h, ok := s.highHalf(a, user); ok {
			ops[k], sels[k], any = h, "WORD_1", true
			continue
		}
		if a.Op == ir.OpConst || a.Op == ir.OpHi && s.deferred[a] {
			return false // a literal or an SGPR-held half: the shift
		}
		sels[k] = "WORD_0"
	}
	if !any {
		return false
	}
	for k, a := range args {
		if sels[k] == "WORD_0" {
			o := s.use(a, user)
			if o.Kind != gfx9.ValReg || o.IsInline() || s.isSGPR(o) || o.Count != 1 {
				return false
			}
			ops[k] = o
		}
	}
	if len(args) == 1 {
		s.asm("%s_sdwa %s, %s dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:%s", m, r, ops[0], sels[0])
	} else {
		s.asm("%s_sdwa %s, %s, %s dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:%s src1_sel:%s", m, r, ops[0], ops[1], sels[0], sels[1])
	}
	return true
}

// half16 names one half of a packed value.
type half16 struct {
	p  *ir.Value
	hi bool
}

// staticHalf says which value's register (and which half of it) holds the
// 16-bit value x where user reads it: lo/hi of a packed value, the pack
// that is x's home in the same block, or x itself (low half).
func (s *selector) staticHalf(x, user *ir.Value) (*ir.Value, bool, bool) {
	switch {
	case x.Op == ir.OpConst:
		return nil, false, false
	case x.Op == ir.OpLo:
		return x.Args[0], false, true
	case x.Op == ir.OpHi:
		return x.Args[0], true, true
	}
	if h, ok := s.home[x]; ok && h.p != user && h.p.Block == user.Block && !s.deferred[h.p] {
		return h.p, h.hi, true
	}
	if isF32ToF16(x) && !s.hasNonPackUser(x) {
		return nil, false, false // converted straight into the halves of its packs
	}
	return x, false, true
}

// hasNonPackUser reports whether some user of x is not a pack: an fptrunc
// with one is computed into a register of its own (initDeferred defers
// only those that packs alone read), its low half, which packs read too.
func (s *selector) hasNonPackUser(x *ir.Value) bool {
	for _, u := range s.users.of(x) {
		if u.Op != ir.OpPack {
			return true
		}
	}
	return false
}

// stripNeg16 returns x without an f16 fneg, and whether there was one.
func stripNeg16(x *ir.Value) (*ir.Value, bool) {
	if x.Op == ir.OpFNeg && x.Type == ir.F16 {
		return x.Args[0], true
	}
	return x, false
}

func isF32ToF16(v *ir.Value) bool {
	return (v.Op == ir.OpFPTrunc || v.Op == ir.OpFPTruncRTZ) && v.Type == ir.F16 && v.Args[0].Type == ir.F32
}

// lazyKey names a deferred value materialised in one straight-line region.
type lazyKey struct {
	v      *ir.Value
	region int
}

// materialize computes a deferred value into a register where it is used.
func (s *selector) materialize(v, user *ir.Value) gfx9.Value {
	if r, ok := s.lazy[lazyKey{v, s.straight}]; ok && s.cur != nil {
		return r
	}
	r := s.vgpr()
	switch {
	case v.Op == ir.OpHi:
		s.asm("v_lshrrev_b32_e32 %s, 16, %s", r, s.reg(v.Args[0], user))
	case v.Op == ir.OpFNeg && v.Type == ir.F16:
		s.asm("v_xor_b32_e32 %s, 0x8000, %s", r, s.reg(v.Args[0], user))
	case v.Op == ir.OpFNeg:
		s.asm("v_xor_b32_e32 %s, 0x80008000, %s", r, s.reg(v.Args[0], user))
	case v.Op == ir.OpFPTruncRTZ:
		s.asm("v_cvt_pkrtz_f16_f32 %s, %s, 0", r, s.src(v.Args[0], user))
	case isF32ToF16(v):
		s.asm("v_cvt_f16_f32_e32 %s, %s", r, s.use(v.Args[0], user))
	case isF16ToF32(v) && v.Args[0].Op == ir.OpHi:
		s.asm("v_cvt_f32_f16_sdwa %s, %s dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1", r, s.reg(v.Args[0].Args[0], user))
	case isF16ToF32(v):
		s.asm("v_cvt_f32_f16_e32 %s, %s", r, s.use(v.Args[0], user))
	case v.Op == ir.OpPack:
		r = s.buildPack(v, user)
	case v.Op == ir.OpReadLane:
		perm, _ := quadRead(v)
		s.asm("v_mov_b32_dpp %s, %s quad_perm:[%d,%d,%d,%d] row_mask:0xf bank_mask:0xf", r, s.reg(v.Args[0], user), perm[0], perm[1], perm[2], perm[3])
	default:
		s.fail(v, "internal error: %s is not deferred", v.Op)
	}
	if s.cur != nil {
		s.lazy[lazyKey{v, s.straight}] = r
	}
	return r
}

// buildPack computes pack(a, b) into a new VGPR.
func (s *selector) buildPack(v, user *ir.Value) gfx9.Value {
	a, b := v.Args[0], v.Args[1]
	if isF32ToF16(a) && isF32ToF16(b) && a.Op == b.Op && s.home[a] == (half16{v, false}) && s.home[b] == (half16{v, true}) {
		r := s.vgpr()
		if a.Op == ir.OpFPTruncRTZ {
			// both halves in one instruction (f32tof16's rounding)
			s.asm("v_cvt_pkrtz_f16_f32 %s, %s, %s", r, s.src(a.Args[0], user), s.src(b.Args[0], user))
			return r
		}
		if ra, ok := s.ownRegister(a); ok {
			// a has users of its own and sits in a register already: a
			// 16-bit scalar's high half is undefined, so the pack is that
			// register with b written into its high half (no second
			// conversion of a, no second register holding it)
			r = ra
		} else {
			s.asm("v_cvt_f16_f32_e32 %s, %s", r, s.use(a.Args[0], user))
		}
		src := s.reg(b.Args[0], user)
		s.asm("v_cvt_f16_f32_sdwa %s, %s dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD", r, src)
		return r
	}
	ra, ha := s.halfReg(a, user)
	rb, hb := s.halfReg(b, user)
	return s.permHalves(ra, ha, rb, hb)
}

// ownRegister returns the VGPR a selected fptrunc f32→f16 (round to
// nearest even: v_cvt_f16_f32 alone in a register of its own) was computed
// into, when it was.
func (s *selector) ownRegister(a *ir.Value) (gfx9.Value, bool) {
	if a.Op != ir.OpFPTrunc || s.deferred[a] {
		return gfx9.Value{}, false
	}
	r, ok := s.vals.get(a)
	if !ok || !r.IsVirtual() || r.Count != 1 || s.isSGPR(r) {
		return gfx9.Value{}, false
	}
	if v, start, ok := s.f.VRegOf(int(r.Code) - gfx9.CodeVirtual); !ok || v.Size != 1 || start != int(r.Code)-gfx9.CodeVirtual {
		return gfx9.Value{}, false
	}
	return r, true
}

// permHalves packs the halves (ra, high if ha) and (rb, high if hb) into
// the low and high half of a new VGPR with one v_perm_b32.
func (s *selector) permHalves(ra gfx9.Value, ha bool, rb gfx9.Value, hb bool) gfx9.Value {
	r := s.vgpr()
	// result bytes: a's two bytes, then b's (v_perm_b32 numbers src1's
	// bytes 0-3 and src0's 4-7)
	sel := uint32(0x0100)
	if ha {
		sel = 0x0302
	}
	if hb {
		sel |= 0x0706 << 16
	} else {
		sel |= 0x0504 << 16
	}
	k := s.sgpr()
	s.asm("s_mov_b32 %s, 0x%x", k, sel)
	s.asm("v_perm_b32 %s, %s, %s, %s", r, rb, ra, k)
	return r
}

// halfReg returns a VGPR holding the 16-bit value x in one half, and
// whether it is the high half.
func (s *selector) halfReg(x, user *ir.Value) (gfx9.Value, bool) {
	if r, hi, ok := s.halfSource(x, user); ok && !s.isSGPR(r) && !r.IsInline() && r.Kind == gfx9.ValReg {
		return r, hi
	}
	return s.reg(x, user), false
}

// pkOperand is a VOP3P source with its lane modifiers.
type pkOperand struct {
	r          gfx9.Value
	sel, selHi bool // read the high half for the low / high lane
	neg, negHi bool
}

// halfSource returns the register and half holding the 16-bit value x
// for user (see staticHalf).
func (s *selector) halfSource(x, user *ir.Value) (gfx9.Value, bool, bool) {
	b, hi, ok := s.staticHalf(x, user)
	if !ok {
		return gfx9.Value{}, false, false
	}
	if _, done := s.vals.get(b); !done && !s.deferred[b] {
		return gfx9.Value{}, false, false
	}
	return s.use(b, user), hi, true
}

// packedSrc returns the VOP3P operand for the packed value x.
func (s *selector) packedSrc(x, user *ir.Value) pkOperand {
	switch {
	case x.Op == ir.OpConst:
		b := uint32(x.Bits())
		if b == 0 || x.Type == ir.V2I16 && int16(b) >= -16 && int16(b) <= 64 && b>>16 == b&0xffff {
			c := s.constant32(b & 0xffff)
			if b>>16 == b&0xffff && int16(b) < 0 {
				c = s.constant32(uint32(int32(int16(b))))
			}
			return pkOperand{r: c}
		}
		return pkOperand{r: s.packedConst(b), selHi: true}
	case x.Op == ir.OpFNeg && x.Type == ir.V2F16:
		o := s.packedSrc(x.Args[0], user)
		o.neg, o.negHi = !o.neg, !o.negHi
		return o
	case x.Op == ir.OpPack && s.deferred[x]:
		{
			xa, na := stripNeg16(x.Args[0])
			xb, nb := stripNeg16(x.Args[1])
			ra, ha, oka := s.halfSource(xa, x)
			rb, hb, okb := s.halfSource(xb, x)
			if oka && okb && ra == rb {
				return pkOperand{r: ra, sel: ha, selHi: hb, neg: na, negHi: nb}
			}
		}
	}
	return pkOperand{r: s.use(x, user), selHi: true}
}

// packedConst returns an SGPR holding 32 bits, set once per machine block.
func (s *selector) packedConst(b uint32) gfx9.Value {
	k := pkConstKey{b, s.straight}
	if r, ok := s.pkConst[k]; ok && s.cur != nil {
		return r
	}
	r := s.sgpr()
	s.asm("s_mov_b32 %s, 0x%x", r, b)
	if s.cur != nil {
		s.pkConst[k] = r
	}
	return r
}

type pkConstKey struct {
	bits   uint32
	region int
}

// packedArith selects v when it is a packed operation or reads packed
// halves in a way the generic selection does not cover; it reports whether
// it did.
func (s *selector) packedArith(v *ir.Value) bool {
	t := v.Type
	switch {
	case v.Op == ir.OpLo:
		s.def(v, s.use(v.Args[0], v))
		return true
	case s.mixArith(v):
		return true
	case v.Op == ir.OpPack:
		s.def(v, s.buildPack(v, v))
		return true
	case v.Op == ir.OpHi:
		r := s.vgpr()
		s.asm("v_lshrrev_b32_e32 %s, 16, %s", r, s.reg(v.Args[0], v))
		s.def(v, r)
		return true
	case v.Op == ir.OpFPExt && t == ir.F32 && v.Args[0].Op == ir.OpHi:
		r := s.vgpr()
		s.asm("v_cvt_f32_f16_sdwa %s, %s dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1", r, s.reg(v.Args[0].Args[0], v))
		s.def(v, r)
		return true
	case !t.IsPacked():
		return false
	}
	if m, ok := pkMnemonic[t][v.Op]; ok {
		ops := make([]pkOperand, len(v.Args))
		for k, a := range v.Args {
			ops[k] = s.packedSrc(a, v)
		}
		if v.Op == ir.OpFSub {
			ops[1].neg, ops[1].negHi = !ops[1].neg, !ops[1].negHi
		}
		if v.Op == ir.OpShl || v.Op == ir.OpLShr || v.Op == ir.OpAShr {
			ops[0], ops[1] = ops[1], ops[0]
		}
		// the constant bus: at most one SGPR (it may be read twice)
		var sgpr *gfx9.Value
		for k := range ops {
			if !s.isSGPR(ops[k].r) {
				continue
			}
			if sgpr == nil || *sgpr == ops[k].r {
				sgpr = &ops[k].r
				continue
			}
			r := s.vgpr()
			s.asm("v_mov_b32_e32 %s, %s", r, ops[k].r)
			ops[k].r = r
		}
		r := s.vgpr()
		var b strings.Builder
		fmt.Fprintf(&b, "%s %s", m, operandText(r))
		for _, o := range ops {
			b.WriteString(", " + operandText(o.r))
		}
		mods := func(name string, get func(o pkOperand) bool, def bool) {
			bits := make([]string, len(ops))
			changed := false
			for k, o := range ops {
				x := get(o)
				bits[k] = map[bool]string{false: "0", true: "1"}[x]
				if x != def {
					changed = true
				}
			}
			if changed {
				fmt.Fprintf(&b, " %s:[%s]", name, strings.Join(bits, ","))
			}
		}
		mods("op_sel", func(o pkOperand) bool { return o.sel }, false)
		mods("op_sel_hi", func(o pkOperand) bool { return o.selHi }, true)
		mods("neg_lo", func(o pkOperand) bool { return o.neg }, false)
		mods("neg_hi", func(o pkOperand) bool { return o.negHi }, false)
		s.asm("%s", b.String())
		s.def(v, r)
		return true
	}
	r := s.vgpr()
	switch {
	case pkBitwise[v.Op] != "" && t == ir.V2I16:
		s.binary(pkBitwise[v.Op], r, v.Args[0], v.Args[1], v)
	case v.Op == ir.OpNot && t == ir.V2I16:
		s.asm("v_not_b32_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpFNeg && t == ir.V2F16:
		s.asm("v_xor_b32_e32 %s, 0x80008000, %s", r, s.reg(v.Args[0], v))
	case v.Op == ir.OpFAbs && t == ir.V2F16:
		s.asm("v_and_b32_e32 %s, 0x7fff7fff, %s", r, s.reg(v.Args[0], v))
	case v.Op == ir.OpBitcast || v.Op == ir.OpSelect:
		return false
	default:
		s.fail(v, "the backend does not select %s on %s yet", v.Op, t)
	}
	s.def(v, r)
	return true
}

// Mixed f16/f32 arithmetic (gfx906): an f32 fadd, fsub, fmul or fma with an
// operand converted from f16 reads the f16 value directly as a
// v_fma_mix_f32 source (op_sel_hi marks it f16, op_sel picks its half), so
// the v_cvt_f32_f16 disappears. The conversion is exact and v_fma_mix_f32
// rounds once, so fadd (x·1 + y), fsub (x·1 - y), fmul (x·y - 0) and fma give
// exactly the IR's results. Whether v_fma_mix_f32 honours the f32 denormal
// mode the kernels set (denormals kept) is not documented clearly (LLVM
// folds conversions into it only when f32 denormals are flushed), so it is
// used only where no f32 denormal can occur: the other sources are f16
// values too or constants that are 0 or of magnitude at least 2^-100, and
// then every input is normal and every nonzero result is at least about
// 2^-123 in magnitude (the sums and products of such values cannot cancel
// further with at most 35 significant bits). gfx900's v_mad_mix_f32 is not
// used: it flushes f32 denormals.

// mixable reports whether u can read an fpext f16→f32 operand as an f16
// v_fma_mix_f32 source.
func (s *selector) mixable(u *ir.Value) bool {
	if s.f.Target != gfx9.GFX906 || u.Type != ir.F32 || s.scalar(u) {
		return false
	}
	switch u.Op {
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFma:
	default:
		return false
	}
	for _, a := range u.Args {
		if isF16ToF32(a) {
			continue
		}
		if a.Op != ir.OpConst {
			return false
		}
		if c := math.Abs(float64(math.Float32frombits(uint32(a.Bits())))); c != 0 && !(c >= 0x1p-100) {
			return false
		}
	}
	return true
}

func isF16ToF32(v *ir.Value) bool {
	return v.Op == ir.OpFPExt && v.Type == ir.F32 && v.Args[0].Type == ir.F16
}

// mixSrc is one v_fma_mix_f32 source.
type mixSrc struct {
	r        gfx9.Value
	f16, sel bool
	neg      bool
}

// mixArith selects an f32 op with an f16-converted operand as
// v_fma_mix_f32; it reports whether it did.
func (s *selector) mixArith(v *ir.Value) bool {
	if !s.mixable(v) {
		return false
	}
	mixed := false
	for _, a := range v.Args {
		if isF16ToF32(a) && s.deferred[a] {
			mixed = true
		}
	}
	if !mixed {
		return false
	}
	src := func(a *ir.Value) mixSrc {
		if isF16ToF32(a) && s.deferred[a] {
			x, neg := stripNeg16(a.Args[0])
			if r, hi, ok := s.halfSource(x, a); ok && r.Kind == gfx9.ValReg && !r.IsInline() {
				return mixSrc{r: r, f16: true, sel: hi, neg: neg}
			}
			x = a.Args[0]
			return mixSrc{r: s.reg(x, v), f16: true}
		}
		o := s.use(a, v)
		if o.Kind == gfx9.ValLiteral { // VOP3P has no literal: an SGPR (SALU, once per block)
			o = s.packedConst(uint32(o.Imm))
		}
		return mixSrc{r: o}
	}
	one := mixSrc{r: gfx9.Value{Kind: gfx9.ValReg, Code: 242, Count: 1}} // inline 1.0
	var ops [3]mixSrc
	switch v.Op {
	case ir.OpFAdd:
		ops = [3]mixSrc{src(v.Args[0]), one, src(v.Args[1])}
	case ir.OpFSub:
		ops = [3]mixSrc{src(v.Args[0]), one, src(v.Args[1])}
		ops[2].neg = true
	case ir.OpFMul:
		ops = [3]mixSrc{src(v.Args[0]), src(v.Args[1]), {r: s.constant32(0), neg: true}}
	case ir.OpFma:
		ops = [3]mixSrc{src(v.Args[0]), src(v.Args[1]), src(v.Args[2])}
	}
	// the constant bus: one SGPR at most
	var sg *gfx9.Value
	for k := range ops {
		if !s.isSGPR(ops[k].r) {
			continue
		}
		if sg == nil || *sg == ops[k].r {
			sg = &ops[k].r
			continue
		}
		r := s.vgpr()
		s.asm("v_mov_b32_e32 %s, %s", r, ops[k].r)
		ops[k].r = r
	}
	r := s.vgpr()
	bit := func(f func(o mixSrc) bool) string {
		b := make([]string, 3)
		for k, o := range ops {
			b[k] = map[bool]string{false: "0", true: "1"}[f(o)]
		}
		return "[" + strings.Join(b, ",") + "]"
	}
	srcText := make([]string, 3)
	for k, o := range ops {
		srcText[k] = operandText(o.r)
		if o.neg {
			// neg(…): LLVM reads "-0" as the integer 0, not a negated zero
			srcText[k] = "neg(" + srcText[k] + ")"
		}
	}
	s.asm("v_fma_mix_f32 %s, %s, %s, %s op_sel:%s op_sel_hi:%s", r, srcText[0], srcText[1], srcText[2],
		bit(func(o mixSrc) bool { return o.sel }), bit(func(o mixSrc) bool { return o.f16 }))
	s.def(v, r)
	return true
}
