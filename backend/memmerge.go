package backend

import (
	"fmt"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// memMergeClasses is the memory-merging pass's table: one row per class of
// memory instruction, each with the rewrite that merges accesses of that
// class to neighbouring addresses into wider ones. MergeMemory runs them in
// this order. Every rewrite changes only instructions of its encoding, and
// only where one block holds at least min of them (merges join two or more
// accesses of one block; the address fold rewrites one); no rewrite adds
// accesses, so a class whose encoding never reaches min in a block is
// skipped without walking the function.
var memMergeClasses = []struct {
	name  string
	enc   gfx9.Enc
	min   int
	merge func(f *mir.Func)
}{
	// MUBUF accesses through a constant vaddr offset → offset field only
	{"buffer-const-address", gfx9.EncMUBUF, 1, FoldBufferConstAddress},
	// consecutive dwords at aligned addresses → ds_read_b64/b96/b128 / ds_write_b64/b96/b128
	// (b64 only where no copy is needed) before pairing: two runs of two dwords become two b64
	// accesses that pair as one ds_read2_b64 / ds_write2_b64, where pairing first
	// would pair dwords across them
	{"lds-wide-first", gfx9.EncDS, 2, WidenLDSBeforePairs},
	// ds_read_b32 / ds_write_b32 pairs → ds_read2(st64)_b32 / ds_write2(st64)_b32
	{"lds", gfx9.EncDS, 2, PairLDS},
	// again on the pairs of consecutive dwords PairLDS made
	{"lds-wide", gfx9.EncDS, 2, WidenLDS},
	// ds_read_b64 / ds_write_b64 pairs (made by lds-wide) → ds_read2(st64)_b64 / ds_write2(st64)_b64
	{"lds-wide-pairs", gfx9.EncDS, 2, PairLDS},
	// single accesses beyond the pairs' reach from their address → pairs through address + base
	{"lds-rebase", gfx9.EncDS, 2, RebaseLDS},
	// buffer_load_dword runs → buffer_load_dwordx2/x3/x4
	{"buffer-load", gfx9.EncMUBUF, 2, MergeBufferLoads},
	// buffer_store_dword runs → buffer_store_dwordx2/x3/x4
	{"buffer-store", gfx9.EncMUBUF, 2, MergeBufferStores},
	// s_load_dword / s_buffer_load_dword runs → _dwordx2 … x16
	{"scalar-load", gfx9.EncSMEM, 2, MergeScalarLoads},
	// again: a scalar load between two stores kept them apart, and the
	// scalar-load merge moved it up into the load its run starts with
	{"buffer-store-late", gfx9.EncMUBUF, 2, MergeBufferStores},
}

// MergeMemory merges memory accesses to consecutive addresses into wider
// instructions, class by class (memMergeClasses). It runs on virtual
// registers, before allocation; each class's rewrite says what it
// guarantees: the same bytes are read and written, in an order no other
// access can tell apart.
func MergeMemory(f *mir.Func) {
	// one VGPR copy of each SGPR per block first, so that accesses
	// through copies of the same uniform address share the register
	c := &combiner{f: f}
	c.count()
	copyCSE(f, c)
	most := mostAccessesPerBlock(f)
	for _, c := range memMergeClasses {
		if most[c.enc] >= c.min {
			c.merge(f)
		}
	}
}

// mostAccessesPerBlock returns, per encoding, the largest number of
// instructions of that encoding in one block of f.
func mostAccessesPerBlock(f *mir.Func) (most [256]int) {
	var n [256]int // per encoding, in the current block
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			n[b.Instrs[k].Form.Enc]++
		}
		for k := range b.Instrs {
			e := b.Instrs[k].Form.Enc
			most[e] = max(most[e], n[e])
			n[e] = 0
		}
	}
	return most
}

