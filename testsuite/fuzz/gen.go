package fuzz

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
)

// Program is a generated compute shader: a statement tree (so that the
// reducer can delete statements) and the parameters its run spec needs.
type Program struct {
	Seed uint64

	Threads  [3]int // numthreads
	Dispatch [2]int // groups in x and y (z is 1)
	NU, NI   int    // uint and int locals u0.., i0..
	NF       int    // float locals f0..
	Slots    int    // extra Out words per thread for stores in the body
	FSlots   int    // extra FOut words per thread for inexact float results

	In    []uint32  // StructuredBuffer<uint> In (64 words)
	FIn   []float32 // StructuredBuffer<float> FIn (32 values on the grid)
	CB    cbValues
	Init  []string // initialisers of the locals, in order u.., i.., f..
	Body  []Stmt
	UseGS bool // declares the groupshared arrays
	// UseDOut: the kernel stores inexact double results to DOut
	// (doutWords per thread, compared as f64)
	UseDOut bool
	// Use16: 16-bit integer types (-enable-16bit-types, SM 6.2); Use62:
	// templated Load/Store (SM 6.2); UseGW: the groupshared uint64_t array
	Use16, Use62, UseGW bool
	// Helper is the body of "uint helper(uint a, inout int b)" (its
	// statements use a, b and the local uint h), or nil.
	Helper []Stmt
	// HelperRet is the helper's return expression.
	HelperRet string
	// Typed are the typed buffers and textures (typed.go), or nil.
	Typed []*typedRes
	// Vec: the vector, matrix and struct locals (vec.go); UseGV: their
	// groupshared uint4 array
	Vec, UseGV bool
	// Exits: early returns and while/do-while loops (exits.go)
	Exits bool
	// Bools: the boolean locals b0 and b1 (bools.go)
	Bools bool
	// Jumps: break and continue from any depth of loops and switches
	// (jumps.go)
	Jumps bool
	// Lanes: cross-lane reads (lanes.go); UseSM65: WaveMatch and
	// WaveMultiPrefix* (-T cs_6_5)
	Lanes, UseSM65 bool
	// Aggr: structs, arrays and atomics with returned values (aggr.go);
	// UseGA: their groupshared struct array; Stab and SIn: the constant
	// table and the words of SIn
	Aggr, UseGA bool
	Stab, SIn   []uint32
	// Layout: the cbuffer of arrays and vectors and the three-component
	// structured buffers (layout.go), with their values in CB2
	Layout bool
	CB2    cb2Values
	// HalfT: the 16-bit vector locals' float type (half.go), or ""
	HalfT string
	HRaw  []uint32
	// Intrin: the further intrinsics (intrin.go)
	Intrin bool
	// LDS: group-wide algorithms through groupshared memory and
	// compare-exchange loops (lds.go)
	LDS bool
	// Calls: the functions fcall and fnest with out and inout
	// parameters (calls.go), or nil
	Calls *callFuncs
	// Pressure: arrays of accumulators live across loops (pressure.go)
	Pressure bool
	// Divs: division and remainder in every sign and width (divs.go)
	Divs bool
	// STex: the sampled texture (sample.go), or nil
	STex *sampleTex
	// PArr: private arrays at computed indices (parr.go)
	PArr bool
	// Invar: loop nests with invariants at each level (invar.go)
	Invar bool
	// Mat: the matrices and their buffers (mat.go), or nil
	Mat *matData
	// BIn: the words of BIn, when the program loads and stores raw
	// buffers at computed offsets (addr.go), or nil
	BIn []uint32
	// SNI: the words of SNI, when the program reads and writes structured
	// buffers of nested structs with arrays (nest.go), or nil
	SNI []uint32
	// Lower: the forms whose meaning the lowering decides (lower.go), or
	// nil
	Lower *lowerData
	// NURI: the descriptor tables whose elements are chosen per lane
	// (nuri.go), or nil
	NURI *nuriData
}

type cbValues struct {
	U0, U1 uint32
	I0     int32
	F0     float32
}

// Stmt is a statement of the generated kernel.
type Stmt interface {
	render(b *strings.Builder, ind string)
}

// Line is a one-line statement.
type Line struct{ Text string }

// Unit is a group of lines that stands or falls as a whole (a barrier
// phase: deleting one barrier of it would make the program racy).
type Unit struct{ Lines []string }

// If is an if/else statement.
type If struct {
	Cond       string
	Then, Else []Stmt
}

// For is a counted loop: for (uint V = 0; V < Bound; V++), or with Form
// formWhile or formDo the same count tested by a while or do-while loop
// whose body increments V first (exits.go).
type For struct {
	Var, Bound string
	Body       []Stmt
	Form       int
	Attr       string // "", "[loop]" or "[unroll]"
}

// The forms of a For.
const (
	formFor = iota
	formWhile
	formDo
	formBreak // for (;;) whose only exit is a break (jumps.go)
)

// Switch is a switch statement; a case without Break falls through to the
// next one.
type Switch struct {
	Sel   string
	Cases []Case
}

// Case is one arm of a Switch: Label is "case N" or "default".
type Case struct {
	Label string
	Body  []Stmt
	Break bool
}

func (s *Line) render(b *strings.Builder, ind string) { fmt.Fprintf(b, "%s%s\n", ind, s.Text) }

func (s *Switch) render(b *strings.Builder, ind string) {
	fmt.Fprintf(b, "%sswitch (%s) {\n", ind, s.Sel)
	for _, c := range s.Cases {
		fmt.Fprintf(b, "%s%s:\n", ind, c.Label)
		renderList(b, c.Body, ind+"    ")
		if c.Break {
			fmt.Fprintf(b, "%s    break;\n", ind)
		}
	}
	fmt.Fprintf(b, "%s}\n", ind)
}

func (s *Unit) render(b *strings.Builder, ind string) {
	for _, l := range s.Lines {
		fmt.Fprintf(b, "%s%s\n", ind, l)
	}
}

func (s *If) render(b *strings.Builder, ind string) {
	fmt.Fprintf(b, "%sif (%s) {\n", ind, s.Cond)
	renderList(b, s.Then, ind+"    ")
	if len(s.Else) > 0 {
		fmt.Fprintf(b, "%s} else {\n", ind)
		renderList(b, s.Else, ind+"    ")
	}
	fmt.Fprintf(b, "%s}\n", ind)
}

func (s *For) render(b *strings.Builder, ind string) {
	attr := ""
	if s.Attr != "" {
		attr = s.Attr + " "
	}
	switch s.Form {
	case formBreak:
		fmt.Fprintf(b, "%s{\n%s    uint %s = 0;\n%s    %sfor (;;) {\n%s        %s++;\n%s        if (%s > %s) break;\n",
			ind, ind, s.Var, ind, attr, ind, s.Var, ind, s.Var, s.Bound)
		renderList(b, s.Body, ind+"        ")
		fmt.Fprintf(b, "%s    }\n%s}\n", ind, ind)
	case formWhile:
		fmt.Fprintf(b, "%s{\n%s    uint %s = 0;\n%s    %swhile (%s < %s) {\n%s        %s++;\n", ind, ind, s.Var, ind, attr, s.Var, s.Bound, ind, s.Var)
		renderList(b, s.Body, ind+"        ")
		fmt.Fprintf(b, "%s    }\n%s}\n", ind, ind)
	case formDo:
		fmt.Fprintf(b, "%s{\n%s    uint %s = 0;\n%s    %sdo {\n%s        %s++;\n", ind, ind, s.Var, ind, attr, ind, s.Var)
		renderList(b, s.Body, ind+"        ")
		fmt.Fprintf(b, "%s    } while (%s < %s);\n%s}\n", ind, s.Var, s.Bound, ind)
	default:
		fmt.Fprintf(b, "%s%sfor (uint %s = 0; %s < %s; %s++) {\n", ind, attr, s.Var, s.Var, s.Bound, s.Var)
		renderList(b, s.Body, ind+"    ")
		fmt.Fprintf(b, "%s}\n", ind)
	}
}

