package frontend

import (
	"strings"

	"hlslc/grammar"
)

func (c *checker) block(bc grammar.IBlockContext, newScope bool) *BlockStmt {
	b := &BlockStmt{stmtBase: stmtBase{Tok: c.tok(bc.GetStart())}}
	if newScope {
		c.push()
		defer c.pop()
	}
	for _, sc := range bc.AllStatement() {
		if s := c.stmt(sc); s != nil {
			b.Stmts = append(b.Stmts, s)
		}
	}
	return b
}

// scopedStmt checks a statement that is the body of if/loop in its own scope.
func (c *checker) scopedStmt(sc grammar.IStatementContext) Stmt {
	c.push()
	defer c.pop()
	s := c.stmt(sc)
	if s == nil {
		s = &EmptyStmt{stmtBase{Tok: c.tok(sc.GetStart())}}
	}
	return s
}

// stmtAttrs reads the attributes of a loop (place onLoop) or of an if or
// switch (onBranch).
func (c *checker) stmtAttrs(as []grammar.IAttributeContext, place attrPlace) []*Attribute {
	return c.placeAttrs(c.attributes(as), place, "this statement")
}

func (c *checker) cond(e Expr) Expr {
	t := e.Type()
	if _, ok := t.(*ScalarType); !ok {
		if v, ok := t.(*VectorType); ok && v.N == 1 {
			return c.convert(e, TBool, "condition")
		}
		c.errorExpr(e, "condition must be a scalar (have '%s')", t)
		return e
	}
	return c.convert(e, TBool, "condition")
}

func (c *checker) loopUnroll(l *LoopStmt) {
	l.Unroll = -1
	for _, a := range l.Attrs {
		if strings.EqualFold(a.Name, "loop") {
			l.Unroll = -2
		}
		if strings.EqualFold(a.Name, "unroll") {
			l.Unroll = 0
			if len(a.Args) > 1 {
				c.errorf(a.Tok, nil, "'unroll' attribute takes at most one argument")
			}
			if len(a.Args) == 1 {
				v, ok := c.foldInt(a.Args[0])
				if ok && v < 1 {
					c.errorExpr(a.Args[0], "unroll count must be positive (have %d)", v)
				} else if ok {
					l.Unroll = int(v)
				}
			}
		}
	}
}

