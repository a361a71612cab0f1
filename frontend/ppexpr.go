package frontend

import (
	"fmt"
	"strconv"
	"strings"
)

// ppValue is an #if expression value: 64-bit, signed or unsigned as in C.
type ppValue struct {
	v        int64
	unsigned bool
}

type ppExpr struct {
	p    *preprocessor
	toks []*Token
	i    int
	dir  *Token
	err  bool
}

// evalCond evaluates an #if/#elif expression.
func (p *preprocessor) evalCond(dir *Token, args []*Token) bool {
	if len(args) == 0 {
		p.d.add(atTokens(SevError, dir, nil, fmt.Sprintf("#%s with no expression", dir.Text)))
		return false
	}
	// replace defined X / defined(X) before expansion
	var pre []*Token
	for i := 0; i < len(args); i++ {
		t := args[i]
		if t.Kind == TokIdent && t.Text == "defined" {
			j := i + 1
			paren := j < len(args) && args[j].Text == "("
			if paren {
				j++
			}
			if j >= len(args) || args[j].Kind != TokIdent {
				p.d.add(atTokens(SevError, t, nil, "macro name must be an identifier"))
				return false
			}
			_, ok := p.macros[args[j].Text]
			ok = ok || args[j].Text == hasInclude || args[j].Text == hasIncludeNext || featureChecks[args[j].Text] // clang's builtins are defined
			if paren {
				j++
				if j >= len(args) || args[j].Text != ")" {
					p.d.add(atTokens(SevError, args[j-1], nil, "missing ')' after 'defined'"))
					return false
				}
			}
			v := "0"
			if ok {
				v = "1"
			}
			pre = append(pre, &Token{Kind: TokNumber, Text: v, Pos: t.Pos, Exp: t.Exp})
			i = j
			continue
		}
		if t.Kind == TokIdent && (t.Text == hasInclude || t.Text == hasIncludeNext) {
			found, end, ok := p.hasInclude(t, args[i+1:])
			if !ok {
				return false
			}
			v := "0"
			if found {
				v = "1"
			}
			pre = append(pre, &Token{Kind: TokNumber, Text: v, Pos: t.Pos, Exp: t.Exp})
			i += end
			continue
		}
		if t.Kind == TokIdent && featureChecks[t.Text] {
			// a feature check written in the directive: its operand is
			// not macro-expanded, as clang lexes it unexpanded
			v, end, ok := p.featureCheck(t, args[i+1:])
			if !ok {
				return false
			}
			pre = append(pre, &Token{Kind: TokNumber, Text: strconv.Itoa(v), Pos: t.Pos, Exp: t.Exp})
			i += end
			continue
		}
		pre = append(pre, t)
	}
	toks := p.expandList(pre)
	e := &ppExpr{p: p, toks: toks, dir: dir}
	v := e.cond()
	if !e.err && e.i < len(e.toks) {
		e.fail(e.toks[e.i], "token is not a valid binary operator in a preprocessor subexpression")
	}
	if e.err {
		return false
	}
	return v.v != 0
}

// hasInclude and hasIncludeNext are clang's __has_include and
// __has_include_next, which DXC's preprocessor has.
const (
	hasInclude     = "__has_include"
	hasIncludeNext = "__has_include_next"
)

// hasInclude evaluates __has_include("file") or __has_include(<file>) whose
// operand rest starts with the '(': whether #include would find the file
// (findInclude); __has_include_next whether #include_next would
// (nextSearchStart). end is the index in rest of the closing ')'; ok is
// false after an error.
func (p *preprocessor) hasInclude(name *Token, rest []*Token) (found bool, end int, ok bool) {
	if len(rest) == 0 || rest[0].Text != "(" {
		p.d.add(atTokens(SevError, name, nil, fmt.Sprintf("missing '(' after '%s'", name.Text)))
		return false, 0, false
	}
	j := 1
	var path string
	angled := false
	switch {
	case j < len(rest) && rest[j].Kind == TokString && len(rest[j].Text) >= 2:
		path = rest[j].Text[1 : len(rest[j].Text)-1]
		j++
	case j < len(rest) && rest[j].Text == "<":
		var b strings.Builder
		for j++; j < len(rest) && rest[j].Text != ">"; j++ {
			if rest[j].Space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(rest[j].Text)
		}
		if j >= len(rest) {
			p.d.add(atTokens(SevError, rest[1], nil, "expected '>'"))
			return false, 0, false
		}
		path, angled = b.String(), true
		j++
	default:
		p.d.add(atTokens(SevError, name, nil, "expected \"FILENAME\" or <FILENAME>"))
		return false, 0, false
	}
	if j >= len(rest) || rest[j].Text != ")" {
		p.d.add(atTokens(SevError, rest[j-1], nil, fmt.Sprintf("missing ')' after '%s'", name.Text)))
		return false, 0, false
	}
	start := -1
	if name.Text == hasIncludeNext {
		start = p.nextSearchStart(name, hasIncludeNext)
	}
	_, _, _, found = p.findInclude(path, angled, start)
	return found, j + 1, true
}

