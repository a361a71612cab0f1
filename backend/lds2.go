package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// PairLDS merges two 32-bit LDS accesses through the same address register
// into one ds_read2_b32 / ds_write2_b32 when their offsets are dword
// multiples that fit the 8-bit offset0/offset1 fields (or, as
// ds_read2st64_b32 / ds_write2st64_b32, multiples of 64 dwords that fit), and nothing between
// them touches LDS, the address, or the registers involved. It runs on
// virtual registers, before allocation: a merged read writes a fresh
// register pair and copies the halves to the original results (register
// coalescing removes the copies). Guarantees: the same values are read and
// written in the same order relative to every other LDS access.
func PairLDS(f *mir.Func) {
	for _, b := range f.Blocks {
		var out []gfx9.Instr
		for k := 0; k < len(b.Instrs); k++ {
			in := b.Instrs[k]
			if j := pairPartner(b.Instrs, k); j > k {
				merged, copies := mergeLDS(f, &in, &b.Instrs[j])
				out = append(out, b.Instrs[k+1:j]...) // the independent instructions between
				out = append(out, merged)
				out = append(out, copies...)
				k = j
				continue
			}
			out = append(out, in)
		}
		b.Instrs = out
	}
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

// pairPartner finds the instruction after k that k can merge with, or -1.
func pairPartner(code []gfx9.Instr, k int) int {
	a := &code[k]
	name := a.Inst.Name
	if name != "ds_read_b32" && name != "ds_write_b32" || a.Mods.GDS || a.Mods.Offset%4 != 0 {
		return -1
	}
	addr, _ := operand(a, gfx9.FieldAddr)
	var touched []gfx9.RegRange
	touched = append(touched, gfx9.Defs(a)...)
	for j := k + 1; j < len(code) && j < k+16; j++ {
		b := &code[j]
		if isLDS(b) {
			if b.Inst.Name == name && !b.Mods.GDS && b.Mods.Offset%4 == 0 {
				baddr, _ := operand(b, gfx9.FieldAddr)
				if _, _, _, ok := pairOffsets(a.Mods.Offset, b.Mods.Offset); ok && baddr == addr && !readsAny(b, touched) {
					return j
				}
			}
			return -1 // another LDS access in between keeps its order
		}
		// the pair may not move across a redefinition of what it uses or a
		// use/definition of what the first one defines
		for _, d := range gfx9.Defs(b) {
			for _, u := range gfx9.Uses(a) {
				if d.Overlaps(u) {
					return -1
				}
			}
		}
		if readsAny(b, gfx9.Defs(a)) || writesAny(b, gfx9.Defs(a)) {
			return -1
		}
		touched = append(touched, gfx9.Defs(b)...)
	}
	return -1
}

func readsAny(i *gfx9.Instr, rs []gfx9.RegRange) bool {
	for _, u := range gfx9.Uses(i) {
		for _, r := range rs {
			if u.Overlaps(r) {
				return true
			}
		}
	}
	return false
}

func writesAny(i *gfx9.Instr, rs []gfx9.RegRange) bool {
	for _, d := range gfx9.Defs(i) {
		for _, r := range rs {
			if d.Overlaps(r) {
				return true
			}
		}
	}
	return false
}

// pairOffsets returns the offset0/offset1 fields of a read2/write2 of the
// byte offsets x and y: in dwords, or in units of 64 dwords (the st64
// forms) when the dword offsets do not fit 8 bits but those do.
func pairOffsets(x, y int32) (o0, o1 int32, st64 string, ok bool) {
	switch {
	case x == y:
		return 0, 0, "", false
	case x/4 <= 255 && y/4 <= 255:
		return x / 4, y / 4, "", true
	case x%256 == 0 && y%256 == 0 && x/256 <= 255 && y/256 <= 255:
		return x / 256, y / 256, "st64", true
	}
	return 0, 0, "", false
}

// mergeLDS builds the read2/write2 for a and b and the copies a read needs.
func mergeLDS(f *mir.Func, a, b *gfx9.Instr) (gfx9.Instr, []gfx9.Instr) {
	addr, _ := operand(a, gfx9.FieldAddr)
	o0, o1, st64, _ := pairOffsets(a.Mods.Offset, b.Mods.Offset)
	if a.Inst.Name == "ds_write_b32" {
		d0, _ := operand(a, gfx9.FieldData0)
		d1, _ := operand(b, gfx9.FieldData0)
		return mustParse(f, "ds_write2"+st64+"_b32 %s, %s, %s offset0:%d offset1:%d", addr, d0, d1, o0, o1), nil
	}
	r0, _ := operand(a, gfx9.FieldVDst)
	r1, _ := operand(b, gfx9.FieldVDst)
	pair := f.NewVReg(mir.VGPR, 2)
	read := mustParse(f, "ds_read2"+st64+"_b32 %s, %s offset0:%d offset1:%d", pair, addr, o0, o1)
	return read, []gfx9.Instr{
		mustParse(f, "v_mov_b32_e32 %s, %s", r0, sub(pair, 0)),
		mustParse(f, "v_mov_b32_e32 %s, %s", r1, sub(pair, 1)),
	}
}
