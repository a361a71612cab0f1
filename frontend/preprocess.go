package frontend

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// PPOptions configures the preprocessor.
type PPOptions struct {
	Defines     []string // "NAME" or "NAME=VALUE", as given with -D
	IncludeDirs []string // -I directories, searched in order
	// ReadFile reads an include file; nil means os.ReadFile.
	ReadFile func(path string) ([]byte, error)
	// HLSLVersion (-HV, 0 means 2021) and ShaderModel (-T cs_6_6 is 606;
	// 0 means 600) set DXC's predefined version macros.
	HLSLVersion int
	ShaderModel int
	// Enable16Bit (-enable-16bit-types) predefines __HLSL_ENABLE_16_BIT.
	Enable16Bit bool
	// LegacyMacroExpansion (DXC's -flegacy-macro-expansion) expands a
	// macro argument before a ## pastes it, as FXC does ("register(b ##
	// slot)" with slot a macro for 5 gives b5); standard C pastes the
	// argument as written. As in DXC, only arguments are expanded first.
	LegacyMacroExpansion bool
}

// dxcVersion is the DXC release whose language hlslc takes: 1.8.2403, the
// release that brought shader model 6.8, whose highest target cs_6_8 is
// hlslc's (HLSL 2021 is its default language, as since 1.7.2212). Shaders test __DXC_VERSION_* to pick code paths (or to
// stop with #error on an older compiler).
var dxcVersion = [4]int{1, 8, 2403, 0}

// predefinedMacros are DXC's predefined macros (its wiki page "Predefined
// Version Macros") for a compute target: the language version, the shader
// stage constants (numbered as DXIL's shader kinds) with the target's
// stage, the target shader model, the compiler's release (__DXC_VERSION_*),
// __hlsl_dx_compiler (which tells DXC from FXC) and, with
// -enable-16bit-types, __HLSL_ENABLE_16_BIT. Shader model 5 targets are
// FXC's, which predefines none of them.
func (o PPOptions) predefinedMacros() []string {
	hv, sm := o.HLSLVersion, o.ShaderModel
	if hv == 0 {
		hv = 2021
	}
	if sm == 0 {
		sm = sm6_0
	}
	if sm < sm6_0 {
		return nil
	}
	m := []string{
		fmt.Sprintf("__HLSL_VERSION=%d", hv),
		"__SHADER_STAGE_PIXEL=0", "__SHADER_STAGE_VERTEX=1", "__SHADER_STAGE_GEOMETRY=2",
		"__SHADER_STAGE_HULL=3", "__SHADER_STAGE_DOMAIN=4", "__SHADER_STAGE_COMPUTE=5",
		"__SHADER_STAGE_LIBRARY=6", "__SHADER_STAGE_MESH=13", "__SHADER_STAGE_AMPLIFICATION=14",
		"__SHADER_TARGET_STAGE=5",
		fmt.Sprintf("__SHADER_TARGET_MAJOR=%d", sm/100),
		fmt.Sprintf("__SHADER_TARGET_MINOR=%d", sm%100),
		"__hlsl_dx_compiler=1",
		fmt.Sprintf("__DXC_VERSION_MAJOR=%d", dxcVersion[0]),
		fmt.Sprintf("__DXC_VERSION_MINOR=%d", dxcVersion[1]),
		fmt.Sprintf("__DXC_VERSION_RELEASE=%d", dxcVersion[2]),
		fmt.Sprintf("__DXC_VERSION_COMMITS=%d", dxcVersion[3]),
	}
	if o.Enable16Bit {
		m = append(m, "__HLSL_ENABLE_16_BIT=1")
	}
	return m
}

// PackMatrixMark records a "#pragma pack_matrix" at a point of the output:
// declarations starting at token index Index or later use RowMajor as the
// default matrix orientation.
type PackMatrixMark struct {
	Index    int
	RowMajor bool
}

// PPResult is the preprocessor's output.
type PPResult struct {
	Tokens     []*Token // ends with a TokEOF token
	PackMatrix []PackMatrixMark
	Main       *Inclusion
}

type macro struct {
	name     string
	funcLike bool
	params   []string
	variadic bool
	body     []*Token
	def      Pos
	defTok   *Token
	builtin  func(p *preprocessor, t *Token) *Token
}

type condFrame struct {
	tok      *Token // the #if token (for "unterminated" errors)
	taken    bool   // some branch already taken
	sawElse  bool
	skipping bool
}

type ppInput struct {
	toks    []*Token
	i       int
	inc     *Inclusion // non-nil for file inputs
	conds   []condFrame
	onceKey string
	// dirPos is 1 + the index in IncludeDirs of the directory the file
	// was found in (#include_next searches on from there); 0 for the main
	// file and a file found beside its includer or by an absolute path.
	dirPos int
}

