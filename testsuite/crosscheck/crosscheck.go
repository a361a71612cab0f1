package crosscheck

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/frontend"
	"hlslc/internal/corpus"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
	"hlslc/testsuite"
	"hlslc/testsuite/vk"
)

// Options are the compile flags every entry point gets (besides its own
// -D and -I) and the run's shape.
type Options struct {
	Target      string // -T profile ("" is cs_6_0)
	Enable16Bit bool   // -enable-16bit-types (and glslang's --hlsl-enable-16bit-types)
	// InputSeed varies the synthesized inputs (runspec.SynthOptions.Seed;
	// 0: the ones `hlslc run` gives).
	InputSeed uint64
	// Seeds are the executor's other wave interleavings (exec.Options.Seed)
	// whose results must equal the in-order run's for the result to count
	// as deterministic (default 1, 2, 3).
	Seeds []uint64
}

// Verdict is the outcome of one entry point.
type Verdict uint8

// The verdicts.
const (
	Agree Verdict = iota
	Differ
	CannotCompare
	Error
)

func (v Verdict) String() string {
	return [...]string{"agree", "differ", "cannot compare", "error"}[v]
}

// Reasons an entry point cannot be compared.
const (
	ReasonHlslcRejects   = "hlslc rejects"
	ReasonGlslangRejects = "glslang rejects"
	ReasonLavapipe       = "lavapipe cannot run it"
	ReasonUndefined      = "undefined behaviour with these inputs"
	ReasonNondet         = "not deterministic"
	ReasonRace           = "data race"
	ReasonImplDefined    = "implementation-defined result"
	ReasonWaveSize       = "wave-size dependent"
	ReasonNoOutput       = "no output"
)

// Row is the outcome of one entry point.
type Row struct {
	ID      string
	Verdict Verdict
	// Reason is CannotCompare's reason (one of the Reason constants).
	Reason string
	// Detail is the first difference (Differ), or the message behind the
	// reason or the error.
	Detail string
	// Words is the number of differing words (Differ); Compared is the
	// number of writable resources compared; Unbound those glslang removed
	// as unused by the entry point (not compared).
	Words, Compared, Unbound int
	// InterpSides says which side hlslc's interpreter takes in a
	// difference: "executor", "lavapipe" or "neither".
	InterpSides string
	// Note says what the comparison changed: definitions given to glslang,
	// and a relaxed comparison with its first difference before.
	Note string
	// Relaxed names the inputs the verdict was reached with when not the
	// synthesized ones ("point sampling", ...).
	Relaxed string
	// WaveOps: the shader uses wave intrinsics.
	WaveOps bool
	// Outputs are the writable resources' words by name: hlslc's executor
	// and lavapipe (set for Differ, for a closer look).
	Executor, Lavapipe map[string][]uint32
	kinds              func(string, int) testsuite.FloatKind
}

