package passes

import (
	"fmt"
	"slices"

	"hlslc/ir"
)

// ExitPhis makes every boolean that a loop with a divergent exit defines
// and code after the loop reads reach that code through a phi in the
// loop's merge block (loop-closed SSA for those values, as LLVM's LCSSA,
// on which its AMDGPU target's lane-mask lowering relies for the same
// reason).
//
// Lanes leave such a loop at different iterations. A value read after the
// loop must be, in each lane, the one of that lane's last iteration. A
// VGPR written under each iteration's EXEC keeps it, but a boolean lives in
// a lane mask (one bit per lane in SGPRs), which a compare rewrites whole,
// with the inactive lanes' bits cleared. Through a phi, the selector merges
// the mask on the exit edge under the leaving lanes' EXEC, which keeps
// every lane's bit. (Other values that the selector keeps in SGPRs are
// marked divergent by the uniformity analysis when they leave such a loop,
// and the selector then copies them to VGPRs where they are defined.)
//
// A read counts as after the loop when the loop's merge block dominates it
// (for a phi: the incoming block); a phi whose incoming block is in the
// loop already reads the value on the exit edge. It runs after the
// optimizer, whose passes fold single-entry phis, and before selection; it
// reports whether it changed anything, and changes nothing a second time.
func ExitPhis(f *ir.Func) bool { return ExitPhisWith(f, Uniformity(f)) }

// ExitPhisWith is ExitPhis given the uniformity of f as it stands (which
// the selector computes anyway: when nothing changes, it still holds).
func ExitPhisWith(f *ir.Func, u *UniformityInfo) bool {
	var loops []*ir.Value
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop && u.LoopHasDivergentExit(t) {
			loops = append(loops, t)
		}
	}
	if len(loops) == 0 {
		return false
	}
	// innermost first: a value of an inner loop read after the outer one
	// then reaches the outer merge through the inner merge's phi
	depth := func(l *ir.Value) int {
		d := 0
		for x := u.parent[l]; x != nil; x = u.parent[x] {
			d++
		}
		return d
	}
	slices.SortStableFunc(loops, func(a, b *ir.Value) int { return depth(b) - depth(a) })
	dom := ir.Dominators(f)
	preds := f.Preds()
	changed := false
	for _, loop := range loops {
		_, _, merge, _ := ir.LoopBlocks(loop)
		users := newUseLists(f)
		var escaping []*ir.Value
		for _, b := range f.Blocks {
			if !u.inLoop(b, loop) {
				continue
			}
			for _, v := range b.Instrs {
				if v.Type != ir.I1 {
					continue
				}
				for _, w := range users.of(v) {
					if readsAfter(w, v, loop, merge, u, dom) {
						escaping = append(escaping, v)
						break
					}
				}
			}
		}
		for _, v := range escaping {
			bld := ir.NewBuilder(f)
			bld.SetBlock(merge)
			bld.Pos = v.Pos
			p := bld.Emit(ir.OpPhi, v.Type)
			p.Name = fmt.Sprintf("exit%d", p.ID)
			p.Var = v.Var
			merge.Instrs = merge.Instrs[:len(merge.Instrs)-1]
			for _, pred := range preds[merge] {
				ir.AddIncoming(p, v, pred)
			}
			for _, w := range users.of(v) {
				if !readsAfter(w, v, loop, merge, u, dom) {
					continue
				}
				for i, a := range w.Args {
					if a == v && (w.Op != ir.OpPhi || readFrom(w, i, loop, merge, u, dom)) {
						w.Args[i] = p
					}
				}
			}
			merge.Instrs = slices.Insert(merge.Instrs, 0, p)
			changed = true
		}
	}
	return changed
}

// readsAfter reports whether w reads v after the loop (in some operand).
func readsAfter(w, v, loop *ir.Value, merge *ir.Block, u *UniformityInfo, dom *ir.DomTree) bool {
	if w.Block == nil {
		return false
	}
	if w.Op != ir.OpPhi {
		return !u.inLoop(w.Block, loop) && dom.Dominates(merge, w.Block)
	}
	for i, a := range w.Args {
		if a == v && readFrom(w, i, loop, merge, u, dom) {
			return true
		}
	}
	return false
}

// readFrom reports whether the phi w's operand i comes in from a block
// after the loop.
func readFrom(w *ir.Value, i int, loop *ir.Value, merge *ir.Block, u *UniformityInfo, dom *ir.DomTree) bool {
	in := w.Targets[i]
	return !u.inLoop(in, loop) && dom.Dominates(merge, in)
}
