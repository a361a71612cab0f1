package backend

import (
	"math/bits"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// WidenLDS merges LDS accesses through one address register that read
// (or write) consecutive dwords into one wider access, by the rows of
// ldsWideForms, widest first: four dwords (two ds_read2_b32 of dwords o,
// o+1 and o+2, o+3, or single ds_read_b32 where the offsets fit no pair)
// become one ds_read_b128, three (a pair and a single, or singles) one
// ds_read_b96, two singles one ds_read_b64 (writes alike), each when the
// address plus the first byte offset is a multiple of the row's alignment
// in every lane, as the knownAlign rules prove from the address's
// definition. The alignments are gfx9's without the unaligned access mode
// (gfx9.DSAlignments: 128 and 96 bits need 16 bytes, 64 bits 8).
// A pair of consecutive dwords that ds_read2_b32 already reads stays: one
// ds_read_b64 is the same 8 bytes, and it needs the stronger alignment.
// One 8-byte instruction replaces two to four. It runs before PairLDS, on
// singles (two aligned runs of two dwords become two b64 accesses, which
// PairLDS then pairs as one ds_read2_b64 / ds_write2_b64, where pairing
// first would pair dwords across the runs), and after it, on the pairs
// PairLDS made and the singles it left (beyond a pair's 8-bit dword
// offsets).
//
// Reads merge where the first was: the others move up across instructions
// that write no LDS, are no s_barrier, and write neither the address nor
// EXEC, nor read or write their results. A result that is a whole virtual
// register only its read defines becomes part of the fresh four-dword
// result; another one is copied from it. Writes merge where the last was:
// the others move down across instructions that access no LDS, are no
// s_barrier and write none of their sources. The data is stored from four
// consecutive dwords of one virtual register when it is already there;
// else a fresh four-dword register takes each value that is a whole
// one-dword VGPR read by that write alone (renamed: all its definitions
// write the new register's dword) and at most one other by a copy, so that
// the merge never costs more instructions than it saves. Guarantees: the
// same bytes are read and written with the same values, and every LDS
// access keeps its order against every write and every barrier.
func WidenLDS(f *mir.Func) { widenLDS(f, false) }

// WidenLDSBeforePairs is WidenLDS on the accesses before PairLDS pairs
// them, making a b64 access only where no copy is needed: two single dwords
// a copy puts in one register would rather pair as one ds_write2_b32
// without it.
func WidenLDSBeforePairs(f *mir.Func) { widenLDS(f, true) }

func widenLDS(f *mir.Func, noCopies bool) {
	c := &combiner{f: f}
	c.count()
	al := newAligner(f)
	units := map[uint32]uint32{} // renamed register units
	for _, b := range f.Blocks {
		gone := make([]bool, len(b.Instrs))
		before := map[int][]gfx9.Instr{} // copies placed before instruction k
		after := map[int][]gfx9.Instr{}  // copies placed after instruction k
		for k := range b.Instrs {
			if gone[k] {
				continue
			}
			a := &b.Instrs[k]
			head, ok := ldsDwords(a)
			if !ok {
				continue
			}
			addr, _ := operand(a, gfx9.FieldAddr)
			form, run := ldsWideRun(b.Instrs, k, gone, head[0].off, al.of(addr, 0))
			if run == nil {
				continue
			}
			regs := make([]gfx9.Value, form.dwords) // the dword registers, by offset
			for _, j := range run {
				ds, _ := ldsDwords(&b.Instrs[j])
				for _, d := range ds {
					regs[(d.off-head[0].off)/4] = d.reg
				}
			}
			if isLDSRead(a) {
				if n := c.readCopies(b.Instrs, run); n >= len(run) || noCopies && form.dwords == 2 && n > 0 {
					continue
				}
				q := f.NewVReg(mir.VGPR, form.dwords)
				var copies []gfx9.Instr
				for _, j := range run {
					r, _ := operand(&b.Instrs[j], gfx9.FieldVDst)
					// the read's own first dword: two reads of the run
					// may write one register (the first one's value dead)
					ds, _ := ldsDwords(&b.Instrs[j])
					first := int((ds[0].off - head[0].off) / 4)
					if c.renamesRead(r) {
						for i := range uint32(r.Count) {
							units[r.Code+i] = q.Code + uint32(first) + i
						}
						deleteVReg(f, r)
						continue
					}
					for i := range int(r.Count) {
						copies = append(copies, mustParse(f, "v_mov_b32_e32 %s, %s", sub(r, i), sub(q, first+i)))
					}
				}
				b.Instrs[k] = wideLDS(f, form, true, q, a, head[0].off)
				after[k] = copies
				for _, j := range run[1:] {
					gone[j] = true
				}
				continue
			}
			most := 1 // copies
			if noCopies && form.dwords == 2 {
				most = 0
			}
			data, copies, ok := c.wideData(regs, units, most)
			if !ok {
				continue
			}
			last := run[len(run)-1]
			b.Instrs[last] = wideLDS(f, form, false, data, a, head[0].off)
			before[last] = copies
			for _, j := range run[:len(run)-1] {
				gone[j] = true
			}
		}
		var kept []gfx9.Instr
		for k, in := range b.Instrs {
			if !gone[k] {
				kept = append(kept, before[k]...)
				kept = append(kept, in)
				kept = append(kept, after[k]...)
			}
		}
		b.Instrs = kept
	}
	renameUnits(f, units)
}

// ldsDword is one dword an LDS access reads or writes: its byte offset
// from the address register and the register it lands in or comes from.
type ldsDword struct {
	off int32
	reg gfx9.Value
}

// ldsDwords returns the dwords of a ds_read_b32, ds_write_b32, or a
// ds_read2_b32 / ds_write2_b32 of two consecutive dwords (not GDS).
func ldsDwords(in *gfx9.Instr) ([]ldsDword, bool) {
	if in.Mods.GDS {
		return nil, false
	}
	m := in.Mods
	switch in.Inst.Name {
	case "ds_read_b32":
		r, _ := operand(in, gfx9.FieldVDst)
		return []ldsDword{{m.Offset, r}}, true
	case "ds_write_b32":
		d, _ := operand(in, gfx9.FieldData0)
		return []ldsDword{{m.Offset, d}}, true
	case "ds_read2_b32":
		r, _ := operand(in, gfx9.FieldVDst)
		if m.Offset1 == m.Offset0+1 {
			return []ldsDword{{int32(m.Offset0) * 4, sub(r, 0)}, {int32(m.Offset1) * 4, sub(r, 1)}}, true
		}
	case "ds_write2_b32":
		d0, _ := operand(in, gfx9.FieldData0)
		d1, _ := operand(in, gfx9.FieldData1)
		if m.Offset1 == m.Offset0+1 {
			return []ldsDword{{int32(m.Offset0) * 4, d0}, {int32(m.Offset1) * 4, d1}}, true
		}
	}
	return nil, false
}

// ldsWideForm is a row of ldsWideForms: the LDS access of dwords
// consecutive dwords; its address (plus offset) needs the alignment
// gfx9.DSAlign gives its size.
type ldsWideForm struct {
	dwords      int
	read, write string
}

// ldsWideForms are the wide LDS accesses WidenLDS makes, widest first; each
// row has its cases in testdata/memmerge/lds_wide*.mir.
var ldsWideForms = []ldsWideForm{
	{4, "ds_read_b128", "ds_write_b128"},
	{3, "ds_read_b96", "ds_write_b96"},
	{2, "ds_read_b64", "ds_write_b64"},
}

// ldsWideRun returns the widest row of ldsWideForms whose access can
// replace k and the accesses after it that read or write exactly that
// row's dwords from k's first dword (byte offset off) on, at least two
// accesses, when addr+off is aligned as the row requires (the address is
// a multiple of addrAlign); else nil.
func ldsWideRun(code []gfx9.Instr, k int, gone []bool, off int32, addrAlign uint64) (ldsWideForm, []int) {
	for _, form := range ldsWideForms {
		align := int32(gfx9.DSAlign(4 * form.dwords))
		if off%align != 0 || addrAlign < uint64(align) || off > 0xffff-4*int32(form.dwords-1) {
			continue
		}
		if run := dwordsRun(code, k, gone, form.dwords); len(run) >= 2 {
			return form, run
		}
	}
	return ldsWideForm{}, nil
}

// dwordsRun returns k and the accesses after it (in order) that together
// read or write exactly the n dwords from k's first dword on and may move
// to k (reads) or to the last of them (writes), or nil.
func dwordsRun(code []gfx9.Instr, k int, gone []bool, n int) []int {
	a := &code[k]
	read := isLDSRead(a)
	addr, _ := operand(a, gfx9.FieldAddr)
	head, _ := ldsDwords(a)
	covered := make([]bool, n)
	for _, d := range head {
		i := int((d.off - head[0].off) / 4)
		if i >= n {
			return nil
		}
		covered[i] = true
	}
	if !slices.Contains(covered, false) {
		return nil
	}
	run := []int{k}
	exec := gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}
	var between []int // the instructions passed over
	for j := k + 1; j < len(code) && j < k+24; j++ {
		b := &code[j]
		if gone[j] {
			continue
		}
		if ds, ok := ldsDwords(b); ok && isLDSRead(b) == read {
			baddr, _ := operand(b, gfx9.FieldAddr)
			fits := baddr == addr
			for _, d := range ds {
				i := (d.off - head[0].off) / 4
				fits = fits && d.off >= head[0].off && (d.off-head[0].off)%4 == 0 && i < int32(n) && !covered[i]
			}
			if fits && runMoves(between, code, run, b, read, exec) {
				for _, d := range ds {
					covered[(d.off-head[0].off)/4] = true
				}
				run = append(run, j)
				if !slices.Contains(covered, false) {
					return run
				}
				continue
			}
		}
		if b.Inst.Name == "s_barrier" || isLDS(b) && (!read || !isLDSRead(b)) || endsBlockOrBranches(b) {
			return nil
		}
		between = append(between, j)
	}
	return nil
}

