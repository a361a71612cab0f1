package lower

import (
	"fmt"
	"slices"

	"hlslc/frontend"
	"hlslc/ir"
)

// Resource values.
//
// Every resource the kernel can reach is a leaf with an id: a resource
// variable, or one element of an array of resources (arrays are expanded
// row-major, so the elements of one array have consecutive ids). An
// expression of resource type evaluates to the i32 id of the leaf it names:
// a global is a constant, arr[i] is arr's first id plus i, c ? a : b
// selects, and local resource variables and resource parameters are SSA
// variables holding an id, written where they are initialized, assigned or
// bound to an argument.
//
// Operations use one leaf's memory. Before an expression is lowered, the
// resource operands inside it (the object of a method, the buffer of an
// element access, a resource argument of an intrinsic) are resolved: an
// operand whose id folds to a constant names its leaf directly, which is
// what almost every shader does once calls are inlined. An operand whose id
// is only known at run time (an index that is not constant, a local that
// holds different resources on different paths) is resolved by testing the
// id against each leaf it may name and lowering the whole expression once
// per leaf: one branch runs per lane, uniform when the id is. An id that is
// none of them (an index past the array's end, which D3D leaves undefined)
// runs none: the expression's value is zero and its stores do not happen.

// resourceLeaves numbers the resources; arrays get consecutive ids for
// their elements, each a VarDecl of its own named "arr.i" (the IR and run
// spec name, and the kernel argument of that element).
func (l *lowerer) resourceLeaves(g *frontend.VarDecl) []*frontend.VarDecl {
	at, ok := g.Type.(*frontend.ArrayType)
	if !ok {
		l.leafID[g] = len(l.leaves)
		l.leaves = append(l.leaves, g)
		return []*frontend.VarDecl{g}
	}
	var dims []int
	var et frontend.Type = at
	for {
		a, ok := et.(*frontend.ArrayType)
		if !ok {
			break
		}
		if a.Len == 0 {
			// bindless: a descriptor table (heap.go)
			l.declareTable(g, a.Elem)
			return nil
		}
		dims = append(dims, a.Len)
		et = a.Elem
	}
	n := 1
	for _, d := range dims {
		n *= d
	}
	if n > 4096 {
		errorAt(g.Tok, nil, "array of resources '%s' has %d elements; hlslc passes one descriptor per element and takes at most 4096", g.Name, n)
	}
	l.arrayBase[g] = len(l.leaves)
	out := make([]*frontend.VarDecl, n)
	for k := 0; k < n; k++ {
		name := g.Name
		rest := k
		idx := make([]int, len(dims))
		for d := len(dims) - 1; d >= 0; d-- {
			idx[d] = rest % dims[d]
			rest /= dims[d]
		}
		for _, i := range idx {
			name += fmt.Sprintf(".%d", i)
		}
		e := &frontend.VarDecl{Name: name, Type: et, Storage: g.Storage, Tok: g.Tok, Const: true, Layout: g.Layout,
			Register: g.Register, GloballyCoherent: g.GloballyCoherent, Attrs: g.Attrs}
		l.leafID[e] = len(l.leaves)
		l.leaves = append(l.leaves, e)
		out[k] = e
	}
	return out
}

// isResourceType reports resource types (not arrays of them).
func isResourceType(t frontend.Type) bool {
	_, ok := t.(*frontend.ResourceType)
	return ok
}

// resourceVar returns the SSA variable holding the id of a local resource
// variable or resource parameter of the current function, creating it.
func (l *lowerer) resourceVar(d *frontend.VarDecl) varKey {
	if k, ok := l.frame.resVars[d]; ok {
		return k
	}
	k := l.newVarKey(ir.I32)
	l.frame.resVars[d] = k
	return k
}

