package passes

import (
	"math/rand/v2"
	"testing"

	"hlslc/ir"
)

// TestDivConst builds x op d for each divisor, runs DivConst and evaluates
// the replacement for edge and random x, against ir.Eval of the original
// operation (the IR's definition).
func TestDivConst(t *testing.T) {
	divisors := []uint32{2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 25, 29, 60, 100, 125, 641, 1000, 6700417, 1<<30 - 1, 1 << 30, 1<<30 + 1,
		1<<31 - 1, 1 << 31, 1<<31 + 1, 0xfffffffe, 0xffffffff, 0x80000003}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200; i++ {
		divisors = append(divisors, rng.Uint32()>>(rng.IntN(31)))
	}
	xs := []uint32{0, 1, 2, 3, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff}
	for i := 0; i < 300; i++ {
		xs = append(xs, rng.Uint32())
	}
	changed := 0
	for _, d := range divisors {
		for _, op := range []ir.Op{ir.OpUDiv, ir.OpURem, ir.OpSDiv, ir.OpSRem} {
			m := &ir.Module{}
			f := m.NewKernel("k", 64, 1, 1)
			b := ir.NewBuilder(f)
			b.SetBlock(f.NewBlock("entry"))
			x := b.ID(ir.OpThreadID, 0)
			orig := b.Bin(op, x, b.ConstInt(ir.I32, int64(d)))
			sink := b.Bin(ir.OpAdd, orig, b.ConstInt(ir.I32, 0))
			b.Ret()
			if !DivConst(f) {
				continue
			}
			changed++
			res := sink.Args[0]
			for _, xv := range append(xs, d-1, d, d+1, 2*d-1, 2*d, ^d) {
				want := ir.EvalOp(op, 0, ir.I32, ir.I32, []uint64{uint64(xv), uint64(d)})
				got := evalTree(res, x, uint64(xv))
				if got != want {
					t.Fatalf("%s x, %d with x = %#x: got %#x, want %#x", op, d, xv, got, want)
				}
			}
		}
	}
	if changed < 4*len(divisors)/2 {
		t.Errorf("only %d of %d divisions were replaced", changed, 4*len(divisors))
	}
}

// evalTree evaluates the pure expression v with x bound to xv.
func evalTree(v, x *ir.Value, xv uint64) uint64 {
	switch {
	case v == x:
		return xv
	case v.Op == ir.OpConst:
		return v.Bits()
	}
	args := make([]uint64, len(v.Args))
	for i, a := range v.Args {
		args[i] = evalTree(a, x, xv)
	}
	return ir.Eval(v, args)
}
