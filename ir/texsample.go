package ir

import (
	"fmt"
	"strings"

	"hlslc/ir/runspec"
)

// Texture sampling: texsample and texgather read a texture (Value.Mem)
// through a sampler (Value.Sampler); their operands follow the texture's
// shape and the flags of their SampleAux, in this order:
//
//	coordinates   f32 × SampleCoords (s, t, r; a cube's direction x, y, z;
//	              then an array's layer, a cube array's cube)
//	lod           f32, with SampleLOD (an explicit LOD; SampleLevel)
//	gradients     f32 × 2·SampleGradComps, with SampleGrad: d/dx of each
//	              coordinate, then d/dy (SampleGrad)
//	bias          f32, with SampleBias (added to the LOD)
//	reference     f32, with SampleCompare (comparison sampling)
//	offset        i32 × SampleOffsetComps, with SampleOffset (texels, added
//	              at every level)
//	clamp         f32, with SampleClamp (a lower bound of the LOD)
//
// Without SampleLOD or SampleGrad the LOD comes from the derivatives of the
// coordinates across the quad (lanes 4q..4q+3, SM 6.6's compute quads:
// lane 4q+1 minus lane 4q along x, lane 4q+2 minus lane 4q along y, as
// the texture unit takes them). The sampler's state, the
// texture's format and its levels come from the run spec; the filtering is
// the texture model's (internal/texfilter), in the interpreter as in the
// executor.
type SampleAux int64

// SampleAux fields.
const (
	sampleCompMask               = 3      // bits 0-1: the result component
	sampleChannelShift           = 2      // bits 2-3: a gather's channel
	SampleLOD          SampleAux = 1 << 4 // an explicit LOD
	SampleGrad         SampleAux = 1 << 5 // gradients
	SampleBias         SampleAux = 1 << 6 // a bias
	SampleCompare      SampleAux = 1 << 7 // a comparison reference
	SampleOffset       SampleAux = 1 << 8 // texel offsets
	SampleClamp        SampleAux = 1 << 9 // an LOD clamp
	// SampleQueryLOD: the result is the LOD the sample would use, not a
	// texel (CalculateLevelOfDetail): component 0 after the sampler's and
	// the texture's clamps, component 1 before them; texsample only, with
	// coordinates alone (the derivatives are the quad's).
	SampleQueryLOD SampleAux = 1 << 10
	sampleFlags              = SampleLOD | SampleGrad | SampleBias | SampleCompare | SampleOffset | SampleClamp | SampleQueryLOD
)

// Comp is the result component.
func (a SampleAux) Comp() int { return int(a & sampleCompMask) }

// Channel is a gather's channel (0 red … 3 alpha).
func (a SampleAux) Channel() int { return int(a >> sampleChannelShift & 3) }

// WithComp returns a with result component c.
func (a SampleAux) WithComp(c int) SampleAux { return a&^sampleCompMask | SampleAux(c&3) }

// WithChannel returns a with gather channel c.
func (a SampleAux) WithChannel(c int) SampleAux {
	return a&^(3<<sampleChannelShift) | SampleAux(c&3)<<sampleChannelShift
}

// Has reports whether all of flags are set.
func (a SampleAux) Has(flags SampleAux) bool { return a&flags == flags }

// Flags is a without its component and channel.
func (a SampleAux) Flags() SampleAux { return a & sampleFlags }

// SampleCoords is the number of coordinates a texture of shape s samples
// with.
func SampleCoords(s runspec.Shape) int {
	switch s {
	case runspec.Shape1D:
		return 1
	case runspec.Shape2D, runspec.Shape1DArray:
		return 2
	case runspec.ShapeCubeArray:
		return 4
	}
	return 3
}

// SampleGradComps is the number of components of one gradient (and of a
// texel offset, SampleOffsetComps; cubes take no offsets).
func SampleGradComps(s runspec.Shape) int {
	switch s {
	case runspec.Shape1D, runspec.Shape1DArray:
		return 1
	case runspec.Shape3D, runspec.ShapeCube, runspec.ShapeCubeArray:
		return 3
	}
	return 2
}