// resourceValue evaluates a resource expression to its leaf id and the
// leaves it may name.
func (l *lowerer) resourceValue(e frontend.Expr) (*ir.Value, []int) {
	switch e := e.(type) {
	case *frontend.VarRef:
		if id, ok := l.leafID[e.Decl]; ok {
			return l.b.ConstInt(ir.I32, int64(id)), []int{id}
		}
		if k, ok := l.frame.resVars[e.Decl]; ok {
			if cands, known := l.frame.resCands[e.Decl]; known {
				return l.readVar(l.b.Block, k), cands
			}
			return l.readVar(l.b.Block, k), l.leavesOfType(e.Decl.Type)
		}
		if _, arr := e.Decl.Type.(*frontend.ArrayType); arr {
			errorExpr(e, "an array of resources can only be indexed")
		}
		errorExpr(e, "resource '%s' is not one the kernel can use", e.Decl.Name)
	case *frontend.MemberExpr:
		// a struct's resource field: the id the struct holds there, any
		// resource of the field's type
		if _, ok := e.X.Type().(*frontend.StructType); ok {
			var id *ir.Value
			if p, ok := l.placeOf(e); ok {
				id = l.loadPlace(p)[0]
			} else {
				id = l.rvalueSelect(e)[0]
			}
			return id, l.leavesOfType(e.Type())
		}
	case *frontend.IndexExpr:
		root, idx := indexChain(e)
		r, ok := root.(*frontend.VarRef)
		if ok {
			if g := l.frame.resArrays[r.Decl]; g != nil {
				// a parameter: the global array the call bound it to
				r = &frontend.VarRef{Name: g.Name, Decl: g}
			}
		}
		if _, isStruct := root.(*frontend.MemberExpr); isStruct || ok && (!isResourceArray(r.Decl.Type) || l.frame.locals[r.Decl] != nil) {
			// an element of a struct's array of resources: the id the
			// struct holds there, any resource of the element's type
			var id *ir.Value
			if p, ok := l.placeOf(e); ok {
				id = l.loadPlace(p)[0]
			} else {
				id = l.rvalueSelect(e)[0]
			}
			return id, l.leavesOfType(e.Type())
		}
		if !ok {
			errorExpr(e, "arrays of resources can only be indexed directly (a global array of resources)")
		}
		if a, sub := e.Type().(*frontend.ArrayType); sub {
			errorExpr(e, "a sub-array of resources (%s) can only be indexed further", a)
		}
		return l.globalResourceIndex(e, r.Decl, idx)
	case *frontend.CondExpr:
		c := l.condValue(e.Cond)
		a, ca := l.resourceValue(e.Then)
		b, cb := l.resourceValue(e.Else)
		seen := map[int]bool{}
		var cands []int
		for _, k := range append(ca, cb...) {
			if !seen[k] {
				seen[k] = true
				cands = append(cands, k)
			}
		}
		return l.fold(l.b.Select(c, a, b)), cands
	case *frontend.CastExpr:
		return l.resourceValue(e.X)
	case *frontend.HeapExpr:
		return l.heapValue(e)
	case *frontend.CallExpr:
		// a function returning a resource, inlined: the id its returns
		// left, naming one of the leaves they may
		vals, fr := l.callFrame(e)
		return vals[0], fr.retCands
	}
	errorExpr(e, "resource expression not supported by the lowering")
	return nil, nil
}

// indexChain splits arr[i][j]... into the indexed array expression and its
// indices, outermost first.
func indexChain(e *frontend.IndexExpr) (frontend.Expr, []frontend.Expr) {
	var idx []frontend.Expr
	var x frontend.Expr = e
	for {
		ix, ok := x.(*frontend.IndexExpr)
		if !ok {
			break
		}
		if _, isArr := ix.X.Type().(*frontend.ArrayType); !isArr {
			break
		}
		idx = append([]frontend.Expr{ix.Index}, idx...)
		x = ix.X
	}
	return x, idx
}

// globalResourceIndex is the id of the first resource of g[idx...] (an
// element, or the first element of a sub-array: the elements of a global
// array of resources are consecutive ids, row-major) and the leaves it may
// name.
func (l *lowerer) globalResourceIndex(e frontend.Expr, g *frontend.VarDecl, idx []frontend.Expr) (*ir.Value, []int) {
	if t := l.tableOfArray[g]; t != nil {
		// an unsized array's entry: the inner dimensions' elements are
		// consecutive entries
		if len(idx) > 1+len(t.inner) {
			errorExpr(e, "too many indices into '%s'", g.Name)
		}
		lin := l.indexValue(idx[0])
		for d, n := range t.inner {
			iv := l.b.ConstInt(ir.I32, 0)
			if d+1 < len(idx) {
				iv = l.indexValue(idx[d+1])
				if iv.Op == ir.OpConst && iv.Bits() >= uint64(n) {
					errorExpr(idx[d+1], "index %d is past the end of dimension %d of '%s' (%d elements)", iv.Bits(), d+2, g.Name, n)
				}
			}
			lin = l.fold(l.b.Bin(ir.OpAdd, l.fold(l.b.Bin(ir.OpMul, lin, l.b.ConstInt(ir.I32, int64(n)))), iv))
		}
		k := slices.Index(l.tables, t)
		return l.fold(l.b.Bin(ir.OpAdd, lin, l.b.ConstInt(ir.I32, l.tableBase(t)))), []int{tableCand(k)}
	}
	base, known := l.arrayBase[g]
	if !known {
		errorExpr(e, "arrays of resources can only be indexed directly (a global array of resources)")
	}
	var lin *ir.Value
	t := g.Type
	total := 1
	for _, ie := range idx {
		a := t.(*frontend.ArrayType)
		iv := l.indexValue(ie)
		if iv.Op == ir.OpConst && iv.Bits() >= uint64(a.Len) {
			errorExpr(ie, "index %d is past the end of the array of resources '%s' (%d elements)", iv.Bits(), g.Name, a.Len)
		}
		if lin == nil {
			lin = iv
		} else {
			lin = l.fold(l.b.Bin(ir.OpAdd, l.fold(l.b.Bin(ir.OpMul, lin, l.b.ConstInt(ir.I32, int64(a.Len)))), iv))
		}
		total *= a.Len
		t = a.Elem
	}
	// the rest of the dimensions (a sub-array): its elements follow
	rest := len(flatKinds(t))
	lin = l.fold(l.b.Bin(ir.OpMul, lin, l.b.ConstInt(ir.I32, int64(rest))))
	cands := make([]int, total*rest)
	for k := range cands {
		cands[k] = base + k
	}
	return l.fold(l.b.Bin(ir.OpAdd, lin, l.b.ConstInt(ir.I32, int64(base)))), cands
}

