package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/passes"
)

// Scalarization: values the uniformity analysis proves wave-invariant live
// in SGPRs and are computed on the scalar unit where gfx9 can: integer
// arithmetic on the SALU, loads from cbuffers and read-only buffers at
// uniform addresses with s_buffer_load (never from memory the dispatch
// writes: the scalar cache does not see vector stores), wave-level results
// (WaveReadLaneFirst, WaveActiveCountBits, integer WaveActive* reductions)
// kept where they are produced. Floating-point arithmetic has no SALU form
// on gfx9 and stays on the VALU. A scalar value a VALU instruction needs is
// read as its SGPR operand where the encoding allows (one per instruction,
// the constant bus limit) and copied to a VGPR otherwise.

// salu maps integer ops to their 32-bit SALU instructions.
var salu = map[ir.Op]string{
	ir.OpAdd: "s_add_u32", ir.OpSub: "s_sub_u32", ir.OpMul: "s_mul_i32", ir.OpUMulHi: "s_mul_hi_u32",
	ir.OpAnd: "s_and_b32", ir.OpOr: "s_or_b32", ir.OpXor: "s_xor_b32",
	ir.OpShl: "s_lshl_b32", ir.OpLShr: "s_lshr_b32", ir.OpAShr: "s_ashr_i32",
	ir.OpSMin: "s_min_i32", ir.OpSMax: "s_max_i32", ir.OpUMin: "s_min_u32", ir.OpUMax: "s_max_u32",
}

var salu1 = map[ir.Op]string{ir.OpNot: "s_not_b32", ir.OpCtpop: "s_bcnt1_i32_b32", ir.OpFirstBitLow: "s_ff1_i32_b32", ir.OpBitReverse: "s_brev_b32"}

// scalarCmp maps integer predicates to s_cmp suffixes.
var scalarCmp = map[ir.Pred]string{
	ir.PredEq: "eq_u32", ir.PredNe: "lg_u32", ir.PredSLt: "lt_i32", ir.PredSLe: "le_i32", ir.PredSGt: "gt_i32", ir.PredSGe: "ge_i32",
	ir.PredULt: "lt_u32", ir.PredULe: "le_u32", ir.PredUGt: "gt_u32", ir.PredUGe: "ge_u32",
}

// scalar reports whether v's result lives in SGPRs.
func (s *selector) scalar(v *ir.Value) bool {
	if s.uni == nil || v.Op == ir.OpConst {
		return false
	}
	if r, ok := s.scalarMemo[v]; ok {
		return r
	}
	s.scalarMemo[v] = false // cycles through phis stay vector unless proven below
	r := false
	if s.uni.IsUniform(v) {
		switch {
		case v.Op == ir.OpLoad:
			r = s.smemLoad(v)
		case v.Type == ir.I32 && (salu[v.Op] != "" || salu1[v.Op] != ""):
			r = true
			for _, a := range v.Args {
				if a.Op != ir.OpConst && !s.scalar(a) || a.Type != ir.I32 {
					r = false
				}
			}
		case v.Type == ir.I32 && v.Op == ir.OpPhi:
			r = true
		case v.Type == ir.I32 && v.Op == ir.OpSelect:
			// s_cselect_b32 on a compare the SALU makes
			r = s.sccCompare(v.Args[0])
			for _, a := range v.Args[1:] {
				if a.Op != ir.OpConst && !s.scalar(a) {
					r = false
				}
			}
		case v.Op == ir.OpGroupID, v.Op == ir.OpReadFirstLane && v.Type == ir.I32, v.Op == ir.OpWaveCountBits, v.Op == ir.OpResDim:
			r = true
		case v.Op == ir.OpWaveReduce && (v.Type == ir.I32 || v.Type == ir.F32):
			_, r = dppScanOp(v, v.Type) // the DPP scan's total, read from lane 63

		}
	}
	s.scalarMemo[v] = r
	return r
}

// smemLoad reports whether a uniform load can use the scalar unit.
func (s *selector) smemLoad(v *ir.Value) bool {
	m := v.Mem
	if m == nil || v.Type.Bits() != 32 && v.Type.Bits() != 64 {
		return false
	}
	switch m.Kind {
	case ir.MemCBuffer:
		return true
	case ir.MemStructured, ir.MemRaw:
		return !m.Writable
	case ir.MemPrivate:
		return m.Init != nil // a constant table (consttable.go)
	}
	return false
}

// sreg returns an SGPR or constant operand for a scalar use of v; a value
// held in a VGPR (uniform, so every active lane agrees) is read from the
// first active lane.
func (s *selector) sreg(v, user *ir.Value) gfx9.Value {
	o := s.use(v, user)
	if o.Kind != gfx9.ValReg || o.IsInline() || s.isSGPR(o) {
		return o
	}
	r := s.sgpr()
	s.asm("v_readfirstlane_b32 %s, %s", r, o)
	return r
}

// isSGPR reports whether a virtual register operand is in the SGPR file.
func (s *selector) isSGPR(o gfx9.Value) bool {
	if !o.IsVirtual() {
		return o.Kind == gfx9.ValReg && o.Code < gfx9.CodeVGPR0 && !o.IsInline()
	}
	v, _, ok := s.f.VRegOf(int(o.Code) - gfx9.CodeVirtual)
	return ok && v.File == mir.SGPR
}

