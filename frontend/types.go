package frontend

import (
	"fmt"
	"strings"
)

// ScalarKind is a scalar component type (literal kinds print as DXC
// prints them, "literal int" and "literal float"). The min-precision kinds
// (Min16Float, Min10Float, Min16Int, Min12Int, Min16Uint) are their own
// precision class: at least the named precision, the backend chooses the
// storage. Half is 32-bit unless 16-bit types are enabled, in which case the
// checker maps it to Float16. LitInt and LitFloat are the types of
// unsuffixed literals, which adapt to the other operand without warnings
// and are settled where they go (literal.go).
type ScalarKind uint8

const (
	Bool ScalarKind = iota
	LitInt
	Min12Int
	Min16Int
	Min16Uint
	Int16
	Uint16
	Int
	Uint
	Int64
	Uint64
	LitFloat
	Min10Float
	Min16Float
	Float16
	Half
	Float
	Double
)

var scalarNames = [...]string{
	Bool: "bool", LitInt: "literal int", Min12Int: "min12int", Min16Int: "min16int", Min16Uint: "min16uint",
	Int16: "int16_t", Uint16: "uint16_t", Int: "int", Uint: "uint", Int64: "int64_t", Uint64: "uint64_t",
	LitFloat: "literal float", Min10Float: "min10float", Min16Float: "min16float", Float16: "float16_t",
	Half: "half", Float: "float", Double: "double",
}

func (k ScalarKind) String() string { return scalarNames[k] }

// IsFloat reports floating-point kinds.
func (k ScalarKind) IsFloat() bool { return k >= LitFloat }

// IsInt reports integer kinds (not bool).
func (k ScalarKind) IsInt() bool { return k >= LitInt && k <= Uint64 }

// IsSigned reports signed integer kinds.
func (k ScalarKind) IsSigned() bool {
	switch k {
	case LitInt, Min12Int, Min16Int, Int16, Int, Int64:
		return true
	}
	return false
}

// Signed is the signed kind of the same width (uint64_t's is int64_t).
func (k ScalarKind) Signed() ScalarKind {
	switch k {
	case Uint:
		return Int
	case Min16Uint:
		return Min16Int
	case Uint16:
		return Int16
	case Uint64:
		return Int64
	}
	return k
}

// Unsigned is the unsigned kind of the same width ("unsigned int" is uint).
func (k ScalarKind) Unsigned() ScalarKind {
	switch k {
	case LitInt, Int:
		return Uint
	case Min12Int, Min16Int:
		return Min16Uint
	case Int16:
		return Uint16
	case Int64:
		return Uint64
	}
	return k
}

// IsMinPrecision reports the min16/min10/min12 kinds.
func (k ScalarKind) IsMinPrecision() bool {
	switch k {
	case Min10Float, Min16Float, Min12Int, Min16Int, Min16Uint:
		return true
	}
	return false
}

// Is16Bit reports the explicit 16-bit kinds gated by -enable-16bit-types.
func (k ScalarKind) Is16Bit() bool { return k == Int16 || k == Uint16 || k == Float16 }

// Size is the storage size in bytes in buffers. Min-precision types and
// half (without 16-bit types) occupy 4 bytes in memory.
func (k ScalarKind) Size() int {
	switch k {
	case Int16, Uint16, Float16:
		return 2
	case Int64, Uint64, Double:
		return 8
	}
	return 4
}

// Type is an HLSL type. Concrete types: *ScalarType, *VectorType,
// *MatrixType, *ArrayType, *StructType, *ResourceType, *VoidType.
type Type interface {
	String() string
	isType()
}

// ScalarType is a scalar.
type ScalarType struct{ Kind ScalarKind }

// VectorType is vector<Elem, N>, N in 1..4.
type VectorType struct {
	Elem ScalarKind
	N    int
}

