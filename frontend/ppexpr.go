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
			ok = ok || args[j].Text == hasInclude // clang's builtin is defined
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
		if t.Kind == TokIdent && t.Text == hasInclude {
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

// hasInclude is clang's __has_include, which DXC's preprocessor has.
const hasInclude = "__has_include"

// hasInclude evaluates __has_include("file") or __has_include(<file>) whose
// operand rest starts with the '(': whether #include would find the file
// (findInclude). end is the index in rest of the closing ')'; ok is false
// after an error.
func (p *preprocessor) hasInclude(name *Token, rest []*Token) (found bool, end int, ok bool) {
	if len(rest) == 0 || rest[0].Text != "(" {
		p.d.add(atTokens(SevError, name, nil, "missing '(' after '__has_include'"))
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
		p.d.add(atTokens(SevError, rest[j-1], nil, "missing ')' after '__has_include'"))
		return false, 0, false
	}
	_, _, found = p.findInclude(path, angled)
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
