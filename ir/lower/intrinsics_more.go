package lower

import (
	"math"

	"hlslc/frontend"
	"hlslc/ir"
)

// Intrinsics beyond the SM 5 core (frontend/intrinsics_more.go lists them):
// HLSL 2021's select/and/or, the legacy helpers, 64-bit add, packed 8-bit
// dot products and pack/unpack, quad votes, and the SM 6.5 wave-match and
// multi-prefix operations. Each is composed from IR operations; the wave
// ones that partition the wave run a waterfall loop, one round per distinct
// key among the active lanes.

// moreIntrinsic lowers the intrinsics of this file; ok false for others.
func (l *lowerer) moreIntrinsic(e *frontend.IntrinsicCall, args [][]*ir.Value) (out []*ir.Value, ok bool) {
	i32 := func(x int64) *ir.Value { return l.b.ConstInt(ir.I32, x) }
	bin := func(op ir.Op, x, y *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, x, y)) }
	// comp returns component i of argument a (scalars broadcast).
	comp := func(a []*ir.Value, i int) *ir.Value {
		if len(a) == 1 {
			return a[0]
		}
		return a[i]
	}
	n := len(flatKinds(e.Type()))
	switch e.Intrinsic.Name {
	case "select":
		for i := 0; i < n; i++ {
			out = append(out, l.fold(l.b.Select(comp(args[0], i), comp(args[1], i), comp(args[2], i))))
		}
	case "and", "or":
		op := pick(e.Intrinsic.Name == "and", ir.OpAnd, ir.OpOr)
		for i := 0; i < n; i++ {
			out = append(out, bin(op, comp(args[0], i), comp(args[1], i)))
		}
	case "dst":
		// (1, a.y*b.y, a.z, b.w)
		a, b := args[0], args[1]
		out = []*ir.Value{l.constOf(kindOf(e.Type()), 1, 1), l.scalarBinop(e, frontend.OpMul, kindOf(e.Type()), a[1], b[1]), a[2], b[3]}
	case "lit":
		// (1, max(n·l, 0), n·l < 0 || n·h < 0 ? 0 : pow(n·h, m), 1)
		nl, nh, m := args[0][0], args[1][0], args[2][0]
		zero, one := l.b.ConstFloat(ir.F32, 0), l.b.ConstFloat(ir.F32, 1)
		neg := bin(ir.OpOr, l.fold(l.b.FCmp(ir.PredOLt, nl, zero)), l.fold(l.b.FCmp(ir.PredOLt, nh, zero)))
		spec := l.pow(nh, m)
		out = []*ir.Value{one, l.fold(l.b.Bin(ir.OpFMax, nl, zero)), l.fold(l.b.Select(neg, zero, spec)), one}
	case "D3DCOLORtoUBYTE4":
		// (int4)(c.zyxw * 255.001953): the scale DXC uses, 255 + 1/512, so
		// that 1.0 truncates to 255 and values just below a step do not
		// fall to the step below
		scale := l.b.ConstFloat(ir.F32, 255.001953125)
		for _, i := range []int{2, 1, 0, 3} {
			out = append(out, l.fold(l.b.Convert(ir.OpFPToSI, ir.I32, bin(ir.OpFMul, args[0][i], scale))))
		}
	case "AddUint64":
		// (lo, hi) pairs: lo = a.lo + b.lo, hi = a.hi + b.hi + carry
		for i := 0; i+1 < n; i += 2 {
			lo := bin(ir.OpAdd, args[0][i], args[1][i])
			carry := l.fold(l.b.Convert(ir.OpZExt, ir.I32, l.fold(l.b.ICmp(ir.PredULt, lo, args[0][i]))))
			out = append(out, lo, bin(ir.OpAdd, bin(ir.OpAdd, args[0][i+1], args[1][i+1]), carry))
		}
	case "msad4":
		out = l.msad4(args[0][0], args[1], args[2])
	case "CheckAccessFullyMapped":
		// hlslc's resources are never tiled: every access that produced a
		// status was fully mapped, and Load's status says so with 1
		out = []*ir.Value{l.fold(l.b.ICmp(ir.PredNe, args[0][0], i32(0)))}
	case "IsHelperLane":
		// compute shaders have no helper lanes
		out = []*ir.Value{l.b.ConstBool(false)}
	case "asfloat16", "asint16", "asuint16":
		for i, x := range args[0] {
			t := l.irType(flatKinds(e.Type())[i])
			if x.Type != t {
				x = l.fold(l.b.Convert(ir.OpBitcast, t, x))
			}
			out = append(out, x)
		}
	case "dot4add_u8packed", "dot4add_i8packed":
		signed := e.Intrinsic.Name == "dot4add_i8packed"
		acc := args[2][0]
		for i := int64(0); i < 4; i++ {
			acc = bin(ir.OpAdd, acc, bin(ir.OpMul, l.byteOf(args[0][0], i, signed), l.byteOf(args[1][0], i, signed)))
		}
		out = []*ir.Value{acc}
	case "dot2add":
		// f32 accumulation of the f16 products, as DXC's dot2AddHalf
		acc := args[2][0]
		for i := 0; i < 2; i++ {
			x := l.fold(l.b.Convert(ir.OpFPExt, ir.F32, args[0][i]))
			y := l.fold(l.b.Convert(ir.OpFPExt, ir.F32, args[1][i]))
			acc = bin(ir.OpFAdd, acc, bin(ir.OpFMul, x, y))
		}
		out = []*ir.Value{acc}
	case "pack_u8", "pack_s8", "pack_clamp_u8", "pack_clamp_s8":
		var lo, hi int64
		clamp := e.Intrinsic.Name == "pack_clamp_u8" || e.Intrinsic.Name == "pack_clamp_s8"
		if e.Intrinsic.Name == "pack_clamp_u8" {
			lo, hi = 0, 255
		} else {
			lo, hi = -128, 127
		}
		var w *ir.Value
		for i, x := range args[0] {
			if x.Type != ir.I32 {
				x = l.fold(l.b.Convert(pick(frontend.Int16 == kindOf(e.ParamTypes[0]), ir.OpSExt, ir.OpZExt), ir.I32, x))
			}
			if clamp {
				x = bin(ir.OpSMin, bin(ir.OpSMax, x, i32(lo)), i32(hi))
			}
			b := bin(ir.OpShl, bin(ir.OpAnd, x, i32(0xff)), i32(int64(8*i)))
			if w == nil {
				w = b
			} else {
				w = bin(ir.OpOr, w, b)
			}
		}
		out = []*ir.Value{w}
	case "unpack_u8u32", "unpack_s8s32", "unpack_u8u16", "unpack_s8s16":
		signed := e.Intrinsic.Name == "unpack_s8s32" || e.Intrinsic.Name == "unpack_s8s16"
		for i := int64(0); i < 4; i++ {
			b := l.byteOf(args[0][0], i, signed)
			if t := l.irType(flatKinds(e.Type())[i]); t != ir.I32 {
				b = l.fold(l.b.Convert(ir.OpTrunc, t, b))
			}
			out = append(out, b)
		}
	case "QuadAny", "QuadAll":
		l.quadOps = true
		op := pick(e.Intrinsic.Name == "QuadAny", ir.OpOr, ir.OpAnd)
		x := args[0][0]
		lane := l.b.Wave(ir.OpLaneIndex)
		acc := x
		for d := int64(1); d < 4; d++ {
			// the lanes of a quad are 4k..4k+3 (SM 6.6 compute quads)
			src := l.b.Bin(ir.OpXor, lane, i32(d))
			v := l.b.Wave(ir.OpReadLane, l.fold(l.b.Convert(ir.OpZExt, ir.I32, x)), src)
			acc = bin(op, acc, l.fold(l.b.ICmp(ir.PredNe, v, i32(0))))
		}
		out = []*ir.Value{acc}
	case "ddx", "ddy", "ddx_coarse", "ddx_fine", "ddy_coarse", "ddy_fine", "fwidth":
		out = l.derivative(e, args[0])
	case "WaveMatch":
		out = l.waveMatch(args[0])
	case "WaveMultiPrefixSum", "WaveMultiPrefixProduct", "WaveMultiPrefixBitAnd", "WaveMultiPrefixBitOr",
		"WaveMultiPrefixBitXor", "WaveMultiPrefixCountBits":
		out = l.waveMultiPrefix(e, args[0], args[1])
	default:
		return nil, false
	}
	return out, true
}