// MatrixType is matrix<Elem, Rows, Cols>. RowMajor records the declared or
// default orientation (it matters for layouts only).
type MatrixType struct {
	Elem       ScalarKind
	Rows, Cols int
	RowMajor   bool
	// Fixed: the orientation came with a typedef and is not replaced by the
	// #pragma pack_matrix default where the typedef is used.
	Fixed bool
}

// ArrayType is Elem[Len]; Len is 0 for an unsized array.
type ArrayType struct {
	Elem Type
	Len  int
}

// StructType is a struct declaration.
type StructType struct {
	Name   string
	Fields []*Field
	Decl   *Token
	// Methods are the member functions (also in Program.Funcs).
	Methods []*FuncDecl
	// Template and TemplateArgs identify an instance of a struct template
	// (templates.go); nil for other structs.
	Template     *templateDecl
	TemplateArgs []templateArg
	// fromSpec is set on an instance defined by an explicit or partial
	// specialization, which out-of-line member definitions of the
	// template do not define
	fromSpec bool
	// BitFields are the named bit fields (bitfields.go); their storage
	// units are hidden members in Fields. UnnamedBits are the unnamed ones
	// (padding, and ": 0" with no unit), which only brace initializers
	// see: DXC gives each an element of the list.
	BitFields   []*Field
	UnnamedBits []*Field
	// Statics are the static data members: static globals named S::x.
	Statics []*VarDecl
	// MethodTemplates are the member function templates (templates.go).
	MethodTemplates []*templateDecl
	// Interface marks an interface; Required are its member function
	// declarations (not in Program.Funcs). Implements is the interface a
	// struct derives from, and Undefined the members of it the struct
	// does not define: such a struct, like an interface, cannot be the
	// type of a variable, parameter, field or return (interfaces.go).
	Interface bool
	// Incomplete marks a struct declared ("struct S;") and not defined
	// yet: a function declaration may name it, as in C++, but a variable,
	// field, function definition or call needs its definition first.
	// The definition fills this same StructType in.
	Incomplete bool
	Required   []*FuncDecl
	Implements *StructType
	Undefined  []*FuncDecl
	// Base is the struct it derives from (nil for none and for an
	// interface); its fields are the first ones of Fields, and its member
	// functions are inherited (inherit.go). methodSrc are the definitions
	// of the member functions it hands down to a struct deriving from it.
	Base      *StructType
	methodSrc []methodSource
	// local numbers the structs declared in a function or without a name
	// (1, 2, ... in the order they are checked; 0 for a named struct at
	// namespace scope, whose qualified name is unique): two of them may
	// print alike ("struct L" of two functions), and template instances
	// tell them apart by it (typeKey)
	local int
}

// Field is a struct member.
type Field struct {
	Name     string
	Type     Type
	Semantic string
	Tok      *Token
	Index    int
	// Bits places a bit field in its storage unit (nil for other members).
	Bits *BitField
	// Owner is the struct that declared the field (a derived struct's
	// fields begin with copies of its base's).
	Owner *StructType
}

// ResourceKind identifies a resource object type.
type ResourceKind uint8

const (
	ResStructuredBuffer ResourceKind = iota
	ResRWStructuredBuffer
	ResAppendStructuredBuffer
	ResConsumeStructuredBuffer
	ResByteAddressBuffer
	ResRWByteAddressBuffer
	ResBuffer
	ResRWBuffer
	ResTexture1D
	ResTexture2D
	ResTexture3D
	ResTexture2DArray
	ResTextureCube
	ResRWTexture1D
	ResRWTexture2D
	ResRWTexture3D
	ResRWTexture2DArray
	ResTexture1DArray
	ResTextureCubeArray
	ResRWTexture1DArray
	ResTexture2DMS
	ResTexture2DMSArray
	ResSamplerState
	ResSamplerComparisonState
	ResConstantBuffer
	// ResRaytracingAccelerationStructure is DXR's acceleration structure:
	// it can be declared (a header shared with ray tracing shaders), but
	// only TraceRay and RayQuery use it.
	ResRaytracingAccelerationStructure
	// ResTextureBuffer is TextureBuffer<T>: ConstantBuffer<T>'s data (a
	// struct with the cbuffer packing, read-only) bound as a shader
	// resource (register t), as tbuffer is to cbuffer.
	ResTextureBuffer
)

