package fuzz

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Structured buffers of nested structs with arrays (a quarter of the
// programs, chosen apart from the rest of the generator like the early
// exits, so that the others are unchanged). Real kernels read records
// whose fields are arrays and structs (a light with a uint index list, a
// material with a struct per layer) and write their own record field by
// field: every access is a path of member offsets and array strides. These
// programs declare
//
//	struct NI { uint d[2]; float c; uint k; };               (16 bytes)
//	struct NS { uint a; uint b[3]; NI e[2]; uint4 f; };      (64 bytes: the same
//	                            offsets in D3D's and std430's layouts)
//	StructuredBuffer<NS> SNI;      (16 elements)
//	RWStructuredBuffer<NS> SNO;    (each thread's own element, written whole
//	                                first)
//
// and read SNI's fields at computed element and array indices (whole
// structs and arrays too, into locals), write the fields of SNO[tid] at
// computed indices, copy inner structs between them, and fold SNO[tid]
// into u0 before the outputs. SNI's float field holds the float locals'
// grid.

func wantsNest(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x6c44198c4a475818, seed+0x3c6ef372fe94f82c))
	return r.IntN(4) == 0
}

// nestOn reports whether the program has the nested structs.
func (g *gen) nestOn() bool { return g.p.SNI != nil && !g.helper }

const (
	sniElems = 16
	nsWords  = 16 // words of an NS
)

func genSNI(r *rand.Rand) []uint32 {
	w := make([]uint32, sniElems*nsWords)
	for k := range w {
		// NS: a, b[3], e[0] = (d[2], c, k), e[1], f: c at words 6 and 10
		if k%nsWords == 6 || k%nsWords == 10 {
			w[k] = math.Float32bits(gridFloat(r))
		} else {
			w[k] = r.Uint32() >> uint(r.IntN(32))
		}
	}
	return w
}

var (
	useSNI = regexp.MustCompile(`\bSNI\[`)
	useSNO = regexp.MustCompile(`\bSNO\[`)
)

// nestDecls renders the structs and buffers.
func (p *Program) nestDecls(b *strings.Builder) {
	if p.SNI == nil {
		return
	}
	b.WriteString("struct NI\n{\n    uint d[2];\n    float c;\n    uint k;\n};\n")
	b.WriteString("struct NS\n{\n    uint a;\n    uint b[3];\n    NI e[2];\n    uint4 f;\n};\n")
	b.WriteString("StructuredBuffer<NS> SNI : register(t62);\n")
	b.WriteString("RWStructuredBuffer<NS> SNO : register(u62);\n")
}

// nestSpec renders the run spec of SNI and SNO.
func (p *Program) nestSpec(b *strings.Builder, used string) {
	if p.SNI == nil {
		return
	}
	if useSNI.MatchString(used) {
		writeWrapped(b, "\"SNI\": {\"u32\": [", strings.Split(join(p.SNI), ", "), "]},")
	}
	fmt.Fprintf(b, "// RUN-SPEC:   \"SNO\": {\"zero\": %d},\n", 4*nsWords*p.TotalThreads())
}

// nestLocals writes the thread's element of SNO whole.
func (p *Program) nestLocals(b *strings.Builder) {
	if p.SNI == nil {
		return
	}
	b.WriteString("    {\n        NS n0;\n        n0.a = tid;\n        n0.b[0] = u0; n0.b[1] = u1; n0.b[2] = 7u;\n")
	b.WriteString("        for (uint q = 0u; q < 2u; q++) { n0.e[q].d[0] = q; n0.e[q].d[1] = tid ^ q; n0.e[q].c = 0.5f; n0.e[q].k = u0 + q; }\n")
	b.WriteString("        n0.f = uint4(1u, 2u, 3u, tid);\n        SNO[tid] = n0;\n    }\n")
}

