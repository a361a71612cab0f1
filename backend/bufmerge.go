package backend

import (
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// MergeBufferLoads merges buffer_load_dword instructions that read 2 to 4
// consecutive dwords through the same descriptor, address register and
// soffset (with equal modifiers apart from the offset) into one
// buffer_load_dwordx2/x3/x4, placed at the first of them. It runs on
// virtual registers, before allocation: the wide load writes a fresh tuple
// whose parts replace the original results (a result defined elsewhere
// too gets a copy instead). A load moves earlier only across instructions that
// neither write memory nor synchronise (no VMEM or FLAT store or atomic,
// no s_barrier; LDS is other memory), nor redefine its address operands, nor read or
// write its result. Guarantees: every merged load reads what it read
// before. Raw-buffer range checks are per dword, so out-of-range parts
// still read 0 alone.
func MergeBufferLoads(f *mir.Func) {
	defs := map[uint16]int{} // definitions of each single virtual register
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for _, d := range gfx9.Defs(&b.Instrs[k]) {
				for c := d.Code; c < d.Code+uint16(d.Count); c++ {
					defs[c]++
				}
			}
		}
	}
	rename := map[gfx9.Value]gfx9.Value{}
	for _, b := range f.Blocks {
		merged := make([]bool, len(b.Instrs))
		var out []gfx9.Instr
		for k := range b.Instrs {
			if merged[k] {
				continue
			}
			run := bufferRun(b.Instrs, k, merged)
			if len(run) < 2 {
				out = append(out, b.Instrs[k])
				continue
			}
			first := &b.Instrs[run[0]]
			for _, j := range run {
				merged[j] = true
			}
			wide := f.NewVReg(mir.VGPR, len(run))
			out = append(out, wideBufferOp(f, "buffer_load_dwordx", first, wide, len(run)))
			for i, j := range run {
				r, _ := operand(&b.Instrs[j], gfx9.FieldData0)
				if r.Count <= 1 && defs[r.Code] == 1 {
					// the load was r's only definition: r becomes part i of the tuple
					rename[r] = sub(wide, i)
					continue
				}
				out = append(out, mustParse(f, "v_mov_b32_e32 %s, %s", r, sub(wide, i)))
			}
		}
		b.Instrs = out
	}
	renameRegs(f, rename)
}

// renameRegs replaces every operand that rename maps.
func renameRegs(f *mir.Func, rename map[gfx9.Value]gfx9.Value) {
	if len(rename) == 0 {
		return
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for o, v := range b.Instrs[k].Ops {
				if w, ok := rename[v]; ok {
					b.Instrs[k].Ops[o] = w
				}
			}
		}
	}
}

// bufferRun returns the loads that merge with load k (k included), ordered
// by offset, or nil.
func bufferRun(code []gfx9.Instr, k int, merged []bool) []int {
	a := &code[k]
	if a.Inst.Name != "buffer_load_dword" || a.Mods.LDS || a.Mods.TFE {
		return nil
	}
	cands := map[int32]int{a.Mods.Offset: k}
	var touched []gfx9.RegRange // results of the loads that move up to k
	var between []gfx9.RegRange // registers the instructions passed over read or write
	for j := k + 1; j < len(code) && j < k+24; j++ {
		b := &code[j]
		if writesMemory(b) {
			break
		}
		// an instruction that redefines an operand of the loads ends the
		// window; one that touches a moving result excludes that load
		if writesAny(b, gfx9.Uses(a)) {
			break
		}
		if !merged[j] && sameBufferAccess(a, b) {
			_, dup := cands[b.Mods.Offset]
			if !dup && !readsAny(b, touched) && !overlapsAny(gfx9.Defs(b), between) {
				cands[b.Mods.Offset] = j
				touched = append(touched, gfx9.Defs(b)...)
				continue
			}
		}
		if readsAny(b, touched) || writesAny(b, touched) {
			// a load of the run would move across b: stop here
			break
		}
		// a later load may not move across b if b reads or writes its result
		between = append(between, gfx9.Uses(b)...)
		between = append(between, gfx9.Defs(b)...)
	}
	// the longest run of consecutive dwords through k's offset, at most 4
	// (ordered by offset; the wide load goes where k, the earliest, was)
	return consecutiveRun(cands, a.Mods.Offset)
}