var resourceNames = map[string]ResourceKind{
	"StructuredBuffer": ResStructuredBuffer, "RWStructuredBuffer": ResRWStructuredBuffer,
	"AppendStructuredBuffer": ResAppendStructuredBuffer, "ConsumeStructuredBuffer": ResConsumeStructuredBuffer,
	"ByteAddressBuffer": ResByteAddressBuffer, "RWByteAddressBuffer": ResRWByteAddressBuffer,
	"Buffer": ResBuffer, "RWBuffer": ResRWBuffer,
	"Texture1D": ResTexture1D, "Texture2D": ResTexture2D, "Texture3D": ResTexture3D,
	"Texture2DArray": ResTexture2DArray, "TextureCube": ResTextureCube,
	"RWTexture1D": ResRWTexture1D, "RWTexture2D": ResRWTexture2D, "RWTexture3D": ResRWTexture3D,
	"RWTexture2DArray": ResRWTexture2DArray, "Texture1DArray": ResTexture1DArray, "TextureCubeArray": ResTextureCubeArray,
	"RWTexture1DArray": ResRWTexture1DArray, "Texture2DMS": ResTexture2DMS, "Texture2DMSArray": ResTexture2DMSArray,
	"SamplerState": ResSamplerState, "SamplerComparisonState": ResSamplerComparisonState,
	"ConstantBuffer":                  ResConstantBuffer,
	"TextureBuffer":                   ResTextureBuffer,
	"RaytracingAccelerationStructure": ResRaytracingAccelerationStructure,
}

func (k ResourceKind) String() string {
	for n, v := range resourceNames {
		if v == k {
			return n
		}
	}
	return "resource"
}

// Writable reports UAV kinds (register class u).
func (k ResourceKind) Writable() bool {
	switch k {
	case ResRWStructuredBuffer, ResAppendStructuredBuffer, ResConsumeStructuredBuffer, ResRWByteAddressBuffer,
		ResRWBuffer, ResRWTexture1D, ResRWTexture2D, ResRWTexture3D, ResRWTexture2DArray, ResRWTexture1DArray:
		return true
	}
	return false
}

// RegisterClass is the register letter a resource binds to: t, u, s or b.
func (k ResourceKind) RegisterClass() byte {
	switch {
	case k == ResConstantBuffer:
		return 'b'
	case k == ResSamplerState || k == ResSamplerComparisonState:
		return 's'
	case k.Writable():
		return 'u'
	}
	return 't'
}

// IsConstantData reports ConstantBuffer<T> and TextureBuffer<T>: one T
// (a struct) laid out by the cbuffer packing rules, whose members are read
// as a struct's and which converts to a T.
func (k ResourceKind) IsConstantData() bool {
	return k == ResConstantBuffer || k == ResTextureBuffer
}

// HasElement reports kinds that take an element type argument.
func (k ResourceKind) HasElement() bool {
	switch k {
	case ResByteAddressBuffer, ResRWByteAddressBuffer, ResSamplerState, ResSamplerComparisonState,
		ResRaytracingAccelerationStructure:
		return false
	}
	return true
}

// TextureDims is the coordinate dimension of texture kinds: the integer
// location components of Load and [] (layers included; a cube's sample
// direction), 0 for other kinds.
func (k ResourceKind) TextureDims() int {
	switch k {
	case ResTexture1D, ResRWTexture1D, ResBuffer, ResRWBuffer:
		return 1
	case ResTexture2D, ResRWTexture2D, ResTexture1DArray, ResRWTexture1DArray, ResTexture2DMS:
		return 2
	case ResTexture3D, ResRWTexture3D, ResTexture2DArray, ResRWTexture2DArray, ResTextureCube, ResTexture2DMSArray:
		return 3
	case ResTextureCubeArray:
		return 4
	}
	return 0
}

