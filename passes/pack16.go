package passes

import (
	"fmt"
	"math"

	"hlslc/ir"
)

// Pack16 combines independent pairs of the same 16-bit operation into one
// operation on a packed v2f16/v2i16 value (GCN's v_pk_* instructions), and
// keeps the values packed along chains of such operations.
//
// Guarantees:
//   - Every packed result is, half by half, bit for bit the result of the
//     scalar operations it replaces (the IR defines packed ops elementwise),
//     so the program computes the same values. The one exception is the
//     f16tof32 unpack pattern below: fptrunc(fpext x) is replaced by x, which
//     is exact for every f16 value except that a signalling NaN is not made
//     quiet (any later arithmetic quiets it; min16float defines no NaN
//     payloads).
//   - A pair is formed only when it costs no extra instruction in the
//     backend: for every operand, the two lanes' operands are the two halves
//     of one packed value (in either order: the backend reads them with
//     op_sel/op_sel_hi; either may be negated with fneg: neg_lo/neg_hi), the
//     same value or two constants (a broadcast or a packed constant), or two
//     fresh leaves that pack without a separate pack instruction (two
//     fptruncs from f32, or the low and high halves of one i32 extracted
//     with trunc / lshr 16, as f16tof32(x & 0xFFFF) and f16tof32(x >> 16)
//     do). The exception is select (v_cndmask_b32 has no op_sel): a
//     swizzled operand costs one v_perm_b32 there, no more than the second
//     scalar select it saves, and the values stay packed.
//   - The two operations are in one block, at most 512 instructions apart
//     (which keeps the pass linear); the packed one is placed where
//     both lanes' operands exist and before every use of either result, so
//     SSA dominance holds. Uses of the scalar results read lo/hi of the
//     packed value; the scalar instructions are deleted.
//   - Two phis of one block (loop-carried min16 vector elements) become one
//     packed phi when, from every predecessor, their incoming values are
//     two constants, two fresh fptruncs, the halves of one packed value, or
//     results of the same packable op, and their users are the same kinds
//     of operations: then the loop body pairs along with them and the
//     incoming pack folds away. The packed phi's incoming value is a pack
//     placed before the predecessor's terminator.
//   - The pack pattern of f32tof16 results, zext(lo)|zext(hi)<<16, becomes a
//     bitcast of the packed value to i32; a pack of the two halves of one
//     i32 in order (trunc of it, trunc of it shifted right by 16, as f16 or
//     i16) is that i32 (a bitcast): a 16-bit pair loaded as one word and
//     stored back is the word itself.
//
// Packable ops: fadd, fsub, fmul, fma, fmin, fmax, fneg, fabs on f16; add,
// sub, mul, smin, smax, umin, umax, shl, lshr, ashr, and, or, xor on i16;
// select on either, when both lanes have the same condition.
// The pass reports whether it changed anything.
func Pack16(f *ir.Func) bool {
	if !has16BitValues(f) {
		return false
	}
	changed := unpackPattern(f)
	if packPhis(f) {
		changed = true
	}
	for _, b := range f.Blocks {
		if packBlock(f, b) {
			changed = true
		}
	}
	if packPattern(f) {
		changed = true
	}
	return changed
}

// has16BitValues reports whether f computes any 16-bit or packed value
// (otherwise there is nothing to pack or unpack).
func has16BitValues(f *ir.Func) bool {
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Type.Bits() == 16 || v.Type.IsPacked() {
				return true
			}
		}
	}
	return false
}

var packableF16 = map[ir.Op]bool{ir.OpFAdd: true, ir.OpFSub: true, ir.OpFMul: true, ir.OpFma: true,
	ir.OpFMin: true, ir.OpFMax: true, ir.OpFNeg: true, ir.OpFAbs: true}

var packableI16 = map[ir.Op]bool{ir.OpAdd: true, ir.OpSub: true, ir.OpMul: true, ir.OpSMin: true,
	ir.OpSMax: true, ir.OpUMin: true, ir.OpUMax: true, ir.OpShl: true, ir.OpLShr: true, ir.OpAShr: true,
	ir.OpAnd: true, ir.OpOr: true, ir.OpXor: true}

func packable(v *ir.Value) bool {
	if v.Op == ir.OpSelect {
		return v.Type == ir.F16 || v.Type == ir.I16
	}
	switch v.Type {
	case ir.F16:
		return packableF16[v.Op]
	case ir.I16:
		return packableI16[v.Op]
	}
	return false
}

