package frontend

// Intrinsics beyond the SM 5 core, checked against the list DXC accepts for
// cs_6_0 … cs_6_10 (DXC's intrinsic table, utils/hct/gen_intrin_main.txt, and
// Microsoft's "Intrinsic Functions" reference): SM 6.4 packed dot products,
// SM 6.5 wave-match and multi-prefix operations, SM 6.6 pack/unpack, 64-bit
// and float atomics and IsHelperLane, SM 6.7 QuadAny/QuadAll, HLSL 2021's
// select/and/or, and the legacy helpers dst, lit, msad4, D3DCOLORtoUBYTE4.
// Functions DXC has but that cannot appear in a compute shader are listed in
// unsupportedIntrinsics with the reason, so a call gets that diagnostic and
// not "undeclared identifier".

func initMoreIntrinsics() {
	initStageIntrinsics()
	pTBool := IParam{TBool: true}
	u4 := fixed(Vec(Uint, 4))
	// HLSL 2021 replacements for the vector forms of ?:, && and ||.
	def("select", CompAny, ShapeAny, RetT, nil, pTBool, pT, pT)
	def("and", CompBool, ShapeAny, RetT, nil, pT, pT)
	def("or", CompBool, ShapeAny, RetT, nil, pT, pT)
	// legacy helpers (all stages)
	in := def("dst", CompNumeric, ShapeVector, RetT, nil, pT, pT)
	in.TSizes = []int{4}
	def("lit", CompAny, ShapeAny, RetFixed, Vec(Float, 4), fixed(TFloat), fixed(TFloat), fixed(TFloat))
	def("msad4", CompAny, ShapeAny, RetFixed, Vec(Uint, 4), fixed(TUint), fixed(Vec(Uint, 2)), u4)
	def("D3DCOLORtoUBYTE4", CompAny, ShapeAny, RetFixed, Vec(Int, 4), fixed(Vec(Float, 4)))
	in = def("AddUint64", CompUint, ShapeVector, RetT, nil, pT, pT)
	in.TSizes = []int{2, 4}
	def("CheckAccessFullyMapped", CompAny, ShapeAny, RetFixed, TBool, fixed(TUint))
	// 16-bit bit casts
	for _, n := range []string{"asfloat16", "asint16", "asuint16"} {
		ret := map[string]RetRule{"asfloat16": RetTFloat16, "asint16": RetTInt16, "asuint16": RetTUint16}[n]
		in := def(n, Comp16, ShapeAny, ret, nil, pT)
		in.Needs16Bit = true
		in.MinSM = sm6_2
	}
	// SM 6.4 packed dot products
	def("dot4add_u8packed", CompAny, ShapeAny, RetFixed, TUint, fixed(TUint), fixed(TUint), fixed(TUint)).MinSM = sm6_4
	def("dot4add_i8packed", CompAny, ShapeAny, RetFixed, TInt, fixed(TUint), fixed(TUint), fixed(TInt)).MinSM = sm6_4
	in = def("dot2add", CompAny, ShapeAny, RetFixed, TFloat, fixed(Vec(Float16, 2)), fixed(Vec(Float16, 2)), fixed(TFloat))
	in.MinSM, in.Needs16Bit = sm6_4, true
	// SM 6.5 wave intrinsics
	def("WaveMatch", CompNumeric, ShapeScalarVector, RetFixed, Vec(Uint, 4), pT).MinSM = sm6_5
	for _, n := range []string{"WaveMultiPrefixBitAnd", "WaveMultiPrefixBitOr", "WaveMultiPrefixBitXor"} {
		def(n, CompInt, ShapeScalarVector, RetT, nil, pT, u4).MinSM = sm6_5
	}
	for _, n := range []string{"WaveMultiPrefixSum", "WaveMultiPrefixProduct"} {
		def(n, CompNumeric, ShapeScalarVector, RetT, nil, pT, u4).MinSM = sm6_5
	}
	def("WaveMultiPrefixCountBits", CompAny, ShapeAny, RetFixed, TUint, fixed(TBool), u4).MinSM = sm6_5
	// SM 6.6 pack/unpack (int8_t4_packed and uint8_t4_packed are 32-bit uints)
	for _, n := range []string{"pack_u8", "pack_s8"} {
		in := def(n, CompInt16or32, ShapeVector, RetFixed, TUint, pT)
		in.TSizes, in.MinSM = []int{4}, sm6_6
	}
	for _, n := range []string{"pack_clamp_u8", "pack_clamp_s8"} {
		in := def(n, CompSint16or32, ShapeVector, RetFixed, TUint, pT)
		in.TSizes, in.MinSM = []int{4}, sm6_6
	}
	def("unpack_s8s32", CompAny, ShapeAny, RetFixed, Vec(Int, 4), fixed(TUint)).MinSM = sm6_6
	def("unpack_u8u32", CompAny, ShapeAny, RetFixed, Vec(Uint, 4), fixed(TUint)).MinSM = sm6_6
	in = def("unpack_s8s16", CompAny, ShapeAny, RetFixed, Vec(Int16, 4), fixed(TUint))
	in.MinSM, in.Needs16Bit = sm6_6, true
	in = def("unpack_u8u16", CompAny, ShapeAny, RetFixed, Vec(Uint16, 4), fixed(TUint))
	in.MinSM, in.Needs16Bit = sm6_6, true
	def("IsHelperLane", CompAny, ShapeAny, RetFixed, TBool).MinSM = sm6_6
	// the float atomics SM 6.6 adds on groupshared floats and RW resource
	// elements: they are the 32-bit integer operations on the float's bits,
	// so "these overrides are supported on SM 6.0 even without capability
	// bits" (DirectX-Specs, HLSL Shader Model 6.6 Atomic Operations), as DXC
	// takes them under cs_6_0
	def("InterlockedExchange", CompFloat, ShapeScalar, RetFixed, TVoid, pInoutT, pT, pOutT)
	def("InterlockedCompareStoreFloatBitwise", CompFloat, ShapeScalar, RetFixed, TVoid, pInoutT, pT, pT)
	def("InterlockedCompareExchangeFloatBitwise", CompFloat, ShapeScalar, RetFixed, TVoid, pInoutT, pT, pT, pOutT)
	// SM 6.7 quad votes
	def("QuadAny", CompAny, ShapeAny, RetFixed, TBool, fixed(TBool)).MinSM = sm6_7
	def("QuadAll", CompAny, ShapeAny, RetFixed, TBool, fixed(TBool)).MinSM = sm6_7
	// SM 6.9: isnormal beside isnan/isinf/isfinite
	def("isnormal", CompFloatLike, ShapeAny, RetTBool, nil, pT).MinSM = sm6_9
	// SM 6.10: the wave's index in its thread group and the group's number
	// of waves (hlsl-specs proposal 0048)
	def("GetGroupWaveIndex", CompAny, ShapeAny, RetFixed, TUint).MinSM = sm6_10
	def("GetGroupWaveCount", CompAny, ShapeAny, RetFixed, TUint).MinSM = sm6_10
	// derivatives: compute shaders have them from SM 6.6 (quad-based)
	for _, n := range []string{"ddx", "ddy", "ddx_coarse", "ddx_fine", "ddy_coarse", "ddy_fine", "fwidth"} {
		in := def(n, CompFloatLike, ShapeAny, RetT, nil, pT)
		in.MinSM, in.Derivative = sm6_6, true
	}
}

