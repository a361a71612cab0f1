package lower

import (
	"cmp"
	"fmt"
	"slices"

	"hlslc/frontend"
	"hlslc/ir"
)

// construct is an enclosing loop construct: a real loop, a switch (a loop
// that runs once) or the wrapper of an inlined body with early returns.
type construct struct {
	kind         int
	header       *ir.Block
	merge, cont  *ir.Block
	frame        *frame
	contFlag     varKey // set by a continue that crosses this construct
	retFlag      varKey // set by a return that crosses this construct
	usedContFlag bool
	usedRetFlag  bool
}

const (
	conLoop = iota
	conSwitch
	conFunc
)

const maxUnroll = 1024

func (l *lowerer) newVarKey(t ir.Type) varKey {
	k := varKey{l.nextVar, 0}
	l.nextVar++
	l.vtype[k] = t
	return k
}

// pushConstruct starts a construct; its flags start false.
func (l *lowerer) pushConstruct(kind int, header, merge, cont *ir.Block) *construct {
	c := &construct{kind: kind, header: header, merge: merge, cont: cont, frame: l.frame,
		contFlag: l.newVarKey(ir.I1), retFlag: l.newVarKey(ir.I1)}
	l.cons = append(l.cons, c)
	return c
}

func (l *lowerer) popConstruct() { l.cons = l.cons[:len(l.cons)-1] }

// startLoop emits the header of a loop construct and enters its body.
func (l *lowerer) startLoop(kind int, stem string) *construct {
	header, body, merge, cont := l.newBlock(stem), l.newBlock(stem+".body"), l.newBlock(stem+".end"), l.newBlock(stem+".cont")
	c := l.pushConstruct(kind, header, merge, cont)
	l.writeVar(l.b.Block, c.contFlag, l.b.ConstBool(false))
	l.writeVar(l.b.Block, c.retFlag, l.b.ConstBool(false))
	l.br(header)
	l.b.SetBlock(header)
	l.b.Loop(body, merge, cont)
	l.addEdge(header, body)
	l.seal(body)
	l.b.SetBlock(body)
	return c
}

// endConstruct seals the construct's merge block, enters it and re-issues
// the continues and returns that crossed the construct.
func (l *lowerer) endConstruct(c *construct) {
	l.popConstruct()
	l.seal(c.header)
	l.enter(c.merge)
	if !l.reachable() {
		return
	}
	for _, kind := range []int{jumpContinue, frontendReturn} {
		used, flag := c.usedContFlag, c.contFlag
		if kind == frontendReturn {
			used, flag = c.usedRetFlag, c.retFlag
		}
		if !used || !l.reachable() {
			continue
		}
		f := l.readVar(l.b.Block, flag)
		then, next := l.newBlock("jump"), l.newBlock("after")
		l.ifBr(f, then, next, next)
		l.enter(then)
		l.jump(kind, nil)
		l.enter(next)
	}
}

// Jump kinds.
const (
	jumpBreak      = int(frontend.Break)
	jumpContinue   = int(frontend.Continue)
	frontendReturn = 100
)

// jump lowers break (frontend.Break), continue (frontend.Continue) or a
// return (frontendReturn) of the current inlined function; the return value
// is already stored.
func (l *lowerer) jump(kind int, at frontend.Stmt) {
	if !l.reachable() {
		return
	}
	if kind == frontendReturn && l.frame.wrap == nil {
		if l.frame.kernel {
			l.b.Ret()
			l.b.SetBlock(nil)
			return
		}
		// a return at the end of an inlined body (needsWrap saw to that):
		// control simply continues after the call
		return
	}
	// find the target construct
	ti := -1
	for i := len(l.cons) - 1; i >= 0; i-- {
		c := l.cons[i]
		if c.frame != l.frame {
			break
		}
		if kind == jumpBreak && (c.kind == conLoop || c.kind == conSwitch) ||
			kind == jumpContinue && c.kind == conLoop ||
			kind == frontendReturn && c.kind == conFunc {
			ti = i
			break
		}
	}
	if ti < 0 {
		if at != nil {
			errorAt(at.First(), nil, "break or continue outside a loop or switch")
		}
		panic("lower: jump without a target")
	}
	top := l.cons[len(l.cons)-1]
	if ti == len(l.cons)-1 {
		switch kind {
		case jumpContinue:
			l.br(top.cont)
		default:
			l.br(top.merge)
		}
		return
	}
	if kind == jumpContinue {
		top.usedContFlag = true
		l.writeVar(l.b.Block, top.contFlag, l.b.ConstBool(true))
	} else {
		top.usedRetFlag = true
		l.writeVar(l.b.Block, top.retFlag, l.b.ConstBool(true))
	}
	l.br(top.merge)
}

