package frontend

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"hlslc/grammar"
)

func (c *checker) expression(ec grammar.IExpressionContext) Expr {
	if ec == nil {
		return c.bad(c.lastTok)
	}
	exprs := ec.AllExpr()
	var e Expr
	for i, x := range exprs {
		r := c.expr(x)
		if i == 0 {
			e = r
			continue
		}
		e = &BinaryExpr{exprBase: exprBase{T: r.Type(), Tok: e.First(), End: r.Last()}, Op: OpComma, L: c.concrete(e), R: r}
	}
	if e == nil {
		return c.bad(c.tok(ec.GetStart()))
	}
	return e
}

// errExpr stands for an expression that already had an error; checks that
// meet it stay silent, so one mistake gives one diagnostic. A program with
// no errors contains none.
type errExpr struct{ exprBase }

// bad makes a placeholder after an error.
func (c *checker) bad(t *Token) Expr {
	return &errExpr{exprBase{T: TInt, Tok: t}}
}

func isBad(es ...Expr) bool {
	for _, e := range es {
		if _, ok := e.(*errExpr); ok {
			return true
		}
	}
	return false
}

// maxExprDepth bounds how deeply expressions nest (operators, calls,
// parentheses, casts: a chain a+b+...+z is as deep as it has operators).
// Checking and lowering recurse into operands, and past a few hundred
// thousand levels the recursion would overflow the stack; 65536 levels
// take about 350 MB of it.
const maxExprDepth = 1 << 16

var exprTooDeepMsg = fmt.Sprintf("expression nested too deeply: more than %d levels of operators, calls and parentheses (split it into several statements)", maxExprDepth)

func (c *checker) expr(x grammar.IExprContext) Expr {
	if x == nil {
		return c.bad(c.lastTok)
	}
	if c.exprDepth >= maxExprDepth {
		first, _ := c.span(x)
		if !c.exprTooDeep {
			c.exprTooDeep = true
			c.errorf(first, nil, "%s", exprTooDeepMsg)
		}
		return c.bad(first)
	}
	c.exprDepth++
	defer func() { c.exprDepth-- }()
	return c.expr1(x)
}

func (c *checker) expr1(x grammar.IExprContext) Expr {
	first, last := c.span(x)
	switch x := x.(type) {
	case *grammar.IntLitContext:
		return c.intLiteral(first)
	case *grammar.FloatLitContext:
		return c.floatLiteral(first)
	case *grammar.BoolLitContext:
		return &BoolLit{exprBase: exprBase{T: TBool, Tok: first}, Value: first.Text == "true"}
	case *grammar.StringLitContext:
		return c.stringLit(x)
	case *grammar.NameExprContext:
		if strings.Contains(first.Text, "::") {
			return c.qualifiedName(first, first.Text, last)
		}
		return c.name(first)
	case *grammar.CallExprContext:
		name := c.ttok(x.IDENTIFIER())
		if strings.Contains(name.Text, "::") {
			args := c.args(x.ArgList())
			return c.qualifiedCall(first, name.Text, args, last)
		}
		args := c.args(x.ArgList())
		if name.Text == "printf" {
			if _, user := c.lookupFuncs("printf"); !user {
				return c.printf(first, args, last)
			}
		}
		return c.call(first, args, last)
	case *grammar.TemplateCallExprContext:
		name := c.ttok(x.TEMPLATE_NAME())
		args := c.args(x.ArgList())
		if isBad(args...) {
			return c.bad(first)
		}
		explicitArgs := func() ([]*templateArg, bool) {
			explicit := make([]*templateArg, 0, len(x.AllTemplateArg()))
			for _, a := range x.AllTemplateArg() {
				if a.Type_() != nil {
					explicit = append(explicit, &templateArg{t: c.templateType(a)})
				} else if v, ok := c.templateValue(a); ok {
					explicit = append(explicit, &templateArg{v: v})
				} else {
					return nil, false
				}
			}
			return explicit, true
		}
		if c.fn != nil && c.fn.Struct != nil {
			// a sibling member function template: get<float>()
			explicit, ok := explicitArgs()
			if !ok {
				return c.bad(first)
			}
			if e, ok := c.memberTemplateCall(nil, c.fn.Struct, name, explicit, args, last); ok {
				return e
			}
		}
		tds := c.lookupFuncTemplates(name.Text)
		if i := strings.LastIndex(name.Text, "::"); len(tds) == 0 && i > 0 {
			// S::f<args>(...): a static member function template of S
			if t, ok := c.lookupType(name.Text[:i], name); ok {
				if st, ok := t.(*StructType); ok {
					explicit, ok := explicitArgs()
					if !ok {
						return c.bad(first)
					}
					member := *name
					member.Text = name.Text[i+2:]
					if e, ok := c.memberTemplateCall(nil, st, &member, explicit, args, last); ok {
						return e
					}
				}
			}
		}
		if len(tds) == 0 {
			c.errorf(name, nil, "'%s' is not a function template", name.Text)
			return c.bad(first)
		}
		return c.templateCall(first, nil, tds, x.AllTemplateArg(), args, last)
	case *grammar.CtorExprContext:
		t := c.resolveType(x.Type_())
		args := c.args(x.ArgList())
		return c.construct(t, args, first, last)
	case *grammar.StaticCallExprContext:
		st := c.scopeStruct(x.Type_())
		args := c.args(x.ArgList())
		if st == nil {
			return c.bad(first)
		}
		return c.qualifiedCall(first, st.Name+"::"+c.ttok(x.IDENTIFIER()).Text, args, last)
	case *grammar.StaticMemberExprContext:
		st := c.scopeStruct(x.Type_())
		if st == nil {
			return c.bad(first)
		}
		return c.qualifiedName(first, st.Name+"::"+c.ttok(x.IDENTIFIER()).Text, last)
	case *grammar.SizeofExprContext:
		return c.sizeof(x, first, last)
	case *grammar.ParenExprContext:
		return c.expression(x.Expression())
	case *grammar.MemberExprContext:
		base := c.expr(x.Expr())
		return c.member(base, c.ttok(x.IDENTIFIER()), last)
	case *grammar.MethodCallExprContext:
		obj := c.expr(x.Expr())
		var targ Type
		if x.Type_() != nil {
			targ = c.resolveType(x.Type_())
		}
		args := c.args(x.ArgList())
		return c.templateMethodCall(obj, c.ttok(x.IDENTIFIER()), targ, args, last)
	case *grammar.IndexExprContext:
		base := c.expr(x.Expr())
		idx := c.expression(x.Expression())
		return c.index(base, idx, last)
	case *grammar.PostfixExprContext:
		op := OpPostInc
		if c.tok(x.GetOp()).Text == "--" {
			op = OpPostDec
		}
		return c.incDec(op, c.expr(x.Expr()), first, last)
	case *grammar.PrefixExprContext:
		opTok := c.tok(x.GetOp())
		operand := c.expr(x.Expr())
		switch opTok.Text {
		case "++":
			return c.incDec(OpPreInc, operand, first, last)
		case "--":
			return c.incDec(OpPreDec, operand, first, last)
		}
		return c.unary(opTok, operand, first, last)
	case *grammar.CastExprContext:
		t := c.resolveType(x.Type_())
		t = c.arrayDims(t, x.AllArrayDim(), false)
		operand := c.expr(x.Expr())
		if c.incompleteUse(t, first, "cast to incomplete type '%s'") {
			return c.bad(first)
		}
		return c.explicitCast(operand, t, first, last)
	case *grammar.BinaryExprContext:
		l := c.expr(x.Expr(0))
		r := c.expr(x.Expr(1))
		return c.binary(c.tok(x.GetOp()), l, r)
	case *grammar.ConditionalExprContext:
		return c.conditional(c.expr(x.Expr(0)), c.expr(x.Expr(1)), c.expr(x.Expr(2)))
	case *grammar.AssignExprContext:
		l := c.expr(x.Expr(0))
		r := c.expr(x.Expr(1))
		return c.assign(c.tok(x.GetOp()), l, r)
	}
	c.errorf(first, last, "unsupported expression")
	return c.bad(first)
}

// sizeof(T) and sizeof(expr): the size in bytes of the type in the
// structured-buffer layout (as DXC answers it), a uint constant.
func (c *checker) sizeof(x *grammar.SizeofExprContext, first, last *Token) Expr {
	var t Type
	if tc := x.Type_(); tc != nil {
		t = c.arrayDims(c.resolveType(tc), x.AllArrayDim(), false)
	} else {
		e := c.expression(x.Expression())
		if isBad(e) {
			return e
		}
		t = c.concrete(e).Type()
	}
	switch t.(type) {
	case *VoidType, *ResourceType, *StringType:
		c.errorf(first, last, "invalid application of 'sizeof' to '%s'", t)
		return c.bad(first)
	}
	if isResource(t) {
		c.errorf(first, last, "invalid application of 'sizeof' to '%s'", t)
		return c.bad(first)
	}
	if c.incompleteUse(t, first, "invalid application of 'sizeof' to an incomplete type '%s'") {
		return c.bad(first)
	}
	l := &layouter{rule: LayoutStructured, c: c, wide16: c.opts.Enable16Bit}
	size, align := l.sizeAlign(t)
	return &IntLit{exprBase: exprBase{T: TUint, Tok: first, End: last}, Value: uint64(roundUp(size, align))}
}

