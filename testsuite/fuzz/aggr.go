package fuzz

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Aggregates and atomics with returned values (a quarter of the programs,
// chosen apart from the rest of the generator like the early exits, so
// that the others are unchanged). Real kernels keep small tables and
// arrays of structs in registers or scratch, read constant tables, read
// and write structured buffers of structs, exchange structs through LDS
// and use the value an atomic returns. These programs declare
//
//	struct AP { uint2 d; uint a; int b; float c; uint e; };  (24 bytes in
//	                     D3D's and std430's layouts alike, so the lavapipe
//	                     path binds the same bytes)
//	static const uint stab[8] = { ... };
//	StructuredBuffer<AP> SIn;      (32 elements; reads past the end read 0)
//	RWStructuredBuffer<AP> SB;     (each thread's own element SB[tid])
//	groupshared AP gsa[groupsize]; (a phase between barriers)
//	AP ap[3] = { ... };  uint m2[3][4] = { ... };   (locals)
//
// and statements that read and write fields of array elements at indices
// computed at run time (one element for all lanes or one per lane), copy
// whole structs between array elements, SB, SIn and gsa, read the constant
// table at computed indices, and use the returned value of atomics
// (InterlockedAdd/Min/Max/And/Or/Xor/Exchange/CompareExchange) on words
// only their thread touches: a field of SB[tid], the thread's words of
// Raw, Out and gs (each thread's own element of gs, written first). The
// float field keeps the float locals' grid. Before the outputs every field
// of ap and m2 is folded into u0 and f0.

func wantsAggr(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0xbe5466cf34e90c6c, seed+0xc0ac29b7c97c50dd))
	return r.IntN(4) == 0
}

// aggrOn reports whether the program has the aggregates.
func (g *gen) aggrOn() bool { return g.p.Aggr && !g.helper }

const (
	sinElems  = 32
	apWords   = 6 // words of an AP
	stabElems = 8
)

// aggrData fills the constant table and SIn (words of AP, the float field
// on the float locals' grid).
func (p *Program) aggrData(r *rand.Rand) {
	p.Stab = make([]uint32, stabElems)
	for k := range p.Stab {
		p.Stab[k] = r.Uint32() >> uint(r.IntN(32))
	}
	p.SIn = make([]uint32, sinElems*apWords)
	for k := range p.SIn {
		if k%apWords == 4 {
			p.SIn[k] = math.Float32bits(float32(r.IntN(2048)-1024) / 16)
		} else {
			p.SIn[k] = r.Uint32() >> uint(r.IntN(32))
		}
	}
}

// aggrDecls renders the struct, the table and the buffers.
func (p *Program) aggrDecls(b *strings.Builder) {
	if !p.Aggr {
		return
	}
	b.WriteString("struct AP\n{\n    uint2 d;\n    uint a;\n    int b;\n    float c;\n    uint e;\n};\n")
	st := make([]string, len(p.Stab))
	for k, v := range p.Stab {
		st[k] = fmt.Sprintf("%du", v)
	}
	fmt.Fprintf(b, "static const uint stab[%d] = { %s };\n", stabElems, strings.Join(st, ", "))
	b.WriteString("StructuredBuffer<AP> SIn : register(t30);\n")
	b.WriteString("RWStructuredBuffer<AP> SB : register(u30);\n")
	if p.UseGA {
		fmt.Fprintf(b, "groupshared AP gsa[%d];\n", p.GroupSize())
	}
}

// aggrSpec renders the run spec of SIn and SB when the kernel uses them.
func (p *Program) aggrSpec(b *strings.Builder, used string) {
	if !p.Aggr {
		return
	}
	if useSIn.MatchString(used) {
		ws := make([]string, len(p.SIn))
		for k, v := range p.SIn {
			ws[k] = fmt.Sprint(v)
		}
		writeWrapped(b, "\"SIn\": {\"u32\": [", ws, "]},")
	}
	if useSB.MatchString(used) {
		fmt.Fprintf(b, "// RUN-SPEC:   \"SB\": {\"zero\": %d},\n", 4*apWords*p.TotalThreads())
	}
}

var (
	useSIn = regexp.MustCompile(`\bSIn\[`)
	useSB  = regexp.MustCompile(`\bSB\[`)
)