// ---- statements ----

func (l *lowerer) block(b *frontend.BlockStmt) {
	for _, s := range b.Stmts {
		if !l.reachable() {
			return
		}
		l.stmt(s)
	}
}

func (l *lowerer) stmt(s frontend.Stmt) {
	if !l.reachable() {
		return
	}
	defer l.at(s.First())()
	switch s := s.(type) {
	case *frontend.BlockStmt:
		l.block(s)
	case *frontend.DeclStmt:
		for _, v := range s.Vars {
			l.declare(v)
		}
	case *frontend.ExprStmt:
		l.expr(s.X)
	case *frontend.EmptyStmt:
	case *frontend.IfStmt:
		l.ifStmt(s)
	case *frontend.LoopStmt:
		l.loop(s)
	case *frontend.SwitchStmt:
		l.switchStmt(s)
	case *frontend.BranchStmt:
		switch s.Kind {
		case frontend.Break, frontend.Continue:
			l.jump(int(s.Kind), s)
		default:
			errorAt(s.First(), nil, "'discard' is not allowed in a compute shader")
		}
	case *frontend.ReturnStmt:
		if fr := l.frame; s.X != nil && fr.retRes != nil {
			// a resource: its id, and the leaves it may name
			id, cands := l.resourceValue(s.X)
			if l.reachable() {
				l.writeVar(l.b.Block, *fr.retRes, id)
			}
			for _, c := range cands {
				if !slices.Contains(fr.retCands, c) {
					fr.retCands = append(fr.retCands, c)
				}
			}
			fr.retNonUniform = fr.retNonUniform || l.nonUniformOperand(s.X)
		} else if s.X != nil && l.frame.ret != nil {
			vals := l.expr(s.X)
			if holdsResources(s.X.Type()) {
				// a struct holding resources: the flag of the
				// NonUniformResourceIndex elements it holds
				fr.retNonUniform = fr.retNonUniform || l.nonUniformOperand(s.X)
			}
			l.storePlace(l.localPlace(l.frame.ret), vals, s.X)
		} else if s.X != nil {
			l.expr(s.X)
		}
		l.jump(frontendReturn, s)
	default:
		errorAt(s.First(), nil, "statement not supported by the lowering")
	}
}

// declare creates a local variable instance and runs its initializer.
func (l *lowerer) declare(v *frontend.VarDecl) {
	if isResourceType(v.Type) {
		// a local resource variable holds a resource id (resources.go)
		k := l.resourceVar(v)
		if v.Init != nil {
			l.bindResource(v, v.Init)
		} else {
			l.writeVar(l.b.Block, k, l.b.ConstInt(ir.I32, -1)) // names no resource
		}
		return
	}
	if !isNumericOrAggregate(v.Type) {
		errorAt(v.Tok, nil, "variable '%s' of type %s cannot be lowered", v.Name, v.Type)
	}
	if v.Storage == frontend.StorageStatic {
		// a static local keeps its value across calls: one instance,
		// created at the kernel's start (statics.go)
		l.staticDeclare(v)
		return
	}
	var init []*ir.Value
	if v.Init != nil {
		init = l.expr(v.Init)
		if holdsResources(v.Type) && l.nonUniformOperand(v.Init) {
			l.nonUniformVars[v] = true
		}
	}
	loc := l.newLocal(v)
	l.frame.locals[v] = loc
	if init != nil {
		l.storePlace(l.localPlace(loc), init, v.Init)
	} else {
		l.zeroInit(loc)
	}
}

// newLocal allocates a variable instance (private memory for arrays, and
// structs holding arrays, that are indexed dynamically).
func (l *lowerer) newLocal(v *frontend.VarDecl) *local {
	loc := &local{decl: v, t: v.Type, id: l.nextVar, kinds: flatKinds(v.Type)}
	l.nextVar++
	if l.memArrays[v] && hasArray(v.Type) {
		lay := layoutOf(v.Type, ruleStructured)
		l.nprivs++
		loc.mem = l.f.AddPrivate(privName(v.Name, l.nprivs), memLayout(v.Type, lay))
		loc.mem.Pos = tokPos(v.Tok)
		if v.Precise {
			if l.preciseMems == nil {
				l.preciseMems = map[*ir.Memory]bool{}
			}
			l.preciseMems[loc.mem] = true
		}
		return loc
	}
	if v.Precise {
		if l.preciseVars == nil {
			l.preciseVars = map[int]bool{}
		}
		l.preciseVars[loc.id] = true
	}
	for i, k := range loc.kinds {
		l.vtype[varKey{loc.id, i}] = l.irType(k)
	}
	if l.varNames == nil {
		l.varNames = map[int][]string{}
	}
	l.varNames[loc.id] = componentNames(v.Name, v.Type)
	return loc
}