func (c *checker) args(al grammar.IArgListContext) []Expr {
	if al == nil {
		return nil
	}
	var out []Expr
	for _, a := range al.AllExpr() {
		out = append(out, c.expr(a))
	}
	return out
}

// name resolves an identifier used as a value: locals and parameters, then
// the fields of the struct whose method is being checked (through the
// implicit 'this'), then globals.
func (c *checker) name(first *Token) Expr {
	name := first.Text
	v := c.lookupVar(name, first)
	if v == nil {
		if f := c.thisField(name); f != nil {
			return c.thisMember(first, f)
		}
		if c.fn != nil && c.fn.Static && fieldOf(c.fn.Struct, name) {
			c.errorf(first, nil, "invalid use of member '%s' in static member function", name)
		} else if _, ok := c.funcs[name]; ok {
			c.errorf(first, nil, "function '%s' used as a value", name)
		} else if isHeapName(name) {
			return c.heapObject(first)
		} else if _, ok := intrinsicsByName[name]; ok {
			c.errorf(first, nil, "intrinsic function '%s' used as a value", name)
		} else {
			c.errorf(first, nil, "use of undeclared identifier '%s'", name)
		}
		return c.bad(first)
	}
	return c.varRef(first, first, name, v)
}

// varRef refers to a declared variable; enumerators become their value.
func (c *checker) varRef(first, last *Token, name string, v *VarDecl) Expr {
	if f, ok := c.enclosingAutos[v]; ok {
		diag := c.errorf(first, last, "reference to local variable '%s' declared in enclosing function '%s'", name, f.Name)
		diag.Notes = append(diag.Notes, noteAt(v.Tok, "'%s' declared here", name))
		return c.bad(first)
	}
	v.Used = true
	if v.Enumerator {
		return &IntLit{exprBase: exprBase{T: v.Type, Tok: first, End: last}, Value: uint64(v.ConstValue.I)}
	}
	if so := stageObjectOf(v.Type); so != nil && stageObjects[so.Name].view && c.fn != nil && v.Storage != StorageParam {
		// a rasterizer ordered view or sampler feedback map: its use is
		// an error where the entry point reaches it
		c.stageCall(first, last, stageObjectMsg(so))
	}
	return &VarRef{exprBase: exprBase{T: v.Type, Tok: first, End: last}, Name: name, Decl: v}
}

// qualifiedName resolves N::x or ::x used as a value (names.go).
func (c *checker) qualifiedName(first *Token, name string, last *Token) Expr {
	if v := c.lookupGlobal(name, first); v != nil {
		return c.varRef(first, last, name, v)
	}
	if st, member := c.typedefScope(name); st != nil {
		if v := c.lookupGlobal(st.Name+"::"+member, first); v != nil {
			return c.varRef(first, last, name, v)
		}
	}
	if v := c.inheritedStatic(name); v != nil {
		return c.varRef(first, last, name, v)
	}
	if _, ok := c.lookupFuncs(name); ok {
		c.errorf(first, last, "function '%s' used as a value", name)
	} else {
		c.errorf(first, last, "use of undeclared identifier '%s'", name)
	}
	return c.bad(first)
}

// qualifiedMemberCall resolves S::f(args) in a non-static member function of
// S or of a struct derived from S to S's non-static member function f
// called on this object (qualifiedMethods); ok is false when that names
// none.
func (c *checker) qualifiedMemberCall(first *Token, name string, args []Expr, last *Token) (Expr, bool) {
	if c.fn == nil || c.fn.Struct == nil || c.fn.Static {
		return nil, false
	}
	cands := c.qualifiedMethods(c.fn.Struct, name)
	if len(cands) == 0 {
		return nil, false
	}
	this := c.fn.Params[0]
	this.Used = true
	ref := &VarRef{exprBase: exprBase{T: this.Type, Tok: first}, Name: this.Name, Decl: this}
	return c.userCall(first, cands, append([]Expr{ref}, args...), last), true
}

// qualifiedMethods are the non-static member functions of struct st that
// the qualified name S::f means, S being st or one of its bases: the f
// that the struct nearest S up the chain declares, as st has it (its own,
// or its copy of a base's, hidden or not: inheritMethods), as C++'s
// qualified member names find a hidden base member. Empty when S is not
// st or a base of it, or declares no such f.
func (c *checker) qualifiedMethods(st *StructType, name string) []*FuncDecl {
	i := strings.LastIndex(name, "::")
	if i <= 0 {
		return nil
	}
	t, ok := c.lookupType(name[:i], nil)
	if !ok {
		return nil
	}
	owner, ok := t.(*StructType)
	if !ok {
		return nil
	}
	method := name[i+2:]
	derives := false
	for b := st; b != nil; b = b.Base {
		derives = derives || b == owner
	}
	if !derives {
		return nil
	}
	for from := owner; from != nil; from = from.Base {
		var cands []*FuncDecl
		for _, f := range c.prog.Funcs {
			if f.Struct != st || f.Method != method || f.Static {
				continue
			}
			view := f.FieldView
			if view == nil {
				view = st
			}
			if view == from {
				cands = append(cands, f)
			}
		}
		if len(cands) > 0 {
			return cands
		}
	}
	return nil
}

// scopeStruct resolves the type before '::' in S<args>::f(...) and
// S<args>::x, the static members of a struct template's instance; nil
// (after an error) when it is not a struct.
func (c *checker) scopeStruct(tc grammar.ITypeContext) *StructType {
	t := c.resolveType(tc)
	if st, ok := t.(*StructType); ok && st.Name != "" {
		return st
	}
	c.errorf(c.tok(tc.GetStart()), c.tok(tc.GetStop()), "'%s' is not a struct, so it has no members to name with '::'", t)
	return nil
}

// qualifiedCall resolves N::f(args) and S::f(args) (a static member function,
// or in a member function of S or of a struct derived from S, S's member
// function f on this object: Base::f() calls the base's f that the derived
// struct hides, as C++ does).
func (c *checker) qualifiedCall(first *Token, name string, args []Expr, last *Token) Expr {
	if isBad(args...) {
		return c.bad(first)
	}
	if e, ok := c.qualifiedMemberCall(first, name, args, last); ok {
		return e
	}
	fs, _ := c.lookupFuncs(name)
	if tds := c.lookupFuncTemplates(name); len(tds) > 0 {
		return c.templateCall(first, fs, tds, nil, args, last)
	}
	if len(fs) > 0 {
		return c.userCall(first, fs, args, last)
	}
	if st, member := c.typedefScope(name); st != nil {
		if fs, _ := c.lookupFuncs(st.Name + "::" + member); len(fs) > 0 {
			return c.userCall(first, fs, args, last)
		}
	}
	if in := c.intrinsicNamed(name); in != "" {
		named := *first
		named.Text = name
		if msg, ok := unsupportedIntrinsics[in]; ok {
			if legacySamplerFuncs[in] {
				c.stageCall(first, last, msg)
			} else {
				c.errorf(first, last, "%s", msg)
			}
			return c.bad(first)
		}
		return c.intrinsicCall(&named, intrinsicsByName[in], nil, args, last)
	}
	diag := c.errorf(first, last, "use of undeclared identifier '%s'", name)
	if rest, ok := strings.CutPrefix(name, hlslNamespace+"::"); ok && c.opts.HLSLVersion < hlsl202x {
		if _, known := intrinsicsByName[rest]; known {
			diag.Notes = append(diag.Notes, noteAt(first, "the intrinsics are members of namespace '%s' from HLSL 202x on (-HV 202x); before, they are global: '%s'", hlslNamespace, rest))
		}
	}
	return c.bad(first)
}

// typedefScope splits T::m where T is a typedef or alias of a struct
// (possibly a template's instance, whose static members are named after
// the struct, not after T): it returns the struct and m, or nil.
// inheritedStatic resolves D::x to the static data member x of a struct
// that struct D derives from (nil when there is none).
func (c *checker) inheritedStatic(name string) *VarDecl {
	i := strings.LastIndex(name, "::")
	if i <= 0 {
		return nil
	}
	if t, ok := c.scopeType(name[:i]); ok {
		if st, ok := t.(*StructType); ok && st.Base != nil {
			return c.staticDataMember(st.Base, name[i+2:])
		}
	}
	return nil
}

// scopeType resolves the type named before '::' in T::m: a template
// parameter of the instance being checked (C++'s dependent name, bound to
// the instance's argument: 'template<typename C> uint n() { return C::N; }'),
// or a struct, typedef or alias.
func (c *checker) scopeType(name string) (Type, bool) {
	if t, ok := c.boundType(name); ok {
		return t, true
	}
	return c.lookupType(name, nil)
}

func (c *checker) typedefScope(name string) (*StructType, string) {
	i := strings.LastIndex(name, "::")
	if i <= 0 {
		return nil, ""
	}
	t, ok := c.scopeType(name[:i])
	if !ok {
		return nil, ""
	}
	st, ok := t.(*StructType)
	if !ok || st.Name == "" || st.Name == name[:i] {
		return nil, ""
	}
	return st, name[i+2:]
}