// Check runs one entry point on hlslc's executor, hlslc's interpreter and
// lavapipe and compares them.
func Check(e corpus.Entry, o Options) (row Row) {
	row = Row{ID: e.ID}
	cannot := func(reason string, format string, args ...any) Row {
		row.Verdict, row.Reason, row.Detail = CannotCompare, reason, fmt.Sprintf(format, args...)
		return row
	}
	fail := func(format string, args ...any) Row {
		row.Verdict, row.Detail = Error, fmt.Sprintf(format, args...)
		return row
	}
	src, err := os.ReadFile(e.Path)
	if err != nil {
		return fail("%v", err)
	}
	m, err := compile(e, src, o)
	if err != nil {
		return cannot(ReasonHlslcRejects, "%v", err)
	}
	row.WaveOps = uses(m, waveOps)
	mb, err := compile(e, src, o) // the backend optimizes its module in place
	if err != nil {
		return fail("%v", err)
	}
	out, err := backend.CompileWith(mb, e.Entry, backend.Options{Target: "gfx900"})
	if err != nil {
		return fail("backend: %v", firstLine(err.Error()))
	}
	co, err := codeobj.Write(out.Object)
	if err != nil {
		return fail("code object: %v", err)
	}
	vo := vk.CompileOptions{Defines: e.Defines, IncludeDirs: e.IncludeDirs, Enable16Bit: o.Enable16Bit}
	var prelude, notes []string
	if uses(m, map[ir.Op]bool{ir.OpFPTruncRTZ: true}) {
		prelude = append(prelude, f32tof16Prelude)
		notes = append(notes, "glslang given D3D's f32tof16")
	}
	sh, err := vk.CompileWith(withPrelude(prelude, src), e.Path, e.Entry, vo)
	if err != nil && strings.Contains(err.Error(), "'select' : no matching overloaded function") {
		prelude = append(prelude, selectPrelude())
		sh, err = vk.CompileWith(withPrelude(prelude, src), e.Path, e.Entry, vo)
		notes = append(notes, "glslang given HLSL 2021's select")
	}
	defer func() { row.Note = strings.Join(notes, "; ") }()
	if err != nil {
		if strings.Contains(err.Error(), "not installed") {
			return fail("%v", err)
		}
		return cannot(ReasonGlslangRejects, "%s", glslangError(err))
	}
	x := &runs{m: m, mb: mb, co: co, sh: sh, kinds: testsuite.ShaderWordKinds(mb)}

	spec := runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{Seed: o.InputSeed})
	c := x.compare(spec, o.Seeds)
	if c.cannot == "" && c.mismatch != nil && uses(m, filteredSampling) {
		// Filtering is not bit-exact across implementations: lavapipe's
		// subtexel weights, LOD fraction and coordinate rounding are its
		// own (D3D asks 8 subtexel bits, Vulkan 4). Compare again with
		// point sampling, then also with textures flat per layer (one
		// value at every texel and level), where a sample position within
		// that precision of a texel edge, or a LOD halfway between levels
		// (which Vulkan lets round either way), cannot pick another value.
		first := c
		for _, relax := range []struct {
			name string
			spec *runspec.Spec
		}{{"point sampling", pointSampled(spec)}, {"point sampling and textures flat per layer", flatTextures(pointSampled(spec))}} {
			p := x.compare(relax.spec, []uint64{})
			if p.cannot != "" {
				break
			}
			c, row.Relaxed = p, relax.name
			if p.mismatch == nil {
				break
			}
		}
		if row.Relaxed != "" {
			notes = append(notes, "compared with "+row.Relaxed+"; with the synthesized inputs "+describe(first.mismatch))
		}
	}
	row.Compared, row.Unbound = c.compared, c.unbound
	switch {
	case c.err != "":
		return fail("%s", c.err)
	case c.cannot != "":
		return cannot(c.cannot, "%s", c.detail)
	case c.mismatch == nil:
		row.Verdict = Agree
		return row
	}
	row.Words, row.InterpSides = c.words, c.interpSides
	row.Executor, row.Lavapipe, row.kinds = c.executor, c.lavapipe, x.kinds
	if row.WaveOps {
		return cannot(ReasonWaveSize, "%s (lavapipe's subgroups: %d lanes)", describe(c.mismatch), c.subgroup)
	}
	row.Verdict, row.Detail = Differ, describe(c.mismatch)
	return row
}

// withPrelude puts definitions before the source, which keeps its line
// numbers.
func withPrelude(prelude []string, src []byte) []byte {
	if len(prelude) == 0 {
		return src
	}
	return []byte(strings.Join(prelude, "") + "#line 1\n" + string(src))
}