func renderList(b *strings.Builder, l []Stmt, ind string) {
	for _, s := range l {
		s.render(b, ind)
	}
}

// GroupSize is the number of threads of a group.
func (p *Program) GroupSize() int { return p.Threads[0] * p.Threads[1] * p.Threads[2] }

// TotalThreads is the number of threads of the dispatch.
func (p *Program) TotalThreads() int { return p.GroupSize() * p.Dispatch[0] * p.Dispatch[1] }

// OutWords is the number of Out words per thread.
func (p *Program) OutWords() int { return p.NU + p.NI + p.Slots + p.vecWords(vecOutWords) }

// FOutWords is the number of FOut words per thread.
func (p *Program) FOutWords() int { return p.NF + p.FSlots + p.vecWords(vecFOutWords) }

func (p *Program) vecWords(n int) int {
	if p.Vec {
		return n
	}
	return 0
}

const (
	rawWords = 4 // RWByteAddressBuffer Raw: words per thread
	accWords = 12
	gsAtoms  = 4
)

// accOps is the one atomic operation each Acc word receives, so that the
// final value does not depend on the order of the operations.
var accOps = []string{"InterlockedAdd", "InterlockedMin", "InterlockedMax", "InterlockedAnd", "InterlockedOr", "InterlockedXor"}

func accInit(op string) uint32 {
	switch op {
	case "InterlockedMin", "InterlockedAnd":
		return 0xffffffff
	}
	return 0
}

// Source renders the program as a test case (directives and HLSL).
func (p *Program) Source() string {
	var b strings.Builder
	b.WriteString(p.header())
	b.WriteString(p.Kernel())
	return b.String()
}

// header renders the comment directives: the run spec and FLOAT line.
func (p *Program) header() string {
	var b strings.Builder
	n := p.TotalThreads()
	ins := make([]string, len(p.In))
	for k, v := range p.In {
		ins[k] = fmt.Sprint(v)
	}
	infs := make([]string, len(p.FIn))
	for k, v := range p.FIn {
		infs[k] = fmt.Sprint(v)
	}
	acc := make([]string, accWords)
	for k := range acc {
		acc[k] = fmt.Sprint(accInit(accOps[k%len(accOps)]))
	}
	sacc := []string{"0", "2147483647", "-2147483648", "0"}
	// The spec names only the resources the kernel uses: the lowering
	// drops the others, and a spec naming them is an error.
	var body strings.Builder
	renderList(&body, p.Body, "")
	used := body.String() + "\n" + strings.Join(p.Init, "\n") + "\n"
	if p.Bools {
		used += boolLocals + boolFold
	}
	if p.Helper != nil && strings.Contains(used, "helper(") {
		var h strings.Builder
		renderList(&h, p.Helper, "")
		used += h.String() + "\n" + p.HelperRet + "\n"
	}
	if p.Calls != nil && (strings.Contains(used, "fcall(") || strings.Contains(used, "fnest(")) {
		used += p.callsText()
	}
	uses := func(re *regexp.Regexp) bool { return re.MatchString(used) }
	fmt.Fprintf(&b, "// Generated by hlslc's differential fuzzer (testsuite/fuzz), seed %d.\n", p.Seed)
	if strings.Contains(used, "Wave") {
		b.WriteString("// WAVE-SIZE-DEPENDENT\n")
	}
	switch {
	case p.NURI != nil && p.NURI.Heap && p.Use16:
		b.WriteString("// RUN-FLAGS: -T cs_6_6 -enable-16bit-types\n")
	case p.NURI != nil && p.NURI.Heap:
		b.WriteString("// RUN-FLAGS: -T cs_6_6\n")
	case p.UseSM65 && p.Use16:
		b.WriteString("// RUN-FLAGS: -T cs_6_5 -enable-16bit-types\n")
	case p.UseSM65:
		b.WriteString("// RUN-FLAGS: -T cs_6_5\n")
	case p.Use16:
		b.WriteString("// RUN-FLAGS: -T cs_6_2 -enable-16bit-types\n")
	case p.Use62:
		b.WriteString("// RUN-FLAGS: -T cs_6_2\n")
	}
	b.WriteString("// FLOAT: FOut f32\n")
	if p.UseDOut {
		b.WriteString("// FLOAT: DOut f64\n")
	}
	p.typedFloats(&b, used)
	p.layoutFloats(&b, used)
	p.matFloats(&b, used)
	fmt.Fprintf(&b, "// RUN-SPEC: {\"dispatch\": [%d, %d, 1], \"resources\": {\n", p.Dispatch[0], p.Dispatch[1])
	if uses(useIn) {
		writeWrapped(&b, "\"In\": {\"u32\": [", ins, "]},")
	}
	if uses(useInF) {
		writeWrapped(&b, "\"FIn\": {\"f32\": [", infs, "]},")
	}
	if uses(useCB) {
		fmt.Fprintf(&b, "// RUN-SPEC:   \"CB\": {\"cu0\": %d, \"cu1\": %d, \"ci0\": %d, \"cf0\": %v},\n", p.CB.U0, p.CB.U1, p.CB.I0, p.CB.F0)
	}
	if uses(useAcc) {
		fmt.Fprintf(&b, "// RUN-SPEC:   \"Acc\": {\"u32\": [%s]},\n", strings.Join(acc, ", "))
	}
	if uses(useSAcc) {
		fmt.Fprintf(&b, "// RUN-SPEC:   \"SAcc\": {\"i32\": [%s]},\n", strings.Join(sacc, ", "))
	}
	if uses(useRawAcc) {
		b.WriteString("// RUN-SPEC:   \"RawAcc\": {\"zero\": 16},\n")
	}
	if uses(useRaw) {
		fmt.Fprintf(&b, "// RUN-SPEC:   \"Raw\": {\"zero\": %d},\n", 4*n*rawWords)
	}
	p.typedSpec(&b, used)
	p.aggrSpec(&b, used)
	p.ldsSpec(&b, used)
	p.sampleSpec(&b, used)
	p.layoutSpec(&b, used)
	p.matSpec(&b, used)
	p.addrSpec(&b, used)
	p.nestSpec(&b, used)
	p.lowerSpec(&b)
	p.nuriSpec(&b)
	p.halfSpec(&b, used)
	if p.UseDOut {
		fmt.Fprintf(&b, "// RUN-SPEC:   \"DOut\": {\"zero\": %d},\n", 8*n*doutWords)
	}
	fmt.Fprintf(&b, "// RUN-SPEC:   \"Out\": {\"zero\": %d}, \"FOut\": {\"zero\": %d}}}\n", 4*n*p.OutWords(), 4*n*p.FOutWords())
	return b.String()
}

