package backend

import (
	"fmt"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// MergeBufferLoads merges buffer_load_dword/x2/x3 instructions that read
// 2 to 4 consecutive dwords in all through the same descriptor, address
// register and soffset (with equal modifiers apart from the offset) into
// one buffer_load_dwordx2/x3/x4, placed at the first of them: two Load2s
// of neighbouring addresses become one dwordx4, as four Loads do. It runs
// on virtual registers, before allocation: the wide load writes a fresh
// tuple whose parts replace the original results (a result defined
// elsewhere too, or part of a wider register, gets copies instead). A load
// moves earlier only across instructions that neither write memory nor
// synchronise (no VMEM or FLAT store or atomic, no s_barrier; LDS is other
// memory), nor redefine its address operands, nor read or write its
// result; what follows a load it joins may read that load's result, which
// the wide load defines earlier still. Guarantees: every merged load reads
// what it read before. Raw-buffer range checks are per dword, so
// out-of-range parts still read 0 alone.
func MergeBufferLoads(f *mir.Func) {
	defs := map[uint32]int{} // definitions of each single virtual register
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for d := range gfx9.DefRanges(&b.Instrs[k]) {
				for c := d.Code; c < d.Code+uint32(d.Count); c++ {
					defs[c]++
				}
			}
		}
	}
	// the registers of results renamed into their part of a wide load,
	// unit by unit (renameUnits)
	rename := map[uint32]uint32{}
	for _, b := range f.Blocks {
		merged := make([]bool, len(b.Instrs))
		out := make([]gfx9.Instr, 0, len(b.Instrs))
		for k := range b.Instrs {
			if merged[k] {
				continue
			}
			run := bufferRun(b.Instrs, k, merged)
			if len(run) < 2 {
				out = append(out, b.Instrs[k])
				continue
			}
			n := 0
			for _, j := range run {
				merged[j] = true
				n += loadDwords(b.Instrs[j].Inst.Name)
			}
			first := &b.Instrs[run[0]]
			wide := f.NewVReg(mir.VGPR, n)
			out = append(out, wideLoad(f, first, wide, n))
			at := 0
			for _, j := range run {
				r, _ := operand(&b.Instrs[j], gfx9.FieldData0)
				if wholeVReg(f, r, mir.VGPR) && definedOnce(defs, r) {
					// the load was r's only definition: r becomes parts at.. of the
					// tuple, and every operand naming any of its registers moves
					// along (r is a whole register: no operand names it with
					// registers outside it)
					for i := range uint32(r.Count) {
						rename[r.Code+i] = wide.Code + uint32(at) + i
					}
				} else {
					for i := range int(r.Count) {
						out = append(out, mustParse(f, "v_mov_b32_e32 %s, %s", sub(r, i), sub(wide, at+i)))
					}
				}
				at += int(r.Count)
			}
		}
		b.Instrs = out
	}
	renameUnits(f, rename)
}

// loadDwords is the number of dwords the buffer load name reads without a
// format (buffer_load_dword/x2/x3/x4), or 0.
func loadDwords(name string) int {
	switch name {
	case "buffer_load_dword":
		return 1
	case "buffer_load_dwordx2":
		return 2
	case "buffer_load_dwordx3":
		return 3
	case "buffer_load_dwordx4":
		return 4
	}
	return 0
}

// bufferRun returns the loads that merge with load k (k included), ordered
// by offset, or nil.
func bufferRun(code []gfx9.Instr, k int, merged []bool) []int {
	a := &code[k]
	if n := loadDwords(a.Inst.Name); n == 0 || n == 4 || a.Mods.LDS || a.Mods.TFE {
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
		if n := loadDwords(b.Inst.Name); !merged[j] && n > 0 && n < 4 && sameBufferAccess(a, b) {
			_, dup := cands[b.Mods.Offset]
			if !dup && !readsAny(b, touched) && !overlapsAny(gfx9.Defs(b), between) {
				cands[b.Mods.Offset] = j
				touched = append(touched, gfx9.Defs(b)...)
				continue
			}
		}
		// b stays after the wide load: reading a result of a load that
		// came before it is fine; writing one would be undone by the move
		if writesAny(b, touched) {
			break
		}
		// a later load may not move across b if b reads or writes its result
		between = append(between, gfx9.Uses(b)...)
		between = append(between, gfx9.Defs(b)...)
	}
	// (ordered by offset; the wide load goes where k, the earliest, was)
	return loadRun(code, cands, a.Mods.Offset)
}