// f32tof16Prelude gives glslang D3D's f32tof16: D3D's conversion to a
// narrower float format rounds toward zero, and a finite value past f16's
// range becomes the largest finite f16 (the SM5 f32tof16 reference: "follows
// D3D rules for floating point conversion"; hlslc's ir.OpFPTruncRTZ).
// glslang translates f32tof16 to SPIR-V's PackHalf2x16, which lavapipe
// rounds to nearest even, so without this every rounded value would differ.
// NaNs stay NaNs (quiet), infinities infinities.
const f32tof16Prelude = `uint xc_f32tof16(float f) {
	uint u = asuint(f);
	uint s = (u >> 16) & 0x8000;
	int e = int((u >> 23) & 0xff) - 112;
	uint m = u & 0x7fffff;
	if (e == 143) return s | 0x7c00 | (m != 0 ? 0x200 | (m >> 13) : 0);
	if (e >= 31) return s | 0x7bff;
	if (e <= 0) return e < -10 ? s : s | ((m | 0x800000) >> uint(14 - e));
	return s | (uint(e) << 10) | (m >> 13);
}
uint2 xc_f32tof16(float2 f) { return uint2(xc_f32tof16(f.x), xc_f32tof16(f.y)); }
uint3 xc_f32tof16(float3 f) { return uint3(xc_f32tof16(f.x), xc_f32tof16(f.y), xc_f32tof16(f.z)); }
uint4 xc_f32tof16(float4 f) { return uint4(xc_f32tof16(f.x), xc_f32tof16(f.y), xc_f32tof16(f.z), xc_f32tof16(f.w)); }
#define f32tof16 xc_f32tof16
`

// selectPrelude defines HLSL 2021's select(cond, a, b) for glslang 12,
// which lacks it: the componentwise choice, as ?: on vectors is in HLSL
// before 2021 (and in glslang), for bool, int, uint and float scalars and
// vectors.
func selectPrelude() string {
	var b strings.Builder
	for _, t := range []string{"bool", "int", "uint", "float"} {
		for _, n := range []string{"", "2", "3", "4"} {
			fmt.Fprintf(&b, "%[1]s%[2]s select(bool%[2]s c, %[1]s%[2]s a, %[1]s%[2]s b) { return c ? a : b; }\n", t, n)
		}
	}
	return b.String()
}

// runs is one entry point compiled for every implementation.
type runs struct {
	m, mb *ir.Module // the IR (for the interpreter) and the IR hlslc's code was compiled from
	co    []byte     // hlslc's code object
	sh    *vk.Shader // glslang's SPIR-V
	kinds func(string, int) testsuite.FloatKind
}

// comparison is the outcome of running every implementation with one spec.
type comparison struct {
	err, cannot, detail string // a failure of hlslc; a reason not to compare, with its detail
	mismatch            *testsuite.Mismatch
	words               int
	compared, unbound   int
	interpSides         string
	executor, lavapipe  map[string][]uint32
	subgroup            int
}

