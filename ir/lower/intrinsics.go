package lower

import (
	"math"
	"strings"

	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// intrinsic lowers a call of an intrinsic function or resource method.
func (l *lowerer) intrinsic(e *frontend.IntrinsicCall) []*ir.Value {
	in := e.Intrinsic
	if in.Method {
		return l.method(e)
	}
	name := in.Name
	// atomics and out-parameter intrinsics need places, not values
	switch name {
	case "Barrier":
		l.barrier(e)
		return nil
	case "printf":
		// no output channel: the arguments run for their effects
		for _, a := range e.Args[1:] {
			l.expr(a)
		}
		return nil
	case "InterlockedAdd", "InterlockedAnd", "InterlockedOr", "InterlockedXor", "InterlockedMin", "InterlockedMax",
		"InterlockedExchange", "InterlockedCompareExchange", "InterlockedCompareStore",
		"InterlockedCompareStoreFloatBitwise", "InterlockedCompareExchangeFloatBitwise":
		return l.interlocked(e)
	case "modf", "frexp", "sincos", "asuint":
		if name != "asuint" || len(e.Args) == 3 {
			return l.outIntrinsic(e)
		}
	}
	args := make([][]*ir.Value, len(e.Args))
	for i, a := range e.Args {
		args[i] = l.expr(a)
	}
	var tk frontend.ScalarKind // the component kind of T
	if len(e.ParamTypes) > 0 {
		tk, _ = frontend.ElemKind(e.ParamTypes[0])
	}
	rk, _ := frontend.ElemKind(e.Type())
	rkinds := flatKinds(e.Type())
	each := func(f func(xs ...*ir.Value) *ir.Value) []*ir.Value {
		n := 0
		for _, a := range args {
			if len(a) > n {
				n = len(a)
			}
		}
		out := make([]*ir.Value, n)
		for i := range out {
			xs := make([]*ir.Value, len(args))
			for j, a := range args {
				if len(a) == 1 {
					xs[j] = a[0]
				} else {
					xs[j] = a[i]
				}
			}
			out[i] = f(xs...)
		}
		return out
	}
	un := func(op ir.Op) []*ir.Value {
		return each(func(xs ...*ir.Value) *ir.Value { return l.fold(l.b.Un(op, xs[0])) })
	}
	fl := func(x *ir.Value, f float64) *ir.Value { return l.b.ConstFloat(x.Type, f) }
	bin := func(op ir.Op, x, y *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, x, y)) }
	signed := tk.IsSigned()
	switch name {
	case "abs":
		return each(func(xs ...*ir.Value) *ir.Value {
			x := xs[0]
			switch {
			case x.Type.IsFloat():
				return l.fold(l.b.Un(ir.OpFAbs, x))
			case signed:
				return bin(ir.OpSMax, x, bin(ir.OpSub, l.f.Const(x.Type, 0), x))
			}
			return x
		})
	case "min", "max":
		return each(func(xs ...*ir.Value) *ir.Value { return l.minmax(name == "min", tk, xs[0], xs[1]) })
	case "clamp":
		return each(func(xs ...*ir.Value) *ir.Value {
			return l.minmax(true, tk, l.minmax(false, tk, xs[0], xs[1]), xs[2])
		})
	case "mad":
		return each(func(xs ...*ir.Value) *ir.Value {
			if xs[0].Type.IsFloat() {
				return l.fold(l.b.Fma(xs[0], xs[1], xs[2]))
			}
			return bin(ir.OpAdd, bin(ir.OpMul, xs[0], xs[1]), xs[2])
		})
	case "fma":
		return each(func(xs ...*ir.Value) *ir.Value { return l.fold(l.b.Fma(xs[0], xs[1], xs[2])) })
	case "sqrt":
		return un(ir.OpSqrt)
	case "rsqrt":
		return un(ir.OpRsqrt)
	case "rcp":
		return un(ir.OpRcp)
	case "floor":
		return un(ir.OpFloor)
	case "ceil":
		return un(ir.OpCeil)
	case "trunc":
		return un(ir.OpFTrunc)
	case "round":
		return un(ir.OpFRound)
	case "frac":
		return un(ir.OpFract)
	case "sin":
		return un(ir.OpSin)
	case "cos":
		return un(ir.OpCos)
	case "exp2":
		return un(ir.OpExp2)
	case "log2":
		return un(ir.OpLog2)
	case "exp":
		return each(func(xs ...*ir.Value) *ir.Value {
			return l.fold(l.b.Un(ir.OpExp2, bin(ir.OpFMul, xs[0], fl(xs[0], math.Log2E))))
		})
	case "log":
		return each(func(xs ...*ir.Value) *ir.Value {
			return bin(ir.OpFMul, l.fold(l.b.Un(ir.OpLog2, xs[0])), fl(xs[0], math.Ln2))
		})
	case "log10":
		return each(func(xs ...*ir.Value) *ir.Value {
			return bin(ir.OpFMul, l.fold(l.b.Un(ir.OpLog2, xs[0])), fl(xs[0], math.Ln2/math.Ln10))
		})
	case "pow":
		return each(func(xs ...*ir.Value) *ir.Value {
			return l.fold(l.b.Un(ir.OpExp2, bin(ir.OpFMul, xs[1], l.fold(l.b.Un(ir.OpLog2, xs[0])))))
		})
	case "degrees":
		return each(func(xs ...*ir.Value) *ir.Value { return bin(ir.OpFMul, xs[0], fl(xs[0], 180/math.Pi)) })
	case "radians":
		return each(func(xs ...*ir.Value) *ir.Value { return bin(ir.OpFMul, xs[0], fl(xs[0], math.Pi/180)) })
	case "saturate":
		return each(func(xs ...*ir.Value) *ir.Value {
			return bin(ir.OpFMin, bin(ir.OpFMax, xs[0], fl(xs[0], 0)), fl(xs[0], 1))
		})
	case "tan":
		return each(func(xs ...*ir.Value) *ir.Value {
			return bin(ir.OpFDiv, l.fold(l.b.Un(ir.OpSin, xs[0])), l.fold(l.b.Un(ir.OpCos, xs[0])))
		})
	case "sinh", "cosh", "tanh":
		return each(func(xs ...*ir.Value) *ir.Value { return l.hyperbolic(name, xs[0]) })
	case "atan":
		return each(func(xs ...*ir.Value) *ir.Value { return l.atan(xs[0]) })
	case "atan2":
		return each(func(xs ...*ir.Value) *ir.Value { return l.atan2(xs[0], xs[1]) })
	case "asin", "acos":
		return each(func(xs ...*ir.Value) *ir.Value {
			x := xs[0]
			c := l.fold(l.b.Un(ir.OpSqrt, bin(ir.OpFSub, fl(x, 1), bin(ir.OpFMul, x, x))))
			if name == "asin" {
				return l.atan2(x, c)
			}
			return l.atan2(c, x)
		})
	case "fmod":
		return each(func(xs ...*ir.Value) *ir.Value { return l.scalarBinop(e, frontend.OpRem, tk, xs[0], xs[1]) })
	case "step":
		return each(func(xs ...*ir.Value) *ir.Value {
			ge := l.fold(l.b.FCmp(ir.PredOGe, xs[1], xs[0]))
			return l.fold(l.b.Select(ge, fl(xs[0], 1), fl(xs[0], 0)))
		})
	case "ldexp":
		return each(func(xs ...*ir.Value) *ir.Value {
			return bin(ir.OpFMul, xs[0], l.fold(l.b.Un(ir.OpExp2, xs[1])))
		})
	case "lerp":
		return each(func(xs ...*ir.Value) *ir.Value {
			return bin(ir.OpFAdd, xs[0], bin(ir.OpFMul, xs[2], bin(ir.OpFSub, xs[1], xs[0])))
		})
	case "smoothstep":
		return each(func(xs ...*ir.Value) *ir.Value {
			a, b, x := xs[0], xs[1], xs[2]
			t := bin(ir.OpFDiv, bin(ir.OpFSub, x, a), bin(ir.OpFSub, b, a))
			t = bin(ir.OpFMin, bin(ir.OpFMax, t, fl(t, 0)), fl(t, 1))
			return bin(ir.OpFMul, bin(ir.OpFMul, t, t), bin(ir.OpFSub, fl(t, 3), bin(ir.OpFMul, fl(t, 2), t)))
		})
	case "sign":
		return each(func(xs ...*ir.Value) *ir.Value {
			x := xs[0]
			var pos, neg *ir.Value
			if x.Type.IsFloat() {
				pos = l.fold(l.b.FCmp(ir.PredOGt, x, fl(x, 0)))
				neg = l.fold(l.b.FCmp(ir.PredOLt, x, fl(x, 0)))
			} else if signed {
				pos = l.fold(l.b.ICmp(ir.PredSGt, x, l.f.Const(x.Type, 0)))
				neg = l.fold(l.b.ICmp(ir.PredSLt, x, l.f.Const(x.Type, 0)))
			} else {
				pos = l.fold(l.b.ICmp(ir.PredNe, x, l.f.Const(x.Type, 0)))
				neg = l.b.ConstBool(false)
			}
			rt := l.irType(rk)
			return l.fold(l.b.Select(pos, l.f.Const(rt, 1), l.fold(l.b.Select(neg, l.f.Const(rt, ^uint64(0)), l.f.Const(rt, 0)))))
		})
	case "isnan":
		return each(func(xs ...*ir.Value) *ir.Value { return l.fold(l.b.FCmp(ir.PredUno, xs[0], xs[0])) })
	case "isinf":
		return each(func(xs ...*ir.Value) *ir.Value {
			return l.fold(l.b.FCmp(ir.PredOEq, l.fold(l.b.Un(ir.OpFAbs, xs[0])), fl(xs[0], math.Inf(1))))
		})
	case "isfinite":
		return each(func(xs ...*ir.Value) *ir.Value {
			return l.fold(l.b.FCmp(ir.PredOLt, l.fold(l.b.Un(ir.OpFAbs, xs[0])), fl(xs[0], math.Inf(1))))
		})
	case "isnormal":
		// normal: finite and at least the smallest normal magnitude (zero,
		// subnormals, infinities and NaN are not)
		return each(func(xs ...*ir.Value) *ir.Value {
			a := l.fold(l.b.Un(ir.OpFAbs, xs[0]))
			lo := l.fold(l.b.FCmp(ir.PredOGe, a, fl(xs[0], smallestNormal(xs[0].Type))))
			return bin(ir.OpAnd, lo, l.fold(l.b.FCmp(ir.PredOLt, a, fl(xs[0], math.Inf(1)))))
		})
	case "all", "any":
		ak := flatKinds(e.Args[0].Type())
		var acc *ir.Value
		for i, v := range args[0] {
			b := l.convert(v, ak[i], frontend.Bool)
			if acc == nil {
				acc = b
			} else if name == "all" {
				acc = bin(ir.OpAnd, acc, b)
			} else {
				acc = bin(ir.OpOr, acc, b)
			}
		}
		return []*ir.Value{acc}
	case "dot":
		return []*ir.Value{l.dot(args[0], args[1])}
	case "length":
		return []*ir.Value{l.fold(l.b.Un(ir.OpSqrt, l.dot(args[0], args[0])))}
	case "distance":
		d := make([]*ir.Value, len(args[0]))
		for i := range d {
			d[i] = bin(ir.OpFSub, args[0][i], args[1][i])
		}
		return []*ir.Value{l.fold(l.b.Un(ir.OpSqrt, l.dot(d, d)))}
	case "normalize":
		r := l.fold(l.b.Un(ir.OpRsqrt, l.dot(args[0], args[0])))
		out := make([]*ir.Value, len(args[0]))
		for i, x := range args[0] {
			out[i] = bin(ir.OpFMul, x, r)
		}
		return out
	case "reflect":
		i, n := args[0], args[1]
		d := l.dot(n, i)
		d2 := bin(ir.OpFMul, d, fl(d, 2))
		out := make([]*ir.Value, len(i))
		for k := range out {
			out[k] = bin(ir.OpFSub, i[k], bin(ir.OpFMul, d2, n[k]))
		}
		return out
	case "refract":
		i, n, eta := args[0], args[1], args[2][0]
		eta = l.fitType(eta, kindOfType(i[0].Type, tk))
		d := l.dot(n, i)
		one := fl(d, 1)
		k := bin(ir.OpFSub, one, bin(ir.OpFMul, bin(ir.OpFMul, eta, eta), bin(ir.OpFSub, one, bin(ir.OpFMul, d, d))))
		neg := l.fold(l.b.FCmp(ir.PredOLt, k, fl(k, 0)))
		s := bin(ir.OpFAdd, bin(ir.OpFMul, eta, d), l.fold(l.b.Un(ir.OpSqrt, k)))
		out := make([]*ir.Value, len(i))
		for c := range out {
			v := bin(ir.OpFSub, bin(ir.OpFMul, eta, i[c]), bin(ir.OpFMul, s, n[c]))
			out[c] = l.fold(l.b.Select(neg, fl(v, 0), v))
		}
		return out
	case "faceforward":
		n, i, ng := args[0], args[1], args[2]
		d := l.dot(ng, i)
		lt := l.fold(l.b.FCmp(ir.PredOLt, d, fl(d, 0)))
		out := make([]*ir.Value, len(n))
		for c := range out {
			out[c] = l.fold(l.b.Select(lt, n[c], l.fold(l.b.Un(ir.OpFNeg, n[c]))))
		}
		return out
	case "cross":
		a, b := args[0], args[1]
		cr := func(i, j int) *ir.Value {
			return bin(ir.OpFSub, bin(ir.OpFMul, a[i], b[j]), bin(ir.OpFMul, a[j], b[i]))
		}
		return []*ir.Value{cr(1, 2), cr(2, 0), cr(0, 1)}
	case "mul":
		return l.mul(e, args)
	case "transpose":
		mt := e.ParamTypes[0].(*frontend.MatrixType)
		out := make([]*ir.Value, len(args[0]))
		for r := 0; r < mt.Rows; r++ {
			for c := 0; c < mt.Cols; c++ {
				out[c*mt.Rows+r] = args[0][r*mt.Cols+c]
			}
		}
		return out
	case "determinant":
		mt := e.ParamTypes[0].(*frontend.MatrixType)
		if mt.Rows != mt.Cols {
			errorExpr(e, "determinant of a non-square matrix")
		}
		return []*ir.Value{l.det(args[0], mt.Rows)}
	case "countbits":
		return each(func(xs ...*ir.Value) *ir.Value { return l.fold(l.b.Un(ir.OpCtpop, l.widen16(xs[0], false))) })
	case "reversebits":
		return each(func(xs ...*ir.Value) *ir.Value {
			x := xs[0]
			if x.Type.Bits() != 16 {
				return l.fold(l.b.Un(ir.OpBitReverse, x))
			}
			// the 16 bits reversed are the high half of the 32 reversed
			r := bin(ir.OpLShr, l.fold(l.b.Un(ir.OpBitReverse, l.widen16(x, false))), l.f.Const(ir.I32, 16))
			return l.fold(l.b.Convert(ir.OpTrunc, x.Type, r))
		})
	case "firstbitlow":
		return each(func(xs ...*ir.Value) *ir.Value { return l.fold(l.b.Un(ir.OpFirstBitLow, l.widen16(xs[0], false))) })
	case "firstbithigh":
		op := ir.OpUFirstBitHigh
		if signed {
			op = ir.OpSFirstBitHigh
		}
		return each(func(xs ...*ir.Value) *ir.Value { return l.fold(l.b.Un(op, l.widen16(xs[0], signed))) })
	case "asfloat", "asint", "asuint":
		out := make([]*ir.Value, len(args[0]))
		for i, x := range args[0] {
			t := l.irType(rkinds[i])
			if x.Type == t {
				out[i] = x
			} else {
				out[i] = l.fold(l.b.Convert(ir.OpBitcast, t, x))
			}
		}
		return out
	case "asdouble":
		return each(func(xs ...*ir.Value) *ir.Value {
			lo := l.fold(l.b.Convert(ir.OpZExt, ir.I64, xs[0]))
			hi := l.fold(l.b.Convert(ir.OpZExt, ir.I64, xs[1]))
			w := bin(ir.OpOr, lo, bin(ir.OpShl, hi, l.f.Const(ir.I64, 32)))
			return l.fold(l.b.Convert(ir.OpBitcast, ir.F64, w))
		})
	case "f16tof32":
		return each(func(xs ...*ir.Value) *ir.Value {
			// the half's bits are the argument's low 16 bits (a 16-bit
			// integer argument is them already)
			x := xs[0]
			if x.Type != ir.I16 {
				x = l.fold(l.b.Convert(ir.OpTrunc, ir.I16, x))
			}
			h := l.fold(l.b.Convert(ir.OpBitcast, ir.F16, x))
			return l.fold(l.b.Convert(ir.OpFPExt, ir.F32, h))
		})
	case "f32tof16":
		return each(func(xs ...*ir.Value) *ir.Value {
			x := xs[0]
			if x.Type != ir.F32 {
				x = l.fitType(x, frontend.Float)
			}
			// D3D's conversion to a narrower float rounds toward zero
			h := l.fold(l.b.Convert(ir.OpBitcast, ir.I16, l.fold(l.b.Convert(ir.OpFPTruncRTZ, ir.F16, x))))
			return l.fold(l.b.Convert(ir.OpZExt, ir.I32, h))
		})
	case "GroupMemoryBarrier":
		l.b.Fence(ir.SpacesOf(ir.SpaceGroupshared))
		return nil
	case "GroupMemoryBarrierWithGroupSync":
		l.b.Barrier(ir.SpacesOf(ir.SpaceGroupshared))
		return nil
	case "DeviceMemoryBarrier":
		l.b.Fence(ir.SpacesOf(ir.SpaceBuffer))
		return nil
	case "DeviceMemoryBarrierWithGroupSync":
		l.b.Barrier(ir.SpacesOf(ir.SpaceBuffer))
		return nil
	case "AllMemoryBarrier":
		l.b.Fence(ir.SpacesOf(ir.SpaceGroupshared, ir.SpaceBuffer))
		return nil
	case "AllMemoryBarrierWithGroupSync":
		l.b.Barrier(ir.SpacesOf(ir.SpaceGroupshared, ir.SpaceBuffer))
		return nil
	case "NonUniformResourceIndex":
		return args[0]
	case "WaveGetLaneCount":
		return []*ir.Value{l.b.Wave(ir.OpLaneCount)}
	case "GetGroupWaveIndex":
		// the hardware puts the threads in waves in flat-index order
		flat := l.b.ID(ir.OpGroupIndex, 0)
		if l.hardwareIndex == nil {
			l.hardwareIndex = map[*ir.Value]bool{}
		}
		l.hardwareIndex[flat] = true
		return []*ir.Value{bin(ir.OpUDiv, flat, l.f.Const(ir.I32, ir.WaveSize))}
	case "GetGroupWaveCount":
		n := l.f.NumThreads
		waves := (n[0]*n[1]*n[2] + ir.WaveSize - 1) / ir.WaveSize
		return []*ir.Value{l.f.Const(ir.I32, uint64(waves))}
	case "WaveGetLaneIndex":
		return []*ir.Value{l.b.Wave(ir.OpLaneIndex)}
	case "WaveIsFirstLane":
		return []*ir.Value{l.b.Wave(ir.OpIsFirstLane)}
	case "WaveActiveAnyTrue":
		return []*ir.Value{l.b.Wave(ir.OpWaveAny, args[0][0])}
	case "WaveActiveAllTrue":
		return []*ir.Value{l.b.Wave(ir.OpWaveAll, args[0][0])}
	case "WaveActiveBallot":
		m := l.b.Wave(ir.OpBallot, args[0][0])
		lo := l.b.Convert(ir.OpTrunc, ir.I32, m)
		hi := l.b.Convert(ir.OpTrunc, ir.I32, l.b.Bin(ir.OpLShr, m, l.f.Const(ir.I64, 32)))
		z := l.f.Const(ir.I32, 0)
		return []*ir.Value{lo, hi, z, z}
	case "WaveActiveCountBits":
		return []*ir.Value{l.b.Wave(ir.OpWaveCountBits, args[0][0])}
	case "WavePrefixCountBits":
		return []*ir.Value{l.b.Wave(ir.OpWavePrefixCountBits, args[0][0])}
	case "WaveReadLaneFirst":
		return each(func(xs ...*ir.Value) *ir.Value { return l.b.Wave(ir.OpReadFirstLane, xs[0]) })
	case "WaveReadLaneAt":
		lane := args[1][0]
		out := make([]*ir.Value, len(args[0]))
		for i, x := range args[0] {
			out[i] = l.b.Wave(ir.OpReadLane, x, lane)
		}
		return out
	case "WaveActiveAllEqual", "WaveActiveAllEqualBool":
		out := make([]*ir.Value, len(args[0]))
		for i, x := range args[0] {
			out[i] = l.b.Wave(ir.OpWaveAllEqual, x)
		}
		return out
	case "WaveActiveSum", "WavePrefixSum", "WaveActiveProduct", "WavePrefixProduct", "WaveActiveMin", "WaveActiveMax",
		"WaveActiveBitAnd", "WaveActiveBitOr", "WaveActiveBitXor":
		prefix := name == "WavePrefixSum" || name == "WavePrefixProduct"
		out := make([]*ir.Value, len(args[0]))
		for i, x := range args[0] {
			f := x.Type.IsFloat()
			var op ir.Op
			switch name {
			case "WaveActiveSum", "WavePrefixSum":
				op = pick(f, ir.OpFAdd, ir.OpAdd)
			case "WaveActiveProduct", "WavePrefixProduct":
				op = pick(f, ir.OpFMul, ir.OpMul)
			case "WaveActiveMin":
				op = pick(f, ir.OpFMin, pick(signed, ir.OpSMin, ir.OpUMin))
			case "WaveActiveMax":
				op = pick(f, ir.OpFMax, pick(signed, ir.OpSMax, ir.OpUMax))
			case "WaveActiveBitAnd":
				op = ir.OpAnd
			case "WaveActiveBitOr":
				op = ir.OpOr
			default:
				op = ir.OpXor
			}
			if x.Type == ir.I1 {
				errorExpr(e, "%s on bool values is not supported", name)
			}
			out[i] = l.b.WaveReduce(op, x, prefix)
		}
		return out
	case "QuadReadAcrossX", "QuadReadAcrossY", "QuadReadAcrossDiagonal", "QuadReadLaneAt":
		l.quadOps = true
		laneIdx := l.b.Wave(ir.OpLaneIndex)
		var src *ir.Value
		switch name {
		case "QuadReadAcrossX":
			src = l.b.Bin(ir.OpXor, laneIdx, l.f.Const(ir.I32, 1))
		case "QuadReadAcrossY":
			src = l.b.Bin(ir.OpXor, laneIdx, l.f.Const(ir.I32, 2))
		case "QuadReadAcrossDiagonal":
			src = l.b.Bin(ir.OpXor, laneIdx, l.f.Const(ir.I32, 3))
		default:
			q := bin(ir.OpAnd, args[1][0], l.f.Const(ir.I32, 3))
			src = bin(ir.OpOr, l.b.Bin(ir.OpAnd, laneIdx, l.f.Const(ir.I32, ^uint64(3))), q)
		}
		out := make([]*ir.Value, len(args[0]))
		for i, x := range args[0] {
			out[i] = l.b.Wave(ir.OpReadLane, x, src)
		}
		return out
	}
	if out, ok := l.moreIntrinsic(e, args); ok {
		return out
	}
	errorExpr(e, "intrinsic '%s' is not supported by the lowering yet", name)
	return nil
}

