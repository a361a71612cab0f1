package frontend

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// literalTree checks a kernel whose last statement is stmt and returns that
// statement's typed AST in one line: each node as in --emit=ast, its
// children in brackets ("Cond 'double' [VarRef c 'bool'] [...]"), and the
// diagnostics.
func literalTree(t *testing.T, opts Options, stmt string) (string, string) {
	t.Helper()
	src := fmt.Sprintf(`RWStructuredBuffer<double> Out_;
double twice(double x) { return x * 2; }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    bool c = id.x > 2; uint u = id.y; int i = id.z; float f = 1.5f; double d = 2.5l; min16float m = 1;
    uint64_t u64 = id.x;
    %s
}
`, stmt)
	if opts.Target == "" {
		opts.Target = "cs_6_2"
	}
	res := Compile("t.hlsl", []byte(src), opts, StageCheck)
	var diags strings.Builder
	res.Diags.Render(&diags)
	if res.Diags.HasErrors() {
		return "", diags.String()
	}
	// nothing keeps a literal type into the lowering (doc.go)
	for _, f := range res.Program.Funcs {
		Inspect(f.Body, func(n any) bool {
			if e, ok := n.(Expr); ok {
				if k, ok := ElemKind(e.Type()); ok && isLiteralKind(k) {
					t.Errorf("%s: %T keeps the literal type %s", stmt, e, e.Type())
				}
			}
			return true
		})
	}
	stmts := res.Program.Entry.Body.Stmts
	var b strings.Builder
	(&dumper{w: &b}).stmt(0, stmts[len(stmts)-1])
	return bracketTree(b.String()), diags.String()
}

// bracketTree turns an indented dump into one line with the children of a
// node in brackets.
func bracketTree(dump string) string {
	var out strings.Builder
	depth := -1
	for _, line := range strings.Split(strings.TrimRight(dump, "\n"), "\n") {
		d := (len(line) - len(strings.TrimLeft(line, " "))) / 2
		for ; depth >= d; depth-- {
			if depth > 0 {
				out.WriteString("]")
			}
		}
		if d > 0 {
			out.WriteString(" [")
		}
		out.WriteString(strings.TrimSpace(line))
		depth = d
	}
	for ; depth > 0; depth-- {
		out.WriteString("]")
	}
	return out.String()
}

