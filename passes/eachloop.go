package passes

import (
	"slices"

	"hlslc/ir"
)

// eachLoop offers change the function's loops (their loop terminators)
// one after another, in block order or, with innermostFirst, in reverse
// block order (the lowering places a loop's inner loops after its header),
// and reports whether any call changed the function. change reports
// whether it changed the function; after a change, the analyses change
// made are stale.
//
// A loop around or inside one that changed is not offered in the same
// walk: its code changed, and the passes of the rest of the round clean
// the change up before the next call offers it. Loops apart from it are:
// a pass that changed only the first loop it could made a function with n
// such loops take n rounds of the whole pipeline (a shader calling a
// helper with a small loop a thousand times found no fixed point in
// maxRounds).
func eachLoop(f *ir.Func, innermostFirst bool, change func(loop *ir.Value) bool) bool {
	var loops []*ir.Value
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop {
			loops = append(loops, t)
		}
	}
	if len(loops) == 0 {
		return false
	}
	if innermostFirst {
		slices.Reverse(loops)
	}
	// the loops around each loop: those whose body or continue construct
	// holds its header
	around := map[*ir.Value][]*ir.Value{}
	header := map[*ir.Block]*ir.Value{}
	for _, t := range loops {
		header[t.Block] = t
	}
	seen := make([]int, len(f.Blocks)) // the walk (1 + loops index) that reached a block
	for k, t := range loops {
		loopRegion(t, func(b *ir.Block) bool {
			if seen[b.ID] == k+1 {
				return false
			}
			seen[b.ID] = k + 1
			if in := header[b]; in != nil {
				around[in] = append(around[in], t)
			}
			return true
		})
	}
	var changed []*ir.Value
	related := func(t *ir.Value) bool {
		for _, u := range changed {
			if slices.Contains(around[t], u) || slices.Contains(around[u], t) {
				return true
			}
		}
		return false
	}
	for _, t := range loops {
		b := t.Block
		if b == nil || b.ID >= len(f.Blocks) || f.Blocks[b.ID] != b || b.Terminator() != t || related(t) {
			continue // gone with a change, or waiting for the next call
		}
		if change(t) {
			changed = append(changed, t)
		}
	}
	return len(changed) > 0
}

// loopRegion walks the blocks of loop's body and continue constructs: from
// its body and continue blocks up to its header and merge, with the merge
// and continue blocks of the constructs inside even when no branch reaches
// them (an inner loop whose body always breaks). enter reports whether a
// block is new to the walk (and notes it); the walk goes on from new ones.
func loopRegion(loop *ir.Value, enter func(b *ir.Block) bool) {
	h, body, merge, cont := ir.LoopBlocks(loop)
	work := []*ir.Block{body, cont}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == h || b == merge || !enter(b) {
			continue
		}
		work = append(work, b.Succs()...)
		if t := b.Terminator(); t != nil && (t.Op == ir.OpLoop || t.Op == ir.OpIf) {
			work = append(work, t.Targets...)
		}
	}
}