func (l *lowerer) minmax(isMin bool, k frontend.ScalarKind, x, y *ir.Value) *ir.Value {
	var op ir.Op
	switch {
	case x.Type.IsFloat():
		op = pick(isMin, ir.OpFMin, ir.OpFMax)
	case k.IsSigned():
		op = pick(isMin, ir.OpSMin, ir.OpSMax)
	default:
		op = pick(isMin, ir.OpUMin, ir.OpUMax)
	}
	return l.fold(l.b.Bin(op, x, y))
}

// dot sums the products in order: ((a0*b0 + a1*b1) + a2*b2) + a3*b3.
func (l *lowerer) dot(a, b []*ir.Value) *ir.Value {
	f := a[0].Type.IsFloat()
	var acc *ir.Value
	for i := range a {
		p := l.fold(l.b.Bin(pick(f, ir.OpFMul, ir.OpMul), a[i], b[i]))
		if acc == nil {
			acc = p
		} else {
			acc = l.fold(l.b.Bin(pick(f, ir.OpFAdd, ir.OpAdd), acc, p))
		}
	}
	return acc
}

func (l *lowerer) mul(e *frontend.IntrinsicCall, args [][]*ir.Value) []*ir.Value {
	at, bt := e.ParamTypes[0], e.ParamTypes[1]
	a, b := args[0], args[1]
	f := a[0].Type.IsFloat()
	mulOp := pick(f, ir.OpFMul, ir.OpMul)
	_, as := at.(*frontend.ScalarType)
	_, bs := bt.(*frontend.ScalarType)
	if as || bs {
		s, v := a[0], b
		if bs {
			s, v = b[0], a
		}
		out := make([]*ir.Value, len(v))
		for i, x := range v {
			out[i] = l.fold(l.b.Bin(mulOp, x, s))
		}
		return out
	}
	rowsCols := func(t frontend.Type, isLeft bool) (int, int) {
		switch t := t.(type) {
		case *frontend.MatrixType:
			return t.Rows, t.Cols
		case *frontend.VectorType:
			if isLeft {
				return 1, t.N // row vector
			}
			return t.N, 1 // column vector
		}
		return 1, 1
	}
	ar, ac := rowsCols(at, true)
	br, bc := rowsCols(bt, false)
	if ac != br {
		errorExpr(e, "mul: inner dimensions differ (%d and %d)", ac, br)
	}
	out := make([]*ir.Value, 0, ar*bc)
	for r := 0; r < ar; r++ {
		for c := 0; c < bc; c++ {
			x := make([]*ir.Value, ac)
			y := make([]*ir.Value, ac)
			for k := 0; k < ac; k++ {
				x[k] = a[r*ac+k]
				y[k] = b[k*bc+c]
			}
			out = append(out, l.dot(x, y))
		}
	}
	return out
}

