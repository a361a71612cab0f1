package llvm

import (
	"fmt"

	lir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

// call calls an intrinsic whose parameter types are those of the arguments.
func (x *fnExp) call(name string, ret types.Type, args ...value.Value) value.Value {
	var ps []types.Type
	for _, a := range args {
		ps = append(ps, a.Type())
	}
	return x.cur.NewCall(x.e.intrinsic(name, ret, ps...), args...)
}

// suffix is the overload suffix of an intrinsic for type t (f32, v2f16, ...).
func suffix(t types.Type) string {
	switch t := t.(type) {
	case *types.IntType:
		return fmt.Sprintf("i%d", t.BitSize)
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return "f16"
		case types.FloatKindFloat:
			return "f32"
		}
		return "f64"
	case *types.VectorType:
		return fmt.Sprintf("v%d%s", t.Len, suffix(t.ElemType))
	}
	return "?"
}

func (x *fnExp) unary(name string, a value.Value) value.Value {
	return x.call("llvm."+name+"."+suffix(a.Type()), a.Type(), a)
}

func (x *fnExp) binary(name string, a, b value.Value) value.Value {
	return x.call("llvm."+name+"."+suffix(a.Type()), a.Type(), a, b)
}

// cachePolicy is the aux (cache policy) operand of a buffer access: bit 0
// (glc) for a globallycoherent UAV, as hlslc's own backend sets it.
func cachePolicy(m *ir.Memory) value.Value {
	if m.Coherent {
		return constant.NewInt(types.I32, 1)
	}
	return constant.NewInt(types.I32, 0)
}

// splat returns the constant n of type t (integer or float, scalar or packed).
func splat(t ir.Type, n int64, f float64) value.Value {
	e := t.Elem()
	var bits uint64
	if e.IsFloat() {
		bits = ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, e, []uint64{mathBits(f)})
		if e == ir.F64 {
			bits = mathBits(f)
		}
	} else {
		bits = uint64(n) & e.Mask()
	}
	if t.IsPacked() {
		bits = bits | bits<<16
	}
	return constOf(t, bits)
}

func (x *fnExp) binop(op ir.Op, t ir.Type, a, b value.Value) value.Value {
	c := x.cur
	allOnes := splat(t, -1, 0)
	zero := splat(t, 0, 0)
	switch op {
	case ir.OpAdd:
		return c.NewAdd(a, b)
	case ir.OpSub:
		return c.NewSub(a, b)
	case ir.OpMul:
		return c.NewMul(a, b)
	case ir.OpUDiv, ir.OpURem, ir.OpSDiv, ir.OpSRem:
		// Defined results where LLVM's are undefined: y == 0 gives all
		// ones; y == -1 (signed) gives -x or 0.
		a, b = x.hideSignBits(a, t), x.hideSignBits(b, t)
		isZero := c.NewICmp(enum.IPredEQ, b, zero)
		safe := c.NewSelect(isZero, splat(t, 1, 0), b)
		var r value.Value
		switch op {
		case ir.OpUDiv:
			r = c.NewUDiv(a, safe)
		case ir.OpURem:
			r = c.NewURem(a, safe)
		default:
			isM1 := c.NewICmp(enum.IPredEQ, b, allOnes)
			safe2 := c.NewSelect(isM1, splat(t, 1, 0), safe)
			if op == ir.OpSDiv {
				r = c.NewSelect(isM1, c.NewSub(zero, a), c.NewSDiv(a, safe2))
			} else {
				r = c.NewSelect(isM1, zero, c.NewSRem(a, safe2))
			}
		}
		return c.NewSelect(isZero, allOnes, r)
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		amt := c.NewAnd(b, splat(t, int64(t.Elem().Bits()-1), 0))
		switch op {
		case ir.OpShl:
			return c.NewShl(a, amt)
		case ir.OpLShr:
			return c.NewLShr(a, amt)
		}
		return c.NewAShr(a, amt)
	case ir.OpAnd, ir.OpOr, ir.OpXor:
		return x.bitwise(op, t, a, b)
	case ir.OpSMin:
		return x.binary("smin", a, b)
	case ir.OpSMax:
		return x.binary("smax", a, b)
	case ir.OpUMin:
		return x.binary("umin", a, b)
	case ir.OpUMax:
		return x.binary("umax", a, b)
	case ir.OpFAdd:
		return c.NewFAdd(a, b)
	case ir.OpFSub:
		return c.NewFSub(a, b)
	case ir.OpFMul:
		return c.NewFMul(a, b)
	case ir.OpFDiv:
		if t == ir.F32 {
			// the IR's f32 division is the scaled reciprocal times x
			// (ir.EvalOp), which is exactly LLVM's fdiv.fast
			return x.call("llvm.amdgcn.fdiv.fast", a.Type(), a, b)
		}
		if t == ir.F16 {
			// and its f16 division x times the reciprocal (v_rcp_f16,
			// v_mul_f16), where llc's fdiv divides in f32
			return c.NewFMul(a, x.call("llvm.amdgcn.rcp.f16", b.Type(), b))
		}
		return c.NewFDiv(a, b)
	case ir.OpFMin:
		return x.binary("minnum", a, b)
	case ir.OpFMax:
		return x.binary("maxnum", a, b)
	}
	panic(&unsupported{"LLVM export: " + op.String() + " is not a binary op"})
}