// SampleOffsetComps is the number of components of a texel offset.
func SampleOffsetComps(s runspec.Shape) int {
	if s.IsCube() {
		return 0
	}
	return SampleGradComps(s)
}

// SampleOperands locates the operands of a texsample or texgather of a
// texture of shape s: the index of each group (-1 when absent).
type SampleOperands struct {
	Coords, LOD, Grad, Bias, Ref, Offset, Clamp int
	N                                           int // the operand count
}

// Operands returns where a's operands are for shape s.
func (a SampleAux) Operands(s runspec.Shape) SampleOperands {
	o := SampleOperands{LOD: -1, Grad: -1, Bias: -1, Ref: -1, Offset: -1, Clamp: -1}
	n := SampleCoords(s)
	add := func(f SampleAux, at *int, k int) {
		if a.Has(f) {
			*at = n
			n += k
		}
	}
	add(SampleLOD, &o.LOD, 1)
	add(SampleGrad, &o.Grad, 2*SampleGradComps(s))
	add(SampleBias, &o.Bias, 1)
	add(SampleCompare, &o.Ref, 1)
	add(SampleOffset, &o.Offset, SampleOffsetComps(s))
	add(SampleClamp, &o.Clamp, 1)
	o.N = n
	return o
}

// TexSample appends component comp of a sample of texture mem with sampler
// smp (flags and operands as SampleAux says).
func (b *Builder) TexSample(mem, smp *Memory, flags SampleAux, comp int, args ...*Value) *Value {
	t := texelType(mem)
	if flags.Has(SampleCompare) || flags.Has(SampleQueryLOD) {
		t = F32
	}
	v := b.Emit(OpTexSample, t, args...)
	v.Mem, v.Sampler, v.Aux = mem, smp, int64(flags.Flags().WithComp(comp))
	return v
}

// TexGather appends value comp (0..3) of a gather of channel ch.
func (b *Builder) TexGather(mem, smp *Memory, flags SampleAux, ch, comp int, args ...*Value) *Value {
	t := texelType(mem)
	if flags.Has(SampleCompare) {
		t = F32
	}
	v := b.Emit(OpTexGather, t, args...)
	v.Mem, v.Sampler, v.Aux = mem, smp, int64(flags.Flags().WithChannel(ch).WithComp(comp))
	return v
}

// TexInfo appends extent dim (3: the level count) of mip level mip of a
// texture.
func (b *Builder) TexInfo(mem *Memory, dim int, mip *Value) *Value {
	v := b.Emit(OpTexInfo, I32, mip)
	v.Mem, v.Aux = mem, int64(dim)
	return v
}

