package frontend

import (
	"fmt"
	"strings"

	"hlslc/grammar"
)

// Struct member functions.
//
// A method of struct S is an ordinary *FuncDecl in Program.Funcs with
// Struct == S, named "S::f", whose Params[0] is the implicit object
// parameter "this" of type S. "this" is DirInOut when the body may modify
// the object (an assignment, increment or out/inout argument rooted at a
// field), DirIn otherwise; s.f(a) is a *CallExpr whose Args[0] is s, so the
// lowering treats it like any other call with copy-in/copy-out. Inside the
// body, a field name x resolves to this.x (a *MemberExpr on a *VarRef of
// "this"); locals and parameters shadow fields, fields shadow globals.

// lookupVar finds a variable for a name in an expression: locals and
// parameters first (tok is the use, for an ambiguity error); then, inside a method, nothing when a field has the name
// (the caller resolves it through 'this'); then globals.
func (c *checker) lookupVar(name string, tok *Token) *VarDecl {
	for s := c.sc; s != nil && s != c.globals; s = s.varsUp {
		if v, ok := s.vars[name]; ok {
			return v
		}
	}
	if c.thisField(name) != nil {
		return nil
	}
	if c.fn != nil && c.fn.Struct != nil {
		// a static data member of the method's struct
		if v := c.staticDataMember(c.fn.Struct, name); v != nil {
			return v
		}
	}
	if c.defining != nil && c.defining.Name != "" {
		// a static data member declared before in the struct being defined
		if v := c.staticDataMember(c.defining, name); v != nil {
			return v
		}
	}
	return c.lookupGlobal(name, tok)
}

// staticDataMember finds the static data member name of st or of a struct
// st derives from, the nearest first.
func (c *checker) staticDataMember(st *StructType, name string) *VarDecl {
	for ; st != nil; st = st.Base {
		if v, ok := c.globals.vars[st.Name+"::"+name]; ok {
			return v
		}
	}
	return nil
}

// thisField returns the field of the struct whose method is being checked.
func (c *checker) thisField(name string) *Field {
	if c.fn == nil || c.fn.Struct == nil || c.fn.Static {
		return nil
	}
	if f := visibleField(c.fn.Struct, name, c.fn.FieldView); f != nil {
		return f
	}
	return bitFieldOf(c.fn.Struct, name)
}

func (c *checker) thisMember(t *Token, f *Field) Expr {
	this := c.fn.Params[0]
	this.Used = true
	ref := &VarRef{exprBase: exprBase{T: this.Type, Tok: t}, Name: this.Name, Decl: this}
	if f.Bits != nil {
		return c.bitFieldRead(ref, f, t, t)
	}
	return &MemberExpr{exprBase: exprBase{T: f.Type, Tok: t}, X: ref, Field: f}
}

// structMethods declares the member functions of st, then checks their
// bodies (a body may call a method declared after it).
func (c *checker) structMethods(st *StructType, mcs []*grammar.StructMethodContext) {
	type pending struct {
		f  *FuncDecl
		bc grammar.IBlockContext
	}
	var bodies []pending
	for _, mc := range mcs {
		if f := c.structMethod(st, mc); f != nil {
			bodies = append(bodies, pending{f, mc.Block()})
		}
	}
	fs := make([]*FuncDecl, len(bodies))
	for i, b := range bodies {
		if b.bc != nil {
			c.body(b.f, b.bc)
		}
		fs[i] = b.f
	}
	settleThis(fs)
}