// compare runs the interpreter, the executor (with wave interleaving 0 and
// each of seeds, nil for the default ones) and lavapipe with spec.
func (x *runs) compare(spec *runspec.Spec, seeds []uint64) comparison {
	var c comparison
	// hlslc's interpreter on the unoptimized IR: the frontend's and the
	// lowering's meaning of the shader, and the judge of undefined
	// behaviour
	ref, err := interp.Run(x.m, spec, interp.Options{})
	var rte *interp.RuntimeError
	if errors.As(err, &rte) {
		c.cannot, c.detail = ReasonUndefined, firstLine(err.Error())
		return c
	}
	if err != nil {
		c.err = "interpreter: " + err.Error()
		return c
	}
	run := func(seed uint64) (*launch.Result, error) {
		return launch.Run(x.mb, x.co, spec, gexec.Options{Budget: testsuite.Budget, Workers: 1, Seed: seed})
	}
	first, err := run(0)
	if err != nil {
		c.err = "executor: " + firstLine(err.Error())
		return c
	}
	if seeds == nil {
		seeds = []uint64{1, 2, 3}
	}
	for _, s := range seeds {
		r, err := run(s)
		if err != nil {
			c.err = fmt.Sprintf("executor (seed %d): %v", s, firstLine(err.Error()))
			return c
		}
		if d := testsuite.Compare(words(first), words(r), func(string, int) testsuite.FloatKind { return testsuite.Exact }); d != nil {
			c.cannot, c.detail = ReasonNondet, fmt.Sprintf("the executor's interleaving %d (of the waves, and of the lanes of each atomic) changes %s", s, d)
			return c
		}
	}
	data, layouts, err := lavapipeInputs(x.sh, spec, x.m.RunSpecResources())
	if err != nil {
		c.cannot, c.detail = ReasonLavapipe, firstLine(err.Error())
		return c
	}
	lr, err := x.sh.RunBound(spec.Dispatch, data)
	if err != nil {
		c.cannot, c.detail = ReasonLavapipe, firstLine(err.Error())
		return c
	}
	for i, r := range first.Resources {
		if l := layouts[r.Name]; l != nil && r.Writable {
			lr.Buffers[r.Name] = l.toHlslc(lr.Buffers[r.Name], first.Data[i])
		}
	}
	lava, err := runspec.ParseOutput(x.sh.Output(lr))
	if err != nil {
		c.err = "lavapipe output: " + err.Error()
		return c
	}
	// glslang removes the resources the entry point does not use: compare
	// what lavapipe bound
	exe := words(first)
	cmp := subset(exe, lava)
	c.compared, c.unbound = len(cmp), len(exe)-len(cmp)
	if len(cmp) == 0 {
		c.cannot, c.detail = ReasonNoOutput, fmt.Sprintf("%d writable resources, none of them used by the entry point", len(exe))
		return c
	}
	c.mismatch, c.words = testsuite.CompareAll(cmp, lava, x.kinds)
	if c.mismatch == nil {
		return c
	}
	// a difference: is it a data race's (the order threads run in)?
	if _, err := interp.Run(x.m, spec, interp.Options{DetectRaces: true}); errors.As(err, &rte) && rte.DataRace() {
		c.cannot, c.detail = ReasonRace, fmt.Sprintf("%s; %s", firstLine(err.Error()), describe(c.mismatch))
		return c
	}
	// or an operation's whose result D3D or SPIR-V leaves to the
	// implementation?
	if _, err := interp.Run(x.m, spec, interp.Options{ImplementationDefined: true}); errors.As(err, &rte) && rte.ImplementationDefined() {
		c.cannot, c.detail = ReasonImplDefined, fmt.Sprintf("%s; %s", firstLine(err.Error()), describe(c.mismatch))
		return c
	}
	c.executor, c.lavapipe, c.subgroup = exe, lava, lr.SubgroupSize
	interpOut := subset(words(ref), cmp)
	withExecutor, _ := testsuite.CompareAll(cmp, interpOut, x.kinds)
	withLavapipe, _ := testsuite.CompareAll(subset(lava, cmp), interpOut, x.kinds)
	switch {
	case withExecutor == nil:
		c.interpSides = "executor"
	case withLavapipe == nil:
		c.interpSides = "lavapipe"
	default:
		c.interpSides = "neither"
	}
	return c
}

// lavapipeInputs binds spec's resources to the ones glslang's SPIR-V
// declares, at glslang's layout: a structured buffer's bytes as hlslc bound
// them, moved field by field to glslang's layout (relayout), every other
// resource from the spec. Where the spec cannot be bound by member at
// glslang's layout (a cbuffer with struct members), the bytes hlslc bound
// are used when their size covers glslang's layout: a layout difference
// then shows as a difference of the results, not as a silent skip. The
// structured buffers' layouts are returned, to move the results back.
func lavapipeInputs(sh *vk.Shader, spec *runspec.Spec, hres []runspec.Resource) (map[string]runspec.Bound, map[string]*relayout, error) {
	hbound, err := spec.BindAll(hres)
	if err != nil {
		return nil, nil, err
	}
	hlslc := map[string]int{}
	for i, r := range hres {
		hlslc[r.Name] = i
	}
	data := map[string]runspec.Bound{}
	layouts := map[string]*relayout{}
	for _, r := range sh.Resources {
		name := r.Name
		if name == "$Global" {
			name = implicitGlobals(hres)
		}
		raw, ok := spec.Resources[name]
		i, known := hlslc[name]
		if !ok || !known {
			return nil, nil, fmt.Errorf("glslang's SPIR-V binds %q, which hlslc's shader does not declare", r.Name)
		}
		hb, hr := hbound[i], hres[i]
		if r.Kind == runspec.Structured && hr.Kind == runspec.Structured {
			l, err := newRelayout(hr, r)
			if err != nil {
				return nil, nil, fmt.Errorf("structured buffer %q: %v", r.Name, err)
			}
			layouts[r.Name] = l
			data[r.Name] = runspec.Bound{Data: l.toGlslang(hb.Data), Extent: hb.Extent}
			continue
		}
		why := r.Unpackable
		if why == "" {
			one := *spec
			one.Resources = map[string]json.RawMessage{r.Name: raw}
			b, err := one.BindAll([]runspec.Resource{r.Resource})
			if err == nil {
				data[r.Name] = b[0]
				continue
			}
			why = err.Error()
		}
		if r.Kind != runspec.CBuffer || hr.Kind != runspec.CBuffer || len(hb.Data) < r.Size {
			return nil, nil, fmt.Errorf("%s %q: %s", r.Kind, r.Name, why)
		}
		data[r.Name] = hb
	}
	return data, layouts, nil
}