var (
	useIn     = regexp.MustCompile(`\bIn\[`)
	useInF    = regexp.MustCompile(`\bFIn\[`)
	useCB     = regexp.MustCompile(`\b(cu0|cu1|ci0|cf0)\b`)
	useAcc    = regexp.MustCompile(`\bAcc\[`)
	useSAcc   = regexp.MustCompile(`\bSAcc\[`)
	useRawAcc = regexp.MustCompile(`\bRawAcc\.`)
	useRaw    = regexp.MustCompile(`\bRaw\.`)
)

func writeWrapped(b *strings.Builder, open string, items []string, end string) {
	b.WriteString("// RUN-SPEC:   " + open)
	w := 0
	for k, s := range items {
		if k > 0 {
			b.WriteString(", ")
			w += 2
		}
		if w > 90 {
			b.WriteString("\n// RUN-SPEC:     ")
			w = 0
		}
		b.WriteString(s)
		w += len(s)
	}
	b.WriteString(end + "\n")
}

// Kernel renders the HLSL of the program.
func (p *Program) Kernel() string {
	var b strings.Builder
	b.WriteString("StructuredBuffer<uint> In : register(t0);\n")
	b.WriteString("StructuredBuffer<float> FIn : register(t1);\n")
	b.WriteString("RWStructuredBuffer<uint> Out : register(u0);\n")
	b.WriteString("RWStructuredBuffer<float> FOut : register(u1);\n")
	b.WriteString("RWByteAddressBuffer Raw : register(u2);\n")
	b.WriteString("RWStructuredBuffer<uint> Acc : register(u3);\n")
	b.WriteString("RWStructuredBuffer<int> SAcc : register(u4);\n")
	b.WriteString("RWByteAddressBuffer RawAcc : register(u5);\n")
	b.WriteString("cbuffer CB : register(b0)\n{\n    uint cu0;\n    uint cu1;\n    int ci0;\n    float cf0;\n};\n")
	p.typedDecls(&b)
	p.vecDecls(&b)
	p.aggrDecls(&b)
	p.ldsDecls(&b)
	p.sampleDecls(&b)
	p.layoutDecls(&b)
	p.matDecls(&b)
	p.addrDecls(&b)
	p.nestDecls(&b)
	p.lowerDecls(&b)
	p.nuriDecls(&b)
	b.WriteString(p.halfDecls())
	if p.UseDOut {
		b.WriteString("RWStructuredBuffer<double> DOut : register(u20);\n")
	}
	if p.UseGS {
		fmt.Fprintf(&b, "groupshared uint gs[%d];\n", p.GroupSize())
		fmt.Fprintf(&b, "groupshared uint ga[%d];\n", gsAtoms)
	}
	if p.UseGW {
		fmt.Fprintf(&b, "groupshared uint64_t gw[%d];\n", p.GroupSize())
	}
	if p.Helper != nil {
		b.WriteString("\nuint helper(uint a, inout int b)\n{\n    uint h = a ^ 0x5bd1e995u;\n")
		renderList(&b, p.Helper, "    ")
		fmt.Fprintf(&b, "    return %s;\n}\n", p.HelperRet)
	}
	if p.Calls != nil {
		b.WriteString("\n")
		p.callsDecls(&b)
	}
	if p.PArr {
		b.WriteString("\n")
		p.parrDecls(&b)
	}
	fmt.Fprintf(&b, "\n[numthreads(%d, %d, %d)]\n", p.Threads[0], p.Threads[1], p.Threads[2])
	b.WriteString("void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)\n{\n")
	fmt.Fprintf(&b, "    uint tid = (gid.y * %d + gid.x) * %d + gi;\n", p.Dispatch[0], p.GroupSize())
	k := 0
	for j := 0; j < p.NU; j++ {
		fmt.Fprintf(&b, "    uint u%d = %s;\n", j, p.Init[k])
		k++
	}
	for j := 0; j < p.NI; j++ {
		fmt.Fprintf(&b, "    int i%d = %s;\n", j, p.Init[k])
		k++
	}
	for j := 0; j < p.NF; j++ {
		fmt.Fprintf(&b, "    float f%d = %s;\n", j, p.Init[k])
		k++
	}
	b.WriteString("    uint arr[4] = {u0, u1, 7u, tid};\n")
	if p.Bools {
		b.WriteString(boolLocals)
	}
	p.vecLocals(&b)
	p.aggrLocals(&b)
	p.callsLocals(&b)
	p.parrLocals(&b)
	p.addrLocals(&b)
	p.nestLocals(&b)
	p.lowerLocals(&b)
	p.nuriLocals(&b)
	b.WriteString(p.halfLocals())
	renderList(&b, p.Body, "    ")
	if p.Bools {
		b.WriteString(boolFold)
	}
	p.aggrFold(&b)
	p.callsFold(&b)
	p.parrFold(&b)
	p.addrFold(&b)
	p.nestFold(&b)
	p.nuriFold(&b)
	p.lowerFold(&b)
	b.WriteString(p.halfFold())
	ow, fw := p.OutWords(), p.FOutWords()
	for j := 0; j < p.NU; j++ {
		fmt.Fprintf(&b, "    Out[tid * %d + %d] = u%d;\n", ow, j, j)
	}
	for j := 0; j < p.NI; j++ {
		fmt.Fprintf(&b, "    Out[tid * %d + %d] = (uint)i%d;\n", ow, p.NU+j, j)
	}
	for j := 0; j < p.NF; j++ {
		fmt.Fprintf(&b, "    FOut[tid * %d + %d] = f%d;\n", fw, j, j)
	}
	p.vecStores(&b)
	b.WriteString("}\n")
	return b.String()
}

// Floats: every float local holds a multiple of 1/16 of magnitude at most
// 4096 (17 significant bits), and every float expression tracks a bound on
// its magnitude and its fractional bits so that no operation rounds: the
// results are exact in IEEE f32 on every path whatever the evaluation
// order or contraction into FMA, so they may feed comparisons and
// conversions. Inexact operations (sqrt, division, exp2) appear only in
// values stored straight to FOut, which is compared with the f32 tolerance.
type fexpr struct {
	s         string
	mag, frac int // |value| < 2^mag; value is a multiple of 2^-frac
}

func (e fexpr) bits() int { return e.mag + e.frac }

const maxFloatBits = 23

// gen holds the generator's state.
type gen struct {
	r        *rand.Rand
	p        *Program
	loopVars []string // counters of the enclosing loops
	loopN    int
	stmts    int // statements generated so far
	maxStmts int
	wave     bool // wave intrinsics allowed
	portable bool // only what glslang and lavapipe run alike (GenOptions)
	helper   bool // generating the helper function's body
	noTyped  bool // no typed reads (in their coordinates)
	exited   bool // an early exit has been generated (no barrier after it)
	// breakTo says, innermost last, whether each enclosing loop or switch
	// is a loop (true) or a switch (jumps.go)
	breakTo []bool
}

// GenOptions select the generator's language.
type GenOptions struct {
	// Portable programs leave out what glslang's HLSL frontend or lavapipe
	// cannot run the way the other paths do: wave intrinsics (lavapipe's
	// subgroups are not 64 lanes wide) and 64-bit integer expressions
	// (glslang does not know int64_t). The random choices are the same as
	// without the option up to the first left-out construct.
	Portable bool
}

