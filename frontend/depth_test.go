package frontend

import (
	"strings"
	"testing"
)

// TestNestingLimits: expressions and brackets nested past maxExprDepth are a
// located error, not a stack overflow (a chain of 400000 additions, 800 KB of
// source, overflowed the checker's recursion; 10^6 parentheses the
// parser's), and depths below the limit still compile.
func TestNestingLimits(t *testing.T) {
	kernel := func(expr string) string {
		return "RWStructuredBuffer<uint> O;\n[numthreads(1, 1, 1)]\nvoid main(uint i : SV_GroupIndex)\n{\n    O[0] = " + expr + ";\n}\n"
	}
	for _, c := range []struct {
		name, expr, want string
	}{
		{"chain below the limit", strings.Repeat("i + ", maxExprDepth-2) + "i", ""},
		{"chain past the limit", strings.Repeat("i + ", maxExprDepth+10) + "i",
			"t.hlsl:5:12: error: expression nested too deeply: more than 65536 levels of operators, calls and parentheses (split it into several statements)"},
		{"parentheses below the limit", strings.Repeat("(", maxExprDepth-8) + "i" + strings.Repeat(")", maxExprDepth-8), ""},
		{"parentheses past the limit", strings.Repeat("(", maxExprDepth+10) + "i" + strings.Repeat(")", maxExprDepth+10),
			"t.hlsl:5:65547: error: brackets nested too deeply: more than 65536 levels of (, [ and {"},
	} {
		res := Compile("t.hlsl", []byte(kernel(c.expr)), Options{}, StageCheck)
		var b strings.Builder
		res.Diags.Render(&b)
		got := b.String()
		if c.want == "" {
			if res.Diags.HasErrors() {
				t.Errorf("%s: %s", c.name, got[:min(len(got), 300)])
			}
			continue
		}
		if first, _, _ := strings.Cut(got, "\n"); first != c.want {
			t.Errorf("%s: got %q, want %q", c.name, first[:min(len(first), 300)], c.want)
		}
	}
}
