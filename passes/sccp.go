package passes

import (
	"cmp"
	"slices"

	"hlslc/ir"
)

// SCCP is sparse conditional constant propagation (Wegman and Zadeck): it
// finds the values that are constant on every path control can take, and
// the blocks control can reach, assuming optimistically that a branch on a
// value not yet known to vary goes nowhere. Constants reach through phis
// whose other incoming edges are never taken, so a constant argument of an
// inlined function decides the branches on it inside the body.
//
// Values are evaluated with ir.Eval, the reference interpreter's
// arithmetic, so a folded value is bit for bit what the interpreter would
// compute (transcendentals, NaN canonicalization and division by zero
// included). Besides the pure ops, the wave operations a constant operand
// decides in every active lane fold: wave.readfirst c → c, wave.any c and
// wave.all c → c, wave.allequal c → true.
//
// Then it rewrites f: every instruction found constant is replaced by the
// constant; an if or condbr on a constant becomes a br to the side taken;
// phis lose the incoming values of edges never taken; blocks never reached
// are removed, except merge and continue blocks a remaining construct
// still names, which are left holding only a ret (control never gets
// there). Guarantees: the reachable behaviour is unchanged. It reports
// whether it changed anything.
func SCCP(f *ir.Func) bool {
	s := newSCCP(f)
	s.solve()
	return s.rewrite()
}

// lattice states of a value
const (
	latTop    uint8 = iota // no evidence yet (only reached when never executed)
	latConst               // one constant on every execution
	latBottom              // varies
)

// The solver walks the function once: a block's instructions are
// evaluated when control first reaches it, and the uses of values they
// read are recorded then (firstUse, useNext, useBy). A value that changes
// later is looked at again only by the instructions already evaluated;
// the others read its new state when their block is reached. Use lists
// built over the whole function beforehand were another walk over every
// operand, and the solver then touched the users in blocks never reached
// as well: in a function larger than the cache each walk costs a miss per
// line of IR.
type sccp struct {
	f     *ir.Func
	state []uint8
	bits  []uint64
	// the recorded uses of each instruction's result, latest first:
	// firstUse[v.ID], then useNext; useBy the user (-1 ends a list)
	firstUse []int32
	useNext  []int32
	useBy    []*ir.Value
	execB    []bool
	// constIn: the blocks holding an instruction found constant (each
	// once, marked in hasConst), for rewrite
	constIn  []*ir.Block
	hasConst []bool
	// execTo: the targets of each block's executable edges (block IDs,
	// -1 for none); a block has at most two successors. Kept with the
	// source, the test of an edge reads 8 bytes of one array instead of
	// the list of executable edges into its target (quadratic on a
	// merge of many edges).
	execTo  [][2]int32
	valWork []*ir.Value
	cfgWork [][2]*ir.Block
}

func newSCCP(f *ir.Func) *sccp {
	f.RenumberBlocks() // the block IDs index execB and execTo
	n := f.NumValues()
	s := &sccp{f: f, state: make([]uint8, n), bits: make([]uint64, n), firstUse: make([]int32, n),
		execB: make([]bool, len(f.Blocks)), hasConst: make([]bool, len(f.Blocks)), execTo: make([][2]int32, len(f.Blocks))}
	for i := range s.firstUse {
		s.firstUse[i] = -1
	}
	for i := range s.execTo {
		s.execTo[i] = [2]int32{-1, -1}
	}
	for _, p := range f.Params {
		s.state[p.ID] = latBottom
	}
	return s
}

// executable reports whether the edge from -> to can be taken.
func (s *sccp) executable(from, to *ir.Block) bool {
	e := &s.execTo[from.ID]
	return e[0] == int32(to.ID) || e[1] == int32(to.ID)
}

// markExecutable records that the edge from -> to can be taken.
func (s *sccp) markExecutable(from, to *ir.Block) {
	e := &s.execTo[from.ID]
	if e[0] < 0 {
		e[0] = int32(to.ID)
	} else {
		e[1] = int32(to.ID)
	}
}

// get returns the lattice state and bits of an operand.
func (s *sccp) get(v *ir.Value) (uint8, uint64) {
	if v.Op == ir.OpConst {
		return latConst, v.Bits()
	}
	return s.state[v.ID], s.bits[v.ID]
}