// IsTexture reports the texture kinds.
func (k ResourceKind) IsTexture() bool {
	switch k {
	case ResTexture1D, ResTexture2D, ResTexture3D, ResTexture2DArray, ResTextureCube, ResRWTexture1D, ResRWTexture2D,
		ResRWTexture3D, ResRWTexture2DArray, ResTexture1DArray, ResTextureCubeArray, ResRWTexture1DArray, ResTexture2DMS, ResTexture2DMSArray:
		return true
	}
	return false
}

// ResourceType is a resource object type such as RWStructuredBuffer<T>.
type ResourceType struct {
	Kind ResourceKind
	Elem Type // nil for byte-address buffers and samplers
}

// VoidType is void.
type VoidType struct{}

// StringType is HLSL's string: the type of string literals and of constants
// initialized with one. Strings are compile-time values; printf's format is
// the only place a computation can take one.
type StringType struct{}

func (*ScalarType) isType()      {}
func (*VectorType) isType()      {}
func (*MatrixType) isType()      {}
func (*ArrayType) isType()       {}
func (*StructType) isType()      {}
func (*ResourceType) isType()    {}
func (*VoidType) isType()        {}
func (*StringType) isType()      {}
func (*StageObjectType) isType() {}

// StageObjectType is one of the graphics stages' signature objects: a
// geometry shader's output stream (PointStream<T>, LineStream<T>,
// TriangleStream<T>) or a hull or domain shader's control-point patch
// (InputPatch<T, N>, OutputPatch<T, N>). A file may define those stages'
// functions beside the compute entry point, as DXC compiles it: they are
// checked, and using them is an error only in a function the entry point
// reaches (frontend/stageobjects.go).
type StageObjectType struct {
	Name string // InputPatch, OutputPatch, PointStream, LineStream, TriangleStream, RasterizerOrdered*, FeedbackTexture2D*
	Elem Type   // the vertex or control-point type, a view's element; nil for RasterizerOrderedByteAddressBuffer
	Len  int    // a patch's control points; 0 for a stream
	Kind string // a sampler feedback map's SAMPLER_FEEDBACK_* argument
}

func (t *StageObjectType) String() string {
	switch {
	case t.Kind != "":
		return fmt.Sprintf("%s<%s>", t.Name, t.Kind)
	case t.Elem == nil:
		return t.Name
	case t.Len > 0:
		return fmt.Sprintf("%s<%s, %d>", t.Name, t.Elem, t.Len)
	}
	return fmt.Sprintf("%s<%s>", t.Name, t.Elem)
}

func (t *ScalarType) String() string { return t.Kind.String() }

// A vector or matrix of a literal kind prints in template form, as DXC
// does ("vector<literal float, 2>"): "literal float2" is no type name.
func (t *VectorType) String() string {
	if t.Elem == LitInt || t.Elem == LitFloat || t.N > 4 {
		return fmt.Sprintf("vector<%s, %d>", t.Elem, t.N)
	}
	return fmt.Sprintf("%s%d", t.Elem, t.N)
}
func (t *MatrixType) String() string {
	if t.Elem == LitInt || t.Elem == LitFloat {
		return fmt.Sprintf("matrix<%s, %d, %d>", t.Elem, t.Rows, t.Cols)
	}
	return fmt.Sprintf("%s%dx%d", t.Elem, t.Rows, t.Cols)
}
func (t *ArrayType) String() string {
	var dims strings.Builder
	var e Type = t
	for {
		a, ok := e.(*ArrayType)
		if !ok {
			break
		}
		if a.Len == 0 {
			dims.WriteString("[]")
		} else {
			fmt.Fprintf(&dims, "[%d]", a.Len)
		}
		e = a.Elem
	}
	return e.String() + dims.String()
}
func (t *StructType) String() string {
	if t.Name == "" {
		return "struct <anonymous>"
	}
	return "struct " + t.Name
}
func (t *ResourceType) String() string {
	if t.Elem == nil {
		return t.Kind.String()
	}
	return fmt.Sprintf("%s<%s>", t.Kind, t.Elem)
}
func (*VoidType) String() string   { return "void" }
func (*StringType) String() string { return "string" }

