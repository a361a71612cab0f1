package llvm

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Sampling exports as llvm.amdgcn.image.sample* and image.gather4*, with
// the operands prepared as hlslc's backend prepares them (see
// backend/isel_sample.go): an array's layer rounded to nearest even
// (llvm.rint), a cube's direction projected to face coordinates with
// llvm.amdgcn.cube{sc,tc,ma,id}, llvm.amdgcn.rcp of |ma|, a multiply and
// an add, a cube array's face id 8*layer + face, texel offsets packed in
// 6-bit fields. The LLVM path then computes what the interpreter does.

// sampleDim is the dimension suffix of the sample intrinsics.
var sampleDim = map[runspec.Shape]string{runspec.Shape1D: "1d", runspec.Shape2D: "2d", runspec.Shape3D: "3d",
	runspec.Shape2DArray: "2darray", runspec.Shape1DArray: "1darray", runspec.ShapeCube: "cube", runspec.ShapeCubeArray: "cube"}

func f32c(f float32) constant.Constant { return constant.NewFloat(types.Float, float64(f)) }

// sample exports a texsample or texgather: the whole result, then the
// component.
func (x *fnExp) sample(v *ir.Value, args []value.Value) value.Value {
	m := v.Mem
	a := ir.SampleAux(v.Aux)
	o := a.Operands(m.Shape)
	c := x.cur
	var cargs []value.Value
	name := "llvm.amdgcn.image.sample"
	switch {
	case v.Op == ir.OpTexGather:
		name = "llvm.amdgcn.image.gather4"
	case a.Has(ir.SampleQueryLOD):
		name = "llvm.amdgcn.image.getlod"
	}
	if o.Offset >= 0 {
		var packed value.Value = i32c(0)
		for k := 0; k < ir.SampleOffsetComps(m.Shape); k++ {
			f := c.NewShl(c.NewAnd(args[o.Offset+k], i32c(63)), i32c(int64(8*k)))
			packed = c.NewOr(packed, f)
		}
		cargs = append(cargs, packed)
	}
	if o.Bias >= 0 {
		cargs = append(cargs, args[o.Bias])
	}
	if o.Ref >= 0 {
		name += ".c"
		cargs = append(cargs, args[o.Ref])
	}
	if o.Grad >= 0 {
		name += ".d"
		if m.Shape.IsCube() {
			cargs = append(cargs, x.cubeGrads(args, o.Grad)...)
		} else {
			cargs = append(cargs, args[o.Grad:o.Grad+2*ir.SampleGradComps(m.Shape)]...)
		}
	}
	if o.Bias >= 0 {
		name += ".b"
	}
	rint := func(a value.Value) value.Value { return x.call("llvm.rint.f32", types.Float, a) }
	switch m.Shape {
	case runspec.ShapeCube, runspec.ShapeCubeArray:
		p := x.cubeProject(args)
		id := p.id
		s := c.NewFAdd(p.s0, f32c(1.5))
		t := c.NewFAdd(p.t0, f32c(1.5))
		if m.Shape == runspec.ShapeCubeArray {
			id = x.call("llvm.fma.f32", types.Float, rint(args[3]), f32c(8), id)
		}
		cargs = append(cargs, s, t, id)
	case runspec.Shape1DArray, runspec.Shape2DArray:
		n := ir.SampleCoords(m.Shape)
		cargs = append(cargs, args[:n-1]...)
		cargs = append(cargs, rint(args[n-1]))
	default:
		cargs = append(cargs, args[:ir.SampleCoords(m.Shape)]...)
	}
	if o.LOD >= 0 {
		if l := v.Args[o.LOD]; l.Op == ir.OpConst && l.Bits() == 0 {
			name += ".lz"
		} else {
			name += ".l"
			cargs = append(cargs, args[o.LOD])
		}
	}
	if o.Clamp >= 0 {
		name += ".cl"
		cargs = append(cargs, args[o.Clamp])
	}
	if o.Offset >= 0 {
		name += ".o"
	}
	dmask := int64(15)
	ret := types.Type(types.NewVector(4, types.Float))
	comp := int64(a.Comp())
	switch {
	case v.Op == ir.OpTexGather:
		dmask = 1 << a.Channel()
	case a.Has(ir.SampleQueryLOD):
		dmask, ret = 3, types.NewVector(2, types.Float)
	case a.Has(ir.SampleCompare):
		dmask, ret, comp = 1, types.Float, -1
	}
	name += "." + sampleDim[m.Shape] + "." + suffix(ret) + ".f32"
	if o.Grad >= 0 || o.Bias >= 0 {
		name += ".f32" // the gradients' or the bias's type
	}
	all := append([]value.Value{i32c(dmask)}, cargs...)
	all = append(all, x.descOf(v), x.samplerDescOf(v), constant.NewBool(false), i32c(0), i32c(0))
	r := x.call(name, ret, all...)
	if comp >= 0 {
		r = c.NewExtractElement(r, i32c(comp))
	}
	if v.Type != ir.F32 {
		r = c.NewBitCast(r, types.I32)
	}
	return r
}