// TestLiteralTypes pins HLSL's literal types (literal.go), one rule per
// row: what an unsuffixed literal becomes in each place, the exact 64-bit
// folding of literal arithmetic, and the suffixes. Values print with Go's
// %g, so a double 0.1 shows as 0.1 and a float one as 0.10000000149011612.
func TestLiteralTypes(t *testing.T) {
	cases := []struct{ name, stmt, want string }{
		// a literal takes the typed operand's type
		{"typed operand", "d * 0.1;", "ExprStmt [Binary * 'double' [VarRef d 'double'] [FloatLit 0.1 'double']]"},
		{"typed float operand", "f * 0.1;", "ExprStmt [Binary * 'float' [VarRef f 'float'] [FloatLit 0.10000000149011612 'float']]"},
		{"min-precision operand", "m * 0.5;", "ExprStmt [Binary * 'min16float' [VarRef m 'min16float'] [FloatLit 0.5 'min16float']]"},
		// literal with literal folds exactly and converts once
		{"literal division", "double r = 1.0 / 3.0;", "Decl local double r [FloatLit 0.3333333333333333 'double']"},
		{"literal division to float", "float r = 1.0 / 3.0;", "Decl local float r [FloatLit 0.3333333432674408 'float']"},
		{"int and float literals", "double r = 1 / 3.0 + 2;", "Decl local double r [FloatLit 2.3333333333333335 'double']"},
		{"literal int division", "double r = 7 / 2;", "Decl local double r [FloatLit 3 'double']"},
		{"64-bit literal shift", "uint64_t r = 1 << 40;", "Decl local uint64_t r [IntLit 1099511627776 'uint64_t']"},
		{"literal shift in 32 bits", "uint r = (1 << 40) >> 38;", "Decl local uint r [IntLit 4 'uint']"},
		// ternaries of literals under a run-time condition
		{"ternary initialiser", "double r = c ? 0.1 : 0.2;", "Decl local double r [Cond 'double' [VarRef c 'bool'] [FloatLit 0.1 'double'] [FloatLit 0.2 'double']]"},
		{"ternary to float", "float r = c ? 0.1 : 0.2;", "Decl local float r [Cond 'float' [VarRef c 'bool'] [FloatLit 0.10000000149011612 'float'] [FloatLit 0.20000000298023224 'float']]"},
		{"ternary arithmetic", "double r = (c ? 0.1 : 0.2) * 3;", "Decl local double r [Binary * 'double' [Cond 'double' [VarRef c 'bool'] [FloatLit 0.1 'double'] [FloatLit 0.2 'double']] [FloatLit 3 'double']]"},
		{"ternary of ints to uint64", "uint64_t r = c ? 1 << 40 : 3;", "Decl local uint64_t r [Cond 'uint64_t' [VarRef c 'bool'] [IntLit 1099511627776 'uint64_t'] [IntLit 3 'uint64_t']]"},
		{"int ternary divided, to double", "double r = (c ? 7 : 9) / 2;", "Decl local double r [ImplicitCast scalar 'double' [Binary / 'int' [Cond 'int' [VarRef c 'bool'] [IntLit 7 'int'] [IntLit 9 'int']] [IntLit 2 'int']]]"},
		{"signed division of an int ternary, to uint", "uint r = (c ? -8 : 8) / 2;", "Decl local uint r [ImplicitCast scalar 'uint' [Binary / 'int' [Cond 'int' [VarRef c 'bool'] [IntLit -8 'int'] [IntLit 8 'int']] [IntLit 2 'int']]]"},
		{"wrapping arithmetic of an int ternary, to uint", "uint r = (c ? -8 : 8) * 2;", "Decl local uint r [Binary * 'uint' [Cond 'uint' [VarRef c 'bool'] [IntLit 4294967288 'uint'] [IntLit 8 'uint']] [IntLit 2 'uint']]"},
		{"ternary function argument", "twice(c ? 0.1 : 0.3);", "ExprStmt [Call twice 'double' [Cond 'double' [VarRef c 'bool'] [FloatLit 0.1 'double'] [FloatLit 0.3 'double']]]"},
		{"ternary with typed branch", "double r = c ? 0.1 : f;", "Decl local double r [ImplicitCast scalar 'double' [Cond 'float' [VarRef c 'bool'] [FloatLit 0.10000000149011612 'float'] [VarRef f 'float']]]"},
		{"ternary to bool", "bool r = c ? 0.0 : 2.0;", "Decl local bool r [Cond 'bool' [VarRef c 'bool'] [BoolLit false] [BoolLit true]]"},
		{"nothing decides", "c ? 0.1 : 0.2;", "ExprStmt [Cond 'float' [VarRef c 'bool'] [FloatLit 0.10000000149011612 'float'] [FloatLit 0.20000000298023224 'float']]"},
		{"comparison defaults", "bool r = (c ? 0.1 : 0.2) < 0.15;", "Decl local bool r [Binary < 'bool' [Cond 'float' [VarRef c 'bool'] [FloatLit 0.10000000149011612 'float'] [FloatLit 0.20000000298023224 'float']] [FloatLit 0.15000000596046448 'float']]"},
		{"literal comparison folds exactly", "bool r = 0.1 + 0.2 == 0.3;", "Decl local bool r [BoolLit false]"},
		// vector constructors, splats and swizzles
		{"double3 constructor", "double3 r = double3(0.1, c ? 0.2 : 0.3, 1.0 / 3.0);", "Decl local double3 r [Construct 'double3' [FloatLit 0.1 'double'] [Cond 'double' [VarRef c 'bool'] [FloatLit 0.2 'double'] [FloatLit 0.3 'double']] [FloatLit 0.3333333333333333 'double']]"},
		{"float3 constructor", "float3 r = float3(0.1, 0, 1);", "Decl local float3 r [Construct 'float3' [FloatLit 0.10000000149011612 'float'] [FloatLit 0 'float'] [FloatLit 1 'float']]"},
		{"swizzle of a literal", "double2 r = 0.1.xx;", "Decl local double2 r [Swizzle .xx 'double2' [FloatLit 0.1 'double']]"},
		{"splat of a ternary", "double2 r = c ? 0.1 : 0.2;", "Decl local double2 r [ImplicitCast splat 'double2' [Cond 'double' [VarRef c 'bool'] [FloatLit 0.1 'double'] [FloatLit 0.2 'double']]]"},
		// intrinsics: a literal matches any kind of its class
		{"fma of literals", "double r = fma(0.0625, ceil(-3.0), 0.0625);", "Decl local double r [Intrinsic fma(double, double, double) 'double' [FloatLit 0.0625 'double'] [FloatLit -3 'double'] [FloatLit 0.0625 'double']]"},
		{"literal sqrt folds in double", "double r = sqrt(2.0);", "Decl local double r [FloatLit 1.4142135623730951 'double']"},
		{"max of a ternary", "double r = max(0.1, c ? 0.2 : 0.05);", "Decl local double r [Intrinsic max(double, double) 'double' [FloatLit 0.1 'double'] [Cond 'double' [VarRef c 'bool'] [FloatLit 0.2 'double'] [FloatLit 0.05 'double']]]"},
		{"float-like intrinsic asked for double", "double r = sin(c ? 0.5 : 0.25);", "Decl local double r [ImplicitCast scalar 'double' [Intrinsic sin(float) 'float' [Cond 'float' [VarRef c 'bool'] [FloatLit 0.5 'float'] [FloatLit 0.25 'float']]]]"},
		{"intrinsic with typed argument", "max(f, 0.1);", "ExprStmt [Intrinsic max(float, float) 'float' [VarRef f 'float'] [FloatLit 0.10000000149011612 'float']]"},
		{"literal int intrinsic", "uint64_t r = abs(-5) << 40;", "Decl local uint64_t r [IntLit 5497558138880 'uint64_t']"},
		// a literal int is signed: an intrinsic of non-constant literal
		// ints computes signed when the result goes to an unsigned kind,
		// as its constant form folds (`uint r = max(-1, 5)` is 5)
		{"signed max of an int ternary, to uint", "uint r = max(-1, c ? 5 : 6);", "Decl local uint r [ImplicitCast scalar 'uint' [Intrinsic max(int, int) 'int' [IntLit -1 'int'] [Cond 'int' [VarRef c 'bool'] [IntLit 5 'int'] [IntLit 6 'int']]]]"},
		{"signed abs of an int ternary, to uint", "uint r = abs(c ? -5 : -6);", "Decl local uint r [ImplicitCast scalar 'uint' [Intrinsic abs(int) 'int' [Cond 'int' [VarRef c 'bool'] [IntLit -5 'int'] [IntLit -6 'int']]]]"},
		{"constant max of literal ints, to uint", "uint r = max(-1, 5);", "Decl local uint r [IntLit 5 'uint']"},
		{"signed max of an int ternary, to uint64", "uint64_t r = max(c ? 3000000000 : 1, 2);", "Decl local uint64_t r [ImplicitCast scalar 'uint64_t' [Intrinsic max(int64_t, int64_t) 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 3000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 2 'int64_t']]]"},
		{"signed division of an int ternary, to uint64", "uint64_t r = (c ? 3000000000 : 1) / 2;", "Decl local uint64_t r [ImplicitCast scalar 'uint64_t' [Binary / 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 3000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 2 'int64_t']]]"},
		// past 32 bits a non-constant literal-int expression computes in 64 bits, as DXC's
		{"literal past 2^31 divided, to uint", "uint r = (c ? 3000000000 : 1) / 2;", "Decl local uint r [ImplicitCast scalar 'uint' [Binary / 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 3000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 2 'int64_t']]]"},
		{"literal past 2^31 divided, to float", "float r = (c ? 3000000000 : 1) / 2;", "Decl local float r [ImplicitCast scalar 'float' [Binary / 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 3000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 2 'int64_t']]]"},
		{"product past 2^31, to double", "double r = (c ? 2000000000 : 1) * 2;", "Decl local double r [ImplicitCast scalar 'double' [Binary * 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 2000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 2 'int64_t']]]"},
		{"literal past 2^31 shifted, to int", "int r = (c ? 3000000000 : 1) >> 1;", "Decl local int r [ImplicitCast scalar 'int' [Binary >> 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 3000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 1 'int64_t']]]"},
		{"shift by 32 or more, to uint", "uint r = (c ? 1 : 2) << 33;", "Decl local uint r [ImplicitCast scalar 'uint' [Binary << 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 1 'int64_t'] [IntLit 2 'int64_t']] [IntLit 33 'int64_t']]]"},
		{"an intermediate past 2^31", "float r = -(c ? 2147483648 : 1) % 3;", "Decl local float r [ImplicitCast scalar 'float' [Binary % 'int64_t' [Unary - 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 2147483648 'int64_t'] [IntLit 1 'int64_t']]] [IntLit 3 'int64_t']]]"},
		{"max past 2^31, to uint", "uint r = max(c ? 3000000000 : 1, 2);", "Decl local uint r [ImplicitCast scalar 'uint' [Intrinsic max(int64_t, int64_t) 'int64_t' [Cond 'int64_t' [VarRef c 'bool'] [IntLit 3000000000 'int64_t'] [IntLit 1 'int64_t']] [IntLit 2 'int64_t']]]"},
		{"within 32 bits stays int", "float r = (c ? 7 : 9) / 2;", "Decl local float r [ImplicitCast scalar 'float' [Binary / 'int' [Cond 'int' [VarRef c 'bool'] [IntLit 7 'int'] [IntLit 9 'int']] [IntLit 2 'int']]]"},
		{"wrapping intrinsic of an int ternary, to uint", "uint r = mad(c ? -5 : 5, 3, 1);", "Decl local uint r [ImplicitCast scalar 'uint' [Intrinsic mad(int, int, int) 'int' [Cond 'int' [VarRef c 'bool'] [IntLit -5 'int'] [IntLit 5 'int']] [IntLit 3 'int'] [IntLit 1 'int']]]"},
		// shifts: the left operand's type; a literal left with a typed amount
		{"literal shifted by uint", "1 << u;", "ExprStmt [Binary << 'uint' [IntLit 1 'uint'] [VarRef u 'uint']]"},
		{"literal shifted by int", "1 << i;", "ExprStmt [Binary << 'int' [IntLit 1 'int'] [VarRef i 'int']]"},
		{"L-suffixed literal shifted", "1L << u;", "ExprStmt [Binary << 'int' [IntLit 1 'int'] [ImplicitCast scalar 'int' [VarRef u 'uint']]]"},
		// suffixes
		{"suffix f", "1.5f * 2;", "ExprStmt [FloatLit 3 'float']"},
		{"suffix l on a float", "0.1l * 3;", "ExprStmt [FloatLit 0.30000000000000004 'double']"},
		{"suffix L on an int is int", "2 * 2L;", "ExprStmt [IntLit 4 'int']"},
		{"suffix UL is uint", "2 * 2UL;", "ExprStmt [IntLit 4 'uint']"},
		{"suffix ll", "2 * 2ll;", "ExprStmt [IntLit 4 'int64_t']"},
		{"suffix ull", "2 * 2ull;", "ExprStmt [IntLit 4 'uint64_t']"},
		{"specific width makes a float literal float", "1.5 * 2 * 2L;", "ExprStmt [FloatLit 6 'float']"},
		{"suffix h (half is float without 16-bit types)", "0.1h * 3;", "ExprStmt [FloatLit 0.30000001192092896 'float']"},
		{"vector select of literals", "double2 r = bool2(c, !c) ? 0.1 : 0.2;", "Decl local double2 r [Cond 'double2' [Construct 'bool2' [VarRef c 'bool'] [Unary ! 'bool' [VarRef c 'bool']]] [ImplicitCast splat 'double2' [FloatLit 0.1 'double']] [ImplicitCast splat 'double2' [FloatLit 0.2 'double']]]"},
		{"wave op of a ternary", "double r = WaveActiveSum(c ? 0.1 : 0.2);", "Decl local double r [Intrinsic WaveActiveSum(double) 'double' [Cond 'double' [VarRef c 'bool'] [FloatLit 0.1 'double'] [FloatLit 0.2 'double']]]"},
		{"length of a literal vector ternary", "double r = length(c ? 2.0.xx : 3.0.xx);", "Decl local double r [ImplicitCast scalar 'double' [Intrinsic length(float2) 'float' [Cond 'float2' [VarRef c 'bool'] [Swizzle .xx 'float2' [FloatLit 2 'float']] [Swizzle .xx 'float2' [FloatLit 3 'float']]]]]"},
		{"literal shifted right by a uint", "-8 >> u;", "ExprStmt [Binary >> 'uint' [IntLit 4294967288 'uint'] [VarRef u 'uint']]"},
		{"min16float of a ternary", "min16float r = c ? 0.1 : 0.2;", "Decl local min16float r [Cond 'min16float' [VarRef c 'bool'] [FloatLit 0.10000000149011612 'min16float'] [FloatLit 0.20000000298023224 'min16float']]"},
		{"suffix u", "u + -1;", "ExprStmt [Binary + 'uint' [VarRef u 'uint'] [IntLit 4294967295 'uint']]"},
	}
	for _, tc := range cases {
		got, diags := literalTree(t, Options{}, tc.stmt)
		if got != tc.want {
			t.Errorf("%s: %s\n got: %s\nwant: %s\n%s", tc.name, tc.stmt, got, tc.want, diags)
		}
	}
	got, diags := literalTree(t, Options{Enable16Bit: true}, "0.1h * 3;")
	if want := "ExprStmt [FloatLit 0.2998046875 'float16_t']"; got != want {
		t.Errorf("suffix h with 16-bit types:\n got: %s\nwant: %s\n%s", got, want, diags)
	}
}