// Generate builds the program of a seed.
func Generate(seed uint64) *Program { return GenerateWith(seed, GenOptions{}) }

// GenerateWith builds the program of a seed with options.
func GenerateWith(seed uint64, opt GenOptions) *Program {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	p := &Program{Seed: seed}
	g := &gen{r: r, p: p, maxStmts: 8 + r.IntN(30), wave: r.IntN(4) != 0, portable: opt.Portable}
	g.wave = g.wave && !opt.Portable
	shapes := [][3]int{{1, 1, 1}, {7, 1, 1}, {32, 1, 1}, {40, 1, 1}, {64, 1, 1}, {64, 1, 1}, {65, 1, 1}, {100, 1, 1},
		{128, 1, 1}, {128, 1, 1}, {192, 1, 1}, {256, 1, 1}, {8, 8, 1}, {16, 4, 2}, {4, 4, 4}, {96, 2, 1}}
	p.Threads = shapes[r.IntN(len(shapes))]
	p.Dispatch = [2]int{1 + r.IntN(3), 1}
	if r.IntN(5) == 0 {
		p.Dispatch[1] = 2
	}
	p.NU, p.NI, p.NF = 2+r.IntN(3), 1+r.IntN(3), 1+r.IntN(3)
	p.Slots, p.FSlots = 4, 3
	p.In = make([]uint32, 64)
	special := []uint32{0, 1, 2, 3, 7, 31, 32, 33, 255, 256, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x10000, 0xffff}
	for k := range p.In {
		switch r.IntN(3) {
		case 0:
			p.In[k] = special[r.IntN(len(special))]
		case 1:
			p.In[k] = uint32(r.IntN(100))
		default:
			p.In[k] = r.Uint32()
		}
	}
	p.FIn = make([]float32, 32)
	for k := range p.FIn {
		p.FIn[k] = float32(r.IntN(2048)-1024) / 16 // |x| <= 64, multiples of 1/16
	}
	p.CB = cbValues{U0: uint32(r.IntN(10)), U1: r.Uint32(), I0: int32(r.IntN(200) - 100), F0: float32(r.IntN(256)-128) / 4}
	for j := 0; j < p.NU; j++ {
		p.Init = append(p.Init, g.pick(
			fmt.Sprintf("In[%s & 63]", g.idx()), "dtid.x", "gi", fmt.Sprintf("tid * %du", 1+r.IntN(1000)), "cu1 ^ tid",
			fmt.Sprintf("%du", r.Uint32())))
	}
	for j := 0; j < p.NI; j++ {
		p.Init = append(p.Init, g.pick(fmt.Sprintf("(int)In[%s & 63]", g.idx()), "(int)gi - 32", "ci0 * (int)dtid.x", fmt.Sprint(r.IntN(2000)-1000)))
	}
	for j := 0; j < p.NF; j++ {
		p.Init = append(p.Init, g.pick(fmt.Sprintf("FIn[%s & 31]", g.idx()), "cf0", fmt.Sprintf("(float)(gi & 63) * 0.25f")))
	}
	p.Exits = wantsExits(seed)
	p.Bools = wantsBools(seed)
	p.Jumps = wantsJumps(seed)
	p.Lanes = wantsLanes(seed)
	p.Aggr = wantsAggr(seed)
	if p.Aggr {
		p.aggrData(r)
	}
	p.Layout = wantsLayout(seed)
	if p.Layout {
		p.layoutData(r)
	}
	p.Intrin = wantsIntrin(seed)
	p.LDS = wantsLDS(seed)
	p.Pressure = wantsPressure(seed)
	p.Divs = wantsDivs(seed)
	if wantsSample(seed) {
		p.STex = genSampleTex(r)
	}
	p.PArr = wantsPArr(seed)
	p.Invar = wantsInvar(seed)
	if wantsMat(seed) {
		p.Mat = genMatData(r)
	}
	if wantsAddr(seed) {
		p.BIn = genBIn(r)
	}
	if wantsNest(seed) {
		p.SNI = genSNI(r)
	}
	if wantsLower(seed) {
		p.Lower = genLowerData(r)
	}
	if wantsNURI(seed) && !opt.Portable {
		p.NURI = genNURIData(seed)
	}
	if wantsHalf(seed) && !opt.Portable {
		p.HalfT = []string{"min16float", "float16_t"}[r.IntN(2)]
		p.halfData(r)
		p.Use16 = true
	}
	if r.IntN(3) == 0 {
		// The helper's statements see a, b and h: generate them with those
		// as the only locals (a and h as uints, b as the int).
		hg := &gen{r: r, p: &Program{NU: 1, NI: 1, NF: 1, Exits: p.Exits}, maxStmts: 4, wave: g.wave, portable: g.portable, helper: true}
		p.Helper = hg.block(1, false)
		p.HelperRet = hg.uexpr(2)
		p.Use16 = p.Use16 || hg.p.Use16 // the helper's expressions may use 16-bit types
	}
	if wantsTyped(seed) {
		p.Typed = genTyped(r, p.TotalThreads())
	}
	p.Vec = wantsVec(seed)
	if wantsCalls(seed) {
		p.Calls = genCalls(r, p, g.wave, g.portable)
	}
	p.Body = g.block(0, true)
	return p
}

func (g *gen) pick(s ...string) string { return s[g.r.IntN(len(s))] }

// idx is a thread-dependent index expression (uint).
func (g *gen) idx() string {
	if g.helper {
		return g.pick("a", "h")
	}
	return g.pick("dtid.x", "gi", "tid", fmt.Sprintf("(tid * %du + %du)", 1+g.r.IntN(13), g.r.IntN(64)))
}

func (g *gen) uvar() string {
	if g.helper {
		return g.pick("a", "h")
	}
	return fmt.Sprintf("u%d", g.r.IntN(g.p.NU))
}

func (g *gen) ivar() string {
	if g.helper {
		return "b"
	}
	return fmt.Sprintf("i%d", g.r.IntN(g.p.NI))
}

func (g *gen) fvar() string {
	if g.helper {
		return "(float)(a & 255u)"
	}
	return fmt.Sprintf("f%d", g.r.IntN(g.p.NF))
}

// block generates a statement list; top is the kernel's top level, where
// barriers are allowed (all threads of the group reach it).
func (g *gen) block(depth int, top bool) []Stmt {
	n := 1 + g.r.IntN(4)
	if top {
		n = 3 + g.r.IntN(8)
	}
	var l []Stmt
	for k := 0; k < n && g.stmts < g.maxStmts; k++ {
		l = append(l, g.stmt(depth, top))
	}
	return l
}