// checkTexSample checks a texsample's or texgather's operands against its
// texture's shape and its flags.
func checkTexSample(v *Value) string {
	m, smp := v.Mem, v.Sampler
	if m == nil || m.Kind != MemTyped || !m.Shape.IsTexture() {
		return "needs a texture"
	}
	if m.Writable {
		return fmt.Sprintf("@%s is an RW texture: RW textures are not sampled", m.Name)
	}
	if smp == nil || smp.Kind != MemSampler {
		return "needs a sampler"
	}
	a := SampleAux(v.Aux)
	if v.Aux&^int64(sampleFlags|sampleCompMask|3<<sampleChannelShift) != 0 {
		return fmt.Sprintf("invalid flags %#x", v.Aux)
	}
	if a.Has(SampleLOD) && a.Has(SampleGrad) || a.Has(SampleBias) && (a.Has(SampleLOD) || a.Has(SampleGrad)) {
		return "takes one of an LOD, gradients or a bias"
	}
	if a.Has(SampleQueryLOD) {
		if v.Op != OpTexSample || a.Flags() != SampleQueryLOD {
			return "an LOD query is a texsample with coordinates alone"
		}
		if a.Comp() > 1 {
			return "an LOD query has components 0 (clamped) and 1 (unclamped)"
		}
		if len(v.Args) != SampleCoords(m.Shape) {
			return fmt.Sprintf("@%s (%s) takes %d coordinates, has %d operands", m.Name, m.Shape, SampleCoords(m.Shape), len(v.Args))
		}
		for i, x := range v.Args {
			if x.Type != F32 {
				return fmt.Sprintf("operand %d is %s, not f32", i+1, x.Type)
			}
		}
		if v.Type != F32 {
			return "an LOD query's result is f32"
		}
		return ""
	}
	if a.Has(SampleCompare) != smp.Compare {
		if smp.Compare {
			return fmt.Sprintf("@%s is a comparison sampler: it samples with a reference", smp.Name)
		}
		return fmt.Sprintf("@%s is not a comparison sampler", smp.Name)
	}
	if v.Op == OpTexGather {
		if a.Has(SampleGrad) || a.Has(SampleBias) || a.Has(SampleClamp) {
			return "a gather takes no gradients, bias or clamp"
		}
		if m.Shape != runspec.Shape2D && m.Shape != runspec.Shape2DArray && !m.Shape.IsCube() {
			return fmt.Sprintf("@%s is a %s: gathers read 2D, 2D array and cube textures", m.Name, m.Shape)
		}
	} else if a.Channel() != 0 {
		return "a channel is for gathers"
	}
	if a.Has(SampleOffset) && m.Shape.IsCube() {
		return "cube textures take no offsets"
	}
	o := a.Operands(m.Shape)
	if len(v.Args) != o.N {
		return fmt.Sprintf("@%s (%s) with these flags takes %d operands, has %d", m.Name, m.Shape, o.N, len(v.Args))
	}
	for i, x := range v.Args {
		want := F32
		if o.Offset >= 0 && i >= o.Offset && i < o.Offset+SampleOffsetComps(m.Shape) {
			want = I32
		}
		if x.Type != want {
			return fmt.Sprintf("operand %d is %s, not %s", i+1, x.Type, want)
		}
	}
	if m.Texel.Wide() {
		return fmt.Sprintf("@%s holds %s elements, which cannot be sampled", m.Name, m.Texel)
	}
	want := texelType(m)
	if a.Has(SampleCompare) {
		want = F32
	}
	if v.Type != want {
		return fmt.Sprintf("@%s holds %s elements; the result must be %s", m.Name, m.Texel, want)
	}
	if a.Comp() >= m.Texel.Comps && v.Op == OpTexSample && !a.Has(SampleCompare) {
		return fmt.Sprintf("@%s has %d components, not %d", m.Name, m.Texel.Comps, a.Comp()+1)
	}
	return ""
}

// printSample writes a texsample's or texgather's operands:
//
//	@Tex, @Samp, [coords], lod %l, grad [dx…], [dy…], bias %b, ref %r,
//	offset [o…], clamp %c, channel 1, comp 0
func printSample(b *strings.Builder, v *Value, val func(*Value) string) {
	name := func(m *Memory) string {
		if m == nil {
			return "<nil>"
		}
		return m.Name
	}
	list := func(vs []*Value) {
		b.WriteString("[")
		for i, a := range vs {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(val(a))
		}
		b.WriteString("]")
	}
	fmt.Fprintf(b, " @%s, @%s, ", name(v.Mem), name(v.Sampler))
	a := SampleAux(v.Aux)
	if v.Mem == nil || v.Mem.Kind != MemTyped {
		list(OwnArgs(v))
		fmt.Fprintf(b, ", flags %d", v.Aux)
		return
	}
	o := a.Operands(v.Mem.Shape)
	own := OwnArgs(v)
	arg := func(i int) *Value {
		if i < len(own) {
			return own[i]
		}
		return nil
	}
	part := func(i, n int) []*Value {
		var out []*Value
		for k := i; k < i+n; k++ {
			if x := arg(k); x != nil {
				out = append(out, x)
			}
		}
		return out
	}
	list(part(0, SampleCoords(v.Mem.Shape)))
	one := func(kw string, i int) {
		if i >= 0 && arg(i) != nil {
			fmt.Fprintf(b, ", %s %s", kw, val(arg(i)))
		}
	}
	one("lod", o.LOD)
	if o.Grad >= 0 {
		g := SampleGradComps(v.Mem.Shape)
		b.WriteString(", grad ")
		list(part(o.Grad, g))
		b.WriteString(", ")
		list(part(o.Grad+g, g))
	}
	one("bias", o.Bias)
	one("ref", o.Ref)
	if o.Offset >= 0 {
		b.WriteString(", offset ")
		list(part(o.Offset, SampleOffsetComps(v.Mem.Shape)))
	}
	one("clamp", o.Clamp)
	if a.Has(SampleQueryLOD) {
		b.WriteString(", querylod")
	}
	if v.Op == OpTexGather {
		fmt.Fprintf(b, ", channel %d", a.Channel())
	}
	if h := HeapIndex(v); h != nil {
		fmt.Fprintf(b, ", entry %s", val(h))
	}
	if h := SamplerHeapIndex(v); h != nil {
		fmt.Fprintf(b, ", sampler entry %s", val(h))
	}
	fmt.Fprintf(b, ", comp %d", a.Comp())
}