// TestLiteralReturnsAndOverloads: a return settles a literal to the
// function's type; user-function overloads see a literal as matching every
// kind of its class equally (DXC's SemaHLSL/literals.hlsl: overload1(1.5)
// is ambiguous, overload2(1.5, 1.5f) picks float).
func TestLiteralReturnsAndOverloads(t *testing.T) {
	src := `
double pick(bool c) { return c ? 0.1 : 0.2; }
float ov1(float v) { return 1; }
double ov1(double v) { return 2; }
float ov2(float a, float b) { return 1; }
double ov2(double a, double b) { return 2; }
RWStructuredBuffer<double> Out_;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out_[0] = ov2(1.5, 1.5f) + ov2(1.5, 1.5l) + pick(id.x > 1);
#ifdef AMBIGUOUS
    Out_[1] = ov1(1.5);
#endif
}
`
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", b.String())
	}
	var dump strings.Builder
	res.Program.WriteAST(&dump)
	for _, want := range []string{
		"Return\n      Cond 'double'\n        VarRef c 'bool'\n        FloatLit 0.1 'double'\n        FloatLit 0.2 'double'",
		"Call ov2 'float'\n", "Call ov2 'double'\n",
	} {
		if !strings.Contains(dump.String(), want) {
			t.Errorf("AST lacks %q:\n%s", want, dump.String())
		}
	}
	res = Compile("t.hlsl", []byte(src), Options{PP: PPOptions{Defines: []string{"AMBIGUOUS"}}}, StageCheck)
	b.Reset()
	res.Diags.Render(&b)
	if !strings.Contains(b.String(), "call to 'ov1' is ambiguous") {
		t.Errorf("ov1(1.5): want an ambiguity error, got:\n%s", b.String())
	}
}

