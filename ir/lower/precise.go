package lower

import "hlslc/ir"

// Floating-point strictness. HLSL lets the compiler refactor floating-point
// arithmetic (D3D's "refactoring allowed": contraction into mad,
// reassociation) except where the program says `precise`: a precise
// variable's assigned values must be computed as written, and so must
// every operation that contributes to them (DXC marks the whole backward
// slice, through other variables, and leaves `fast` on everything else).
// The lowering records that in the IR: every floating-point operation
// gets ir.Value.Fast, except those contributing to a value assigned to a
// precise variable (or stored to a precise array in private memory), and
// none under Options.IEEEStrict (dxc -Gis).

// notePrecise records the value assigned to a component of a precise
// variable.
func (l *lowerer) notePrecise(k varKey, v *ir.Value) {
	if l.preciseVars[k.id] {
		l.preciseRoots = append(l.preciseRoots, v)
	}
}

// markFast sets Value.Fast on the function's floating-point operations
// that no precise value depends on.
func (l *lowerer) markFast() {
	if l.opts.IEEEStrict {
		return
	}
	precise := map[*ir.Value]bool{}
	var work []*ir.Value
	push := func(v *ir.Value) {
		v = l.resolve(v)
		if v.Block != nil && !precise[v] {
			precise[v] = true
			work = append(work, v)
		}
	}
	for _, v := range l.preciseRoots {
		push(v)
	}
	for _, b := range l.f.Blocks {
		for _, v := range b.Instrs {
			if v.Op == ir.OpStore && l.preciseMems[v.Mem] {
				push(v.Args[1])
			}
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, a := range v.Args {
			push(a)
		}
	}
	for _, b := range l.f.Blocks {
		for _, v := range b.Instrs {
			v.Fast = v.Op.AllowsFast() && !precise[v]
		}
	}
}
