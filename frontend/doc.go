// Package frontend turns HLSL compute-shader source into a checked, typed
// program: preprocessor, ANTLR parser (package grammar), semantic analysis,
// buffer layouts and clang-style diagnostics.
//
// # Running it
//
//	res := frontend.Compile(name, src, frontend.Options{Entry: "main", Target: "cs_6_0",
//		PP: frontend.PPOptions{Defines: defs, IncludeDirs: dirs}}, frontend.StageCheck)
//	res.Diags.Render(os.Stderr)          // file:line:col: error: ..., source line, caret, notes
//	if res.Diags.HasErrors() { ... }     // res.Program is nil after preprocessor or syntax errors
//	prog := res.Program
//
// CompileFile reads the file first. Stage stops after preprocessing
// (res.PP, --emit=pp) or parsing. CheckTarget validates -T and
// -enable-16bit-types up front.
//
// # What the IR lowering gets
//
// A Program is only meant to be lowered when Diags.HasErrors() is false;
// then the following hold.
//
//   - Program.Entry is the entry point (IsEntry, NumThreads folded and within
//     the limits). Its parameters carry SV_* semantics (VarDecl.Semantic;
//     compare case-insensitively) and have uint/int scalar or vector types,
//     or are structs without a semantic whose members (Field.Semantic,
//     through nested structs) satisfy the same rule.
//   - Program.Funcs are all user functions in source order; FuncDecl.Calls
//     lists the callees (the call graph is acyclic: recursion is rejected).
//     A function's Params are *VarDecl with Storage StorageParam and Dir
//     in/out/inout.
//   - Program.Resources are the resource variables in declaration order
//     (also the kernarg order of docs/abi.md). Each has a *ResourceType (Kind,
//     Elem: the element type, nil for byte-address buffers and samplers), a
//     Register (explicit, or Auto: the lowest free range of its class in
//     space 0, an array of N taking N consecutive registers),
//     and Layout for structured buffers, typed buffers and ConstantBuffer<T>.
//     Arrays of resources have an *ArrayType around the *ResourceType.
//   - Program.CBuffers are cbuffer blocks in order, then "$Globals" (Implicit)
//     holding the non-static globals; members are *VarDecl with Storage
//     StorageCBuffer / StorageUniform and Buffer pointing at their block,
//     whose Layout gives each member's byte offset (LayoutCBuffer rules);
//     CBuffer.Member(v) and BufferLayout.Lookup("field", "sub") find a
//     member's MemberLayout (Offset, Size, ArrayStride, MatrixStride).
//   - Groupshared variables are Globals with StorageGroupshared
//     (Program.GroupsharedBytes ≤ 32768); static globals have StorageStatic
//     and an Init; static const scalars also have ConstValue.
//
// Statements are *BlockStmt, *DeclStmt, *ExprStmt, *IfStmt, *LoopStmt
// (for/while/do, Unroll: -1 none, 0 [unroll], n [unroll(n)]), *SwitchStmt
// (cases in order, folded values, fall through unless a break ends them),
// *BranchStmt, *ReturnStmt, *EmptyStmt.
//
// Every Expr has its final type (Type()); literal types (literal int,
// literal float: literal.go) never reach a place where a concrete type is
// needed, they are settled down to their literal leaves: conversions
// are explicit *CastExpr nodes with Implicit set and a CastKind (scalar
// component change, splat, truncate, vec-to-scalar, reinterpret). Operands
// of *BinaryExpr are already converted to the operation type (comparisons
// and && || yield bool with the operands' shape; HLSL's && || ?: on vectors
// are component-wise and do not short-circuit). *AssignExpr documents its
// compound form (OpType). Names resolve to declarations: *VarRef.Decl,
// *CallExpr.Func (arguments converted to in-parameter types; out/inout
// arguments are l-values whose type may differ from the parameter's by an
// implicit conversion the lowering applies on copy-in/copy-out),
// *MemberExpr.Field (also used for ConstantBuffer<T> members, where X is the
// resource), *SwizzleExpr.Comps, *MatrixSwizzleExpr.Elems, *IndexExpr
// (arrays, vectors, matrix rows, and resources: structured/typed buffers
// with a uint index, textures with uint2/uint3 coordinates).
//
// Struct member functions are ordinary *FuncDecl in Program.Funcs with
// Struct set (the owner, also listing them in StructType.Methods), Name
// "S::f", Method "f", and Params[0] the implicit object parameter "this" of
// the struct type: DirInOut when the body may modify the object, DirIn
// otherwise. A call s.f(a) (or f(a) inside another method) is a *CallExpr
// whose Args[0] is the object, so it lowers like any call. Inside a method
// body a field name is a *MemberExpr on a *VarRef of "this".
// "struct S { ... } s;" and "typedef struct { ... } T;" declare ordinary
// variables and types (an anonymous typedef'd struct takes the typedef name).
//
// Every intrinsic call and resource method call is an *IntrinsicCall whose
// Intrinsic points at one entry of the table (Intrinsics, and per-resource
// methods): switch on Intrinsic.Name (and Intrinsic.Resource for methods,
// whose Object is the resource expression). ParamTypes is the resolved
// overload; in-arguments are converted to it, out-arguments are l-values.
// Intrinsic.MinSM and Needs16Bit record the target the call was checked
// against. Templated byte-address methods (Intrinsic.Templated): buf.Load<T>(a)
// has result type T (Ret RetTemplate); buf.Store<T>(a, v) and buf.Store(a, v)
// with a non-uint v take T from ParamTypes[1]; T may be any numeric type,
// array or struct, laid out as in a structured buffer. Gather* return a
// 4-vector of the element's component kind. Optional out "status" arguments
// of Load/Sample come last and are l-values. tex.mips[level][coord] is a
// call of MipsElement (not in any table: "mips" is a member, not a method)
// with the texture as Object and Args level (uint) and coord (the []
// operator's index type); tex.mips and tex.mips[level] alone are a
// *MipsExpr of a MipsType, which is no value. A multisampled texture's
// tex.sample[s][coord] is likewise a call of SampleElement (Args the sample
// index and the location).
// mul follows HLSL's vector/matrix rules (ParamTypes gives both operand
// types). *ConstructExpr (float4(a.xy, 0, 1)) has arguments converted to the
// element kind; their components fill the result in order. *InitList (brace
// initializers) keeps its leaves in order; they fill the target's scalar
// components in memory order.
//
// min16float, min10float, min16int, min12int and min16uint stay their own
// kinds (ScalarKind.IsMinPrecision): the backend decides whether they are
// packed 16-bit. half is float unless -enable-16bit-types, where it becomes
// float16_t; int16_t/uint16_t/float16_t require -enable-16bit-types and
// shader model 6.2, as in DXC.
//
// # Diagnostics
//
// Tokens keep their spelling position and macro expansion chain (Token.Pos,
// Token.Exp), and positions keep their include chain (Pos.Inc), so a
// Diagnostic is reported where the user wrote the code, with "In file
// included from" lines and "expanded from macro" notes. Warnings carry a
// -W group and become errors under Options.Werror.
package frontend
