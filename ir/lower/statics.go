package lower

import (
	"hlslc/frontend"
	"hlslc/ir"
)

// Static locals. A static local has one instance per thread for the whole
// kernel, shared by every inlined call of its function, and its
// initializer runs once: when control first reaches the declaration (C++'s
// rule, which DXC keeps with a guard flag). The instance must therefore be
// defined on every path to every use, not only after the inlined call that
// happens to be lowered first, which may sit in a branch or a loop.
//
// declareStatics creates every static local of the functions the kernel
// reaches in its entry block, before the body is lowered: zeroed, or set to
// its initializer when that is a constant (running it at the start is then
// the same as running it at the declaration). A static local with any
// other initializer (one that reads a parameter, a variable or memory, or
// calls a function) also gets a guard, false at the start; the declaration
// runs the initializer and sets the guard when the guard is false
// (staticDeclare).

// declareStatics creates the static locals' instances at the kernel's
// start (the current point of the builder).
func (l *lowerer) declareStatics() {
	seen := map[*frontend.FuncDecl]bool{}
	var visit func(f *frontend.FuncDecl)
	visit = func(f *frontend.FuncDecl) {
		if f == nil || seen[f] || f.Body == nil {
			return
		}
		seen[f] = true
		frontend.Inspect(f.Body, func(n any) bool {
			switch n := n.(type) {
			case *frontend.DeclStmt:
				for _, v := range n.Vars {
					if v.Storage == frontend.StorageStatic && isNumericOrAggregate(v.Type) && !isResourceType(v.Type) {
						l.declareStatic(v)
					}
				}
			case *frontend.CallExpr:
				visit(n.Func)
			}
			return true
		})
	}
	for _, g := range l.prog.Globals {
		if g.Storage == frontend.StorageStatic && g.Init != nil {
			frontend.InspectExpr(g.Init, func(n any) bool {
				if c, ok := n.(*frontend.CallExpr); ok {
					visit(c.Func)
				}
				return true
			})
		}
	}
	visit(l.prog.Entry)
}

// declareStatic creates one static local's instance at the current point.
func (l *lowerer) declareStatic(v *frontend.VarDecl) {
	if _, ok := l.globals[v]; ok {
		return
	}
	loc := l.newLocal(v)
	l.globals[v] = loc
	if v.Init != nil && l.constantInit(v.Init) {
		l.storePlace(l.localPlace(loc), l.expr(v.Init), v.Init)
		return
	}
	l.zeroInit(loc)
	if v.Init != nil {
		k := l.newVarKey(ir.I1)
		l.writeVar(l.b.Block, k, l.b.ConstBool(false))
		l.staticGuards[v] = k
	}
}

// staticDeclare lowers the declaration of a static local: its initializer
// runs here, the first time only, when it is not a constant.
func (l *lowerer) staticDeclare(v *frontend.VarDecl) {
	loc, ok := l.globals[v]
	if !ok {
		errorAt(v.Tok, nil, "static local '%s' of a function the kernel does not reach", v.Name)
	}
	k, guarded := l.staticGuards[v]
	if !guarded || !l.reachable() {
		return
	}
	first := l.b.Bin(ir.OpXor, l.readVar(l.b.Block, k), l.b.ConstBool(true))
	then, merge := l.newBlock("static.init"), l.newBlock("static.done")
	l.ifBr(first, then, merge, merge)
	l.enter(then)
	l.storePlace(l.localPlace(loc), l.expr(v.Init), v.Init)
	if l.reachable() {
		l.writeVar(l.b.Block, k, l.b.ConstBool(true))
		l.br(merge)
	}
	l.enter(merge)
}

// constantInit reports whether an initializer computes the same value at
// the kernel's start as anywhere later: literals, and constants declared
// with constant initializers (folded ones, enumerators, static locals set
// at the start), combined by operators, casts, constructors and
// initializer lists. Static globals are set after the static locals
// (their initializers may call functions with static locals), so an
// initializer that reads one is not taken as constant.
func (l *lowerer) constantInit(e frontend.Expr) bool {
	ok := true
	frontend.InspectExpr(e, func(n any) bool {
		switch n := n.(type) {
		case *frontend.IntLit, *frontend.FloatLit, *frontend.BoolLit,
			*frontend.UnaryExpr, *frontend.BinaryExpr, *frontend.CondExpr, *frontend.CastExpr,
			*frontend.ConstructExpr, *frontend.SwizzleExpr, *frontend.MatrixSwizzleExpr,
			*frontend.MemberExpr, *frontend.IndexExpr, *frontend.InitList:
		case *frontend.VarRef:
			d := n.Decl
			ok = ok && d != nil && (d.ConstValue != nil || d.Enumerator || d.Const && l.constantStatic(d))
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// constantStatic reports whether d is a static local set at the kernel's
// start (declareStatic): created, without a guard.
func (l *lowerer) constantStatic(d *frontend.VarDecl) bool {
	_, created := l.globals[d]
	_, guarded := l.staticGuards[d]
	return created && !guarded && d.Storage == frontend.StorageStatic
}