// unsupportedIntrinsics are functions DXC knows that a compute shader
// cannot call (or that hlslc cannot compile), with the reason given.
var unsupportedIntrinsics = map[string]string{
	"noise":                       "'noise' is not supported: it was only available to legacy tx_1_0 texture shaders, and DXC does not provide it",
	"printf":                      "'printf' is not supported: DXC implements it only for SPIR-V output, and GCN code has no debug-print channel",
	"errorf":                      "'errorf' is not supported: DXC does not provide it",
	"abort":                       "'abort' is not supported: a compute dispatch cannot be aborted from a shader",
	"Process2DQuadTessFactorsAvg": "'Process2DQuadTessFactorsAvg' is only allowed in hull shaders",
	"Process2DQuadTessFactorsMax": "'Process2DQuadTessFactorsMax' is only allowed in hull shaders",
	"Process2DQuadTessFactorsMin": "'Process2DQuadTessFactorsMin' is only allowed in hull shaders",
	"ProcessIsolineTessFactors":   "'ProcessIsolineTessFactors' is only allowed in hull shaders",
	"ProcessQuadTessFactorsAvg":   "'ProcessQuadTessFactorsAvg' is only allowed in hull shaders",
	"ProcessQuadTessFactorsMax":   "'ProcessQuadTessFactorsMax' is only allowed in hull shaders",
	"ProcessQuadTessFactorsMin":   "'ProcessQuadTessFactorsMin' is only allowed in hull shaders",
	"ProcessTriTessFactorsAvg":    "'ProcessTriTessFactorsAvg' is only allowed in hull shaders",
	"ProcessTriTessFactorsMax":    "'ProcessTriTessFactorsMax' is only allowed in hull shaders",
	"ProcessTriTessFactorsMin":    "'ProcessTriTessFactorsMin' is only allowed in hull shaders",
	"GetRemainingRecursionLevels": "'GetRemainingRecursionLevels' is only allowed in work-graph node shaders",
	"DebugBreak":                  "'DebugBreak' is not supported: hlslc's kernels run without a shader debugger to break into",
}

