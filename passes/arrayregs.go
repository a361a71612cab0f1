package passes

import (
	"hlslc/ir"
)

// ScratchArrays returns the private arrays of the optimized function f
// that stay in scratch memory because code indexes them by a computed
// offset, and that ArraysToRegisters can keep in registers instead
// (SelectIndex's arrays), smallest first.
func ScratchArrays(f *ir.Func) []*ir.Memory {
	uses := map[*ir.Memory][]*ir.Value{}
	bad := map[*ir.Memory]bool{}
	computed := map[*ir.Memory]bool{}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Mem == nil || v.Mem.Kind != ir.MemPrivate {
				continue
			}
			if v.Op != ir.OpLoad && v.Op != ir.OpStore {
				bad[v.Mem] = true
				continue
			}
			uses[v.Mem] = append(uses[v.Mem], v)
			computed[v.Mem] = computed[v.Mem] || v.Args[0].Op != ir.OpConst
		}
	}
	var out []*ir.Memory
	for _, m := range f.Private {
		if !computed[m] || bad[m] || m.Init != nil {
			continue
		}
		if _, ok := selectable(m, uses[m]); ok {
			out = append(out, m)
		}
	}
	// stable by size: the order of f.Private otherwise
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].ByteSize() < out[j-1].ByteSize(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ArraysToRegisters rewrites the optimized function f so that the private
// arrays given (ScratchArrays' of f, or f's copies of them) can live in
// registers: the loops that walk them are unrolled (Unroll's rule for a
// loop that walks a private array, which the pipeline leaves to this
// function), the accesses left at computed offsets become selects
// (SelectIndex), and the pipeline runs again, its Promote turning the
// arrays into SSA values. Whether that pays shows only after register
// allocation (the arrays' elements take registers through their live
// ranges, where scratch took none), so the back end compiles a copy of
// the function (ir.Func.Clone) this way and keeps it only when it loses
// no waves. It reports whether it changed f; m is f's module, for
// verification.
func ArraysToRegisters(m *ir.Module, f *ir.Func, arrays []*ir.Memory) (bool, error) {
	set := map[*ir.Memory]bool{}
	for _, a := range arrays {
		set[a] = true
	}
	changed := false
	var c *unrollCtx
	for eachLoop(f, true, func(t *ir.Value) bool {
		if t.Aux == ir.LoopDontUnroll {
			return false
		}
		if c == nil {
			c = &unrollCtx{x: indexBlocks(f), inRegion: make([]bool, len(f.Blocks)), walk: set}
			c.in, _ = constructsOf(f)
		}
		if !unrollLoop(f, t, c) {
			return false
		}
		c = nil
		return true
	}) {
		changed = true
	}
	if SelectIndex(f, set) {
		changed = true
	}
	if !changed {
		return false, nil
	}
	return true, OptimizeFunc(m, f, Options{})
}