func (c *checker) stmt(sc grammar.IStatementContext) Stmt {
	first := c.tok(sc.GetStart())
	base := stmtBase{Tok: first}
	switch s := sc.(type) {
	case *grammar.BlockStmtContext:
		return c.block(s.Block(), true)
	case *grammar.IfStmtContext:
		st := &IfStmt{stmtBase: base, Attrs: c.stmtAttrs(s.AllAttribute(), onBranch)}
		st.Cond = c.cond(c.expression(s.Expression()))
		st.Then = c.scopedStmt(s.Statement(0))
		if s.Statement(1) != nil {
			st.Else = c.scopedStmt(s.Statement(1))
		}
		return st
	case *grammar.ForStmtContext:
		l := &LoopStmt{stmtBase: base, Kind: LoopFor, Attrs: c.stmtAttrs(s.AllAttribute(), onLoop)}
		c.loopUnroll(l)
		c.push()
		defer c.pop()
		if fi := s.ForInit(); fi != nil {
			if fi.DeclSpec() != nil {
				l.Init = c.localDecl(fi.DeclSpec(), fi.AllDeclarator(), c.tok(fi.GetStart()))
			} else {
				e := c.expression(fi.Expression())
				l.Init = &ExprStmt{stmtBase: stmtBase{Tok: e.First()}, X: c.concrete(e)}
			}
		}
		if s.GetCond() != nil {
			l.Cond = c.cond(c.expression(s.GetCond()))
		}
		if s.GetPost() != nil {
			l.Post = c.concrete(c.expression(s.GetPost()))
		}
		c.loops++
		l.Body = c.scopedStmt(s.Statement())
		c.loops--
		c.hoistForInit(l)
		return l
	case *grammar.WhileStmtContext:
		l := &LoopStmt{stmtBase: base, Kind: LoopWhile, Attrs: c.stmtAttrs(s.AllAttribute(), onLoop)}
		c.loopUnroll(l)
		l.Cond = c.cond(c.expression(s.Expression()))
		c.loops++
		l.Body = c.scopedStmt(s.Statement())
		c.loops--
		return l
	case *grammar.DoStmtContext:
		l := &LoopStmt{stmtBase: base, Kind: LoopDo, Attrs: c.stmtAttrs(s.AllAttribute(), onLoop)}
		c.loopUnroll(l)
		c.loops++
		l.Body = c.scopedStmt(s.Statement())
		c.loops--
		l.Cond = c.cond(c.expression(s.Expression()))
		return l
	case *grammar.SwitchStmtContext:
		return c.switchStmt(s, base)
	case *grammar.BreakStmtContext:
		if c.loops == 0 && c.switches == 0 {
			c.errorf(first, nil, "'break' statement not in loop or switch statement")
		}
		return &BranchStmt{stmtBase: base, Kind: Break}
	case *grammar.ContinueStmtContext:
		if c.loops == 0 {
			c.errorf(first, nil, "'continue' statement not in loop statement")
		}
		return &BranchStmt{stmtBase: base, Kind: Continue}
	case *grammar.DiscardStmtContext:
		// an error only where the compute entry point reaches it, as for
		// other stages' intrinsics (a pixel shader may share the file)
		c.stageCall(first, nil, "'discard' is only allowed in pixel shaders")
		return &BranchStmt{stmtBase: base, Kind: Discard}
	case *grammar.ReturnStmtContext:
		r := &ReturnStmt{stmtBase: base}
		_, isVoid := c.fn.Return.(*VoidType)
		if s.Expression() != nil {
			e := c.expression(s.Expression())
			if isVoid {
				c.errorExpr(e, "void function '%s' should not return a value", c.fn.Name)
			} else {
				r.X = c.convert(e, c.fn.Return, "return value")
			}
		} else if !isVoid {
			c.errorf(first, nil, "non-void function '%s' should return a value", c.fn.Name)
		}
		return r
	case *grammar.DeclStmtContext:
		c.placeAttrs(c.attributes(s.AllAttribute()), onVariable, "a local variable")
		return c.localDecl(s.DeclSpec(), s.AllDeclarator(), first)
	case *grammar.EnumStmtContext:
		c.structBase = c.enumDef(s.EnumDef())
		if len(s.AllDeclarator()) == 0 {
			return nil
		}
		return c.localDecl(nil, s.AllDeclarator(), first)
	case *grammar.StructStmtContext:
		st := c.structDef(s.StructDef())
		if len(s.AllDeclarator()) == 0 {
			return nil
		}
		c.structBase = c.orientDefault(st, first)
		return c.localDecl(nil, s.AllDeclarator(), first)
	case *grammar.TypedefStmtContext:
		c.typedef(s.TypedefDecl())
	case *grammar.AliasStmtContext:
		c.alias(s.AliasDecl())
		return nil
	case *grammar.UsingStmtContext:
		c.usingDirective(s.UsingDirective())
		return nil
	case *grammar.UsingDeclStmtContext:
		c.usingDecl(s.UsingDecl())
		return nil
	case *grammar.StaticAssertStmtContext:
		c.staticAssert(s.StaticAssert())
		return nil
	case *grammar.ExprStmtContext:
		e := c.expression(s.Expression())
		return &ExprStmt{stmtBase: base, X: c.concrete(e)}
	case *grammar.EmptyStmtContext:
		return &EmptyStmt{base}
	}
	return nil
}

