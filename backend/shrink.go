package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// shrinkRules are the rewrites of allocated VOP3 instructions into 4-byte
// VOP2 forms that need the registers the allocator chose: each row's VOP3
// instruction, without modifiers, whose src2 is the destination register
// becomes the two-source VOP2 instruction that reads its destination as
// the third source (v_mac_f32 d, a, b computes d = a*b + d exactly as
// v_mad_f32 d, a, b, d). The VOP2 form takes src1 from a VGPR only; a
// row marked commutes swaps src0 and src1 to get one there. Each row has
// the text test testdata/shrink/NAME.s.
var shrinkRules = []struct {
	name     string
	from, to string
	commutes bool // src0 * src1 == src1 * src0, bit for bit
}{
	{"mac_f32", "v_mad_f32", "v_mac_f32", true},
}

// sopkRules are the scalar instructions with a 32-bit literal that have a
// 4-byte SOPK form holding the constant in 16 bits: the compare of a
// register with K (either operand order; K first compares the other way
// round), and the add or multiply of a register by K into that register
// itself. signed says the SOPK form sign-extends its 16 bits (else it
// zero-extends them); a compare for equality matches either, so it takes
// the form whose extension gives K. sccDead marks a row whose SCC differs
// from the original's (s_addk_i32 sets signed overflow where s_add_u32
// sets the carry): it applies only where nothing reads that SCC. Each row
// has its case in testdata/shrink/sopk.s.
var sopkRules = []struct {
	from, to string
	signed   bool
	swapped  string // the compare with K as the first operand (x K swapped)
	sccDead  bool
}{
	{"s_cmp_eq_u32", "s_cmpk_eq_u32", false, "s_cmp_eq_u32", false},
	{"s_cmp_eq_u32", "s_cmpk_eq_i32", true, "s_cmp_eq_u32", false},
	{"s_cmp_lg_u32", "s_cmpk_lg_u32", false, "s_cmp_lg_u32", false},
	{"s_cmp_lg_u32", "s_cmpk_lg_i32", true, "s_cmp_lg_u32", false},
	{"s_cmp_eq_i32", "s_cmpk_eq_i32", true, "s_cmp_eq_i32", false},
	{"s_cmp_eq_i32", "s_cmpk_eq_u32", false, "s_cmp_eq_i32", false},
	{"s_cmp_lg_i32", "s_cmpk_lg_i32", true, "s_cmp_lg_i32", false},
	{"s_cmp_lg_i32", "s_cmpk_lg_u32", false, "s_cmp_lg_i32", false},
	{"s_cmp_gt_u32", "s_cmpk_gt_u32", false, "s_cmp_lt_u32", false},
	{"s_cmp_ge_u32", "s_cmpk_ge_u32", false, "s_cmp_le_u32", false},
	{"s_cmp_lt_u32", "s_cmpk_lt_u32", false, "s_cmp_gt_u32", false},
	{"s_cmp_le_u32", "s_cmpk_le_u32", false, "s_cmp_ge_u32", false},
	{"s_cmp_gt_i32", "s_cmpk_gt_i32", true, "s_cmp_lt_i32", false},
	{"s_cmp_ge_i32", "s_cmpk_ge_i32", true, "s_cmp_le_i32", false},
	{"s_cmp_lt_i32", "s_cmpk_lt_i32", true, "s_cmp_gt_i32", false},
	{"s_cmp_le_i32", "s_cmpk_le_i32", true, "s_cmp_ge_i32", false},
	{"s_add_i32", "s_addk_i32", true, "", false},
	{"s_add_u32", "s_addk_i32", true, "", true},
	{"s_mul_i32", "s_mulk_i32", true, "", false},
}