// lower moves v down the lattice to (st, bits), queueing its users when
// that changes anything.
func (s *sccp) lower(v *ir.Value, st uint8, bits uint64) {
	old := s.state[v.ID]
	if st == latConst && old == latConst && s.bits[v.ID] != bits {
		st = latBottom
	}
	if st <= old {
		return
	}
	s.state[v.ID], s.bits[v.ID] = st, bits
	if st == latConst && v.Type != ir.Void && !s.hasConst[v.Block.ID] {
		s.hasConst[v.Block.ID] = true
		s.constIn = append(s.constIn, v.Block)
	}
	if s.firstUse[v.ID] >= 0 {
		s.valWork = append(s.valWork, v)
	}
}

// evaluate evaluates the instructions of a block control has just
// reached, recording the uses of the instructions they read.
func (s *sccp) evaluate(b *ir.Block) {
	for _, v := range b.Instrs {
		for _, a := range v.Args {
			if a.Block != nil { // an instruction: its state may change
				s.useNext = append(s.useNext, s.firstUse[a.ID])
				s.useBy = append(s.useBy, v)
				s.firstUse[a.ID] = int32(len(s.useBy) - 1)
			}
		}
		s.visit(v)
	}
}

func (s *sccp) solve() {
	s.cfgWork = append(s.cfgWork, [2]*ir.Block{nil, s.f.Entry()})
	for len(s.cfgWork) > 0 || len(s.valWork) > 0 {
		for len(s.cfgWork) > 0 {
			e := s.cfgWork[len(s.cfgWork)-1]
			s.cfgWork = s.cfgWork[:len(s.cfgWork)-1]
			from, to := e[0], e[1]
			if from != nil {
				if s.executable(from, to) {
					continue
				}
				s.markExecutable(from, to)
			}
			if !s.execB[to.ID] {
				s.execB[to.ID] = true
				s.evaluate(to)
				continue
			}
			for _, v := range to.Instrs {
				if v.Op != ir.OpPhi {
					break
				}
				s.visit(v)
			}
		}
		for len(s.valWork) > 0 {
			v := s.valWork[len(s.valWork)-1]
			s.valWork = s.valWork[:len(s.valWork)-1]
			for k := s.firstUse[v.ID]; k >= 0; k = s.useNext[k] {
				s.visit(s.useBy[k])
			}
		}
	}
}

// visit evaluates one instruction of an executable block.
func (s *sccp) visit(v *ir.Value) {
	switch {
	case v.Op.Is(ir.FlagTerminator):
		s.branch(v)
	case v.Op == ir.OpPhi:
		st, bits := latTop, uint64(0)
		for i, a := range v.Args {
			if !s.executable(v.Targets[i], v.Block) {
				continue
			}
			ast, abits := s.get(a)
			st, bits = meet(st, bits, ast, abits)
		}
		s.lower(v, st, bits)
	case v.Type == ir.Void:
	default:
		st, bits := s.eval(v)
		s.lower(v, st, bits)
	}
}

func meet(st uint8, bits uint64, ast uint8, abits uint64) (uint8, uint64) {
	switch {
	case ast == latTop:
		return st, bits
	case st == latTop:
		return ast, abits
	case st == latConst && ast == latConst && bits == abits:
		return st, bits
	}
	return latBottom, 0
}