// sameBufferAccess reports whether b is a buffer_load_dword through the
// same address operands and modifiers as a (offsets aside).
func sameBufferAccess(a, b *gfx9.Instr) bool {
	if b.Inst.Name != a.Inst.Name {
		return false
	}
	ma, mb := a.Mods, b.Mods
	ma.Offset, mb.Offset = 0, 0
	if ma != mb {
		return false
	}
	for _, f := range []gfx9.Field{gfx9.FieldAddr, gfx9.FieldSRsrc, gfx9.FieldSOffset} {
		x, _ := operand(a, f)
		y, _ := operand(b, f)
		if x != y {
			return false
		}
	}
	return true
}

// writesMemory reports whether i stores to buffer memory, is an atomic
// on it, or synchronises the workgroup: loads do not move across it.
func writesMemory(i *gfx9.Instr) bool {
	switch i.Form.Enc {
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncFLAT, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		for _, op := range i.Form.Operands {
			if op.Field == gfx9.FieldData0 && op.Use {
				return true // stores and atomics carry data
			}
		}
		return false
	case gfx9.EncSOPP:
		return i.Inst.Name == "s_barrier"
	}
	return false
}

// wideBufferOp is the buffer_load_dwordxN or buffer_store_dwordxN (prefix
// without N) of n dwords in the tuple data with a's other operands and
// offset (the run's first).
func wideBufferOp(f *mir.Func, prefix string, a *gfx9.Instr, data gfx9.Value, n int) gfx9.Instr {
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
	name := fmt.Sprintf("%s%d", prefix, n)
	tail := fmt.Sprintf("%s offset:%d", flags, a.Mods.Offset)
	if a.Mods.Offen || a.Mods.Idxen {
		return mustParse(f, name+" %s, %s, %s, %s"+tail, data, addr, rsrc, soff)
	}
	return mustParse(f, name+" %s, off, %s, %s"+tail, data, rsrc, soff)
}

func overlapsAny(rs, set []gfx9.RegRange) bool {
	for _, r := range rs {
		for _, x := range set {
			if r.Overlaps(x) {
				return true
			}
		}
	}
	return false
}