// loadRun returns the instructions of the longest run of loads of
// consecutive dwords through the load at offset at (at most four dwords in
// all), in offset order, from cands (instruction index by offset), or nil
// for a run of one.
func loadRun(code []gfx9.Instr, cands map[int32]int, at int32) []int {
	bytes := func(o int32) int32 { return 4 * int32(loadDwords(code[cands[o]].Inst.Name)) }
	// the candidate ending at each offset; of two, the one starting later
	// (it leaves more room in the run), decided in offset order
	offs := make([]int32, 0, len(cands))
	for o := range cands {
		offs = append(offs, o)
	}
	slices.Sort(offs)
	endsAt := map[int32]int32{}
	for _, o := range offs {
		endsAt[o+bytes(o)] = o
	}
	lo, hi := at, at+bytes(at) // hi: the end of the run
	for {
		if o, ok := endsAt[lo]; ok && hi-o <= 16 {
			lo = o
			continue
		}
		if _, ok := cands[hi]; ok && hi+bytes(hi)-lo <= 16 {
			hi += bytes(hi)
			continue
		}
		break
	}
	if lo == at && hi == at+bytes(at) {
		return nil
	}
	var run []int
	for o := lo; o < hi; o += bytes(o) {
		run = append(run, cands[o])
	}
	return run
}

// dwordRun returns the instructions of the longest run of consecutive
// dword offsets through offset at (at most four), in offset order, from
// cands (instruction index by offset), or nil for a run of one.
func dwordRun(cands map[int32]int, at int32) []int {
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

// wholeVReg reports whether v names a whole virtual register of the file
// (all its registers, not part of a wider one): only such a register may
// be renamed into part of a tuple, since every operand naming any part of
// it then moves along.
func wholeVReg(f *mir.Func, v gfx9.Value, file mir.RegFile) bool {
	if !v.IsVirtual() {
		return false
	}
	r, start, ok := f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
	return ok && r.File == file && r.Size == int(v.Count) && !r.Linear && start == int(v.Code)-gfx9.CodeVirtual
}

// definedOnce reports whether one instruction defines each register of v.
func definedOnce(defs map[uint32]int, v gfx9.Value) bool {
	for c := v.Code; c < v.Code+uint32(v.Count); c++ {
		if defs[c] != 1 {
			return false
		}
	}
	return true
}

// wholeSingleVReg reports whether v is a virtual register of the file of
// one register by itself, not a part of a wider one: only such a register may be renamed
// into part of a tuple, since an operand naming the wider register (a
// stored tuple, say) would keep the old name (renameOperands matches
// whole operands).
func wholeSingleVReg(f *mir.Func, v gfx9.Value, file mir.RegFile) bool {
	if !v.IsVirtual() || v.Count > 1 {
		return false
	}
	r, start, ok := f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
	return ok && r.File == file && r.Size == 1 && !r.Linear && start == int(v.Code)-gfx9.CodeVirtual
}

// renameOperands replaces every operand that is a key of rename by its
// value.
func renameOperands(f *mir.Func, rename map[gfx9.Value]gfx9.Value) {
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

// wideLoad is the buffer_load_dwordxN of n dwords from a's operands at the
// run's first offset.
func wideLoad(f *mir.Func, a *gfx9.Instr, dst gfx9.Value, n int) gfx9.Instr {
	return mustParse(f, "%s", bufferText(a, fmt.Sprintf("buffer_load_dwordx%d", n), dst))
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
