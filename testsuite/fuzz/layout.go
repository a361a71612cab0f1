package fuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Memory layouts (a quarter of the programs, chosen apart from the rest of
// the generator like the early exits, so that the others are unchanged).
// Real kernels read constant buffers of arrays, vectors and matrices and
// structured buffers of three-component vectors, whose layouts are where
// a compiler's offsets go wrong: a cbuffer array element takes a whole
// 16-byte row, a float3 leaves its row's last word to the next scalar, a
// float2 does not straddle a row, a uint3 element is 12 bytes. These
// programs declare
//
//	cbuffer CB2 { uint carr[5]; float3 cf3; uint cw; uint2 cu2;
//	              int4 civ[3]; float cfa[3]; row_major float2x3 cm; };
//	StructuredBuffer<uint3> U3In;     (32 elements; reads past the end read 0)
//	RWStructuredBuffer<float3> F3Out; (each thread's own element)
//
// and read the cbuffer at constant, group-uniform and per-lane indices
// (in range: D3D reads 0 past a cbuffer's end, Vulkan leaves it
// undefined), its vectors' components at computed indices, its matrix in
// exact products, U3In at computed indices, F3Out whole and by component,
// and the thread's words of Raw with Load3 and Store3. The cbuffer's floats
// and the matrix's small integers keep the float locals' grid. Portable
// programs (GenOptions) leave out U3In and F3Out: glslang gives a
// structured buffer of three-component vectors std430's 16-byte stride.

func wantsLayout(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x3f84d5b5b5470917, seed+0x9216d5d98979fb1b))
	return r.IntN(4) == 0
}

// layoutOn reports whether the program has the layout resources.
func (g *gen) layoutOn() bool { return g.p.Layout && !g.helper }

const u3Elems = 32

// cb2Values are the values of CB2's members, in the spec's JSON.
type cb2Values struct {
	carr       [5]uint32
	cf3        [3]float32
	cw         uint32
	cu2        [2]uint32
	civ        [3][4]int32
	cfa        [3]float32
	cm         [6]int
	u3         []uint32 // U3In's words
	f3Elements int
}

func gridFloat(r *rand.Rand) float32 { return float32(r.IntN(2048)-1024) / 16 }

// layoutData fills CB2 and U3In.
func (p *Program) layoutData(r *rand.Rand) {
	v := &p.CB2
	for k := range v.carr {
		v.carr[k] = r.Uint32() >> uint(r.IntN(32))
	}
	for k := range v.cf3 {
		v.cf3[k] = gridFloat(r)
	}
	v.cw = uint32(r.IntN(1000))
	v.cu2 = [2]uint32{r.Uint32(), uint32(r.IntN(64))}
	for k := range v.civ {
		for j := range v.civ[k] {
			v.civ[k][j] = int32(r.Uint32())
		}
	}
	for k := range v.cfa {
		v.cfa[k] = gridFloat(r)
	}
	for k := range v.cm {
		v.cm[k] = r.IntN(7) - 3
	}
	v.u3 = make([]uint32, 3*u3Elems)
	for k := range v.u3 {
		v.u3[k] = r.Uint32() >> uint(r.IntN(32))
	}
}

// layoutDecls renders CB2, U3In and F3Out.
func (p *Program) layoutDecls(b *strings.Builder) {
	if !p.Layout {
		return
	}
	b.WriteString("cbuffer CB2 : register(b1)\n{\n    uint carr[5];\n    float3 cf3;\n    uint cw;\n    uint2 cu2;\n" +
		"    int4 civ[3];\n    float cfa[3];\n    row_major float2x3 cm;\n};\n")
	b.WriteString("StructuredBuffer<uint3> U3In : register(t31);\n")
	b.WriteString("RWStructuredBuffer<float3> F3Out : register(u31);\n")
}

var (
	useCB2   = regexp.MustCompile(`\b(carr|cf3|cw|cu2|civ|cfa|cm)\b`)
	useU3In  = regexp.MustCompile(`\bU3In\[`)
	useF3Out = regexp.MustCompile(`\bF3Out\[`)
)

