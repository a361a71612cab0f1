package backend

import (
	"fmt"
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// ReuseTuples lets a VGPR tuple that copies the same values as an earlier
// tuple of its block be that tuple. Selection builds the address of each
// image instruction in a fresh tuple, one v_mov_b32 per unit, just before
// the instruction, so the image reads and writes of one texel repeat the
// same copies (ACO builds the vector once). A tuple qualifies when each of
// its units is defined once in the function, by a v_mov_b32_e32 without
// modifiers in this block whose source is a constant or a virtual register
// defined once, and not all of them constants when it has more than two
// (the copies of a constant table's words cost no more than keeping the
// earlier tuple live, maybe for long, in as many VGPRs; a 64-bit constant
// is shared); a later tuple of the same size whose units copy the same
// sources, with no EXEC write from the first copy of the earlier tuple to
// the last of the later one (the earlier copies wrote every lane now
// active), loses its copies and its uses read the earlier tuple. It runs
// on virtual registers, before allocation. Guarantees: every renamed
// operand reads the same value in every active lane.
func ReuseTuples(f *mir.Func) {
	// by code in a slice, not a map of every unit of the function
	defs := newCodeCounts(f)
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for d := range gfx9.DefRanges(&b.Instrs[k]) {
				for u := uint32(0); u < uint32(max(d.Count, 1)); u++ {
					defs.add(d.Code+u, 1)
				}
			}
		}
	}
	type tuple struct {
		start, size int
		srcs        []gfx9.Value
		copies      []int // instruction indices, by unit
		filled      int
	}
	rename := map[uint32]uint32{} // unit of a dropped tuple → unit of the kept one
	for _, b := range f.Blocks {
		pending := map[int]*tuple{}
		seen := map[string]int{} // sources → start of the first complete tuple
		var drop []int
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if writesAny(in, []gfx9.RegRange{{Code: gfx9.CodeEXECLo, Count: 2}}) {
				clear(pending)
				clear(seen)
				continue
			}
			if in.Inst.Name != "v_mov_b32" || in.Form.Kind != gfx9.FormNative || in.Mods != (gfx9.Modifiers{}) {
				continue
			}
			d, s := in.Ops[0], in.Ops[1]
			if !d.IsVirtual() || d.Count > 1 || defs.get(d.Code) != 1 || s.IsVirtual() && defs.get(s.Code) != 1 || s.Kind == gfx9.ValReg && !s.IsVirtual() && !s.IsInline() {
				continue
			}
			n := int(d.Code) - gfx9.CodeVirtual
			r, start, ok := f.VRegOf(n)
			if !ok || r.File != mir.VGPR || r.Size < 2 {
				continue
			}
			t := pending[start]
			if t == nil {
				t = &tuple{start: start, size: r.Size, srcs: make([]gfx9.Value, r.Size), copies: make([]int, r.Size)}
				pending[start] = t
			}
			t.srcs[n-start], t.copies[n-start] = s, k
			t.filled++
			if t.filled < t.size {
				continue
			}
			delete(pending, start)
			if t.size > 2 && allConstant(t.srcs) {
				// data of constants (a table's words, stored four at a
				// time): its copies are as cheap as keeping the earlier
				// tuple live until here, which can hold many VGPRs for
				// long; a 64-bit constant (two dwords) is one value of
				// 64-bit arithmetic and is shared
				continue
			}
			key := tupleKey(t.srcs)
			first, ok := seen[key]
			if !ok {
				seen[key] = start
				continue
			}
			for u := 0; u < t.size; u++ {
				rename[uint32(gfx9.CodeVirtual+start+u)] = uint32(gfx9.CodeVirtual + first + u)
			}
			drop = append(drop, t.copies...)
			f.VRegs.Delete(start)
		}
		slices.Sort(drop)
		for i := len(drop) - 1; i >= 0; i-- {
			b.Instrs = slices.Delete(b.Instrs, drop[i], drop[i]+1)
		}
	}
	if len(rename) == 0 {
		return
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for o, v := range b.Instrs[k].Ops {
				if v.IsVirtual() {
					if w, ok := rename[v.Code]; ok {
						b.Instrs[k].Ops[o].Code = w
					}
				}
			}
		}
	}
}

// allConstant reports whether every source is a constant (no register).
func allConstant(srcs []gfx9.Value) bool {
	for _, s := range srcs {
		if s.Kind == gfx9.ValReg && !s.IsInline() {
			return false
		}
	}
	return true
}

// tupleKey identifies a tuple's unit sources.
func tupleKey(srcs []gfx9.Value) string {
	key := make([]byte, 0, 24*len(srcs))
	for _, s := range srcs {
		key = fmt.Appendf(key, "%d/%d/%d/%d;", s.Kind, s.Code, s.Count, s.Imm)
	}
	return string(key)
}