// runMoves reports whether a read b may move up to the first of run
// across the instructions between (indices into code), or whether the
// writes of run may move down to b across those after each.
func runMoves(between []int, code []gfx9.Instr, run []int, b *gfx9.Instr, read bool, exec gfx9.RegRange) bool {
	if read {
		protect := append(gfx9.Uses(b), exec)
		for _, i := range between {
			in := &code[i]
			if writesAny(in, protect) || readsAny(in, gfx9.Defs(b)) || writesAny(in, gfx9.Defs(b)) {
				return false
			}
		}
		return true
	}
	for _, j := range run {
		protect := append(gfx9.Uses(&code[j]), exec)
		for _, i := range between {
			if i > j && writesAny(&code[i], protect) {
				return false
			}
		}
	}
	return true
}

// endsBlockOrBranches reports whether control may leave at in.
func endsBlockOrBranches(in *gfx9.Instr) bool {
	return in.Form.Enc == gfx9.EncSOPP && len(in.Ops) > 0 && in.Ops[0].Kind == gfx9.ValLabel
}

// wideLDS is form's read (or write) of data through a's address at the
// byte offset off.
func wideLDS(f *mir.Func, form ldsWideForm, read bool, data gfx9.Value, a *gfx9.Instr, off int32) gfx9.Instr {
	addr, _ := operand(a, gfx9.FieldAddr)
	if read {
		return mustParse(f, "%s %s, %s offset:%d", form.read, data, addr, off)
	}
	return mustParse(f, "%s %s, %s offset:%d", form.write, addr, data, off)
}

