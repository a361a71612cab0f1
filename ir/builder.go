package ir

import (
	"math"
	"strconv"

	"hlslc/ir/runspec"
)

// Builder appends instructions to a block. Values get names v<ID> unless
// named with Named.
type Builder struct {
	Func  *Func
	Block *Block
	// Pos is given to every instruction emitted (the source position the
	// front end is lowering).
	Pos Pos
}

// NewBuilder returns a builder for f, positioned at no block.
func NewBuilder(f *Func) *Builder { return &Builder{Func: f} }

// SetBlock makes b the block new instructions are appended to.
func (b *Builder) SetBlock(blk *Block) { b.Block = blk }

// Emit appends an instruction with the given op, result type and operands.
func (b *Builder) Emit(op Op, t Type, args ...*Value) *Value {
	if b.Block == nil {
		panic("ir.Builder: no current block")
	}
	v := b.Func.newValue(op, t, "")
	v.Name = "v" + strconv.Itoa(v.ID)
	v.Pos = b.Pos
	v.Args = args
	v.Block = b.Block
	b.Block.Instrs = append(b.Block.Instrs, v)
	return v
}

// Named sets v's name in the text form and returns v.
func Named(v *Value, name string) *Value { v.Name = name; return v }

// ConstInt returns the integer constant x of type t.
func (b *Builder) ConstInt(t Type, x int64) *Value { return b.Func.Const(t, uint64(x)) }

// ConstBool returns true or false.
func (b *Builder) ConstBool(x bool) *Value {
	if x {
		return b.Func.Const(I1, 1)
	}
	return b.Func.Const(I1, 0)
}

// ConstFloat returns the float constant x of type t, rounded to nearest even.
func (b *Builder) ConstFloat(t Type, x float64) *Value {
	switch t {
	case F16:
		return b.Func.Const(t, uint64(runspec.F64ToF16(x)))
	case F32:
		return b.Func.Const(t, uint64(math.Float32bits(float32(x))))
	case F64:
		return b.Func.Const(t, math.Float64bits(x))
	}
	panic("ir.Builder.ConstFloat: not a float type: " + t.String())
}

// Bin appends a two-operand op whose result has the operands' type.
func (b *Builder) Bin(op Op, x, y *Value) *Value { return b.Emit(op, x.Type, x, y) }

// Un appends a one-operand op whose result has the operand's type
// (ctpop and the firstbit ops return i32).
func (b *Builder) Un(op Op, x *Value) *Value {
	t := x.Type
	if op.Info().Result != tT {
		t = op.Info().Result
	}
	return b.Emit(op, t, x)
}

// Fma appends x*y+z with one rounding.
func (b *Builder) Fma(x, y, z *Value) *Value { return b.Emit(OpFma, x.Type, x, y, z) }

// ICmp appends an integer comparison.
func (b *Builder) ICmp(p Pred, x, y *Value) *Value {
	v := b.Emit(OpICmp, I1, x, y)
	v.Aux = int64(p)
	return v
}

// FCmp appends a float comparison.
func (b *Builder) FCmp(p Pred, x, y *Value) *Value {
	v := b.Emit(OpFCmp, I1, x, y)
	v.Aux = int64(p)
	return v
}

// Select appends c ? x : y.
func (b *Builder) Select(c, x, y *Value) *Value { return b.Emit(OpSelect, x.Type, c, x, y) }

// Convert appends a conversion (trunc, zext, …, bitcast, lo, hi) to type t.
func (b *Builder) Convert(op Op, t Type, x *Value) *Value { return b.Emit(op, t, x) }

// Pack appends the packing of two 16-bit values into a v2i16 or v2f16.
func (b *Builder) Pack(lo, hi *Value) *Value {
	t := V2I16
	if lo.Type == F16 {
		t = V2F16
	}
	return b.Emit(OpPack, t, lo, hi)
}

// Load appends a load of type t from mem at byte offset off.
func (b *Builder) Load(t Type, mem *Memory, off *Value, align int) *Value {
	v := b.Emit(OpLoad, t, off)
	v.Mem, v.Align = mem, align
	return v
}

// Store appends a store of x to mem at byte offset off.
func (b *Builder) Store(mem *Memory, off, x *Value, align int) *Value {
	v := b.Emit(OpStore, Void, off, x)
	v.Mem, v.Align = mem, align
	return v
}

// TexLoad appends a read of component comp of the element of a typed
// resource at coords (and the mip level, if mem.MipArg()).
func (b *Builder) TexLoad(mem *Memory, comp int, coords ...*Value) *Value {
	v := b.Emit(OpTexLoad, texelType(mem), coords...)
	v.Mem, v.Aux = mem, int64(comp)
	return v
}

// TexStore appends a write of a whole element (one value per component)
// of a typed resource at coords.
func (b *Builder) TexStore(mem *Memory, coords, vals []*Value) *Value {
	v := b.Emit(OpTexStore, Void, append(append([]*Value{}, coords...), vals...)...)
	v.Mem = mem
	return v
}