// intLiteral types an integer literal: decimal, octal (a leading 0),
// hexadecimal (0x) or binary (0b, as DXC's clang accepts them; AMD's
// FidelityFX denoiser writes its tile masks so), with the suffixes u, l,
// ul, ll, ull in either case.
func (c *checker) intLiteral(t *Token) Expr {
	s := t.Text
	body := strings.TrimRight(s, "uUlL")
	if len(s) > 2 && s[0] == '0' && strings.ContainsRune("xXbB", rune(s[1])) {
		body = "0" + strings.ToLower(s[1:2]) + strings.TrimRight(s[2:], "uUlL")
	}
	suffix := strings.ToLower(s[len(body):])
	digits, start := isDigit, 0
	switch {
	case strings.HasPrefix(body, "0x"):
		digits, start = isHexDigit, 2
	case strings.HasPrefix(body, "0b"):
		digits, start = isBinaryDigit, 2
	}
	if start == 2 && len(body) == 2 {
		c.errorf(t, nil, "invalid integer constant '%s'", s)
		return c.bad(t)
	}
	for i := start; i < len(body); i++ {
		if !digits(body[i]) {
			if start == 2 && body[1] == 'b' && isDigit(body[i]) {
				c.errorf(t, nil, "invalid digit '%c' in binary constant", body[i])
				return c.bad(t)
			}
			c.errorf(t, nil, "invalid suffix '%s' on integer constant", s[i:])
			return c.bad(t)
		}
	}
	v, err := strconv.ParseUint(body, 0, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			c.errorf(t, nil, "integer literal is too large to be represented in any integer type")
		} else {
			c.errorf(t, nil, "invalid integer constant '%s'", s)
		}
		return c.bad(t)
	}
	if c.opts.HLSLVersion >= hlsl202x {
		return c.conformingIntLiteral(t, v, suffix, start == 0 && !(len(body) > 1 && body[0] == '0'))
	}
	k := LitInt
	switch suffix {
	case "":
	case "u":
		k = Uint
	case "l":
		k = Int // HLSL's long is 32 bits (DXC: 2L is an int)
	case "ul", "lu":
		k = Uint
	case "ll":
		k = Int64
	case "ull", "llu":
		k = Uint64
	default:
		c.errorf(t, nil, "invalid suffix '%s' on integer constant", s[len(body):])
	}
	if (k == Uint && v > math.MaxUint32) || (k == LitInt && v > math.MaxUint32) {
		if k == Uint {
			c.warnf("-Wconstant-conversion", t, nil, "integer literal '%s' does not fit in 32 bits; it is truncated", s)
			v &= math.MaxUint32
		} else {
			k = Int64
		}
	}
	if (k == Int64 || k == Uint64) && c.sm < sm6_0 {
		c.errorf(t, nil, "64-bit integer literals require shader model 6.0 or later")
	}
	return &IntLit{exprBase: exprBase{T: Scalar(k), Tok: t}, Value: v}
}

// conformingIntLiteral types an integer literal as HLSL 202x does (hlsl-specs
// proposal 0017, DXC PR 6572: C's rules, no literal types): without a
// suffix the first of int, (for hexadecimal, octal and binary) uint, int64_t
// and uint64_t that holds the value, a decimal one staying signed; 'u' uint
// or uint64_t; 'l' and 'll' int64_t (HLSL 202x's long is 64 bits), 'ul' and
// 'ull' uint64_t.
func (c *checker) conformingIntLiteral(t *Token, v uint64, suffix string, decimal bool) Expr {
	var k ScalarKind
	switch suffix {
	case "":
		switch {
		case v <= math.MaxInt32:
			k = Int
		case !decimal && v <= math.MaxUint32:
			k = Uint
		case v <= math.MaxInt64:
			k = Int64
		default:
			if decimal {
				c.warnf("-Wimplicitly-unsigned-literal", t, nil, "integer literal is too large to be represented in a signed integer type, interpreting as unsigned")
			}
			k = Uint64
		}
	case "u":
		k = Uint
		if v > math.MaxUint32 {
			k = Uint64
		}
	case "l", "ll":
		k = Int64
		if v > math.MaxInt64 {
			if decimal {
				c.warnf("-Wimplicitly-unsigned-literal", t, nil, "integer literal is too large to be represented in a signed integer type, interpreting as unsigned")
			}
			k = Uint64
		}
	case "ul", "lu", "ull", "llu":
		k = Uint64
	default:
		c.errorf(t, nil, "invalid suffix '%s' on integer constant", t.Text[len(t.Text)-len(suffix):])
		return c.bad(t)
	}
	if (k == Int64 || k == Uint64) && c.sm < sm6_0 {
		c.errorf(t, nil, "64-bit integer literals require shader model 6.0 or later")
	}
	return &IntLit{exprBase: exprBase{T: Scalar(k), Tok: t}, Value: v}
}

func (c *checker) floatLiteral(t *Token) Expr {
	s := t.Text
	end := len(s)
	for end > 0 && strings.IndexByte("fFhHlL", s[end-1]) >= 0 {
		end--
	}
	body, suffix := s[:end], strings.ToLower(s[end:])
	digit, start := isDigit, 0
	if len(body) > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X') {
		// a hexadecimal float: hex digits, a binary exponent (p/P) in decimal
		digit, start = func(ch byte) bool { return isHexDigit(ch) || ch == 'p' || ch == 'P' }, 2
	}
	for i := start; i < len(body); i++ {
		ch := body[i]
		if !(digit(ch) || ch == '.' || ch == 'e' || ch == 'E' || ch == '+' || ch == '-') {
			c.errorf(t, nil, "invalid suffix '%s' on floating constant", s[i:])
			return &FloatLit{exprBase: exprBase{T: TFloat, Tok: t}}
		}
	}
	v, err := strconv.ParseFloat(body, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		c.errorf(t, nil, "invalid floating constant '%s'", s)
		return &FloatLit{exprBase: exprBase{T: TFloat, Tok: t}}
	}
	k := LitFloat
	if c.opts.HLSLVersion >= hlsl202x {
		k = Float // HLSL 202x: an unsuffixed floating literal is a float (proposal 0017)
	}
	switch suffix {
	case "":
	case "f":
		k = Float
	case "h":
		k = c.scalarKind(Half, t)
	case "l", "lf":
		k = Double
	default:
		c.errorf(t, nil, "invalid suffix '%s' on floating constant", s[end:])
	}
	// a suffixed literal is a value of its type (0.1f is float's 0.1)
	return &FloatLit{exprBase: exprBase{T: Scalar(k), Tok: t}, Value: roundToKind(v, k)}
}

// ---- member access, swizzles, indexing ----

func (c *checker) member(base Expr, name *Token, last *Token) Expr {
	eb := exprBase{Tok: base.First(), End: last}
	if isBad(base) {
		return base
	}
	switch t := base.Type().(type) {
	case *StructType:
		var view *StructType
		if r, ok := base.(*VarRef); ok && c.fn != nil && c.fn.Struct != nil && !c.fn.Static && len(c.fn.Params) > 0 && r.Decl == c.fn.Params[0] {
			view = c.fn.FieldView // this.x in a copy of a base's function
		}
		if f := visibleField(t, name.Text, view); f != nil {
			eb.T = f.Type
			return &MemberExpr{exprBase: eb, X: base, Field: f}
		}
		if f := bitFieldOf(t, name.Text); f != nil {
			return c.bitFieldRead(base, f, eb.Tok, last)
		}
		for _, v := range t.Statics {
			if v.Name == t.Name+"::"+name.Text {
				return c.varRef(name, last, v.Name, v) // s.x of a static member
			}
		}
		// s.e of an enumerator of an enum declared in the struct, which
		// C++ takes like a static member
		if v := c.sc.lookup(t.Name + "::" + name.Text); v != nil && v.Enumerator {
			return c.varRef(name, last, t.Name+"::"+name.Text, v)
		}
		diag := c.errorf(name, nil, "no member named '%s' in '%s'", name.Text, t)
		diag.Notes = append(diag.Notes, noteAt(t.Decl, "'%s' declared here", t.Name))
		return c.bad(name)
	case *ScalarType, *VectorType:
		// a swizzle of a literal stays literal (0.1.xx is a
		// vector<literal float, 2>, settled where it goes)
		n := 1
		k, _ := ElemKind(base.Type())
		if v, ok := base.Type().(*VectorType); ok {
			n = v.N
		}
		if n > 4 {
			c.errorf(name, nil, "long vector type '%s' has no swizzles; use the subscript operator ([i]) or a cast", base.Type())
			return c.bad(name)
		}
		comps, ok := c.swizzle(name, n)
		if !ok {
			return c.bad(name)
		}
		if len(comps) == 1 {
			eb.T = Scalar(k)
		} else {
			eb.T = Vec(k, len(comps))
		}
		return &SwizzleExpr{exprBase: eb, X: base, Comps: comps}
	case *MatrixType:
		elems, ok := c.matrixSwizzle(name, t)
		if !ok {
			return c.bad(name)
		}
		if len(elems) == 1 {
			eb.T = Scalar(t.Elem)
		} else {
			eb.T = Vec(t.Elem, len(elems))
		}
		return &MatrixSwizzleExpr{exprBase: eb, X: base, Elems: elems}
	case *ResourceType:
		if st, ok := t.Elem.(*StructType); ok && t.Kind.IsConstantData() {
			// ConstantBuffer<T> (TextureBuffer<T>) members are accessed like a struct's
			if f := visibleField(st, name.Text, nil); f != nil {
				eb.T = f.Type
				return &MemberExpr{exprBase: eb, X: base, Field: f}
			}
			if f := bitFieldOf(st, name.Text); f != nil {
				return c.bitFieldRead(base, f, eb.Tok, last)
			}
			c.errorf(name, nil, "no member named '%s' in '%s'", name.Text, t)
			return c.bad(name)
		}
		if name.Text == "mips" && hasMips(t.Kind) {
			eb.T = &MipsType{Res: t}
			return &MipsExpr{exprBase: eb, X: base}
		}
		if name.Text == "sample" && sampleIndexType(t.Kind) != nil {
			eb.T = &MipsType{Res: t, Sample: true}
			return &MipsExpr{exprBase: eb, X: base}
		}
		c.errorf(name, nil, "'%s' has no member '%s'; resource methods must be called", t, name.Text)
		return c.bad(name)
	}
	c.errorf(name, nil, "member reference base type '%s' is not a structure or vector", base.Type())
	return c.bad(name)
}

