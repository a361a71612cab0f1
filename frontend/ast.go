package frontend

import (
	"strconv"

	"hlslc/internal/texfilter"
)

// ---- declarations ----

// StorageClass of a variable.
type StorageClass uint8

const (
	StorageLocal       StorageClass = iota // function-local variable
	StorageStatic                          // static global or static local
	StorageGroupshared                     // groupshared (LDS)
	StorageUniform                         // global non-static: a constant-buffer member ($Globals) or resource
	StorageCBuffer                         // member of a cbuffer block
	StorageParam                           // function parameter
)

// ParamDir is a parameter's direction.
type ParamDir uint8

const (
	DirIn ParamDir = iota
	DirOut
	DirInOut
	// DirGroupshared: a groupshared parameter (HLSL 202x, hlsl-specs
	// proposal 0043) is a reference to the groupshared variable (or part
	// of one) passed: no copy, the callee reads and writes the argument
	DirGroupshared
)

func (d ParamDir) String() string { return [...]string{"in", "out", "inout", "groupshared"}[d] }

// Register is a register(...) binding. Resources and cbuffers declared
// without one get the lowest free index of their class in space 0, in
// declaration order (Auto set, Tok nil).
type Register struct {
	Class byte // 't', 'u', 'b', 's'; 0 for "register(spaceN)"
	Index int
	Space int
	Tok   *Token
	Auto  bool
}

// SpaceOnly reports "register(spaceN)": no register, only the space the
// implicit binding takes it from (DXC 1.4's space-only annotations).
func (r *Register) SpaceOnly() bool { return r != nil && r.Class == 0 }

// PackOffset is a packoffset(cN.x) annotation, in bytes.
type PackOffset struct {
	Offset int
	Tok    *Token
	// FromRegister: written register(cN) on a $Globals member.
	FromRegister bool
}

// VarDecl declares a variable, parameter, cbuffer member or resource.
type VarDecl struct {
	Name    string
	Type    Type
	Storage StorageClass
	Const   bool
	// Precise: the values assigned to the variable must be computed as
	// written (no contraction into mad, no reassociation): see ir.Value.Fast.
	Precise bool
	Dir     ParamDir // parameters only
	Init    Expr     // nil if none; an *InitList for brace initializers
	// DefaultDiags are the diagnostics a template instance's default
	// argument (Init) reported: C++ instantiates a default argument only
	// for a call that uses it, so they are reported there (userCall).
	DefaultDiags []*Diagnostic
	Semantic     string // e.g. "SV_DispatchThreadID"
	// Interp are a parameter's interpolation modifiers (nointerpolation,
	// linear, ...): meaningless in a compute shader, warned about only on
	// the entry point's parameters
	Interp     []*Token
	Register   *Register
	PackOffset *PackOffset
	Buffer     *CBuffer // enclosing cbuffer, for StorageCBuffer and $Globals members
	Tok        *Token   // the name
	Used       bool
	// ConstValue holds the folded value of a static const scalar with a
	// constant initializer.
	ConstValue *ConstVal
	// Layout of a resource or ConstantBuffer<T> variable; nil otherwise.
	Layout *BufferLayout
	// Attrs are the attributes hlslc keeps on the declaration (vk::*).
	Attrs []*Attribute
	// ImageFormat is the texture format [[vk::image_format("...")]] declares;
	// the zero Format for the element's own.
	ImageFormat texfilter.Format
	// Enumerator marks an enumerator of an enum (a constant; uses of it
	// are replaced by its value).
	Enumerator bool
	// GloballyCoherent marks a UAV declared globallycoherent: its accesses
	// must be visible to other workgroups (they bypass the per-CU L1).
	GloballyCoherent bool
}

