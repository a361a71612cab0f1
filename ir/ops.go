package ir

// The instruction set, defined once in opTable: name, operand and result
// type rules, the kind of extra data (aux) an instruction carries, and flags.
// The verifier checks types with it, the printer and parser write and read
// instructions by it, and the interpreter and constant folding evaluate the
// pure ops by it (see Eval in arith.go).

import (
	"fmt"

	"hlslc/ir/runspec"
)

// Op is an instruction's opcode.
type Op uint8

// Opcodes; the table below documents each.
const (
	OpInvalid Op = iota
	OpConst
	OpParam

	// integer arithmetic (wraparound), packed v2i16 elementwise
	OpAdd
	OpSub
	OpMul
	OpUDiv
	OpSDiv
	OpURem
	OpSRem
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor
	OpNot
	OpSMin
	OpSMax
	OpUMin
	OpUMax
	OpCtpop
	OpFirstBitLow
	OpUFirstBitHigh
	OpSFirstBitHigh
	OpBitReverse
	OpUMulHi

	// floating point (IEEE, round to nearest even), packed v2f16 elementwise
	OpFAdd
	OpFSub
	OpFMul
	OpFDiv
	OpFMin
	OpFMax
	OpFma
	OpFNeg
	OpFAbs
	OpSqrt
	OpRsqrt
	OpRcp
	OpFloor
	OpCeil
	OpFTrunc
	OpFRound
	OpFract
	OpExp2
	OpLog2
	OpSin
	OpCos

	OpICmp
	OpFCmp
	OpSelect

	// conversions
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPTruncRTZ
	OpFPExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	OpBitcast
	OpPack
	OpLo
	OpHi

	// memory
	OpLoad
	OpStore
	OpAtomic
	OpCmpXchg
	OpBarrier
	OpFence
	OpTexLoad
	OpTexStore
	OpTexAtomic
	OpResDim
	OpTexSample
	OpTexGather
	OpTexInfo

	// built-in ids (wave-invariant: group id; per lane: the rest)
	OpDispatchID
	OpGroupID
	OpThreadID
	OpGroupIndex

	// wave operations, with GCN wave64 meaning
	OpLaneIndex
	OpLaneCount
	OpIsFirstLane
	OpWaveAny
	OpWaveAll
	OpBallot
	OpMbcnt
	OpWaveCountBits
	OpWavePrefixCountBits
	OpReadFirstLane
	OpReadLane
	OpWaveAllEqual
	OpWaveReduce
	OpWavePrefix

	OpPhi
	OpCall

	// terminators
	OpBr
	OpCondBr
	OpIf
	OpLoop
	OpRet

	numOps
)

// Aux says what extra data an instruction carries besides its operands.
type Aux uint8

// Aux kinds.
const (
	AuxNone    Aux = iota
	AuxConst       // Value.Aux holds the constant's bits
	AuxICmp        // Value.Aux is a Pred (eq … uge)
	AuxFCmp        // Value.Aux is a Pred (oeq … une)
	AuxDim         // Value.Aux is 0, 1, 2 for x, y, z
	AuxMem         // Value.Mem and Value.Align (load, store)
	AuxAtomic      // Value.Aux is an AtomicOp; Value.Mem, Value.Order
	AuxCmpXchg     // Value.Mem, Value.Order
	AuxSpaces      // Value.Aux is a SpaceSet (barrier, fence)
	AuxTexel       // Value.Mem, a typed resource; Value.Aux the component (texload) or extent (resdim)
	AuxReduce      // Value.Aux is the Op that combines lanes
	AuxPhi         // Value.Targets are the incoming blocks, parallel to Args
	AuxCall        // Value.Callee
	AuxTargets     // Value.Targets are the successors (terminators)
	AuxSample      // Value.Mem a texture, Value.Sampler a sampler, Value.Aux a SampleAux
	AuxUniform     // Value.Aux is ReadFirstAny or ReadFirstAssumed (wave.readfirst)
)