func (c *checker) swizzle(name *Token, n int) ([]int, bool) {
	s := name.Text
	if len(s) > 4 {
		c.errorf(name, nil, "vector swizzle '%s' has more than 4 components", s)
		return nil, false
	}
	set := ""
	var comps []int
	for i := 0; i < len(s); i++ {
		var idx int
		var cs string
		if j := strings.IndexByte("xyzw", s[i]); j >= 0 {
			idx, cs = j, "xyzw"
		} else if j := strings.IndexByte("rgba", s[i]); j >= 0 {
			idx, cs = j, "rgba"
		} else {
			if n == 1 && len(s) > 0 {
				c.errorf(name, nil, "invalid swizzle '%s' on a scalar (only x and r components exist)", s)
			} else {
				c.errorf(name, nil, "invalid vector swizzle '%s'", s)
			}
			return nil, false
		}
		if set != "" && set != cs {
			c.errorf(name, nil, "vector swizzle '%s' mixes the 'xyzw' and 'rgba' component sets", s)
			return nil, false
		}
		set = cs
		if idx >= n {
			c.errorf(name, nil, "vector swizzle '%c' is out of bounds for a %d-component value", s[i], n)
			return nil, false
		}
		comps = append(comps, idx)
	}
	return comps, true
}

func (c *checker) matrixSwizzle(name *Token, m *MatrixType) ([][2]int, bool) {
	s := name.Text
	var elems [][2]int
	for len(s) > 0 {
		var r, col int
		switch {
		case strings.HasPrefix(s, "_m") && len(s) >= 4 && isDigit(s[2]) && isDigit(s[3]):
			r, col = int(s[2]-'0'), int(s[3]-'0')
			s = s[4:]
		case strings.HasPrefix(s, "_") && len(s) >= 3 && s[1] >= '1' && s[1] <= '4' && s[2] >= '1' && s[2] <= '4':
			r, col = int(s[1]-'1'), int(s[2]-'1')
			s = s[3:]
		default:
			c.errorf(name, nil, "invalid matrix swizzle '%s' (use _m<row><col> or _<row><col>)", name.Text)
			return nil, false
		}
		if r >= m.Rows || col >= m.Cols {
			c.errorf(name, nil, "matrix swizzle '%s' is out of bounds for '%s'", name.Text, m)
			return nil, false
		}
		elems = append(elems, [2]int{r, col})
	}
	if len(elems) > 4 {
		c.errorf(name, nil, "matrix swizzle '%s' has more than 4 components", name.Text)
		return nil, false
	}
	return elems, true
}

func (c *checker) index(base, idx Expr, last *Token) Expr {
	if h, ok := base.(*HeapExpr); ok {
		return c.heapIndex(h, idx, last)
	}
	eb := exprBase{Tok: base.First(), End: last}
	if _, ok := base.Type().(*StructType); ok {
		op := *last
		op.Text = "[]"
		if e, ok := c.overloadedOperator(&op, base, []Expr{idx}, last); ok {
			return e
		}
	}
	if isBad(base, idx) {
		return c.bad(base.First())
	}
	ik, ok := ElemKind(idx.Type())
	_, isScalar := idx.Type().(*ScalarType)
	checkIdx := func(want Type) Expr {
		if !ok || (!ik.IsInt() && ik != Bool && !ik.IsFloat()) {
			c.errorExpr(idx, "array subscript is not an integer (have '%s')", idx.Type())
			return idx
		}
		return c.convert(idx, want, "subscript")
	}
	bound := func(n int, what string) {
		if v, ok := c.foldQuiet(idx); ok && (v < 0 || v >= int64(n)) {
			c.errorExpr(idx, "index %d is out of bounds for %s of %d elements", v, what, n)
		}
	}
	switch t := base.Type().(type) {
	case *ArrayType:
		eb.T = t.Elem
		if !isScalar {
			c.errorExpr(idx, "array subscript must be a scalar (have '%s')", idx.Type())
			return &IndexExpr{exprBase: eb, X: base, Index: idx}
		}
		idx = checkIdx(TUint)
		if t.Len > 0 {
			bound(t.Len, "an array")
		}
		return &IndexExpr{exprBase: eb, X: base, Index: idx}
	case *VectorType:
		eb.T = Scalar(t.Elem)
		idx = checkIdx(TUint)
		bound(t.N, "a vector")
		return &IndexExpr{exprBase: eb, X: c.concrete(base), Index: idx}
	case *MatrixType:
		eb.T = Vec(t.Elem, t.Cols)
		idx = checkIdx(TUint)
		bound(t.Rows, "a matrix")
		return &IndexExpr{exprBase: eb, X: base, Index: idx}
	case *MipsType:
		m := base.(*MipsExpr)
		if !t.Level {
			if !isScalar {
				what := "a mip level"
				if t.Sample {
					what = "a sample index"
				}
				c.errorExpr(idx, "%s must be a scalar (have '%s')", what, idx.Type())
				return c.bad(base.First())
			}
			eb.T = &MipsType{Res: t.Res, Level: true, Sample: t.Sample}
			return &MipsExpr{exprBase: eb, X: m.X, Level: checkIdx(TUint)}
		}
		want, element := ElementIndexType(t.Res.Kind), MipsElement
		if t.Sample {
			want, element = sampleIndexType(t.Res.Kind), SampleElement
		}
		eb.T = t.Res.Elem
		if Components(idx.Type()) != Components(want) || !ok {
			c.errorExpr(idx, "'%s' is indexed with '%s' (have '%s')", t, want, idx.Type())
			return c.bad(base.First())
		}
		return &IntrinsicCall{exprBase: eb, Intrinsic: element, Object: m.X, Args: []Expr{m.Level, checkIdx(want)}, ParamTypes: []Type{TUint, want}}
	case *StageObjectType:
		if stageObjects[t.Name].view {
			// the reference to the view was the use (checker.varRef)
			return c.bad(base.First())
		}
		if !stageObjects[t.Name].patch {
			c.errorf(base.First(), last, "'%s' cannot be indexed", t)
			return c.bad(base.First())
		}
		// a patch's control point (a hull or domain shader reads them)
		eb.T = t.Elem
		idx = checkIdx(TUint)
		bound(t.Len, "a patch")
		return &IndexExpr{exprBase: eb, X: base, Index: idx}
	case *ResourceType:
		want := ElementIndexType(t.Kind)
		if want == nil {
			c.errorf(base.First(), last, "'%s' cannot be indexed; use its Load/Store methods", t)
			return c.bad(base.First())
		}
		eb.T = t.Elem
		if Components(idx.Type()) != Components(want) || !ok {
			c.errorExpr(idx, "'%s' is indexed with '%s' (have '%s')", t, want, idx.Type())
			return &IndexExpr{exprBase: eb, X: base, Index: idx}
		}
		return &IndexExpr{exprBase: eb, X: base, Index: checkIdx(want)}
	}
	if _, ok := base.Type().(*ScalarType); ok {
		c.errorf(base.First(), last, "subscripted value is not an array, vector or matrix (have '%s')", base.Type())
		return c.bad(base.First())
	}
	c.errorf(base.First(), last, "subscripted value of type '%s' is not an array, vector or matrix", base.Type())
	return c.bad(base.First())
}

// ---- l-values ----

