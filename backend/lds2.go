package backend

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// PairLDS merges two 32-bit LDS accesses through the same address register
// into one ds_read2_b32 / ds_write2_b32 when their offsets are dword
// multiples that fit the 8-bit offset0/offset1 fields (or, as
// ds_read2st64_b32 / ds_write2st64_b32, multiples of 64 dwords that fit),
// and two 64-bit ones into one ds_read2_b64 / ds_write2_b64 alike in
// units of 8 bytes (ldsPairForms): each ds_read_b64 is 8-byte aligned, so
// its address register is too when its offset is a multiple of 8, and so
// is every element of the pair.
// Two address registers that one v_mov_b32 each of the same inline
// constant defines count as the same (EXEC is the same at both accesses,
// which the merged one, through the first's register, runs under). Neither
// moves across an s_barrier (the other waves' accesses before and
// after it are ordered against it). Two reads merge where the first was:
// the second moves up across instructions that neither redefine the
// address nor touch its result nor write LDS, except writes through the same address register to other
// bytes when that register holds one value in every lane (a VGPR copy of
// an SGPR or a constant): then no lane's write reaches a byte another
// lane's read takes (other reads do not change what it reads). A per-lane
// address proves nothing across lanes: lane a's addr+x can be lane b's
// addr+y. Two writes merge
// where the second was: the first moves down across instructions that
// neither access LDS nor redefine its address or data. It runs on virtual
// registers, before allocation: a merged read writes a fresh register pair
// and copies the halves to the original results (register coalescing
// removes the copies). Guarantees: the same values are read and written,
// and every write keeps its order relative to every other LDS access.
func PairLDS(f *mir.Func) {
	c := &combiner{f: f}
	c.count() // definitions, for the results that may be renamed
	rename := map[gfx9.Value]gfx9.Value{}
	units := map[uint32]uint32{} // 64-bit results renamed, unit by unit
	uniform := uniformCopies(f, c)
	for _, b := range f.Blocks {
		var out []gfx9.Instr
		gone := make([]bool, len(b.Instrs))           // merged into a pair placed elsewhere
		pairAt := make([][]gfx9.Instr, len(b.Instrs)) // a write pair at its second write
		for k := range b.Instrs {
			switch {
			case gone[k]:
				continue
			case pairAt[k] != nil:
				out = append(out, pairAt[k]...)
				continue
			}
			j := pairPartner(b.Instrs, k, gone, pairAt, uniform, c.sameConstant)
			if j >= 0 && !c.pairPays(&b.Instrs[k], &b.Instrs[j]) {
				j = -1
			}
			if j < 0 {
				out = append(out, b.Instrs[k])
				continue
			}
			merged, copies := mergeLDS(f, &b.Instrs[k], &b.Instrs[j], c, rename, units)
			if !isLDSRead(&b.Instrs[k]) {
				gone[k] = true
				pairAt[j] = append([]gfx9.Instr{merged}, copies...)
				continue
			}
			gone[j] = true
			out = append(out, merged)
			out = append(out, copies...)
		}
		b.Instrs = out
	}
	renameOperands(f, rename)
	renameUnits(f, units)
}

// ldsPairForm is how PairLDS merges two accesses of one kind: into the
// instruction named by pair (%s: "" or "st64"), each access moving size
// bytes.
type ldsPairForm struct {
	pair string
	size int32
}

// ldsPairForms are the accesses PairLDS merges, by name; each has its
// cases in testdata/memmerge.
var ldsPairForms = map[string]ldsPairForm{
	"ds_read_b32":  {"ds_read2%s_b32", 4},
	"ds_write_b32": {"ds_write2%s_b32", 4},
	"ds_read_b64":  {"ds_read2%s_b64", 8},
	"ds_write_b64": {"ds_write2%s_b64", 8},
}

// sameConstant reports whether the one-dword VGPRs x and y are each the
// copy of one inline constant, the same (combiner.constOf).
func (c *combiner) sameConstant(x, y gfx9.Value) bool {
	cx, ok := c.constOf[x]
	cy, oky := c.constOf[y]
	return ok && oky && cx == cy
}

func isLDS(i *gfx9.Instr) bool { return i.Form.Enc == gfx9.EncDS }

// operand returns the value of the operand in the given field.
func operand(i *gfx9.Instr, f gfx9.Field) (gfx9.Value, bool) {
	for k, op := range i.Form.Operands {
		if op.Field == f {
			return i.Ops[k], true
		}
	}
	return gfx9.Value{}, false
}

