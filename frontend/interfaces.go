package frontend

import "hlslc/grammar"

// Interfaces.
//
// "interface I { float f(float x); };" declares member functions without
// bodies; "class C : I { ... }" (or struct) derives from I and must define
// each of them with the same parameters and return type. That is all DXC
// does with interfaces (the HLSL 202x removal proposal 0004 describes its
// support as static verification only; D3D12 has no dynamic linkage): calls
// go to C's own member functions, and an interface, like a class missing
// one of its interface's functions (an abstract class, in the C++ DXC is
// built on), cannot be the type of a variable, parameter, field or return
// value. An interface holds no data and derives from nothing.

// interfaceMember rejects a member an interface cannot have (anything but
// a member function declaration) and reports whether to keep it.
func (c *checker) interfaceMember(st *StructType, member grammar.IStructMemberContext) bool {
	switch m := member.(type) {
	case *grammar.StructMethodContext:
		return true
	case *grammar.StructAccessContext:
		return false
	default:
		c.errorf(c.tok(m.GetStart()), c.tok(m.GetStop()), "interface '%s' can only declare member functions", st.Name)
		return false
	}
}

// interfaceMethods declares the member functions of interface st: each a
// declaration without a body, not static; they are st.Required, not
// functions of the program.
func (c *checker) interfaceMethods(st *StructType, mcs []*grammar.StructMethodContext) {
	for _, mc := range mcs {
		nameTok := c.ttok(mc.IDENTIFIER())
		if op := mc.OverloadedOp(); op != nil {
			c.errorf(c.tok(op.GetStart()), c.tok(op.GetStop()), "interface '%s' cannot declare an operator", st.Name)
			continue
		}
		if mc.Block() != nil {
			c.errorf(nameTok, nil, "interface member function '%s' cannot have a body; a class deriving from '%s' defines it", nameTok.Text, st.Name)
			continue
		}
		f := c.declareMethod(st, mc, nameTok, nameTok.Text)
		if f.Static {
			c.errorf(nameTok, nil, "interface member function '%s' cannot be static", nameTok.Text)
			continue
		}
		dup := false
		for _, old := range st.Required {
			if old.Method == f.Method && sameSignature(old, f) {
				diag := c.errorf(nameTok, nil, "redeclaration of '%s'", f.Name)
				diag.Notes = append(diag.Notes, noteAt(old.Tok, "previous declaration is here"))
				dup = true
			}
		}
		if !dup {
			st.Required = append(st.Required, f)
		}
	}
}

// checkImplements matches the member functions of st against those of the
// interface it derives from: a function of the same name and parameters
// implements one, and must return the same type; the others are
// st.Undefined.
func (c *checker) checkImplements(st *StructType) {
	in := st.Implements
	if in == nil {
		return
	}
	for _, req := range in.Required {
		var impl *FuncDecl
		for _, m := range st.Methods {
			if m.Method == req.Method && !m.Static && sameParams(m.Params[1:], req.Params[1:]) {
				impl = m
			}
		}
		switch {
		case impl == nil:
			st.Undefined = append(st.Undefined, req)
		case !Identical(impl.Return, req.Return):
			diag := c.errorf(impl.Tok, nil, "'%s' returns '%s', but '%s' of interface '%s' returns '%s'", impl.Name, impl.Return, req.Method, in.Name, req.Return)
			diag.Notes = append(diag.Notes, noteAt(req.Tok, "declared here"))
		}
	}
}

// arrayElem is the element type of an array (of arrays), t itself for
// any other type.
func arrayElem(t Type) Type {
	for {
		at, ok := t.(*ArrayType)
		if !ok {
			return t
		}
		t = at.Elem
	}
}

// sameParams reports parameter lists of the same types and directions.
func sameParams(a, b []*VarDecl) bool {
	return sameSignature(&FuncDecl{Params: a}, &FuncDecl{Params: b})
}

// abstractUse rejects an interface, or a struct that does not define every
// member function of its interface, as the type (or array element type) of
// what ("variable", "parameter", "field", "return") declared at tok, as
// DXC does.
func (c *checker) abstractUse(t Type, tok *Token, what string) {
	c.abstractError(arrayElem(t), tok, nil, "%s type '%s' is an abstract class", what)
}

// abstractError reports format (with the struct's name after args) at
// first..last when t is abstract: an interface, or a struct that does not
// define every member function of its interface. The notes list the
// member functions left undefined.
func (c *checker) abstractError(t Type, first, last *Token, format string, args ...any) bool {
	st, ok := t.(*StructType)
	if !ok {
		return false
	}
	missing := st.Undefined
	if st.Interface {
		missing = st.Required
	}
	if !st.Interface && len(missing) == 0 {
		return false
	}
	diag := c.errorf(first, last, format, append(args, st.Name)...)
	for _, m := range missing {
		diag.Notes = append(diag.Notes, noteAt(m.Tok, "member function '%s' of interface '%s' is not defined", m.Method, m.Struct.Name))
	}
	return true
}