// Common types.
var (
	TVoid     Type = &VoidType{}
	TString   Type = &StringType{}
	TBool          = &ScalarType{Bool}
	TInt           = &ScalarType{Int}
	TUint          = &ScalarType{Uint}
	TFloat         = &ScalarType{Float}
	TLitInt        = &ScalarType{LitInt}
	TLitFloat      = &ScalarType{LitFloat}
	TDouble        = &ScalarType{Double}
)

// scalarCache is filled by a variable initializer, which runs before every
// init function (the intrinsic tables use Scalar from theirs).
var scalarCache = func() (c [Double + 1]*ScalarType) {
	for k := range c {
		c[k] = &ScalarType{ScalarKind(k)}
	}
	return c
}()

// Scalar returns the scalar type of kind k.
func Scalar(k ScalarKind) *ScalarType { return scalarCache[k] }

// Vec makes vector<k, n>.
func Vec(k ScalarKind, n int) *VectorType { return &VectorType{Elem: k, N: n} }

// Numeric shape helpers.

// ElemKind returns the component kind of a scalar, vector or matrix.
func ElemKind(t Type) (ScalarKind, bool) {
	switch t := t.(type) {
	case *ScalarType:
		return t.Kind, true
	case *VectorType:
		return t.Elem, true
	case *MatrixType:
		return t.Elem, true
	}
	return 0, false
}

// IsNumeric reports scalars, vectors and matrices (including bool).
func IsNumeric(t Type) bool {
	_, ok := ElemKind(t)
	return ok
}

// Components is the number of components of a numeric type.
func Components(t Type) int {
	switch t := t.(type) {
	case *ScalarType:
		return 1
	case *VectorType:
		return t.N
	case *MatrixType:
		return t.Rows * t.Cols
	case *ArrayType:
		return t.Len * Components(t.Elem)
	case *StructType:
		n := 0
		for _, f := range t.Fields {
			n += Components(f.Type)
		}
		return n
	}
	return 0
}

// HoldsResource reports a struct (or array of structs) with a resource
// among its fields, at any depth: a value that carries resources, which
// hlslc supports where DXC does without a memory layout (locals,
// parameters, static globals, return values) and rejects in buffers,
// cbuffers, groupshared memory and $Globals.
func HoldsResource(t Type) bool {
	switch t := t.(type) {
	case *ArrayType:
		return HoldsResource(t.Elem)
	case *StructType:
		for _, f := range t.Fields {
			if isResource(f.Type) || HoldsResource(f.Type) {
				return true
			}
		}
	}
	return false
}

// WithElem returns t's shape with component kind k.
func WithElem(t Type, k ScalarKind) Type {
	switch t := t.(type) {
	case *ScalarType:
		return Scalar(k)
	case *VectorType:
		return Vec(k, t.N)
	case *MatrixType:
		return &MatrixType{Elem: k, Rows: t.Rows, Cols: t.Cols, RowMajor: t.RowMajor}
	}
	return t
}

