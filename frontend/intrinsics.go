package frontend

import (
	"fmt"
	"strings"
)

// Comp constrains the component kind of an intrinsic's template type T.
type Comp uint8

const (
	CompAny        Comp = iota // any kind, bool included
	CompNumeric                // int or float kinds (bool promotes to int)
	CompFloat                  // float kinds, double included (ints convert to float): DXC's any_float
	CompFloatLike              // float kinds but double, which converts to float as ints do: DXC's float_like
	CompInt                    // signed or unsigned integers
	CompUint                   // unsigned integers (ints convert)
	CompBool                   // converted to bool
	Comp32                     // 32-bit int, uint or float (bit casts)
	CompDouble                 // double only (fma)
	Comp16                     // 16-bit int16_t, uint16_t or float16_t (bit casts)
	CompInt16or32              // 16- or 32-bit integers, signed or not (pack_u8, pack_s8)
	CompSint16or32             // signed 16- or 32-bit integers (pack_clamp_u8, pack_clamp_s8)
)

// Shape constrains the shape of T.
type Shape uint8

const (
	ShapeAny          Shape = iota // scalar, vector or matrix
	ShapeScalar                    // scalar only
	ShapeScalarVector              // scalar or vector
	ShapeVector                    // vector (scalars splat to the other args' size)
	ShapeMatrix                    // matrix only
)

// RetRule says how an intrinsic's result type follows from T.
type RetRule uint8

const (
	RetFixed      RetRule = iota // Intrinsic.RetType
	RetT                         // T itself
	RetTScalar                   // T's component kind as a scalar
	RetTBool                     // T's shape with bool components
	RetTInt                      // T's shape with int components
	RetTUint                     // T's shape with uint components
	RetTFloat                    // T's shape with float components
	RetElem                      // the resource's element type (methods)
	RetTransposed                // transpose(T)
	RetMul                       // mul's matrix/vector rules
	RetTemplate                  // the method's explicit template argument
	RetElemVec4                  // 4-vector of the resource element's component kind (Gather)
	RetTFloat16                  // T's shape with float16_t components
	RetTInt16                    // T's shape with int16_t components
	RetTUint16                   // T's shape with uint16_t components
	RetTDouble                   // T's shape with double components
)

// IParam is one intrinsic parameter: the template type T, the resource
// element type, or a fixed type.
type IParam struct {
	Name  string
	T     bool
	Elem  bool
	Fixed Type
	Dir   ParamDir
	// TBool: T's shape with bool components (select's condition).
	TBool bool
	// Template: the method's explicit template argument (Load<T>, Store<T>).
	Template bool
	// Any: any type, taken as it is (TraceRay's payload, CallShader's
	// parameter, ReportHit's attributes).
	Any bool
	// Converts: of type T, but not taking part in deducing T: the argument
	// converts to it (the value of an Interlocked* function, which DXC
	// declares uint beside an int-or-uint destination).
	Converts bool
}

// Intrinsic is one overload in the intrinsic table. Free functions are
// looked up by Name in Intrinsics; resource methods (Method true) are
// per resource kind. The IR lowering switches on Name (and Resource for
// methods); ID is unique per overload.
type Intrinsic struct {
	ID       int
	Name     string
	Params   []IParam
	MinArgs  int
	TComp    Comp
	TShape   Shape
	Ret      RetRule
	RetType  Type
	Method   bool
	Resource ResourceKind
	// MinSM is the lowest shader model (major*100+minor) that has it; 0: any.
	MinSM int
	// Needs16Bit: only with -enable-16bit-types (16-bit parameter or result types).
	Needs16Bit bool
	// TSizes restricts a vector T to these component counts (nil: any).
	TSizes []int
	// Templated: a method called with an explicit template argument
	// (buf.Load<float4>(addr)); RetTemplate returns it.
	Templated bool
	// Stage names the shader stages the intrinsic belongs to when compute
	// shaders cannot call it ("ray tracing", "pixel"): as in DXC, a call is
	// an error only in a function the entry point reaches.
	Stage string
	// Derivative marks an implicit-derivative operation (ddx, Sample, ...):
	// pixel shaders have it at every shader model, compute shaders from
	// MinSM (6.6), so like a Stage call the shader-model error is reported
	// only in a function the entry point reaches (a pixel shader beside the
	// compute entry in one file compiles, as with DXC).
	Derivative bool
}

// Signature renders the overload for diagnostics.
func (in *Intrinsic) Signature() string {
	var ps []string
	for i, p := range in.Params {
		s := "T"
		switch {
		case p.Elem:
			s = "E"
		case p.Fixed != nil:
			s = p.Fixed.String()
		}
		if p.Dir != DirIn {
			s = p.Dir.String() + " " + s
		}
		if i >= in.MinArgs {
			s = "[" + s + "]"
		}
		ps = append(ps, s)
	}
	return fmt.Sprintf("%s(%s)", in.Name, strings.Join(ps, ", "))
}

