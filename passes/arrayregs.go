package passes

import (
	"cmp"
	"slices"

	"hlslc/ir"
)

// ScratchArrays returns the private arrays of the optimized function f
// that stay in scratch memory because code indexes them by a computed
// offset, and that ArraysToRegisters can keep in registers instead
// (SelectIndex's arrays), smallest first.
func ScratchArrays(f *ir.Func) []*ir.Memory {
	sel := selectableArrays(f)
	var out []*ir.Memory
	for _, m := range f.Private {
		if _, ok := sel[m]; ok {
			out = append(out, m)
		}
	}
	// stable by size: the order of f.Private otherwise
	slices.SortStableFunc(out, func(a, b *ir.Memory) int { return cmp.Compare(a.ByteSize(), b.ByteSize()) })
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
