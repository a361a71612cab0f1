// Package filecheck implements the core of LLVM FileCheck's semantics in Go,
// for matching hlslc's assembly against the CHECK lines of the test suite.
//
// Directives, in the order they are written:
//
//	CHECK: P         P matches at or after the end of the previous match
//	CHECK-NEXT: P    P matches on the line right after the previous match's
//	CHECK-NOT: P     P does not match between the previous match and the
//	                 next positive match (or the end of the block)
//	CHECK-LABEL: P   P matches a unique point that splits the input into
//	                 blocks; the directives between two labels are matched
//	                 only inside the block between the two label matches
//	CHECK-COUNT-N: P N CHECK: P lines
//	CHECK-DAG: P     a run of consecutive CHECK-DAG lines matches in any
//	                 order at or after the end of the previous match, the
//	                 matches not overlapping; what follows matches after
//	                 the furthest of them, and CHECK-NOT lines before the
//	                 run hold up to its earliest match
//
// A pattern is literal text with three kinds of embedded syntax: {{RE}} is
// a regular expression (Go's RE2 syntax); [[VAR:RE]] matches RE and
// defines VAR as the text it matched; [[VAR]] matches the text of VAR,
// which an earlier directive must have defined (a use in the pattern that
// defines the variable would need a back-reference, which RE2 lacks, and is
// an error). Variables keep their values across labels (FileCheck's
// default, without --enable-var-scope). CHECK-LABEL patterns may not define
// or use variables.
//
// Whitespace is canonicalised as FileCheck does by default: leading and
// trailing whitespace of a pattern is ignored, and every run of horizontal
// whitespace (spaces and tabs) in the pattern's literal text and in the
// input matches any run of horizontal whitespace (the input is
// canonicalised by collapsing each run to one space).
package filecheck

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Kind is a directive's kind.
type Kind uint8

// The directives.
const (
	Check Kind = iota
	Next
	Not
	Label
	DAG
)

func (k Kind) String() string {
	return [...]string{"CHECK", "CHECK-NEXT", "CHECK-NOT", "CHECK-LABEL", "CHECK-DAG"}[k]
}

// ParseDirective maps a directive name to its kind and how many
// directives it stands for: CHECK-COUNT-N is N CHECK lines in a row (as in
// FileCheck), every other name one.
func ParseDirective(s string) (Kind, int, bool) {
	if n, ok := strings.CutPrefix(s, "CHECK-COUNT-"); ok {
		c, err := strconv.Atoi(n)
		if err != nil || c < 1 || strconv.Itoa(c) != n {
			return 0, 0, false
		}
		return Check, c, true
	}
	k, ok := ParseKind(s)
	return k, 1, ok
}

// ParseKind maps a directive name to its kind.
func ParseKind(s string) (Kind, bool) {
	for k := Check; k <= DAG; k++ {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

// Directive is one check line.
type Directive struct {
	Kind    Kind
	Pattern string
	Line    int // line in the check file, for messages
}

// Error is a failed check: the directive and what went wrong.
type Error struct {
	File      string
	Directive Directive
	Msg       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d: %s: %s", e.File, e.Directive.Line, e.Directive.Kind, e.Msg)
}

// piece is a part of a compiled pattern.
type piece struct {
	lit    string // literal text (canonicalised)
	re     string // a {{regex}}
	def    string // [[def:re]]: the variable defined by re
	use    string // [[use]]
	isLit  bool
	isExpr bool
}

// pattern is a parsed pattern.
type pattern struct {
	pieces []piece
}

// canon collapses every run of spaces and tabs to one space.
func canon(s string) string {
	var b strings.Builder
	sp := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' {
			if !sp {
				b.WriteByte(' ')
			}
			sp = true
			continue
		}
		sp = false
		b.WriteByte(c)
	}
	return b.String()
}