// initStageIntrinsics declares the intrinsics of other shader stages with
// their signatures (DXC's table), so that a header shared between stages
// checks: calling one is an error only in a function the compute entry
// point reaches (checker.stageCall), as DXC validates only the code it
// keeps.
func initStageIntrinsics() {
	stage := func(st string, in *Intrinsic) { in.Stage = st }
	anyIn, anyInout := IParam{Any: true}, IParam{Any: true, Dir: DirInOut}
	u, f3, u3 := fixed(TUint), Vec(Float, 3), Vec(Uint, 3)
	// ray tracing (DXR) system values and functions
	for n, t := range map[string]Type{"DispatchRaysIndex": u3, "DispatchRaysDimensions": u3,
		"WorldRayOrigin": f3, "WorldRayDirection": f3, "ObjectRayOrigin": f3, "ObjectRayDirection": f3,
		"RayTMin": TFloat, "RayTCurrent": TFloat, "PrimitiveIndex": TUint, "InstanceID": TUint,
		"InstanceIndex": TUint, "GeometryIndex": TUint, "HitKind": TUint, "RayFlags": TUint,
		"ObjectToWorld": &MatrixType{Elem: Float, Rows: 3, Cols: 4}, "WorldToObject": &MatrixType{Elem: Float, Rows: 3, Cols: 4},
		"ObjectToWorld3x4": &MatrixType{Elem: Float, Rows: 3, Cols: 4}, "WorldToObject3x4": &MatrixType{Elem: Float, Rows: 3, Cols: 4},
		"ObjectToWorld4x3": &MatrixType{Elem: Float, Rows: 4, Cols: 3}, "WorldToObject4x3": &MatrixType{Elem: Float, Rows: 4, Cols: 3}} {
		stage("ray tracing", def(n, CompAny, ShapeAny, RetFixed, t))
	}
	stage("ray tracing", def("IgnoreHit", CompAny, ShapeAny, RetFixed, TVoid))
	stage("ray tracing", def("AcceptHitAndEndSearch", CompAny, ShapeAny, RetFixed, TVoid))
	stage("ray tracing", def("TraceRay", CompAny, ShapeAny, RetFixed, TVoid,
		fixed(&ResourceType{Kind: ResRaytracingAccelerationStructure}), u, u, u, u, u, fixed(rayDescType), anyInout))
	stage("ray tracing", def("ReportHit", CompAny, ShapeAny, RetFixed, TBool, fixed(TFloat), u, anyIn))
	stage("ray tracing", def("CallShader", CompAny, ShapeAny, RetFixed, TVoid, u, anyInout))
	// pixel shaders
	stage("pixel", def("clip", CompFloat, ShapeAny, RetFixed, TVoid, pT))
	stage("pixel", def("EvaluateAttributeAtSample", CompFloat, ShapeAny, RetT, nil, pT, u))
	stage("pixel", def("EvaluateAttributeCentroid", CompFloat, ShapeAny, RetT, nil, pT))
	stage("pixel", def("EvaluateAttributeSnapped", CompFloat, ShapeAny, RetT, nil, pT, fixed(Vec(Int, 2))))
	stage("pixel", def("GetAttributeAtVertex", CompAny, ShapeAny, RetT, nil, pT, u))
	stage("pixel", def("GetRenderTargetSampleCount", CompAny, ShapeAny, RetFixed, TUint))
	stage("pixel", def("GetRenderTargetSamplePosition", CompAny, ShapeAny, RetFixed, Vec(Float, 2), fixed(TInt)))
	// mesh and amplification shaders
	stage("mesh", def("SetMeshOutputCounts", CompAny, ShapeAny, RetFixed, TVoid, u, u))
	stage("amplification", def("DispatchMesh", CompAny, ShapeAny, RetFixed, TVoid, u, u, u, anyIn))
}