// namesResource reports whether e names a resource held by a variable: a
// resource variable (global, static, local or parameter), an element of an
// array of them, or a struct's resource field. Such an argument may bind to
// an inout resource parameter: where the callee does not assign the
// parameter, the copy-out leaves the argument naming the resource it named,
// as DXC, whose front end takes it, folds the copy back (RadeonRays'
// UpdateGlobalAabb(aabb, g_aabb) with a global RWByteAddressBuffer; passing
// a by-value resource parameter on). A callee that assigns it needs an
// argument that can take the new resource (the lowering says so).
func namesResource(e Expr) bool {
	if !isResource(e.Type()) {
		return false
	}
	for {
		switch x := e.(type) {
		case *VarRef:
			return true
		case *IndexExpr:
			if _, ok := x.X.Type().(*ArrayType); !ok {
				return false
			}
			e = x.X
		case *MemberExpr:
			e = x.X
		default:
			return false
		}
	}
}

// lvalueError explains why e cannot be written, or returns "".
func (c *checker) lvalueError(e Expr) string {
	switch e := e.(type) {
	case *errExpr:
		return ""
	case *VarRef:
		v := e.Decl
		switch {
		case isResource(v.Type) && v.Storage != StorageLocal && v.Storage != StorageParam:
			// a local or a parameter holds which resource it names (a
			// handle, as in DXC) and may be given another; a global is
			// the resource itself
			return fmt.Sprintf("cannot assign to resource '%s'", v.Name)
		case v.Storage == StorageUniform || v.Storage == StorageCBuffer:
			return fmt.Sprintf("cannot assign to '%s': globals without 'static' are uniform (read-only) in HLSL", v.Name)
		case v.Const:
			return fmt.Sprintf("cannot assign to variable '%s' with const-qualified type 'const %s'", v.Name, v.Type)
		}
		return ""
	case *MemberExpr:
		return c.lvalueError(e.X)
	case *SwizzleExpr:
		seen := map[int]bool{}
		for _, k := range e.Comps {
			if seen[k] {
				return "vector is not assignable (contains duplicate components)"
			}
			seen[k] = true
		}
		return c.lvalueError(e.X)
	case *MatrixSwizzleExpr:
		seen := map[[2]int]bool{}
		for _, k := range e.Elems {
			if seen[k] {
				return "matrix swizzle is not assignable (contains duplicate components)"
			}
			seen[k] = true
		}
		return c.lvalueError(e.X)
	case *IntrinsicCall:
		if e.Intrinsic == MipsElement || e.Intrinsic == SampleElement {
			return fmt.Sprintf("cannot assign to an element of read-only resource type '%s'", e.Object.Type())
		}
	case *IndexExpr:
		if rt, ok := e.X.Type().(*ResourceType); ok {
			if !rt.Kind.Writable() {
				return fmt.Sprintf("cannot assign to an element of read-only resource type '%s'", rt)
			}
			return ""
		}
		return c.lvalueError(e.X)
	case *CastExpr:
		if e.Kind == CastDerivedToBase {
			// (B)d names d's leading fields, as DXC takes a C-style
			// derived-to-base cast (an l-value: (B)d = b; f((B)d) for an
			// inout or out B)
			return c.lvalueError(e.X)
		}
	}
	return "expression is not assignable"
}

func (c *checker) incDec(op UnaryOp, x Expr, first, last *Token) Expr {
	if isBad(x) {
		return x
	}
	if ref := c.bitRefs[x]; ref != nil {
		return c.bitFieldIncDec(op, ref, x, first, last)
	}
	if msg := c.lvalueError(x); msg != "" {
		c.errorExpr(x, "%s", msg)
	}
	k, ok := ElemKind(x.Type())
	if !ok || k == Bool {
		c.errorExpr(x, "cannot increment or decrement value of type '%s'", x.Type())
	}
	return &UnaryExpr{exprBase: exprBase{T: x.Type(), Tok: first, End: last}, Op: op, X: x}
}

func (c *checker) unary(opTok *Token, x Expr, first, last *Token) Expr {
	eb := exprBase{Tok: first, End: last}
	if isBad(x) {
		return x
	}
	if e, ok := c.overloadedOperator(opTok, x, nil, last); ok {
		return e
	}
	k, ok := ElemKind(x.Type())
	if !ok {
		c.errorf(opTok, nil, "invalid argument type '%s' to unary expression", x.Type())
		return c.bad(first)
	}
	switch opTok.Text {
	case "!":
		x = c.convert(x, WithElem(x.Type(), Bool), "operand")
		eb.T = x.Type()
		return c.foldNode(&UnaryExpr{exprBase: eb, Op: OpNot, X: x})
	case "~":
		if !k.IsInt() && k != Bool {
			c.errorf(opTok, nil, "operator '~' requires an integer operand (have '%s')", x.Type())
			return c.bad(first)
		}
		if k == Bool {
			x = c.convert(x, WithElem(x.Type(), Int), "operand")
		}
		eb.T = x.Type()
		return c.foldNode(&UnaryExpr{exprBase: eb, Op: OpBitNot, X: x})
	}
	if k == Bool {
		x = c.convert(x, WithElem(x.Type(), Int), "operand")
	}
	eb.T = x.Type()
	op := OpNeg
	if opTok.Text == "+" {
		op = OpPlus
	}
	return c.foldNode(&UnaryExpr{exprBase: eb, Op: op, X: x})
}

var binOps = map[string]BinaryOp{
	"+": OpAdd, "-": OpSub, "*": OpMul, "/": OpDiv, "%": OpRem, "<<": OpShl, ">>": OpShr,
	"&": OpAnd, "|": OpOr, "^": OpXor, "&&": OpLogAnd, "||": OpLogOr,
	"<": OpLt, ">": OpGt, "<=": OpLe, ">=": OpGe, "==": OpEq, "!=": OpNe,
}

// binaryType computes the operation type of l op r, or reports an error.
func (c *checker) binaryType(opTok *Token, op BinaryOp, l, r Expr) (Type, bool) {
	if isBad(l, r) {
		return nil, false
	}
	lt, rt := l.Type(), r.Type()
	lk, lok := ElemKind(lt)
	rk, rok := ElemKind(rt)
	if !lok || !rok {
		c.errorf(opTok, nil, "invalid operands to binary expression ('%s' and '%s')", lt, rt)
		return nil, false
	}
	shape, ok := c.commonShape(opTok, lt, rt)
	if !ok {
		return nil, false
	}
	var k ScalarKind
	switch op {
	case OpLogAnd, OpLogOr:
		k = Bool
	case OpShl, OpShr:
		// the left operand's type; a literal left operand with a typed
		// amount is ambiguous: DXC warns and, as FXC, takes uint when the
		// amount is uint and int otherwise (DXC's SemaHLSL/literals.hlsl)
		k = lk
		if k == Bool {
			k = Int
		}
		if k == LitInt && rk != LitInt {
			c.warnf("", opTok, nil, "ambiguous type for bit shift; use a type suffix on literal values, like 'L' or 'U', or a cast")
			k = Int
			if rk == Uint {
				k = Uint
			}
		}
	default:
		k = commonKind(lk, rk)
	}
	switch op {
	case OpAnd, OpOr, OpXor, OpShl, OpShr:
		if lk.IsFloat() || rk.IsFloat() {
			bad := lt
			if !lk.IsFloat() {
				bad = rt
			}
			c.errorf(opTok, nil, "operator '%s' requires integer operands (have '%s')", opTok.Text, bad)
			return nil, false
		}
		if k == Bool && op != OpAnd && op != OpOr && op != OpXor {
			k = Int
		}
	case OpAdd, OpSub, OpMul, OpDiv, OpRem:
		if k == Bool {
			k = Int
		}
	}
	return WithElem(shape, k), true
}

// commonShape is the shape binary operands are converted to: a scalar
// splats; vectors of different sizes truncate to the smaller with a warning.
func (c *checker) commonShape(opTok *Token, lt, rt Type) (Type, bool) {
	switch l := lt.(type) {
	case *ScalarType:
		return rt, true
	case *VectorType:
		switch r := rt.(type) {
		case *ScalarType:
			return lt, true
		case *VectorType:
			if l.N == r.N {
				return lt, true
			}
			if l.N == 1 {
				return rt, true
			}
			if r.N == 1 {
				return lt, true
			}
			c.warnf("-Wconversion", opTok, nil, "implicit truncation of vector type")
			if l.N < r.N {
				return lt, true
			}
			return rt, true
		case *MatrixType:
			if l.N == 1 {
				return rt, true
			}
		}
	case *MatrixType:
		switch r := rt.(type) {
		case *ScalarType:
			return lt, true
		case *VectorType:
			if r.N == 1 {
				return lt, true
			}
		case *MatrixType:
			if l.Rows == r.Rows && l.Cols == r.Cols {
				return lt, true
			}
			if l.Rows <= r.Rows && l.Cols <= r.Cols {
				c.warnf("-Wconversion", opTok, nil, "implicit truncation of matrix type")
				return lt, true
			}
			if r.Rows <= l.Rows && r.Cols <= l.Cols {
				c.warnf("-Wconversion", opTok, nil, "implicit truncation of matrix type")
				return rt, true
			}
		}
	}
	c.errorf(opTok, nil, "invalid operands to binary expression ('%s' and '%s')", lt, rt)
	return nil, false
}

