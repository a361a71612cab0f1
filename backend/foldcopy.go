package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// FoldCopies removes a VGPR copy `v_mov_b32 D, S` by letting the
// instruction that computes S write D instead, when that is the same
// computation: S is a virtual VGPR of one unit (not a unit of a register
// pair), defined only there, used only by
// the copy; the definition is an earlier VALU instruction of the same
// block that writes all 32 bits of every active lane (no SDWA, DPP,
// 16-bit result or accumulating form, which keep bits of their old
// destination); and between the two nothing writes EXEC or reads or writes
// D. Both then write the same lanes of D with the same value, the copy
// only later. This matters for the copies into phi registers at the ends
// of divergent regions: register coalescing cannot merge S with D there,
// because D holds the other lanes' values across the region.
func FoldCopies(f *mir.Func) {
	// definitions and uses of each one-unit virtual register (the only
	// kind foldableDef asks about)
	defs, uses := newCodeCounts(f), newCodeCounts(f)
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for o, op := range in.Form.Operands {
				v := in.Ops[o]
				if !v.IsVirtual() || v.Count != 1 {
					continue
				}
				if op.Def {
					defs.add(v.Code, 1)
				}
				if op.Use || !op.Def {
					uses.add(v.Code, 1)
				}
			}
		}
	}
	exec := gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}
	for _, b := range f.Blocks {
		// filtered in place: the kept instructions never overtake the
		// one being read
		out := b.Instrs[:0]
		for k := range b.Instrs {
			in := b.Instrs[k]
			if in.Inst.Name == "v_mov_b32" && in.Form.Kind != gfx9.FormSDWA && in.Form.Kind != gfx9.FormDPP && in.Mods == (gfx9.Modifiers{}) {
				d, s := in.Ops[0], in.Ops[1]
				if j := foldableDef(f, out, d, s, defs, uses, exec); j >= 0 {
					for o, op := range out[j].Form.Operands {
						if op.Def && out[j].Ops[o] == s {
							out[j].Ops[o] = d
						}
					}
					continue
				}
			}
			out = append(out, in)
		}
		b.Instrs = out
	}
}

// foldableDef returns the index in code of the definition of s that can
// write d in place of the copy d = s appended next, or -1.
func foldableDef(f *mir.Func, code []gfx9.Instr, d, s gfx9.Value, defs, uses codeCounts, exec gfx9.RegRange) int {
	if !s.IsVirtual() || !d.IsVirtual() || s.Count != 1 || d.Count != 1 || defs.get(s.Code) != 1 || uses.get(s.Code) != 1 || !isVGPRVirtual(f, s) || !isVGPRVirtual(f, d) {
		return -1
	}
	if r, start, _ := f.VRegOf(int(s.Code) - gfx9.CodeVirtual); r.Size != 1 || start != int(s.Code)-gfx9.CodeVirtual {
		// a unit of a register tuple: the tuple's other uses (as a whole)
		// are not counted in uses[s], and its definition must stay
		return -1
	}
	dr := []gfx9.RegRange{{Code: d.Code, Count: 1}}
	for j := len(code) - 1; j >= 0; j-- {
		i := &code[j]
		if writesAny(i, []gfx9.RegRange{{Code: s.Code, Count: 1}}) {
			if !gfx9.WritesWholeDword(i) {
				return -1
			}
			return j
		}
		if writesAny(i, []gfx9.RegRange{exec}) || readsAny(i, dr) || writesAny(i, dr) {
			return -1
		}
	}
	return -1
}

func isVGPRVirtual(f *mir.Func, v gfx9.Value) bool {
	r, _, ok := f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
	return ok && r.File == mir.VGPR
}
