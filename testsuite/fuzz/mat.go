package fuzz

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Matrices (a quarter of the programs, chosen apart from the rest of the
// generator like the early exits, so that the others are unchanged). Real
// kernels transform by float4x4 and float3x3 matrices read from constant
// and structured buffers in either orientation, transpose them, multiply
// them together, and read and write their elements through computed
// indices and swizzles. The orientation decides which words hold a row,
// and so which products a wrong layout or a wrong lowering of mul would
// swap. These programs declare
//
//	cbuffer CM { float4x4 cmA; row_major float4x4 cmB; float3x3 cmC;
//	             row_major float3x4 cmD; float2x4 cmE; row_major float4x2 cmF; };
//	struct MS { float4x4 a; row_major float2x4 b; uint4 k; };   (112 bytes in
//	                     D3D's and std430's layouts alike)
//	StructuredBuffer<MS> MIn;          (8 elements)
//	RWStructuredBuffer<float4x4> MOut; (each thread's own element)
//
// and assign the float locals (quantized) and the uint locals from
//
//	mul(M, v) and mul(v, M) of every shape above, v from the float locals;
//	mul(M, N) of matrices of matching shapes, read at computed [r][c];
//	transpose(M) on either side of mul;
//	M[r][c], M[r] at constant, group-uniform and per-lane indices;
//	swizzles M._m01_m10, M._11_22_33 (zero- and one-based);
//	local matrices written by row, element and swizzle (lm[r] = v,
//	    lm._m12 = f, lm._m30_m03 = ...) and multiplied;
//	int3x3 products (wrapping integer arithmetic);
//	MIn's matrices and MOut written whole and by element and read back.
//
// The matrices hold integers within ±4 and the vectors multiples of 1/16
// within ±64, so every product and sum is exact in f32.

func wantsMat(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0xb8e1afed6a267e97, seed+0x85a308d313198a2f))
	return r.IntN(4) == 0
}

// matOn reports whether the program has the matrices.
func (g *gen) matOn() bool { return g.p.Mat != nil && !g.helper }

// matShape is a cbuffer matrix: its name, rows and columns.
type matShape struct {
	name       string
	rows, cols int
	rowMajor   bool
}

var cmShapes = []matShape{
	{"cmA", 4, 4, false}, {"cmB", 4, 4, true}, {"cmC", 3, 3, false},
	{"cmD", 3, 4, true}, {"cmE", 2, 4, false}, {"cmF", 4, 2, true},
}

const minElems = 8

// matData are the values of CM's matrices (row by row) and MIn's words.
type matData struct {
	cm  [][]int
	min []uint32
}

func genMatData(r *rand.Rand) *matData {
	d := &matData{}
	for _, s := range cmShapes {
		m := make([]int, s.rows*s.cols)
		for k := range m {
			m[k] = r.IntN(9) - 4
		}
		d.cm = append(d.cm, m)
	}
	// MS: a column-major float4x4 (word c*4 + r holds a[r][c]), a
	// row-major float2x4 (word 16 + r*4 + c holds b[r][c]), a uint4
	d.min = make([]uint32, minElems*28)
	for e := 0; e < minElems; e++ {
		for k := 0; k < 24; k++ {
			d.min[e*28+k] = math.Float32bits(float32(r.IntN(9) - 4))
		}
		for k := 24; k < 28; k++ {
			d.min[e*28+k] = r.Uint32() >> uint(r.IntN(32))
		}
	}
	return d
}

var (
	useCM   = regexp.MustCompile(`\bcm[A-F]\b`)
	useMIn  = regexp.MustCompile(`\bMIn\[`)
	useMOut = regexp.MustCompile(`\bMOut\[`)
)

// matDecls renders CM, MS, MIn and MOut.
func (p *Program) matDecls(b *strings.Builder) {
	if p.Mat == nil {
		return
	}
	b.WriteString("cbuffer CM : register(b7)\n{\n")
	for _, s := range cmShapes {
		rm := ""
		if s.rowMajor {
			rm = "row_major "
		}
		fmt.Fprintf(b, "    %sfloat%dx%d %s;\n", rm, s.rows, s.cols, s.name)
	}
	b.WriteString("};\n")
	b.WriteString("struct MS\n{\n    float4x4 a;\n    row_major float2x4 b;\n    uint4 k;\n};\n")
	b.WriteString("StructuredBuffer<MS> MIn : register(t60);\n")
	b.WriteString("RWStructuredBuffer<float4x4> MOut : register(u60);\n")
}