// componentNames names the flattened components of a variable of type t:
// "v" for a scalar, "v.x" … "v.w" for a vector, "v[i]" otherwise.
func componentNames(name string, t frontend.Type) []string {
	n := len(flatKinds(t))
	out := make([]string, n)
	vec, isVec := t.(*frontend.VectorType)
	for i := range out {
		switch {
		case n == 1:
			out[i] = name
		case isVec && vec.N <= 4:
			out[i] = name + "." + "xyzw"[i:i+1]
		default:
			out[i] = fmt.Sprintf("%s[%d]", name, i)
		}
	}
	return out
}

func (l *lowerer) zeroInit(loc *local) {
	if loc.mem != nil {
		return // private memory starts zeroed
	}
	res := resourceComps(loc.t)
	for i, k := range loc.kinds {
		if res[i] {
			// a struct's resource field starts naming no resource, as an
			// uninitialized resource local does
			l.writeVar(l.b.Block, varKey{loc.id, i}, l.b.ConstInt(ir.I32, -1))
			continue
		}
		l.writeVar(l.b.Block, varKey{loc.id, i}, l.zeroOf(l.irType(k)))
	}
}

func (l *lowerer) ifStmt(s *frontend.IfStmt) {
	c := l.condValue(s.Cond)
	if c.Op == ir.OpConst {
		if c.Bits() != 0 {
			l.stmt(s.Then)
		} else if s.Else != nil {
			l.stmt(s.Else)
		}
		return
	}
	then, merge := l.newBlock("then"), l.newBlock("endif")
	els := merge
	if s.Else != nil {
		els = l.newBlock("else")
	}
	l.ifBr(c, then, els, merge)
	l.enter(then)
	l.stmt(s.Then)
	if l.reachable() {
		l.br(merge)
	}
	if s.Else != nil {
		l.enter(els)
		l.stmt(s.Else)
		if l.reachable() {
			l.br(merge)
		}
	}
	l.enter(merge)
}

// condValue evaluates a condition to i1.
func (l *lowerer) condValue(e frontend.Expr) *ir.Value {
	vals := l.expr(e)
	k, _ := frontend.ElemKind(e.Type())
	return l.convert(vals[0], k, frontend.Bool)
}

func (l *lowerer) loop(s *frontend.LoopStmt) {
	if s.Init != nil {
		l.stmt(s.Init)
	}
	if !l.reachable() {
		return
	}
	l.flagLoopCarried(s)
	if s.Unroll >= 0 && s.Kind != frontend.LoopDo && l.tryUnroll(s) {
		return
	}
	c := l.startLoop(conLoop, "loop")
	c.header.Terminator().Aux = loopHint(s.Unroll)
	if s.Kind != frontend.LoopDo && s.Cond != nil {
		cv := l.condValue(s.Cond)
		if cv.Op != ir.OpConst || cv.Bits() == 0 {
			next := l.newBlock("loop.do")
			l.condBr(cv, next, c.merge)
			l.enter(next)
		}
	}
	l.stmt(s.Body)
	if l.reachable() {
		l.br(c.cont)
	}
	l.enter(c.cont)
	if l.reachable() {
		if s.Post != nil {
			l.expr(s.Post)
		}
		if s.Kind == frontend.LoopDo && s.Cond != nil {
			cv := l.condValue(s.Cond)
			if cv.Op == ir.OpConst && cv.Bits() != 0 {
				l.br(c.header)
			} else {
				l.condBr(cv, c.header, c.merge)
			}
		} else {
			l.br(c.header)
		}
	}
	l.endConstruct(c)
}

// loopHint is the IR loop hint of the frontend's Unroll field.
func loopHint(unroll int) int64 {
	switch {
	case unroll == 0:
		return ir.LoopUnroll
	case unroll > 0:
		return int64(unroll)
	case unroll == -2:
		return ir.LoopDontUnroll
	}
	return ir.LoopNoHint
}