// unpackPattern folds fptrunc f16 (fpext f32 x) to x and trunc i16 (and x,
// 0xffff) to trunc i16 x, the shapes f16tof32 and min16float casts lower to.
func unpackPattern(f *ir.Func) bool {
	r := newRewriter(f)
	changed := false
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			r.resolveArgs(v)
			switch {
			case v.Op == ir.OpFPTrunc && v.Type == ir.F16 && v.Args[0].Op == ir.OpFPExt && v.Args[0].Args[0].Type == ir.F16:
				r.replace(v, v.Args[0].Args[0])
			case v.Op == ir.OpTrunc && v.Type == ir.I16 && v.Args[0].Op == ir.OpAnd && v.Args[0].Type == ir.I32:
				a := v.Args[0]
				for k := 0; k < 2; k++ {
					if c := a.Args[k]; isConst(c) && c.Bits()&0xffff == 0xffff {
						v.Args[0] = a.Args[1-k]
						changed = true
						break
					}
				}
			}
		}
	}
	return r.apply() || changed
}

// half says that a scalar value is one half of a packed value.
type half struct {
	p  *ir.Value
	hi bool
}

// packer holds the state of pairing in one block.
type packer struct {
	f      *ir.Func
	b      *ir.Block
	r      *rewriter
	pos    map[*ir.Value]float64
	halves map[*ir.Value]half
	paired map[*ir.Value]bool
	before map[*ir.Value][]*ir.Value // new instructions to insert before an instruction
	after  map[*ir.Value][]*ir.Value // ... after it
}

func packBlock(f *ir.Func, b *ir.Block) bool {
	p := &packer{f: f, b: b, r: newRewriter(f), pos: map[*ir.Value]float64{}, halves: map[*ir.Value]half{},
		paired: map[*ir.Value]bool{}, before: map[*ir.Value][]*ir.Value{}, after: map[*ir.Value][]*ir.Value{}}
	for i, v := range b.Instrs {
		p.pos[v] = float64(i)
	}
	// lo/hi anywhere (those of other blocks dominate their uses here)
	for _, ob := range f.Blocks {
		for _, v := range ob.Instrs {
			switch v.Op {
			case ir.OpLo:
				p.halves[v] = half{v.Args[0], false}
			case ir.OpHi:
				p.halves[v] = half{v.Args[0], true}
			}
		}
	}
	n := 0
	for i, v := range b.Instrs {
		if !packable(v) || p.paired[v] {
			continue
		}
		best, bestScore, anchorBefore := (*ir.Value)(nil), -1, false
		firstUse := p.firstUse(v, i)
		window := b.Instrs[i+1:]
		if len(window) > maxPairDistance {
			window = window[:maxPairDistance]
		}
		for _, w := range window {
			if w.Op != v.Op || w.Type != v.Type || p.paired[w] || len(w.Args) != len(v.Args) {
				continue
			}
			score, ok := p.cost(v, w)
			if !ok {
				continue
			}
			before, ok := p.placement(v, w, firstUse)
			if !ok {
				continue
			}
			if score > bestScore {
				best, bestScore, anchorBefore = w, score, before
			}
			if score == 2*len(v.Args) {
				break // both lanes read halves of the same packed values: the best there is
			}
		}
		if best != nil {
			p.pair(v, best, anchorBefore)
			n++
		}
	}
	if n == 0 {
		return false
	}
	// insert the new instructions, then rewrite uses and drop the pairs
	var out []*ir.Value
	for _, v := range b.Instrs {
		out = append(out, p.before[v]...)
		out = append(out, v)
		out = append(out, p.after[v]...)
	}
	b.Instrs = out
	p.r.apply()
	return true
}

// operand returns v's k-th operand with the replacements made so far.
func (p *packer) operand(v *ir.Value, k int) *ir.Value { return p.r.resolve(v.Args[k]) }

// leafKind classifies a scalar value that can start a packed value for
// free: 1 for an fptrunc from f32 not yet packed, 2 for the low half of an
// i32 (trunc, optionally bitcast to f16), 3 for its high half (trunc of
// lshr 16). The second result is the i32 for kinds 2 and 3.
func (p *packer) leafKind(x *ir.Value) (int, *ir.Value) {
	if _, ok := p.halves[x]; ok {
		return 0, nil
	}
	if isF32ToF16Value(x) {
		return 1, nil
	}
	y := x
	if y.Op == ir.OpBitcast && y.Type == ir.F16 {
		y = y.Args[0]
	}
	if y.Op != ir.OpTrunc || y.Type != ir.I16 || y.Args[0].Type != ir.I32 {
		return 0, nil
	}
	z := y.Args[0]
	if z.Op == ir.OpLShr && isConst(z.Args[1]) && z.Args[1].Bits() == 16 {
		return 3, z.Args[0]
	}
	return 2, z
}

