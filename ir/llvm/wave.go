package llvm

import (
	"math"

	lir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"hlslc/ir"
)

func mathBits(f float64) uint64 { return math.Float64bits(f) }

// toWords splits a value of type t into i32 words (wave intrinsics move 32 bits).
func (x *fnExp) toWords(a value.Value, t ir.Type) []value.Value {
	c := x.cur
	switch t.Bits() {
	case 1:
		return []value.Value{c.NewZExt(a, types.I32)}
	case 16:
		if t == ir.F16 {
			a = c.NewBitCast(a, types.I16)
		}
		return []value.Value{c.NewZExt(a, types.I32)}
	case 64:
		v := c.NewBitCast(a, types.NewVector(2, types.I32))
		return []value.Value{c.NewExtractElement(v, i32c(0)), c.NewExtractElement(v, i32c(1))}
	}
	if t != ir.I32 {
		a = c.NewBitCast(a, types.I32)
	}
	return []value.Value{a}
}

func (x *fnExp) fromWords(ws []value.Value, t ir.Type) value.Value {
	c := x.cur
	switch t.Bits() {
	case 1:
		return c.NewTrunc(ws[0], types.I1)
	case 16:
		var h value.Value = c.NewTrunc(ws[0], types.I16)
		if t == ir.F16 {
			h = c.NewBitCast(h, types.Half)
		}
		return h
	case 64:
		v := c.NewInsertElement(constant.NewUndef(types.NewVector(2, types.I32)), ws[0], i32c(0))
		v = c.NewInsertElement(v, ws[1], i32c(1))
		return c.NewBitCast(v, llType(t))
	}
	if t != ir.I32 {
		return c.NewBitCast(ws[0], llType(t))
	}
	return ws[0]
}

func (x *fnExp) ballot(b value.Value) value.Value {
	return x.call("llvm.amdgcn.ballot.i64", types.I64, b)
}

func (x *fnExp) mbcnt(m value.Value) value.Value {
	lo := x.cur.NewTrunc(m, types.I32)
	hi := x.cur.NewTrunc(x.cur.NewLShr(m, constant.NewInt(types.I64, 32)), types.I32)
	l := x.call("llvm.amdgcn.mbcnt.lo", types.I32, lo, i32c(0))
	return x.call("llvm.amdgcn.mbcnt.hi", types.I32, hi, l)
}

func (x *fnExp) laneIndex() value.Value { return x.mbcnt(constant.NewInt(types.I64, -1)) }

func (x *fnExp) readLaneUniform(a value.Value, t ir.Type, lane value.Value) value.Value {
	ws := x.toWords(a, t)
	for i, w := range ws {
		ws[i] = x.call("llvm.amdgcn.readlane.i32", types.I32, w, lane)
	}
	return x.fromWords(ws, t)
}

func (x *fnExp) wave(v *ir.Value, args []value.Value) value.Value {
	c := x.cur
	switch v.Op {
	case ir.OpLaneIndex:
		return x.laneIndex()
	case ir.OpLaneCount:
		return i32c(64)
	case ir.OpIsFirstLane:
		active := x.ballot(constant.True)
		first := c.NewTrunc(x.call("llvm.cttz.i64", types.I64, active, constant.True), types.I32)
		return x.cur.NewICmp(enum.IPredEQ, first, x.laneIndex())
	case ir.OpWaveAny:
		return c.NewICmp(enum.IPredNE, x.ballot(args[0]), constant.NewInt(types.I64, 0))
	case ir.OpWaveAll:
		b := x.ballot(args[0])
		return x.cur.NewICmp(enum.IPredEQ, b, x.ballot(constant.True))
	case ir.OpBallot:
		return x.ballot(args[0])
	case ir.OpMbcnt:
		return x.mbcnt(args[0])
	case ir.OpWaveCountBits:
		b := x.ballot(args[0])
		return x.cur.NewTrunc(x.call("llvm.ctpop.i64", types.I64, b), types.I32)
	case ir.OpWavePrefixCountBits:
		return x.mbcnt(x.ballot(args[0]))
	case ir.OpReadFirstLane:
		// A constant is its own first lane's value. Passing it through the
		// intrinsic hides it from llc's DAG combiner, and llc-19's
		// SIFoldOperands then folds `or x, -1` to x instead of -1
		// (llvm/llvm-project#189677, fixed after LLVM 19; case
		// fuzz_llvm_readfirstlane_const).
		if k, ok := args[0].(constant.Constant); ok {
			return k
		}
		ws := x.toWords(args[0], v.Type)
		for i, w := range ws {
			ws[i] = x.call("llvm.amdgcn.readfirstlane.i32", types.I32, w)
		}
		return x.fromWords(ws, v.Type)
	case ir.OpReadLane:
		addr := c.NewShl(c.NewAnd(args[1], i32c(63)), i32c(2))
		ws := x.toWords(args[0], v.Type)
		for i, w := range ws {
			ws[i] = x.call("llvm.amdgcn.ds.bpermute", types.I32, addr, w)
		}
		return x.fromWords(ws, v.Type)
	case ir.OpWaveAllEqual:
		ws := x.toWords(args[0], v.Args[0].Type)
		var eq value.Value = constant.True
		for _, w := range ws {
			f := x.call("llvm.amdgcn.readfirstlane.i32", types.I32, w)
			eq = x.cur.NewAnd(eq, x.cur.NewICmp(enum.IPredEQ, f, w))
		}
		b := x.ballot(eq)
		return x.cur.NewICmp(enum.IPredEQ, b, x.ballot(constant.True))
	}
	return x.scan(v, args[0])
}