// implicitGlobals is hlslc's name of the cbuffer of the global variables
// (glslang's "$Global"): "Globals", or "GlobalsN" with the first N free when
// the shader declares that name itself (ir/lower) — the last of them.
func implicitGlobals(res []runspec.Resource) string {
	name, best := "", -1
	for _, r := range res {
		rest, ok := strings.CutPrefix(r.Name, "Globals")
		if r.Kind != runspec.CBuffer || !ok {
			continue
		}
		n := 0
		if rest != "" {
			var err error
			if n, err = strconv.Atoi(rest); err != nil {
				continue
			}
		}
		if n > best {
			name, best = r.Name, n
		}
	}
	return name
}

// relayout moves a structured buffer's elements between hlslc's layout (D3D's
// packing) and glslang's (std430), scalar by scalar.
type relayout struct {
	from, to int      // element strides: hlslc's, glslang's
	moves    [][3]int // hlslc offset, glslang offset, bytes (within an element)
}

// newRelayout pairs the scalars of the element fields hlslc and glslang
// give by name. An element hlslc knows only as a stride is moved whole when
// glslang's stride is the same.
func newRelayout(h runspec.Resource, g vk.Resource) (*relayout, error) {
	l := &relayout{from: h.Stride, to: g.Stride}
	if h.Stride <= 0 || g.Stride <= 0 {
		return nil, fmt.Errorf("unknown element stride (hlslc %d, glslang %d bytes)", h.Stride, g.Stride)
	}
	if len(h.Members) == 0 || g.Element == nil {
		// one side knows the element only by its size (a buffer's hidden
		// counter is one u32 on both)
		if h.Stride != g.Stride {
			return nil, fmt.Errorf("the element's fields are unknown (hlslc knows %d, spirv-cross describes %d) and glslang's stride (%d bytes) is not hlslc's (%d)", len(h.Members), len(g.Element), g.Stride, h.Stride)
		}
		l.moves = [][3]int{{0, 0, h.Stride}}
		return l, nil
	}
	byName := map[string]runspec.Member{}
	for _, m := range g.Element {
		byName[m.Name] = m
	}
	for _, hm := range h.Members {
		gm, ok := byName[hm.Name]
		if !ok {
			return nil, fmt.Errorf("field %q is not in glslang's element", hm.Name)
		}
		ho, gho := hm.Offsets(), gm.Offsets()
		if hm.Elem != gm.Elem || len(ho) != len(gho) {
			return nil, fmt.Errorf("field %q is %s in hlslc's layout, %s in glslang's", hm.Name, hm.Layout, gm.Layout)
		}
		for k := range ho {
			l.moves = append(l.moves, [3]int{hm.Offset + ho[k], gm.Offset + gho[k], hm.Elem.Size()})
		}
	}
	return l, nil
}

// toGlslang converts a buffer at hlslc's layout to glslang's.
func (l *relayout) toGlslang(b []byte) []byte {
	n := len(b) / l.from
	out := make([]byte, n*l.to)
	for i := 0; i < n; i++ {
		for _, m := range l.moves {
			copy(out[i*l.to+m[1]:i*l.to+m[1]+m[2]], b[i*l.from+m[0]:])
		}
	}
	return out
}