var compNames = [...]string{CompAny: "any", CompNumeric: "numeric", CompFloat: "float", CompFloatLike: "float", CompInt: "integer",
	CompUint: "unsigned integer", CompBool: "bool", Comp32: "32-bit", CompDouble: "double", Comp16: "16-bit",
	CompInt16or32: "16- or 32-bit integer", CompSint16or32: "signed 16- or 32-bit integer"}
var shapeNames = [...]string{ShapeAny: "scalar, vector or matrix", ShapeScalar: "scalar", ShapeScalarVector: "scalar or vector",
	ShapeVector: "vector", ShapeMatrix: "matrix"}

// templateDoc explains T for diagnostics ("" when the overload has no T).
func (in *Intrinsic) templateDoc() string {
	for _, p := range in.Params {
		if p.T {
			a := "a"
			if strings.IndexByte("aeiou", compNames[in.TComp][0]) >= 0 {
				a = "an"
			}
			return fmt.Sprintf(" with T %s %s %s", a, compNames[in.TComp], shapeNames[in.TShape])
		}
	}
	return ""
}

// Intrinsics lists every free intrinsic overload; intrinsicsByName indexes it.
var (
	Intrinsics       []*Intrinsic
	intrinsicsByName = map[string][]*Intrinsic{}
	methodTable      = map[ResourceKind]map[string][]*Intrinsic{}
)

var (
	pT      = IParam{T: true}
	pElem   = IParam{Elem: true}
	pOutT   = IParam{T: true, Dir: DirOut}
	pInoutT = IParam{T: true, Dir: DirInOut}
	// pValueT is an atomic's operand: the destination's type, to which
	// any numeric scalar converts (DXC's 'in uint value').
	pValueT = IParam{T: true, Converts: true}
)

func fixed(t Type) IParam    { return IParam{Fixed: t} }
func outFixed(t Type) IParam { return IParam{Fixed: t, Dir: DirOut} }

func def(name string, comp Comp, shape Shape, ret RetRule, retType Type, params ...IParam) *Intrinsic {
	in := &Intrinsic{ID: len(Intrinsics), Name: name, Params: params, MinArgs: len(params), TComp: comp, TShape: shape, Ret: ret, RetType: retType}
	Intrinsics = append(Intrinsics, in)
	intrinsicsByName[name] = append(intrinsicsByName[name], in)
	return in
}

