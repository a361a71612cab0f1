package frontend

import "strings"

// Texture object methods, as DXC declares them for every texture kind:
// sampling (Sample*, the comparison forms, SampleGrad, SampleLevel),
// gathers (Gather*, GatherCmp*, with one or four offsets), LOD queries,
// GetDimensions with and without a mip level, Load (with offsets and the
// status out-parameter) and the [] and mips[][] element access (expr.go).

// texKind describes a texture kind's operands.
type texKind struct {
	k       ResourceKind
	coords  int  // sample coordinates (a cube's direction; arrays: the layer last)
	offsets int  // texel offset components (0: none, cubes)
	grads   int  // gradient components (and LOD query coordinates)
	sizes   int  // GetDimensions size outputs (width; height; depth or elements)
	gather  bool // has the Gather family
	rw      bool
	levels  bool // has mip levels (GetDimensions with a level, Load with one)
}

var texKinds = []texKind{
	{k: ResTexture1D, coords: 1, offsets: 1, grads: 1, sizes: 1, levels: true},
	{k: ResTexture1DArray, coords: 2, offsets: 1, grads: 1, sizes: 2, levels: true},
	{k: ResTexture2D, coords: 2, offsets: 2, grads: 2, sizes: 2, gather: true, levels: true},
	{k: ResTexture2DArray, coords: 3, offsets: 2, grads: 2, sizes: 3, gather: true, levels: true},
	{k: ResTexture3D, coords: 3, offsets: 3, grads: 3, sizes: 3, levels: true},
	{k: ResTextureCube, coords: 3, grads: 3, sizes: 2, gather: true, levels: true},
	{k: ResTextureCubeArray, coords: 4, grads: 3, sizes: 3, gather: true, levels: true},
	{k: ResRWTexture1D, coords: 1, sizes: 1, rw: true},
	{k: ResRWTexture1DArray, coords: 2, sizes: 2, rw: true},
	{k: ResRWTexture2D, coords: 2, sizes: 2, rw: true},
	{k: ResRWTexture2DArray, coords: 3, sizes: 3, rw: true},
	{k: ResRWTexture3D, coords: 3, sizes: 3, rw: true},
}

// TextureOperands returns what a texture kind's methods take: sample
// coordinates, offset and gradient components (false for non-textures
// and multisampled textures).
func TextureOperands(k ResourceKind) (coords, offsets, grads int, ok bool) {
	for _, t := range texKinds {
		if t.k == k {
			return t.coords, t.offsets, t.grads, true
		}
	}
	return 0, 0, 0, false
}

// GatherChannels maps the gather methods to the channel they read.
var GatherChannels = map[string]int{
	"Gather": 0, "GatherRed": 0, "GatherGreen": 1, "GatherBlue": 2, "GatherAlpha": 3,
	"GatherCmp": 0, "GatherCmpRed": 0, "GatherCmpGreen": 1, "GatherCmpBlue": 2, "GatherCmpAlpha": 3,
}

func vecParam(k ScalarKind, n int) IParam {
	if n == 1 {
		return fixed(Scalar(k))
	}
	return fixed(Vec(k, n))
}