// cubeFace is a cube direction projected onto its face (see
// backend/isel_sample.go's cubeFace).
type cubeFace struct{ ma, id, r, s0, t0 value.Value }

// cubeProject projects a cube sample's direction, args[0:3], onto its
// face: the llvm.amdgcn.cube* values, r = rcp(|ma|), s0 = sc*r, t0 = tc*r.
func (x *fnExp) cubeProject(args []value.Value) cubeFace {
	c := x.cur
	dx, dy, dz := args[0], args[1], args[2]
	sc := x.call("llvm.amdgcn.cubesc", types.Float, dx, dy, dz)
	tc := x.call("llvm.amdgcn.cubetc", types.Float, dx, dy, dz)
	ma := x.call("llvm.amdgcn.cubema", types.Float, dx, dy, dz)
	id := x.call("llvm.amdgcn.cubeid", types.Float, dx, dy, dz)
	r := x.call("llvm.amdgcn.rcp.f32", types.Float, x.call("llvm.fabs.f32", types.Float, ma))
	return cubeFace{ma: ma, id: id, r: r, s0: c.NewFMul(sc, r), t0: c.NewFMul(tc, r)}
}

// cubeGrads exports a cube sample's derivatives as face-space derivatives,
// texfilter.CubeCoordsGrad's operations: each derivative vector's
// components along the face's axes (selected by the face id and the sign
// of ma), then ds = dsc*r - (2|dmajor|*r)*s0 and dt alike.
func (x *fnExp) cubeGrads(args []value.Value, at int) []value.Value {
	c := x.cur
	p := x.cubeProject(args)
	pos := c.NewFCmp(enum.FPredOGE, p.ma, f32c(0))
	isZ := c.NewFCmp(enum.FPredOGE, p.id, f32c(4))
	geY := c.NewFCmp(enum.FPredOGE, p.id, f32c(2))
	isY := c.NewAnd(geY, c.NewXor(isZ, constant.NewBool(true)))
	sgn := c.NewSelect(pos, f32c(1), f32c(-1))
	neg := c.NewSelect(pos, f32c(-1), f32c(1))
	scSign := c.NewSelect(isY, f32c(1), c.NewSelect(isZ, sgn, neg))
	tcSign := c.NewSelect(isY, sgn, f32c(-1))
	var out []value.Value
	for k := 0; k < 2; k++ {
		d := args[at+3*k : at+3*k+3]
		dsc := c.NewFMul(c.NewSelect(geY, d[0], d[2]), scSign)
		dtc := c.NewFMul(c.NewSelect(isY, d[2], d[1]), tcSign)
		major := c.NewSelect(isZ, d[2], c.NewSelect(geY, d[1], d[0]))
		q := c.NewFMul(c.NewFMul(f32c(2), x.call("llvm.fabs.f32", types.Float, major)), p.r)
		for _, st := range [][2]value.Value{{dsc, p.s0}, {dtc, p.t0}} {
			out = append(out, c.NewFSub(c.NewFMul(st[0], p.r), c.NewFMul(q, st[1])))
		}
	}
	return out
}

// texInfo exports texinfo: image.getresinfo at the mip level.
func (x *fnExp) texInfo(v *ir.Value, args []value.Value) value.Value {
	vt := types.NewVector(4, types.Float)
	r := x.call("llvm.amdgcn.image.getresinfo."+sampleDim[v.Mem.Shape]+".v4f32.i32", vt, i32c(15), args[0], x.descOf(v), i32c(0), i32c(0))
	return x.cur.NewBitCast(x.cur.NewExtractElement(r, i32c(v.Aux)), types.I32)
}