func (g *gen) stmt(depth int, top bool) Stmt {
	g.stmts++
	if g.lowerOn() && g.r.IntN(2) == 0 {
		return g.lowerStmt(g.barrierOK(top))
	}
	if g.nuriOn() && g.r.IntN(3) == 0 {
		return g.nuriStmt()
	}
	if g.typedOn() && g.r.IntN(3) == 0 {
		return g.typedStmt()
	}
	if g.vecOn() && g.r.IntN(4) == 0 {
		return g.vecStmt(depth, top)
	}
	if g.exitsOn() && g.r.IntN(10) == 0 {
		return g.exitStmt(depth)
	}
	if g.boolsOn() && g.r.IntN(6) == 0 {
		return g.boolStmt()
	}
	if g.jumpsOn() && g.r.IntN(6) == 0 {
		return g.jumpStmt(depth)
	}
	if g.lanesOn() && g.r.IntN(pick2(g.barrierOK(top), 3, 6)) == 0 {
		// more often where every lane is active: the per-lane reads
		// stand only there
		return g.laneStmt(g.barrierOK(top))
	}
	if g.aggrOn() && g.r.IntN(4) == 0 {
		return g.aggrStmt(top)
	}
	if g.layoutOn() && g.r.IntN(4) == 0 {
		return g.layoutStmt()
	}
	if g.halfOn() && g.r.IntN(4) == 0 {
		return g.halfStmt()
	}
	if g.intrinOn() && g.r.IntN(5) == 0 {
		return g.intrinStmt()
	}
	if g.ldsOn() && g.r.IntN(pick2(g.barrierOK(top), 3, 10)) == 0 {
		return g.ldsStmt(g.barrierOK(top))
	}
	if g.callsOn() && g.r.IntN(5) == 0 {
		return g.callStmt()
	}
	if g.pressureOn() && g.r.IntN(8) == 0 {
		return g.pressureStmt()
	}
	if g.divsOn() && g.r.IntN(5) == 0 {
		return g.divStmt()
	}
	if g.sampleOn() && g.r.IntN(5) == 0 {
		return g.sampleStmt()
	}
	if g.parrOn() && g.r.IntN(2) == 0 {
		return g.parrStmt()
	}
	if g.invarOn() && g.r.IntN(5) == 0 {
		return g.invarStmt()
	}
	if g.matOn() && g.r.IntN(2) == 0 {
		return g.matStmt()
	}
	if g.addrOn() && g.r.IntN(3) == 0 {
		return g.addrStmt()
	}
	if g.nestOn() && g.r.IntN(3) == 0 {
		return g.nestStmt()
	}
	r := g.r.IntN(100)
	if g.helper {
		// the helper sees only a, b, h and the global resources
		switch {
		case r < 25 && depth < 3:
			return &If{Cond: g.boolExpr(2, false), Then: g.block(depth+1, false), Else: g.block(depth+1, false)}
		case r < 40 && depth < 3 && len(g.loopVars) < 1:
			v := fmt.Sprintf("k%d", g.loopN)
			g.loopN++
			g.loopVars = append(g.loopVars, v)
			body := g.block(depth+1, false)
			g.loopVars = g.loopVars[:len(g.loopVars)-1]
			return &For{Var: v, Bound: fmt.Sprintf("(a %% 4u)"), Body: body}
		case r < 70:
			return &Line{fmt.Sprintf("h %s %s;", g.pick("=", "+=", "^="), g.uexpr(3))}
		default:
			return &Line{fmt.Sprintf("b %s %s;", g.pick("=", "+=", "-="), g.iexpr(3))}
		}
	}
	if r >= 90 && g.r.IntN(2) == 0 {
		// the less common statements
		switch g.r.IntN(4) {
		case 0:
			if g.p.Helper != nil {
				return &Line{fmt.Sprintf("%s %s helper(%s, %s);", g.uvar(), g.pick("=", "+="), g.uexpr(2), g.ivar())}
			}
		case 1:
			return &Line{fmt.Sprintf("arr[%s & 3u] = %s;", g.uexpr(1), g.uexpr(2))}
		case 2:
			return &Line{fmt.Sprintf("%s %s arr[%s & 3u];", g.uvar(), g.pick("=", "+=", "^="), g.uexpr(1))}
		default:
			if depth < 3 {
				return g.switchStmt(depth)
			}
		}
	}
	switch {
	case g.barrierOK(top) && r < 10:
		g.p.UseGS = true
		return g.gsUnit()
	case g.barrierOK(top) && r < 14:
		g.p.UseGS = true
		return &If{Cond: g.boolExpr(2, true), Then: []Stmt{g.gsUnit()}}
	case r < 30 && depth < 3:
		s := &If{Cond: g.boolExpr(2, g.r.IntN(3) == 0), Then: g.block(depth+1, false)}
		if g.r.IntN(2) == 0 {
			s.Else = g.block(depth+1, false)
		}
		return s
	case r < 40 && depth < 3 && len(g.loopVars) < 2:
		return g.loop(depth, formFor)
	case r < 55:
		v := g.uvar()
		return &Line{fmt.Sprintf("%s %s %s;", v, g.pick("=", "=", "+=", "^="), g.uexpr(3))}
	case r < 63:
		return &Line{fmt.Sprintf("%s %s %s;", g.ivar(), g.pick("=", "+=", "-="), g.iexpr(3))}
	case r < 72:
		return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(g.fexpr(3)))}
	case r < 80:
		if g.r.IntN(5) == 0 && !g.portable {
			return g.wideMem(top)
		}
		return g.store()
	case r < 86:
		return g.load()
	case r < 94:
		return g.atomic()
	default:
		// an inexact float result, stored straight away
		e := g.fexpr(2).s
		f := g.fexpr(2).s
		slot := fmt.Sprintf("FOut[tid * %d + %d]", g.p.FOutWords(), g.p.NF+g.r.IntN(g.p.FSlots))
		switch g.r.IntN(7) {
		case 5, 6:
			return g.doubleStore()
		case 0:
			return &Line{fmt.Sprintf("%s = sqrt(abs(%s) + 1.0f);", slot, e)}
		case 1:
			return &Line{fmt.Sprintf("%s = (%s) / (abs(%s) + 1.0f);", slot, e, f)}
		case 2:
			return &Line{fmt.Sprintf("%s = exp2(clamp(%s, -12.0f, 12.0f));", slot, e)}
		case 3:
			return &Line{fmt.Sprintf("%s = rsqrt(abs(%s) + 0.5f);", slot, e)}
		default:
			// min16float arithmetic on small integers: exact at 16 bits
			a := fmt.Sprintf("(min16float)floor(clamp(%s, -16.0f, 16.0f))", e)
			c := fmt.Sprintf("(min16float)floor(clamp(%s, -16.0f, 16.0f))", f)
			return &Line{fmt.Sprintf("%s = (float)(%s * (min16float)%s + %s);", slot, a, g.pick("1.5", "2.0", "(-0.5)", "0.25"), c)}
		}
	}
}

// loop is a loop of the given form with a bound of at most 7 trips and
// sometimes a break or continue under a condition.
func (g *gen) loop(depth, form int) Stmt {
	v := fmt.Sprintf("k%d", g.loopN)
	g.loopN++
	var bound string
	switch g.r.IntN(4) {
	case 0:
		bound = fmt.Sprint(1 + g.r.IntN(6))
	case 1:
		bound = fmt.Sprintf("(%s & 7u)", g.uexpr(2))
	case 2:
		bound = "(cu0 & 3u) + 1u"
	default:
		bound = fmt.Sprintf("(%s %% 5u)", g.uvar())
	}
	attr := g.loopAttr(bound)
	g.loopVars = append(g.loopVars, v)
	g.breakTo = append(g.breakTo, true)
	body := g.block(depth+1, false)
	g.breakTo = g.breakTo[:len(g.breakTo)-1]
	if g.r.IntN(3) == 0 {
		kw := g.pick("break", "continue")
		at := g.r.IntN(len(body) + 1)
		body = append(body[:at], append([]Stmt{&If{Cond: g.boolExpr(2, false), Then: []Stmt{&Line{kw + ";"}}}}, body[at:]...)...)
	}
	g.loopVars = g.loopVars[:len(g.loopVars)-1]
	return &For{Var: v, Bound: bound, Body: body, Form: form, Attr: attr}
}

