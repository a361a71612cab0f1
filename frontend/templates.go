package frontend

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"hlslc/grammar"
)

// Templates (HLSL 2021).
//
// "template <typename T, uint N = 4> declaration" declares a function
// template or a struct template. Nothing of the declaration is checked when
// it is read: each use instantiates it, C++-style, by checking the same
// parse tree again with the parameters bound — type parameters in
// checker.tb (resolveTypeName looks there first), value parameters as
// constants in the scope the instance is checked in (like enumerators, their
// uses become literals). An instance is an ordinary *FuncDecl or *StructType
// named with its arguments ("f<float>", "S<int, 4>"), cached per template and
// argument list, so the IR and everything after it never see templates.
//
// Function templates are called with explicit arguments (f<float>(x), where
// the token classifier makes f a TEMPLATE_NAME) or with arguments deduced
// from the call's argument types; the parameters not deduced take their
// defaults. Deduction is C++'s for the forms HLSL code uses: T,
// vector<T, N>, matrix<T, R, C>, S<T, ...> of a struct template and
// resources such as RWStructuredBuffer<T>; a literal argument deduces its
// concrete type (1.0 is float, 1 is int). The instances take part in
// overload resolution with the ordinary functions of the same name; a
// non-template function wins a tie, as in C++. Only the chosen instance's
// body is checked (a deduction that fails only removes a candidate).
// A struct template is always used with its arguments ("S<float> s;");
// inside its own definition the bare name S means the instance.

// templateParam is one parameter of a template head.
type templateParam struct {
	name    string
	tok     *Token
	isType  bool
	valType Type                 // the type of a value parameter
	defType grammar.ITypeContext // default of a type parameter
	defExpr grammar.IExprContext // default of a value parameter
	ctx     grammar.ITemplateParamContext
}

// templateDecl is a function or struct template.
type templateDecl struct {
	name   string // qualified
	short  string // as declared
	tok    *Token
	params []*templateParam
	ns     []string
	fn     *grammar.TopFunctionContext
	st     grammar.IStructDefContext
	alias  grammar.IAliasDeclContext // an alias template: using A = type;
	// method and owner: a member function template of struct owner;
	// outer binds the parameters of the struct template owner is an
	// instance of (nil for a member template of a non-template struct),
	// which the member template's signature and body see beside its own
	method *grammar.StructMethodTemplateContext
	owner  *StructType
	outer  *tbinding
	attrs  []grammar.IAttributeContext
	// a struct template's explicit specializations by argument key and
	// its partial specializations; spec is a partial specialization's
	// body and argument pattern (its params are its own)
	fullSpecs map[string]*grammar.TopStructSpecializationContext
	partials  []*templateDecl
	spec      *grammar.TopStructSpecializationContext
	// instances by argument key
	funcs   map[string]*FuncDecl
	structs map[string]*StructType
	aliases map[string]Type
	// a struct template's out-of-line member function definitions, in
	// source order (templateMemberDefinition)
	memberDefs []*memberDef
	// declOnly: a struct template declared without a definition
	// ("template <typename T> struct Traits;"), whose instances are its
	// specializations until (and unless) the definition follows
	declOnly bool
	// def: the definition of a function template declared without a body
	// (C++ allows the declaration first, the definition later, even after
	// a call: instances check their bodies at the end of the program)
	def *templateDecl
}

// memberDef is the out-of-line definition of a struct template's member
// function, "template <typename T> R S<T>::f(params) { ... }": the names its
// own head gives the parameters (they may differ from the struct's), its
// namespace and the definition.
type memberDef struct {
	head  *templateDecl // params and namespace of the definition's head
	def   *grammar.TopMemberDefinitionContext
	attrs []grammar.IAttributeContext
}

// templateArg is the value of one template argument: a type or an integer.
type templateArg struct {
	t Type
	v int64
}

func (a templateArg) String() string {
	if a.t != nil {
		return a.t.String()
	}
	return strconv.FormatInt(a.v, 10)
}

// key is what tells the argument's instances apart: its type's key
// (typeKey), or its value.
func (a templateArg) key() string {
	if a.t != nil {
		return typeKey(a.t)
	}
	return strconv.FormatInt(a.v, 10)
}

// typeKey is a type's printed form, except that a struct declared in a
// function or without a name carries its number ("struct L#2"): structs
// of one name in two functions are two types, and each needs its own
// template instances (an instance's name is made of its arguments' keys,
// so the instances of struct templates are told apart alike).
func typeKey(t Type) string {
	switch t := t.(type) {
	case *StructType:
		if t.local != 0 {
			return fmt.Sprintf("%s#%d", t, t.local)
		}
	case *ArrayType:
		return fmt.Sprintf("%s[%d]", typeKey(t.Elem), t.Len)
	case *ResourceType:
		if t.Elem != nil {
			return fmt.Sprintf("%s<%s>", t.Kind, typeKey(t.Elem))
		}
	}
	return t.String()
}

// tbinding binds the parameters of one instance.
type tbinding struct {
	td    *templateDecl
	args  []templateArg
	types map[string]Type
}

func (b *tbinding) key() string {
	parts := make([]string, len(b.args))
	for i, a := range b.args {
		parts[i] = a.key()
	}
	return strings.Join(parts, ", ")
}

// templateInstance remembers how to check an instance's body later.
type templateInstance struct {
	b       *tbinding
	checked bool
}

// templateDecl records "template <...> declaration".
func (c *checker) template(t *grammar.TopTemplateContext) {
	if len(t.TemplateHead().AllTemplateParam()) == 0 {
		c.explicitSpecialization(t)
		return
	}
	if sp, ok := t.TopDecl().(*grammar.TopSpecializationContext); ok {
		nameTok := c.funcNameTok(sp)
		c.errorf(nameTok, nil, "function template partial specialization is not allowed")
		return
	}
	td := &templateDecl{ns: append([]string(nil), c.ns...), attrs: t.AllAttribute(),
		funcs: map[string]*FuncDecl{}, structs: map[string]*StructType{}}
	switch d := t.TopDecl().(type) {
	case *grammar.TopFunctionContext:
		td.fn = d
		td.tok = c.ttok(d.IDENTIFIER())
	case *grammar.TopStructContext:
		td.st = d.StructDef()
		if len(d.AllDeclarator()) > 0 {
			c.errorf(c.tok(d.Declarator(0).GetStart()), nil, "a struct template cannot declare variables")
		}
		switch {
		case td.st.IDENTIFIER() != nil:
			td.tok = c.ttok(td.st.IDENTIFIER())
		case td.st.TYPE_NAME() != nil:
			td.tok = c.ttok(td.st.TYPE_NAME())
		default:
			c.errorf(c.tok(td.st.GetStart()), nil, "a struct template must have a name")
			return
		}
	case *grammar.TopStructForwardContext:
		id := d.IDENTIFIER()
		if id == nil {
			id = d.TYPE_NAME()
		}
		td.tok, td.declOnly = c.ttok(id), true
	case *grammar.TopAliasContext:
		td.alias = d.AliasDecl()
		td.tok = c.aliasName(td.alias)
		td.aliases = map[string]Type{}
	case *grammar.TopStructSpecializationContext:
		c.partialSpecialization(t, d)
		return
	case *grammar.TopMemberDefinitionContext:
		c.templateMemberDefinition(t, d)
		return
	default:
		first, last := c.span(t.TopDecl())
		c.errorf(first, last, "only functions, structs and aliases can be templates")
		return
	}
	td.short = td.tok.Text
	td.name = c.qualify(td.short)
	td.params = c.templateParams(t.TemplateHead())
	if prev := c.structTemplates[td.name]; prev != nil && (prev.declOnly || td.declOnly) && td.alias == nil {
		// a declaration before the definition, or after it: one template
		// (C++'s), whose definition is the one with a body
		if prev.declOnly && !td.declOnly {
			prev.st, prev.params, prev.declOnly, prev.attrs = td.st, td.params, false, td.attrs
		}
		return
	}
	if td.declOnly {
		if _, ok := c.lookupType(td.name, nil); ok {
			c.errorf(td.tok, nil, "redefinition of '%s' as a template", td.name)
			return
		}
		c.structTemplates[td.name] = td
		return
	}
	if td.st != nil || td.alias != nil {
		if _, ok := c.lookupType(td.name, nil); ok {
			c.errorf(td.tok, nil, "redefinition of '%s' as a template", td.name)
			return
		}
		if prev := c.structTemplates[td.name]; prev != nil {
			diag := c.errorf(td.tok, nil, "redefinition of template '%s'", td.name)
			diag.Notes = append(diag.Notes, noteAt(prev.tok, "previous definition is here"))
			return
		}
		c.structTemplates[td.name] = td
		return
	}
	if prev := c.sameFuncTemplate(td); prev != nil {
		// a redeclaration: one template, whose definition is the one
		// with a body
		switch {
		case prev.fn.Block() != nil && td.fn.Block() != nil:
			diag := c.errorf(td.tok, nil, "redefinition of function template '%s'", td.name)
			diag.Notes = append(diag.Notes, noteAt(prev.tok, "previous definition is here"))
		case prev.fn.Block() == nil && td.fn.Block() != nil && prev.def == nil:
			prev.def = td
		}
		return
	}
	c.funcTemplates[td.name] = append(c.funcTemplates[td.name], td)
}

