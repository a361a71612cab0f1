package lower

import (
	"fmt"

	"hlslc/frontend"
	"hlslc/ir"
)

// Derivatives in compute shaders (SM 6.6). The ddx family and the sampling
// methods with implicit derivatives take differences across a quad of
// four lanes, which numthreads lays out (DirectX-Specs, "HLSL Derivative
// Operations in Compute, Mesh and Amplification Shaders"):
//
//   - 1D quads, when X is a multiple of 4 and Y = Z = 1: the threads with
//     SV_GroupIndex 4k..4k+3 form a quad, lanes 0-3 in that order. hlslc's
//     waves hold the threads in SV_GroupIndex order, so lanes 4k..4k+3 of a
//     wave are quad k as they are.
//   - 2D quads, otherwise when X and Y are both even: the threads of a 2×2
//     block of SV_GroupThreadID (2i+{0,1}, 2j+{0,1}, z) form a quad, lane
//     (x&1) + 2(y&1). The hardware puts threads in waves in linear order, so
//     a kernel that uses derivatives or quad reads (QuadReadAcross*,
//     QuadReadLaneAt, QuadAny, QuadAll: SM 6.6 gives them the same quads)
//     under this rule renumbers its threads
//     (remapQuadIDs): lane 4k+c of the flat order becomes the thread at
//     x = 2(k mod X/2) + (c&1), y = 2(k/(X/2) mod Y/2) + (c>>1),
//     z = k/(X·Y/4), and SV_GroupThreadID, SV_DispatchThreadID and
//     SV_GroupIndex all follow (docs/abi.md).
//   - Any other numthreads: an error at the derivative, with DXC's text.
//
// In a quad, ddx/ddy (= ddx_coarse/ddy_coarse, as ACO and the hardware
// implement them) are lane 1 − lane 0 and lane 2 − lane 0 for the whole
// quad; ddx_fine is the difference along the lane's row (lane|1 − lane&~1),
// ddy_fine along its column (lane|2 − lane&~2); fwidth is |ddx| + |ddy|.
// They are wave.readlane of lanes computed from wave.laneindex with bit
// operations inside the quad, which the backend selects as DPP quad_perm
// reads (a v_mov_b32_dpp of the subtrahend and a v_sub_*_dpp).

// quadRule is how numthreads forms quads.
type quadRule uint8

const (
	quadsNone quadRule = iota
	quads1D
	quads2D
)

func quadRuleOf(n [3]int) quadRule {
	switch {
	case n[0]%4 == 0 && n[1] == 1 && n[2] == 1:
		return quads1D
	case n[0]%2 == 0 && n[1]%2 == 0:
		return quads2D
	}
	return quadsNone
}

// needQuads checks that the kernel's numthreads allows derivatives at e
// and records that the kernel uses them.
func (l *lowerer) needQuads(e frontend.Expr) {
	n := l.f.NumThreads
	if quadRuleOf(n) == quadsNone {
		errorExpr(e, "%s uses derivatives in a compute shader with numthreads(%d, %d, %d); derivatives require numthreads to be 1D and a multiple of 4, or 2D/3D with X and Y both multiples of 2",
			describeDerivative(e), n[0], n[1], n[2])
	}
	l.derivs = true
}

func describeDerivative(e frontend.Expr) string {
	if c, ok := e.(*frontend.IntrinsicCall); ok {
		return fmt.Sprintf("'%s'", c.Intrinsic.Name)
	}
	return "this expression"
}