func (c *checker) switchStmt(s *grammar.SwitchStmtContext, base stmtBase) Stmt {
	st := &SwitchStmt{stmtBase: base, Attrs: c.stmtAttrs(s.AllAttribute(), onBranch)}
	e := c.expression(s.Expression())
	k, ok := ElemKind(e.Type())
	if _, isScalar := e.Type().(*ScalarType); !ok || !isScalar || !(k.IsInt() || k == Bool) {
		c.errorExpr(e, "switch condition must be an integer scalar (have '%s')", e.Type())
		st.Cond = e
	} else if k == LitInt || k == Bool {
		st.Cond = c.convert(e, TInt, "switch condition")
	} else {
		st.Cond = e
	}
	seen := map[int64]*Token{}
	var defTok *Token
	c.switches++
	c.push()
	for _, sec := range s.AllSwitchSection() {
		cs := &SwitchCase{Tok: c.tok(sec.GetStart())}
		for _, lab := range sec.AllSwitchLabel() {
			lt := c.tok(lab.GetStart())
			if lab.Expr() == nil {
				if defTok != nil {
					diag := c.errorf(lt, nil, "multiple default labels in one switch")
					diag.Notes = append(diag.Notes, noteAt(defTok, "previous default label is here"))
				}
				defTok = lt
				cs.Default = true
				continue
			}
			ve := c.expr(lab.Expr())
			v, ok := c.foldInt(ve)
			if !ok {
				continue
			}
			if prev, dup := seen[v]; dup {
				diag := c.errorExpr(ve, "duplicate case value '%d'", v)
				diag.Notes = append(diag.Notes, noteAt(prev, "previous case defined here"))
				continue
			}
			seen[v] = ve.First()
			cs.Values = append(cs.Values, v)
		}
		for _, stc := range sec.AllStatement() {
			if x := c.stmt(stc); x != nil {
				cs.Body = append(cs.Body, x)
			}
		}
		st.Cases = append(st.Cases, cs)
	}
	c.pop()
	c.switches--
	return st
}

func (c *checker) localDecl(ds grammar.IDeclSpecContext, dcs []grammar.IDeclaratorContext, first *Token) *DeclStmt {
	m := c.mods(ds)
	st := &DeclStmt{stmtBase: stmtBase{Tok: first}}
	if m.groupshared {
		c.errorf(m.first, nil, "groupshared variables must be declared at global scope")
	}
	for _, dc := range dcs {
		nt := c.ttok(dc.IDENTIFIER())
		v := &VarDecl{Name: nt.Text, Tok: nt, Type: c.varType(ds, m, dc, true), Const: m.constant, Precise: m.precise, Storage: StorageLocal}
		if m.static {
			v.Storage = StorageStatic
		}
		c.declaratorPost(v, dc)
		if v.Register != nil || v.PackOffset != nil {
			c.errorf(nt, nil, "register and packoffset are not allowed on local variables")
		}
		if so := stageObjectOf(v.Type); so != nil && stageObjects[so.Name].view {
			// a local RayQuery: declaring it is using it
			c.stageCall(nt, nil, stageObjectMsg(so))
		}
		if _, ok := v.Type.(*StringType); ok {
			c.stringConstant(v, dc) // a constant: nothing to run
			continue
		}
		if _, ok := v.Type.(*VoidType); ok {
			c.errorf(nt, nil, "variable '%s' has incomplete type 'void'", v.Name)
			v.Type = TFloat
		}
		if isResource(v.Type) && m.static {
			c.errorf(nt, nil, "static local resource variables are not supported")
		}
		if dc.Initializer() != nil {
			v.Init = c.initializer(dc.Initializer(), v.Type, v)
			if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 && v.Init != nil {
				v.Type = v.Init.Type()
			}
			c.foldConstVar(v)
		} else if m.constant && !m.static {
			// a static const without one is zero, static storage as in C,
			// which DXC takes (its varmods-syntax test)
			c.errorf(nt, nil, "default initialization of an object of const type '%s'", v.Type)
		} else if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 {
			c.errorf(nt, nil, "definition of variable '%s' with unsized array type requires an initializer", v.Name)
		}
		c.declare(v)
		st.Vars = append(st.Vars, v)
	}
	return st
}

