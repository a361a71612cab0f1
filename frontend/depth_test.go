package frontend

import (
	"runtime"
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
		// prefix operators recurse in the parser itself: 10^6 of them
		// overflowed its stack (a fatal error, not a diagnostic)
		{"prefix chain below the limit", strings.Repeat("~", maxExprDepth-2) + "i", ""},
		{"prefix chain past the limit", strings.Repeat("~", 1000000) + "i",
			"t.hlsl:5:65547: error: expression nested too deeply: more than 65536 levels of operators, calls and parentheses (split it into several statements)"},
		// right-nested: reported where the path first passes the limit,
		// at the index of the 65535th assignment's left side
		{"assignment chain past the limit", strings.Repeat("O[0] = ", maxExprDepth+10) + "i",
			"t.hlsl:5:458752: error: expression nested too deeply: more than 65536 levels of operators, calls and parentheses (split it into several statements)"},
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

// TestLongChainStopsTheParse: a flat chain a+b+...+z does not make the parser
// recurse (ANTLR loops over a left-recursive rule) but nests one context per
// operator, so the depth limit has to hold while the parser builds it. The
// parse stops at the limit: what the compile allocates stays near what the
// tokens take (about 190 bytes each here), where the whole tree of the chain
// took over 400 more per token before the checker refused it.
func TestLongChainStopsTheParse(t *testing.T) {
	const terms = 400000
	src := []byte("RWStructuredBuffer<uint> O;\n[numthreads(1, 1, 1)]\nvoid main(uint i : SV_GroupIndex)\n{\n    O[0] = " + strings.Repeat("i+", terms) + "i;\n}\n")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res := Compile("t.hlsl", src, Options{}, StageCheck)
	runtime.ReadMemStats(&after)
	var b strings.Builder
	res.Diags.Render(&b)
	if first, _, _ := strings.Cut(b.String(), "\n"); !strings.Contains(first, "t.hlsl:5:12: error: expression nested too deeply") {
		t.Fatalf("got %q", first[:min(len(first), 300)])
	}
	perToken := float64(after.TotalAlloc-before.TotalAlloc) / float64(2*terms)
	if perToken > 400 {
		t.Errorf("the compile allocated %.0f bytes per token: the parse went on past the depth limit", perToken)
	}
	t.Logf("%.0f bytes allocated per token", perToken)
}

// TestLexerReservesByTokens: the lexer reserves room for about one token per
// 4 bytes of source, but not more than maxTokenSlab at once: a 16 MB file of
// comments has no tokens, and reserving for 4 million of them allocated
// 352 MB (100 MB of comments reserved 2.5 GB, which the collector then
// paced itself by, and which -fmemory-limit's runtime figure counted).
func TestLexerReservesByTokens(t *testing.T) {
	src := []byte(strings.Repeat("// "+strings.Repeat("c", 61)+"\n", 16<<20/65))
	f := NewFile("t.hlsl", src)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	toks := tokenize(&Inclusion{File: f}, &Diags{})
	runtime.ReadMemStats(&after)
	if len(toks) > 1 {
		t.Fatalf("%d tokens from comments", len(toks))
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<20 {
		t.Errorf("tokenizing %d MB of comments allocated %d MB", len(src)>>20, got>>20)
	}
}

// TestDepthLimitThroughSyntaxErrors: in error recovery ANTLR reports one
// context's exit twice (a left-recursive rule that fails between an operand
// and the next operator unrolls from the operand it closed); the depth limit
// ignores the second exit instead of closing a context that is still open.
// The fuzzer's input (testdata/fuzz/FuzzFrontend/fead68a560f9d350) panicked
// with an index out of range there.
func TestDepthLimitThroughSyntaxErrors(t *testing.T) {
	for _, body := range []string{
		"float v = O[i.];",
		"float v = O[i] + ;",
		"float v = (O[i] * ) + 1;",
		"Zflatten] if (i < 1) { i *= 2; }",
		"O[0] = i + i + i . + i;",
	} {
		src := "RWStructuredBuffer<float> O;\n[numthreads(1, 1, 1)]\nvoid main(uint i : SV_GroupIndex)\n{\n    " + body + "\n}\n"
		res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
		if !res.Diags.HasErrors() {
			t.Errorf("%q: no error", body)
		}
		var b strings.Builder
		res.Diags.Render(&b)
		if strings.Contains(b.String(), "nested too deeply") {
			t.Errorf("%q: %s", body, b.String())
		}
	}
}