// bitwise returns and/or/xor of a and b. A 64-bit one is built from two
// 32-bit operations on the halves, as the hardware computes it: llc-19
// keeps a 64-bit logical operation whole through instruction selection
// (S_*_B64) and splits it into V_*_B32 halves only when the operands turn
// out to be divergent, so a half that is constant there — the high half of
// ~zext(x) is -1 — first becomes visible to SIFoldOperands, whose fold of
// `or x, -1` keeps x instead of -1 (llvm/llvm-project#189677, fixed after
// LLVM 19). Split here, the DAG combiner folds the constant half itself.
// Differential fuzzer seed 7121580 (testsuite/cases/fuzz_llvm_or64_allones.hlsl).
func (x *fnExp) bitwise(op ir.Op, t ir.Type, a, b value.Value) value.Value {
	c := x.cur
	apply := func(a, b value.Value) value.Value {
		switch op {
		case ir.OpAnd:
			return c.NewAnd(a, b)
		case ir.OpOr:
			if x.e.opts.OrAsArithmetic && t != ir.I1 {
				return c.NewSub(c.NewAdd(a, b), c.NewAnd(a, b))
			}
			return c.NewOr(a, b)
		}
		return c.NewXor(a, b)
	}
	if t != ir.I64 {
		return apply(a, b)
	}
	half := func(v value.Value, hi bool) value.Value {
		if hi {
			v = c.NewLShr(v, constant.NewInt(types.I64, 32))
		}
		return c.NewTrunc(v, types.I32)
	}
	lo := c.NewZExt(apply(half(a, false), half(b, false)), types.I64)
	hi := c.NewZExt(apply(half(a, true), half(b, true)), types.I64)
	return c.NewOr(lo, c.NewShl(hi, constant.NewInt(types.I64, 32)))
}

// hideSignBits returns a 32- or 64-bit operand of a division or remainder
// through an empty inline-assembly copy that LLVM cannot see through.
// llc-19's AMDGPUCodeGenPrepare chooses its 24-bit float expansion of
// udiv/urem from the operands' sign bits (ComputeNumSignBits), which is
// wrong for unsigned operands: a numerator that is small or negative, such
// as firstbitlow's select(x == 0, -1, cttz(x)) or an arithmetic shift
// right, was divided as if it had 24 bits and came out wrong for the
// negative values. A freeze does not help (llc drops it when the value is
// known not to be poison). A non-negative constant has no such sign bits
// and is left alone. Found by the differential fuzzer
// (testsuite/cases/fuzz_llvm_udiv_signbits.hlsl). The divisor needs the
// same: llc-19 narrowed a 64-bit urem of 0xffffffff by a sign-extended
// 32-bit value to a 32-bit urem of the low halves, which is wrong when the
// divisor is negative as a signed value (fuzz_llvm_urem64_signbits.hlsl).
// Signed division is no safer: llc-19 divided the zero-extension of a
// 32-bit value with its top bit set (0xffffffe0 | x, known from the
// work-item id's range) by a small divisor through its 24-bit float path
// and masked the quotient to 5 bits (fuzz_llvm_sdiv64_zext.hlsl; seeds
// 7050585, 7055652 of the differential fuzzer).
func (x *fnExp) hideSignBits(a value.Value, t ir.Type) value.Value {
	if t != ir.I32 && t != ir.I64 {
		return a
	}
	if k, ok := a.(*constant.Int); ok && k.X.Sign() >= 0 && k.X.BitLen() < t.Bits() {
		return a
	}
	typ := a.Type()
	asm := lir.NewInlineAsm(types.NewPointer(types.NewFunc(typ, typ)), "; hlslc: unsigned division operand", "=v,0")
	return x.cur.NewCall(asm, a)
}

