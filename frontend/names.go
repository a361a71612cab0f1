package frontend

import (
	"slices"
	"strings"

	"hlslc/grammar"
)

// Namespaces and qualified names.
//
// A declaration inside "namespace A { namespace B { ... } }" is entered in
// the global tables (types, functions, global variables) under its
// qualified name "A::B::x". An unqualified or partly qualified name used
// inside namespace A::B is looked up as C++ does for the cases HLSL code
// uses: "A::B::x", then "A::x", then "x" (the innermost enclosing namespace
// first); a name written with a leading "::" is looked up at global scope
// only. Enumerators of an unscoped enum E declared in namespace N are named
// both N::X and N::E::X; those of a scoped enum (enum class) only N::E::X.
// Static member functions of struct S are S::f.

// qualify returns the qualified name of a declaration named name in the
// current namespace.
func (c *checker) qualify(name string) string {
	if len(c.ns) == 0 {
		return name
	}
	return strings.Join(c.ns, "::") + "::" + name
}

// Using-directives ("using namespace N;", usingDirective below) follow C++
// ([namespace.udir]): during unqualified lookup the names of N appear as if
// declared in the nearest namespace that encloses both the directive and N
// (the global namespace for a directive in a function at global scope), so
// a name declared in a nearer scope hides them; directives are transitive
// (those inside N come along); a qualified name A::x looks in A first and
// then in the namespaces A's directives nominate. Two different
// declarations found at the same level are ambiguous, except functions,
// which form one overload set. A namespace's directives stay in effect
// where the namespace is reopened; those in a block end with the block.

// candidates lists the names a possibly qualified name may refer to, most
// specific first (every level of candidateLevels in order).
func (c *checker) candidates(name string) []string {
	var out []string
	for _, level := range c.candidateLevels(name, nil) {
		out = append(out, level...)
	}
	return out
}

// candidateLevels lists the names a possibly qualified name may refer to,
// grouped by scope level, innermost first: the enclosing namespaces
// (A::B::x, A::x, x inside A::B) with the namespaces using-directives make
// visible at each. A leading "::" means global scope only. With has, only
// the names has accepts (see qualifiedIn); without, every candidate.
func (c *checker) candidateLevels(name string, has func(string) bool) [][]string {
	if rest, ok := strings.CutPrefix(name, "::"); ok {
		return [][]string{c.qualifiedIn("", rest, has, nil)}
	}
	var nominated [][]string // by level: the namespaces directives place there
	if c.hasUsing {
		nominated = c.nominatedByLevel()
	}
	out := make([][]string, 0, len(c.ns)+1)
	for i := len(c.ns); i >= 0; i-- {
		level := c.qualifiedIn(strings.Join(c.ns[:i], "::"), name, has, nil)
		if i < len(nominated) {
			for _, n := range nominated[i] {
				level = append(level, c.qualifiedIn(n, name, has, nil)...)
			}
		}
		out = append(out, level)
	}
	return out
}

// qualifiedIn lists the names name (possibly qualified, A::x) may refer
// to inside namespace ns: ns::name, and when A is a namespace with
// using-directives, x in the namespaces those nominate (transitively),
// which qualified lookup consults only when A has no member x of its own
// (has says which names are declared; nil lists every candidate).
func (c *checker) qualifiedIn(ns, name string, has func(string) bool, seen map[string]bool) []string {
	q := joinScope(ns, name)
	if has != nil && has(q) {
		return []string{q}
	}
	if t, ok := c.usingDecls[q]; ok && has != nil && has(t) {
		return []string{t} // a using-declaration in ns
	}
	var out []string
	if has == nil {
		out = append(out, q)
	}
	if !c.hasUsing {
		return out
	}
	i := strings.LastIndex(name, "::")
	if i <= 0 {
		return out
	}
	inner := joinScope(ns, name[:i])
	if seen == nil {
		seen = map[string]bool{}
	}
	if seen[inner] {
		return out
	}
	seen[inner] = true
	for _, n := range c.nsUsing[inner] {
		out = append(out, c.qualifiedIn(n, name[i+2:], has, seen)...)
	}
	return out
}