// initializer checks "= expr" or "= { ... }" against type t.
func (c *checker) initializer(ic grammar.IInitializerContext, t Type, v *VarDecl) Expr {
	if ic.Expr() != nil {
		e := c.expr(ic.Expr())
		if a, ok := t.(*ArrayType); ok && a.Len == 0 {
			if at, ok := e.Type().(*ArrayType); ok {
				return c.convert(e, &ArrayType{Elem: a.Elem, Len: at.Len}, "initializer")
			}
		}
		return c.convert(e, t, "initializer")
	}
	// brace list: flatten leaves, then distribute over t's components
	var leaves []Expr
	var collect func(ic grammar.IInitializerContext)
	collect = func(ic grammar.IInitializerContext) {
		if ic.Expr() != nil {
			leaves = append(leaves, c.expr(ic.Expr()))
			return
		}
		for _, sub := range ic.AllInitializer() {
			collect(sub)
		}
	}
	collect(ic)
	first, last := c.tok(ic.GetStart()), c.tok(ic.GetStop())
	if structWithBitFields(t) != nil {
		// count as DXC does, each bit field one scalar: the storage leaves
		// bitFieldInitLeaves makes would count its units instead
		if a, unsized := t.(*ArrayType); !unsized || a.Len > 0 {
			have := 0
			for _, l := range leaves {
				have += initScalars(l.Type())
			}
			if need := initScalars(t); have != need {
				word := "few"
				if have > need {
					word = "many"
				}
				c.errorf(first, last, "too %s elements in initializer list for type '%s' (expected %d, have %d)", word, t, need, have)
				return c.bad(first)
			}
		}
		var ok bool
		if leaves, ok = c.bitFieldInitLeaves(leaves, t); !ok {
			return c.bad(first)
		}
	}
	if a, ok := t.(*ArrayType); ok && a.Len == 0 {
		per := Components(a.Elem)
		have := 0
		for _, l := range leaves {
			have += Components(l.Type())
		}
		if per == 0 || have%per != 0 || have == 0 {
			c.errorf(first, last, "initializer list does not fill a whole number of '%s' elements (%d components)", a.Elem, have)
			t = &ArrayType{Elem: a.Elem, Len: 1}
		} else {
			t = &ArrayType{Elem: a.Elem, Len: have / per}
		}
	}
	return c.flattenInit(leaves, t, first, last)
}

// flattenInit builds an InitList for t from the leaves of a brace
// initializer: the leaves' components fill t's scalar components in order.
func (c *checker) flattenInit(leaves []Expr, t Type, first, last *Token) Expr {
	if HoldsResource(t) || isResource(t) && !isResourceScalar(t) {
		return c.flattenInitWithResources(leaves, t, first, last)
	}
	var kinds []ScalarKind
	if !scalarLeaves(t, &kinds) {
		c.errorf(first, last, "type '%s' cannot be initialized with an initializer list", t)
		return &InitList{exprBase: exprBase{T: t, Tok: first, End: last}}
	}
	il := &InitList{exprBase: exprBase{T: t, Tok: first, End: last}}
	have := 0
	for _, l := range leaves {
		have += Components(l.Type())
	}
	if have != len(kinds) {
		word := "few"
		if have > len(kinds) {
			word = "many"
		}
		c.errorf(first, last, "too %s elements in initializer list for type '%s' (expected %d, have %d)", word, t, len(kinds), have)
		return il
	}
	// each leaf keeps its shape; its components take the kinds of the
	// scalars it fills (converted when all of them share one kind)
	i := 0
	for _, l := range leaves {
		n := Components(l.Type())
		k := kinds[i]
		same := true
		for _, kk := range kinds[i : i+n] {
			if kk != k {
				same = false
			}
		}
		if same && IsNumeric(l.Type()) {
			il.Elems = append(il.Elems, c.convertQuiet(l, WithElem(l.Type(), k)))
		} else {
			il.Elems = append(il.Elems, c.concrete(l))
		}
		i += n
	}
	return il
}