// TestRoundToHalf pins float16_t constant rounding: nearest, ties to even,
// subnormals below 2^-14, overflow to infinity past 65504 + half an ulp.
func TestRoundToHalf(t *testing.T) {
	for _, c := range []struct{ in, want float64 }{
		{0.1, 0.0999755859375}, {-0.1, -0.0999755859375}, {1, 1}, {65504, 65504}, {65519, 65504},
		{65520, math.Inf(1)}, {-70000, math.Inf(-1)}, {0x1p-24, 0x1p-24}, {0x1p-25, 0},
		{3 * 0x1p-25, 0x1p-23}, {0x1p-14 + 0x1p-25, 0x1p-14}, {2049, 2048}, {2051, 2052},
	} {
		if got := roundToHalf(c.in); got != c.want {
			t.Errorf("roundToHalf(%g) = %g, want %g", c.in, got, c.want)
		}
	}
}

// TestFoldedShiftAmounts: a folded shift uses the amount's low log2(width)
// bits of its type, as the computed one does (DXC masks shift amounts by
// the width since PR #3976): 16-bit types take 4 bits, 32-bit ones 5,
// 64-bit ones 6.
func TestFoldedShiftAmounts(t *testing.T) {
	cases := []struct{ stmt, want string }{
		{"uint16_t r = (uint16_t)1 << (uint16_t)17;", "Decl local uint16_t r [IntLit 2 'uint16_t']"},
		{"uint16_t r = (uint16_t)0x8000 >> (uint16_t)17;", "Decl local uint16_t r [IntLit 16384 'uint16_t']"},
		{"int16_t r = (int16_t)-32768 >> (int16_t)18;", "Decl local int16_t r [IntLit -8192 'int16_t']"},
		{"uint r = 1u << 33u;", "Decl local uint r [IntLit 2 'uint']"},
		{"uint64_t r = 1ull << 65ull;", "Decl local uint64_t r [IntLit 2 'uint64_t']"},
	}
	for _, tc := range cases {
		got, diags := literalTree(t, Options{Enable16Bit: true}, tc.stmt)
		if got != tc.want {
			t.Errorf("%s\n got: %s\nwant: %s\n%s", tc.stmt, got, tc.want, diags)
		}
	}
}