// aggrLocals renders the local struct array and 2D array.
func (p *Program) aggrLocals(b *strings.Builder) {
	if !p.Aggr {
		return
	}
	b.WriteString("    AP ap[3] = { { uint2(tid, u0), 7u, i0, f0, gi }, { uint2(u1, 3u), tid * 5u, -4, 1.5f, 0u }, { uint2(0u, gi), u0 ^ u1, (int)gi - 9, -0.25f, 0xffffffffu } };\n")
	b.WriteString("    uint m2[3][4] = { { u0, 1u, 2u, tid }, { gi, u1, 0u, 9u }, { 4u, dtid.x, u0 + u1, 5u } };\n")
}

// aggrFold folds the locals into u0 and f0 before the outputs.
func (p *Program) aggrFold(b *strings.Builder) {
	if !p.Aggr {
		return
	}
	b.WriteString("    for (uint q = 0; q < 3; q++) {\n")
	b.WriteString("        u0 = u0 * 31u + (ap[q].d.x ^ (ap[q].d.y << 3)) + ap[q].a * 7u + (uint)ap[q].b + ap[q].e * 13u;\n")
	b.WriteString("        for (uint r = 0; r < 4; r++) {\n            u0 = (u0 ^ m2[q][r]) * 0x01000193u;\n        }\n")
	b.WriteString("        f0 += ap[q].c;\n    }\n")
}

// apIndex is an index of ap computed at run time.
func (g *gen) apIndex() string { return fmt.Sprintf("(%s) %% 3u", g.uexpr(1)) }

var apFields = []string{"d.x", "d.y", "a", "e"}

// aggrStmt is a statement on the aggregates.
func (g *gen) aggrStmt(top bool) Stmt {
	v := g.uvar()
	op := g.pick("=", "+=", "^=")
	switch g.r.IntN(16) {
	case 0:
		return &Line{fmt.Sprintf("ap[%s].%s %s %s;", g.apIndex(), g.pick(apFields...), op, g.uexpr(2))}
	case 1:
		return &Line{fmt.Sprintf("ap[%s].d = uint2(%s, %s);", g.apIndex(), g.uexpr(1), g.uexpr(2))}
	case 2:
		return &Line{fmt.Sprintf("ap[%s].b %s %s;", g.apIndex(), g.pick("=", "+=", "-="), g.iexpr(2))}
	case 3:
		return &Line{fmt.Sprintf("ap[%s].c = %s;", g.apIndex(), g.quantized(2))}
	case 4:
		return &Line{fmt.Sprintf("ap[%s] = ap[%s];", g.apIndex(), g.apIndex())}
	case 5:
		return &Line{fmt.Sprintf("%s %s ap[%s].%s;", v, op, g.apIndex(), g.pick(apFields...))}
	case 6:
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("%s = ap[%s].c;", g.fvar(), g.apIndex())}
		}
		return &Line{fmt.Sprintf("%s %s ap[%s].b;", g.ivar(), g.pick("=", "+=", "-="), g.apIndex())}
	case 7:
		return &Line{fmt.Sprintf("m2[(%s) %% 3u][%s & 3u] %s %s;", g.uexpr(1), g.uexpr(1), op, g.uexpr(2))}
	case 8:
		return &Line{fmt.Sprintf("%s %s m2[(%s) %% 3u][%s & 3u];", v, op, g.uexpr(1), g.uexpr(1))}
	case 9:
		return &Line{fmt.Sprintf("%s %s stab[%s & 7u] %s %s;", v, op, g.uexpr(2), g.pick("+", "^", "*"), g.uexpr(1))}
	case 10:
		// SIn: in range, or past the end (reads 0)
		idx := fmt.Sprintf("%s & %su", g.uexpr(1), g.pick("31", "31", "63"))
		switch g.r.IntN(3) {
		case 0:
			return &Line{fmt.Sprintf("ap[%s] = SIn[%s];", g.apIndex(), idx)}
		case 1:
			return &Line{fmt.Sprintf("%s = SIn[%s].c;", g.fvar(), idx)}
		default:
			return &Line{fmt.Sprintf("%s %s SIn[%s].%s;", v, op, idx, g.pick(apFields...))}
		}
	case 11:
		switch g.r.IntN(4) {
		case 0:
			return &Line{fmt.Sprintf("SB[tid] = ap[%s];", g.apIndex())}
		case 1:
			return &Line{fmt.Sprintf("SB[tid].%s %s %s;", g.pick(apFields...), op, g.uexpr(2))}
		case 2:
			return &Line{fmt.Sprintf("ap[%s] = SB[tid];", g.apIndex())}
		default:
			return &Line{fmt.Sprintf("%s %s SB[tid].%s;", v, op, g.pick(apFields...))}
		}
	case 12, 13:
		return g.returnedAtomic()
	default:
		if !g.barrierOK(top) {
			return &Line{fmt.Sprintf("%s %s (uint)SIn[%s & 31u].b;", v, op, g.uexpr(1))}
		}
		// a struct phase: each thread writes its element, reads another's
		g.p.UseGA = true
		n := g.p.GroupSize()
		write := fmt.Sprintf("gsa[gi] = ap[%s];", g.apIndex())
		if g.r.IntN(2) == 0 {
			write = fmt.Sprintf("gsa[gi] = SIn[%s & 31u];", g.uexpr(1))
		}
		read := g.pick(fmt.Sprintf("(gi + %du) %% %du", g.r.IntN(n+1), n), fmt.Sprintf("%du - 1u - gi", n))
		use := fmt.Sprintf("%s %s gsa[%s].%s;", v, op, read, g.pick(apFields...))
		if g.r.IntN(3) == 0 {
			use = fmt.Sprintf("ap[%s] = gsa[%s];", g.apIndex(), read)
		}
		bar := "GroupMemoryBarrierWithGroupSync();"
		return &Unit{[]string{write, bar, use, bar}}
	}
}