// det computes a determinant by cofactor expansion along the first row.
func (l *lowerer) det(m []*ir.Value, n int) *ir.Value {
	if n == 1 {
		return m[0]
	}
	var acc *ir.Value
	for c := 0; c < n; c++ {
		var minor []*ir.Value
		for r := 1; r < n; r++ {
			for cc := 0; cc < n; cc++ {
				if cc != c {
					minor = append(minor, m[r*n+cc])
				}
			}
		}
		t := l.fold(l.b.Bin(ir.OpFMul, m[c], l.det(minor, n-1)))
		switch {
		case acc == nil:
			acc = t
		case c%2 == 1:
			acc = l.fold(l.b.Bin(ir.OpFSub, acc, t))
		default:
			acc = l.fold(l.b.Bin(ir.OpFAdd, acc, t))
		}
	}
	return acc
}

// atan approximates arctangent: range reduction to [0, 1] and a minimax
// polynomial (absolute error below 2e-6 in f32).
func (l *lowerer) atan(x *ir.Value) *ir.Value {
	bin := func(op ir.Op, a, b *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, a, b)) }
	c := func(f float64) *ir.Value { return l.b.ConstFloat(x.Type, f) }
	a := l.fold(l.b.Un(ir.OpFAbs, x))
	big := l.fold(l.b.FCmp(ir.PredOGt, a, c(1)))
	t := l.fold(l.b.Select(big, bin(ir.OpFDiv, c(1), a), a))
	t2 := bin(ir.OpFMul, t, t)
	coef := []float64{-0.0040540580, 0.0218612288, -0.0559098861, 0.0964200441, -0.1390853351, 0.1994653599, -0.3332985605, 0.9999993329}
	p := c(coef[0])
	for _, k := range coef[1:] {
		p = bin(ir.OpFAdd, bin(ir.OpFMul, p, t2), c(k))
	}
	r := bin(ir.OpFMul, p, t)
	r = l.fold(l.b.Select(big, bin(ir.OpFSub, c(math.Pi/2), r), r))
	neg := l.fold(l.b.FCmp(ir.PredOLt, x, c(0)))
	return l.fold(l.b.Select(neg, l.fold(l.b.Un(ir.OpFNeg, r)), r))
}

