package frontend

import (
	"slices"

	"hlslc/grammar"
)

// Member functions of a derived struct (struct D : B { ... }).
//
// D's fields begin with copies of B's (check.go), so each member function
// B defines or inherits is checked again as a member function of D: its
// "this" is a D and its field names find D's copies of B's fields. HLSL
// member functions are not virtual, so a call without an object in a copy
// of a function X defined finds what it finds in X: X's own member
// functions and those X inherits and does not hide, never a function a
// struct deriving from X declares. A member function a struct declares
// hides every inherited one of that name, as in C++; a hidden copy stays
// callable from the other copies and is named D::X::f. Each copy is checked
// in the context its definition is in: its namespace and, for a template
// instance's, the template's parameters bound as in the instance. Member
// function templates are not copied: a call finds the base's
// (inheritedTemplates) and passes the object's base part as this.

// methodSource is a member function definition a struct hands down: its
// syntax, the namespace it was defined in and the struct that defined it.
type methodSource struct {
	mc   *grammar.StructMethodContext
	ns   []string
	from *StructType
	// tb binds the template parameters when from is a template instance
	tb *tbinding
}

// inSource runs check in the context the definition src was written in:
// its namespace, and its template's parameters bound as in its instance.
func (c *checker) inSource(src methodSource, st *StructType, check func()) {
	if src.tb == nil {
		ns := c.ns
		c.ns = src.ns
		defer func() { c.ns = ns }()
		check()
		return
	}
	c.inTemplate(src.tb, func() {
		c.defining = st
		check()
	})
}

// methodName is the name a member function definition declares.
func methodName(mc *grammar.StructMethodContext) string {
	if op := mc.OverloadedOp(); op != nil {
		return "operator" + op.GetText()
	}
	return mc.IDENTIFIER().GetText()
}

// siblingMethods are the member functions a call without an object finds
// in the body of member function f.
func (c *checker) siblingMethods(f *FuncDecl) []*FuncDecl {
	if s, ok := c.siblings[f]; ok {
		return s
	}
	return f.Struct.Methods
}

// inheritMethods checks st's copies of the member functions of the structs
// it derives from, leaving in st.Methods those that own (st's own member
// functions, checked after) does not hide; it records all of them and own
// as what st hands down.
func (c *checker) inheritMethods(st *StructType, own []*grammar.StructMethodContext) {
	ns, tb := slices.Clone(c.ns), c.tb
	defer func() {
		c.ns = ns
		for _, mc := range own {
			st.methodSrc = append(st.methodSrc, methodSource{mc, ns, st, tb})
		}
	}()
	if st.Base == nil || len(st.Base.methodSrc) == 0 {
		return
	}
	// declare a copy of each
	type copied struct {
		f   *FuncDecl
		src methodSource
	}
	var copies []copied
	for _, src := range st.Base.methodSrc {
		st.Methods = nil // the definition was checked against its siblings where it is
		var f *FuncDecl
		c.inSource(src, st, func() { f = c.structMethod(st, src.mc) })
		if f != nil {
			f.FieldView = src.from
			copies = append(copies, copied{f, src})
		}
	}
	st.methodSrc = slices.Clone(st.Base.methodSrc)
	// what each struct up the chain sees, from the root down
	var chain []*StructType
	for b := st.Base; b != nil; b = b.Base {
		chain = append(chain, b)
	}
	slices.Reverse(chain)
	seen := map[*StructType][]*FuncDecl{}
	var vis []*FuncDecl
	for _, x := range chain {
		declared := map[string]bool{}
		var mine []*FuncDecl
		for _, cp := range copies {
			if cp.src.from == x {
				declared[cp.f.Method] = true
				mine = append(mine, cp.f)
			}
		}
		vis = append(slices.DeleteFunc(slices.Clone(vis), func(f *FuncDecl) bool { return declared[f.Method] }), mine...)
		seen[x] = vis
	}
	hides := map[string]bool{}
	for _, mc := range own {
		hides[methodName(mc)] = true
	}
	public := slices.DeleteFunc(slices.Clone(seen[st.Base]), func(f *FuncDecl) bool { return hides[f.Method] })
	if c.siblings == nil {
		c.siblings = map[*FuncDecl][]*FuncDecl{}
	}
	for _, cp := range copies {
		c.siblings[cp.f] = seen[cp.src.from]
		if !slices.Contains(public, cp.f) {
			if cp.f.Static {
				c.funcs[cp.f.Name] = slices.DeleteFunc(c.funcs[cp.f.Name], func(g *FuncDecl) bool { return g == cp.f })
			}
			cp.f.Name = st.Name + "::" + cp.src.from.Name + "::" + cp.f.Method
		}
	}
	st.Methods = public
	fs := make([]*FuncDecl, len(copies))
	for i, cp := range copies {
		c.inSource(cp.src, st, func() { c.body(cp.f, cp.src.mc.Block()) })
		fs[i] = cp.f
	}
	settleThis(fs)
}

// visibleField is the field of st called name as seen from view, st or
// one of its bases (nil: st): the last declared of that name among view's
// fields, with which st's begin. A field a derived struct declares hides a
// base's of its name, as in C++ and DXC: d.x and D's own member functions
// find D's, ((B)d).x and D's copies of B's member functions B's.
func visibleField(st *StructType, name string, view *StructType) *Field {
	n := len(st.Fields)
	if view != nil && len(view.Fields) < n {
		n = len(view.Fields)
	}
	for i := n - 1; i >= 0; i-- {
		if st.Fields[i].Name == name {
			return st.Fields[i]
		}
	}
	return nil
}

// ownField reports whether st declares a field called name itself.
func ownField(st *StructType, name string) bool {
	for _, f := range st.Fields {
		if f.Name == name && f.Owner == st {
			return true
		}
	}
	return false
}

// hasBitWidth reports a declarator with a bit width (a bit field).
func hasBitWidth(dc grammar.IDeclaratorContext) bool {
	for _, pd := range dc.AllPostDecl() {
		if _, ok := pd.(*grammar.BitFieldPostContext); ok {
			return true
		}
	}
	return false
}

// MemberName is f's name among st's fields, unique: a base's field a
// later field hides is named Base::x (run specs, layouts).
func (st *StructType) MemberName(f *Field) string {
	if f.Owner != nil && visibleField(st, f.Name, nil) != f {
		return f.Owner.Name + "::" + f.Name
	}
	return f.Name
}

// fieldNamed is st's field called name, nil when it has none.
func fieldNamed(st *StructType, name string) *Field {
	return visibleField(st, name, nil)
}