// pairCost scores the operand pair (a, b): -1 when packing it needs an
// instruction, else 2 for halves of one packed value, 1 for the rest.
func (p *packer) pairCost(a, b *ir.Value) int {
	if isConst(a) && isConst(b) {
		return 1
	}
	if a == b {
		return 1
	}
	ha, oka := p.halves[a]
	hb, okb := p.halves[b]
	if oka && okb && ha.p == hb.p {
		return 2
	}
	// a negated half: the backend reads it with neg_lo/neg_hi
	ua, na := stripNeg16(a)
	ub, nb := stripNeg16(b)
	ua, ub = p.r.resolve(ua), p.r.resolve(ub)
	if na || nb {
		ha, oka := p.halves[ua]
		hb, okb := p.halves[ub]
		if oka && okb && ha.p == hb.p {
			return 2
		}
	}
	ka, ya := p.leafKind(a)
	kb, yb := p.leafKind(b)
	switch {
	case ka == 1 && kb == 1:
		return 2
	case ka == 2 && kb == 3 && ya == yb, ka == 3 && kb == 2 && ya == yb:
		return 2
	}
	return -1
}

// cost reports whether v and w pair for free and how well.
func (p *packer) cost(v, w *ir.Value) (int, bool) {
	total := 0
	for k := range v.Args {
		if v.Op == ir.OpSelect && k == 0 {
			// one condition for both lanes (a lane mask selects whole registers)
			if p.operand(v, 0) != p.operand(w, 0) {
				return 0, false
			}
			continue
		}
		c := p.pairCost(p.operand(v, k), p.operand(w, k))
		if c < 0 {
			return 0, false
		}
		total += c
	}
	return total, true
}

// maxPairDistance bounds how far apart (in instructions) two paired
// operations may be, which keeps the pass linear in the block size.
const maxPairDistance = 512

// firstUse returns the position of the first instruction after v (at index
// i) in the block that uses v, or +Inf.
func (p *packer) firstUse(v *ir.Value, i int) float64 {
	for _, u := range p.b.Instrs[i+1:] {
		for k := range u.Args {
			if p.operand(u, k) == v {
				return p.pos[u]
			}
		}
	}
	return math.Inf(1)
}

// placement decides where the packed instruction goes: before w when no
// instruction between v and w uses v (v's first use is at firstUse), else
// after v when all of w's operands exist there; and in both cases only
// where the packed values the operands come from already exist. ok is
// false when neither place works.
func (p *packer) placement(v, w *ir.Value, firstUse float64) (before bool, ok bool) {
	pv, pw := p.pos[v], p.pos[w]
	for k := range w.Args {
		if p.operand(w, k) == v {
			return false, false
		}
	}
	if firstUse > pw && p.sourcesBefore(v, w, pw-0.5) {
		return true, true
	}
	for k := range w.Args {
		a := p.operand(w, k)
		if pa, in := p.pos[a]; in && a.Block == p.b && pa >= pv {
			return false, false
		}
	}
	return false, p.sourcesBefore(v, w, pv+0.1)
}

// sourcesBefore reports whether the packed values the pair's operands are
// halves of all come before position at (a packed value made for an
// earlier pair sits where that pair's instruction went).
func (p *packer) sourcesBefore(v, w *ir.Value, at float64) bool {
	for k := range v.Args {
		for _, x := range []*ir.Value{p.operand(v, k), p.operand(w, k)} {
			if h, ok := p.halves[x]; ok {
				if ph, in := p.pos[h.p]; in && h.p.Block == p.b && ph >= at {
					return false
				}
			}
		}
	}
	return true
}