// TexAtomic appends an atomic on an element of a typed resource, returning
// the old value; AtomicCmpXchg takes the compare value then the new one.
// The operands' type (i32, or i64 on a resource of 64-bit elements) is the
// result's.
func (b *Builder) TexAtomic(a AtomicOp, mem *Memory, coords []*Value, x ...*Value) *Value {
	v := b.Emit(OpTexAtomic, x[0].Type, append(append([]*Value{}, coords...), x...)...)
	v.Mem, v.Aux = mem, int64(a)
	return v
}

// ResDim appends extent dim of a buffer or texture (see OpResDim).
func (b *Builder) ResDim(mem *Memory, dim int) *Value {
	v := b.Emit(OpResDim, I32)
	v.Mem, v.Aux = mem, int64(dim)
	return v
}

// Atomic appends an atomic read-modify-write returning the old value.
func (b *Builder) Atomic(a AtomicOp, mem *Memory, off, x *Value, o Ordering) *Value {
	v := b.Emit(OpAtomic, x.Type, off, x)
	v.Aux, v.Mem, v.Order, v.Align = int64(a), mem, o, x.Type.Bytes()
	return v
}

// CmpXchg appends an atomic compare-and-exchange returning the old value.
func (b *Builder) CmpXchg(mem *Memory, off, cmp, x *Value, o Ordering) *Value {
	v := b.Emit(OpCmpXchg, x.Type, off, cmp, x)
	v.Mem, v.Order, v.Align = mem, o, x.Type.Bytes()
	return v
}

// Barrier appends a workgroup execution barrier that also orders the given
// memory spaces (GroupMemoryBarrierWithGroupSync: groupshared).
func (b *Builder) Barrier(s SpaceSet) *Value {
	v := b.Emit(OpBarrier, Void)
	v.Aux = int64(s)
	return v
}

// Fence appends a memory barrier without execution synchronization.
func (b *Builder) Fence(s SpaceSet) *Value {
	v := b.Emit(OpFence, Void)
	v.Aux = int64(s)
	return v
}

// ID appends a built-in id: OpDispatchID, OpGroupID, OpThreadID with a
// dimension 0..2, or OpGroupIndex (dim ignored).
func (b *Builder) ID(op Op, dim int) *Value {
	v := b.Emit(op, I32)
	if op != OpGroupIndex {
		v.Aux = int64(dim)
	}
	return v
}

// Wave appends a wave op without aux (wave.ballot, wave.readlane, ...).
func (b *Builder) Wave(op Op, args ...*Value) *Value {
	t := op.Info().Result
	if t == tT {
		t = args[0].Type
	}
	return b.Emit(op, t, args...)
}

// AssumeUniform appends a wave.readfirst of x that the language's rules
// take as the same on every active lane (ReadFirstAssumed).
func (b *Builder) AssumeUniform(x *Value) *Value {
	v := b.Wave(OpReadFirstLane, x)
	v.Aux = ReadFirstAssumed
	return v
}

// WaveReduce appends wave.reduce (prefix false) or wave.prefix (true)
// combining the active lanes' x with op.
func (b *Builder) WaveReduce(op Op, x *Value, prefix bool) *Value {
	code := OpWaveReduce
	if prefix {
		code = OpWavePrefix
	}
	v := b.Emit(code, x.Type, x)
	v.Aux = int64(op)
	return v
}

// Phi appends a phi of type t; add incoming values with AddIncoming.
// Phis must come first in their block.
func (b *Builder) Phi(t Type) *Value { return b.Emit(OpPhi, t) }

// AddIncoming adds the value x flowing into phi from block pred.
func AddIncoming(phi, x *Value, pred *Block) {
	phi.Args = append(phi.Args, x)
	phi.Targets = append(phi.Targets, pred)
}

// Call appends a call of fn.
func (b *Builder) Call(fn *Func, args ...*Value) *Value {
	v := b.Emit(OpCall, fn.Result, args...)
	v.Callee = fn
	return v
}

// Br appends an unconditional branch.
func (b *Builder) Br(t *Block) *Value {
	v := b.Emit(OpBr, Void)
	v.Targets = []*Block{t}
	return v
}

// CondBr appends a conditional branch that leaves a loop construct (a break
// or continue; see the package doc).
func (b *Builder) CondBr(c *Value, t, f *Block) *Value {
	v := b.Emit(OpCondBr, Void, c)
	v.Targets = []*Block{t, f}
	return v
}

// If appends a selection: go to then when c, else to els; both meet at merge
// (els may be merge itself).
func (b *Builder) If(c *Value, then, els, merge *Block) *Value {
	v := b.Emit(OpIf, Void, c)
	v.Targets = []*Block{then, els, merge}
	return v
}

// Loop makes the current block a loop header: it enters body; breaks go to
// merge; the back edge comes from the continue construct starting at cont.
func (b *Builder) Loop(body, merge, cont *Block) *Value {
	v := b.Emit(OpLoop, Void)
	v.Targets = []*Block{body, merge, cont}
	return v
}

// Ret appends a return, with a value for non-void functions.
func (b *Builder) Ret(x ...*Value) *Value { return b.Emit(OpRet, Void, x...) }