// scalarInstr selects an instruction whose result is scalar. It reports
// false when the instruction is not one it handles.
func (s *selector) scalarInstr(v *ir.Value) bool {
	if !s.scalar(v) {
		return false
	}
	switch {
	case v.Op == ir.OpLoad:
		s.scalarLoad(v)
	case v.Op == ir.OpGroupID:
		s.def(v, s.gid[v.Aux]) // the ABI's SGPR, copied by the prologue
	case salu[v.Op] != "":
		r := s.sgpr()
		a, b := s.sop2Operands(s.sreg(v.Args[0], v), s.sreg(v.Args[1], v))
		s.asm(salu[v.Op]+" %s, %s, %s", r, a, b)
		s.def(v, r)
	case salu1[v.Op] != "":
		r := s.sgpr()
		s.asm(salu1[v.Op]+" %s, %s", r, s.sreg(v.Args[0], v))
		s.def(v, r)
	case v.Op == ir.OpSelect:
		a, b := s.sop2Operands(s.sreg(v.Args[1], v), s.sreg(v.Args[2], v))
		s.setSCC(v.Args[0])
		r := s.sgpr()
		s.asm("s_cselect_b32 %s, %s, %s", r, a, b)
		s.def(v, r)
	default:
		return false
	}
	return true
}

// scalarLoad reads a uniform address of a cbuffer or read-only buffer with
// s_buffer_load; out-of-range reads return 0 as for vector loads.
func (s *selector) scalarLoad(v *ir.Value) {
	n := s.dwordsOf(v, v.Type)
	r := s.f.NewVReg(mir.SGPR, n)
	suffix := map[int]string{1: "dword", 2: "dwordx2"}[n]
	d := s.descOf(v)
	a := v.Args[0]
	base := uint32(s.tables[v.Mem]) // a constant table's place in the read-only data
	if a.Op == ir.OpConst && uint64(uint32(a.Bits()))+uint64(base) <= 0xfffff {
		s.asm("s_buffer_load_%s %s, %s, 0x%x", suffix, r, d, uint32(a.Bits())+base)
	} else {
		addr := s.sreg(a, v)
		if addr.Kind != gfx9.ValReg || addr.IsInline() {
			t := s.sgpr()
			s.asm("s_mov_b32 %s, %s", t, addr)
			addr = t
		}
		if base != 0 {
			t := s.sgpr()
			s.asm("s_add_u32 %s, %s, %s", t, addr, s.constant32(base))
			addr = t
		}
		s.asm("s_buffer_load_%s %s, %s, %s", suffix, r, d, addr)
	}
	s.def(v, r)
}

// scalarCompare selects a uniform integer compare with s_cmp, giving the
// lane mask all ones or zero.
func (s *selector) scalarCompare(v *ir.Value) bool {
	if !s.setSCC(v) {
		return false
	}
	m := s.mask()
	s.asm("s_cselect_b64 %s, -1, 0", m)
	s.def(v, m)
	return true
}

// setSCC emits the s_cmp of a uniform 32-bit integer compare of scalar
// operands, leaving its result in SCC, and reports whether v is one. A
// uniform branch on v calls it again right before s_cbranch_scc*, so that
// the branch reads the compare directly; the first s_cmp and its
// s_cselect then go (DeadCode) when nothing else uses the lane mask.
func (s *selector) setSCC(v *ir.Value) bool {
	if !s.sccCompare(v) {
		return false
	}
	a, b := s.sop2Operands(s.sreg(v.Args[0], v), s.sreg(v.Args[1], v))
	s.asm("s_cmp_"+scalarCmp[ir.Pred(v.Aux)]+" %s, %s", a, b)
	return true
}

// sop2Operands makes two scalar operands encodable in one SOP2/SOPC
// instruction, which carries at most one literal dword: of two different
// literals the second is moved into an SGPR. (Unoptimized code keeps
// constant operands the optimizer would have folded.)
func (s *selector) sop2Operands(a, b gfx9.Value) (gfx9.Value, gfx9.Value) {
	if a.Kind == gfx9.ValLiteral && b.Kind == gfx9.ValLiteral && a != b {
		t := s.sgpr()
		s.asm("s_mov_b32 %s, %s", t, b)
		b = t
	}
	return a, b
}

// sccCompare reports whether v is a uniform 32-bit integer compare of
// scalar operands, which setSCC makes with s_cmp.
func (s *selector) sccCompare(v *ir.Value) bool {
	if s.uni == nil || v.Op != ir.OpICmp || v.Args[0].Type != ir.I32 || !s.uni.IsUniform(v) {
		return false
	}
	for _, a := range v.Args {
		if a.Op != ir.OpConst && !s.scalar(a) {
			return false
		}
	}
	return true
}

// uniformity computes the analysis the selection consults.
func uniformity(fn *ir.Func) *passes.UniformityInfo { return passes.Uniformity(fn) }

var _ = gfx9.Value{}
