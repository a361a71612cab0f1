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
	units := map[uint32]unitInfo{}
	for start, v := range f.VRegs.All() {
		code := uint32(gfx9.CodeVirtual + start)
		name, ok := f.VarNames[code]
		for u := 0; u < v.Size; u++ {
			n, own := f.VarNames[code+uint32(u)]
			if !own && !ok {
				continue
			}
			if !own {
				n = name
			}
			units[code+uint32(u)] = unitInfo{n, v.File == mir.SGPR}
		}
	}
	lv, err := mir.ComputeLiveness(f)
	if err != nil {
		return // the allocator reports it
	}
	name := func(u int) (unitInfo, bool) {
		if u < mir.UnitVirtual0 {
			return unitInfo{}, false
		}
		info, ok := units[uint32(gfx9.CodeVirtual+u-mir.UnitVirtual0)]
		return info, ok
	}
	for bi, b := range f.Blocks {
		live := mir.NewBits(lv.NUnits)
		lv.Walk(bi, func(k int, after mir.Bits) {
			in := &b.Instrs[k]
			// across the instruction: live after it, or read by it
			across := map[string]bool{}
			var vars mir.LiveVars
			add := func(u int) {
				info, ok := name(u)
				if !ok || across[info.name] {
					return
				}
				across[info.name] = true
				if info.sgpr {
					vars.SGPR = append(vars.SGPR, info.name)
				} else {
					vars.VGPR = append(vars.VGPR, info.name)
				}
			}
			after.Each(add)
			live.CopyFrom(after)
			mir.Step(live, lv.Refs[bi][k])
			live.Each(add)
			sort.Strings(vars.VGPR)
			sort.Strings(vars.SGPR)
			pos := ""
			if in.Src > 0 && int(in.Src) <= len(f.Sources) {
				pos = f.Sources[in.Src-1]
			}
			in.Src = f.Tag(pos, vars)
		})
	}
}
