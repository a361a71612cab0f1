package frontend

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"hlslc/grammar"
)

// Options configure a frontend run.
type Options struct {
	Entry          string // entry point name; "" means "main"
	Target         string // shader profile, e.g. "cs_6_0"; "" means cs_6_0
	Enable16Bit    bool   // -enable-16bit-types
	Werror         bool
	NoEntry        bool // do not require an entry point (library-style checks, fuzzing)
	PP             PPOptions
	MaxErrors      int
	DisableWarning bool
	// HLSLVersion is the language version (-HV): 2016, 2017, 2018, 2021 or
	// 2029 (202x); 0 means 2021, DXC's default. From 2021 on, scalar &&, ||
	// and ?: evaluate only the operands they need.
	HLSLVersion int
	// Warnings are -W options in command-line order: "group" enables the
	// warning group -Wgroup, "no-group" disables it (the last one wins);
	// "all" and "everything" enable every group.
	Warnings []string
	// RowMajor makes matrices row_major unless their declaration or a
	// #pragma pack_matrix says otherwise (DXC's -Zpr; -Zpc is the default).
	RowMajor bool
	// PhaseDone, when set, is called as each phase ends ("preprocess",
	// "parse", "check"): the compile-time benchmark (testsuite/scale)
	// reads its own clocks there, where Result.Timing has the wall time.
	PhaseDone func(phase string)
}

type scope struct {
	vars   map[string]*VarDecl
	parent *scope
	// varsUp is the nearest enclosing scope that had variables when this
	// one was entered, or the globals: lookupVar skips the scopes between,
	// which cannot gain variables while this one is open (a for loop's
	// hoisted variable is in the loop's own scope too), so a name in a deep
	// nest of blocks that declare nothing costs one step per declaring
	// level, not one per block
	varsUp *scope
	// hoisted are the for-loop variables that stay visible after their
	// loop before HLSL 2021 (a later declaration may replace them)
	hoisted map[string]bool
	// using are the namespaces the block's using-directives nominate
	using []string
	// usings are the block's using-declarations: a name and the
	// qualified name it stands for ("using N::f;": f -> N::f)
	usings map[string]string
	// types and typeToks are the struct, enum, typedef and alias names
	// declared in the block (names.go: typeTables); nil until one is
	types    map[string]Type
	typeToks map[string]*Token
}

func (s *scope) lookup(name string) *VarDecl {
	for ; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			return v
		}
	}
	return nil
}

type checker struct {
	opts Options
	// exprDepth is the nesting of the expression being checked;
	// exprTooDeep is set once its limit was reported (maxExprDepth)
	exprDepth   int
	exprTooDeep bool
	// siblings are, for an inherited member function, the member
	// functions a call without an object finds from it (inherit.go).
	siblings map[*FuncDecl][]*FuncDecl
	d        *Diags
	prog     *Program
	pp       *PPResult
	types    map[string]Type // struct and typedef names
	typeToks map[string]*Token
	funcs    map[string][]*FuncDecl
	globals  *scope
	sc       *scope
	fn       *FuncDecl
	loops    int // enclosing loops
	switches int // enclosing switches
	// localStructs counts the structs declared in functions or without a
	// name (StructType.local)
	localStructs int
	globalsCB    *CBuffer
	callSites    map[*FuncDecl]map[*FuncDecl]*Token
	lastTok      *Token
	tokIndex     map[*Token]int
	sm           int // shader model minor*1 + major*10, e.g. 60
	// structBase is the type of declarators that follow a struct
	// definition ("struct S { ... } s;"); their declSpec is nil.
	structBase Type
	// structMods are the modifiers before a struct definition that
	// declares variables ("groupshared struct { ... } a[8];"), which
	// mods(nil) gives its declarators
	structMods declMods
	// ns is the namespace path of the declarations being checked (names.go).
	ns []string
	// namespaces are the namespaces declared so far, by qualified name,
	// with their first declaration; nsUsing the namespaces each one's
	// using-directives nominate ("" is the global namespace); hasUsing:
	// some using-directive was seen (names.go)
	namespaces    map[string]bool
	namespaceToks map[string]*Token
	nsUsing       map[string][]string
	hasUsing      bool
	// usingDecls are the namespace-scope using-declarations: the name they
	// declare, qualified by the namespace they are in, and the qualified
	// name it stands for ("namespace M { using N::f; }": M::f -> N::f)
	usingDecls   map[string]string
	hasUsingDecl bool // any using-declaration so far (find consults them)
	// declAttrs are the attributes of the declaration being checked.
	declAttrs []*Attribute
	// globalsPacked: a $Globals member was placed with register(cN)
	globalsPacked bool
	// stageCalls are the calls of other stages' intrinsics per function
	// (reported for the functions the entry point reaches).
	stageCalls map[*FuncDecl][]stageUse
	// templates (templates.go): by qualified name; tb binds the
	// parameters of the instance being checked
	structTemplates map[string]*templateDecl
	funcTemplates   map[string][]*templateDecl
	tb              *tbinding
	instDepth       int
	// nsCBufferMembers are the members of cbuffers declared in a
	// namespace, by their unqualified names (names.go: lookupGlobal)
	nsCBufferMembers map[string][]*VarDecl
	// pendingBodies: template instances called before their template's
	// definition; atEnd: the program has been read (templates.go)
	pendingBodies []pendingBody
	atEnd         bool
	// bitRefs marks the expressions that read a bit field (bitfields.go)
	bitRefs map[Expr]*bitRef
	// defining is the struct whose member declarations are being checked
	defining *StructType
	// enclosingAutos are the automatic variables (and parameters) of the
	// functions enclosing a local struct whose member functions are being
	// checked: found by name, refused where used (outsideFunction)
	enclosingAutos map[*VarDecl]*FuncDecl
}

func (c *checker) tok(t antlr.Token) *Token {
	if pt, ok := t.(*ptoken); ok {
		c.lastTok = pt.t
		return pt.t
	}
	return c.lastTok
}

func (c *checker) ttok(n antlr.TerminalNode) *Token {
	if n == nil {
		return c.lastTok
	}
	return c.tok(n.GetSymbol())
}

func (c *checker) span(ctx antlr.ParserRuleContext) (*Token, *Token) {
	return c.tok(ctx.GetStart()), c.tok(ctx.GetStop())
}

func (c *checker) errorf(first, last *Token, format string, args ...any) *Diagnostic {
	if first == nil {
		return c.d.add(&Diagnostic{Sev: SevError, Msg: fmt.Sprintf(format, args...)})
	}
	return c.d.add(atTokens(SevError, first, last, fmt.Sprintf(format, args...)))
}

func (c *checker) warnf(flag string, first, last *Token, format string, args ...any) *Diagnostic {
	diag := atTokens(SevWarning, first, last, fmt.Sprintf(format, args...))
	diag.Flag = flag
	return c.d.add(diag)
}

func (c *checker) errorExpr(e Expr, format string, args ...any) *Diagnostic {
	return c.errorf(e.First(), e.Last(), format, args...)
}

func noteAt(t *Token, format string, args ...any) *Diagnostic {
	return &Diagnostic{Sev: SevNote, Msg: fmt.Sprintf(format, args...), Pos: t.Loc()}
}

func (c *checker) push() {
	up := c.sc
	if up != nil && up != c.globals && len(up.vars) == 0 {
		up = up.varsUp
	}
	c.sc = &scope{vars: map[string]*VarDecl{}, parent: c.sc, varsUp: up}
}
func (c *checker) pop() { c.sc = c.sc.parent }

func (c *checker) declare(v *VarDecl) {
	c.incompleteUse(v.Type, v.Tok, "variable has incomplete type '%s'")
	switch {
	case v.Storage != StorageParam:
		c.abstractUse(v.Type, v.Tok, "variable")
	case v.Name != "this": // a method's object is its own struct
		c.abstractUse(v.Type, v.Tok, "parameter")
	}
	if old, ok := c.sc.vars[v.Name]; ok && !c.sc.hoisted[v.Name] && !isPredeclared(old) {
		diag := c.errorf(v.Tok, nil, "redefinition of '%s'", v.Name)
		diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
		return
	}
	if c.sc == c.globals {
		if _, ok := c.funcs[v.Name]; ok {
			c.errorf(v.Tok, nil, "redefinition of '%s' as a different kind of symbol", v.Name)
			return
		}
	}
	c.sc.vars[v.Name] = v
}

// ParseHLSLVersion reads -HV's argument as DXC does (its parseHLSLVersion):
// 2016, 2017, 2018, 2021 and 202x, the version after 2021, whose number
// (__HLSL_VERSION) is 2029; 202x takes the rules of 2021, which hlslc
// implements in full. DXC takes 2015 for its language services only.
func ParseHLSLVersion(s string) (int, error) {
	switch s {
	case "2016", "2017", "2018", "2021":
		v, _ := strconv.Atoi(s)
		return v, nil
	case "202x":
		return 2029, nil
	}
	return 0, fmt.Errorf("invalid HLSL language version '%s' (expected 2016, 2017, 2018, 2021 or 202x)", s)
}

// Shader models are numbered major*100+minor, so that 6.10 follows 6.9.
const (
	sm5_0  = 500
	sm5_1  = 501
	sm6_0  = 600
	sm6_2  = 602
	sm6_4  = 604
	sm6_5  = 605
	sm6_6  = 606
	sm6_7  = 607
	sm6_8  = 608
	sm6_9  = 609
	sm6_10 = 610
)

// highestTarget is the newest compute profile hlslc compiles.
const highestTarget = "cs_6_10"

// parseTarget validates -T: cs_5_0, cs_5_1 and cs_6_0 to cs_6_10.
func parseTarget(t string) (int, error) {
	if t == "" {
		t = "cs_6_0"
	}
	var maj, min int
	if _, err := fmt.Sscanf(t, "cs_%d_%d", &maj, &min); err != nil || fmt.Sprintf("cs_%d_%d", maj, min) != t {
		return 0, fmt.Errorf("invalid profile '%s': hlslc compiles compute shaders (cs_5_0, cs_5_1, cs_6_0 ... %s)", t, highestTarget)
	}
	sm := maj*100 + min
	if !(sm == sm5_0 || sm == sm5_1 || sm >= sm6_0 && sm <= sm6_10) {
		return 0, fmt.Errorf("invalid profile '%s': hlslc compiles compute shaders (cs_5_0, cs_5_1, cs_6_0 ... %s)", t, highestTarget)
	}
	return sm, nil
}

// check walks the parse tree and builds the typed program.
func check(tree grammar.ITranslationUnitContext, pp *PPResult, opts Options, d *Diags) *Program {
	c := &checker{opts: opts, d: d, prog: &Program{}, pp: pp, types: map[string]Type{}, typeToks: map[string]*Token{},
		namespaces: map[string]bool{}, namespaceToks: map[string]*Token{}, nsUsing: map[string][]string{},
		funcs: map[string][]*FuncDecl{}, callSites: map[*FuncDecl]map[*FuncDecl]*Token{}, stageCalls: map[*FuncDecl][]stageUse{},
		structTemplates: map[string]*templateDecl{}, funcTemplates: map[string][]*templateDecl{},
		nsCBufferMembers: map[string][]*VarDecl{}}
	c.types["RayDesc"] = rayDescType
	c.types["BuiltInTriangleIntersectionAttributes"] = builtinAttributesType
	c.sm, _ = parseTarget(opts.Target)
	c.globals = &scope{vars: map[string]*VarDecl{}}
	c.sc = c.globals
	predeclareDXRConstants(c.globals)
	c.declareHLSLNamespace()
	c.globalsCB = &CBuffer{Name: "$Globals", Implicit: true}
	for _, tl := range tree.AllTopLevel() {
		c.topLevel(tl)
	}
	c.checkPendingBodies()
	if len(c.globalsCB.Members) > 0 {
		c.prog.CBuffers = append(c.prog.CBuffers, c.globalsCB)
	}
	c.checkRecursion()
	c.checkEntry()
	c.layoutAll()
	return c.prog
}

