package lower

import (
	"slices"

	"hlslc/ir"
)

// SSA construction after Braun et al.: variables are (instance, component)
// keys; reading one looks up the block's current definition, or recurses
// into the predecessors, placing a phi where they meet. Blocks whose
// predecessors are not all known yet (loop headers, merge blocks) get
// incomplete phis, completed when the block is sealed.

type varKey struct{ id, comp int }

type pendingPhi struct {
	key varKey
	phi *ir.Value
}

type ssa struct {
	defs       map[*ir.Block]map[varKey]*ir.Value
	sealed     map[*ir.Block]bool
	incomplete map[*ir.Block][]pendingPhi
	preds      map[*ir.Block][]*ir.Block
	vtype      map[varKey]ir.Type
	repl       map[*ir.Value]*ir.Value
}

func (s *ssa) init() {
	s.defs = map[*ir.Block]map[varKey]*ir.Value{}
	s.sealed = map[*ir.Block]bool{}
	s.incomplete = map[*ir.Block][]pendingPhi{}
	s.preds = map[*ir.Block][]*ir.Block{}
	s.vtype = map[varKey]ir.Type{}
	s.repl = map[*ir.Value]*ir.Value{}
}

func (s *ssa) resolve(v *ir.Value) *ir.Value {
	for {
		r, ok := s.repl[v]
		if !ok {
			return v
		}
		v = r
	}
}

func (l *lowerer) writeVar(b *ir.Block, k varKey, v *ir.Value) {
	m := l.defs[b]
	if m == nil {
		m = map[varKey]*ir.Value{}
		l.defs[b] = m
	}
	m[k] = v
	l.notePrecise(k, v)
	// The first variable an instruction's result is assigned to names it
	// in the register reports.
	if v.Block != nil && v.Var == "" {
		if names := l.varNames[k.id]; k.comp < len(names) {
			v.Var = names[k.comp]
		}
	}
}

func (l *lowerer) readVar(b *ir.Block, k varKey) *ir.Value {
	if v, ok := l.defs[b][k]; ok {
		return l.resolve(v)
	}
	return l.readVarRec(b, k)
}

func (l *lowerer) zeroOf(t ir.Type) *ir.Value { return l.f.Const(t, 0) }

func (l *lowerer) readVarRec(b *ir.Block, k varKey) *ir.Value {
	t := l.vtype[k]
	var v *ir.Value
	ps := l.preds[b]
	switch {
	case !l.sealed[b]:
		v = l.newPhi(b, t)
		l.incomplete[b] = append(l.incomplete[b], pendingPhi{k, v})
	case len(ps) == 0:
		v = l.zeroOf(t) // read before any write: HLSL leaves it undefined
	case len(ps) == 1:
		v = l.readVar(ps[0], k)
	default:
		phi := l.newPhi(b, t)
		l.writeVar(b, k, phi)
		v = l.addPhiOperands(b, k, phi)
	}
	l.writeVar(b, k, v)
	return v
}

// newPhi inserts an empty phi of type t after b's other phis.
func (l *lowerer) newPhi(b *ir.Block, t ir.Type) *ir.Value {
	save := l.b.Block
	l.b.SetBlock(b)
	phi := l.b.Phi(t)
	l.b.SetBlock(save)
	ins := b.Instrs[:len(b.Instrs)-1]
	n := 0
	for n < len(ins) && ins[n].Op == ir.OpPhi {
		n++
	}
	copy(b.Instrs[n+1:], ins[n:])
	b.Instrs[n] = phi
	return phi
}

func (l *lowerer) addPhiOperands(b *ir.Block, k varKey, phi *ir.Value) *ir.Value {
	// sized once: grown by append, a two-way merge's phi cost two
	// allocations of each list
	phi.Args = slices.Grow(phi.Args, len(l.preds[b]))
	phi.Targets = slices.Grow(phi.Targets, len(l.preds[b]))
	for _, p := range l.preds[b] {
		ir.AddIncoming(phi, l.readVar(p, k), p)
	}
	return l.tryRemoveTrivial(phi)
}

// tryRemoveTrivial replaces a phi whose operands are all one value (or the
// phi itself) by that value.
func (l *lowerer) tryRemoveTrivial(phi *ir.Value) *ir.Value {
	var same *ir.Value
	for _, a := range phi.Args {
		a = l.resolve(a)
		if a == same || a == phi {
			continue
		}
		if same != nil {
			return phi
		}
		same = a
	}
	if same == nil {
		same = l.zeroOf(phi.Type)
	}
	l.repl[phi] = same
	removeInstr(phi)
	return same
}

func removeInstr(v *ir.Value) {
	b := v.Block
	for i, x := range b.Instrs {
		if x == v {
			b.Instrs = append(b.Instrs[:i], b.Instrs[i+1:]...)
			return
		}
	}
}

func (l *lowerer) seal(b *ir.Block) {
	if l.sealed[b] {
		return
	}
	for _, p := range l.incomplete[b] {
		if _, gone := l.repl[p.phi]; gone {
			continue
		}
		l.addPhiOperands(b, p.key, p.phi)
	}
	delete(l.incomplete, b)
	l.sealed[b] = true
}

// finish removes the phis that became trivial, rewrites operands to the
// values that replaced them, and ends unreachable blocks with ret.
func (l *lowerer) finish() {
	for changed := true; changed; {
		changed = false
		for _, b := range l.f.Blocks {
			for _, v := range append([]*ir.Value(nil), b.Instrs...) {
				if v.Op != ir.OpPhi {
					continue
				}
				if _, gone := l.repl[v]; gone {
					continue
				}
				before := len(l.repl)
				l.tryRemoveTrivial(v)
				if len(l.repl) != before {
					changed = true
				}
			}
		}
	}
	for _, b := range l.f.Blocks {
		for _, v := range b.Instrs {
			for i, a := range v.Args {
				v.Args[i] = l.resolve(a)
			}
		}
		if b.Terminator() == nil {
			l.b.SetBlock(b)
			l.b.Ret()
		}
	}
	l.b.SetBlock(nil)
}

// ---- edges ----

func (l *lowerer) addEdge(from, to *ir.Block) {
	if l.sealed[to] {
		panic("lower: edge into a sealed block ^" + to.Name)
	}
	l.preds[to] = append(l.preds[to], from)
}

// br ends the current block with a branch to t.
func (l *lowerer) br(t *ir.Block) {
	from := l.b.Block
	l.b.Br(t)
	l.addEdge(from, t)
	l.b.SetBlock(nil)
}

// condBr ends the current block with a loop-exiting two-way branch.
func (l *lowerer) condBr(c *ir.Value, t, f *ir.Block) {
	from := l.b.Block
	l.b.CondBr(c, t, f)
	l.addEdge(from, t)
	if f != t {
		l.addEdge(from, f)
	}
	l.b.SetBlock(nil)
}

// ifBr ends the current block with a selection.
func (l *lowerer) ifBr(c *ir.Value, then, els, merge *ir.Block) {
	from := l.b.Block
	l.b.If(c, then, els, merge)
	l.addEdge(from, then)
	l.addEdge(from, els)
	l.b.SetBlock(nil)
}

// enter makes b current if anything reaches it (sealing it first).
func (l *lowerer) enter(b *ir.Block) {
	l.seal(b)
	if len(l.preds[b]) == 0 {
		l.b.SetBlock(nil)
		return
	}
	l.b.SetBlock(b)
}

// reachable reports whether the current point can be reached.
func (l *lowerer) reachable() bool { return l.b.Block != nil }