// kindOf is the component kind of a numeric type.
func kindOf(t frontend.Type) frontend.ScalarKind {
	k, _ := frontend.ElemKind(t)
	return k
}

// byteOf extracts byte i of a 32-bit word as an i32, zero- or sign-extended.
func (l *lowerer) byteOf(w *ir.Value, i int64, signed bool) *ir.Value {
	if signed {
		sh := l.fold(l.b.Bin(ir.OpShl, w, l.b.ConstInt(ir.I32, 24-8*i)))
		return l.fold(l.b.Bin(ir.OpAShr, sh, l.b.ConstInt(ir.I32, 24)))
	}
	sh := l.fold(l.b.Bin(ir.OpLShr, w, l.b.ConstInt(ir.I32, 8*i)))
	return l.fold(l.b.Bin(ir.OpAnd, sh, l.b.ConstInt(ir.I32, 0xff)))
}

// pow is x^y as exp2(y * log2(x)), HLSL's definition (pow of a negative x
// is NaN; 0^y with y > 0 is 0).
func (l *lowerer) pow(x, y *ir.Value) *ir.Value {
	return l.fold(l.b.Un(ir.OpExp2, l.fold(l.b.Bin(ir.OpFMul, y, l.fold(l.b.Un(ir.OpLog2, x))))))
}