func (c *checker) topLevel(tl grammar.ITopLevelContext) {
	c.declAttrs = nil
	switch t := tl.(type) {
	case *grammar.TopAttributedContext:
		c.topDecl(t.TopDecl(), c.attributes(t.AllAttribute()))
	case *grammar.TopPlainContext:
		c.topDecl(t.TopDecl(), nil)
	case *grammar.TopNamespaceContext:
		c.namespace(t)
	case *grammar.TopUsingContext:
		c.usingDirective(t.UsingDirective())
	case *grammar.TopUsingDeclContext:
		c.usingDecl(t.UsingDecl())
	case *grammar.TopTemplateContext:
		c.template(t)
	case *grammar.TopInstantiationContext:
		c.explicitInstantiation(t.ExplicitInstantiation())
	}
	c.declAttrs = nil
}

// topDecl checks a declaration at namespace scope with its attributes.
func (c *checker) topDecl(td grammar.ITopDeclContext, attrs []*Attribute) {
	switch t := td.(type) {
	case *grammar.TopStructContext:
		attrs := c.placeAttrs(attrs, onType|onVariable, "a struct declaration")
		st := c.structDef(t.StructDef())
		mods := t.AllModifier()
		if len(t.AllDeclarator()) > 0 {
			c.structBase = c.orientDefault(st, c.tok(t.GetStart()))
			// "groupshared struct { ... } cache[64];", "static const
			// struct { ... } X = { ... };": the modifiers are the
			// declarators'
			c.structMods = c.modList(mods)
			for _, dc := range t.AllDeclarator() {
				c.declAttrs = attrs
				c.globalVar(nil, dc)
			}
			c.structMods = declMods{}
		} else if len(mods) > 0 {
			c.errorf(c.tok(mods[0].GetStart()), nil, "'%s' applies to a declaration; this struct definition declares no variable", c.tok(mods[0].GetStart()).Text)
		}
	case *grammar.TopStructForwardContext:
		// "struct S;": a declaration of a struct defined later (its name
		// is a type name from here on, as the token classifier has it)
		c.placeAttrs(attrs, 0, "a struct declaration")
		c.forwardStruct(t.IDENTIFIER(), t.TYPE_NAME())
	case *grammar.TopEnumContext:
		attrs := c.placeAttrs(attrs, onType|onVariable, "an enum declaration")
		c.structBase = c.enumDef(t.EnumDef())
		for _, dc := range t.AllDeclarator() {
			c.declAttrs = attrs
			c.globalVar(nil, dc)
		}
	case *grammar.TopTypedefContext:
		c.placeAttrs(attrs, onType, "a typedef")
		c.typedef(t.TypedefDecl())
	case *grammar.TopAliasContext:
		c.placeAttrs(attrs, onType, "an alias declaration")
		c.alias(t.AliasDecl())
	case *grammar.TopBufferContext:
		c.declAttrs = c.placeAttrs(attrs, onVariable, "a constant buffer")
		c.bufferBlock(t.BufferBlock())
	case *grammar.TopStaticAssertContext:
		c.placeAttrs(attrs, 0, "a static_assert")
		c.staticAssert(t.StaticAssert())
	case *grammar.TopFunctionContext:
		c.function(t, attrs)
	case *grammar.TopSpecializationContext:
		nameTok := c.funcNameTok(t)
		c.errorf(nameTok, nil, "explicit specialization of '%s' requires 'template<>'", nameTok.Text)
	case *grammar.TopMemberDefinitionContext:
		first, last := c.span(t.Type_())
		c.errorf(first, last, "a member of struct template '%s' is defined with the template's head: 'template <...> R %s<...>::%s(...)'", first.Text, first.Text, t.IDENTIFIER().GetText())
	case *grammar.TopStructSpecializationContext:
		nameTok := c.tok(t.GetName())
		c.errorf(nameTok, nil, "explicit specialization of '%s' requires 'template<>'", nameTok.Text)
	case *grammar.TopVariableContext:
		attrs := c.placeAttrs(attrs, onVariable, "a variable")
		for _, dc := range t.AllDeclarator() {
			c.declAttrs = attrs
			c.globalVar(t.DeclSpec(), dc)
		}
	}
}

// ---- types ----

type declMods struct {
	static, constant, groupshared, uniform, extern bool
	rowMajor, colMajor                             bool
	globallyCoherent, precise                      bool
	first                                          *Token
	// interp are the interpolation modifiers (nointerpolation, linear,
	// ...), which only mean something on a signature element
	interp []*Token
}

func (c *checker) mods(ds grammar.IDeclSpecContext) declMods {
	var m declMods
	if ds == nil {
		return c.structMods // declarators after a struct definition
	}
	m = c.modList(ds.AllModifier())
	for _, t := range m.interp {
		c.interpWarning(t)
	}
	return m
}

// modList reads declaration modifiers. Interpolation modifiers are kept
// aside: on a variable (mods) they have no meaning in a compute shader and
// get a warning; on a struct member or a function parameter they are part
// of a signature a header may share with the graphics stages, which DXC
// accepts silently, so they are ignored there without one.
func (c *checker) modList(list []grammar.IModifierContext) declMods {
	var m declMods
	for _, mc := range list {
		t := c.tok(mc.GetStart())
		switch t.Text {
		case "static":
			m.static = true
		case "const":
			m.constant = true
		case "groupshared":
			m.groupshared = true
		case "uniform":
			m.uniform = true
		case "extern":
			m.extern = true
		case "row_major":
			m.rowMajor = true
		case "column_major":
			m.colMajor = true
		case "globallycoherent":
			m.globallyCoherent = true
		case "precise":
			m.precise = true
		case "nointerpolation", "linear", "centroid", "noperspective", "sample":
			m.interp = append(m.interp, t)
		}
		if m.first == nil {
			m.first = t
		}
	}
	return m
}

// interpWarning reports an interpolation modifier, which only affects
// pixel-shader inputs.
func (c *checker) interpWarning(t *Token) {
	c.warnf("-Wignored-attributes", t, nil, "interpolation modifier '%s' has no effect in a compute shader and is ignored", t.Text)
}

// defaultRowMajor applies #pragma pack_matrix in effect at token t.
func (c *checker) defaultRowMajor(t *Token) bool {
	row := c.opts.RowMajor
	if t == nil || len(c.pp.PackMatrix) == 0 {
		return row
	}
	if c.tokIndex == nil {
		c.tokIndex = make(map[*Token]int, len(c.pp.Tokens))
		for i, pt := range c.pp.Tokens {
			c.tokIndex[pt] = i
		}
	}
	idx, ok := c.tokIndex[t]
	if !ok {
		return row
	}
	for _, m := range c.pp.PackMatrix {
		if m.Index <= idx {
			row = m.RowMajor
		}
	}
	return row
}

// orient sets matrix orientation inside t (arrays of matrices too).
func orient(t Type, row bool) Type {
	switch tt := t.(type) {
	case *MatrixType:
		m := *tt
		m.RowMajor = row
		return &m
	case *ArrayType:
		return &ArrayType{Elem: orient(tt.Elem, row), Len: tt.Len}
	}
	return t
}

// orientDefault applies the #pragma pack_matrix orientation in force at
// token at to matrices inside t that do not carry one already: a matrix
// type named through a typedef keeps the orientation in force where the
// typedef was declared (MatrixType.Fixed), as in DXC.
func (c *checker) orientDefault(t Type, at *Token) Type {
	switch tt := t.(type) {
	case *MatrixType:
		if tt.Fixed {
			return t
		}
		return orient(t, c.defaultRowMajor(at))
	case *ArrayType:
		return &ArrayType{Elem: c.orientDefault(tt.Elem, at), Len: tt.Len}
	}
	return t
}

// fixOrientation marks the matrices inside t as oriented (typedefs).
func fixOrientation(t Type) Type {
	switch tt := t.(type) {
	case *MatrixType:
		m := *tt
		m.Fixed = true
		return &m
	case *ArrayType:
		return &ArrayType{Elem: fixOrientation(tt.Elem), Len: tt.Len}
	}
	return t
}

func (c *checker) scalarKind(k ScalarKind, t *Token) ScalarKind {
	if k.Is16Bit() && !c.opts.Enable16Bit {
		c.errorf(t, nil, "'%s' requires -enable-16bit-types", t.Text)
		return map[ScalarKind]ScalarKind{Int16: Int, Uint16: Uint, Float16: Float}[k]
	}
	if (k == Int64 || k == Uint64) && c.sm < sm6_0 {
		c.errorf(t, nil, "'%s' requires shader model 6.0 or later", t.Text)
	}
	if k == Half {
		if c.opts.Enable16Bit {
			return Float16
		}
		return Float
	}
	return k
}

func (c *checker) resolveType(tc grammar.ITypeContext) Type {
	errs := c.d.errors
	t := c.resolveTypeName(tc)
	if n := tc.GetNested(); n != nil && c.d.errors == errs {
		t = c.nestedType(t, c.tok(n), c.tok(tc.GetStart()))
	}
	if tc.GetUnsignedKw() == nil {
		return t
	}
	// "unsigned int", "unsigned int2", "unsigned min16int", ...: the
	// unsigned type of the same shape
	k, ok := ElemKind(t)
	if !ok || !k.IsSigned() {
		c.errorf(c.tok(tc.GetStart()), c.tok(tc.GetStop()), "'unsigned' cannot be applied to '%s'", t)
		return t
	}
	return WithElem(t, k.Unsigned())
}

// nestedType resolves S<args>::name, a type the struct (a template's
// instance) declares: a nested struct, enum or alias (Traits<T>::type).
func (c *checker) nestedType(t Type, name, first *Token) Type {
	st, ok := t.(*StructType)
	if !ok || st.Name == "" {
		c.errorf(first, name, "'%s' is not a struct, so it declares no type '%s'", t, name.Text)
		return TFloat
	}
	if nt, ok := c.lookupType(st.Name+"::"+name.Text, name); ok {
		return nt
	}
	c.errorf(first, name, "no type named '%s' in '%s'", name.Text, st)
	return TFloat
}

