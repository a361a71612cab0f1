package fuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Byte-address loads and stores at computed offsets (a quarter of the
// programs, chosen apart from the rest of the generator like the early
// exits, so that the others are unchanged). Real kernels address raw
// buffers with computed byte offsets: a record of several words at
// base + i * stride, a word at a field's offset. A compiler folds the
// constant part of an offset into the instruction's immediate offset
// field (12 bits on GCN) and keeps the rest in a register, and splits or
// merges loads of 2, 3 and 4 words. These programs declare
//
//	ByteAddressBuffer BIn;     (128 words)
//	RWByteAddressBuffer RawW;  (each thread's 64 bytes at 4100 + tid * 64:
//	                            past the immediate offset field's range)
//
// write each thread's bytes of RawW whole first, and then, anywhere, load
// 1, 2, 3 or 4 words of BIn at computed, 4-byte aligned offsets (with
// constants past 4095 added, and templated Load<uint2>/<uint4>), store 1
// to 4 words of RawW at computed aligned offsets within the thread's
// bytes, also in loops, and load them back; the thread's bytes of RawW
// are folded into u0 before the outputs.

func wantsAddr(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0xa54ff53a5f1d36f2, seed+0x510e527fade682d2))
	return r.IntN(4) == 0
}

// addrOn reports whether the program has the byte-address buffers.
func (g *gen) addrOn() bool { return g.p.BIn != nil && !g.helper }

const (
	bInWords  = 128
	rawWBase  = 4100 // bytes before the first thread's bytes of RawW
	rawWBytes = 64   // bytes of RawW per thread
)

func genBIn(r *rand.Rand) []uint32 {
	w := make([]uint32, bInWords)
	for k := range w {
		w[k] = r.Uint32() >> uint(r.IntN(32))
	}
	return w
}

var (
	useBIn  = regexp.MustCompile(`\bBIn\.`)
	useRawW = regexp.MustCompile(`\bRawW\.`)
)

// addrDecls renders BIn and RawW.
func (p *Program) addrDecls(b *strings.Builder) {
	if p.BIn == nil {
		return
	}
	b.WriteString("ByteAddressBuffer BIn : register(t61);\n")
	b.WriteString("RWByteAddressBuffer RawW : register(u61);\n")
}

// addrSpec renders the run spec of BIn and RawW.
func (p *Program) addrSpec(b *strings.Builder, used string) {
	if p.BIn == nil {
		return
	}
	if useBIn.MatchString(used) {
		writeWrapped(b, "\"BIn\": {\"u32\": [", strings.Split(join(p.BIn), ", "), "]},")
	}
	// RawW is written by every addr program's first lines
	fmt.Fprintf(b, "// RUN-SPEC:   \"RawW\": {\"zero\": %d},\n", rawWBase+rawWBytes*p.TotalThreads())
}

// rawW is the byte offset of the thread's bytes of RawW plus off.
func rawW(off string) string { return fmt.Sprintf("%du + tid * %du + %s", rawWBase, rawWBytes, off) }

// addrLocals writes the thread's bytes of RawW whole.
func (p *Program) addrLocals(b *strings.Builder) {
	if p.BIn == nil {
		return
	}
	fmt.Fprintf(b, "    for (uint q = 0u; q < %du; q++) RawW.Store4(%s, uint4(tid, q, u0, ~q));\n", rawWBytes/16, rawW("q * 16u"))
}

// addrFold folds the thread's bytes of RawW into u0.
func (p *Program) addrFold(b *strings.Builder) {
	if p.BIn == nil {
		return
	}
	fmt.Fprintf(b, "    for (uint q = 0u; q < %du; q++) { uint4 w = RawW.Load4(%s); u0 = u0 * 31u + w.x + w.y * 3u + w.z * 5u + w.w * 7u; }\n", rawWBytes/16, rawW("q * 16u"))
}

