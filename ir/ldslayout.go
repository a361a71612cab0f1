package ir

// LDSLayout places the groupshared variables a kernel uses in LDS, as the
// backend allocates them: in declaration order (Module.Shared), each at the
// next multiple of 4 bytes — 8 for a variable some instruction accesses 64
// bits at a time (ds_read_b64, ds_write_b64 and the 64-bit LDS atomics need
// 8-byte alignment) — so Size is the workgroup's LDS allocation. Variables
// that neither the kernel nor a function it calls accesses get no space.
// The interpreter uses the same layout to model accesses beyond a variable
// as the hardware sees them (interp.Options.HardwareLDSBounds).
type LDSLayout struct {
	Offset map[*Memory]int
	Size   int
}

// LayoutLDS computes the LDS layout of kernel in m.
func LayoutLDS(m *Module, kernel *Func) LDSLayout {
	used := map[*Memory]bool{}
	wide := map[*Memory]bool{}
	seen := map[*Func]bool{}
	var visit func(f *Func)
	visit = func(f *Func) {
		if f == nil || seen[f] {
			return
		}
		seen[f] = true
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if v.Callee != nil {
					visit(v.Callee)
				}
				if v.Mem == nil || v.Mem.Kind != MemGroupshared {
					continue
				}
				used[v.Mem] = true
				t := v.Type
				if v.Op == OpStore {
					t = v.Args[1].Type
				}
				wide[v.Mem] = wide[v.Mem] || t == I64 || t == F64
			}
		}
	}
	visit(kernel)
	l := LDSLayout{Offset: map[*Memory]int{}}
	for _, g := range m.Shared {
		if !used[g] {
			continue
		}
		a := 4
		if wide[g] {
			a = 8
		}
		l.Size = (l.Size + a - 1) &^ (a - 1)
		l.Offset[g] = l.Size
		l.Size += g.ByteSize()
	}
	return l
}