// commonKind implements HLSL's usual arithmetic conversions on component kinds.
func commonKind(a, b ScalarKind) ScalarKind {
	if a == b {
		return a
	}
	if a == Bool {
		a, b = b, a
	}
	if b == Bool {
		return a
	}
	// literals adopt the other operand's kind; a float literal with an
	// integer operand makes the operation float
	if a == LitInt || a == LitFloat {
		a, b = b, a
	}
	if b == LitInt {
		return a
	}
	if b == LitFloat {
		if a.IsFloat() {
			return a
		}
		if a == LitInt {
			return LitFloat
		}
		return Float
	}
	if a.IsFloat() != b.IsFloat() {
		if a.IsFloat() {
			return a
		}
		return b
	}
	if a > b {
		return a
	}
	return b
}

func (c *checker) binary(opTok *Token, l, r Expr) Expr {
	if e, ok := c.overloadedOperator(opTok, l, []Expr{r}, r.Last()); ok {
		return e
	}
	op := binOps[opTok.Text]
	t, ok := c.binaryType(opTok, op, l, r)
	if !ok {
		return c.bad(l.First())
	}
	eb := exprBase{Tok: l.First(), End: r.Last()}
	switch op {
	case OpLt, OpGt, OpLe, OpGe, OpEq, OpNe:
		l = c.convertQuiet(l, t)
		r = c.convertQuiet(r, t)
		eb.T = WithElem(t, Bool)
	case OpShl, OpShr:
		l = c.convertQuiet(l, t)
		rk, _ := ElemKind(r.Type())
		if !rk.IsInt() && rk != Bool {
			c.errorExpr(r, "shift amount must be an integer (have '%s')", r.Type())
		}
		r = c.convertQuiet(r, t)
		eb.T = t
	default:
		l = c.convertQuiet(l, t)
		r = c.convertQuiet(r, t)
		eb.T = t
	}
	if op == OpDiv || op == OpRem {
		if k, _ := ElemKind(t); k.IsInt() {
			if v, ok := c.foldQuiet(r); ok && v == 0 {
				c.warnf("-Wdivision-by-zero", opTok, nil, "division by zero is undefined")
				return &BinaryExpr{exprBase: eb, Op: op, L: l, R: r}
			}
		}
	}
	be := &BinaryExpr{exprBase: eb, Op: op, L: l, R: r}
	if (op == OpLogAnd || op == OpLogOr) && c.shortCircuits(t) {
		be.ShortCircuit = true
	}
	folded := c.foldNode(be)
	if k, _ := ElemKind(t); folded == Expr(be) && isLiteralKind(k) && isComparison(op) {
		// the result is bool: nothing outside settles the operands, so a
		// comparison that did not fold compares in the default kind
		be.L, be.R = c.concrete(be.L), c.concrete(be.R)
	}
	return folded
}

func isComparison(op BinaryOp) bool {
	switch op {
	case OpLt, OpGt, OpLe, OpGe, OpEq, OpNe:
		return true
	}
	return false
}

// shortCircuits reports whether &&, || and ?: with a result of type t
// evaluate only the operands they need: scalars under HLSL 2021 (-HV 2021,
// the default). Earlier versions and vectors evaluate every operand.
func (c *checker) shortCircuits(t Type) bool {
	if c.opts.HLSLVersion != 0 && c.opts.HLSLVersion < 2021 {
		return false
	}
	_, scalar := t.(*ScalarType)
	return scalar
}

func (c *checker) conditional(cond, a, b Expr) Expr {
	e := c.conditionalExpr(cond, a, b)
	if ce, ok := e.(*CondExpr); ok {
		_, scalarCond := ce.Cond.Type().(*ScalarType)
		ce.ShortCircuit = scalarCond && c.shortCircuits(TBool)
	}
	return e
}

func (c *checker) conditionalExpr(cond, a, b Expr) Expr {
	eb := exprBase{Tok: cond.First(), End: b.Last()}
	if isBad(cond, a, b) {
		return c.bad(cond.First())
	}
	if !IsNumeric(cond.Type()) {
		c.errorExpr(cond, "condition must be a scalar or vector (have '%s')", cond.Type())
		return c.bad(cond.First())
	}
	if IsNumeric(a.Type()) && IsNumeric(b.Type()) {
		shape, ok := c.commonShape(cond.First(), a.Type(), b.Type())
		if !ok {
			return c.bad(cond.First())
		}
		ak, _ := ElemKind(a.Type())
		bk, _ := ElemKind(b.Type())
		t := WithElem(shape, commonKind(ak, bk)) // literal operands keep a literal result (literal.go)
		if _, ok := cond.Type().(*ScalarType); !ok {
			// componentwise select: the condition takes the result's shape
			cs, ok := c.commonShape(cond.First(), cond.Type(), t)
			if !ok {
				return c.bad(cond.First())
			}
			t = WithElem(cs, commonKind(ak, bk))
			cond = c.convert(cond, WithElem(cs, Bool), "condition")
		} else {
			cond = c.convert(cond, TBool, "condition")
		}
		eb.T = t
		return &CondExpr{exprBase: eb, Cond: cond, Then: c.convertQuiet(a, t), Else: c.convertQuiet(b, t)}
	}
	if !Identical(a.Type(), b.Type()) {
		c.errorf(a.First(), b.Last(), "incompatible operand types ('%s' and '%s')", a.Type(), b.Type())
		return c.bad(cond.First())
	}
	eb.T = a.Type()
	return &CondExpr{exprBase: eb, Cond: c.convert(cond, TBool, "condition"), Then: a, Else: b}
}

var assignOps = map[string]BinaryOp{
	"+=": OpAdd, "-=": OpSub, "*=": OpMul, "/=": OpDiv, "%=": OpRem, "<<=": OpShl, ">>=": OpShr,
	"&=": OpAnd, "|=": OpOr, "^=": OpXor,
}

func (c *checker) assign(opTok *Token, l, r Expr) Expr {
	if ref := c.bitRefs[l]; ref != nil {
		return c.bitFieldAssign(opTok, ref, l, r)
	}
	if msg := c.lvalueError(l); msg != "" {
		c.errorExpr(l, "%s", msg)
	}
	eb := exprBase{T: l.Type(), Tok: l.First(), End: r.Last()}
	if opTok.Text == "=" {
		return &AssignExpr{exprBase: eb, L: l, R: c.convert(r, l.Type(), "assignment")}
	}
	op := assignOps[opTok.Text]
	t, ok := c.binaryType(opTok, op, l, r)
	if !ok {
		return c.bad(l.First())
	}
	t = concreteType(t)
	if op == OpShl || op == OpShr {
		t = l.Type()
	}
	// the result of the operation must convert back to the target
	if _, _, _, ok := c.implicitConv(t, l.Type()); !ok {
		c.errorf(opTok, nil, "cannot implicitly convert from '%s' to '%s'", t, l.Type())
	}
	return &AssignExpr{exprBase: eb, HasOp: true, Op: op, OpType: t, L: l, R: c.convertQuiet(r, t)}
}

// ---- casts and constructors ----

func (c *checker) explicitCast(x Expr, to Type, first, last *Token) Expr {
	eb := exprBase{T: to, Tok: first, End: last}
	if isBad(x) {
		return &errExpr{exprBase: eb}
	}
	if _, ok := to.(*VoidType); ok {
		return &CastExpr{exprBase: eb, X: discardedValue(x), Kind: CastToVoid}
	}
	from := x.Type()
	// a cast to a struct type makes a value of it, which an abstract
	// class cannot have (C++'s rule, which DXC's interfaces keep)
	if c.abstractError(arrayElem(to), first, last, "allocating an object of abstract class type '%s'") {
		return c.bad(first)
	}
	if Identical(from, to) {
		return &CastExpr{exprBase: eb, X: x, Kind: CastNone}
	}
	// (Texture2D<float4>)ResourceDescriptorHeap[i]: the element written
	// as the resource it converts to, which DXC takes as it takes the
	// implicit conversion (and which lets an element be used in place,
	// ((RWTexture2D<float4>)ResourceDescriptorHeap[i])[p] = v)
	if h, ok := from.(*HeapType); ok && heapConverts(h, to) {
		return &CastExpr{exprBase: eb, X: x, Kind: CastNone}
	}
	if IsNumeric(from) && IsNumeric(to) {
		fc, tc := Components(from), Components(to)
		kind := CastScalar
		switch {
		case fc == 1 && tc > 1:
			kind = CastSplat
		case tc < fc:
			kind = CastTruncate
			if _, ok := to.(*ScalarType); ok {
				kind = CastVecToScalar
			}
		case tc == fc:
			_, fv := from.(*MatrixType)
			_, tv := to.(*MatrixType)
			if fv != tv {
				kind = CastReinterpret
			}
		default:
			c.errorf(first, last, "cannot convert from '%s' to '%s'", from, to)
			return c.bad(first)
		}
		if fm, ok := from.(*MatrixType); ok {
			if tm, ok := to.(*MatrixType); ok && (tm.Rows > fm.Rows || tm.Cols > fm.Cols) {
				c.errorf(first, last, "cannot convert from '%s' to '%s'", from, to)
				return c.bad(first)
			}
		}
		if lit, ok := c.foldLiteral(x, to); ok {
			return lit
		}
		return &CastExpr{exprBase: eb, X: c.concrete(x), Kind: kind}
	}
	if kind, _, _, ok := implicitConvType(from, to); ok && kind == CastDerivedToBase {
		return &CastExpr{exprBase: eb, X: c.concrete(x), Kind: kind}
	}
	// struct/array casts by flattened components: of equal count, a
	// scalar splat, or (DXC's flat conversion) the leading components of a
	// larger source, as (uint)s takes s's first field
	if (isAggregate(from) || isAggregate(to)) && !isResource(from) && !isResource(to) {
		var fk, tk []ScalarKind
		if scalarLeaves(from, &fk) && scalarLeaves(to, &tk) && (len(fk) >= len(tk) || len(fk) == 1) {
			return &CastExpr{exprBase: eb, X: c.concrete(x), Kind: CastReinterpret}
		}
	}
	// a cast makes any implicit conversion too, as in C: ConstantBuffer<S>
	// (or TextureBuffer<S>) to its S
	if kind, _, _, ok := c.implicitConv(from, to); ok {
		return &CastExpr{exprBase: eb, X: x, Kind: kind}
	}
	c.errorf(first, last, "cannot convert from '%s' to '%s'", from, to)
	return c.bad(first)
}