// atan2 is atan(y/x) moved to the quadrant of (x, y).
func (l *lowerer) atan2(y, x *ir.Value) *ir.Value {
	bin := func(op ir.Op, a, b *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, a, b)) }
	c := func(f float64) *ir.Value { return l.b.ConstFloat(x.Type, f) }
	r := l.atan(bin(ir.OpFDiv, y, x))
	xneg := l.fold(l.b.FCmp(ir.PredOLt, x, c(0)))
	yneg := l.fold(l.b.FCmp(ir.PredOLt, y, c(0)))
	adj := l.fold(l.b.Select(yneg, bin(ir.OpFSub, r, c(math.Pi)), bin(ir.OpFAdd, r, c(math.Pi))))
	r = l.fold(l.b.Select(xneg, adj, r))
	// x == 0: ±pi/2 by the sign of y (0 when y is 0 too)
	xzero := l.fold(l.b.FCmp(ir.PredOEq, x, c(0)))
	yzero := l.fold(l.b.FCmp(ir.PredOEq, y, c(0)))
	half := l.fold(l.b.Select(yneg, c(-math.Pi/2), c(math.Pi/2)))
	half = l.fold(l.b.Select(yzero, c(0), half))
	return l.fold(l.b.Select(xzero, half, r))
}

func (l *lowerer) hyperbolic(name string, x *ir.Value) *ir.Value {
	bin := func(op ir.Op, a, b *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, a, b)) }
	c := func(f float64) *ir.Value { return l.b.ConstFloat(x.Type, f) }
	exp := func(v *ir.Value) *ir.Value { return l.fold(l.b.Un(ir.OpExp2, bin(ir.OpFMul, v, c(math.Log2E)))) }
	switch name {
	case "sinh":
		return bin(ir.OpFMul, bin(ir.OpFSub, exp(x), exp(l.fold(l.b.Un(ir.OpFNeg, x)))), c(0.5))
	case "cosh":
		return bin(ir.OpFMul, bin(ir.OpFAdd, exp(x), exp(l.fold(l.b.Un(ir.OpFNeg, x)))), c(0.5))
	}
	// tanh = 1 - 2/(e^(2x)+1), which saturates to ±1 without overflow trouble
	e2 := exp(bin(ir.OpFMul, x, c(2)))
	return bin(ir.OpFSub, c(1), bin(ir.OpFDiv, c(2), bin(ir.OpFAdd, e2, c(1))))
}