// CBuffer is a cbuffer or tbuffer block (or the implicit $Globals buffer).
// A tbuffer is a cbuffer bound as a shader resource (register t): the
// same packing rules, read-only, its members read the same way.
type CBuffer struct {
	Name     string
	Members  []*VarDecl
	Register *Register
	Tok      *Token
	Layout   *BufferLayout
	Implicit bool // $Globals
	TBuffer  bool // declared with 'tbuffer'
	// Attrs are the attributes hlslc keeps on the block (vk::*).
	Attrs []*Attribute
}

// Keyword is the block's kind as declared: "cbuffer" or "tbuffer".
func (cb *CBuffer) Keyword() string {
	if cb.TBuffer {
		return "tbuffer"
	}
	return "cbuffer"
}

// RegisterClass is the register letter the block binds to: b for a
// cbuffer, t for a tbuffer.
func (cb *CBuffer) RegisterClass() byte {
	if cb.TBuffer {
		return 't'
	}
	return 'b'
}

// Attribute is [name(args)] or one attribute of [[ns::name(args), ...]].
// Name is as written, with its namespace ("vk::binding"). Args of known
// attributes are checked expressions; string arguments are *StringLit and
// arguments of attributes hlslc does not know are *RawAttrArg (see attrs.go).
type Attribute struct {
	Name string
	Args []Expr
	Tok  *Token
}

// FuncDecl is a function definition or declaration.
type FuncDecl struct {
	// FieldView: for a derived struct's copy of a member function a base
	// defined (inherit.go), that base: the fields its body names are the
	// ones the base sees (a field the derived struct declares hides a
	// base's only from the derived struct's own functions).
	FieldView   *StructType
	Name        string
	Params      []*VarDecl
	Return      Type
	RetSemantic string
	Body        *BlockStmt // nil for a declaration only
	Attrs       []*Attribute
	NumThreads  [3]int // for the entry point, folded from [numthreads]
	Tok         *Token
	Calls       []*FuncDecl // user functions called from the body
	IsEntry     bool
	// Struct is the owner of a member function (nil for free functions);
	// then Method is its unqualified name and Params[0] the implicit
	// object parameter "this" (see methods.go) unless Static.
	Struct *StructType
	Method string
	// Static marks a static member function: no "this", called S::f(...)
	// (or through an object, which it does not read).
	Static bool
	// instance is set on an instance of a function template (templates.go).
	instance *templateInstance
	// defined is set on a member function once its out-of-line
	// definition was read (methods.go, memberDefinition)
	defined bool
}

// Program is the checked translation unit.
type Program struct {
	Structs   []*StructType
	Globals   []*VarDecl // every global variable, resource and cbuffer member, in order
	Resources []*VarDecl // resources and ConstantBuffer<T> variables, in order
	CBuffers  []*CBuffer // cbuffer blocks in order; $Globals last when non-empty
	Funcs     []*FuncDecl
	Entry     *FuncDecl
	// GroupsharedBytes is the total size of the groupshared variables the
	// entry point uses; GroupsharedLimit is the most it may use (32 KB, or
	// its [GroupSharedLimit]).
	GroupsharedBytes int
	GroupsharedLimit int
	// Heaps: the program names ResourceDescriptorHeap ([0]) or
	// SamplerDescriptorHeap ([1]) (heap.go).
	Heaps [2]bool
}

// ---- statements ----

// Stmt is a statement node.
type Stmt interface {
	stmtNode()
	First() *Token
}

type stmtBase struct{ Tok *Token }

func (s *stmtBase) stmtNode()     {}
func (s *stmtBase) First() *Token { return s.Tok }

// BlockStmt is { ... }.
type BlockStmt struct {
	stmtBase
	Stmts []Stmt
}

// DeclStmt declares local variables.
type DeclStmt struct {
	stmtBase
	Vars []*VarDecl
}

// ExprStmt evaluates an expression.
type ExprStmt struct {
	stmtBase
	X Expr
}

// IfStmt is if/else.
type IfStmt struct {
	stmtBase
	Attrs []*Attribute
	Cond  Expr
	Then  Stmt
	Else  Stmt
}

// LoopKind distinguishes for, while and do-while.
type LoopKind uint8