// MergeBufferStores merges buffer_store_dword instructions that write 2 to
// 4 consecutive dwords through the same descriptor, address register and
// soffset (with equal modifiers apart from the offset) into one
// buffer_store_dwordx2/x3/x4 of a fresh register tuple, placed at the last
// of them. The stores move later only across ALU instructions that change
// neither EXEC nor the address operands nor the stored registers (no
// memory access, barrier or branch in between), so no access can observe
// the order. A stored value held in a one-dword VGPR of its own is renamed
// to its part of the tuple (its definitions write the tuple directly) when
// the store is its only read, or when one instruction of the block defines
// it and it dies at the store; any other value is copied in, where the
// copies cost fewer bytes than the merge saves. Raw-buffer range checks
// are per dword, so an out-of-range part is still dropped alone.
func MergeBufferStores(f *mir.Func) {
	c := &combiner{f: f}
	c.count()
	rename := map[gfx9.Value]gfx9.Value{}
	renamed := map[gfx9.Value]bool{}
	for _, b := range f.Blocks {
		c.block = nil
		drop := make([]bool, len(b.Instrs))
		insert := map[int][]gfx9.Instr{} // replaces instruction k
		for k := range b.Instrs {
			if drop[k] || insert[k] != nil {
				continue
			}
			run := storeRun(b.Instrs, k, drop)
			if len(run) < 2 {
				continue
			}
			last, first := run[0], run[0]
			for _, j := range run {
				last = max(last, j)
				if b.Instrs[j].Mods.Offset < b.Instrs[first].Mods.Offset {
					first = j
				}
			}
			data, code, ok := c.storeData(b.Instrs, run, renamed, rename)
			if !ok {
				continue
			}
			st := wideStore(f, &b.Instrs[first], data, len(run))
			st.Src = b.Instrs[last].Src
			insert[last] = append(code, st)
			for _, j := range run {
				drop[j] = true
			}
		}
		out := make([]gfx9.Instr, 0, len(b.Instrs))
		for k := range b.Instrs {
			if ins, ok := insert[k]; ok {
				out = append(out, ins...)
				continue
			}
			if !drop[k] {
				out = append(out, b.Instrs[k])
			}
		}
		b.Instrs = out
	}
	renameOperands(f, rename)
	for v := range rename {
		f.VRegs.Delete(int(v.Code) - gfx9.CodeVirtual)
	}
}

// storeData returns the register tuple a merged store of run writes from
// and the copies that fill it, or false when the merge would not save
// bytes: n stores of 8 bytes become one and each copy costs 4, so fewer
// than 2(n-1) copies. Stored values that are consecutive units of one
// virtual register are stored from there; otherwise a fresh tuple takes by
// renaming (recorded in rename) each one-dword VGPR of its own that only
// the store reads — wherever it is defined: a phi's register, written in
// each predecessor, was live from there to the store anyway — or that one
// instruction of the block defines and that dies at the store, and the
// rest by copies (values read again later, units of other tuples).
func (c *combiner) storeData(code []gfx9.Instr, run []int, renamed map[gfx9.Value]bool, rename map[gfx9.Value]gfx9.Value) (gfx9.Value, []gfx9.Instr, bool) {
	var ds []gfx9.Value
	for _, j := range run {
		d, _ := operand(&code[j], gfx9.FieldData0)
		ds = append(ds, d)
	}
	slice := ds[0].IsVirtual()
	for i, d := range ds {
		slice = slice && d.IsVirtual() && d.Count <= 1 && d.Code == ds[0].Code+uint32(i)
	}
	if slice {
		if v, start, ok := c.f.VRegOf(int(ds[0].Code) - gfx9.CodeVirtual); ok && int(ds[0].Code)-gfx9.CodeVirtual+len(ds) <= start+v.Size {
			return gfx9.Value{Kind: gfx9.ValReg, Code: ds[0].Code, Count: uint8(len(ds))}, nil, true
		}
	}
	last := slices.Max(run)
	direct := func(d gfx9.Value) bool {
		if renamed[d] || !c.wholeVReg(d) || d.Count > 1 {
			return false
		}
		return c.singleVGPR(d) && c.diesAt(code, last, d) || c.uses.get(d.Code) == 1
	}
	copies := 0
	seen := map[gfx9.Value]bool{}
	for _, d := range ds {
		if !direct(d) || seen[d] {
			copies++
		}
		seen[d] = true
	}
	if copies >= 2*(len(ds)-1) {
		return gfx9.Value{}, nil, false
	}
	wide := c.f.NewVReg(mir.VGPR, len(ds))
	var out []gfx9.Instr
	clear(seen)
	for i, d := range ds {
		if direct(d) && !seen[d] {
			rename[d], renamed[d] = sub(wide, i), true
			seen[d] = true
			continue
		}
		seen[d] = true
		out = append(out, mustParse(c.f, "v_mov_b32_e32 %s, %s", sub(wide, i), d))
	}
	return wide, out, true
}