type preprocessor struct {
	opts PPOptions
	// hostFS: includes come from the host file system (no PPOptions.ReadFile)
	hostFS  bool
	d       *Diags
	macros  map[string]*macro
	stack   []*ppInput
	once    map[string]bool
	out     []*Token
	pack    []PackMatrixMark
	cmdline *Inclusion
	counter int // the next __COUNTER__
	depth   int
	steps   int // expansion work counter, bounds pathological inputs
}

// maxExpansionSteps bounds macro expansion work so that exponential macro
// definitions end with an error instead of exhausting memory.
const maxExpansionSteps = 500_000

// Preprocess runs the preprocessor over the main file.
func Preprocess(main *File, opts PPOptions, d *Diags) *PPResult {
	p := &preprocessor{opts: opts, d: d, macros: map[string]*macro{}, once: map[string]bool{}}
	if p.opts.ReadFile == nil {
		p.hostFS = true
		p.opts.ReadFile = os.ReadFile
	}
	p.defineBuiltins()
	mainInc := &Inclusion{File: main}
	mainToks := tokenize(mainInc, d)
	p.stack = append(p.stack, &ppInput{toks: mainToks, inc: mainInc})
	if p.out == nil {
		p.out = make([]*Token, 0, len(mainToks)+len(mainToks)/8)
	}
	for {
		t := p.next()
		if t.Kind == TokEOF {
			p.out = append(p.out, t)
			break
		}
		if d.TooMany() {
			p.out = append(p.out, &Token{Kind: TokEOF, Pos: t.Pos})
			break
		}
		p.out = append(p.out, t)
	}
	return &PPResult{Tokens: p.out, PackMatrix: p.pack, Main: mainInc}
}

func (p *preprocessor) defineBuiltins() {
	p.cmdline = &Inclusion{File: NewFile("<command line>", nil)}
	p.macros["__LINE__"] = &macro{name: "__LINE__", builtin: func(p *preprocessor, t *Token) *Token {
		_, line := t.Loc().Presumed()
		return &Token{Kind: TokNumber, Text: strconv.Itoa(line)}
	}}
	p.macros["__FILE__"] = &macro{name: "__FILE__", builtin: func(p *preprocessor, t *Token) *Token {
		name, _ := t.Loc().Presumed()
		return &Token{Kind: TokString, Text: quoteString(name)}
	}}
	// __COUNTER__ (clang's, so DXC's): 0, 1, 2, ... one more at each
	// expansion, for names unique within a file
	p.macros["__COUNTER__"] = &macro{name: "__COUNTER__", builtin: func(p *preprocessor, t *Token) *Token {
		n := p.counter
		p.counter++
		return &Token{Kind: TokNumber, Text: strconv.Itoa(n)}
	}}
	p.macros["__hlslc__"] = &macro{name: "__hlslc__", builtin: func(p *preprocessor, t *Token) *Token {
		return &Token{Kind: TokNumber, Text: "1"}
	}}
	for i, def := range append(p.opts.predefinedMacros(), p.opts.Defines...) {
		name, val, ok := strings.Cut(def, "=")
		if !ok {
			val = "1"
		}
		f := NewFile("<command line>", []byte(fmt.Sprintf("#define %s %s\n", name, val)))
		inc := &Inclusion{File: f}
		toks := tokenize(inc, p.d)
		_ = i
		p.reportUnterminated(toks...)
		if len(toks) < 3 || toks[2].Kind != TokIdent {
			p.d.add(&Diagnostic{Sev: SevError, Msg: fmt.Sprintf("invalid macro definition '-D%s'", def)})
			continue
		}
		p.define(toks[2:len(toks)-1], toks[0])
	}
}

// rawNext pops the next token without directives or expansion.
func (p *preprocessor) rawNext() *Token {
	for {
		top := p.stack[len(p.stack)-1]
		if top.i < len(top.toks) {
			t := top.toks[top.i]
			if t.Kind == TokEOF && top.inc != nil {
				if len(p.stack) == 1 {
					return t
				}
				// end of an included file: pop it
				p.endFile(top)
				p.stack = p.stack[:len(p.stack)-1]
				continue
			}
			top.i++
			if t.unterminated && top.inc != nil {
				p.reportUnterminated(t)
			}
			return t
		}
		p.stack = p.stack[:len(p.stack)-1]
	}
}

// reportUnterminated reports a string token with no closing quote where the
// token is used: in text the preprocessor keeps, or on a directive line it
// acts on. A skipped group, and the message of #error and #warning, which
// clang reads as raw text, may hold one.
func (p *preprocessor) reportUnterminated(toks ...*Token) {
	for _, t := range toks {
		if t.unterminated {
			p.d.errorAt(t.Pos, "missing terminating '\"' character")
		}
	}
}

func (p *preprocessor) endFile(in *ppInput) {
	for _, c := range in.conds {
		p.d.add(atTokens(SevError, c.tok, nil, "unterminated conditional directive"))
	}
	in.conds = nil
}

