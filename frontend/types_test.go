package frontend

import (
	"fmt"
	"strings"
	"testing"
)

const typePrelude = `
float f; int i; uint u; bool b; half h; min16float m; double d;
float2 f2; float3 f3; float4 f4; int2 i2; uint3 u3; bool2 b2;
float4x4 m44; float3x3 m33;
`

// exprType checks "expr;" inside an entry point with the prelude's locals
// and returns the type of the expression statement.
func exprType(t *testing.T, expr string) string {
	t.Helper()
	src := fmt.Sprintf("RWStructuredBuffer<float> Out_;\n[numthreads(1, 1, 1)]\nvoid main() {\n%s\n%s;\n}\n", typePrelude, expr)
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if res.Diags.HasErrors() {
		t.Fatalf("%s: errors:\n%s", expr, b.String())
	}
	stmts := res.Program.Entry.Body.Stmts
	es, ok := stmts[len(stmts)-1].(*ExprStmt)
	if !ok {
		t.Fatalf("%s: last statement is %T", expr, stmts[len(stmts)-1])
	}
	return es.X.Type().String()
}

// TestExpressionTypes pins HLSL's arithmetic conversions and intrinsic
// overload resolution on result types.
func TestExpressionTypes(t *testing.T) {
	cases := []struct{ expr, want string }{
		{"f + i", "float"}, {"i + u", "uint"}, {"u + 1", "uint"}, {"i * 1.5", "float"},
		{"h + f", "float"}, {"m * 2", "min16float"}, {"m * f", "float"}, {"d * f", "double"},
		{"f2 * f", "float2"}, {"f3 < f", "bool3"}, {"b + b", "int"}, {"i2 & 3", "int2"},
		{"u >> 1", "uint"}, {"b2 && true", "bool2"}, {"!f2", "bool2"}, {"-u", "uint"}, {"~b", "int"},
		{"(f, i)", "int"}, {"i++", "int"}, {"f += i", "float"}, {"b ? f3 : i", "float3"},
		{"f3.zyx", "float3"}, {"1.0.xx", "float2"}, {"5.xxx", "int3"}, {"m44[2]", "float4"},
		{"m44._m00_m11", "float2"}, {"(int3)f3", "int3"}, {"float4(f2, 0, 1)", "float4"},
		{"max(i, f)", "float"}, {"max(u, 3)", "uint"}, {"abs(-3)", "int"}, {"clamp(f3, 0, 1)", "float3"},
		{"lerp(f3, f3, 0.5)", "float3"}, {"dot(f3, i2.xyx)", "float"}, {"length(f3)", "float"},
		{"mul(m44, f4)", "float4"}, {"mul(f4, m44)", "float4"}, {"mul(m33, m33)", "float3x3"},
		{"mul(f, f3)", "float3"}, {"mul(f3, f3)", "float"}, {"transpose(float2x3(1, 2, 3, 4, 5, 6))", "float3x2"},
		{"determinant(m33)", "float"}, {"asuint(f4)", "uint4"}, {"asfloat(0x3f800000)", "float"},
		{"asint(u3)", "int3"}, {"f32tof16(f2)", "uint2"}, {"f16tof32(u3)", "float3"},
		{"countbits(i)", "uint"}, {"firstbithigh(u3)", "uint3"}, {"sign(f3)", "int3"}, {"isnan(f2)", "bool2"},
		{"all(f3)", "bool"}, {"any(b2)", "bool"}, {"round(i)", "float"}, {"fmod(f, 2)", "float"},
		{"min(m, m)", "min16float"}, {"ldexp(f, 2)", "float"}, {"sqrt(m)", "min16float"},
		{"WaveActiveSum(f2)", "float2"}, {"WaveActiveBallot(f > 0)", "uint4"}, {"WaveReadLaneAt(u3, 1)", "uint3"},
		{"WavePrefixCountBits(b)", "uint"}, {"QuadReadAcrossX(i2)", "int2"}, {"WaveActiveBitOr(u)", "uint"},
		{"saturate(f4)", "float4"}, {"step(0.5, f2)", "float2"}, {"smoothstep(0, 1, f)", "float"},
		{"cross(f3, f3)", "float3"}, {"normalize(f2)", "float2"}, {"distance(f2, f2)", "float"},
		{"reflect(f3, f3)", "float3"}, {"rcp(d)", "double"}, {"mad(i, i, 1)", "int"}, {"pow(f2, 2)", "float2"},
	}
	for _, c := range cases {
		if got := exprType(t, c.expr); got != c.want {
			t.Errorf("%s: type %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestOverloadRanking checks user-function overload choice.
func TestOverloadRanking(t *testing.T) {
	src := `
int pick(int x) { return 1; }
int pick(float x) { return 2; }
int pick(float2 x) { return 3; }
int pick2(uint x, float y) { return 4; }
int pick2(int x, int y) { return 5; }
RWStructuredBuffer<int> Out_;
[numthreads(1, 1, 1)]
void main() {
    uint u = 1; half h = 1; bool bb = true;
    Out_[0] = pick(1);
    Out_[1] = pick(1.0);
    Out_[2] = pick(u);
    Out_[3] = pick(h);
    Out_[4] = pick(float2(1, 2));
    Out_[5] = pick(bb);
    Out_[6] = pick2(u, 1.5);
    Out_[7] = pick2(1, 2);
}
`
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		t.Fatalf("errors:\n%s", b.String())
	}
	want := []string{"int", "float", "int", "float", "float2", "int", "uint, float", "int, int"}
	stmts := res.Program.Entry.Body.Stmts[3:]
	for i, w := range want {
		a := stmts[i].(*ExprStmt).X.(*AssignExpr)
		var call *CallExpr
		InspectExpr(a.R, func(n any) bool {
			if c, ok := n.(*CallExpr); ok && call == nil {
				call = c
			}
			return true
		})
		var ps []string
		for _, p := range call.Func.Params {
			ps = append(ps, p.Type.String())
		}
		if got := strings.Join(ps, ", "); got != w {
			t.Errorf("call %d picked (%s), want (%s)", i, got, w)
		}
	}
}

// TestCastKindNames: every cast kind has a name of its own (the -emit ast
// dump prints it; a kind added without one is caught here).
func TestCastKindNames(t *testing.T) {
	seen := map[string]CastKind{}
	for k := CastKind(0); k < numCastKinds; k++ {
		name := castKindNames[k]
		if name == "" {
			t.Errorf("cast kind %d has no name in castKindNames", k)
			continue
		}
		if other, ok := seen[name]; ok {
			t.Errorf("cast kinds %d and %d are both named %q", other, k, name)
		}
		seen[name] = k
		if k.String() != name {
			t.Errorf("CastKind(%d).String() = %q, want %q", k, k.String(), name)
		}
	}
}
