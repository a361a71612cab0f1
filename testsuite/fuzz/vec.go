package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Vectors, matrices and structs (about a third of the programs, chosen
// apart from the rest of the generator like the typed resources, so that
// the other programs are unchanged). Real shaders compute mostly on
// vectors; these programs have the locals
//
//	uint4 va;  float4 vf;  VS vs;  (struct VS { uint2 p; float f; })
//
// and statements that write them whole, through swizzles (in any order,
// also as the target), one component at a constant or a computed index,
// through struct fields and struct copies; componentwise arithmetic,
// shifts, min/max/clamp, countbits and comparisons folded by any/all;
// matrix products of float2x2, float2x3 and float3x3 built from the
// vector's components, on either side of mul (so that row and column
// orientation count); a groupshared uint4 phase; and packed min16float2
// arithmetic. The float components keep the invariant of the float
// locals (multiples of 1/16 within ±4096; matrix weights are small
// integers), so every path computes them exactly. The locals are stored
// after the other words of Out and FOut.

// vecOutWords and vecFOutWords are the words a vector program adds to
// each thread's Out and FOut: va and vs.p; vf and vs.f.
const (
	vecOutWords  = 6
	vecFOutWords = 5
)

func wantsVec(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x510e527fade682d1, seed+0x9b05688c2b3e6c1f))
	return r.IntN(3) == 0
}

func (g *gen) vecOn() bool { return g.p.Vec && !g.helper }

var (
	vecComps = []string{"x", "y", "z", "w"}
	// vecPairs are two-component swizzles that may be assigned to (no
	// repeated component).
	vecPairs = []string{"xy", "yx", "zw", "wz", "xz", "zx", "yw", "wy", "xw", "wx", "yz", "zy"}
	// vecQuads are four-component swizzles, some with repeats (read only).
	vecQuads = []string{"wzyx", "yxwz", "zwxy", "yzwx", "xxyy", "wwzz", "xyxy", "zzzw"}
)

// vecDecls renders the struct type of a vector program.
func (p *Program) vecDecls(b *strings.Builder) {
	if !p.Vec {
		return
	}
	b.WriteString("struct VS\n{\n    uint2 p;\n    float f;\n};\n")
	if p.UseGV {
		fmt.Fprintf(b, "groupshared uint4 gv[%d];\n", p.GroupSize())
	}
}

// vecLocals renders the vector locals' declarations.
func (p *Program) vecLocals(b *strings.Builder) {
	if !p.Vec {
		return
	}
	b.WriteString("    uint4 va = uint4(u0, tid, gi, 0x9e3779b9u);\n")
	b.WriteString("    float4 vf = float4(f0, (float)(gi & 15u) * 0.5f, -2.0f, 0.25f);\n")
	b.WriteString("    VS vs = { uint2(tid * 3u, u0 ^ 0xffu), 1.5f };\n")
}

// vecStores renders the stores of the vector locals.
func (p *Program) vecStores(b *strings.Builder) {
	if !p.Vec {
		return
	}
	ow, fw := p.OutWords(), p.FOutWords()
	o, f := ow-vecOutWords, fw-vecFOutWords
	for k, c := range vecComps {
		fmt.Fprintf(b, "    Out[tid * %d + %d] = va.%s;\n", ow, o+k, c)
	}
	fmt.Fprintf(b, "    Out[tid * %d + %d] = vs.p.x;\n", ow, o+4)
	fmt.Fprintf(b, "    Out[tid * %d + %d] = vs.p.y;\n", ow, o+5)
	for k, c := range vecComps {
		fmt.Fprintf(b, "    FOut[tid * %d + %d] = vf.%s;\n", fw, f+k, c)
	}
	fmt.Fprintf(b, "    FOut[tid * %d + %d] = vs.f;\n", fw, f+4)
}

// quantized is a float expression that keeps the float locals' invariant.
func (g *gen) quantized(d int) string { return quantize(g.fexpr(d)) }

