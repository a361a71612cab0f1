package frontend

import "strings"

// TokKind classifies preprocessing tokens.
type TokKind uint8

const (
	TokEOF TokKind = iota
	TokIdent
	TokNumber
	TokString
	TokPunct
	TokHeader // <...> in #include, produced only on demand
	TokOther  // a character that starts no token
	// TokChar is a character constant ('A', '\n', 'ab'): an apostrophe
	// closed by another on its line. #if and #elif evaluate it (ppexpr.go).
	// An apostrophe with no closing one on its line stays a TokOther, so
	// prose in a skipped group or an #error message ("can't") lexes as
	// before.
	TokChar
)

// Token is a preprocessing token with its origin. Tokens that come out of
// the preprocessor keep the position where their text was spelled (Pos) and
// the macro expansion that produced them (Exp, nil when the token was written
// directly in a file).
type Token struct {
	Kind  TokKind
	Text  string
	Pos   Pos
	Exp   *Expansion
	BOL   bool // first token on its line
	Space bool // preceded by whitespace
	hide  *hideset
	blue  bool // "painted blue": never expands again
	// unterminated marks a '"' string with no closing quote on its line. It
	// is an error only where the token is used: in a group a conditional
	// skips, clang lexes raw and says nothing, so an apostrophe-like stray
	// quote in "#if 0" prose is no error (the preprocessor reports it).
	unterminated bool
}

// Loc is the position a user would call the token's location: the outermost
// macro invocation for expanded tokens, the spelling otherwise.
func (t *Token) Loc() Pos {
	if t.Exp == nil {
		return t.Pos
	}
	e := t.Exp
	for e.AtExp != nil {
		e = e.AtExp
	}
	return e.At
}

var punctuators = []string{
	">>=", "<<=", "...",
	"##", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>",
	"<=", ">=", "==", "!=", "&&", "||", "::", "->",
	"#", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<", ">", "=", "?", ":",
	";", ",", ".", "(", ")", "[", "]", "{", "}", "\\",
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentChar(c byte) bool { return isIdentStart(c) || isDigit(c) }

// isBinaryDigit reports whether c is a digit of a binary literal (0b101).
func isBinaryDigit(c byte) bool { return c == '0' || c == '1' }

func isHexDigit(c byte) bool {
	return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

// maxTokenSlab is the most tokens tokenize allocates at once (a 1 MB
// source has about 250,000).
const maxTokenSlab = 1 << 18

// tokenize splits one file into preprocessing tokens. Errors (unterminated
// comments) are reported through diag; an unterminated string is marked on
// its token, for the preprocessor to report if the token is not skipped.
func tokenize(inc *Inclusion, d *Diags) []*Token {
	src := inc.File.Text
	// about one token per 4 bytes of source, but no more reserved up
	// front than a large shader has: 100 MB of comments reserved 2.5 GB
	// of tokens it never used
	estimate := min(len(src)/4+1, maxTokenSlab)
	toks := make([]*Token, 0, estimate)
	// tokens are allocated in slabs and their spellings interned: both cut
	// the allocation (and GC) work that dominates lexing
	slab := make([]Token, 0, estimate)
	intern := make(map[string]string)
	newTok := func() *Token {
		if len(slab) == cap(slab) {
			slab = make([]Token, 0, min(2*cap(slab)+256, maxTokenSlab))
		}
		slab = slab[:len(slab)+1]
		return &slab[len(slab)-1]
	}
	line, col := 1, 1
	i := 0
	bol, space := true, false
	adv := func(n int) {
		for k := 0; k < n && i < len(src); k++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
			i++
		}
	}
	for i < len(src) && !d.TooMany() {
		c := src[i]
		switch {
		case c == '\n':
			adv(1)
			bol, space = true, false
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			adv(1)
			space = true
			continue
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || (src[i+1] == '\r' && i+2 < len(src) && src[i+2] == '\n')):
			// line continuation: the next physical line continues this one
			if src[i+1] == '\r' {
				adv(3)
			} else {
				adv(2)
			}
			space = true
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				if src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n' {
					adv(1)
				}
				adv(1)
			}
			space = true
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			start := Pos{Inc: inc, Line: line, Col: col}
			adv(2)
			closed := false
			for i < len(src) {
				if src[i] == '*' && i+1 < len(src) && src[i+1] == '/' {
					adv(2)
					closed = true
					break
				}
				adv(1)
			}
			if !closed {
				d.errorAt(start, "unterminated /* comment")
			}
			space = true
			continue
		}
		t := newTok()
		*t = Token{Pos: Pos{Inc: inc, Line: line, Col: col}, BOL: bol, Space: space}
		bol, space = false, false
		start := i
		switch {
		case isIdentStart(c):
			j := i
			for j < len(src) && isIdentChar(src[j]) {
				j++
			}
			t.Kind = TokIdent
			adv(j - i)
		case isDigit(c) || (c == '.' && i+1 < len(src) && isDigit(src[i+1])):
			j := scanNumber(src, i)
			t.Kind = TokNumber
			adv(j - i)
		case c == '\'' && charConstantEnd(src, i) > 0:
			t.Kind = TokChar
			adv(charConstantEnd(src, i) - i)
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' && src[j] != '\n' {
				if src[j] == '\\' && j+1 < len(src) {
					j++
				}
				j++
			}
			if j >= len(src) || src[j] != '"' {
				t.unterminated = true
				t.Kind = TokString
				adv(j - i)
				t.Text = string(src[start:i]) + "\""
				toks = append(toks, t)
				continue
			}
			t.Kind = TokString
			adv(j + 1 - i)
		default:
			t.Kind = TokOther
			n := 1
			for _, p := range punctuators {
				if i+len(p) <= len(src) && string(src[i:i+len(p)]) == p {
					t.Kind = TokPunct
					n = len(p)
					break
				}
			}
			adv(n)
		}
		if text, ok := intern[string(src[start:i])]; ok {
			t.Text = text
		} else {
			t.Text = string(src[start:i])
			intern[t.Text] = t.Text
		}
		toks = append(toks, t)
	}
	toks = append(toks, &Token{Kind: TokEOF, Pos: Pos{Inc: inc, Line: line, Col: col}, BOL: true})
	return toks
}