// memoryClobber emits an empty inline assembly statement that may read and
// write any memory. Around a barrier with memory semantics it keeps memory
// accesses on their side of it: llc-19 sank a groupshared load from before
// a GroupMemoryBarrierWithGroupSync (fence release, s_barrier, fence
// acquire) past the barrier into the block that used it, where another
// wave's store after the barrier could overwrite the value first
// (differential fuzzer, seed 7091098; testsuite/cases/fuzz_llvm_lds_barrier_sink.hlsl).
func (x *fnExp) memoryClobber() {
	asm := lir.NewInlineAsm(types.NewPointer(types.NewFunc(types.Void)), "", "~{memory}")
	asm.SideEffect = true
	x.cur.NewCall(asm)
}

func (x *fnExp) instr(v *ir.Value) {
	c := x.cur
	// the op's own operands; a view's heap entry indices are read where
	// the descriptor is loaded (descOf)
	args := make([]value.Value, len(ir.OwnArgs(v)))
	if v.Op != ir.OpPhi {
		for i, a := range ir.OwnArgs(v) {
			args[i] = x.val(a)
		}
	}
	var r value.Value
	t := v.Type
	var at ir.Type
	if len(v.Args) > 0 {
		at = v.Args[0].Type
	}
	switch v.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem, ir.OpShl, ir.OpLShr, ir.OpAShr,
		ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpSMin, ir.OpSMax, ir.OpUMin, ir.OpUMax,
		ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFMin, ir.OpFMax:
		r = x.binop(v.Op, t, args[0], args[1])
	case ir.OpNot:
		r = x.bitwise(ir.OpXor, t, args[0], splat(t, -1, 0))
	case ir.OpCtpop:
		r = x.toI32(x.unary("ctpop", args[0]), at)
	case ir.OpFirstBitLow, ir.OpUFirstBitHigh, ir.OpSFirstBitHigh:
		a := args[0]
		zero := splat(at, 0, 0)
		if v.Op == ir.OpSFirstBitHigh {
			neg := c.NewICmp(enum.IPredSLT, a, zero)
			a = c.NewSelect(neg, c.NewXor(a, splat(at, -1, 0)), a)
		}
		var n value.Value
		if v.Op == ir.OpFirstBitLow {
			n = x.toI32(x.call("llvm.cttz."+suffix(a.Type()), a.Type(), a, constant.False), at)
		} else {
			lz := x.toI32(x.call("llvm.ctlz."+suffix(a.Type()), a.Type(), a, constant.False), at)
			n = c.NewSub(i32c(int64(at.Bits()-1)), lz)
		}
		isZero := c.NewICmp(enum.IPredEQ, a, zero)
		r = c.NewSelect(isZero, i32c(-1), n)
	case ir.OpBitReverse:
		r = x.unary("bitreverse", args[0])
	case ir.OpUMulHi:
		wide := types.NewInt(uint64(2 * t.Bits()))
		p := c.NewMul(c.NewZExt(args[0], wide), c.NewZExt(args[1], wide))
		r = c.NewTrunc(c.NewLShr(p, constant.NewInt(wide, int64(t.Bits()))), llType(t))
	case ir.OpFma:
		r = x.call("llvm.fma."+suffix(args[0].Type()), args[0].Type(), args[0], args[1], args[2])
	case ir.OpFNeg:
		r = c.NewFNeg(args[0])
	case ir.OpFAbs:
		r = x.unary("fabs", args[0])
	case ir.OpSqrt:
		r = x.unary("sqrt", args[0])
	case ir.OpRsqrt:
		if t == ir.F32 || t == ir.F16 {
			// the target's reciprocal square root (v_rsq_f32, v_rsq_f16),
			// which hlslc's backend selects: 1/sqrt(x) rounded once, where
			// a division of the rounded square root rounds twice
			r = x.call("llvm.amdgcn.rsq."+suffix(args[0].Type()), args[0].Type(), args[0])
			break
		}
		r = c.NewFDiv(splat(t, 0, 1), x.unary("sqrt", args[0]))
	case ir.OpRcp:
		r = c.NewFDiv(splat(t, 0, 1), args[0])
	case ir.OpFloor:
		r = x.unary("floor", args[0])
	case ir.OpCeil:
		r = x.unary("ceil", args[0])
	case ir.OpFTrunc:
		r = x.unary("trunc", args[0])
	case ir.OpFRound:
		r = x.unary("roundeven", args[0])
	case ir.OpFract:
		d := c.NewFSub(args[0], x.unary("floor", args[0]))
		below1 := constOf(t, ir.EvalOp(ir.OpSub, 0, t, t, []uint64{ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, t, []uint64{mathBits(1)}), 1}))
		if t == ir.F64 {
			below1 = constOf(t, mathBits(1)-1)
		}
		// minnum keeps x - floor(x) below 1 (it rounds up to 1 for tiny
		// negative x) but would also turn the NaN of an infinite or NaN x
		// into below1: a NaN stays a NaN, as the IR defines
		nan := c.NewFCmp(enum.FPredUNO, d, d)
		r = c.NewSelect(nan, d, x.binary("minnum", d, below1))
	case ir.OpExp2:
		r = x.unary("exp2", args[0])
	case ir.OpLog2:
		r = x.unary("log2", args[0])
	case ir.OpSin:
		r = x.unary("sin", args[0])
	case ir.OpCos:
		r = x.unary("cos", args[0])
	case ir.OpICmp:
		r = c.NewICmp(ipred(ir.Pred(v.Aux)), args[0], args[1])
	case ir.OpFCmp:
		r = c.NewFCmp(fpred(ir.Pred(v.Aux)), args[0], args[1])
	case ir.OpSelect:
		r = c.NewSelect(args[0], args[1], args[2])
	case ir.OpTrunc:
		r = c.NewTrunc(args[0], llType(t))
	case ir.OpZExt:
		r = c.NewZExt(args[0], llType(t))
	case ir.OpSExt:
		r = c.NewSExt(args[0], llType(t))
	case ir.OpFPTrunc:
		r = c.NewFPTrunc(args[0], llType(t))
	case ir.OpFPTruncRTZ:
		// f32 to f16 rounding toward zero: the low half of the
		// target's packing conversion (v_cvt_pkrtz_f16_f32)
		pk := x.call("llvm.amdgcn.cvt.pkrtz", types.NewVector(2, types.Half), args[0], constant.NewFloat(types.Float, 0))
		r = c.NewExtractElement(pk, i32c(0))
	case ir.OpFPExt:
		r = c.NewFPExt(args[0], llType(t))
	case ir.OpFPToSI:
		r = x.call("llvm.fptosi.sat."+suffix(llType(t))+"."+suffix(args[0].Type()), llType(t), args[0])
	case ir.OpFPToUI:
		r = x.call("llvm.fptoui.sat."+suffix(llType(t))+"."+suffix(args[0].Type()), llType(t), args[0])
	case ir.OpUIToFP:
		r = c.NewUIToFP(args[0], llType(t))
	case ir.OpSIToFP:
		r = c.NewSIToFP(args[0], llType(t))
	case ir.OpBitcast:
		r = c.NewBitCast(args[0], llType(t))
	case ir.OpPack:
		vec := c.NewInsertElement(constant.NewUndef(llType(t).(*types.VectorType)), args[0], i32c(0))
		r = c.NewInsertElement(vec, args[1], i32c(1))
	case ir.OpLo:
		r = c.NewExtractElement(args[0], i32c(0))
	case ir.OpHi:
		r = c.NewExtractElement(args[0], i32c(1))
	case ir.OpLoad:
		r = x.load(v, args[0])
	case ir.OpStore:
		x.store(v, args[0], args[1])
	case ir.OpAtomic, ir.OpCmpXchg:
		r = x.atomic(v, args)
	case ir.OpTexLoad:
		r = x.texLoad(v, args)
	case ir.OpTexStore:
		x.texStore(v, args)
	case ir.OpTexAtomic:
		r = x.texAtomic(v, args)
	case ir.OpResDim:
		r = x.resDim(v)
	case ir.OpTexSample, ir.OpTexGather:
		r = x.sample(v, args)
	case ir.OpTexInfo:
		r = x.texInfo(v, args)
	case ir.OpBarrier:
		if v.Aux != 0 {
			f := c.NewFence(enum.AtomicOrderingRelease)
			f.SyncScope = "workgroup"
			x.memoryClobber()
		}
		x.call("llvm.amdgcn.s.barrier", types.Void)
		if v.Aux != 0 {
			x.memoryClobber()
			f := c.NewFence(enum.AtomicOrderingAcquire)
			f.SyncScope = "workgroup"
		}
	case ir.OpFence:
		f := c.NewFence(enum.AtomicOrderingAcquireRelease)
		f.SyncScope = "workgroup"
		if ir.SpaceSet(v.Aux).Has(ir.SpaceBuffer) {
			f.SyncScope = "agent"
		}
	case ir.OpDispatchID, ir.OpGroupID, ir.OpThreadID, ir.OpGroupIndex:
		r = x.builtin(v)
	case ir.OpLaneIndex, ir.OpLaneCount, ir.OpIsFirstLane, ir.OpWaveAny, ir.OpWaveAll, ir.OpBallot, ir.OpMbcnt,
		ir.OpWaveCountBits, ir.OpWavePrefixCountBits, ir.OpReadFirstLane, ir.OpReadLane, ir.OpWaveAllEqual,
		ir.OpWaveReduce, ir.OpWavePrefix:
		r = x.wave(v, args)
	case ir.OpPhi:
		phi := &lir.InstPhi{Typ: llType(t)}
		c.Insts = append(c.Insts, phi)
		x.phis = append(x.phis, v)
		r = phi
	case ir.OpCall:
		var cargs []value.Value
		for _, res := range x.e.m.Resources {
			cargs = append(cargs, x.desc[res])
		}
		r = c.NewCall(x.e.funcs[v.Callee], append(cargs, args...)...)
	case ir.OpBr:
		c.NewBr(x.blocks[v.Targets[0]])
	case ir.OpCondBr, ir.OpIf:
		c.NewCondBr(args[0], x.blocks[v.Targets[0]], x.blocks[v.Targets[1]])
	case ir.OpLoop:
		c.NewBr(x.blocks[v.Targets[0]])
	case ir.OpRet:
		if len(args) > 0 {
			x.cur.NewRet(args[0])
		} else {
			x.cur.NewRet(nil)
		}
	default:
		panic(&unsupported{fmt.Sprintf("LLVM export: %s is not supported", v.Op)})
	}
	if v.Fast && !x.e.opts.Strict {
		setFastMath(r)
	}
	if t != ir.Void && r != nil {
		x.vals[v] = r
	}
}

