package frontend

import (
	"fmt"
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
			res := checkSnippet(t, ns+r.src, Options{}, r.err)
			if res == nil || r.r == "" {
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

// checkSnippet checks declarations src, followed by a trivial kernel:
// with wantErr, that the diagnostics contain it (and it returns nil);
// without, that there is no error (and it returns the result).
func checkSnippet(t *testing.T, src string, opts Options, wantErr string) *Result {
	t.Helper()
	src += "\nRWStructuredBuffer<int> o;\n[numthreads(1, 1, 1)]\nvoid main() { o[0] = 0; }\n"
	res := Compile("t.hlsl", []byte(src), opts, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if wantErr != "" {
		require.Contains(t, b.String(), wantErr)
		return nil
	}
	require.False(t, res.Diags.HasErrors(), b.String())
	return res
}

// TestHLSLNamespace checks the implicit namespace hlsl (names.go), one row
// per rule: HLSL 202x declares the intrinsics in it, 2021 does not (DXC's
// tests hlsl-namespace-qualified-call, hlsl-using-namespace-call and the
// 2021 one with "namespace hlsl {}"); "" means the program compiles.
func TestHLSLNamespace(t *testing.T) {
	rows := []struct {
		name string
		hv   int
		src  string
		err  string
	}{
		{"qualified call in 202x", 2029, `float g(float x) { return hlsl::sin(x) + hlsl::dot(float2(x, 1), 2); }`, ""},
		{"unqualified call in 202x still works", 2029, `float g(float x) { return sin(x); }`, ""},
		{"global qualifier", 0, `float g(float x) { return ::sin(x) + ::abs(x); }`, ""},
		{"using namespace hlsl in 202x", 2029, `using namespace hlsl; float g(float x) { return cos(x); }`, ""},
		{"directive in a block", 2029, `float g(float x) { using namespace hlsl; return cos(x); }`, ""},
		{"namespace nominating hlsl names the intrinsics", 2029,
			`namespace M { using namespace hlsl; } float g(float x) { return M::cos(x); }`, ""},
		{"another namespace does not", 2029, `namespace M { } float g(float x) { return M::cos(x); }`,
			"use of undeclared identifier 'M::cos'"},
		{"members added to hlsl", 2029,
			`namespace hlsl { float twice(float x) { return x * 2; } } float g(float x) { return hlsl::twice(hlsl::abs(x)); }`, ""},
		{"hlsl is not a namespace in 2021", 2021, `using namespace hlsl;`, "'hlsl' is not a namespace"},
		{"hlsl::sin is undeclared in 2021", 0, `float g(float x) { return hlsl::sin(x); }`,
			"the intrinsics are members of namespace 'hlsl' from HLSL 202x on"},
		{"a declared hlsl does not gain the intrinsics in 2021", 2021,
			`namespace hlsl {} float g(float x) { return sin(x) + ::sin(x) + hlsl::sin(x); }`,
			"use of undeclared identifier 'hlsl::sin'"},
		{"unsupported intrinsic through hlsl", 2029, `void g() { hlsl::abort(); }`, "'abort' is not supported"},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			checkSnippet(t, r.src, Options{HLSLVersion: r.hv}, r.err)
		})
	}
}

// TestTBufferLayoutAndRegisters: a tbuffer and a TextureBuffer<T> are
// packed exactly as the cbuffer and ConstantBuffer<T> of the same members
// (DXC and FXC pack both by the cbuffer rules), and bind t registers: a
// written one must be a t register, an unwritten one takes the next free
// t register after the other shader resources'.
func TestTBufferLayoutAndRegisters(t *testing.T) {
	const members = `float a%[1]s; float3 b%[1]s; float2 c%[1]s; float d%[1]s[3]; row_major float2x3 m%[1]s; uint e%[1]s; half h%[1]s; float4 f%[1]s;`
	src := "struct S { " + fmt.Sprintf(members, "") + " };\n" +
		"cbuffer C { " + fmt.Sprintf(members, "_c") + " };\n" +
		"tbuffer T { " + fmt.Sprintf(members, "") + " };\n" +
		"ConstantBuffer<S> CS;\nTextureBuffer<S> TS : register(t3);\nStructuredBuffer<uint> SB;\nRWStructuredBuffer<float> o;\n" +
		"[numthreads(1, 1, 1)] void main() { o[0] = a_c + a + CS.a + TS.a + SB[0]; }\n"
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	require.False(t, res.Diags.HasErrors(), b.String())
	p := res.Program
	require.Len(t, p.CBuffers, 2)
	cb, tb := p.CBuffers[0], p.CBuffers[1]
	require.False(t, cb.TBuffer)
	require.True(t, tb.TBuffer)
	require.Equal(t, cb.Layout.Size, tb.Layout.Size)
	require.Len(t, tb.Layout.Members, len(cb.Layout.Members))
	for i, m := range tb.Layout.Members {
		c := cb.Layout.Members[i]
		require.Equal(t, c.Name, m.Name+"_c")
		require.Equal(t, [4]int{c.Offset, c.Size, c.ArrayStride, c.MatrixStride}, [4]int{m.Offset, m.Size, m.ArrayStride, m.MatrixStride}, m.Name)
	}
	require.Equal(t, 16, tb.Layout.Members[2].Offset, "a float2 after a float3 at 4 starts the next row")
	require.Equal(t, 16, tb.Layout.Members[3].ArrayStride, "array elements start on a row")
	regs := map[string]string{}
	for _, v := range p.Resources {
		regs[v.Name] = fmt.Sprintf("%c%d", v.Register.Class, v.Register.Index)
		if v.Name == "CS" || v.Name == "TS" {
			require.Equal(t, cb.Layout.Size, v.Layout.Size)
		}
	}
	regs["C"] = fmt.Sprintf("%c%d", cb.Register.Class, cb.Register.Index)
	regs["T"] = fmt.Sprintf("%c%d", tb.Register.Class, tb.Register.Index)
	require.Equal(t, map[string]string{"C": "b1", "CS": "b0", "T": "t1", "TS": "t3", "SB": "t0", "o": "u0"}, regs)
}

// TestInterfaces: what an interface checks (DXC: static verification
// only), one row per rule; "" means the program compiles.
func TestInterfaces(t *testing.T) {
	rows := []struct{ name, src, err string }{
		{"implemented", `interface I { float f(float x); }; class C : I { float f(float x) { return x; } }; float g() { C c; return c.f(1); }`, ""},
		{"interface in a namespace", `namespace N { interface I { uint f(); }; } struct C : N::I { uint f() { return 3; } }; uint g() { C c; return c.f(); }`, ""},
		{"an overload with other parameters does not implement",
			`interface I { float f(float x); }; class C : I { float f(int x) { return x; } }; float g() { C c; return 0; }`,
			"variable type 'C' is an abstract class"},
		{"a static function does not implement",
			`interface I { float f(); }; class C : I { static float f() { return 1; } }; float g() { C c; return 0; }`,
			"variable type 'C' is an abstract class"},
		{"an abstract class is fine until used", `interface I { float f(); }; class C : I { float h() { return 1; } };`, ""},
		{"an abstract class's own methods check", `interface I { float f(); }; class C : I { float v; float h() { return v; } };`, ""},
		{"an interface parameter", `interface I { float f(); }; float g(I i) { return 0; }`, "parameter type 'I' is an abstract class"},
		{"the direction of a parameter counts",
			`interface I { void f(out float x); }; class C : I { void f(inout float x) { x = 1; } }; void g() { C c; }`,
			"variable type 'C' is an abstract class"},
		{"interface is a keyword", `float interface = 1;`, "interface"},
		{"no value of an interface type", `interface I { float f(); }; float g() { return ((I)0).f(); }`, "allocating an object of abstract class type 'I'"},
		{"no value of a class missing a function", `interface I { float f(); }; class C : I { float v; }; float g() { return ((C)0).v; }`, "allocating an object of abstract class type 'C'"},
		{"no array of an interface", `interface I { float f(); }; void g() { (I[2])0; }`, "allocating an object of abstract class type 'I'"},
		{"a complete class casts", `interface I { float f(); }; class C : I { float v; float f() { return v; } }; float g() { return ((C)0).f(); }`, ""},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) { checkCompiles(t, r.src, r.err) })
	}
}