// Shrink applies shrinkRules and sopkRules to allocated code, after putting
// back the v_mad_f32 of each TieMac copy allocation kept (untieMac).
// Guarantees: every register holds the same bits after each rewritten
// instruction, and SCC too where a later instruction reads it; only the
// encoding (its size) changes.
func Shrink(f *mir.Func) {
	type row struct {
		inst     *gfx9.Inst
		to       *gfx9.Form
		commutes bool
	}
	rows := map[*gfx9.Inst]row{}
	for _, r := range shrinkRules {
		to := gfx9.Lookup(r.to)
		rows[gfx9.Lookup(r.from)] = row{to, to.Form(gfx9.FormNative), r.commutes}
	}
	for _, b := range f.Blocks {
		untieMac(b)
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if sopk, ok := toSOPK(f, b.Instrs, k); ok {
				*in = sopk
				continue
			}
			r, ok := rows[in.Inst]
			if !ok || in.Form.Kind != gfx9.FormNative || in.Mods != gfx9.DefaultModifiers(in.Inst, in.Form) {
				continue
			}
			d, _ := operand(in, gfx9.FieldVDst)
			s0, _ := operand(in, gfx9.FieldSrc0)
			s1, _ := operand(in, gfx9.FieldSrc1)
			s2, _ := operand(in, gfx9.FieldSrc2)
			if s2 != d || d.Kind != gfx9.ValReg || d.IsVirtual() {
				continue
			}
			if !isVGPR(s1) && r.commutes && isVGPR(s0) {
				s0, s1 = s1, s0
			}
			if !isVGPR(s1) {
				continue
			}
			setForm(in, r.inst, s0, s1, &d)
		}
	}
}

// isVGPR reports whether v is one allocated VGPR.
func isVGPR(v gfx9.Value) bool {
	return v.Kind == gfx9.ValReg && !v.IsVirtual() && v.Count == 1 && v.Code >= gfx9.CodeVGPR0 && v.Code < gfx9.CodeVGPR0+256
}

// untieMac puts back the v_mad_f32 of a TieMac pair that allocation did
// not coalesce: `v_mov_b32 d, c` then `v_mac_f32 d, a, b` (c a VGPR,
// neither factor d) is `v_mad_f32 d, a, b, c`, one instruction of the
// pair's 8 bytes.
func untieMac(b *mir.Block) {
	mad := gfx9.Lookup("v_mad_f32")
	kept := b.Instrs[:0]
	for k := 0; k < len(b.Instrs); k++ {
		in := b.Instrs[k]
		if k+1 < len(b.Instrs) && in.Inst.Name == "v_mov_b32" && in.Form.Kind == gfx9.FormNative && isVGPR(in.Ops[1]) {
			nx := &b.Instrs[k+1]
			if nx.Inst.Name == "v_mac_f32" && nx.Form.Kind == gfx9.FormNative && nx.Ops[0] == in.Ops[0] && nx.Ops[1] != in.Ops[0] && nx.Ops[2] != in.Ops[0] {
				m := gfx9.NewInstr(mad, mad.Form(gfx9.FormNative))
				m.Ops[0], m.Ops[1], m.Ops[2], m.Ops[3], m.Src = nx.Ops[0], nx.Ops[1], nx.Ops[2], in.Ops[1], nx.Src
				kept = append(kept, m)
				k++
				continue
			}
		}
		kept = append(kept, in)
	}
	b.Instrs = kept
}

// toSOPK returns the SOPK form (sopkRules) of instruction k of code, if
// it has one.
func toSOPK(f *mir.Func, code []gfx9.Instr, k int) (gfx9.Instr, bool) {
	in := &code[k]
	if in.Form.Enc != gfx9.EncSOPC && in.Form.Enc != gfx9.EncSOP2 {
		return gfx9.Instr{}, false
	}
	a, _ := operand(in, gfx9.FieldSSrc0)
	b, _ := operand(in, gfx9.FieldSSrc1)
	d, isOp := operand(in, gfx9.FieldSDst)
	for _, r := range sopkRules {
		var x, lit gfx9.Value
		switch name := in.Inst.Name; {
		case name == r.from && b.Kind == gfx9.ValLiteral:
			x, lit = a, b
		case name == r.from && isOp && a.Kind == gfx9.ValLiteral:
			x, lit = b, a // add and multiply commute
		case name == r.swapped && !isOp && a.Kind == gfx9.ValLiteral:
			x, lit = b, a
		default:
			continue
		}
		if x.Kind != gfx9.ValReg || x.IsVirtual() || x.Code >= gfx9.CodeZero || max(x.Count, 1) != 1 {
			continue
		}
		k16, fits := sopkImm(uint32(lit.Imm), r.signed)
		if !fits || isOp && (d.Code != x.Code || r.sccDead && specialRead(gfx9.SpecialSCC, code[k+1:])) {
			continue
		}
		out := mustParse(f, "%s %s, 0x%x", r.to, x, k16)
		out.Src = in.Src
		return out, true
	}
	return gfx9.Instr{}, false
}

// sopkImm returns the 16 bits whose sign extension (signed) or zero
// extension is k, if there are such.
func sopkImm(k uint32, signed bool) (uint16, bool) {
	if signed {
		return uint16(k), int32(k) == int32(int16(k))
	}
	return uint16(k), k <= 0xffff
}