// outIntrinsic lowers modf, frexp, sincos and asuint(double, out, out).
func (l *lowerer) outIntrinsic(e *frontend.IntrinsicCall) []*ir.Value {
	x := l.expr(e.Args[0])
	outPlace := func(i int) placeT {
		p, ok := l.placeOf(e.Args[i])
		if !ok {
			errorExpr(e.Args[i], "out argument of %s is not an l-value", e.Intrinsic.Name)
		}
		return p
	}
	store := func(i int, vals []*ir.Value, kind frontend.ScalarKind) {
		p := outPlace(i)
		pk := flatKinds(p.t)
		from := make([]frontend.ScalarKind, len(vals))
		for j := range from {
			from[j] = kind
		}
		l.storePlace(p, l.convertComps(vals, from, pk), e.Args[i])
	}
	tk, _ := frontend.ElemKind(e.ParamTypes[0])
	switch e.Intrinsic.Name {
	case "modf":
		ip := make([]*ir.Value, len(x))
		fr := make([]*ir.Value, len(x))
		for i, v := range x {
			ip[i] = l.fold(l.b.Un(ir.OpFTrunc, v))
			fr[i] = l.fold(l.b.Bin(ir.OpFSub, v, ip[i]))
		}
		store(1, ip, tk)
		return fr
	case "sincos":
		s := make([]*ir.Value, len(x))
		c := make([]*ir.Value, len(x))
		for i, v := range x {
			s[i] = l.fold(l.b.Un(ir.OpSin, v))
			c[i] = l.fold(l.b.Un(ir.OpCos, v))
		}
		store(1, s, tk)
		store(2, c, tk)
		return nil
	case "frexp":
		mant := make([]*ir.Value, len(x))
		exps := make([]*ir.Value, len(x))
		for i, v := range x {
			mant[i], exps[i] = l.frexp(e, v)
		}
		store(1, exps, tk)
		return mant
	default: // asuint(double, out uint lo, out uint hi)
		w := l.fold(l.b.Convert(ir.OpBitcast, ir.I64, x[0]))
		lo := l.fold(l.b.Convert(ir.OpTrunc, ir.I32, w))
		hi := l.fold(l.b.Convert(ir.OpTrunc, ir.I32, l.fold(l.b.Bin(ir.OpLShr, w, l.f.Const(ir.I64, 32)))))
		store(1, []*ir.Value{lo}, frontend.Uint)
		store(2, []*ir.Value{hi}, frontend.Uint)
		return nil
	}
}