func initTextureMethods() {
	sampler := fixed(&ResourceType{Kind: ResSamplerState})
	cmpSampler := fixed(&ResourceType{Kind: ResSamplerComparisonState})
	f := fixed(TFloat)
	u := fixed(TUint)
	ou := outFixed(TUint)
	of := outFixed(TFloat)
	status := ou
	// multisampled textures: Load(location, sample[, offset[, out status]]),
	// GetDimensions(out width, out height[, out elements], out samples)
	// and GetSamplePosition(sample)
	for _, ms := range []struct {
		k      ResourceKind
		coords int
	}{{ResTexture2DMS, 2}, {ResTexture2DMSArray, 3}} {
		ks := []ResourceKind{ms.k}
		method(ks, "Load", RetElem, nil, 2, vecParam(Int, ms.coords), fixed(TInt), vecParam(Int, 2), status)
		for _, o := range []IParam{ou, of} {
			outs := make([]IParam, ms.coords+1)
			for i := range outs {
				outs[i] = o
			}
			method(ks, "GetDimensions", RetFixed, TVoid, -1, outs...)
		}
		method(ks, "GetSamplePosition", RetFixed, Vec(Float, 2), -1, fixed(TInt))
	}
	for _, t := range texKinds {
		ks := []ResourceKind{t.k}
		// GetDimensions([mip,] out sizes...[, out levels]), uint or float
		// outputs; the level count only with a level
		for _, o := range []IParam{ou, of} {
			sizes := make([]IParam, t.sizes)
			for i := range sizes {
				sizes[i] = o
			}
			method(ks, "GetDimensions", RetFixed, TVoid, -1, sizes...)
			if t.levels {
				method(ks, "GetDimensions", RetFixed, TVoid, -1, append(append([]IParam{u}, sizes...), o)...)
			}
		}
		if t.rw {
			method(ks, "Load", RetElem, nil, 1, vecParam(Int, t.coords), status)
			continue
		}
		coord := vecParam(Float, t.coords)
		grad := vecParam(Float, t.grads)
		var off []IParam
		if t.offsets > 0 {
			off = []IParam{vecParam(Int, t.offsets)}
		}
		if !t.k.IsCube() {
			// Load(location and mip level[, offset[, out status]])
			method(ks, "Load", RetElem, nil, 1, append(append([]IParam{vecParam(Int, t.coords+1)}, off...), status)...)
		}
		// params builds a signature: the leading ones, an offset when the
		// kind has offsets, then the trailing optional ones
		params := func(lead []IParam, tail ...IParam) ([]IParam, int) {
			return append(append(append([]IParam{}, lead...), off...), tail...), len(lead)
		}
		def := func(name string, ret RetRule, rt Type, minSM int, lead []IParam, tail ...IParam) {
			ps, n := params(lead, tail...)
			method(ks, name, ret, rt, n, ps...)
			if minSM > 0 {
				ins := methodTable[t.k][name]
				ins[len(ins)-1].MinSM = minSM
				ins[len(ins)-1].Derivative = minSM == sm6_6
			}
		}
		// implicit derivatives: compute shaders have them from SM 6.6
		def("Sample", RetElem, nil, sm6_6, []IParam{sampler, coord}, f, status)
		def("SampleBias", RetElem, nil, sm6_6, []IParam{sampler, coord, f}, f, status)
		def("SampleCmp", RetFixed, TFloat, sm6_6, []IParam{cmpSampler, coord, f}, f, status)
		def("SampleCmpBias", RetFixed, TFloat, sm6_8, []IParam{cmpSampler, coord, f, f}, f, status)
		// the LOD queries take no offset; SM 6.8 adds the comparison-sampler
		// overloads (expanded comparison sampling)
		for _, lod := range []struct {
			s  IParam
			sm int
		}{{sampler, sm6_6}, {cmpSampler, sm6_8}} {
			for _, name := range []string{"CalculateLevelOfDetail", "CalculateLevelOfDetailUnclamped"} {
				method(ks, name, RetFixed, TFloat, 2, lod.s, grad)
				ins := methodTable[t.k][name]
				ins[len(ins)-1].MinSM = lod.sm
				ins[len(ins)-1].Derivative = lod.sm == sm6_6
			}
		}
		def("SampleGrad", RetElem, nil, 0, []IParam{sampler, coord, grad, grad}, f, status)
		def("SampleLevel", RetElem, nil, 0, []IParam{sampler, coord, f}, status)
		def("SampleCmpLevelZero", RetFixed, TFloat, 0, []IParam{cmpSampler, coord, f}, status)
		def("SampleCmpLevel", RetFixed, TFloat, sm6_7, []IParam{cmpSampler, coord, f, f}, status)
		if t.k != ResTextureCubeArray { // as in DXC, cube arrays have no SampleCmpGrad
			def("SampleCmpGrad", RetFixed, TFloat, sm6_8, []IParam{cmpSampler, coord, f, grad, grad}, f, status)
		}
		if !t.gather {
			continue
		}
		for _, name := range []string{"Gather", "GatherRed", "GatherGreen", "GatherBlue", "GatherAlpha",
			"GatherCmp", "GatherCmpRed", "GatherCmpGreen", "GatherCmpBlue", "GatherCmpAlpha"} {
			cmp := strings.HasPrefix(name, "GatherCmp")
			lead := []IParam{sampler, coord}
			ret, rt := RetElemVec4, Type(nil)
			if cmp {
				lead = []IParam{cmpSampler, coord, f}
				ret, rt = RetFixed, Vec(Float, 4)
			}
			def(name, ret, rt, 0, lead, status)
			if name != "Gather" && name != "GatherCmp" && t.offsets > 0 {
				// four offsets, one per texel (programmable offsets)
				o := vecParam(Int, t.offsets)
				method(ks, name, ret, rt, len(lead)+4, append(append([]IParam{}, lead...), o, o, o, o, status)...)
			}
		}
	}
}