// peekRaw returns the next token without consuming it (nil at a file end,
// and at the end of a list expandList expands on its own: a macro call
// there cannot take its arguments from beyond the list).
func (p *preprocessor) peekRaw() *Token {
	for k := len(p.stack) - 1; k >= 0; k-- {
		in := p.stack[k]
		if in.i < len(in.toks) {
			t := in.toks[in.i]
			if t.Kind == TokEOF {
				return nil
			}
			if in.inc != nil && t.BOL && t.Kind == TokPunct && t.Text == "#" {
				return nil
			}
			return t
		}
		if in.inc != nil {
			return nil
		}
	}
	return nil
}

func (p *preprocessor) fileInput() *ppInput {
	top := p.stack[len(p.stack)-1]
	if top.inc != nil {
		return top
	}
	return nil
}

// next returns the next fully expanded token, handling directives.
func (p *preprocessor) next() *Token {
	for {
		t := p.rawNext()
		if t.Kind == TokEOF {
			if in := p.fileInput(); in != nil {
				p.endFile(in)
			}
			return t
		}
		if t.BOL && t.Kind == TokPunct && t.Text == "#" && t.Exp == nil {
			if in := p.fileInput(); in != nil && in.toks[in.i-1] == t {
				p.directive(in, t)
				continue
			}
		}
		if t.Kind == TokIdent && !t.blue {
			if p.expand(t) {
				continue
			}
		}
		return t
	}
}

// lineRest returns the remaining tokens of the directive line.
func (p *preprocessor) lineRest(in *ppInput) []*Token {
	start := in.i
	for in.i < len(in.toks) && !in.toks[in.i].BOL {
		in.i++
	}
	return in.toks[start:in.i]
}

func (p *preprocessor) skipping(in *ppInput) bool {
	return len(in.conds) > 0 && in.conds[len(in.conds)-1].skipping
}

func (p *preprocessor) directive(in *ppInput, hash *Token) {
	if in.i >= len(in.toks) || in.toks[in.i].BOL {
		return // null directive
	}
	name := in.toks[in.i]
	in.i++
	args := p.lineRest(in)
	switch name.Text {
	case "error", "warning", "elif", "else", "endif":
		// a message is raw text; the others' lines are read only if taken
	default:
		p.reportUnterminated(args...)
	}
	switch name.Text {
	case "if", "ifdef", "ifndef":
		var val bool
		switch name.Text {
		case "if":
			val = p.evalCond(name, args)
		default:
			if len(args) == 0 || args[0].Kind != TokIdent {
				p.d.add(atTokens(SevError, name, nil, "macro name missing in #"+name.Text))
			} else {
				_, def := p.macros[args[0].Text]
				if len(args) > 1 {
					p.d.add(atTokens(SevWarning, args[1], nil, "extra tokens at end of #"+name.Text+" directive"))
				}
				val = def == (name.Text == "ifdef")
			}
		}
		in.conds = append(in.conds, condFrame{tok: hash, taken: val, skipping: !val})
		if !val {
			p.skipBlock(in)
		}
	case "elif", "else":
		if len(in.conds) == 0 {
			p.d.add(atTokens(SevError, name, nil, "#"+name.Text+" without #if"))
			return
		}
		c := &in.conds[len(in.conds)-1]
		if c.sawElse {
			p.d.add(atTokens(SevError, name, nil, "#"+name.Text+" after #else"))
		}
		if name.Text == "else" {
			c.sawElse = true
			if len(args) > 0 {
				p.d.add(atTokens(SevWarning, args[0], nil, "extra tokens at end of #else directive"))
			}
		}
		if c.taken {
			c.skipping = true
			p.skipBlock(in)
			return
		}
		val := true
		if name.Text == "elif" {
			p.reportUnterminated(args...)
			val = p.evalCond(name, args)
		}
		c.taken = val
		c.skipping = !val
		if !val {
			p.skipBlock(in)
		}
	case "endif":
		if len(in.conds) == 0 {
			p.d.add(atTokens(SevError, name, nil, "#endif without #if"))
			return
		}
		if len(args) > 0 {
			p.d.add(atTokens(SevWarning, args[0], nil, "extra tokens at end of #endif directive"))
		}
		in.conds = in.conds[:len(in.conds)-1]
	case "define":
		if len(args) == 0 {
			p.d.add(atTokens(SevError, name, nil, "macro name missing"))
			return
		}
		p.define(args, nil)
	case "undef":
		if len(args) == 0 || args[0].Kind != TokIdent {
			p.d.add(atTokens(SevError, name, nil, "macro name must be an identifier"))
			return
		}
		if m := p.macros[args[0].Text]; m != nil && m.builtin != nil {
			p.d.add(atTokens(SevWarning, args[0], nil, "undefining builtin macro"))
		}
		delete(p.macros, args[0].Text)
	case "include":
		p.include(name, args, false)
	case "include_next":
		p.include(name, args, true)
	case "pragma":
		p.pragma(name, args)
	case "line":
		p.lineDirective(in, name, args)
	case "ident", "sccs":
		// clang's (GNU's) #ident "text": a string for the object file,
		// which a shader has no place for
		switch {
		case len(args) == 0 || args[0].Kind != TokString:
			at := name
			if len(args) > 0 {
				at = args[0]
			}
			p.d.add(atTokens(SevError, at, nil, "invalid #"+name.Text+" directive"))
		case len(args) > 1:
			w := atTokens(SevWarning, args[1], nil, "extra tokens at end of #"+name.Text+" directive")
			w.Flag = "-Wextra-tokens"
			p.d.add(w)
		}
	case "error":
		p.d.add(atTokens(SevError, name, nil, strings.TrimSpace("#error "+joinTokens(args))))
	case "warning":
		p.d.add(atTokens(SevWarning, name, nil, strings.TrimSpace("#warning "+joinTokens(args))))
	default:
		p.d.add(atTokens(SevError, name, nil, fmt.Sprintf("invalid preprocessing directive '#%s'", name.Text)))
	}
}