// toHlslc converts a buffer at glslang's layout to hlslc's, over base (the
// bytes of hlslc's layout that no field covers keep base's).
func (l *relayout) toHlslc(g, base []byte) []byte {
	out := append([]byte(nil), base...)
	n := len(base) / l.from
	for i := 0; i < n && (i+1)*l.to <= len(g); i++ {
		for _, m := range l.moves {
			copy(out[i*l.from+m[0]:i*l.from+m[0]+m[2]], g[i*l.to+m[1]:])
		}
	}
	return out
}

// flatTextures is spec with every generated read-only texture's noise
// replaced by noise flat per layer (runspec's "flat" pattern).
func flatTextures(spec *runspec.Spec) *runspec.Spec {
	p := *spec
	p.Resources = map[string]json.RawMessage{}
	for k, v := range spec.Resources {
		var t map[string]json.RawMessage
		if json.Unmarshal(v, &t) == nil && t["generate"] != nil && t["levels"] != nil {
			var g struct {
				Pattern string `json:"pattern"`
				Seed    uint64 `json:"seed"`
			}
			if json.Unmarshal(t["generate"], &g) == nil && g.Pattern == "noise" {
				g.Pattern = "flat"
				t["generate"], _ = json.Marshal(g)
				v, _ = json.Marshal(t)
			}
		}
		p.Resources[k] = v
	}
	return &p
}

// pointSampled is spec with every sampler filtering by point.
func pointSampled(spec *runspec.Spec) *runspec.Spec {
	p := *spec
	p.Resources = map[string]json.RawMessage{}
	for k, v := range spec.Resources {
		var st map[string]json.RawMessage
		if json.Unmarshal(v, &st) == nil && st["filter"] != nil {
			var f string
			if json.Unmarshal(st["filter"], &f) == nil {
				pf := "MIN_MAG_MIP_POINT"
				if strings.HasPrefix(f, "COMPARISON_") {
					pf = "COMPARISON_" + pf
				}
				st["filter"], _ = json.Marshal(pf)
				v, _ = json.Marshal(st)
			}
		}
		p.Resources[k] = v
	}
	return &p
}

// compile runs the frontend and the lowering as `hlslc run` does.
func compile(e corpus.Entry, src []byte, o Options) (*ir.Module, error) {
	target := o.Target
	if target == "" {
		target = "cs_6_0"
	}
	if err := frontend.CheckTarget(target, o.Enable16Bit); err != nil {
		return nil, err
	}
	opts := frontend.Options{Entry: e.Entry, Target: target, Enable16Bit: o.Enable16Bit,
		PP: frontend.PPOptions{Defines: e.Defines, IncludeDirs: e.IncludeDirs}}
	res := frontend.Compile(e.Path, src, opts, frontend.StageCheck)
	if res.Diags.HasErrors() {
		for _, d := range res.Diags.List {
			if d.Sev == frontend.SevError {
				return nil, errors.New(d.Msg)
			}
		}
	}
	// Without -enable-16bit-types glslang keeps min16float at 32 bits
	// (RelaxedPrecision, which lavapipe computes at 32): min16 types are a
	// minimum precision, so hlslc computes them at 32 bits too.
	m, err := lower.Lower(res.Program, lower.Options{Min16AsF32: !o.Enable16Bit})
	if err != nil {
		return nil, fmt.Errorf("lowering: %v", firstLine(err.Error()))
	}
	return m, nil
}

// output is a run's result as words by resource name.
type output interface{ JSON() []byte }

func words(r output) map[string][]uint32 {
	w, err := runspec.ParseOutput(r.JSON())
	if err != nil {
		panic(fmt.Sprintf("crosscheck: an output hlslc printed does not parse: %v", err))
	}
	return w
}

// subset keeps the resources of a that b has.
func subset(a, b map[string][]uint32) map[string][]uint32 {
	out := map[string][]uint32{}
	for k := range b {
		if v, ok := a[k]; ok {
			out[k] = v
		}
	}
	return out
}

// waveOps are the IR operations whose result depends on the wave size.
var waveOps = map[ir.Op]bool{
	ir.OpLaneIndex: true, ir.OpLaneCount: true, ir.OpIsFirstLane: true, ir.OpWaveAny: true, ir.OpWaveAll: true,
	ir.OpBallot: true, ir.OpMbcnt: true, ir.OpWaveCountBits: true, ir.OpWavePrefixCountBits: true,
	ir.OpReadFirstLane: true, ir.OpReadLane: true, ir.OpWaveAllEqual: true, ir.OpWaveReduce: true, ir.OpWavePrefix: true,
}

