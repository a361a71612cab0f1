package ir

import (
	"fmt"
	"unicode/utf8"
)

type tokKind uint8

const (
	tEOF     tokKind = iota
	tNewline         // end of a line (comments are skipped)
	tIdent           // op names, types, keywords
	tNumber          // 12, -3, 0x1f, 1.5e-3, -inf is not a number (use hex)
	tValue           // %name
	tGlobal          // @name
	tBlock           // ^name
	tPunct           // { } ( ) [ ] : , = ->
)

type token struct {
	kind tokKind
	text string // without the sigil for %, @, ^
	pos  Pos
}

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tNewline:
		return "end of line"
	case tValue:
		return "%" + t.text
	case tGlobal:
		return "@" + t.text
	case tBlock:
		return "^" + t.text
	}
	return fmt.Sprintf("%q", t.text)
}

// Error is an error in IR text, at a position.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string {
	if !e.Pos.IsValid() {
		return "error: " + e.Msg
	}
	return fmt.Sprintf("%d:%d: error: %s", e.Pos.Line, e.Pos.Col, e.Msg)
}

func lex(src string) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	adv := func(n int) {
		for k := 0; k < n; k++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else if src[i]&0xc0 != 0x80 {
				col++
			}
			i++
		}
	}
	for i < len(src) {
		c := src[i]
		pos := Pos{Line: line, Col: col}
		switch {
		case c == '\n':
			toks = append(toks, token{tNewline, "\n", pos})
			adv(1)
		case c == ' ' || c == '\t' || c == '\r':
			adv(1)
		case c == ';':
			for i < len(src) && src[i] != '\n' {
				adv(1)
			}
		case c == '%' || c == '@' || c == '^':
			j := i + 1
			for j < len(src) {
				if isNameChar(rune(src[j])) {
					j++
					continue
				}
				// a global named in an HLSL namespace: @N::Buf
				if c == '@' && j > i+1 && j+2 < len(src) && src[j] == ':' && src[j+1] == ':' && isNameChar(rune(src[j+2])) {
					j += 2
					continue
				}
				break
			}
			if j == i+1 {
				return nil, &Error{pos, fmt.Sprintf("expected a name after %q", c)}
			}
			k := map[byte]tokKind{'%': tValue, '@': tGlobal, '^': tBlock}[c]
			toks = append(toks, token{k, src[i+1 : j], pos})
			adv(j - i)
		case c == '-' && i+1 < len(src) && src[i+1] == '>':
			toks = append(toks, token{tPunct, "->", pos})
			adv(2)
		case c == '-' || c == '+' || c >= '0' && c <= '9':
			j := i + 1
			for j < len(src) {
				d := src[j]
				if isNameChar(rune(d)) || (d == '-' || d == '+') && (src[j-1] == 'e' || src[j-1] == 'E') && !isHexPrefix(src[i:j]) {
					j++
					continue
				}
				break
			}
			toks = append(toks, token{tNumber, src[i:j], pos})
			adv(j - i)
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i + 1
			for j < len(src) && isNameChar(rune(src[j])) {
				j++
			}
			toks = append(toks, token{tIdent, src[i:j], pos})
			adv(j - i)
		case c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ':' || c == ',' || c == '=':
			toks = append(toks, token{tPunct, string(c), pos})
			adv(1)
		default:
			r, _ := utf8.DecodeRuneInString(src[i:])
			return nil, &Error{pos, fmt.Sprintf("unexpected character %q", r)}
		}
	}
	toks = append(toks, token{tEOF, "", Pos{Line: line, Col: col}})
	return toks, nil
}

func isHexPrefix(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	return len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')
}