// switchStmt is a switch on a small value with fall-through between some
// cases.
func (g *gen) switchStmt(depth int) Stmt {
	sel := fmt.Sprintf("%s & 3u", g.uexpr(2))
	if g.r.IntN(3) == 0 {
		sel = fmt.Sprintf("(int)(%s %% 5u) - 2", g.uexpr(2))
	}
	labels := []string{"case 0", "case 1", "case 2", "default"}
	if strings.HasPrefix(sel, "(int)") {
		labels = []string{"case -2", "case 0", "case 1", "default"}
	}
	sw := &Switch{Sel: sel}
	g.breakTo = append(g.breakTo, false)
	defer func() { g.breakTo = g.breakTo[:len(g.breakTo)-1] }()
	for k, l := range labels {
		c := Case{Label: l, Break: k == len(labels)-1 || g.r.IntN(3) != 0}
		if g.r.IntN(4) != 0 {
			c.Body = g.block(depth+1, false)
		}
		sw.Cases = append(sw.Cases, c)
	}
	return sw
}

// gsUnit is a groupshared phase between barriers: every thread writes its
// own element, reads another's; or atomics on groupshared words.
func (g *gen) gsUnit() Stmt {
	n := g.p.GroupSize()
	bar := "GroupMemoryBarrierWithGroupSync();"
	if g.r.IntN(2) == 0 {
		read := g.pick(fmt.Sprintf("(gi + %du) %% %du", g.r.IntN(n+1), n), fmt.Sprintf("%du - 1u - gi", n), fmt.Sprintf("(%s) %% %du", g.uexpr(2), n))
		return &Unit{[]string{
			fmt.Sprintf("gs[gi] = %s;", g.uexpr(3)),
			bar,
			fmt.Sprintf("%s %s gs[%s];", g.uvar(), g.pick("=", "+=", "^="), read),
			bar,
		}}
	}
	var lines []string
	lines = append(lines, fmt.Sprintf("if (gi == 0) { ga[0] = 0u; ga[1] = 0xffffffffu; ga[2] = 0u; ga[3] = %du; }", g.r.Uint32()), bar)
	ops := []string{"InterlockedAdd", "InterlockedMin", "InterlockedMax", "InterlockedXor"}
	for k := 0; k < 1+g.r.IntN(3); k++ {
		j := g.r.IntN(gsAtoms)
		a := fmt.Sprintf("%s(ga[%d], %s);", ops[j], j, g.uexpr(2))
		if g.r.IntN(2) == 0 {
			a = fmt.Sprintf("if (%s) %s", g.boolExpr(2, false), a)
		}
		lines = append(lines, a)
	}
	lines = append(lines, bar, fmt.Sprintf("%s += ga[%d] ^ ga[%d];", g.uvar(), g.r.IntN(gsAtoms), g.r.IntN(gsAtoms)), bar)
	return &Unit{lines}
}

func (g *gen) store() Stmt {
	ow := g.p.OutWords()
	switch g.r.IntN(4) {
	case 0, 1:
		return &Line{fmt.Sprintf("Out[tid * %d + %d] = %s;", ow, g.p.NU+g.p.NI+g.r.IntN(g.p.Slots), g.uexpr(3))}
	case 2:
		return &Line{fmt.Sprintf("Raw.Store(tid * %d + %d, %s);", 4*rawWords, 4*g.r.IntN(rawWords), g.uexpr(3))}
	default:
		if g.r.IntN(2) == 0 {
			return &Line{fmt.Sprintf("Raw.Store2(tid * %d + %d, uint2(%s, %s));", 4*rawWords, 8*g.r.IntN(rawWords/2), g.uexpr(2), g.uexpr(2))}
		}
		return &Line{fmt.Sprintf("Raw.Store4(tid * %d, uint4(%s, %s, %s, %s));", 4*rawWords, g.uexpr(1), g.uexpr(1), g.uexpr(1), g.uexpr(1))}
	}
}

func (g *gen) load() Stmt {
	v := g.uvar()
	op := g.pick("=", "+=", "^=")
	switch g.r.IntN(4) {
	case 0:
		return &Line{fmt.Sprintf("%s %s Out[tid * %d + %d];", v, op, g.p.OutWords(), g.p.NU+g.p.NI+g.r.IntN(g.p.Slots))}
	case 1:
		return &Line{fmt.Sprintf("%s %s Raw.Load(tid * %d + %d);", v, op, 4*rawWords, 4*g.r.IntN(rawWords))}
	case 2:
		return &Line{fmt.Sprintf("%s %s Raw.Load2(tid * %d + 8).%s;", v, op, 4*rawWords, g.pick("x", "y"))}
	default:
		return &Line{fmt.Sprintf("%s %s Raw.Load4(tid * %d).%s;", v, op, 4*rawWords, g.pick("x", "y", "z", "w"))}
	}
}

func (g *gen) atomic() Stmt {
	switch g.r.IntN(4) {
	case 0, 1:
		j := g.r.IntN(accWords)
		return &Line{fmt.Sprintf("%s(Acc[%d], %s);", accOps[j%len(accOps)], j, g.uexpr(2))}
	case 2:
		j := g.r.IntN(4)
		op := []string{"InterlockedAdd", "InterlockedMin", "InterlockedMax", "InterlockedAdd"}[j]
		return &Line{fmt.Sprintf("%s(SAcc[%d], %s);", op, j, g.iexpr(2))}
	default:
		j := g.r.IntN(4)
		op := []string{"InterlockedAdd", "InterlockedOr", "InterlockedMax", "InterlockedXor"}[j]
		return &Line{fmt.Sprintf("RawAcc.%s(%d, %s);", op, 4*j, g.uexpr(2))}
	}
}

// uexpr generates a uint expression.
func (g *gen) uexpr(d int) string { return g.uexprU(d, false) }