// TestBlockScopedTypes: a struct, enum, typedef or alias declared in a
// function belongs to its block (C++), so two functions may each declare
// their own under one name, a local one hides a global one, and the name
// ends with its block.
func TestBlockScopedTypes(t *testing.T) {
	rows := []struct{ name, src, err string }{
		{"same names in two functions",
			`float f() { typedef float T; struct L { T k; }; enum E { A = 1 }; using V = float2; L l; l.k = A; V v = 1; return l.k + v.x; }
int g() { typedef int T; struct L { T k; int j; }; enum E { A = 2, B }; using V = int3; L l; l.k = B; l.j = 1; V v = 2; return l.k + l.j + v.z; }`, ""},
		{"a local struct hides a global one",
			`struct S { float a; }; float f() { struct S { int b; }; S s; s.b = 1; return s.b; } float g() { S s; s.a = 1; return s.a; }`, ""},
		{"the name ends with its block", `float f() { { typedef float T; } T x = 1; return x; }`, "T"},
		{"a redefinition in one block", `float f() { typedef float T; typedef int T; return 0; }`, "typedef redefinition with different types"},
		{"a local type's name is free in another function",
			`float f() { typedef float T; struct L { float k; }; enum E { A }; using V = float2; L l; l.k = 2; T x = 1; V v = 3; return x + l.k + v.y + A; }
float g() { float T = 2; float L = 3; float E = 4; float V = 5; return T * L - E * V; }`, ""},
		{"a local type's name is free after its block", `float f() { { struct S { float a; }; S s; s.a = 1; } float S = 2; return S * 2; }`, ""},
		{"a member function's local type", `struct P { float f() { typedef int T; T t = 1; return t; } }; float g() { float T = 1; return T; }`, ""},
		{"a type in a namespace stays a type", `namespace N { struct S { float a; }; } using namespace N; float f() { S s; N::S t; s.a = 1; t.a = 2; return s.a + t.a; }`, ""},
		{"a function with a semantic", `float4 h() : SV_Target { typedef float T; T x = 1; return x; } float g() { float T = 1; return T; }`, ""},
		{"an inner block may declare the name again", `float f() { typedef float T; { typedef int T; T i = 1; } T x = 1.5; return x; }`, ""},
		{"local structs of one name are two template arguments",
			`template<typename T> int m(T s) { return s.k; }
int f() { struct L { int k; }; L l; l.k = 1; return m(l); }
int g() { struct L { float j; int k; }; L l; l.k = 2; return m(l); }`, ""},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) { checkCompiles(t, r.src, r.err) })
	}
}

// checkCompiles checks src (with an entry point added) and requires no
// error when err is "", else an error containing err.
func checkCompiles(t *testing.T, src, err string) {
	t.Helper()
	src += "\nRWStructuredBuffer<int> o;\n[numthreads(1, 1, 1)]\nvoid main() { o[0] = 0; }\n"
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if err == "" {
		require.False(t, res.Diags.HasErrors(), b.String())
		return
	}
	require.True(t, res.Diags.HasErrors())
	require.Contains(t, b.String(), err)
}
