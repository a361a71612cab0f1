package llvm

import (
	"hlslc/ir"
)

// Wave operations on paths out of loops.
//
// HLSL runs a wave operation on a path out of a loop (before a break or a
// return) in the iteration in which its lanes leave, with those lanes
// alone: DXC keeps such blocks inside the loop with its dx.break condition
// (DirectXShaderCompiler PR 2795), and hlslc's structured IR runs them so.
// LLVM IR has no way to say this that llc-19 honours: a block that cannot
// reach the back edge is outside the loop, and AMDGPU's structurizer runs
// it once, after the loop, with every lane that left in any iteration (a
// ballot there sees them all). An opaque always-true condition with an edge
// back into the loop, DXC's trick, does not help either: the structurizer
// peels the loop so that the block still runs after it, with the last
// iteration's uniform values; and convergence control tokens
// (llvm.experimental.convergence.loop) are ignored by llc-19's
// structurizer. So the export leaves such programs as they are, and
// LoopExitConvergent names the operations whose results the LLVM path
// computes with other lanes than HLSL.

// LoopExitConvergent returns the convergent operations of f that lie on a
// path out of a loop (after the last block that can still reach the loop's
// back edge, up to a break or a return), in block order.
func LoopExitConvergent(f *ir.Func) []*ir.Value {
	loops := ir.EnclosingLoops(f)
	within := func(b *ir.Block, l *ir.Value) bool {
		for in := loops[b]; in != nil; in = loops[in.Block] {
			if in == l {
				return true
			}
		}
		return false
	}
	preds := f.Preds()
	back := map[*ir.Value]map[*ir.Block]bool{}
	// reachesBack: the blocks of l's construct that can reach its header
	reachesBack := func(l *ir.Value) map[*ir.Block]bool {
		if r, ok := back[l]; ok {
			return r
		}
		r := map[*ir.Block]bool{}
		work := []*ir.Block{l.Block}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range preds[b] {
				if !r[p] && within(p, l) {
					r[p] = true
					work = append(work, p)
				}
			}
		}
		back[l] = r
		return r
	}
	// looping: the construct has a back edge, so LLVM sees a loop
	looping := func(l *ir.Value) bool {
		_, _, _, cont := ir.LoopBlocks(l)
		return reachesBack(l)[cont]
	}
	onExit := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil {
			continue
		}
		var l *ir.Value
		switch t.Op {
		case ir.OpBr: // a break
			if in := loops[b]; in != nil {
				if _, _, merge, _ := ir.LoopBlocks(in); t.Targets[0] == merge && looping(in) {
					l = in
				}
			}
		case ir.OpRet: // leaves every loop; the innermost one that loops counts
			for in := loops[b]; in != nil && l == nil; in = loops[in.Block] {
				if looping(in) {
					l = in
				}
			}
		}
		if l == nil {
			continue
		}
		// the blocks from the exit back to the last one that reaches the back edge
		r := reachesBack(l)
		work := []*ir.Block{b}
		onExit[b] = true
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range preds[x] {
				if !onExit[p] && !r[p] && within(p, l) {
					onExit[p] = true
					work = append(work, p)
				}
			}
		}
	}
	var ops []*ir.Value
	for _, b := range f.Blocks {
		if !onExit[b] {
			continue
		}
		for _, v := range b.Instrs {
			if laneSensitive(v, map[*ir.Func]bool{}) {
				ops = append(ops, v)
			}
		}
	}
	return ops
}

// laneSensitive reports whether v's effect depends on which lanes are
// active: a wave operation, or a call of a function with one. A barrier is
// convergent too but waits for waves, not lanes.
func laneSensitive(v *ir.Value, visiting map[*ir.Func]bool) bool {
	switch {
	case v.Op == ir.OpCall:
		if visiting[v.Callee] {
			return false
		}
		visiting[v.Callee] = true
		for _, b := range v.Callee.Blocks {
			for _, w := range b.Instrs {
				if laneSensitive(w, visiting) {
					return true
				}
			}
		}
		return false
	case v.Op == ir.OpBarrier:
		return false
	}
	return v.Op.Is(ir.FlagConvergent)
}
