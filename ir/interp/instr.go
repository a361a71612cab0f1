package interp

import (
	"encoding/binary"
	"math"
	"math/bits"
	"strings"

	"hlslc/ir"
)

func (w *wave) instr(fr *frame, v *ir.Value, mask uint64) {
	op := v.Op
	out := &fr.regs[v.ID]
	if op.Is(ir.FlagPure) {
		var a [3]uint64
		args := a[:len(v.Args)]
		check := w.g.mc.implDefined && (op == ir.OpFPToSI || op == ir.OpFPToUI || op == ir.OpSin || op == ir.OpCos)
		for l := range lanes(mask) {
			for i, x := range v.Args {
				args[i] = fr.get(x, l)
			}
			if check {
				w.checkDefined(v, l, args[0])
			}
			out[l] = ir.EvalOnGCN(v, args)
		}
		return
	}
	g := w.g
	nt := g.mc.kernel.NumThreads
	switch op {
	case ir.OpDispatchID, ir.OpGroupID, ir.OpThreadID, ir.OpGroupIndex:
		for l := range lanes(mask) {
			gi := w.base + l
			tid := [3]int{gi % nt[0], gi / nt[0] % nt[1], gi / (nt[0] * nt[1])}
			d := int(v.Aux)
			switch op {
			case ir.OpDispatchID:
				out[l] = uint64(uint32(int(g.id[d])*nt[d] + tid[d]))
			case ir.OpGroupID:
				out[l] = uint64(g.id[d])
			case ir.OpThreadID:
				out[l] = uint64(tid[d])
			default:
				out[l] = uint64(gi)
			}
		}
	case ir.OpLoad:
		for l := range lanes(mask) {
			buf, off, ok := w.access(fr, v, l)
			if !ok {
				out[l] = 0
				continue
			}
			out[l] = readBits(buf[off:], v.Type.Bytes())
			w.noteRace(v, l, buf, off, v.Type.Bytes(), false, false)
		}
	case ir.OpStore:
		for l := range lanes(mask) {
			buf, off, ok := w.access(fr, v, l)
			if ok {
				n, x := v.Args[1].Type.Bytes(), fr.get(v.Args[1], l)
				w.noteRace(v, l, buf, off, n, true, readBits(buf[off:], n) != x)
				writeBits(buf[off:], n, x)
			}
		}
	case ir.OpTexLoad:
		for l := range lanes(mask) {
			out[l] = w.texLoad(fr, v, l)
		}
	case ir.OpTexStore:
		for l := range lanes(mask) {
			w.texStore(fr, v, l)
		}
	case ir.OpTexSample, ir.OpTexGather:
		for l := range lanes(mask) {
			out[l] = w.sample(fr, v, l, mask)
		}
	case ir.OpTexInfo:
		for l := range lanes(mask) {
			out[l] = w.texInfo(fr, v, l)
		}
	case ir.OpTexAtomic:
		n := v.Mem.Shape.Coords()
		for l := range lanes(mask) {
			buf, ok := w.texAtomicWord(fr, v, l)
			if !ok {
				out[l] = 0
				continue
			}
			size := len(buf)
			old := readBits(buf, size)
			if ir.AtomicOp(v.Aux) == ir.AtomicCmpXchg {
				if old == fr.get(v.Args[n], l) {
					writeBits(buf, size, fr.get(v.Args[n+1], l))
				}
			} else {
				writeBits(buf, size, atomicOp(ir.AtomicOp(v.Aux), v.Type, old, fr.get(v.Args[n], l)))
			}
			out[l] = old
		}
	case ir.OpResDim:
		m := v.Mem
		for l := range lanes(mask) {
			switch {
			case m.Kind == ir.MemTyped:
				_, ext := w.typedOf(fr, v, l)
				out[l] = uint64(ext[v.Aux])
			case m.Heap != nil:
				out[l] = uint64(len(w.heapEntry(fr, v, l)))
			default:
				out[l] = uint64(len(w.g.mc.res[m]))
			}
		}
	case ir.OpAtomic, ir.OpCmpXchg:
		t := v.Type
		for l := range lanes(mask) {
			buf, off, ok := w.access(fr, v, l)
			if !ok {
				out[l] = 0
				continue
			}
			old := readBits(buf[off:], t.Bytes())
			x := fr.get(v.Args[1], l)
			var nv uint64
			if op == ir.OpCmpXchg {
				nv = old
				if old == x {
					nv = fr.get(v.Args[2], l)
				}
			} else {
				nv = atomicOp(ir.AtomicOp(v.Aux), t, old, x)
			}
			writeBits(buf[off:], t.Bytes(), nv)
			out[l] = old
		}
	case ir.OpBarrier:
		if need := w.full; mask != need && (!w.g.mc.hwBarriers || mask|w.returned != need) {
			w.fail(v, -1, "reached by only some lanes of the wave (mask %#x of %#x): barriers need uniform control flow", mask, w.full)
		}
		w.barrier = v
		if !w.yield(struct{}{}) {
			panic(abort{})
		}
	case ir.OpFence:
		// Memory is sequentially consistent here: nothing to order.
	case ir.OpLaneIndex:
		for l := range lanes(mask) {
			out[l] = uint64(l)
		}
	case ir.OpLaneCount:
		for l := range lanes(mask) {
			out[l] = WaveSize
		}
	case ir.OpIsFirstLane:
		first := bits.TrailingZeros64(mask)
		for l := range lanes(mask) {
			out[l] = b2u(l == first)
		}
	case ir.OpWaveAny, ir.OpWaveAll, ir.OpBallot, ir.OpWaveCountBits, ir.OpWavePrefixCountBits:
		ballot := fr.condMask(v.Args[0], mask)
		for l := range lanes(mask) {
			switch op {
			case ir.OpWaveAny:
				out[l] = b2u(ballot != 0)
			case ir.OpWaveAll:
				out[l] = b2u(ballot == mask)
			case ir.OpBallot:
				out[l] = ballot
			case ir.OpWaveCountBits:
				out[l] = uint64(bits.OnesCount64(ballot))
			default:
				out[l] = uint64(bits.OnesCount64(ballot & (1<<uint(l) - 1)))
			}
		}
	case ir.OpMbcnt:
		for l := range lanes(mask) {
			out[l] = uint64(bits.OnesCount64(fr.get(v.Args[0], l) & (1<<uint(l) - 1)))
		}
	case ir.OpReadFirstLane:
		first := bits.TrailingZeros64(mask)
		x := fr.get(v.Args[0], first)
		for l := range lanes(mask) {
			if v.Aux == ir.ReadFirstAssumed && fr.get(v.Args[0], l) != x {
				w.fail(v, l, "resource index not uniform without NonUniformResourceIndex: %s here, %s in thread %d, the wave's first active one",
					ir.ConstText(v.Type, fr.get(v.Args[0], l)), ir.ConstText(v.Type, x), w.base+first)
			}
			out[l] = x
		}
	case ir.OpReadLane:
		var res [WaveSize]uint64
		for l := range lanes(mask) {
			src := int(fr.get(v.Args[1], l) & 63)
			if mask&(1<<uint(src)) == 0 {
				w.fail(v, l, "reads lane %d, which is not active", src)
			}
			res[l] = fr.get(v.Args[0], src)
		}
		for l := range lanes(mask) {
			out[l] = res[l]
		}
	case ir.OpWaveAllEqual:
		x := fr.get(v.Args[0], bits.TrailingZeros64(mask))
		eq := true
		for l := range lanes(mask) {
			eq = eq && fr.get(v.Args[0], l) == x
		}
		for l := range lanes(mask) {
			out[l] = b2u(eq)
		}
	case ir.OpWaveReduce, ir.OpWavePrefix:
		rop := ir.Op(v.Aux)
		t := v.Type
		mode := w.g.mc.m.DenormF32
		combine := func(a, b uint64) uint64 { return ir.EvalOpIn(mode, rop, 0, t, t, []uint64{a, b}) }
		if op == ir.OpWaveReduce {
			var acc uint64
			first := true
			for l := range lanes(mask) {
				x := fr.get(v.Args[0], l)
				if first {
					// the first lane's value as an arithmetic operand:
					// flushed when the mode flushes (a one-lane reduction
					// is still an fadd, fmin, ... on GCN)
					if t == ir.F32 && rop.AllowsFast() && mode.FlushF32() {
						x = ir.FlushDenormF32(x)
					}
					acc, first = x, false
				} else {
					acc = combine(acc, x)
				}
			}
			for l := range lanes(mask) {
				out[l] = acc
			}
			return
		}
		acc := identity(rop, t)
		var res [WaveSize]uint64
		for l := range lanes(mask) {
			res[l] = acc
			acc = combine(acc, fr.get(v.Args[0], l))
		}
		for l := range lanes(mask) {
			out[l] = res[l]
		}
	case ir.OpCall:
		callee := v.Callee
		cf := w.newFrame(callee, mask)
		for l := range lanes(mask) {
			for i, p := range callee.Params {
				cf.regs[p.ID][l] = fr.get(v.Args[i], l)
			}
		}
		w.run(cf, callee.Entry(), mask, exits{})
		if v.Type != ir.Void {
			for l := range lanes(mask) {
				out[l] = cf.ret[l]
			}
		}
	default:
		w.fail(v, -1, "cannot execute this instruction")
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// identity is the starting value of an exclusive prefix combined with op.
func identity(op ir.Op, t ir.Type) uint64 {
	m := t.Mask()
	switch op {
	case ir.OpMul:
		return 1
	case ir.OpAnd, ir.OpUMin:
		return m
	case ir.OpSMin:
		return m >> 1
	case ir.OpSMax:
		return (m >> 1) + 1
	case ir.OpFMul:
		return fbits(t, 1)
	case ir.OpFMin:
		return fbits(t, math.Inf(1))
	case ir.OpFMax:
		return fbits(t, math.Inf(-1))
	}
	return 0 // add, or, xor, umax, fadd (+0)
}

func fbits(t ir.Type, f float64) uint64 {
	return ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, t, []uint64{math.Float64bits(f)})
}

func atomicOp(a ir.AtomicOp, t ir.Type, old, x uint64) uint64 {
	switch a {
	case ir.AtomicAdd:
		return ir.EvalOp(ir.OpAdd, 0, t, t, []uint64{old, x})
	case ir.AtomicSub:
		return ir.EvalOp(ir.OpSub, 0, t, t, []uint64{old, x})
	case ir.AtomicAnd:
		return old & x
	case ir.AtomicOr:
		return old | x
	case ir.AtomicXor:
		return old ^ x
	case ir.AtomicSMin:
		return ir.EvalOp(ir.OpSMin, 0, t, t, []uint64{old, x})
	case ir.AtomicSMax:
		return ir.EvalOp(ir.OpSMax, 0, t, t, []uint64{old, x})
	case ir.AtomicUMin:
		return min(old, x)
	case ir.AtomicUMax:
		return max(old, x)
	}
	return x // xchg
}

// access finds the bytes a memory instruction touches in lane l. ok is
// false for a buffer access out of range (D3D: load 0, drop the store).
func (w *wave) access(fr *frame, v *ir.Value, l int) (buf []byte, off uint64, ok bool) {
	m := v.Mem
	off = fr.get(v.Args[0], l) & 0xffffffff
	size := uint64(v.Type.Bytes())
	if v.Op == ir.OpStore {
		size = uint64(v.Args[1].Type.Bytes())
	}
	switch m.Kind {
	case ir.MemGroupshared:
		buf = w.g.lds[m]
	case ir.MemPrivate:
		buf = fr.priv[m][l]
	default:
		buf = w.g.mc.res[m]
		if m.Heap != nil {
			buf = w.heapEntry(fr, v, l)
		}
	}
	if off%uint64(v.Align) != 0 {
		w.fail(v, l, "offset %d into @%s is not %d-byte aligned", off, m.Name, v.Align)
	}
	if off+size > uint64(len(buf)) && m.Kind == ir.MemGroupshared && w.g.ldsAll != nil {
		// as hardware runs it: the bytes at that place in the allocation,
		// or nothing beyond it (ok false: load 0, drop the store)
		// LDS addresses are 32 bits: the variable's base plus a negative
		// offset wraps below it
		abs := (uint64(w.g.mc.ldsLayout.Offset[m]) + off) & 0xffffffff
		if abs+size > uint64(len(w.g.ldsAll)) {
			return nil, 0, false
		}
		return w.g.ldsAll, abs, true
	}
	if off+size > uint64(len(buf)) {
		if m.Kind == ir.MemGroupshared || m.Kind == ir.MemPrivate {
			w.fail(v, l, "offset %d (%d bytes) is outside @%s (%d bytes)", off, size, m.Name, len(buf))
		}
		return nil, 0, false
	}
	return buf, off, true
}

func readBits(b []byte, n int) uint64 {
	switch n {
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

func writeBits(b []byte, n int, x uint64) {
	switch n {
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(x))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(x))
	default:
		binary.LittleEndian.PutUint64(b, x)
	}
}

// checkDefined fails at an operation of lane l, with operand x, whose
// result is implementation-defined (Options.ImplementationDefined): a
// float-to-integer conversion that saturates, or sin/cos outside the
// interval where D3D bounds its error.
func (w *wave) checkDefined(v *ir.Value, l int, x uint64) {
	t := v.Args[0].Type
	switch v.Op {
	case ir.OpFPToSI, ir.OpFPToUI:
		if !ir.ConversionInRange(t, v.Type, x, v.Op == ir.OpFPToSI) {
			w.fail(v, l, "%s: %s to %s out of range (D3D clamps it, and a NaN becomes 0; SPIR-V and LLVM leave it undefined)",
				implementationDefined, ir.ConstText(t, x), v.Type)
		}
	case ir.OpSin, ir.OpCos:
		if !ir.TrigInRange(t, x) {
			w.fail(v, l, "%s: %s of %s, outside [-100π, 100π], where D3D bounds the error (0.0008 absolute)",
				implementationDefined, v.Op, ir.ConstText(t, x))
		}
	}
}

// implementationDefined begins the message of checkDefined's errors.
const implementationDefined = "implementation-defined result"

// ImplementationDefined reports whether the error is an operation whose
// result is implementation-defined (Options.ImplementationDefined).
func (e *RuntimeError) ImplementationDefined() bool {
	return strings.HasPrefix(e.Msg, implementationDefined+":")
}