func (c *checker) resolveTypeName(tc grammar.ITypeContext) Type {
	nameTok := c.ttok(tc.TYPE_NAME(0))
	if nameTok == nil {
		return TFloat
	}
	name := nameTok.Text
	args := tc.AllTemplateArg()
	if t, ok := c.boundType(name); ok {
		if len(args) > 0 {
			if st, ok := t.(*StructType); ok && st.Template != nil {
				// S<U> inside S's own definition names another instance
				return c.structInstance(st.Template, args, nameTok, c.tok(tc.GetStop()))
			}
			c.errorf(nameTok, nil, "'%s' does not take template arguments", name)
		}
		return t
	}
	if td := c.lookupStructTemplate(name); td != nil {
		if len(args) == 0 && c.tok(tc.GetStop()).Text != ">" { // S, not S<>
			kind := "struct template"
			if td.alias != nil {
				kind = "alias template"
			}
			c.errorf(nameTok, nil, "use of %s '%s' requires template arguments", kind, name)
			return TFloat
		}
		return c.structInstance(td, args, nameTok, c.tok(tc.GetStop()))
	}
	if t, ok := c.lookupType(name, nameTok); ok {
		if len(args) > 0 {
			c.errorf(nameTok, nil, "'%s' does not take template arguments", name)
		}
		return t
	}
	if st, member := c.typedefScope(name); st != nil {
		// T::Inner where T names a struct through a template parameter
		// (C++'s dependent type, 'typename T::Inner'), a typedef or an
		// alias: the type declared in that struct
		if t, ok := c.lookupType(st.Name+"::"+member, nameTok); ok {
			if len(args) > 0 {
				c.errorf(nameTok, nil, "'%s' does not take template arguments", name)
			}
			return t
		}
	}
	if k, rows, cols, ok := parseBuiltinTypeName(name); ok {
		if len(args) > 0 {
			c.errorf(nameTok, nil, "'%s' does not take template arguments", name)
		}
		k = c.scalarKind(k, nameTok)
		switch {
		case rows == 0:
			return Scalar(k)
		case cols == 0:
			return Vec(k, rows)
		}
		return &MatrixType{Elem: k, Rows: rows, Cols: cols}
	}
	switch name {
	case "void":
		return TVoid
	case "vector", "matrix":
		if len(args) == 0 {
			if name == "vector" {
				return Vec(Float, 4)
			}
			return &MatrixType{Elem: Float, Rows: 4, Cols: 4}
		}
		want := 2
		if name == "matrix" {
			want = 3
		}
		if len(args) != want {
			c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' takes %d template arguments", name, want)
			return TFloat
		}
		et := c.templateType(args[0])
		k, ok := et.(*ScalarType)
		if !ok {
			c.errorf(c.tok(args[0].GetStart()), nil, "'%s' element type must be a scalar type", name)
			return TFloat
		}
		dims := make([]int, want-1)
		for i := range dims {
			if name == "vector" {
				// SM 6.9's long vectors have 5 to 1024 elements (hlsl-specs
				// proposal 0026; longvector.go)
				dims[i] = c.templateInt(args[i+1], 1, maxLongVector)
				if dims[i] > 4 && c.sm < sm6_9 {
					c.errorf(c.tok(args[i+1].GetStart()), c.tok(args[i+1].GetStop()), "vectors of more than 4 elements (long vectors) require shader model 6.9 or later (have -T %s)", targetOr(c.opts.Target))
					dims[i] = 4
				}
				continue
			}
			dims[i] = c.templateInt(args[i+1], 1, 4)
		}
		if name == "vector" {
			return Vec(k.Kind, dims[0])
		}
		return &MatrixType{Elem: k.Kind, Rows: dims[0], Cols: dims[1]}
	case "sampler":
		return &ResourceType{Kind: ResSamplerState}
	case "string":
		return TString
	}
	if _, ok := stageObjects[name]; ok {
		return c.stageObjectType(name, nameTok, tc)
	}
	if rk, ok := resourceNames[name]; ok {
		rt := &ResourceType{Kind: rk}
		if !rk.HasElement() {
			if len(args) > 0 {
				c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' does not take template arguments", name)
			}
			return rt
		}
		if len(args) == 0 {
			if rk.IsConstantData() {
				c.errorf(nameTok, nil, "'%s' requires a struct template argument", name)
				return rt
			}
			if rk == ResStructuredBuffer || rk == ResRWStructuredBuffer || rk == ResAppendStructuredBuffer || rk == ResConsumeStructuredBuffer {
				c.warnf("-Wlegacy-resource", nameTok, nil, "'%s' without an element type; assuming float4", name)
			}
			rt.Elem = Vec(Float, 4)
			return rt
		}
		switch {
		case len(args) == 2 && (rk == ResTexture2DMS || rk == ResTexture2DMSArray):
			// Texture2DMS<T, samples>: the declared sample count (0:
			// unstated; D3D12_MAX_MULTISAMPLE_SAMPLE_COUNT is 32); the
			// bound resource's count is the run spec's "samples"
			c.templateInt(args[1], 0, 32)
		case len(args) > 1 && (rk == ResTexture2DMS || rk == ResTexture2DMSArray):
			c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' takes an element type and a sample count", name)
		case len(args) > 1:
			c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' takes one template argument", name)
		}
		et := c.templateType(args[0])
		rt.Elem = et
		at := c.tok(args[0].GetStart())
		switch {
		case rk.IsConstantData():
			if _, ok := et.(*StructType); !ok {
				c.errorf(at, nil, "'%s' template argument must be a struct (have '%s')", name, et)
			} else if HoldsResource(et) {
				c.errorf(at, nil, "'%s' cannot hold resources", name)
			}
		case rk.TextureDims() > 0:
			if !IsNumeric(et) || Components(et) > 4 {
				if _, ok := et.(*MatrixType); ok || !IsNumeric(et) {
					c.errorf(at, nil, "elements of '%s' must be scalars or vectors of at most 4 components (have '%s')", name, et)
				}
			}
			if _, ok := et.(*MatrixType); ok {
				c.errorf(at, nil, "elements of '%s' must be scalars or vectors of at most 4 components (have '%s')", name, et)
			}
			if lv := longVectorIn(et); lv != nil {
				c.errorf(at, nil, "long vector type '%s' cannot be the element of typed resource '%s'", lv, name)
			}
		default:
			if _, ok := et.(*ResourceType); ok || HoldsResource(et) {
				c.errorf(at, nil, "'%s' cannot hold resources", name)
			}
			if _, ok := et.(*VoidType); ok {
				c.errorf(at, nil, "'%s' element type cannot be void", name)
			}
		}
		return rt
	}
	c.errorf(nameTok, nil, "unknown type name '%s'", name)
	return TFloat
}

func (c *checker) templateType(a grammar.ITemplateArgContext) Type {
	if tc := a.Type_(); tc != nil {
		t := c.resolveType(tc)
		row, col := false, false
		for _, m := range a.AllModifier() {
			switch c.tok(m.GetStart()).Text {
			case "row_major":
				row = true
			case "column_major":
				col = true
			}
		}
		if row || col {
			t = orient(t, row)
		} else {
			t = c.orientDefault(t, c.tok(a.GetStart()))
		}
		// an array type argument (StructuredBuffer<float[3][4]>)
		return c.arrayDims(t, a.AllArrayDim(), false)
	}
	if a.IDENTIFIER() != nil {
		c.errorf(c.tok(a.GetStart()), nil, "unknown type name '%s'", c.tok(a.GetStart()).Text)
	} else {
		c.errorf(c.tok(a.GetStart()), nil, "expected a type")
	}
	return TFloat
}

func (c *checker) templateInt(a grammar.ITemplateArgContext, lo, hi int) int {
	t := c.tok(a.GetStart())
	var v int64
	switch {
	case a.INT_LITERAL() != nil:
		n, _, ok := parsePPNumber(t.Text)
		if !ok {
			c.errorf(t, nil, "invalid integer constant '%s'", t.Text)
			return lo
		}
		v = n
	case a.IDENTIFIER() != nil:
		d := c.sc.lookup(t.Text)
		if d == nil || d.ConstValue == nil {
			c.errorf(t, nil, "template argument must be an integer constant")
			return lo
		}
		v = d.ConstValue.I
	case a.Expression() != nil || len(a.AllTemplateOperand()) > 0:
		var e Expr
		if a.Expression() != nil {
			e = c.expression(a.Expression())
		} else {
			e = c.templateArgExpr(a)
		}
		cv, ok := c.foldInt(e)
		if !ok {
			return lo
		}
		v = cv
	default:
		c.errorf(t, nil, "template argument must be an integer constant")
		return lo
	}
	if v < int64(lo) || v > int64(hi) {
		c.errorf(t, c.tok(a.GetStop()), "template argument %d is out of range (%d to %d)", v, lo, hi)
		return lo
	}
	return int(v)
}

// arrayDims applies declarator array dimensions to t (outermost first).
func (c *checker) arrayDims(t Type, dims []grammar.IArrayDimContext, allowUnsized bool) Type {
	return c.arrayDimsNamed(t, dims, allowUnsized, "array dimension must be specified")
}

// arrayDimsNamed is arrayDims reporting a missing dimension with unsizedMsg.
func (c *checker) arrayDimsNamed(t Type, dims []grammar.IArrayDimContext, allowUnsized bool, unsizedMsg string) Type {
	for i := len(dims) - 1; i >= 0; i-- {
		dc := dims[i]
		if dc.Expr() == nil {
			if !allowUnsized || i != 0 {
				c.errorf(c.tok(dc.GetStart()), c.tok(dc.GetStop()), "%s", unsizedMsg)
			}
			t = &ArrayType{Elem: t, Len: 0}
			continue
		}
		e := c.expr(dc.Expr())
		n, ok := c.foldInt(e)
		if !ok {
			t = &ArrayType{Elem: t, Len: 1}
			continue
		}
		if n <= 0 {
			c.errorExpr(e, "array dimension must be positive (have %d)", n)
			n = 1
		}
		if n > 1<<24 {
			c.errorExpr(e, "array dimension %d is too large", n)
			n = 1
		}
		t = &ArrayType{Elem: t, Len: int(n)}
	}
	return t
}

// ---- declarations ----

func (c *checker) structDef(sd grammar.IStructDefContext) *StructType {
	return c.structDefInto(sd, c.structNameTok(sd), nil)
}

// forwardStruct declares the struct a forward declaration ("struct S;")
// names, an incomplete type until its definition, unless the name is a
// type already (a struct defined or declared before: C++ allows either).
func (c *checker) forwardStruct(id, typeName antlr.TerminalNode) {
	if id == nil {
		id = typeName
	}
	tok := c.ttok(id)
	types, _, key := c.typeTables(tok.Text)
	if _, ok := types[key]; ok {
		return
	}
	types[key] = &StructType{Name: c.qualify(tok.Text), Decl: tok, Incomplete: true}
}

// incompleteUse rejects a struct declared and not defined yet (or an array
// of one) as the type of what is declared at tok, with clang's wording
// (format names the type with %s).
func (c *checker) incompleteUse(t Type, tok *Token, format string) bool {
	st, ok := arrayElem(t).(*StructType)
	if !ok || !st.Incomplete {
		return false
	}
	diag := c.errorf(tok, nil, format, st.Name)
	diag.Notes = append(diag.Notes, noteAt(st.Decl, "forward declaration of '%s'", st.Name))
	return true
}

// structNameTok is the name a struct definition declares, nil if none.
func (c *checker) structNameTok(sd grammar.IStructDefContext) *Token {
	switch {
	case sd.IDENTIFIER() != nil:
		return c.ttok(sd.IDENTIFIER())
	case sd.TYPE_NAME() != nil:
		return c.ttok(sd.TYPE_NAME())
	}
	return nil
}

// structBody is a struct definition as structDefInto reads it: a
// structDef, or the body of a struct template's specialization.
type structBody interface {
	GetStart() antlr.Token
	Type_() grammar.ITypeContext // the base, nil if none
	AllStructMember() []grammar.IStructMemberContext
}

