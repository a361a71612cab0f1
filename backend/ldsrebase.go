package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// RebaseLDS lets PairLDS pair LDS accesses through one address register
// whose offsets no ds_read2/ds_write2 of that register reaches: a pair
// needs both offsets below 256 elements (dwords, or qwords for the 64-bit
// forms), or, in the st64 forms, both multiples of 64 elements below
// 256 × 64. The single accesses of one block through one address register
// A (a one-dword virtual VGPR one instruction defines) get A + b for their
// address (one v_add_u32 before the first of them) and their offsets less
// b, for the base b among their offsets that puts the most of them in one
// form's reach, and PairLDS runs again: a groupshared array at a large LDS
// offset read at i + c for several c, or rows 1 KiB apart read at
// i + 4 + 1024k (st64 from A + 4), as ACO rebases such accesses. A base is
// taken when the accesses it reaches can make two pairs, or one when b is
// an inline constant (a 4-byte add), and no access's offset is below b.
//
// Guarantees: every access reaches the same LDS bytes (A + b + (off - b) =
// A + off; LDS addresses wrap at 32 bits) in the same order, with the same
// data; the new register is defined before its uses in the block.
func RebaseLDS(f *mir.Func) {
	c := &combiner{f: f}
	c.count()
	var done []rebased
	for _, b := range f.Blocks {
		done = append(done, rebaseBlock(f, b, c)...)
	}
	if len(done) == 0 {
		return
	}
	PairLDS(f)
	undoUnpaired(f, done)
}

// rebased is one base rebaseBlock gave: the new address register, the
// old one, and the base.
type rebased struct {
	reg, addr gfx9.Value
	base      int32
}

// undoUnpaired takes back the bases whose accesses PairLDS did not pair
// at all (their order keeps them apart: a read of what the previous write
// stored): their accesses get their address and offset back and the add
// goes.
func undoUnpaired(f *mir.Func, done []rebased) {
	paired := map[gfx9.Value]bool{}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if !isLDS(in) {
				continue
			}
			if _, single := ldsPairForms[in.Inst.Name]; single {
				continue
			}
			if a, ok := operand(in, gfx9.FieldAddr); ok {
				paired[a] = true
			}
		}
	}
	undo := map[gfx9.Value]rebased{}
	for _, d := range done {
		if !paired[d.reg] {
			undo[d.reg] = d
		}
	}
	if len(undo) == 0 {
		return
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for k := range b.Instrs {
			in := b.Instrs[k]
			if in.Inst.Name == "v_add_u32" && len(in.Ops) > 0 {
				if _, ok := undo[in.Ops[0]]; ok {
					continue
				}
			}
			if isLDS(&in) {
				for n, op := range in.Form.Operands {
					if d, ok := undo[in.Ops[n]]; ok && op.Field == gfx9.FieldAddr {
						in.Ops[n] = d.addr
						in.Mods.Offset += d.base
					}
				}
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
	}
	for r := range undo {
		f.VRegs.Delete(int(r.Code - gfx9.CodeVirtual))
	}
}

// rebaseAccess is a single LDS access rebaseBlock may rebase: its index in
// the block, its offset, and whether it reads.
type rebaseAccess struct {
	k    int
	off  int32
	read bool
}

// maxRebaseGroup bounds the accesses of one address register a block's
// base search considers (it is quadratic in them).
const maxRebaseGroup = 256

func rebaseBlock(f *mir.Func, b *mir.Block, c *combiner) []rebased {
	type key struct {
		addr gfx9.Value
		size int32
	}
	groups := map[key][]rebaseAccess{}
	var order []key
	for k := range b.Instrs {
		in := &b.Instrs[k]
		form, ok := ldsPairForms[in.Inst.Name]
		if !ok || in.Mods.GDS || in.Mods.Offset%form.size != 0 {
			continue
		}
		addr, _ := operand(in, gfx9.FieldAddr)
		if !c.singleVGPR(addr) {
			continue
		}
		kk := key{addr, form.size}
		if groups[kk] == nil {
			order = append(order, kk)
		}
		if len(groups[kk]) < maxRebaseGroup {
			groups[kk] = append(groups[kk], rebaseAccess{k, in.Mods.Offset, isLDSRead(in)})
		}
	}
	inserts := map[int][]gfx9.Instr{}
	var done []rebased
	for _, kk := range order {
		acc := groups[kk]
		for len(acc) >= 2 {
			base, reach := bestLDSBase(acc, kk.size)
			if base == 0 || len(reach) == 0 {
				break
			}
			r := f.NewVReg(mir.VGPR, 1)
			first := len(b.Instrs)
			for _, a := range reach {
				first = min(first, a.k)
				in := &b.Instrs[a.k]
				for n, op := range in.Form.Operands {
					if op.Field == gfx9.FieldAddr {
						in.Ops[n] = r
					}
				}
				in.Mods.Offset -= base
			}
			inserts[first] = append(inserts[first], mustParse(f, "v_add_u32_e32 %s, %d, %s", r, base, kk.addr))
			done = append(done, rebased{reg: r, addr: kk.addr, base: base})
			acc = slices.DeleteFunc(acc, func(a rebaseAccess) bool { return slices.Contains(reach, a) })
		}
	}
	if len(inserts) == 0 {
		return nil
	}
	out := make([]gfx9.Instr, 0, len(b.Instrs)+len(inserts))
	for k := range b.Instrs {
		out = append(out, inserts[k]...)
		out = append(out, b.Instrs[k])
	}
	b.Instrs = out
	return done
}

// bestLDSBase returns the base among the accesses' offsets whose reach
// (the plain or the st64 form's, whichever pairs more) makes the most
// pairs, and the accesses it reaches; base 0 when none pays (see
// RebaseLDS).
func bestLDSBase(acc []rebaseAccess, size int32) (int32, []rebaseAccess) {
	var best int32
	var bestReach []rebaseAccess
	bestPairs := 0
	for _, cand := range acc {
		b := cand.off
		if b == 0 {
			continue // the register itself: PairLDS saw these
		}
		for _, unit := range []int32{size, 64 * size} {
			var reach []rebaseAccess
			reads, writes := 0, 0
			for _, a := range acc {
				d := a.off - b
				if d < 0 || d%unit != 0 || d/unit > 255 {
					continue
				}
				reach = append(reach, a)
				if a.read {
					reads++
				} else {
					writes++
				}
			}
			// a kind with one access in reach pairs nothing there: it
			// stays for another base
			if reads < 2 || writes < 2 {
				reach = slices.DeleteFunc(reach, func(a rebaseAccess) bool { return a.read && reads < 2 || !a.read && writes < 2 })
			}
			pairs := reads/2 + writes/2
			need := 2
			if _, ok := gfx9.InlineInt(int64(b)); ok {
				need = 1
			}
			if pairs >= need && pairs > bestPairs {
				best, bestReach, bestPairs = b, reach, pairs
			}
		}
	}
	return best, bestReach
}
