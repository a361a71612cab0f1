package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Descriptors chosen per lane (a fifth of the programs that are not
// portable, chosen apart from the rest of the generator like the early
// exits, so that the others are unchanged). An element of a descriptor
// table (an unsized array of resources, and the SM 6.6
// ResourceDescriptorHeap in half of them) indexed by
// NonUniformResourceIndex is read lane by lane (a waterfall loop); any
// other index is uniform by HLSL's rule, read from the first active lane
// (ir.ReadFirstAssumed). The interpreter stops at an assumed-uniform index
// that differs between lanes, so a lowering that loses the flag on the way
// fails in the default mode, although every path runs the same lowered IR.
// The programs declare
//
//	StructuredBuffer<uint> NT[] : register(t0, space1);   entries NT.0..3
//	RWStructuredBuffer<uint> NW[] : register(u0, space1); entries NW.0..1
//	ResourceDescriptorHeap entries 0..3 (the contents of NT.0..3), cs_6_6
//	struct NR { StructuredBuffer<uint> b; uint k; uint get(uint i); };
//	struct NRN { NR r; uint z; };
//	functions taking and returning resources and structs holding them
//	(nread, nread2, npick, nheap, nmk, nmkl, nmko, npicko, nuse, nuses)
//	and ndirect(k, i), the element read directly: NT[NURI(k & 3)][i & 15]
//
// and pass per-lane elements through resource parameters (two levels),
// returns, out parameters, struct fields (assigned, initializer lists,
// copies, nested structs, member functions, arrays of structs), local
// arrays of resources, resource locals assigned in loops and the arms of
// ?:, and write NW entries chosen per lane (each thread its own word).
// Uniform indices without the flag (a cbuffer value, the group id,
// WaveReadLaneFirst) appear too, and wave operations in the expression of
// a per-lane access (they run once, with every lane). Every read checks itself against ndirect
// (SelfCheck); every write is read back.

func wantsNURI(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x7c3f9a1b5d2e4086, seed+0x3b1d6e9f2a4c8057))
	return r.IntN(5) == 0
}

// nuriData are a program's table entries.
type nuriData struct {
	Heap bool          // also ResourceDescriptorHeap (cs_6_6)
	T    [4][16]uint32 // NT.0..3 (and heap entries 0..3)
}

func genNURIData(seed uint64) *nuriData {
	r := rand.New(rand.NewPCG(seed^0x5a17c3e9d2b84f60, seed+0x1e2f3a4b5c6d7e8f))
	d := &nuriData{Heap: r.IntN(2) == 0}
	for k := range d.T {
		for j := range d.T[k] {
			d.T[k][j] = uint32(k)<<24 | r.Uint32()>>8
		}
	}
	return d
}

// nuriOn reports whether the program has the per-lane descriptor forms.
func (g *gen) nuriOn() bool { return g.p.NURI != nil && !g.helper }