// discardedValue is what (void)x evaluates of x, C's discarded-value
// expression (clang takes '(void)unused;', '(void)f();', and DXC's tests
// '(void)ResourceDescriptorHeap[i];'): x itself, but of a heap element only
// its index and of a resource variable nothing, which have no value to
// compute.
func discardedValue(x Expr) Expr {
	switch e := x.(type) {
	case *HeapExpr:
		if e.Index != nil {
			return e.Index
		}
	case *VarRef:
		if isResource(e.Type()) {
			return &IntLit{exprBase: exprBase{T: TInt, Tok: e.First(), End: e.Last()}}
		}
	}
	return x
}

func isAggregate(t Type) bool {
	switch t.(type) {
	case *ArrayType, *StructType:
		return true
	}
	return false
}

func (c *checker) construct(t Type, args []Expr, first, last *Token) Expr {
	eb := exprBase{T: t, Tok: first, End: last}
	if isBad(args...) {
		return &errExpr{exprBase: eb}
	}
	if !IsNumeric(t) {
		c.errorf(first, last, "'%s' cannot be constructed with function-call syntax", t)
		return &errExpr{exprBase: eb}
	}
	k, _ := ElemKind(t)
	want := Components(t)
	have := 0
	for _, a := range args {
		if !IsNumeric(a.Type()) {
			c.errorExpr(a, "cannot use a value of type '%s' to construct '%s'", a.Type(), t)
			return c.bad(first)
		}
		have += Components(a.Type())
	}
	if len(args) == 1 && (have == 1 || have == want) {
		// a one-argument constructor is a cast (splat for scalars)
		return c.explicitCast(args[0], t, first, last)
	}
	if have != want {
		what := "vector"
		if _, ok := t.(*MatrixType); ok {
			what = "matrix"
		}
		if _, ok := t.(*ScalarType); ok {
			what = "scalar"
		}
		word := "few"
		if have > want {
			word = "many"
		}
		c.errorf(first, last, "too %s elements in %s initialization (expected %d elements, have %d)", word, what, want, have)
		return c.bad(first)
	}
	conv := make([]Expr, len(args))
	for i, a := range args {
		conv[i] = c.convertQuiet(a, WithElem(a.Type(), k))
	}
	ce := &ConstructExpr{exprBase: eb, Args: conv}
	return ce
}

// ---- calls ----

func (c *checker) call(name *Token, args []Expr, last *Token) Expr {
	if isBad(args...) {
		return c.bad(name)
	}
	if c.fn != nil && c.fn.Struct != nil && c.lookupVar(name.Text, nil) == nil {
		if e, ok := c.memberTemplateCall(nil, c.fn.Struct, name, nil, args, last); ok {
			return e
		}
		// a sibling member function called without an object: this.f()
		var cands []*FuncDecl
		for _, m := range c.siblingMethods(c.fn) {
			if m.Method == name.Text {
				cands = append(cands, m)
			}
		}
		if statics := staticOnly(cands); len(statics) > 0 && (c.fn.Static || len(statics) == len(cands)) {
			return c.userCall(name, statics, args, last)
		}
		if len(cands) > 0 && !c.fn.Static {
			this := c.fn.Params[0]
			this.Used = true
			ref := &VarRef{exprBase: exprBase{T: this.Type, Tok: name}, Name: this.Name, Decl: this}
			return c.userCall(name, cands, append([]Expr{ref}, args...), last)
		}
	}
	fs, _ := c.lookupFuncs(name.Text)
	tds := c.lookupFuncTemplates(name.Text)
	fs, tds = c.argumentDependent(name.Text, args, fs, tds)
	if len(tds) > 0 {
		return c.templateCall(name, fs, tds, nil, args, last)
	}
	cands, isIntrinsic := intrinsicsByName[name.Text]
	if len(fs) > 0 && !(isIntrinsic && intrinsicBeatsUser(c, cands, fs, args)) {
		return c.userCall(name, fs, args, last)
	}
	if isIntrinsic {
		return c.intrinsicCall(name, cands, nil, args, last)
	}
	if msg, ok := unsupportedIntrinsics[name.Text]; ok {
		if legacySamplerFuncs[name.Text] {
			c.stageCall(name, last, msg)
		} else {
			c.errorf(name, last, "%s", msg)
		}
		return c.bad(name)
	}
	if v := c.lookupVar(name.Text, name); v != nil {
		// s(args): the struct's operator()
		op := *name
		op.Text = "()"
		if e, ok := c.overloadedOperator(&op, c.varRef(name, name, name.Text, v), args, last); ok {
			return e
		}
		c.errorf(name, nil, "called object type '%s' is not a function", v.Type)
		return c.bad(name)
	}
	c.errorf(name, nil, "use of undeclared identifier '%s'", name.Text)
	return c.bad(name)
}

// intrinsicBeatsUser decides an unqualified call f(args) where user functions
// fs share the name of intrinsic f: as in DXC, the intrinsic overloads and the
// user's compete, and the intrinsic wins when it needs no more conversions than
// the best user function (DXC issue 1887: a user 'int abs(int)' does not
// replace abs); a user overload the intrinsic cannot take, such as
// 'float16_t fma(float16_t, float16_t, float16_t)' beside the double-only
// intrinsic, is called.
func intrinsicBeatsUser(c *checker, cands []*Intrinsic, fs []*FuncDecl, args []Expr) bool {
	best := -1
	for _, in := range cands {
		if _, _, cost, ok := bindIntrinsic(in, nil, args); ok && (best < 0 || cost < best) {
			best = cost
		}
	}
	if best < 0 {
		return false
	}
	for _, f := range fs {
		if userCallCost(c, f, args) < best {
			return false
		}
	}
	return true
}

// userCallCost is the total conversion cost of calling f with args, or a
// cost no intrinsic reaches when f cannot take them.
func userCallCost(c *checker, f *FuncDecl, args []Expr) int {
	const notViable = 1 << 30
	required := 0
	for _, p := range f.Params {
		if p.Init == nil {
			required++
		}
	}
	if len(args) < required || len(args) > len(f.Params) {
		return notViable
	}
	total := 0
	for i, a := range args {
		cc := convCost(c.implicitConv, a.Type(), f.Params[i].Type, f.Params[i].Dir)
		if cc < 0 {
			return notViable
		}
		total += cc
	}
	return total
}

// argumentDependent adds to the functions fs and function templates tds
// found for an unqualified call f(args) those named f in the namespaces of
// the arguments' struct types, as C++ argument-dependent lookup does (a
// function of namespace N taking an N::S is found by f(s) from outside N).
func (c *checker) argumentDependent(name string, args []Expr, fs []*FuncDecl, tds []*templateDecl) ([]*FuncDecl, []*templateDecl) {
	seen := map[string]bool{}
	for _, n := range c.candidates(name) {
		seen[n] = true // ordinary lookup already looked there
	}
	for _, a := range args {
		st, ok := arrayElem(concreteType(a.Type())).(*StructType)
		if !ok {
			continue
		}
		ns := st.Name
		if st.Template != nil {
			ns = strings.Join(st.Template.ns, "::")
		} else if i := strings.LastIndex(ns, "::"); i >= 0 {
			ns = ns[:i]
		} else {
			ns = ""
		}
		if ns == "" || seen[ns+"::"+name] {
			continue
		}
		q := ns + "::" + name
		seen[q] = true
		fs = append(fs, c.funcs[q]...)
		tds = append(tds, c.funcTemplates[q]...)
	}
	return fs, tds
}

// userCall resolves a call among user functions fs (for a member function,
// args[0] is the object).
func (c *checker) userCall(name *Token, fs []*FuncDecl, args []Expr, last *Token) Expr {
	return c.userCallNoting(name, fs, args, last, nil)
}

