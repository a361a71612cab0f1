package passes

import "hlslc/ir"

// IfConvert turns small if/else diamonds into straight-line code with
// selects: `if %c, ^t, ^e, merge ^m` whose arms are single blocks holding
// only speculatable instructions (pure, not convergent: they compute the
// same thing wherever they run, and never fault under the IR's semantics)
// becomes the arms' instructions in the header, a `select %c, a, b` for
// each phi of ^m, and a br to ^m.
//
// The cost model follows what the branch costs on GCN, by the uniformity
// analysis:
//
//   - A divergent branch runs both arms anyway (for their lanes) and pays
//     for the exec-mask bookkeeping around them (saving, masking and
//     restoring exec, a skip branch) and a copy per phi in each arm; the
//     selects replace all that. Converted when the arms have at most
//     maxDivergentArms instructions together.
//   - A uniform branch runs one arm, after a scalar compare and branch;
//     converting runs both. Converted only when the arms have at most
//     maxUniformArms instructions together (selecting between values
//     already computed, or nearly so).
//
// Guarantees: every lane gets the values the arm it would have taken
// computes; the instructions moved out of the other arm have no effect.
// It reports whether it changed anything.
func IfConvert(f *ir.Func) bool {
	var uni *UniformityInfo
	changed := false
	// one rewriter for every diamond, applied once: a merge's phis are
	// replaced as each diamond goes, and later diamonds read through the
	// replacements (linear, where a rewrite per diamond was quadratic)
	r := newRewriter(f)
	for _, h := range f.Blocks {
		t := h.Terminator()
		if t == nil || t.Op != ir.OpIf {
			continue
		}
		then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
		n := 0
		ok := true
		for _, arm := range []*ir.Block{then, els} {
			if arm == merge {
				continue
			}
			k, movable := armCost(arm, h, merge)
			ok = ok && movable
			n += k
		}
		// the branch's uniformity decides only between the two limits
		if !ok || n > maxDivergentArms {
			continue
		}
		if n > maxUniformArms {
			if uni == nil {
				uni = Uniformity(f)
			}
			if uni.BranchIsUniform(t) {
				continue
			}
		}
		convertDiamond(f, t, r)
		changed = true
	}
	if changed {
		r.apply()
		dropUnreachable(f)
	}
	return changed
}

// The arm sizes (instructions besides the final br) the conversion
// accepts.
const (
	maxDivergentArms = 12
	maxUniformArms   = 2
)

// armCost returns the number of instructions of an arm block and whether
// they can all run in the header: the arm is entered only from the header
// h, has no phis, ends in br to the merge, and computes only pure,
// non-convergent values.
func armCost(arm, h, merge *ir.Block) (int, bool) {
	t := arm.Terminator()
	if t == nil || t.Op != ir.OpBr || t.Targets[0] != merge {
		return 0, false
	}
	for _, v := range arm.Instrs[:len(arm.Instrs)-1] {
		if v.Op == ir.OpPhi || !v.Op.Is(ir.FlagPure) || v.Op.Is(ir.FlagConvergent) {
			return 0, false
		}
	}
	return len(arm.Instrs) - 1, true
}

// convertDiamond hoists the arms of the if t into its block, replaces the
// merge's phis by selects and branches to the merge. The phis' uses are
// rewritten when r is applied; until then r resolves them.
func convertDiamond(f *ir.Func, t *ir.Value, r *rewriter) {
	h := t.Block
	then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
	c := r.resolve(t.Args[0])
	body := h.Instrs[:len(h.Instrs)-1]
	for _, arm := range []*ir.Block{then, els} {
		if arm == merge {
			continue
		}
		for _, v := range arm.Instrs[:len(arm.Instrs)-1] {
			v.Block = h
			body = append(body, v)
		}
		arm.Instrs = arm.Instrs[len(arm.Instrs)-1:]
	}
	from := func(arm *ir.Block) *ir.Block {
		if arm == merge {
			return h
		}
		return arm
	}
	bd := ir.NewBuilder(f)
	bd.Pos = t.Pos
	sel := &ir.Block{Func: f} // collects the selects in order
	bd.SetBlock(sel)
	kept := merge.Instrs[:0]
	for _, p := range merge.Instrs {
		if p.Op != ir.OpPhi {
			kept = append(kept, p)
			continue
		}
		var a, b *ir.Value
		for i, pred := range p.Targets {
			switch pred {
			case from(then):
				a = r.resolve(p.Args[i])
			case from(els):
				b = r.resolve(p.Args[i])
			}
		}
		w := a
		if !sameValue(a, b) {
			w = bd.Select(c, a, b)
			w.Name, w.Var = p.Name, p.Var
		}
		r.replace(p, w)
	}
	merge.Instrs = kept
	for _, v := range sel.Instrs {
		v.Block = h
	}
	makeBranch(t, merge)
	h.Instrs = append(append(body, sel.Instrs...), t)
}