func join[T any](xs []T) string {
	s := make([]string, len(xs))
	for k, x := range xs {
		s[k] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

// layoutSpec renders the run spec of the layout resources the kernel uses.
func (p *Program) layoutSpec(b *strings.Builder, used string) {
	if !p.Layout {
		return
	}
	v := &p.CB2
	if useCB2.MatchString(used) {
		civ := make([]string, len(v.civ))
		for k := range v.civ {
			civ[k] = "[" + join(v.civ[k][:]) + "]"
		}
		fmt.Fprintf(b, "// RUN-SPEC:   \"CB2\": {\"carr\": [%s], \"cf3\": [%s], \"cw\": %d, \"cu2\": [%s],\n", join(v.carr[:]), join(v.cf3[:]), v.cw, join(v.cu2[:]))
		fmt.Fprintf(b, "// RUN-SPEC:     \"civ\": [%s], \"cfa\": [%s], \"cm\": [%s]},\n", strings.Join(civ, ", "), join(v.cfa[:]), join(v.cm[:]))
	}
	if useU3In.MatchString(used) {
		ws := make([]string, len(v.u3))
		for k, w := range v.u3 {
			ws[k] = fmt.Sprint(w)
		}
		writeWrapped(b, "\"U3In\": {\"u32\": [", ws, "]},")
	}
	if useF3Out.MatchString(used) {
		fmt.Fprintf(b, "// RUN-SPEC:   \"F3Out\": {\"zero\": %d},\n", 12*p.TotalThreads())
	}
}

// layoutFloats renders F3Out's FLOAT line (its values are exact; the line
// says how to print them).
func (p *Program) layoutFloats(b *strings.Builder, used string) {
	if p.Layout && useF3Out.MatchString(used) {
		b.WriteString("// FLOAT: F3Out f32\n")
	}
}

// cbIndex is an index in range of a cbuffer array of n elements: constant,
// group-uniform or per lane.
func (g *gen) cbIndex(n int) string {
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprint(g.r.IntN(n))
	case 1:
		return fmt.Sprintf("(%s) %% %du", g.uexprU(1, true), n)
	default:
		return fmt.Sprintf("(%s) %% %du", g.uexpr(1), n)
	}
}

// layoutStmt is a statement on the layout resources.
func (g *gen) layoutStmt() Stmt {
	v := g.uvar()
	op := g.pick("=", "+=", "^=")
	k := g.r.IntN(12)
	if g.portable && k >= 7 && k <= 9 {
		// glslang gives a structured buffer of three-component vectors
		// std430's 16-byte stride, where D3D's is 12 bytes
		k = 0
	}
	switch k {
	case 0, 1:
		return &Line{fmt.Sprintf("%s %s carr[%s] %s %s;", v, op, g.cbIndex(5), g.pick("+", "^", "*"), g.uexpr(1))}
	case 2:
		return &Line{fmt.Sprintf("%s %s (uint)civ[%s].%s;", v, op, g.cbIndex(3), g.pick(vecComps...))}
	case 3:
		return &Line{fmt.Sprintf("%s %s civ[%s][%s & 3u];", g.ivar(), g.pick("=", "+=", "-="), g.cbIndex(3), g.uexpr(1))}
	case 4:
		// exact: an integer of 7 bits times one of 4, plus a value on the
		// grid within 64
		return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(fexpr{s: fmt.Sprintf("(cfa[%s] + floor(cf3.%s) * (float)(%s & 15u))", g.cbIndex(3), g.pick("x", "y", "z"), g.uexpr(1)), mag: 12, frac: 4}))}
	case 5:
		return &Line{fmt.Sprintf("%s %s cu2.%s * cw + cu2[%s & 1u];", v, op, g.pick("x", "y"), g.uexpr(1))}
	case 6:
		// exact: weights within 3 times locals on the grid (17 bits), three
		// terms at most: 21 bits
		x := fmt.Sprintf("float3(%s, %s, %s)", g.fvar(), g.fvar(), g.fvar())
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(fexpr{s: fmt.Sprintf("mul(cm, %s).%s", x, g.pick("x", "y")), mag: 17, frac: 4}))}
		}
		y := fmt.Sprintf("float2(%s, %s)", g.fvar(), g.fvar())
		return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(fexpr{s: fmt.Sprintf("mul(%s, cm)[%s %% 3u]", y, g.uexpr(1)), mag: 17, frac: 4}))}
	case 7:
		idx := fmt.Sprintf("%s & %su", g.uexpr(1), g.pick("31", "31", "63"))
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("%s %s U3In[%s].%s;", v, op, idx, g.pick("x", "y", "z"))}
		}
		return &Line{fmt.Sprintf("%s %s dot(U3In[%s], uint3(%s, 3u, %s));", v, op, idx, g.uexpr(1), g.uexpr(1))}
	case 8:
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("F3Out[tid] = float3(%s, %s, %s);", g.fvar(), g.fvar(), g.quantized(1))}
		}
		return &Line{fmt.Sprintf("F3Out[tid].%s = %s;", g.pick("x", "y", "z"), g.quantized(1))}
	case 9:
		return &Line{fmt.Sprintf("%s = F3Out[tid].%s;", g.fvar(), g.pick("x", "y", "z"))}
	case 10:
		return &Line{fmt.Sprintf("Raw.Store3(tid * %d + %d, uint3(%s, %s, %s));", 4*rawWords, 4*g.r.IntN(2), g.uexpr(2), g.uexpr(1), g.uexpr(1))}
	default:
		return &Line{fmt.Sprintf("%s %s Raw.Load3(tid * %d + %d).%s;", v, op, 4*rawWords, 4*g.r.IntN(2), g.pick("x", "y", "z"))}
	}
}