// joinScope qualifies name with namespace ns ("" is the global namespace).
func joinScope(ns, name string) string {
	if ns == "" {
		return name
	}
	return ns + "::" + name
}

// nominatedByLevel returns the namespaces the using-directives in effect
// make visible, indexed by the depth of the namespace whose members they
// appear to be (0 is the global namespace): the directives of the
// enclosing namespaces and of the enclosing blocks, with those inside the
// nominated namespaces.
func (c *checker) nominatedByLevel() [][]string {
	out := make([][]string, len(c.ns)+1)
	seen := map[string]bool{}
	var add func(n string, place []string)
	add = func(n string, place []string) {
		if seen[n] {
			return
		}
		seen[n] = true
		parts := strings.Split(n, "::")
		depth := 0
		for depth < len(place) && depth < len(parts) && place[depth] == parts[depth] {
			depth++
		}
		out[depth] = append(out[depth], n)
		for _, m := range c.nsUsing[n] {
			add(m, place)
		}
	}
	for s := c.sc; s != nil; s = s.parent {
		for _, n := range s.using {
			add(n, c.ns)
		}
	}
	for j := len(c.ns); j >= 0; j-- {
		for _, n := range c.nsUsing[strings.Join(c.ns[:j], "::")] {
			add(n, c.ns[:j])
		}
	}
	return out
}

// find returns the names, among a possibly qualified name's candidates,
// that has accepts, all from the innermost level that has any.
func (c *checker) find(name string, has func(string) bool) []string {
	if c.hasUsingDecl {
		// the using-declarations of the enclosing blocks first
		for s := c.sc; s != nil; s = s.parent {
			if t, ok := s.usings[name]; ok && has(t) {
				return []string{t}
			}
		}
	}
	if !c.hasUsing && !strings.HasPrefix(name, "::") {
		// one candidate per level: no directive adds any (the common case)
		for i := len(c.ns); i >= 0; i-- {
			q := joinScope(strings.Join(c.ns[:i], "::"), name)
			if has(q) {
				return []string{q}
			}
			if t, ok := c.usingDecls[q]; ok && has(t) {
				return []string{t}
			}
		}
		return nil
	}
	for _, level := range c.candidateLevels(name, has) {
		var found []string
		for _, n := range level {
			if !slices.Contains(found, n) {
				found = append(found, n)
			}
		}
		if len(found) > 0 {
			return found
		}
	}
	return nil
}

// ambiguous reports a name that lookup found declared in more than one
// namespace (at tok; nothing when tok is nil, a lookup that is not a use).
// declared gives the declaration of each name found.
func (c *checker) ambiguous(tok *Token, name string, found []string, declared func(string) *Token) {
	if tok == nil {
		return
	}
	diag := c.errorf(tok, nil, "reference to '%s' is ambiguous", name)
	for _, n := range found {
		if d := declared(n); d != nil {
			diag.Notes = append(diag.Notes, noteAt(d, "candidate found by name lookup is '%s'", n))
		}
	}
}

// typeTables returns where a struct, enum, typedef or alias named name
// declared here goes, and its key there: inside a function, the block's
// own tables under the name as written (the name ends with its block, as
// in C++); elsewhere the global tables under the namespace-qualified name.
func (c *checker) typeTables(name string) (map[string]Type, map[string]*Token, string) {
	if c.fn == nil {
		return c.types, c.typeToks, c.qualify(name)
	}
	if c.sc.types == nil {
		c.sc.types, c.sc.typeToks = map[string]Type{}, map[string]*Token{}
	}
	return c.sc.types, c.sc.typeToks, name
}