func init() {
	// DXC computes these in float for a double argument (its float_like
	// class: the argument converts with a warning); rcp and saturate
	// take doubles as they are
	for _, n := range []string{"acos", "asin", "atan", "ceil", "cos", "cosh", "degrees", "exp", "exp2", "floor", "frac",
		"log", "log10", "log2", "radians", "round", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"} {
		def(n, CompFloatLike, ShapeAny, RetT, nil, pT)
	}
	def("rcp", CompFloat, ShapeAny, RetT, nil, pT)
	def("saturate", CompFloat, ShapeAny, RetT, nil, pT)
	for _, n := range []string{"atan2", "fmod", "pow", "step", "ldexp"} {
		def(n, CompFloatLike, ShapeAny, RetT, nil, pT, pT)
	}
	def("lerp", CompFloatLike, ShapeAny, RetT, nil, pT, pT, pT)
	def("smoothstep", CompFloatLike, ShapeAny, RetT, nil, pT, pT, pT)
	def("abs", CompNumeric, ShapeAny, RetT, nil, pT)
	def("min", CompNumeric, ShapeAny, RetT, nil, pT, pT)
	def("max", CompNumeric, ShapeAny, RetT, nil, pT, pT)
	def("clamp", CompNumeric, ShapeAny, RetT, nil, pT, pT, pT)
	def("mad", CompNumeric, ShapeAny, RetT, nil, pT, pT, pT)
	def("fma", CompDouble, ShapeAny, RetT, nil, pT, pT, pT)
	def("sign", CompNumeric, ShapeAny, RetTInt, nil, pT)
	def("isnan", CompFloatLike, ShapeAny, RetTBool, nil, pT)
	def("isinf", CompFloatLike, ShapeAny, RetTBool, nil, pT)
	def("isfinite", CompFloatLike, ShapeAny, RetTBool, nil, pT)
	def("modf", CompFloatLike, ShapeAny, RetT, nil, pT, pOutT)
	def("frexp", CompFloatLike, ShapeAny, RetT, nil, pT, pOutT)
	def("sincos", CompFloatLike, ShapeAny, RetFixed, TVoid, pT, pOutT, pOutT)
	def("all", CompAny, ShapeAny, RetFixed, TBool, pT)
	def("any", CompAny, ShapeAny, RetFixed, TBool, pT)
	// geometric
	def("dot", CompNumeric, ShapeVector, RetTScalar, nil, pT, pT)
	def("length", CompFloatLike, ShapeVector, RetTScalar, nil, pT)
	def("distance", CompFloatLike, ShapeVector, RetTScalar, nil, pT, pT)
	def("normalize", CompFloatLike, ShapeVector, RetT, nil, pT)
	def("reflect", CompFloatLike, ShapeVector, RetT, nil, pT, pT)
	def("refract", CompFloatLike, ShapeVector, RetT, nil, pT, pT, fixed(TFloat))
	def("faceforward", CompFloatLike, ShapeVector, RetT, nil, pT, pT, pT)
	// cross keeps its arguments' float-like type, as DXC's
	// '$type1 cross(in float_like<3> a, in $type1 b)': a min16float3 or
	// half3 cross product is 16-bit; other shapes convert to float3
	// (a float4 truncates) as before.
	cross := def("cross", CompFloatLike, ShapeVector, RetT, nil, pT, pT)
	cross.TSizes = []int{3}
	def("cross", CompFloatLike, ShapeAny, RetFixed, Vec(Float, 3), fixed(Vec(Float, 3)), fixed(Vec(Float, 3)))
	def("mul", CompNumeric, ShapeAny, RetMul, nil, pT, pT)
	def("transpose", CompAny, ShapeMatrix, RetTransposed, nil, pT)
	def("determinant", CompFloatLike, ShapeMatrix, RetTScalar, nil, pT)
	// bits
	// DXC's any_int: signed and unsigned integers of every width
	def("countbits", CompInt, ShapeScalarVector, RetTUint, nil, pT)
	def("reversebits", CompInt, ShapeScalarVector, RetT, nil, pT)
	def("firstbitlow", CompInt, ShapeScalarVector, RetTUint, nil, pT)
	def("firstbithigh", CompInt, ShapeScalarVector, RetTUint, nil, pT)
	// conversions
	def("asfloat", Comp32, ShapeAny, RetTFloat, nil, pT)
	def("asint", Comp32, ShapeAny, RetTInt, nil, pT)
	def("asuint", Comp32, ShapeAny, RetTUint, nil, pT)
	def("asuint", CompAny, ShapeAny, RetFixed, TVoid, fixed(TDouble), outFixed(TUint), outFixed(TUint))
	// component-wise, as DXC declares it (double<c> asdouble(uint<c>,
	// uint<c>)): the low and high words of each double
	def("asdouble", CompUint, ShapeScalarVector, RetTDouble, nil, pT, pT)
	def("f16tof32", CompUint, ShapeScalarVector, RetTFloat, nil, pT)
	def("f32tof16", CompFloatLike, ShapeScalarVector, RetTUint, nil, pT)
	// atomics on groupshared variables and RW resource elements
	for _, n := range []string{"InterlockedAdd", "InterlockedAnd", "InterlockedOr", "InterlockedXor", "InterlockedMin", "InterlockedMax", "InterlockedExchange"} {
		in := def(n, CompInt, ShapeScalar, RetFixed, TVoid, pInoutT, pValueT, pOutT)
		in.MinArgs = 2
	}
	def("InterlockedCompareExchange", CompInt, ShapeScalar, RetFixed, TVoid, pInoutT, pValueT, pValueT, pOutT)
	def("InterlockedCompareStore", CompInt, ShapeScalar, RetFixed, TVoid, pInoutT, pValueT, pValueT)
	// barriers
	for _, n := range []string{"GroupMemoryBarrier", "GroupMemoryBarrierWithGroupSync", "DeviceMemoryBarrier",
		"DeviceMemoryBarrierWithGroupSync", "AllMemoryBarrier", "AllMemoryBarrierWithGroupSync"} {
		def(n, CompAny, ShapeAny, RetFixed, TVoid)
	}
	// SM 6.8's Barrier(MemoryTypeFlags, SemanticFlags) and
	// Barrier(uavObject, SemanticFlags): the first argument is taken as it
	// is and checkBarrier checks both forms
	def("Barrier", CompAny, ShapeAny, RetFixed, TVoid, IParam{Any: true}, fixed(TUint)).MinSM = sm6_8
	def("NonUniformResourceIndex", CompAny, ShapeAny, RetFixed, TUint, fixed(TUint))
	// wave intrinsics (SM 6.0)
	def("WaveGetLaneCount", CompAny, ShapeAny, RetFixed, TUint)
	def("WaveGetLaneIndex", CompAny, ShapeAny, RetFixed, TUint)
	def("WaveIsFirstLane", CompAny, ShapeAny, RetFixed, TBool)
	def("WaveActiveAnyTrue", CompAny, ShapeAny, RetFixed, TBool, fixed(TBool))
	def("WaveActiveAllTrue", CompAny, ShapeAny, RetFixed, TBool, fixed(TBool))
	def("WaveActiveBallot", CompAny, ShapeAny, RetFixed, Vec(Uint, 4), fixed(TBool))
	def("WaveActiveCountBits", CompAny, ShapeAny, RetFixed, TUint, fixed(TBool))
	def("WavePrefixCountBits", CompAny, ShapeAny, RetFixed, TUint, fixed(TBool))
	def("WaveReadLaneFirst", CompAny, ShapeScalarVector, RetT, nil, pT)
	def("WaveReadLaneAt", CompAny, ShapeScalarVector, RetT, nil, pT, fixed(TUint))
	def("WaveActiveAllEqual", CompAny, ShapeScalarVector, RetTBool, nil, pT)
	// glslang's name for WaveActiveAllEqual on a bool
	def("WaveActiveAllEqualBool", CompAny, ShapeAny, RetFixed, TBool, fixed(TBool))
	for _, n := range []string{"WaveActiveSum", "WaveActiveProduct", "WaveActiveMin", "WaveActiveMax", "WavePrefixSum", "WavePrefixProduct"} {
		def(n, CompNumeric, ShapeScalarVector, RetT, nil, pT)
	}
	for _, n := range []string{"WaveActiveBitAnd", "WaveActiveBitOr", "WaveActiveBitXor"} {
		def(n, CompUint, ShapeScalarVector, RetT, nil, pT)
	}
	for _, n := range []string{"QuadReadAcrossX", "QuadReadAcrossY", "QuadReadAcrossDiagonal"} {
		def(n, CompAny, ShapeScalarVector, RetT, nil, pT)
	}
	def("QuadReadLaneAt", CompAny, ShapeScalarVector, RetT, nil, pT, fixed(TUint))
	initMoreIntrinsics()
	initMethods()
}

