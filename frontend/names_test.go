package frontend

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestUsingDirectives checks "using namespace N;" against C++'s rules, one
// row per rule: each program defines the constant R (possibly in a
// namespace, named by want's key) whose folded value says which
// declaration lookup found, or fails with the error given.
func TestUsingDirectives(t *testing.T) {
	const ns = `namespace A { static const int a = 1; static const int x = 10; struct S { int v; }; typedef float T;
    int f(int v) { return 1; } enum E { X = 4 }; namespace Inner { static const int b = 7; } }
namespace B { static const int x = 20; struct S { float w; }; typedef float T; int f(float v) { return 2; } }
`
	rows := []struct {
		name, src string
		r         string // the constant holding the result
		want      int64
		err       string
	}{
		{"global directive", `using namespace A; static const int R = a;`, "R", 1, ""},
		{"directive before the namespace", `using namespace Later; namespace Later {}`, "", 0,
			"expected namespace name ('Later' is not a namespace)"},
		{"not a namespace", `struct Q { int q; }; using namespace Q;`, "", 0, "'Q' is not a namespace"},
		{"global declaration and nominated one are ambiguous",
			`static const int a = 5; using namespace A; static const int R = a;`, "", 0, "reference to 'a' is ambiguous"},
		{"two nominated namespaces are ambiguous",
			`using namespace A; using namespace B; static const int R = x;`, "", 0, "reference to 'x' is ambiguous"},
		{"qualified name is not ambiguous",
			`using namespace A; using namespace B; static const int R = B::x;`, "R", 20, ""},
		{"an enclosing namespace's own name hides the nominated one",
			`namespace M { static const int a = 2; using namespace A; static const int R = a; }`, "M::R", 2, ""},
		{"directive in a namespace is visible inside it only",
			`namespace M { using namespace A; } static const int R = a;`, "", 0, "use of undeclared identifier 'a'"},
		{"reopened namespace keeps its directives",
			`namespace M { using namespace A; } namespace M { static const int R = a + 1; }`, "M::R", 2, ""},
		{"transitive", `namespace M { using namespace A; } using namespace M; static const int R = a;`, "R", 1, ""},
		{"qualified lookup follows the namespace's directives",
			`namespace M { using namespace A; } static const int R = M::a;`, "R", 1, ""},
		{"qualified lookup prefers the namespace's own member",
			`namespace M { using namespace A; static const int a = 3; } static const int R = M::a;`, "R", 3, ""},
		{"nominated namespace named through an earlier directive",
			`using namespace A; using namespace Inner; static const int R = b;`, "R", 7, ""},
		{"qualified directive", `using namespace A::Inner; static const int R = b + ::A::a;`, "R", 8, ""},
		{"enumerators and the enum's own scope", `using namespace A; static const int R = X + E::X;`, "R", 8, ""},
		{"struct type", `using namespace A; int g() { S s0; s0.v = 3; return s0.v; }`, "", 0, ""},
		{"two structs are ambiguous", `using namespace A; using namespace B; static const S s0 = (S)0;`, "", 0,
			"reference to 'S' is ambiguous"},
		{"typedefs of one type are not ambiguous",
			`using namespace A; using namespace B; static const T t0 = 2.5; static const int R = (int)(t0 * 2);`, "R", 5, ""},
		{"overloads from two namespaces form one set",
			`using namespace A; using namespace B; int g() { return f(1) * 10 + f(1.5f); }`, "", 0, ""},
		{"directive in a block ends with the block",
			`int g() { { using namespace A; return a; } return a; }`, "", 0, "use of undeclared identifier 'a'"},
		{"directive in a function: a local hides, the global level is ambiguous",
			`static const int x = 1; int g() { int y = 0; using namespace A; return y + x; }`, "", 0,
			"reference to 'x' is ambiguous"},
		{"function template through a directive",
			`namespace TT { template<typename V> V twice(V v) { return v + v; } } using namespace TT; int g() { return twice(2); }`,
			"", 0, ""},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			src := ns + r.src + "\nRWStructuredBuffer<int> o;\n[numthreads(1, 1, 1)]\nvoid main() { o[0] = 0; }\n"
			res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
			var b strings.Builder
			res.Diags.Render(&b)
			if r.err != "" {
				require.Contains(t, b.String(), r.err)
				return
			}
			require.False(t, res.Diags.HasErrors(), b.String())
			if r.r == "" {
				return
			}
			for _, g := range res.Program.Globals {
				if g.Name == r.r {
					require.NotNil(t, g.ConstValue, "%s is not constant", r.r)
					require.Equal(t, r.want, g.ConstValue.I)
					return
				}
			}
			t.Fatalf("no global %s", r.r)
		})
	}
}
