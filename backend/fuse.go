package backend

import (
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// fuseRules are the pairs of allocated instructions that one VOP3
// instruction computes: an SALU instruction (inner) whose result SGPR one
// VALU instruction of its block (outer) reads, and nothing else before the
// register is dead, becomes the VALU instruction into, in the outer's
// place. The inner's sources x and k are read at the outer's place
// instead (the inner's SALU result is the same in every lane, so EXEC does
// not matter). into is a format over the outer's destination (%[1]s), the
// inner's sources x and k (%[2]s, %[3]s) and the outer's other source y
// (%[4]s); commutes says the outer reads the SGPR in either source. The
// pair is two 4-byte instructions (an e32 outer reads an SGPR in src0
// only), the VOP3 result is 8 bytes: one instruction fewer, the same bytes
// (4 fewer when the outer was VOP3 already). The combiner leaves these
// pairs to this pass: before allocation the fused instruction would keep
// x live to the outer and change the allocation (ACO, too, forms
// v_lshl_add_u32 from a uniform shift). Each row has the text test
// testdata/fuse/NAME.s.
var fuseRules = []struct {
	name         string
	inner, outer string
	into         string
	commutes     bool
}{
	// (x << k) + y: the shifts of both use the low five bits of k
	{"lshl_add", "s_lshl_b32", "v_add_u32", "v_lshl_add_u32 %[1]s, %[2]s, %[3]s, %[4]s", true},
	// (x << k) | y
	{"lshl_or", "s_lshl_b32", "v_or_b32", "v_lshl_or_b32 %[1]s, %[2]s, %[3]s, %[4]s", true},
	// a uniform shift copied to a VGPR
	{"lshl_mov", "s_lshl_b32", "v_mov_b32", "v_lshlrev_b32_e64 %[1]s, %[3]s, %[2]s", false},
}

// fuseWindow bounds how far back from the outer instruction the inner is
// looked for.
const fuseWindow = 32

// FuseScalarIntoVALU applies fuseRules to allocated code. Guarantees: the
// outer's destination holds the same bits afterwards; the inner's result
// SGPR was read by the outer alone and is dead after it, nothing between
// the two wrote x or k, and the SCC the inner wrote (s_lshl_b32 sets it)
// is read by nothing, so deleting the inner changes no value any
// instruction reads. The new instruction must pass the assembler's checks
// (no literal in VOP3 on gfx9, one SGPR over the constant bus), else the
// pair stays.
func FuseScalarIntoVALU(f *mir.Func) error {
	byOuter := map[string][]int{}
	inners := map[string]bool{}
	for r, row := range fuseRules {
		byOuter[row.outer] = append(byOuter[row.outer], r)
		inners[row.inner] = true
	}
	if !hasFusePair(f, byOuter, inners) {
		return nil
	}
	// only SGPRs: the pass asks whether the inner's result SGPR is dead
	// after the outer. The VGPRs' live sets are the larger ones where
	// they grow with the code (a deep nest of divergent ifs keeps the
	// lane VGPRs of its spilled exec masks live across everything inside),
	// and each unit's sets are the same whichever others are analysed.
	lv, err := mir.ComputeFileLiveness(f, mir.SGPR)
	if err != nil {
		return err
	}
	for bi, b := range f.Blocks {
		type fusion struct {
			inner, outer int
			in           gfx9.Instr
		}
		var done []fusion
		used := map[int]bool{} // inner instructions already fused
		lv.Walk(bi, func(j int, after mir.Bits) {
			out := &b.Instrs[j]
			rows := byOuter[out.Inst.Name]
			if rows == nil || !plainVALU(out) {
				return
			}
			d, _ := operand(out, gfx9.FieldVDst)
			s0, _ := operand(out, gfx9.FieldSrc0)
			s1, ok1 := operand(out, gfx9.FieldSrc1)
			for _, ri := range rows {
				row := &fuseRules[ri]
				for _, pair := range [][2]gfx9.Value{{s0, s1}, {s1, s0}} {
					r, y := pair[0], pair[1]
					if pair[0] == s1 && (!ok1 || !row.commutes) {
						break
					}
					if !oneSGPR(r) || y == r || after.Has(int(r.Code)) {
						continue
					}
					i, ok := fuseInner(b.Instrs, j, r, row.inner)
					if !ok || used[i] {
						continue
					}
					inner := &b.Instrs[i]
					x, _ := operand(inner, gfx9.FieldSSrc0)
					k, _ := operand(inner, gfx9.FieldSSrc1)
					text := fmt.Sprintf(row.into, operandText(d), operandText(x), operandText(k), operandText(y))
					in, err := gfx9.ParseInstr(f.Target, text)
					if err != nil || hasLiteral(&in) {
						continue
					}
					in.Src = out.Src
					used[i] = true
					done = append(done, fusion{i, j, in})
					return
				}
			}
		})
		if len(done) == 0 {
			continue
		}
		drop := make([]bool, len(b.Instrs))
		for _, u := range done {
			drop[u.inner] = true
			b.Instrs[u.outer] = u.in
		}
		kept := b.Instrs[:0]
		for k := range b.Instrs {
			if !drop[k] {
				kept = append(kept, b.Instrs[k])
			}
		}
		b.Instrs = kept
	}
	return nil
}

// hasFusePair reports whether some block holds an inner instruction of a
// row before an outer one: the liveness analysis is skipped otherwise.
func hasFusePair(f *mir.Func, byOuter map[string][]int, inners map[string]bool) bool {
	for _, b := range f.Blocks {
		seen := false
		for k := range b.Instrs {
			name := b.Instrs[k].Inst.Name
			if seen && byOuter[name] != nil {
				return true
			}
			seen = seen || inners[name]
		}
	}
	return false
}

// fuseInner finds the instruction before outer j of code that last writes
// the SGPR r: it must be a plain instance of inner that writes r alone,
// with nothing between it and j reading r or writing the inner's sources,
// and the SCC it writes must be unread.
func fuseInner(code []gfx9.Instr, j int, r gfx9.Value, inner string) (int, bool) {
	rr := []gfx9.RegRange{{Code: r.Code, Count: 1}}
	for i := j - 1; i >= 0 && i >= j-fuseWindow; i-- {
		in := &code[i]
		if !writesAny(in, rr) {
			if readsAny(in, rr) {
				return 0, false
			}
			continue
		}
		if in.Inst.Name != inner || in.Form.Kind != gfx9.FormNative || in.Mods != gfx9.DefaultModifiers(in.Inst, in.Form) {
			return 0, false
		}
		if d, _ := operand(in, gfx9.FieldSDst); d != r {
			return 0, false
		}
		srcs := gfx9.Uses(in)
		for m := i + 1; m < j; m++ {
			if writesAny(&code[m], srcs) {
				return 0, false
			}
		}
		if specialRead(gfx9.SpecialSCC, code[i+1:]) {
			return 0, false
		}
		return i, true
	}
	return 0, false
}

// plainVALU reports whether in is a VALU instruction without modifiers
// (clamp, output modifiers, source modifiers) in its native or VOP3 form.
func plainVALU(in *gfx9.Instr) bool {
	return gfx9.IsVALU(in) && (in.Form.Kind == gfx9.FormNative || in.Form.Kind == gfx9.FormE64) && in.Mods == gfx9.DefaultModifiers(in.Inst, in.Form)
}

// oneSGPR reports whether v is one allocated SGPR of s0-s101.
func oneSGPR(v gfx9.Value) bool {
	return v.Kind == gfx9.ValReg && !v.IsVirtual() && max(v.Count, 1) == 1 && v.Code < mir.UnitVGPR0
}

// hasLiteral reports whether an instruction has a literal operand.
func hasLiteral(in *gfx9.Instr) bool {
	for _, v := range in.Ops {
		if v.Kind == gfx9.ValLiteral {
			return true
		}
	}
	return false
}
