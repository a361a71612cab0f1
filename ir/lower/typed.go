package lower

import (
	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Typed buffers (Buffer<T>, RWBuffer<T>) and textures (Texture1D/2D/3D/
// 2DArray and their RW forms) are ir.MemTyped objects: their elements are
// addressed by coordinates, read one component at a time (texload) and
// written whole (texstore). An element place (placeT.tex) reads and writes
// through these; writing some components of an element reads the others
// first, so the element is always written whole.

// texelRef is one element of a typed resource.
type texelRef struct {
	mem    *ir.Memory
	coords []*ir.Value // i32 each, mem.Shape.Coords() of them
	mip    *ir.Value   // mip level of read-only textures, sample index of multisampled ones, else nil
	kinds  []frontend.ScalarKind
}

// typedShape maps a resource kind to the IR shape, false for kinds that
// are not typed resources.
func typedShape(k frontend.ResourceKind) (runspec.Shape, bool) {
	switch k {
	case frontend.ResBuffer, frontend.ResRWBuffer:
		return runspec.ShapeBuffer, true
	case frontend.ResTexture1D, frontend.ResRWTexture1D:
		return runspec.Shape1D, true
	case frontend.ResTexture2D, frontend.ResRWTexture2D:
		return runspec.Shape2D, true
	case frontend.ResTexture3D, frontend.ResRWTexture3D:
		return runspec.Shape3D, true
	case frontend.ResTexture2DArray, frontend.ResRWTexture2DArray:
		return runspec.Shape2DArray, true
	case frontend.ResTexture1DArray, frontend.ResRWTexture1DArray:
		return runspec.Shape1DArray, true
	case frontend.ResTextureCube:
		return runspec.ShapeCube, true
	case frontend.ResTextureCubeArray:
		return runspec.ShapeCubeArray, true
	case frontend.ResTexture2DMS:
		return runspec.Shape2DMS, true
	case frontend.ResTexture2DMSArray:
		return runspec.Shape2DMSArray, true
	}
	return 0, false
}

// texelStorage is the kind of the 32-bit register values a component of
// kind k moves through in texload/texstore (float, int or uint: the
// format's conversion gives them, the code converts to and from k), and
// the element type of the resource; false for kinds typed resources cannot
// hold. A 64-bit component is two uint halves, low first (see wide).
func texelStorage(k frontend.ScalarKind) (frontend.ScalarKind, runspec.Elem, bool) {
	switch k {
	case frontend.Float, frontend.LitFloat, frontend.Half, frontend.Min16Float, frontend.Min10Float:
		return frontend.Float, runspec.F32, true
	case frontend.Float16:
		return frontend.Float, runspec.F16, true
	case frontend.Int, frontend.LitInt, frontend.Min16Int, frontend.Min12Int:
		return frontend.Int, runspec.I32, true
	case frontend.Int16:
		return frontend.Int, runspec.I16, true
	case frontend.Uint, frontend.Min16Uint:
		return frontend.Uint, runspec.U32, true
	case frontend.Uint16:
		return frontend.Uint, runspec.U16, true
	case frontend.Int64:
		return frontend.Uint, runspec.I64, true
	case frontend.Uint64:
		return frontend.Uint, runspec.U64, true
	case frontend.Double:
		return frontend.Uint, runspec.F64, true
	}
	return 0, 0, false
}

// wide reports whether components of kind k are 64-bit: two 32-bit
// format components each (D3D stores them as R32G32_UINT).
func wide(k frontend.ScalarKind) bool {
	return k == frontend.Int64 || k == frontend.Uint64 || k == frontend.Double
}

// declareTyped declares a typed buffer or texture.
func (l *lowerer) declareTyped(g *frontend.VarDecl, rt *frontend.ResourceType) {
	shape, ok := typedShape(rt.Kind)
	if !ok {
		errorAt(g.Tok, nil, "%s resources ('%s') are not supported yet", rt.Kind, g.Name)
	}
	k, ok := frontend.ElemKind(rt.Elem)
	n := frontend.Components(rt.Elem)
	switch rt.Elem.(type) {
	case *frontend.ScalarType, *frontend.VectorType:
	default:
		ok = false
	}
	var elem runspec.Elem
	if ok {
		_, elem, ok = texelStorage(k)
	}
	texel := runspec.Texel{Elem: elem, Comps: n}
	if !ok || n < 1 || texel.StorageComps() > 4 {
		errorAt(g.Tok, nil, "%s '%s' has %s elements; an element is 1 to 4 components of a 16- or 32-bit float, int or uint type (or their min-precision forms) or 1 or 2 of a 64-bit one: four 32-bit values at most", rt.Kind, g.Name, rt.Elem)
	}
	m := l.m.AddTyped(g.Name, rt.Kind.Writable(), shape, texel)
	if f := g.ImageFormat; f.Components() > 0 {
		if !texel.Compatible(f) {
			errorAt(g.Tok, nil, "%s '%s' of %s elements cannot have image format %s (float elements take float, unorm, snorm or srgb formats; int and uint elements their own integer formats)", rt.Kind, g.Name, rt.Elem, f.Name())
		}
		m.Format = f
	}
	l.res[g] = m
}

// texel makes the element place of a typed resource at coordinate
// components coords (already i32) and mip level (nil if none).
func (l *lowerer) texel(mem *ir.Memory, elemT frontend.Type, coords []*ir.Value, mip *ir.Value) placeT {
	ref := &texelRef{mem: mem, coords: coords, mip: mip, kinds: flatKinds(elemT)}
	return placeT{t: elemT, tex: ref}
}

// coordValues evaluates a coordinate expression to n unsigned i32 values
// (the components beyond n are returned separately, e.g. a mip level).
func (l *lowerer) coordValues(e frontend.Expr, n int) (coords, rest []*ir.Value) {
	vals := l.expr(e)
	k, _ := frontend.ElemKind(e.Type())
	for i := range vals {
		vals[i] = l.convert(vals[i], k, frontend.Uint)
	}
	return vals[:n], vals[n:]
}

// typedElem is r[i] of a typed buffer or texture.
func (l *lowerer) typedElem(rt *frontend.ResourceType, mem *ir.Memory, index frontend.Expr) placeT {
	coords, _ := l.coordValues(index, mem.Shape.Coords())
	var mip *ir.Value
	if mem.MipArg() {
		mip = l.b.ConstInt(ir.I32, 0)
	}
	return l.texel(mem, rt.Elem, coords, mip)
}

// readTexel reads component c of an element.
func (l *lowerer) readTexel(t *texelRef, c int) *ir.Value {
	args := t.coords
	if t.mip != nil {
		args = append(append([]*ir.Value{}, t.coords...), t.mip)
	}
	k := t.kinds[c]
	if wide(k) {
		lo := l.fold(l.b.Convert(ir.OpZExt, ir.I64, l.b.TexLoad(t.mem, 2*c, args...)))
		hi := l.fold(l.b.Convert(ir.OpZExt, ir.I64, l.b.TexLoad(t.mem, 2*c+1, args...)))
		v := l.fold(l.b.Bin(ir.OpOr, lo, l.fold(l.b.Bin(ir.OpShl, hi, l.f.Const(ir.I64, 32)))))
		if k == frontend.Double {
			v = l.fold(l.b.Convert(ir.OpBitcast, ir.F64, v))
		}
		return v
	}
	v := l.b.TexLoad(t.mem, c, args...)
	st, _, _ := texelStorage(k)
	return l.convert(v, st, k)
}

// writeTexel writes a whole element; vals are of the element's kinds.
func (l *lowerer) writeTexel(t *texelRef, vals []*ir.Value) {
	var out []*ir.Value
	for i, v := range vals {
		k := t.kinds[i]
		if wide(k) {
			if k == frontend.Double {
				v = l.fold(l.b.Convert(ir.OpBitcast, ir.I64, v))
			}
			hi := l.fold(l.b.Bin(ir.OpLShr, v, l.f.Const(ir.I64, 32)))
			out = append(out, l.fold(l.b.Convert(ir.OpTrunc, ir.I32, v)), l.fold(l.b.Convert(ir.OpTrunc, ir.I32, hi)))
			continue
		}
		st, _, _ := texelStorage(k)
		out = append(out, l.convert(v, k, st))
	}
	l.b.TexStore(t.mem, t.coords, out)
}

// writeTexelComp writes component c of an element, keeping the others.
func (l *lowerer) writeTexelComp(t *texelRef, c int, v *ir.Value) {
	vals := make([]*ir.Value, len(t.kinds))
	for i := range vals {
		if i == c {
			vals[i] = v
		} else {
			vals[i] = l.readTexel(t, i)
		}
	}
	l.writeTexel(t, vals)
}

// typedMethod lowers the methods of typed buffers and textures; ok is
// false for methods it does not handle.
func (l *lowerer) typedMethod(e *frontend.IntrinsicCall) (out []*ir.Value, ok bool) {
	rt := e.Object.Type().(*frontend.ResourceType)
	if _, typed := typedShape(rt.Kind); !typed {
		return nil, false
	}
	_, mem := l.resourceOf(e.Object)
	if e.Intrinsic == frontend.MipsElement {
		// tex.mips[level][coord]: Load at that level
		level := l.convert(l.expr(e.Args[0])[0], frontend.Uint, frontend.Uint)
		coords, _ := l.coordValues(e.Args[1], mem.Shape.Coords())
		return l.loadPlace(l.texel(mem, rt.Elem, coords, level)), true
	}
	if e.Intrinsic == frontend.SampleElement {
		// tex.sample[s][coord]: Load(coord, s)
		sample := l.convert(l.expr(e.Args[0])[0], frontend.Uint, frontend.Uint)
		coords, _ := l.coordValues(e.Args[1], mem.Shape.Coords())
		return l.loadPlace(l.texel(mem, rt.Elem, coords, sample)), true
	}
	name := e.Intrinsic.Name
	switch {
	case name == "Load" && mem.SampleArg():
		// Load(location, sample[, offset[, out status]])
		coords, _ := l.coordValues(e.Args[0], mem.Shape.Coords())
		sample := l.convert(l.expr(e.Args[1])[0], mustElemKind(e.Args[1].Type()), frontend.Uint)
		if len(e.Args) == 4 {
			l.storeStatus(e.Args[3])
		}
		if len(e.Args) >= 3 {
			offs, _ := l.coordValues(e.Args[2], 2)
			for i := range offs {
				coords[i] = l.fold(l.b.Bin(ir.OpAdd, coords[i], offs[i]))
			}
		}
		return l.loadPlace(l.texel(mem, rt.Elem, coords, sample)), true
	case name == "GetSamplePosition":
		errorExpr(e, "%s.GetSamplePosition is not supported: the sample positions are the driver's (D3D's standard patterns), which hlslc does not model", rt.Kind)
		return nil, true
	case name == "Load":
		n := mem.Shape.Coords()
		coords, rest := l.coordValues(e.Args[0], n)
		var mip *ir.Value
		if mem.MipArg() {
			mip = rest[0]
		}
		// Load(location[, offset][, out status]); only read-only textures take an offset
		status := len(e.Args) == 3 || len(e.Args) == 2 && !mem.MipArg()
		if status {
			l.storeStatus(e.Args[len(e.Args)-1])
		}
		if len(e.Args) > 1 && !(status && len(e.Args) == 2) {
			// the offset is added to the coordinates
			offs, _ := l.coordValues(e.Args[1], frontend.Components(e.Args[1].Type()))
			for i := range offs {
				coords[i] = l.fold(l.b.Bin(ir.OpAdd, coords[i], offs[i]))
			}
		}
		return l.loadPlace(l.texel(mem, rt.Elem, coords, mip)), true
	case name == "GetDimensions":
		return l.getDimensions(e, rt, mem), true
	}
	return nil, false
}

// getDimensions stores a resource's extents to the out arguments.
func (l *lowerer) getDimensions(e *frontend.IntrinsicCall, rt *frontend.ResourceType, mem *ir.Memory) []*ir.Value {
	args := e.Args
	var vals []*ir.Value
	switch mem.Kind {
	case ir.MemStructured:
		n := l.fold(l.b.Bin(ir.OpUDiv, l.b.ResDim(mem, 0), l.b.ConstInt(ir.I32, int64(mem.Stride))))
		vals = []*ir.Value{n, l.b.ConstInt(ir.I32, int64(mem.Stride))}
	case ir.MemRaw:
		vals = []*ir.Value{l.b.ResDim(mem, 0)}
	case ir.MemTyped:
		if !mem.Shape.IsTexture() {
			vals = []*ir.Value{l.b.ResDim(mem, 0)}
			break
		}
		vals = l.textureDimensions(e, mem, &args)
	}
	if len(vals) != len(args) {
		errorExpr(e, "internal error: %s.GetDimensions has %d outputs, the lowering has %d values", rt.Kind, len(args), len(vals))
	}
	for i, a := range args {
		p, ok := l.placeOf(a)
		if !ok {
			errorExpr(a, "out argument of GetDimensions is not an l-value")
		}
		pk := flatKinds(p.t)
		l.storePlace(p, l.convertComps([]*ir.Value{vals[i]}, []frontend.ScalarKind{frontend.Uint}, pk), a)
	}
	return nil
}

// textureDimensions returns GetDimensions' values for a texture: the level's
// width, height (not 1D), depth or elements (the layers; a cube array's
// cubes), a multisampled texture's samples per texel, and with a mip level
// operand (consumed from args) the level count.
// Without a level they are the descriptor's extents (resdim), with one the
// image's resinfo (texinfo), 0 past the last level.
func (l *lowerer) textureDimensions(e *frontend.IntrinsicCall, mem *ir.Memory, args *[]frontend.Expr) []*ir.Value {
	// the resinfo/extent component of each size output
	dims := map[runspec.Shape][]int{runspec.Shape1D: {0}, runspec.Shape1DArray: {0, 2}, runspec.Shape2D: {0, 1},
		runspec.Shape2DArray: {0, 1, 2}, runspec.Shape3D: {0, 1, 2}, runspec.ShapeCube: {0, 1}, runspec.ShapeCubeArray: {0, 1, 2},
		runspec.Shape2DMS: {0, 1, 3}, runspec.Shape2DMSArray: {0, 1, 2, 3}}[mem.Shape]
	var mip *ir.Value
	if len(*args) == len(dims)+2 {
		a := (*args)[0]
		mip = l.convert(l.expr(a)[0], mustElemKind(a.Type()), frontend.Uint)
		*args = (*args)[1:]
	}
	var vals []*ir.Value
	for _, d := range dims {
		var v *ir.Value
		switch {
		case mip != nil:
			if mem.Shape == runspec.Shape1DArray && d == 2 {
				d = 1 // resinfo gives a 1D array's layers in y
			}
			v = l.b.TexInfo(mem, d, mip)
		default:
			v = l.b.ResDim(mem, d)
		}
		if mem.Shape == runspec.ShapeCubeArray && d == 2 {
			v = l.fold(l.b.Bin(ir.OpUDiv, v, l.b.ConstInt(ir.I32, 6))) // six faces per cube
		}
		vals = append(vals, v)
	}
	if mip != nil {
		vals = append(vals, l.b.TexInfo(mem, 3, mip))
	}
	return vals
}

func mustElemKind(t frontend.Type) frontend.ScalarKind {
	k, _ := frontend.ElemKind(t)
	return k
}