// MergeBufferStores merges buffer_store_dword instructions that write 2 to
// 4 consecutive dwords through the same descriptor, address register and
// soffset (with equal modifiers apart from the offset) into one
// buffer_store_dwordx2/x3/x4, placed at the last of them. It runs on
// virtual registers, before allocation, and the wide store writes a fresh
// tuple: data that the store was the only use of is computed into its part
// directly (its definition renamed); other data is copied into its part
// where the store was (so a later redefinition does not matter). A store moves later
// only across instructions that access no buffer, image or scalar memory
// (LDS is other memory), do not synchronise (s_barrier), do not write EXEC
// (the lanes stay the same) and do not redefine its address operands; a
// second store to one of the run's dwords ends the window. Guarantees:
// memory holds what it held before after every instruction that can
// observe it. Raw-buffer range checks are per dword, so an out-of-range
// part is dropped alone, as its own store was.
func MergeBufferStores(f *mir.Func) {
	defs, uses := map[gfx9.Value]int{}, map[gfx9.Value]int{}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for o, op := range in.Form.Operands {
				if v := in.Ops[o]; v.IsVirtual() {
					if op.Def {
						defs[v]++
					}
					if op.Use || !op.Def {
						uses[v]++
					}
				}
			}
		}
	}
	rename := map[gfx9.Value]gfx9.Value{}
	for _, b := range f.Blocks {
		merged := make([]bool, len(b.Instrs))
		copyOf := map[int]gfx9.Instr{} // a merged store's copy into the tuple
		wideAt := map[int]gfx9.Instr{} // the wide store, after the run's last copy
		var out []gfx9.Instr
		for k := range b.Instrs {
			if !merged[k] {
				if run := storeRun(b.Instrs, k, merged); len(run) >= 2 {
					wide := f.NewVReg(mir.VGPR, len(run))
					last := run[0]
					for i, j := range run {
						merged[j] = true
						last = max(last, j)
						data, _ := operand(&b.Instrs[j], gfx9.FieldData0)
						if data.IsVirtual() && data.Count <= 1 && defs[data] == 1 && uses[data] == 1 {
							// the store was the data's only use: its
							// definition writes the tuple's part instead
							rename[data] = sub(wide, i)
							continue
						}
						copyOf[j] = mustParse(f, "v_mov_b32_e32 %s, %s", sub(wide, i), data)
					}
					wideAt[last] = wideBufferOp(f, "buffer_store_dwordx", &b.Instrs[run[0]], wide, len(run))
				}
			}
			if !merged[k] {
				out = append(out, b.Instrs[k])
				continue
			}
			if c, ok := copyOf[k]; ok {
				out = append(out, c)
			}
			if w, ok := wideAt[k]; ok {
				out = append(out, w)
			}
		}
		b.Instrs = out
	}
	renameRegs(f, rename)
}

// storeRun returns the stores that merge with store k (k included, the
// earliest), ordered by offset, or nil.
func storeRun(code []gfx9.Instr, k int, merged []bool) []int {
	a := &code[k]
	if a.Inst.Name != "buffer_store_dword" || a.Mods.LDS || a.Mods.TFE {
		return nil
	}
	// the registers that must keep their values while the stores wait:
	// the address operands and EXEC
	data, _ := operand(a, gfx9.FieldData0)
	addr := []gfx9.RegRange{{Code: gfx9.CodeEXECLo, Count: 2}}
	for _, r := range gfx9.Uses(a) {
		if r.Code != data.Code {
			addr = append(addr, r)
		}
	}
	cands := map[int32]int{a.Mods.Offset: k}
	for j := k + 1; j < len(code) && j < k+24; j++ {
		b := &code[j]
		if writesAny(b, addr) {
			break
		}
		if !merged[j] && sameBufferAccess(a, b) {
			if _, dup := cands[b.Mods.Offset]; dup {
				break
			}
			cands[b.Mods.Offset] = j
			continue
		}
		if accessesMemory(b) {
			break
		}
	}
	return consecutiveRun(cands, a.Mods.Offset)
}

// consecutiveRun returns the longest run of consecutive dwords through
// offset at (at most 4) among the candidates by offset, ordered by offset,
// or nil when it is a single dword.
func consecutiveRun(cands map[int32]int, at int32) []int {
	lo, hi := at, at
	for _, ok := cands[lo-4]; ok && hi-lo < 12; _, ok = cands[lo-4] {
		lo -= 4
	}
	for _, ok := cands[hi+4]; ok && hi-lo < 12; _, ok = cands[hi+4] {
		hi += 4
	}
	if hi == lo {
		return nil
	}
	var run []int
	for o := lo; o <= hi; o += 4 {
		run = append(run, cands[o])
	}
	return run
}

// accessesMemory reports whether i reads or writes buffer, image, global
// or scalar memory, or synchronises the workgroup: a store does not move
// across it.
func accessesMemory(i *gfx9.Instr) bool {
	switch i.Form.Enc {
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncFLAT, gfx9.EncGLOBAL, gfx9.EncSCRATCH, gfx9.EncSMEM:
		return true
	case gfx9.EncSOPP:
		return i.Inst.Name == "s_barrier"
	}
	return false
}