// wholeVReg reports whether v is a whole virtual VGPR (not linear).
func (c *combiner) wholeVReg(v gfx9.Value) bool {
	if !v.IsVirtual() {
		return false
	}
	r, start, ok := c.f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
	return ok && r.File == mir.VGPR && !r.Linear && r.Size == int(max(v.Count, 1)) && start == int(v.Code)-gfx9.CodeVirtual
}

// renamesRead reports whether the result r of a merged read can become
// part of the wide result (a whole virtual register only that read
// defines), else it is copied from there.
func (c *combiner) renamesRead(r gfx9.Value) bool {
	return c.wholeVReg(r) && c.defs[r.Code] == 1 && (r.Count < 2 || c.defs[r.Code+1] == 1)
}

// readCopies counts the copies a merged read of run needs.
func (c *combiner) readCopies(code []gfx9.Instr, run []int) int {
	n := 0
	for _, j := range run {
		if r, _ := operand(&code[j], gfx9.FieldVDst); !c.renamesRead(r) {
			n += int(max(r.Count, 1))
		}
	}
	return n
}

// wideData returns the register of len(regs) dwords a merged write of the
// dwords regs stores from and the copies that fill it, recording in units
// the renames that put the rest there; false when more than most dwords
// would need a copy (more than one: the merge would not save an
// instruction).
func (c *combiner) wideData(regs []gfx9.Value, units map[uint32]uint32, most int) (gfx9.Value, []gfx9.Instr, bool) {
	n := len(regs)
	slice := true
	for i, d := range regs {
		slice = slice && d.IsVirtual() && d.Count <= 1 && d.Code == regs[0].Code+uint32(i) && units[d.Code] == 0
	}
	if v, start, ok := c.f.VRegOf(int(regs[0].Code) - gfx9.CodeVirtual); slice && ok && int(regs[0].Code)-gfx9.CodeVirtual+n <= start+v.Size {
		return gfx9.Value{Kind: gfx9.ValReg, Code: regs[0].Code, Count: uint8(n)}, nil, true
	}
	direct := make([]bool, n)
	seen := map[gfx9.Value]bool{}
	copies := 0
	for i, d := range regs {
		direct[i] = c.wholeVReg(d) && max(d.Count, 1) == 1 && c.uses[d.Code] == 1 && !seen[d] && units[d.Code] == 0
		seen[d] = true
		if !direct[i] {
			copies++
		}
	}
	if copies > most {
		return gfx9.Value{}, nil, false
	}
	t := c.f.NewVReg(mir.VGPR, n)
	var out []gfx9.Instr
	for i, d := range regs {
		if direct[i] {
			units[d.Code] = t.Code + uint32(i)
			deleteVReg(c.f, d)
			continue
		}
		out = append(out, mustParse(c.f, "v_mov_b32_e32 %s, %s", sub(t, i), d))
	}
	return t, out, true
}