// matSpec renders the run spec of the matrix resources the kernel uses.
func (p *Program) matSpec(b *strings.Builder, used string) {
	d := p.Mat
	if d == nil {
		return
	}
	if useCM.MatchString(used) {
		var parts []string
		for k, s := range cmShapes {
			rows := make([]string, s.rows)
			for r := range rows {
				rows[r] = "[" + join(d.cm[k][r*s.cols:(r+1)*s.cols]) + "]"
			}
			parts = append(parts, fmt.Sprintf("\"%s\": [%s]", s.name, strings.Join(rows, ", ")))
		}
		b.WriteString("// RUN-SPEC:   \"CM\": {" + parts[0] + ",\n")
		for k := 1; k < len(parts); k++ {
			end := ",\n"
			if k == len(parts)-1 {
				end = "},\n"
			}
			b.WriteString("// RUN-SPEC:     " + parts[k] + end)
		}
	}
	if useMIn.MatchString(used) {
		writeWrapped(b, "\"MIn\": {\"u32\": [", strings.Split(join(d.min), ", "), "]},")
	}
	if useMOut.MatchString(used) {
		fmt.Fprintf(b, "// RUN-SPEC:   \"MOut\": {\"zero\": %d},\n", 64*p.TotalThreads())
	}
}

// matFloats renders MOut's FLOAT line.
func (p *Program) matFloats(b *strings.Builder, used string) {
	if p.Mat != nil && useMOut.MatchString(used) {
		b.WriteString("// FLOAT: MOut f32\n")
	}
}

// mVec is a float vector of n components, multiples of 1/16 within ±64.
func (g *gen) mVec(n int) string {
	c := make([]string, n)
	for k := range c {
		switch g.r.IntN(4) {
		case 0:
			c[k] = fmt.Sprintf("%d.0f", g.r.IntN(9)-4)
		case 1:
			c[k] = fmt.Sprintf("(float)(%s & 63u)", g.uvar())
		default:
			c[k] = fmt.Sprintf("clamp(%s, -64.0f, 64.0f)", g.fvar())
		}
	}
	return fmt.Sprintf("float%d(%s)", n, strings.Join(c, ", "))
}

// mIdx is an index below n: constant, group-uniform or per lane.
func (g *gen) mIdx(n int) string {
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprint(g.r.IntN(n))
	case 1:
		return fmt.Sprintf("((%s) %% %du)", g.uexprU(1, true), n)
	default:
		return fmt.Sprintf("((%s) %% %du)", g.uexpr(1), n)
	}
}

var swz0 = []string{"_m00", "_m01", "_m02", "_m03", "_m10", "_m11", "_m12", "_m13", "_m20", "_m21", "_m22", "_m23", "_m30", "_m31", "_m32", "_m33"}

// mSwizzle is a matrix swizzle of n elements of an r x c matrix, zero-
// or one-based, without repeats when it is assigned to.
func (g *gen) mSwizzle(r, c, n int, target bool) string {
	used := map[[2]int]bool{}
	one := g.r.IntN(2) == 0
	var s strings.Builder
	for k := 0; k < n; {
		i, j := g.r.IntN(r), g.r.IntN(c)
		if target && used[[2]int{i, j}] {
			continue
		}
		used[[2]int{i, j}] = true
		if one {
			fmt.Fprintf(&s, "_%d%d", i+1, j+1)
		} else {
			fmt.Fprintf(&s, "_m%d%d", i, j)
		}
		k++
	}
	return s.String()
}