// vecStmt is a statement on the vector locals.
func (g *gen) vecStmt(depth int, top bool) Stmt {
	c := g.pick(vecComps...)
	switch g.r.IntN(16) {
	case 0:
		return &Line{fmt.Sprintf("va = uint4(%s, %s, %s, %s);", g.uexpr(2), g.uexpr(1), g.uexpr(2), g.uexpr(1))}
	case 1:
		return &Line{fmt.Sprintf("va.%s = uint2(%s, %s);", g.pick(vecPairs...), g.uexpr(2), g.uexpr(2))}
	case 2:
		return &Line{fmt.Sprintf("va.%s %s %s;", c, g.pick("=", "+=", "^=", "*="), g.uexpr(3))}
	case 3:
		return &Line{fmt.Sprintf("va[%s & 3u] %s %s;", g.uexpr(1), g.pick("=", "+=", "|="), g.uexpr(2))}
	case 4:
		return &Line{fmt.Sprintf("va = va.%s %s va;", g.pick(vecQuads...), g.pick("+", "^", "*", "-"))}
	case 5:
		return &Line{fmt.Sprintf("va = (va << (va.%s & 31u)) | (va >> %du);", g.pick(vecQuads...), 1+g.r.IntN(31))}
	case 6:
		lo, hi := g.r.IntN(100), 100+g.r.IntN(1<<20)
		return &Line{fmt.Sprintf("va = %s(va, uint4(%s, %du, %s, %du)) + clamp(va.%s, %du, %du);",
			g.pick("min", "max"), g.uexpr(1), g.r.Uint32(), g.uexpr(1), g.r.IntN(1000), g.pick(vecQuads...), lo, hi)}
	case 7:
		return &Line{fmt.Sprintf("va.%s += countbits(va.%s) * %du;", g.pick(vecPairs...), g.pick(vecPairs...), 1+g.r.IntN(9))}
	case 8:
		return &Line{fmt.Sprintf("vf.%s = %s;", c, g.quantized(3))}
	case 9:
		return &Line{fmt.Sprintf("vf.%s = float2(%s, %s);", g.pick(vecPairs...), g.quantized(2), g.quantized(2))}
	case 10:
		// |vf| <= 4096 and a multiple of 1/16: the sum is exact, floor
		// makes it an integer
		return &Line{fmt.Sprintf("vf = clamp(floor(vf.%s * 0.5f + vf), -4096.0f, 4096.0f);", g.pick(vecQuads...))}
	case 11:
		return &Line{fmt.Sprintf("vf.%s = clamp(%s, -4096.0f, 4096.0f);", g.pick("xy", "zw", "yx", "wz"), g.matVec2())}
	case 12:
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("vs.p.%s %s va.%s;", g.pick("x", "y", "xy", "yx"), g.pick("=", "+=", "^="), g.pick(vecComps...))}
		}
		return &Line{fmt.Sprintf("vs.f = %s;", g.quantized(2))}
	case 13:
		// a struct copied, changed and copied back
		return &Line{fmt.Sprintf("{ VS t = vs; t.p.%s += %s; t.f = vf.%s; vs = t; }", g.pick("x", "y"), g.uexpr(2), c)}
	case 14:
		if g.barrierOK(top) {
			g.p.UseGV = true
			n := g.p.GroupSize()
			bar := "GroupMemoryBarrierWithGroupSync();"
			return &Unit{[]string{
				fmt.Sprintf("gv[gi] = va.%s;", g.pick(vecQuads...)),
				bar,
				fmt.Sprintf("va %s gv[(gi + %du) %% %du].%s;", g.pick("^=", "+="), g.r.IntN(n+1), n, g.pick(vecQuads...)),
				bar,
			}}
		}
		return &Line{fmt.Sprintf("va.%s ^= %s;", c, g.uexpr(2))}
	default:
		// packed half arithmetic on small integers: exact in f16
		slot := fmt.Sprintf("FOut[tid * %d + %d]", g.p.FOutWords(), g.p.NF+g.r.IntN(g.p.FSlots))
		k := g.pick("(min16float2)1.5", "min16float2(2.0, -0.5)", "min16float2(0.25, 3.0)")
		return &Line{fmt.Sprintf("{ min16float2 h = (min16float2)floor(clamp(vf.%s, -16.0f, 16.0f)); h = h * %s + h.yx; %s = (float)h.x + (float)h.y * 0.5f; }",
			g.pick(vecPairs...), k, slot)}
	}
}

