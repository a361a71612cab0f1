package backend

import (
	"math"
	"math/bits"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/ir"
	"hlslc/passes"
)

// instr selects one non-terminator IR instruction.
func (s *selector) instr(v *ir.Value) {
	if v.Pos.IsValid() && v.Pos.File != "" {
		// by position first: formatting it for every instruction was a
		// tenth of the selector's allocations
		tag, ok := s.posTags[v.Pos]
		if !ok {
			if s.posTags == nil {
				s.posTags = map[ir.Pos]uint32{}
			}
			tag = s.f.SourceTag(v.Pos.String())
			s.posTags[v.Pos] = tag
		}
		s.srcTag = tag
	}
	switch v.Op {
	case ir.OpConst:
		return
	case ir.OpParam:
		s.fail(v, "kernel parameters are not supported")
	}
	if s.deferred[v] {
		return // computed where it is used (isel_packed.go)
	}
	if v.Type == ir.I1 {
		if s.scalarCompare(v) {
			return
		}
		s.boolInstr(v)
		return
	}
	if s.scalarInstr(v) {
		return
	}
	switch v.Op {
	case ir.OpLoad:
		s.load(v)
	case ir.OpStore:
		s.store(v)
	case ir.OpAtomic, ir.OpCmpXchg:
		s.atomic(v)
	case ir.OpTexLoad:
		s.texLoad(v)
	case ir.OpTexStore:
		s.texStore(v)
	case ir.OpTexAtomic:
		s.texAtomic(v)
	case ir.OpResDim:
		s.resDim(v)
	case ir.OpTexSample, ir.OpTexGather:
		s.texSample(v)
	case ir.OpTexInfo:
		s.texInfo(v)
	case ir.OpBarrier:
		if s.info.NumThreads[0]*s.info.NumThreads[1]*s.info.NumThreads[2] <= gfx9.WaveSize && ir.SpaceSet(v.Aux)&^ir.SpacesOf(ir.SpaceGroupshared) != 0 {
			// a one-wave workgroup's barrier goes (DropWaveBarriers): what
			// it orders besides groupshared memory keeps the fence's wait
			s.asm("s_waitcnt vmcnt(0) lgkmcnt(0)")
		}
		s.asm("s_barrier")
	case ir.OpFence:
		s.asm("s_waitcnt vmcnt(0) lgkmcnt(0)")
	case ir.OpThreadID, ir.OpGroupID, ir.OpDispatchID, ir.OpGroupIndex:
		s.id(v)
	case ir.OpSelect:
		s.sel(v)
	case ir.OpWaveReduce, ir.OpWavePrefix:
		s.waveScan(v)
	case ir.OpLaneIndex, ir.OpLaneCount, ir.OpBallot, ir.OpMbcnt, ir.OpWaveCountBits, ir.OpWavePrefixCountBits,
		ir.OpReadFirstLane, ir.OpReadLane:
		s.wave(v)
	default:
		s.arith(v)
	}
}

// idReg caches the registers of the built-in ids.
func (s *selector) id(v *ir.Value) {
	d := int(v.Aux)
	r := s.vgpr()
	switch v.Op {
	case ir.OpThreadID:
		s.asm("v_mov_b32_e32 %s, %s", r, s.tid[d])
	case ir.OpGroupID:
		s.asm("v_mov_b32_e32 %s, %s", r, s.gid[d])
	case ir.OpDispatchID:
		t := s.sgpr()
		s.asm("s_mul_i32 %s, %s, %s", t, s.gid[d], s.constant32(uint32(s.fn.NumThreads[d])))
		s.asm("v_add_u32_e32 %s, %s, %s", r, t, s.tid[d])
	case ir.OpGroupIndex:
		// tid.x + tid.y*nx + tid.z*nx*ny, each step a fresh register (no
		// copy of tid.x for an accumulator that coalescing must undo)
		nx, ny := s.fn.NumThreads[0], s.fn.NumThreads[1]
		dims := min(s.info.WorkitemDims, 2)
		if dims == 0 {
			s.asm("v_mov_b32_e32 %s, %s", r, s.tid[0])
		}
		acc, strides := s.tid[0], []uint32{uint32(nx), uint32(nx * ny)}
		for d := 1; d <= dims; d++ {
			dst := r
			if d < dims {
				dst = s.vgpr()
			}
			s.asm("v_mad_u32_u24 %s, %s, %s, %s", dst, s.tid[d], s.inlineOrReg(strides[d-1]), acc)
			acc = dst
		}
	}
	s.def(v, r)
}

// constant32 returns an operand for 32 bits: inline constant or literal.
func (s *selector) constant32(x uint32) gfx9.Value {
	return s.constant(&ir.Value{Op: ir.OpConst, Type: ir.I32, Aux: int64(x)})
}

// inlineOrReg returns an inline constant, or a VGPR holding x.
func (s *selector) inlineOrReg(x uint32) gfx9.Value {
	c := s.constant32(x)
	if c.Kind != gfx9.ValLiteral {
		return c
	}
	r := s.vgpr()
	s.asm("v_mov_b32_e32 %s, %s", r, c)
	return r
}

// vop2 is the e32/e64 mnemonic for each two-operand op on 32-bit types.
var vop2 = map[ir.Op]map[ir.Type]string{
	ir.OpAdd:    {ir.I32: "v_add_u32", ir.I16: "v_add_u16"},
	ir.OpSub:    {ir.I32: "v_sub_u32", ir.I16: "v_sub_u16"},
	ir.OpMul:    {ir.I32: "v_mul_lo_u32", ir.I16: "v_mul_lo_u16"},
	ir.OpUMulHi: {ir.I32: "v_mul_hi_u32"},
	ir.OpAnd:    {ir.I32: "v_and_b32", ir.I16: "v_and_b32"},
	ir.OpOr:     {ir.I32: "v_or_b32", ir.I16: "v_or_b32"},
	ir.OpXor:    {ir.I32: "v_xor_b32", ir.I16: "v_xor_b32"},
	ir.OpSMin:   {ir.I32: "v_min_i32", ir.I16: "v_min_i16"},
	ir.OpSMax:   {ir.I32: "v_max_i32", ir.I16: "v_max_i16"},
	ir.OpUMin:   {ir.I32: "v_min_u32", ir.I16: "v_min_u16"},
	ir.OpUMax:   {ir.I32: "v_max_u32", ir.I16: "v_max_u16"},
	ir.OpFAdd:   {ir.F32: "v_add_f32", ir.F16: "v_add_f16"},
	ir.OpFSub:   {ir.F32: "v_sub_f32", ir.F16: "v_sub_f16"},
	ir.OpFMul:   {ir.F32: "v_mul_f32", ir.F16: "v_mul_f16"},
	ir.OpFMin:   {ir.F32: "v_min_f32", ir.F16: "v_min_f16"},
	ir.OpFMax:   {ir.F32: "v_max_f32", ir.F16: "v_max_f16"},
	// shifts take the amount first on GCN (the "rev" forms)
	ir.OpShl:  {ir.I32: "v_lshlrev_b32", ir.I16: "v_lshlrev_b16"},
	ir.OpLShr: {ir.I32: "v_lshrrev_b32", ir.I16: "v_lshrrev_b16"},
	ir.OpAShr: {ir.I32: "v_ashrrev_i32", ir.I16: "v_ashrrev_i16"},
}

// vop1 is the mnemonic for each one-operand op.
var vop1 = map[ir.Op]map[ir.Type]string{
	ir.OpNot:        {ir.I32: "v_not_b32", ir.I16: "v_not_b32"},
	ir.OpBitReverse: {ir.I32: "v_bfrev_b32"},
	ir.OpSqrt:       {ir.F32: "v_sqrt_f32", ir.F16: "v_sqrt_f16"},
	ir.OpRsqrt:      {ir.F32: "v_rsq_f32", ir.F16: "v_rsq_f16"},
	ir.OpRcp:        {ir.F32: "v_rcp_f32", ir.F16: "v_rcp_f16"},
	ir.OpFloor:      {ir.F32: "v_floor_f32", ir.F16: "v_floor_f16"},
	ir.OpCeil:       {ir.F32: "v_ceil_f32", ir.F16: "v_ceil_f16"},
	ir.OpFTrunc:     {ir.F32: "v_trunc_f32", ir.F16: "v_trunc_f16"},
	ir.OpFRound:     {ir.F32: "v_rndne_f32", ir.F16: "v_rndne_f16"},
	ir.OpFract:      {ir.F32: "v_fract_f32", ir.F16: "v_fract_f16"},
	ir.OpExp2:       {ir.F32: "v_exp_f32", ir.F16: "v_exp_f16"},
	ir.OpLog2:       {ir.F32: "v_log_f32", ir.F16: "v_log_f16"},
}