// matVal is a float expression of a matrix product's component.
func (g *gen) matVal() string {
	s := cmShapes[g.r.IntN(len(cmShapes))]
	comp := func(n int) string { return fmt.Sprintf("[%s]", g.mIdx(n)) }
	switch g.r.IntN(9) {
	case 0, 1:
		// column vector: mul(M, v) has M's rows components
		return fmt.Sprintf("mul(%s, %s)%s", s.name, g.mVec(s.cols), comp(s.rows))
	case 2:
		// row vector: mul(v, M) has M's columns components
		return fmt.Sprintf("mul(%s, %s)%s", g.mVec(s.rows), s.name, comp(s.cols))
	case 3:
		// transposed
		return fmt.Sprintf("mul(transpose(%s), %s)%s", s.name, g.mVec(s.rows), comp(s.cols))
	case 4:
		// a product of matrices: M (r x c) times N (c x k)
		var ns []matShape
		for _, t := range cmShapes {
			if t.rows == s.cols {
				ns = append(ns, t)
			}
		}
		if len(ns) == 0 {
			return fmt.Sprintf("mul(%s, transpose(%s))[%s][%s]", s.name, s.name, g.mIdx(s.rows), g.mIdx(s.rows))
		}
		t := ns[g.r.IntN(len(ns))]
		return fmt.Sprintf("mul(%s, %s)[%s][%s]", s.name, t.name, g.mIdx(s.rows), g.mIdx(t.cols))
	case 5:
		return fmt.Sprintf("%s[%s][%s]", s.name, g.mIdx(s.rows), g.mIdx(s.cols))
	case 6:
		return fmt.Sprintf("dot(%s[%s], %s)", s.name, g.mIdx(s.rows), g.mVec(s.cols))
	case 7:
		sw := g.mSwizzle(s.rows, s.cols, 2+g.r.IntN(2), false)
		return fmt.Sprintf("dot(%s.%s, %s)", s.name, sw, g.mVec(strings.Count(sw, "_")))
	default:
		if g.r.IntN(2) == 0 {
			return fmt.Sprintf("mul(MIn[%s].a, %s)%s", g.mIdx(minElems), g.mVec(4), comp(4))
		}
		return fmt.Sprintf("mul(%s, MIn[%s].b)%s", g.mVec(2), g.mIdx(minElems), comp(4))
	}
}

// matStmt assigns a local from matrix arithmetic, or runs a block with a
// local matrix or MOut.
func (g *gen) matStmt() Stmt {
	k := g.r.IntN(8)
	if k == 5 && g.portable {
		// glslang has no mul of integer matrices
		k = 0
	}
	switch k {
	case 0, 1, 2:
		return &Line{fmt.Sprintf("%s = clamp(%s, -4096.0f, 4096.0f);", g.fvar(), g.matVal())}
	case 3:
		return &Line{fmt.Sprintf("%s %s (uint)(int)%s;", g.uvar(), g.pick("+=", "^="), g.matVal())}
	case 4:
		return g.matLocal()
	case 5:
		// integer matrices: wrapping arithmetic
		u := g.uvar()
		return &Unit{[]string{"{",
			fmt.Sprintf("    int3x3 im = int3x3(%s, %s, %s, %s, %s, %s, %s, %s, %s);", g.iexpr(1), g.ivar(), g.intLit(g.r.IntN(9)-4), g.ivar(), g.iexpr(1), g.ivar(), g.intLit(g.r.IntN(9)-4), g.ivar(), g.iexpr(1)),
			fmt.Sprintf("    int3 iv = mul(im, int3(%s, %s, %s));", g.ivar(), g.iexpr(1), g.intLit(g.r.IntN(9)-4)),
			fmt.Sprintf("    iv += mul(int3((int)%s, %s, %s), im);", g.uvar(), g.ivar(), g.ivar()),
			fmt.Sprintf("    %s ^= (uint)iv[%s] + (uint)im[%s][%s] * 3u;", u, g.mIdx(3), g.mIdx(3), g.mIdx(3)),
			"}"}}
	case 6:
		return g.matOut()
	default:
		u := g.uvar()
		return &Line{fmt.Sprintf("%s ^= MIn[%s].k[%s] + (uint)(int)MIn[%s].%s;", u, g.mIdx(minElems), g.mIdx(4), g.mIdx(minElems),
			g.pick(fmt.Sprintf("a[%s][%s]", g.mIdx(4), g.mIdx(4)), fmt.Sprintf("b[%s].%s", g.mIdx(2), g.pick("x", "y", "z", "w")), "a._m30", "b._m13", "a._14"))}
	}
}

