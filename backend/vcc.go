package backend

import (
	"slices"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// vccValue is the VCC register pair as an operand.
var vccValue = gfx9.Value{Kind: gfx9.ValReg, Code: gfx9.CodeVCCLo, Count: 2}

// reversedCompare maps a compare's predicate to the one that gives the
// same result with the sources swapped (a < b is b > a).
var reversedCompare = map[string]string{
	"lt": "gt", "gt": "lt", "le": "ge", "ge": "le", "eq": "eq", "ne": "ne",
	"lg": "lg", "neq": "neq", "o": "o", "u": "u", "nlt": "ngt", "ngt": "nlt",
	"nle": "nge", "nge": "nle", "nlg": "nlg",
}

// invertedCompare maps a compare's predicate to the one that gives the
// negated result: integer lt and ge, float lt and nlt (not less: NaNs
// included), and so on; by the compare's type (a float's or an integer's).
var invertedCompare = map[bool]map[string]string{
	true: {"lt": "nlt", "nlt": "lt", "le": "nle", "nle": "le", "gt": "ngt", "ngt": "gt", "ge": "nge", "nge": "ge",
		"eq": "neq", "neq": "eq", "lg": "nlg", "nlg": "lg", "o": "u", "u": "o"},
	false: {"lt": "ge", "ge": "lt", "le": "gt", "gt": "le", "eq": "ne", "ne": "eq"},
}

// UseVCC gives a lane mask that a vector compare writes the register VCC
// instead of an SGPR pair, where the mask lives within one block and VCC
// is free over that range, so that the compare and the v_cndmask_b32
// reading it take their 4-byte VOPC/VOP2 encodings (which name VCC
// implicitly) instead of VOP3. It runs on virtual registers after
// scheduling: the mask must be a virtual pair the compare alone defines,
// read only by later instructions of its block; nothing from the compare
// to the last read may read or write VCC, and VCC's earlier value must
// be dead (the next instruction touching VCC after the last read writes
// it without reading it, and no block reads VCC before writing it); a
// vector instruction reading the mask must stay within one scalar value
// over the constant bus. The compare is shrunk when its sources fit the
// VOPC form (swapping them with the reversed predicate when only that
// fits), a v_cndmask_b32 when its sources fit the VOP2 form. When every
// read of the mask is a v_cndmask_b32 and more of them fit the VOP2 form
// with their sources swapped (a constant for the true value: VOP2's src1
// must be a VGPR), the compare takes the negated predicate and they swap
// theirs. Guarantees: every instruction computes the same bits; only
// register names, encodings and a compare's predicate with its readers'
// source order change.
func UseVCC(f *mir.Func) {
	if vccReadBeforeWritten(f) {
		return
	}
	defs, uses := newCodeCounts(f), newCodeCounts(f)
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for d := range gfx9.DefRanges(&b.Instrs[k]) {
				defs.add(d.Code, 1)
			}
			for u := range gfx9.UseRanges(&b.Instrs[k]) {
				uses.add(u.Code, 1)
			}
		}
	}
	vcc := []gfx9.RegRange{{Code: gfx9.CodeVCCLo, Count: 2}}
	for _, b := range f.Blocks {
		t := newVCCTouches(b)
		for k := range b.Instrs {
			cmp := &b.Instrs[k]
			if !strings.HasPrefix(cmp.Inst.Name, "v_cmp_") || cmp.Form.Kind != gfx9.FormE64 || cmp.Inst.Form(gfx9.FormNative) == nil {
				continue
			}
			m, _ := operand(cmp, gfx9.FieldVDst)
			// (a read of its high half alone, as a spill's v_writelane
			// makes, cannot name VCC's: the mask stays)
			if !m.IsVirtual() || m.Count != 2 || defs.get(m.Code) != 1 || uses.get(m.Code+1) != 0 {
				continue
			}
			// the reads of m, all in this block after k, and VCC untouched
			// from k to the last of them
			var reads []int
			ok := true
			for j := k + 1; j < len(b.Instrs) && len(reads) < uses.get(m.Code) && ok; j++ {
				in := &b.Instrs[j]
				reads0 := len(reads)
				for u := range gfx9.UseRanges(in) {
					if u.Code == m.Code {
						// renamed whole only: a read of the low half
						// alone stays a read of the pair's register
						ok = ok && u.Count == 2
						reads = append(reads, j)
						break
					}
				}
				switch {
				case writesAny(in, vcc) || readsAny(in, vcc):
					ok = false
				case len(reads) > reads0 && gfx9.IsVALU(in) && scalarReadsWith(f, in, m) > 1:
					ok = false
				}
			}
			if !ok || len(reads) != uses.get(m.Code) || len(reads) == 0 || !t.deadAfter(reads[len(reads)-1]) {
				continue
			}
			invertForCndmasks(f, cmp, b.Instrs, reads)
			rename := map[gfx9.Value]gfx9.Value{m: vccValue}
			renameIn(cmp, rename)
			shrinkCompare(f, cmp)
			t.add(k)
			for _, j := range reads {
				renameIn(&b.Instrs[j], rename)
				shrinkCndmask(f, &b.Instrs[j])
				t.add(j)
			}
		}
	}
}