func method(kinds []ResourceKind, name string, ret RetRule, retType Type, minArgs int, params ...IParam) {
	for _, k := range kinds {
		in := &Intrinsic{ID: len(Intrinsics), Name: name, Params: params, MinArgs: minArgs, Ret: ret, RetType: retType, Method: true, Resource: k}
		if minArgs < 0 {
			in.MinArgs = len(params)
		}
		Intrinsics = append(Intrinsics, in)
		if methodTable[k] == nil {
			methodTable[k] = map[string][]*Intrinsic{}
		}
		methodTable[k][name] = append(methodTable[k][name], in)
	}
}

func initMethods() {
	u := fixed(TUint)
	ou := outFixed(TUint)
	structured := []ResourceKind{ResStructuredBuffer, ResRWStructuredBuffer}
	method(structured, "Load", RetElem, nil, -1, u)
	method([]ResourceKind{ResStructuredBuffer, ResRWStructuredBuffer, ResAppendStructuredBuffer, ResConsumeStructuredBuffer},
		"GetDimensions", RetFixed, TVoid, -1, ou, ou)
	method([]ResourceKind{ResRWStructuredBuffer}, "IncrementCounter", RetFixed, TUint, -1)
	method([]ResourceKind{ResRWStructuredBuffer}, "DecrementCounter", RetFixed, TUint, -1)
	method([]ResourceKind{ResAppendStructuredBuffer}, "Append", RetFixed, TVoid, -1, pElem)
	method([]ResourceKind{ResConsumeStructuredBuffer}, "Consume", RetElem, nil, -1)
	raw := []ResourceKind{ResByteAddressBuffer, ResRWByteAddressBuffer}
	method(raw, "Load", RetFixed, TUint, -1, u)
	method(raw, "Load2", RetFixed, Vec(Uint, 2), -1, u)
	method(raw, "Load3", RetFixed, Vec(Uint, 3), -1, u)
	method(raw, "Load4", RetFixed, Vec(Uint, 4), -1, u)
	method(raw, "GetDimensions", RetFixed, TVoid, -1, ou)
	rw := []ResourceKind{ResRWByteAddressBuffer}
	method(rw, "Store", RetFixed, TVoid, -1, u, u)
	method(rw, "Store2", RetFixed, TVoid, -1, u, fixed(Vec(Uint, 2)))
	method(rw, "Store3", RetFixed, TVoid, -1, u, fixed(Vec(Uint, 3)))
	method(rw, "Store4", RetFixed, TVoid, -1, u, fixed(Vec(Uint, 4)))
	for _, n := range []string{"InterlockedAdd", "InterlockedAnd", "InterlockedOr", "InterlockedXor", "InterlockedMin", "InterlockedMax", "InterlockedExchange"} {
		method(rw, n, RetFixed, TVoid, 2, u, u, ou)
	}
	method(rw, "InterlockedCompareExchange", RetFixed, TVoid, -1, u, u, u, ou)
	method(rw, "InterlockedCompareStore", RetFixed, TVoid, -1, u, u, u)
	typed := []ResourceKind{ResBuffer, ResRWBuffer}
	method(typed, "Load", RetElem, nil, -1, fixed(TInt))
	method(typed, "GetDimensions", RetFixed, TVoid, -1, ou)
	defer initMoreMethods()
	initTextureMethods()
}