// uexprU generates a uint expression; uniform restricts it to values that
// are the same in every thread of a group.
func (g *gen) uexprU(d int, uniform bool) string {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.uleaf(uniform)
	}
	a, b := g.uexprU(d-1, uniform), g.uexprU(d-1, uniform)
	switch g.r.IntN(22) {
	case 20, 21:
		if !g.portable {
			return g.wideU(d-1, uniform)
		}
		return fmt.Sprintf("(%s + %s)", a, b)
	case 0, 1:
		return fmt.Sprintf("(%s + %s)", a, b)
	case 2:
		return fmt.Sprintf("(%s - %s)", a, b)
	case 3:
		return fmt.Sprintf("(%s * %s)", a, b)
	case 4:
		return fmt.Sprintf("(%s & %s)", a, b)
	case 5:
		return fmt.Sprintf("(%s | %s)", a, b)
	case 6:
		return fmt.Sprintf("(%s ^ %s)", a, b)
	case 7:
		return fmt.Sprintf("(%s << (%s & 31u))", a, b)
	case 8:
		return fmt.Sprintf("(%s >> (%s & 31u))", a, b)
	case 9:
		return fmt.Sprintf("(%s / (%s | 1u))", a, b)
	case 10:
		return fmt.Sprintf("(%s %% ((%s & 255u) + 1u))", a, b)
	case 11:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a, b)
	case 12:
		return fmt.Sprintf("(%s ? %s : %s)", g.boolExprU(d-1, uniform), a, b)
	case 13:
		return fmt.Sprintf("(uint)%s", g.iexprU(d-1, uniform))
	case 14:
		return fmt.Sprintf("%s(%s)", g.pick("countbits", "reversebits", "firstbithigh", "firstbitlow"), a)
	case 15:
		f := g.fexprU(d-1, uniform)
		return fmt.Sprintf("(uint)abs(%s)", f.s)
	case 16:
		return fmt.Sprintf("clamp(%s, %du, %du)", a, g.r.IntN(50), 50+g.r.IntN(5000))
	case 17, 18:
		if g.wave && !uniform {
			return g.waveU(d - 1)
		}
		return fmt.Sprintf("(%s + %du)", a, g.r.IntN(100))
	default:
		return fmt.Sprintf("(%s * %du + %du)", a, g.r.Uint32(), g.r.IntN(1000))
	}
}

func (g *gen) uleaf(uniform bool) string {
	if !uniform && g.vecOn() && g.r.IntN(6) == 0 {
		return g.vecLeafU()
	}
	if uniform && g.typedOn() && g.r.IntN(8) == 0 {
		return g.typedLeaf("uint", true).s
	}
	if uniform {
		switch g.r.IntN(5) {
		case 0:
			if g.helper {
				return "cu1"
			}
			return "gid.x"
		case 1:
			return "cu0"
		case 2:
			return "cu1"
		case 3:
			return "(uint)ci0"
		default:
			return fmt.Sprintf("%du", g.r.IntN(64))
		}
	}
	if g.typedOn() && g.r.IntN(10) == 0 {
		return g.typedLeaf("uint", false).s
	}
	switch g.r.IntN(12) {
	case 0, 1, 2, 3:
		return g.uvar()
	case 4:
		return fmt.Sprintf("%du", g.r.IntN(64))
	case 5:
		return fmt.Sprintf("%du", g.r.Uint32())
	case 6:
		if g.helper {
			return "a"
		}
		return g.pick("tid", "gi", "dtid.x", "gtid.x", "gid.x", "dtid.y", "gtid.y")
	case 7:
		return g.pick("cu0", "cu1")
	case 8:
		if g.r.IntN(4) == 0 {
			// may be past the end: reads 0
			return fmt.Sprintf("In[%s & 127u]", g.uvar())
		}
		return fmt.Sprintf("In[%s & 63u]", g.pick(g.uvar(), g.idx()))
	case 9:
		if len(g.loopVars) > 0 {
			return g.loopVars[g.r.IntN(len(g.loopVars))]
		}
		return g.uvar()
	case 10:
		if g.wave {
			return g.pick("WaveGetLaneIndex()", "(WaveIsFirstLane() ? 1u : 0u)", "WaveGetLaneCount()")
		}
		return g.uvar()
	default:
		return fmt.Sprintf("(uint)%s", g.ivar())
	}
}

// waveU is a uint wave intrinsic over the active lanes.
func (g *gen) waveU(d int) string {
	a := g.uexpr(d)
	switch g.r.IntN(11) {
	case 0:
		return fmt.Sprintf("WaveActiveSum(%s)", a)
	case 1:
		return fmt.Sprintf("WavePrefixSum(%s)", a)
	case 2:
		return fmt.Sprintf("WaveActive%s(%s)", g.pick("Min", "Max"), a)
	case 3:
		return fmt.Sprintf("WaveActiveBit%s(%s)", g.pick("And", "Or", "Xor"), a)
	case 4:
		return fmt.Sprintf("WaveActiveCountBits(%s)", g.boolExpr(d, false))
	case 5:
		return fmt.Sprintf("WavePrefixCountBits(%s)", g.boolExpr(d, false))
	case 6:
		return fmt.Sprintf("WaveReadLaneFirst(%s)", a)
	case 7:
		return fmt.Sprintf("WaveActiveProduct(%s | 1u)", a)
	case 8:
		return fmt.Sprintf("WaveActiveBallot(%s).%s", g.boolExpr(d, false), g.pick("x", "y"))
	case 9:
		return fmt.Sprintf("WavePrefixProduct(%s)", a)
	default:
		return fmt.Sprintf("(WaveActiveAllEqual(%s) ? 1u : 2u)", a)
	}
}

func (g *gen) iexpr(d int) string { return g.iexprU(d, false) }

func (g *gen) iexprU(d int, uniform bool) string {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.ileaf(uniform)
	}
	a, b := g.iexprU(d-1, uniform), g.iexprU(d-1, uniform)
	switch g.r.IntN(16) {
	case 0, 1:
		return fmt.Sprintf("(%s + %s)", a, b)
	case 2:
		return fmt.Sprintf("(%s - %s)", a, b)
	case 3:
		return fmt.Sprintf("(%s * %s)", a, b)
	case 4:
		return fmt.Sprintf("(%s & %s)", a, b)
	case 5:
		return fmt.Sprintf("(%s ^ %s)", a, b)
	case 6:
		return fmt.Sprintf("(%s >> (%s & 31))", a, b)
	case 7:
		return fmt.Sprintf("(%s << (%s & 31))", a, b)
	case 8:
		return fmt.Sprintf("(%s / ((%s & 15) | 1))", a, b)
	case 9:
		if g.portable {
			// Vulkan leaves OpSRem of a negative operand undefined
			// (glslang emits OpSMod, which floors); HLSL's % truncates
			return fmt.Sprintf("((%s & 0x7fffffff) %% ((%s & 15) | 1))", a, b)
		}
		return fmt.Sprintf("(%s %% ((%s & 15) | 1))", a, b)
	case 10:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a, b)
	case 11:
		return fmt.Sprintf("abs(%s >> 1)", a)
	case 12:
		return fmt.Sprintf("(%s ? %s : %s)", g.boolExprU(d-1, uniform), a, b)
	case 13:
		return fmt.Sprintf("(int)%s", g.uexprU(d-1, uniform))
	case 14:
		f := g.fexprU(d-1, uniform)
		return fmt.Sprintf("(int)%s", f.s)
	default:
		if g.wave && !uniform {
			return fmt.Sprintf("WaveActive%s(%s)", g.pick("Min", "Max", "Sum"), a)
		}
		return fmt.Sprintf("(-%s)", a)
	}
}

// intLit is an int constant. A portable program (GenOptions) casts it to
// int: an expression of literals alone has DXC's literal int type, which
// it evaluates in 64 bits ((-8) << 29 > -45 is false), where glslang
// computes in 32 (true).
func (g *gen) intLit(n int) string {
	if g.portable {
		return fmt.Sprintf("((int)%d)", n)
	}
	return fmt.Sprintf("(%d)", n)
}