// matLocal is a block with a local matrix written by row, element and
// swizzle, then multiplied.
func (g *gen) matLocal() Stmt {
	s := cmShapes[g.r.IntN(len(cmShapes))]
	t := fmt.Sprintf("float%dx%d", s.rows, s.cols)
	f := g.fvar()
	l := []string{"{", fmt.Sprintf("    %s lm = %s;", t, g.pick(s.name, fmt.Sprintf("(%s)%s", t, g.zero())))}
	for k := 0; k < 1+g.r.IntN(3); k++ {
		switch g.r.IntN(4) {
		case 0:
			l = append(l, fmt.Sprintf("    lm[%s] = %s;", g.mIdx(s.rows), g.mVec(s.cols)))
		case 1:
			l = append(l, fmt.Sprintf("    lm[%s][%s] = %s;", g.mIdx(s.rows), g.mIdx(s.cols), g.pick("(float)(int)(cu0 & 7u) - 4.0f", "3.0f", fmt.Sprintf("(float)((%s & 7u) - 4u)", g.uvar()))))
		case 2:
			sw := g.mSwizzle(s.rows, s.cols, 2, true)
			l = append(l, fmt.Sprintf("    lm.%s = float2(%s, %s);", sw, g.pick("1.0f", "-2.0f", "(float)(int)(gi & 3u)"), g.pick("4.0f", "-1.0f")))
		default:
			if len(g.loopVars) > 0 || g.r.IntN(2) == 0 {
				l = append(l, fmt.Sprintf("    for (uint mr = 0u; mr < %du; mr++) lm[mr] = lm[mr] %s %s[(mr + %s) %% %du];", s.rows, g.pick("+", "-"), s.name, g.uexpr(1), s.rows))
			} else {
				l = append(l, fmt.Sprintf("    lm = lm %s %s;", g.pick("+", "-"), s.name))
			}
		}
	}
	// the elements stay within ±12: clamp them back to ±4 through
	// each row
	l = append(l, fmt.Sprintf("    for (uint mr = 0u; mr < %du; mr++) lm[mr] = clamp(lm[mr], -4.0f, 4.0f);", s.rows))
	if g.r.IntN(2) == 0 {
		l = append(l, fmt.Sprintf("    %s = clamp(mul(lm, %s)[%s], -4096.0f, 4096.0f);", f, g.mVec(s.cols), g.mIdx(s.rows)))
	} else {
		l = append(l, fmt.Sprintf("    %s = clamp(mul(%s, lm)[%s] + lm.%s, -4096.0f, 4096.0f);", f, g.mVec(s.rows), g.mIdx(s.cols), g.mSwizzle(s.rows, s.cols, 1, false)))
	}
	l = append(l, "}")
	return &Unit{l}
}

// zero is the scalar a zero matrix is cast from: an int 0, or in portable
// programs a float one (glslang 12 turns (float4x4)0 into a matrix of
// +Inf when some structs and cbuffers are declared before it).
func (g *gen) zero() string {
	if g.portable {
		return "0.0f"
	}
	return "0"
}

// matOut writes the thread's element of MOut whole, then sometimes a row
// or an element, and reads an element back.
func (g *gen) matOut() Stmt {
	l := []string{fmt.Sprintf("MOut[tid] = %s;", g.pick("cmA", "cmB", "transpose(cmA)", "mul(cmA, cmB)", "MIn[gi & 7u].a", "(float4x4)"+g.zero()))}
	switch g.r.IntN(3) {
	case 0:
		l = append(l, fmt.Sprintf("MOut[tid][%s] = %s;", g.mIdx(4), g.mVec(4)))
	case 1:
		l = append(l, fmt.Sprintf("MOut[tid][%s][%s] = %s;", g.mIdx(4), g.mIdx(4), g.pick("cmA._m21", "1.0f", "(float)(int)(cu0 & 7u)")))
	}
	f := g.fvar()
	l = append(l, fmt.Sprintf("%s = clamp(%s + MOut[tid][%s][%s], -4096.0f, 4096.0f);", f, f, g.mIdx(4), g.mIdx(4)))
	return &Unit{l}
}
