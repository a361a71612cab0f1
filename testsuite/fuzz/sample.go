package fuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Sampling (a quarter of the programs, chosen apart from the rest of the
// generator like the early exits, so that the others are unchanged).
// Compute shaders read textures through samplers too: a lookup table, a
// filter kernel's taps, a gather of four neighbours. These programs
// declare
//
//	Texture2D<float4> STex;   W x H texels (powers of two from 2 to 8), values
//	                          on the float locals' grid (multiples of 1/4 within ±64)
//	SamplerState SPt;         point filtering, wrap
//	SamplerState SCl;         point filtering, clamp
//	SamplerState SLin;        linear filtering, wrap
//
// and read it with SampleLevel at texel centres ((x + 0.5) / W, with x
// any small integer: the address mode decides the texel), with immediate
// offsets, at LOD 0 and at LODs past the only level (clamped to it), with
// linear filtering at texel centres (weights 0 and 1: exact) and halfway
// between them (weights 1/2, stored straight to FOut, compared with the
// f32 tolerance), and GatherRed/Green/Alpha at texel corners (u * W an
// integer: the footprint is unambiguous). Coordinates are per lane or
// group-uniform. The coordinates stay off the boundaries where models that
// round coordinates differently pick other texels, and W and H are powers
// of two so that every coordinate is exact.

func wantsSample(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0xc0ac29b7c97c50de, seed+0x3f84d5b5b5470918))
	return r.IntN(4) == 0
}

// sampleOn reports whether the program samples STex.
func (g *gen) sampleOn() bool { return g.p.STex != nil && !g.helper }

// sampleTex is the sampled texture's size and texels.
type sampleTex struct {
	W, H   int
	Texels []string // W*H*4 floats
}

func genSampleTex(r *rand.Rand) *sampleTex {
	t := &sampleTex{W: 2 << r.IntN(3), H: 2 << r.IntN(3)}
	for k := 0; k < t.W*t.H*4; k++ {
		t.Texels = append(t.Texels, fmt.Sprint(float32(r.IntN(512)-256)/4))
	}
	return t
}

var (
	useSTex = regexp.MustCompile(`\bSTex\.`)
	useSPt  = regexp.MustCompile(`\bSPt\b`)
	useSCl  = regexp.MustCompile(`\bSCl\b`)
	useSLin = regexp.MustCompile(`\bSLin\b`)
)

// sampleDecls renders the texture and the samplers.
func (p *Program) sampleDecls(b *strings.Builder) {
	if p.STex == nil {
		return
	}
	b.WriteString("Texture2D<float4> STex : register(t50);\n")
	b.WriteString("SamplerState SPt : register(s0);\nSamplerState SCl : register(s1);\nSamplerState SLin : register(s2);\n")
}

// sampleSpec renders the run spec of the texture and the samplers the
// kernel uses.
func (p *Program) sampleSpec(b *strings.Builder, used string) {
	if p.STex == nil {
		return
	}
	if useSTex.MatchString(used) {
		writeWrapped(b, fmt.Sprintf("\"STex\": {\"dims\": [%d, %d], \"texels\": [", p.STex.W, p.STex.H), p.STex.Texels, "]},")
	}
	if useSPt.MatchString(used) {
		b.WriteString("// RUN-SPEC:   \"SPt\": {\"filter\": \"MIN_MAG_MIP_POINT\", \"address\": \"wrap\"},\n")
	}
	if useSCl.MatchString(used) {
		b.WriteString("// RUN-SPEC:   \"SCl\": {\"filter\": \"MIN_MAG_MIP_POINT\", \"address\": \"clamp\"},\n")
	}
	if useSLin.MatchString(used) {
		b.WriteString("// RUN-SPEC:   \"SLin\": {\"filter\": \"MIN_MAG_MIP_LINEAR\", \"address\": \"wrap\"},\n")
	}
}

// texCoord is a coordinate along an axis of n texels at (x + off) / n for
// a small integer x, per lane or group-uniform.
func (g *gen) texCoord(n int, off string) string {
	x := fmt.Sprintf("(float)((int)(%s & 31u) - 12)", g.uexprU(1, g.r.IntN(3) == 0))
	return fmt.Sprintf("(%s + %s) * %s", x, off, fl(1/float64(n)))
}

// sampleStmt reads STex into a local or FOut.
func (g *gen) sampleStmt() Stmt {
	t := g.p.STex
	comp := g.pick("x", "y", "z", "w")
	uv := func(off string) string {
		return fmt.Sprintf("float2(%s, %s)", g.texCoord(t.W, off), g.texCoord(t.H, off))
	}
	switch g.r.IntN(7) {
	case 0, 1:
		lod := g.pick("0", "0", "0.0f", "1.0f", "3.5f")
		s := fmt.Sprintf("STex.SampleLevel(%s, %s, %s)", g.pick("SPt", "SCl", "SLin"), uv("0.5f"), lod)
		return &Line{fmt.Sprintf("%s = %s.%s;", g.fvar(), s, comp)}
	case 2:
		s := fmt.Sprintf("STex.SampleLevel(%s, %s, 0, int2(%d, %d))", g.pick("SPt", "SCl"), uv("0.5f"), g.r.IntN(16)-8, g.r.IntN(16)-8)
		return &Line{fmt.Sprintf("%s = %s.%s;", g.fvar(), s, comp)}
	case 3:
		// a texel's value as an integer of the uint locals
		s := fmt.Sprintf("STex.SampleLevel(%s, %s, 0)", g.pick("SPt", "SCl"), uv("0.5f"))
		return &Line{fmt.Sprintf("%s %s (uint)(int)(%s.%s * 4.0f);", g.uvar(), g.pick("+=", "^="), s, comp)}
	case 4:
		// halfway between texel centres: weights of 1/2, FOut only
		slot := fmt.Sprintf("FOut[tid * %d + %d]", g.p.FOutWords(), g.p.NF+g.r.IntN(g.p.FSlots))
		return &Line{fmt.Sprintf("%s = STex.SampleLevel(SLin, %s, 0).%s;", slot, uv("1.0f"), comp)}
	default:
		// a gather at a texel corner: the 2 x 2 footprint is unambiguous
		s := fmt.Sprintf("STex.Gather%s(%s, %s)", g.pick("Red", "Green", "Alpha"), g.pick("SPt", "SCl"), uv("1.0f"))
		if g.r.IntN(3) == 0 {
			s = fmt.Sprintf("STex.GatherRed(SPt, %s, int2(%d, %d))", uv("1.0f"), g.r.IntN(16)-8, g.r.IntN(16)-8)
		}
		return &Line{fmt.Sprintf("%s = dot(%s, float4(1.0f, -1.0f, 0.5f, 0.25f));", g.fvar(), s)}
	}
}
