package passes

import "hlslc/ir"

// FactorSums gathers the terms of an integer sum that multiply one value by
// constants into one product: x*a + y + x*b - x becomes x*(a+b-1) + y, as
// LLVM's Reassociate factors the operands of a linearised add tree. A sum
// is a tree of add and sub instructions of one scalar integer type in one
// block whose inner nodes each have a single use, by their parent; its
// terms are the other operands, each a value times a constant coefficient
// (x, mul x #c, shl x #c and nests of them, negated under a sub's second
// operand).
//
// Why: a long sum of products of a few values (an unrolled polynomial, a
// hash) otherwise keeps one multiply per term, and GVN shares a product
// that recurs with its first occurrence, far up the block: the values live
// across the block grow with the square of its length (hlslc-scale's
// expression shape: 16 at 2,500 terms, 620 at 20,000), and so do the
// register allocator's interference edges.
//
// Each value's first term takes the product of the summed coefficients
// (built just before the instruction that adds it; the value itself for 1,
// zero for 0) and its other terms become zero, which Algebraic's rows
// remove; the sum's result is unchanged, bit for bit (sums and products
// wrap). Terms of constants are left to Algebraic. A value's terms are
// gathered only when the product costs no more issue cycles than what it
// removes, counted low (productCost, ownCost: the terms' own products when
// nothing else uses them, half a cycle per add that goes): x + x<<2 stays
// (one v_lshl_add_u32, as x*5 would be), and so does x*9 + x<<5 when x may
// exceed 24 bits (a v_lshl_add_u32 and a shift folded into the add, where
// x*41 is a quarter-rate v_mul_lo_u32). It reports whether it changed
// anything.
func FactorSums(f *ir.Func) bool {
	nv := f.NumValues()
	uses, user := make([]int32, nv), make([]*ir.Value, nv)
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			for _, x := range v.Args {
				if x.Op != ir.OpConst && x.ID < nv {
					uses[x.ID]++
					user[x.ID] = v
				}
			}
		}
	}
	fs := &factorState{f: f, uses: uses, user: user, group: map[*ir.Value]int{}}
	changed := false
	for _, b := range f.Blocks {
		fs.inserts = fs.inserts[:0]
		for _, v := range b.Instrs {
			if isSumNode(v) && !fs.inner(v) {
				fs.factor(v)
			}
		}
		if len(fs.inserts) == 0 && !fs.zeroed {
			continue
		}
		changed = true
		fs.zeroed = false
		fs.rebuild(b)
	}
	return changed
}

// sumTerm is one operand of a sum's node: node.Args[arg] contributes
// sign * coef * base.
type sumTerm struct {
	node       *ir.Value
	arg        int
	base       *ir.Value
	coef, sign uint64 // modulo the type's width; sign is 1 or the mask (-1)
}

// sumGroup is a base value's terms in one sum.
type sumGroup struct {
	base         *ir.Value
	first, count int
	total        uint64
	// removes: the issue cycles gathering removes (productCost)
	removes  int
	gathered bool // its first term takes the product, the others zero
}

// factorInsert is a product to build just before node, taking operand arg.
type factorInsert struct {
	node *ir.Value
	arg  int
	base *ir.Value
	coef uint64
}

type factorState struct {
	f       *ir.Func
	uses    []int32
	user    []*ir.Value
	terms   []sumTerm
	groups  []sumGroup
	group   map[*ir.Value]int
	stack   []sumTerm
	inserts []factorInsert
	zeroed  bool
}

// isSumNode reports whether v is an add or sub of a scalar integer type
// of 16 bits or more.
func isSumNode(v *ir.Value) bool {
	return (v.Op == ir.OpAdd || v.Op == ir.OpSub) && v.Type.IsInt() && v.Type.Bits() >= 16
}

// inner reports whether sum node v is an inner node of a larger sum: its
// one use is an add or sub of its type in its block.
func (fs *factorState) inner(v *ir.Value) bool {
	if v.ID >= len(fs.uses) || fs.uses[v.ID] != 1 {
		return false
	}
	u := fs.user[v.ID]
	return isSumNode(u) && u.Type == v.Type && u.Block == v.Block
}

// termOf splits operand x into base and coefficient, through nested
// multiplies and shifts by constants ((x*c)<<1: x, 2c).
func termOf(x *ir.Value) (base *ir.Value, coef uint64) {
	m := x.Type.Mask()
	coef = 1
	for {
		switch {
		case x.Op == ir.OpMul && isConst(x.Args[1]) && !isConst(x.Args[0]):
			coef, x = coef*x.Args[1].Bits()&m, x.Args[0]
		case x.Op == ir.OpMul && isConst(x.Args[0]) && !isConst(x.Args[1]):
			coef, x = coef*x.Args[0].Bits()&m, x.Args[1]
		case x.Op == ir.OpShl && isConst(x.Args[1]) && !isConst(x.Args[0]) && x.Args[1].Bits() < uint64(x.Type.Bits()):
			coef, x = coef<<x.Args[1].Bits()&m, x.Args[0]
		default:
			return x, coef
		}
	}
}