// returnedAtomic is an atomic whose returned value is used, on a word only
// its thread touches (so the value does not depend on other threads).
func (g *gen) returnedAtomic() Stmt {
	v := g.uvar()
	ops := []string{"InterlockedAdd", "InterlockedMin", "InterlockedMax", "InterlockedAnd", "InterlockedOr", "InterlockedXor", "InterlockedExchange"}
	op := g.pick(ops...)
	cas := g.r.IntN(5) == 0
	switch g.r.IntN(4) {
	case 0:
		f := g.pick(apFields...)
		if cas {
			return &Line{fmt.Sprintf("InterlockedCompareExchange(SB[tid].%s, %s, %s, %s);", f, g.pick("SB[tid]."+f, g.uexpr(1)), g.uexpr(2), v)}
		}
		return &Line{fmt.Sprintf("%s(SB[tid].%s, %s, %s);", op, f, g.uexpr(2), v)}
	case 1:
		addr := fmt.Sprintf("tid * %d + %d", 4*rawWords, 4*g.r.IntN(rawWords))
		if cas {
			return &Line{fmt.Sprintf("Raw.InterlockedCompareExchange(%s, %s, %s, %s);", addr, g.pick("Raw.Load("+addr+")", g.uexpr(1)), g.uexpr(2), v)}
		}
		return &Line{fmt.Sprintf("Raw.%s(%s, %s, %s);", op, addr, g.uexpr(2), v)}
	case 2:
		slot := fmt.Sprintf("Out[tid * %d + %d]", g.p.OutWords(), g.p.NU+g.p.NI+g.r.IntN(g.p.Slots))
		if cas {
			return &Line{fmt.Sprintf("InterlockedCompareExchange(%s, %s, %s, %s);", slot, g.pick(slot, g.uexpr(1)), g.uexpr(2), v)}
		}
		return &Line{fmt.Sprintf("%s(%s, %s, %s);", op, slot, g.uexpr(2), v)}
	default:
		// the thread's own element of gs, written first (groupshared
		// memory starts undefined)
		g.p.UseGS = true
		a := fmt.Sprintf("%s(gs[gi], %s, %s);", op, g.uexpr(2), v)
		if cas {
			a = fmt.Sprintf("InterlockedCompareExchange(gs[gi], %s, %s, %s);", g.pick("gs[gi]", g.uexpr(1)), g.uexpr(2), v)
		}
		return &Unit{[]string{fmt.Sprintf("gs[gi] = %s;", g.uexpr(2)), a, fmt.Sprintf("%s ^= gs[gi];", g.uvar())}}
	}
}