// frexp splits a normal float into a mantissa in [0.5, 1) with x's sign and
// an exponent (as a float); zero gives 0 and 0. Subnormal inputs are not
// normalized (their exponent reads as that of the smallest normal).
func (l *lowerer) frexp(e frontend.Expr, x *ir.Value) (*ir.Value, *ir.Value) {
	var it ir.Type
	var mbits, ebias int64
	switch x.Type {
	case ir.F32:
		it, mbits, ebias = ir.I32, 23, 126
	case ir.F16:
		it, mbits, ebias = ir.I16, 10, 14
	default:
		errorExpr(e, "frexp of %s values is not supported yet", x.Type)
	}
	bin := func(op ir.Op, a, b *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, a, b)) }
	c := func(v int64) *ir.Value { return l.f.Const(it, uint64(v)) }
	bits := l.fold(l.b.Convert(ir.OpBitcast, it, x))
	emask := int64(1)<<(uint(it.Bits())-1-uint(mbits)) - 1
	ex := bin(ir.OpAnd, bin(ir.OpLShr, bits, c(mbits)), c(emask))
	ev := bin(ir.OpSub, ex, c(ebias))
	keep := ^(emask << mbits)
	mb := bin(ir.OpOr, bin(ir.OpAnd, bits, c(keep)), c(ebias<<mbits))
	m := l.fold(l.b.Convert(ir.OpBitcast, x.Type, mb))
	zero := l.fold(l.b.FCmp(ir.PredOEq, x, l.b.ConstFloat(x.Type, 0)))
	ef := l.fold(l.b.Convert(ir.OpSIToFP, x.Type, ev))
	return l.fold(l.b.Select(zero, l.b.ConstFloat(x.Type, 0), m)), l.fold(l.b.Select(zero, l.b.ConstFloat(x.Type, 0), ef))
}

// interlocked lowers the Interlocked* functions on groupshared variables
// and RW buffer elements.
func (l *lowerer) interlocked(e *frontend.IntrinsicCall) []*ir.Value {
	p, ok := l.placeOf(e.Args[0])
	if !ok {
		errorExpr(e.Args[0], "the destination of %s is not a variable", e.Intrinsic.Name)
	}
	ss := l.flat(p)
	if len(ss) == 1 && ss[0].tex != nil {
		return l.texInterlocked(e, ss[0])
	}
	if len(ss) != 1 || ss[0].mem == nil || ss[0].mem.Kind == ir.MemPrivate || ss[0].mem.Kind == ir.MemCBuffer {
		errorExpr(e.Args[0], "the destination of %s must be a groupshared variable or an element of a RW buffer", e.Intrinsic.Name)
	}
	s := ss[0]
	t := storeType(s.kind)
	if t == ir.F32 {
		// SM 6.6's float exchange and bitwise compare-exchange/-store:
		// the same atomics on the value's bits
		return l.floatInterlocked(e, s)
	}
	if t != ir.I32 && t != ir.I64 {
		errorExpr(e.Args[0], "%s on %s values is not supported", e.Intrinsic.Name, s.kind)
	}
	vk, _ := frontend.ElemKind(e.ParamTypes[1])
	val := l.convert(l.expr(e.Args[1])[0], vk, s.kind)
	val = l.toStorage(val, s.kind)
	return l.atomicOn(e, s.mem, s.off, s.kind, val, 2)
}

// floatInterlocked lowers InterlockedExchange, InterlockedCompareStore-
// FloatBitwise and InterlockedCompareExchangeFloatBitwise on a 32-bit float
// destination (groupshared or a RW buffer element).
func (l *lowerer) floatInterlocked(e *frontend.IntrinsicCall, s slot) []*ir.Value {
	return l.floatAtomicAt(e, s.mem, s.off)
}

// floatAtomicAt lowers the float atomics of RWByteAddressBuffer at byte
// address a (the address is argument 0, the operands follow), and those of
// a groupshared or buffer element at a.
func (l *lowerer) floatAtomicAt(e *frontend.IntrinsicCall, mem *ir.Memory, a *ir.Value) []*ir.Value {
	return l.floatAtomic(e, 1,
		func(v *ir.Value) *ir.Value { return l.b.Atomic(ir.AtomicXchg, mem, a, v, ir.Monotonic) },
		func(c, v *ir.Value) *ir.Value { return l.b.CmpXchg(mem, a, c, v, ir.Monotonic) })
}

// floatAtomic lowers the SM 6.6 float atomics as integer atomics on the
// bits of the destination (the comparison is bitwise: -0 differs from +0,
// a NaN can equal itself), made by xchg and cmpxchg; the operands start
// at argument first.
func (l *lowerer) floatAtomic(e *frontend.IntrinsicCall, first int, xchg func(v *ir.Value) *ir.Value, cmpxchg func(c, v *ir.Value) *ir.Value) []*ir.Value {
	bits := func(a frontend.Expr) *ir.Value {
		k, _ := frontend.ElemKind(a.Type())
		v := l.convert(l.expr(a)[0], k, frontend.Float)
		return l.fold(l.b.Convert(ir.OpBitcast, ir.I32, v))
	}
	var old *ir.Value
	out := -1
	switch e.Intrinsic.Name {
	case "InterlockedExchange", "InterlockedExchangeFloat":
		old = xchg(bits(e.Args[first]))
		out = first + 1
	case "InterlockedCompareStoreFloatBitwise", "InterlockedCompareExchangeFloatBitwise":
		old = cmpxchg(bits(e.Args[first]), bits(e.Args[first+1]))
		if e.Intrinsic.Name == "InterlockedCompareExchangeFloatBitwise" {
			out = first + 2
		}
	default:
		errorExpr(e, "%s on float values is not supported (use InterlockedCompareExchangeFloatBitwise)", e.Intrinsic.Name)
		return nil
	}
	if out >= 0 && out < len(e.Args) {
		p, ok := l.placeOf(e.Args[out])
		if !ok {
			errorExpr(e.Args[out], "out argument of %s is not an l-value", e.Intrinsic.Name)
		}
		f := l.fold(l.b.Convert(ir.OpBitcast, ir.F32, old))
		l.storePlace(p, l.convertComps([]*ir.Value{f}, []frontend.ScalarKind{frontend.Float}, flatKinds(p.t)), e.Args[out])
	}
	return nil
}

// atomicOn emits the atomic of intrinsic e on mem[off] with operand val; the
// original value goes to e.Args[outArg] when present.
func (l *lowerer) atomicOn(e *frontend.IntrinsicCall, mem *ir.Memory, off *ir.Value, k frontend.ScalarKind, val *ir.Value, outArg int) []*ir.Value {
	signed := k.IsSigned()
	var old *ir.Value
	// the SM 6.6 64-bit methods (InterlockedAdd64, ...) are the 32-bit
	// operations on 64-bit values
	name := strings.TrimSuffix(e.Intrinsic.Name, "64")
	switch name {
	case "InterlockedCompareExchange", "InterlockedCompareStore":
		cmp := l.expr(e.Args[outArg])[0]
		ck, _ := frontend.ElemKind(e.Args[outArg].Type())
		cmp = l.toStorage(l.convert(cmp, ck, k), k)
		// operands: dest, compare, value
		cmp, val = val, cmp
		old = l.b.CmpXchg(mem, off, cmp, val, ir.Monotonic)
		outArg++
	default:
		old = l.b.Atomic(interlockedOp(name, signed), mem, off, val, ir.Monotonic)
	}
	l.interlockedResult(e, old, k, outArg)
	return nil
}