// What a wave.readfirst says about its operand (Value.Aux).
const (
	// ReadFirstAny: the operand may differ between lanes; the result is
	// the first active lane's (WaveReadLaneFirst, a waterfall loop's key).
	ReadFirstAny int64 = iota
	// ReadFirstAssumed: the language says the operand is the same on every
	// active lane (a descriptor index not marked NonUniformResourceIndex),
	// and the readfirst makes that visible to the backend. A lane whose
	// operand differs from the first active lane's is undefined behaviour,
	// which the interpreter reports. Printed `wave.readfirst assumed %x`.
	ReadFirstAssumed
)

// AssumedUniform reports whether v is a wave.readfirst of an operand the
// language takes as uniform (ReadFirstAssumed).
func (v *Value) AssumedUniform() bool { return v.Op == OpReadFirstLane && v.Aux == ReadFirstAssumed }

// Flags are properties of an op.
type Flags uint16

// Op flags.
const (
	// Terminator ends a block.
	FlagTerminator Flags = 1 << iota
	// SideEffect: the instruction must stay even if its result is unused.
	FlagSideEffect
	// MemRead / MemWrite: the instruction reads / writes memory.
	FlagMemRead
	FlagMemWrite
	// Convergent: the result depends on which lanes are active (wave ops)
	// or all lanes must arrive together (barrier); such instructions must
	// not be moved into or out of control flow.
	FlagConvergent
	// Commutative: the first two operands may be swapped.
	FlagCommutative
	// Pure: the result is a function of the operands (and aux) alone; Eval
	// computes it.
	FlagPure
	// Variadic: any number of operands (phi, call, ret).
	FlagVariadic
	// ResultGiven: the result type is not implied by the operands; the text
	// form always shows it and the rule in OpInfo.Check validates it.
	FlagResultGiven
)

// Operand and result rules in OpInfo.Args/Result: a concrete type, or one of
// these placeholders.
const (
	tT   Type = 200 + iota // the op's polymorphic type T, which must be in OpInfo.Types
	tAny                   // any value type (checked by OpInfo.check)
)

// OpInfo describes an op.
type OpInfo struct {
	Name   string
	Args   []Type  // operand rules (for variadic ops, unused)
	Result Type    // result rule: Void, a type, tT, or tAny (given)
	Types  typeSet // allowed types for T
	Aux    Aux
	Flags  Flags
	// check validates what the generic rules cannot (conversions); it
	// returns "" or a message.
	check func(v *Value) string
}

// AllowsFast reports whether an instruction of the op may carry the fast
// flag (Value.Fast): the pure floating-point operations and fcmp.
func (op Op) AllowsFast() bool {
	info := op.Info()
	if op == OpFCmp {
		return true
	}
	return info.Flags&FlagPure != 0 && info.Types != 0 && (info.Types == setFloat || info.Types == setFloatV) && info.Result == tT
}

// Info returns the op's table entry.
func (op Op) Info() *OpInfo { return &opTable[op] }

func (op Op) String() string {
	if op < numOps && opTable[op].Name != "" {
		return opTable[op].Name
	}
	return "op?"
}

// Is reports whether op has all the given flags.
func (op Op) Is(f Flags) bool { return opTable[op].Flags&f == f }

const (
	pure = FlagPure
	comm = FlagPure | FlagCommutative
)

