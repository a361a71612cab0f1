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

// vgprReaders returns where each one-dword virtual VGPR that a
// `v_mov_b32 %v, K` (K a literal) defines is read (block, instruction,
// operand) — sgprReaders asks for no other — and how many instructions
// define each unit.
func vgprReaders(f *mir.Func) (map[uint32][][3]int, codeCounts) {
	readers, defs := map[uint32][][3]int{}, newCodeCounts(f)
	vMov := gfx9.Lookup("v_mov_b32")
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			if in := &b.Instrs[k]; in.Inst == vMov && in.Ops[1].Kind == gfx9.ValLiteral && in.Ops[0].IsVirtual() {
				readers[in.Ops[0].Code] = nil
			}
		}
	}
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for d := range gfx9.DefRanges(in) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					defs.add(u, 1)
				}
			}
			for j, op := range in.Form.Operands {
				v := in.Ops[j]
				if !op.Use || v.Kind != gfx9.ValReg || !v.IsVirtual() {
					continue
				}
				for u := v.Code; u < v.Code+uint32(max(v.Count, 1)); u++ {
					if v.Count > 1 {
						defs.add(u, 2) // a unit of a tuple: not a lone copy's
					}
					if rs, ok := readers[u]; ok {
						readers[u] = append(rs, [3]int{bi, k, j})
					}
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
func sgprReaders(f *mir.Func, bi, k int, in *gfx9.Instr, readers map[uint32][][3]int, defs codeCounts) ([]ref, bool) {
	d, src := in.Ops[0], in.Ops[1]
	if in.Form.Kind != gfx9.FormNative || src.Kind != gfx9.ValLiteral || !d.IsVirtual() || d.Count != 1 || defs.get(d.Code) != 1 || f.IsScalarReg(d) {
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

// maxSharedLiterals bounds how many literals ShareLiteralSGPRs keeps in
// SGPRs from the entry block on, the ones that save the most bytes first:
// each holds one SGPR over most of the function.
const maxSharedLiterals = 8

// ShareLiteralSGPRs gives a literal constant that the function copies into
// SGPRs more than once (the s_mov_b32 selection writes for each VOP3 read
// of a literal, and the one LiteralsToSGPRs writes per block) one SGPR for
// the whole function: a single copy (s_movk_i32 when K fits 16 signed bits)
// at the entry block's first copy of K, or at its end (before its branch)
// when it has none, where it dominates every later instruction. The other
// copies go (their reads read the shared SGPR), and each vector
// instruction after the shared copy that reads K as a literal in a slot
// that accepts an SGPR, reading no other scalar value, reads the SGPR
// instead (4 bytes less; a v_mov_b32 of K too). A literal needs two copies
// or more after the shared one's place, so that the pass always removes
// instructions. At most maxSharedLiterals literals, by bytes saved; where
// allocation runs out of SGPRs it recomputes such a copy at its reads
// instead of spilling it (regalloc's rematerialization). It runs after
// LiteralsToSGPRs. Guarantees: every instruction reads the same bits.
func ShareLiteralSGPRs(f *mir.Func) {
	c := &combiner{f: f}
	c.count()
	entry := f.Blocks[0]
	type copyAt struct{ b, k int }
	type lit struct {
		copies []copyAt
		at     int // where the shared copy goes in the entry block
		saved  int // bytes
	}
	lits := map[uint32]*lit{}
	var order []uint32
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			kv, ok := c.literalCopy(&b.Instrs[k])
			if !ok {
				continue
			}
			l := lits[kv]
			if l == nil {
				l = &lit{at: -1}
				lits[kv] = l
				order = append(order, kv)
			}
			if bi == 0 && l.at < 0 {
				l.at = k
			}
			l.copies = append(l.copies, copyAt{bi, k})
		}
	}
	end := len(entry.Instrs)
	for end > 0 && entry.Instrs[end-1].Form.Enc == gfx9.EncSOPP {
		end--
	}
	var chosen []uint32
	for _, kv := range order {
		l := lits[kv]
		if l.at < 0 {
			l.at = end
		}
		after := 0
		for _, cp := range l.copies {
			if cp.b != 0 || cp.k >= l.at {
				after++
			}
		}
		// the copies after the shared one's place go, it comes
		l.saved = (after - 1) * literalCopyBytes(kv)
		if after >= 2 {
			chosen = append(chosen, kv)
		}
	}
	if len(chosen) == 0 {
		return
	}
	slices.SortStableFunc(chosen, func(x, y uint32) int { return lits[y].saved - lits[x].saved })
	room := sharedLiteralSGPRs - sgprPressure(f)
	chosen = chosen[:max(0, min(len(chosen), maxSharedLiterals, room))]
	if len(chosen) == 0 {
		return
	}
	rename := map[gfx9.Value]gfx9.Value{}
	// dead[b][k]: instruction k of block b is a copy that goes (nil: the
	// block keeps all its instructions, and its list)
	dead := make([][]bool, len(f.Blocks))
	isDead := func(b, k int) bool { return dead[b] != nil && dead[b][k] }
	insert := map[int][]gfx9.Instr{} // new copies before entry instruction k
	shared := map[uint32]gfx9.Value{}
	for _, kv := range chosen {
		l := lits[kv]
		s := f.NewVReg(mir.SGPR, 1)
		shared[kv] = s
		for _, cp := range l.copies {
			if cp.b == 0 && cp.k < l.at {
				continue
			}
			if dead[cp.b] == nil {
				dead[cp.b] = make([]bool, len(f.Blocks[cp.b].Instrs))
			}
			dead[cp.b][cp.k] = true
			rename[f.Blocks[cp.b].Instrs[cp.k].Ops[0]] = s
		}
		insert[l.at] = append(insert[l.at], newLiteralCopy(f, s, kv))
	}
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if !gfx9.IsVALU(in) || isDead(bi, k) {
				continue
			}
			for j, op := range in.Form.Operands {
				v := in.Ops[j]
				if v.Kind != gfx9.ValLiteral || gfx9.SrcIndex(op.Field) < 0 || op.Accept&gfx9.AcceptSGPR == 0 {
					continue
				}
				s, ok := shared[uint32(v.Imm)]
				if !ok || bi == 0 && k < lits[uint32(v.Imm)].at || !fitsSGPR(f, in, j, s) {
					continue
				}
				in.Ops[j] = s
			}
		}
	}
	for bi, b := range f.Blocks {
		if bi != 0 && dead[bi] == nil {
			continue
		}
		out := make([]gfx9.Instr, 0, len(b.Instrs)+1)
		for k := range b.Instrs {
			if bi == 0 {
				out = append(out, insert[k]...)
			}
			if !isDead(bi, k) {
				out = append(out, b.Instrs[k])
			}
		}
		if bi == 0 {
			out = append(out, insert[len(b.Instrs)]...)
		}
		b.Instrs = out
	}
	renameOperands(f, rename)
	for v := range rename {
		f.VRegs.Delete(int(v.Code) - gfx9.CodeVirtual)
	}
}

