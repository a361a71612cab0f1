package backend

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// pressureGen writes kernels with many divergent regions, loops with
// divergent trip counts, breaks and continues, and early returns, over a
// handful of uint variables: few values are live at any point however long
// the kernel is.
type pressureGen struct {
	r     *rand.Rand
	b     strings.Builder
	loops int // loop counters made so far
}

const pressureVars = 4

func (g *pressureGen) v() string { return fmt.Sprintf("a%d", g.r.IntN(pressureVars)) }

func (g *pressureGen) line(ind, format string, args ...any) {
	g.b.WriteString(ind + fmt.Sprintf(format, args...) + "\n")
}

// divergent returns a condition that differs between lanes.
func (g *pressureGen) divergent() string {
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprintf("((k >> %d) & 1) != 0", g.r.IntN(32))
	case 1:
		return fmt.Sprintf("(%s & %d) > %d", g.v(), 1+g.r.IntN(15), g.r.IntN(8))
	}
	return fmt.Sprintf("%s < %s", g.v(), g.v())
}

func (g *pressureGen) block(ind string, n, depth int, inLoop bool) {
	for i := 0; i < n; i++ {
		g.stmt(ind, depth, inLoop)
	}
}

func (g *pressureGen) stmt(ind string, depth int, inLoop bool) {
	kind := g.r.IntN(10)
	if depth >= 3 {
		kind = 0
	}
	switch {
	case kind < 4:
		switch g.r.IntN(4) {
		case 0:
			g.line(ind, "%s = %s * %du + %s;", g.v(), g.v(), 3+2*g.r.IntN(50), g.v())
		case 1:
			g.line(ind, "%s = %s ^ (%s >> %d);", g.v(), g.v(), g.v(), 1+g.r.IntN(7))
		case 2:
			g.line(ind, "%s = %s - %du;", g.v(), g.v(), g.r.IntN(1000))
		default:
			g.line(ind, "%s += (%s << %d) | %du;", g.v(), g.v(), g.r.IntN(5), g.r.IntN(16))
		}
	case kind < 7:
		g.line(ind, "if (%s) {", g.divergent())
		g.block(ind+"\t", 1+g.r.IntN(3), depth+1, inLoop)
		if g.r.IntN(2) == 0 {
			g.line(ind, "} else {")
			g.block(ind+"\t", 1+g.r.IntN(3), depth+1, inLoop)
		}
		g.line(ind, "}")
	case kind < 9:
		c := fmt.Sprintf("i%d", g.loops)
		g.loops++
		g.line(ind, "for (uint %s = 0; %s < (%s & 3) + 1; %s++) {", c, c, g.v(), c)
		g.block(ind+"\t", 1+g.r.IntN(3), depth+1, true)
		switch g.r.IntN(3) {
		case 0:
			g.line(ind+"\t", "if (%s) break;", g.divergent())
		case 1:
			g.line(ind+"\t", "if (%s) continue;", g.divergent())
		}
		g.line(ind+"\t", "%s += %s;", g.v(), c)
		g.line(ind, "}")
	default:
		if inLoop {
			g.line(ind, "if (%s) break;", g.divergent())
			return
		}
		g.line(ind, "if (((k >> %d) & 7) == 0) { Out[id.x] = a0 ^ a1 ^ a2 ^ a3; return; }", g.r.IntN(29))
	}
}

// pressureKernel returns a generated kernel of about n statements.
func pressureKernel(seed uint64, n int) string {
	g := &pressureGen{r: rand.New(rand.NewPCG(seed, 14))}
	g.line("", "StructuredBuffer<uint> In : register(t0);")
	g.line("", "RWStructuredBuffer<uint> Out : register(u0);")
	g.line("", "[numthreads(64, 1, 1)]")
	g.line("", "void main(uint3 id : SV_DispatchThreadID) {")
	g.line("\t", "uint k = id.x * 2654435761u;")
	for i := 0; i < pressureVars; i++ {
		g.line("\t", "uint a%d = In[(id.x + %d) & 63] + %du;", i, 7*i, i)
	}
	g.block("\t", n, 0, false)
	g.line("\t", "Out[id.x] = a0 + a1 * 3u + a2 * 5u + a3 * 7u;")
	g.line("", "}")
	return g.b.String()
}