// lookupType finds a struct, enum or typedef name used at tok: those of
// the enclosing blocks first, then the namespaces'.
func (c *checker) lookupType(name string, tok *Token) (Type, bool) {
	for s := c.sc; s != nil && s != c.globals; s = s.parent {
		if t, ok := s.types[name]; ok {
			return t, true
		}
	}
	found := c.find(name, func(n string) bool { _, ok := c.types[n]; return ok })
	if len(found) == 0 {
		return nil, false
	}
	t := c.types[found[0]]
	for _, n := range found[1:] {
		if !Identical(c.types[n], t) {
			c.ambiguous(tok, name, found, func(n string) *Token { return c.typeToks[n] })
			break
		}
	}
	return t, true
}

// lookupFuncs finds the overload set of a function name: the functions of
// that name at the innermost level that has any.
func (c *checker) lookupFuncs(name string) ([]*FuncDecl, bool) {
	found := c.find(name, func(n string) bool { return len(c.funcs[n]) > 0 })
	if len(found) == 1 {
		return c.funcs[found[0]], true
	}
	var fs []*FuncDecl
	for _, n := range found {
		fs = append(fs, c.funcs[n]...)
	}
	return fs, len(fs) > 0
}

// lookupGlobal finds a global variable, constant or enumerator used at tok.
func (c *checker) lookupGlobal(name string, tok *Token) *VarDecl {
	found := c.find(name, func(n string) bool { _, ok := c.globals.vars[n]; return ok })
	if len(found) == 0 {
		// DXC declares the members of a cbuffer written in a namespace
		// at global scope (its issue 7322; clang qualifies them, and
		// hlslc takes both spellings)
		if ms := c.nsCBufferMembers[name]; len(ms) > 0 && !strings.Contains(name, "::") {
			return ms[0]
		}
		return nil
	}
	v := c.globals.vars[found[0]]
	for _, n := range found[1:] {
		if c.globals.vars[n] != v {
			c.ambiguous(tok, name, found, func(n string) *Token { return c.globals.vars[n].Tok })
			break
		}
	}
	return v
}

// usingDecl checks "using N::x;", C++'s using-declaration: N::x names
// functions (the whole overload set), a global variable or constant, or a
// type, found as a qualified name is; x then stands for it in the current
// namespace or block (find resolves it).
func (c *checker) usingDecl(ud grammar.IUsingDeclContext) {
	nameTok := c.ttok(ud.IDENTIFIER())
	if ud.TYPE_NAME() != nil {
		nameTok = c.ttok(ud.TYPE_NAME())
	}
	i := strings.LastIndex(nameTok.Text, "::")
	if i < 0 {
		c.errorf(nameTok, nil, "using declaration requires a qualified name")
		return
	}
	declared := func(n string) bool {
		_, isType := c.types[n]
		_, isVar := c.globals.vars[n]
		return len(c.funcs[n]) > 0 || isType || isVar || len(c.funcTemplates[n]) > 0 || c.structTemplates[n] != nil
	}
	found := c.find(nameTok.Text, declared)
	switch {
	case len(found) == 0:
		c.errorf(nameTok, nil, "no member named '%s' in '%s'", nameTok.Text[i+2:], strings.TrimPrefix(nameTok.Text[:i], "::"))
		return
	case len(found) > 1:
		c.ambiguous(nameTok, nameTok.Text, found, func(n string) *Token { return c.typeToks[n] })
		return
	}
	short := nameTok.Text[i+2:]
	c.hasUsingDecl = true
	if c.fn != nil || c.sc != c.globals {
		if c.sc.usings == nil {
			c.sc.usings = map[string]string{}
		}
		c.sc.usings[short] = found[0]
		return
	}
	if c.usingDecls == nil {
		c.usingDecls = map[string]string{}
	}
	c.usingDecls[c.qualify(short)] = found[0]
}