// sameFuncTemplate finds an earlier declaration of function template td:
// same template parameters (kinds, in order) and the same function
// parameters (modifiers and types, template parameters compared by
// position). nil if td declares a new template (an overload).
func (c *checker) sameFuncTemplate(td *templateDecl) *templateDecl {
	if td.fn == nil {
		return nil
	}
	key := td.signatureKey()
	for _, prev := range c.funcTemplates[td.name] {
		if prev.fn != nil && len(prev.params) == len(td.params) && prev.signatureKey() == key {
			return prev
		}
	}
	return nil
}

// signatureKey spells a function template's template parameter kinds, its
// parameters' modifiers and types and its return type, each template parameter by its
// position ("$0"), so that a declaration and a definition naming their
// parameters differently compare equal.
func (td *templateDecl) signatureKey() string {
	pos := map[string]string{}
	var b strings.Builder
	for i, p := range td.params {
		pos[p.name] = fmt.Sprintf("$%d", i)
		if p.isType {
			b.WriteString("type,")
		} else {
			fmt.Fprintf(&b, "%s,", p.valType)
		}
	}
	b.WriteString("(")
	for _, pc := range td.paramDecls() {
		for _, m := range pc.AllParamModifier() {
			b.WriteString(m.GetText() + " ")
		}
		writeTokens(&b, pc.Type_(), pos)
		for _, d := range pc.AllArrayDim() {
			writeTokens(&b, d, pos)
		}
		b.WriteString(";")
	}
	// the return type too: templates differing in it are distinct
	// overloads in C++ ([temp.over.link]), as enable_if-style templates
	// that differ in their return type only are
	b.WriteString(")->")
	if ds := td.fn.DeclSpec(); ds != nil {
		writeTokens(&b, ds.Type_(), pos)
	}
	return b.String()
}

// writeTokens writes the terminal tokens under tree, separated by spaces,
// with the names in rename replaced.
func writeTokens(b *strings.Builder, tree antlr.Tree, rename map[string]string) {
	if t, ok := tree.(antlr.TerminalNode); ok {
		s := t.GetText()
		if r, ok := rename[s]; ok {
			s = r
		}
		b.WriteString(s + " ")
		return
	}
	for i := 0; i < tree.GetChildCount(); i++ {
		writeTokens(b, tree.GetChild(i), rename)
	}
}

// explicitSpecialization reads "template<> R f<args>(params) { ... }", or
// "template<> R f(params) { ... }" with the arguments deduced from the
// parameter types: the definition of function template f's instance for
// those arguments, which every later call instantiating f with them uses
// instead of f's body (C++'s explicit specialization; the primary template
// is the one whose instance for the arguments has the specialization's
// signature). A struct template's explicit specialization is a located
// error.
func (c *checker) explicitSpecialization(t *grammar.TopTemplateContext) {
	var def funcDef
	var targs []grammar.ITemplateArgContext
	switch d := t.TopDecl().(type) {
	case *grammar.TopSpecializationContext:
		def, targs = d, d.AllTemplateArg()
	case *grammar.TopFunctionContext:
		def = d
	case *grammar.TopStructSpecializationContext:
		c.structSpecialization(t, d)
		return
	case *grammar.TopStructContext:
		first, last := c.span(t.TopDecl())
		c.errorf(first, last, "an explicit specialization of a struct template names its arguments: template<> struct S<args> { ... };")
		return
	default:
		first, last := c.span(t.TopDecl())
		c.errorf(first, last, "only functions and structs can be explicitly specialized")
		return
	}
	nameTok := c.funcNameTok(def)
	tds := c.lookupFuncTemplates(nameTok.Text)
	if len(tds) == 0 {
		if i := strings.LastIndex(nameTok.Text, "::"); i > 0 {
			if t, ok := c.lookupType(nameTok.Text[:i], nil); ok {
				if st, ok := t.(*StructType); ok {
					c.memberSpecialization(st, nameTok.Text[i+2:], nameTok, def, targs)
				} else {
					c.errorf(nameTok, nil, "'%s' is not a struct: it has no member function templates", nameTok.Text[:i])
				}
				return
			}
		}
		c.errorf(nameTok, nil, "no function template named '%s' to specialize", nameTok.Text)
		return
	}
	if def.Block() == nil {
		c.errorf(nameTok, nil, "a declaration of an explicit specialization without its definition is not supported by hlslc")
		return
	}
	spec := c.funcHeader(def, "")
	match, b, stop := c.matchFuncTemplate(tds, targs, nameTok, spec)
	if stop {
		return
	}
	if match == nil {
		c.errorf(nameTok, nil, "no function template matches the explicit specialization of '%s'", nameTok.Text)
		return
	}
	key := b.key()
	spec.Name = match.name + "<" + key + ">"
	if c.specializedBefore(match, key, spec.Name, nameTok) {
		return
	}
	spec.Attrs = c.placeAttrs(c.attributes(t.AllAttribute()), onFunction, "a function")
	match.funcs[key] = spec
	c.funcs[spec.Name] = append(c.funcs[spec.Name], spec)
	c.prog.Funcs = append(c.prog.Funcs, spec)
	c.body(spec, def.Block())
}