// literalCopy reports whether in is a copy of a literal into a one-dword
// virtual SGPR that it alone defines (`s_mov_b32 %s, K`, `s_movk_i32 %s,
// K`), and K.
func (c *combiner) literalCopy(in *gfx9.Instr) (uint32, bool) {
	if in.Form.Kind != gfx9.FormNative || len(in.Ops) < 2 || !c.singleSGPR(in.Ops[0]) {
		return 0, false
	}
	switch v := in.Ops[1]; {
	case in.Inst.Name == "s_mov_b32" && v.Kind == gfx9.ValLiteral:
		return uint32(v.Imm), true
	case in.Inst.Name == "s_movk_i32" && v.Kind == gfx9.ValImm:
		return uint32(int32(int16(v.Imm))), true
	}
	return 0, false
}

// literalCopyBytes is the size of a copy of k into an SGPR: s_movk_i32
// when k is a sign-extended 16-bit value, else s_mov_b32 with a literal.
func literalCopyBytes(k uint32) int {
	if int32(k) == int32(int16(k)) {
		return 4
	}
	return 8
}

// newLiteralCopy is the copy of k into the SGPR s, in its shortest form.
func newLiteralCopy(f *mir.Func, s gfx9.Value, k uint32) gfx9.Instr {
	if literalCopyBytes(k) == 4 {
		return mustParse(f, "s_movk_i32 %s, 0x%x", s, uint16(k))
	}
	return mustParse(f, "s_mov_b32 %s, 0x%x", s, k)
}

// sharedLiteralSGPRs is the SGPR pressure (units live at once, before
// allocation: a lower bound on the SGPRs allocation needs) up to which
// ShareLiteralSGPRs adds its long-lived SGPRs: the most SGPRs a wave may
// use with the SIMD still holding its most waves. Past it a long-lived
// SGPR costs more than it saves: at FidelityFX SPD's pressure (118 units)
// allocation recomputed one shared literal at 70 reads (+560 bytes).
const sharedLiteralSGPRs = gfx9.SGPRsPerSIMD / gfx9.MaxWavesPerSIMD

// sgprPressure returns the most SGPR units, physical and virtual, live at
// one point of f.
func sgprPressure(f *mir.Func) int {
	lv, err := mir.ComputeFileLiveness(f, mir.SGPR)
	if err != nil {
		return sharedLiteralSGPRs // unknown: add none
	}
	mask := mir.NewBits(lv.NUnits)
	for u := 0; u < mir.UnitVGPR0; u++ {
		mask.Set(u)
	}
	for s, v := range f.VRegs.All() {
		if v.File == mir.SGPR {
			for u := range v.Size {
				mask.Set(mir.UnitVirtual0 + s + u)
			}
		}
	}
	return lv.MostLive(mask)
}