// memberDefinition checks "R S::f(params) { ... }", the out-of-line
// definition of member function f declared in struct st (C++'s, which DXC
// takes): the body of the declaration with the same parameter types,
// checked as a member's (this, the fields, the static members), with the
// definition's parameter names. "this" becomes inout if the body writes
// the object (for the calls checked before, too: the lowering reads it).
func (c *checker) memberDefinition(st *StructType, name string, fc funcDef, attrs []*Attribute) {
	nameTok := c.funcNameTok(fc)
	def := c.funcHeader(fc, st.Name+"::"+name)
	var decl *FuncDecl
	for _, m := range st.Methods {
		if m.Method != name {
			continue
		}
		own := m.Params
		if !m.Static {
			own = own[1:]
		}
		if len(own) != len(def.Params) {
			continue
		}
		same := true
		for i, p := range own {
			same = same && Identical(p.Type, def.Params[i].Type) && p.Dir == def.Params[i].Dir
		}
		if same {
			decl = m
			break
		}
	}
	switch {
	case decl == nil:
		c.errorf(nameTok, nil, "out-of-line definition of '%s' does not match any declaration in '%s'", name, st)
		return
	case !Identical(decl.Return, def.Return):
		diag := c.errorf(nameTok, nil, "return type of out-of-line definition of '%s' differs from that in the declaration", def.Name)
		diag.Notes = append(diag.Notes, noteAt(decl.Tok, "previous declaration is here"))
		return
	case decl.Body != nil || decl.defined:
		diag := c.errorf(nameTok, nil, "redefinition of '%s'", def.Name)
		diag.Notes = append(diag.Notes, noteAt(decl.Tok, "previous definition is here"))
		return
	case fc.Block() == nil:
		c.errorf(nameTok, nil, "'%s' is declared again outside its struct: only a definition may be written there", def.Name)
		return
	}
	decl.defined = true
	decl.Tok = nameTok
	if decl.Static {
		decl.Params = def.Params
	} else {
		decl.Params = append([]*VarDecl{decl.Params[0]}, def.Params...)
	}
	if len(attrs) > 0 {
		decl.Attrs = c.placeAttrs(attrs, onFunction, "a member function")
	}
	if def.RetSemantic != "" {
		decl.RetSemantic = def.RetSemantic
	}
	leave := c.enterStructScope(st)
	c.body(decl, fc.Block())
	leave()
	settleThis(st.Methods)
}

// settleThis makes "this" inout in each of the member functions fs that
// may write its object; a method that calls a mutating sibling mutates
// too, so it iterates to a fixpoint.
func settleThis(fs []*FuncDecl) {
	for changed := true; changed; {
		changed = false
		for _, f := range fs {
			if !f.Static && f.Params[0].Dir == DirIn && f.Body != nil && mutatesThis(f) {
				f.Params[0].Dir = DirInOut
				changed = true
			}
		}
	}
}

// structMethod declares one member function of st; nil after an error.
func (c *checker) structMethod(st *StructType, mc *grammar.StructMethodContext) *FuncDecl {
	nameTok := c.ttok(mc.IDENTIFIER())
	if op := mc.OverloadedOp(); op != nil {
		// "operator+": the name is the operator's spelling after 'operator'
		opTok := *c.tok(op.GetStart())
		opTok.Text = "operator" + op.GetText()
		nameTok = &opTok
		if notOverloadable[op.GetText()] {
			c.errorf(nameTok, c.tok(op.GetStop()), "overloading '%s' is not allowed", nameTok.Text)
			return nil
		}
	}
	for _, f := range st.Fields {
		if f.Name == nameTok.Text {
			diag := c.errorf(nameTok, nil, "member function '%s' has the same name as a field of '%s'", nameTok.Text, st)
			diag.Notes = append(diag.Notes, noteAt(f.Tok, "field declared here"))
			return nil
		}
	}
	f := c.declareMethod(st, mc, nameTok, nameTok.Text)
	if f.Static && st.local != 0 {
		// S::f names static member functions program-wide, where another
		// function's local struct may be an S too
		c.errorf(nameTok, nil, "static member function '%s' of a struct declared inside a function is not supported; declare the struct at global scope", nameTok.Text)
		return nil
	}
	if f.Static && mc.OverloadedOp() != nil {
		c.errorf(nameTok, nil, "'%s' cannot be a static member function", nameTok.Text)
		return nil
	}
	for _, old := range st.Methods {
		if old.Method == f.Method && sameSignature(old, f) {
			diag := c.errorf(nameTok, nil, "redefinition of '%s'", f.Name)
			diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
			return nil
		}
	}
	if mc.Block() == nil && mc.OverloadedOp() != nil {
		c.errorf(nameTok, nil, "member operator '%s' must be defined inside its struct", f.Name)
		return nil
	}
	// a declaration without a body: the definition is out of line
	// (memberDefinition); a call before or without one is checked against
	// the declaration
	st.Methods = append(st.Methods, f)
	c.prog.Funcs = append(c.prog.Funcs, f)
	if f.Static {
		c.funcs[f.Name] = append(c.funcs[f.Name], f) // S::f(...)
	}
	return f
}