// dxrConstants are DXR's enumerators, which DXC predeclares for every
// stage (the RAY_FLAG, HIT_KIND, COMMITTED_STATUS and CANDIDATE_TYPE
// values of the DirectX Raytracing spec): a compute shader may store or
// pass them, and a ray tracing function beside it uses them.
var dxrConstants = []struct {
	name string
	val  int64
}{
	{"RAY_FLAG_NONE", 0x00}, {"RAY_FLAG_FORCE_OPAQUE", 0x01}, {"RAY_FLAG_FORCE_NON_OPAQUE", 0x02},
	{"RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH", 0x04}, {"RAY_FLAG_SKIP_CLOSEST_HIT_SHADER", 0x08},
	{"RAY_FLAG_CULL_BACK_FACING_TRIANGLES", 0x10}, {"RAY_FLAG_CULL_FRONT_FACING_TRIANGLES", 0x20},
	{"RAY_FLAG_CULL_OPAQUE", 0x40}, {"RAY_FLAG_CULL_NON_OPAQUE", 0x80}, {"RAY_FLAG_SKIP_TRIANGLES", 0x100},
	{"RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES", 0x200},
	{"HIT_KIND_TRIANGLE_FRONT_FACE", 0xFE}, {"HIT_KIND_TRIANGLE_BACK_FACE", 0xFF},
	{"COMMITTED_NOTHING", 0}, {"COMMITTED_TRIANGLE_HIT", 1}, {"COMMITTED_PROCEDURAL_PRIMITIVE_HIT", 2},
	{"CANDIDATE_NON_OPAQUE_TRIANGLE", 0}, {"CANDIDATE_PROCEDURAL_PRIMITIVE", 1},
}

// predeclareDXRConstants enters dxrConstants and barrierConstants in the
// global scope as uint enumerators.
func predeclareDXRConstants(globals *scope) {
	for _, k := range append(dxrConstants, barrierConstants...) {
		tok := &Token{Kind: TokIdent, Text: k.name}
		v := &VarDecl{Name: k.name, Type: TUint, Tok: tok, Storage: StorageStatic, Const: true,
			ConstValue: &ConstVal{Kind: Uint, I: k.val}, Enumerator: true}
		v.Init = &IntLit{exprBase: exprBase{T: TUint, Tok: tok}, Value: uint64(k.val)}
		globals.vars[k.name] = v
	}
}

// isPredeclared reports a predeclared constant (dxrConstants): a file's
// own declaration of the name replaces it (headers shared with other APIs
// define some of them), where C++ would call it a redefinition.
func isPredeclared(v *VarDecl) bool {
	return v.Enumerator && !v.Tok.Pos.Valid()
}