// fastMath are the LLVM fast-math flags of an IR instruction marked fast
// (ir.Value.Fast): what hlslc's optimizer may assume of it — contraction,
// reassociation, reciprocals, the sign of zero — and no more (NaNs and
// infinities keep their meaning).
var fastMath = []enum.FastMathFlag{enum.FastMathFlagReassoc, enum.FastMathFlagContract, enum.FastMathFlagARcp, enum.FastMathFlagNSZ}

// setFastMath puts the flags on the instruction computing an exported
// result (the last one of an expansion).
func setFastMath(r value.Value) {
	switch i := r.(type) {
	case *lir.InstFAdd:
		i.FastMathFlags = fastMath
	case *lir.InstFSub:
		i.FastMathFlags = fastMath
	case *lir.InstFMul:
		i.FastMathFlags = fastMath
	case *lir.InstFDiv:
		i.FastMathFlags = fastMath
	case *lir.InstFNeg:
		i.FastMathFlags = fastMath
	case *lir.InstFCmp:
		i.FastMathFlags = fastMath
	case *lir.InstCall:
		i.FastMathFlags = fastMath
	}
}

// toI32 converts an integer of type t to i32 (truncating or zero-extending).
func (x *fnExp) toI32(a value.Value, t ir.Type) value.Value {
	switch {
	case t.Bits() > 32:
		return x.cur.NewTrunc(a, types.I32)
	case t.Bits() < 32:
		return x.cur.NewZExt(a, types.I32)
	}
	return a
}