// msad4 is the masked sum of absolute differences of the reference's four
// bytes against the four byte windows of the 64-bit source that start at
// bytes 0..3, accumulated into accum; a zero reference byte is skipped.
func (l *lowerer) msad4(ref *ir.Value, src, accum []*ir.Value) []*ir.Value {
	i32 := func(x int64) *ir.Value { return l.b.ConstInt(ir.I32, x) }
	bin := func(op ir.Op, x, y *ir.Value) *ir.Value { return l.fold(l.b.Bin(op, x, y)) }
	out := make([]*ir.Value, 4)
	for w := int64(0); w < 4; w++ {
		// the window starting at byte w of (src.y:src.x)
		win := src[0]
		if w > 0 {
			win = bin(ir.OpOr, bin(ir.OpLShr, src[0], i32(8*w)), bin(ir.OpShl, src[1], i32(32-8*w)))
		}
		acc := accum[w]
		for b := int64(0); b < 4; b++ {
			r, s := l.byteOf(ref, b, false), l.byteOf(win, b, false)
			d := bin(ir.OpSub, bin(ir.OpUMax, r, s), bin(ir.OpUMin, r, s))
			d = l.fold(l.b.Select(l.fold(l.b.ICmp(ir.PredEq, r, i32(0))), i32(0), d))
			acc = bin(ir.OpAdd, acc, d)
		}
		out[w] = acc
	}
	return out
}

// keyBits is a value's bits as 32- or 64-bit integers, so that keys compare
// bitwise (a NaN key matches itself).
func (l *lowerer) keyBits(x *ir.Value) *ir.Value {
	switch x.Type {
	case ir.I1, ir.I16, ir.F16:
		if x.Type == ir.F16 {
			x = l.fold(l.b.Convert(ir.OpBitcast, ir.I16, x))
		}
		return l.fold(l.b.Convert(ir.OpZExt, ir.I32, x))
	case ir.F32:
		return l.fold(l.b.Convert(ir.OpBitcast, ir.I32, x))
	case ir.F64:
		return l.fold(l.b.Convert(ir.OpBitcast, ir.I64, x))
	}
	return x
}