// newValue makes an instruction at the anchor (inserted before or after it).
func (p *packer) newValue(anchor *ir.Value, before bool, op ir.Op, t ir.Type, args ...*ir.Value) *ir.Value {
	bld := ir.NewBuilder(p.f)
	bld.SetBlock(p.b)
	bld.Pos = anchor.Pos
	x := bld.Emit(op, t, args...)
	x.Name = fmt.Sprintf("pk%d", x.ID)
	p.b.Instrs = p.b.Instrs[:len(p.b.Instrs)-1] // placed below, not at the end
	if before {
		p.before[anchor] = append(p.before[anchor], x)
		p.pos[x] = p.pos[anchor] - 0.5 + 1e-4*float64(len(p.before[anchor]))
	} else {
		p.after[anchor] = append(p.after[anchor], x)
		p.pos[x] = p.pos[anchor] + 0.1 + 1e-4*float64(len(p.after[anchor]))
	}
	return x
}

// packedOperand builds the packed operand for the pair (a, b).
func (p *packer) packedOperand(anchor *ir.Value, before bool, t ir.Type, a, b *ir.Value) *ir.Value {
	if isConst(a) && isConst(b) {
		return p.f.Const(t, a.Bits()&0xffff|b.Bits()&0xffff<<16)
	}
	ha, oka := p.halves[a]
	hb, okb := p.halves[b]
	if oka && okb && ha.p == hb.p && !ha.hi && hb.hi {
		return ha.p
	}
	if ua, na := stripNeg16(a); na || b.Op == ir.OpFNeg {
		ub, _ := stripNeg16(b)
		ua, ub = p.r.resolve(ua), p.r.resolve(ub)
		if h1, ok1 := p.halves[ua]; ok1 {
			if h2, ok2 := p.halves[ub]; ok2 && h1.p == h2.p {
				// negated halves: the pack of the fneg'd scalars, which the
				// backend reads from the packed register with neg_lo/neg_hi
				return p.newValue(anchor, before, ir.OpPack, t, a, b)
			}
		}
	}
	if oka && (okb || a == b) {
		// a swizzle or broadcast of halves: name them as lo/hi of the
		// packed value, which the backend reads with op_sel
		if a == b {
			hb = ha
		}
		return p.newValue(anchor, before, ir.OpPack, t, p.halfValue(anchor, before, ha), p.halfValue(anchor, before, hb))
	}
	if a != b && !oka && !okb {
		ka, y := p.leafKind(a)
		if ka == 2 {
			// the halves of one i32: a bitcast, no instruction
			x := p.newValue(anchor, before, ir.OpBitcast, t, y)
			p.halves[a], p.halves[b] = half{x, false}, half{x, true}
			return x
		}
		if ka == 3 {
			// the same, swapped: read with op_sel
			x := p.newValue(anchor, before, ir.OpBitcast, t, y)
			p.halves[a], p.halves[b] = half{x, true}, half{x, false}
			return p.newValue(anchor, before, ir.OpPack, t, p.halfValue(anchor, before, p.halves[a]), p.halfValue(anchor, before, p.halves[b]))
		}
		if ka == 1 {
			x := p.newValue(anchor, before, ir.OpPack, t, a, b)
			p.halves[a], p.halves[b] = half{x, false}, half{x, true}
			return x
		}
	}
	// halves of one value in another order, or a broadcast: the backend
	// reads them with op_sel, so the pack costs no instruction
	return p.newValue(anchor, before, ir.OpPack, t, a, b)
}

// halfValue returns an instruction reading half h of its packed value.
func (p *packer) halfValue(anchor *ir.Value, before bool, h half) *ir.Value {
	op, t := ir.OpLo, h.p.Type.Elem()
	if h.hi {
		op = ir.OpHi
	}
	x := p.newValue(anchor, before, op, t, h.p)
	p.halves[x] = h
	return x
}

// pair replaces v (low half) and w (high half) by one packed instruction.
func (p *packer) pair(v, w *ir.Value, before bool) {
	anchor := w
	if !before {
		anchor = v
	}
	t := ir.V2F16
	if v.Type == ir.I16 {
		t = ir.V2I16
	}
	args := make([]*ir.Value, len(v.Args))
	for k := range v.Args {
		if v.Op == ir.OpSelect && k == 0 {
			args[k] = p.operand(v, 0)
			continue
		}
		args[k] = p.packedOperand(anchor, before, t, p.operand(v, k), p.operand(w, k))
	}
	n := p.newValue(anchor, before, v.Op, t, args...)
	lo := p.newValue(anchor, before, ir.OpLo, v.Type, n)
	hi := p.newValue(anchor, before, ir.OpHi, v.Type, n)
	p.halves[lo], p.halves[hi] = half{n, false}, half{n, true}
	p.paired[v], p.paired[w] = true, true
	p.r.replace(v, lo)
	p.r.replace(w, hi)
}