// scan emits wave.reduce / wave.prefix as a loop over the active lanes in
// lane order: acc starts at the identity; a lane's prefix is acc before its
// own value is combined.
func (x *fnExp) scan(v *ir.Value, a value.Value) value.Value {
	t := v.Type
	rop := ir.Op(v.Aux)
	prefix := v.Op == ir.OpWavePrefix
	id := identity(rop, t, prefix)
	active := x.ballot(constant.True)
	self := x.laneIndex()
	pre := x.cur
	loop := x.newBlock("scan")
	exit := x.newBlock("scan.end")
	pre.NewBr(loop)
	x.cur = loop
	mask := &lir.InstPhi{Typ: types.I64}
	acc := &lir.InstPhi{Typ: llType(t)}
	res := &lir.InstPhi{Typ: llType(t)}
	loop.Insts = append(loop.Insts, mask, acc)
	if prefix {
		loop.Insts = append(loop.Insts, res)
	}
	lane := x.cur.NewTrunc(x.call("llvm.cttz.i64", types.I64, mask, constant.True), types.I32)
	xv := x.readLaneUniform(a, t, lane)
	var resNext value.Value
	if prefix {
		isSelf := x.cur.NewICmp(enum.IPredEQ, lane, self)
		resNext = x.cur.NewSelect(isSelf, acc, res)
	}
	accNext := x.binop(rop, t, acc, xv)
	maskNext := x.cur.NewAnd(mask, x.cur.NewSub(mask, constant.NewInt(types.I64, 1)))
	more := x.cur.NewICmp(enum.IPredNE, maskNext, constant.NewInt(types.I64, 0))
	latch := x.cur
	latch.NewCondBr(more, loop, exit)
	mask.Incs = []*lir.Incoming{lir.NewIncoming(active, pre), lir.NewIncoming(maskNext, latch)}
	acc.Incs = []*lir.Incoming{lir.NewIncoming(id, pre), lir.NewIncoming(accNext, latch)}
	if prefix {
		res.Incs = []*lir.Incoming{lir.NewIncoming(id, pre), lir.NewIncoming(resNext, latch)}
	}
	x.cur = exit
	if prefix {
		return resNext
	}
	return accNext
}

// identity is the value a scan starts from: the op's identity (-0 for a
// float sum reduction, so that x + -0 == x exactly; +0 for prefix sums as
// the interpreter defines them).
func identity(op ir.Op, t ir.Type, prefix bool) value.Value {
	switch op {
	case ir.OpMul:
		return splat(t, 1, 0)
	case ir.OpAnd, ir.OpUMin:
		return splat(t, -1, 0)
	case ir.OpSMin:
		return splat(t, int64(t.Mask()>>1), 0)
	case ir.OpSMax:
		return splat(t, -int64(t.Mask()>>1)-1, 0)
	case ir.OpFMul:
		return splat(t, 0, 1)
	case ir.OpFMin:
		return splat(t, 0, math.Inf(1))
	case ir.OpFMax:
		return splat(t, 0, math.Inf(-1))
	case ir.OpFAdd:
		if !prefix {
			return splat(t, 0, math.Copysign(0, -1))
		}
	}
	return splat(t, 0, 0)
}