// waterfall computes, for every distinct key among the active lanes, a
// result per lane: in each round, the lanes whose key equals that of the
// first active lane are the round's lanes (hit); round(hit, first), given
// the first lane's key bits, computes their results, and they leave the
// loop with them. Wave operations run in the loop body, before the branch,
// so that they see exactly the lanes still in the loop (an operation in the
// exit block would run after the lanes reconverge, as LLVM reads it): so
// does round unless inHit, which runs it in the round's branch, with only
// the hit lanes active (accesses with side effects).
func (l *lowerer) waterfall(key []*ir.Value, types []ir.Type, inHit bool, round func(hit *ir.Value, first []*ir.Value) []*ir.Value) []*ir.Value {
	bits := make([]*ir.Value, len(key))
	for i, k := range key {
		bits[i] = l.keyBits(k)
	}
	vars := make([]varKey, len(types))
	for i, t := range types {
		vars[i] = l.newVarKey(t)
	}
	c := l.startLoop(conLoop, "waterfall")
	var hit *ir.Value
	first := make([]*ir.Value, len(bits))
	for i, k := range bits {
		first[i] = l.b.Wave(ir.OpReadFirstLane, k)
		eq := l.b.ICmp(ir.PredEq, k, first[i])
		if hit == nil {
			hit = eq
		} else {
			hit = l.b.Bin(ir.OpAnd, hit, eq)
		}
	}
	var res []*ir.Value
	if !inHit {
		res = round(hit, first)
	}
	then, next := l.newBlock("waterfall.hit"), l.newBlock("waterfall.next")
	l.ifBr(hit, then, next, next)
	l.enter(then)
	if inHit {
		res = round(hit, first)
	}
	if l.reachable() {
		for i, v := range res {
			if i < len(vars) {
				l.writeVar(l.b.Block, vars[i], v)
			}
		}
		l.br(c.merge)
	}
	l.enter(next)
	l.br(c.cont)
	l.enter(c.cont)
	l.br(c.header)
	l.endConstruct(c)
	out := make([]*ir.Value, len(vars))
	if l.reachable() {
		for i, k := range vars {
			out[i] = l.readVar(l.b.Block, k)
		}
	}
	return out
}

// waveMatch is WaveMatch(x): the mask (uint4, lanes 0..63 in .x and .y) of
// the active lanes whose x equals this lane's, bitwise.
func (l *lowerer) waveMatch(x []*ir.Value) []*ir.Value {
	out := l.waterfall(x, []ir.Type{ir.I32, ir.I32}, false, func(hit *ir.Value, _ []*ir.Value) []*ir.Value {
		m := l.b.Wave(ir.OpBallot, hit)
		return []*ir.Value{l.b.Convert(ir.OpTrunc, ir.I32, m), l.b.Convert(ir.OpTrunc, ir.I32, l.b.Bin(ir.OpLShr, m, l.b.ConstInt(ir.I64, 32)))}
	})
	z := l.b.ConstInt(ir.I32, 0)
	return append(out, z, z)
}

// waveMultiPrefix is WaveMultiPrefix*(x, mask): the exclusive prefix
// operation over the lanes of this lane's partition (the lanes sharing its
// mask) below it. Lanes of one partition pass the same mask, so a waterfall
// over the mask takes one partition per round; the round's prefix runs over
// every lane still in the loop with the others' values replaced by the
// operation's identity.
func (l *lowerer) waveMultiPrefix(e *frontend.IntrinsicCall, x, mask []*ir.Value) []*ir.Value {
	name := e.Intrinsic.Name
	types := make([]ir.Type, len(x))
	for i, v := range x {
		types[i] = v.Type
		if name == "WaveMultiPrefixCountBits" {
			types[i] = ir.I32
		}
	}
	return l.waterfall(mask[:2], types, false, func(hit *ir.Value, _ []*ir.Value) []*ir.Value {
		out := make([]*ir.Value, len(x))
		for i, v := range x {
			if name == "WaveMultiPrefixCountBits" {
				out[i] = l.b.Wave(ir.OpWavePrefixCountBits, l.b.Bin(ir.OpAnd, hit, v))
				continue
			}
			var op ir.Op
			var id *ir.Value
			fl := v.Type.IsFloat()
			switch name {
			case "WaveMultiPrefixSum":
				op, id = pick(fl, ir.OpFAdd, ir.OpAdd), l.f.Const(v.Type, 0)
				if fl {
					id = l.b.ConstFloat(v.Type, math.Copysign(0, -1)) // x + -0 = x, also for x = -0
				}
			case "WaveMultiPrefixProduct":
				op, id = pick(fl, ir.OpFMul, ir.OpMul), l.f.Const(v.Type, 1)
				if fl {
					id = l.b.ConstFloat(v.Type, 1)
				}
			case "WaveMultiPrefixBitAnd":
				op, id = ir.OpAnd, l.f.Const(v.Type, ^uint64(0))
			case "WaveMultiPrefixBitOr":
				op, id = ir.OpOr, l.f.Const(v.Type, 0)
			default:
				op, id = ir.OpXor, l.f.Const(v.Type, 0)
			}
			out[i] = l.b.WaveReduce(op, l.b.Select(hit, v, id), true)
		}
		return out
	})
}