// deleteVReg drops the declaration of the whole virtual register v.
func deleteVReg(f *mir.Func, v gfx9.Value) { f.VRegs.Delete(int(v.Code) - gfx9.CodeVirtual) }

// renameUnits rewrites every operand whose registers units renames, unit
// by unit (each renamed register's units map to consecutive units).
func renameUnits(f *mir.Func, units map[uint32]uint32) {
	if len(units) == 0 {
		return
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for o, v := range b.Instrs[k].Ops {
				if to, ok := units[v.Code]; ok && v.IsVirtual() {
					b.Instrs[k].Ops[o].Code = to
				}
			}
		}
	}
}

// aligner proves the alignment of virtual registers from their one
// definition, by the knownAlign rules.
type aligner struct {
	def map[uint32]*gfx9.Instr // one-dword registers defined once
}

func newAligner(f *mir.Func) *aligner {
	n := map[uint32]int{}
	al := &aligner{def: map[uint32]*gfx9.Instr{}}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for d := range gfx9.DefRanges(&b.Instrs[k]) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					n[u]++
				}
				if d.Count == 1 {
					al.def[d.Code] = &b.Instrs[k]
				}
			}
		}
	}
	for u := range al.def {
		if n[u] != 1 {
			delete(al.def, u)
		}
	}
	return al
}

// maxAlign bounds the alignments the rules compute (more is never asked).
const maxAlign = 1 << 16

// maxAlignDepth bounds how many definitions the proof follows.
const maxAlignDepth = 8

