package frontend

import (
	"fmt"
	"os"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"hlslc/grammar"
)

// ptoken adapts a preprocessed Token to antlr.Token.
type ptoken struct {
	typ  int
	idx  int
	text string
	t    *Token
}

var emptyPair = &antlr.TokenSourceCharStreamPair{}

func (p *ptoken) GetSource() *antlr.TokenSourceCharStreamPair { return emptyPair }
func (p *ptoken) GetTokenType() int                           { return p.typ }
func (p *ptoken) GetChannel() int                             { return antlr.TokenDefaultChannel }
func (p *ptoken) GetStart() int                               { return -1 }
func (p *ptoken) GetStop() int                                { return -1 }
func (p *ptoken) GetLine() int                                { return p.t.Loc().Line }
func (p *ptoken) GetColumn() int                              { return p.t.Loc().Col - 1 }
func (p *ptoken) GetText() string                             { return p.text }
func (p *ptoken) SetText(s string)                            { p.text = s }
func (p *ptoken) GetTokenIndex() int                          { return p.idx }
func (p *ptoken) SetTokenIndex(v int)                         { p.idx = v }
func (p *ptoken) GetTokenSource() antlr.TokenSource           { return nil }
func (p *ptoken) GetInputStream() antlr.CharStream            { return nil }
func (p *ptoken) String() string                              { return p.text }

// tokStream is an array-backed antlr.TokenStream over preprocessed tokens.
type tokStream struct {
	toks []antlr.Token
	p    int
	src  antlr.TokenSource
}

func (s *tokStream) Consume() {
	if s.p < len(s.toks)-1 {
		s.p++
	}
}
func (s *tokStream) LA(i int) int {
	t := s.LT(i)
	if t == nil {
		return antlr.TokenInvalidType
	}
	return t.GetTokenType()
}
func (s *tokStream) LT(k int) antlr.Token {
	switch {
	case k == 0:
		return nil
	case k < 0:
		if s.p+k < 0 {
			return nil
		}
		return s.toks[s.p+k]
	}
	i := s.p + k - 1
	if i >= len(s.toks) {
		i = len(s.toks) - 1
	}
	return s.toks[i]
}
func (s *tokStream) Mark() int                          { return -1 }
func (s *tokStream) Release(int)                        {}
func (s *tokStream) Index() int                         { return s.p }
func (s *tokStream) Seek(i int)                         { s.p = i }
func (s *tokStream) Size() int                          { return len(s.toks) }
func (s *tokStream) GetSourceName() string              { return "hlsl" }
func (s *tokStream) Reset()                             { s.p = 0 }
func (s *tokStream) Get(i int) antlr.Token              { return s.toks[i] }
func (s *tokStream) GetTokenSource() antlr.TokenSource  { return s.src }
func (s *tokStream) SetTokenSource(t antlr.TokenSource) { s.src = t }
func (s *tokStream) GetAllText() string                 { return s.text(0, len(s.toks)-1) }
func (s *tokStream) GetTextFromInterval(iv antlr.Interval) string {
	return s.text(iv.Start, iv.Stop)
}
func (s *tokStream) GetTextFromRuleContext(ctx antlr.RuleContext) string {
	return s.GetTextFromInterval(ctx.GetSourceInterval())
}
func (s *tokStream) GetTextFromTokens(a, b antlr.Token) string {
	if a == nil || b == nil {
		return ""
	}
	return s.text(a.GetTokenIndex(), b.GetTokenIndex())
}
func (s *tokStream) text(a, b int) string {
	var sb strings.Builder
	for i := a; i <= b && i < len(s.toks); i++ {
		if i < 0 || s.toks[i].GetTokenType() == antlr.TokenEOF {
			continue
		}
		sb.WriteString(s.toks[i].GetText())
	}
	return sb.String()
}

// token type tables built from the generated parser's vocabulary
var (
	literalTypes  map[string]int
	typeNameType  = grammar.HLSLParserTYPE_NAME
	identType     = grammar.HLSLParserIDENTIFIER
	intLitType    = grammar.HLSLParserINT_LITERAL
	floatLitType  = grammar.HLSLParserFLOAT_LITERAL
	stringLitType = grammar.HLSLParserSTRING_LITERAL
	interpModType = grammar.HLSLParserINTERP_MODIFIER
	templateType  = grammar.HLSLParserTEMPLATE_NAME
)