var opTable = [numOps]OpInfo{
	OpInvalid: {Name: ""},
	OpConst:   {Name: "const", Result: tAny, Types: setValue, Aux: AuxConst, Flags: FlagResultGiven | pure},
	OpParam:   {Name: "param", Result: tAny, Types: setValue, Flags: FlagResultGiven},

	OpAdd:           {Name: "add", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: comm},
	OpSub:           {Name: "sub", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: pure},
	OpMul:           {Name: "mul", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: comm},
	OpUDiv:          {Name: "udiv", Args: []Type{tT, tT}, Result: tT, Types: setInt, Flags: pure},
	OpSDiv:          {Name: "sdiv", Args: []Type{tT, tT}, Result: tT, Types: setInt, Flags: pure},
	OpURem:          {Name: "urem", Args: []Type{tT, tT}, Result: tT, Types: setInt, Flags: pure},
	OpSRem:          {Name: "srem", Args: []Type{tT, tT}, Result: tT, Types: setInt, Flags: pure},
	OpShl:           {Name: "shl", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: pure},
	OpLShr:          {Name: "lshr", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: pure},
	OpAShr:          {Name: "ashr", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: pure},
	OpAnd:           {Name: "and", Args: []Type{tT, tT}, Result: tT, Types: setBits, Flags: comm},
	OpOr:            {Name: "or", Args: []Type{tT, tT}, Result: tT, Types: setBits, Flags: comm},
	OpXor:           {Name: "xor", Args: []Type{tT, tT}, Result: tT, Types: setBits, Flags: comm},
	OpNot:           {Name: "not", Args: []Type{tT}, Result: tT, Types: setBits, Flags: pure},
	OpSMin:          {Name: "smin", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: comm},
	OpSMax:          {Name: "smax", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: comm},
	OpUMin:          {Name: "umin", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: comm},
	OpUMax:          {Name: "umax", Args: []Type{tT, tT}, Result: tT, Types: setIntV, Flags: comm},
	OpCtpop:         {Name: "ctpop", Args: []Type{tT}, Result: I32, Types: setInt, Flags: pure},
	OpFirstBitLow:   {Name: "firstbitlow", Args: []Type{tT}, Result: I32, Types: setInt, Flags: pure},
	OpUFirstBitHigh: {Name: "ufirstbithigh", Args: []Type{tT}, Result: I32, Types: setInt, Flags: pure},
	OpSFirstBitHigh: {Name: "sfirstbithigh", Args: []Type{tT}, Result: I32, Types: setInt, Flags: pure},
	OpBitReverse:    {Name: "bitreverse", Args: []Type{tT}, Result: tT, Types: setInt, Flags: pure},
	// umulhi: the high half of the unsigned double-width product (GCN's
	// v_mul_hi_u32 / s_mul_hi_u32); division by a constant becomes one.
	OpUMulHi: {Name: "umulhi", Args: []Type{tT, tT}, Result: tT, Types: setInt, Flags: comm},

	OpFAdd:   {Name: "fadd", Args: []Type{tT, tT}, Result: tT, Types: setFloatV, Flags: comm},
	OpFSub:   {Name: "fsub", Args: []Type{tT, tT}, Result: tT, Types: setFloatV, Flags: pure},
	OpFMul:   {Name: "fmul", Args: []Type{tT, tT}, Result: tT, Types: setFloatV, Flags: comm},
	OpFDiv:   {Name: "fdiv", Args: []Type{tT, tT}, Result: tT, Types: setFloatV, Flags: pure},
	OpFMin:   {Name: "fmin", Args: []Type{tT, tT}, Result: tT, Types: setFloatV, Flags: comm},
	OpFMax:   {Name: "fmax", Args: []Type{tT, tT}, Result: tT, Types: setFloatV, Flags: comm},
	OpFma:    {Name: "fma", Args: []Type{tT, tT, tT}, Result: tT, Types: setFloatV, Flags: pure},
	OpFNeg:   {Name: "fneg", Args: []Type{tT}, Result: tT, Types: setFloatV, Flags: pure},
	OpFAbs:   {Name: "fabs", Args: []Type{tT}, Result: tT, Types: setFloatV, Flags: pure},
	OpSqrt:   {Name: "sqrt", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpRsqrt:  {Name: "rsqrt", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpRcp:    {Name: "rcp", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpFloor:  {Name: "floor", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpCeil:   {Name: "ceil", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpFTrunc: {Name: "ftrunc", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpFRound: {Name: "fround", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpFract:  {Name: "fract", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpExp2:   {Name: "exp2", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpLog2:   {Name: "log2", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpSin:    {Name: "sin", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},
	OpCos:    {Name: "cos", Args: []Type{tT}, Result: tT, Types: setFloat, Flags: pure},

	OpICmp:   {Name: "icmp", Args: []Type{tT, tT}, Result: I1, Types: setIntCmp, Aux: AuxICmp, Flags: pure},
	OpFCmp:   {Name: "fcmp", Args: []Type{tT, tT}, Result: I1, Types: setFloat, Aux: AuxFCmp, Flags: pure},
	OpSelect: {Name: "select", Args: []Type{I1, tT, tT}, Result: tT, Types: setValue, Flags: pure},

	OpTrunc:   {Name: "trunc", Args: []Type{tAny}, Result: tAny, Types: setIntCmp, Flags: pure | FlagResultGiven, check: checkIntResize(false)},
	OpZExt:    {Name: "zext", Args: []Type{tAny}, Result: tAny, Types: setIntCmp, Flags: pure | FlagResultGiven, check: checkIntResize(true)},
	OpSExt:    {Name: "sext", Args: []Type{tAny}, Result: tAny, Types: setIntCmp, Flags: pure | FlagResultGiven, check: checkIntResize(true)},
	OpFPTrunc: {Name: "fptrunc", Args: []Type{tAny}, Result: tAny, Types: setFloat, Flags: pure | FlagResultGiven, check: checkFloatResize(false)},
	OpFPExt:   {Name: "fpext", Args: []Type{tAny}, Result: tAny, Types: setFloat, Flags: pure | FlagResultGiven, check: checkFloatResize(true)},
	OpFPToUI:  {Name: "fptoui", Args: []Type{tAny}, Result: tAny, Types: setInt, Flags: pure | FlagResultGiven, check: checkConv(setFloat)},
	OpFPToSI:  {Name: "fptosi", Args: []Type{tAny}, Result: tAny, Types: setInt, Flags: pure | FlagResultGiven, check: checkConv(setFloat)},
	OpUIToFP:  {Name: "uitofp", Args: []Type{tAny}, Result: tAny, Types: setFloat, Flags: pure | FlagResultGiven, check: checkConv(setIntCmp)},
	OpSIToFP:  {Name: "sitofp", Args: []Type{tAny}, Result: tAny, Types: setFloat, Flags: pure | FlagResultGiven, check: checkConv(setInt)},
	OpBitcast: {Name: "bitcast", Args: []Type{tAny}, Result: tAny, Types: setMemory, Flags: pure | FlagResultGiven, check: checkBitcast},
	OpPack:    {Name: "pack", Args: []Type{tAny, tAny}, Result: tAny, Types: setOf(V2I16, V2F16), Flags: pure | FlagResultGiven, check: checkPack},
	OpLo:      {Name: "lo", Args: []Type{tAny}, Result: tAny, Types: setOf(I16, F16), Flags: pure | FlagResultGiven, check: checkUnpack},
	OpHi:      {Name: "hi", Args: []Type{tAny}, Result: tAny, Types: setOf(I16, F16), Flags: pure | FlagResultGiven, check: checkUnpack},

	// fptrunc.rtz narrows an f32 to f16 rounding toward zero: D3D's rule
	// for conversions to a narrower float format, which f32tof16 follows
	// (a finite value past f16's range gives ±65504, not infinity).
	OpFPTruncRTZ: {Name: "fptrunc.rtz", Args: []Type{tAny}, Result: tAny, Types: setOf(F16), Flags: pure | FlagResultGiven, check: checkF32ToF16},

	OpLoad:    {Name: "load", Args: []Type{I32}, Result: tAny, Types: setMemory, Aux: AuxMem, Flags: FlagMemRead | FlagResultGiven},
	OpStore:   {Name: "store", Args: []Type{I32, tT}, Result: Void, Types: setMemory, Aux: AuxMem, Flags: FlagMemWrite | FlagSideEffect},
	OpAtomic:  {Name: "atomic", Args: []Type{I32, tT}, Result: tT, Types: setOf(I32, I64), Aux: AuxAtomic, Flags: FlagMemRead | FlagMemWrite | FlagSideEffect},
	OpCmpXchg: {Name: "cmpxchg", Args: []Type{I32, tT, tT}, Result: tT, Types: setOf(I32, I64), Aux: AuxCmpXchg, Flags: FlagMemRead | FlagMemWrite | FlagSideEffect},
	OpBarrier: {Name: "barrier", Result: Void, Aux: AuxSpaces, Flags: FlagSideEffect | FlagConvergent | FlagMemRead | FlagMemWrite},
	OpFence:   {Name: "fence", Result: Void, Aux: AuxSpaces, Flags: FlagSideEffect | FlagMemRead | FlagMemWrite},
	// texload reads component Aux of the element of a typed buffer or
	// texture at the i32 coordinates (then the mip level, see MipArg, or
	// a multisampled texture's sample index, see SampleArg);
	// coordinates outside the resource read 0. texstore writes all
	// components of an element (coordinates, then one value per
	// component); outside the resource it does nothing. resdim is extent
	// Aux of a resource: width (elements of a typed buffer, bytes of a raw
	// or structured buffer), height, depth or layers.
	OpTexLoad:  {Name: "texload", Result: tAny, Types: setOf(I32, F32), Aux: AuxTexel, Flags: FlagMemRead | FlagResultGiven | FlagVariadic, check: checkTexLoad},
	OpTexStore: {Name: "texstore", Result: Void, Aux: AuxTexel, Flags: FlagMemWrite | FlagSideEffect | FlagVariadic, check: checkTexStore},
	// texatomic applies atomic op Aux to the element of a one-component
	// 32-bit integer typed resource at the coordinates (then the operand),
	// returning the old value; outside the resource it reads 0 and
	// changes nothing. resdim of a texture: 0 width, 1 height, 2 depth or
	// layers (1 where the shape has fewer; a 1D array's layers are extent
	// 2), 3 a multisampled texture's samples per texel.
	OpTexAtomic: {Name: "texatomic", Result: tAny, Types: setOf(I32, I64), Aux: AuxTexel, Flags: FlagMemRead | FlagMemWrite | FlagSideEffect | FlagVariadic | FlagResultGiven, check: checkTexAtomic},
	OpResDim:    {Name: "resdim", Result: I32, Aux: AuxTexel},
	// texsample filters the texture Mem with the sampler Sampler at the
	// coordinates (see SampleAux for the operands) and returns component
	// Aux.Comp() of the result; texgather returns value Aux.Comp() of the
	// four texels' channel Aux.Channel() a bilinear sample would read.
	// texinfo is image_get_resinfo: extent Aux (0 width, 1 height, 2 depth
	// or layers) of the mip level operand, 0 past the last level, or (Aux
	// 3) the number of levels. See texsample.go.
	OpTexSample: {Name: "texsample", Result: tAny, Types: setOf(I32, F32), Aux: AuxSample, Flags: FlagMemRead | FlagResultGiven | FlagVariadic, check: checkTexSample},
	OpTexGather: {Name: "texgather", Result: tAny, Types: setOf(I32, F32), Aux: AuxSample, Flags: FlagMemRead | FlagResultGiven | FlagVariadic, check: checkTexSample},
	OpTexInfo:   {Name: "texinfo", Args: []Type{I32}, Result: I32, Aux: AuxTexel},

	OpDispatchID: {Name: "id.dispatch", Result: I32, Aux: AuxDim},
	OpGroupID:    {Name: "id.group", Result: I32, Aux: AuxDim},
	OpThreadID:   {Name: "id.thread", Result: I32, Aux: AuxDim},
	OpGroupIndex: {Name: "id.index", Result: I32},

	OpLaneIndex:           {Name: "wave.laneindex", Result: I32},
	OpLaneCount:           {Name: "wave.lanecount", Result: I32},
	OpIsFirstLane:         {Name: "wave.isfirst", Result: I1, Flags: FlagConvergent},
	OpWaveAny:             {Name: "wave.any", Args: []Type{I1}, Result: I1, Flags: FlagConvergent},
	OpWaveAll:             {Name: "wave.all", Args: []Type{I1}, Result: I1, Flags: FlagConvergent},
	OpBallot:              {Name: "wave.ballot", Args: []Type{I1}, Result: I64, Flags: FlagConvergent},
	OpMbcnt:               {Name: "wave.mbcnt", Args: []Type{I64}, Result: I32},
	OpWaveCountBits:       {Name: "wave.countbits", Args: []Type{I1}, Result: I32, Flags: FlagConvergent},
	OpWavePrefixCountBits: {Name: "wave.prefixcountbits", Args: []Type{I1}, Result: I32, Flags: FlagConvergent},
	OpReadFirstLane:       {Name: "wave.readfirst", Args: []Type{tT}, Result: tT, Types: setValue, Aux: AuxUniform, Flags: FlagConvergent},
	OpReadLane:            {Name: "wave.readlane", Args: []Type{tT, I32}, Result: tT, Types: setValue, Flags: FlagConvergent},
	OpWaveAllEqual:        {Name: "wave.allequal", Args: []Type{tT}, Result: I1, Types: setValue, Flags: FlagConvergent},
	OpWaveReduce:          {Name: "wave.reduce", Args: []Type{tT}, Result: tT, Types: setWaveArith, Aux: AuxReduce, Flags: FlagConvergent},
	OpWavePrefix:          {Name: "wave.prefix", Args: []Type{tT}, Result: tT, Types: setWaveArith, Aux: AuxReduce, Flags: FlagConvergent},

	OpPhi:  {Name: "phi", Result: tT, Types: setValue, Aux: AuxPhi, Flags: FlagVariadic},
	OpCall: {Name: "call", Result: tAny, Aux: AuxCall, Flags: FlagVariadic | FlagSideEffect | FlagMemRead | FlagMemWrite | FlagConvergent},

	OpBr:     {Name: "br", Result: Void, Aux: AuxTargets, Flags: FlagTerminator},
	OpCondBr: {Name: "condbr", Args: []Type{I1}, Result: Void, Aux: AuxTargets, Flags: FlagTerminator},
	OpIf:     {Name: "if", Args: []Type{I1}, Result: Void, Aux: AuxTargets, Flags: FlagTerminator},
	OpLoop:   {Name: "loop", Result: Void, Aux: AuxTargets, Flags: FlagTerminator},
	OpRet:    {Name: "ret", Result: Void, Flags: FlagTerminator | FlagVariadic},
}

// WaveSize is the number of lanes of a wave, the value of wave.lanecount:
// hlslc's targets run wave64 (GCN), and so do its interpreter and LLVM
// export.
const WaveSize = 64

// NumTargets is the number of blocks a terminator names: br 1 (target),
// condbr 2 (true, false), if 3 (then, else, merge), loop 3 (body, merge,
// continue), ret 0.
func (op Op) NumTargets() int {
	switch op {
	case OpBr:
		return 1
	case OpCondBr:
		return 2
	case OpIf, OpLoop:
		return 3
	}
	return 0
}

// Loop hints, the Aux of a loop terminator: what the source's attributes
// ask of the loop ([unroll], [unroll(N)], [loop]); passes.Unroll reads
// them.
const (
	LoopNoHint     = 0
	LoopUnroll     = -1 // [unroll]: unroll completely
	LoopDontUnroll = -2 // [loop]: keep the loop
	// N > 0: [unroll(N)], unroll N times
)

// LoopHintString is the text form of a loop hint.
func LoopHintString(h int64) string {
	switch {
	case h == LoopUnroll:
		return "unroll"
	case h == LoopDontUnroll:
		return "dont_unroll"
	case h > 0:
		return fmt.Sprintf("unroll %d", h)
	}
	return ""
}

// Pred is a comparison predicate.
type Pred uint8

// Predicates: integer (signed s*, unsigned u*) and float (ordered o*,
// unordered u*; "ord"/"uno" test for NaN). Float predicates share the
// unsigned names where they mean "unordered or …".
const (
	PredEq Pred = iota
	PredNe
	PredSLt
	PredSLe
	PredSGt
	PredSGe
	PredULt
	PredULe
	PredUGt
	PredUGe
	PredOEq
	PredONe
	PredOLt
	PredOLe
	PredOGt
	PredOGe
	PredOrd
	PredUno
	PredUEq
	PredUNe
	numPreds
)

var predNames = [numPreds]string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
	"oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno", "ueq", "une"}

func (p Pred) String() string {
	if p < numPreds {
		return predNames[p]
	}
	return "pred?"
}

// IsIntPred reports whether p is an icmp predicate.
func (p Pred) IsIntPred() bool { return p <= PredUGe }

// IsFloatPred reports whether p is an fcmp predicate (including ult, ule,
// ugt, uge, meaning unordered or less/greater).
func (p Pred) IsFloatPred() bool { return p >= PredULt && p < numPreds }

// AtomicOp is the read-modify-write operation of an atomic instruction.
type AtomicOp uint8

// Atomic operations; each returns the old value.
const (
	AtomicAdd AtomicOp = iota
	AtomicSub
	AtomicAnd
	AtomicOr
	AtomicXor
	AtomicSMin
	AtomicSMax
	AtomicUMin
	AtomicUMax
	AtomicXchg
	// AtomicCmpXchg is texatomic's compare-exchange: operands compare,
	// new; the element becomes new when it equals compare. (Buffer and
	// groupshared memory have the cmpxchg op.)
	AtomicCmpXchg
	numAtomicOps
)

var atomicNames = [numAtomicOps]string{"add", "sub", "and", "or", "xor", "smin", "smax", "umin", "umax", "xchg", "cmpxchg"}

func (a AtomicOp) String() string {
	if a < numAtomicOps {
		return atomicNames[a]
	}
	return "atomic?"
}

// Ordering is an atomic's memory ordering (C++/LLVM meaning).
type Ordering uint8

// Orderings.
const (
	Monotonic Ordering = iota
	Acquire
	Release
	AcqRel
	SeqCst
	numOrderings
)

var orderingNames = [numOrderings]string{"monotonic", "acquire", "release", "acq_rel", "seq_cst"}

func (o Ordering) String() string {
	if o < numOrderings {
		return orderingNames[o]
	}
	return "ordering?"
}

// reduceOps are the ops wave.reduce and wave.prefix may combine lanes with.
var reduceOps = []Op{OpAdd, OpMul, OpAnd, OpOr, OpXor, OpSMin, OpSMax, OpUMin, OpUMax, OpFAdd, OpFMul, OpFMin, OpFMax}

// IsReduceOp reports whether op can combine lanes in wave.reduce/prefix.
func IsReduceOp(op Op) bool {
	for _, r := range reduceOps {
		if r == op {
			return true
		}
	}
	return false
}

func opByName(name string) (Op, bool) {
	for i := range opTable {
		if opTable[i].Name == name && Op(i) != OpParam {
			return Op(i), true
		}
	}
	return OpInvalid, false
}

// texelType is the IR type of a typed resource's components as texload,
// texstore and texsample move them: the format's components as 32-bit
// register values, f32 for float elements (f16 ones too: the code
// converts), i32 for integer ones and for each half of a 64-bit component
// (runspec.Texel.StorageComps).
func texelType(m *Memory) Type {
	if m.Texel.Elem == runspec.F32 || m.Texel.Elem == runspec.F16 {
		return F32
	}
	return I32
}

func checkTexCoords(v *Value, n int) string {
	if v.Mem == nil || v.Mem.Kind != MemTyped {
		return ""
	}
	if len(v.Args) < n {
		return fmt.Sprintf("@%s takes %d coordinates, has %d operands", v.Mem.Name, n, len(v.Args))
	}
	for i, a := range v.Args[:n] {
		if a.Type != I32 {
			return fmt.Sprintf("coordinate %d is %s, not i32", i+1, a.Type)
		}
	}
	return ""
}

func checkTexLoad(v *Value) string {
	m := v.Mem
	if m == nil || m.Kind != MemTyped {
		return ""
	}
	n := m.Shape.Coords()
	if m.MipArg() || m.SampleArg() {
		n++
	}
	if len(v.Args) != n {
		what := fmt.Sprintf("%d coordinates", m.Shape.Coords())
		if m.MipArg() {
			what += " and a mip level"
		} else if m.SampleArg() {
			what += " and a sample index"
		}
		return fmt.Sprintf("@%s takes %s, has %d operands", m.Name, what, len(v.Args))
	}
	if msg := checkTexCoords(v, n); msg != "" {
		return msg
	}
	if v.Type != texelType(m) {
		return fmt.Sprintf("@%s holds %s elements; texload must be %s", m.Name, m.Texel, texelType(m))
	}
	return ""
}

func checkTexStore(v *Value) string {
	m := v.Mem
	if m == nil || m.Kind != MemTyped {
		return ""
	}
	n := m.Shape.Coords()
	if msg := checkTexCoords(v, n); msg != "" {
		return msg
	}
	if len(v.Args) != n+m.Texel.StorageComps() {
		return fmt.Sprintf("@%s takes %d coordinates and %d values, has %d operands", m.Name, n, m.Texel.StorageComps(), len(v.Args))
	}
	for i, a := range v.Args[n:] {
		if a.Type != texelType(m) {
			return fmt.Sprintf("value %d is %s, @%s holds %s", i+1, a.Type, m.Name, texelType(m))
		}
	}
	return ""
}

func checkTexAtomic(v *Value) string {
	m := v.Mem
	if m == nil || m.Kind != MemTyped {
		return ""
	}
	n := m.Shape.Coords()
	data := 1
	if AtomicOp(v.Aux) == AtomicCmpXchg {
		data = 2
	}
	if len(v.Args) != n+data {
		return fmt.Sprintf("@%s takes %d coordinates and %d operands, has %d operands", m.Name, n, data, len(v.Args))
	}
	if msg := checkTexCoords(v, n); msg != "" {
		return msg
	}
	want := I32
	switch {
	case m.Texel.Comps == 1 && (m.Texel.Elem == runspec.I32 || m.Texel.Elem == runspec.U32):
	case m.Texel.Comps == 1 && (m.Texel.Elem == runspec.I64 || m.Texel.Elem == runspec.U64):
		want = I64 // SM 6.6's 64-bit typed atomics
	case m.Texel.Comps == 1 && m.Texel.Elem == runspec.F32 && (AtomicOp(v.Aux) == AtomicXchg || AtomicOp(v.Aux) == AtomicCmpXchg):
		// SM 6.6's float exchange and bitwise compare-exchange: on the
		// element's 32 bits
	default:
		return fmt.Sprintf("atomics need one-component 32- or 64-bit integer elements (exchanges also 32-bit float ones), @%s holds %s", m.Name, m.Texel)
	}
	if v.Type != want {
		return fmt.Sprintf("the result is %s, @%s holds %s", v.Type, m.Name, m.Texel)
	}
	for _, a := range v.Args[n:] {
		if a.Type != want {
			return fmt.Sprintf("the operand is %s, not %s", a.Type, want)
		}
	}
	return ""
}

func checkIntResize(widen bool) func(v *Value) string {
	return func(v *Value) string {
		a := v.Args[0].Type
		if !setIntCmp.has(a) {
			return "operand must be an integer, got " + a.String()
		}
		if widen && a.Bits() >= v.Type.Bits() {
			return "result " + v.Type.String() + " must be wider than operand " + a.String()
		}
		if !widen && a.Bits() <= v.Type.Bits() {
			return "result " + v.Type.String() + " must be narrower than operand " + a.String()
		}
		return ""
	}
}

func checkF32ToF16(v *Value) string {
	if a := v.Args[0].Type; a != F32 {
		return "operand must be f32, got " + a.String()
	}
	return ""
}

func checkFloatResize(widen bool) func(v *Value) string {
	return func(v *Value) string {
		a := v.Args[0].Type
		if !setFloat.has(a) {
			return "operand must be a float, got " + a.String()
		}
		if widen && a.Bits() >= v.Type.Bits() {
			return "result " + v.Type.String() + " must be wider than operand " + a.String()
		}
		if !widen && a.Bits() <= v.Type.Bits() {
			return "result " + v.Type.String() + " must be narrower than operand " + a.String()
		}
		return ""
	}
}

func checkConv(from typeSet) func(v *Value) string {
	return func(v *Value) string {
		if a := v.Args[0].Type; !from.has(a) {
			return "operand must be one of " + from.String() + ", got " + a.String()
		}
		return ""
	}
}

func checkBitcast(v *Value) string {
	a := v.Args[0].Type
	if !setMemory.has(a) {
		return "cannot bitcast " + a.String()
	}
	if a.Bits() != v.Type.Bits() {
		return "bitcast changes size from " + a.String() + " to " + v.Type.String()
	}
	return ""
}

func checkPack(v *Value) string {
	e := v.Type.Elem()
	if v.Args[0].Type != e || v.Args[1].Type != e {
		return "operands of pack to " + v.Type.String() + " must be " + e.String()
	}
	return ""
}

func checkUnpack(v *Value) string {
	a := v.Args[0].Type
	if !a.IsPacked() || a.Elem() != v.Type {
		return "operand must be a packed vector of " + v.Type.String() + ", got " + a.String()
	}
	return ""
}