// derivative lowers ddx, ddy, ddx_coarse, ddx_fine, ddy_coarse, ddy_fine
// and fwidth of the components xs.
func (l *lowerer) derivative(e *frontend.IntrinsicCall, xs []*ir.Value) []*ir.Value {
	l.needQuads(e)
	name := e.Intrinsic.Name
	lane := l.b.Wave(ir.OpLaneIndex)
	i32 := func(x int64) *ir.Value { return l.f.Const(ir.I32, uint64(x)) }
	quad := l.b.Bin(ir.OpAnd, lane, i32(^3))
	read := func(x, src *ir.Value) *ir.Value { return l.b.Wave(ir.OpReadLane, x, src) }
	// d returns the difference of x across the quad along y (or x), fine
	// (along the lane's own row or column) or coarse (lane 0's)
	d := func(x *ir.Value, alongY, fine bool) *ir.Value {
		bit := int64(1)
		if alongY {
			bit = 2
		}
		var hi, lo *ir.Value
		if fine {
			hi = l.b.Bin(ir.OpOr, lane, i32(bit))
			lo = l.b.Bin(ir.OpAnd, lane, i32(^bit))
		} else {
			hi, lo = l.b.Bin(ir.OpOr, quad, i32(bit)), quad
		}
		return l.b.Bin(ir.OpFSub, read(x, hi), read(x, lo))
	}
	out := make([]*ir.Value, len(xs))
	for i, x := range xs {
		if x.Type == ir.F64 {
			errorExpr(e, "'%s' of a double: derivatives are of float and half values", name)
		}
		switch name {
		case "ddx", "ddx_coarse":
			out[i] = d(x, false, false)
		case "ddy", "ddy_coarse":
			out[i] = d(x, true, false)
		case "ddx_fine":
			out[i] = d(x, false, true)
		case "ddy_fine":
			out[i] = d(x, true, true)
		case "fwidth":
			out[i] = l.b.Bin(ir.OpFAdd, l.b.Un(ir.OpFAbs, d(x, false, false)), l.b.Un(ir.OpFAbs, d(x, true, false)))
		}
	}
	return out
}

// remapQuadIDs renumbers the threads of a kernel that uses derivatives
// under the 2D quad rule (see above): every thread id the kernel reads
// is replaced by one computed, at the top of the entry block, from the
// hardware's flat index (id.index before the renumbering).
func (l *lowerer) remapQuadIDs() {
	f := l.f
	n := f.NumThreads
	entry := f.Entry()
	before := len(entry.Instrs)
	b := ir.NewBuilder(f)
	b.SetBlock(entry)
	i32 := func(x int) *ir.Value { return f.Const(ir.I32, uint64(x)) }
	flat := b.ID(ir.OpGroupIndex, 0)
	k := b.Bin(ir.OpLShr, flat, i32(2))
	hx, hy := n[0]/2, n[1]/2
	x := b.Bin(ir.OpAdd, b.Bin(ir.OpShl, b.Bin(ir.OpURem, k, i32(hx)), i32(1)), b.Bin(ir.OpAnd, flat, i32(1)))
	y := b.Bin(ir.OpAdd, b.Bin(ir.OpShl, b.Bin(ir.OpURem, b.Bin(ir.OpUDiv, k, i32(hx)), i32(hy)), i32(1)),
		b.Bin(ir.OpAnd, b.Bin(ir.OpLShr, flat, i32(1)), i32(1)))
	z := b.Bin(ir.OpUDiv, k, i32(hx*hy))
	tid := [3]*ir.Value{x, y, z}
	index := b.Bin(ir.OpAdd, x, b.Bin(ir.OpMul, b.Bin(ir.OpAdd, y, b.Bin(ir.OpMul, z, i32(n[1]))), i32(n[0])))
	var dispatch [3]*ir.Value
	for d := range dispatch {
		dispatch[d] = b.Bin(ir.OpAdd, b.Bin(ir.OpMul, b.ID(ir.OpGroupID, d), i32(n[d])), tid[d])
	}
	added := append([]*ir.Value(nil), entry.Instrs[before:]...)
	entry.Instrs = append(added, entry.Instrs[:before]...)
	isNew := map[*ir.Value]bool{}
	for _, v := range added {
		isNew[v] = true
	}
	repl := map[*ir.Value]*ir.Value{}
	for _, blk := range f.Blocks {
		for _, v := range blk.Instrs {
			if isNew[v] || l.hardwareIndex[v] {
				continue
			}
			switch v.Op {
			case ir.OpThreadID:
				repl[v] = tid[v.Aux]
			case ir.OpDispatchID:
				repl[v] = dispatch[v.Aux]
			case ir.OpGroupIndex:
				repl[v] = index
			}
		}
	}
	for _, blk := range f.Blocks {
		for _, v := range blk.Instrs {
			for i, a := range v.Args {
				if r, ok := repl[a]; ok {
					v.Args[i] = r
				}
			}
		}
	}
}