// TestFoldedMinPrecisionInts: min16int, min12int and min16uint fold as the
// 16-bit integers DXC makes of them (i16 in DXIL, with or without
// -enable-16bit-types) and hlslc's lowering computes by default: values
// wrap at 16 bits and shift amounts use their low 4 bits.
func TestFoldedMinPrecisionInts(t *testing.T) {
	cases := []struct{ stmt, want string }{
		{"uint r = (min16uint)1 << 17;", "Decl local uint r [IntLit 2 'uint']"},
		{"uint r = (min16uint)0x8000 >> (min16uint)17;", "Decl local uint r [IntLit 16384 'uint']"},
		{"int r = (min16int)-32768 >> 18;", "Decl local int r [IntLit -8192 'int']"},
		{"uint r = (min16uint)65535 + (min16uint)1;", "Decl local uint r [IntLit 0 'uint']"},
		{"uint r = (min16uint)70000;", "Decl local uint r [IntLit 4464 'uint']"},
		{"int r = (min16int)32767 + (min16int)1;", "Decl local int r [IntLit -32768 'int']"},
		{"int r = (min12int)-1 * (min12int)40000;", "Decl local int r [IntLit 25536 'int']"},
		{"uint r = (min16uint)-1 / (min16uint)2;", "Decl local uint r [IntLit 32767 'uint']"},
	}
	for _, sixteen := range []bool{false, true} {
		for _, tc := range cases {
			got, diags := literalTree(t, Options{Enable16Bit: sixteen}, tc.stmt)
			if got != tc.want {
				t.Errorf("-enable-16bit-types=%v: %s\n got: %s\nwant: %s\n%s", sixteen, tc.stmt, got, tc.want, diags)
			}
		}
	}
}

