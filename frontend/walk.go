package frontend

// Inspect calls f on every statement and expression under s in depth-first
// order (a node before its children). f returning false skips the children.
func Inspect(s Stmt, f func(n any) bool) {
	inspectStmt(s, f)
}

// InspectExpr is Inspect for an expression tree.
func InspectExpr(e Expr, f func(n any) bool) {
	inspectExpr(e, f)
}

// ExprChildren returns the operands InspectExpr visits right below e, in
// its order.
func ExprChildren(e Expr) []Expr {
	var kids []Expr
	inspectExpr(e, func(n any) bool {
		if n == any(e) {
			return true
		}
		kids = append(kids, n.(Expr))
		return false
	})
	return kids
}

func inspectStmt(s Stmt, f func(n any) bool) {
	if s == nil || !f(s) {
		return
	}
	switch s := s.(type) {
	case *BlockStmt:
		for _, st := range s.Stmts {
			inspectStmt(st, f)
		}
	case *DeclStmt:
		for _, v := range s.Vars {
			if v.Init != nil {
				inspectExpr(v.Init, f)
			}
		}
	case *ExprStmt:
		inspectExpr(s.X, f)
	case *IfStmt:
		inspectExpr(s.Cond, f)
		inspectStmt(s.Then, f)
		if s.Else != nil {
			inspectStmt(s.Else, f)
		}
	case *LoopStmt:
		if s.Init != nil {
			inspectStmt(s.Init, f)
		}
		if s.Cond != nil {
			inspectExpr(s.Cond, f)
		}
		if s.Post != nil {
			inspectExpr(s.Post, f)
		}
		inspectStmt(s.Body, f)
	case *SwitchStmt:
		inspectExpr(s.Cond, f)
		for _, c := range s.Cases {
			for _, st := range c.Body {
				inspectStmt(st, f)
			}
		}
	case *ReturnStmt:
		if s.X != nil {
			inspectExpr(s.X, f)
		}
	}
}

func inspectExpr(e Expr, f func(n any) bool) {
	if e == nil || !f(e) {
		return
	}
	each := func(es ...Expr) {
		for _, x := range es {
			inspectExpr(x, f)
		}
	}
	switch e := e.(type) {
	case *UnaryExpr:
		each(e.X)
	case *BinaryExpr:
		each(e.L, e.R)
	case *AssignExpr:
		each(e.L, e.R)
	case *CondExpr:
		each(e.Cond, e.Then, e.Else)
	case *CastExpr:
		each(e.X)
	case *ConstructExpr:
		each(e.Args...)
	case *SwizzleExpr:
		each(e.X)
	case *MatrixSwizzleExpr:
		each(e.X)
	case *MemberExpr:
		each(e.X)
	case *IndexExpr:
		each(e.X, e.Index)
	case *CallExpr:
		each(e.Args...)
	case *IntrinsicCall:
		if e.Object != nil {
			each(e.Object)
		}
		each(e.Args...)
	case *InitList:
		each(e.Elems...)
	case *HeapExpr:
		each(e.Index)
	}
}

// UsedGlobals are the global variables the entry point uses: those named in
// the functions it reaches and in the initializers of static globals (which
// run at its start). DXC keeps only these (its dead-global elimination), so
// resources, cbuffers and groupshared variables outside the set cost
// nothing: no binding, no groupshared memory.
func (p *Program) UsedGlobals() map[*VarDecl]bool {
	used := map[*VarDecl]bool{}
	if p.Entry == nil {
		return used
	}
	seen := map[*FuncDecl]bool{}
	var visit func(f *FuncDecl)
	visit = func(f *FuncDecl) {
		if seen[f] || f.Body == nil {
			return
		}
		seen[f] = true
		Inspect(f.Body, func(n any) bool {
			switch n := n.(type) {
			case *VarRef:
				if n.Decl != nil {
					used[n.Decl] = true
				}
			case *CallExpr:
				visit(n.Func)
			}
			return true
		})
	}
	visit(p.Entry)
	for _, g := range p.Globals {
		if g.Storage == StorageStatic && g.Init != nil {
			InspectExpr(g.Init, func(n any) bool {
				if r, ok := n.(*VarRef); ok && r.Decl != nil {
					used[r.Decl] = true
				}
				return true
			})
		}
	}
	return used
}