// packPattern rewrites or(zext i32 (bitcast i16 (lo P)), shl(zext i32
// (bitcast i16 (hi P)), 16)) — f32tof16(x) | f32tof16(y) << 16 once x and y
// are packed — to bitcast i32 P (without the bitcasts for v2i16), and
// pack(lo P, hi P) to P.
func packPattern(f *ir.Func) bool {
	r := newRewriter(f)
	halfOf := func(x *ir.Value, hi bool) *ir.Value {
		if x.Op != ir.OpZExt || x.Type != ir.I32 {
			return nil
		}
		y := x.Args[0]
		if y.Op == ir.OpBitcast && y.Type == ir.I16 && y.Args[0].Type == ir.F16 {
			y = y.Args[0]
		}
		if (hi && y.Op == ir.OpHi) || (!hi && y.Op == ir.OpLo) {
			return y.Args[0]
		}
		return nil
	}
	for _, b := range f.Blocks {
		var out []*ir.Value
		for _, v := range b.Instrs {
			r.resolveArgs(v)
			out = append(out, v)
			switch {
			case v.Op == ir.OpPack && v.Args[0].Op == ir.OpLo && v.Args[1].Op == ir.OpHi && v.Args[0].Args[0] == v.Args[1].Args[0]:
				r.replace(v, v.Args[0].Args[0])
			case v.Op == ir.OpPack && wordHalf(v.Args[0], false) != nil && wordHalf(v.Args[0], false) == wordHalf(v.Args[1], true):
				// the two halves of one i32 put back together: that i32
				bld := ir.NewBuilder(f)
				bld.SetBlock(b)
				bld.Pos = v.Pos
				x := bld.Emit(ir.OpBitcast, v.Type, wordHalf(v.Args[0], false))
				x.Name = fmt.Sprintf("pk%d", x.ID)
				b.Instrs = b.Instrs[:len(b.Instrs)-1]
				out = append(out[:len(out)-1], x, v)
				r.replace(v, x)
			case v.Op == ir.OpOr && v.Type == ir.I32:
				for k := 0; k < 2; k++ {
					lo, sh := v.Args[k], v.Args[1-k]
					if sh.Op != ir.OpShl || !isConst(sh.Args[1]) || sh.Args[1].Bits() != 16 {
						continue
					}
					pl, ph := halfOf(lo, false), halfOf(sh.Args[0], true)
					if pl == nil || pl != ph {
						continue
					}
					bld := ir.NewBuilder(f)
					bld.SetBlock(b)
					bld.Pos = v.Pos
					x := bld.Emit(ir.OpBitcast, ir.I32, pl)
					x.Name = fmt.Sprintf("pk%d", x.ID)
					b.Instrs = b.Instrs[:len(b.Instrs)-1]
					out = append(out[:len(out)-1], x, v)
					r.replace(v, x)
					break
				}
			}
		}
		b.Instrs = out
	}
	return r.apply()
}

// wordHalf returns the i32 whose low (hi false) or high half the 16-bit
// value x is: trunc of it or of it shifted right by 16, as a bitcast to
// f16 or not; nil for any other x.
func wordHalf(x *ir.Value, hi bool) *ir.Value {
	if x.Op == ir.OpBitcast && x.Type == ir.F16 {
		x = x.Args[0]
	}
	if x.Op != ir.OpTrunc || x.Type != ir.I16 || x.Args[0].Type != ir.I32 {
		return nil
	}
	z := x.Args[0]
	isHigh := z.Op == ir.OpLShr && isConst(z.Args[1]) && z.Args[1].Bits() == 16
	switch {
	case hi && isHigh:
		return z.Args[0]
	case !hi && !isHigh:
		return z
	}
	return nil
}