// nestFold folds the thread's element of SNO into u0 and f0.
func (p *Program) nestFold(b *strings.Builder) {
	if p.SNI == nil {
		return
	}
	b.WriteString("    {\n        NS n1 = SNO[tid];\n        u0 = u0 * 31u + n1.a + n1.b[0] * 3u + n1.b[1] * 5u + n1.b[2] * 7u + n1.f.x + n1.f.y * 3u + n1.f.z * 5u + n1.f.w * 7u;\n")
	b.WriteString("        for (uint q = 0u; q < 2u; q++) { u0 = u0 * 31u + n1.e[q].d[0] + n1.e[q].d[1] * 3u + n1.e[q].k * 5u; f0 = clamp(f0 + n1.e[q].c, -4096.0f, 4096.0f); }\n    }\n")
}

// nIdx is a computed index below n.
func (g *gen) nIdx(n int) string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprint(g.r.IntN(n))
	case 1:
		return fmt.Sprintf("((%s) %% %du)", g.uexprU(1, true), n)
	default:
		if n&(n-1) == 0 {
			return fmt.Sprintf("((%s) & %du)", g.uexpr(1), n-1)
		}
		return fmt.Sprintf("((%s) %% %du)", g.uexpr(1), n)
	}
}

// nUintField is a uint field path of an NS (after the element).
func (g *gen) nUintField() string {
	switch g.r.IntN(5) {
	case 0:
		return "a"
	case 1:
		return fmt.Sprintf("b[%s]", g.nIdx(3))
	case 2:
		return fmt.Sprintf("e[%s].d[%s]", g.nIdx(2), g.nIdx(2))
	case 3:
		return fmt.Sprintf("e[%s].k", g.nIdx(2))
	default:
		return fmt.Sprintf("f.%s", g.pick("x", "y", "z", "w"))
	}
}

// nestStmt reads SNI or writes SNO[tid].
func (g *gen) nestStmt() Stmt {
	u := g.uvar()
	switch g.r.IntN(7) {
	case 0, 1:
		return &Line{fmt.Sprintf("%s %s SNI[%s].%s;", u, g.pick("=", "+=", "^="), g.nIdx(sniElems), g.nUintField())}
	case 2:
		f := g.fvar()
		return &Line{fmt.Sprintf("%s = clamp(%s + SNI[%s].e[%s].c, -4096.0f, 4096.0f);", f, f, g.nIdx(sniElems), g.nIdx(2))}
	case 3:
		return &Line{fmt.Sprintf("SNO[tid].%s = %s;", g.nUintField(), g.uexpr(2))}
	case 4:
		// an inner struct or array copied whole
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("SNO[tid].e[%s] = SNI[%s].e[%s];", g.nIdx(2), g.nIdx(sniElems), g.nIdx(2))}
		}
		return &Line{fmt.Sprintf("SNO[tid].b = SNI[%s].b;", g.nIdx(sniElems))}
	case 5:
		// a whole record into a local, changed, read at computed indices
		return &Unit{[]string{"{",
			fmt.Sprintf("    NS nl = SNI[%s];", g.nIdx(sniElems)),
			fmt.Sprintf("    nl.b[%s] ^= nl.e[%s].d[%s];", g.nIdx(3), g.nIdx(2), g.nIdx(2)),
			fmt.Sprintf("    NI ni = nl.e[%s];", g.nIdx(2)),
			fmt.Sprintf("    ni.d[%s] += %s;", g.nIdx(2), g.uexpr(1)),
			fmt.Sprintf("    %s ^= nl.b[%s] + ni.d[0] * 3u + ni.d[1] * 5u + nl.f[%s];", u, g.nIdx(3), g.nIdx(4)),
			"}"}}
	default:
		// the thread's record updated in a loop
		return &Unit{[]string{
			fmt.Sprintf("for (uint nk = 0u; nk < %s; nk++) {", g.pick("3u", "(cu0 & 3u) + 1u", fmt.Sprintf("(%s & 3u)", g.uvar()))),
			fmt.Sprintf("    SNO[tid].b[nk %% 3u] += SNI[(nk + %s) %% %du].e[nk & 1u].k;", g.uexpr(1), sniElems),
			fmt.Sprintf("    SNO[tid].e[(nk + %s) & 1u].d[nk & 1u] ^= %s;", g.uvar(), g.uexpr(1)),
			"}"}}
	}
}
