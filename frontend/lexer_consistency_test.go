package frontend

import (
	"os"
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"hlslc/grammar"
)

// TestGrammarLexerAgrees runs the generated ANTLR lexer over each corpus
// shader's preprocessed text and checks that it produces the token types
// the preprocessor-fed token stream uses (TYPE_NAME aside, which only the
// classifier knows, and '>>' split inside template arguments).
func TestGrammarLexerAgrees(t *testing.T) {
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		res := Compile(path, src, fileOptions(t, path, src), StagePreprocess)
		if res.Diags.HasErrors() {
			t.Fatalf("%s: preprocessing failed", path)
		}
		ours := classify(res.PP.Tokens, &Diags{}, 60)
		lex := grammar.NewHLSLLexer(antlr.NewInputStream(res.PP.Text()))
		lex.RemoveErrorListeners()
		var theirs []antlr.Token
		for {
			tk := lex.NextToken()
			theirs = append(theirs, tk)
			if tk.GetTokenType() == antlr.TokenEOF {
				break
			}
		}
		i, j := 0, 0
		for i < len(ours) && j < len(theirs) {
			a, b := ours[i], theirs[j]
			at, bt := a.GetTokenType(), b.GetTokenType()
			if at == typeNameType {
				at = identType
			}
			if a.GetText() == ">" && b.GetText() == ">>" {
				// the classifier split a '>>' closing nested template arguments
				i += 2
				j++
				continue
			}
			if at == intLitType && bt == floatLitType && b.GetText() == a.GetText()+"." && i+1 < len(ours) && ours[i+1].GetText() == "." {
				// "5.xxx": an integer scalar swizzle, which the preprocessor's
				// tokenizer splits and the standalone lexer reads as "5." xxx
				i += 2
				j++
				continue
			}
			if at != bt || a.GetText() != b.GetText() {
				t.Errorf("%s: token %d: ours %q (type %d), ANTLR lexer %q (type %d)", path, i, a.GetText(), at, b.GetText(), bt)
				break
			}
			i++
			j++
		}
		if i != len(ours) || j != len(theirs) {
			t.Errorf("%s: token counts differ (ours %d of %d, lexer %d of %d)", path, i, len(ours), j, len(theirs))
		}
	}
}