// interlockedOp is the atomic operation of an Interlocked* function other
// than the compare-exchanges.
func interlockedOp(name string, signed bool) ir.AtomicOp {
	switch name {
	case "InterlockedAdd":
		return ir.AtomicAdd
	case "InterlockedAnd":
		return ir.AtomicAnd
	case "InterlockedOr":
		return ir.AtomicOr
	case "InterlockedXor":
		return ir.AtomicXor
	case "InterlockedMin":
		return map[bool]ir.AtomicOp{true: ir.AtomicSMin, false: ir.AtomicUMin}[signed]
	case "InterlockedMax":
		return map[bool]ir.AtomicOp{true: ir.AtomicSMax, false: ir.AtomicUMax}[signed]
	}
	return ir.AtomicXchg
}

// interlockedResult stores the original value to e.Args[outArg] when the
// call has that out argument.
func (l *lowerer) interlockedResult(e *frontend.IntrinsicCall, old *ir.Value, k frontend.ScalarKind, outArg int) {
	if outArg < len(e.Args) && strings.TrimSuffix(e.Intrinsic.Name, "64") != "InterlockedCompareStore" {
		p, ok := l.placeOf(e.Args[outArg])
		if !ok {
			errorExpr(e.Args[outArg], "out argument of %s is not an l-value", e.Intrinsic.Name)
		}
		pk := flatKinds(p.t)
		l.storePlace(p, l.convertComps([]*ir.Value{l.fromStorage(old, k)}, []frontend.ScalarKind{k}, pk), e.Args[outArg])
	}
}

// texInterlocked lowers an Interlocked* function on an element of a typed
// buffer or texture of one integer component: 32-bit (D3D's typed UAV
// atomics on R32_UINT / R32_SINT) or, from SM 6.6, 64-bit (int64_t and
// uint64_t elements, stored as R32G32_UINT pairs).
func (l *lowerer) texInterlocked(e *frontend.IntrinsicCall, s slot) []*ir.Value {
	t := s.tex
	name := e.Intrinsic.Name
	wide := t.mem.Texel.Elem == runspec.I64 || t.mem.Texel.Elem == runspec.U64
	if len(t.kinds) == 1 && t.mem.Texel.Elem == runspec.F32 && t.mem.Writable {
		// SM 6.6's float exchange and bitwise compare-exchange/-store on
		// an R32_FLOAT element: the 32-bit swap and compare-swap on its
		// bits (as LLVM's image.atomic.swap and ACO take a float image)
		return l.floatAtomic(e, 1,
			func(v *ir.Value) *ir.Value { return l.b.TexAtomic(ir.AtomicXchg, t.mem, t.coords, v) },
			func(c, v *ir.Value) *ir.Value { return l.b.TexAtomic(ir.AtomicCmpXchg, t.mem, t.coords, c, v) })
	}
	if len(t.kinds) != 1 || (t.mem.Texel.Elem != runspec.I32 && t.mem.Texel.Elem != runspec.U32 && !wide) {
		errorExpr(e.Args[0], "%s needs a typed buffer or texture of one 32- or 64-bit integer component (or, for the float exchanges, one 32-bit float), '%s' holds %s", name, t.mem.Name, t.mem.Texel)
	}
	if !t.mem.Writable {
		errorExpr(e.Args[0], "cannot write to read-only resource '%s'", t.mem.Name)
	}
	st, _, _ := texelStorage(s.kind)
	if wide {
		st = s.kind // the atomic works on the whole 64-bit element
	}
	operand := func(i int) *ir.Value {
		vk, _ := frontend.ElemKind(e.ParamTypes[i])
		return l.convert(l.convert(l.expr(e.Args[i])[0], vk, s.kind), s.kind, st)
	}
	if name == "InterlockedCompareExchange" || name == "InterlockedCompareStore" {
		cmp, val := operand(1), operand(2)
		old := l.b.TexAtomic(ir.AtomicCmpXchg, t.mem, t.coords, cmp, val)
		if name == "InterlockedCompareExchange" {
			l.interlockedResult(e, l.convert(old, st, s.kind), s.kind, 3)
		}
		return nil
	}
	old := l.b.TexAtomic(interlockedOp(name, st.IsSigned()), t.mem, t.coords, operand(1))
	l.interlockedResult(e, l.convert(old, st, s.kind), s.kind, 2)
	return nil
}

// method lowers resource methods.
func (l *lowerer) method(e *frontend.IntrinsicCall) []*ir.Value {
	in := e.Intrinsic
	name := in.Name
	switch in.Resource {
	case frontend.ResStructuredBuffer, frontend.ResRWStructuredBuffer:
		if name == "Load" {
			rt := e.Object.Type().(*frontend.ResourceType)
			out := l.loadPlace(l.resourceElem(e, rt, e.Object, e.Args[0]))
			if len(e.Args) == 2 {
				l.storeStatus(e.Args[1]) // Load(index, out status)
			}
			return out
		}
	case frontend.ResByteAddressBuffer, frontend.ResRWByteAddressBuffer:
		_, mem := l.resourceOf(e.Object)
		addr := func() *ir.Value {
			// the two low address bits are ignored, as D3D does
			return l.alignDword(l.expr(e.Args[0])[0])
		}
		n := map[string]int{"Load": 1, "Load2": 2, "Load3": 3, "Load4": 4, "Store": 1, "Store2": 2, "Store3": 3, "Store4": 4}[name]
		if t := templatedType(e); t != nil {
			// Load<T>(a), Store<T>(a, v): T laid out as in a structured
			// buffer, at a aligned down to T's largest scalar as D3D requires;
			// AlignedLoad<T>(a, align) and AlignedStore<T>(a, align, v) the
			// same (the alignment is a promise about a, which the buffer
			// instructions need not know)
			value := 1
			if name == "AlignedLoad" || name == "AlignedStore" {
				l.expr(e.Args[1])
				value = 2
			}
			lay := layoutOf(t, ruleStructured)
			a := l.expr(e.Args[0])[0]
			if al := maxScalarSize(t); al == 4 {
				a = l.alignDword(a)
			} else if al > 1 {
				a = l.fold(l.b.Bin(ir.OpAnd, a, l.f.Const(ir.I32, ^uint64(al-1))))
			}
			p := placeT{t: t, mem: mem, off: a, lay: lay}
			if name == "Load" || name == "AlignedLoad" {
				out := l.loadPlace(p)
				if name == "Load" && len(e.Args) == 2 {
					l.storeStatus(e.Args[1]) // Load<T>(offset, out status)
				}
				return out
			}
			l.storePlace(p, l.expr(e.Args[value]), e)
			return nil
		}
		switch name {
		case "Load", "Load2", "Load3", "Load4":
			a := addr()
			out := make([]*ir.Value, n)
			for i := range out {
				out[i] = l.b.Load(ir.I32, mem, l.addOff(a, 4*i), 4)
			}
			if len(e.Args) == 2 {
				l.storeStatus(e.Args[1]) // LoadN(offset, out status)
			}
			return out
		case "Store", "Store2", "Store3", "Store4":
			a := addr()
			vals := l.expr(e.Args[1])
			for i := 0; i < n; i++ {
				l.b.Store(mem, l.addOff(a, 4*i), vals[i], 4)
			}
			return nil
		case "InterlockedAdd", "InterlockedAnd", "InterlockedOr", "InterlockedXor", "InterlockedMin", "InterlockedMax",
			"InterlockedExchange", "InterlockedCompareExchange", "InterlockedCompareStore":
			a := addr()
			val := l.expr(e.Args[1])[0]
			return l.atomicOn(e, mem, a, frontend.Uint, val, 2)
		case "InterlockedAdd64", "InterlockedAnd64", "InterlockedOr64", "InterlockedXor64", "InterlockedMin64", "InterlockedMax64",
			"InterlockedExchange64", "InterlockedCompareExchange64", "InterlockedCompareStore64":
			// the address aligned down to the 8 bytes of the value
			a := l.fold(l.b.Bin(ir.OpAnd, l.expr(e.Args[0])[0], l.f.Const(ir.I32, ^uint64(7))))
			val := l.expr(e.Args[1])[0]
			return l.atomicOn(e, mem, a, frontend.Uint64, val, 2)
		case "InterlockedExchangeFloat", "InterlockedCompareStoreFloatBitwise", "InterlockedCompareExchangeFloatBitwise":
			// SM 6.6 float atomics on a byte-address buffer: integer
			// atomics on the bits
			return l.floatAtomicAt(e, mem, addr())
		}
	}
	if out, ok := l.sampleMethod(e); ok {
		return out
	}
	if out, ok := l.typedMethod(e); ok {
		return out
	}
	switch name {
	case "GetDimensions":
		rt := e.Object.Type().(*frontend.ResourceType)
		_, mem := l.resourceOf(e.Object)
		return l.getDimensions(e, rt, mem)
	case "IncrementCounter", "DecrementCounter", "Append", "Consume":
		return l.counterMethod(e)
	}
	errorExpr(e, "method %s.%s is not supported yet", in.Resource, name)
	return nil
}