// specializationArgs are an explicit specialization's parameters as the
// arguments of a call: deducing against them finds the template arguments
// of a specialization written without "<args>".
// matchFuncTemplate finds the free function template of tds whose
// signature, with the written template arguments targs and those deduced
// from decl's parameters, is decl's (return type included): what an explicit
// specialization or instantiation names. It returns the template and its
// binding, or nil when none matches; stop when a diagnostic was reported.
func (c *checker) matchFuncTemplate(tds []*templateDecl, targs []grammar.ITemplateArgContext, nameTok *Token, decl *FuncDecl) (*templateDecl, *tbinding, bool) {
	args := specializationArgs(decl)
	for _, td := range tds {
		if td.method != nil {
			continue
		}
		tb, stop := c.bindSpecialization(td, targs, nameTok, args)
		if stop {
			return nil, nil, true
		}
		if tb == nil {
			continue
		}
		var primary *FuncDecl
		c.inTemplate(tb, func() { primary = c.funcHeader(td.fn, "") })
		if primary != nil && sameSignature(primary, decl) && Identical(primary.Return, decl.Return) {
			return td, tb, false
		}
	}
	return nil, nil, false
}

func specializationArgs(spec *FuncDecl) []Expr {
	args := make([]Expr, len(spec.Params))
	for i, p := range spec.Params {
		args[i] = &VarRef{exprBase: exprBase{T: p.Type, Tok: p.Tok, End: p.Tok}, Name: p.Name}
	}
	return args
}

// bindSpecialization binds td to an explicit specialization's template
// arguments: those written (targs) and those deduced from its parameters
// (args). tb is nil when td cannot take them; stop is true when an error
// was reported.
func (c *checker) bindSpecialization(td *templateDecl, targs []grammar.ITemplateArgContext, nameTok *Token, args []Expr) (tb *tbinding, stop bool) {
	given, ok := c.explicitArgs(td, targs, nameTok)
	if !ok {
		return nil, true
	}
	deduced, reason := c.deduceCall(td, given, args)
	if reason != "" {
		return nil, false
	}
	tb, missing := c.bind(td, deduced)
	if missing != nil {
		return nil, false
	}
	return tb, false
}

// specializedBefore reports, and says why, that td already has the
// instance key an explicit specialization named name defines: it was
// instantiated before the specialization, or specialized twice.
func (c *checker) specializedBefore(td *templateDecl, key, name string, nameTok *Token) bool {
	old, ok := td.funcs[key]
	if !ok {
		return false
	}
	if old.instance != nil {
		c.errorf(nameTok, nil, "explicit specialization of '%s' after its instantiation", name)
		return true
	}
	diag := c.errorf(nameTok, nil, "redefinition of '%s'", name)
	diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
	return true
}

// memberSpecialization reads "template<> R S::f<args>(params) { ... }"
// (or with the arguments deduced from the parameters): the definition of
// the instance of S's member function template f for those arguments, as
// explicitSpecialization is a function template's. Its body is checked as
// a member's, with the specialization's parameter names.
func (c *checker) memberSpecialization(st *StructType, name string, nameTok *Token, def funcDef, targs []grammar.ITemplateArgContext) {
	if def.Block() == nil {
		c.errorf(nameTok, nil, "a declaration of an explicit specialization without its definition is not supported by hlslc")
		return
	}
	spec := c.funcHeader(def, "")
	args := specializationArgs(spec)
	for _, td := range st.MethodTemplates {
		if td.short != name {
			continue
		}
		tb, stop := c.bindSpecialization(td, targs, nameTok, args)
		if stop {
			return
		}
		if tb == nil {
			continue
		}
		key := tb.key()
		fname := td.name + "<" + key + ">"
		var primary *FuncDecl
		c.inTemplate(tb, func() { primary = c.methodHeader(td.owner, td.method, fname) })
		if primary == nil {
			continue
		}
		own := primary.Params
		if !primary.Static {
			own = own[1:]
		}
		if len(own) != len(spec.Params) || !Identical(primary.Return, spec.Return) {
			continue
		}
		same := true
		for i, p := range own {
			same = same && Identical(p.Type, spec.Params[i].Type) && p.Dir == spec.Params[i].Dir
		}
		if !same {
			continue
		}
		if c.specializedBefore(td, key, fname, nameTok) {
			return
		}
		f := primary
		f.Tok = nameTok
		if f.Static {
			f.Params = spec.Params
		} else {
			f.Params = append([]*VarDecl{f.Params[0]}, spec.Params...)
		}
		td.funcs[key] = f
		c.prog.Funcs = append(c.prog.Funcs, f)
		leave := c.enterStructScope(st)
		c.body(f, def.Block())
		leave()
		if !f.Static && mutatesThis(f) {
			f.Params[0].Dir = DirInOut
		}
		return
	}
	c.errorf(nameTok, nil, "no member function template of '%s' matches the explicit specialization of '%s'", st, name)
}

// paramNameTok is a template parameter's name; an unnamed parameter gets
// an empty name at the parameter's first token.
func (c *checker) paramNameTok(id, tn antlr.TerminalNode, start antlr.Token) *Token {
	switch {
	case id != nil:
		return c.ttok(id)
	case tn != nil:
		return c.ttok(tn)
	}
	t := *c.tok(start)
	t.Text = ""
	return &t
}

// boundType resolves a name bound by the instance being checked: its own
// parameters first, then those of the struct template instance a member
// function template belongs to.
func (c *checker) boundType(name string) (Type, bool) {
	for b := c.tb; b != nil; b = b.td.outer {
		if t, ok := b.types[name]; ok {
			return t, true
		}
	}
	return nil, false
}

// inTemplate runs check in the context of template td's definition with
// the parameters bound by b: at namespace scope in td's namespace, outside
// any function, with the value parameters as constants.
func (c *checker) inTemplate(b *tbinding, check func()) {
	fn, sc, ns, loops, switches, base, attrs, tb, defining := c.fn, c.sc, c.ns, c.loops, c.switches, c.structBase, c.declAttrs, c.tb, c.defining
	defer func() {
		c.fn, c.sc, c.ns, c.loops, c.switches, c.structBase, c.declAttrs, c.tb, c.defining = fn, sc, ns, loops, switches, base, attrs, tb, defining
	}()
	if c.instDepth >= maxInstantiationDepth {
		c.errorf(b.td.tok, nil, "recursive template instantiation exceeded maximum depth of %d", maxInstantiationDepth)
		return
	}
	c.instDepth++
	defer func() { c.instDepth-- }()
	c.fn, c.loops, c.switches, c.structBase, c.declAttrs, c.defining = nil, 0, 0, nil, nil, nil
	c.ns = b.td.ns
	c.tb = b
	c.sc = &scope{vars: map[string]*VarDecl{}, parent: c.globals, varsUp: c.globals}
	// the value parameters, and those of the struct template instance a
	// member function template belongs to, which its own hide
	for ob := b; ob != nil; ob = ob.td.outer {
		for i, p := range ob.td.params[:len(ob.args)] {
			if p.isType || p.name == "" {
				continue
			}
			if _, hidden := c.sc.vars[p.name]; hidden {
				continue
			}
			if _, hidden := b.types[p.name]; hidden && ob != b {
				continue
			}
			v := &VarDecl{Name: p.name, Type: p.valType, Storage: StorageStatic, Const: true, Tok: p.tok,
				Enumerator: true, ConstValue: &ConstVal{Kind: p.valType.(*ScalarType).Kind, I: ob.args[i].v}}
			c.sc.vars[p.name] = v
		}
	}
	check()
}

// maxInstantiationDepth bounds instances that instantiate further instances
// (clang's default is 1024; HLSL code nests a few levels).
const maxInstantiationDepth = 64