// flattenInitWithResources is flattenInit for a type holding resources
// (struct Mat { Texture2D t; SamplerState s; float4 tint; } m = { tex,
// samp, c };): each resource field takes one leaf of its resource type, the
// numeric fields the components of numeric leaves, in order; a leaf that
// is itself a struct holding resources fills the slots of its own fields.
func (c *checker) flattenInitWithResources(leaves []Expr, t Type, first, last *Token) Expr {
	slots := initSlots(t)
	il := &InitList{exprBase: exprBase{T: t, Tok: first, End: last}}
	i := 0
	for _, l := range leaves {
		ls := initSlots(l.Type())
		if i+len(ls) > len(slots) {
			c.errorf(first, last, "too many elements in initializer list for type '%s'", t)
			return il
		}
		want := slots[i : i+len(ls)]
		ok := true
		kinds := map[ScalarKind]bool{}
		for k, s := range want {
			_, wantRes := s.(*ResourceType)
			_, haveRes := ls[k].(*ResourceType)
			switch {
			case wantRes || haveRes:
				ok = ok && Identical(s, ls[k])
			default:
				kinds[s.(*ScalarType).Kind] = true
			}
		}
		if !ok {
			c.errorExpr(l, "initializer element of type '%s' does not match the fields it initializes in '%s'", l.Type(), t)
			return il
		}
		if IsNumeric(l.Type()) && len(kinds) == 1 {
			for k := range kinds {
				il.Elems = append(il.Elems, c.convertQuiet(l, WithElem(l.Type(), k)))
			}
		} else {
			il.Elems = append(il.Elems, c.concrete(l))
		}
		i += len(ls)
	}
	if i != len(slots) {
		c.errorf(first, last, "too few elements in initializer list for type '%s' (expected %d, have %d)", t, len(slots), i)
	}
	return il
}

// initSlots lists what an initializer list fills in t, in order: a scalar
// type per numeric component, the resource type per resource.
func initSlots(t Type) []Type {
	var out []Type
	var walk func(t Type)
	walk = func(t Type) {
		switch t := t.(type) {
		case *ResourceType:
			out = append(out, t)
		case *ArrayType:
			for i := 0; i < t.Len; i++ {
				walk(t.Elem)
			}
		case *StructType:
			for _, f := range t.Fields {
				walk(f.Type)
			}
		default:
			if k, ok := ElemKind(t); ok {
				for i := 0; i < Components(t); i++ {
					out = append(out, Scalar(k))
				}
			}
		}
	}
	walk(t)
	return out
}

// scalarLeaves lists the component kinds of t in memory order.
func scalarLeaves(t Type, out *[]ScalarKind) bool {
	switch t := t.(type) {
	case *ScalarType:
		*out = append(*out, t.Kind)
	case *VectorType:
		for i := 0; i < t.N; i++ {
			*out = append(*out, t.Elem)
		}
	case *MatrixType:
		for i := 0; i < t.Rows*t.Cols; i++ {
			*out = append(*out, t.Elem)
		}
	case *ArrayType:
		for i := 0; i < t.Len; i++ {
			if !scalarLeaves(t.Elem, out) {
				return false
			}
		}
	case *StructType:
		for _, f := range t.Fields {
			if !scalarLeaves(f.Type, out) {
				return false
			}
		}
	default:
		return false
	}
	return true
}

// hoistForInit keeps the variables a for statement declares visible after
// the loop, as HLSL before 2021 scopes them (DXC -HV 2016/2018; FXC): they
// enter the enclosing scope, where a later declaration of the same name
// (another loop's, say) replaces them. Under 2021 the loop's scope ends
// with it, as in C++.
func (c *checker) hoistForInit(l *LoopStmt) {
	if c.opts.HLSLVersion == 0 || c.opts.HLSLVersion >= 2021 {
		return
	}
	d, ok := l.Init.(*DeclStmt)
	if !ok {
		return
	}
	outer := c.sc.parent
	if outer == nil || outer == c.globals {
		return
	}
	for _, v := range d.Vars {
		if _, ok := outer.vars[v.Name]; ok && !outer.hoisted[v.Name] {
			continue // a variable of the enclosing scope keeps its name
		}
		outer.vars[v.Name] = v
		if outer.hoisted == nil {
			outer.hoisted = map[string]bool{}
		}
		outer.hoisted[v.Name] = true
	}
}
