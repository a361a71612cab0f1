package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// minLiteralUses is how often a block's VALU instructions must use one
// 32-bit literal for LiteralsToSGPRs to hold it in an SGPR: the s_mov_b32
// costs 8 bytes and each use then saves the 4 of its literal dword.
const minLiteralUses = 3

// LiteralsToSGPRs keeps a literal constant that a block's vector
// instructions use at least minLiteralUses times in an SGPR: one
// `s_mov_b32 %s, K` before the first use, and each use that may read an
// SGPR there without exceeding the one-value constant bus reads %s
// instead (a VOP1/VOP2 encoding shrinks by its literal dword, and a
// VOP3-only combination such as v_mad_f32 becomes possible; a
// v_madmk_f32 or v_madak_f32 whose K it holds becomes the v_mad_f32 that
// allocation can turn into a 4-byte v_mac_f32). It runs after the
// combiner, whose rows match literal masks and constants. SGPRs, not
// VGPRs, hold the values, so occupancy by VGPRs does not change.
// Guarantees: every instruction reads the same bits as before.
func LiteralsToSGPRs(f *mir.Func) {
	sMov, vMov := gfx9.Lookup("s_mov_b32"), gfx9.Lookup("v_mov_b32")
	madmk, madak, mad := gfx9.Lookup("v_madmk_f32"), gfx9.Lookup("v_madak_f32"), gfx9.Lookup("v_mad_f32")
	for _, b := range f.Blocks {
		type use struct{ k, op int }
		uses := map[int64][]use{}
		var order []int64
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if !gfx9.IsVALU(in) || in.Inst == vMov {
				continue
			}
			for j, op := range in.Form.Operands {
				v := in.Ops[j]
				k32 := op.Field == gfx9.FieldK && (in.Inst == madmk || in.Inst == madak)
				if !(v.Kind == gfx9.ValLiteral || k32 && v.Kind == gfx9.ValImm) || !k32 && (gfx9.SrcIndex(op.Field) < 0 || op.Accept&gfx9.AcceptSGPR == 0) || scalarReads(f, in) != 1 {
					continue
				}
				if uses[v.Imm] == nil {
					order = append(order, v.Imm)
				}
				uses[v.Imm] = append(uses[v.Imm], use{k, j})
			}
		}
		first := map[int][]gfx9.Instr{} // s_mov_b32 to insert before instruction k
		for _, imm := range order {
			us := uses[imm]
			if len(us) < minLiteralUses {
				continue
			}
			s := f.NewVReg(mir.SGPR, 1)
			mov := gfx9.NewInstr(sMov, sMov.Form(gfx9.FormNative))
			mov.Ops[0], mov.Ops[1] = s, gfx9.Value{Kind: gfx9.ValLiteral, Imm: imm}
			mov.Src = b.Instrs[us[0].k].Src
			first[us[0].k] = append(first[us[0].k], mov)
			for _, u := range us {
				in := &b.Instrs[u.k]
				in.Ops[u.op] = s
				if in.Inst == madmk || in.Inst == madak {
					// K in an SGPR: the three-source form
					// (madmk: a*K + b, madak: a*b + K)
					d, _ := operand(in, gfx9.FieldVDst)
					a, _ := operand(in, gfx9.FieldSrc0)
					x, _ := operand(in, gfx9.FieldSrc1)
					m := gfx9.NewInstr(mad, mad.Form(gfx9.FormNative))
					m.Ops[0], m.Ops[1], m.Ops[2], m.Ops[3] = d, a, s, x
					if in.Inst == madak {
						m.Ops[2], m.Ops[3] = x, s
					}
					m.Src = in.Src
					*in = m
				}
			}
		}
		if len(first) == 0 {
			continue
		}
		out := make([]gfx9.Instr, 0, len(b.Instrs)+len(first))
		for k, in := range b.Instrs {
			out = append(out, first[k]...)
			out = append(out, in)
		}
		b.Instrs = out
	}
}

// scalarReads counts the distinct scalar values (SGPRs, special registers
// but EXEC, literals) VALU instruction in reads over the constant bus.
func scalarReads(f *mir.Func, in *gfx9.Instr) int {
	var seen []gfx9.Value
	for j, op := range in.Form.Operands {
		v := in.Ops[j]
		if !op.Use {
			continue
		}
		switch {
		case v.Kind == gfx9.ValLiteral, op.Field == gfx9.FieldK:
		case v.Kind == gfx9.ValReg && !v.IsInline() && f.IsScalarReg(v) && v.Code != gfx9.CodeEXECLo:
		default:
			continue
		}
		seen = appendNew(seen, v)
	}
	return len(seen)
}
