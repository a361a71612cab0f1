package frontend

import (
	"fmt"
	"io"
	"strings"
)

// Severity of a diagnostic.
type Severity int

const (
	SevNote Severity = iota
	SevWarning
	SevError
)

func (s Severity) String() string {
	switch s {
	case SevError:
		return "error"
	case SevWarning:
		return "warning"
	}
	return "note"
}

// Diagnostic is one message with its location, an optional range on the
// same line, and attached notes (macro expansions, "declared here", ...).
type Diagnostic struct {
	Sev    Severity
	Msg    string
	Pos    Pos
	EndCol int // last column of the highlighted range (inclusive), 0 for a caret only
	Notes  []*Diagnostic
	Flag   string // warning group, e.g. "-Wconversion"; "" for errors
}

// Diags collects diagnostics. Warnings become errors under Werror.
type Diags struct {
	List   []*Diagnostic
	Werror bool
	NoWarn bool
	// Disabled are the warning groups (Diagnostic.Flag, "-Wname") not
	// reported.
	Disabled map[string]bool
	// MaxErrors stops the compile after that many errors (0: no limit;
	// the command line's -ferror-limit, 20 by default as clang's): the
	// lexer and the preprocessor end early, so a file of garbage is not
	// read to its end, one error per line, before the compile stops.
	MaxErrors int
	errors    int
}

// TooMany reports whether more errors than MaxErrors were found.
func (d *Diags) TooMany() bool { return d.MaxErrors > 0 && d.errors > d.MaxErrors }

// ErrorCount is the number of errors (including promoted warnings).
func (d *Diags) ErrorCount() int { return d.errors }

// HasErrors reports whether any error was reported.
func (d *Diags) HasErrors() bool { return d.errors > 0 }

func (d *Diags) add(diag *Diagnostic) *Diagnostic {
	if diag.Sev == SevWarning {
		if d.NoWarn || d.Disabled[diag.Flag] {
			return diag
		}
		if d.Werror {
			diag.Sev = SevError
			diag.Msg += " [-Werror"
			if diag.Flag != "" {
				diag.Msg += "," + diag.Flag
			}
			diag.Msg += "]"
		} else if diag.Flag != "" {
			diag.Msg += " [" + diag.Flag + "]"
		}
	}
	if diag.Sev == SevError {
		d.errors++
		if d.MaxErrors > 0 && d.errors > d.MaxErrors {
			if d.errors == d.MaxErrors+1 {
				d.List = append(d.List, &Diagnostic{Sev: SevError, Msg: fmt.Sprintf("more than %d errors: the compile stops here [-ferror-limit=]", d.MaxErrors)})
			}
			return diag
		}
	}
	d.List = append(d.List, diag)
	return diag
}

func (d *Diags) errorAt(p Pos, format string, args ...any) *Diagnostic {
	return d.add(&Diagnostic{Sev: SevError, Msg: fmt.Sprintf(format, args...), Pos: p})
}

func (d *Diags) warnAt(p Pos, flag, format string, args ...any) *Diagnostic {
	return d.add(&Diagnostic{Sev: SevWarning, Msg: fmt.Sprintf(format, args...), Pos: p, Flag: flag})
}

// atTokens makes a diagnostic located at token first, highlighting up to
// token last when both are on the same line, with "expanded from macro"
// notes for tokens produced by macros.
func atTokens(sev Severity, first, last *Token, msg string) *Diagnostic {
	diag := &Diagnostic{Sev: sev, Msg: msg, Pos: first.Loc()}
	if last != nil && last != first {
		lp := last.Loc()
		if lp.Inc == diag.Pos.Inc && lp.Line == diag.Pos.Line && lp.Col >= diag.Pos.Col {
			diag.EndCol = lp.Col + len(last.Text) - 1
			if last.Exp != nil && last.Exp.AtEnd.Valid() && lp == last.Exp.At {
				diag.EndCol = last.Exp.AtEnd.Col
			}
		}
	} else if first.Exp == nil && len(first.Text) > 1 {
		diag.EndCol = diag.Pos.Col + len(first.Text) - 1
	}
	diag.Notes = append(diag.Notes, expansionNotes(first)...)
	return diag
}

// expansionNotes lists where a macro-produced token came from, innermost first.
func expansionNotes(t *Token) []*Diagnostic {
	var notes []*Diagnostic
	spell := t.Pos
	for e := t.Exp; e != nil; e = e.AtExp {
		if e.builtin {
			spell = e.At
			continue
		}
		notes = append(notes, &Diagnostic{Sev: SevNote, Msg: fmt.Sprintf("expanded from macro '%s'", e.Macro), Pos: spell})
		spell = e.At
	}
	return notes
}

// Render writes every diagnostic in clang's format.
func (d *Diags) Render(w io.Writer) {
	for _, diag := range d.List {
		renderOne(w, diag)
	}
}

// String renders one diagnostic with its notes.
func (diag *Diagnostic) String() string {
	var b strings.Builder
	renderOne(&b, diag)
	return b.String()
}

func renderOne(w io.Writer, diag *Diagnostic) {
	if diag.Pos.Valid() {
		// include stack, outermost last as clang prints it
		var chain []string
		for inc := diag.Pos.Inc; inc != nil && inc.From != nil; inc = inc.From.Inc {
			name, line := inc.From.Presumed()
			chain = append(chain, fmt.Sprintf("%s:%d", name, line))
		}
		for i, c := range chain {
			if i == 0 {
				fmt.Fprintf(w, "In file included from %s:\n", c)
			} else {
				fmt.Fprintf(w, "                 from %s:\n", c)
			}
		}
	}
	renderLine(w, diag)
	for _, n := range diag.Notes {
		renderLine(w, n)
	}
}

func renderLine(w io.Writer, diag *Diagnostic) {
	if !diag.Pos.Valid() {
		if diag.Sev == SevNote {
			fmt.Fprintf(w, "note: %s\n", diag.Msg)
		} else {
			fmt.Fprintf(w, "hlslc: %s: %s\n", diag.Sev, diag.Msg)
		}
		return
	}
	name, line := diag.Pos.Presumed()
	fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", name, line, diag.Pos.Col, diag.Sev, diag.Msg)
	src := diag.Pos.Inc.File.LineText(diag.Pos.Line)
	fmt.Fprintln(w, src)
	var caret strings.Builder
	for i := 0; i < diag.Pos.Col-1 && i < len(src); i++ {
		if src[i] == '\t' {
			caret.WriteByte('\t')
		} else {
			caret.WriteByte(' ')
		}
	}
	caret.WriteByte('^')
	for c := diag.Pos.Col + 1; c <= diag.EndCol; c++ {
		caret.WriteByte('~')
	}
	fmt.Fprintln(w, caret.String())
}

// disabledWarnings applies -W options in order (Options.Warnings).
func disabledWarnings(ws []string) map[string]bool {
	off := map[string]bool{}
	for _, w := range ws {
		switch {
		case w == "all" || w == "everything":
			clear(off)
		case strings.HasPrefix(w, "no-"):
			off["-W"+w[3:]] = true
		default:
			delete(off, "-W"+w)
		}
	}
	return off
}