// parseSample reads what printSample writes.
func (p *parser) parseSample(v *Value) {
	mem := func() *Memory {
		t := p.expect(tGlobal, "", "a memory object (@Name)")
		m := p.f.LookupMem(t.text)
		if m == nil {
			p.fail(t.pos, "undefined memory object @%s", t.text)
		}
		return m
	}
	v.Mem = mem()
	p.punct(",")
	v.Sampler = mem()
	p.punct(",")
	list := func() {
		p.punct("[")
		if !p.accept(tPunct, "]") {
			for {
				v.Args = append(v.Args, p.operand())
				if !p.accept(tPunct, ",") {
					break
				}
			}
			p.punct("]")
		}
	}
	list()
	var a SampleAux
	var entries []*Value // the heap entries' indices go last
	for p.accept(tPunct, ",") {
		t := p.expect(tIdent, "", "lod, grad, bias, ref, offset, clamp, querylod, channel, entry or comp")
		flag := map[string]SampleAux{"lod": SampleLOD, "bias": SampleBias, "ref": SampleCompare, "clamp": SampleClamp}
		switch t.text {
		case "lod", "bias", "ref", "clamp":
			a |= flag[t.text]
			v.Args = append(v.Args, p.operand())
		case "grad":
			a |= SampleGrad
			list()
			p.punct(",")
			list()
		case "offset":
			a |= SampleOffset
			list()
		case "querylod":
			a |= SampleQueryLOD
		case "channel":
			c, _ := p.integer("a channel", 0, 3)
			a = a.WithChannel(int(c))
		case "entry":
			if v.Mem.Heap == nil || len(entries) > 0 {
				p.fail(t.pos, "@%s is not a view of descriptor heap entries (or its entry is given)", v.Mem.Name)
			}
			entries = append(entries, p.operand())
		case "sampler":
			p.expect(tIdent, "entry", "entry")
			if v.Sampler.Heap == nil {
				p.fail(t.pos, "@%s is not a view of sampler heap entries", v.Sampler.Name)
			}
			entries = append(entries, p.operand())
		case "comp":
			c, _ := p.integer("a component", 0, 3)
			a = a.WithComp(int(c))
			v.Aux = int64(a)
			v.Args = append(v.Args, entries...)
			return
		default:
			p.fail(t.pos, "expected lod, grad, bias, ref, offset, clamp, querylod, channel, entry or comp, found %s", t)
		}
	}
	p.fail(p.peek().pos, "expected \", comp N\" to end a %s", v.Op)
}

// verifySample checks that a sample's texture and sampler are the
// function's (the operands are checked by checkTexSample).
func (fv *funcVerifier) verifySample(v *Value, errf func(string, ...any)) {
	for _, m := range []*Memory{v.Mem, v.Sampler} {
		if m != nil && fv.f.LookupMem(m.Name) != m {
			errf("memory object @%s is not declared in this module or function", m.Name)
		}
	}
}