// structDefInto checks a struct definition named nameTok (nil: anonymous);
// inst, when not nil, is the named instance of a struct template the
// definition fills in.
func (c *checker) structDefInto(sd structBody, nameTok *Token, inst *StructType) *StructType {
	st := inst
	if st != nil {
		st.Decl = nameTok
	} else if st = (&StructType{}); nameTok == nil {
		// anonymous: "struct { ... } s;" or "typedef struct { ... } T;"
		st.Decl = c.tok(sd.GetStart())
	} else {
		st.Name, st.Decl = c.qualify(nameTok.Text), nameTok
		types, typeToks, key := c.typeTables(nameTok.Text)
		if fwd, ok := types[key].(*StructType); ok && fwd.Incomplete {
			// the definition of a struct declared before: the type
			// function declarations already name
			fwd.Incomplete, fwd.Decl = false, nameTok
			st = fwd
			typeToks[key] = nameTok
		} else if old, ok := typeToks[key]; ok {
			diag := c.errorf(nameTok, nil, "redefinition of '%s'", st.Name)
			diag.Notes = append(diag.Notes, noteAt(old, "previous definition is here"))
		} else if isBuiltinTypeName(st.Name) {
			c.errorf(nameTok, nil, "cannot redefine built-in type '%s'", st.Name)
		} else if td := c.structTemplates[st.Name]; td != nil {
			diag := c.errorf(nameTok, nil, "redefinition of '%s'", st.Name)
			diag.Notes = append(diag.Notes, noteAt(td.tok, "previous definition (a template) is here"))
		} else {
			types[key] = st
			typeToks[key] = nameTok
		}
	}
	if inst == nil && (nameTok == nil || c.fn != nil) {
		c.localStructs++
		st.local = c.localStructs
	}
	// the struct's static data members are in scope in its later member
	// declarations ("static const uint N = 4; float a[N];")
	outer := c.defining
	c.defining = st
	defer func() { c.defining = outer }()
	// a named struct at namespace scope is a scope for the types declared
	// in it (struct Outer { struct Inner {...}; }: Outer::Inner, and Inner
	// inside Outer's members), as in C++
	if nameTok != nil && (inst != nil || c.fn == nil) {
		defer c.enterStructScope(st)()
	}
	seen := map[string]*Token{}
	st.Interface = c.tok(sd.GetStart()).Text == "interface"
	if bc := sd.Type_(); bc != nil {
		// "struct D : B { ... }": D starts with B's fields, as DXC lays
		// out a derived struct (HLSL 2021)
		bt := c.resolveType(bc)
		base, ok := bt.(*StructType)
		switch {
		case !ok:
			c.errorf(c.tok(bc.GetStart()), c.tok(bc.GetStop()), "base type '%s' is not a struct", bt)
		case st.Interface:
			c.errorf(c.tok(bc.GetStart()), c.tok(bc.GetStop()), "interface '%s' cannot derive from '%s'", st.Name, base.Name)
		case base.Interface:
			st.Implements = base
		default:
			st.Base = base
			for _, f := range base.Fields {
				nf := *f
				nf.Index = len(st.Fields)
				st.Fields = append(st.Fields, &nf)
				seen[f.Name] = f.Tok
			}
		}
	}
	var methods []*grammar.StructMethodContext
	var bits bitLayout
	fields := func(base Type, dcs []grammar.IDeclaratorContext) { c.structFields(st, base, dcs, seen, &bits) }
	for _, member := range sd.AllStructMember() {
		if st.Interface && !c.interfaceMember(st, member) {
			continue
		}
		if pc, ok := member.(*grammar.StructPaddingContext); ok {
			// an unnamed bit field: padding, or ": 0" to close the unit
			t := c.resolveType(pc.Type_())
			if w, at, ok := c.bitWidth(pc.BitWidth()); ok {
				name := *at
				name.Text = ""
				c.addBitField(st, &bits, &name, t, w, at)
			}
			continue
		}
		mc, ok := member.(*grammar.StructFieldContext)
		if !ok {
			switch m := member.(type) {
			case *grammar.StructMethodContext:
				methods = append(methods, m)
			case *grammar.StructMethodTemplateContext:
				c.memberTemplate(st, m)
			case *grammar.StructStaticAssertContext:
				// checked where it stands, as C++ does (in a struct
				// template: in each instance, with its arguments)
				c.staticAssert(m.StaticAssert())
			case *grammar.StructNestedContext:
				// a nested struct (HLSL 2016 on, as DXC), with fields of
				// its type when declarators follow
				nested := c.structDef(m.StructDef())
				if len(m.AllModifier()) > 0 {
					t := c.tok(m.Modifier(0).GetStart())
					c.errorf(t, nil, "'%s' is not allowed on a nested struct definition", t.Text)
				} else if dcs := m.AllDeclarator(); len(dcs) > 0 {
					fields(c.orientDefault(nested, c.tok(m.GetStart())), dcs)
				}
			case *grammar.StructEnumContext:
				e := c.enumDef(m.EnumDef())
				if dcs := m.AllDeclarator(); len(dcs) > 0 {
					fields(e, dcs)
				}
			case *grammar.StructAliasContext:
				c.alias(m.AliasDecl())
			case *grammar.StructForwardContext:
				// "struct Inner;": a nested struct defined later in the
				// struct
				c.forwardStruct(m.IDENTIFIER(), m.TYPE_NAME())
			case *grammar.StructTypedefContext:
				first, last := c.span(m)
				c.errorf(first, last, "a typedef cannot be declared in a struct (DXC does not take it); use an alias declaration, 'using T = type;'")
			}
			continue
		}
		c.placeAttrs(c.attributes(mc.AllAttribute()), onVariable, "a struct member")
		base := c.resolveType(mc.Type_())
		m := c.modList(mc.AllModifier())
		for _, mod := range mc.AllModifier() {
			switch t := c.tok(mod.GetStart()); t.Text {
			case "groupshared", "uniform", "extern", "shared", "volatile", "inline":
				c.errorf(t, nil, "'%s' is not allowed on a struct member", t.Text)
			}
		}
		if m.rowMajor || m.colMajor {
			base = orient(base, m.rowMajor)
		} else {
			base = c.orientDefault(base, c.tok(mc.GetStart()))
		}
		if m.static {
			c.staticMember(st, mc, base, m)
			continue
		}
		fields(base, mc.AllDeclarator())
	}
	if st.Interface {
		c.interfaceMethods(st, methods)
		return st
	}
	c.prog.Structs = append(c.prog.Structs, st)
	leave := func() {}
	if c.fn != nil {
		// a struct declared in a function (C++'s local class): its member
		// functions are checked as functions of their own
		leave = c.outsideFunction()
	}
	c.inheritMethods(st, methods)
	c.structMethods(st, methods)
	leave()
	c.checkImplements(st)
	return st
}

// outsideFunction leaves the function being checked for the member
// functions of a struct declared in it, and returns the function that comes
// back. As in C++, such a member function sees the globals, the enclosing
// function's static variables, types and using-declarations (the innermost
// of each name), not its automatic variables or its loops.
func (c *checker) outsideFunction() func() {
	fn, sc, loops, switches, autos := c.fn, c.sc, c.loops, c.switches, c.enclosingAutos
	statics := &scope{vars: map[string]*VarDecl{}, parent: c.globals, varsUp: c.globals}
	c.enclosingAutos = map[*VarDecl]*FuncDecl{}
	for v, f := range autos {
		c.enclosingAutos[v] = f
	}
	for s := sc; s != nil && s != c.globals; s = s.parent {
		for name, v := range s.vars {
			if _, inner := statics.vars[name]; inner {
				continue
			}
			// an automatic variable is found (it hides a global of its
			// name, as in C++) to be refused where it is used
			statics.vars[name] = v
			if v.Storage != StorageStatic {
				c.enclosingAutos[v] = fn
			}
		}
		for name, t := range s.types {
			if _, inner := statics.types[name]; !inner {
				if statics.types == nil {
					statics.types, statics.typeToks = map[string]Type{}, map[string]*Token{}
				}
				statics.types[name], statics.typeToks[name] = t, s.typeToks[name]
			}
		}
		for name, q := range s.usings {
			if _, inner := statics.usings[name]; !inner {
				if statics.usings == nil {
					statics.usings = map[string]string{}
				}
				statics.usings[name] = q
			}
		}
		statics.using = append(statics.using, s.using...)
	}
	c.fn, c.sc, c.loops, c.switches = nil, statics, 0, 0
	return func() { c.fn, c.sc, c.loops, c.switches, c.enclosingAutos = fn, sc, loops, switches, autos }
}

// enterStructScope makes struct st the innermost scope of names (for the
// types declared in it) and returns the function that leaves it.
func (c *checker) enterStructScope(st *StructType) func() {
	saved := c.ns
	rel := st.Name
	if prefix := strings.Join(c.ns, "::"); prefix != "" {
		rel = strings.TrimPrefix(rel, prefix+"::")
	}
	c.ns = append(append([]string(nil), c.ns...), rel)
	return func() { c.ns = saved }
}

// structFields adds the fields dcs declare, of type base, to st.
func (c *checker) structFields(st *StructType, base Type, dcs []grammar.IDeclaratorContext, seen map[string]*Token, bits *bitLayout) {
	for _, dc := range dcs {
		ft := c.ttok(dc.IDENTIFIER())
		// DXC's wording: a struct member cannot be an unsized
		// (flexible) array, unlike C's last member.
		t := c.arrayDimsNamed(base, dc.AllArrayDim(), false, "array dimensions of struct/class members must be explicit")
		if _, ok := t.(*VoidType); ok {
			c.errorf(ft, nil, "field '%s' has incomplete type 'void'", ft.Text)
		}
		if c.incompleteUse(t, ft, "field has incomplete type '%s'") {
			continue
		}
		if containsStruct(t, st) {
			// the struct is still being defined: it cannot hold itself
			c.errorf(ft, nil, "field '%s' has incomplete type '%s'", ft.Text, st)
			continue
		}
		hidden := st.Base != nil && fieldNamed(st.Base, ft.Text) != nil && !ownField(st, ft.Text)
		if prev, ok := seen[ft.Text]; ok && hidden && hasBitWidth(dc) {
			diag := c.errorf(ft, nil, "bit field '%s' hiding the field of base '%s' is not supported; rename it", ft.Text, st.Base)
			diag.Notes = append(diag.Notes, noteAt(prev, "hidden field declared here"))
			continue
		} else if ok && !hidden {
			diag := c.errorf(ft, nil, "duplicate member '%s'", ft.Text)
			diag.Notes = append(diag.Notes, noteAt(prev, "previous declaration is here"))
			continue
		}
		seen[ft.Text] = ft
		c.abstractUse(t, ft, "field")
		// a field of a base's name hides it, as in C++ (DXC): D's
		// own functions and d.x find D's, ((B)d).x and B's functions
		// B's (visibleField)
		f := &Field{Name: ft.Text, Type: t, Tok: ft, Index: len(st.Fields), Owner: st}
		bitField := false
		for _, pd := range dc.AllPostDecl() {
			if bp, ok := pd.(*grammar.BitFieldPostContext); ok {
				if len(dc.AllArrayDim()) > 0 {
					c.errorf(ft, nil, "bit field '%s' cannot be an array", ft.Text)
				} else if w, at, ok := c.bitWidth(bp.BitWidth()); ok {
					c.addBitField(st, bits, ft, t, w, at)
				}
				bitField = true
				continue
			}
			if sp, ok := pd.(*grammar.SemanticPostContext); ok {
				f.Semantic = c.ttok(sp.IDENTIFIER()).Text
			} else {
				c.errorf(c.tok(pd.GetStart()), c.tok(pd.GetStop()), "register and packoffset are not allowed on struct members")
			}
		}
		if dc.Initializer() != nil {
			c.errorf(c.tok(dc.Initializer().GetStart()), nil, "struct members cannot have initializers")
		}
		if bitField {
			continue
		}
		bits.close()
		st.Fields = append(st.Fields, f)
	}
}