// packPhis combines pairs of 16-bit phis into packed phis (see Pack16).
func packPhis(f *ir.Func) bool {
	users := map[*ir.Value][]*ir.Value{}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			for _, a := range v.Args {
				users[a] = append(users[a], v)
			}
		}
	}
	userKinds := func(v *ir.Value) map[ir.Op]int {
		m := map[ir.Op]int{}
		for _, u := range users[v] {
			m[u.Op]++
		}
		return m
	}
	sameKinds := func(x, y *ir.Value) bool {
		a, b := userKinds(x), userKinds(y)
		if len(a) != len(b) || len(users[x]) == 0 {
			return false
		}
		for op, n := range a {
			if b[op] != n {
				return false
			}
		}
		return true
	}
	incoming := func(p *ir.Value, pred *ir.Block) *ir.Value {
		for k, t := range p.Targets {
			if t == pred {
				return p.Args[k]
			}
		}
		return nil
	}
	pairs := func(a, b *ir.Value) bool {
		switch {
		case a == nil || b == nil:
			return false
		case isConst(a) && isConst(b):
			return true
		case a.Op == ir.OpLo && b.Op == ir.OpHi && a.Args[0] == b.Args[0]:
			return true
		case a.Op == b.Op && (packable(a) || isF32ToF16Value(a)) && a != b:
			return true
		}
		return false
	}
	changed := false
	r := newRewriter(f)
	for _, b := range f.Blocks {
		var phis []*ir.Value
		for _, v := range b.Instrs {
			if v.Op != ir.OpPhi {
				break
			}
			if v.Type == ir.F16 || v.Type == ir.I16 {
				phis = append(phis, v)
			}
		}
		done := map[*ir.Value]bool{}
		var newPhis, halves []*ir.Value
		for i, p0 := range phis {
			if done[p0] {
				continue
			}
			for _, p1 := range phis[i+1:] {
				if done[p1] || p1.Type != p0.Type || len(p1.Targets) != len(p0.Targets) || !sameKinds(p0, p1) {
					continue
				}
				ok := true
				for _, pred := range p0.Targets {
					if !pairs(incoming(p0, pred), incoming(p1, pred)) {
						ok = false
					}
				}
				if !ok {
					continue
				}
				t := ir.V2F16
				if p0.Type == ir.I16 {
					t = ir.V2I16
				}
				bld := ir.NewBuilder(f)
				bld.SetBlock(b)
				bld.Pos = p0.Pos
				np := bld.Emit(ir.OpPhi, t)
				np.Name = fmt.Sprintf("pk%d", np.ID)
				b.Instrs = b.Instrs[:len(b.Instrs)-1]
				for _, pred := range p0.Targets {
					a0, a1 := incoming(p0, pred), incoming(p1, pred)
					var x *ir.Value
					if isConst(a0) && isConst(a1) {
						x = f.Const(t, a0.Bits()&0xffff|a1.Bits()&0xffff<<16)
					} else {
						// a pack before the predecessor's terminator
						pb := ir.NewBuilder(f)
						pb.SetBlock(pred)
						pb.Pos = p0.Pos
						x = pb.Emit(ir.OpPack, t, a0, a1)
						x.Name = fmt.Sprintf("pk%d", x.ID)
						n := len(pred.Instrs)
						pred.Instrs[n-1], pred.Instrs[n-2] = pred.Instrs[n-2], pred.Instrs[n-1]
					}
					ir.AddIncoming(np, x, pred)
				}
				lo := bld.Emit(ir.OpLo, p0.Type, np)
				hi := bld.Emit(ir.OpHi, p0.Type, np)
				lo.Name, hi.Name = fmt.Sprintf("pk%d", lo.ID), fmt.Sprintf("pk%d", hi.ID)
				b.Instrs = b.Instrs[:len(b.Instrs)-2]
				newPhis = append(newPhis, np)
				halves = append(halves, lo, hi)
				r.replace(p0, lo)
				r.replace(p1, hi)
				done[p0], done[p1] = true, true
				changed = true
				break
			}
		}
		if len(newPhis) == 0 {
			continue
		}
		// the packed phis join the phis; lo/hi follow the last phi
		k := 0
		for k < len(b.Instrs) && b.Instrs[k].Op == ir.OpPhi {
			k++
		}
		out := append([]*ir.Value{}, b.Instrs[:k]...)
		out = append(out, newPhis...)
		out = append(out, halves...)
		out = append(out, b.Instrs[k:]...)
		b.Instrs = out
	}
	r.apply()
	return changed
}

// stripNeg16 returns x without an f16 fneg, and whether there was one.
func stripNeg16(x *ir.Value) (*ir.Value, bool) {
	if x.Op == ir.OpFNeg && x.Type == ir.F16 {
		return x.Args[0], true
	}
	return x, false
}

// isF32ToF16Value reports whether v narrows an f32 to f16, rounding to
// nearest even (fptrunc) or toward zero (fptrunc.rtz, f32tof16).
func isF32ToF16Value(v *ir.Value) bool {
	return (v.Op == ir.OpFPTrunc || v.Op == ir.OpFPTruncRTZ) && v.Type == ir.F16 && v.Args[0].Type == ir.F32
}