// productCost is the cost of base * c as instruction selection gives it
// (isel_ops.go), in half issue cycles: nothing for 0 and 1, one full-rate
// instruction (2) for a power of two (a shift), -1 (a negation), 2^k+1
// (v_lshl_add_u32), any 16-bit factor (v_mul_lo_u16) and 32-bit factors
// both under 2^24 (v_mul_u32_u24); a quarter-rate v_mul_lo_u32 is 8, a
// 64-bit multiply (several quarter-rate instructions) 16.
func productCost(base *ir.Value, c uint64) int {
	t := base.Type
	c &= t.Mask()
	switch {
	case c <= 1:
		return 0
	case c&(c-1) == 0 || c == t.Mask():
		return 2
	case t.Bits() == 64:
		return 16
	case t.Bits() == 16, (c-1)&(c-2) == 0:
		return 2
	case c < 1<<24 && KnownBits(base) < 1<<24:
		return 2
	}
	return 8
}

// ownCost is what goes with operand x of a sum when the sum stops using
// it, in half issue cycles, counted low: a product's instruction when
// nothing else uses x (what it reads may have other uses, so it counts no
// further); nothing for a shift, which selection folds into the add that
// adds it (v_lshl_add_u32, v_add_lshl_u32).
func (fs *factorState) ownCost(x *ir.Value) int {
	if x.ID >= len(fs.uses) || fs.uses[x.ID] != 1 {
		return 0
	}
	switch {
	case x.Op == ir.OpMul && isConst(x.Args[1]) && !isConst(x.Args[0]):
		return productCost(x.Args[0], x.Args[1].Bits())
	case x.Op == ir.OpMul && isConst(x.Args[0]) && !isConst(x.Args[1]):
		return productCost(x.Args[1], x.Args[0].Bits())
	}
	return 0
}

// factor gathers the terms of the sum rooted at root.
func (fs *factorState) factor(root *ir.Value) {
	t := root.Type
	m := t.Mask()
	// the last sum's groups leave (clear would visit every slot the
	// largest sum made)
	for _, g := range fs.groups {
		delete(fs.group, g.base)
	}
	fs.terms, fs.groups = fs.terms[:0], fs.groups[:0]
	// operands left to right (an explicit stack: a sum may be a chain of
	// tens of thousands of nodes)
	fs.stack = append(fs.stack[:0], sumTerm{node: root, sign: 1})
	for len(fs.stack) > 0 {
		s := fs.stack[len(fs.stack)-1]
		fs.stack = fs.stack[:len(fs.stack)-1]
		if s.arg < 0 {
			// an operand of s.node at index ^s.arg
			k := ^s.arg
			x := s.node.Args[k]
			if x.Op == ir.OpConst {
				continue
			}
			base, coef := termOf(x)
			if base.Op == ir.OpConst {
				continue
			}
			gi, ok := fs.group[base]
			if !ok {
				gi = len(fs.groups)
				fs.group[base] = gi
				fs.groups = append(fs.groups, sumGroup{base: base, first: len(fs.terms)})
			}
			g := &fs.groups[gi]
			g.total = (g.total + s.sign*coef) & m
			g.removes += fs.ownCost(x)
			if g.count > 0 && (s.node.Op == ir.OpAdd || k == 1) {
				// the add that adds it goes (sub 0, y stays): half a
				// cycle, as selection pairs adds into v_add3_u32
				g.removes++
			}
			g.count++
			fs.terms = append(fs.terms, sumTerm{node: s.node, arg: k, base: base, coef: coef, sign: s.sign})
			continue
		}
		n := s.node
		signs := [2]uint64{s.sign, s.sign}
		if n.Op == ir.OpSub {
			signs[1] = -s.sign & m
		}
		for k := 1; k >= 0; k-- {
			x := n.Args[k]
			if isSumNode(x) && x.Type == t && fs.inner(x) {
				fs.stack = append(fs.stack, sumTerm{node: x, sign: signs[k]})
			} else {
				fs.stack = append(fs.stack, sumTerm{node: n, arg: ^k, sign: signs[k]})
			}
		}
	}
	zero := fs.f.Const(t, 0)
	for gi := range fs.groups {
		g := &fs.groups[gi]
		first := fs.terms[g.first]
		// first.sign * coef * base = total * base
		coef := (first.sign * g.total) & m
		if g.count < 2 || productCost(g.base, coef) > g.removes {
			continue
		}
		g.gathered = true
		switch coef {
		case 0:
			first.node.Args[first.arg] = zero
		case 1:
			first.node.Args[first.arg] = first.base
		default:
			fs.inserts = append(fs.inserts, factorInsert{node: first.node, arg: first.arg, base: first.base, coef: coef})
		}
		fs.zeroed = true
	}
	for i, tm := range fs.terms {
		if g := &fs.groups[fs.group[tm.base]]; g.gathered && g.first != i {
			tm.node.Args[tm.arg] = zero
		}
	}
}

// rebuild puts the planned products into block b, each just before the
// node that adds it.
func (fs *factorState) rebuild(b *ir.Block) {
	if len(fs.inserts) == 0 {
		return
	}
	at := map[*ir.Value][]int{}
	for i, in := range fs.inserts {
		at[in.node] = append(at[in.node], i)
	}
	old := b.Instrs
	b.Instrs = make([]*ir.Value, 0, len(old)+len(fs.inserts))
	bd := ir.NewBuilder(fs.f)
	bd.SetBlock(b)
	for _, v := range old {
		for _, i := range at[v] {
			in := fs.inserts[i]
			bd.Pos = v.Pos
			p := bd.Bin(ir.OpMul, in.base, fs.f.Const(v.Type, in.coef))
			p.Var = v.Var
			v.Args[in.arg] = p
		}
		b.Instrs = append(b.Instrs, v)
	}
}