// usingDirective checks "using namespace N;": N names a namespace (looked
// up as other names are, so through earlier directives too); its names
// become visible in the current namespace or block.
func (c *checker) usingDirective(ud grammar.IUsingDirectiveContext) {
	nameTok := c.ttok(ud.IDENTIFIER())
	if ud.TYPE_NAME() != nil {
		nameTok = c.ttok(ud.TYPE_NAME())
	}
	found := c.find(nameTok.Text, func(n string) bool { return c.namespaces[n] })
	switch {
	case len(found) == 0:
		c.errorf(nameTok, nil, "expected namespace name ('%s' is not a namespace)", nameTok.Text)
		return
	case len(found) > 1:
		c.ambiguous(nameTok, nameTok.Text, found, func(n string) *Token { return c.namespaceToks[n] })
		return
	}
	c.hasUsing = true
	if c.fn != nil || c.sc != c.globals {
		if !slices.Contains(c.sc.using, found[0]) {
			c.sc.using = append(c.sc.using, found[0])
		}
		return
	}
	here := strings.Join(c.ns, "::")
	if !slices.Contains(c.nsUsing[here], found[0]) {
		c.nsUsing[here] = append(c.nsUsing[here], found[0])
	}
}

// namespace checks "namespace N { ... }".
func (c *checker) namespace(t *grammar.TopNamespaceContext) {
	if c.fn != nil {
		return
	}
	if t.IDENTIFIER() == nil {
		// an unnamed namespace (C++'s, which DXC takes): its names are
		// used as the enclosing namespace's (in C++ through an implicit
		// using-directive; they only differ in linkage, which a single
		// compiled file does not have)
		for _, tl := range t.AllTopLevel() {
			c.topLevel(tl)
		}
		return
	}
	outer := len(c.ns)
	for _, part := range strings.Split(c.ttok(t.IDENTIFIER()).Text, "::") { // namespace A::B { ... }
		c.ns = append(c.ns, part)
		if q := strings.Join(c.ns, "::"); !c.namespaces[q] {
			c.namespaces[q] = true
			c.namespaceToks[q] = c.ttok(t.IDENTIFIER())
		}
	}
	for _, tl := range t.AllTopLevel() {
		c.topLevel(tl)
	}
	c.ns = c.ns[:outer]
}

// enumDef declares an enum type and its enumerators. The enum type is its
// underlying integer type (int unless written "enum E : uint"); enumerators
// are constants of that type, each one more than the previous unless
// given a value.
func (c *checker) enumDef(ed grammar.IEnumDefContext) Type {
	var nameTok *Token
	switch {
	case ed.IDENTIFIER() != nil:
		nameTok = c.ttok(ed.IDENTIFIER())
	case ed.TYPE_NAME() != nil:
		nameTok = c.ttok(ed.TYPE_NAME())
	}
	scoped := ed.GetScoped() != nil
	var under Type = TInt
	if tc := ed.Type_(); tc != nil {
		under = c.resolveType(tc)
		if st, ok := under.(*ScalarType); !ok || !st.Kind.IsInt() || st.Kind == LitInt {
			c.errorf(c.tok(tc.GetStart()), c.tok(tc.GetStop()), "enum underlying type must be an integer type (have '%s')", under)
			under = TInt
		}
	}
	if nameTok != nil {
		types, typeToks, q := c.typeTables(nameTok.Text)
		if old, ok := typeToks[q]; ok {
			diag := c.errorf(nameTok, nil, "redefinition of '%s'", nameTok.Text)
			diag.Notes = append(diag.Notes, noteAt(old, "previous definition is here"))
		} else {
			types[q] = under
			typeToks[q] = nameTok
		}
	} else if scoped {
		c.errorf(c.tok(ed.GetStart()), nil, "scoped enum requires a name")
	}
	k := under.(*ScalarType).Kind
	next := int64(0)
	for _, en := range ed.AllEnumerator() {
		et := c.ttok(en.IDENTIFIER())
		val := next
		if x := en.Expr(); x != nil {
			if v, ok := c.foldInt(c.expr(x)); ok {
				val = v
			}
		}
		next = val + 1
		v := &VarDecl{Name: et.Text, Type: under, Tok: et, Storage: StorageStatic, Const: true,
			ConstValue: &ConstVal{Kind: k, I: val}, Enumerator: true}
		v.Init = &IntLit{exprBase: exprBase{T: under, Tok: et}, Value: uint64(val)}
		var names []string
		if nameTok != nil {
			names = append(names, c.qualify(nameTok.Text+"::"+et.Text))
		}
		if !scoped {
			names = append(names, c.qualify(et.Text))
		}
		for _, n := range names {
			c.declareNamedIn(c.enumeratorScope(), v, n)
		}
	}
	return under
}

