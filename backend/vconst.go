package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// maxConstGap bounds how many instructions after the latest read of a
// constant's register ShareVectorConstants still gives that register to a
// new copy of the constant: the register stays live over the gap, where
// before no register was. Where the two live ranges touch or overlap, the
// sharing never adds to the live registers; over 4 instructions the
// corpus and harvest see no register more, over 6 one kernel allocates 4
// VGPRs more (CountingSort: two literals of atan2 held across a second
// atan2).
const maxConstGap = 4

// ShareVectorConstants lets the copies of one constant into VGPRs that a
// block makes share one register: a `v_mov_b32_e32 %b, K` (K an inline
// constant or a literal; %b a one-dword virtual VGPR of its own that only
// this instruction defines, read only in this block) that comes at most
// maxConstGap instructions after the latest read of an earlier copy
// `v_mov_b32_e32 %a, K` (or of a copy that already shares %a), with no
// write of EXEC between, goes, and its reads read %a. Selection copies a
// constant for each instruction that needs it in a VGPR (a typed access's
// index, a stored value, a VOP3 literal); ACO keeps one such register per
// constant while it is used. Guarantees: every read sees the same value in
// every lane active at it (%a holds K in the lanes active at its copy,
// which are the ones active at %b's, nothing writes %a again, and %b's
// reads are in the block after it).
func ShareVectorConstants(f *mir.Func) {
	c := &combiner{f: f}
	c.count()
	readBlock := map[uint32]int{} // a virtual VGPR's reading block, or -1 for several
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			for r := range gfx9.UseRanges(&b.Instrs[k]) {
				if r.Count != 1 {
					continue
				}
				if at, ok := readBlock[r.Code]; ok && at != bi {
					readBlock[r.Code] = -1
				} else {
					readBlock[r.Code] = bi
				}
			}
		}
	}
	exec := gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}
	rename := map[gfx9.Value]gfx9.Value{}
	for bi, b := range f.Blocks {
		last := map[gfx9.Value]gfx9.Value{} // by constant: the register of its latest copy
		lastRead := map[uint32]int{}        // by register: its latest read (or its copy)
		kept := b.Instrs[:0]
		for k := range b.Instrs {
			in := b.Instrs[k]
			if writesAny(&in, []gfx9.RegRange{exec}) {
				clear(last)
			}
			for r := range gfx9.UseRanges(&in) {
				if to, ok := rename[gfx9.Value{Kind: gfx9.ValReg, Code: r.Code, Count: 1}]; ok && r.Count == 1 {
					lastRead[to.Code] = k
				} else {
					lastRead[r.Code] = k
				}
			}
			if kv, ok := vectorConstCopy(c, &in); ok {
				d := in.Ops[0]
				if p, ok := last[kv]; ok && k-lastRead[p.Code] <= maxConstGap && readBlock[d.Code] == bi {
					rename[d] = p
					deleteVReg(f, d)
					lastRead[p.Code] = k
					continue
				}
				last[kv] = d
				lastRead[d.Code] = k
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
	}
	renameOperands(f, rename)
}

// vectorConstCopy returns K for a `v_mov_b32_e32 %d, K` of a constant (an
// inline constant or a literal) into a one-dword virtual VGPR of its own
// that only it defines.
func vectorConstCopy(c *combiner, in *gfx9.Instr) (gfx9.Value, bool) {
	if in.Inst.Name != "v_mov_b32" || in.Form.Kind != gfx9.FormNative || len(in.Ops) != 2 || !c.singleVGPR(in.Ops[0]) {
		return gfx9.Value{}, false
	}
	k := in.Ops[1]
	if k.Kind == gfx9.ValLiteral || k.Kind == gfx9.ValReg && k.IsInline() {
		return k, true
	}
	return gfx9.Value{}, false
}