func (c *checker) typedef(td grammar.ITypedefDeclContext) {
	var base Type
	if sd := td.StructDef(); sd != nil {
		st := c.structDef(sd)
		if st.Name == "" && len(td.AllTypedefName()) > 0 {
			// "typedef struct { ... } T;" names the struct T, as DXC does
			st.Name = td.TypedefName(0).GetStart().GetText()
		}
		base = st
	} else {
		base = c.resolveType(td.Type_())
	}
	m := c.modList(td.AllModifier())
	for _, mod := range td.AllModifier() {
		switch t := c.tok(mod.GetStart()); t.Text {
		case "const", "precise", "row_major", "column_major", "snorm", "unorm":
		default:
			c.errorf(t, nil, "'%s' is not allowed in a typedef", t.Text)
		}
	}
	if m.rowMajor || m.colMajor {
		base = orient(base, m.rowMajor)
	} else {
		// the #pragma pack_matrix in force where the typedef is declared
		base = c.orientDefault(base, c.tok(td.GetStart()))
	}
	for _, tn := range td.AllTypedefName() {
		var nt *Token
		if tn.IDENTIFIER() != nil {
			nt = c.ttok(tn.IDENTIFIER())
		} else {
			nt = c.ttok(tn.TYPE_NAME())
		}
		c.declareTypeName(nt, c.arrayDims(base, tn.AllArrayDim(), false))
	}
}

// alias checks "using N = type;", which means "typedef type N;".
func (c *checker) alias(ad grammar.IAliasDeclContext) {
	for _, mod := range ad.AllModifier() {
		switch t := c.tok(mod.GetStart()); t.Text {
		case "const", "row_major", "column_major", "snorm", "unorm":
		default:
			c.errorf(t, nil, "'%s' is not allowed in an alias declaration", t.Text)
		}
	}
	c.declareTypeName(c.aliasName(ad), c.aliasType(ad))
}

// aliasName is the name an alias declaration declares.
func (c *checker) aliasName(ad grammar.IAliasDeclContext) *Token {
	if ad.IDENTIFIER() != nil {
		return c.ttok(ad.IDENTIFIER())
	}
	return c.ttok(ad.TYPE_NAME())
}

// aliasType is the type an alias declaration names, with its modifiers
// and array dimensions.
func (c *checker) aliasType(ad grammar.IAliasDeclContext) Type {
	t := c.resolveType(ad.Type_())
	if m := c.modList(ad.AllModifier()); m.rowMajor || m.colMajor {
		t = orient(t, m.rowMajor)
	} else {
		t = c.orientDefault(t, c.tok(ad.GetStart()))
	}
	return c.arrayDims(t, ad.AllArrayDim(), false)
}

// declareTypeName declares the typedef or alias name nt for t in the
// current namespace or block.
func (c *checker) declareTypeName(nt *Token, t Type) {
	types, typeToks, q := c.typeTables(nt.Text)
	if old, ok := typeToks[q]; ok {
		if !Identical(types[q], t) {
			diag := c.errorf(nt, nil, "typedef redefinition with different types ('%s' vs '%s')", t, types[q])
			diag.Notes = append(diag.Notes, noteAt(old, "previous definition is here"))
		}
		return
	}
	if isBuiltinTypeName(nt.Text) {
		c.errorf(nt, nil, "cannot redefine built-in type '%s'", nt.Text)
		return
	}
	if c.fn == nil && c.lookupStructTemplate(q) != nil {
		c.errorf(nt, nil, "redefinition of '%s' as a different kind of symbol", nt.Text)
		return
	}
	types[q] = t
	typeToks[q] = nt
}