func ipred(p ir.Pred) enum.IPred {
	return map[ir.Pred]enum.IPred{ir.PredEq: enum.IPredEQ, ir.PredNe: enum.IPredNE, ir.PredSLt: enum.IPredSLT,
		ir.PredSLe: enum.IPredSLE, ir.PredSGt: enum.IPredSGT, ir.PredSGe: enum.IPredSGE, ir.PredULt: enum.IPredULT,
		ir.PredULe: enum.IPredULE, ir.PredUGt: enum.IPredUGT, ir.PredUGe: enum.IPredUGE}[p]
}

func fpred(p ir.Pred) enum.FPred {
	return map[ir.Pred]enum.FPred{ir.PredOEq: enum.FPredOEQ, ir.PredONe: enum.FPredONE, ir.PredOLt: enum.FPredOLT,
		ir.PredOLe: enum.FPredOLE, ir.PredOGt: enum.FPredOGT, ir.PredOGe: enum.FPredOGE, ir.PredOrd: enum.FPredORD,
		ir.PredUno: enum.FPredUNO, ir.PredUEq: enum.FPredUEQ, ir.PredUNe: enum.FPredUNE, ir.PredULt: enum.FPredULT,
		ir.PredULe: enum.FPredULE, ir.PredUGt: enum.FPredUGT, ir.PredUGe: enum.FPredUGE}[p]
}

// memWord is the integer type a buffer access of n bytes moves.
func memWord(n int) types.Type {
	switch n {
	case 2:
		return types.I16
	case 8:
		return types.NewVector(2, types.I32)
	}
	return types.I32
}

