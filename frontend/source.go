package frontend

import (
	"bytes"
	"encoding/binary"
	"sort"
	"unicode/utf16"
	"unicode/utf8"
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

// NewFile makes a File from its name and contents, decoded as UTF-8 text
// (decodeSource).
func NewFile(name string, text []byte) *File {
	text = decodeSource(text)
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

// decodeSource returns a source file's bytes as UTF-8 text. DXC reads a file
// by its byte order mark, as dxcompiler's DxcCodePageFromBytes detects it
// (files from Visual Studio often start with one): a UTF-8 mark is dropped,
// UTF-16 and UTF-32 text (little- or big-endian, as the mark says) is
// converted to UTF-8 without its mark; bytes without a mark are UTF-8 as
// they are. A unit left over at the end of a UTF-16 or UTF-32 file, or a
// code point that is not one, becomes U+FFFD.
func decodeSource(b []byte) []byte {
	switch {
	case bytes.HasPrefix(b, []byte{0xef, 0xbb, 0xbf}):
		return b[3:]
	case len(b) > 4 && bytes.HasPrefix(b, []byte{0xff, 0xfe, 0, 0}):
		// more than the mark, as DXC tells an empty UTF-16 LE file with a
		// terminator from a UTF-32 LE mark
		return decodeUTF32(b[4:], binary.LittleEndian)
	case bytes.HasPrefix(b, []byte{0, 0, 0xfe, 0xff}):
		return decodeUTF32(b[4:], binary.BigEndian)
	case bytes.HasPrefix(b, []byte{0xff, 0xfe}):
		return decodeUTF16(b[2:], binary.LittleEndian)
	case bytes.HasPrefix(b, []byte{0xfe, 0xff}):
		return decodeUTF16(b[2:], binary.BigEndian)
	}
	return b
}

func decodeUTF16(b []byte, order binary.ByteOrder) []byte {
	units := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		units = append(units, order.Uint16(b[i:]))
	}
	out := make([]byte, 0, len(b))
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	if len(b)%2 != 0 {
		out = utf8.AppendRune(out, utf8.RuneError)
	}
	return out
}

func decodeUTF32(b []byte, order binary.ByteOrder) []byte {
	out := make([]byte, 0, len(b)/2)
	for i := 0; i+3 < len(b); i += 4 {
		r := rune(order.Uint32(b[i:]))
		if !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		out = utf8.AppendRune(out, r)
	}
	if len(b)%4 != 0 {
		out = utf8.AppendRune(out, utf8.RuneError)
	}
	return out
}
