package lower

import (
	"slices"

	"hlslc/frontend"
)

// Candidates of resource variables.
//
// A local resource variable or resource parameter holds the id of one leaf
// at a time (resources.go); an operation through it is lowered once per
// leaf it may hold. Those candidates are the leaves its bindings can give
// it: a parameter's are its argument's, known when the call is inlined, and
// a local's none; to those each adds the union over its initializer and
// every assignment to it in the function (flow-insensitive, so a read that a
// loop's back edge reaches from a later assignment is covered). A variable
// bound from another takes that one's candidates (to a fixed point); one
// passed to an out or inout resource parameter, or bound from an expression
// this analysis does not follow, may hold any resource of its type. Narrowing them keeps
// a local bound only from ResourceDescriptorHeap from dispatching on the
// bound buffers of its type too (and from naming their hidden counters).

// localResourceCands computes fr.resCands for the local resource variables
// of body, and widens those of fr's parameters (their arguments') by what
// body assigns them.
func (l *lowerer) localResourceCands(fr *frame, body frontend.Stmt) {
	if body == nil {
		return
	}
	sources := map[*frontend.VarDecl][]frontend.Expr{}
	anyOfType := map[*frontend.VarDecl]bool{}
	initial := map[*frontend.VarDecl][]int{}
	var locals []*frontend.VarDecl
	local := func(d *frontend.VarDecl) {
		if _, seen := sources[d]; !seen {
			sources[d] = nil
			locals = append(locals, d)
			if d.Storage == frontend.StorageParam {
				initial[d] = fr.resCands[d]
			}
		}
	}
	frontend.Inspect(body, func(n any) bool {
		switch n := n.(type) {
		case *frontend.DeclStmt:
			for _, v := range n.Vars {
				if isResourceType(v.Type) {
					local(v)
					if v.Init != nil {
						sources[v] = append(sources[v], v.Init)
					}
				}
			}
		case *frontend.AssignExpr:
			if r, ok := n.L.(*frontend.VarRef); ok && isResourceType(r.Decl.Type) && resourceVariable(fr, r.Decl) {
				local(r.Decl)
				sources[r.Decl] = append(sources[r.Decl], n.R)
			}
		case *frontend.CallExpr:
			for i, a := range n.Args {
				if r, ok := a.(*frontend.VarRef); ok && i < len(n.Func.Params) && n.Func.Params[i].Dir != frontend.DirIn &&
					isResourceType(r.Decl.Type) && resourceVariable(fr, r.Decl) {
					local(r.Decl)
					anyOfType[r.Decl] = true
				}
			}
		}
		return true
	})
	if len(locals) == 0 {
		return
	}
	if fr.resCands == nil {
		fr.resCands = map[*frontend.VarDecl][]int{}
	}
	for _, d := range locals {
		fr.resCands[d] = initial[d]
	}
	for changed := true; changed; {
		changed = false
		for _, d := range locals {
			if anyOfType[d] {
				fr.resCands[d] = l.leavesOfType(d.Type)
				continue
			}
			cur := fr.resCands[d]
			for _, e := range sources[d] {
				cands, ok := l.candidatesOf(fr, e)
				if !ok {
					anyOfType[d] = true
					cur = l.leavesOfType(d.Type)
					break
				}
				cur = unionCands(cur, cands)
			}
			if len(cur) != len(fr.resCands[d]) {
				fr.resCands[d] = cur
				changed = true
			}
		}
	}
}

// resourceVariable reports whether d is a variable of fr's function that
// holds which resource it names and can be given another: a local, or one
// of the function's parameters.
func resourceVariable(fr *frame, d *frontend.VarDecl) bool {
	return d.Storage == frontend.StorageLocal || d.Storage == frontend.StorageParam && fr.fn != nil && slices.Contains(fr.fn.Params, d)
}

// candidatesOf lists the leaves a resource expression may name without
// lowering it: the analysis of resourceValue. ok is false for an
// expression it does not follow.
func (l *lowerer) candidatesOf(fr *frame, e frontend.Expr) ([]int, bool) {
	switch e := e.(type) {
	case *frontend.VarRef:
		if id, ok := l.leafID[e.Decl]; ok {
			return []int{id}, true
		}
		if c, ok := fr.resCands[e.Decl]; ok {
			return c, true
		}
	case *frontend.IndexExpr:
		root, idx := indexChain(e)
		r, ok := root.(*frontend.VarRef)
		if !ok || len(idx) == 0 {
			return nil, false
		}
		g := r.Decl
		if b := fr.resArrays[g]; b != nil {
			g = b
		}
		if t := l.tableOfArray[g]; t != nil {
			return []int{tableCand(slices.Index(l.tables, t))}, true
		}
		if _, isArr := e.Type().(*frontend.ArrayType); isArr {
			return nil, false
		}
		base, known := l.arrayBase[g]
		if !known || fr.locals[g] != nil {
			return nil, false
		}
		n := 1
		for a, ok := g.Type.(*frontend.ArrayType); ok; a, ok = a.Elem.(*frontend.ArrayType) {
			n *= a.Len
		}
		out := make([]int, n)
		for k := range out {
			out[k] = base + k
		}
		return out, true
	case *frontend.CondExpr:
		a, ok1 := l.candidatesOf(fr, e.Then)
		b, ok2 := l.candidatesOf(fr, e.Else)
		return unionCands(a, b), ok1 && ok2
	case *frontend.CastExpr:
		return l.candidatesOf(fr, e.X)
	case *frontend.HeapExpr:
		t := l.heapTables[b2i(e.Sampler)]
		return []int{tableCand(slices.Index(l.tables, t))}, true
	}
	return nil, false
}

// unionCands adds the candidates of b missing from a, keeping a's order.
func unionCands(a, b []int) []int {
	out := append([]int(nil), a...)
	for _, k := range b {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
