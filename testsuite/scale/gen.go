// Package scale generates HLSL compute shaders of a chosen size in a few
// shapes that stress the compiler's scaling (issue 19): long straight-line
// code, many sequential branches, many small loops, one switch with many
// cases, deeply nested ifs, many functions, one long expression (of uints, of floats) and many cbuffer fields. Every shader is a valid,
// terminating kernel with its run spec, so the same sources serve the
// compile-time benchmark (cmd/hlslc-scale) and the correctness tests of
// long branches and huge switches (executor against interpreter).
package scale

import (
	"fmt"
	"strings"
)

// Shape is one kind of generated shader.
type Shape struct {
	Name string
	// Doc says what one unit of the shape is.
	Doc string
	// Gen writes a kernel with n units.
	Gen func(n int) string
}

// Shapes are the benchmark's shapes, in report order.
var Shapes = []Shape{
	{"straight", "one arithmetic statement", Straight},
	{"branches", "one if (half uniform, half divergent) with a three-statement arm", Branches},
	{"loops", "one counted loop of two statements", Loops},
	{"switch-uniform", "one case of a switch on a cbuffer value", func(n int) string { return Switch(n, false) }},
	{"switch-divergent", "one case of a switch on the thread id", func(n int) string { return Switch(n, true) }},
	{"nested", "one level of nested divergent ifs", Nested},
	{"nested-branches", "one level of nested ifs that store, so stay branches", NestedBranches},
	{"functions", "one function, called once", Functions},
	{"expression", "one term of a single long sum", Expression},
	{"expression-float", "one term of a single long float sum", ExpressionFloat},
	{"cbuffer", "one cbuffer field, read once", CBuffer},
}

// ShapeByName finds a shape.
func ShapeByName(name string) (Shape, bool) {
	for _, s := range Shapes {
		if s.Name == name {
			return s, true
		}
	}
	return Shape{}, false
}

// header declares the resources every shape uses: the cbuffer P (k = 3,
// sel = 7), the output Out (one word per thread, 64 threads) and the
// kernel's locals v0..v3, initialised from the thread id.
const header = `// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"k": 3, "sel": 7},
// RUN-SPEC:   "Out": {"zero": 256}}}
cbuffer P : register(b0)
{
    uint k;
    uint sel;
};
RWStructuredBuffer<uint> Out : register(u0);
`

const mainStart = `
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v0 = id.x, v1 = id.x * 3 + 1, v2 = id.x ^ 0x5a, v3 = k + id.x;
`

const mainEnd = `    Out[id.x] = v0 ^ v1 + v2 * 7 + v3;
}
`

// constant returns the i-th of a deterministic sequence of odd 16-bit
// constants, so that nothing folds away.
func constant(i int) uint32 {
	x := uint32(i)*2654435761 + 0x9e3779b9
	x ^= x >> 15
	return x&0xffff | 1
}

// stmt is the i-th arithmetic statement over the locals: it reads two of
// them and writes a third, so that all four stay live.
func stmt(i int) string {
	a, b, c := i%4, (i+1)%4, (i+2)%4
	ops := [...]string{"+", "^", "*", "-", "|"}
	return fmt.Sprintf("v%d = (v%d %s %du) + (v%d >> %d);", c, a, ops[i%len(ops)], constant(i), b, 1+i%7)
}

// Straight is n arithmetic statements in one block.
func Straight(n int) string {
	var b strings.Builder
	b.WriteString(header + mainStart)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "    %s\n", stmt(i))
	}
	b.WriteString(mainEnd)
	return b.String()
}

// Branches is n sequential ifs, alternately on a cbuffer value (uniform)
// and on the thread id (divergent); each arm does three statements, and
// stores, so that it stays a branch rather than becoming selects.
func Branches(n int) string {
	var b strings.Builder
	b.WriteString(header + mainStart)
	for i := 0; i < n; i++ {
		cond := fmt.Sprintf("k > %du", i%5)
		if i%2 == 1 {
			cond = fmt.Sprintf("(id.x & %du) != 0", 1+i%63)
		}
		fmt.Fprintf(&b, "    if (%s) {\n        %s\n        %s\n        Out[(id.x + %d) & 63] = v%d;\n    }\n",
			cond, stmt(i), stmt(i+1), i, i%4)
	}
	b.WriteString(mainEnd)
	return b.String()
}

// Loops is n sequential loops of k (3) iterations.
func Loops(n int) string {
	var b strings.Builder
	b.WriteString(header + mainStart)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "    for (uint i%d = 0; i%d < k; i%d++) {\n        v%d += i%d * %du;\n        %s\n    }\n",
			i, i, i, i%4, i, constant(i), stmt(i))
	}
	b.WriteString(mainEnd)
	return b.String()
}

// Switch is one switch of n cases (and a default) on the cbuffer value sel
// (uniform) or on a function of the thread id (divergent) that reaches
// cases all over the range; a few cases fall through.
func Switch(n int, divergent bool) string {
	var b strings.Builder
	b.WriteString(header + mainStart)
	sel := "sel"
	if divergent {
		sel = fmt.Sprintf("(id.x * %du + sel) %% %du", 2*n/64+1, n+1)
	}
	fmt.Fprintf(&b, "    switch (%s) {\n", sel)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "    case %d:\n        v%d = v%d * %du + %du;\n", i, i%4, (i+1)%4, constant(i), i)
		if i%7 != 3 {
			b.WriteString("        break;\n")
		}
	}
	b.WriteString("    default:\n        v0 = 12345;\n        break;\n    }\n")
	b.WriteString(mainEnd)
	return b.String()
}

