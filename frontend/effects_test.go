package frontend

import (
	"strings"
	"testing"
)

// TestMayFault: MayFault reports the array reads whose index is not a
// constant (in the expression or in a function it calls), which HLSL
// 2021's && || ?: must not evaluate speculatively; constant indices,
// vector components and buffer elements (defined when out of range) are
// not such reads.
func TestMayFault(t *testing.T) {
	src := `
RWStructuredBuffer<uint> Buf : register(u0);
Texture2D<float> Texs[4] : register(t0);
groupshared uint gs[16];
static const uint table[4] = { 1, 2, 3, 4 };
cbuffer C : register(b0) { float4 w[8]; };
uint look(uint j) { return table[j]; }
uint first() { return table[0]; }
uint loops(uint j) { uint s = 0; for (uint k = 0; k < 4; k++) s += k; return s + j; }
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
	uint a[8]; uint4 v = 0; int n = 3;
	gs[i];
	a[i + 1];
	w[i].x;
	Texs[i].Load(int3(0, 0, 0));
	look(i);
	gs[3];
	a[2 * 3];
	table[n - n];
	Buf[i];
	v[i];
	first();
	loops(i);
	i + 1;
}
`
	want := []bool{true, true, true, true, true, false, false, true, false, false, false, false, false}
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		t.Fatal(b.String())
	}
	var got []bool
	var lines []int
	for _, s := range res.Program.Entry.Body.Stmts {
		if es, ok := s.(*ExprStmt); ok {
			got = append(got, MayFault(es.X))
			lines = append(lines, es.X.First().Pos.Line)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%d expression statements, want %d", len(got), len(want))
	}
	srcLines := strings.Split(src, "\n")
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("MayFault(%s) = %v, want %v", strings.TrimSpace(srcLines[lines[i]-1]), got[i], want[i])
		}
	}
}