// leavesOfType lists the leaves whose type is t: the resources a local
// variable or parameter of type t may hold.
func (l *lowerer) leavesOfType(t frontend.Type) []int {
	var out []int
	for id, d := range l.leaves {
		if frontend.Identical(d.Type, t) {
			out = append(out, id)
		}
	}
	for k, tab := range l.tables {
		if l.tableMayHold(tab, t) {
			out = append(out, tableCand(k))
		}
	}
	return out
}

// unresolvedResource finds a resource operand of e that is not resolved
// yet: the object of a method, the buffer of an element or member access,
// a resource argument of an intrinsic. Resource arguments of user functions
// and the sides of resource assignments are values, not operands.
func (l *lowerer) unresolvedResource(e frontend.Expr) frontend.Expr {
	if !l.hasResourceOperand(e) {
		return nil
	}
	var found frontend.Expr
	frontend.InspectExpr(e, func(n any) bool {
		if found != nil {
			return false
		}
		if x, ok := n.(frontend.Expr); ok && l.pre[x] != nil {
			return false // lowered already (rounds.go)
		}
		switch c := n.(type) {
		case *frontend.CondExpr:
			if c.ShortCircuit {
				// the arms run on the lanes that choose them, each
				// resolving its own operands (rounds.go)
				if o := l.unresolvedResource(c.Cond); o != nil {
					found = o
				}
				return false
			}
		case *frontend.BinaryExpr:
			if c.ShortCircuit {
				if o := l.unresolvedResource(c.L); o != nil {
					found = o
				}
				return false
			}
		}
		ops, prune := resourceOperands(n)
		if prune {
			return false
		}
		for _, o := range ops {
			if _, ok := l.resolved[o]; !ok {
				found = o
				return false
			}
		}
		return true
	})
	return found
}

// resourceOperands returns the resource operands of the expression node n
// itself; prune is set when nothing below n is an operand (the sides of a
// resource assignment are values).
func resourceOperands(n any) (ops []frontend.Expr, prune bool) {
	switch n := n.(type) {
	case *frontend.AssignExpr:
		if isResourceType(n.L.Type()) {
			return nil, true
		}
	case *frontend.IndexExpr:
		if isResourceType(n.X.Type()) {
			ops = append(ops, n.X)
		}
	case *frontend.MemberExpr:
		if isResourceType(n.X.Type()) {
			ops = append(ops, n.X)
		}
	case *frontend.CastExpr:
		// ConstantBuffer<T> used as a T
		if isResourceType(n.X.Type()) {
			ops = append(ops, n.X)
		}
	case *frontend.IntrinsicCall:
		if n.Object != nil {
			ops = append(ops, n.Object)
		}
		for _, a := range n.Args {
			if isResourceType(a.Type()) {
				ops = append(ops, a)
			}
		}
	}
	return ops, false
}

// hasResourceOperand reports whether e's tree has any resource operand,
// resolved or not. lower.expr asks unresolvedResource at every node, so
// without this memo a chain of n operators would be walked n times (a sum
// of 20000 terms took 12 s).
func (l *lowerer) hasResourceOperand(e frontend.Expr) bool {
	if has, ok := l.hasResOps[e]; ok {
		return has
	}
	ops, prune := resourceOperands(e)
	has := !prune && len(ops) > 0
	if !prune {
		for _, c := range frontend.ExprChildren(e) {
			has = l.hasResourceOperand(c) || has
		}
	}
	l.hasResOps[e] = has
	return has
}

