package passes

import "hlslc/ir"

// IVReduce is induction-variable strength reduction: a multiply of a
// loop's basic induction variable i (a header phi stepped by a constant s
// on the back edge, see loopShape.inductionStep) by a loop-invariant k
// becomes a new induction variable j that starts at init·k and steps by
// s·k: `mul i, k` is j and `mul (i + s), k` is j + s·k, the step computed
// once per iteration right after i's own. In the wraparound arithmetic of
// the IR, (init + n·s)·k = init·k + n·(s·k) exactly.
//
// Only where it saves: the multiply must be divergent (a v_mul_lo_u32 per
// iteration, quarter rate and eight bytes, where the add is full rate
// and four), and init·k and s·k must be had without a multiply: i starts
// at 0 or 1, or both i's start and k are constants; s is ±1 or k is a
// constant. A multiply of a uniform induction variable by a uniform value
// is one scalar instruction either way, and a multiply by a power of two
// is a shift (Algebraic), as cheap as the add; both stay.
//
// Guarantees: every use of a reduced multiply gets the same value in
// every iteration. It reports whether it changed anything.
func IVReduce(f *ir.Func) bool {
	var x *blockIndex
	var in []*ir.Value
	var uni *UniformityInfo
	r := newRewriter(f)
	made := map[[2]*ir.Value][2]*ir.Value{} // (phi, factor) → (j, stepped j)
	changed := false
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != ir.OpLoop {
			continue
		}
		if x == nil {
			x, in = indexBlocks(f), innermostConstructs(f)
		}
		ls := shapeOf(f, x, in, t)
		if ls.pre == nil || ls.back == nil || ls.pre.Terminator().Op != ir.OpBr {
			continue
		}
		for _, m := range reducible(ls) {
			if uni == nil {
				uni = Uniformity(f)
			}
			if uni.IsUniform(m.mul) {
				continue
			}
			if ls.reduce(f, m, r, made) {
				changed = true
			}
		}
	}
	if changed {
		r.apply()
	}
	return changed
}

// ivMul is a multiply of an induction variable (or its stepped value,
// next) by a loop-invariant factor.
type ivMul struct {
	mul, phi, factor *ir.Value
	step             uint64
	next             bool // the multiply takes the stepped value
}

// reducible lists the loop's multiplies of a basic induction variable by
// an invariant value that is not a power of two.
func reducible(ls *loopShape) []ivMul {
	var out []ivMul
	for _, b := range ls.blocks() {
		for _, v := range b.Instrs {
			if v.Op != ir.OpMul || v.Type != ir.I32 {
				continue
			}
			for k := 0; k < 2; k++ {
				iv, factor := v.Args[k], v.Args[1-k]
				if ls.contains(factor) || factor.Op == ir.OpConst && isPow2(factor.Bits()) {
					continue
				}
				m := ivMul{mul: v, phi: iv, factor: factor}
				if iv.Op != ir.OpPhi {
					for _, a := range iv.Args {
						if a.Op == ir.OpPhi && a.Block == ls.h {
							m.phi, m.next = a, true
						}
					}
				}
				step, next, ok := ls.inductionStep(m.phi)
				if !ok || m.next && next != iv {
					continue
				}
				m.step = step
				out = append(out, m)
				break
			}
		}
	}
	return out
}

// isPow2 reports whether x (an i32's bits) is a power of two.
func isPow2(x uint64) bool { return x != 0 && x&(x-1) == 0 }

// reduce replaces one multiply by a new induction variable, when its
// start and step need no multiply.
func (s *loopShape) reduce(f *ir.Func, m ivMul, r *rewriter, made map[[2]*ir.Value][2]*ir.Value) bool {
	if j, ok := made[[2]*ir.Value{m.phi, m.factor}]; ok {
		r.replace(m.mul, j[b2i(m.next)])
		return true
	}
	init := incoming(m.phi, s.pre)
	k := m.factor
	c := func(x uint64) *ir.Value { return f.Const(ir.I32, x) }
	var start, stride *ir.Value
	switch {
	case init.Op == ir.OpConst && k.Op == ir.OpConst:
		start = c(init.Bits() * k.Bits())
	case init.Op == ir.OpConst && init.Bits() == 0:
		start = c(0)
	case init.Op == ir.OpConst && init.Bits() == 1:
		start = k
	default:
		return false
	}
	neg := false
	switch {
	case k.Op == ir.OpConst:
		stride = c(m.step * k.Bits())
	case m.step == 1:
		stride = k
	case m.step == ir.I32.Mask():
		stride, neg = k, true
	default:
		return false
	}
	_, next, _ := s.inductionStep(m.phi)
	bd := ir.NewBuilder(f)
	bd.SetBlock(&ir.Block{Func: f}) // scratch: the values move into place
	bd.Pos = m.mul.Pos
	phi := bd.Phi(ir.I32)
	op := ir.OpAdd
	if neg {
		op = ir.OpSub
	}
	stepped := bd.Bin(op, phi, stride)
	phi.Args = []*ir.Value{start, stepped}
	phi.Targets = []*ir.Block{s.pre, s.back}
	insertAt(s.h, 0, phi)
	nb := next.Block
	for i, v := range nb.Instrs {
		if v == next {
			insertAt(nb, i+1, stepped)
			break
		}
	}
	made[[2]*ir.Value{m.phi, m.factor}] = [2]*ir.Value{phi, stepped}
	r.replace(m.mul, [2]*ir.Value{phi, stepped}[b2i(m.next)])
	return true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