// rayDescType is DXR's RayDesc, which DXC predeclares for every stage.
var rayDescType = &StructType{Name: "RayDesc", Fields: []*Field{
	{Name: "Origin", Type: Vec(Float, 3), Index: 0}, {Name: "TMin", Type: TFloat, Index: 1},
	{Name: "Direction", Type: Vec(Float, 3), Index: 2}, {Name: "TMax", Type: TFloat, Index: 3}}}

// builtinAttributesType is DXR's BuiltInTriangleIntersectionAttributes.
var builtinAttributesType = &StructType{Name: "BuiltInTriangleIntersectionAttributes",
	Fields: []*Field{{Name: "barycentrics", Type: Vec(Float, 2), Index: 0}}}

// stageCall records a call of another stage's intrinsic in the function
// being checked; checkEntry reports those the entry point reaches.
func (c *checker) stageCall(name, last *Token, msg string) {
	if c.fn == nil {
		c.errorf(name, last, "%s", msg)
		return
	}
	c.stageCalls[c.fn] = append(c.stageCalls[c.fn], stageUse{name, last, msg})
}

// stageUse is one call of another stage's intrinsic.
type stageUse struct {
	first, last *Token
	msg         string
}

// reportStageCalls gives the errors of the stage-restricted calls in the
// functions reachable from the entry point.
func (c *checker) reportStageCalls(entry *FuncDecl) {
	seen := map[*FuncDecl]bool{}
	var visit func(f *FuncDecl)
	visit = func(f *FuncDecl) {
		if seen[f] {
			return
		}
		seen[f] = true
		for _, u := range c.stageCalls[f] {
			c.errorf(u.first, u.last, "%s", u.msg)
		}
		for _, g := range f.Calls {
			visit(g)
		}
	}
	visit(entry)
}

// legacySamplerFuncs are Direct3D 9's tex1D/tex2D/... functions, which
// DXC's front end declares (for its legacy sampler types) but cannot
// compile: a call is an error where the entry point reaches it.
var legacySamplerFuncs = map[string]bool{}

func init() {
	for _, n := range []string{"tex1D", "tex1Dbias", "tex1Dgrad", "tex1Dlod", "tex1Dproj", "tex2D", "tex2Dbias",
		"tex2Dgrad", "tex2Dlod", "tex2Dproj", "tex3D", "tex3Dbias", "tex3Dgrad", "tex3Dlod", "tex3Dproj",
		"texCUBE", "texCUBEbias", "texCUBEgrad", "texCUBElod", "texCUBEproj"} {
		unsupportedIntrinsics[n] = "legacy sampler function '" + n + "' is not supported; use the Texture object's methods (SampleLevel, Load)"
		legacySamplerFuncs[n] = true
	}
}