// knownAlign is the table of the instructions whose result's alignment (a
// power of two every lane's value is a multiple of) follows from their
// sources', each row with its case in knownAlignCases (ldswide_test.go).
// src(i) is the alignment of the i-th source operand, k(i) the value of a
// constant one (ok false when it is not constant).
var knownAlign = map[string]func(src func(int) uint64, k func(int) (uint64, bool)) uint64{
	"v_mov_b32":      func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return src(0) },
	"s_mov_b32":      func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return src(0) },
	"v_lshlrev_b32":  shlBy(0, 1),
	"s_lshl_b32":     shlBy(1, 0),
	"v_add_u32":      minOf(0, 1),
	"v_add_co_u32":   minOf(0, 1),
	"v_sub_u32":      minOf(0, 1),
	"v_subrev_u32":   minOf(0, 1),
	"s_add_u32":      minOf(0, 1),
	"s_add_i32":      minOf(0, 1),
	"s_sub_u32":      minOf(0, 1),
	"v_or_b32":       minOf(0, 1),
	"s_or_b32":       minOf(0, 1),
	"v_add3_u32":     minOf(0, 1, 2),
	"v_or3_b32":      minOf(0, 1, 2),
	"v_and_b32":      func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return max(src(0), src(1)) },
	"s_and_b32":      func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return max(src(0), src(1)) },
	"v_mul_lo_u32":   func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return src(0) * src(1) },
	"v_mul_u32_u24":  func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return src(0) * src(1) },
	"s_mul_i32":      func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return src(0) * src(1) },
	"v_mad_u32_u24":  func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return min(src(0)*src(1), src(2)) },
	"v_lshl_add_u32": shlThen(0, 1, 2),
	"v_lshl_or_b32":  shlThen(0, 1, 2),
	"v_add_lshl_u32": func(src func(int) uint64, k func(int) (uint64, bool)) uint64 {
		n, ok := k(2)
		return shl(min(src(0), src(1)), n, ok)
	},
	"s_lshl1_add_u32": func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return min(src(0)<<1, src(1)) },
	"s_lshl2_add_u32": func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return min(src(0)<<2, src(1)) },
	"s_lshl3_add_u32": func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return min(src(0)<<3, src(1)) },
	"s_lshl4_add_u32": func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 { return min(src(0)<<4, src(1)) },
}

// shl is alignment a shifted left by a constant amount (mod 32), or 1 for
// an unknown amount.
func shl(a uint64, amount uint64, ok bool) uint64 {
	if !ok {
		return 1
	}
	return a << (amount & 31)
}

// shlBy is the row of a shift of source value by the constant source amount.
func shlBy(amount, value int) func(func(int) uint64, func(int) (uint64, bool)) uint64 {
	return func(src func(int) uint64, k func(int) (uint64, bool)) uint64 {
		n, ok := k(amount)
		return shl(src(value), n, ok)
	}
}

// shlThen is the row of (source value << constant source amount) added to
// or or-ed with source other.
func shlThen(value, amount, other int) func(func(int) uint64, func(int) (uint64, bool)) uint64 {
	return func(src func(int) uint64, k func(int) (uint64, bool)) uint64 {
		n, ok := k(amount)
		return min(shl(src(value), n, ok), src(other))
	}
}

// minOf is the row of a sum, difference or or of the sources.
func minOf(is ...int) func(func(int) uint64, func(int) (uint64, bool)) uint64 {
	return func(src func(int) uint64, _ func(int) (uint64, bool)) uint64 {
		m := uint64(maxAlign)
		for _, i := range is {
			m = min(m, src(i))
		}
		return m
	}
}

// of returns a power of two that v is a multiple of in every lane (1 when
// nothing is known).
func (al *aligner) of(v gfx9.Value, depth int) uint64 {
	if c, ok := intConst(v); ok {
		if uint32(c) == 0 {
			return maxAlign
		}
		return min(uint64(1)<<bits.TrailingZeros32(uint32(c)), maxAlign)
	}
	in := al.def[v.Code]
	if !v.IsVirtual() || v.Count > 1 || depth >= maxAlignDepth || in == nil || !plain(in) {
		return 1
	}
	rule, ok := knownAlign[in.Inst.Name]
	if !ok {
		return 1
	}
	var ops []gfx9.Value
	for i, o := range in.Form.Operands {
		if o.Use && !o.Def && o.Field != gfx9.FieldImplicit {
			ops = append(ops, in.Ops[i])
		}
	}
	src := func(i int) uint64 {
		if i >= len(ops) {
			return 1
		}
		return al.of(ops[i], depth+1)
	}
	k := func(i int) (uint64, bool) {
		if i >= len(ops) {
			return 0, false
		}
		c, ok := intConst(ops[i])
		return uint64(c), ok
	}
	a := rule(src, k)
	if a == 0 || a > maxAlign {
		return maxAlign // shifted out: the value is 0
	}
	return uint64(1) << bits.TrailingZeros64(a)
}