// bind completes the arguments given (explicit or deduced; nil entries are
// missing) with the parameters' defaults, evaluated in the template's
// context after the earlier parameters. It reports the first parameter
// left without a value, or nil.
func (c *checker) bind(td *templateDecl, given []*templateArg) (*tbinding, *templateParam) {
	b := &tbinding{td: td, types: map[string]Type{}, args: make([]templateArg, len(td.params))}
	for i, p := range td.params {
		var a *templateArg
		if i < len(given) {
			a = given[i]
		}
		if a == nil {
			switch {
			case p.isType && p.defType != nil:
				partial := &tbinding{td: td, types: b.types, args: b.args[:i]}
				c.inTemplate(partial, func() { a = &templateArg{t: c.resolveType(p.defType)} })
			case !p.isType && p.defExpr != nil:
				partial := &tbinding{td: td, types: b.types, args: b.args[:i]}
				c.inTemplate(partial, func() {
					v, ok := c.foldInt(c.expr(p.defExpr))
					if ok {
						a = &templateArg{v: v}
					}
				})
			}
			if a == nil {
				return nil, p
			}
		}
		b.args[i] = *a
		if p.isType && p.name != "" {
			b.types[p.name] = a.t
		}
	}
	return b, nil
}

// explicitArgs evaluates the template arguments written at a use, in the
// user's context, checking each against its parameter's kind.
func (c *checker) explicitArgs(td *templateDecl, args []grammar.ITemplateArgContext, at *Token) ([]*templateArg, bool) {
	if len(args) > len(td.params) {
		c.errorf(at, nil, "too many template arguments for '%s' (%d given, it takes %d)", td.name, len(args), len(td.params))
		return nil, false
	}
	out := make([]*templateArg, len(args))
	ok := true
	for i, a := range args {
		p := td.params[i]
		if p.isType {
			if a.Type_() == nil {
				c.errorf(c.tok(a.GetStart()), c.tok(a.GetStop()), "template argument for type parameter '%s' must be a type", p.name)
				ok = false
				continue
			}
			out[i] = &templateArg{t: c.templateType(a)}
			continue
		}
		if a.Type_() != nil {
			c.errorf(c.tok(a.GetStart()), c.tok(a.GetStop()), "template argument for '%s' must be an integer constant, not a type", p.name)
			ok = false
			continue
		}
		v, good := c.templateValue(a)
		if !good {
			ok = false
			continue
		}
		out[i] = &templateArg{v: v}
	}
	return out, ok
}

// templateValue folds an integer template argument.
func (c *checker) templateValue(a grammar.ITemplateArgContext) (int64, bool) {
	t := c.tok(a.GetStart())
	switch {
	case a.INT_LITERAL() != nil:
		n, _, ok := parsePPNumber(t.Text)
		if !ok {
			c.errorf(t, nil, "invalid integer constant '%s'", t.Text)
		}
		return n, ok
	case a.IDENTIFIER() != nil:
		return c.foldInt(c.name(t))
	case a.Expression() != nil:
		return c.foldInt(c.expression(a.Expression()))
	case len(a.AllTemplateOperand()) > 0:
		return c.foldInt(c.templateArgExpr(a))
	}
	c.errorf(t, nil, "template argument must be an integer constant")
	return 0, false
}

// templateOpPrec are the precedences of the operators of an unparenthesized
// template argument (C++'s, higher binds tighter).
var templateOpPrec = map[string]int{"*": 10, "/": 10, "%": 10, "+": 9, "-": 9, "<<": 8, "==": 6, "!=": 6,
	"&": 5, "^": 4, "|": 3, "&&": 2, "||": 1}

// templateArgExpr checks a template argument written as operands and
// binary operators without parentheses (S<N * 2>, RayQuery<A | B>),
// grouping them by C++'s precedence.
func (c *checker) templateArgExpr(a grammar.ITemplateArgContext) Expr {
	var operands []Expr
	for _, o := range a.AllTemplateOperand() {
		t := c.tok(o.GetStart())
		var e Expr
		switch {
		case o.Expression() != nil:
			e = c.expression(o.Expression())
		case o.INT_LITERAL() != nil:
			e = c.intLiteral(c.ttok(o.INT_LITERAL()))
		case o.GetOwner() != nil:
			// S<args>::member, a static data member of an instance
			if st := c.scopeStruct(o.GetOwner()); st != nil {
				e = c.qualifiedName(t, st.Name+"::"+o.GetMember().GetText(), c.tok(o.GetMember()))
			} else {
				e = c.bad(t)
			}
		case o.GetBoolv() != nil:
			bt := c.tok(o.GetBoolv())
			e = &BoolLit{exprBase: exprBase{T: TBool, Tok: bt}, Value: bt.Text == "true"}
		default:
			e = c.name(c.ttok(o.IDENTIFIER()))
		}
		if o.GetOp() != nil {
			e = c.unary(c.tok(o.GetOp()), e, t, c.tok(o.GetStop()))
		}
		operands = append(operands, e)
	}
	ops := a.AllTemplateOp()
	// operator-precedence parsing: reduce while the stacked operator binds
	// at least as tightly as the next one (all are left-associative)
	vals := []Expr{operands[0]}
	var stack []*Token
	reduce := func() {
		r, l := vals[len(vals)-1], vals[len(vals)-2]
		vals = append(vals[:len(vals)-2], c.binary(stack[len(stack)-1], l, r))
		stack = stack[:len(stack)-1]
	}
	for i, op := range ops {
		t := c.tok(op.GetStart())
		for len(stack) > 0 && templateOpPrec[stack[len(stack)-1].Text] >= templateOpPrec[t.Text] {
			reduce()
		}
		stack = append(stack, t)
		vals = append(vals, operands[i+1])
	}
	for len(stack) > 0 {
		reduce()
	}
	return vals[0]
}

// structInstance resolves S<args> for struct template td.
func (c *checker) structInstance(td *templateDecl, args []grammar.ITemplateArgContext, at, last *Token) Type {
	given, ok := c.explicitArgs(td, args, at)
	if !ok {
		return TFloat
	}
	b, missing := c.bind(td, given)
	if missing != nil {
		c.errorf(at, last, "too few template arguments for '%s': no value for '%s'", td.name, missing.name)
		return TFloat
	}
	key := b.key()
	if td.alias != nil {
		return c.aliasInstance(td, b, at)
	}
	if st, ok := td.structs[key]; ok {
		return st
	}
	st := &StructType{Name: td.name + "<" + key + ">", Template: td, TemplateArgs: b.args}
	// the definition: an explicit specialization for these arguments, a
	// partial specialization whose pattern they match, or the template's
	var body structBody
	var nameTok *Token
	if sp := td.fullSpecs[key]; sp != nil {
		body, nameTok = sp, c.tok(sp.GetName())
		b = &tbinding{td: td, types: map[string]Type{}}
	} else if pd, pb := c.matchPartial(td, b, at); pd != nil {
		body, nameTok, b = pd.spec, c.tok(pd.spec.GetName()), pb
	} else if td.declOnly {
		diag := c.errorf(at, last, "implicit instantiation of undefined template '%s'", st.Name)
		diag.Notes = append(diag.Notes, noteAt(td.tok, "template is declared here"))
		return TFloat
	} else {
		body, nameTok = td.st, c.structNameTok(td.st)
	}
	td.structs[key] = st
	b.types[td.short] = st // the injected name: S inside S's definition
	st.fromSpec = td.st == nil || body != structBody(td.st)
	c.instantiating(td, st.Name, at, func() {
		c.inTemplate(b, func() { c.structDefInto(body, nameTok, st) })
		if !st.fromSpec {
			// the primary template's definition: its members defined
			// out of line so far (a specialization defines its own)
			for _, md := range td.memberDefs {
				c.defineTemplateMember(md, st)
			}
		}
	})
	return st
}