const (
	LoopFor LoopKind = iota
	LoopWhile
	LoopDo
)

// LoopStmt is a for, while or do-while loop. Unroll is -1 without [unroll],
// 0 for [unroll], n for [unroll(n)], -2 for [loop].
type LoopStmt struct {
	stmtBase
	Kind   LoopKind
	Attrs  []*Attribute
	Init   Stmt // for only; nil, *DeclStmt or *ExprStmt
	Cond   Expr // nil: always true
	Post   Expr
	Body   Stmt
	Unroll int
}

// SwitchStmt is switch with its cases in source order; a case body falls
// through to the next case unless it ends in break.
type SwitchStmt struct {
	stmtBase
	Attrs []*Attribute
	Cond  Expr
	Cases []*SwitchCase
}

// SwitchCase is one group of labels and its statements.
type SwitchCase struct {
	Values  []int64 // folded case values
	Default bool
	Body    []Stmt
	Tok     *Token
}

// BranchKind is break or continue.
type BranchKind uint8

const (
	Break BranchKind = iota
	Continue
	Discard
)

// BranchStmt is break, continue or discard.
type BranchStmt struct {
	stmtBase
	Kind BranchKind
}

// ReturnStmt returns from a function; X is converted to the return type.
type ReturnStmt struct {
	stmtBase
	X Expr
}

// EmptyStmt is ';'.
type EmptyStmt struct{ stmtBase }

// ---- expressions ----

// Expr is an expression node. Every checked expression has a type.
type Expr interface {
	Type() Type
	First() *Token
	Last() *Token
	exprNode()
}

type exprBase struct {
	T        Type
	Tok, End *Token
}

func (e *exprBase) Type() Type    { return e.T }
func (e *exprBase) First() *Token { return e.Tok }
func (e *exprBase) Last() *Token {
	if e.End != nil {
		return e.End
	}
	return e.Tok
}
func (e *exprBase) exprNode() {}

// IntLit is an integer literal.
type IntLit struct {
	exprBase
	Value uint64
}

// FloatLit is a floating-point literal.
type FloatLit struct {
	exprBase
	Value float64
}

// BoolLit is true or false.
type BoolLit struct {
	exprBase
	Value bool
}

// StringLit is a string literal; it appears only as an attribute argument
// and as printf's format (Type is void).
type StringLit struct {
	exprBase
	Value string
}

// RawAttrArg is an unchecked argument of an attribute hlslc does not know.
type RawAttrArg struct{ exprBase }

// VarRef names a variable.
type VarRef struct {
	exprBase
	Name string
	Decl *VarDecl
}

// UnaryOp is a prefix or postfix operator.
type UnaryOp uint8

const (
	OpNeg UnaryOp = iota
	OpPlus
	OpNot    // !
	OpBitNot // ~
	OpPreInc
	OpPreDec
	OpPostInc
	OpPostDec
)

var unaryNames = [...]string{"-", "+", "!", "~", "++", "--", "++", "--"}

func (o UnaryOp) String() string { return unaryNames[o] }

// UnaryExpr applies a unary operator.
type UnaryExpr struct {
	exprBase
	Op UnaryOp
	X  Expr
}

// BinaryOp is a binary operator.
type BinaryOp uint8

const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpDiv
	OpRem
	OpShl
	OpShr
	OpAnd
	OpOr
	OpXor
	OpLogAnd
	OpLogOr
	OpLt
	OpGt
	OpLe
	OpGe
	OpEq
	OpNe
	OpComma
)

var binaryNames = [...]string{"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||", "<", ">", "<=", ">=", "==", "!=", ","}

func (o BinaryOp) String() string { return binaryNames[o] }

// BinaryExpr applies a binary operator; both operands have been converted to
// the operation type (for comparisons the result type is bool with the
// operands' shape).
type BinaryExpr struct {
	exprBase
	Op   BinaryOp
	L, R Expr
	// ShortCircuit: a scalar && or || under HLSL 2021, which evaluates R
	// only when L does not decide the result.
	ShortCircuit bool
}