// initMoreMethods adds the resource methods beyond the basic set: status
// out-parameters, templated byte-address loads and stores (SM 6.2), 64-bit
// and float byte-address atomics (SM 6.6). Texture methods are in
// texture.go.
func initMoreMethods() {
	u := fixed(TUint)
	ou := outFixed(TUint)
	of := outFixed(TFloat)
	structured := []ResourceKind{ResStructuredBuffer, ResRWStructuredBuffer}
	method(structured, "Load", RetElem, nil, -1, u, ou)
	raw := []ResourceKind{ResByteAddressBuffer, ResRWByteAddressBuffer}
	method(raw, "Load", RetFixed, TUint, -1, u, ou)
	method(raw, "Load2", RetFixed, Vec(Uint, 2), -1, u, ou)
	method(raw, "Load3", RetFixed, Vec(Uint, 3), -1, u, ou)
	method(raw, "Load4", RetFixed, Vec(Uint, 4), -1, u, ou)
	// Load<T> and Store<T>: any shader model, as DXC takes them (its issue
	// 1789 loads with -T vs_6_0 -HV 2018); an explicit template argument
	// needs HLSL 2018 (checkTemplateArg)
	methodsTemplated(raw, "Load", RetTemplate, nil, u)
	methodsTemplated(raw, "Load", RetTemplate, nil, u, ou)
	rw := []ResourceKind{ResRWByteAddressBuffer}
	methodsTemplated(rw, "Store", RetFixed, TVoid, u, IParam{Template: true})
	// AlignedLoad<T>(offset, alignment) and AlignedStore<T>(offset,
	// alignment, value) (HLSL proposal 0051, in DXC since 2025): Load<T> and
	// Store<T> with the caller's promise that offset is a multiple of
	// alignment, a hint gfx9's buffer instructions do not need (they take
	// any dword-aligned address).
	methodsTemplated(raw, "AlignedLoad", RetTemplate, nil, u, u)
	methodsTemplated(rw, "AlignedStore", RetFixed, TVoid, u, u, IParam{Template: true})
	u64 := fixed(Scalar(Uint64))
	ou64 := outFixed(Scalar(Uint64))
	for _, n := range []string{"InterlockedAdd64", "InterlockedAnd64", "InterlockedOr64", "InterlockedXor64", "InterlockedMin64", "InterlockedMax64", "InterlockedExchange64"} {
		method(rw, n, RetFixed, TVoid, 2, u, u64, ou64)
	}
	method(rw, "InterlockedCompareExchange64", RetFixed, TVoid, -1, u, u64, u64, ou64)
	method(rw, "InterlockedCompareStore64", RetFixed, TVoid, -1, u, u64, u64)
	method(rw, "InterlockedExchangeFloat", RetFixed, TVoid, -1, u, fixed(TFloat), of)
	method(rw, "InterlockedCompareStoreFloatBitwise", RetFixed, TVoid, -1, u, fixed(TFloat), fixed(TFloat))
	method(rw, "InterlockedCompareExchangeFloatBitwise", RetFixed, TVoid, -1, u, fixed(TFloat), fixed(TFloat), of)
	// the 64-bit methods need SM 6.6; the float ones are SM 6.0's (the
	// integer operations on the float's bits, as the free functions above)
	for _, n := range []string{"InterlockedAdd64", "InterlockedAnd64", "InterlockedOr64", "InterlockedXor64", "InterlockedMin64", "InterlockedMax64",
		"InterlockedExchange64", "InterlockedCompareExchange64", "InterlockedCompareStore64"} {
		for _, in := range methodTable[ResRWByteAddressBuffer][n] {
			in.MinSM = sm6_6
		}
	}
	typed := []ResourceKind{ResBuffer, ResRWBuffer}
	method(typed, "Load", RetElem, nil, -1, fixed(TInt), ou)
}

// methodsTemplated adds a method that takes an explicit template argument
// (buf.Load<float4>(a), buf.Store<S>(a, v)) and returns the new overloads.
func methodsTemplated(kinds []ResourceKind, name string, ret RetRule, retType Type, params ...IParam) []*Intrinsic {
	var out []*Intrinsic
	for _, k := range kinds {
		method([]ResourceKind{k}, name, ret, retType, -1, params...)
		ins := methodTable[k][name]
		in := ins[len(ins)-1]
		in.Templated = true
		out = append(out, in)
	}
	return out
}

// Barrier flags (SM 6.8's Barrier): DXC's MEMORY_TYPE_FLAG and
// BARRIER_SEMANTIC_FLAG enumerators.
const (
	barrierUAVMemory         = 0x1
	barrierGroupSharedMemory = 0x2
	barrierNodeInputMemory   = 0x4
	barrierNodeOutputMemory  = 0x8
	barrierAllMemory         = 0xf
	barrierGroupSync         = 0x1
	barrierGroupScope        = 0x2
	barrierDeviceScope       = 0x4
)

// barrierConstants are the Barrier flag enumerators, predeclared like
// dxrConstants (a file's own declaration of a name replaces it).
var barrierConstants = []struct {
	name string
	val  int64
}{
	{"UAV_MEMORY", barrierUAVMemory}, {"GROUP_SHARED_MEMORY", barrierGroupSharedMemory},
	{"NODE_INPUT_MEMORY", barrierNodeInputMemory}, {"NODE_OUTPUT_MEMORY", barrierNodeOutputMemory},
	{"ALL_MEMORY", barrierAllMemory},
	{"GROUP_SYNC", barrierGroupSync}, {"GROUP_SCOPE", barrierGroupScope}, {"DEVICE_SCOPE", barrierDeviceScope},
}

