package passes

import "hlslc/ir"

// Reassociate moves integer constants outward through multiplications,
// shifts and additions, so that addresses take the form base + constant:
//
//	mul (add x, c1), c2 → add (mul x, c2), c1*c2
//	shl (add x, c1), c2 → add (shl x, c2), c1 << c2
//	add (add x, c1), c2 → add x, c1+c2
//
// (i32; a sub of a constant counts as the add of its negation). The backend
// folds the constant of base + constant into the immediate offset of LDS
// and buffer accesses, and CSE shares the base between neighbouring
// accesses (a[i], a[i + 1], ...). Guarantees: bit-identical results, since
// i32 arithmetic wraps modulo 2^32 and these identities hold in that ring.
// It reports whether it changed anything.
func Reassociate(f *ir.Func) bool {
	r := newRewriter(f)
	b := ir.NewBuilder(f)
	for _, blk := range f.Blocks {
		var old []*ir.Value
		for _, v := range blk.Instrs {
			if _, _, ok := reassocOperands(v); ok {
				old = blk.Instrs
				break
			}
		}
		if old == nil {
			continue
		}
		blk.Instrs = make([]*ir.Value, 0, len(old))
		b.SetBlock(blk)
		for _, v := range old {
			r.resolveArgs(v)
			b.Pos = v.Pos
			if x, c1, ok := reassocOperands(v); ok {
				c2 := uint32(v.Args[1].Bits())
				var w *ir.Value
				switch v.Op {
				case ir.OpMul:
					w = b.Bin(ir.OpAdd, b.Bin(ir.OpMul, x, v.Args[1]), b.ConstInt(ir.I32, int64(c1*c2)))
				case ir.OpShl:
					w = b.Bin(ir.OpAdd, b.Bin(ir.OpShl, x, v.Args[1]), b.ConstInt(ir.I32, int64(c1<<(c2&31))))
				default:
					w = b.Bin(ir.OpAdd, x, b.ConstInt(ir.I32, int64(c1+c2)))
				}
				w.Var = v.Var
				r.replace(v, w)
				continue
			}
			blk.Instrs = append(blk.Instrs, v)
		}
	}
	return r.apply()
}

// reassocOperands matches op (x + c1), c2 for the ops Reassociate handles,
// with the constant c2 second (the builders put constants
// second), and returns x and c1.
func reassocOperands(v *ir.Value) (x *ir.Value, c1 uint32, ok bool) {
	if v.Type != ir.I32 || len(v.Args) != 2 || v.Args[1].Op != ir.OpConst {
		return nil, 0, false
	}
	switch v.Op {
	case ir.OpMul, ir.OpShl, ir.OpAdd:
	default:
		return nil, 0, false
	}
	a := v.Args[0]
	if len(a.Args) != 2 || a.Args[1].Op != ir.OpConst || a.Args[0].Op == ir.OpConst || a.Type != ir.I32 {
		return nil, 0, false
	}
	switch a.Op {
	case ir.OpAdd:
		return a.Args[0], uint32(a.Args[1].Bits()), true
	case ir.OpSub:
		return a.Args[0], -uint32(a.Args[1].Bits()), true
	}
	return nil, 0, false
}