// TestLiteralIntWidth: a non-constant literal-int expression that the
// target cannot compute directly (a float takes its arithmetic, an
// unsigned kind its signed operations) computes in int while every value it
// and its parts can take is an int (the result is then DXC's 64-bit one),
// and in int64_t otherwise; one row per rule of litIntRange.
func TestLiteralIntWidth(t *testing.T) {
	rows := []struct{ stmt, kind string }{
		{"float r = (c ? 65535 : 1) * (c ? 65537 : 1);", "int64_t"},
		{"float r = (c ? 65535 : 1) * (c ? 32768 : 1);", "int"},
		{"float r = (c ? 2147483647 : 0) + 1;", "int64_t"},
		{"float r = (c ? -2147483647 : 0) - 1;", "int"},
		{"float r = (c ? -5 : 5) & 0x7fffffff;", "int"},
		{"float r = (c ? -5 : 5) | 0x80000000;", "int64_t"},
		{"float r = ~(c ? 2147483647 : 0);", "int"},
		{"float r = -(c ? -2147483648 : 0);", "int64_t"},
		{"uint r = (abs(c ? -2147483647 : 1) + 1) / 2;", "int64_t"},
		{"uint r = (abs(c ? -7 : 1) + 1) / 2;", "int"},
		{"uint r = clamp(c ? 3000000000 : 1, 0, 10);", "int64_t"},
		{"uint r = clamp(c ? -3 : 1, 0, 10);", "int"},
		{"uint r = min(c ? -3 : 1, 2147483647) / 2;", "int"},
		{"uint r = mad(c ? 50000 : 1, 50000, 1) / 2;", "int64_t"},
		{"uint r = mad(c ? 40000 : 1, 50000, 1) / 2;", "int"},
		{"float r = (c ? 7 : 9) % (c ? 0 : 2);", "int"},
		{"float r = (c ? 7 : 9) / (c ? 0 : 0);", "int64_t"},
		{"float r = (c ? -2147483648 : 1) / -1;", "int64_t"},
		{"float r = (c ? 1 : 2) << 30;", "int64_t"},
		{"float r = (c ? 1 : 2) << 29;", "int"},
		{"float r = (c ? 1 : 2) << 32;", "int64_t"},
		{"float r = (c ? -8 : 8) >> 3;", "int"},
	}
	for _, r := range rows {
		got, diags := literalTree(t, Options{}, r.stmt)
		has64 := strings.Contains(got, "'int64_t'")
		if has64 != (r.kind == "int64_t") || !has64 && !strings.Contains(got, "'int'") {
			t.Errorf("%s: want computed in %s, got %s\n%s", r.stmt, r.kind, got, diags)
		}
	}
}