// methodsFor returns the overloads of a resource method.
func methodsFor(rt *ResourceType, name string) []*Intrinsic {
	return methodTable[rt.Kind][name]
}

// adaptKind maps a common component kind onto an intrinsic's class;
// ok false when the class cannot take it.
func adaptKind(k ScalarKind, comp Comp) (ScalarKind, bool) {
	switch comp {
	case CompAny:
		return concreteKind(k), true
	case CompNumeric:
		if k == Bool {
			return Int, true
		}
		return concreteKind(k), true
	case CompFloat:
		if k.IsFloat() {
			return concreteKind(k), true
		}
		return Float, true
	case CompFloatLike:
		if k.IsFloat() && k != Double {
			return concreteKind(k), true
		}
		return Float, true
	case CompInt:
		if k.IsFloat() {
			return 0, false
		}
		if k == Bool || k == LitInt {
			return Int, true
		}
		return k, true
	case CompUint:
		if k.IsFloat() {
			return 0, false
		}
		if k == Bool || k == LitInt || k == Int {
			return Uint, true
		}
		if k.IsSigned() {
			return 0, false
		}
		return k, true
	case CompBool:
		return Bool, true
	case Comp32:
		switch k {
		case Int, Uint, Float:
			return k, true
		case LitInt:
			return Int, true
		case LitFloat:
			return Float, true
		case Min16Float, Min10Float, Half:
			return Float, true
		case Min16Int, Min12Int:
			return Int, true
		case Min16Uint:
			return Uint, true
		}
		return 0, false
	case CompDouble:
		if k == Double || k == LitFloat {
			return Double, true
		}
		return 0, false
	case Comp16:
		switch k {
		case Int16, Uint16, Float16:
			return k, true
		case LitInt:
			// a literal takes the 16-bit type of its class, as DXC
			// matches asuint16(1) and asfloat16(1.0)
			return Int16, true
		case LitFloat:
			return Float16, true
		}
		return 0, false
	case CompInt16or32, CompSint16or32:
		switch k {
		case Int, Int16, Min16Int, Min12Int:
			return concreteKind(k), true
		case LitInt, Bool:
			return Int, true
		case Uint, Uint16, Min16Uint:
			if comp == CompSint16or32 {
				return 0, false
			}
			return concreteKind(k), true
		}
		return 0, false
	}
	return k, true
}

// bindIntrinsic tries one overload: it returns the parameter types, the
// result type and a cost, or ok false.
func bindIntrinsic(in *Intrinsic, obj Expr, args []Expr) ([]Type, Type, int, bool) {
	return bindIntrinsicT(in, obj, nil, args)
}