// invertForCndmasks negates the compare cmp and swaps the sources of its
// readers (code[reads], all v_cndmask_b32 without modifiers) when that
// lets more of them take the VOP2 form.
func invertForCndmasks(f *mir.Func, cmp *gfx9.Instr, code []gfx9.Instr, reads []int) {
	if cmp.Mods != gfx9.DefaultModifiers(cmp.Inst, cmp.Form) {
		return
	}
	p, t, ok := strings.Cut(strings.TrimPrefix(cmp.Inst.Name, "v_cmp_"), "_")
	q, known := invertedCompare[strings.HasPrefix(t, "f")][p]
	if !ok || !known {
		return
	}
	inv := gfx9.Lookup("v_cmp_" + q + "_" + t)
	if inv == nil || inv.Form(gfx9.FormE64) == nil || inv.Form(gfx9.FormNative) == nil {
		return
	}
	fits := func(a, b gfx9.Value) bool {
		return isVGPROf(f, b) && a.Kind == gfx9.ValReg && (a.IsInline() || isVGPROf(f, a))
	}
	gain := 0
	for _, j := range reads {
		in := &code[j]
		if in.Inst.Name != "v_cndmask_b32" || in.Form.Kind != gfx9.FormE64 || in.Mods != gfx9.DefaultModifiers(in.Inst, in.Form) {
			return
		}
		a, _ := operand(in, gfx9.FieldSrc0)
		b, _ := operand(in, gfx9.FieldSrc1)
		switch {
		case fits(b, a) && !fits(a, b):
			gain++
		case fits(a, b) && !fits(b, a):
			gain--
		}
	}
	if gain <= 0 {
		return
	}
	out := gfx9.NewInstr(inv, inv.Form(gfx9.FormE64))
	for j, op := range out.Form.Operands {
		if v, ok := operand(cmp, op.Field); ok {
			out.Ops[j] = v
		}
	}
	out.Src = cmp.Src
	*cmp = out
	for _, j := range reads {
		swapSrc01(&code[j])
	}
}

// vccReadBeforeWritten reports whether some block may read VCC before it
// writes it (VCC live into a block), which UseVCC does not track.
func vccReadBeforeWritten(f *mir.Func) bool {
	vcc := []gfx9.RegRange{{Code: gfx9.CodeVCCLo, Count: 2}}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			if readsAny(&b.Instrs[k], vcc) {
				return true
			}
			if writesAny(&b.Instrs[k], vcc) {
				break
			}
		}
	}
	return false
}

// vccTouches lists the instructions of a block that read or write VCC, in
// order, as UseVCC rewrites it: whether VCC is dead after an instruction
// is then a search for the next one, where scanning the block from each
// rewritten mask's last read to the next VCC access was quadratic in a
// long block without one (18 s of a 1 MB source).
type vccTouches struct {
	b   *mir.Block
	idx []int
}

func newVCCTouches(b *mir.Block) *vccTouches {
	vcc := []gfx9.RegRange{{Code: gfx9.CodeVCCLo, Count: 2}}
	t := &vccTouches{b: b}
	for k := range b.Instrs {
		if readsAny(&b.Instrs[k], vcc) || writesAny(&b.Instrs[k], vcc) {
			t.idx = append(t.idx, k)
		}
	}
	return t
}

// add records that instruction k now reads or writes VCC.
func (t *vccTouches) add(k int) {
	if i, found := slices.BinarySearch(t.idx, k); !found {
		t.idx = slices.Insert(t.idx, i, k)
	}
}

