package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// minLiteralUses is how many literal dwords a block's VALU instructions
// must save for LiteralsToSGPRs to hold the literal in an SGPR: the
// s_mov_b32 costs 8 bytes; each use saves the 4 of its literal dword, a
// v_mov_b32 copy of it that goes 8.
const minLiteralUses = 3

// maxLiteralGap bounds how far apart (in instructions) two uses of a
// literal may be for one SGPR to serve both: the uses of a literal are
// split where the gap is wider, and each run that saves minLiteralUses
// dwords gets its own s_mov_b32. Without the bound, a literal used a few
// times across a long block held an SGPR over all of it, and a long
// block's literals together needed more SGPRs than there are (spilled to
// VGPR lanes: a 28,000-statement block spent 23 s in allocation). With
// it, an SGPR this pass keeps live at a point holds a literal used within
// maxLiteralGap instructions before and after it (or read there through a
// v_mov_b32 copy it replaced, whose VGPR was live there before). 128
// changes none of the corpus's kernels (32 made four of them larger).
const maxLiteralGap = 128

// LiteralsToSGPRs keeps a literal constant that a block's vector
// instructions use in an SGPR where that saves bytes (minLiteralUses
// dwords or more): one `s_mov_b32 %s, K` before the first use, and each
// use that may read an SGPR there without exceeding the one-value
// constant bus reads %s instead; a `v_mov_b32 %v, K` whose readers all
// can read %s instead goes (selection's copy of a literal for VOP3
// sources, which cannot hold one; the VGPR is freed too). A VOP1/VOP2
// encoding shrinks by its literal dword, and a
// VOP3-only combination such as v_mad_f32 becomes possible; a
// v_madmk_f32 or v_madak_f32 whose K it holds becomes the v_mad_f32 that
// allocation can turn into a 4-byte v_mac_f32). It runs after the
// combiner, whose rows match literal masks and constants. SGPRs, not
// VGPRs, hold the values, so occupancy by VGPRs does not change.
// Guarantees: every instruction reads the same bits as before.
func LiteralsToSGPRs(f *mir.Func) {
	sMov, vMov := gfx9.Lookup("s_mov_b32"), gfx9.Lookup("v_mov_b32")
	madmk, madak, mad := gfx9.Lookup("v_madmk_f32"), gfx9.Lookup("v_madak_f32"), gfx9.Lookup("v_mad_f32")
	readers, defs := vgprReaders(f)
	for bi, b := range f.Blocks {
		// a use is an operand that can read the SGPR instead of the
		// literal, or a v_mov_b32 copy of it all of whose readers can
		// (the copy goes, saving its 8 bytes: weight 2)
		type use struct {
			k, op int
			copy  []ref
			w     int // literal dwords it saves
		}
		uses := map[int64][]use{}
		var order []int64
		add := func(imm int64, u use, w int) {
			if uses[imm] == nil {
				order = append(order, imm)
			}
			u.w = w
			uses[imm] = append(uses[imm], u)
		}
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if !gfx9.IsVALU(in) {
				continue
			}
			if in.Inst == vMov {
				if rs, ok := sgprReaders(f, bi, k, in, readers, defs); ok {
					add(in.Ops[1].Imm, use{k: k, copy: rs}, 2)
				}
				continue
			}
			for j, op := range in.Form.Operands {
				v := in.Ops[j]
				k32 := op.Field == gfx9.FieldK && (in.Inst == madmk || in.Inst == madak)
				if !(v.Kind == gfx9.ValLiteral || k32 && v.Kind == gfx9.ValImm) || !k32 && (gfx9.SrcIndex(op.Field) < 0 || op.Accept&gfx9.AcceptSGPR == 0) || scalarReads(f, in) != 1 {
					continue
				}
				add(v.Imm, use{k: k, op: j}, 1)
			}
		}
		first := map[int][]gfx9.Instr{} // s_mov_b32 to insert before instruction k
		dead := map[int]bool{}          // copies that go
		// each literal's uses (in instruction order) in runs without a gap
		// wider than maxLiteralGap
		type run struct {
			imm int64
			us  []use
		}
		var runs []run
		for _, imm := range order {
			us := uses[imm]
			for len(us) > 0 {
				n, w := 1, us[0].w
				for n < len(us) && us[n].k-us[n-1].k <= maxLiteralGap {
					w += us[n].w
					n++
				}
				if w >= minLiteralUses {
					runs = append(runs, run{imm, us[:n]})
				}
				us = us[n:]
			}
		}
		for _, r := range runs {
			imm, us := r.imm, r.us
			s := f.NewVReg(mir.SGPR, 1)
			placed := false
			place := func(k int) { // the s_mov_b32 before the first use it serves
				if !placed {
					mov := gfx9.NewInstr(sMov, sMov.Form(gfx9.FormNative))
					mov.Ops[0], mov.Ops[1] = s, gfx9.Value{Kind: gfx9.ValLiteral, Imm: imm}
					mov.Src = b.Instrs[k].Src
					first[k] = append(first[k], mov)
					placed = true
				}
			}
			for _, u := range us {
				in := &b.Instrs[u.k]
				if u.copy != nil {
					// each reader must still read one scalar value
					// (another copy may have become an SGPR there)
					if !slices.ContainsFunc(u.copy, func(r ref) bool { return !fitsSGPR(f, &b.Instrs[r.k], r.op, s) }) {
						place(u.k)
						for _, r := range u.copy {
							b.Instrs[r.k].Ops[r.op] = s
						}
						dead[u.k] = true
					}
					continue
				}
				if !fitsSGPR(f, in, u.op, s) {
					continue
				}
				place(u.k)
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
			if !dead[k] {
				out = append(out, in)
			}
		}
		b.Instrs = out
	}
}