// templateMemberDefinition reads "template <params> R S<params>::f(...)
// { ... }": the out-of-line definition of member function f of struct
// template S (C++'s, which DXC's HLSL 2021 takes), whose owner must name
// S with the head's parameters in order. It defines f in every instance
// of S made so far and in each made after (structInstance).
func (c *checker) templateMemberDefinition(t *grammar.TopTemplateContext, d *grammar.TopMemberDefinitionContext) {
	nameTok := c.ttok(d.IDENTIFIER())
	owner := d.Type_()
	first, last := c.span(owner)
	var td *templateDecl
	if tn := owner.TYPE_NAME(0); tn != nil && owner.GetNested() == nil {
		td = c.lookupStructTemplate(tn.GetText())
	}
	if td == nil || td.st == nil {
		c.errorf(first, last, "'%s' is not a struct template: only a struct template's members are defined as '%s<...>::%s'", first.Text, first.Text, nameTok.Text)
		return
	}
	head := &templateDecl{name: td.name, short: td.short, tok: td.tok, ns: append([]string(nil), c.ns...)}
	head.params = c.templateParams(t.TemplateHead())
	args := owner.AllTemplateArg()
	same := len(args) == len(head.params) && len(args) == len(td.params)
	for i := 0; same && i < len(args); i++ {
		same = c.tok(args[i].GetStart()) == c.tok(args[i].GetStop()) && c.tok(args[i].GetStart()).Text == head.params[i].name &&
			head.params[i].isType == td.params[i].isType
	}
	if !same {
		c.errorf(first, last, "the out-of-line definition of a member of '%s' must name it with its template's parameters in order ('%s<%s>::%s'); a partial specialization's members are defined in its body", td.name, td.short, paramNames(head.params), nameTok.Text)
		return
	}
	declared := false
	for _, m := range td.st.AllStructMember() {
		if mc, ok := m.(*grammar.StructMethodContext); ok && mc.IDENTIFIER() != nil && mc.IDENTIFIER().GetText() == nameTok.Text {
			declared = true
		}
	}
	if !declared {
		c.errorf(nameTok, nil, "out-of-line definition of '%s' does not match any declaration in '%s'", nameTok.Text, td.name)
		return
	}
	md := &memberDef{head: head, def: d, attrs: t.AllAttribute()}
	td.memberDefs = append(td.memberDefs, md)
	keys := make([]string, 0, len(td.structs))
	for k := range td.structs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		st := td.structs[k]
		if st.fromSpec {
			continue
		}
		c.defineTemplateMember(md, st)
	}
}

// paramNames lists template parameters' names for a diagnostic.
func paramNames(ps []*templateParam) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.name
	}
	return strings.Join(names, ", ")
}

// defineTemplateMember checks out-of-line definition md as the definition
// of its member function in instance st: the definition's parameters
// bound to st's arguments, its body a member of st's.
func (c *checker) defineTemplateMember(md *memberDef, st *StructType) {
	b := &tbinding{td: md.head, args: st.TemplateArgs, types: map[string]Type{}}
	for i, p := range md.head.params {
		if p.isType && p.name != "" && i < len(st.TemplateArgs) {
			b.types[p.name] = st.TemplateArgs[i].t
		}
	}
	b.types[md.head.short] = st
	c.inTemplate(b, func() {
		c.memberDefinition(st, md.def.IDENTIFIER().GetText(), md.def, c.attributes(md.attrs))
	})
}

// structSpecialization reads "template<> struct S<args> { ... };": the
// definition of struct template S's instance for those arguments (with
// S's defaults for those not written), which every use of S with them
// gets instead of S's body, as in C++. The arguments are evaluated where
// the specialization is written.
func (c *checker) structSpecialization(t *grammar.TopTemplateContext, sp *grammar.TopStructSpecializationContext) {
	nameTok := c.tok(sp.GetName())
	c.placeAttrs(c.attributes(t.AllAttribute()), 0, "a struct")
	td := c.lookupStructTemplate(nameTok.Text)
	if td == nil || td.alias != nil {
		c.errorf(nameTok, nil, "no struct template named '%s' to specialize", nameTok.Text)
		return
	}
	if td.spec != nil {
		td = c.structTemplates[td.name]
	}
	given, ok := c.explicitArgs(td, sp.AllTemplateArg(), nameTok)
	if !ok {
		return
	}
	b, missing := c.bind(td, given)
	if missing != nil {
		c.errorf(nameTok, nil, "too few template arguments for '%s': no value for '%s'", td.name, missing.name)
		return
	}
	key := b.key()
	name := td.name + "<" + key + ">"
	if _, ok := td.structs[key]; ok {
		c.errorf(nameTok, nil, "explicit specialization of '%s' after its instantiation", name)
		return
	}
	if td.fullSpecs == nil {
		td.fullSpecs = map[string]*grammar.TopStructSpecializationContext{}
	}
	if old := td.fullSpecs[key]; old != nil {
		diag := c.errorf(nameTok, nil, "redefinition of '%s'", name)
		diag.Notes = append(diag.Notes, noteAt(c.tok(old.GetName()), "previous definition is here"))
		return
	}
	td.fullSpecs[key] = sp
}

// partialSpecialization reads "template<params> struct S<pattern> { ... };":
// a definition of struct template S for the arguments matching the pattern
// (C++'s partial specialization), recorded on S; an instance whose
// arguments match it is checked from its body with its own parameters
// deduced from them (matchPartial).
func (c *checker) partialSpecialization(t *grammar.TopTemplateContext, sp *grammar.TopStructSpecializationContext) {
	nameTok := c.tok(sp.GetName())
	primary := c.lookupStructTemplate(nameTok.Text)
	if primary == nil || primary.alias != nil || primary.spec != nil {
		c.errorf(nameTok, nil, "no struct template named '%s' to specialize", nameTok.Text)
		return
	}
	if n := len(sp.AllTemplateArg()); n > len(primary.params) {
		c.errorf(nameTok, nil, "too many template arguments for '%s' (%d given, it takes %d)", primary.name, n, len(primary.params))
		return
	}
	pd := &templateDecl{name: primary.name, short: primary.short, tok: nameTok, ns: append([]string(nil), c.ns...),
		attrs: t.AllAttribute(), spec: sp, params: c.templateParams(t.TemplateHead())}
	for _, p := range pd.params {
		if p.defType != nil || p.defExpr != nil {
			c.errorf(p.tok, nil, "a partial specialization's template parameter cannot have a default argument")
			return
		}
	}
	primary.partials = append(primary.partials, pd)
}