// deadAfter reports whether VCC's value after instruction k is never
// read: the next instruction touching it writes it without reading, or
// none does (VCC is live into no block).
func (t *vccTouches) deadAfter(k int) bool {
	i, _ := slices.BinarySearch(t.idx, k+1)
	if i == len(t.idx) {
		return true
	}
	vcc := []gfx9.RegRange{{Code: gfx9.CodeVCCLo, Count: 2}}
	return !readsAny(&t.b.Instrs[t.idx[i]], vcc)
}

// scalarReadsWith is scalarReads of in with mask m counted as VCC (an
// operand slot that already reads m over the constant bus keeps the
// count).
func scalarReadsWith(f *mir.Func, in *gfx9.Instr, m gfx9.Value) int {
	c := *in
	c.Ops = append([]gfx9.Value(nil), in.Ops...)
	renameIn(&c, map[gfx9.Value]gfx9.Value{m: vccValue})
	n := scalarReads(f, &c)
	for _, s := range c.Inst.ImplicitUses {
		if s == gfx9.SpecialVCC {
			n++
		}
	}
	return n
}

func renameIn(in *gfx9.Instr, rename map[gfx9.Value]gfx9.Value) {
	for o, v := range in.Ops {
		if w, ok := rename[v]; ok {
			in.Ops[o] = w
		}
	}
}

// shrinkCompare rewrites `v_cmp_P_T_e64 vcc, a, b` without modifiers into
// its VOPC form when b is a VGPR, or as v_cmp_Q_T with the sources
// swapped (Q the reversed P) when a is.
func shrinkCompare(f *mir.Func, in *gfx9.Instr) {
	if in.Mods != gfx9.DefaultModifiers(in.Inst, in.Form) {
		return
	}
	a, _ := operand(in, gfx9.FieldSrc0)
	b, _ := operand(in, gfx9.FieldSrc1)
	inst := in.Inst
	if !isVGPROf(f, b) {
		if !isVGPROf(f, a) {
			return
		}
		rest := strings.TrimPrefix(inst.Name, "v_cmp_")
		p, t, ok := strings.Cut(rest, "_")
		q, known := reversedCompare[p]
		if !ok || !known {
			return
		}
		if inst = gfx9.Lookup("v_cmp_" + q + "_" + t); inst == nil {
			return
		}
		a, b = b, a
	}
	setForm(in, inst, a, b, nil)
}

// shrinkCndmask rewrites `v_cndmask_b32_e64 d, a, b, vcc` without
// modifiers into its VOP2 form when its sources fit it (b a VGPR, a not
// an SGPR).
func shrinkCndmask(f *mir.Func, in *gfx9.Instr) {
	if in.Inst.Name != "v_cndmask_b32" || in.Form.Kind != gfx9.FormE64 || in.Mods != gfx9.DefaultModifiers(in.Inst, in.Form) {
		return
	}
	if m, _ := operand(in, gfx9.FieldSrc2); m != vccValue {
		return
	}
	a, _ := operand(in, gfx9.FieldSrc0)
	b, _ := operand(in, gfx9.FieldSrc1)
	if !isVGPROf(f, b) || a.Kind != gfx9.ValReg || !a.IsInline() && !isVGPROf(f, a) {
		return
	}
	d, _ := operand(in, gfx9.FieldVDst)
	setForm(in, in.Inst, a, b, &d)
}

// setForm makes in the native (VOPC/VOP2) form of inst with sources a, b,
// destination d (nil: a compare's implicit VCC) and VCC for an implicit
// operand.
func setForm(in *gfx9.Instr, inst *gfx9.Inst, a, b gfx9.Value, d *gfx9.Value) {
	form := inst.Form(gfx9.FormNative)
	out := gfx9.NewInstr(inst, form)
	for j, op := range form.Operands {
		switch op.Field {
		case gfx9.FieldSrc0:
			out.Ops[j] = a
		case gfx9.FieldSrc1:
			out.Ops[j] = b
		case gfx9.FieldVDst:
			out.Ops[j] = *d
		case gfx9.FieldImplicit:
			out.Ops[j] = vccValue
		}
	}
	out.Src = in.Src
	*in = out
}

// isVGPROf reports whether v is one VGPR, virtual or allocated.
func isVGPROf(f *mir.Func, v gfx9.Value) bool {
	if v.IsVirtual() {
		return v.Kind == gfx9.ValReg && v.Count == 1 && !f.IsScalarReg(v)
	}
	return isVGPR(v)
}
