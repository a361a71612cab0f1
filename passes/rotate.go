package passes

import "hlslc/ir"

// Rotate turns a loop that tests its exit condition at the top into one
// that tests it at the bottom, as LLVM's LoopRotate does, when the first
// test is known to pass: the entry values of the header phis are
// constants for which the test computes "stay" (a loop
// `for (j = 4; j > 0; j /= 2)`, or one whose start became a constant by
// unrolling an outer loop). The guard LoopRotate would put before the
// loop then folds away, so the rotated loop runs one conditional back
// edge per iteration instead of a test and branch at the top plus a jump
// back, and is no larger.
//
// The loop it rotates has this shape: the header holds only phis and the
// loop terminator; the body block computes the test with pure,
// non-convergent instructions (at most maxRotateTest of them) and ends in
// `condbr` to a block of the loop and the merge; the merge has no phis
// and no other predecessor (no other break); one block takes the back
// edge, with `br`. The body's `condbr` becomes a `br` into the loop, and
// the back-edge block computes a copy of the test from the phis' back-edge
// values and ends in `condbr` to the header or the merge.
//
// Guarantees: every lane runs the same instructions with the same values
// in the same order, apart from the test, which a lane now computes at
// the end of an iteration from the values it would have computed it from
// at the start of the next (nothing runs in between); a lane leaves the
// loop exactly when it did before. Uses after the loop of a phi or of a
// test instruction read the back-edge value or the copy, which is what
// they held when the lane left. The structure stays valid (the back-edge
// block's `condbr` is a back edge and a break); it reports whether it
// rotated a loop (a call tries every loop but those around or inside one
// it rotated: eachLoop).
func Rotate(f *ir.Func) bool {
	var x *blockIndex
	var in []*ir.Value
	return eachLoop(f, false, func(t *ir.Value) bool {
		if x == nil {
			x = indexBlocks(f)
			in = innermostConstructs(f)
		}
		if !rotateLoop(f, x, shapeOf(f, x, in, t)) {
			return false
		}
		x, in = nil, nil
		return true
	})
}

// maxRotateTest bounds the instructions the test is copied with: each one
// may stay in the body as well when the loop uses it.
const maxRotateTest = 4

// rotateLoop rotates the loop s when it has Rotate's shape and its first
// test is known to pass; x indexes f's blocks.
func rotateLoop(f *ir.Func, x *blockIndex, s *loopShape) bool {
	if s.pre == nil || s.back == nil {
		return false
	}
	for _, v := range s.h.Instrs[:len(s.h.Instrs)-1] {
		if v.Op != ir.OpPhi {
			return false
		}
	}
	for _, v := range s.merge.Instrs {
		if v.Op == ir.OpPhi {
			return false
		}
	}
	if bt := s.back.Terminator(); bt == nil || bt.Op != ir.OpBr || bt.Targets[0] != s.h {
		return false
	}
	if ps := x.preds[s.merge.ID]; len(ps) != 1 || ps[0] != s.body {
		return false
	}
	test := s.body.Instrs[:len(s.body.Instrs)-1]
	cb := s.body.Terminator()
	if cb == nil || cb.Op != ir.OpCondBr || len(test) > maxRotateTest {
		return false
	}
	stay := cb.Targets[0]
	stayOn := uint64(1)
	if stay == s.merge {
		stay, stayOn = cb.Targets[1], 0
	}
	if stay == s.merge || stay == s.h || !s.inRegion[stay] {
		return false
	}
	for _, v := range test {
		if !v.Op.Is(ir.FlagPure) || v.Op.Is(ir.FlagConvergent) || v.Op.Is(ir.FlagSideEffect) {
			return false
		}
	}
	if c, ok := entryValue(s, test, cb.Args[0]); !ok || c != stayOn {
		return false
	}

	// the copy of the test at the end of the back-edge block
	bt := s.back.Terminator()
	s.back.Instrs = s.back.Instrs[:len(s.back.Instrs)-1]
	after := map[*ir.Value]*ir.Value{}
	for _, v := range s.h.Instrs[:len(s.h.Instrs)-1] {
		after[v] = incoming(v, s.back)
	}
	bd := ir.NewBuilder(f)
	bd.SetBlock(s.back)
	for _, v := range test {
		bd.Pos = v.Pos
		nv := bd.Emit(v.Op, v.Type, mapArgs(v.Args, after)...)
		nv.Aux, nv.Fast, nv.Var = v.Aux, v.Fast, v.Var
		after[v] = nv
	}
	bd.Pos = bt.Pos
	if stayOn == 1 {
		bd.CondBr(mapArg(cb.Args[0], after), s.h, s.merge)
	} else {
		bd.CondBr(mapArg(cb.Args[0], after), s.merge, s.h)
	}
	makeBranch(cb, stay)
	// after the loop, the phis and the test hold what the lane left with
	for _, b := range f.Blocks {
		if b == s.h || s.inRegion[b] {
			continue
		}
		for _, v := range b.Instrs {
			for i, a := range v.Args {
				v.Args[i] = mapArg(a, after)
			}
		}
	}
	return true
}

// entryValue computes the value cond has on the loop's first test from
// the constant entry values of the header phis, or reports false when it
// depends on anything else.
func entryValue(s *loopShape, test []*ir.Value, cond *ir.Value) (uint64, bool) {
	known := map[*ir.Value]uint64{}
	get := func(v *ir.Value) (uint64, bool) {
		if v.Op == ir.OpConst {
			return v.Bits(), true
		}
		if v.Op == ir.OpPhi && v.Block == s.h {
			if a := incoming(v, s.pre); a != nil && a.Op == ir.OpConst {
				return a.Bits(), true
			}
			return 0, false
		}
		c, ok := known[v]
		return c, ok
	}
	for _, v := range test {
		args := make([]uint64, len(v.Args))
		ok := true
		for i, a := range v.Args {
			if args[i], ok = get(a); !ok {
				break
			}
		}
		if ok {
			known[v] = ir.Eval(v, args)
		}
	}
	return get(cond)
}

func mapArg(v *ir.Value, m map[*ir.Value]*ir.Value) *ir.Value {
	if w, ok := m[v]; ok {
		return w
	}
	return v
}

func mapArgs(args []*ir.Value, m map[*ir.Value]*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(args))
	for i, a := range args {
		out[i] = mapArg(a, m)
	}
	return out
}