func (e *ppExpr) fail(t *Token, msg string) ppValue {
	if !e.err {
		e.err = true
		if t == nil {
			t = e.dir
		}
		e.p.d.add(atTokens(SevError, t, nil, msg))
	}
	return ppValue{}
}

func (e *ppExpr) peek() *Token {
	if e.i < len(e.toks) {
		return e.toks[e.i]
	}
	return nil
}

func (e *ppExpr) last() *Token {
	if len(e.toks) > 0 {
		return e.toks[len(e.toks)-1]
	}
	return e.dir
}

func (e *ppExpr) cond() ppValue {
	c := e.binary(0)
	if t := e.peek(); t != nil && t.Text == "?" {
		e.i++
		a := e.cond()
		if t := e.peek(); t == nil || t.Text != ":" {
			return e.fail(t, "expected ':' in preprocessor conditional")
		}
		e.i++
		b := e.cond()
		if c.v != 0 {
			a.unsigned = a.unsigned || b.unsigned
			return a
		}
		b.unsigned = a.unsigned || b.unsigned
		return b
	}
	return c
}

var ppPrec = map[string]int{
	"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6,
	"<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}

func (e *ppExpr) binary(min int) ppValue {
	l := e.unary()
	for !e.err {
		t := e.peek()
		if t == nil || t.Kind != TokPunct {
			return l
		}
		prec, ok := ppPrec[t.Text]
		if !ok || prec <= min {
			return l
		}
		e.i++
		r := e.binary(prec)
		if e.err {
			return l
		}
		l = e.apply(t, l, r)
	}
	return l
}

func b2v(b bool) ppValue {
	if b {
		return ppValue{v: 1}
	}
	return ppValue{}
}

func (e *ppExpr) apply(op *Token, l, r ppValue) ppValue {
	u := l.unsigned || r.unsigned
	switch op.Text {
	case "||":
		return b2v(l.v != 0 || r.v != 0)
	case "&&":
		return b2v(l.v != 0 && r.v != 0)
	case "|":
		return ppValue{l.v | r.v, u}
	case "^":
		return ppValue{l.v ^ r.v, u}
	case "&":
		return ppValue{l.v & r.v, u}
	case "==":
		return b2v(l.v == r.v)
	case "!=":
		return b2v(l.v != r.v)
	case "<", ">", "<=", ">=":
		var lt, eq bool
		if u {
			lt, eq = uint64(l.v) < uint64(r.v), l.v == r.v
		} else {
			lt, eq = l.v < r.v, l.v == r.v
		}
		switch op.Text {
		case "<":
			return b2v(lt)
		case ">":
			return b2v(!lt && !eq)
		case "<=":
			return b2v(lt || eq)
		}
		return b2v(!lt)
	case "<<":
		return ppValue{l.v << (uint64(r.v) & 63), l.unsigned}
	case ">>":
		if l.unsigned {
			return ppValue{int64(uint64(l.v) >> (uint64(r.v) & 63)), true}
		}
		return ppValue{l.v >> (uint64(r.v) & 63), false}
	case "+":
		return ppValue{l.v + r.v, u}
	case "-":
		return ppValue{l.v - r.v, u}
	case "*":
		return ppValue{l.v * r.v, u}
	case "/", "%":
		if r.v == 0 {
			return e.fail(op, "division by zero in preprocessor expression")
		}
		if u {
			if op.Text == "/" {
				return ppValue{int64(uint64(l.v) / uint64(r.v)), true}
			}
			return ppValue{int64(uint64(l.v) % uint64(r.v)), true}
		}
		if r.v == -1 {
			if op.Text == "/" {
				return ppValue{-l.v, false}
			}
			return ppValue{0, false}
		}
		if op.Text == "/" {
			return ppValue{l.v / r.v, false}
		}
		return ppValue{l.v % r.v, false}
	}
	return e.fail(op, "token is not a valid binary operator in a preprocessor subexpression")
}

func (e *ppExpr) unary() ppValue {
	t := e.peek()
	if t == nil {
		return e.fail(e.last(), "expected value in expression")
	}
	e.i++
	switch {
	case t.Kind == TokPunct && t.Text == "(":
		v := e.cond()
		if n := e.peek(); n == nil || n.Text != ")" {
			return e.fail(t, "missing ')' in expression")
		}
		e.i++
		return v
	case t.Kind == TokPunct && t.Text == "!":
		return b2v(e.unary().v == 0)
	case t.Kind == TokPunct && t.Text == "-":
		v := e.unary()
		return ppValue{-v.v, v.unsigned}
	case t.Kind == TokPunct && t.Text == "+":
		return e.unary()
	case t.Kind == TokPunct && t.Text == "~":
		v := e.unary()
		return ppValue{^v.v, v.unsigned}
	case t.Kind == TokNumber:
		v, uns, ok := parsePPNumber(t.Text)
		if !ok {
			return e.fail(t, fmt.Sprintf("invalid integer constant '%s' in preprocessor expression", t.Text))
		}
		return ppValue{v, uns}
	case t.Kind == TokChar:
		v, ok := e.p.charConstant(t)
		if !ok {
			e.err = true
		}
		return ppValue{v: v}
	case t.Kind == TokIdent && featureChecks[t.Text]:
		// a feature check a macro expanded to (#define HAS(x) __has_feature(x))
		v, end, ok := e.p.featureCheck(t, e.toks[e.i:])
		if !ok {
			e.err = true
			return ppValue{}
		}
		e.i += end
		return ppValue{v: int64(v)}
	case t.Kind == TokIdent:
		if t.Text == "true" {
			return ppValue{v: 1}
		}
		return ppValue{} // undefined identifiers are 0
	}
	return e.fail(t, "invalid token at start of a preprocessor expression")
}

func parsePPNumber(s string) (int64, bool, bool) {
	body := strings.TrimRight(s, "uUlL")
	uns := strings.ContainsAny(s[len(body):], "uU")
	v, err := strconv.ParseUint(body, 0, 64)
	if err != nil {
		return 0, false, false
	}
	return int64(v), uns, true
}

// charConstant evaluates a character constant in #if as clang does: an int
// whose value is the character's, a single char sign-extended ('\xff' is -1,
// char being signed), several chars packed big-endian into 32 bits ('ab' is
// 0x6162) with clang's -Wmultichar warning, more than four keeping the last
// four. Escapes are C's (\n \t \x41 \101 \u0041 ...). ok is false after an
// error, which is reported at the token.
func (p *preprocessor) charConstant(t *Token) (v int64, ok bool) {
	body := t.Text[1 : len(t.Text)-1]
	if body == "" {
		p.d.add(atTokens(SevError, t, nil, "empty character constant"))
		return 0, false
	}
	var chars []byte
	for i := 0; i < len(body); {
		c := body[i]
		if c >= 0x80 {
			p.d.add(atTokens(SevError, t, nil, "character too large for enclosing character literal type"))
			return 0, false
		}
		if c != '\\' {
			chars = append(chars, c)
			i++
			continue
		}
		i++
		if i >= len(body) {
			break
		}
		e := body[i]
		i++
		if c, ok := simpleEscape(e); ok {
			chars = append(chars, c)
			continue
		}
		switch e {
		case 'x':
			j := i
			var x uint64
			for j < len(body) && isHexDigit(body[j]) && x <= 0xff {
				d, _ := strconv.ParseUint(body[j:j+1], 16, 8)
				x = x<<4 | d
				j++
			}
			if j == i {
				p.d.add(atTokens(SevError, t, nil, "\\x used with no following hex digits"))
				return 0, false
			}
			if x > 0xff {
				p.d.add(atTokens(SevError, t, nil, "hex escape sequence out of range"))
				return 0, false
			}
			chars = append(chars, byte(x))
			i = j
		case 'u', 'U':
			n := 4
			if e == 'U' {
				n = 8
			}
			if i+n > len(body) {
				p.d.add(atTokens(SevError, t, nil, fmt.Sprintf("incomplete universal character name; expected %d hex digits", n)))
				return 0, false
			}
			cp, err := strconv.ParseUint(body[i:i+n], 16, 32)
			if err != nil {
				p.d.add(atTokens(SevError, t, nil, fmt.Sprintf("incomplete universal character name; expected %d hex digits", n)))
				return 0, false
			}
			if cp >= 0x80 {
				p.d.add(atTokens(SevError, t, nil, "character too large for enclosing character literal type"))
				return 0, false
			}
			chars = append(chars, byte(cp))
			i += n
		default:
			if e >= '0' && e <= '7' {
				o := uint64(e - '0')
				for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
					o = o<<3 | uint64(body[i]-'0')
					i++
				}
				if o > 0xff {
					p.d.add(atTokens(SevError, t, nil, "octal escape sequence out of range"))
					return 0, false
				}
				chars = append(chars, byte(o))
				continue
			}
			w := atTokens(SevWarning, t, nil, fmt.Sprintf("unknown escape sequence '\\%c'", e))
			w.Flag = "-Wunknown-escape-sequence"
			p.d.add(w)
			chars = append(chars, e)
		}
	}
	if len(chars) == 1 {
		return int64(int8(chars[0])), true
	}
	if len(chars) > 4 {
		w := atTokens(SevWarning, t, nil, "character constant too long for its type")
		p.d.add(w)
	} else {
		w := atTokens(SevWarning, t, nil, "multi-character character constant")
		w.Flag = "-Wmultichar"
		p.d.add(w)
	}
	var u uint32
	for _, c := range chars {
		u = u<<8 | uint32(c)
	}
	return int64(int32(u)), true
}