var varName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// parsePattern splits a pattern into literal text, regexes and variables.
func parsePattern(p string) (*pattern, error) {
	p = strings.TrimSpace(p)
	if p == "" {
		return nil, fmt.Errorf("empty pattern")
	}
	var pat pattern
	for p != "" {
		i := strings.Index(p, "{{")
		j := strings.Index(p, "[[")
		switch {
		case i < 0 && j < 0:
			pat.pieces = append(pat.pieces, piece{lit: canon(p), isLit: true})
			p = ""
		case i >= 0 && (j < 0 || i < j):
			if i > 0 {
				pat.pieces = append(pat.pieces, piece{lit: canon(p[:i]), isLit: true})
			}
			end := strings.Index(p[i+2:], "}}")
			if end < 0 {
				return nil, fmt.Errorf("found start of regex string with no end '}}'")
			}
			re := p[i+2 : i+2+end]
			if re == "" {
				return nil, fmt.Errorf("found empty regex string '{{}}'")
			}
			if _, err := regexp.Compile(re); err != nil {
				return nil, fmt.Errorf("invalid regex {{%s}}: %v", re, err)
			}
			pat.pieces = append(pat.pieces, piece{re: re})
			p = p[i+2+end+2:]
		default:
			if j > 0 {
				pat.pieces = append(pat.pieces, piece{lit: canon(p[:j]), isLit: true})
			}
			end := varEnd(p[j+2:])
			if end < 0 {
				return nil, fmt.Errorf("invalid variable reference: no closing ']]'")
			}
			body := p[j+2 : j+2+end]
			name, re, isDef := strings.Cut(body, ":")
			if !varName.MatchString(name) {
				return nil, fmt.Errorf("invalid variable name %q", name)
			}
			if isDef {
				if re == "" {
					return nil, fmt.Errorf("variable %s defined with an empty regex", name)
				}
				if _, err := regexp.Compile(re); err != nil {
					return nil, fmt.Errorf("invalid regex in [[%s]]: %v", body, err)
				}
				pat.pieces = append(pat.pieces, piece{def: name, re: re})
			} else {
				pat.pieces = append(pat.pieces, piece{use: name})
			}
			p = p[j+2+end+2:]
		}
	}
	return &pat, nil
}

// varEnd finds the "]]" that closes a variable reference in s (which
// starts after the "[["), skipping brackets of character classes and
// escaped characters in the regex, as FileCheck does; -1 if there is none.
func varEnd(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '[':
			depth++
		case ']':
			if depth == 0 {
				if i+1 < len(s) && s[i+1] == ']' {
					return i
				}
				continue
			}
			depth--
		}
	}
	return -1
}

// regex builds the regular expression of a pattern with the variables'
// current values; defs lists the variables the capture groups define, in
// group order.
func (p *pattern) regex(vars map[string]string) (*regexp.Regexp, []string, error) {
	var b strings.Builder
	var defs []string
	local := map[string]bool{}
	for _, pc := range p.pieces {
		switch {
		case pc.isLit:
			b.WriteString(regexp.QuoteMeta(pc.lit))
		case pc.def != "":
			b.WriteString("(" + pc.re + ")")
			defs = append(defs, pc.def)
			local[pc.def] = true
		case pc.use != "":
			if local[pc.use] {
				// RE2 has no back-references
				return nil, nil, fmt.Errorf("variable %s is used in the pattern that defines it (not supported)", pc.use)
			}
			v, ok := vars[pc.use]
			if !ok {
				return nil, nil, fmt.Errorf("undefined variable: %s", pc.use)
			}
			b.WriteString(regexp.QuoteMeta(v))
		default:
			b.WriteString("(?:" + pc.re + ")")
		}
	}
	re, err := regexp.Compile("(?m)" + b.String())
	if err != nil {
		return nil, nil, err
	}
	return re, defs, nil
}

// match finds the first match of p in in[from:to]; it returns the match's
// bounds in in and the variables it defines.
func (p *pattern) match(in string, from, to int, vars map[string]string) (int, int, map[string]string, error) {
	re, defs, err := p.regex(vars)
	if err != nil {
		return -1, -1, nil, err
	}
	loc := re.FindStringSubmatchIndex(in[from:to])
	if loc == nil {
		return -1, -1, nil, nil
	}
	got := map[string]string{}
	for k, name := range defs {
		got[name] = in[from+loc[2+2*k] : from+loc[3+2*k]]
	}
	return from + loc[0], from + loc[1], got, nil
}

// compiled is a directive with its parsed pattern.
type compiled struct {
	Directive
	pat *pattern
}

// Match checks input against the directives; file names the check file in
// error messages. It returns nil when every directive holds, else the first
// failure.
func Match(file string, dirs []Directive, input string) error {
	if len(dirs) == 0 {
		return nil
	}
	// canonicalise the input line by line (newlines stay)
	lines := strings.Split(input, "\n")
	for k, l := range lines {
		lines[k] = canon(l)
	}
	in := strings.Join(lines, "\n")

	cs := make([]compiled, len(dirs))
	for k, d := range dirs {
		p, err := parsePattern(d.Pattern)
		if err != nil {
			return &Error{file, d, err.Error()}
		}
		cs[k] = compiled{d, p}
	}
	vars := map[string]string{}

	// Labels split the input into blocks: each label matches after the
	// previous one; the directives between labels are checked in between.
	type block struct {
		dirs     []compiled
		from, to int
	}
	var blocks []block
	cur := block{from: 0}
	pos := 0
	for k := 0; k < len(cs); k++ {
		c := cs[k]
		if c.Kind != Label {
			cur.dirs = append(cur.dirs, c)
			continue
		}
		for _, pc := range c.pat.pieces {
			if pc.use != "" || pc.def != "" {
				return &Error{file, c.Directive, "CHECK-LABEL cannot define or use variables"}
			}
		}
		s, e, _, err := c.pat.match(in, pos, len(in), vars)
		if err != nil {
			return &Error{file, c.Directive, err.Error()}
		}
		if s < 0 {
			return &Error{file, c.Directive, notFound(c.Pattern, in, pos)}
		}
		cur.to = s
		blocks = append(blocks, cur)
		// the label itself is the first positive match of its block
		cur = block{from: s, dirs: []compiled{c}}
		pos = e
	}
	cur.to = len(in)
	blocks = append(blocks, cur)

	for _, b := range blocks {
		if err := matchBlock(file, b.dirs, in, b.from, b.to, vars); err != nil {
			return err
		}
	}
	return nil
}

