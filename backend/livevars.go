package backend

import (
	"sort"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// AnnotateLiveVars records, for every instruction, the source variables
// whose values are live across it (in its Src tag, see mir.Func.Tag), so
// that the live-register report can name what occupies the registers at
// its peak. It runs on virtual registers, before allocation, when the
// names are still attached to registers (mir.Func.VarNames); allocation
// keeps the tags of the instructions it keeps.
func AnnotateLiveVars(f *mir.Func) {
	if len(f.VarNames) == 0 {
		return
	}
	// the name and register file of every named register unit
	type unitInfo struct {
		name string
		sgpr bool
	}
	units := map[uint16]unitInfo{}
	for start, v := range f.VRegs {
		code := uint16(gfx9.CodeVirtual + start)
		name, ok := f.VarNames[code]
		for u := 0; u < v.Size; u++ {
			n, own := f.VarNames[code+uint16(u)]
			if !own && !ok {
				continue
			}
			if !own {
				n = name
			}
			units[code+uint16(u)] = unitInfo{n, v.File == mir.SGPR}
		}
	}
	type set = map[uint16]bool
	step := func(live set, in *gfx9.Instr) {
		for _, r := range gfx9.Defs(in) {
			for u := uint16(0); u < uint16(r.Count); u++ {
				delete(live, r.Code+u)
			}
		}
		for _, r := range gfx9.Uses(in) {
			for u := uint16(0); u < uint16(r.Count); u++ {
				if _, named := units[r.Code+u]; named {
					live[r.Code+u] = true
				}
			}
		}
	}
	liveIn := make([]set, len(f.Blocks))
	for i := range liveIn {
		liveIn[i] = set{}
	}
	liveOut := func(b *mir.Block) set {
		out := set{}
		for _, s := range b.Succs {
			for u := range liveIn[s] {
				out[u] = true
			}
		}
		return out
	}
	for changed := true; changed; {
		changed = false
		for i := len(f.Blocks) - 1; i >= 0; i-- {
			live := liveOut(f.Blocks[i])
			for k := len(f.Blocks[i].Instrs) - 1; k >= 0; k-- {
				step(live, &f.Blocks[i].Instrs[k])
			}
			if len(live) != len(liveIn[i]) {
				changed = true
			}
			liveIn[i] = live
		}
	}
	for _, b := range f.Blocks {
		live := liveOut(b)
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			in := &b.Instrs[k]
			// across the instruction: live after it, or read by it
			across := map[string]bool{}
			var lv mir.LiveVars
			add := func(u uint16) {
				info, ok := units[u]
				if !ok || across[info.name] {
					return
				}
				across[info.name] = true
				if info.sgpr {
					lv.SGPR = append(lv.SGPR, info.name)
				} else {
					lv.VGPR = append(lv.VGPR, info.name)
				}
			}
			for u := range live {
				add(u)
			}
			step(live, in)
			for u := range live {
				add(u)
			}
			sort.Strings(lv.VGPR)
			sort.Strings(lv.SGPR)
			pos := ""
			if in.Src > 0 && int(in.Src) <= len(f.Sources) {
				pos = f.Sources[in.Src-1]
			}
			in.Src = f.Tag(pos, lv)
		}
	}
}