func (g *gen) ileaf(uniform bool) string {
	if uniform {
		if g.helper {
			return g.pick("ci0", g.intLit(g.r.IntN(200)-100))
		}
		return g.pick("ci0", "(int)gid.x", g.intLit(g.r.IntN(200)-100))
	}
	if g.typedOn() && g.r.IntN(10) == 0 {
		return g.typedLeaf("int", false).s
	}
	switch g.r.IntN(6) {
	case 0, 1, 2:
		return g.ivar()
	case 3:
		return g.intLit(g.r.IntN(200) - 100)
	case 4:
		if g.helper {
			return g.pick("ci0", "(int)In[a & 63u]")
		}
		return g.pick("ci0", "(int)gi", "(int)In[gi & 63u]", "(int)dtid.x - 50")
	default:
		return fmt.Sprintf("(int)%s", g.uvar())
	}
}

// fexprU generates an exact float expression (see fexpr).
func (g *gen) fexpr(d int) fexpr { return g.fexprU(d, false) }

func (g *gen) fexprU(d int, uniform bool) fexpr {
	for try := 0; try < 8; try++ {
		e := g.ftry(d, uniform)
		if e.bits() <= maxFloatBits {
			return e
		}
	}
	return g.fleaf(uniform)
}

var fconsts = []fexpr{{"0.5f", 0, 1}, {"1.5f", 1, 1}, {"3.0f", 2, 0},
	{"(-2.25f)", 2, 2}, {"0.0625f", 0, 4}, {"100.0f", 7, 0}, {"(-1.0f)", 1, 0}, {"0.0f", 0, 0}}

func (g *gen) fleaf(uniform bool) fexpr {
	if !uniform && g.vecOn() && g.r.IntN(6) == 0 {
		return g.vecLeafF()
	}
	if g.typedOn() && g.r.IntN(10) == 0 {
		return g.typedLeaf("float", uniform)
	}
	if uniform || g.r.IntN(5) == 0 {
		switch g.r.IntN(3) {
		case 0:
			return fexpr{"cf0", 6, 2}
		case 1:
			return fexpr{"(float)(cu0 & 4095u)", 12, 0}
		default:
			return fconsts[g.r.IntN(len(fconsts))]
		}
	}
	switch g.r.IntN(6) {
	case 0, 1, 2:
		return fexpr{s: g.fvar(), mag: 13, frac: 4}
	case 3:
		return fexpr{s: fmt.Sprintf("FIn[%s & 31u]", g.pick(g.uvar(), g.idx())), mag: 7, frac: 4}
	case 4:
		return fexpr{s: fmt.Sprintf("(float)(%s & 4095u)", g.uvar()), mag: 12}
	default:
		return fexpr{s: fmt.Sprintf("(float)(%s >> 20)", g.ivar()), mag: 12}
	}
}

func (g *gen) ftry(d int, uniform bool) fexpr {
	if d <= 0 || g.r.IntN(4) == 0 {
		return g.fleaf(uniform)
	}
	a, b := g.fexprU(d-1, uniform), g.fexprU(d-1, uniform)
	mx := func(x, y int) int { return max(x, y) }
	switch g.r.IntN(12) {
	case 0, 1:
		return fexpr{s: fmt.Sprintf("(%s + %s)", a.s, b.s), mag: mx(a.mag, b.mag) + 1, frac: mx(a.frac, b.frac)}
	case 2:
		return fexpr{s: fmt.Sprintf("(%s - %s)", a.s, b.s), mag: mx(a.mag, b.mag) + 1, frac: mx(a.frac, b.frac)}
	case 3, 4:
		return fexpr{s: fmt.Sprintf("(%s * %s)", a.s, b.s), mag: a.mag + b.mag, frac: a.frac + b.frac}
	case 5:
		return fexpr{s: fmt.Sprintf("%s(%s, %s)", g.pick("min", "max"), a.s, b.s), mag: mx(a.mag, b.mag), frac: mx(a.frac, b.frac)}
	case 6:
		return fexpr{s: fmt.Sprintf("abs(%s)", a.s), mag: a.mag, frac: a.frac}
	case 7:
		return fexpr{s: fmt.Sprintf("floor(%s)", a.s), mag: a.mag + 1, frac: 0}
	case 8:
		return fexpr{s: fmt.Sprintf("(%s * 0.5f)", a.s), mag: a.mag, frac: a.frac + 1}
	case 9:
		lo := float64(g.r.IntN(64) - 32)
		return fexpr{s: fmt.Sprintf("clamp(%s, %s, %s)", a.s, fl(lo), fl(lo+float64(g.r.IntN(64)))), mag: mx(a.mag, 7), frac: a.frac}
	case 10:
		return fexpr{s: fmt.Sprintf("(%s ? %s : %s)", g.boolExprU(d-1, uniform), a.s, b.s), mag: mx(a.mag, b.mag), frac: mx(a.frac, b.frac)}
	default:
		if g.wave && !uniform {
			switch g.r.IntN(3) {
			case 0:
				return fexpr{s: fmt.Sprintf("WaveActiveSum(%s)", a.s), mag: a.mag + 6, frac: a.frac}
			case 1:
				return fexpr{s: fmt.Sprintf("WaveActive%s(%s)", g.pick("Min", "Max"), a.s), mag: a.mag, frac: a.frac}
			default:
				return fexpr{s: fmt.Sprintf("WaveReadLaneFirst(%s)", a.s), mag: a.mag, frac: a.frac}
			}
		}
		return fexpr{s: fmt.Sprintf("(-%s)", a.s), mag: a.mag, frac: a.frac}
	}
}

func fl(x float64) string {
	if x == math.Trunc(x) {
		return fmt.Sprintf("%.1ff", x)
	}
	return fmt.Sprintf("%gf", x)
}

// quantize rounds an exact float expression down to the locals' grid
// (multiples of 1/16 within [-4096, 4096]), exactly.
func quantize(e fexpr) string {
	return fmt.Sprintf("clamp(floor(%s * 16.0f) * 0.0625f, -4096.0f, 4096.0f)", e.s)
}

func (g *gen) boolExpr(d int, uniform bool) string { return g.boolExprU(d, uniform) }

func (g *gen) boolExprU(d int, uniform bool) string {
	cmp := g.pick("<", "<=", ">", ">=", "==", "!=")
	switch g.r.IntN(8) {
	case 0, 1, 2:
		return fmt.Sprintf("(%s %s %s)", g.uexprU(d, uniform), cmp, g.uexprU(d-1, uniform))
	case 3:
		return fmt.Sprintf("(%s %s %s)", g.iexprU(d, uniform), cmp, g.iexprU(d-1, uniform))
	case 4:
		return fmt.Sprintf("(%s %s %s)", g.fexprU(d, uniform).s, cmp, g.fexprU(d-1, uniform).s)
	case 5:
		if d > 0 {
			return fmt.Sprintf("(%s %s %s)", g.boolExprU(d-1, uniform), g.pick("&&", "||"), g.boolExprU(d-1, uniform))
		}
		return fmt.Sprintf("((%s & 1u) != 0u)", g.uleaf(uniform))
	case 6:
		if g.wave && !uniform {
			return fmt.Sprintf("WaveActive%s(%s)", g.pick("AnyTrue", "AllTrue"), g.boolExprU(d-1, false))
		}
		return fmt.Sprintf("!(%s)", g.boolExprU(d-1, uniform))
	default:
		return fmt.Sprintf("((%s & %du) == 0u)", g.uexprU(d-1, uniform), 1+g.r.IntN(7))
	}
}
