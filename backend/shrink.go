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

// Shrink applies shrinkRules to allocated code. Guarantees: every
// register holds the same bits after each rewritten instruction; only the
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
		for k := range b.Instrs {
			in := &b.Instrs[k]
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
			out := gfx9.NewInstr(r.inst, r.to)
			for j, op := range r.to.Operands {
				switch op.Field {
				case gfx9.FieldVDst:
					out.Ops[j] = d
				case gfx9.FieldSrc0:
					out.Ops[j] = s0
				case gfx9.FieldSrc1:
					out.Ops[j] = s1
				}
			}
			out.Src = in.Src
			*in = out
		}
	}
}

// isVGPR reports whether v is one allocated VGPR.
func isVGPR(v gfx9.Value) bool {
	return v.Kind == gfx9.ValReg && !v.IsVirtual() && v.Count == 1 && v.Code >= gfx9.CodeVGPR0 && v.Code < gfx9.CodeVGPR0+256
}