// interpModifiers are the interpolation modifiers that are not keywords
// (they are common variable names): they become INTERP_MODIFIER tokens only
// where a type or another modifier follows.
var interpModifiers = map[string]bool{"linear": true, "centroid": true, "noperspective": true, "sample": true,
	// a geometry shader's input primitive and a mesh or amplification
	// shader's outputs and payload, in the same place: parameter
	// modifiers of those stages' functions, which a file may define beside
	// the compute entry point (they only mark the parameter there)
	"point": true, "line": true, "triangle": true, "lineadj": true, "triangleadj": true,
	"vertices": true, "indices": true, "primitives": true, "payload": true}

// contextualKeywords are modifier keywords DXC also takes as names: a
// keyword only where a type or another modifier follows (`precise float
// x;`), a name elsewhere (`double4 precise = fma(a, b, c); precise.x`, as
// the LLVM offload test suite's fma.fp64 compiles with DXC).
var contextualKeywords = map[string]bool{"precise": true}

// startsDeclSpec reports a token that can follow a modifier in declaration
// specifiers: a type name, a keyword or an interpolation modifier.
func startsDeclSpec(t *Token, userTypes map[string]bool) bool {
	if t.Kind != TokIdent {
		return false
	}
	n := t.Text
	if k := strings.LastIndex(n, "::"); k >= 0 && userTypes[n[k+2:]] {
		return true
	}
	return userTypes[n] || isBuiltinTypeName(n) || interpModifiers[n] || literalTypes[n] != 0
}

func init() {
	literalTypes = map[string]int{}
	p := grammar.NewHLSLParser(nil)
	for i, n := range p.LiteralNames {
		if len(n) > 2 && n[0] == '\'' {
			literalTypes[n[1:len(n)-1]] = i
		}
	}
}

// declaresType reports whether the identifier after prev names a type
// being declared: "struct S", "class S", "interface I", "enum E",
// "enum class E".
func declaresType(prev []*Token) bool {
	switch prev[len(prev)-1].Text {
	case "struct", "class", "interface":
		return true
	case "enum":
		return true
	}
	return false
}

// mergeQualified joins each qualified name — N::x, A::B::S, E::X, ::f —
// into one identifier token spelled with its '::' (at the first token's
// position), so the grammar has no qualified-name rules: the checker
// resolves such names (names.go) and the parser's predictions stay as
// cheap as for plain names.
func mergeQualified(toks []*Token) []*Token {
	name := func(t *Token) bool { return t.Kind == TokIdent && literalTypes[t.Text] == 0 }
	scope := func(t *Token) bool { return t.Kind == TokPunct && t.Text == "::" }
	var out []*Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		j, text := i, ""
		switch {
		case scope(t) && i+1 < len(toks) && name(toks[i+1]):
			text, j = "::"+toks[i+1].Text, i+2
		case name(t) && i+2 < len(toks) && scope(toks[i+1]) && name(toks[i+2]):
			text, j = t.Text, i+1
		default:
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		for j+1 < len(toks) && scope(toks[j]) && name(toks[j+1]) {
			text += "::" + toks[j+1].Text
			j += 2
		}
		if out == nil {
			out = append(make([]*Token, 0, len(toks)), toks[:i]...)
		}
		m := *t
		m.Kind, m.Text = TokIdent, text
		out = append(out, &m)
		i = j - 1
	}
	if out == nil {
		return toks
	}
	return out
}