// IsCube reports the cube kinds.
func (k ResourceKind) IsCube() bool { return k == ResTextureCube || k == ResTextureCubeArray }

// MipsType is the type of a texture's mips member (Level false: DXC's
// mips_type, indexed by a mip level) and of mips[level] (Level true:
// mips_slice_type, indexed like the texture); with Sample, of a
// multisampled texture's sample member (sample_type, indexed by a sample
// index) and of sample[s] (sample_slice_type, indexed by the location).
// Neither is a value: the checker only builds them on the way to
// tex.mips[level][coord] (a MipsElement call) or tex.sample[s][coord] (a
// SampleElement call).
type MipsType struct {
	Res    *ResourceType
	Level  bool
	Sample bool
}

func (*MipsType) isType() {}
func (t *MipsType) String() string {
	member := "mips"
	if t.Sample {
		member = "sample"
	}
	if t.Level {
		return t.Res.String() + "::" + member + "_slice_type"
	}
	return t.Res.String() + "::" + member + "_type"
}

// MipsExpr is tex.mips (Level nil) or tex.mips[Level], of a MipsType;
// with a Sample MipsType, tex.sample or tex.sample[Level] (Level the
// sample index).
type MipsExpr struct {
	exprBase
	X     Expr // the texture
	Level Expr // uint
}

// MipsElement is the method tex.mips[level][coord] calls (Object the
// texture, Args the level and the coordinate, as the [] operator takes
// it): the texel of that mip level, or 0 outside the texture as Load.
var MipsElement = &Intrinsic{ID: -1, Name: "mips[][]", Method: true, MinArgs: 2, Ret: RetFixed,
	Params: []IParam{{Name: "level", Fixed: TUint}, {Name: "coord"}}}

// SampleElement is the method tex.sample[s][coord] of a multisampled
// texture calls (Object the texture, Args the sample index and the
// location): Load(coord, s).
var SampleElement = &Intrinsic{ID: -1, Name: "sample[][]", Method: true, MinArgs: 2, Ret: RetFixed,
	Params: []IParam{{Name: "sampleIndex", Fixed: TUint}, {Name: "coord"}}}

// hasMips reports whether a texture kind has the mips member: the
// non-multisampled read-only textures that the [] operator indexes.
func hasMips(k ResourceKind) bool {
	for _, t := range texKinds {
		if t.k == k {
			return t.levels && !t.k.IsCube()
		}
	}
	return false
}

// sampleIndexType is the type of the location that indexes a multisampled
// texture's sample[s], nil for the other kinds.
func sampleIndexType(k ResourceKind) Type {
	switch k {
	case ResTexture2DMS:
		return Vec(Uint, 2)
	case ResTexture2DMSArray:
		return Vec(Uint, 3)
	}
	return nil
}

// ElementIndexType is the type that indexes a typed resource of kind k
// with [] (and its mips[level]), nil if k has no [] operator.
func ElementIndexType(k ResourceKind) Type {
	switch k {
	case ResStructuredBuffer, ResRWStructuredBuffer, ResBuffer, ResRWBuffer, ResTexture1D, ResRWTexture1D:
		return TUint
	case ResTexture2D, ResRWTexture2D, ResTexture1DArray, ResRWTexture1DArray:
		return Vec(Uint, 2)
	case ResTexture3D, ResRWTexture3D, ResTexture2DArray, ResRWTexture2DArray:
		return Vec(Uint, 3)
	}
	return nil
}
