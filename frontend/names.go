package frontend

import (
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

// candidates lists the names a possibly qualified name may refer to, most
// specific first. A leading "::" means global scope only.
func (c *checker) candidates(name string) []string {
	if rest, ok := strings.CutPrefix(name, "::"); ok {
		return []string{rest}
	}
	out := make([]string, 0, len(c.ns)+1)
	for i := len(c.ns); i > 0; i-- {
		out = append(out, strings.Join(c.ns[:i], "::")+"::"+name)
	}
	return append(out, name)
}

// lookupType finds a struct, enum or typedef name.
func (c *checker) lookupType(name string) (Type, bool) {
	for _, n := range c.candidates(name) {
		if t, ok := c.types[n]; ok {
			return t, true
		}
	}
	return nil, false
}

// lookupFuncs finds the overload set of a function name.
func (c *checker) lookupFuncs(name string) ([]*FuncDecl, bool) {
	for _, n := range c.candidates(name) {
		if fs, ok := c.funcs[n]; ok {
			return fs, true
		}
	}
	return nil, false
}

// lookupGlobal finds a global variable, constant or enumerator.
func (c *checker) lookupGlobal(name string) *VarDecl {
	for _, n := range c.candidates(name) {
		if v, ok := c.globals.vars[n]; ok {
			return v
		}
	}
	return nil
}

// namespace checks "namespace N { ... }".
func (c *checker) namespace(t *grammar.TopNamespaceContext) {
	if c.fn != nil {
		return
	}
	c.ns = append(c.ns, c.ttok(t.IDENTIFIER()).Text)
	for _, tl := range t.AllTopLevel() {
		c.topLevel(tl)
	}
	c.ns = c.ns[:len(c.ns)-1]
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
		q := c.qualify(nameTok.Text)
		if old, ok := c.typeToks[q]; ok {
			diag := c.errorf(nameTok, nil, "redefinition of '%s'", nameTok.Text)
			diag.Notes = append(diag.Notes, noteAt(old, "previous definition is here"))
		} else {
			c.types[q] = under
			c.typeToks[q] = nameTok
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
			c.declareNamed(v, n)
		}
	}
	return under
}

// declareNamed enters a variable under an explicit (qualified) name in the
// current scope: the global scope at top level, the innermost block inside
// a function.
func (c *checker) declareNamed(v *VarDecl, name string) {
	if old, ok := c.sc.vars[name]; ok {
		diag := c.errorf(v.Tok, nil, "redefinition of '%s'", name)
		diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous definition is here"))
		return
	}
	c.sc.vars[name] = v
}