// bindIntrinsicT is bindIntrinsic with a method's explicit template argument.
func bindIntrinsicT(in *Intrinsic, obj Expr, targ Type, args []Expr) ([]Type, Type, int, bool) {
	if len(args) < in.MinArgs || len(args) > len(in.Params) {
		return nil, nil, 0, false
	}
	switch {
	case !in.Templated && targ != nil:
		return nil, nil, 0, false
	case in.Templated && in.Ret == RetTemplate && targ == nil:
		return nil, nil, 0, false // Load<T> needs its template argument; Store<T> deduces it
	}
	if in.Templated && in.Ret != RetTemplate && targ == nil {
		for i, p := range in.Params {
			if p.Template && i < len(args) {
				targ = args[i].Type()
				if k, ok := ElemKind(targ); ok && (k == LitInt || k == LitFloat) {
					targ = WithElem(targ, concreteKind(k))
				}
			}
		}
	}
	var elem Type
	if obj != nil {
		elem = obj.Type().(*ResourceType).Elem
	}
	// determine T from the template arguments
	var shape Type
	var kind ScalarKind
	haveT, allLiteral := false, true
	for i, a := range args {
		if !in.Params[i].T || in.Params[i].Converts {
			continue
		}
		at := a.Type()
		k, ok := ElemKind(at)
		if !ok {
			return nil, nil, 0, false
		}
		allLiteral = allLiteral && isLiteralKind(k)
		if !haveT {
			shape, kind, haveT = at, k, true
			continue
		}
		kind = commonKind(kind, k)
		shape = mergeShape(shape, at)
		if shape == nil {
			return nil, nil, 0, false
		}
	}
	// A TBool argument (select's condition) takes part in T's shape but
	// not its kind: select(bool2, 1.0, -1.0) is a float2, as the vector
	// ?: it replaces splats scalar arms to the condition's size (DXC types
	// select with the pre-2021 conditional operator's rules).
	for i, a := range args {
		if !haveT || !in.Params[i].TBool {
			continue
		}
		if _, ok := ElemKind(a.Type()); !ok {
			return nil, nil, 0, false
		}
		if shape = mergeShape(shape, a.Type()); shape == nil {
			return nil, nil, 0, false
		}
	}
	var T Type
	if haveT {
		k, ok := adaptKind(kind, in.TComp)
		if !ok {
			return nil, nil, 0, false
		}
		if allLiteral && keepsLiteral(in, kind) {
			k = kind // settled where the result goes (literal.go)
		}
		switch in.TShape {
		case ShapeScalar:
			if Components(shape) != 1 {
				return nil, nil, 0, false
			}
			shape = Scalar(k)
		case ShapeScalarVector:
			if _, ok := shape.(*MatrixType); ok {
				return nil, nil, 0, false
			}
		case ShapeVector:
			if _, ok := shape.(*MatrixType); ok {
				return nil, nil, 0, false
			}
			if _, ok := shape.(*ScalarType); ok {
				shape = Vec(k, 1)
			}
		case ShapeMatrix:
			if _, ok := shape.(*MatrixType); !ok {
				return nil, nil, 0, false
			}
		}
		if len(in.TSizes) > 0 {
			n := Components(shape)
			if _, ok := shape.(*ScalarType); ok || n == 1 {
				n = in.TSizes[len(in.TSizes)-1] // a scalar splats to the widest form
				shape = Vec(k, n)
			}
			fits := false
			for _, s := range in.TSizes {
				fits = fits || s == n
			}
			if !fits {
				return nil, nil, 0, false
			}
		}
		T = WithElem(shape, k)
	}
	params := make([]Type, len(args))
	cost := 0
	for i, a := range args {
		p := in.Params[i]
		switch {
		case p.T:
			params[i] = T
		case p.Elem:
			params[i] = elem
		case p.TBool:
			if T == nil {
				return nil, nil, 0, false
			}
			params[i] = WithElem(T, Bool)
		case p.Template:
			params[i] = targ
		case p.Any:
			params[i] = a.Type()
		default:
			params[i] = p.Fixed
		}
		cc := convCost(implicitConvType, a.Type(), params[i], p.Dir)
		if cc < 0 {
			return nil, nil, 0, false
		}
		cost += cc
	}
	var ret Type
	switch in.Ret {
	case RetFixed:
		ret = in.RetType
	case RetT:
		ret = T
	case RetTScalar:
		k, _ := ElemKind(T)
		ret = Scalar(k)
	case RetTBool:
		ret = WithElem(T, Bool)
	case RetTInt:
		ret = WithElem(T, Int)
	case RetTUint:
		ret = WithElem(T, Uint)
	case RetTFloat:
		ret = WithElem(T, Float)
	case RetElem:
		ret = elem
	case RetTemplate:
		ret = targ
	case RetTFloat16:
		ret = WithElem(T, Float16)
	case RetTInt16:
		ret = WithElem(T, Int16)
	case RetTUint16:
		ret = WithElem(T, Uint16)
	case RetTDouble:
		ret = WithElem(T, Double)
	case RetElemVec4:
		k, ok := ElemKind(elem)
		if !ok {
			return nil, nil, 0, false
		}
		ret = Vec(k, 4)
	case RetTransposed:
		m := T.(*MatrixType)
		ret = &MatrixType{Elem: m.Elem, Rows: m.Cols, Cols: m.Rows, RowMajor: m.RowMajor}
	}
	if in.Name == "determinant" {
		if m := T.(*MatrixType); m.Rows != m.Cols {
			return nil, nil, 0, false
		}
	}
	return params, ret, cost, true
}

// mergeShape is the common shape of two template arguments, nil if none.
func mergeShape(a, b Type) Type {
	switch x := a.(type) {
	case *ScalarType:
		return b
	case *VectorType:
		switch y := b.(type) {
		case *ScalarType:
			return a
		case *VectorType:
			if x.N == 1 {
				return b
			}
			if y.N == 1 || y.N >= x.N {
				return a
			}
			return b
		}
	case *MatrixType:
		switch y := b.(type) {
		case *ScalarType:
			return a
		case *MatrixType:
			if x.Rows == y.Rows && x.Cols == y.Cols {
				return a
			}
		}
	}
	return nil
}