// eval computes the lattice value of a non-phi instruction with a result.
func (s *sccp) eval(v *ir.Value) (uint8, uint64) {
	switch v.Op {
	case ir.OpReadFirstLane, ir.OpWaveAny, ir.OpWaveAll:
		return s.get(v.Args[0])
	case ir.OpLaneCount:
		return latConst, ir.WaveSize
	case ir.OpWaveAllEqual:
		if st, _ := s.get(v.Args[0]); st != latConst {
			return st, 0
		}
		return latConst, 1
	case ir.OpSelect:
		cst, c := s.get(v.Args[0])
		switch cst {
		case latConst:
			if c&1 != 0 {
				return s.get(v.Args[1])
			}
			return s.get(v.Args[2])
		case latBottom:
			ast, a := s.get(v.Args[1])
			bst, b := s.get(v.Args[2])
			if ast == latConst && bst == latConst && a == b {
				return latConst, a
			}
			if ast == latTop || bst == latTop {
				return latTop, 0
			}
			return latBottom, 0
		}
		return latTop, 0
	}
	if !v.Op.Is(ir.FlagPure) || len(v.Args) == 0 {
		return latBottom, 0
	}
	var buf [3]uint64
	args := buf[:0]
	for _, a := range v.Args {
		st, bits := s.get(a)
		switch st {
		case latTop:
			return latTop, 0
		case latBottom:
			return latBottom, 0
		}
		args = append(args, bits)
	}
	return latConst, ir.Eval(v, args)
}

// branch marks the edges a terminator can take.
func (s *sccp) branch(t *ir.Value) {
	b := t.Block
	edge := func(to *ir.Block) { s.cfgWork = append(s.cfgWork, [2]*ir.Block{b, to}) }
	switch t.Op {
	case ir.OpBr, ir.OpLoop:
		edge(t.Targets[0])
	case ir.OpIf, ir.OpCondBr:
		switch st, c := s.get(t.Args[0]); st {
		case latConst:
			if c&1 != 0 {
				edge(t.Targets[0])
			} else {
				edge(t.Targets[1])
			}
		case latBottom:
			edge(t.Targets[0])
			edge(t.Targets[1])
		}
	}
}

// rewrite applies the solution to f.
func (s *sccp) rewrite() bool {
	f := s.f
	r := newRewriter(f)
	changed := false
	// the constants, in block and instruction order (the order new
	// constants are made in); only the blocks that hold one are walked
	slices.SortFunc(s.constIn, func(a, b *ir.Block) int { return cmp.Compare(a.ID, b.ID) })
	for _, b := range s.constIn {
		for _, v := range b.Instrs {
			if v.Type != ir.Void && s.state[v.ID] == latConst {
				r.replace(v, f.Const(v.Type, s.bits[v.ID]))
			}
		}
	}
	for _, b := range f.Blocks {
		if !s.execB[b.ID] {
			continue
		}
		for _, v := range b.Instrs {
			if v.Op != ir.OpPhi {
				break // (phis come first)
			}
			if s.state[v.ID] == latConst {
				continue // replaced
			}
			k := 0
			for i, p := range v.Targets {
				if s.executable(p, b) {
					v.Args[k], v.Targets[k] = v.Args[i], p
					k++
				}
			}
			changed = changed || k != len(v.Args)
			v.Args, v.Targets = v.Args[:k], v.Targets[:k]
		}
		t := b.Terminator()
		if (t.Op == ir.OpIf || t.Op == ir.OpCondBr) && s.get1(t.Args[0]) {
			_, c := s.get(t.Args[0])
			to := t.Targets[1]
			if c&1 != 0 {
				to = t.Targets[0]
			}
			makeBranch(t, to)
			changed = true
		}
	}
	// Blocks never reached go, unless a remaining construct names them.
	named := make([]bool, len(f.Blocks))
	for _, b := range f.Blocks {
		if !s.execB[b.ID] {
			continue
		}
		if t := b.Terminator(); t.Op == ir.OpLoop {
			named[t.Targets[1].ID], named[t.Targets[2].ID] = true, true
		} else if t.Op == ir.OpIf {
			named[t.Targets[2].ID] = true
		}
	}
	for _, b := range f.Blocks {
		if !s.execB[b.ID] && named[b.ID] && !isStub(b) {
			stubBlock(b)
			changed = true
		}
	}
	changed = r.apply() || changed
	return removeBlocks(f, func(b *ir.Block) bool { return !s.execB[b.ID] && !named[b.ID] }) || changed
}

// get1 reports whether an operand is a known constant.
func (s *sccp) get1(v *ir.Value) bool {
	st, _ := s.get(v)
	return st == latConst
}

// isStub reports whether b holds only a ret (see stubBlock).
func isStub(b *ir.Block) bool {
	return len(b.Instrs) == 1 && b.Instrs[0].Op == ir.OpRet
}