// descOf is the descriptor of the resource v accesses: its kernel
// argument, or for a view of descriptor heap entries the entry's
// descriptor (heapDesc).
func (x *fnExp) descOf(v *ir.Value) value.Value {
	if v.Mem.Heap == nil {
		return x.desc[v.Mem]
	}
	return x.heapDesc(v.Mem, ir.HeapIndex(v))
}

// samplerDescOf is the S# of the sampler a texsample or texgather uses.
func (x *fnExp) samplerDescOf(v *ir.Value) value.Value {
	if v.Sampler.Heap == nil {
		return x.desc[v.Sampler]
	}
	return x.heapDesc(v.Sampler, ir.SamplerHeapIndex(v))
}

// heapDesc loads the descriptor of entry idx of view m's heap from the
// heap's descriptor array (the heap's V#) at idx times ir.HeapStride
// (docs/abi.md): a T# for a texture, else a V# or S#; a view of hidden
// counters reads the V# ir.HeapCounterOffset bytes into the entry.
func (x *fnExp) heapDesc(m *ir.Memory, idx *ir.Value) value.Value {
	var off value.Value = x.cur.NewMul(x.val(idx), i32c(ir.HeapStride))
	if m.Counter {
		off = x.cur.NewAdd(off, i32c(ir.HeapCounterOffset))
	}
	t := descTypeOf(m)
	return x.call("llvm.amdgcn.s.buffer.load."+suffix(t), t, x.desc[m.Heap], off, i32c(0))
}

func (x *fnExp) load(v *ir.Value, off value.Value) value.Value {
	t := llType(v.Type)
	m := v.Mem
	if m.IsResource() {
		w := memWord(v.Type.Bytes())
		r := x.call("llvm.amdgcn.raw.buffer.load."+suffix(w), w, x.descOf(v), off, i32c(0), cachePolicy(m))
		if !w.Equal(t) {
			r = x.cur.NewBitCast(r, t)
		}
		return r
	}
	ld := x.cur.NewLoad(t, x.ptrTo(m, off, t))
	ld.Align = lir.Align(v.Align)
	return ld
}

func (x *fnExp) store(v *ir.Value, off, val value.Value) {
	m := v.Mem
	if m.IsResource() {
		w := memWord(v.Args[1].Type.Bytes())
		if !w.Equal(val.Type()) {
			val = x.cur.NewBitCast(val, w)
		}
		x.call("llvm.amdgcn.raw.buffer.store."+suffix(w), types.Void, val, x.descOf(v), off, i32c(0), cachePolicy(m))
		return
	}
	st := x.cur.NewStore(val, x.ptrTo(m, off, val.Type()))
	st.Align = lir.Align(v.Align)
}

func (x *fnExp) atomic(v *ir.Value, args []value.Value) value.Value {
	m := v.Mem
	t := llType(v.Type)
	if m.IsResource() {
		if v.Order != ir.Monotonic {
			f := x.cur.NewFence(enum.AtomicOrderingRelease)
			f.SyncScope = "agent"
		}
		var r value.Value
		if v.Op == ir.OpCmpXchg {
			r = x.call("llvm.amdgcn.raw.buffer.atomic.cmpswap."+suffix(t), t, args[2], args[1], x.descOf(v), args[0], i32c(0), i32c(0))
		} else {
			name := map[ir.AtomicOp]string{ir.AtomicAdd: "add", ir.AtomicSub: "sub", ir.AtomicAnd: "and", ir.AtomicOr: "or",
				ir.AtomicXor: "xor", ir.AtomicSMin: "smin", ir.AtomicSMax: "smax", ir.AtomicUMin: "umin",
				ir.AtomicUMax: "umax", ir.AtomicXchg: "swap"}[ir.AtomicOp(v.Aux)]
			r = x.call("llvm.amdgcn.raw.buffer.atomic."+name+"."+suffix(t), t, args[1], x.descOf(v), args[0], i32c(0), i32c(0))
		}
		if v.Order != ir.Monotonic {
			f := x.cur.NewFence(enum.AtomicOrderingAcquire)
			f.SyncScope = "agent"
		}
		return r
	}
	p := x.ptrTo(m, args[0], t)
	if v.Op == ir.OpCmpXchg {
		o := ordering(v.Order)
		fail := o
		if o == enum.AtomicOrderingRelease {
			fail = enum.AtomicOrderingMonotonic
		} else if o == enum.AtomicOrderingAcquireRelease {
			fail = enum.AtomicOrderingAcquire
		}
		cx := x.cur.NewCmpXchg(p, args[1], args[2], o, fail)
		cx.SyncScope = "workgroup"
		return x.cur.NewExtractValue(cx, 0)
	}
	op := map[ir.AtomicOp]enum.AtomicOp{ir.AtomicAdd: enum.AtomicOpAdd, ir.AtomicSub: enum.AtomicOpSub,
		ir.AtomicAnd: enum.AtomicOpAnd, ir.AtomicOr: enum.AtomicOpOr, ir.AtomicXor: enum.AtomicOpXor,
		ir.AtomicSMin: enum.AtomicOpMin, ir.AtomicSMax: enum.AtomicOpMax, ir.AtomicUMin: enum.AtomicOpUMin,
		ir.AtomicUMax: enum.AtomicOpUMax, ir.AtomicXchg: enum.AtomicOpXChg}[ir.AtomicOp(v.Aux)]
	rmw := x.cur.NewAtomicRMW(op, p, args[1], ordering(v.Order))
	rmw.SyncScope = "workgroup"
	return rmw
}