// resolveResources lowers e with its resource operands resolved (see the
// comment at the top); ok is false when e has none left to resolve.
func (l *lowerer) resolveResources(e frontend.Expr) (out []*ir.Value, ok bool) {
	op := l.unresolvedResource(e)
	if op == nil {
		return nil, false
	}
	if args := l.convergentArgs(e); len(args) > 0 {
		// a wave operation (or a call running one) on a value read
		// through the operand: the arguments resolve it on their own,
		// the operation runs once with every lane (rounds.go)
		forget := l.preLower(args)
		defer forget()
		if !l.reachable() {
			return nil, true
		}
		return l.expr(e), true
	}
	if r, ok := op.(*frontend.VarRef); ok {
		if _, leaf := l.leafID[r.Decl]; leaf {
			// a global resource named directly: nothing to compute
			l.resolved[op] = r.Decl
			defer delete(l.resolved, op)
			return l.expr(e), true
		}
	}
	id, cands := l.resourceValue(op)
	if !l.reachable() {
		return nil, true
	}
	entry := func(t *descTable) []*ir.Value {
		return l.lowerTableEntry(t, e, op, l.fold(l.b.Bin(ir.OpSub, id, l.b.ConstInt(ir.I32, l.tableBase(t)))))
	}
	if id.Op == ir.OpConst {
		for _, c := range cands {
			if t, ok := l.tableOf(c); ok && l.tableHolds(t, int64(uint32(id.Bits()))) {
				return entry(t), true
			}
		}
	}
	if len(cands) == 1 {
		if t, ok := l.tableOf(cands[0]); ok {
			// only one table's entries: an id below its base (a variable
			// never bound) wraps to an index past any table, undefined as
			// an index past the end of an array, a null descriptor for a
			// heap
			return entry(t), true
		}
	}
	if id.Op == ir.OpConst {
		k := int(int32(uint32(id.Bits())))
		if k < 0 || k >= len(l.leaves) {
			errorExpr(op, "resource index outside the array")
		}
		l.resolved[op] = l.leaves[k]
		defer delete(l.resolved, op)
		return l.expr(e), true
	}
	// test the id against each leaf it may name: if (id == c0) {...}
	// else if (id == c1) {...} ... else { nothing }
	kinds := flatKinds(e.Type())
	vars := make([]varKey, len(kinds))
	for i, k := range kinds {
		vars[i] = l.newVarKey(l.irType(k))
		l.writeVar(l.b.Block, vars[i], l.zeroOf(l.irType(k)))
	}
	var chain func(i int)
	chain = func(i int) {
		if i == len(cands) || !l.reachable() {
			return
		}
		then, els, merge := l.newBlock("res.case"), l.newBlock("res.next"), l.newBlock("res.end")
		if t, ok := l.tableOf(cands[i]); ok {
			l.ifBr(l.tableInRange(t, id), then, els, merge)
		} else {
			l.ifBr(l.fold(l.b.ICmp(ir.PredEq, id, l.b.ConstInt(ir.I32, int64(cands[i])))), then, els, merge)
		}
		l.enter(then)
		if l.reachable() {
			var vals []*ir.Value
			if t, ok := l.tableOf(cands[i]); ok {
				vals = entry(t)
			} else {
				l.resolved[op] = l.leaves[cands[i]]
				vals = l.expr(e)
				delete(l.resolved, op)
			}
			if l.reachable() {
				for j, v := range vals {
					if j < len(vars) {
						l.writeVar(l.b.Block, vars[j], v)
					}
				}
				l.br(merge)
			}
		}
		l.enter(els)
		if l.reachable() {
			chain(i + 1)
			if l.reachable() {
				l.br(merge)
			}
		}
		l.enter(merge)
	}
	forget := l.preLower(l.convergentParts(e, op))
	defer forget()
	if l.reachable() {
		chain(0)
	}
	out = make([]*ir.Value, len(vars))
	if l.reachable() {
		for i, v := range vars {
			out[i] = l.readVar(l.b.Block, v)
		}
	}
	return out, true
}

// bindResource writes the id of the resource value e to the variable of
// the local resource variable or parameter d.
func (l *lowerer) bindResource(d *frontend.VarDecl, e frontend.Expr) {
	id, _ := l.resourceValue(e) // first: a call's flag is set as it is inlined
	if l.nonUniformOperand(e) {
		l.nonUniformVars[d] = true
	}
	if l.reachable() {
		l.writeVar(l.b.Block, l.resourceVar(d), id)
	}
}