func (c *checker) intrinsicCall(name *Token, cands []*Intrinsic, obj Expr, args []Expr, last *Token) Expr {
	return c.intrinsicCallT(name, cands, obj, nil, args, last)
}

// intrinsicCallT resolves an intrinsic or method call; targ is a method's
// explicit template argument (nil when none was written).
func (c *checker) intrinsicCallT(name *Token, cands []*Intrinsic, obj Expr, targ Type, args []Expr, last *Token) Expr {
	eb := exprBase{Tok: name, End: last}
	if isBad(args...) {
		return c.bad(name)
	}
	if obj != nil {
		eb.Tok = obj.First()
	}
	if cands[0].Name == "mul" && obj == nil {
		return c.mulCall(name, cands[0], args, eb)
	}
	var best *Intrinsic
	var bestParams []Type
	var bestRet Type
	bestCost := -1
	for _, in := range cands {
		params, ret, cost, ok := bindIntrinsicT(in, obj, targ, args)
		if !ok {
			continue
		}
		if bestCost < 0 || cost < bestCost {
			best, bestParams, bestRet, bestCost = in, params, ret, cost
		}
	}
	if best == nil {
		var types []string
		for _, a := range args {
			types = append(types, a.Type().String())
		}
		what := "intrinsic function"
		if obj != nil {
			what = "method"
		}
		if targ != nil {
			types = append([]string{"<" + targ.String() + ">"}, types...)
		}
		diag := c.errorf(name, last, "no matching overload for %s '%s' with arguments (%s)", what, name.Text, strings.Join(types, ", "))
		for _, in := range cands {
			diag.Notes = append(diag.Notes, &Diagnostic{Sev: SevNote, Msg: "candidate: " + in.Signature() + in.templateDoc()})
		}
		return c.bad(name)
	}
	if obj == nil {
		types := []Type{bestRet}
		for _, a := range args {
			types = append(types, a.Type())
		}
		c.checkLongVectorIntrinsic(name, best.Name, append(types, bestParams...))
	}
	conv := make([]Expr, len(args))
	for i, a := range args {
		p := best.Params[i]
		if p.Dir != DirIn {
			if msg := c.lvalueError(a); msg != "" {
				c.errorExpr(a, "argument %d of '%s' is an '%s' parameter and must be an l-value: %s", i+1, name.Text, p.Dir, msg)
			}
			if strings.HasPrefix(best.Name, "Interlocked") && !best.Method && i == 0 {
				c.checkAtomicDest(a, name)
				if k, _ := ElemKind(a.Type()); k.Size() == 8 && c.sm < sm6_6 {
					// DXC: 64-bit atomics (groupshared, typed and structured
					// elements) are SM 6.6's
					c.errorf(name, last, "64-bit '%s' requires shader model 6.6 or later (have -T %s)", best.Name, targetOr(c.opts.Target))
				}
			}
			conv[i] = a
			continue
		}
		conv[i] = c.convert(a, bestParams[i], "argument")
	}
	switch {
	case best.Stage != "":
		c.stageCall(name, last, fmt.Sprintf("'%s' is only allowed in %s shaders", best.Name, best.Stage))
	case best.MinSM > 0 && c.sm < best.MinSM:
		msg := fmt.Sprintf("'%s' requires shader model %d.%d or later (have -T %s)", best.Name, best.MinSM/100, best.MinSM%100, targetOr(c.opts.Target))
		if best.Derivative {
			c.stageCall(name, nil, msg)
		} else {
			c.errorf(name, nil, "%s", msg)
		}
	case (strings.HasPrefix(best.Name, "Wave") || strings.HasPrefix(best.Name, "Quad")) && c.sm < sm6_0:
		c.errorf(name, nil, "'%s' requires shader model 6.0 or later", best.Name)
	case best.Needs16Bit && !c.opts.Enable16Bit:
		c.errorf(name, nil, "'%s' requires -enable-16bit-types", best.Name)
	}
	if best.Templated && targ != nil {
		if c.opts.HLSLVersion != 0 && c.opts.HLSLVersion < 2018 {
			c.errorf(name, last, "Explicit template arguments on intrinsic %s requires HLSL version 2018 or above.", best.Name)
		}
		c.checkTemplateArg(name, targ)
	}
	eb.T = bestRet
	call := &IntrinsicCall{exprBase: eb, Intrinsic: best, Object: obj, Args: conv, ParamTypes: bestParams}
	if best.Name == "Barrier" && obj == nil && c.sm >= best.MinSM {
		return c.checkBarrier(call)
	}
	if k, ok := ElemKind(bestRet); ok && isLiteralKind(k) {
		if folded, ok := c.foldIntrinsic(call); ok {
			return folded
		}
	}
	return call
}