// filteredSampling are the operations that filter texels.
var filteredSampling = map[ir.Op]bool{ir.OpTexSample: true}

// uses reports whether m has an instruction of ops.
func uses(m *ir.Module, ops map[ir.Op]bool) bool {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if ops[v.Op] {
					return true
				}
			}
		}
	}
	return false
}

func describe(mm *testsuite.Mismatch) string {
	s := mm.String()
	s = strings.ReplaceAll(s, "want", "hlslc")
	return strings.ReplaceAll(s, "got", "lavapipe")
}

func glslangError(err error) string {
	for _, l := range strings.Split(err.Error(), "\n") {
		if strings.Contains(l, "ERROR") {
			return strings.TrimSpace(l)
		}
	}
	return firstLine(err.Error())
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// Summary counts the rows by verdict and reason.
type Summary struct {
	Rows, Agree, Differ, Errors int
	// Relaxed counts the agreeing rows compared with relaxed inputs
	// (Row.Relaxed).
	Relaxed int
	Cannot  map[string]int
}

// Summarize counts rows.
func Summarize(rows []Row) Summary {
	s := Summary{Rows: len(rows), Cannot: map[string]int{}}
	for _, r := range rows {
		switch r.Verdict {
		case Agree:
			s.Agree++
			if r.Relaxed != "" {
				s.Relaxed++
			}
		case Differ:
			s.Differ++
		case Error:
			s.Errors++
		case CannotCompare:
			s.Cannot[r.Reason]++
		}
	}
	return s
}

func (s Summary) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d rows: %d agree", s.Rows, s.Agree)
	if s.Relaxed > 0 {
		fmt.Fprintf(&b, " (%d with point sampling or flat textures)", s.Relaxed)
	}
	fmt.Fprintf(&b, ", %d differ, %d errors", s.Differ, s.Errors)
	reasons := make([]string, 0, len(s.Cannot))
	for r := range s.Cannot {
		reasons = append(reasons, r)
	}
	sort.Strings(reasons)
	n := 0
	for _, r := range reasons {
		n += s.Cannot[r]
	}
	fmt.Fprintf(&b, ", %d cannot compare", n)
	for i, r := range reasons {
		sep := " ("
		if i > 0 {
			sep = ", "
		}
		fmt.Fprintf(&b, "%s%s %d", sep, r, s.Cannot[r])
	}
	if n > 0 {
		b.WriteString(")")
	}
	return b.String()
}

// PrintDifferences prints up to n differing words of every resource of a
// difference, with both values as hex and as f32.
func PrintDifferences(w io.Writer, r Row, n int) {
	names := make([]string, 0, len(r.Lavapipe))
	for k := range r.Lavapipe {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		a, b := r.Executor[name], r.Lavapipe[name]
		shown, total := 0, 0
		for i := 0; i < min(len(a), len(b)); i++ {
			if testsuite.WordsAgree(a[i], b[i], r.kinds(name, i)) {
				continue
			}
			total++
			if shown < n {
				shown++
				fmt.Fprintf(w, "\t%s[%d]: hlslc %s, lavapipe %s\n", name, i, showWord(a[i], r.kinds(name, i)), showWord(b[i], r.kinds(name, i)))
			}
		}
		if total > 0 {
			fmt.Fprintf(w, "\t%s: %d of %d words differ\n", name, total, len(a))
		}
	}
}

// showWord formats a word as hex and as the value its kind says.
func showWord(w uint32, k testsuite.FloatKind) string {
	switch k {
	case testsuite.Exact:
		return fmt.Sprintf("%#08x (%d)", w, int32(w))
	case testsuite.F16:
		return fmt.Sprintf("%#08x (%g, %g)", w, runspec.F16ToF64(uint16(w)), runspec.F16ToF64(uint16(w>>16)))
	}
	return fmt.Sprintf("%#08x (%g)", w, math.Float32frombits(w))
}