// nuriDecls renders the tables, structs and functions.
func (p *Program) nuriDecls(b *strings.Builder) {
	d := p.NURI
	if d == nil {
		return
	}
	b.WriteString(`StructuredBuffer<uint> NT[] : register(t0, space1);
RWStructuredBuffer<uint> NW[] : register(u0, space1);
struct NR
{
    StructuredBuffer<uint> b;
    uint k;
    uint get(uint i) { return b[i & 15u] + k; }
};
struct NRN { NR r; uint z; };
uint ndirect(uint k, uint i) { return NT[NonUniformResourceIndex(k & 3u)][i & 15u]; }
uint nread(StructuredBuffer<uint> b, uint i) { return b[i & 15u]; }
uint nread2(StructuredBuffer<uint> b, uint i) { return nread(b, i) * 3u + b[(i + 1u) & 15u]; }
StructuredBuffer<uint> npick(uint k) { return NT[NonUniformResourceIndex(k & 3u)]; }
NR nmk(uint k) { NR r; r.b = NT[NonUniformResourceIndex(k & 3u)]; r.k = k; return r; }
NR nmkl(uint k) { NR r = { NT[NonUniformResourceIndex(k & 3u)], k }; return r; }
void nmko(out NR r, uint k) { r.b = NT[NonUniformResourceIndex(k & 3u)]; r.k = k; }
void npicko(out StructuredBuffer<uint> b, uint k) { b = NT[NonUniformResourceIndex(k & 3u)]; }
uint nuse(NR r, uint i) { return r.b[i & 15u] + r.k; }
uint nuses(NRN s, uint i) { return nuse(s.r, i) + s.z; }
void nput(RWStructuredBuffer<uint> b, uint i, uint v) { b[i] = v; }
`)
	if d.Heap {
		b.WriteString(`StructuredBuffer<uint> nheap(uint k) { return ResourceDescriptorHeap[NonUniformResourceIndex(k & 3u)]; }
NR nmkh(uint k) { NR r; r.b = ResourceDescriptorHeap[NonUniformResourceIndex(k & 3u)]; r.k = k; return r; }
`)
	}
	if p.Lower == nil {
		fmt.Fprintf(b, "RWStructuredBuffer<uint> %s : register(u58);\n", SelfCheck)
	}
}

// nuriSpec renders the run spec of the entries (and of the self-checks
// when the lowering forms do not).
func (p *Program) nuriSpec(b *strings.Builder) {
	d := p.NURI
	if d == nil {
		return
	}
	for k, t := range d.T {
		words := make([]string, len(t))
		for j, w := range t {
			words[j] = fmt.Sprint(w)
		}
		writeWrapped(b, fmt.Sprintf("\"NT.%d\": {\"u32\": [", k), words, "]},")
		if d.Heap {
			writeWrapped(b, fmt.Sprintf("\"ResourceDescriptorHeap.%d\": {\"u32\": [", k), words, "]},")
		}
	}
	fmt.Fprintf(b, "// RUN-SPEC:   \"NW.0\": {\"zero\": %d}, \"NW.1\": {\"zero\": %d},\n", 4*p.TotalThreads(), 4*p.TotalThreads())
	if p.Lower == nil {
		fmt.Fprintf(b, "// RUN-SPEC:   \"%s\": {\"zero\": %d},\n", SelfCheck, 4*p.TotalThreads())
	}
}

// nuriLocals declares the self-check word (unless the lowering forms do)
// and makes every table used whatever the body does.
func (p *Program) nuriLocals(b *strings.Builder) {
	if p.NURI == nil {
		return
	}
	if p.Lower == nil {
		b.WriteString("    uint lchk = 0u;\n")
	}
	b.WriteString("    lchk |= nread(NT[NonUniformResourceIndex(tid & 3u)], gi) ^ ndirect(tid, gi);\n")
	if p.NURI.Heap {
		b.WriteString("    lchk |= nread(ResourceDescriptorHeap[NonUniformResourceIndex(gi & 3u)], tid) ^ ndirect(gi, tid);\n")
	}
}

// nuriFold writes the thread's word of an NW entry chosen per lane and
// stores the self-check word (unless the lowering forms do).
func (p *Program) nuriFold(b *strings.Builder) {
	if p.NURI == nil {
		return
	}
	b.WriteString("    NW[NonUniformResourceIndex(u0 & 1u)][tid] ^= u0;\n")
	if p.Lower == nil {
		fmt.Fprintf(b, "    %s[tid] = lchk;\n", SelfCheck)
	}
}