// mutatesThis reports whether a method body may write its object.
func mutatesThis(f *FuncDecl) bool {
	this := f.Params[0]
	rooted := func(e Expr) bool {
		for {
			switch x := e.(type) {
			case *MemberExpr:
				e = x.X
			case *SwizzleExpr:
				e = x.X
			case *MatrixSwizzleExpr:
				e = x.X
			case *IndexExpr:
				e = x.X
			case *CastExpr:
				// this's base part, the object of a base's member
				// function template (memberTemplateCall)
				if x.Kind != CastDerivedToBase {
					return false
				}
				e = x.X
			case *VarRef:
				return x.Decl == this
			default:
				return false
			}
		}
	}
	found := false
	Inspect(f.Body, func(n any) bool {
		switch x := n.(type) {
		case *AssignExpr:
			found = found || rooted(x.L)
		case *UnaryExpr:
			if x.Op >= OpPreInc {
				found = found || rooted(x.X)
			}
		case *CallExpr:
			for i, a := range x.Args {
				if i < len(x.Func.Params) && x.Func.Params[i].Dir != DirIn {
					found = found || rooted(a)
				}
			}
		case *IntrinsicCall:
			for i, a := range x.Args {
				if i < len(x.Intrinsic.Params) && x.Intrinsic.Params[i].Dir != DirIn {
					found = found || rooted(a)
				}
			}
		}
		return !found
	})
	return found
}

// structMethodCall resolves obj.name(args) on a struct value.
func (c *checker) structMethodCall(obj Expr, st *StructType, name *Token, args []Expr, last *Token) Expr {
	var cands []*FuncDecl
	for _, m := range st.Methods {
		if m.Method == name.Text {
			cands = append(cands, m)
		}
	}
	if strings.Contains(name.Text, "::") {
		// obj.B::f(args): B's f on obj, hidden or not (C++'s qualified
		// member name)
		cands = c.qualifiedMethods(st, name.Text)
	}
	if len(cands) > 0 && cands[0].Static {
		// s.f(...) of a static member function: the object is not passed
		return c.userCall(name, staticOnly(cands), args, last)
	}
	if len(cands) == 0 {
		for _, f := range st.Fields {
			if f.Name == name.Text {
				c.errorf(name, last, "called object type '%s' is not a function", f.Type)
				return c.bad(name)
			}
		}
		diag := c.errorf(name, nil, "no member function named '%s' in '%s'", name.Text, st)
		diag.Notes = append(diag.Notes, noteAt(st.Decl, "'%s' declared here", st.Name))
		return c.bad(name)
	}
	return c.userCall(name, cands, append([]Expr{obj}, args...), last)
}

// printfIntrinsic is printf(format, args...): DXC accepts it in every
// stage; GCN code has no channel for its output, so, as drivers do, hlslc
// evaluates the arguments and prints nothing.
var printfIntrinsic = &Intrinsic{ID: -1, Name: "printf", Ret: RetFixed, RetType: TVoid}

// printf checks printf(format, args...): the format is a string literal or
// string constant, the arguments scalars or vectors of any numeric type.
func (c *checker) printf(name *Token, args []Expr, last *Token) Expr {
	if isBad(args...) {
		return c.bad(name)
	}
	if len(args) == 0 {
		c.errorf(name, last, "'printf' needs a format string")
		return c.bad(name)
	}
	if _, ok := args[0].Type().(*StringType); !ok {
		c.errorExpr(args[0], "the format of 'printf' must be a string (have '%s')", args[0].Type())
		return c.bad(name)
	}
	params := []Type{TString}
	conv := []Expr{args[0]}
	for _, a := range args[1:] {
		t := a.Type()
		if _, isMat := t.(*MatrixType); isMat || !IsNumeric(t) {
			c.errorExpr(a, "'printf' arguments must be scalars or vectors (have '%s')", t)
			return c.bad(name)
		}
		a = c.concrete(a)
		params = append(params, a.Type())
		conv = append(conv, a)
	}
	return &IntrinsicCall{exprBase: exprBase{T: TVoid, Tok: name, End: last}, Intrinsic: printfIntrinsic, Args: conv, ParamTypes: params}
}

// checkTemplateArg validates T in buf.Load<T>/buf.Store<T>.
func (c *checker) checkTemplateArg(name *Token, t Type) {
	bad := ""
	var walk func(t Type)
	walk = func(t Type) {
		switch tt := t.(type) {
		case *ResourceType:
			bad = fmt.Sprintf("resource type '%s'", tt)
		case *VoidType:
			bad = "'void'"
		case *ArrayType:
			walk(tt.Elem)
		case *StructType:
			for _, f := range tt.Fields {
				walk(f.Type)
			}
		}
	}
	walk(t)
	if bad != "" {
		c.errorf(name, nil, "'%s' cannot load or store %s", name.Text, bad)
	}
}