// fitsSGPR reports whether in, reading s in operand op, reads one scalar
// value at most over the constant bus.
func fitsSGPR(f *mir.Func, in *gfx9.Instr, op int, s gfx9.Value) bool {
	c := *in
	c.Ops = append([]gfx9.Value(nil), in.Ops...)
	c.Ops[op] = s
	return scalarReads(f, &c) <= 1
}

// ref is an operand of an instruction of a block.
type ref struct{ k, op int }

// vgprReaders returns where each one-dword virtual VGPR is read (block,
// instruction, operand) and how many instructions define each unit.
func vgprReaders(f *mir.Func) (map[uint32][][3]int, map[uint32]int) {
	readers, defs := map[uint32][][3]int{}, map[uint32]int{}
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for _, d := range gfx9.Defs(in) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					defs[u]++
				}
			}
			for j, op := range in.Form.Operands {
				v := in.Ops[j]
				if !op.Use || v.Kind != gfx9.ValReg || !v.IsVirtual() {
					continue
				}
				for u := v.Code; u < v.Code+uint32(max(v.Count, 1)); u++ {
					if v.Count > 1 {
						defs[u] += 2 // a unit of a tuple: not a lone copy's
					}
					readers[u] = append(readers[u], [3]int{bi, k, j})
				}
			}
		}
	}
	return readers, defs
}

// sgprReaders returns the reads of `v_mov_b32 %v, K` (instruction k of
// block bi, K a literal) when an SGPR holding K can take the place of %v
// in each: %v a one-dword virtual VGPR this copy alone defines, read only
// later in the block, by vector instructions in slots that accept an SGPR
// and read no other scalar value.
func sgprReaders(f *mir.Func, bi, k int, in *gfx9.Instr, readers map[uint32][][3]int, defs map[uint32]int) ([]ref, bool) {
	d, src := in.Ops[0], in.Ops[1]
	if in.Form.Kind != gfx9.FormNative || src.Kind != gfx9.ValLiteral || !d.IsVirtual() || d.Count != 1 || defs[d.Code] != 1 || f.IsScalarReg(d) {
		return nil, false
	}
	rs := readers[d.Code]
	if len(rs) == 0 {
		return nil, false
	}
	var out []ref
	for _, r := range rs {
		if r[0] != bi || r[1] <= k {
			return nil, false
		}
		use := &f.Blocks[bi].Instrs[r[1]]
		op := use.Form.Operands[r[2]]
		if !gfx9.IsVALU(use) || gfx9.SrcIndex(op.Field) < 0 || op.Accept&gfx9.AcceptSGPR == 0 || scalarReads(f, use) != 0 {
			return nil, false
		}
		out = append(out, ref{r[1], r[2]})
	}
	return out, true
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
