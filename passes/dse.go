package passes

import "hlslc/ir"

// DSE removes stores to groupshared and private memory that nothing can
// read:
//
//   - every store to an object the function never reads (no load, atomic
//     or compare-exchange of it): a private array only written, a
//     groupshared variable no thread loads;
//   - a store overwritten by a later store in the same block to the same
//     object, offset and type, with no read of that object, barrier,
//     fence or call between (another thread reading the location in
//     between without a barrier would be a data race, which D3D leaves
//     undefined).
//
// Guarantees: every load reads what it read before. It reports whether it
// removed anything.
func DSE(f *ir.Func) bool {
	read := map[*ir.Memory]bool{}
	any := false
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			switch v.Op {
			case ir.OpLoad, ir.OpAtomic, ir.OpCmpXchg:
				read[v.Mem] = true
			case ir.OpStore:
				any = any || dseObject(v.Mem)
			}
		}
	}
	if !any {
		return false
	}
	r := newRewriter(f)
	type place struct {
		mem *ir.Memory
		off *ir.Value
		t   ir.Type
	}
	for _, b := range f.Blocks {
		pending := map[place]*ir.Value{}
		for _, v := range b.Instrs {
			switch {
			case v.Op == ir.OpStore && dseObject(v.Mem):
				if !read[v.Mem] {
					r.kill(v)
					continue
				}
				p := place{v.Mem, v.Args[0], v.Args[1].Type}
				if old, ok := pending[p]; ok {
					r.kill(old)
				}
				pending[p] = v
			case v.Op == ir.OpLoad || v.Op == ir.OpAtomic || v.Op == ir.OpCmpXchg:
				for p := range pending {
					if p.mem == v.Mem {
						delete(pending, p)
					}
				}
			case v.Op.Is(ir.FlagMemRead) && v.Mem == nil:
				// barriers, fences, calls
				clear(pending)
			}
		}
	}
	return r.apply()
}

// dseObject reports whether DSE handles stores to m.
func dseObject(m *ir.Memory) bool { return m.Kind == ir.MemGroupshared || m.Kind == ir.MemPrivate }