// AssignExpr is = or a compound assignment. For plain = (HasOp false) R is
// converted to L's type. For "L op= R", the operation happens in OpType: R
// is already converted to OpType; the lowering converts L's value to OpType,
// applies Op, and converts the result back to L's type before storing.
type AssignExpr struct {
	exprBase
	HasOp  bool
	Op     BinaryOp
	OpType Type
	L, R   Expr
}

// CondExpr is c ? a : b (componentwise for vector conditions).
type CondExpr struct {
	exprBase
	Cond, Then, Else Expr
	// ShortCircuit: a scalar condition under HLSL 2021, which evaluates
	// only the chosen operand.
	ShortCircuit bool
}

// CastKind classifies conversions.
type CastKind uint8

const (
	CastNone          CastKind = iota // no-op (literal to concrete type, identical types)
	CastScalar                        // component type change
	CastSplat                         // scalar to vector/matrix (with component change if needed)
	CastTruncate                      // vector/matrix to fewer components
	CastVecToScalar                   // vector1 or first component
	CastReinterpret                   // vector<->matrix of the same component count, arrays/structs by element
	CastDerivedToBase                 // a derived struct as a struct it derives from: its leading components
	CastToVoid                        // (void)x: x evaluated for its side effects, the value discarded
	numCastKinds                      // (not a kind: how many there are)
)

// castKindNames name the kinds (-emit ast), one per kind: a kind added
// without a name fails TestCastKindNames, where an index past a shorter
// table panicked in the dump.
var castKindNames = [numCastKinds]string{
	CastNone: "none", CastScalar: "scalar", CastSplat: "splat", CastTruncate: "truncate",
	CastVecToScalar: "vec-to-scalar", CastReinterpret: "reinterpret", CastDerivedToBase: "derived-to-base",
	CastToVoid: "to-void",
}

func (k CastKind) String() string {
	if k < numCastKinds && castKindNames[k] != "" {
		return castKindNames[k]
	}
	return "cast-kind-" + strconv.Itoa(int(k))
}

// CastExpr is a conversion. Implicit conversions inserted by the checker
// are CastExprs with Implicit set.
type CastExpr struct {
	exprBase
	X        Expr
	Kind     CastKind
	Implicit bool
}

// ConstructExpr is a constructor such as float4(a.xy, 0, 1): its arguments
// are flattened component-wise into To. Args keep their own types; each
// component is converted to the element kind.
type ConstructExpr struct {
	exprBase
	Args []Expr
}

// SwizzleExpr selects components of a vector or scalar: Comps indexes
// components 0..3.
type SwizzleExpr struct {
	exprBase
	X     Expr
	Comps []int
}

// MatrixSwizzleExpr selects matrix elements (_m00, _11 forms) as (row, col) pairs.
type MatrixSwizzleExpr struct {
	exprBase
	X     Expr
	Elems [][2]int
}

// MemberExpr selects a struct field.
type MemberExpr struct {
	exprBase
	X     Expr
	Field *Field
}

// IndexExpr indexes an array, vector, matrix (row) or resource.
type IndexExpr struct {
	exprBase
	X, Index Expr
}

// CallExpr calls a user function. Args are converted to the parameter types.
type CallExpr struct {
	exprBase
	Func *FuncDecl
	Args []Expr
}

// IntrinsicCall calls an intrinsic function or resource method. Object is
// the resource for method calls (nil for free functions). Args are converted
// to the resolved overload's parameter types (ParamTypes).
type IntrinsicCall struct {
	exprBase
	Intrinsic  *Intrinsic
	Object     Expr
	Args       []Expr
	ParamTypes []Type
}

// InitList is a brace initializer; Elems are already flattened and
// converted to the component types of T.
type InitList struct {
	exprBase
	Elems []Expr
}

// ConstVal is a folded constant.
type ConstVal struct {
	Kind ScalarKind
	I    int64 // integer and bool kinds
	F    float64
}