// bOff is a computed, 4-byte aligned byte offset into BIn at which n
// words lie within it.
func (g *gen) bOff(n int) string {
	x := g.uexpr(2)
	switch g.r.IntN(4) {
	case 0:
		// a constant part for the immediate offset
		c := 4 * g.r.IntN(32)
		return fmt.Sprintf("(((%s) %% %du) << 2) + %du", x, bInWords-n+1-c/4, c)
	case 1:
		if len(g.loopVars) > 0 {
			return fmt.Sprintf("((%s + %s * %du) %% %du) * 4u", x, g.loopVars[g.r.IntN(len(g.loopVars))], 1+g.r.IntN(5), bInWords-n+1)
		}
		fallthrough
	default:
		return fmt.Sprintf("((%s) %% %du) * 4u", x, bInWords-n+1)
	}
}

// wOff is a computed, 4-byte aligned offset within the thread's bytes of
// RawW at which n words lie.
func (g *gen) wOff(n int) string {
	x := g.uexpr(2)
	if len(g.loopVars) > 0 && g.r.IntN(2) == 0 {
		x = fmt.Sprintf("%s * %du + %s", g.loopVars[g.r.IntN(len(g.loopVars))], 1+g.r.IntN(5), g.uexpr(1))
	}
	if n == 2 && g.r.IntN(2) == 0 {
		return fmt.Sprintf("((%s) %% %du) * 8u", x, rawWBytes/8)
	}
	if n == 4 && g.r.IntN(2) == 0 {
		return fmt.Sprintf("((%s) & %du) * 16u", x, rawWBytes/16-1)
	}
	return fmt.Sprintf("((%s) %% %du) * 4u", x, rawWBytes/4-n+1)
}

var addrComps = []string{"x", "y", "z", "w"}

// addrStmt loads from BIn or RawW, or stores to RawW.
func (g *gen) addrStmt() Stmt {
	u, op := g.uvar(), g.pick("=", "+=", "^=")
	n := 1 + g.r.IntN(4)
	load := "Load"
	if n > 1 {
		load = fmt.Sprintf("Load%d", n)
	}
	comp := ""
	if n > 1 {
		comp = "." + addrComps[g.r.IntN(n)]
	}
	switch g.r.IntN(6) {
	case 0, 1:
		if (n == 2 || n == 4) && g.r.IntN(3) == 0 && !g.portable {
			g.p.Use62 = true
			load = fmt.Sprintf("Load<uint%d>", n)
		}
		return &Line{fmt.Sprintf("%s %s BIn.%s(%s)%s;", u, op, load, g.bOff(n), comp)}
	case 2:
		return &Line{fmt.Sprintf("%s %s RawW.%s(%s)%s;", u, op, load, rawW(g.wOff(n)), comp)}
	case 3, 4:
		store := "Store"
		val := g.uexpr(2)
		if n > 1 {
			store = fmt.Sprintf("Store%d", n)
			c := make([]string, n)
			for k := range c {
				c[k] = g.uexpr(1)
			}
			val = fmt.Sprintf("uint%d(%s)", n, strings.Join(c, ", "))
		}
		return &Line{fmt.Sprintf("RawW.%s(%s, %s);", store, rawW(g.wOff(n)), val)}
	default:
		// a record of two words read, changed and written back in a loop
		return &Unit{[]string{
			fmt.Sprintf("for (uint ak = 0u; ak < %s; ak++) {", g.pick("3u", "(cu0 & 3u) + 1u", fmt.Sprintf("(%s & 3u)", g.uvar()))),
			fmt.Sprintf("    uint ao = ((%s + ak * %du) %% %du) * 8u;", g.uexpr(1), 1+2*g.r.IntN(4), rawWBytes/8),
			fmt.Sprintf("    uint2 ar = RawW.Load2(%s);", rawW("ao")),
			fmt.Sprintf("    RawW.Store2(%s, uint2(ar.y * %du + ak, ar.x ^ BIn.Load(%s)));", rawW("ao"), 1+2*g.r.IntN(8), g.bOff(1)),
			fmt.Sprintf("    %s += ar.x;", u),
			"}"}}
	}
}