// dropTypenames removes C++'s disambiguators of dependent names: 'typename'
// before a dependent type ('typename T::Inner x;', 'typename
// Traits<T>::type f()'), which says the name is a type, and 'template'
// after '.' ('h.template get<uint>()'), which says a member template
// follows. hlslc resolves such names when the template is instantiated,
// where they are what the keyword says or are an error. A 'typename'
// declaring a template parameter stays (declaresTemplateParam).
func dropTypenames(toks []*Token) []*Token {
	var out []*Token
	for i, t := range toks {
		typename := t.Text == "typename" && !declaresTemplateParam(toks, i)
		// 's.template get<T>()': C++'s 'template' after '.' says a member
		// template follows; the checker knows it from the member's name
		memberTemplate := t.Text == "template" && i > 0 && toks[i-1].Kind == TokPunct && toks[i-1].Text == "."
		if t.Kind == TokIdent && (typename || memberTemplate) {
			if out == nil {
				out = append(make([]*Token, 0, len(toks)), toks[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, t)
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// declaresTemplateParam reports a 'typename' at toks[i] that declares a
// template type parameter: after '<' or ',' of a parameter list, followed
// by an unqualified name (or none) and then ',', '>', '>>' or '='.
func declaresTemplateParam(toks []*Token, i int) bool {
	if i == 0 || toks[i-1].Kind != TokPunct || toks[i-1].Text != "<" && toks[i-1].Text != "," {
		return false
	}
	j := i + 1
	if j < len(toks) && toks[j].Kind == TokIdent {
		if strings.Contains(toks[j].Text, "::") {
			return false
		}
		j++
	}
	if j >= len(toks) {
		return true
	}
	switch toks[j].Text {
	case ",", ">", ">>", "=":
		return true
	}
	return false
}

// isFloatNumber classifies a number token's spelling.
func isFloatNumber(s string) bool {
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		return strings.ContainsAny(s, "pP") // a hex float has a binary exponent
	}
	return strings.ContainsAny(s, ".eE")
}

// classify converts preprocessed tokens to parser tokens. It tracks struct
// and typedef names so that they become TYPE_NAME tokens after their
// declaration, and splits '>>' that closes nested template arguments.
//
// sm is the target's shader model (501 for cs_5_1): before 5.1 the
// keywords of keywordsFromSM51 are ordinary names.
// argsBeforeCall reports whether the '<' at toks[lt] opens an argument list
// of types that a '>' closes right before a '(': the explicit template
// arguments of a method call. A token no type argument holds (a
// parenthesis, an operator of an expression, ';') before it says it does
// not: the '<' is then a comparison.
func argsBeforeCall(toks []*Token, lt int) bool {
	depth := 0
	for j := lt; j < len(toks); j++ {
		switch toks[j].Text {
		case "<":
			depth++
		case ">":
			depth--
		case ">>":
			depth -= 2
		case ",", "::":
		default:
			if k := toks[j].Kind; k != TokIdent && k != TokNumber {
				return false
			}
		}
		switch {
		case depth < 0:
			return false
		case depth == 0:
			return j+1 < len(toks) && toks[j+1].Text == "("
		}
	}
	return false
}

func classify(toks []*Token, d *Diags, sm int) []antlr.Token {
	toks = dropTypenames(mergeQualified(toks))
	toks = stripEffects(toks, d)
	isBuiltinTypeName := func(name string) bool {
		if keywordsFromSM51[name] {
			return sm >= sm5_1
		}
		return isBuiltinTypeName(name)
	}
	out := make([]antlr.Token, 0, len(toks))
	slab := make([]ptoken, 0, len(toks)+8)
	userTypes := map[string]bool{}
	angle := 0        // open template '<' count
	typedefState := 0 // 1: after 'typedef', waiting for the type; 2: expecting names
	typedefDepth := 0
	openTemplate := false // the next '<' opens template arguments
	aliasName := false    // after 'using': the next name is declared a type
	closedArgs := false   // the token before closed a template argument list
	// templates (HLSL 2021): tmpl tracks "template <params> declaration";
	// the type parameters are type names only until the declaration ends
	var tmpl *templateScan
	templateFuncs := map[string]bool{}
	// a type declared in a function belongs to its block (C++; the
	// checker scopes it too): each '{' opens a scope, and the braces of a
	// function body and of everything inside one restore, where they
	// close, the names declared in them; namespace, struct and cbuffer
	// braces keep theirs (N::S and using-directives still need them)
	type braceScope struct {
		local bool
		saved map[string]bool // names declared here: whether each was a type name before
	}
	var scopes []braceScope
	setTypeName := func(name string, isType bool) {
		if n := len(scopes); n > 0 && scopes[n-1].local {
			sc := &scopes[n-1]
			if sc.saved == nil {
				sc.saved = map[string]bool{}
			}
			if _, ok := sc.saved[name]; !ok {
				sc.saved[name] = userTypes[name]
			}
		}
		userTypes[name] = isType
	}
	declareType := func(name string) { setTypeName(name, true) }
	// a parameter named like a type ("f(MaterialInfo MaterialInfo)")
	// hides the type in the function's body: pendingHides holds such
	// names until the body's '{' opens (or a ';' ends a prototype)
	var pendingHides []string
	parens := 0 // open '(' count
	emit := func(t *Token, typ int, text string) {
		if len(slab) == cap(slab) {
			slab = make([]ptoken, 0, 64)
		}
		slab = append(slab, ptoken{typ: typ, idx: len(out), text: text, t: t})
		out = append(out, &slab[len(slab)-1])
	}
	for i, t := range toks {
		afterArgs := closedArgs
		closedArgs = false
		switch t.Kind {
		case TokEOF:
			emit(t, antlr.TokenEOF, "<EOF>")
			continue
		case TokIdent:
			if contextualKeywords[t.Text] && !(i+1 < len(toks) && startsDeclSpec(toks[i+1], userTypes)) {
				// a name where no type or modifier follows it
				emit(t, identType, t.Text)
				continue
			}
			if typ, ok := literalTypes[t.Text]; ok {
				emit(t, typ, t.Text)
				if t.Text == "typedef" {
					typedefState, typedefDepth = 1, 0
				}
				if t.Text == "struct" && typedefState == 1 {
					typedefState = 2 // "typedef struct [S] { ... } T;"
				}
				if t.Text == "using" {
					aliasName = true
				}
				if t.Text == "namespace" {
					aliasName = false // "using namespace N;" declares no type
				}
				if t.Text == "template" && angle == 0 {
					tmpl = &templateScan{head: true, saved: map[string]bool{}}
					openTemplate = true
				}
				continue
			}
			if aliasName {
				aliasName = false
				if i+1 < len(toks) && toks[i+1].Text == "=" {
					// "using N = type;": N names a type from here on
					declareType(t.Text)
					emit(t, identType, t.Text)
					continue
				}
				// "using N::x;", a using-declaration: x keeps its class
			}
			memberName := false // the f of S<T>::f
			if rest, ok := strings.CutPrefix(t.Text, "::"); ok && afterArgs && rest != "" {
				memberName = true
				// S<T>::f: mergeQualified read "::f" as a global-scope
				// name; after template arguments it is a member of S<T>
				emit(t, literalTypes["::"], "::")
				m := *t
				m.Text = rest
				if m.Exp == nil {
					m.Pos.Col += 2
				}
				t = &m
			}
			if interpModifiers[t.Text] && i+1 < len(toks) && toks[i+1].Kind == TokIdent {
				n := toks[i+1].Text
				if userTypes[n] || isBuiltinTypeName(n) || interpModifiers[n] || literalTypes[n] != 0 {
					emit(t, interpModType, t.Text)
					continue
				}
			}
			// the name after struct/class/enum (and "enum class") declares a type
			prevStruct := i > 0 && toks[i-1].Kind == TokIdent && declaresType(toks[:i]) &&
				!(i+1 < len(toks) && toks[i+1].Text == "::")
			// "struct S s;" names a struct declared before: S stays a type;
			// a qualified name is a type when its last part names one
			last := t.Text
			if k := strings.LastIndex(last, "::"); k >= 0 {
				last = last[k+2:]
			}
			isType := userTypes[t.Text] || userTypes[last] || (!prevStruct && isBuiltinTypeName(t.Text))
			if tmpl != nil && tmpl.head && i > 0 && (toks[i-1].Text == "typename" || toks[i-1].Text == "class") {
				// a template type parameter
				if _, ok := tmpl.saved[t.Text]; !ok {
					tmpl.saved[t.Text] = userTypes[t.Text]
				}
				userTypes[t.Text] = true
				emit(t, typeNameType, t.Text)
				continue
			}
			if prevStruct {
				declareType(t.Text)
			}
			if tmpl != nil && !tmpl.head && !isType && !memberName && tmpl.braces == 0 && tmpl.parens == 0 && !tmpl.sawBody &&
				i+1 < len(toks) && toks[i+1].Text == "(" {
				// the name of a function template (not "S<T>::f", the
				// out-of-line definition of a struct template's member)
				templateFuncs[t.Text] = true
				tmpl.function = true
				emit(t, identType, t.Text)
				continue
			}
			if !isType && (templateFuncs[t.Text] || templateFuncs[last]) && i+1 < len(toks) && toks[i+1].Text == "<" &&
				(i == 0 || toks[i-1].Text != ".") {
				// f<float>(x): explicit template arguments
				emit(t, templateType, t.Text)
				openTemplate = true
				continue
			}
			switch {
			case typedefState == 1 && isType:
				typedefState = 2
				emit(t, typeNameType, t.Text)
			case typedefState == 2 && typedefDepth == 0 && angle == 0:
				declareType(t.Text)
				emit(t, identType, t.Text)
			case isType && userTypes[t.Text] && i > 0 && toks[i-1].Text == ".":
				// a member named like a type: "inst.MaterialInfo"
				emit(t, identType, t.Text)
			case isType && userTypes[t.Text] && declaratorName(out, afterArgs, toks[i+1:]):
				// "MaterialInformation MaterialInfo;": C++ lets a
				// declaration reuse a type's name; in a function (its
				// parameters included) the name then means the variable
				switch {
				case len(scopes) > 0 && scopes[len(scopes)-1].local:
					setTypeName(t.Text, false)
				case parens > 0:
					pendingHides = append(pendingHides, t.Text)
				}
				emit(t, identType, t.Text)
			case isType:
				emit(t, typeNameType, t.Text)
			default:
				emit(t, identType, t.Text)
			}
			if isType && i+1 < len(toks) && toks[i+1].Text == "<" {
				openTemplate = true
			}
			// buf.Load<T>(...): a method's template argument list, which
			// a call follows (v.yx < float2(1, 2) compares a swizzle)
			if !isType && i > 0 && toks[i-1].Text == "." && i+2 < len(toks) && toks[i+1].Text == "<" &&
				toks[i+2].Kind == TokIdent && (userTypes[toks[i+2].Text] || isBuiltinTypeName(toks[i+2].Text)) &&
				argsBeforeCall(toks, i+1) {
				openTemplate = true
			}
			continue
		case TokNumber:
			if isFloatNumber(t.Text) {
				emit(t, floatLitType, t.Text)
			} else {
				emit(t, intLitType, t.Text)
			}
			continue
		case TokString:
			emit(t, stringLitType, t.Text)
			continue
		}
		if t.Kind == TokPunct {
			if tmpl != nil {
				if tmpl.end(t.Text, angle, i+1 < len(toks) && toks[i+1].Text == ";") {
					for name, was := range tmpl.saved {
						userTypes[name] = was
					}
					tmpl = nil
				}
			}
			switch t.Text {
			case ">":
				if angle > 0 {
					angle--
					closedArgs = true
				}
			case ">>":
				if angle >= 2 {
					angle -= 2
					emit(t, literalTypes[">"], ">")
					emit(t, literalTypes[">"], ">")
					closedArgs = true
					continue
				}
			case "<":
				if openTemplate || angle > 0 {
					angle++
				}
				openTemplate = false
			case ";":
				if typedefDepth <= 0 {
					typedefState = 0
				}
			case "(", "[", "{":
				typedefDepth++
			case ")", "]", "}":
				typedefDepth--
			}
			switch t.Text {
			case "(":
				parens++
			case ")":
				parens--
			case ";":
				if parens == 0 {
					pendingHides = pendingHides[:0]
				}
			}
			switch t.Text {
			case "{":
				body := functionBody(toks[:i])
				local := len(scopes) > 0 && scopes[len(scopes)-1].local || body
				scopes = append(scopes, braceScope{local: local})
				if body {
					for _, name := range pendingHides {
						setTypeName(name, false)
					}
				}
				pendingHides = pendingHides[:0]
			case "}":
				if n := len(scopes); n > 0 {
					for name, was := range scopes[n-1].saved {
						userTypes[name] = was
					}
					scopes = scopes[:n-1]
				}
			}
			if typ, ok := literalTypes[t.Text]; ok {
				emit(t, typ, t.Text)
				continue
			}
		}
		// a token no grammar rule accepts: give it an invalid type so the
		// parser reports it where it stands
		emit(t, antlr.TokenInvalidType, t.Text)
	}
	return out
}

// declaratorName reports whether a name that is a type, standing where
// next follows it, is instead the name a declaration declares: the token
// before it ends a type (a type name, or the '>' closing template
// arguments) and a declarator's end follows (';' ',' ')' '=' '[' ':').
func declaratorName(before []antlr.Token, afterArgs bool, next []*Token) bool {
	if len(before) == 0 || len(next) == 0 {
		return false
	}
	prev := before[len(before)-1]
	if prev.GetTokenType() != typeNameType && !(afterArgs && prev.GetText() == ">") {
		return false
	}
	switch next[0].Text {
	case ";", ",", ")", "=", "[", ":":
		return true
	}
	return false
}

// functionBody reports whether a '{' after before opens a function body:
// it follows the parameter list's ')', or a semantic after it ("f() :
// SV_Target {").
func functionBody(before []*Token) bool {
	n := len(before)
	if n > 0 && before[n-1].Text == ")" {
		return true
	}
	return n >= 3 && before[n-1].Kind == TokIdent && before[n-2].Text == ":" && before[n-3].Text == ")"
}

// templateScan follows one "template <params> declaration" through the
// token stream: the head, then the declaration up to its end.
type templateScan struct {
	head     bool            // inside the <...> of the head
	saved    map[string]bool // type parameter names: whether each was a type name before
	braces   int             // brace depth inside the declaration
	parens   int
	sawBody  bool // a '{' at depth 0 was seen (a function body or struct members)
	function bool // the declaration is a function
}

// end updates the scan for punctuation p (angle is the open template
// bracket count before p) and reports whether the declaration ends at p.
func (s *templateScan) end(p string, angle int, semicolonNext bool) bool {
	if s.head {
		// the head's own '<' is angle 1; its closing '>' ends the head
		if (p == ">" && angle == 1) || (p == ">>" && angle == 2) {
			s.head = false
		}
		return false
	}
	switch p {
	case "(":
		s.parens++
	case ")":
		s.parens--
	case "{":
		if s.braces == 0 {
			s.sawBody = true
		}
		s.braces++
	case "}":
		s.braces--
		// a function definition ends at its body's '}'; a struct at the ';'
		return s.braces == 0 && s.function && !semicolonNext
	case ";":
		return s.braces == 0 && s.parens == 0
	}
	return false
}

// parseErrors turns ANTLR syntax errors into clang-style diagnostics.
type parseErrors struct {
	*antlr.DefaultErrorListener
	d      *Diags
	count  int
	last   *Token
	stream *tokStream
	// unsupported is set once a construct hlslc knows but does not
	// implement was reported: the syntax errors it causes are not repeated.
	unsupported bool
}

// hlsl2021Construct recognises, at a syntax error, the HLSL 2021 constructs
// DXC accepts and hlslc does not implement, so that the error names the
// construct instead of its first token: a function template's name with
// arguments where the grammar takes none (a specialization of a form other
// than the namespace-scope "template<> R f<args>(params) {...}", which is
// implemented with templates themselves, templates.go).
func hlsl2021Construct(off *ptoken) (*Token, string) {
	if off != nil && off.typ == templateType {
		return off.t, "template specializations of this form"
	}
	return nil, ""
}

func (l *parseErrors) SyntaxError(_ antlr.Recognizer, offending any, _, _ int, msg string, _ antlr.RecognitionException) {
	var tok *Token
	if pt, ok := offending.(*ptoken); ok {
		tok = pt.t
	}
	if tok == nil {
		tok = l.last
	}
	if tok == nil {
		l.d.add(&Diagnostic{Sev: SevError, Msg: msg})
		return
	}
	if tok == l.last && l.count > 0 {
		return // one error per token: recovery often reports twice
	}
	if l.unsupported {
		return // what follows an unsupported construct is not HLSL to this parser
	}
	l.last = tok
	l.count++
	off, _ := offending.(*ptoken)
	var prev *ptoken
	if off != nil && off.idx > 0 {
		prev, _ = l.stream.toks[off.idx-1].(*ptoken)
	}
	templated := off != nil && off.idx+1 < len(l.stream.toks) && l.stream.toks[off.idx+1].GetText() == "<"
	if off != nil && keywordsFromSM51[off.t.Text] && (off.typ == typeNameType || templated) {
		// "cbuffer ConstantBuffer" from 5.1 on: a name FXC took before
		// (DXC issue #2126); "ConstantBuffer<S>" before 5.1, where the
		// word is a name (classify)
		diag := atTokens(SevError, tok, nil, syntaxMessage(tok, msg))
		if off.typ == typeNameType {
			diag.Notes = append(diag.Notes, &Diagnostic{Sev: SevNote, Pos: tok.Loc(),
				Msg: fmt.Sprintf("'%s' is a keyword from shader model 5.1 (as in DXC); as a name it needs -T cs_5_0, as with FXC", tok.Text)})
		} else {
			diag.Msg = fmt.Sprintf("'%s<T>' requires shader model 5.1 or later; before 5.1 '%s' is a name", tok.Text, tok.Text)
		}
		l.d.add(diag)
		l.unsupported = true
		return
	}
	if at, what := hlsl2021Construct(off); what != "" {
		l.d.add(atTokens(SevError, at, nil, what+" (HLSL 2021) are not supported by hlslc"))
		l.unsupported = true
		return
	}
	if os.Getenv("HLSLC_DEBUG_PARSE") != "" {
		fmt.Fprintf(os.Stderr, "antlr: %s\n", msg)
	}
	if tok.Kind == TokOther || tok.Kind == TokChar {
		l.d.add(atTokens(SevError, tok, nil, syntaxMessage(tok, msg)))
		return
	}
	// an identifier followed by another one: the first names an unknown type
	if pt, ok := offending.(*ptoken); ok && prev != nil && pt.typ == identType && prev.typ == identType {
		before := -1
		if prev.idx > 0 {
			before = l.stream.toks[prev.idx-1].GetTokenType()
		}
		if startsDeclaration(before) {
			l.d.add(atTokens(SevError, prev.t, nil, fmt.Sprintf("unknown type name '%s'", prev.t.Text)))
			return
		}
	}
	// a missing ';' is reported after the previous token, as clang does
	if prev != nil && prev.t.Exp == nil && expectsSemicolon(msg) {
		p := prev.t.Pos
		p.Col += len(prev.t.Text)
		l.d.add(&Diagnostic{Sev: SevError, Msg: "expected ';'", Pos: p})
		return
	}
	l.d.add(atTokens(SevError, tok, nil, syntaxMessage(tok, msg)))
}

// startsDeclaration reports tokens after which "X y" must be a declaration
// with an unknown type X (start of a statement, parameter or member).
func startsDeclaration(before int) bool {
	if before == -1 {
		return true
	}
	for _, t := range []string{";", "{", "}", "(", ",", "static", "const", "groupshared", "uniform", "in", "out", "inout", "precise", "row_major", "column_major", "extern"} {
		if before == literalTypes[t] {
			return true
		}
	}
	return false
}

// expectsSemicolon reports ANTLR messages that list ';' as expected.
func expectsSemicolon(msg string) bool {
	if strings.HasPrefix(msg, "missing ';'") {
		return true
	}
	_, exp, ok := strings.Cut(msg, "expecting ")
	return ok && (exp == "';'" || (strings.HasPrefix(exp, "{") && strings.Contains(exp, "';'") && len(exp) < 20))
}

func describe(t *Token) string {
	if t.Kind == TokEOF {
		return "end of file"
	}
	return "'" + t.Text + "'"
}

// syntaxMessage rewrites ANTLR's messages in the compiler's words.
func syntaxMessage(t *Token, msg string) string {
	switch {
	case t.Kind == TokOther:
		return fmt.Sprintf("invalid character '%s' in source", t.Text)
	case t.Kind == TokChar:
		return fmt.Sprintf("character constant %s is not supported outside #if and #elif", t.Text)
	case strings.HasPrefix(msg, "missing "):
		what := strings.TrimPrefix(msg, "missing ")
		if i := strings.Index(what, " at "); i >= 0 {
			what = what[:i]
		}
		return fmt.Sprintf("expected %s before %s", prettyExpect(what), describe(t))
	case strings.Contains(msg, "expecting {") && strings.Contains(msg, "INT_LITERAL"):
		return "expected expression"
	case strings.HasPrefix(msg, "mismatched input"), strings.HasPrefix(msg, "extraneous input"):
		if i := strings.Index(msg, "expecting "); i >= 0 {
			exp := msg[i+len("expecting "):]
			if !strings.HasPrefix(exp, "{") {
				return fmt.Sprintf("expected %s before %s", prettyExpect(exp), describe(t))
			}
		}
		return fmt.Sprintf("unexpected %s", describe(t))
	}
	return fmt.Sprintf("unexpected %s", describe(t))
}

func prettyExpect(s string) string {
	switch s {
	case "IDENTIFIER":
		return "identifier"
	case "TYPE_NAME":
		return "type name"
	case "INT_LITERAL":
		return "integer constant"
	}
	return s
}

// bailout is the panic value that abandons the SLL attempt.
type bailout struct{}

// bailStrategy gives up at the first syntax error (the runtime's own
// BailErrorStrategy panics inside ReportError in v4.13.1).
type bailStrategy struct{ *antlr.DefaultErrorStrategy }

func (b *bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }
func (b *bailStrategy) Recover(antlr.Parser, antlr.RecognitionException)     { panic(bailout{}) }
func (b *bailStrategy) RecoverInline(antlr.Parser) antlr.Token               { panic(bailout{}) }
func (b *bailStrategy) Sync(antlr.Parser)                                    {}

// ParseStats counts work for the benchmark's parse share.
type ParseStats struct {
	Tokens  int
	SLLOnly bool // the SLL pass succeeded; no LL fallback was needed
}

// parseTokens runs the ANTLR parser: first SLL with bail-out, then full LL
// with error recovery if SLL failed (the standard two-stage strategy).
// bracketsWithinDepth reports an error and false when (, [ and { nest more
// than maxExprDepth deep, as clang bounds bracket nesting (-fbracket-depth):
// the parser recurses once per level, and past a few hundred thousand levels
// it would overflow the stack before any expression is checked.
func bracketsWithinDepth(toks []*Token, d *Diags) bool {
	depth := 0
	for _, t := range toks {
		if t.Kind != TokPunct {
			continue
		}
		switch t.Text {
		case "(", "[", "{":
			if depth++; depth > maxExprDepth {
				d.add(atTokens(SevError, t, nil, fmt.Sprintf("brackets nested too deeply: more than %d levels of (, [ and {", maxExprDepth)))
				return false
			}
		case ")", "]", "}":
			depth--
		}
	}
	return true
}

func parseTokens(toks []*Token, d *Diags, sm int) (grammar.ITranslationUnitContext, ParseStats) {
	ptoks := classify(toks, d, sm)
	stream := &tokStream{toks: ptoks, src: grammar.NewHLSLLexer(antlr.NewInputStream(""))}
	for i, t := range stream.toks {
		t.SetTokenIndex(i)
	}
	// run parses the whole unit; it reports an expression nested past
	// maxExprDepth and returns false when SLL bailed out.
	run := func(p *grammar.HLSLParser) (t grammar.ITranslationUnitContext, ok bool) {
		p.AddParseListener(&exprDepthLimit{})
		defer func() {
			if r := recover(); r != nil {
				switch r := r.(type) {
				case bailout:
					t, ok = nil, false
				case exprTooDeep:
					if r.first == nil {
						d.add(&Diagnostic{Sev: SevError, Msg: exprTooDeepMsg})
					} else {
						d.add(atTokens(SevError, r.first, nil, exprTooDeepMsg))
					}
					t, ok = nil, true
				default:
					panic(r)
				}
			}
		}()
		return p.TranslationUnit(), true
	}
	p := grammar.NewHLSLParser(stream)
	p.RemoveErrorListeners()
	p.SetErrorHandler(&bailStrategy{antlr.NewDefaultErrorStrategy()})
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	stats := ParseStats{Tokens: len(ptoks), SLLOnly: true}
	if tree, ok := run(p); ok {
		return tree, stats
	}
	stats.SLLOnly = false
	// a fresh parser: the abandoned one keeps error state across resets
	stream.Reset()
	p = grammar.NewHLSLParser(stream)
	p.RemoveErrorListeners()
	p.AddErrorListener(&parseErrors{DefaultErrorListener: antlr.NewDefaultErrorListener(), d: d, stream: stream})
	p.SetErrorHandler(antlr.NewDefaultErrorStrategy())
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	tree, _ := run(p)
	return tree, stats
}

// exprTooDeep is the panic value that ends a parse whose expressions nest
// past maxExprDepth; first is the deepest expression's first token.
type exprTooDeep struct{ first *Token }

// exprDepthLimit stops the parse once expressions nest more than
// maxExprDepth levels deep. The checker and the lowering recurse once per
// level, so the limit has to hold before them; holding it while the parser
// runs also bounds what it builds. A flat chain a+b+...+z nests one context
// per operator although the parser never recurses for it (ANTLR's
// left-recursive rules loop): 2.6 million terms, 5 MB of source, built
// 2.3 GB of tree in 30 s before the checker refused it.
//
// The listener sees contexts enter and exit in the parser's own recursion.
// It counts the expr contexts open (a prefix chain, a cast chain or an
// assignment chain recurses: stopped as it enters) and, for each finished
// context, the height of expr nesting below it (a left-recursive chain:
// each new operator adopts the context just finished as its first child,
// so the height grows by one per operator and is stopped as it exits). A
// path through the tree is as long as the open expr contexts above a
// context plus that context's height.
type exprDepthLimit struct {
	antlr.BaseParseTreeListener
	open    int     // expr contexts the parser is inside
	marks   []int32 // per open context: where its children's heights start
	heights []int32 // per finished context whose parent is still open
	// exited is the context exited last if none was entered since
	exited antlr.ParserRuleContext
}

func (l *exprDepthLimit) EnterEveryRule(ctx antlr.ParserRuleContext) {
	l.exited = nil
	mark := len(l.heights)
	if ctx.GetChildCount() > 0 && mark > 0 {
		mark-- // a left-recursive context adopting its first operand
	}
	l.marks = append(l.marks, int32(mark))
	if ctx.GetRuleIndex() == grammar.HLSLParserRULE_expr {
		if l.open++; l.open > maxExprDepth {
			panic(tooDeepAt(ctx))
		}
	}
}

// ExitEveryRule closes the innermost open context. In error recovery ANTLR
// reports one exit twice: a left-recursive rule that fails between closing
// an operand and opening the next operator's context unrolls from the
// operand it closed. That second exit is ignored.
func (l *exprDepthLimit) ExitEveryRule(ctx antlr.ParserRuleContext) {
	if ctx == l.exited || len(l.marks) == 0 {
		return
	}
	l.exited = ctx
	mark := min(int(l.marks[len(l.marks)-1]), len(l.heights))
	l.marks = l.marks[:len(l.marks)-1]
	var h int32
	for _, c := range l.heights[mark:] {
		h = max(h, c)
	}
	l.heights = l.heights[:mark]
	if ctx.GetRuleIndex() == grammar.HLSLParserRULE_expr {
		h++
		if l.open--; l.open+int(h) > maxExprDepth {
			panic(tooDeepAt(ctx))
		}
	}
	l.heights = append(l.heights, h)
}

func tooDeepAt(ctx antlr.ParserRuleContext) exprTooDeep {
	first, _ := ctx.GetStart().(*ptoken)
	if first == nil {
		return exprTooDeep{}
	}
	return exprTooDeep{first.t}
}