// diesAt reports whether the block's code defines v and reads it last by
// instruction last at the latest. A stored value renamed into the store's
// tuple makes the whole tuple live from its definition to its last read:
// only a value defined in the block and dead after the store keeps the
// tuple's live range short (the others are copied in at the store).
func (c *combiner) diesAt(code []gfx9.Instr, last int, v gfx9.Value) bool {
	if c.block == nil {
		c.block = &blockAccess{firstDef: map[uint32]int{}, lastRead: map[uint32]int{}, reads: map[uint32]int{}}
		for k := range code {
			for d := range gfx9.DefRanges(&code[k]) {
				for u := d.Code; u < d.Code+uint32(d.Count); u++ {
					if _, ok := c.block.firstDef[u]; !ok {
						c.block.firstDef[u] = k
					}
				}
			}
			for r := range gfx9.UseRanges(&code[k]) {
				for u := r.Code; u < r.Code+uint32(r.Count); u++ {
					c.block.lastRead[u] = k
					c.block.reads[u]++
				}
			}
		}
	}
	d, ok := c.block.firstDef[v.Code]
	return ok && d <= last && c.block.lastRead[v.Code] <= last && c.block.reads[v.Code] == c.uses.get(v.Code)
}

// blockAccess is where the block MergeBufferStores works on first writes
// and last reads each register, and how often it reads it (before any
// rewrite of the block).
type blockAccess struct {
	firstDef, lastRead, reads map[uint32]int
}

// storeRun returns the stores that merge with store k (k first), ordered
// by offset, or nil: the longest run of consecutive dwords (at most four)
// through k's offset among the stores that follow k with only mergeable
// instructions between.
func storeRun(code []gfx9.Instr, k int, done []bool) []int {
	a := &code[k]
	if a.Inst.Name != "buffer_store_dword" || a.Mods.LDS || a.Mods.TFE {
		return nil
	}
	cands := map[int32]int{a.Mods.Offset: k}
	protect := append([]gfx9.RegRange(nil), gfx9.Uses(a)...) // address, data, EXEC
	for j := k + 1; j < len(code) && j < k+32; j++ {
		b := &code[j]
		if !done[j] && sameBufferAccess(a, b) {
			if _, dup := cands[b.Mods.Offset]; dup {
				break // a second store to a dword: keep the order
			}
			cands[b.Mods.Offset] = j
			protect = append(protect, gfx9.Uses(b)...)
			continue
		}
		if !gfx9.IsVALU(b) && !gfx9.IsSALU(b) || writesAny(b, protect) {
			break
		}
	}
	return dwordRun(cands, a.Mods.Offset)
}

// wideStore is the buffer_store_dwordxN of n dwords of data with a's
// address operands at the run's first offset.
func wideStore(f *mir.Func, a *gfx9.Instr, data gfx9.Value, n int) gfx9.Instr {
	return mustParse(f, "%s", bufferText(a, fmt.Sprintf("buffer_store_dwordx%d", n), data))
}

// bufferText is the text of a MUBUF instruction named name with data
// operand data and a's address operands and modifiers.
func bufferText(a *gfx9.Instr, name string, data gfx9.Value) string {
	addr, _ := operand(a, gfx9.FieldAddr)
	rsrc, _ := operand(a, gfx9.FieldSRsrc)
	soff, _ := operand(a, gfx9.FieldSOffset)
	flags := ""
	if a.Mods.Offen {
		flags += " offen"
	}
	if a.Mods.Idxen {
		flags += " idxen"
	}
	if a.Mods.GLC {
		flags += " glc"
	}
	if a.Mods.SLC {
		flags += " slc"
	}
	tail := fmt.Sprintf("%s offset:%d", flags, a.Mods.Offset)
	if a.Mods.Offen || a.Mods.Idxen {
		return fmt.Sprintf("%s %s, %s, %s, %s%s", name, operandText(data), operandText(addr), operandText(rsrc), operandText(soff), tail)
	}
	return fmt.Sprintf("%s %s, off, %s, %s%s", name, operandText(data), operandText(rsrc), operandText(soff), tail)
}