// Nested is n divergent ifs, each inside the previous one's arm; each level
// does two statements before the inner if and one after.
func Nested(n int) string {
	var b strings.Builder
	b.WriteString(header + mainStart)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "if (((id.x + v%d) & %du) != %du) {\n%s\n%s\n", i%4, 1<<(i%6), 1<<((i+1)%6), stmt(i), stmt(i+1))
	}
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "%s\n}\n", stmt(i+2))
	}
	b.WriteString(mainEnd)
	return b.String()
}

// NestedBranches is n ifs, each inside the previous one's arm, whose arms
// store, so that they stay branches (Nested's become selects): the
// branch past each arm spans all the levels inside it, which at a few
// hundred levels is beyond the 16-bit offset of s_cbranch. Most levels are
// divergent, each dropping about one lane in sixteen, so that the outer
// branches fall through and an inner one is taken once no lane is left;
// every tenth level is uniform (on sel), false at a few deep levels. Every
// eleventh level has an else arm.
func NestedBranches(n int) string {
	var b strings.Builder
	b.WriteString(header + mainStart)
	for i := 0; i < n; i++ {
		cond := fmt.Sprintf("((id.x * 3u + v%d) & 15u) != %du", i%4, i%16)
		if i%10 == 0 {
			cond = fmt.Sprintf("sel != %du", i%11)
		}
		fmt.Fprintf(&b, "if (%s) {\n%s\nOut[(id.x + %du) & 63u] = v%d;\n", cond, stmt(i), i, (i+1)%4)
	}
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "%s\n}\n", stmt(i+2))
		if i%11 == 5 {
			fmt.Fprintf(&b, "else {\nOut[(id.x + %du) & 63u] += %du;\n}\n", i, constant(i))
		}
	}
	b.WriteString(mainEnd)
	return b.String()
}

// Functions is n functions, each called once from the kernel.
func Functions(n int) string {
	var b strings.Builder
	b.WriteString(header)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "uint f%d(uint a, uint b)\n{\n    uint c = a * %du + (b >> %d);\n    if (c > %du)\n        c ^= b;\n    return c;\n}\n",
			i, constant(i), 1+i%7, constant(i+1))
	}
	b.WriteString(mainStart)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "    v%d = f%d(v%d, v%d);\n", i%4, i, (i+1)%4, (i+2)%4)
	}
	b.WriteString(mainEnd)
	return b.String()
}

// Expression is one assignment of a sum of n products: a chain of n
// operators, as deep as it is long (the frontend's limit is 65536 levels).
func Expression(n int) string {
	var b strings.Builder
	b.WriteString(header + mainStart + "    v0 = v0")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, " + (v%d * %du)", i%4, constant(i))
	}
	b.WriteString(";\n" + mainEnd)
	return b.String()
}

// ExpressionFloat is Expression over float locals. D3D lets the optimizer
// reassociate non-precise float arithmetic, hlslc does not: the sum stays
// n products, and the products that recur (the constants are 16-bit, so
// equal ones meet) are shared by value numbering with their first
// occurrence, far up the block. So the values live at once grow with n
// (hundreds at 10,000 terms, thousands at 60,000), beyond the register
// file: the shape of high register pressure, which the allocator must
// spill.
func ExpressionFloat(n int) string {
	var b strings.Builder
	b.WriteString(header + strings.Replace(mainStart, "uint v0", "float v0", 1) + "    v0 = v0")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, " + (v%d * %d.0)", i%4, constant(i))
	}
	b.WriteString(";\n    Out[id.x] = asuint(v0) ^ asuint(v1 + v2 * 7 + v3);\n}\n")
	return b.String()
}

// cbufferFields is how many uint fields CBuffer puts in one cbuffer: 4096
// of them fill 16 KiB, a quarter of D3D's 64 KiB limit.
const cbufferFields = 4096

// CBuffer is n uint fields spread over cbuffers Q0, Q1, ... (registers b1
// on), each read once into the locals in one block, as a shader with a
// large constant block reads its parameters: consecutive dwords that
// scalar-load merging turns into s_buffer_load_dwordx16.
func CBuffer(n int) string {
	var spec, decl, body strings.Builder
	for q := 0; q*cbufferFields < n; q++ {
		fmt.Fprintf(&decl, "cbuffer Q%d : register(b%d)\n{\n", q, q+1)
		fmt.Fprintf(&spec, ", \"Q%d\": {", q)
		for i := q * cbufferFields; i < min(n, (q+1)*cbufferFields); i++ {
			fmt.Fprintf(&decl, "    uint f%d;\n", i)
			if i > q*cbufferFields {
				spec.WriteString(", ")
			}
			fmt.Fprintf(&spec, "\"f%d\": %d", i, constant(i+n))
			fmt.Fprintf(&body, "    v%d += f%d * %du;\n", i%4, i, constant(i))
		}
		decl.WriteString("};\n")
		spec.WriteString("}")
	}
	return "// RUN-SPEC: {\"dispatch\": [1, 1, 1], \"resources\": {\"P\": {\"k\": 3, \"sel\": 7}" + spec.String() +
		",\n// RUN-SPEC:   \"Out\": {\"zero\": 256}}}\n" + header[strings.Index(header, "cbuffer"):] + decl.String() + mainStart + body.String() + mainEnd
}
