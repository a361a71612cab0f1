package lower

import (
	"strings"

	"hlslc/frontend"
	"hlslc/ir"
)

// Texture sampling methods become texsample and texgather (one per result
// component; the backend merges them into one image_sample or
// image_gather4): SampleLevel, SampleGrad, SampleCmpLevelZero,
// SampleCmpLevel and the Gather family, with their offsets, LOD clamps and
// status out-parameters. The methods that take implicit derivatives
// (Sample, SampleBias, SampleCmp, SampleCmpBias, and CalculateLevelOfDetail
// and its Unclamped form, a texsample with SampleQueryLOD) follow SM 6.6's
// compute quads (derivs.go): their texsample has neither an LOD nor
// gradients, and the LOD comes from the quad's coordinates.

// implicitDerivatives are the methods whose LOD comes from the quad.
var implicitDerivatives = map[string]bool{
	"Sample": true, "SampleBias": true, "SampleCmp": true, "SampleCmpBias": true,
}

// sampleMethod lowers a texture's sampling and gather methods; ok is false
// for other methods.
func (l *lowerer) sampleMethod(e *frontend.IntrinsicCall) ([]*ir.Value, bool) {
	rt, isRes := e.Object.Type().(*frontend.ResourceType)
	if !isRes {
		return nil, false
	}
	_, noffs, _, ok := frontend.TextureOperands(rt.Kind)
	name := e.Intrinsic.Name
	ch, gather := frontend.GatherChannels[name]
	switch {
	case !ok:
		return nil, false
	case name == "CalculateLevelOfDetail" || name == "CalculateLevelOfDetailUnclamped":
		l.needQuads(e)
		_, tex := l.resourceOf(e.Object)
		_, smp := l.resourceOf(e.Args[0])
		var coords []*ir.Value
		for _, c := range l.expr(e.Args[1]) {
			coords = append(coords, l.convert(c, mustElemKind(e.Args[1].Type()), frontend.Float))
		}
		// an array's location has no layer, which the LOD does not depend on
		for len(coords) < ir.SampleCoords(tex.Shape) {
			coords = append(coords, l.f.Const(ir.F32, 0))
		}
		comp := 0
		if name == "CalculateLevelOfDetailUnclamped" {
			comp = 1
		}
		return []*ir.Value{l.b.TexSample(tex, smp, ir.SampleQueryLOD, comp, coords...)}, true
	case implicitDerivatives[name]:
		l.needQuads(e)
	case gather, name == "SampleLevel", name == "SampleGrad", name == "SampleCmpLevelZero", name == "SampleCmpLevel", name == "SampleCmpGrad":
	default:
		return nil, false
	}
	_, tex := l.resourceOf(e.Object)
	if tex.Texel.Wide() {
		errorExpr(e, "%s.%s: a texture of 64-bit elements (%s) cannot be sampled or gathered; use Load", rt.Kind, name, rt.Elem)
	}
	_, smp := l.resourceOf(e.Args[0])
	floats := func(x frontend.Expr) []*ir.Value {
		vals := l.expr(x)
		k := mustElemKind(x.Type())
		for i := range vals {
			vals[i] = l.convert(vals[i], k, frontend.Float)
		}
		return vals
	}
	ints := func(x frontend.Expr) []*ir.Value {
		vals := l.expr(x)
		k := mustElemKind(x.Type())
		for i := range vals {
			vals[i] = l.convert(vals[i], k, frontend.Int)
		}
		return vals
	}
	args := floats(e.Args[1])
	next := 2
	take := func() frontend.Expr {
		if next >= len(e.Args) {
			return nil
		}
		next++
		return e.Args[next-1]
	}
	var flags ir.SampleAux
	var lod, grad, bias, ref, clamp []*ir.Value
	compare := name == "SampleCmpLevelZero" || name == "SampleCmpLevel" || name == "SampleCmpGrad" || name == "SampleCmp" || name == "SampleCmpBias" ||
		strings.HasPrefix(name, "GatherCmp")
	if compare {
		flags |= ir.SampleCompare
		ref = floats(take())
	}
	switch name {
	case "SampleLevel", "SampleCmpLevel":
		flags |= ir.SampleLOD
		lod = floats(take())
	case "SampleGrad", "SampleCmpGrad":
		flags |= ir.SampleGrad
		grad = append(floats(take()), floats(take())...)
	case "SampleBias", "SampleCmpBias":
		flags |= ir.SampleBias
		bias = floats(take())
	case "Sample", "SampleCmp":
		// the LOD from the quad's derivatives
	default:
		// SampleCmpLevelZero and gathers: level 0 (gathers read the view's
		// most detailed level)
		flags |= ir.SampleLOD
		lod = []*ir.Value{l.f.Const(ir.F32, 0)}
	}
	// the remaining operands: offsets (one, or four for a gather), a clamp,
	// the status out-parameter
	rest := e.Args[next:]
	var status frontend.Expr
	ps := e.Intrinsic.Params
	if n := len(rest); n > 0 && len(e.Args) == len(ps) && ps[len(ps)-1].Dir == frontend.DirOut {
		status, rest = rest[n-1], rest[:n-1]
	}
	var offsets [][]*ir.Value
	if noffs > 0 {
		switch {
		case gather && len(rest) == 4:
			for _, o := range rest {
				offsets = append(offsets, ints(o))
			}
			rest = nil
		case len(rest) > 0:
			offsets = [][]*ir.Value{ints(rest[0])}
			rest = rest[1:]
		}
	}
	if len(rest) > 0 {
		flags |= ir.SampleClamp
		clamp = floats(rest[0])
	}
	if status != nil {
		l.storeStatus(status)
	}
	operands := func(off []*ir.Value) []*ir.Value {
		ops := append(append(append([]*ir.Value{}, args...), lod...), grad...)
		ops = append(append(ops, bias...), ref...)
		if off != nil {
			ops = append(ops, off...)
		}
		return append(ops, clamp...)
	}
	elem := rt.Elem
	kinds := flatKinds(elem)
	st, _, _ := texelStorage(kinds[0])
	var out []*ir.Value
	switch {
	case gather:
		// four values of channel ch; with four offsets, value k of the
		// gather at offset k
		k := kinds[0]
		if compare {
			k, st = frontend.Float, frontend.Float
		}
		for c := 0; c < 4; c++ {
			f, off := flags, []*ir.Value(nil)
			if len(offsets) == 4 {
				f, off = f|ir.SampleOffset, offsets[c]
			} else if len(offsets) == 1 {
				f, off = f|ir.SampleOffset, offsets[0]
			}
			v := l.b.TexGather(tex, smp, f, ch, c, operands(off)...)
			out = append(out, l.convert(v, st, k))
		}
	case compare:
		f, off := flags, []*ir.Value(nil)
		if len(offsets) == 1 {
			f, off = f|ir.SampleOffset, offsets[0]
		}
		out = []*ir.Value{l.b.TexSample(tex, smp, f, 0, operands(off)...)}
	default:
		f, off := flags, []*ir.Value(nil)
		if len(offsets) == 1 {
			f, off = f|ir.SampleOffset, offsets[0]
		}
		for c, k := range kinds {
			v := l.b.TexSample(tex, smp, f, c, operands(off)...)
			sk, _, _ := texelStorage(k)
			out = append(out, l.convert(v, sk, k))
		}
	}
	return out, true
}

// storeStatus writes the status out-parameter of a resource access:
// hlslc's resources are never tiled, so every access is fully mapped
// (CheckAccessFullyMapped of 1 is true).
func (l *lowerer) storeStatus(a frontend.Expr) {
	p, ok := l.placeOf(a)
	if !ok {
		errorExpr(a, "the status argument is not an l-value")
	}
	l.storePlace(p, l.convertComps([]*ir.Value{l.f.Const(ir.I32, 1)}, []frontend.ScalarKind{frontend.Uint}, flatKinds(p.t)), a)
}