func (x *fnExp) builtin(v *ir.Value) value.Value {
	dims := "xyz"
	tid := func(d int) value.Value {
		return x.call("llvm.amdgcn.workitem.id."+dims[d:d+1], types.I32)
	}
	nt := x.e.m.Kernel().NumThreads
	switch v.Op {
	case ir.OpThreadID:
		return tid(int(v.Aux))
	case ir.OpGroupID:
		return x.call("llvm.amdgcn.workgroup.id."+dims[v.Aux:v.Aux+1], types.I32)
	case ir.OpDispatchID:
		g := x.call("llvm.amdgcn.workgroup.id."+dims[v.Aux:v.Aux+1], types.I32)
		return x.cur.NewAdd(x.cur.NewMul(g, i32c(int64(nt[v.Aux]))), tid(int(v.Aux)))
	}
	idx := tid(0)
	if nt[1] > 1 {
		idx = x.cur.NewAdd(idx, x.cur.NewMul(tid(1), i32c(int64(nt[0]))))
	}
	if nt[2] > 1 {
		idx = x.cur.NewAdd(idx, x.cur.NewMul(tid(2), i32c(int64(nt[0]*nt[1]))))
	}
	return idx
}

// imageDim is the dimension suffix of the image intrinsics.
var imageDim = map[runspec.Shape]string{runspec.Shape1D: "1d", runspec.Shape2D: "2d", runspec.Shape3D: "3d", runspec.Shape2DArray: "2darray",
	runspec.Shape1DArray: "1darray", runspec.ShapeCube: "cube", runspec.ShapeCubeArray: "cube",
	runspec.Shape2DMS: "2dmsaa", runspec.Shape2DMSArray: "2darraymsaa"}

// texelVec is the float type an element of m moves as: float or <N x float>
// (integer formats move their bits in it).
func texelVec(m *ir.Memory) types.Type {
	if m.Texel.StorageComps() == 1 {
		return types.Float
	}
	return types.NewVector(uint64(m.Texel.StorageComps()), types.Float)
}

// texLoad reads the whole element and extracts the component: LLVM merges
// the reads of one element's components.
func (x *fnExp) texLoad(v *ir.Value, args []value.Value) value.Value {
	m := v.Mem
	vt := texelVec(m)
	var r value.Value
	if !m.Shape.IsTexture() {
		r = x.call("llvm.amdgcn.struct.buffer.load.format."+suffix(vt), vt, x.descOf(v), args[0], i32c(0), i32c(0), cachePolicy(m))
	} else {
		name := "llvm.amdgcn.image.load."
		if m.MipArg() {
			name += "mip."
		}
		name += imageDim[m.Shape] + "." + suffix(vt) + ".i32"
		cargs := []value.Value{i32c(int64(1)<<m.Texel.StorageComps() - 1)}
		cargs = append(cargs, args...)
		cargs = append(cargs, x.descOf(v), i32c(0), i32c(0))
		r = x.call(name, vt, cargs...)
	}
	if m.Texel.StorageComps() > 1 {
		r = x.cur.NewExtractElement(r, i32c(v.Aux))
	}
	if v.Type != ir.F32 {
		r = x.cur.NewBitCast(r, types.I32)
	}
	return r
}

