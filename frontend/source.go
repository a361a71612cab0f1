package frontend

import (
	"sort"
)

// File is one source file as read from disk (or given in memory).
type File struct {
	Name       string // path as spelled on the command line or resolved include path
	Text       []byte
	lineStarts []int
	lineDirs   []lineDirective // #line directives seen in this file, in order
}

// lineDirective remaps presumed line numbers (and the file name) from a
// physical line onwards.
type lineDirective struct {
	physLine int // first physical line the directive applies to
	line     int // presumed line number of physLine
	name     string
}

// NewFile makes a File from its name and contents.
func NewFile(name string, text []byte) *File {
	f := &File{Name: name, Text: text}
	f.lineStarts = append(f.lineStarts, 0)
	for i, c := range text {
		if c == '\n' {
			f.lineStarts = append(f.lineStarts, i+1)
		}
	}
	return f
}

// LineText returns physical line n (1-based) without its newline.
func (f *File) LineText(n int) string {
	if n < 1 || n > len(f.lineStarts) {
		return ""
	}
	start := f.lineStarts[n-1]
	end := len(f.Text)
	if n < len(f.lineStarts) {
		end = f.lineStarts[n] - 1
	}
	if end > start && f.Text[end-1] == '\r' {
		end--
	}
	if end < start {
		end = start
	}
	return string(f.Text[start:end])
}

// presumed applies #line directives to a physical line.
func (f *File) presumed(line int) (string, int) {
	i := sort.Search(len(f.lineDirs), func(i int) bool { return f.lineDirs[i].physLine > line }) - 1
	if i < 0 {
		return f.Name, line
	}
	d := f.lineDirs[i]
	return d.name, d.line + line - d.physLine
}

// Inclusion is one inclusion of a file: the file and where it was included
// from (nil for the main file).
type Inclusion struct {
	File *File
	From *Pos // the #include directive's position, nil for the main file
}

// Pos is a position in a file: physical line and 1-based byte column.
type Pos struct {
	Inc  *Inclusion
	Line int
	Col  int
}

// Valid reports whether the position points into a file.
func (p Pos) Valid() bool { return p.Inc != nil }

// Presumed returns the file name and line after #line directives.
func (p Pos) Presumed() (string, int) {
	if p.Inc == nil {
		return "<unknown>", 0
	}
	return p.Inc.File.presumed(p.Line)
}

// Expansion records one macro expansion: the macro, where it is defined and
// where it was invoked (the invocation token's own origin, which may itself
// come from an outer expansion).
type Expansion struct {
	Macro   string
	Def     Pos // position of the macro name in its #define
	At      Pos // spelling position of the invocation (macro name token)
	AtExp   *Expansion
	AtEnd   Pos // position of the closing parenthesis of a function-like invocation
	builtin bool
}