// tryUnroll unrolls a loop whose condition folds to a constant on every
// iteration; it reports false (having emitted nothing) when it cannot.
func (l *lowerer) tryUnroll(s *frontend.LoopStmt) bool {
	if s.Cond == nil || hasJump(s.Body) || hasSideEffects(s.Cond) {
		return false
	}
	for iter := 0; ; iter++ {
		blk := l.b.Block
		mark := l.f.NumValues()
		cv := l.condValue(s.Cond)
		if cv.Op != ir.OpConst || iter >= maxUnroll {
			// drop the condition's instructions; the rest runs as a loop
			kept := blk.Instrs[:0]
			for _, v := range blk.Instrs {
				if v.ID < mark && v.Op != ir.OpPhi || v.Op == ir.OpPhi {
					kept = append(kept, v)
				}
			}
			blk.Instrs = kept
			if iter == 0 {
				return false
			}
			rest := *s
			rest.Init = nil
			rest.Unroll = -1
			l.loop(&rest)
			return true
		}
		if cv.Bits() == 0 {
			return true
		}
		l.stmt(s.Body)
		if s.Post != nil {
			l.expr(s.Post)
		}
		if !l.reachable() {
			return true
		}
	}
}

// hasJump reports break, continue or return anywhere under s.
func hasJump(s frontend.Stmt) bool {
	found := false
	frontend.Inspect(s, func(n any) bool {
		switch n.(type) {
		case *frontend.BranchStmt, *frontend.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

// hasSideEffects reports assignments, calls and atomics in e.
func hasSideEffects(e frontend.Expr) bool {
	found := false
	frontend.InspectExpr(e, func(n any) bool {
		switch n := n.(type) {
		case *frontend.AssignExpr, *frontend.CallExpr:
			found = true
		case *frontend.UnaryExpr:
			if n.Op >= frontend.OpPreInc {
				found = true
			}
		case *frontend.IntrinsicCall:
			found = true
		}
		return !found
	})
	return found
}

// switchLinear is the most cases (or case values) a switch tests one after
// the other; larger sets are split in halves, as a binary search tree of
// branches (LLVM lowers large switches to jump trees likewise), so that
// a switch of n cases runs O(log n) tests and the code stays O(n).
const switchLinear = 8

// switchStmt lowers a switch as a loop construct that runs once: the case
// index is computed up front (a binary search over the case values), then
// each case runs when it was selected or the previous case fell through
// (a binary search over the case indices skips the others). A break that
// ends a case's statements ends the fall-through instead of leaving the
// construct: the later cases then do not run, without an early exit.
func (l *lowerer) switchStmt(s *frontend.SwitchStmt) {
	sel := l.expr(s.Cond)[0]
	selKind, _ := frontend.ElemKind(s.Cond.Type())
	// the labels compare with every bit of the selector: 64-bit selectors
	// stay 64 bits (the labels are converted to the selector's type)
	cmpKind, cmpType := frontend.Int, ir.I32
	if selKind == frontend.Int64 || selKind == frontend.Uint64 {
		cmpKind, cmpType = selKind, ir.I64
	}
	sel = l.convert(sel, selKind, cmpKind)
	n := len(s.Cases)
	def := int64(n)
	var labels []switchLabel
	for i, cs := range s.Cases {
		if cs.Default {
			def = int64(i)
		}
		for _, v := range cs.Values {
			u := uint64(v)
			if cmpType == ir.I32 {
				u = uint64(uint32(v))
			}
			labels = append(labels, switchLabel{u, i})
		}
	}
	slices.SortFunc(labels, func(a, b switchLabel) int { return cmp.Compare(a.value, b.value) })
	idxKey := l.newVarKey(ir.I32)
	l.switchIndex(sel, cmpType, labels, def, idxKey)
	idx := l.readVar(l.b.Block, idxKey)
	c := l.startLoop(conSwitch, "switch")
	ft := l.newVarKey(ir.I1)
	l.writeVar(l.b.Block, ft, l.b.ConstBool(false))
	l.switchCases(s.Cases, 0, n, idx, ft)
	if l.reachable() {
		l.br(c.merge)
	}
	l.enter(c.cont) // never reached: nothing continues a switch
	l.endConstruct(c)
}

// switchLabel is a case value (its bits as the comparison sees them) and
// its case's index.
type switchLabel struct {
	value uint64
	index int
}

// switchIndex writes to key the index of the case whose label equals sel,
// def when none does: a chain of selects for a few labels, else a branch on
// the middle label (unsigned order) to each half's.
func (l *lowerer) switchIndex(sel *ir.Value, t ir.Type, labels []switchLabel, def int64, key varKey) {
	if !l.reachable() {
		return
	}
	if len(labels) <= switchLinear {
		idx := l.b.ConstInt(ir.I32, def)
		for k := len(labels) - 1; k >= 0; k-- {
			eq := l.fold(l.b.ICmp(ir.PredEq, sel, l.b.ConstInt(t, int64(labels[k].value))))
			idx = l.fold(l.b.Select(eq, l.b.ConstInt(ir.I32, int64(labels[k].index)), idx))
		}
		l.writeVar(l.b.Block, key, idx)
		return
	}
	mid := len(labels) / 2
	below := l.fold(l.b.ICmp(ir.PredULt, sel, l.b.ConstInt(t, int64(labels[mid].value))))
	lo, hi, merge := l.newBlock("switch.lo"), l.newBlock("switch.hi"), l.newBlock("switch.index")
	l.ifBr(below, lo, hi, merge)
	for _, half := range []struct {
		b      *ir.Block
		labels []switchLabel
	}{{lo, labels[:mid]}, {hi, labels[mid:]}} {
		l.enter(half.b)
		l.switchIndex(sel, t, half.labels, def, key)
		if l.reachable() {
			l.br(merge)
		}
	}
	l.enter(merge)
}

// switchCases lowers cases lo..hi-1, which run when idx selects them or
// the fall-through flag ft is set: in turn for a few cases, else the first
// half's when idx is below the middle case or ft is set, then the second
// half's when idx is not below it or ft is set (by the first half's last
// case falling through).
func (l *lowerer) switchCases(cases []*frontend.SwitchCase, lo, hi int, idx *ir.Value, ft varKey) {
	if hi-lo <= switchLinear {
		for i := lo; i < hi && l.reachable(); i++ {
			l.switchCase(cases[i], i, idx, ft)
		}
		return
	}
	mid := (lo + hi) / 2
	for _, half := range [][2]int{{lo, mid}, {mid, hi}} {
		if !l.reachable() {
			return
		}
		pred := ir.PredULt
		if half[0] == mid {
			pred = ir.PredUGe
		}
		in := l.fold(l.b.ICmp(pred, idx, l.b.ConstInt(ir.I32, int64(mid))))
		run := l.fold(l.b.Bin(ir.OpOr, in, l.readVar(l.b.Block, ft)))
		l.guarded(run, ft, func() { l.switchCases(cases, half[0], half[1], idx, ft) })
	}
}

// switchCase lowers case i, which runs when idx is i or ft is set, and
// sets ft for the next case unless it ends in a break.
func (l *lowerer) switchCase(cs *frontend.SwitchCase, i int, idx *ir.Value, ft varKey) {
	hit := l.fold(l.b.ICmp(ir.PredEq, idx, l.b.ConstInt(ir.I32, int64(i))))
	run := l.fold(l.b.Bin(ir.OpOr, hit, l.readVar(l.b.Block, ft)))
	body := cs.Body
	endsInBreak := false
	if k := len(body) - 1; k >= 0 {
		if br, ok := body[k].(*frontend.BranchStmt); ok && br.Kind == frontend.Break {
			body, endsInBreak = body[:k], true
		}
	}
	l.guarded(run, ft, func() {
		for _, st := range body {
			if !l.reachable() {
				break
			}
			l.stmt(st)
		}
		if l.reachable() {
			l.writeVar(l.b.Block, ft, l.b.ConstBool(!endsInBreak))
		}
	})
}

// guarded lowers fn under the condition run (nothing when run is constant
// false, without a branch when it is constant true).
func (l *lowerer) guarded(run *ir.Value, ft varKey, fn func()) {
	if run.Op == ir.OpConst && run.Bits() == 0 {
		return
	}
	if run.Op == ir.OpConst {
		fn()
		return
	}
	then, next := l.newBlock("case"), l.newBlock("case.next")
	l.ifBr(run, then, next, next)
	l.enter(then)
	fn()
	if l.reachable() {
		l.br(next)
	}
	l.enter(next)
	if l.reachable() {
		// lanes that skipped the case had ft false
		l.writeVar(l.b.Block, ft, l.readVar(l.b.Block, ft))
	}
}

// hasArray reports whether t is an array or a struct with an array inside.
func hasArray(t frontend.Type) bool {
	switch t := t.(type) {
	case *frontend.ArrayType:
		return true
	case *frontend.StructType:
		for _, f := range t.Fields {
			if hasArray(f.Type) {
				return true
			}
		}
	}
	return false
}