// pairPartner finds the instruction after k that k can merge with, or -1:
// an access through the same address register, or through another one that
// holds the same constant (same: selection copies a constant address into
// a VGPR at each access), whose merged form uses k's.
// gone marks the reads already moved up into an earlier pair (nothing is
// left of them), pairAt the writes where a pair goes.
func pairPartner(code []gfx9.Instr, k int, gone []bool, pairAt [][]gfx9.Instr, uniform map[gfx9.Value]bool, same func(x, y gfx9.Value) bool) int {
	a := &code[k]
	name := a.Inst.Name
	form, ok := ldsPairForms[name]
	if !ok || a.Mods.GDS || a.Mods.Offset%form.size != 0 {
		return -1
	}
	read := isLDSRead(a)
	addr, _ := operand(a, gfx9.FieldAddr)
	var between []gfx9.RegRange // what the instructions passed over read and write
	var written []ldsSpan       // bytes the writes passed over store, from addr
	for j := k + 1; j < len(code) && j < k+24; j++ {
		b := &code[j]
		if gone[j] {
			continue
		}
		if b.Inst.Name == "s_barrier" {
			// another wave's LDS access on the far side of the barrier
			// must stay there
			return -1
		}
		if isLDS(b) && pairAt[j] == nil && b.Inst.Name == name && !b.Mods.GDS && b.Mods.Offset%form.size == 0 {
			baddr, _ := operand(b, gfx9.FieldAddr)
			_, _, _, fits := pairOffsets(a.Mods.Offset, b.Mods.Offset, form.size)
			if fits && (baddr == addr || same(baddr, addr)) && (!read || !overlapsAny(gfx9.Defs(b), between) && !hitsAny(ldsSpan{b.Mods.Offset, form.size}, written)) {
				return j
			}
		}
		if isLDS(b) && (!read || !isLDSRead(b)) {
			// a read may pass a write through the same address register
			// to other bytes; any other LDS access keeps its order
			spans, ok := ldsWriteSpans(b, addr)
			if !read || !ok || pairAt[j] != nil || !uniform[addr] {
				return -1
			}
			written = append(written, spans...)
		}
		// the address (and a write's data) must stay what it was; a write
		// moving down must not pass a use or definition of its result
		if writesAny(b, gfx9.Uses(a)) || !read && (readsAny(b, gfx9.Defs(a)) || writesAny(b, gfx9.Defs(a))) {
			return -1
		}
		between = append(between, gfx9.Uses(b)...)
		between = append(between, gfx9.Defs(b)...)
	}
	return -1
}

// uniformCopies returns the one-dword virtual VGPRs that one v_mov_b32 of
// an SGPR or a constant defines: the same value in every lane.
func uniformCopies(f *mir.Func, c *combiner) map[gfx9.Value]bool {
	out := map[gfx9.Value]bool{}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if in.Inst.Name != "v_mov_b32" || in.Form.Kind != gfx9.FormNative || !plain(in) || !c.singleVGPR(in.Ops[0]) {
				continue
			}
			if s := in.Ops[1]; s.Kind == gfx9.ValLiteral || s.Kind == gfx9.ValReg && (s.IsInline() || f.IsScalarReg(s) && s.Count <= 1) {
				out[in.Ops[0]] = true
			}
		}
	}
	return out
}

// ldsSpan is a run of LDS bytes at an offset from an address register.
type ldsSpan struct{ off, size int32 }

func hitsAny(x ldsSpan, spans []ldsSpan) bool {
	for _, y := range spans {
		if x.off < y.off+y.size && y.off < x.off+x.size {
			return true
		}
	}
	return false
}

// ldsWriteSpans returns the bytes a plain LDS write (ds_write_b32/b64,
// ds_write2(st64)_b32/b64) through address register addr stores, as
// offsets from addr; ok is false for any other instruction (atomics,
// other widths, another address, GDS).
func ldsWriteSpans(i *gfx9.Instr, addr gfx9.Value) ([]ldsSpan, bool) {
	if a, _ := operand(i, gfx9.FieldAddr); a != addr || i.Mods.GDS {
		return nil, false
	}
	m := i.Mods
	switch i.Inst.Name {
	case "ds_write_b32":
		return []ldsSpan{{m.Offset, 4}}, true
	case "ds_write_b64":
		return []ldsSpan{{m.Offset, 8}}, true
	case "ds_write2_b32":
		return []ldsSpan{{int32(m.Offset0) * 4, 4}, {int32(m.Offset1) * 4, 4}}, true
	case "ds_write2st64_b32":
		return []ldsSpan{{int32(m.Offset0) * 256, 4}, {int32(m.Offset1) * 256, 4}}, true
	case "ds_write2_b64":
		return []ldsSpan{{int32(m.Offset0) * 8, 8}, {int32(m.Offset1) * 8, 8}}, true
	case "ds_write2st64_b64":
		return []ldsSpan{{int32(m.Offset0) * 512, 8}, {int32(m.Offset1) * 512, 8}}, true
	}
	return nil, false
}