// userCallNoting is userCall with notes (templates that could not be used)
// for its "no matching function" error.
func (c *checker) userCallNoting(name *Token, fs []*FuncDecl, args []Expr, last *Token, ignored []*Diagnostic) Expr {
	eb := exprBase{Tok: name, End: last}
	f := c.resolveUser(name, fs, args, last, ignored)
	if f == nil {
		return c.bad(name)
	}
	if f.instance != nil {
		c.instantiateBody(f, name)
	}
	conv := make([]Expr, len(args))
	for i, a := range args {
		p := f.Params[i]
		if p.Dir == DirGroupshared {
			conv[i] = a
			continue
		}
		if p.Dir == DirInOut && c.opts.HLSLVersion >= hlsl202x && isGroupsharedLValue(a) {
			c.warnf("-Whlsl-202x", a.First(), a.Last(), "passing groupshared variable to a parameter annotated with inout; see 'groupshared' parameter annotation added in HLSL 202x")
		}
		if p.Dir != DirIn {
			if msg := c.lvalueError(a); msg != "" && !(p.Dir == DirInOut && isResource(p.Type) && namesResource(a)) {
				if f.Struct != nil && !f.Static && i == 0 {
					c.errorExpr(a, "member function '%s' modifies its object, which must be an l-value: %s", f.Name, msg)
				} else {
					c.errorExpr(a, "argument to '%s' parameter '%s' must be an l-value: %s", p.Dir, p.Name, msg)
				}
			}
			c.checkOutConversion(a, p.Type, p.Dir, p.Name)
			conv[i] = a
			continue
		}
		conv[i] = c.convert(a, p.Type, "argument")
	}
	// default arguments
	for i := len(args); i < len(f.Params); i++ {
		p := f.Params[i]
		if p.DefaultDiags != nil {
			// reported once, at the first call that uses the default
			for _, d := range p.DefaultDiags {
				if d.Sev == SevError {
					d.Notes = append(d.Notes, noteAt(name, "in instantiation of default function argument expression for '%s' required here", f.Name))
				}
				c.d.add(d)
			}
			p.DefaultDiags = nil
		}
		conv = append(conv, p.Init)
	}
	if c.fn != nil {
		if c.callSites[c.fn] == nil {
			c.callSites[c.fn] = map[*FuncDecl]*Token{}
		}
		if _, seen := c.callSites[c.fn][f]; !seen {
			c.callSites[c.fn][f] = name
			c.fn.Calls = append(c.fn.Calls, f)
		}
	}
	if st, ok := f.Return.(*StructType); ok && st.Incomplete {
		diag := c.errorf(name, last, "calling '%s' with incomplete return type '%s'", f.Name, st.Name)
		diag.Notes = append(diag.Notes, noteAt(st.Decl, "forward declaration of '%s'", st.Name))
		return c.bad(name)
	}
	eb.T = f.Return
	if f.Struct != nil && !f.Static {
		eb.Tok = args[0].First()
	}
	return &CallExpr{exprBase: eb, Func: f, Args: conv}
}

// convCost ranks an argument conversion under the conversion rules conv
// (implicitConvType, or the checker's language-version rules for user
// functions); -1 when impossible.
func convCost(conv func(from, to Type) (CastKind, int, string, bool), from, to Type, dir ParamDir) int {
	if dir == DirGroupshared {
		// a reference: the types must be the same
		if Identical(from, to) {
			return 0
		}
		return -1
	}
	if dir != DirIn {
		if Identical(from, to) {
			return 0
		}
		_, r1, _, ok1 := conv(from, to)
		_, r2, _, ok2 := conv(to, from)
		if !ok1 || !ok2 {
			return -1
		}
		return r1 + r2
	}
	_, r, _, ok := conv(from, to)
	if !ok {
		return -1
	}
	return r
}

func (c *checker) resolveUser(name *Token, fs []*FuncDecl, args []Expr, last *Token, ignored []*Diagnostic) *FuncDecl {
	type cand struct {
		f     *FuncDecl
		costs []int
	}
	var viable []cand
	for _, f := range fs {
		required := 0
		for _, p := range f.Params {
			if p.Init == nil {
				required++
			}
		}
		if len(args) < required || len(args) > len(f.Params) {
			continue
		}
		costs := make([]int, len(args))
		ok := true
		for i, a := range args {
			costs[i] = convCost(c.implicitConv, a.Type(), f.Params[i].Type, f.Params[i].Dir)
			switch gs := isGroupsharedLValue(a); {
			case f.Params[i].Dir == DirGroupshared && !gs:
				// no conversion changes the memory an object is in
				costs[i] = -1
			case f.Params[i].Dir != DirGroupshared && gs && costs[i] >= 0:
				// binding a groupshared argument to a groupshared
				// parameter beats copying it
				costs[i]++
			}
			if costs[i] < 0 {
				ok = false
				break
			}
		}
		if ok {
			viable = append(viable, cand{f, costs})
		}
	}
	if len(viable) == 0 {
		var types []string
		for _, a := range args {
			types = append(types, a.Type().String())
		}
		diag := c.errorf(name, last, "no matching function for call to '%s' with arguments (%s)", name.Text, strings.Join(types, ", "))
		for _, f := range fs {
			diag.Notes = append(diag.Notes, noteAt(f.Tok, "candidate function not viable: %s", signature(f)))
		}
		diag.Notes = append(diag.Notes, ignored...)
		return nil
	}
	better := func(a, b cand) bool {
		strictly := false
		for i := range a.costs {
			if a.costs[i] > b.costs[i] {
				return false
			}
			if a.costs[i] < b.costs[i] {
				strictly = true
			}
		}
		return strictly
	}
	var best []cand
	for _, v := range viable {
		dominated := false
		for _, w := range viable {
			if better(w, v) {
				dominated = true
				break
			}
		}
		if !dominated {
			best = append(best, v)
		}
	}
	if len(best) > 1 {
		// a function that is not a template instance beats one that is
		var plain []cand
		for _, b := range best {
			if b.f.instance == nil {
				plain = append(plain, b)
			}
		}
		if len(plain) > 0 {
			best = plain
		}
	}
	if len(best) > 1 {
		// no candidate wins argument by argument: DXC sums each
		// candidate's conversion scores and takes the lowest sum
		var fs []*FuncDecl
		for _, b := range best {
			fs = append(fs, b.f)
		}
		if i := lowestConversionScore(fs, args); i >= 0 {
			best = []cand{best[i]}
		}
	}
	if len(best) > 1 {
		diag := c.errorf(name, last, "call to '%s' is ambiguous", name.Text)
		for _, b := range best {
			diag.Notes = append(diag.Notes, noteAt(b.f.Tok, "candidate function: %s", signature(b.f)))
		}
		return nil
	}
	return best[0].f
}

func signature(f *FuncDecl) string {
	var ps []string
	for _, p := range f.Params {
		s := p.Type.String()
		if p.Dir != DirIn {
			s = p.Dir.String() + " " + s
		}
		ps = append(ps, s)
	}
	return fmt.Sprintf("%s %s(%s)", f.Return, f.Name, strings.Join(ps, ", "))
}

func (c *checker) methodCall(obj Expr, name *Token, args []Expr, last *Token) Expr {
	return c.templateMethodCall(obj, name, nil, args, last)
}

// templateMethodCall resolves obj.name<targ>(args): resource methods, with
// or without an explicit template argument, and struct methods.
func (c *checker) templateMethodCall(obj Expr, name *Token, targ Type, args []Expr, last *Token) Expr {
	if isBad(obj) || isBad(args...) {
		return c.bad(name)
	}
	if st, ok := obj.Type().(*StructType); ok {
		var explicit []*templateArg
		if targ != nil {
			explicit = []*templateArg{{t: targ}}
		}
		if e, ok := c.memberTemplateCall(obj, st, name, explicit, args, last); ok {
			return e
		}
		if targ != nil {
			c.errorf(name, last, "method '%s' of '%s' is not a template", name.Text, st)
			return c.bad(name)
		}
		return c.structMethodCall(obj, st, name, args, last)
	}
	if so, ok := obj.Type().(*StageObjectType); ok {
		return c.stageObjectMethod(obj, so, name, args, last)
	}
	rt, ok := obj.Type().(*ResourceType)
	if !ok {
		c.errorf(name, nil, "'%s' has no methods (method '%s' called on a non-resource)", obj.Type(), name.Text)
		return c.bad(name)
	}
	cands := methodsFor(rt, name.Text)
	if len(cands) == 0 {
		c.errorf(name, nil, "no method named '%s' in '%s'", name.Text, rt)
		return c.bad(name)
	}
	return c.intrinsicCallT(name, cands, obj, targ, args, last)
}

// isGroupsharedLValue reports whether e names groupshared memory that a
// groupshared parameter can refer to: a groupshared variable or parameter,
// or an element or member of one (a swizzle is no object of its own).
func isGroupsharedLValue(e Expr) bool {
	for {
		switch x := e.(type) {
		case *MemberExpr:
			e = x.X
		case *IndexExpr:
			if _, ok := x.X.Type().(*ResourceType); ok {
				return false
			}
			e = x.X
		case *VarRef:
			return x.Decl.Storage == StorageGroupshared || x.Decl.Dir == DirGroupshared
		default:
			return false
		}
	}
}