// matchPartial finds the partial specialization of td whose pattern the
// instance's arguments (bound by b) match, and binds its parameters: each
// is deduced from the pattern, then the pattern evaluated with them must
// name exactly those arguments. Two matching is an error (hlslc does not
// rank partial specializations by how specialized they are).
func (c *checker) matchPartial(td *templateDecl, b *tbinding, at *Token) (*templateDecl, *tbinding) {
	var match *templateDecl
	var matchB *tbinding
	for _, pd := range td.partials {
		pattern := pd.spec.AllTemplateArg()
		d := &deduction{td: pd, given: make([]*templateArg, len(pd.params))}
		ns := c.ns
		c.ns = pd.ns
		failed := false
		for i, a := range pattern {
			var r string
			switch {
			case td.params[i].isType && a.Type_() != nil:
				r = d.typArg(c, a, b.args[i].t)
			case !td.params[i].isType && a.IDENTIFIER() != nil:
				r = d.value(a.IDENTIFIER().GetText(), b.args[i].v)
			}
			failed = failed || r != ""
		}
		c.ns = ns
		if failed {
			continue
		}
		pb, missing := c.bind(pd, d.given)
		if missing != nil {
			continue
		}
		var named []*templateArg
		ok := false
		c.inTemplate(pb, func() { named, ok = c.explicitArgs(td, pattern, pd.tok) })
		if !ok {
			continue
		}
		full, missing := c.bind(td, named)
		if missing != nil || full.key() != b.key() {
			continue
		}
		if match != nil {
			diag := c.errorf(at, nil, "ambiguous partial specializations of '%s<%s>'", td.name, b.key())
			diag.Notes = append(diag.Notes, noteAt(match.tok, "partial specialization matches"), noteAt(pd.tok, "partial specialization matches"))
			return nil, nil
		}
		match, matchB = pd, pb
	}
	return match, matchB
}

// aliasInstance is the type alias template td names with the arguments
// bound by b: the aliased type, resolved in td's context.
func (c *checker) aliasInstance(td *templateDecl, b *tbinding, at *Token) Type {
	key := b.key()
	if t, ok := td.aliases[key]; ok {
		return t
	}
	t := Type(TFloat)
	c.instantiating(td, td.name+"<"+key+">", at, func() {
		c.inTemplate(b, func() { t = c.aliasType(td.alias) })
	})
	td.aliases[key] = t
	return t
}

// instantiating runs an instantiation and attaches to the errors it reports
// a note naming the instance and where it was requested.
func (c *checker) instantiating(td *templateDecl, name string, at *Token, run func()) {
	before := len(c.d.List)
	run()
	for _, d := range c.d.List[before:] {
		if d.Sev == SevError {
			d.Notes = append(d.Notes, noteAt(at, "in instantiation of '%s' requested here", name))
		}
	}
}

// funcTemplateCandidates instantiates the signatures of the function
// templates named name for a call with args (explicit arguments targs, nil
// when none were written). Templates whose deduction fails are left out;
// why is returned for the "no matching function" notes. reported is set
// when an explicit argument was wrong (and reported).
func (c *checker) funcTemplateCandidates(tds []*templateDecl, targs []grammar.ITemplateArgContext, args []Expr, at, last *Token) (insts []*FuncDecl, ignored []*Diagnostic, reported bool) {
	return c.templateCandidates(tds, func(td *templateDecl) ([]*templateArg, bool) { return c.explicitArgs(td, targs, at) }, args, at)
}

// templateCandidates is funcTemplateCandidates with the explicit arguments
// of each template given by explicit.
func (c *checker) templateCandidates(tds []*templateDecl, explicit func(*templateDecl) ([]*templateArg, bool), args []Expr, at *Token) (insts []*FuncDecl, ignored []*Diagnostic, reported bool) {
	for _, td := range tds {
		given, ok := explicit(td)
		if !ok {
			return nil, nil, true
		}
		deduced, reason := c.deduceCall(td, given, args)
		if reason != "" {
			ignored = append(ignored, noteAt(td.tok, "candidate template ignored: %s", reason))
			continue
		}
		b, missing := c.bind(td, deduced)
		if missing != nil {
			ignored = append(ignored, noteAt(td.tok, "candidate template ignored: couldn't infer template argument '%s'", missing.name))
			continue
		}
		key := b.key()
		f, ok := td.funcs[key]
		if !ok {
			name := td.name + "<" + key + ">"
			// substituting the arguments into the signature: a failure
			// there drops the candidate, as C++ does (SFINAE: enable_if's
			// missing ::type in the return type), where it was an error
			before, errs := len(c.d.List), c.d.errors
			c.inTemplate(b, func() {
				if td.method != nil {
					f = c.methodHeader(td.owner, td.method, name)
				} else {
					f = c.funcHeader(td.fn, name)
				}
			})
			if c.d.errors != errs {
				var first *Diagnostic
				for _, d := range c.d.List[before:] {
					if d.Sev == SevError {
						first = d
						break
					}
				}
				c.d.List, c.d.errors = c.d.List[:before], errs
				msg := "substitution failure"
				if first != nil {
					msg += ": " + first.Msg
				}
				var with []string
				for i, p := range td.params {
					if i < len(b.args) && p.name != "" {
						with = append(with, p.name+" = "+b.args[i].String())
					}
				}
				ignored = append(ignored, noteAt(td.tok, "candidate template ignored: %s [with %s]", msg, strings.Join(with, ", ")))
				continue
			}
			if f == nil {
				reported = true
				continue
			}
			f.instance = &templateInstance{b: b}
			td.funcs[key] = f
		}
		insts = append(insts, f)
	}
	return insts, ignored, false
}

// instantiateBody checks the body of a function template instance the
// first time the instance is called.
func (c *checker) instantiateBody(f *FuncDecl, at *Token) {
	in := f.instance
	if in == nil || in.checked {
		return
	}
	td := in.b.td
	if td.block() == nil && td.def == nil && !c.atEnd {
		// declared, not defined yet: C++ instantiates at the end of the
		// program too, where a later definition is known
		c.pendingBodies = append(c.pendingBodies, pendingBody{f, at})
		return
	}
	in.checked = true
	c.prog.Funcs = append(c.prog.Funcs, f)
	if td.method == nil {
		c.funcs[f.Name] = append(c.funcs[f.Name], f)
	}
	b := in.b
	if td.block() == nil && td.def != nil {
		// the definition may name its parameters differently: bind its
		// template parameters to the instance's arguments and give the
		// instance's parameters its names
		given := make([]*templateArg, len(in.b.args))
		for i := range in.b.args {
			given[i] = &in.b.args[i]
		}
		var missing *templateParam
		if b, missing = c.bind(td.def, given); missing != nil {
			c.errorf(at, nil, "internal error: cannot bind the definition of function template '%s'", td.name)
			return
		}
		for i, pc := range td.def.paramDecls() {
			if id := pc.IDENTIFIER(); id != nil && i < len(f.Params) {
				f.Params[i].Name, f.Params[i].Tok = id.GetText(), c.ttok(id)
			}
		}
		td = td.def
	}
	if td.block() == nil {
		c.errorf(at, nil, "function template '%s' is declared but never defined", td.name)
		return
	}
	c.instantiating(td, f.Name, at, func() {
		c.inTemplate(b, func() {
			f.Attrs = c.placeAttrs(c.attributes(td.attrs), onFunction, "a function")
			c.body(f, td.block())
		})
	})
	if f.Struct != nil && !f.Static && mutatesThis(f) {
		f.Params[0].Dir = DirInOut
	}
}

// block is the body of a function or member function template.
func (td *templateDecl) block() grammar.IBlockContext {
	if td.method != nil {
		return td.method.Block()
	}
	return td.fn.Block()
}