// irMaxLive returns the most dwords of non-boolean SSA values live at one
// point of the kernel (phis take their operands at the end of each
// incoming block): a lower bound on the registers the values need, which
// the allocator should meet up to its temporaries.
func irMaxLive(fn *ir.Func) int {
	size := func(v *ir.Value) int {
		if v.Block == nil || v.Type == ir.Void || v.Type == ir.I1 {
			return 0
		}
		return (v.Type.Bits() + 31) / 32
	}
	type set = map[*ir.Value]bool
	liveIn := map[*ir.Block]set{}
	liveOut := func(b *ir.Block) set {
		out := set{}
		for _, s := range b.Succs() {
			for v := range liveIn[s] {
				if v.Op != ir.OpPhi || v.Block != s {
					out[v] = true
				}
			}
			for _, p := range s.Instrs {
				if p.Op != ir.OpPhi {
					break
				}
				for k, pred := range p.Targets {
					if pred == b && size(p.Args[k]) > 0 {
						out[p.Args[k]] = true
					}
				}
			}
		}
		return out
	}
	step := func(live set, v *ir.Value) {
		delete(live, v)
		if v.Op == ir.OpPhi {
			live[v] = true // defined on entry: live from the block's start
			return
		}
		for _, a := range v.Args {
			if size(a) > 0 {
				live[a] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for i := len(fn.Blocks) - 1; i >= 0; i-- {
			b := fn.Blocks[i]
			live := liveOut(b)
			for k := len(b.Instrs) - 1; k >= 0; k-- {
				step(live, b.Instrs[k])
			}
			if len(live) != len(liveIn[b]) {
				changed = true
			}
			liveIn[b] = live
		}
	}
	most := 0
	count := func(live set) {
		n := 0
		for v := range live {
			n += size(v)
		}
		most = max(most, n)
	}
	for _, b := range fn.Blocks {
		live := liveOut(b)
		count(live)
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			v := b.Instrs[k]
			n := size(v)
			step(live, v)
			count(live)
			// a result written while its operands are still read
			if n > 0 && !live[v] {
				live[v] = true
				count(live)
				delete(live, v)
			}
		}
	}
	return most
}

// pressureSlack is how many VGPRs above the IR's most live values the
// allocation may use: the temporaries instruction selection adds
// (addresses, constants in registers, a spill-free copy of a phi).
const pressureSlack = 6

// scarceVGPRs is the VGPR limit of the tests' scarce-register builds.
const scarceVGPRs = 10

// TestVGPRsFollowLiveValues compiles generated kernels with many divergent
// ifs, loops with divergent trip counts, breaks, continues and early
// returns, and checks that the VGPRs allocated stay within a few of the
// most values the IR keeps live at one point (the register use must not
// grow with the number of divergent regions), with no scratch, and that
// the executor's results equal the interpreter's, also when the VGPRs are
// limited to scarceVGPRs (sharing and spilling across divergent paths).
func TestVGPRsFollowLiveValues(t *testing.T) {
	tooltest.Need(t, "llvm-mc") // the backend's assembly is checked on the way
	in := make([]uint32, 64)
	for i := range in {
		in[i] = uint32(i*i*2654435761 + 12345)
	}
	var words []string
	for _, w := range in {
		words = append(words, fmt.Sprint(w))
	}
	specText := fmt.Sprintf(`{"dispatch": [2, 1, 1], "resources": {"In": {"u32": [%s]}, "Out": {"zero": 512}}}`, strings.Join(words, ", "))
	for _, c := range []struct {
		seed uint64
		n    int
	}{{1, 20}, {2, 60}, {3, 120}, {4, 200}} {
		t.Run(fmt.Sprintf("seed%d_n%d", c.seed, c.n), func(t *testing.T) {
			src := pressureKernel(c.seed, c.n)
			spec, err := runspec.Parse([]byte(specText), ".")
			if err != nil {
				t.Fatal(err)
			}
			m, ref, out := compileAndInterpret(t, "pressure.hlsl", src, spec, Options{})
			var fn *ir.Func
			for _, f := range m.Funcs {
				if f.Kernel {
					fn = f
				}
			}
			live := irMaxLive(fn)
			if out.Info.PrivateBytes > 0 {
				t.Errorf("%d bytes of scratch per lane", out.Info.PrivateBytes)
			}
			if out.Registers.VGPRs > live+pressureSlack {
				t.Errorf("%d VGPRs for at most %d live dwords of IR values (slack %d)\n%s", out.Registers.VGPRs, live, pressureSlack, src)
			}
			compareRun(t, m, out, spec, ref, 0, "")
			t.Logf("%d VGPRs, IR values live at most %d dwords", out.Registers.VGPRs, live)
			// with registers scarce, values share registers across the
			// divergent paths and spill: the results must not change
			sm, _, scarce := compileAndInterpret(t, "pressure.hlsl", src, spec, Options{MaxVGPRs: scarceVGPRs})
			compareRun(t, sm, scarce, spec, ref, 0, fmt.Sprintf("MaxVGPRs %d", scarceVGPRs))
		})
	}
}

// TestSequentialDivergentIfs: one float kept through n divergent if/else
// statements needs the same few VGPRs at every n (ACO: 4), with no
// scratch; the phi of each if must not stay live from the kernel's entry.
func TestSequentialDivergentIfs(t *testing.T) {
	tooltest.Need(t, "llvm-mc")
	var in []string
	for i := 0; i < 128; i++ {
		in = append(in, fmt.Sprint(float32(i)*0.75-9))
	}
	specText := fmt.Sprintf(`{"dispatch": [2, 1, 1], "resources": {"In": {"f32": [%s]}, "Out": {"zero": 512}}}`, strings.Join(in, ", "))
	for _, n := range []int{5, 20, 250} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			var b strings.Builder
			b.WriteString("StructuredBuffer<float> In : register(t0);\nRWStructuredBuffer<float> Out : register(u0);\n")
			b.WriteString("[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n\tuint k = id.x * 2654435761u;\n\tfloat x = In[id.x];\n")
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "\tif ((k & %du) != 0) x = x * 1.5 + %d.0; else x = x - %d.0;\n", uint32(1)<<(i%32), i%7+1, i%5+1)
			}
			b.WriteString("\tOut[id.x] = x;\n}\n")
			spec, err := runspec.Parse([]byte(specText), ".")
			if err != nil {
				t.Fatal(err)
			}
			m, ref, out := compileAndInterpret(t, "seqif.hlsl", b.String(), spec, Options{})
			if out.Registers.VGPRs > 8 || out.Info.PrivateBytes > 0 {
				t.Errorf("%d VGPRs and %d bytes of scratch per lane for one float through %d divergent ifs", out.Registers.VGPRs, out.Info.PrivateBytes, n)
			}
			compareRun(t, m, out, spec, ref, 0, "")
		})
	}
}