// arith selects the value-producing ops on 16/32-bit lanes.
func (s *selector) arith(v *ir.Value) {
	t := v.Type
	if len(v.Args) > 0 && v.Args[0].Type == ir.I1 && v.Op != ir.OpSelect {
		s.fromBool(v)
		return
	}
	if s.wideArith(v) {
		return
	}
	if s.packedArith(v) {
		return
	}
	if s.dppFused(v) {
		return
	}
	if v.Op == ir.OpMul && (t == ir.I32 || t == ir.I16) {
		// v_mul_lo_u32 is a quarter-rate instruction; x * 2^k is x << k
		// (both wrap the same way)
		for k := 0; k < 2; k++ {
			c, x := v.Args[k], v.Args[1-k]
			if b := c.Bits() & (1<<t.Bits() - 1); c.Op == ir.OpConst && b != 0 && b&(b-1) == 0 {
				r := s.vgpr()
				s.asm("%s_e32 %s, %d, %s", vop2[ir.OpShl][t], r, bits.TrailingZeros64(b), s.reg(x, v))
				s.def(v, r)
				return
			}
		}
	}
	if v.Op == ir.OpMul && t == ir.I32 && passes.KnownBits(v.Args[0]) < 1<<24 && passes.KnownBits(v.Args[1]) < 1<<24 {
		// both factors fit 24 bits: v_mul_u32_u24 gives the low 32 bits
		// of their product, as v_mul_lo_u32, in a VOP2 (4 bytes, not 8)
		// at full rate (v_mul_lo_u32 is quarter rate)
		r := s.vgpr()
		s.binary("v_mul_u32_u24", r, v.Args[0], v.Args[1], v)
		s.def(v, r)
		return
	}
	if v.Op == ir.OpMul && t == ir.I32 {
		// x * (2^k + 1) is (x << k) + x: one full-rate v_lshl_add_u32
		// for the quarter-rate v_mul_lo_u32, both 8 bytes (both wrap
		// modulo 2^32 alike)
		for k := 0; k < 2; k++ {
			c, x := v.Args[k], v.Args[1-k]
			if b := uint32(c.Bits()) - 1; c.Op == ir.OpConst && b > 1 && b&(b-1) == 0 {
				r, xr := s.vgpr(), s.reg(x, v)
				s.asm("v_lshl_add_u32 %s, %s, %d, %s", r, xr, bits.TrailingZeros32(b), xr)
				s.def(v, r)
				return
			}
		}
	}
	if m, ok := vop2[v.Op][t]; ok {
		a, b := v.Args[0], v.Args[1]
		r := s.vgpr()
		if v.Op == ir.OpShl || v.Op == ir.OpLShr || v.Op == ir.OpAShr {
			a, b = b, a
		}
		if t != ir.F16 || !s.sdwaHigh(m, r, v, a, b) {
			s.binary(m, r, a, b, v)
		}
		s.def(v, r)
		return
	}
	if m, ok := vop1[v.Op][t]; ok {
		r := s.vgpr()
		if t != ir.F16 || !s.sdwaHigh(m, r, v, v.Args[0]) {
			s.asm(m+"_e32 %s, %s", r, f16Inline(m, s.use(v.Args[0], v)))
		}
		s.def(v, r)
		return
	}
	r := s.vgpr()
	switch {
	case v.Op == ir.OpFDiv && (t == ir.F32 || t == ir.F16):
		s.fdiv(r, v)
	case v.Op == ir.OpFma && (t == ir.F32 || t == ir.F16):
		m := map[ir.Type]string{ir.F32: "v_fma_f32", ir.F16: "v_fma_f16"}[t]
		args, sel := v.Args, 0
		if t == ir.F16 {
			// a deferred hi is read from its packed register's high half
			// with op_sel (highHalf)
			args = append([]*ir.Value(nil), v.Args...)
			for k, a := range v.Args {
				if _, ok := s.highHalf(a, v); ok {
					args[k], sel = a.Args[0], sel|1<<k
				}
			}
		}
		o := s.vop3OperandsOf(m, v, args...)
		if sel != 0 {
			s.asm("%s %s, %s, %s, %s op_sel:[%d,%d,%d,0]", m, r, o[0], o[1], o[2], sel&1, sel>>1&1, sel>>2&1)
		} else {
			s.asm("%s %s, %s, %s, %s", m, r, o[0], o[1], o[2])
		}
	case v.Op == ir.OpFNeg && (t == ir.F32 || t == ir.F16):
		sign := uint32(0x80000000)
		if t == ir.F16 {
			sign = 0x8000
		}
		s.asm("v_xor_b32_e32 %s, %s, %s", r, s.constant32(sign), s.reg(v.Args[0], v))
	case v.Op == ir.OpFAbs && (t == ir.F32 || t == ir.F16):
		mask := uint32(0x7fffffff)
		if t == ir.F16 {
			mask = 0x7fff
		}
		s.asm("v_and_b32_e32 %s, %s, %s", r, s.constant32(mask), s.reg(v.Args[0], v))
	case (v.Op == ir.OpSin || v.Op == ir.OpCos) && (t == ir.F32 || t == ir.F16):
		// v_sin/v_cos take the angle in revolutions; 1/(2*pi) is an
		// inline constant for f32 and f16 sources alike (as LLVM lowers
		// f16 sin/cos: v_mul_f16 then v_sin_f16, no f32 round trip)
		sfx := map[ir.Type]string{ir.F32: "f32", ir.F16: "f16"}[t]
		x := s.vgpr()
		s.asm("v_mul_%s_e32 %s, 0.15915494, %s", sfx, x, s.reg(v.Args[0], v))
		if v.Op == ir.OpSin {
			s.asm("v_sin_%s_e32 %s, %s", sfx, r, x)
		} else {
			s.asm("v_cos_%s_e32 %s, %s", sfx, r, x)
		}
	case v.Op == ir.OpCtpop && v.Args[0].Type == ir.I32:
		s.asm("v_bcnt_u32_b32 %s, %s, 0", r, s.src(v.Args[0], v))
	case v.Op == ir.OpFirstBitLow && v.Args[0].Type == ir.I32:
		s.asm("v_ffbl_b32_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpUFirstBitHigh && v.Args[0].Type == ir.I32:
		s.firstBitHigh(r, v, "v_ffbh_u32")
	case v.Op == ir.OpSFirstBitHigh && v.Args[0].Type == ir.I32:
		s.firstBitHigh(r, v, "v_ffbh_i32")
	case (v.Op == ir.OpUDiv || v.Op == ir.OpURem || v.Op == ir.OpSDiv || v.Op == ir.OpSRem) && t == ir.I32:
		s.divRem(r, v)
	case v.Op == ir.OpBitcast && t.Bits() == v.Args[0].Type.Bits() && t.Bits() <= 32:
		s.def(v, s.use(v.Args[0], v)) // the same bits, wherever they are
		return
	case v.Op == ir.OpFPToSI && t == ir.I32 && v.Args[0].Type == ir.F32:
		s.asm("v_cvt_i32_f32_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpFPToUI && t == ir.I32 && v.Args[0].Type == ir.F32:
		s.asm("v_cvt_u32_f32_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpSIToFP && t == ir.F32 && v.Args[0].Type == ir.I32:
		s.asm("v_cvt_f32_i32_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpUIToFP && t == ir.F32 && v.Args[0].Type == ir.I32:
		s.asm("v_cvt_f32_u32_e32 %s, %s", r, s.use(v.Args[0], v))
	case (v.Op == ir.OpFPToSI || v.Op == ir.OpFPToUI) && t == ir.I32 && v.Args[0].Type == ir.F16:
		// f16 → f32 is exact; the f32 conversion saturates as the IR does
		x := s.vgpr()
		s.asm("v_cvt_f32_f16_e32 %s, %s", x, s.use(v.Args[0], v))
		if v.Op == ir.OpFPToSI {
			s.asm("v_cvt_i32_f32_e32 %s, %s", r, x)
		} else {
			s.asm("v_cvt_u32_f32_e32 %s, %s", r, x)
		}
	case (v.Op == ir.OpSIToFP || v.Op == ir.OpUIToFP) && t == ir.F16 && v.Args[0].Type == ir.I32:
		// Rounds once: an integer below 2^24 converts to f32 exactly, and
		// one at or above it overflows f16 to infinity either way.
		x := s.vgpr()
		if v.Op == ir.OpSIToFP {
			s.asm("v_cvt_f32_i32_e32 %s, %s", x, s.use(v.Args[0], v))
		} else {
			s.asm("v_cvt_f32_u32_e32 %s, %s", x, s.use(v.Args[0], v))
		}
		s.asm("v_cvt_f16_f32_e32 %s, %s", r, x)
	case v.Op == ir.OpFPToSI && t == ir.I16 && v.Args[0].Type == ir.F16:
		s.asm("v_cvt_i16_f16_e32 %s, %s", r, s.use(v.Args[0], v)) // saturates, NaN → 0
	case v.Op == ir.OpFPToUI && t == ir.I16 && v.Args[0].Type == ir.F16:
		s.asm("v_cvt_u16_f16_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpSIToFP && t == ir.F16 && v.Args[0].Type == ir.I16:
		s.asm("v_cvt_f16_i16_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpUIToFP && t == ir.F16 && v.Args[0].Type == ir.I16:
		s.asm("v_cvt_f16_u16_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpFPTrunc && t == ir.F16 && v.Args[0].Type == ir.F32:
		s.asm("v_cvt_f16_f32_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpFPTruncRTZ:
		// the low half rounded toward zero; the high half converts 0
		s.asm("v_cvt_pkrtz_f16_f32 %s, %s, 0", r, s.src(v.Args[0], v))
	case v.Op == ir.OpFPExt && t == ir.F32 && v.Args[0].Type == ir.F16 && highHalfOf(v.Args[0]) != nil:
		// the f16 in bits 16-31 of a 32-bit value (f16tof32(x >> 16)):
		// SDWA selects the word, no shift (8 bytes either way, one
		// instruction instead of two)
		s.asm("v_cvt_f32_f16_sdwa %s, %s dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1", r, s.reg(highHalfOf(v.Args[0]), v))
	case v.Op == ir.OpFPExt && t == ir.F32 && v.Args[0].Type == ir.F16:
		s.asm("v_cvt_f32_f16_e32 %s, %s", r, s.use(v.Args[0], v))
	case v.Op == ir.OpTrunc && t == ir.I16 && v.Args[0].Type == ir.I32:
		s.def(v, s.reg(v.Args[0], v)) // the low half is the value
		return
	case v.Op == ir.OpZExt && t == ir.I32 && v.Args[0].Type == ir.I16 && isRTZHalf(v.Args[0]):
		// v_cvt_pkrtz_f16_f32 x, 0 left the high half zero
		s.def(v, s.reg(v.Args[0], v))
		return
	case v.Op == ir.OpZExt && t == ir.I32 && v.Args[0].Type == ir.I16:
		s.asm("v_and_b32_e32 %s, 0xffff, %s", r, s.reg(v.Args[0], v))
	case v.Op == ir.OpSExt && t == ir.I32 && v.Args[0].Type == ir.I16:
		s.asm("v_bfe_i32 %s, %s, 0, 16", r, s.reg(v.Args[0], v))
	default:
		s.fail(v, "the backend does not select %s on %s yet", v.Op, t)
	}
	s.def(v, r)
}

// isRTZHalf reports whether the i16 x is the bits of an fptrunc.rtz, which
// selection computes alone into a register as v_cvt_pkrtz_f16_f32 x, 0
// (the high half converts 0: zero bits).
func isRTZHalf(x *ir.Value) bool {
	if x.Op == ir.OpBitcast && x.Args[0].Type == ir.F16 {
		x = x.Args[0]
	}
	return x.Op == ir.OpFPTruncRTZ
}

// binary emits a two-source VALU op: VOP3-only ops take registers and
// inline constants; VOP2 ops use the e32 form, which needs src1 in a VGPR,
// swapping commutative operands or materialising a constant src1.
func (s *selector) binary(m string, r gfx9.Value, a, b *ir.Value, user *ir.Value) {
	if in := gfx9.Lookup(m); in != nil && in.Forms[0].Enc == gfx9.EncVOP3 {
		// VOP3 only: no literal (gfx9), and one SGPR over the constant bus
		x, y := f16Inline(m, s.use(a, user)), f16Inline(m, s.use(b, user))
		if x.Kind == gfx9.ValLiteral {
			x = s.reg(a, user)
		}
		if y.Kind == gfx9.ValLiteral || s.isSGPR(y) && s.isSGPR(x) && y != x {
			y = s.reg(b, user)
		}
		s.asm(m+" %s, %s, %s", r, x, y)
		return
	}
	x, y := f16Inline(m, s.use(a, user)), f16Inline(m, s.use(b, user))
	isVGPR := func(o gfx9.Value) bool { return o.Kind == gfx9.ValReg && !o.IsInline() && !s.isSGPR(o) }
	if !isVGPR(y) && isVGPR(x) && user.Op.Is(ir.FlagCommutative) {
		x, y = y, x
		a, b = b, a
	}
	if rev, ok := reversedOp[m]; ok && !isVGPR(y) && isVGPR(x) {
		// x - c as c subtracted from x: the constant or SGPR goes to src0
		s.asm(rev+"_e32 %s, %s, %s", r, y, x)
		return
	}
	if !isVGPR(y) && s.isSGPR(y) && !s.isSGPR(x) && x.Kind != gfx9.ValLiteral {
		// an SGPR with a VGPR or inline constant: the VOP3 form takes it in src1
		if in := gfx9.Lookup(m); in != nil && in.Form(gfx9.FormE64) != nil {
			s.asm(m+"_e64 %s, %s, %s", r, x, y)
			return
		}
	}
	if !isVGPR(y) {
		y = s.reg(b, user)
	}
	s.asm(m+"_e32 %s, %s, %s", r, x, y)
}

// vop3Sources returns two operands for a VOP3 instruction (vop3Operands).
func (s *selector) vop3Sources(a, b *ir.Value, user *ir.Value) (gfx9.Value, gfx9.Value) {
	o := s.vop3Operands(user, a, b)
	return o[0], o[1]
}

// vop3Operands returns the source operands of a VOP3 instruction: gfx9's
// VOP3 takes no literal, so a literal goes to an SGPR (a scalar move, no
// VGPR); the constant bus carries one SGPR, so an SGPR (or literal) after
// the first, different one goes to a VGPR. Inline constants and VGPRs stay.
func (s *selector) vop3Operands(user *ir.Value, args ...*ir.Value) []gfx9.Value {
	return s.vop3OperandsOf("", user, args...)
}

// vop3OperandsOf is vop3Operands for the instruction m (f16 instructions
// take f16 inline constants, see f16Inline).
func (s *selector) vop3OperandsOf(m string, user *ir.Value, args ...*ir.Value) []gfx9.Value {
	out := make([]gfx9.Value, len(args))
	var bus gfx9.Value
	busUsed := false
	toSGPR := func(o gfx9.Value) gfx9.Value {
		r := s.sgpr()
		if v := int32(uint32(o.Imm)); v == int32(int16(v)) {
			s.asm("s_movk_i32 %s, %d", r, v) // 4 bytes instead of 8
		} else {
			s.asm("s_mov_b32 %s, %s", r, o)
		}
		return r
	}
	for i, a := range args {
		o := f16Inline(m, s.use(a, user))
		switch {
		case o.Kind == gfx9.ValLiteral && !busUsed:
			o = toSGPR(o)
			bus, busUsed = o, true
		case o.Kind == gfx9.ValLiteral:
			o = s.reg(a, user)
		case s.isSGPR(o) && (!busUsed || o == bus):
			bus, busUsed = o, true
		case s.isSGPR(o):
			o = s.reg(a, user)
		}
		out[i] = o
	}
	return out
}

// f16Inline returns the inline constant for a literal operand of an
// instruction m that reads its sources as f16 (its name ends in _f16): on
// gfx9 the inline constants 0.5, 1.0, 2.0, 4.0 and their negations stand
// for f16 values there, saving the literal dword (llvm-mc encodes such
// literals the same way). Other operands are returned as they are.
func f16Inline(m string, o gfx9.Value) gfx9.Value {
	if o.Kind != gfx9.ValLiteral || !strings.HasSuffix(m, "_f16") {
		return o
	}
	for k, bits := range []int64{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400} {
		if o.Imm == bits {
			return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(240 + k), Count: 1}
		}
	}
	return o
}

// reversedOp names the VOP2 ops with swapped sources (D = S1 - S0), so a
// constant or SGPR subtrahend can sit in src0.
var reversedOp = map[string]string{"v_sub_u32": "v_subrev_u32", "v_sub_u16": "v_subrev_u16",
	"v_sub_f32": "v_subrev_f32", "v_sub_f16": "v_subrev_f16"}

// firstBitHigh: HLSL counts from bit 0; v_ffbh counts from bit 31 and
// returns -1 when there is no such bit, which must stay -1.
func (s *selector) firstBitHigh(r gfx9.Value, v *ir.Value, m string) {
	c := s.vgpr()
	s.asm(m+"_e32 %s, %s", c, s.use(v.Args[0], v))
	d := s.vgpr()
	s.asm("v_sub_u32_e32 %s, 31, %s", d, c)
	none := s.mask()
	s.asm("v_cmp_eq_u32_e64 %s, -1, %s", none, c)
	s.asm("v_cndmask_b32_e64 %s, %s, -1, %s", r, d, none)
}

// fdiv computes x/y as x * rcp(y), scaling huge divisors so that the
// reciprocal stays a normal number (within 2.5 ULP, D3D's bound for f32
// division).
func (s *selector) fdiv(r gfx9.Value, v *ir.Value) {
	x, y := s.reg(v.Args[0], v), s.reg(v.Args[1], v)
	if v.Type == ir.F16 {
		rc := s.vgpr()
		s.asm("v_rcp_f16_e32 %s, %s", rc, y)
		s.asm("v_mul_f16_e32 %s, %s, %s", r, x, rc)
		return
	}
	big, scale, ys, rc, q := s.mask(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
	s.asm("v_cmp_gt_f32_e64 %s, |%s|, %s", big, y, s.inlineOrReg(0x6f800000))
	s.asm("v_cndmask_b32_e64 %s, 1.0, %s, %s", scale, s.inlineOrReg(0x2f800000), big)
	s.asm("v_mul_f32_e32 %s, %s, %s", ys, y, scale)
	s.asm("v_rcp_f32_e32 %s, %s", rc, ys)
	s.asm("v_mul_f32_e32 %s, %s, %s", q, x, rc)
	s.asm("v_mul_f32_e32 %s, %s, %s", r, scale, q)
}

// divRem expands 32-bit integer division and remainder (GCN has no
// divider): an f32 reciprocal estimate refined by one Newton-Raphson step
// and two corrections gives the exact quotient and remainder; a zero
// divisor yields all ones, as the IR defines; signed forms work on
// magnitudes. A division and a remainder of the same operands in one
// straight-line region share the expansion (divKey), as ACO's do.
func (s *selector) divRem(r gfx9.Value, v *ir.Value) {
	signed := v.Op == ir.OpSDiv || v.Op == ir.OpSRem
	k := divKey{v.Args[0], v.Args[1], signed, s.straight}
	p, ok := s.divMemo[k]
	if !ok || s.cur == nil {
		p = s.divParts(signed, s.reg(v.Args[0], v), s.reg(v.Args[1], v))
		if s.cur != nil {
			if s.divMemo == nil {
				s.divMemo = map[divKey]divParts{}
			}
			s.divMemo[k] = p
		}
	}
	s.divFinish(r, v.Op, p)
}

// divKey names the expansion of the 32-bit division of x by y (signed
// or not) selected in one straight-line region.
type divKey struct {
	x, y   *ir.Value
	signed bool
	region int
}

// divParts are the registers of one division's expansion: the quotient
// and remainder of the magnitudes, the divisor, the lanes where it is
// zero and, when signed, the operands' signs (0 or -1).
type divParts struct {
	signed       bool
	q, rem, y    gfx9.Value
	zero, sx, sy gfx9.Value
}

// divRem32 computes op (udiv, sdiv, urem, srem) of the 32-bit x and y into r.
func (s *selector) divRem32(r gfx9.Value, op ir.Op, x, y gfx9.Value) {
	s.divFinish(r, op, s.divParts(op == ir.OpSDiv || op == ir.OpSRem, x, y))
}

// divParts expands the division of x by y up to the quotient and the
// remainder of the magnitudes.
func (s *selector) divParts(signed bool, x, y gfx9.Value) divParts {
	p := divParts{signed: signed, y: y}
	if signed {
		p.sx, p.sy = s.vgpr(), s.vgpr()
		s.asm("v_ashrrev_i32_e32 %s, 31, %s", p.sx, x)
		s.asm("v_ashrrev_i32_e32 %s, 31, %s", p.sy, y)
		ax, ay := s.vgpr(), s.vgpr()
		s.asm("v_xor_b32_e32 %s, %s, %s", ax, p.sx, x)
		s.asm("v_sub_u32_e32 %s, %s, %s", ax, ax, p.sx)
		s.asm("v_xor_b32_e32 %s, %s, %s", ay, p.sy, y)
		s.asm("v_sub_u32_e32 %s, %s, %s", ay, ay, p.sy)
		x, y = ax, ay
	}
	f, z, ny, t, q, pr, rem := s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr(), s.vgpr()
	s.asm("v_cvt_f32_u32_e32 %s, %s", f, y)
	s.asm("v_rcp_iflag_f32_e32 %s, %s", f, f)
	s.asm("v_mul_f32_e32 %s, 0x4f7ffffe, %s", f, f)
	s.asm("v_cvt_u32_f32_e32 %s, %s", z, f)
	s.asm("v_sub_u32_e32 %s, 0, %s", ny, y)
	s.asm("v_mul_lo_u32 %s, %s, %s", t, ny, z)
	s.asm("v_mul_hi_u32 %s, %s, %s", t, z, t)
	s.asm("v_add_u32_e32 %s, %s, %s", z, z, t)
	s.asm("v_mul_hi_u32 %s, %s, %s", q, x, z)
	s.asm("v_mul_lo_u32 %s, %s, %s", pr, q, y)
	s.asm("v_sub_u32_e32 %s, %s, %s", rem, x, pr)
	for k := 0; k < 2; k++ {
		ge, q1, r1 := s.mask(), s.vgpr(), s.vgpr()
		s.asm("v_cmp_ge_u32_e64 %s, %s, %s", ge, rem, y)
		s.asm("v_add_u32_e32 %s, 1, %s", q1, q)
		s.asm("v_sub_u32_e32 %s, %s, %s", r1, rem, y)
		q2, r2 := s.vgpr(), s.vgpr()
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", q2, q, q1, ge)
		s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", r2, rem, r1, ge)
		q, rem = q2, r2
	}
	p.q, p.rem = q, rem
	p.zero = s.mask()
	s.asm("v_cmp_eq_u32_e64 %s, 0, %s", p.zero, p.y)
	return p
}

// divFinish gives op's result from a division's parts: the quotient or
// the remainder, with its sign, or all ones for a zero divisor.
func (s *selector) divFinish(r gfx9.Value, op ir.Op, p divParts) {
	res := p.q
	if op == ir.OpURem || op == ir.OpSRem {
		res = p.rem
	}
	if p.signed {
		sign := p.sx
		if op == ir.OpSDiv {
			sign = s.vgpr()
			s.asm("v_xor_b32_e32 %s, %s, %s", sign, p.sx, p.sy)
		}
		u := s.vgpr()
		s.asm("v_xor_b32_e32 %s, %s, %s", u, sign, res)
		s.asm("v_sub_u32_e32 %s, %s, %s", u, u, sign)
		res = u
	}
	s.asm("v_cndmask_b32_e64 %s, %s, -1, %s", r, res, p.zero)
}

// coherent is the cache policy of an access to memory m: glc for a
// globallycoherent UAV, so that its loads miss the per-CU vector L1 (which
// other CUs' stores do not update) and read the device-coherent L2, and its
// stores are marked the same way (as LLVM's memory legalizer does for
// agent-scope coherent accesses on gfx9).
func coherent(m *ir.Memory) string {
	if m != nil && m.Coherent {
		return " glc"
	}
	return ""
}

// sel selects select c, a, b on lanes.
func (s *selector) sel(v *ir.Value) {
	c := s.maskOf(v.Args[0])
	if is64(v.Type) {
		s.def(v, s.select64(c, s.vhalves(v.Args[1], v), s.vhalves(v.Args[2], v)))
		return
	}
	r := s.vgpr()
	s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", r, s.src(v.Args[2], v), s.src(v.Args[1], v), c)
	s.def(v, r)
}

// fromBool selects conversions from i1 (zext/sext/uitofp/sitofp).
func (s *selector) fromBool(v *ir.Value) {
	c := s.maskOf(v.Args[0])
	t := v.Type
	var one uint64 // the value of true
	switch v.Op {
	case ir.OpZExt:
		one = 1
	case ir.OpSExt:
		one = t.Mask()
	case ir.OpUIToFP, ir.OpSIToFP:
		f := 1.0
		if v.Op == ir.OpSIToFP {
			f = -1 // true is -1 as a signed 1-bit integer
		}
		one = ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, t, []uint64{math.Float64bits(f)})
		if t == ir.F64 {
			one = math.Float64bits(f)
		}
	default:
		s.fail(v, "the backend does not select %s from i1 to %s", v.Op, t)
	}
	if is64(t) {
		r := s.select64(c, [2]gfx9.Value{s.vhalf(s.constant32(uint32(one))), s.vhalf(s.constant32(uint32(one >> 32)))},
			[2]gfx9.Value{s.constant32(0), s.constant32(0)})
		s.def(v, r)
		return
	}
	r := s.vgpr()
	k := s.constant(&ir.Value{Op: ir.OpConst, Type: t, Aux: int64(one)}) // f32 1.0 and -1.0 are inline
	if t == ir.F16 {
		k = s.constant32(uint32(one)) // inline floats are f32 in a b32 operand
	}
	s.asm("v_cndmask_b32_e64 %s, 0, %s, %s", r, s.vhalf(k), c)
	s.def(v, r)
}

// vcmp is the compare mnemonic stem for each predicate.
var vcmp = map[ir.Pred]string{
	ir.PredEq: "eq", ir.PredNe: "ne", ir.PredSLt: "lt", ir.PredSLe: "le", ir.PredSGt: "gt", ir.PredSGe: "ge",
	ir.PredULt: "lt", ir.PredULe: "le", ir.PredUGt: "gt", ir.PredUGe: "ge",
}

var fcmp = map[ir.Pred]string{
	ir.PredOEq: "eq", ir.PredONe: "lg", ir.PredOLt: "lt", ir.PredOLe: "le", ir.PredOGt: "gt", ir.PredOGe: "ge",
	ir.PredOrd: "o", ir.PredUno: "u", ir.PredUEq: "nlg", ir.PredUNe: "neq",
	ir.PredULt: "nge", ir.PredULe: "ngt", ir.PredUGt: "nle", ir.PredUGe: "nlt",
}

// boolInstr selects instructions producing lane masks.
func (s *selector) boolInstr(v *ir.Value) {
	m := s.mask()
	switch v.Op {
	case ir.OpICmp, ir.OpFCmp:
		t := v.Args[0].Type
		if t == ir.I1 {
			a, b := s.maskOf(v.Args[0]), s.maskOf(v.Args[1])
			switch ir.Pred(v.Aux) {
			case ir.PredEq:
				s.asm("s_xnor_b64 %s, %s, %s", m, a, b)
			case ir.PredNe:
				s.asm("s_xor_b64 %s, %s, %s", m, a, b)
			default:
				s.fail(v, "ordered comparison of booleans")
			}
			break
		}
		var stem, ty string
		p := ir.Pred(v.Aux)
		switch {
		case v.Op == ir.OpFCmp && (t == ir.F32 || t == ir.F16):
			stem, ty = fcmp[p], map[ir.Type]string{ir.F32: "f32", ir.F16: "f16"}[t]
		case is64(t):
			stem, ty = vcmp[p], "u64"
			if v.Op == ir.OpFCmp {
				stem, ty = fcmp[p], "f64"
			} else if p >= ir.PredSLt && p <= ir.PredSGe {
				ty = "i64"
			}
			o := s.srcs64(v, v.Args[0], v.Args[1])
			s.asm("v_cmp_%s_%s_e64 %s, %s, %s", stem, ty, m, o[0], o[1])
			s.def(v, m)
			return
		case v.Op == ir.OpICmp && (t == ir.I32 || t == ir.I16):
			stem = vcmp[p]
			ty = "u32"
			if p >= ir.PredSLt && p <= ir.PredSGe {
				ty = "i32"
			}
			if t == ir.I16 {
				ty = ty[:1] + "16"
			}
		default:
			s.fail(v, "the backend does not compare %s yet", t)
		}
		x, y := s.vop3Sources(v.Args[0], v.Args[1], v)
		s.asm("v_cmp_%s_%s_e64 %s, %s, %s", stem, ty, m, x, y)
	case ir.OpAnd, ir.OpOr, ir.OpXor:
		op := map[ir.Op]string{ir.OpAnd: "s_and_b64", ir.OpOr: "s_or_b64", ir.OpXor: "s_xor_b64"}[v.Op]
		s.asm(op+" %s, %s, %s", m, s.maskOf(v.Args[0]), s.maskOf(v.Args[1]))
	case ir.OpNot:
		s.asm("s_not_b64 %s, %s", m, s.maskOf(v.Args[0]))
	case ir.OpSelect:
		c, a, b := s.maskOf(v.Args[0]), s.maskOf(v.Args[1]), s.maskOf(v.Args[2])
		t1, t2 := s.mask(), s.mask()
		s.asm("s_and_b64 %s, %s, %s", t1, c, a)
		s.asm("s_andn2_b64 %s, %s, %s", t2, b, c)
		s.asm("s_or_b64 %s, %s, %s", m, t1, t2)
	case ir.OpTrunc:
		x := s.vgpr()
		s.asm("v_and_b32_e32 %s, 1, %s", x, s.vhalf(s.halvesOrSelf(v.Args[0], v)))
		s.asm("v_cmp_ne_u32_e64 %s, 0, %s", m, x)
	case ir.OpWaveAny:
		// every active lane gets the wave's answer
		c := s.maskOf(v.Args[0])
		t := s.mask()
		s.asm("s_and_b64 %s, %s, exec", t, c) // SCC: some active lane's bit is set
		s.asm("s_cselect_b64 %s, -1, 0", m)
	case ir.OpWaveAll:
		c := s.maskOf(v.Args[0])
		t := s.mask()
		s.asm("s_andn2_b64 %s, exec, %s", t, c) // SCC: some active lane's bit is clear
		s.asm("s_cselect_b64 %s, 0, -1", m)
	case ir.OpIsFirstLane:
		// the bit of the lowest active lane alone (s_ff1 of EXEC)
		first := s.sgpr()
		s.asm("s_ff1_i32_b64 %s, exec", first)
		s.asm("s_lshl_b64 %s, 1, %s", m, first)
	case ir.OpWaveAllEqual:
		if v.Args[0].Type == ir.I1 {
			// equal when the active lanes' bits are all set or all clear
			t, a := s.mask(), s.mask()
			s.asm("s_and_b64 %s, %s, exec", t, s.maskOf(v.Args[0]))
			s.asm("s_cmp_eq_u64 %s, exec", t)
			s.asm("s_cselect_b64 %s, -1, 0", a)
			s.asm("s_cmp_eq_u64 %s, 0", t)
			s.asm("s_cselect_b64 %s, -1, %s", m, a)
			break
		}
		if is64(v.Args[0].Type) {
			// each half from the first active lane, compared as 64 bits
			x := s.reg(v.Args[0], v)
			f, d := s.mask(), s.mask()
			s.asm("v_readfirstlane_b32 %s, %s", sub(f, 0), sub(x, 0))
			s.asm("v_readfirstlane_b32 %s, %s", sub(f, 1), sub(x, 1))
			s.asm("v_cmp_ne_u64_e64 %s, %s, %s", d, f, x)
			s.asm("s_and_b64 %s, %s, exec", d, d)
			s.asm("s_cmp_eq_u64 %s, 0", d)
			s.asm("s_cselect_b64 %s, -1, 0", m)
			break
		}
		x := s.reg(v.Args[0], v)
		f := s.sgpr()
		s.asm("v_readfirstlane_b32 %s, %s", f, x)
		d := s.mask()
		s.asm("v_cmp_ne_u32_e64 %s, %s, %s", d, f, x)
		s.asm("s_and_b64 %s, %s, exec", d, d)
		s.asm("s_cmp_eq_u64 %s, 0", d)
		s.asm("s_cselect_b64 %s, -1, 0", m)
	case ir.OpReadFirstLane:
		// the first active lane's bit, in every lane
		f := s.sgpr()
		s.asm("s_ff1_i32_b64 %s, exec", f)
		s.asm("s_bitcmp1_b64 %s, %s", s.maskOf(v.Args[0]), f)
		s.asm("s_cselect_b64 %s, -1, 0", m)
	case ir.OpReadLane:
		// a lane mask has no per-lane register to read: read the bit as a
		// 0/1 word through the 32-bit path and test it
		x := s.vgpr()
		s.asm("v_cndmask_b32_e64 %s, 0, 1, %s", x, s.maskOf(v.Args[0]))
		s.asm("v_cmp_ne_u32_e64 %s, 0, %s", m, s.readLane32(v, x))
	case ir.OpLoad:
		s.fail(v, "loading booleans is not supported by the backend yet")
	default:
		s.fail(v, "the backend does not select %s on booleans yet", v.Op)
	}
	s.def(v, m)
}

// laneIndex computes each lane's index into r.
func (s *selector) laneIndex(r gfx9.Value) {
	lo := s.vgpr()
	s.asm("v_mbcnt_lo_u32_b32 %s, -1, 0", lo)
	s.asm("v_mbcnt_hi_u32_b32 %s, -1, %s", r, lo)
}

// wave selects wave intrinsics that produce lane values.
func (s *selector) wave(v *ir.Value) {
	switch v.Op {
	case ir.OpLaneIndex:
		r := s.vgpr()
		s.laneIndex(r)
		s.def(v, r)
	case ir.OpLaneCount:
		r := s.vgpr()
		s.asm("v_mov_b32_e32 %s, 64", r)
		s.def(v, r)
	case ir.OpBallot:
		c := s.maskOf(v.Args[0])
		t := s.mask()
		s.asm("s_and_b64 %s, %s, exec", t, c)
		// the mask stays in its SGPR pair, as the scalar unit made it
		// (a 64-bit value may live there): the users read its halves
		// (uint4 WaveActiveBallot's .x and .y) as their SGPR operand
		s.def(v, t)
	case ir.OpWaveCountBits:
		c := s.maskOf(v.Args[0])
		t, n := s.mask(), s.sgpr()
		s.asm("s_and_b64 %s, %s, exec", t, c)
		s.asm("s_bcnt1_i32_b64 %s, %s", n, t)
		s.def(v, n)
	case ir.OpWavePrefixCountBits:
		c := s.maskOf(v.Args[0])
		t := s.mask()
		s.asm("s_and_b64 %s, %s, exec", t, c)
		lo, r := s.vgpr(), s.vgpr()
		s.asm("v_mbcnt_lo_u32_b32 %s, %s, 0", lo, sub(t, 0))
		s.asm("v_mbcnt_hi_u32_b32 %s, %s, %s", r, sub(t, 1), lo)
		s.def(v, r)
	case ir.OpReadFirstLane:
		if o := s.use(v.Args[0], v); s.isSGPR(o) || o.IsInline() || o.Kind == gfx9.ValLiteral {
			s.def(v, o) // already the same in every lane
			break
		}
		if is64(v.Type) {
			x, f := s.reg(v.Args[0], v), s.mask()
			s.asm("v_readfirstlane_b32 %s, %s", sub(f, 0), sub(x, 0))
			s.asm("v_readfirstlane_b32 %s, %s", sub(f, 1), sub(x, 1))
			s.def(v, f)
			break
		}
		x := s.reg(v.Args[0], v)
		f := s.sgpr()
		s.asm("v_readfirstlane_b32 %s, %s", f, x)
		s.def(v, f)
	case ir.OpReadLane:
		if is64(v.Type) {
			s.readLane64(v)
			break
		}
		s.def(v, s.readLane32(v, s.reg(v.Args[0], v)))
	default:
		s.fail(v, "the backend does not select %s yet", v.Op)
	}
}

// readLane32 selects wave.readlane v of the 32-bit value in register x
// (v's source, or a boolean widened to a word) into a new VGPR.
func (s *selector) readLane32(v *ir.Value, x gfx9.Value) gfx9.Value {
	r := s.vgpr()
	idx := v.Args[1]
	if perm, ok := quadPerm(idx); ok {
		// a lane of the reader's own quad: one DPP move (derivatives,
		// QuadReadAcross*, QuadReadLaneAt)
		s.asm("v_mov_b32_dpp %s, %s quad_perm:[%d,%d,%d,%d] row_mask:0xf bank_mask:0xf", r, x, perm[0], perm[1], perm[2], perm[3])
		return r
	}
	if idx.Op == ir.OpConst || s.uni != nil && s.uni.IsUniform(idx) {
		// one lane for the whole wave: v_readlane with the index in
		// an SGPR (the lane select uses its low 6 bits)
		f, sel := s.sgpr(), gfx9.Value{}
		if idx.Op == ir.OpConst {
			sel = s.constant32(uint32(idx.Bits() & 63)) // an inline constant
		} else {
			sel = s.sreg(idx, v)
		}
		s.asm("v_readlane_b32 %s, %s, %s", f, x, sel)
		s.asm("v_mov_b32_e32 %s, %s", r, f)
	} else {
		// a lane per lane: ds_bpermute_b32 reads lane addr[7:2]
		a := s.vgpr()
		s.asm("v_lshlrev_b32_e32 %s, 2, %s", a, s.reg(idx, v))
		s.asm("ds_bpermute_b32 %s, %s, %s", r, a, x)
	}
	return r
}

// quadRead reports whether v is a wave.readlane of a lane of the reader's
// own quad (quadPerm) on a 32-bit or smaller value, and its permutation.
func quadRead(v *ir.Value) ([4]int, bool) {
	if v.Op != ir.OpReadLane || is64(v.Type) {
		return [4]int{}, false
	}
	return quadPerm(v.Args[1])
}

// dppFusable are the binary operations a quad read may feed through DPP:
// VOP2 instructions (vop2) with a DPP form, whose src0 the DPP control
// reads from another lane. A read on the left is src0; on the right it
// is src0 of a commutative operation with its operands swapped, or of the
// "rev" form (rev: x - read as v_subrev read, x).
var dppFusable = map[ir.Op]struct {
	commutative bool
	rev         map[ir.Type]string
}{
	ir.OpFAdd: {commutative: true}, ir.OpFMul: {commutative: true}, ir.OpFMin: {commutative: true}, ir.OpFMax: {commutative: true},
	ir.OpAdd: {commutative: true}, ir.OpAnd: {commutative: true}, ir.OpOr: {commutative: true}, ir.OpXor: {commutative: true},
	ir.OpSMin: {commutative: true}, ir.OpSMax: {commutative: true}, ir.OpUMin: {commutative: true}, ir.OpUMax: {commutative: true},
	ir.OpFSub: {rev: map[ir.Type]string{ir.F32: "v_subrev_f32", ir.F16: "v_subrev_f16"}},
	ir.OpSub:  {rev: map[ir.Type]string{ir.I32: "v_subrev_u32", ir.I16: "v_subrev_u16"}},
}

// dppSource reports whether v, a quad read, is an operand of its one
// user, a dppFusable operation on 32 or 16 bits in the same block: that
// operation reads it through DPP (dppFused) and v has no instruction of
// its own (ACO and LLVM's GCNDPPCombine fold such moves alike). Materialised
// at its user instead, it reads the same lanes: a block runs under one EXEC
// and its values do not change.
func (s *selector) dppSource(v *ir.Value) bool {
	if _, ok := quadRead(v); !ok || len(s.users.of(v)) != 1 {
		return false
	}
	u := s.users.of(v)[0]
	if u.Block != v.Block || len(u.Args) != 2 || u.Args[0] == u.Args[1] || u.Type != v.Type {
		return false
	}
	// the other operand goes to the VOP2's vsrc1, a VGPR: a constant or
	// a scalar value there would need a move of its own
	other := u.Args[0]
	if other == v {
		other = u.Args[1]
	}
	if other.Op == ir.OpConst || s.scalar(other) {
		return false
	}
	_, ok := dppForm(u, v)
	return ok
}

// dppForm returns the instruction (without its _dpp suffix) that computes
// u reading its operand read through DPP, and whether there is one.
func dppForm(u, read *ir.Value) (string, bool) {
	fu, ok := dppFusable[u.Op]
	m, ok2 := vop2[u.Op][u.Type]
	if !ok || !ok2 || u.Type != ir.F32 && u.Type != ir.F16 && u.Type != ir.I32 && u.Type != ir.I16 {
		return "", false
	}
	switch {
	case u.Args[0] == read, u.Args[1] == read && fu.commutative:
		return m, true
	case u.Args[1] == read && fu.rev[u.Type] != "":
		return fu.rev[u.Type], true
	}
	return "", false
}

// dppFused selects an operation one of whose operands is a deferred quad
// read (dppSource) as one VOP2 DPP instruction: derivatives become two
// instructions (the subtrahend's v_mov_b32_dpp and the subtraction), and
// a quad reduction one per step, as ACO emits them.
func (s *selector) dppFused(v *ir.Value) bool {
	if len(v.Args) != 2 {
		return false
	}
	read, other := v.Args[0], v.Args[1]
	if !s.deferred[read] || read.Op != ir.OpReadLane {
		read, other = other, read
	}
	if !s.deferred[read] || read.Op != ir.OpReadLane {
		return false
	}
	m, ok := dppForm(v, read)
	if !ok {
		return false
	}
	perm, _ := quadRead(read)
	r := s.vgpr()
	s.asm("%s_dpp %s, %s, %s quad_perm:[%d,%d,%d,%d] row_mask:0xf bank_mask:0xf", m, r,
		s.reg(read.Args[0], v), s.reg(other, v), perm[0], perm[1], perm[2], perm[3])
	s.def(v, r)
	return true
}

// quadPerm reports whether a lane index is, for every lane L, a lane of
// L's quad chosen by L's position in it alone: (L &^ 3) | perm[L & 3]. It
// evaluates idx, a pure expression of wave.laneindex and constants, for
// all 64 lanes.
func quadPerm(idx *ir.Value) ([4]int, bool) {
	var perm [4]int
	for l := 0; l < 64; l++ {
		r, ok := evalLane(idx, uint64(l), 8)
		if !ok {
			return perm, false
		}
		if l < 4 {
			if r > 3 {
				return perm, false
			}
			perm[l] = int(r)
		}
		if r != uint64(l&^3|perm[l&3]) {
			return perm, false
		}
	}
	return perm, true
}

// evalLane evaluates x for lane l when x is a constant, wave.laneindex or
// a pure integer operation of such values (at most depth deep).
func evalLane(x *ir.Value, l uint64, depth int) (uint64, bool) {
	switch {
	case x.Op == ir.OpConst:
		return x.Bits(), true
	case x.Op == ir.OpLaneIndex:
		return l, true
	case depth == 0 || !x.Op.Is(ir.FlagPure) || x.Type != ir.I32 || len(x.Args) > 3:
		return 0, false
	}
	var a [3]uint64
	for i, y := range x.Args {
		v, ok := evalLane(y, l, depth-1)
		if !ok {
			return 0, false
		}
		a[i] = v
	}
	return ir.Eval(x, a[:len(x.Args)]), true
}

// dppOps are the integer operations wave scans run with DPP: associative
// and commutative, so the tree order gives exactly the reference result.
var dppOps = map[ir.Op]string{ir.OpAdd: "v_add_u32", ir.OpAnd: "v_and_b32", ir.OpOr: "v_or_b32", ir.OpXor: "v_xor_b32",
	ir.OpSMin: "v_min_i32", ir.OpSMax: "v_max_i32", ir.OpUMin: "v_min_u32", ir.OpUMax: "v_max_u32"}

// dppFloatReduceOps are the f32 operations wave reductions run with DPP:
// min and max (the IEEE minNum/maxNum of the hardware and the reference:
// a NaN operand gives the other, -0 orders below +0) take one of their
// operands, so the tree over all lanes with +inf or -inf in the inactive
// ones gives the reference's fold in lane order, bit for bit; each step
// flushes a denormal as the fold's operations do. Sums and products round
// at each step, so their order is the reference's lane order (the scalar
// loop). Prefixes stay in the loop too: DPP leaves lanes whose source is
// out of their row unchanged, so a prefix's first value would not pass an
// operation that flushes it.
var dppFloatReduceOps = map[ir.Op]string{ir.OpFMin: "v_min_f32", ir.OpFMax: "v_max_f32"}

// dppScanOp returns the VOP2 instruction a DPP scan of wave operation v
// (a WaveReduce or WavePrefix of type t) combines lanes with, if it has
// one.
func dppScanOp(v *ir.Value, t ir.Type) (string, bool) {
	rop := ir.Op(v.Aux)
	if m, ok := dppOps[rop]; ok && t == ir.I32 {
		return m, true
	}
	if m, ok := dppFloatReduceOps[rop]; ok && t == ir.F32 && v.Op == ir.OpWaveReduce {
		return m, true
	}
	return "", false
}

// waveScan computes WaveActive<Op> (reduce) and WavePrefix<Op> (exclusive
// scan). Integer operations and f32 min/max reductions (dppScanOp) use a
// DPP scan over the whole wave, with the inactive lanes holding the
// identity; the other floating-point ones (whose sum depends on the order)
// and products use a scalar loop over the active lanes in lane order,
// which is the reference's order.
func (s *selector) waveScan(v *ir.Value) {
	rop := ir.Op(v.Aux)
	t := v.Type
	if is64(t) {
		s.waveScan64(v)
		return
	}
	x := s.reg(v.Args[0], v)
	if t == ir.I16 {
		// promoted, as LLVM legalizes them: the 32-bit scan of the
		// values extended as the operation compares them has the 16-bit
		// result in its low half (sums, products and bit operations
		// wrap around in the low half whatever the high one holds)
		e := s.vgpr()
		if rop == ir.OpSMin || rop == ir.OpSMax {
			s.asm("v_bfe_i32 %s, %s, 0, 16", e, x)
		} else {
			s.asm("v_bfe_u32 %s, %s, 0, 16", e, x)
		}
		x, t = e, ir.I32
	}
	if t != ir.I32 && t != ir.F32 && t != ir.F16 {
		s.fail(v, "wave reductions on %s are not supported by the backend yet", t)
	}
	if m, ok := dppScanOp(v, t); ok {
		s.waveScanDPP(v, x, m)
		return
	}
	id, ok := scanIdentity(rop, t)
	if v.Op == ir.OpWavePrefix && rop == ir.OpFAdd {
		id = 0 // the first lane's exclusive prefix is +0 (the reduction may start from -0, which adds exactly)
	}
	if !ok {
		s.fail(v, "the backend does not reduce with %s yet", rop)
	}
	rem, lane, lv, acc := s.mask(), s.sgpr(), s.sgpr(), s.sgpr()
	res := s.vgpr()
	s.asm("s_mov_b64 %s, exec", rem)
	s.asm("s_mov_b32 %s, %s", acc, s.constant32(id))
	// A prefix must not run with no lane active: s_ff1 of an empty mask
	// is -1 and v_writelane ignores EXEC, so it would write lane 63 of
	// its result's register, another value's when they share it (EXEC is
	// empty after every lane of a loop broke, say). A reduction may run
	// its loop then: once, folding lane 63's value into its scalar
	// accumulator while no lane is active to take the result (its copy
	// into the result VGPR writes no lane).
	loop, end := s.label("scan"), s.label("scan_end")
	if v.Op == ir.OpWavePrefix && !s.execNonEmpty() {
		s.asm("s_cbranch_execz %s", end)
	}
	s.place(loop)
	s.asm("s_ff1_i32_b64 %s, %s", lane, rem)
	s.asm("v_readlane_b32 %s, %s, %s", lv, x, lane)
	if v.Op == ir.OpWavePrefix {
		// the lane select goes in M0: two SGPRs would break the constant bus limit
		s.asm("s_mov_b32 m0, %s", lane)
		s.asm("v_writelane_b32 %s, %s, m0", res, acc)
	}
	s.combine(rop, t, acc, lv)
	s.asm("s_bitset0_b64 %s, %s", rem, lane)
	s.asm("s_cmp_lg_u64 %s, 0", rem)
	s.asm("s_cbranch_scc1 %s", loop)
	s.place(end)
	if v.Op == ir.OpWaveReduce {
		s.asm("v_mov_b32_e32 %s, %s", res, acc)
	}
	s.def(v, res)
}

// waveScanDPP runs an inclusive scan across all 64 lanes with DPP row
// shifts and row broadcasts (the GPUOpen sequence), with exec opened to the
// whole wave and the inactive lanes set to the identity. A lane whose DPP
// source is out of its row is disabled and keeps its value, which is the
// identity step.
func (s *selector) waveScanDPP(v *ir.Value, x gfx9.Value, m string) {
	rop := ir.Op(v.Aux)
	id, _ := scanIdentity(rop, v.Type)
	// acc and shifted are written in every lane (EXEC opened to the
	// wave): linear VGPRs
	old, acc, res := s.mask(), s.f.NewLinearVGPR(1), s.vgpr()
	s.asm("s_or_saveexec_b64 %s, -1", old)
	// one select over the whole wave by the saved mask: x in the lanes
	// that were active, the identity in the others (VOP3 takes no
	// literal: an identity that is not inline goes into acc first)
	idc := s.constant32(id)
	if idc.Kind == gfx9.ValLiteral {
		s.asm("v_mov_b32_e32 %s, %s", acc, idc)
		idc = acc
	}
	s.asm("v_cndmask_b32_e64 %s, %s, %s, %s", acc, idc, x, old)
	for _, step := range []string{
		"row_shr:1 row_mask:0xf bank_mask:0xf",
		"row_shr:2 row_mask:0xf bank_mask:0xf",
		"row_shr:4 row_mask:0xf bank_mask:0xe",
		"row_shr:8 row_mask:0xf bank_mask:0xc",
		"row_bcast:15 row_mask:0xa bank_mask:0xf",
		"row_bcast:31 row_mask:0xc bank_mask:0xf",
	} {
		s.asm(m+"_dpp %s, %s, %s "+step, acc, acc, acc)
	}
	if v.Op == ir.OpWaveReduce {
		total := s.sgpr()
		s.asm("v_readlane_b32 %s, %s, 63", total, acc)
		s.asm("s_mov_b64 exec, %s", old)
		s.def(v, total) // the same for every lane: it stays scalar
		return
	} else {
		// exclusive: every lane takes its left neighbour's inclusive value
		shifted := s.f.NewLinearVGPR(1)
		if id == 0 {
			// bound_ctrl: lane 0, whose source is out of the wave,
			// reads 0, the identity, instead of keeping its old value
			s.asm("v_mov_b32_dpp %s, %s wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0", shifted, acc)
		} else {
			s.asm("v_mov_b32_e32 %s, %s", shifted, s.constant32(id))
			s.asm("v_mov_b32_dpp %s, %s wave_shr:1 row_mask:0xf bank_mask:0xf", shifted, acc)
		}
		s.asm("s_mov_b64 exec, %s", old)
		s.asm("v_mov_b32_e32 %s, %s", res, shifted)
	}
	s.def(v, res)
}

// scanIdentity is the neutral element the scans start from (for f16, in
// the low half).
func scanIdentity(op ir.Op, t ir.Type) (uint32, bool) {
	if t == ir.F16 {
		id, ok := map[ir.Op]uint32{ir.OpFAdd: 0x8000, ir.OpFMul: 0x3c00, ir.OpFMin: 0x7c00, ir.OpFMax: 0xfc00}[op]
		return id, ok
	}
	switch op {
	case ir.OpAdd, ir.OpOr, ir.OpXor, ir.OpUMax:
		return 0, true
	case ir.OpMul:
		return 1, true
	case ir.OpAnd, ir.OpUMin:
		return 0xffffffff, true
	case ir.OpSMin:
		return 0x7fffffff, true
	case ir.OpSMax:
		return 0x80000000, true
	case ir.OpFAdd:
		return 0x80000000, true // -0: -0 + x == x for every x
	case ir.OpFMul:
		return 0x3f800000, true
	case ir.OpFMin:
		return 0x7f800000, true
	case ir.OpFMax:
		return 0xff800000, true
	}
	return 0, false
}

// combine folds the SGPR x into the SGPR accumulator acc.
func (s *selector) combine(op ir.Op, t ir.Type, acc, x gfx9.Value) {
	salu := map[ir.Op]string{ir.OpAdd: "s_add_u32", ir.OpMul: "s_mul_i32", ir.OpAnd: "s_and_b32", ir.OpOr: "s_or_b32",
		ir.OpXor: "s_xor_b32", ir.OpSMin: "s_min_i32", ir.OpSMax: "s_max_i32", ir.OpUMin: "s_min_u32", ir.OpUMax: "s_max_u32"}
	if m, ok := salu[op]; ok {
		s.asm(m+" %s, %s, %s", acc, acc, x)
		return
	}
	tv := s.vgpr()
	s.asm("v_mov_b32_e32 %s, %s", tv, acc)
	s.asm(vop2[op][t]+"_e32 %s, %s, %s", tv, x, tv)
	s.asm("v_readfirstlane_b32 %s, %s", acc, tv)
}

// memory ---------------------------------------------------------------

// The memory instructions by dwordsOf's size (0: a 16-bit access).
var (
	bufferLoadSuffix  = map[int]string{0: "ushort", 1: "dword", 2: "dwordx2"}
	bufferStoreSuffix = map[int]string{0: "short", 1: "dword", 2: "dwordx2"}
	dsLoad            = map[int]string{0: "ds_read_u16", 1: "ds_read_b32", 2: "ds_read_b64"}
	dsStore           = map[int]string{0: "ds_write_b16", 1: "ds_write_b32", 2: "ds_write_b64"}
)

// dwordsOf returns how many dwords a memory access of type t moves (0 for
// a 16-bit access, which loads zero-extended into the low half of a VGPR
// and stores the low half).
func (s *selector) dwordsOf(v *ir.Value, t ir.Type) int {
	switch t.Bits() {
	case 16:
		return 0 // a half dword: ushort/short, ds_read_u16/ds_write_b16
	case 32:
		return 1
	case 64:
		return 2
	}
	s.fail(v, "the backend does not access %d-bit values in memory yet", t.Bits())
	return 0
}

// address returns the VGPR byte address of a memory instruction and the
// immediate offset added to it; imm reports an address that is only the
// offset (a small constant). An address x + c with c below the limit puts
// c in the offset field, saving the VGPR and the add (MUBUF adds the two
// before its range check); with c from the limit on, the accesses near
// x + c share a register x + b and put c - b there (bufferRebased).
func (s *selector) address(v *ir.Value, limit int) (addr gfx9.Value, off int, imm bool) {
	a := v.Args[0]
	if a.Op == ir.OpConst && int64(uint32(a.Bits())) < int64(limit) {
		return gfx9.Value{}, int(uint32(a.Bits())), true
	}
	if x, c, ok := constAddend(a); ok && c >= 0 {
		if c < limit {
			return s.reg(x, v), c, false
		}
		r, b := s.bufferRebased(a, x, v, c, limit)
		return r, c - b, false
	}
	return s.reg(a, v), 0, false
}

func (s *selector) load(v *ir.Value) {
	n := s.dwordsOf(v, v.Type)
	r := s.newReg(v)
	switch v.Mem.Kind {
	case ir.MemCBuffer, ir.MemStructured, ir.MemRaw:
		d := s.descOf(v)
		suffix := bufferLoadSuffix[n]
		if addr, off, imm := s.address(v, 4096); imm {
			s.asm("buffer_load_%s %s, off, %s, 0 offset:%d%s", suffix, r, d, off, coherent(v.Mem))
		} else {
			s.asm("buffer_load_%s %s, %s, %s, 0 offen offset:%d%s", suffix, r, addr, d, off, coherent(v.Mem))
		}
	case ir.MemGroupshared:
		base := s.lds[v.Mem]
		addr, off := s.ldsAddress(v, base)
		if n == 2 && v.Align < gfx9.DSAlign(8) {
			// ds_read_b64 needs an 8-byte aligned address: two dwords
			s.asm("ds_read_b32 %s, %s offset:%d", sub(r, 0), addr, base+off)
			s.asm("ds_read_b32 %s, %s offset:%d", sub(r, 1), addr, base+off+4)
			break
		}
		m := dsLoad[n]
		s.asm("%s %s, %s offset:%d", m, r, addr, base+off)
	case ir.MemPrivate:
		if v.Mem.Init != nil {
			s.tableLoad(v, r, n)
			break
		}
		addr, off := s.privateAddress(v)
		suffix := bufferLoadSuffix[n]
		s.asm("buffer_load_%s %s, %s, %s, %s offen offset:%d", suffix, r, addr, s.scratchRsrc, s.scratchOffset, off)
	default:
		s.fail(v, "the backend does not support %s memory yet", v.Mem.Space())
	}
	s.def(v, r)
}

func (s *selector) store(v *ir.Value) {
	t := v.Args[1].Type
	n := s.dwordsOf(v, t)
	data := s.reg(v.Args[1], v)
	switch v.Mem.Kind {
	case ir.MemStructured, ir.MemRaw:
		d := s.descOf(v)
		suffix := bufferStoreSuffix[n]
		if addr, off, imm := s.address(v, 4096); imm {
			s.asm("buffer_store_%s %s, off, %s, 0 offset:%d%s", suffix, data, d, off, coherent(v.Mem))
		} else {
			s.asm("buffer_store_%s %s, %s, %s, 0 offen offset:%d%s", suffix, data, addr, d, off, coherent(v.Mem))
		}
	case ir.MemGroupshared:
		base := s.lds[v.Mem]
		addr, off := s.ldsAddress(v, base)
		if n == 2 && v.Align < gfx9.DSAlign(8) {
			s.asm("ds_write_b32 %s, %s offset:%d", addr, sub(data, 0), base+off)
			s.asm("ds_write_b32 %s, %s offset:%d", addr, sub(data, 1), base+off+4)
			break
		}
		m := dsStore[n]
		s.asm("%s %s, %s offset:%d", m, addr, data, base+off)
	case ir.MemPrivate:
		addr, off := s.privateAddress(v)
		suffix := bufferStoreSuffix[n]
		s.asm("buffer_store_%s %s, %s, %s, %s offen offset:%d", suffix, data, addr, s.scratchRsrc, s.scratchOffset, off)
	default:
		s.fail(v, "the backend cannot store to %s memory", v.Mem.Space())
	}
}

// ldsAddress returns the address register and immediate offset (to which
// the caller adds base, the variable's LDS offset) of a groupshared
// access: a constant address, or an address x + c, goes into the 16-bit
// DS offset when base + c fits it, c taken as signed (LDS addresses wrap
// at 32 bits, so x + c is exact); an x + c whose base + c does not fit
// (below 0: a neighbour at a negative index, or beyond 64 KiB) goes
// through a register x + b that the accesses of the straight-line region
// share (ldsRebased).
func (s *selector) ldsAddress(v *ir.Value, base int) (gfx9.Value, int) {
	a := v.Args[0]
	if a.Op == ir.OpConst && base+int(uint32(a.Bits())) < 65536 {
		return s.zeroAddress(), int(uint32(a.Bits()))
	}
	if x, c, ok := constAddend(a); ok {
		if o := base + c; o >= 0 && o < 65536 {
			return s.reg(x, v), c
		}
		r, b := s.ldsRebased(x, v, base+c)
		return r, c - b // base + c - b: want's distance from x + b
	}
	return s.reg(a, v), 0
}

// constAddend splits an address x + c (an i32 add of a constant to a
// non-constant) into x and c as a signed 32-bit number.
func constAddend(a *ir.Value) (x *ir.Value, c int, ok bool) {
	if a.Op != ir.OpAdd || a.Type != ir.I32 {
		return nil, 0, false
	}
	for k := 0; k < 2; k++ {
		if cst, x := a.Args[k], a.Args[1-k]; cst.Op == ir.OpConst && x.Op != ir.OpConst {
			return x, int(int32(uint32(cst.Bits()))), true
		}
	}
	return nil, 0, false
}

// ldsRebased returns a register holding x + b and b, for an access at
// x + want (want is the byte displacement from x, the variable's LDS
// offset included) with 0 <= want - b < 65536: the accesses of one
// straight-line region (until the next label or EXEC write) at x + c for
// several c that the offset cannot hold alone — temp[i - 7] ... temp[i - 1]
// — share one v_add_u32 and differ in their offsets, so that WidenLDS and
// PairLDS see one address register, where each dword had its own add (ACO
// adds once per element). b is the lowest displacement of any groupshared
// access through x in the kernel that keeps want in reach, rounded down to
// 16 bytes so that x + b keeps x's alignment for the wide forms (LDS
// addresses wrap at 32 bits: x + b + (want - b) = x + want).
func (s *selector) ldsRebased(x, user *ir.Value, want int) (gfx9.Value, int) {
	if s.lowestDisp == nil {
		s.lowestDisp = map[*ir.Value]int{}
		for _, blk := range s.fn.Blocks {
			for _, w := range blk.Instrs {
				if w.Mem == nil || w.Mem.Kind != ir.MemGroupshared || len(w.Args) == 0 {
					continue
				}
				if y, c, ok := constAddend(w.Args[0]); ok {
					d := s.lds[w.Mem] + c
					if low, seen := s.lowestDisp[y]; !seen || d < low {
						s.lowestDisp[y] = d
					}
				}
			}
		}
	}
	return s.rebasedAddr(rebaseKey{x, s.straight, false}, nil, x, user, want, 65536, s.lowestDisp[x])
}

// bufferRebased is ldsRebased for the buffer accesses (MUBUF loads and
// stores, whose offset field holds 0 to limit-1) at x + c with c from
// limit to 2^31: the accesses at x + 0x2000 and x + 0x2004 (a Load2 at a
// byte address 8 KiB up) share one v_add_u32 of x + 0x2000, with offsets 0
// and 4, and merge into one buffer_load_dwordx2 where each had its add.
// The hardware adds the register and the offset field as the access
// through x with offset c does (the same convention as the offsets below
// limit). b is the lowest such c of the kernel's buffer accesses through
// x that keeps c in reach.
func (s *selector) bufferRebased(a, x, user *ir.Value, want, limit int) (gfx9.Value, int) {
	if s.lowestBufDisp == nil {
		s.lowestBufDisp = map[*ir.Value]int{}
		for _, blk := range s.fn.Blocks {
			for _, w := range blk.Instrs {
				if w.Op != ir.OpLoad && w.Op != ir.OpStore || w.Mem == nil || w.Mem.Kind != ir.MemStructured && w.Mem.Kind != ir.MemRaw && w.Mem.Kind != ir.MemCBuffer {
					continue
				}
				if y, c, ok := constAddend(w.Args[0]); ok && c >= limit {
					if low, seen := s.lowestBufDisp[y]; !seen || c < low {
						s.lowestBufDisp[y] = c
					}
				}
			}
		}
	}
	return s.rebasedAddr(rebaseKey{x, s.straight, true}, a, x, user, want, limit, s.lowestBufDisp[x])
}

// rebasedAddr returns the register of key k holding x + b and b, for an
// access at x + want whose offset field holds 0 to reach-1: one made
// earlier in the straight-line region that reaches want, or a new one
// with b the lowest displacement lowest where it keeps want in reach,
// rounded down to 16 bytes (x + b keeps x's alignment). Where b is want
// and whole, the IR's x + want (nil: none), is there, its register is x +
// b: the accesses through that value elsewhere share it as before.
func (s *selector) rebasedAddr(k rebaseKey, whole, x, user *ir.Value, want, reach, lowest int) (gfx9.Value, int) {
	for _, e := range s.rebased[k] {
		if d := want - e.b; d >= 0 && d < reach && s.cur != nil {
			return e.r, e.b
		}
	}
	lo := want - (reach - 1)
	b := max(min(lowest, want), lo) &^ 15
	if b < lo {
		b += 16
	}
	var r gfx9.Value
	if whole != nil && b == want {
		r = s.reg(whole, user)
	} else {
		r = s.vgpr()
		s.asm("v_add_u32_e32 %s, %s, %s", r, s.constant32(uint32(int32(b))), s.reg(x, user))
	}
	if s.cur != nil {
		s.rebased[k] = append(s.rebased[k], rebasedAddr{r, b})
	}
	return r, b
}

// rebaseKey names the registers ldsRebased made for x in one straight-line
// region; rebasedAddr is one of them, holding x + b.
type rebaseKey struct {
	x      *ir.Value
	region int
	buffer bool // a buffer access's (bufferRebased), else a groupshared one's
}

type rebasedAddr struct {
	r gfx9.Value
	b int
}

// zeroAddress returns a VGPR holding 0 in every active lane, the address
// register of accesses whose whole address is the immediate offset: one
// v_mov per straight-line region (until the next label or EXEC write, as
// packedConst), shared by all of them, so that the LDS passes see one
// address register (WidenLDS merges only accesses through one) and
// allocation keeps one register, as ACO does, instead of a copy of 0 per
// access.
func (s *selector) zeroAddress() gfx9.Value {
	if r, ok := s.zeroAddr[s.straight]; ok && s.cur != nil {
		return r
	}
	r := s.vgpr()
	s.asm("v_mov_b32_e32 %s, 0", r)
	if s.cur != nil {
		s.zeroAddr[s.straight] = r
	}
	return r
}

// privateAddress returns the per-lane scratch address (a VGPR) and the
// immediate offset of a private access: the array's offset in the lane's
// scratch, and the constant c of an address x + c, are folded into the
// 12-bit MUBUF offset when they fit.
func (s *selector) privateAddress(v *ir.Value) (gfx9.Value, int) {
	base := s.priv[v.Mem]
	a := v.Args[0]
	if a.Op == ir.OpConst && base+int(uint32(a.Bits())) < 4096 {
		return s.zeroAddress(), base + int(uint32(a.Bits()))
	}
	if a.Op == ir.OpAdd && a.Type == ir.I32 {
		for k := 0; k < 2; k++ {
			c, x := a.Args[k], a.Args[1-k]
			if c.Op == ir.OpConst && x.Op != ir.OpConst && base+int(uint32(c.Bits())) < 4096 {
				return s.reg(x, v), base + int(uint32(c.Bits()))
			}
		}
	}
	addr := s.reg(a, v)
	if base < 4096 {
		return addr, base
	}
	r := s.vgpr()
	s.asm("v_add_u32_e32 %s, %s, %s", r, s.constant32(uint32(base)), addr)
	return r, 0
}

var bufferAtomic = map[ir.AtomicOp]string{ir.AtomicAdd: "add", ir.AtomicSub: "sub", ir.AtomicAnd: "and", ir.AtomicOr: "or",
	ir.AtomicXor: "xor", ir.AtomicSMin: "smin", ir.AtomicSMax: "smax", ir.AtomicUMin: "umin", ir.AtomicUMax: "umax", ir.AtomicXchg: "swap",
	ir.AtomicCmpXchg: "cmpswap"}

var dsAtomic = map[ir.AtomicOp]string{ir.AtomicAdd: "ds_add_rtn_u32", ir.AtomicSub: "ds_sub_rtn_u32", ir.AtomicAnd: "ds_and_rtn_b32",
	ir.AtomicOr: "ds_or_rtn_b32", ir.AtomicXor: "ds_xor_rtn_b32", ir.AtomicSMin: "ds_min_rtn_i32", ir.AtomicSMax: "ds_max_rtn_i32",
	ir.AtomicUMin: "ds_min_rtn_u32", ir.AtomicUMax: "ds_max_rtn_u32", ir.AtomicXchg: "ds_wrxchg_rtn_b32"}

// atomic selects a buffer or LDS atomic on 32 or 64 bits (the _x2 and
// _u64/_b64/_i64 forms). One whose old value nothing reads uses the
// non-returning form (no glc, no _rtn): the hardware then need not send
// the value back, and no VGPR waits for it.
func (s *selector) atomic(v *ir.Value) {
	wide := v.Type == ir.I64
	if v.Type != ir.I32 && !wide {
		s.fail(v, "the backend supports 32- and 64-bit integer atomics only")
	}
	n := 1
	if wide {
		n = 2
	}
	addr := s.reg(v.Args[0], v)
	r := s.newVGPRs(n)
	ret := s.resultUsed(v)
	switch v.Mem.Kind {
	case ir.MemStructured, ir.MemRaw:
		d := s.descOf(v)
		x2, glc := "", " glc"
		if wide {
			x2 = "_x2"
		}
		if !ret {
			glc = ""
		}
		if v.Op == ir.OpCmpXchg {
			// data: the new value, then the compare value; the old value
			// returns in the first half
			data := s.newVGPRs(2 * n)
			for k := 0; k < n; k++ {
				s.asm("v_mov_b32_e32 %s, %s", sub(data, k), s.halvesOrSelfHalf(v.Args[2], v, k))
				s.asm("v_mov_b32_e32 %s, %s", sub(data, n+k), s.halvesOrSelfHalf(v.Args[1], v, k))
			}
			s.asm("buffer_atomic_cmpswap"+x2+" %s, %s, %s, 0 offen"+glc, data, addr, d)
			if !ret {
				return
			}
			for k := 0; k < n; k++ {
				s.asm("v_mov_b32_e32 %s, %s", sub(r, k), sub(data, k))
			}
			break
		}
		if !ret {
			s.asm("buffer_atomic_%s"+x2+" %s, %s, %s, 0 offen", bufferAtomic[ir.AtomicOp(v.Aux)], s.reg(v.Args[1], v), addr, d)
			return
		}
		s.move(r, s.use(v.Args[1], v))
		s.asm("buffer_atomic_%s"+x2+" %s, %s, %s, 0 offen glc", bufferAtomic[ir.AtomicOp(v.Aux)], r, addr, d)
	case ir.MemGroupshared:
		base := s.lds[v.Mem]
		width := func(m string) string {
			if wide {
				m = strings.NewReplacer("_u32", "_u64", "_b32", "_b64", "_i32", "_i64").Replace(m)
			}
			return m
		}
		if op := dsAtomic[ir.AtomicOp(v.Aux)]; !ret && v.Op != ir.OpCmpXchg && ir.AtomicOp(v.Aux) != ir.AtomicXchg {
			s.asm("%s %s, %s offset:%d", width(strings.Replace(op, "_rtn", "", 1)), addr, s.reg(v.Args[1], v), base)
			return
		}
		if v.Op == ir.OpCmpXchg && !ret {
			s.asm(width("ds_cmpst_b32")+" %s, %s, %s offset:%d", addr, s.reg(v.Args[1], v), s.reg(v.Args[2], v), base)
			return
		}
		if v.Op == ir.OpCmpXchg {
			s.asm(width("ds_cmpst_rtn_b32")+" %s, %s, %s, %s offset:%d", r, addr, s.reg(v.Args[1], v), s.reg(v.Args[2], v), base)
		} else {
			s.asm("%s %s, %s, %s offset:%d", width(dsAtomic[ir.AtomicOp(v.Aux)]), r, addr, s.reg(v.Args[1], v), base)
		}
	default:
		s.fail(v, "atomics on %s memory are not supported", v.Mem.Space())
	}
	s.def(v, r)
}

// resultUsed reports whether any instruction of the kernel reads v.
func (s *selector) resultUsed(v *ir.Value) bool {
	if s.useCount == nil {
		s.useCount = map[*ir.Value]int{}
		for _, b := range s.fn.Blocks {
			for _, w := range b.Instrs {
				for _, a := range w.Args {
					s.useCount[a]++
				}
			}
		}
	}
	return s.useCount[v] > 0
}

// highHalfOf returns x when h is the f16 or i16 in bits 16-31 of the i32
// x: bitcast(trunc(lshr x, 16)) or trunc(lshr x, 16); else nil.
func highHalfOf(h *ir.Value) *ir.Value {
	if h.Op == ir.OpBitcast && h.Args[0].Type == ir.I16 {
		h = h.Args[0]
	}
	if h.Op != ir.OpTrunc || h.Type != ir.I16 {
		return nil
	}
	sh := h.Args[0]
	if sh.Op != ir.OpLShr || sh.Type != ir.I32 || sh.Args[1].Op != ir.OpConst || sh.Args[1].Bits()&31 != 16 {
		return nil
	}
	return sh.Args[0]
}