// lineOf is the 1-based line of offset off.
func lineOf(in string, off int) int { return strings.Count(in[:off], "\n") + 1 }

// notFound is FileCheck's message for a missing match, with the line where
// the search started.
func notFound(pat, in string, from int) string {
	l := lineOf(in, from)
	start := strings.LastIndexByte(in[:from], '\n') + 1
	text := in[start:]
	if nl := strings.IndexByte(text, '\n'); nl >= 0 {
		text = text[:nl]
	}
	return fmt.Sprintf("expected string not found in input: %q (scanning from input line %d: %q)", strings.TrimSpace(pat), l, strings.TrimSpace(text))
}

// matchDAG matches a run of CHECK-DAG directives in in[from:to], each at
// its first place from `from` that overlaps no earlier match of the run;
// it returns the earliest start and the furthest end of the matches.
func matchDAG(file string, dag []compiled, in string, from, to int, vars map[string]string) (int, int, error) {
	type span struct{ s, e int }
	var got []span
	first, end := to, from
	for _, c := range dag {
		at := from
		for {
			s, e, defs, err := c.pat.match(in, at, to, vars)
			if err != nil {
				return 0, 0, &Error{file, c.Directive, err.Error()}
			}
			if s < 0 {
				return 0, 0, &Error{file, c.Directive, notFound(c.Pattern, in, from)}
			}
			overlap := -1
			for _, g := range got {
				if s < g.e && g.s < max(e, s+1) {
					overlap = max(overlap, g.e)
				}
			}
			if overlap >= 0 {
				at = max(overlap, s+1)
				continue
			}
			got = append(got, span{s, e})
			first, end = min(first, s), max(end, e)
			for k, v := range defs {
				vars[k] = v
			}
			break
		}
	}
	return first, end, nil
}

// matchBlock checks the directives of one label block in in[from:to].
func matchBlock(file string, dirs []compiled, in string, from, to int, vars map[string]string) error {
	pos := from
	prevEnd := -1 // end of the previous positive match, -1 before any
	var nots []compiled
	checkNots := func(end int) error {
		for _, n := range nots {
			s, _, _, err := n.pat.match(in, pos, end, vars)
			if err != nil {
				return &Error{file, n.Directive, err.Error()}
			}
			if s >= 0 {
				return &Error{file, n.Directive, fmt.Sprintf("excluded string found in input: %q at input line %d", strings.TrimSpace(n.Pattern), lineOf(in, s))}
			}
		}
		nots = nots[:0]
		return nil
	}
	for k := 0; k < len(dirs); k++ {
		c := dirs[k]
		switch c.Kind {
		case Not:
			nots = append(nots, c)
			continue
		case DAG:
			n := k + 1
			for n < len(dirs) && dirs[n].Kind == DAG {
				n++
			}
			first, end, err := matchDAG(file, dirs[k:n], in, pos, to, vars)
			if err != nil {
				return err
			}
			if err := checkNots(first); err != nil {
				return err
			}
			pos, prevEnd = end, end
			k = n - 1
			continue
		case Next:
			if prevEnd < 0 {
				return &Error{file, c.Directive, "found 'CHECK-NEXT' without a previous 'CHECK' line"}
			}
		}
		s, e, got, err := c.pat.match(in, pos, to, vars)
		if err != nil {
			return &Error{file, c.Directive, err.Error()}
		}
		if s < 0 {
			return &Error{file, c.Directive, notFound(c.Pattern, in, pos)}
		}
		if c.Kind == Next {
			want := lineOf(in, prevEnd) + 1
			if l := lineOf(in, s); l != want {
				return &Error{file, c.Directive, fmt.Sprintf("%q is on input line %d, not on the line after the previous match (line %d)", strings.TrimSpace(c.Pattern), l, want-1)}
			}
		}
		if err := checkNots(s); err != nil {
			return err
		}
		for k, v := range got {
			vars[k] = v
		}
		pos, prevEnd = e, e
	}
	return checkNots(to)
}