// checkAtomicDest requires the destination of an Interlocked* function to
// be groupshared memory or an element of a RW resource.
func (c *checker) checkAtomicDest(a Expr, name *Token) {
	root := a
	for {
		switch e := root.(type) {
		case *MemberExpr:
			root = e.X
			continue
		case *IndexExpr:
			if _, ok := e.X.Type().(*ResourceType); ok {
				return
			}
			root = e.X
			continue
		case *SwizzleExpr:
			root = e.X
			continue
		case *VarRef:
			if e.Decl.Storage == StorageGroupshared || e.Decl.Dir == DirGroupshared {
				return
			}
			if c.fn != nil && c.fn.Struct != nil && !c.fn.Static && len(c.fn.Params) > 0 && e.Decl == c.fn.Params[0] {
				// a field of this: the object a call names, which is that
				// memory when it is groupshared or a RW buffer element
				// (DXC checks the destination after inlining); the
				// lowering rejects a call on any other object
				return
			}
		case *CastExpr:
			if e.Kind == CastDerivedToBase {
				root = e.X
				continue
			}
		}
		break
	}
	c.errorExpr(a, "the destination of '%s' must be groupshared memory or an element of a RW resource", name.Text)
}

// mulCall types mul(a, b) by HLSL's matrix rules.
func (c *checker) mulCall(name *Token, in *Intrinsic, args []Expr, eb exprBase) Expr {
	if len(args) != 2 {
		c.errorf(name, eb.End, "'mul' takes 2 arguments (have %d)", len(args))
		return c.bad(name)
	}
	a, b := args[0], args[1]
	if longVectorIn(a.Type()) != nil || longVectorIn(b.Type()) != nil {
		c.checkLongVectorIntrinsic(name, "mul", []Type{a.Type(), b.Type()})
		return c.bad(name)
	}
	ak, ok1 := ElemKind(a.Type())
	bk, ok2 := ElemKind(b.Type())
	if !ok1 || !ok2 {
		c.errorf(name, eb.End, "no matching overload for intrinsic function 'mul' with arguments (%s, %s)", a.Type(), b.Type())
		return c.bad(name)
	}
	k := commonKind(ak, bk)
	if k == Bool {
		k = Int
	}
	k = concreteKind(k)
	at, bt := WithElem(a.Type(), k), WithElem(b.Type(), k)
	var ret Type
	// The inner dimensions must agree; as DXC matches mul's template, the
	// larger side is truncated to the smaller (a vector to fewer
	// components, a matrix to fewer rows or columns) with a warning.
	inner := func(m, n int) int {
		if m != n {
			c.warnf("-Wconversion", name, eb.End, "implicit truncation in 'mul': inner dimensions %d and %d; the larger is truncated to %d", m, n, min(m, n))
		}
		return min(m, n)
	}
	switch x := at.(type) {
	case *ScalarType:
		ret = bt
	case *VectorType:
		switch y := bt.(type) {
		case *ScalarType:
			ret = at
		case *VectorType:
			n := inner(x.N, y.N)
			at, bt = Vec(k, n), Vec(k, n)
			ret = Scalar(k)
		case *MatrixType:
			n := inner(x.N, y.Rows)
			at = Vec(k, n)
			bt = &MatrixType{Elem: k, Rows: n, Cols: y.Cols, RowMajor: y.RowMajor}
			ret = Vec(k, y.Cols)
		}
	case *MatrixType:
		switch y := bt.(type) {
		case *ScalarType:
			ret = at
		case *VectorType:
			n := inner(x.Cols, y.N)
			at = &MatrixType{Elem: k, Rows: x.Rows, Cols: n, RowMajor: x.RowMajor}
			bt = Vec(k, n)
			ret = Vec(k, x.Rows)
		case *MatrixType:
			n := inner(x.Cols, y.Rows)
			at = &MatrixType{Elem: k, Rows: x.Rows, Cols: n, RowMajor: x.RowMajor}
			bt = &MatrixType{Elem: k, Rows: n, Cols: y.Cols, RowMajor: y.RowMajor}
			ret = &MatrixType{Elem: k, Rows: x.Rows, Cols: y.Cols, RowMajor: x.RowMajor}
		}
	}
	eb.T = ret
	return &IntrinsicCall{exprBase: eb, Intrinsic: in, Args: []Expr{c.convertQuiet(a, at), c.convertQuiet(b, bt)}, ParamTypes: []Type{at, bt}}
}
