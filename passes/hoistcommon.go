package passes

import "hlslc/ir"

// HoistCommon moves an instruction that both arms of an if compute to the
// if's block: in `if %c, ^t, ^e, merge ^m` with two real arms, an
// instruction of ^t and one of ^e (the arms' first blocks, which only the
// if enters) that compute the same value by GVN's rules (keyOf: same op,
// type, aux and operands; pure, an id, or a load of read-only memory),
// with operands defined before the if, become one instruction at the end
// of the if's block. Instructions that become hoistable because their
// operands were hoisted follow.
//
// A divergent if runs both arms, so each hoisted pair saves an
// instruction; a uniform one runs the instruction once either way. It is
// what makes two arms that store to the same computed address store to
// one value (SinkStores), as LLVM's SimplifyCFG hoists the common code of
// both successors.
//
// Guarantees: every lane computes the same values as before (the
// instructions moved are ones that lane ran in its arm, and they have no
// effect); a pair whose fast flags differ keeps fast only if both had it.
// It reports whether it hoisted anything.
func HoistCommon(f *ir.Func) bool {
	r := newRewriter(f)
	changed := false
	for _, h := range f.Blocks {
		then, els, _, ok := twoArmedIf(h)
		if !ok {
			continue
		}
		for hoistPairs(h, then, els, r) {
			changed = true
		}
	}
	if changed {
		r.apply()
	}
	return changed
}

// hoistPairs hoists the instructions of then that els computes too, with
// operands from before the if, to the end of h; it reports whether it
// hoisted any.
func hoistPairs(h, then, els *ir.Block, r *rewriter) bool {
	keyed := func(v *ir.Value, arm *ir.Block) (cseKey, bool) {
		if v.Op == ir.OpPhi || v.Op.Is(ir.FlagTerminator) || r.isDead(v) {
			return cseKey{}, false
		}
		r.resolveArgs(v)
		for _, a := range v.Args {
			if a.Block == arm {
				return cseKey{}, false
			}
		}
		if v.Op == ir.OpLoad && v.Mem != nil && !(v.Mem.Kind == ir.MemCBuffer || v.Mem.IsResource() && !v.Mem.Writable) {
			return cseKey{}, false // numbered per block: not movable
		}
		return keyOf(v, nil)
	}
	others := map[cseKey]*ir.Value{}
	for _, w := range els.Instrs {
		if k, ok := keyed(w, els); ok {
			if _, dup := others[k]; !dup {
				others[k] = w
			}
		}
	}
	hoisted := false
	kept := then.Instrs[:0]
	for _, v := range then.Instrs {
		k, ok := keyed(v, then)
		w := others[k]
		if !ok || w == nil || r.isDead(w) {
			kept = append(kept, v)
			continue
		}
		v.Fast = v.Fast && w.Fast
		r.replace(w, v)
		term := h.Instrs[len(h.Instrs)-1]
		h.Instrs = append(h.Instrs[:len(h.Instrs)-1], v, term)
		v.Block = h
		hoisted = true
	}
	for i := len(kept); i < len(then.Instrs); i++ {
		then.Instrs[i] = nil
	}
	then.Instrs = kept
	if hoisted {
		// the replaced instructions of els go now: the next round reads
		// its instructions again
		k := els.Instrs[:0]
		for _, w := range els.Instrs {
			if !r.isDead(w) {
				k = append(k, w)
			}
		}
		for i := len(k); i < len(els.Instrs); i++ {
			els.Instrs[i] = nil
		}
		els.Instrs = k
	}
	return hoisted
}