// enumeratorScope is where an enum's enumerators are declared: the current
// scope, except in an instance of a struct template, where inTemplate's
// scope (which holds the template's value parameters) ends with the
// instance's check; there the enumerators go to the global scope under the
// instance's qualified name ("S<int>::E"), as a non-template struct's do, so
// "S<int>::value" and the instance's member functions find them.
func (c *checker) enumeratorScope() *scope {
	if c.tb != nil && c.fn == nil {
		return c.globals
	}
	return c.sc
}

// declareNamed enters a variable under an explicit (qualified) name in the
// current scope: the global scope at top level, the innermost block inside
// a function.
func (c *checker) declareNamed(v *VarDecl, name string) {
	c.declareNamedIn(c.sc, v, name)
}

// declareNamedIn is declareNamed into scope sc.
func (c *checker) declareNamedIn(sc *scope, v *VarDecl, name string) {
	if old, ok := sc.vars[name]; ok && !isPredeclared(old) {
		diag := c.errorf(v.Tok, nil, "redefinition of '%s'", name)
		diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
		return
	}
	sc.vars[name] = v
}

// The implicit namespace hlsl. From HLSL 202x on, DXC declares the
// intrinsics in namespace hlsl (the hlsl-specs proposal 0001): hlsl::sin(x)
// calls sin, and "using namespace hlsl;" is valid without a declaration of
// hlsl. The newest DXC finds the intrinsics in hlsl only under 202x; hlslc
// keeps them global too, as every earlier version and earlier 202x DXC do,
// so 202x code written either way compiles. Before 202x, hlsl is an
// ordinary name: hlsl::sin is undeclared unless the program declares it.
const (
	hlslNamespace = "hlsl"
	hlsl202x      = 2029 // __HLSL_VERSION of -HV 202x (ParseHLSLVersion)
)

// declareHLSLNamespace makes hlsl a namespace of the program in HLSL 202x.
func (c *checker) declareHLSLNamespace() {
	if c.opts.HLSLVersion >= hlsl202x {
		c.namespaces[hlslNamespace] = true
	}
}

// intrinsicNamed returns the intrinsic a possibly qualified function name
// used in a call names ("" when none): the global names ("sin", "::sin"),
// and from 202x on the members of namespace hlsl ("hlsl::sin", or "sin"
// inside namespace N qualified as "N::sin" when N's using-directives
// nominate hlsl). Lookup is C++'s (candidates): a name qualified with
// another namespace does not reach the globals.
func (c *checker) intrinsicNamed(name string) string {
	if _, ok := intrinsicsByName[name]; ok {
		return name
	}
	if !strings.Contains(name, "::") {
		return ""
	}
	for _, q := range c.candidates(name) {
		if !strings.Contains(q, "::") {
			if _, ok := intrinsicsByName[q]; ok {
				return q
			}
			if _, ok := unsupportedIntrinsics[q]; ok {
				return q
			}
			continue
		}
		rest, ok := strings.CutPrefix(q, hlslNamespace+"::")
		if !ok || c.opts.HLSLVersion < hlsl202x || strings.Contains(rest, "::") {
			continue
		}
		if _, ok := intrinsicsByName[rest]; ok {
			return rest
		}
		if _, ok := unsupportedIntrinsics[rest]; ok {
			return rest
		}
	}
	return ""
}