// skipBlock skips tokens of a false conditional group up to the directive
// that ends it (#elif, #else or #endif at this nesting), which it leaves for
// directive() to process.
func (p *preprocessor) skipBlock(in *ppInput) {
	depth := 0
	for in.i < len(in.toks) {
		t := in.toks[in.i]
		if t.Kind == TokEOF {
			return
		}
		if t.BOL && t.Kind == TokPunct && t.Text == "#" && in.i+1 < len(in.toks) && !in.toks[in.i+1].BOL {
			d := in.toks[in.i+1].Text
			switch d {
			case "if", "ifdef", "ifndef":
				depth++
			case "elif", "else", "endif":
				if depth == 0 {
					return
				}
				if d == "endif" {
					depth--
				}
			}
		}
		in.i++
	}
}

func joinTokens(toks []*Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.Space {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}

func (p *preprocessor) define(args []*Token, cmdTok *Token) {
	nameTok := args[0]
	if nameTok.Kind != TokIdent {
		p.d.add(atTokens(SevError, nameTok, nil, "macro name must be an identifier"))
		return
	}
	if nameTok.Text == "defined" {
		p.d.add(atTokens(SevError, nameTok, nil, "'defined' cannot be used as a macro name"))
		return
	}
	m := &macro{name: nameTok.Text, def: nameTok.Pos, defTok: nameTok}
	rest := args[1:]
	if len(rest) > 0 && rest[0].Text == "(" && !rest[0].Space {
		m.funcLike = true
		i := 1
		if i < len(rest) && rest[i].Text == ")" {
			i++
		} else {
			for {
				if i >= len(rest) {
					p.d.add(atTokens(SevError, nameTok, nil, "missing ')' in macro parameter list"))
					return
				}
				t := rest[i]
				if t.Text == "..." {
					m.variadic = true
					m.params = append(m.params, "__VA_ARGS__")
					i++
					if i >= len(rest) || rest[i].Text != ")" {
						p.d.add(atTokens(SevError, t, nil, "missing ')' in macro parameter list"))
						return
					}
					i++
					break
				}
				if t.Kind != TokIdent {
					p.d.add(atTokens(SevError, t, nil, "invalid token in macro parameter list"))
					return
				}
				for _, q := range m.params {
					if q == t.Text {
						p.d.add(atTokens(SevError, t, nil, fmt.Sprintf("duplicate macro parameter name '%s'", t.Text)))
						return
					}
				}
				m.params = append(m.params, t.Text)
				i++
				if i < len(rest) && rest[i].Text == "," {
					i++
					continue
				}
				if i < len(rest) && rest[i].Text == ")" {
					i++
					break
				}
				if i < len(rest) {
					p.d.add(atTokens(SevError, rest[i], nil, "expected comma in macro parameter list"))
				} else {
					p.d.add(atTokens(SevError, nameTok, nil, "missing ')' in macro parameter list"))
				}
				return
			}
		}
		rest = rest[i:]
	}
	m.body = rest
	for i, t := range m.body {
		if t.Text == "##" && t.Kind == TokPunct && (i == 0 || i == len(m.body)-1) {
			where := "beginning"
			if i != 0 {
				where = "end"
			}
			p.d.add(atTokens(SevError, t, nil, fmt.Sprintf("'##' cannot appear at %s of macro expansion", where)))
			return
		}
		if m.funcLike && t.Text == "#" && t.Kind == TokPunct && (i+1 >= len(m.body) || m.paramIndex(m.body[i+1]) < 0) {
			p.d.add(atTokens(SevError, t, nil, "'#' is not followed by a macro parameter"))
			return
		}
	}
	if old, ok := p.macros[m.name]; ok {
		if old.builtin != nil {
			p.d.add(atTokens(SevWarning, nameTok, nil, fmt.Sprintf("redefining builtin macro '%s'", m.name)))
		} else if !sameMacro(old, m) {
			diag := atTokens(SevWarning, nameTok, nil, fmt.Sprintf("'%s' macro redefined", m.name))
			diag.Flag = "-Wmacro-redefined"
			diag.Notes = append(diag.Notes, &Diagnostic{Sev: SevNote, Msg: "previous definition is here", Pos: old.def})
			p.d.add(diag)
		}
	}
	p.macros[m.name] = m
}

func sameMacro(a, b *macro) bool {
	if a.funcLike != b.funcLike || a.variadic != b.variadic || len(a.params) != len(b.params) || len(a.body) != len(b.body) {
		return false
	}
	for i := range a.params {
		if a.params[i] != b.params[i] {
			return false
		}
	}
	for i := range a.body {
		if a.body[i].Text != b.body[i].Text || (i > 0 && a.body[i].Space != b.body[i].Space) {
			return false
		}
	}
	return true
}

func (m *macro) paramIndex(t *Token) int {
	if !m.funcLike || t.Kind != TokIdent {
		return -1
	}
	for i, q := range m.params {
		if q == t.Text {
			return i
		}
	}
	return -1
}

// expand expands the macro named by t, pushing the result; it reports
// false when t is not an expandable macro here.
func (p *preprocessor) expand(t *Token) bool {
	m := p.macros[t.Text]
	if m == nil {
		return false
	}
	if t.hide.has(t.Text) {
		t.blue = true
		return false
	}
	p.steps++
	if p.steps > maxExpansionSteps {
		if p.steps == maxExpansionSteps+1 {
			p.d.add(atTokens(SevError, t, nil, "macro expansion is too large (limit reached)"))
		}
		return false
	}
	if m.builtin != nil {
		r := m.builtin(p, t)
		r.Pos = t.Pos
		r.Exp = t.Exp
		r.Space, r.BOL = t.Space, false
		r.hide = t.hide
		p.push([]*Token{r})
		return true
	}
	if !m.funcLike {
		exp := &Expansion{Macro: m.name, Def: m.def, At: t.Pos, AtExp: t.Exp}
		hs := t.hide.add(m.name)
		res := make([]*Token, 0, len(m.body))
		for _, b := range m.body {
			res = append(res, &Token{Kind: b.Kind, Text: b.Text, Pos: b.Pos, Exp: exp, Space: b.Space, hide: hs})
		}
		res = p.pasteAll(res, nil, m, exp, hs)
		if len(res) > 0 {
			res[0].Space = t.Space
		}
		p.push(res)
		return true
	}
	nt := p.peekRaw()
	if nt == nil || nt.Text != "(" || nt.Kind != TokPunct {
		return false
	}
	p.rawNext()
	args, rparen := p.readArgs(t, m)
	if rparen == nil {
		return true
	}
	exp := &Expansion{Macro: m.name, Def: m.def, At: t.Pos, AtExp: t.Exp}
	if rparen.Exp == t.Exp {
		exp.AtEnd = rparen.Pos
	}
	hs := t.hide.intersect(rparen.hide).add(m.name)
	res := p.subst(m, args, exp, hs)
	if len(res) > 0 {
		res[0].Space = t.Space
	}
	p.push(res)
	return true
}

func (p *preprocessor) push(toks []*Token) {
	if len(toks) == 0 {
		return
	}
	p.stack = append(p.stack, &ppInput{toks: toks})
}

// readArgs reads the arguments of a function-like macro invocation after
// its '('. It returns the closing parenthesis, or nil after an error.
func (p *preprocessor) readArgs(nameTok *Token, m *macro) ([][]*Token, *Token) {
	var args [][]*Token
	var cur []*Token
	depth := 0
	for {
		t := p.peekRaw()
		if t == nil {
			p.d.add(atTokens(SevError, nameTok, nil, "unterminated function-like macro invocation"))
			return nil, nil
		}
		p.rawNext()
		if t.Kind == TokPunct {
			switch t.Text {
			case "(":
				depth++
			case ")":
				if depth == 0 {
					args = append(args, cur)
					return p.checkArgs(nameTok, m, args, t)
				}
				depth--
			case ",":
				if depth == 0 && !(m.variadic && len(args) == len(m.params)-1) {
					args = append(args, cur)
					cur = nil
					continue
				}
			}
		}
		cur = append(cur, t)
	}
}

func (p *preprocessor) checkArgs(nameTok *Token, m *macro, args [][]*Token, rparen *Token) ([][]*Token, *Token) {
	if len(m.params) == 0 && len(args) == 1 && len(args[0]) == 0 {
		return nil, rparen
	}
	if m.variadic && len(args) == len(m.params)-1 {
		args = append(args, nil)
	}
	if len(args) != len(m.params) {
		msg := "too few arguments provided to function-like macro invocation"
		if len(args) > len(m.params) {
			msg = "too many arguments provided to function-like macro invocation"
		}
		diag := atTokens(SevError, nameTok, nil, msg)
		diag.Notes = append(diag.Notes, &Diagnostic{Sev: SevNote, Msg: fmt.Sprintf("macro '%s' defined here", m.name), Pos: m.def})
		p.d.add(diag)
		return nil, nil
	}
	return args, rparen
}

// expandList fully macro-expands a token list on its own (macro arguments
// and #if expressions).
func (p *preprocessor) expandList(toks []*Token) []*Token {
	saved := p.stack
	sentinel := &Token{Kind: TokEOF}
	list := make([]*Token, len(toks)+1)
	copy(list, toks)
	list[len(toks)] = sentinel
	p.stack = []*ppInput{{toks: list}}
	var out []*Token
	for {
		t := p.rawNext()
		if t == sentinel {
			break
		}
		if t.Kind == TokIdent && !t.blue && p.expand(t) {
			continue
		}
		out = append(out, t)
	}
	p.stack = saved
	return out
}

func (p *preprocessor) subst(m *macro, args [][]*Token, exp *Expansion, hs *hideset) []*Token {
	var res []*Token
	expanded := make([][]*Token, len(args))
	copyBody := func(b *Token) *Token {
		return &Token{Kind: b.Kind, Text: b.Text, Pos: b.Pos, Exp: exp, Space: b.Space, hide: hs}
	}
	copyArg := func(a []*Token, space bool) []*Token {
		out := make([]*Token, len(a))
		for i, t := range a {
			c := *t
			c.hide = t.hide.union(hs)
			c.BOL = false
			out[i] = &c
		}
		if len(out) > 0 {
			out[0].Space = space
		}
		return out
	}
	var pasteAt []int // indices in res where a ## joins res[i-1] and res[i]
	body := m.body
	for i := 0; i < len(body); i++ {
		b := body[i]
		if b.Kind == TokPunct && b.Text == "#" && i+1 < len(body) {
			if pi := m.paramIndex(body[i+1]); pi >= 0 {
				s := &Token{Kind: TokString, Text: quoteString(joinTokens(args[pi])), Pos: b.Pos, Exp: exp, Space: b.Space, hide: hs}
				res = append(res, s)
				i++
				continue
			}
		}
		if b.Kind == TokPunct && b.Text == "##" {
			pasteAt = append(pasteAt, len(res))
			continue
		}
		if pi := m.paramIndex(b); pi >= 0 {
			nextIsPaste := i+1 < len(body) && body[i+1].Text == "##"
			prevIsPaste := i > 0 && body[i-1].Text == "##"
			if (nextIsPaste || prevIsPaste) && !p.opts.LegacyMacroExpansion {
				res = append(res, copyArg(args[pi], b.Space)...)
			} else {
				if expanded[pi] == nil {
					expanded[pi] = p.expandList(args[pi])
				}
				res = append(res, copyArg(expanded[pi], b.Space)...)
			}
			continue
		}
		res = append(res, copyBody(b))
	}
	if len(pasteAt) == 0 {
		return res
	}
	return p.paste(res, pasteAt, exp)
}

func (p *preprocessor) pasteAll(res []*Token, _ []int, m *macro, exp *Expansion, hs *hideset) []*Token {
	var out []*Token
	var at []int
	for _, t := range res {
		if t.Kind == TokPunct && t.Text == "##" {
			at = append(at, len(out))
			continue
		}
		out = append(out, t)
	}
	if len(at) == 0 {
		return out
	}
	return p.paste(out, at, exp)
}

// paste joins res[i-1] and res[i] for every i in at (ascending).
func (p *preprocessor) paste(res []*Token, at []int, exp *Expansion) []*Token {
	join := map[int]bool{}
	for _, i := range at {
		join[i] = true
	}
	var out []*Token
	for i, t := range res {
		if join[i] && len(out) > 0 {
			l := out[len(out)-1]
			text := l.Text + t.Text
			f := NewFile("<scratch>", []byte(text))
			toks := tokenize(&Inclusion{File: f}, &Diags{})
			if len(toks) != 2 {
				p.d.add(atTokens(SevError, l, nil, fmt.Sprintf("pasting formed '%s', an invalid preprocessing token", text)))
				out = append(out, t)
				continue
			}
			n := *l
			n.Kind = toks[0].Kind
			n.Text = toks[0].Text
			n.blue = false
			out[len(out)-1] = &n
			continue
		}
		out = append(out, t)
	}
	return out
}

// include handles #include and, with next, clang's #include_next: the
// search starts after the include directory the current file was found in,
// so a header can wrap one of the same name further down the path.
func (p *preprocessor) include(name *Token, args []*Token, next bool) {
	if len(args) > 0 && args[0].Kind != TokString && args[0].Text != "<" {
		args = p.expandList(args)
	}
	if len(args) == 0 {
		p.d.add(atTokens(SevError, name, nil, "expected \"FILENAME\" or <FILENAME>"))
		return
	}
	var path string
	angled := false
	switch {
	case args[0].Kind == TokString:
		path = args[0].Text[1 : len(args[0].Text)-1]
	case args[0].Text == "<":
		var b strings.Builder
		closed := false
		for _, t := range args[1:] {
			if t.Text == ">" {
				closed = true
				break
			}
			if t.Space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(t.Text)
		}
		if !closed {
			p.d.add(atTokens(SevError, args[0], nil, "expected '>'"))
			return
		}
		path = b.String()
		angled = true
	default:
		p.d.add(atTokens(SevError, args[0], nil, "expected \"FILENAME\" or <FILENAME>"))
		return
	}
	if len(p.stack) > 200 {
		p.d.add(atTokens(SevError, name, nil, "#include nested too deeply"))
		return
	}
	start := -1
	if next {
		start = p.nextSearchStart(name, "#include_next")
	}
	data, full, dirPos, found := p.findInclude(path, angled, start)
	if !found {
		p.d.add(atTokens(SevError, args[0], lastTok(args), fmt.Sprintf("'%s' file not found", path)))
		return
	}
	if spelled := filepath.Join(filepath.Dir(full), filepath.Base(strings.ReplaceAll(path, `\`, "/"))); filepath.Base(spelled) != filepath.Base(full) {
		diag := atTokens(SevWarning, args[0], lastTok(args), fmt.Sprintf("non-portable path to file '%s'; specified path differs in case from file name on disk", filepath.Base(full)))
		diag.Flag = "-Wnonportable-include-path"
		p.d.add(diag)
	}
	key := filepath.Clean(full)
	if abs, err := filepath.Abs(full); err == nil {
		key = abs
	}
	if p.once[key] {
		return
	}
	from := name.Pos
	inc := &Inclusion{File: NewFile(full, data), From: &from}
	// #pragma once keys on the resolved path
	inc.File.Name = full
	in := &ppInput{toks: tokenize(inc, p.d), inc: inc, dirPos: dirPos}
	in.onceKey = key
	p.stack = append(p.stack, in)
}

// findInclude looks path up as #include does, with start < 0: a quoted
// name in the directory of the file being read first, then in the include
// directories. With start >= 0 it is the search of #include_next and
// __has_include_next: IncludeDirs[start:] only, as clang starts after the
// directory the current file was found in (and skips the includer's
// directory). dirPos is 1 + the index in IncludeDirs of the directory the
// file was found in, 0 when it was found beside the includer or by an
// absolute path.
func (p *preprocessor) findInclude(path string, angled bool, start int) (data []byte, full string, dirPos int, found bool) {
	if start < 0 {
		if cur := p.fileInput(); !angled && cur != nil {
			if b, cand, ok := p.readInclude(filepath.Dir(cur.inc.File.Name), path); ok {
				return b, cand, 0, true
			}
		}
		start = 0
	}
	for i := start; i < len(p.opts.IncludeDirs); i++ {
		if b, cand, ok := p.readInclude(p.opts.IncludeDirs[i], path); ok {
			if filepath.IsAbs(path) {
				return b, cand, 0, true
			}
			return b, cand, i + 1, true
		}
	}
	return nil, "", 0, false
}

// nextSearchStart is where #include_next (or __has_include_next, named by
// what) in the current file starts searching IncludeDirs, as clang's
// preprocessor decides: after the directory the file was found in; from the
// start (-1: the ordinary search) with a warning in the main file and in a
// file not found through the include directories.
func (p *preprocessor) nextSearchStart(at *Token, what string) int {
	cur := p.fileInput()
	switch {
	case cur == nil || cur.inc.From == nil:
		w := atTokens(SevWarning, at, nil, what+" in primary source file")
		w.Flag = "-Winclude-next-outside-header"
		p.d.add(w)
		return -1
	case cur.dirPos == 0:
		w := atTokens(SevWarning, at, nil, what+" in file found relative to primary source file or found by absolute path; will search from start of include path")
		w.Flag = "-Winclude-next-absolute-path"
		p.d.add(w)
		return -1
	}
	return cur.dirPos
}

// readInclude reads the include path relative to dir. Code written on
// Windows names files with backslashes and in any letter case; as DXC does
// there, a path that does not name a file as written is tried with '/' for
// '\\' and, on the host file system, with each component matched without
// regard to case (the caller warns about the case difference).
func (p *preprocessor) readInclude(dir, path string) ([]byte, string, bool) {
	try := func(path string) ([]byte, string, bool) {
		cand := path
		if !filepath.IsAbs(path) {
			cand = filepath.Join(dir, path)
		}
		b, err := p.opts.ReadFile(cand)
		return b, cand, err == nil
	}
	if b, cand, ok := try(path); ok {
		return b, cand, true
	}
	slashed := strings.ReplaceAll(path, `\`, "/")
	if slashed != path {
		if b, cand, ok := try(slashed); ok {
			return b, cand, true
		}
	}
	if !p.hostFS {
		return nil, "", false
	}
	// match each component without regard to case
	cur := dir
	if filepath.IsAbs(slashed) {
		cur = "/"
	}
	for _, part := range strings.Split(filepath.Clean(slashed), "/") {
		switch part {
		case "", ".":
			continue
		case "..":
			cur = filepath.Dir(cur)
			continue
		}
		ents, err := os.ReadDir(cur)
		if err != nil {
			return nil, "", false
		}
		next := ""
		for _, e := range ents {
			if e.Name() == part {
				next = e.Name()
				break
			}
			if next == "" && strings.EqualFold(e.Name(), part) {
				next = e.Name()
			}
		}
		if next == "" {
			return nil, "", false
		}
		cur = filepath.Join(cur, next)
	}
	b, err := p.opts.ReadFile(cur)
	return b, cur, err == nil
}

func lastTok(t []*Token) *Token {
	if len(t) == 0 {
		return nil
	}
	return t[len(t)-1]
}

func (p *preprocessor) pragma(name *Token, args []*Token) {
	if len(args) == 0 {
		return
	}
	switch args[0].Text {
	case "once":
		if in := p.fileInput(); in != nil {
			key := in.onceKey
			if key == "" {
				key = in.inc.File.Name
				if abs, err := filepath.Abs(key); err == nil {
					key = abs
				}
			}
			p.once[key] = true
		}
	case "pack_matrix":
		if len(args) == 4 && args[1].Text == "(" && args[3].Text == ")" && (args[2].Text == "row_major" || args[2].Text == "column_major") {
			p.pack = append(p.pack, PackMatrixMark{Index: len(p.out), RowMajor: args[2].Text == "row_major"})
			return
		}
		p.d.add(atTokens(SevError, args[0], nil, "expected '(row_major)' or '(column_major)' after '#pragma pack_matrix'"))
	case "warning", "message", "def", "optimize", "region", "endregion", "dxc":
		// accepted and ignored, as DXC does
	default:
		diag := atTokens(SevWarning, args[0], nil, "unknown pragma ignored")
		diag.Flag = "-Wunknown-pragmas"
		p.d.add(diag)
	}
}

func (p *preprocessor) lineDirective(in *ppInput, name *Token, args []*Token) {
	args = p.expandList(args)
	if len(args) == 0 || args[0].Kind != TokNumber {
		p.d.add(atTokens(SevError, name, nil, "#line directive requires a positive integer argument"))
		return
	}
	n, err := strconv.Atoi(args[0].Text)
	if err != nil || n <= 0 {
		p.d.add(atTokens(SevError, args[0], nil, "#line directive requires a positive integer argument"))
		return
	}
	f := in.inc.File
	fname, _ := f.presumed(name.Pos.Line)
	if len(args) > 1 {
		if args[1].Kind != TokString {
			p.d.add(atTokens(SevError, args[1], nil, "invalid filename for #line directive"))
			return
		}
		fname = args[1].Text[1 : len(args[1].Text)-1]
	}
	f.lineDirs = append(f.lineDirs, lineDirective{physLine: name.Pos.Line + 1, line: n, name: fname})
}

// Text renders preprocessed tokens as source text (--emit=pp): tokens that
// start a line in their file start a new output line.
func (r *PPResult) Text() string {
	var b strings.Builder
	lastLine := -1
	var lastInc *Inclusion
	for i, t := range r.Tokens {
		if t.Kind == TokEOF {
			break
		}
		loc := t.Loc()
		if i > 0 && (loc.Inc != lastInc || loc.Line != lastLine) && (t.Exp == nil || t.BOL) {
			b.WriteByte('\n')
		} else if i > 0 && (t.Space || needSpace(r.Tokens[i-1], t)) {
			b.WriteByte(' ')
		}
		lastLine, lastInc = loc.Line, loc.Inc
		b.WriteString(t.Text)
	}
	b.WriteByte('\n')
	return b.String()
}

// needSpace keeps adjacent tokens from gluing into a different token.
func needSpace(a, b *Token) bool {
	if (a.Kind == TokIdent || a.Kind == TokNumber) && (b.Kind == TokIdent || b.Kind == TokNumber) {
		return true
	}
	if a.Kind == TokPunct && b.Kind == TokPunct {
		f := NewFile("", []byte(a.Text+b.Text))
		toks := tokenize(&Inclusion{File: f}, &Diags{})
		return len(toks) != 3
	}
	return false
}