// params are the declared parameters of a function or member function
// template (without a member's object).
func (td *templateDecl) paramDecls() []grammar.IParamContext {
	var pl grammar.IParamListContext
	if td.method != nil {
		pl = td.method.ParamList()
	} else {
		pl = td.fn.ParamList()
	}
	if pl == nil {
		return nil
	}
	return pl.AllParam()
}

// deduceCall deduces the template parameters of td from a call's argument
// types, after the explicit arguments given; it returns the arguments (nil
// where still unknown) or why deduction failed.
func (c *checker) deduceCall(td *templateDecl, given []*templateArg, args []Expr) ([]*templateArg, string) {
	params := td.paramDecls()
	if len(args) > len(params) {
		return nil, fmt.Sprintf("requires %d arguments, but %d were provided", len(params), len(args))
	}
	d := &deduction{td: td, given: make([]*templateArg, len(td.params)), explicit: len(given)}
	copy(d.given, given)
	// the names in the parameter types are td's: look them up from its
	// namespace, not the caller's
	ns := c.ns
	c.ns = td.ns
	defer func() { c.ns = ns }()
	for i, a := range args {
		pt := params[i]
		t := concreteType(a.Type())
		for _, dim := range pt.AllArrayDim() {
			arr, ok := t.(*ArrayType)
			if !ok {
				return nil, fmt.Sprintf("argument %d ('%s') is not an array", i+1, a.Type())
			}
			if name, isName := dim.Expr().(*grammar.NameExprContext); isName {
				if reason := d.value(name.GetText(), int64(arr.Len)); reason != "" {
					return nil, reason
				}
			}
			t = arr.Elem
		}
		if reason := d.typ(c, pt.Type_(), t); reason != "" {
			return nil, reason
		}
	}
	return d.given, ""
}

// deduction is the state of deducing one template's parameters.
type deduction struct {
	td    *templateDecl
	given []*templateArg
	// explicit is the number of leading parameters given explicitly: their
	// arguments are converted to the parameter types, not deduced from
	explicit int
}

func (d *deduction) param(name string) (int, *templateParam) {
	for i, p := range d.td.params {
		if p.name == name {
			return i, p
		}
	}
	return -1, nil
}

// value deduces value parameter name = v.
func (d *deduction) value(name string, v int64) string {
	i, p := d.param(name)
	if p == nil || p.isType || i < d.explicit {
		return ""
	}
	if g := d.given[i]; g != nil {
		if g.v != v {
			return fmt.Sprintf("deduced conflicting values for parameter '%s' (%d vs. %d)", name, g.v, v)
		}
		return ""
	}
	d.given[i] = &templateArg{v: v}
	return ""
}

// typ matches the parameter type written as tc against argument type at.
// typArg deduces from a type argument of a pattern, which may be an array
// type (S<T[2]>, as C++ deduces T from T[N]): each dimension takes one
// array level of at; the lengths are checked when the pattern, evaluated
// with what was deduced, is compared with the arguments.
func (d *deduction) typArg(c *checker, a grammar.ITemplateArgContext, at Type) string {
	for range a.AllArrayDim() {
		arr, ok := at.(*ArrayType)
		if !ok {
			return fmt.Sprintf("'%s' is not an array type", at)
		}
		at = arr.Elem
	}
	return d.typ(c, a.Type_(), at)
}

func (d *deduction) typ(c *checker, tc grammar.ITypeContext, at Type) string {
	if tc == nil || tc.TYPE_NAME(0) == nil || tc.GetNested() != nil {
		// S<T>::type is a non-deduced context, as in C++
		return ""
	}
	name := tc.TYPE_NAME(0).GetText()
	args := tc.AllTemplateArg()
	if i, p := d.param(name); p != nil && p.isType && len(args) == 0 {
		if i < d.explicit {
			return ""
		}
		if g := d.given[i]; g != nil {
			if !Identical(g.t, at) {
				return fmt.Sprintf("deduced conflicting types for parameter '%s' ('%s' vs. '%s')", name, g.t, at)
			}
			return ""
		}
		d.given[i] = &templateArg{t: at}
		return ""
	}
	if len(args) == 0 {
		return "" // not dependent: overload resolution converts
	}
	sub := func(a grammar.ITemplateArgContext, t Type, v int64) string {
		switch {
		case a.Type_() != nil && t != nil:
			return d.typArg(c, a, t)
		case a.IDENTIFIER() != nil:
			return d.value(a.IDENTIFIER().GetText(), v)
		}
		return ""
	}
	switch name {
	case "vector":
		vt, ok := at.(*VectorType)
		if !ok || len(args) != 2 {
			return ""
		}
		if r := sub(args[0], Scalar(vt.Elem), 0); r != "" {
			return r
		}
		return sub(args[1], nil, int64(vt.N))
	case "matrix":
		mt, ok := at.(*MatrixType)
		if !ok || len(args) != 3 {
			return ""
		}
		if r := sub(args[0], Scalar(mt.Elem), 0); r != "" {
			return r
		}
		if r := sub(args[1], nil, int64(mt.Rows)); r != "" {
			return r
		}
		return sub(args[2], nil, int64(mt.Cols))
	}
	if rk, ok := resourceNames[name]; ok {
		rt, ok := at.(*ResourceType)
		if ok && rt.Kind == rk && rt.Elem != nil {
			return sub(args[0], rt.Elem, 0)
		}
		return ""
	}
	for _, n := range c.candidates(name) {
		if td := c.structTemplates[n]; td != nil && td.alias != nil {
			// an alias template is transparent: deduce its own parameters
			// from the type it names, then each argument written here
			// from the alias parameter it stands for
			inner := &deduction{td: td, given: make([]*templateArg, len(td.params))}
			ns := c.ns
			c.ns = td.ns
			r := inner.typ(c, td.alias.Type_(), at)
			c.ns = ns
			if r != "" {
				return r
			}
			for i, a := range args {
				if i < len(inner.given) && inner.given[i] != nil {
					if r := sub(a, inner.given[i].t, inner.given[i].v); r != "" {
						return r
					}
				}
			}
			return ""
		} else if td != nil {
			st, ok := at.(*StructType)
			if !ok || st.Template != td {
				return ""
			}
			for i, a := range args {
				if i >= len(st.TemplateArgs) {
					break
				}
				if r := sub(a, st.TemplateArgs[i].t, st.TemplateArgs[i].v); r != "" {
					return r
				}
			}
			return ""
		}
	}
	return ""
}

// lookupStructTemplate finds a struct template by a possibly qualified name.
func (c *checker) lookupStructTemplate(name string) *templateDecl {
	for _, n := range c.candidates(name) {
		if td := c.structTemplates[n]; td != nil {
			return td
		}
	}
	if c.hasUsingDecl { // "using N::S;" for a struct template S
		if found := c.find(name, func(n string) bool { return c.structTemplates[n] != nil }); len(found) > 0 {
			return c.structTemplates[found[0]]
		}
	}
	return nil
}

// lookupFuncTemplates finds the function templates of a possibly qualified
// name (those of the innermost namespace that has any).
func (c *checker) lookupFuncTemplates(name string) []*templateDecl {
	for _, n := range c.candidates(name) {
		if tds := c.funcTemplates[n]; len(tds) > 0 {
			return tds
		}
	}
	if c.hasUsingDecl { // "using N::f;" for a function template f
		if found := c.find(name, func(n string) bool { return len(c.funcTemplates[n]) > 0 }); len(found) > 0 {
			return c.funcTemplates[found[0]]
		}
	}
	return nil
}