// matWeights are the weights a matrix row may combine components with:
// small integers keep products of the locals exact.
var matWeights = []string{"1.0f", "-2.0f", "3.0f", "-1.0f", "2.0f"}

// matVec2 is a float2 matrix product of the float components (each below
// 2^13 with 4 fractional bits, weights at most 3: at most 3 terms, below
// 2^17 — 21 significant bits, exact).
func (g *gen) matVec2() string {
	w := func() string { return g.pick(matWeights...) }
	v := func() string { return "vf." + g.pick(vecComps...) }
	switch g.r.IntN(4) {
	case 0:
		// column vector: mul(M, v)[i] = dot(row i, v)
		return fmt.Sprintf("mul(float2x2(%s, %s, %s, %s), float2(%s, %s))", v(), v(), v(), v(), w(), w())
	case 1:
		// row vector: mul(v, M)[j] = sum over i of v[i] * M[i][j]
		return fmt.Sprintf("mul(float2(%s, %s), float2x2(%s, %s, %s, %s))", w(), w(), v(), v(), v(), v())
	case 2:
		// 2x3 times a float3: two rows of three
		return fmt.Sprintf("mul(float2x3(%s, %s, %s, %s, %s, %s), float3(%s, %s, %s))", v(), v(), v(), v(), v(), v(), w(), w(), w())
	default:
		// a row of a 3x3 product, read as m[row].yx or by _mRC
		m := fmt.Sprintf("float3x3(%s, %s, %s, %s, %s, %s, %s, %s, %s)", w(), w(), w(), w(), "0.0f", w(), w(), w(), w())
		return fmt.Sprintf("mul(%s, float3(%s, %s, %s)).%s", m, v(), v(), v(), g.pick("xy", "zx", "yz"))
	}
}

// vecLeafU is a uint read of the vector locals.
func (g *gen) vecLeafU() string {
	c := g.pick(vecComps...)
	switch g.r.IntN(9) {
	case 0, 1:
		return "va." + c
	case 2:
		return fmt.Sprintf("va[%s & 3u]", g.uexpr(1))
	case 3:
		return "vs.p." + g.pick("x", "y")
	case 4:
		return fmt.Sprintf("(%s(va.%s %s va.%s) ? %du : %du)", g.pick("any", "all"), g.pick(vecPairs...), g.pick("<", ">=", "==", "!="), g.pick(vecPairs...), g.r.IntN(50), g.r.IntN(50))
	case 5:
		return fmt.Sprintf("(va * %s).%s", g.uexpr(1), c)
	case 6:
		return fmt.Sprintf("(va + va.%s)[%s & 3u]", g.pick(vecQuads...), g.uexpr(1))
	case 7:
		return fmt.Sprintf("(uint)(vf.%s + 4096.0f)", c)
	default:
		if g.portable {
			// glslang's dot takes float vectors only
			return "(va.x + va.y * 2u + va.z * 3u)"
		}
		return fmt.Sprintf("dot(va.%s, uint3(%du, %du, %du))", g.pick("xyz", "wzy", "yyx"), g.r.IntN(10), g.r.IntN(10), g.r.IntN(10))
	}
}

// vecLeafF is a float read of the vector locals.
func (g *gen) vecLeafF() fexpr {
	c := g.pick(vecComps...)
	switch g.r.IntN(6) {
	case 0, 1:
		return fexpr{s: "vf." + c, mag: 13, frac: 4}
	case 2:
		return fexpr{s: fmt.Sprintf("vf[%s & 3u]", g.uexpr(1)), mag: 13, frac: 4}
	case 3:
		return fexpr{s: "vs.f", mag: 13, frac: 4}
	case 4:
		// two terms of at most 2^13 * 3
		return fexpr{s: fmt.Sprintf("dot(vf.%s, float2(%s, %s))", g.pick(vecPairs...), g.pick(matWeights...), g.pick(matWeights...)), mag: 16, frac: 4}
	default:
		return fexpr{s: fmt.Sprintf("%s.%s", g.matVec2(), g.pick("x", "y")), mag: 17, frac: 4}
	}
}
