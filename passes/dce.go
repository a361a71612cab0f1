package passes

import "hlslc/ir"

// DCE removes every instruction whose result no kept instruction uses,
// directly or through other removed instructions (so dead phi cycles go
// too), and that has no side effect. It keeps terminators, stores,
// atomics, barriers, fences and calls (FlagSideEffect); it removes unused
// loads, ids and wave operations, which only compute a result. It reports
// whether it removed anything.
//
// Removing an unused load can only remove an interpreter error (a
// misaligned or out-of-bounds groupshared or private access, undefined in
// D3D), never change a result.
func DCE(f *ir.Func) bool { return dce(f, hasEffect) }

// hasEffect reports whether v must stay even when its result is unused.
func hasEffect(v *ir.Value) bool {
	return v.Op.Is(ir.FlagSideEffect) || v.Op.Is(ir.FlagTerminator)
}

// dce removes what the roots (the instructions keep accepts) do not use.
func dce(f *ir.Func, keep func(v *ir.Value) bool) bool {
	live := make([]bool, f.NumValues())
	var work []*ir.Value
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if keep(v) {
				live[v.ID] = true
				work = append(work, v)
			}
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, a := range v.Args {
			if a.Block != nil && !live[a.ID] {
				live[a.ID] = true
				work = append(work, a)
			}
		}
	}
	r := newRewriter(f)
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if !live[v.ID] {
				r.kill(v)
			}
		}
	}
	return r.apply()
}