// nuriStmt is one of the per-lane descriptor forms. The index k and the
// element i are copied first (the form may assign the locals they read).
func (g *gen) nuriStmt() Stmt {
	u, op := g.uvar(), g.pick("=", "+=", "^=")
	k, i := g.uexpr(1), g.uvar()
	in := func(lines ...string) Stmt {
		return &Unit{append(append([]string{"{", fmt.Sprintf("    uint nk = %s, ni = %s;", k, i)}, lines...), "}")}
	}
	read := func(form, want string) Stmt {
		return in(fmt.Sprintf("    uint nv = %s;", form),
			fmt.Sprintf("    lchk |= nv ^ (%s);", want),
			fmt.Sprintf("    %s %s nv;", u, op))
	}
	heap := g.p.NURI.Heap
	if g.wave && g.r.IntN(8) == 0 {
		// wave operations in the expression of a per-lane access run
		// once, with every lane (not once per descriptor round)
		if g.r.IntN(2) == 0 {
			return in("    uint nw = WaveActiveSum(1u);",
				"    uint nv = NT[NonUniformResourceIndex(nk & 3u)][(ni + WaveActiveCountBits(true)) & 15u] + WaveActiveSum(1u) * 3u;",
				"    lchk |= nv ^ (ndirect(nk, ni + nw) + nw * 3u);",
				fmt.Sprintf("    %s %s nv;", u, op))
		}
		return in("    uint nv = WaveActiveSum(NT[NonUniformResourceIndex(nk & 3u)][ni & 15u]);",
			"    lchk |= nv ^ WaveActiveSum(ndirect(nk, ni));",
			fmt.Sprintf("    %s %s nv;", u, op))
	}
	switch g.r.IntN(18) {
	case 0:
		return read("nread(NT[NonUniformResourceIndex(nk & 3u)], ni)", "ndirect(nk, ni)")
	case 1:
		if heap {
			return read("nread2(ResourceDescriptorHeap[NonUniformResourceIndex(nk & 3u)], ni)", "ndirect(nk, ni) * 3u + ndirect(nk, ni + 1u)")
		}
		return read("nread2(NT[NonUniformResourceIndex(nk & 3u)], ni)", "ndirect(nk, ni) * 3u + ndirect(nk, ni + 1u)")
	case 2:
		if g.r.IntN(2) == 0 {
			return read("npick(nk)[ni & 15u]", "ndirect(nk, ni)")
		}
		return read("npick(nk).Load(ni & 15u)", "ndirect(nk, ni)")
	case 3:
		if heap {
			switch g.r.IntN(3) {
			case 0:
				return read("nheap(nk)[ni & 15u]", "ndirect(nk, ni)")
			case 1:
				return read("nread(nheap(nk), ni)", "ndirect(nk, ni)")
			default:
				return read("nmkh(nk).get(ni)", "ndirect(nk, ni) + nk")
			}
		}
		return read("nmk(nk).get(ni)", "ndirect(nk, ni) + nk")
	case 4:
		return in("    NR nr = nmk(nk);",
			"    NR nc = nr;",
			"    uint nv = nuse(nc, ni) + nr.b[(ni + 2u) & 15u];",
			"    lchk |= nv ^ (ndirect(nk, ni) + nk + ndirect(nk, ni + 2u));",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 5:
		return read("nmkl(nk).get(ni)", "ndirect(nk, ni) + nk")
	case 6:
		return in("    NR nr;",
			"    nmko(nr, nk);",
			"    uint nv = nr.get(ni);",
			"    lchk |= nv ^ (ndirect(nk, ni) + nk);",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 7:
		z := g.r.IntN(100)
		return in("    NRN ns;",
			"    ns.r = nmk(nk);",
			fmt.Sprintf("    ns.z = %du;", z),
			"    uint nv = nuses(ns, ni);",
			fmt.Sprintf("    lchk |= nv ^ (ndirect(nk, ni) + nk + %du);", z),
			fmt.Sprintf("    %s %s nv;", u, op))
	case 8:
		return in("    NR nr;",
			"    nr.k = 0u;",
			"    npicko(nr.b, nk);",
			"    uint nv = nr.b[ni & 15u];",
			"    lchk |= nv ^ ndirect(nk, ni);",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 9:
		// a local array of resources, one element per lane, the other
		// uniform
		return in("    StructuredBuffer<uint> nl[2];",
			"    nl[0] = NT[NonUniformResourceIndex(nk & 3u)];",
			"    nl[1] = NT[cu0 & 3u];",
			"    uint nv = nl[ni & 1u][ni & 15u];",
			"    lchk |= nv ^ ((ni & 1u) != 0u ? ndirect(cu0, ni) : ndirect(nk, ni));",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 10:
		// an array of structs holding per-lane elements
		return in("    NR ne[2];",
			"    ne[0] = nmk(nk);",
			"    ne[1] = nmkl(nk + 1u);",
			"    uint nv = ne[ni & 1u].get(ni);",
			"    lchk |= nv ^ ((ni & 1u) != 0u ? ndirect(nk + 1u, ni) + nk + 1u : ndirect(nk, ni) + nk);",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 11:
		// a resource local that holds a per-lane element on some lanes
		c := g.boolExpr(1, false)
		return in(fmt.Sprintf("    bool nc = %s;", c),
			"    StructuredBuffer<uint> nb = NT[cu0 & 3u];",
			"    if (nc) nb = NT[NonUniformResourceIndex(nk & 3u)];",
			"    uint nv = nread(nb, ni) + (nc ? NT[NonUniformResourceIndex(nk & 3u)] : NT[gid.x & 3u])[ni & 15u];",
			"    lchk |= nv ^ ((nc ? ndirect(nk, ni) : ndirect(cu0, ni)) + (nc ? ndirect(nk, ni) : ndirect(gid.x, ni)));",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 12:
		// a resource local that a loop gives a per-lane element: the
		// second iteration reads it
		return in("    StructuredBuffer<uint> nb = NT[cu0 & 3u];",
			"    uint nv = 0u;",
			"    for (uint nq = 0u; nq < 2u; nq++) {",
			"        nv = nv * 7u + nb[(ni + nq) & 15u];",
			"        nb = NT[NonUniformResourceIndex(nk & 3u)];",
			"    }",
			"    lchk |= nv ^ (ndirect(cu0, ni) * 7u + ndirect(nk, ni + 1u));",
			fmt.Sprintf("    %s %s nv;", u, op))
	case 13, 14:
		// a write to an entry chosen per lane (each thread its own word),
		// read back
		v := g.uexpr(2)
		w := "nput(NW[NonUniformResourceIndex(nk & 1u)], tid, nv);"
		if g.r.IntN(2) == 0 {
			w = "NW[NonUniformResourceIndex(nk & 1u)][tid] = nv;"
		}
		return in(fmt.Sprintf("    uint nv = %s;", v),
			"    "+w,
			"    lchk |= NW[NonUniformResourceIndex(nk & 1u)][tid] ^ nv;",
			fmt.Sprintf("    %s %s NW[NonUniformResourceIndex(~nk & 1u)][tid];", u, op))
	case 15:
		// uniform indices without the flag: a cbuffer value, the group id
		idx := g.pick("cu0", "gid.x", "cu0 + gid.x")
		if g.wave && g.r.IntN(2) == 0 {
			idx = "WaveReadLaneFirst(nk)"
		}
		return read(fmt.Sprintf("nread(NT[(%s) & 3u], ni) + NT[(%s) & 3u][(ni + 1u) & 15u]", idx, idx),
			fmt.Sprintf("ndirect(%s, ni) + ndirect(%s, ni + 1u)", idx, idx))
	default:
		// a per-lane element bound to a local, passed on twice
		return in("    StructuredBuffer<uint> nb = NT[NonUniformResourceIndex(nk & 3u)];",
			"    uint nv = nread2(nb, ni);",
			"    lchk |= nv ^ (ndirect(nk, ni) * 3u + ndirect(nk, ni + 1u));",
			fmt.Sprintf("    %s %s nv;", u, op))
	}
}
