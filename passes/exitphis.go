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
	if len(u.divExit) == 0 {
		return false
	}
	var dom *ir.DomTree
	var preds map[*ir.Block][]*ir.Block
	var users *useLists
	changed := false
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Type != ir.I1 || u.loopOf[b.ID] == nil {
				continue
			}
			if dom == nil {
				dom, preds, users = ir.Dominators(f), f.Preds(), newUseLists(f)
			}
			// the loops v's block is in, innermost first: a boolean read
			// after an outer loop reaches the outer merge through the
			// inner merge's phi
			cur, readers := v, users.of(v)
			for loop := u.loopOf[b.ID]; loop != nil; loop = u.parent[loop] {
				if !u.divExit[loop] {
					continue
				}
				_, _, merge, _ := ir.LoopBlocks(loop)
				var after []*ir.Value
				for _, w := range readers {
					if readsAfter(w, cur, loop, merge, u, dom) && (len(after) == 0 || after[len(after)-1] != w) {
						after = append(after, w)
					}
				}
				if len(after) == 0 {
					continue
				}
				bld := ir.NewBuilder(f)
				bld.SetBlock(merge)
				bld.Pos = v.Pos
				p := bld.Emit(ir.OpPhi, v.Type)
				p.Name = fmt.Sprintf("exit%d", p.ID)
				p.Var = v.Var
				merge.Instrs = merge.Instrs[:len(merge.Instrs)-1]
				for _, pred := range preds[merge] {
					ir.AddIncoming(p, cur, pred)
				}
				for _, w := range after {
					for i, a := range w.Args {
						if a == cur && (w.Op != ir.OpPhi || readFrom(w, i, loop, merge, u, dom)) {
							w.Args[i] = p
						}
					}
				}
				merge.Instrs = slices.Insert(merge.Instrs, 0, p)
				changed = true
				cur, readers = p, after
			}
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
