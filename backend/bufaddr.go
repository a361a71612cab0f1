package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// FoldBufferConstAddress rewrites a MUBUF access through a vaddr offset
// (offen, no index) that holds the same constant c in every lane — a
// one-dword VGPR that one `v_mov_b32 %a, c` alone defines — into the access
// without vaddr (`off`) whose offset field holds c plus its own, when the
// sum fits the 12-bit field: the hardware adds the vaddr offset and the
// offset field into the one offset it range-checks and addresses, so the
// access is the same for every lane (also for a lane that was inactive at
// the v_mov). The v_mov goes when nothing else reads it (deadcode); accesses
// through one constant address become mergeable by offset (the buffer rows
// after this one). Guarantees: every access reads and writes the same bytes.
func FoldBufferConstAddress(f *mir.Func) {
	c := &combiner{f: f}
	c.count()
	consts := map[gfx9.Value]int64{}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if in.Inst.Name == "v_mov_b32" && in.Form.Kind == gfx9.FormNative && plain(in) && c.singleVGPR(in.Ops[0]) {
				if v, ok := intConst(in.Ops[1]); ok {
					consts[in.Ops[0]] = v
				}
			}
		}
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if in.Form.Enc != gfx9.EncMUBUF || !in.Mods.Offen || in.Mods.Idxen {
				continue
			}
			for o, op := range in.Form.Operands {
				if op.Field != gfx9.FieldAddr {
					continue
				}
				v, ok := consts[in.Ops[o]]
				if sum := v + int64(in.Mods.Offset); ok && v >= 0 && sum <= gfx9.MUBUFMaxOffset {
					in.Ops[o] = gfx9.Value{Kind: gfx9.ValOff}
					in.Mods.Offen = false
					in.Mods.Offset = int32(sum)
				}
			}
		}
	}
}
