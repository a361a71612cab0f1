package passes

import "hlslc/ir"

// ConstFold replaces each pure instruction whose operands are all
// constants by the constant ir.Eval computes, the arithmetic the reference
// interpreter runs, so folding never changes a result (transcendentals,
// NaN canonicalization and division by zero included). It also folds the
// wave operations whose result a constant operand decides in every active
// lane: wave.readfirst c → c, wave.any c and wave.all c → c,
// wave.allequal c → true. Folded instructions are removed; the pass
// reports whether it folded anything.
func ConstFold(f *ir.Func) bool {
	r := newRewriter(f)
	var bits [3]uint64
	for _, b := range orderedBlocks(f) {
		for _, v := range b.Instrs {
			r.resolveArgs(v)
			if len(v.Args) == 0 || !allConst(v.Args) {
				continue
			}
			switch {
			case v.Op.Is(ir.FlagPure) && len(v.Args) <= len(bits):
				a := bits[:len(v.Args)]
				for i, x := range v.Args {
					a[i] = x.Bits()
				}
				r.replace(v, f.Const(v.Type, ir.Eval(v, a)))
			case v.Op == ir.OpReadFirstLane || v.Op == ir.OpWaveAny || v.Op == ir.OpWaveAll:
				r.replace(v, v.Args[0])
			case v.Op == ir.OpWaveAllEqual:
				r.replace(v, f.Const(ir.I1, 1))
			}
		}
	}
	return r.apply()
}

func allConst(args []*ir.Value) bool {
	for _, a := range args {
		if !isConst(a) {
			return false
		}
	}
	return true
}

// orderedBlocks returns the reachable blocks in reverse postorder (every
// non-phi operand is defined before its use) followed by the unreachable
// ones.
func orderedBlocks(f *ir.Func) []*ir.Block {
	rpo := ir.Dominators(f).RPO()
	seen := make(map[*ir.Block]bool, len(rpo))
	for _, b := range rpo {
		seen[b] = true
	}
	out := append([]*ir.Block{}, rpo...)
	for _, b := range f.Blocks {
		if !seen[b] {
			out = append(out, b)
		}
	}
	return out
}