// counterMethod lowers the methods that use a structured buffer's hidden
// counter, an atomic on its one u32:
//
//	IncrementCounter()  the counter before it is incremented
//	DecrementCounter()  the counter after it is decremented
//	Append(x)           buf[IncrementCounter()] = x
//	Consume()           buf[DecrementCounter()]
//
// Every lane takes its own index; D3D leaves the order among lanes free.
func (l *lowerer) counterMethod(e *frontend.IntrinsicCall) []*ir.Value {
	d, mem := l.resourceOf(e.Object)
	ctr := l.counters[d]
	if ctr == nil && mem.Heap != nil {
		ctr = l.heapCounter(d, mem)
	}
	if ctr == nil {
		errorExpr(e, "internal error: no hidden counter for '%s'", d.Name)
	}
	zero := l.b.ConstInt(ir.I32, 0)
	inc := func() *ir.Value { return l.b.Atomic(ir.AtomicAdd, ctr, zero, l.b.ConstInt(ir.I32, 1), ir.Monotonic) }
	dec := func() *ir.Value {
		old := l.b.Atomic(ir.AtomicAdd, ctr, zero, l.b.ConstInt(ir.I32, -1), ir.Monotonic)
		return l.fold(l.b.Bin(ir.OpSub, old, l.b.ConstInt(ir.I32, 1)))
	}
	rt := e.Object.Type().(*frontend.ResourceType)
	elem := func(i *ir.Value) placeT {
		off := l.fold(l.b.Bin(ir.OpMul, i, l.b.ConstInt(ir.I32, int64(mem.Stride))))
		return placeT{t: rt.Elem, mem: mem, off: off, lay: layoutOf(rt.Elem, ruleStructured)}
	}
	switch e.Intrinsic.Name {
	case "IncrementCounter":
		return []*ir.Value{inc()}
	case "DecrementCounter":
		return []*ir.Value{dec()}
	case "Append":
		vals := l.expr(e.Args[0])
		l.storePlace(elem(inc()), vals, e.Args[0])
		return nil
	}
	return l.loadPlace(elem(dec()))
}

// templatedType is T of a byte-address buffer's Load<T> or Store<T> (also
// Store(a, v) with a v that is not a uint), nil for the fixed forms.
func templatedType(e *frontend.IntrinsicCall) frontend.Type {
	switch {
	case e.Intrinsic.Name == "Load" && e.Intrinsic.Templated, e.Intrinsic.Name == "AlignedLoad":
		return e.Type()
	case e.Intrinsic.Name == "AlignedStore":
		return e.ParamTypes[2]
	case e.Intrinsic.Name == "Store" && len(e.ParamTypes) == 2:
		if st, ok := e.ParamTypes[1].(*frontend.ScalarType); ok && st.Kind == frontend.Uint {
			return nil
		}
		return e.ParamTypes[1]
	}
	return nil
}

// maxScalarSize is the largest scalar size in bytes within t.
func maxScalarSize(t frontend.Type) int {
	n := 1
	for _, k := range flatKinds(t) {
		n = max(n, k.Size())
	}
	return n
}

// barrier lowers SM 6.8's Barrier, whose flags the frontend folded to
// literals (checkBarrier): UAV memory is the buffer space, the scopes do
// not change the code (gfx9's device-scope ordering serves group scope
// too), and GROUP_SYNC makes it an execution barrier.
func (l *lowerer) barrier(e *frontend.IntrinsicCall) {
	mem, ok1 := e.Args[0].(*frontend.IntLit)
	sem, ok2 := e.Args[1].(*frontend.IntLit)
	if !ok1 || !ok2 {
		errorExpr(e, "internal error: Barrier flags not folded")
	}
	var s ir.SpaceSet
	if mem.Value&1 != 0 { // UAV_MEMORY
		s |= ir.SpacesOf(ir.SpaceBuffer)
	}
	if mem.Value&2 != 0 { // GROUP_SHARED_MEMORY
		s |= ir.SpacesOf(ir.SpaceGroupshared)
	}
	switch {
	case sem.Value&1 != 0: // GROUP_SYNC
		l.b.Barrier(s)
	case s != 0:
		l.b.Fence(s)
	}
}

// widen16 extends a 16-bit integer to 32 bits (sign-extending when signed)
// for the bit-counting intrinsics, whose results are the same on the
// extended value: the bits added are zeros (no set bit, lowest or highest,
// among them) or copies of the sign (which firstbithigh's signed search,
// the highest bit differing from the sign, skips). The machine selects
// them on 32 and 64 bits.
func (l *lowerer) widen16(x *ir.Value, signed bool) *ir.Value {
	if x.Type.Bits() != 16 {
		return x
	}
	op := ir.OpZExt
	if signed {
		op = ir.OpSExt
	}
	return l.fold(l.b.Convert(op, ir.I32, x))
}

// smallestNormal is the least positive normal value of a float type.
func smallestNormal(t ir.Type) float64 {
	switch t {
	case ir.F16:
		return math.Ldexp(1, -14)
	case ir.F64:
		return math.Ldexp(1, -1022)
	}
	return math.Ldexp(1, -126)
}