// templateCall resolves a call among the functions fs and the instances of
// the function templates tds (with explicit template arguments targs, nil
// when none were written).
func (c *checker) templateCall(name *Token, fs []*FuncDecl, tds []*templateDecl, targs []grammar.ITemplateArgContext, args []Expr, last *Token) Expr {
	insts, ignored, reported := c.funcTemplateCandidates(tds, targs, args, name, last)
	if reported {
		return c.bad(name)
	}
	all := append(append([]*FuncDecl(nil), fs...), insts...)
	if len(all) == 0 {
		diag := c.errorf(name, last, "no matching function for call to '%s'", name.Text)
		diag.Notes = append(diag.Notes, ignored...)
		return c.bad(name)
	}
	return c.userCallNoting(name, all, args, last, ignored)
}

// templateParams reads the parameters of a template head.
func (c *checker) templateParams(h grammar.ITemplateHeadContext) []*templateParam {
	var params []*templateParam
	seen := map[string]bool{}
	for _, pc := range h.AllTemplateParam() {
		p := &templateParam{ctx: pc}
		switch pc := pc.(type) {
		case *grammar.TypeTemplateParamContext:
			p.isType = true
			p.tok = c.paramNameTok(pc.IDENTIFIER(), pc.TYPE_NAME(), pc.GetStart())
			p.defType = pc.Type_()
		case *grammar.ValueTemplateParamContext:
			p.tok = c.paramNameTok(pc.IDENTIFIER(), pc.TYPE_NAME(), pc.GetStart())
			p.valType = c.resolveType(pc.Type_())
			if k, ok := p.valType.(*ScalarType); !ok || !(k.Kind.IsInt() || k.Kind == Bool) {
				c.errorf(c.tok(pc.Type_().GetStart()), c.tok(pc.Type_().GetStop()),
					"a template value parameter must have an integer or bool type (have '%s')", p.valType)
				p.valType = TInt
			}
			p.defExpr = pc.Expr()
		}
		p.name = p.tok.Text
		if seen[p.name] && p.name != "" {
			c.errorf(p.tok, nil, "redefinition of template parameter '%s'", p.name)
		}
		seen[p.name] = true
		params = append(params, p)
	}
	return params
}

// memberTemplate records a member function template of st.
func (c *checker) memberTemplate(st *StructType, mt *grammar.StructMethodTemplateContext) {
	td := &templateDecl{ns: append([]string(nil), c.ns...), attrs: mt.AllAttribute(), method: mt, owner: st,
		outer: c.tb, funcs: map[string]*FuncDecl{}, structs: map[string]*StructType{}}
	td.tok = c.ttok(mt.IDENTIFIER())
	td.short = td.tok.Text
	td.name = st.Name + "::" + td.short
	td.params = c.templateParams(mt.TemplateHead())
	if c.fn != nil {
		c.errorf(td.tok, nil, "member function templates of a struct declared inside a function are not supported; declare the struct at global scope")
		return
	}
	st.MethodTemplates = append(st.MethodTemplates, td)
}

// memberTemplateCall resolves obj.name<explicit...>(args) (obj nil inside
// a member function calling a sibling: this) among st's member function
// templates and, without explicit arguments, its ordinary members of that
// name. It reports false when st has no member template of that name.
func (c *checker) memberTemplateCall(obj Expr, st *StructType, name *Token, explicit []*templateArg, args []Expr, last *Token) (Expr, bool) {
	owner, tds := inheritedTemplates(st, name.Text)
	if len(tds) == 0 {
		return nil, false
	}
	if owner != st {
		// a base's member function template: its this is the object's
		// base part, as C++ binds it (a derived-to-base l-value, so a
		// template that assigns its object assigns those fields)
		if obj == nil && c.fn != nil && !c.fn.Static && c.fn.Struct.derivesFrom(owner) {
			this := c.fn.Params[0]
			this.Used = true
			obj = &VarRef{exprBase: exprBase{T: this.Type, Tok: name}, Name: this.Name, Decl: this}
		}
		if obj != nil && !Identical(obj.Type(), owner) {
			obj = &CastExpr{exprBase: exprBase{T: owner, Tok: obj.First(), End: obj.Last()}, X: obj, Kind: CastDerivedToBase, Implicit: true}
		}
		st = owner
	}
	insts, ignored, reported := c.templateCandidates(tds, func(td *templateDecl) ([]*templateArg, bool) {
		if len(explicit) > len(td.params) {
			c.errorf(name, last, "too many template arguments for '%s'", td.name)
			return nil, false
		}
		return explicit, true
	}, args, name)
	if reported {
		return c.bad(name), true
	}
	var cands []*FuncDecl
	if explicit == nil {
		for _, m := range st.Methods {
			if m.Method == name.Text {
				cands = append(cands, m)
			}
		}
	}
	cands = append(cands, insts...)
	if len(cands) == 0 {
		diag := c.errorf(name, last, "no matching member function for call to '%s'", name.Text)
		diag.Notes = append(diag.Notes, ignored...)
		return c.bad(name), true
	}
	if s := staticOnly(cands); len(s) == len(cands) {
		return c.userCall(name, cands, args, last), true
	}
	if obj == nil {
		if c.fn == nil || c.fn.Static || !c.fn.Struct.derivesFrom(st) {
			c.errorf(name, last, "call to non-static member function '%s' without an object", name.Text)
			return c.bad(name), true
		}
		this := c.fn.Params[0]
		this.Used = true
		obj = &VarRef{exprBase: exprBase{T: this.Type, Tok: name}, Name: this.Name, Decl: this}
	}
	return c.userCallNoting(name, cands, append([]Expr{obj}, args...), last, ignored), true
}

// inheritedTemplates are the member function templates called name that a
// call on st finds, and the struct declaring them: st's own, else those of
// the nearest base declaring any, as C++'s name lookup finds them; a
// member function of that name st (or a struct between) declares itself
// hides a base's templates (none are found).
func inheritedTemplates(st *StructType, name string) (*StructType, []*templateDecl) {
	for x := st; x != nil; x = x.Base {
		var tds []*templateDecl
		for _, td := range x.MethodTemplates {
			if td.short == name {
				tds = append(tds, td)
			}
		}
		if len(tds) > 0 {
			return x, tds
		}
		if declaresMethod(x, name) {
			return nil, nil
		}
	}
	return nil, nil
}

// declaresMethod reports whether st declares a member function called name
// itself (not a copy of a base's).
func declaresMethod(st *StructType, name string) bool {
	for _, m := range st.Methods {
		if m.Method == name && m.FieldView == nil {
			return true
		}
	}
	return false
}

// derivesFrom reports whether st is base or derives from it (a nil st:
// no struct, false).
func (st *StructType) derivesFrom(base *StructType) bool {
	for ; st != nil; st = st.Base {
		if st == base {
			return true
		}
	}
	return false
}

// pendingBody is an instance of a function template called before the
// template's definition: its body is checked at the end of the program.
type pendingBody struct {
	f  *FuncDecl
	at *Token
}

// checkPendingBodies checks the bodies of the instances called before their
// template was defined, now that every definition is known (instantiating
// one may call others).
func (c *checker) checkPendingBodies() {
	c.atEnd = true
	for len(c.pendingBodies) > 0 {
		p := c.pendingBodies[0]
		c.pendingBodies = c.pendingBodies[1:]
		c.instantiateBody(p.f, p.at)
	}
}