// isLDSRead reports whether i only reads LDS (ds_read*: not an atomic,
// not a write).
func isLDSRead(i *gfx9.Instr) bool {
	return isLDS(i) && strings.HasPrefix(i.Inst.Name, "ds_read") && !i.Mods.GDS
}

func readsAny(i *gfx9.Instr, rs []gfx9.RegRange) bool {
	for u := range gfx9.UseRanges(i) {
		for _, r := range rs {
			if u.Overlaps(r) {
				return true
			}
		}
	}
	return false
}

func writesAny(i *gfx9.Instr, rs []gfx9.RegRange) bool {
	for d := range gfx9.DefRanges(i) {
		for _, r := range rs {
			if d.Overlaps(r) {
				return true
			}
		}
	}
	return false
}

// pairOffsets returns the offset0/offset1 fields of a read2/write2 of the
// byte offsets x and y of elements of size bytes: in elements, or in units
// of 64 elements (the st64 forms) when those do not fit 8 bits but these
// do.
func pairOffsets(x, y, size int32) (o0, o1 int32, st64 string, ok bool) {
	st := 64 * size
	switch {
	case x == y:
		return 0, 0, "", false
	case x/size <= 255 && y/size <= 255:
		return x / size, y / size, "", true
	case x%st == 0 && y%st == 0 && x/st <= 255 && y/st <= 255:
		return x / st, y / st, "st64", true
	}
	return 0, 0, "", false
}

// pairPays reports whether merging the reads a and b saves an
// instruction: a 64-bit result that is no whole register of its own would
// need two copies.
func (c *combiner) pairPays(a, b *gfx9.Instr) bool {
	if !isLDSRead(a) || ldsPairForms[a.Inst.Name].size == 4 {
		return true
	}
	ra, _ := operand(a, gfx9.FieldVDst)
	rb, _ := operand(b, gfx9.FieldVDst)
	return c.renamesRead(ra) && c.renamesRead(rb)
}

// mergeLDS builds the read2/write2 for a and b and the copies a read needs:
// a result that is a VGPR of its own defined only by its read becomes the
// pair's half (rename for a dword, units unit by unit for two), another
// one is copied from it.
func mergeLDS(f *mir.Func, a, b *gfx9.Instr, c *combiner, rename map[gfx9.Value]gfx9.Value, units map[uint32]uint32) (gfx9.Instr, []gfx9.Instr) {
	addr, _ := operand(a, gfx9.FieldAddr)
	form := ldsPairForms[a.Inst.Name]
	o0, o1, st64, _ := pairOffsets(a.Mods.Offset, b.Mods.Offset, form.size)
	name := fmt.Sprintf(form.pair, st64)
	if !isLDSRead(a) {
		d0, _ := operand(a, gfx9.FieldData0)
		d1, _ := operand(b, gfx9.FieldData0)
		return mustParse(f, name+" %s, %s, %s offset0:%d offset1:%d", addr, d0, d1, o0, o1), nil
	}
	n := int(form.size / 4) // dwords per element
	pair := f.NewVReg(mir.VGPR, 2*n)
	read := mustParse(f, name+" %s, %s offset0:%d offset1:%d", pair, addr, o0, o1)
	var copies []gfx9.Instr
	for i, in := range []*gfx9.Instr{a, b} {
		r, _ := operand(in, gfx9.FieldVDst)
		switch {
		case n == 1 && c.singleVGPR(r):
			rename[r] = sub(pair, i)
		case n > 1 && c.renamesRead(r):
			for u := range uint32(n) {
				units[r.Code+u] = pair.Code + uint32(i*n) + u
			}
			deleteVReg(f, r)
		default:
			for u := range n {
				copies = append(copies, mustParse(f, "v_mov_b32_e32 %s, %s", sub(r, u), sub(pair, i*n+u)))
			}
		}
	}
	return read, copies
}
