package passes

import (
	"sort"

	"hlslc/ir"
)

// Loop helpers shared by the passes that reason about whole loops.

// loopShape is a loop construct's blocks and edges.
type loopShape struct {
	loop                 *ir.Value
	h, body, merge, cont *ir.Block
	// pre is the one block outside the loop that enters the header, back
	// the one block inside it that takes the back edge; nil when there is
	// not exactly one of each.
	pre, back *ir.Block
	// region is the body and the continue construct: the blocks reachable
	// from the body and the continue block without passing the header or
	// the merge, in block order (inner constructs included). The header
	// is not part of it.
	region []*ir.Block
	// inRegion is the region as a set: a map, not a slice over the
	// function's blocks, so that a shape costs its own blocks (the passes
	// take the shape of every loop, and a slice per loop was quadratic in
	// a function of many loops)
	inRegion map[*ir.Block]bool
}

// shapeOf finds the blocks of the loop terminated by loop; x indexes f's
// blocks and in is innermostConstructs(f), both current.
func shapeOf(f *ir.Func, x *blockIndex, in []*ir.Value, loop *ir.Value) *loopShape {
	s := &loopShape{loop: loop}
	s.h, s.body, s.merge, s.cont = ir.LoopBlocks(loop)
	backs, pres := 0, 0
	for _, p := range x.preds[s.h.ID] {
		if in[p.ID] == loop {
			backs++
			s.back = p
		} else {
			pres++
			s.pre = p
		}
	}
	if backs != 1 {
		s.back = nil
	}
	if pres != 1 {
		s.pre = nil
	}
	s.inRegion = map[*ir.Block]bool{}
	work := []*ir.Block{s.body, s.cont}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == s.h || b == s.merge || s.inRegion[b] {
			continue
		}
		s.inRegion[b] = true
		s.region = append(s.region, b)
		work = append(work, b.Succs()...)
	}
	sort.Slice(s.region, func(i, j int) bool { return s.region[i].ID < s.region[j].ID })
	return s
}

// contains reports whether v is an instruction of the loop (its header
// included); constants and parameters are not.
func (s *loopShape) contains(v *ir.Value) bool {
	return v.Block != nil && (v.Block == s.h || s.inRegion[v.Block])
}

// blocks returns the header followed by the region.
func (s *loopShape) blocks() []*ir.Block { return append([]*ir.Block{s.h}, s.region...) }

// inductionStep returns the constant step of a header phi that is a basic
// induction variable — its back-edge value is `add phi, c` or
// `add c, phi` (or `sub phi, c`) — with the add itself, or ok false.
func (s *loopShape) inductionStep(phi *ir.Value) (step uint64, next *ir.Value, ok bool) {
	if phi.Op != ir.OpPhi || phi.Block != s.h || s.back == nil || !phi.Type.IsInt() {
		return 0, nil, false
	}
	next = incoming(phi, s.back)
	if next == nil || len(next.Args) != 2 {
		return 0, nil, false
	}
	a, b := next.Args[0], next.Args[1]
	switch {
	case next.Op == ir.OpAdd && a == phi && b.Op == ir.OpConst:
		return b.Bits(), next, true
	case next.Op == ir.OpAdd && b == phi && a.Op == ir.OpConst:
		return a.Bits(), next, true
	case next.Op == ir.OpSub && a == phi && b.Op == ir.OpConst:
		return (-b.Bits()) & phi.Type.Mask(), next, true
	}
	return 0, nil, false
}