// checkOutConversion checks an out/inout argument whose type differs from
// the parameter's. DXC's rules (DirectXShaderCompiler issue #1845 and pull
// request #3246; hlsl-specs pull request #301): a vector or matrix argument
// wider than the parameter cannot be bound (a warning "implicit truncation of
// vector type" and the error "cannot truncate lvalue vector/matrix"); a
// scalar argument for a vector parameter is accepted, with the truncation
// warning for the copy back; a component-kind change alone (uint4 argument,
// float4 parameter) converts silently both ways.
func (c *checker) checkOutConversion(a Expr, p Type, dir ParamDir, name string) {
	at := a.Type()
	if Identical(at, p) || isBad(a) {
		return
	}
	what := "vector"
	if _, ok := at.(*MatrixType); ok {
		what = "matrix"
	} else if _, ok := p.(*MatrixType); ok {
		what = "matrix"
	}
	na, np := Components(at), Components(p)
	_, aScalar := at.(*ScalarType)
	switch {
	case na > np && isNumeric(at) && isNumeric(p):
		c.warnExpr("-Wconversion", a, "implicit truncation of %s type", what)
		c.errorExpr(a, "cannot truncate lvalue vector/matrix ('%s' argument for '%s' parameter '%s' of type '%s')", at, dir, name, p)
		return
	case na < np && aScalar && isNumeric(p):
		if _, _, _, ok := c.implicitConv(p, at); ok {
			c.warnExpr("-Wconversion", a, "implicit truncation of %s type", what)
			return
		}
	}
	_, _, _, ok1 := c.implicitConv(p, at)
	_, _, _, ok2 := c.implicitConv(at, p)
	if !ok1 || (dir == DirInOut && !ok2) {
		c.errorExpr(a, "cannot convert '%s' parameter of type '%s' back to argument type '%s'", dir, p, at)
	}
}

func isNumeric(t Type) bool {
	switch t.(type) {
	case *ScalarType, *VectorType, *MatrixType:
		return true
	}
	return false
}

// warnExpr warns over an expression's range.
func (c *checker) warnExpr(flag string, e Expr, format string, args ...any) *Diagnostic {
	return c.warnf(flag, e.First(), e.Last(), format, args...)
}

// notOverloadable are the operators HLSL 2021 does not let a struct
// overload (those that would return a reference in C++, and the shifts),
// as DXC rejects them.
var notOverloadable = map[string]bool{
	"=": true, "+=": true, "-=": true, "*=": true, "/=": true, "%=": true, "^=": true, "&=": true, "|=": true,
	"<<": true, ">>": true, "<<=": true, ">>=": true, "++": true, "--": true, ",": true,
}

// overloadedOperator resolves an operator applied to a struct operand x
// through x's member "operator<op>" (HLSL 2021): x.operator<op>(args). It
// reports false when the struct has no such member, so the caller reports
// the usual invalid-operand error.
func (c *checker) overloadedOperator(opTok *Token, x Expr, args []Expr, last *Token) (Expr, bool) {
	st, ok := x.Type().(*StructType)
	if !ok || isBad(x) || isBad(args...) {
		return nil, false
	}
	name := "operator" + opTok.Text
	var cands []*FuncDecl
	for _, m := range st.Methods {
		if m.Method == name {
			cands = append(cands, m)
		}
	}
	if len(cands) == 0 {
		return nil, false
	}
	nt := *opTok
	nt.Text = name
	return c.userCall(&nt, cands, append([]Expr{x}, args...), last), true
}

// staticOnly keeps the static member functions of an overload set.
func staticOnly(fs []*FuncDecl) []*FuncDecl {
	var out []*FuncDecl
	for _, f := range fs {
		if f.Static {
			out = append(out, f)
		}
	}
	return out
}