func (x *fnExp) texStore(v *ir.Value, args []value.Value) {
	m := v.Mem
	n := m.Shape.Coords()
	vt := texelVec(m)
	comps := make([]value.Value, m.Texel.StorageComps())
	for i, a := range args[n:] {
		if !a.Type().Equal(types.Float) {
			a = x.cur.NewBitCast(a, types.Float)
		}
		comps[i] = a
	}
	var data value.Value = comps[0]
	if m.Texel.StorageComps() > 1 {
		data = constant.NewUndef(vt.(*types.VectorType))
		for i, c := range comps {
			data = x.cur.NewInsertElement(data, c, i32c(int64(i)))
		}
	}
	if !m.Shape.IsTexture() {
		x.call("llvm.amdgcn.struct.buffer.store.format."+suffix(vt), types.Void, data, x.descOf(v), args[0], i32c(0), i32c(0), i32c(0))
		return
	}
	cargs := []value.Value{data, i32c(int64(1)<<m.Texel.StorageComps() - 1)}
	cargs = append(cargs, args[:n]...)
	cargs = append(cargs, x.descOf(v), i32c(0), i32c(0))
	x.call("llvm.amdgcn.image.store."+imageDim[m.Shape]+"."+suffix(vt)+".i32", types.Void, cargs...)
}

// resDim: a texture's extents come from image.getresinfo; a buffer's from
// its descriptor's num_records (bytes, or elements of a typed buffer). A
// multisampled texture's come from its T#'s fields, as hlslc's backend
// reads them (resinfo of MSAA images is not modelled by the executor).
func (x *fnExp) resDim(v *ir.Value) value.Value {
	m := v.Mem
	if m.Kind == ir.MemTyped && m.Shape.IsMultisampled() {
		// dword, shift, width of WIDTH-1, HEIGHT-1, DEPTH-1 (the last
		// layer) and LAST_LEVEL (log2 of the samples)
		f := [4][3]int64{{2, 0, 14}, {2, 14, 14}, {4, 0, 13}, {3, 16, 4}}[v.Aux]
		w := x.cur.NewExtractElement(x.descOf(v), i32c(f[0]))
		w2 := x.cur.NewAnd(x.cur.NewLShr(w, i32c(f[1])), i32c(1<<f[2]-1))
		if v.Aux == 3 {
			return x.cur.NewShl(i32c(1), w2)
		}
		return x.cur.NewAdd(w2, i32c(1))
	}
	if m.Kind == ir.MemTyped && m.Shape.IsTexture() {
		vt := types.NewVector(4, types.Float)
		r := x.call("llvm.amdgcn.image.getresinfo."+imageDim[m.Shape]+".v4f32.i32", vt, i32c(15), i32c(0), x.descOf(v), i32c(0), i32c(0))
		c := v.Aux
		switch {
		case m.Shape == runspec.Shape1DArray && c == 2:
			c = 1 // resinfo gives a 1D array's layers in y
		case c >= 1 && (m.Shape == runspec.Shape1D || m.Shape == runspec.Shape1DArray && c == 1) || c == 2 && (m.Shape == runspec.Shape1D || m.Shape == runspec.Shape2D):
			return i32c(1) // an extent the shape lacks
		}
		return x.cur.NewBitCast(x.cur.NewExtractElement(r, i32c(c)), types.I32)
	}
	return x.cur.NewExtractElement(x.descOf(v), i32c(2))
}

// llvmAtomic names the LLVM buffer and image atomics.
var llvmAtomic = map[ir.AtomicOp]string{ir.AtomicAdd: "add", ir.AtomicSub: "sub", ir.AtomicAnd: "and", ir.AtomicOr: "or",
	ir.AtomicXor: "xor", ir.AtomicSMin: "smin", ir.AtomicSMax: "smax", ir.AtomicUMin: "umin", ir.AtomicUMax: "umax", ir.AtomicXchg: "swap",
	ir.AtomicCmpXchg: "cmpswap"}

func (x *fnExp) texAtomic(v *ir.Value, args []value.Value) value.Value {
	m := v.Mem
	n := m.Shape.Coords()
	name := llvmAtomic[ir.AtomicOp(v.Aux)]
	data := []value.Value{args[n]}
	if ir.AtomicOp(v.Aux) == ir.AtomicCmpXchg {
		// LLVM's cmpswap takes the new value, then the compare value
		data = []value.Value{args[n+1], args[n]}
	}
	// i32, or i64 on 64-bit elements (LLVM selects the _x2 forms)
	t, ts := types.I32, "i32"
	if v.Type == ir.I64 {
		t, ts = types.I64, "i64"
	}
	if !m.Shape.IsTexture() {
		return x.call("llvm.amdgcn.struct.buffer.atomic."+name+"."+ts, t, append(data, x.descOf(v), args[0], i32c(0), i32c(0), i32c(0))...)
	}
	cargs := append(data, args[:n]...)
	cargs = append(cargs, x.descOf(v), i32c(0), i32c(0))
	return x.call("llvm.amdgcn.image.atomic."+name+"."+imageDim[m.Shape]+"."+ts+".i32", t, cargs...)
}