// charConstantEnd returns the end (just past the closing quote) of the
// character constant whose opening apostrophe is at src[i], or 0 when no closing
// quote follows on the line. A backslash escapes the next character, as in
// a string.
func charConstantEnd(src []byte, i int) int {
	for j := i + 1; j < len(src) && src[j] != '\n'; j++ {
		switch src[j] {
		case '\\':
			j++
		case '\'':
			return j + 1
		}
	}
	return 0
}

// scanNumber returns the end of the number starting at i: digits (or a hex
// body), at most one '.', an exponent, then suffix letters. Unlike C's
// pp-number it stops before a second '.', so "1.0.xxx" is a number followed
// by a swizzle.
func scanNumber(src []byte, i int) int {
	j := i
	if src[j] == '0' && j+1 < len(src) && (src[j+1] == 'x' || src[j+1] == 'X') {
		j += 2
		for j < len(src) && isHexDigit(src[j]) {
			j++
		}
		if e := hexFloatEnd(src, j); e > j {
			j = e
		}
	} else {
		for j < len(src) && isDigit(src[j]) {
			j++
		}
		if j < len(src) && src[j] == '.' && dotContinuesNumber(src, j, j > i) {
			j++
			for j < len(src) && isDigit(src[j]) {
				j++
			}
		}
		if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
			k := j + 1
			if k < len(src) && (src[k] == '+' || src[k] == '-') {
				k++
			}
			if k < len(src) && isDigit(src[k]) {
				j = k
				for j < len(src) && isDigit(src[j]) {
					j++
				}
			}
		}
	}
	for j < len(src) && isIdentChar(src[j]) {
		j++
	}
	return j
}

// hexFloatEnd returns the end of a hexadecimal floating literal's
// fraction and binary exponent starting at src[j], just after "0x" and its
// hex digits ("0x1.fffffep-1", "0x1p-3", "0x.8p1": C99's form, which DXC's
// clang accepts), or j when none follows. The exponent is required, so
// "0x1.x" stays an integer followed by a swizzle.
func hexFloatEnd(src []byte, j int) int {
	k := j
	if k < len(src) && src[k] == '.' {
		k++
		for k < len(src) && isHexDigit(src[k]) {
			k++
		}
	}
	if k >= len(src) || (src[k] != 'p' && src[k] != 'P') {
		return j
	}
	k++
	if k < len(src) && (src[k] == '+' || src[k] == '-') {
		k++
	}
	if k >= len(src) || !isDigit(src[k]) {
		return j
	}
	for k < len(src) && isDigit(src[k]) {
		k++
	}
	return k
}

// dotContinuesNumber decides whether the '.' at src[j] belongs to the
// number: "1.5", "1.", "1.e3", "1.f" do; "5.xxxx" (a scalar swizzle) does not.
func dotContinuesNumber(src []byte, j int, haveDigits bool) bool {
	if !haveDigits {
		return true
	}
	k := j + 1
	if k >= len(src) || !isIdentChar(src[k]) {
		return true
	}
	if isDigit(src[k]) {
		return true
	}
	switch src[k] {
	case 'e', 'E':
		return k+1 < len(src) && (isDigit(src[k+1]) || src[k+1] == '+' || src[k+1] == '-')
	case 'f', 'F', 'h', 'H', 'l', 'L':
		return k+1 >= len(src) || !isIdentChar(src[k+1])
	}
	return false
}

// hideset is a persistent set of macro names (Prosser's algorithm).
type hideset struct {
	name string
	next *hideset
}

func (h *hideset) has(name string) bool {
	for ; h != nil; h = h.next {
		if h.name == name {
			return true
		}
	}
	return false
}

func (h *hideset) add(name string) *hideset {
	if h.has(name) {
		return h
	}
	return &hideset{name: name, next: h}
}

func (h *hideset) union(o *hideset) *hideset {
	r := h
	for ; o != nil; o = o.next {
		r = r.add(o.name)
	}
	return r
}

func (h *hideset) intersect(o *hideset) *hideset {
	var r *hideset
	for ; h != nil; h = h.next {
		if o.has(h.name) {
			r = &hideset{name: h.name, next: r}
		}
	}
	return r
}

// quoteString makes a string literal of s (for # and __FILE__).
func quoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		if s[i] == '"' || s[i] == '\\' {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	b.WriteByte('"')
	return b.String()
}

// simpleEscape is the byte C's simple escape sequence \e stands for (with
// GNU's \e for the escape character, which clang takes), for string
// literals and character constants.
func simpleEscape(e byte) (byte, bool) {
	switch e {
	case 'n':
		return '\n', true
	case 't':
		return '\t', true
	case 'r':
		return '\r', true
	case 'v':
		return '\v', true
	case 'f':
		return '\f', true
	case 'b':
		return '\b', true
	case 'a':
		return 7, true
	case 'e', 'E':
		return 27, true
	case '\\', '\'', '"', '?':
		return e, true
	}
	return 0, false
}