// parseRegister parses register(t3), register(t3, space1) and the
// profile-qualified register(cs, t3) / register(cs_5_0, t3, space1). A
// binding for another shader profile (register(ps, t3)) does not apply to
// a compute shader: it gives nil, and the resource is bound automatically.
func (c *checker) parseRegister(ids []antlr.TerminalNode) *Register {
	if len(ids) == 0 {
		return nil
	}
	if len(ids) >= 2 {
		if prof, ok := registerProfile(c.ttok(ids[0]).Text); ok {
			if prof != "cs" {
				return nil
			}
			ids = ids[1:]
		}
	}
	rt := c.ttok(ids[0])
	r := &Register{Tok: rt}
	s := strings.ToLower(rt.Text)
	if sp, err := strconv.Atoi(strings.TrimPrefix(s, "space")); strings.HasPrefix(s, "space") && err == nil && sp >= 0 && len(ids) == 1 {
		// register(spaceN): bound implicitly, in space N (DXC's
		// space-only annotation)
		r.Space = sp
		return r
	}
	if len(s) < 2 || strings.IndexByte("tubsc", s[0]) < 0 {
		c.errorf(rt, nil, "invalid register '%s' (expected t, u, b, s or c followed by a number)", rt.Text)
		return nil
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 0 {
		c.errorf(rt, nil, "invalid register '%s' (expected t, u, b, s or c followed by a number)", rt.Text)
		return nil
	}
	r.Class, r.Index = s[0], n
	if len(ids) > 2 {
		c.errorf(c.ttok(ids[2]), nil, "unexpected '%s' in register(): it takes a register and a space", c.ttok(ids[2]).Text)
	}
	if len(ids) > 1 {
		st := c.ttok(ids[1])
		ss := strings.ToLower(st.Text)
		sp, err := strconv.Atoi(strings.TrimPrefix(ss, "space"))
		if !strings.HasPrefix(ss, "space") || err != nil || sp < 0 {
			c.errorf(st, nil, "invalid register space '%s' (expected spaceN)", st.Text)
		} else {
			r.Space = sp
		}
	}
	return r
}

// registerProfile recognizes the shader profile that may qualify a
// register binding: vs, ps, cs, gs, hs, ds, as, ms, lib, optionally with
// a version (cs_5_0); it returns the stage.
func registerProfile(s string) (string, bool) {
	stage, _, _ := strings.Cut(strings.ToLower(s), "_")
	switch stage {
	case "vs", "ps", "cs", "gs", "hs", "ds", "as", "ms", "lib":
		return stage, true
	}
	return "", false
}

func (c *checker) declaratorPost(v *VarDecl, dc grammar.IDeclaratorContext) {
	for _, pd := range dc.AllPostDecl() {
		switch p := pd.(type) {
		case *grammar.SemanticPostContext:
			v.Semantic = c.ttok(p.IDENTIFIER()).Text
		case *grammar.RegisterPostContext:
			if v.Register != nil && !HoldsResource(v.Type) {
				// (a global holding resources takes one register per
				// class: resourceStructGlobal reads them all)
				c.errorf(c.tok(p.GetStart()), nil, "conflicting register bindings for '%s'", v.Name)
			}
			v.Register = c.parseRegister(p.AllIDENTIFIER())
		case *grammar.PackoffsetPostContext:
			v.PackOffset = c.parsePackOffset(p.AllIDENTIFIER())
		}
	}
}

func (c *checker) parsePackOffset(ids []antlr.TerminalNode) *PackOffset {
	rt := c.ttok(ids[0])
	s := strings.ToLower(rt.Text)
	n, err := strconv.Atoi(strings.TrimPrefix(s, "c"))
	if !strings.HasPrefix(s, "c") || err != nil || n < 0 {
		c.errorf(rt, nil, "invalid packoffset '%s' (expected cN or cN.x)", rt.Text)
		return nil
	}
	off := n * 16
	if len(ids) > 1 {
		ct := c.ttok(ids[1])
		// DXC takes the color names too: "packoffset component should
		// indicate offset with one of x, y, z, w, r, g, b, or a"
		idx := strings.Index("xyzw", ct.Text)
		if idx < 0 {
			idx = strings.Index("rgba", ct.Text)
		}
		if len(ct.Text) != 1 || idx < 0 {
			c.errorf(ct, nil, "invalid packoffset component '%s' (expected one of x, y, z, w, r, g, b or a)", ct.Text)
			return nil
		}
		off += idx * 4
	}
	return &PackOffset{Offset: off, Tok: rt}
}

func (c *checker) varType(ds grammar.IDeclSpecContext, m declMods, dc grammar.IDeclaratorContext, allowUnsized bool) Type {
	if ds == nil {
		// "struct S { ... } a, b[2];": the struct just defined
		return c.arrayDims(c.structBase, dc.AllArrayDim(), allowUnsized)
	}
	base := c.resolveType(ds.Type_())
	if m.rowMajor || m.colMajor {
		if m.rowMajor && m.colMajor {
			c.errorf(m.first, nil, "'row_major' and 'column_major' cannot both be specified")
		}
		base = orient(base, m.rowMajor)
	} else {
		base = c.orientDefault(base, c.tok(ds.GetStart()))
	}
	return c.arrayDims(base, dc.AllArrayDim(), allowUnsized)
}

// isResourceScalar reports a resource type that is not an array.
func isResourceScalar(t Type) bool {
	_, ok := t.(*ResourceType)
	return ok
}

// elemResource returns the resource type of t or of its array elements.
func elemResource(t Type) (*ResourceType, bool) {
	for {
		switch tt := t.(type) {
		case *ResourceType:
			return tt, true
		case *ArrayType:
			t = tt.Elem
			continue
		}
		return nil, false
	}
}

// stringConstant declares a variable of type string: a constant whose
// initializer is a string literal (DXC accepts such globals and locals;
// printf is the only use of their value).
func (c *checker) stringConstant(v *VarDecl, dc grammar.IDeclaratorContext) {
	v.Storage = StorageStatic
	v.Const = true
	if dc.Initializer() == nil || dc.Initializer().Expr() == nil {
		c.errorf(v.Tok, nil, "string variable '%s' needs a string literal initializer", v.Name)
	} else if e := c.expr(dc.Initializer().Expr()); !isBad(e) {
		if _, ok := e.(*StringLit); !ok {
			c.errorExpr(e, "string variable '%s' must be initialized with a string literal (have '%s')", v.Name, e.Type())
		} else {
			v.Init = e
		}
	}
	c.declare(v)
}

// specConstant declares a global marked [[vk::constant_id(n)]]: a constant
// with its initializer's value (DXC's SPIR-V path makes it a specialization
// constant whose default is that value; hlslc compiles for the default).
func (c *checker) specConstant(v *VarDecl, m declMods, a *Attribute, dc grammar.IDeclaratorContext) {
	if len(a.Args) != 1 {
		c.errorf(a.Tok, nil, "'vk::constant_id' takes one argument (the constant's id)")
	} else if id, ok := c.foldInt(a.Args[0]); ok && id < 0 {
		c.errorExpr(a.Args[0], "'vk::constant_id' id must not be negative (have %d)", id)
	}
	if _, ok := v.Type.(*ScalarType); !ok {
		c.errorf(v.Tok, nil, "specialization constant '%s' must be a scalar (have '%s')", v.Name, v.Type)
	} else if k, _ := ElemKind(v.Type); !(k == Bool || k == Int || k == Uint || k == Float || k == Double || k.Is16Bit() || k == Int64 || k == Uint64) {
		c.errorf(v.Tok, nil, "specialization constant '%s' cannot have type '%s'", v.Name, v.Type)
	}
	if !m.constant {
		c.errorf(v.Tok, nil, "specialization constant '%s' must be declared const", v.Name)
	}
	if dc.Initializer() == nil {
		c.errorf(v.Tok, nil, "specialization constant '%s' needs a default value", v.Name)
		return
	}
	v.Storage = StorageStatic
	v.Const = true
	v.Init = c.initializer(dc.Initializer(), v.Type, v)
	c.foldConstVar(v)
	if v.ConstValue == nil && !isBad(v.Init) {
		c.errorExpr(v.Init, "default value of specialization constant '%s' must be a constant expression", v.Name)
	}
	c.declare(v)
	c.prog.Globals = append(c.prog.Globals, v)
}

func isResource(t Type) bool {
	for {
		switch tt := t.(type) {
		case *ResourceType:
			return true
		case *ArrayType:
			t = tt.Elem
			continue
		}
		return false
	}
}

func (c *checker) globalVar(ds grammar.IDeclSpecContext, dc grammar.IDeclaratorContext) {
	m := c.mods(ds)
	nameTok := c.ttok(dc.IDENTIFIER())
	if strings.Contains(nameTok.Text, "::") && c.staticDefinition(nameTok.Text, dc) {
		return // "float4 S::x = ...;" defines a static data member
	}
	t := c.varType(ds, m, dc, true)
	v := &VarDecl{Name: c.qualify(nameTok.Text), Type: t, Tok: nameTok, Const: m.constant, Precise: m.precise, Attrs: c.declAttrs}
	c.declaratorPost(v, dc)
	if a, ok := t.(*ArrayType); ok && a.Len == 0 && isResource(t) && c.sm < sm5_1 {
		// unbounded descriptor ranges came with shader model 5.1 (FXC
		// rejects them under cs_5_0, which binds each register on its own)
		dim := dc.AllArrayDim()[0]
		c.errorf(c.tok(dim.GetStart()), c.tok(dim.GetStop()), "unsized resource array '%s' requires shader model 5.1 or later (have -T %s)", nameTok.Text, targetOr(c.opts.Target))
	}
	if m.globallyCoherent {
		if rt, ok := elemResource(t); !ok || !rt.Kind.Writable() {
			c.errorf(m.first, nil, "'globallycoherent' applies only to UAV resources (RW and Append/Consume buffers and textures)")
		}
		v.GloballyCoherent = true
	}
	if a := findAttr(v.Attrs, "vk::image_format"); a != nil {
		c.imageFormat(v, a)
	}
	if _, ok := t.(*StringType); ok {
		c.stringConstant(v, dc)
		return
	}
	if specConst := findAttr(v.Attrs, "vk::constant_id"); specConst != nil {
		// A Vulkan specialization constant: the code is compiled for its
		// default value, as a driver does when the application does not
		// specialize it.
		c.specConstant(v, m, specConst, dc)
		return
	}
	if _, ok := t.(*VoidType); ok {
		c.errorf(nameTok, nil, "variable '%s' has incomplete type 'void'", v.Name)
		t = TFloat
		v.Type = t
	}
	if a, ok := t.(*ArrayType); ok && a.Len == 0 && !isResource(t) && dc.Initializer() == nil {
		c.errorf(nameTok, nil, "definition of variable '%s' with unsized array type requires an initializer", v.Name)
	}
	if HoldsResource(t) && m.groupshared {
		c.errorf(nameTok, nil, "groupshared variable '%s' of type '%s' holds resources", v.Name, t)
	}
	if HoldsResource(t) && !m.groupshared && !m.static {
		// its resources are globals of their own, its numbers $Globals'
		// (structglobals.go)
		c.resourceStructGlobal(v, dc)
		return
	}
	switch {
	case isResource(t):
		if m.groupshared || m.static {
			c.errorf(m.first, nil, "resource '%s' cannot be 'static' or 'groupshared'", v.Name)
		}
		v.Storage = StorageUniform
		v.Const = true
		c.checkRegister(v)
		if dc.Initializer() != nil {
			c.errorf(c.tok(dc.Initializer().GetStart()), nil, "resources cannot be initialized")
		}
		c.prog.Resources = append(c.prog.Resources, v)
	case stageObjectOf(t) != nil:
		// another stage's object or a view gfx9 lacks: never bound nor in
		// $Globals; a use where the entry point reaches it is the error
		// (checker.varRef), as DXC drops what the entry point does not use
		v.Storage = StorageUniform
		v.Const = true
	case m.groupshared:
		// 'static groupshared' is groupshared, as DXC takes it (its
		// varmods-syntax test): groupshared memory is the group's anyway
		v.Storage = StorageGroupshared
		if dc.Initializer() != nil {
			// DXC warns "Initializer of external global will be ignored"
			// and drops it: the memory is undefined until a thread writes
			// it (DXC issue 3950). Checked for errors, then dropped; the
			// size of an unsized array still comes from it.
			c.warnf("-Wgroupshared-initializer", c.tok(dc.Initializer().GetStart()), nil, "initializer of groupshared variable '%s' is ignored; its memory is undefined until a thread writes it", v.Name)
			init := c.initializer(dc.Initializer(), v.Type, v)
			if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 && init != nil {
				v.Type = init.Type()
			}
		}
		if v.Register != nil {
			c.errorf(v.Register.Tok, nil, "register binding on groupshared variable '%s'", v.Name)
		}
	case m.static:
		v.Storage = StorageStatic
	default:
		// a uniform global: member of $Globals, read-only
		v.Storage = StorageUniform
		v.Const = true
		v.Buffer = c.globalsCB
		if r := v.Register; r != nil {
			// register(cN) places a $Globals member at constant register N,
			// as packoffset(cN) does in a cbuffer
			if r.SpaceOnly() {
				c.errorf(r.Tok, nil, "register space on the non-resource global '%s' (use register(cN) to place it in $Globals)", v.Name)
			} else if r.Class == 'c' && r.Space == 0 {
				v.PackOffset = &PackOffset{Offset: 16 * r.Index, Tok: r.Tok, FromRegister: true}
				c.globalsPacked = true
			} else {
				c.errorf(r.Tok, nil, "register '%c%d' on the non-resource global '%s' (use register(cN) to place it in $Globals)", r.Class, r.Index, v.Name)
			}
			v.Register = nil
		}
		if m.constant && dc.Initializer() != nil {
			// "const float x = 1;" at global scope is still a uniform in HLSL
			c.warnf("-Wuniform-initializer", nameTok, nil, "initializer of uniform global '%s' is ignored; use 'static const' for a constant", v.Name)
		}
		c.globalsCB.Members = append(c.globalsCB.Members, v)
	}
	if v.Storage == StorageStatic && dc.Initializer() != nil {
		v.Init = c.initializer(dc.Initializer(), v.Type, v)
		c.foldConstVar(v)
		if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 {
			v.Type = v.Init.Type()
		}
	}
	if v.Storage == StorageUniform && dc.Initializer() != nil && !isResource(t) {
		// still check it for errors, but drop it (the size of an unsized
		// array still comes from it)
		init := c.initializer(dc.Initializer(), v.Type, v)
		if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 && init != nil {
			v.Type = init.Type()
		}
	}
	if v.PackOffset != nil && !v.PackOffset.FromRegister {
		c.errorf(v.PackOffset.Tok, nil, "packoffset is only allowed in a cbuffer")
		v.PackOffset = nil
	}
	c.declare(v)
	c.prog.Globals = append(c.prog.Globals, v)
}

func (c *checker) checkRegister(v *VarDecl) {
	if v.Register == nil {
		return
	}
	t := v.Type
	for {
		if a, ok := t.(*ArrayType); ok {
			t = a.Elem
			continue
		}
		break
	}
	rt := t.(*ResourceType)
	want := rt.Kind.RegisterClass()
	if v.Register.Class != want && !v.Register.SpaceOnly() {
		c.errorf(v.Register.Tok, nil, "register type '%c' does not match resource '%s' of type '%s' (expected '%c')", v.Register.Class, v.Name, rt, want)
	}
}

func (c *checker) foldConstVar(v *VarDecl) {
	if !v.Const || v.Init == nil {
		return
	}
	if _, ok := v.Type.(*ScalarType); !ok {
		return
	}
	if cv, ok := c.fold(v.Init); ok {
		v.ConstValue = cv
	}
}

func (c *checker) bufferBlock(bb grammar.IBufferBlockContext) {
	nameTok := c.ttok(bb.IDENTIFIER())
	kind := c.tok(bb.GetKind())
	cb := &CBuffer{Name: c.qualify(nameTok.Text), Tok: nameTok, TBuffer: kind.Text == "tbuffer", Attrs: c.declAttrs}
	if rs := bb.RegisterSpec(); rs != nil {
		cb.Register = c.parseRegister(rs.AllIDENTIFIER())
		if cb.Register != nil && cb.Register.Class != cb.RegisterClass() && !cb.Register.SpaceOnly() {
			c.errorf(cb.Register.Tok, nil, "register type '%c' does not match %s '%s' (expected '%c')", cb.Register.Class, cb.Keyword(), cb.Name, cb.RegisterClass())
		}
	}
	for _, bm := range bb.AllBufferMember() {
		ds := bm.DeclSpec()
		if sd := bm.StructDef(); sd != nil {
			c.structBase = c.structDef(sd)
			if len(bm.AllDeclarator()) == 0 {
				continue
			}
		}
		m := c.mods(ds)
		if m.static || m.groupshared {
			c.errorf(m.first, nil, "'static' and 'groupshared' are not allowed in a %s", cb.Keyword())
		}
		for _, dc := range bm.AllDeclarator() {
			nt := c.ttok(dc.IDENTIFIER())
			// an array of resources may be unsized (a global resource); a
			// member's may not
			t := c.varType(ds, m, dc, true)
			if a, ok := t.(*ArrayType); ok && a.Len == 0 && !isResource(t) {
				dim := dc.AllArrayDim()[0]
				c.errorf(c.tok(dim.GetStart()), c.tok(dim.GetStop()), "array dimension must be specified")
			}
			v := &VarDecl{Name: c.qualify(nt.Text), Type: t, Tok: nt, Storage: StorageCBuffer, Const: true, Buffer: cb}
			c.declaratorPost(v, dc)
			if isResource(v.Type) {
				// FXC's syntax, which DXC keeps: a resource declared in a
				// cbuffer is a global resource like any other; it takes no
				// room in the cbuffer (cbufferResource)
				c.cbufferResource(v, m, dc, cb)
				continue
			}
			if v.Register != nil {
				c.errorf(v.Register.Tok, nil, "register binding on %s member '%s'", cb.Keyword(), v.Name)
				v.Register = nil
			}
			if dc.Initializer() != nil {
				c.warnf("-Wuniform-initializer", nt, nil, "initializer of %s member '%s' is ignored", cb.Keyword(), v.Name)
			}
			if HoldsResource(v.Type) {
				// its resources are globals of their own, its numbers
				// the member (structglobals.go)
				c.splitResourceStruct(v, nil, cb)
				continue
			}
			cb.Members = append(cb.Members, v)
			c.declare(v)
			c.prog.Globals = append(c.prog.Globals, v)
			if len(c.ns) > 0 {
				c.nsCBufferMembers[nt.Text] = append(c.nsCBufferMembers[nt.Text], v)
			}
		}
	}
	c.prog.CBuffers = append(c.prog.CBuffers, cb)
}

// cbufferResource declares resource v, declared in cbuffer cb, as a global
// resource: DXC (PR 175) takes FXC's syntax and binds it as it binds any
// global resource (its register annotation, or implicitly); it is not part
// of the cbuffer's layout.
func (c *checker) cbufferResource(v *VarDecl, m declMods, dc grammar.IDeclaratorContext, cb *CBuffer) {
	v.Storage = StorageUniform
	v.Const = true
	v.Buffer = nil
	if v.PackOffset != nil {
		c.errorf(v.PackOffset.Tok, nil, "packoffset cannot be applied to resource '%s'", v.Name)
		v.PackOffset = nil
	}
	if a, ok := v.Type.(*ArrayType); ok && a.Len == 0 && c.sm < sm5_1 {
		c.errorf(v.Tok, nil, "unsized resource array '%s' requires shader model 5.1 or later (have -T %s)", v.Name, targetOr(c.opts.Target))
	}
	if m.globallyCoherent {
		if rt, ok := elemResource(v.Type); !ok || !rt.Kind.Writable() {
			c.errorf(m.first, nil, "'globallycoherent' applies only to UAV resources (RW and Append/Consume buffers and textures)")
		}
		v.GloballyCoherent = true
	}
	c.checkRegister(v)
	if dc.Initializer() != nil {
		c.errorf(c.tok(dc.Initializer().GetStart()), nil, "resources cannot be initialized")
	}
	c.prog.Resources = append(c.prog.Resources, v)
	c.declare(v)
	c.prog.Globals = append(c.prog.Globals, v)
}

// ---- functions ----

func (c *checker) param(pc grammar.IParamContext) *VarDecl {
	t := c.resolveType(pc.Type_())
	v := &VarDecl{Storage: StorageParam, Dir: DirIn}
	if id := pc.IDENTIFIER(); id != nil {
		v.Tok = c.ttok(id)
		v.Name = v.Tok.Text
	} else {
		v.Tok = c.tok(pc.GetStart())
	}
	row, col := false, false
	var groupshared, dirTok *Token
	for _, mc := range pc.AllParamModifier() {
		switch t := c.tok(mc.GetStart()); t.Text {
		case "groupshared":
			groupshared = t
		case "in":
			dirTok = t
		case "out":
			v.Dir, dirTok = DirOut, t
		case "inout":
			v.Dir, dirTok = DirInOut, t
		case "const":
			v.Const = true
		case "precise":
			v.Precise = true
		case "row_major":
			row = true
		case "column_major":
			col = true
		case "nointerpolation", "linear", "centroid", "noperspective", "sample":
			v.Interp = append(v.Interp, c.tok(mc.GetStart()))
		}
	}
	if groupshared != nil {
		switch {
		case dirTok != nil:
			c.errorf(dirTok, nil, "'%s' and 'groupshared' cannot be used together for a parameter", dirTok.Text)
		case c.opts.HLSLVersion < hlsl202x:
			c.warnf("-Whlsl-202x", groupshared, nil, "support for groupshared parameter annotation not added until HLSL 202x")
		}
		v.Dir = DirGroupshared
	}
	if row || col {
		t = orient(t, row)
	} else {
		t = c.orientDefault(t, c.tok(pc.GetStart()))
	}
	// an array of resources may leave its first dimension unsized
	// ("Texture2D tex[]"): FXC (SM 5.1) and DXC pass the argument's
	// array by reference, whatever its length
	v.Type = c.arrayDimsNamed(t, pc.AllArrayDim(), isResource(t),
		"array dimensions of function parameters must be explicit (only an array of resources may leave its first open)")
	if s := pc.Semantic(); s != nil {
		v.Semantic = c.ttok(s.IDENTIFIER()).Text
	}
	if pc.Expr() != nil {
		v.Init, v.DefaultDiags = c.defaultArgument(pc.Expr(), v.Type)
	}
	return v
}

// defaultArgument checks a parameter's default argument. In a template
// instance (a function template's, or a member function of a struct
// template's) an ill-formed default is no error until a call uses it, as
// C++ and DXC instantiate a default argument only then ([temp.inst]: a
// template parameter deduced from the arguments given, such as kajiya's
// 'Remap remap = IdentityImageRemap::create()' with an InputRemap passed):
// its diagnostics are returned to be reported at such a call instead.
func (c *checker) defaultArgument(x grammar.IExprContext, t Type) (Expr, []*Diagnostic) {
	if c.tb == nil {
		return c.convert(c.expr(x), t, "default argument"), nil
	}
	before, errs := len(c.d.List), c.d.errors
	e := c.convert(c.expr(x), t, "default argument")
	if c.d.errors == errs {
		return e, nil
	}
	deferred := append([]*Diagnostic(nil), c.d.List[before:]...)
	c.d.List, c.d.errors = c.d.List[:before], errs
	return e, deferred
}

func sameSignature(a, b *FuncDecl) bool {
	if len(a.Params) != len(b.Params) {
		return false
	}
	for i := range a.Params {
		if !Identical(a.Params[i].Type, b.Params[i].Type) || a.Params[i].Dir != b.Params[i].Dir {
			return false
		}
	}
	return true
}

// paramList checks a function's parameter list ("(void)" is none).
func (c *checker) paramList(pl grammar.IParamListContext) []*VarDecl {
	if pl == nil {
		return nil
	}
	var out []*VarDecl
	params := pl.AllParam()
	for _, pc := range params {
		p := c.param(pc)
		if _, ok := p.Type.(*VoidType); ok {
			if len(params) == 1 && pc.IDENTIFIER() == nil {
				continue // f(void)
			}
			c.errorf(p.Tok, nil, "parameter cannot have type 'void'")
		}
		out = append(out, p)
	}
	return out
}

// staticAssert checks static_assert(cond[, "message"]): cond must be an
// integer or bool constant expression, and a false one is an error that
// carries the message (as clang and DXC report it).
func (c *checker) staticAssert(sa grammar.IStaticAssertContext) {
	e := c.expr(sa.Expr())
	if isBad(e) {
		return
	}
	v, ok := c.foldInt(e)
	if !ok || v != 0 {
		return
	}
	var msg strings.Builder
	for _, s := range sa.AllSTRING_LITERAL() {
		msg.WriteString(unquote(c.ttok(s).Text))
	}
	first, last := c.span(sa)
	if msg.Len() == 0 {
		c.errorf(first, last, "static_assert failed")
		return
	}
	c.errorf(first, last, "static_assert failed %q", msg.String())
}

// funcDef is a function definition's parse tree: a function (topFunction)
// or an explicit specialization with written template arguments
// (topSpecialization).
type funcDef interface {
	antlr.ParserRuleContext
	DeclSpec() grammar.IDeclSpecContext
	ParamList() grammar.IParamListContext
	Semantic() grammar.ISemanticContext
	Block() grammar.IBlockContext
}

// funcNameTok is the name a function definition declares.
func (c *checker) funcNameTok(fc funcDef) *Token {
	switch fc := fc.(type) {
	case *grammar.TopSpecializationContext:
		return c.ttok(fc.TEMPLATE_NAME())
	case *grammar.TopMemberDefinitionContext:
		return c.ttok(fc.IDENTIFIER())
	}
	return c.ttok(fc.(*grammar.TopFunctionContext).IDENTIFIER())
}

// funcHeader reads a function's name, parameters and return type.
func (c *checker) funcHeader(fc funcDef, name string) *FuncDecl {
	nameTok := c.funcNameTok(fc)
	f := &FuncDecl{Name: name, Tok: nameTok, Return: c.resolveType(fc.DeclSpec().Type_())}
	c.abstractUse(f.Return, nameTok, "return")
	if s := fc.Semantic(); s != nil {
		f.RetSemantic = c.ttok(s.IDENTIFIER()).Text
	}
	f.Params = c.paramList(fc.ParamList())
	return f
}

func (c *checker) function(fc *grammar.TopFunctionContext, attrs []*Attribute) {
	nameTok := c.ttok(fc.IDENTIFIER())
	if i := strings.LastIndex(nameTok.Text, "::"); i > 0 {
		if t, ok := c.lookupType(nameTok.Text[:i], nil); ok {
			if st, ok := t.(*StructType); ok {
				c.memberDefinition(st, nameTok.Text[i+2:], fc, attrs)
				return
			}
		}
	}
	f := c.funcHeader(fc, c.qualify(nameTok.Text))
	f.Attrs = c.placeAttrs(attrs, onFunction, "a function")
	if _, ok := c.globals.vars[f.Name]; ok {
		c.errorf(nameTok, nil, "redefinition of '%s' as a different kind of symbol", f.Name)
	}
	// merge with a previous declaration of the same signature
	for _, old := range c.funcs[f.Name] {
		if sameSignature(old, f) {
			if !Identical(old.Return, f.Return) {
				diag := c.errorf(nameTok, nil, "functions that differ only in their return type cannot be overloaded")
				diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous declaration is here"))
				return
			}
			if old.Body != nil && fc.Block() != nil {
				diag := c.errorf(nameTok, nil, "redefinition of '%s'", f.Name)
				diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
				return
			}
			if fc.Block() != nil {
				// the definition completes the earlier prototype; as in
				// clang, it inherits the attributes (and the result's
				// semantic) the prototype has and it does not repeat
				// ([numthreads] on a forward declaration of the entry)
				inheritDefaults(f.Params, old.Params)
				old.Params, old.Tok, old.Attrs = f.Params, f.Tok, inheritAttrs(f.Attrs, old.Attrs)
				if f.RetSemantic != "" {
					old.RetSemantic = f.RetSemantic
				}
				c.body(old, fc.Block())
			} else {
				// a later prototype adds the attributes and default
				// arguments it names
				old.Attrs = inheritAttrs(old.Attrs, f.Attrs)
				inheritDefaults(old.Params, f.Params)
			}
			return
		}
	}
	c.funcs[f.Name] = append(c.funcs[f.Name], f)
	c.prog.Funcs = append(c.prog.Funcs, f)
	if fc.Block() != nil {
		c.body(f, fc.Block())
	}
}

// inheritDefaults gives the parameters ps the default arguments that the
// matching parameters of another declaration of the function have and
// they do not: in C++ a default argument, once declared, holds for the
// later declarations and calls (the definition does not repeat it).
func inheritDefaults(ps, prev []*VarDecl) {
	for i, p := range ps {
		if p.Init == nil && i < len(prev) && prev[i].Init != nil {
			p.Init = prev[i].Init
		}
	}
}

// inheritAttrs is own followed by the attributes of prev whose kind own
// does not have: clang's merging of inheritable attributes across the
// declarations of one function, which DXC's HLSL attributes are.
func inheritAttrs(own, prev []*Attribute) []*Attribute {
	out := own
next:
	for _, a := range prev {
		for _, b := range own {
			if strings.EqualFold(b.Name, a.Name) {
				continue next
			}
		}
		out = append(out, a)
	}
	return out
}

func (c *checker) body(f *FuncDecl, bc grammar.IBlockContext) {
	c.incompleteUse(f.Return, f.Tok, "incomplete result type '%s' in function definition")
	c.fn = f
	c.push()
	for _, p := range f.Params {
		if p.Name != "" {
			c.declare(p)
		}
		if so := stageObjectOf(p.Type); so != nil {
			// another stage's signature: the function is that stage's
			c.stageCall(p.Tok, nil, stageObjectMsg(so))
		}
	}
	f.Body = c.block(bc, false)
	c.checkHeapUses(f.Body)
	c.pop()
	c.fn = nil
	if _, ok := f.Return.(*VoidType); !ok && !alwaysReturns(f.Body) {
		end := c.tok(bc.GetStop())
		c.warnf("-Wreturn-type", end, nil, "non-void function '%s' does not return a value in all control paths", f.Name)
	}
}

// alwaysReturns is a conservative check that control cannot reach the end.
func alwaysReturns(s Stmt) bool {
	switch s := s.(type) {
	case *ReturnStmt:
		return true
	case *BlockStmt:
		for _, st := range s.Stmts {
			if alwaysReturns(st) {
				return true
			}
		}
	case *IfStmt:
		return s.Else != nil && alwaysReturns(s.Then) && alwaysReturns(s.Else)
	case *BranchStmt:
		return s.Kind == Discard
	case *LoopStmt:
		if s.Kind == LoopDo {
			return alwaysReturns(s.Body)
		}
		return s.Cond == nil && !hasBreak(s.Body)
	case *SwitchStmt:
		hasDefault := false
		for _, cs := range s.Cases {
			if cs.Default {
				hasDefault = true
			}
		}
		if !hasDefault {
			return false
		}
		for _, cs := range s.Cases {
			for _, st := range cs.Body {
				if hasBreak(st) {
					return false
				}
			}
		}
		last := s.Cases[len(s.Cases)-1]
		return len(last.Body) > 0 && alwaysReturns(&BlockStmt{Stmts: last.Body})
	}
	return false
}

func hasBreak(s Stmt) bool {
	switch s := s.(type) {
	case *BranchStmt:
		return s.Kind == Break
	case *BlockStmt:
		for _, st := range s.Stmts {
			if hasBreak(st) {
				return true
			}
		}
	case *IfStmt:
		return hasBreak(s.Then) || (s.Else != nil && hasBreak(s.Else))
	}
	return false
}

// ---- entry point and call graph ----

func (c *checker) checkRecursion() {
	const (
		white = iota
		grey
		black
	)
	color := map[*FuncDecl]int{}
	var visit func(f *FuncDecl)
	visit = func(f *FuncDecl) {
		color[f] = grey
		for _, g := range f.Calls {
			switch color[g] {
			case white:
				visit(g)
			case grey:
				site := c.callSites[f][g]
				diag := c.errorf(site, nil, "recursive call to '%s' is not allowed (HLSL functions cannot recurse)", g.Name)
				diag.Notes = append(diag.Notes, noteAt(g.Tok, "'%s' declared here", g.Name))
			}
		}
		color[f] = black
	}
	for _, f := range c.prog.Funcs {
		if color[f] == white {
			visit(f)
		}
	}
}

var threadSemantics = map[string]int{
	"sv_dispatchthreadid": 3, "sv_groupid": 3, "sv_groupthreadid": 3, "sv_groupindex": 1,
}

func (c *checker) checkEntry() {
	if c.opts.NoEntry {
		return
	}
	name := c.opts.Entry
	if name == "" {
		name = "main"
	}
	var entry *FuncDecl
	for _, f := range c.funcs[name] {
		if f.Body != nil {
			if entry != nil {
				c.errorf(f.Tok, nil, "entry point '%s' is overloaded", name)
				return
			}
			entry = f
		}
	}
	if entry == nil {
		if tds := c.funcTemplates[name]; len(tds) > 0 {
			c.errorf(tds[0].tok, nil, "entry point '%s' cannot be a function template", name)
			return
		}
		c.d.add(&Diagnostic{Sev: SevError, Msg: fmt.Sprintf("missing entry point function '%s'", name)})
		return
	}
	entry.IsEntry = true
	c.prog.Entry = entry
	c.reportStageCalls(entry)
	var nt *Attribute
	for _, a := range entry.Attrs {
		if strings.EqualFold(a.Name, "numthreads") {
			nt = a
		}
	}
	if nt == nil {
		c.errorf(entry.Tok, nil, "compute entry point '%s' must have a [numthreads(x, y, z)] attribute", name)
	} else if len(nt.Args) != 3 {
		c.errorf(nt.Tok, nil, "'numthreads' attribute takes three arguments")
	} else {
		ok := true
		for i, a := range nt.Args {
			v, good := c.foldInt(a)
			if !good {
				ok = false
				continue
			}
			if v < 1 {
				c.errorExpr(a, "numthreads %c dimension must be at least 1 (have %d)", "XYZ"[i], v)
				ok = false
				continue
			}
			limit := int64(1024)
			if i == 2 {
				limit = 64
			}
			if v > limit {
				c.errorExpr(a, "numthreads %c dimension %d exceeds the limit of %d", "XYZ"[i], v, limit)
				ok = false
				continue
			}
			entry.NumThreads[i] = int(v)
		}
		if ok {
			n := entry.NumThreads[0] * entry.NumThreads[1] * entry.NumThreads[2]
			if n > 1024 {
				c.errorf(nt.Tok, nil, "thread group size %d (%d x %d x %d) exceeds the limit of 1024 threads", n, entry.NumThreads[0], entry.NumThreads[1], entry.NumThreads[2])
			}
		}
	}
	c.checkWaveSize(entry)
	if _, ok := entry.Return.(*VoidType); !ok {
		c.errorf(entry.Tok, nil, "compute entry point '%s' must return void", name)
	}
	for _, p := range entry.Params {
		for _, t := range p.Interp {
			c.interpWarning(t)
		}
		if p.Dir != DirIn {
			c.errorf(p.Tok, nil, "compute shader input '%s' must be an 'in' parameter", p.Name)
			continue
		}
		if st, ok := p.Type.(*StructType); ok && p.Semantic == "" {
			c.checkInputStruct(p.Name, st)
			continue
		}
		if p.Semantic == "" {
			c.errorf(p.Tok, nil, "entry point parameter '%s' must have a system-value semantic (SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID or SV_GroupIndex), or be a struct whose members have them", p.Name)
			continue
		}
		c.checkThreadInput(p.Tok, "parameter '"+p.Name+"'", p.Semantic, p.Type)
	}
}

// checkWaveSize checks the entry point's [WaveSize(n)] (SM 6.6) and
// [WaveSize(min, max[, preferred])] (SM 6.8) as DXC does: each size a power
// of two from 4 to 128, min below max, a preferred size inside the range.
// gfx9 runs waves of 64 lanes only, so a size or range without 64 cannot be
// honoured (a driver would refuse the pipeline); a preferred size other
// than 64 is only a preference and is not an error.
func (c *checker) checkWaveSize(entry *FuncDecl) {
	for _, a := range entry.Attrs {
		if !strings.EqualFold(a.Name, "WaveSize") {
			continue
		}
		switch {
		case c.sm < sm6_6:
			c.errorf(a.Tok, nil, "attribute 'WaveSize' requires shader model 6.6 or later (have -T %s)", targetOr(c.opts.Target))
			continue
		case len(a.Args) > 1 && c.sm < sm6_8:
			c.errorf(a.Tok, nil, "'WaveSize' with a range of sizes requires shader model 6.8 or later (have -T %s)", targetOr(c.opts.Target))
			continue
		case len(a.Args) == 0 || len(a.Args) > 3:
			c.errorf(a.Tok, nil, "'WaveSize' takes the wave size, or the smallest and largest wave sizes and optionally the preferred one")
			continue
		}
		sizes := make([]int64, len(a.Args))
		ok := true
		for i, arg := range a.Args {
			n, folded := c.foldInt(arg)
			switch {
			case !folded:
				ok = false
			case n < 4 || n > 128 || n&(n-1) != 0:
				c.errorExpr(arg, "WaveSize argument must be a power of 2 between 4 and 128 (have %d)", n)
				ok = false
			}
			sizes[i] = n
		}
		if !ok {
			continue
		}
		if len(sizes) == 1 {
			if sizes[0] != 64 {
				c.errorExpr(a.Args[0], "WaveSize(%d) cannot be honoured: gfx9 runs waves of 64 lanes", sizes[0])
			}
			continue
		}
		lo, hi := sizes[0], sizes[1]
		switch {
		case lo >= hi:
			c.errorExpr(a.Args[0], "the minimum wave size (%d) must be less than the maximum wave size (%d)", lo, hi)
		case len(sizes) == 3 && (sizes[2] < lo || sizes[2] > hi):
			c.errorExpr(a.Args[2], "the preferred wave size (%d) must lie in the range %d to %d", sizes[2], lo, hi)
		case lo > 64 || hi < 64:
			c.errorf(a.Tok, nil, "WaveSize(%d, %d) cannot be honoured: gfx9 runs waves of 64 lanes", lo, hi)
		}
	}
}

// checkInputStruct checks an entry parameter of struct type without a
// semantic of its own: as in DXC, each member (through nested structs) then
// carries the system-value semantic it reads.
func (c *checker) checkInputStruct(param string, st *StructType) {
	if hasBitFields(st) {
		first := append(append([]*Field{}, st.BitFields...), st.UnnamedBits...)[0]
		c.errorf(first.Tok, nil, "entry point parameter '%s' cannot hold bit fields", param)
		return
	}
	for _, f := range st.Fields {
		if inner, ok := f.Type.(*StructType); ok && f.Semantic == "" {
			c.checkInputStruct(param, inner)
			continue
		}
		if f.Semantic == "" {
			c.errorf(f.Tok, nil, "member '%s' of entry point parameter '%s' must have a system-value semantic (SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID or SV_GroupIndex)", f.Name, param)
			continue
		}
		c.checkThreadInput(f.Tok, "member '"+f.Name+"' of entry point parameter '"+param+"'", f.Semantic, f.Type)
	}
}

// checkThreadInput checks one compute shader input: a thread-id semantic
// on an integer scalar or vector with no more components than the id has.
func (c *checker) checkThreadInput(tok *Token, what, semantic string, t Type) {
	n, ok := threadSemantics[strings.ToLower(semantic)]
	if !ok {
		c.errorf(tok, nil, "semantic '%s' is not valid for compute shader inputs", semantic)
		return
	}
	k, isNum := ElemKind(t)
	comps := Components(t)
	_, isMat := t.(*MatrixType)
	if !isNum || isMat || !threadInputKinds[k] || comps > n {
		want := "uint, uint2 or uint3"
		if n == 1 {
			want = "uint"
		}
		c.errorf(tok, nil, "%s with semantic '%s' must have type %s (have '%s')", what, semantic, want, t)
	}
}

// threadInputKinds are the element kinds a thread id may be read as: 32-bit
// integers and, as DXC takes them (its issue 2268), 16-bit ones, which
// receive the id truncated.
var threadInputKinds = map[ScalarKind]bool{Uint: true, Int: true, Uint16: true, Int16: true, Min16Uint: true, Min16Int: true, Min12Int: true}

// containsStruct reports whether t is st or holds it (in an array or a
// field of another struct).
func containsStruct(t Type, st *StructType) bool {
	switch t := t.(type) {
	case *ArrayType:
		return containsStruct(t.Elem, st)
	case *StructType:
		if t == st {
			return true
		}
		for _, f := range t.Fields {
			if containsStruct(f.Type, st) {
				return true
			}
		}
	}
	return false
}