// Identical reports type identity (matrix orientation ignored).
func Identical(a, b Type) bool {
	if a == b {
		return true
	}
	switch a := a.(type) {
	case *ScalarType:
		b, ok := b.(*ScalarType)
		return ok && a.Kind == b.Kind
	case *VectorType:
		b, ok := b.(*VectorType)
		return ok && a.Elem == b.Elem && a.N == b.N
	case *MatrixType:
		b, ok := b.(*MatrixType)
		return ok && a.Elem == b.Elem && a.Rows == b.Rows && a.Cols == b.Cols
	case *ArrayType:
		b, ok := b.(*ArrayType)
		return ok && a.Len == b.Len && Identical(a.Elem, b.Elem)
	case *StructType:
		return false
	case *ResourceType:
		b, ok := b.(*ResourceType)
		if !ok || a.Kind != b.Kind {
			return false
		}
		if a.Elem == nil || b.Elem == nil {
			return a.Elem == b.Elem
		}
		return Identical(a.Elem, b.Elem)
	case *VoidType:
		_, ok := b.(*VoidType)
		return ok
	case *StageObjectType:
		b, ok := b.(*StageObjectType)
		return ok && a.Name == b.Name && a.Len == b.Len && a.Kind == b.Kind && (a.Elem == nil) == (b.Elem == nil) && (a.Elem == nil || Identical(a.Elem, b.Elem))
	}
	return false
}

// builtinScalarNames maps type keywords to scalar kinds (half is resolved
// by the checker).
var builtinScalarNames = map[string]ScalarKind{
	"bool": Bool, "int": Int, "uint": Uint, "dword": Uint, "float": Float, "half": Half, "double": Double,
	"min16float": Min16Float, "min10float": Min10Float, "min16int": Min16Int, "min12int": Min12Int,
	"min16uint": Min16Uint, "int16_t": Int16, "uint16_t": Uint16, "float16_t": Float16,
	"int32_t": Int, "uint32_t": Uint, "float32_t": Float, "float64_t": Double,
	"int64_t": Int64, "uint64_t": Uint64,
}

// parseBuiltinTypeName splits names like float4, uint2x3, min16float.
// rows==0 means scalar, cols==0 vector.
func parseBuiltinTypeName(name string) (k ScalarKind, rows, cols int, ok bool) {
	if name == "uint8_t4_packed" || name == "int8_t4_packed" {
		// SM 6.6's four 8-bit integers packed in 32 bits: the pack and
		// unpack intrinsics and dot4add_*8packed take and give them as
		// 32-bit unsigned integers (DXIL and SPIR-V represent both as i32)
		return Uint, 0, 0, true
	}
	if k, ok := builtinScalarNames[name]; ok {
		return k, 0, 0, true
	}
	n := len(name)
	if n >= 4 && name[n-2] == 'x' && name[n-1] >= '1' && name[n-1] <= '4' && name[n-3] >= '1' && name[n-3] <= '4' {
		if k, ok := builtinScalarNames[name[:n-3]]; ok {
			return k, int(name[n-3] - '0'), int(name[n-1] - '0'), true
		}
	}
	if n >= 2 && name[n-1] >= '1' && name[n-1] <= '4' {
		if k, ok := builtinScalarNames[name[:n-1]]; ok {
			return k, int(name[n-1] - '0'), 0, true
		}
	}
	return 0, 0, 0, false
}

// isBuiltinTypeName reports names the token classifier treats as types.
// keywordsFromSM51 are the type keywords shader model 5.1 introduced
// (ConstantBuffer<T>, TextureBuffer<T>): DXC reserves them (its
// TokenKinds.def; DXC issue #2126: "by design", a 5.0 to 5.1 change), FXC
// with a cs_5_0 profile takes them as names, so hlslc does under -T cs_5_0.
var keywordsFromSM51 = map[string]bool{"ConstantBuffer": true, "TextureBuffer": true}

func isBuiltinTypeName(name string) bool {
	if keywordsFromSM51[name] {
		return true
	}
	if _, _, _, ok := parseBuiltinTypeName(name); ok {
		return true
	}
	if _, ok := resourceNames[name]; ok {
		return true
	}
	if _, ok := stageObjects[name]; ok {
		return true
	}
	switch name {
	case "void", "vector", "matrix", "sampler", "string",
		// DXR's structs, which DXC predeclares for every stage
		"RayDesc", "BuiltInTriangleIntersectionAttributes":
		return true
	}
	return false
}
