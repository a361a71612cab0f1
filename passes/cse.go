package passes

import "hlslc/ir"

// CSE removes an instruction that computes the same value as one that
// dominates it, walking the dominator tree with a scoped table. Two
// instructions compute the same value when they have the same op, result
// type, aux data and operands (the first two in either order for
// commutative ops) and the op is
//
//   - pure (its result is a function of its operands),
//   - a load from a cbuffer or read-only buffer (memory no one writes
//     during a dispatch), with the same memory object and alignment, or
//   - an id (id.dispatch, id.group, id.thread, id.index, wave.laneindex,
//     wave.lanecount), fixed for a lane during the whole dispatch.
//
// Wave operations whose result depends on the active lanes (reductions,
// ballots, readfirst, …), loads from writable memory, atomics and calls are
// never merged. The pass reports whether it removed anything.
func CSE(f *ir.Func) bool {
	dom := ir.Dominators(f)
	children := map[*ir.Block][]*ir.Block{}
	rpo := dom.RPO()
	if len(rpo) == 0 {
		return false
	}
	for _, b := range rpo[1:] {
		p := dom.Idom(b)
		children[p] = append(children[p], b)
	}
	r := newRewriter(f)
	table := map[cseKey]*ir.Value{}
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		var added []cseKey
		for _, v := range b.Instrs {
			if v.Op == ir.OpPhi {
				continue
			}
			r.resolveArgs(v)
			k, ok := keyOf(v)
			if !ok {
				continue
			}
			if w, found := table[k]; found {
				// the survivor computes both: it may only be
				// refactored where both allowed it
				w.Fast = w.Fast && v.Fast
				r.replace(v, w)
				continue
			}
			table[k] = v
			added = append(added, k)
		}
		for _, c := range children[b] {
			walk(c)
		}
		for _, k := range added {
			delete(table, k)
		}
	}
	walk(rpo[0])
	return r.apply()
}

type cseKey struct {
	op         ir.Op
	t          ir.Type
	aux        int64
	mem        *ir.Memory
	align      int
	a0, a1, a2 *ir.Value
	n          int
}

// keyOf returns the value-numbering key of v, or false when v must not be
// merged with another instruction.
func keyOf(v *ir.Value) (cseKey, bool) {
	k := cseKey{op: v.Op, t: v.Type, aux: v.Aux, n: len(v.Args)}
	switch {
	case v.Op == ir.OpLoad:
		if v.Mem == nil || !(v.Mem.Kind == ir.MemCBuffer || v.Mem.IsResource() && !v.Mem.Writable) {
			return k, false
		}
		k.mem, k.align = v.Mem, v.Align
	case v.Op == ir.OpTexLoad:
		if v.Mem.Writable {
			return k, false
		}
		k.mem = v.Mem
	case v.Op == ir.OpResDim:
		k.mem = v.Mem
	case v.Op == ir.OpDispatchID, v.Op == ir.OpGroupID, v.Op == ir.OpThreadID, v.Op == ir.OpGroupIndex,
		v.Op == ir.OpLaneIndex, v.Op == ir.OpLaneCount:
	case v.Op.Is(ir.FlagPure) && v.Op != ir.OpConst:
	default:
		return k, false
	}
	if len(v.Args) > 3 {
		return k, false
	}
	args := [3]*ir.Value{}
	copy(args[:], v.Args)
	if v.Op.Is(ir.FlagCommutative) && valueOrder(args[1], args[0]) {
		args[0], args[1] = args[1], args[0]
	}
	k.a0, k.a1, k.a2 = args[0], args[1], args[2]
	return k, true
}

// valueOrder is a fixed order of values for canonical operand order.
func valueOrder(a, b *ir.Value) bool { return a.ID < b.ID }
