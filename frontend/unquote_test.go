package frontend

import "testing"

// String literals resolve C's simple escapes (the table character
// constants in #if use too) and \0; other escaped characters stay.
func TestUnquote(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`"plain"`, "plain"},
		{`"a\tb\nc\r"`, "a\tb\nc\r"},
		{`"\a\b\f\v\e"`, "\a\b\f\v\x1b"},
		{`"\\ \" \' \?"`, `\ " ' ?`},
		{`"x\0y"`, "x\x00y"},
		{`"\q"`, "q"},
	} {
		if got := unquote(c.in); got != c.want {
			t.Errorf("unquote(%s) = %q, want %q", c.in, got, c.want)
		}
	}
}
