package passes

import "hlslc/ir"

// SinkStores moves a store that both arms of an if end with to the
// merge: `if %c, ^t, ^e, merge ^m` whose arms each store to the same
// object at the same offset (the same value), with the same type and
// alignment, and touch no memory after that store, becomes one store at
// the start of ^m of `phi [a, ^t], [b, ^e]` (or of the one value both
// store). The arms may then hold no side effect at all and become selects
// (IfConvert), and a divergent if pays one store instead of two.
//
// Conditions: ^m is entered only by a br from the end of each arm, and
// neither arm calls a function or runs a barrier or fence. The other
// accesses of the object in the arms may stay: a lane runs one arm, in
// which nothing after the store touches memory, so its own accesses keep
// their order.
//
// Guarantees: every lane stores the value its arm stored, at the same
// address, once, after the same accesses of its own. What moves is the
// order between one arm's store and the other arm's accesses, which run
// for other lanes: HLSL does not order the lanes of a divergent if, so a
// program that lets one lane read or overwrite what a lane of the other
// arm stored there, without a barrier between, has a data race (undefined
// in D3D). It reports whether it sank a store.
func SinkStores(f *ir.Func) bool {
	var x *blockIndex
	changed := false
	// with no call, barrier or fence in the function no arm holds one; and
	// an arm is searched only once its stores match: searching every arm
	// of a nest of n ifs visited n²/2 blocks
	barriers := false
	for _, b := range f.Blocks {
		barriers = barriers || hasBarrier(b)
	}
	for _, h := range f.Blocks {
		then, els, merge, ok := twoArmedIf(h)
		if !ok {
			continue
		}
		if x == nil {
			x = indexBlocks(f)
		}
		preds := x.preds[merge.ID]
		if len(preds) != 2 || preds[0] == preds[1] {
			continue
		}
		sa, sb := sinkableStores(preds[0], preds[1])
		if sa == nil || barriers && (!noBarrier(then, merge) || !noBarrier(els, merge)) {
			continue
		}
		for sa != nil {
			sinkStore(f, merge, preds[0], preds[1], sa, sb)
			changed = true
			sa, sb = sinkableStores(preds[0], preds[1])
		}
	}
	return changed
}

// sinkableStores returns the last stores of blocks a and b when they store
// to the same object at the same offset with the same type and alignment
// and neither block touches memory after its store, else nil, nil.
func sinkableStores(a, b *ir.Block) (*ir.Value, *ir.Value) {
	sa, sb := lastStore(a), lastStore(b)
	if sa == nil || sb == nil || sa.Mem != sb.Mem || sa.Align != sb.Align ||
		sa.Args[1].Type != sb.Args[1].Type || !sameValue(sa.Args[0], sb.Args[0]) ||
		ir.HeapIndex(sa) != nil && !sameValue(ir.HeapIndex(sa), ir.HeapIndex(sb)) {
		return nil, nil
	}
	return sa, sb
}

// lastStore returns the store of b after which b touches no memory before
// its `br`, or nil.
func lastStore(b *ir.Block) *ir.Value {
	t := b.Terminator()
	if t == nil || t.Op != ir.OpBr {
		return nil
	}
	for i := len(b.Instrs) - 2; i >= 0; i-- {
		v := b.Instrs[i]
		if v.Op == ir.OpStore {
			return v
		}
		if v.Op.Is(ir.FlagMemRead) || v.Op.Is(ir.FlagMemWrite) || v.Op.Is(ir.FlagSideEffect) || v.Op.Is(ir.FlagConvergent) {
			return nil
		}
	}
	return nil
}

// noBarrier reports whether the arm starting at start (the blocks up to
// merge) runs no call, barrier or fence.
func noBarrier(start, merge *ir.Block) bool {
	seen := map[*ir.Block]bool{}
	work := []*ir.Block{start}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == merge || seen[b] {
			continue
		}
		seen[b] = true
		if hasBarrier(b) {
			return false
		}
		work = append(work, b.Succs()...)
	}
	return true
}

// hasBarrier reports whether block b calls a function or runs a barrier
// or fence.
func hasBarrier(b *ir.Block) bool {
	for _, v := range b.Instrs {
		if v.Op == ir.OpCall || v.Op == ir.OpBarrier || v.Op == ir.OpFence {
			return true
		}
	}
	return false
}

// sinkStore replaces the stores sa (in a) and sb (in b) by one at the
// start of merge.
func sinkStore(f *ir.Func, merge, a, b *ir.Block, sa, sb *ir.Value) {
	val := sa.Args[1]
	if !sameValue(val, sb.Args[1]) {
		bd := ir.NewBuilder(f)
		bd.SetBlock(&ir.Block{Func: f}) // a scratch block: the phi moves to merge
		bd.Pos = sa.Pos
		phi := bd.Phi(val.Type)
		phi.Args = []*ir.Value{sa.Args[1], sb.Args[1]}
		phi.Targets = []*ir.Block{a, b}
		insertAt(merge, firstNonPhi(merge), phi)
		val = phi
	}
	removeInstr(b, sb)
	removeInstr(a, sa)
	sa.Args[1] = val
	insertAt(merge, firstNonPhi(merge), sa)
}

// firstNonPhi is the index of b's first instruction that is not a phi.
func firstNonPhi(b *ir.Block) int {
	i := 0
	for i < len(b.Instrs) && b.Instrs[i].Op == ir.OpPhi {
		i++
	}
	return i
}

// insertAt puts v into b at index i.
func insertAt(b *ir.Block, i int, v *ir.Value) {
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[i+1:], b.Instrs[i:])
	b.Instrs[i] = v
	v.Block = b
}

// removeInstr takes v out of b.
func removeInstr(b *ir.Block, v *ir.Value) {
	for i, w := range b.Instrs {
		if w == v {
			copy(b.Instrs[i:], b.Instrs[i+1:])
			b.Instrs[len(b.Instrs)-1] = nil
			b.Instrs = b.Instrs[:len(b.Instrs)-1]
			return
		}
	}
}