// staticMember declares the static data members of one struct member
// declaration ("static const uint N = 4;"): static globals named S::x,
// visible as S::x, as x inside the struct's member functions and as s.x.
// One without an initializer may be defined after the struct
// ("float4 S::x = ...;", staticDefinition).
func (c *checker) staticMember(st *StructType, mc *grammar.StructFieldContext, base Type, m declMods) {
	if c.fn != nil {
		c.errorf(c.tok(mc.GetStart()), nil, "static data members of a struct declared inside a function are not supported; declare the struct at global scope")
		return
	}
	for _, dc := range mc.AllDeclarator() {
		nameTok := c.ttok(dc.IDENTIFIER())
		t := c.arrayDims(base, dc.AllArrayDim(), dc.Initializer() != nil)
		v := &VarDecl{Name: st.Name + "::" + nameTok.Text, Type: t, Tok: nameTok, Storage: StorageStatic, Const: m.constant, Precise: m.precise}
		if isResource(t) {
			c.errorf(nameTok, nil, "static data member '%s' cannot have resource type '%s'", v.Name, t)
			continue
		}
		if dc.Initializer() != nil {
			v.Init = c.initializer(dc.Initializer(), v.Type, v)
			c.foldConstVar(v)
			if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 {
				v.Type = v.Init.Type()
			}
		}
		if old, ok := c.globals.vars[v.Name]; ok {
			diag := c.errorf(nameTok, nil, "redefinition of '%s'", v.Name)
			diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
			continue
		}
		c.globals.vars[v.Name] = v
		c.prog.Globals = append(c.prog.Globals, v)
		st.Statics = append(st.Statics, v)
	}
}

// staticDefinition gives a static data member declared without an
// initializer its definition "T S::x = init;"; false when name is not
// such a member.
func (c *checker) staticDefinition(name string, dc grammar.IDeclaratorContext) bool {
	v := c.lookupGlobal(name, nil)
	if v == nil || v.Storage != StorageStatic || !strings.Contains(v.Name, "::") || c.isStaticMember(v) == nil {
		return false
	}
	if v.Init != nil || dc.Initializer() == nil {
		diag := c.errorf(c.ttok(dc.IDENTIFIER()), nil, "redefinition of static data member '%s'", v.Name)
		diag.Notes = append(diag.Notes, noteAt(v.Tok, "previous declaration is here"))
		return true
	}
	v.Init = c.initializer(dc.Initializer(), v.Type, v)
	c.foldConstVar(v)
	return true
}

// isStaticMember finds the struct whose static data member v is.
func (c *checker) isStaticMember(v *VarDecl) *StructType {
	i := strings.LastIndex(v.Name, "::")
	t, ok := c.types[v.Name[:i]]
	if !ok {
		return nil
	}
	st, ok := t.(*StructType)
	if !ok {
		return nil
	}
	for _, s := range st.Statics {
		if s == v {
			return st
		}
	}
	return nil
}

// fieldOf reports whether st has a field or bit field named name.
func fieldOf(st *StructType, name string) bool {
	for _, f := range st.Fields {
		if f.Name == name {
			return true
		}
	}
	return bitFieldOf(st, name) != nil
}

// methodDecl is a member function's declaration: a plain one or a member
// function template's.
type methodDecl interface {
	AllModifier() []grammar.IModifierContext
	Type_() grammar.ITypeContext
	Semantic() grammar.ISemanticContext
	ParamList() grammar.IParamListContext
	AllAttribute() []grammar.IAttributeContext
}

// declareMethod makes the FuncDecl of member function name of st (S::name,
// with "this" unless static) from its declaration.
func (c *checker) declareMethod(st *StructType, md methodDecl, nameTok *Token, name string) *FuncDecl {
	static := false
	for _, m := range md.AllModifier() {
		if t := c.tok(m.GetStart()); t.Text == "static" {
			static = true
		}
	}
	f := &FuncDecl{Name: st.Name + "::" + name, Tok: nameTok, Return: c.resolveType(md.Type_()), Struct: st, Method: name, Static: static}
	if s := md.Semantic(); s != nil {
		f.RetSemantic = c.ttok(s.IDENTIFIER()).Text
	}
	if !static {
		this := &VarDecl{Name: "this", Type: st, Tok: nameTok, Storage: StorageParam, Dir: DirIn}
		f.Params = append(f.Params, this)
	}
	f.Params = append(f.Params, c.paramList(md.ParamList())...)
	f.Attrs = c.placeAttrs(c.attributes(md.AllAttribute()), onFunction, "a member function")
	return f
}

// methodHeader makes the FuncDecl of an instance (named name, e.g.
// "get<float>") of member function template mt of st.
func (c *checker) methodHeader(st *StructType, mt *grammar.StructMethodTemplateContext, name string) *FuncDecl {
	return c.declareMethod(st, mt, c.ttok(mt.IDENTIFIER()), name)
}