// checkBarrier checks SM 6.8's Barrier(MemoryTypeFlags, SemanticFlags) and
// Barrier(uavObject, SemanticFlags) by DXC's rules for a compute shader
// (a context with a visible thread group) and returns the call in the
// first form with both flags folded to constants, which is what the
// lowering reads: the object form orders UAV memory. The index of an
// object expression is not evaluated (Barrier reads no value from it).
// DXC also accepts flags it cannot fold in the front end and folds them
// after optimization; hlslc must know what to order and whether to
// synchronize, so it asks for constant expressions.
func (c *checker) checkBarrier(call *IntrinsicCall) Expr {
	name := call.Tok
	flags := func(e Expr, what string) (int64, bool) {
		if k, ok := ElemKind(e.Type()); !ok || !k.IsInt() {
			c.errorExpr(e, "the %s of 'Barrier' must be an integer, not '%s'", what, e.Type())
			return 0, false
		}
		v, ok := c.fold(e)
		if !ok {
			c.errorExpr(e, "the %s of 'Barrier' must be a constant expression: hlslc decides at compile time what the barrier orders", what)
			return 0, false
		}
		return v.I, true
	}
	var mem int64
	if rt, ok := call.Args[0].Type().(*ResourceType); ok {
		if !rt.Kind.Writable() {
			c.errorExpr(call.Args[0], "the object of 'Barrier' must be a UAV (RW or Append/Consume resource), not '%s'", rt)
			return c.bad(name)
		}
		mem = barrierUAVMemory
	} else if m, ok := flags(call.Args[0], "MemoryTypeFlags"); ok {
		mem = m
		if mem < 0 || mem&^barrierAllMemory != 0 {
			c.errorExpr(call.Args[0], "invalid MemoryTypeFlags for Barrier operation; expected 0, ALL_MEMORY, or some combination of UAV_MEMORY, GROUP_SHARED_MEMORY, NODE_INPUT_MEMORY, NODE_OUTPUT_MEMORY flags")
			return c.bad(name)
		}
		if mem != barrierAllMemory && mem&(barrierNodeInputMemory|barrierNodeOutputMemory) != 0 {
			c.errorExpr(call.Args[0], "NODE_INPUT_MEMORY or NODE_OUTPUT_MEMORY may only be specified for Barrier operation in a node shader")
			return c.bad(name)
		}
	} else {
		return c.bad(name)
	}
	sem, ok := flags(call.Args[1], "SemanticFlags")
	if !ok {
		return c.bad(name)
	}
	if sem < 0 || sem&^(barrierGroupSync|barrierGroupScope|barrierDeviceScope) != 0 {
		c.errorExpr(call.Args[1], "invalid SemanticFlags for Barrier operation; expected 0 or some combination of GROUP_SYNC, GROUP_SCOPE, DEVICE_SCOPE flags")
		return c.bad(name)
	}
	switch {
	case sem&barrierGroupScope != 0 && mem == 0:
		c.errorExpr(call.Args[1], "GROUP_SCOPE specified for Barrier operation without applicable memory")
		return c.bad(name)
	case sem&barrierDeviceScope != 0 && mem&barrierUAVMemory == 0:
		c.errorExpr(call.Args[1], "DEVICE_SCOPE specified for Barrier operation without applicable memory")
		return c.bad(name)
	}
	lit := func(e Expr, v int64) Expr {
		return &IntLit{exprBase: exprBase{T: TUint, Tok: e.First(), End: e.Last()}, Value: uint64(v)}
	}
	call.Args = []Expr{lit(call.Args[0], mem), lit(call.Args[1], sem)}
	call.ParamTypes = []Type{TUint, TUint}
	return call
}
