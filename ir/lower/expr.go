package lower

import (
	"math"
	"math/bits"

	"hlslc/frontend"
	"hlslc/ir"
)

// slot is one scalar location: an SSA variable component, a scalar in
// memory, or (for a vector or matrix component chosen by a run-time index)
// one of several slots selected by idx.
type slot struct {
	kind frontend.ScalarKind
	key  varKey
	mem  *ir.Memory
	off  *ir.Value
	idx  *ir.Value
	alts []slot
	tex  *texelRef // component comp of a typed resource's element
	comp int
}

// placeT is an l-value (or a memory-backed r-value) of type t: register
// slots, or memory at off with a layout.
type placeT struct {
	t     frontend.Type
	slots []slot
	mem   *ir.Memory
	off   *ir.Value
	lay   *layout
	tex   *texelRef // a whole element of a typed buffer or texture
}

func (p *placeT) isMem() bool { return p.mem != nil }

// flat returns the place's scalar slots in component order.
func (l *lowerer) flat(p placeT) []slot {
	if p.tex != nil {
		out := make([]slot, len(p.tex.kinds))
		for i, k := range p.tex.kinds {
			out[i] = slot{kind: k, tex: p.tex, comp: i}
		}
		return out
	}
	if !p.isMem() {
		return p.slots
	}
	kinds := flatKinds(p.t)
	offs := scalarOffsets(p.lay)
	out := make([]slot, len(kinds))
	for i, k := range kinds {
		out[i] = slot{kind: k, mem: p.mem, off: l.addOff(p.off, offs[i])}
	}
	return out
}

func (l *lowerer) addOff(off *ir.Value, c int) *ir.Value {
	if c == 0 {
		return off
	}
	// (x + c0) + c → x + (c0 + c): every address becomes one base plus a
	// constant, which is what the backend folds into offset fields and
	// merges into wider loads (wraparound addition is associative).
	if off.Op == ir.OpAdd && off.Type == ir.I32 && off.Args[1].Op == ir.OpConst && off.Args[0].Op != ir.OpConst {
		return l.addOff(off.Args[0], int(int32(uint32(off.Args[1].Bits())+uint32(c))))
	}
	return l.fold(l.b.Bin(ir.OpAdd, off, l.b.ConstInt(ir.I32, int64(c))))
}

// alignDword clears the two low bits of a byte address, as D3D does for
// ByteAddressBuffer. For x + c with c a multiple of 4 it aligns x and adds
// c back, the same value ((x + 4k) & ~3 = (x & ~3) + 4k): then the words
// of one Load4, and of loads at nearby constant offsets from one base,
// share a single aligned base.
func (l *lowerer) alignDword(a *ir.Value) *ir.Value {
	if a.Op == ir.OpAdd && a.Type == ir.I32 {
		for k := 0; k < 2; k++ {
			c, x := a.Args[k], a.Args[1-k]
			if c.Op == ir.OpConst && x.Op != ir.OpConst && c.Bits()%4 == 0 {
				return l.addOff(l.alignDword(x), int(int32(uint32(c.Bits()))))
			}
		}
	}
	return l.fold(l.b.Bin(ir.OpAnd, a, l.f.Const(ir.I32, ^uint64(3))))
}

func (l *lowerer) readSlot(s slot) *ir.Value {
	switch {
	case s.alts != nil:
		v := l.readSlot(s.alts[len(s.alts)-1])
		for i := len(s.alts) - 2; i >= 0; i-- {
			eq := l.fold(l.b.ICmp(ir.PredEq, s.idx, l.b.ConstInt(ir.I32, int64(i))))
			v = l.fold(l.b.Select(eq, l.readSlot(s.alts[i]), v))
		}
		return v
	case s.mem != nil:
		return l.loadScalar(s.mem, s.off, s.kind)
	case s.tex != nil:
		return l.readTexel(s.tex, s.comp)
	}
	return l.readVar(l.b.Block, s.key)
}

func (l *lowerer) writeSlot(s slot, v *ir.Value) {
	switch {
	case s.alts != nil:
		for i, a := range s.alts {
			eq := l.fold(l.b.ICmp(ir.PredEq, s.idx, l.b.ConstInt(ir.I32, int64(i))))
			l.writeSlot(a, l.fold(l.b.Select(eq, v, l.readSlot(a))))
		}
	case s.mem != nil:
		if s.mem.Kind == ir.MemCBuffer || s.mem.IsResource() && !s.mem.Writable {
			panic("lower: store to read-only memory")
		}
		l.storeScalar(s.mem, s.off, v, s.kind)
	case s.tex != nil:
		if !s.tex.mem.Writable {
			panic("lower: store to read-only memory")
		}
		l.writeTexelComp(s.tex, s.comp, v)
	default:
		l.writeVar(l.b.Block, s.key, v)
	}
}

func (l *lowerer) loadPlace(p placeT) []*ir.Value {
	ss := l.flat(p)
	out := make([]*ir.Value, len(ss))
	for i := 0; i < len(ss); i++ {
		if i+1 < len(ss) {
			if lo, hi, ok := l.loadHalfPair(ss[i], ss[i+1]); ok {
				out[i], out[i+1] = lo, hi
				i++
				continue
			}
		}
		out[i] = l.readSlot(ss[i])
	}
	return out
}

// loadHalfPair loads two 16-bit components stored side by side in one
// dword-aligned 32-bit word (a half2, the .xy or .zw of a half4, two
// adjacent 16-bit fields) with one 32-bit load, the halves taken apart as
// the low bits and the bits shifted down by 16: one memory access instead
// of two, and the halves of one i32 are what passes.Pack16 pairs into
// packed math for free. ok is false when the two are not such a pair
// (halfPair).
func (l *lowerer) loadHalfPair(a, b slot) (lo, hi *ir.Value, ok bool) {
	if !l.halfPair(a, b) {
		return nil, nil, false
	}
	w := l.b.Load(ir.I32, a.mem, a.off, 4)
	half := func(x *ir.Value, k frontend.ScalarKind) *ir.Value {
		v := l.fold(l.b.Convert(ir.OpTrunc, ir.I16, x))
		if st := storeType(k); st != ir.I16 {
			v = l.fold(l.b.Convert(ir.OpBitcast, st, v))
		}
		return l.fromStorage(v, k)
	}
	lo = half(w, a.kind)
	hi = half(l.fold(l.b.Bin(ir.OpLShr, w, l.b.ConstInt(ir.I32, 16))), b.kind)
	return lo, hi, true
}

// halfPair reports whether the slots a and b are 16-bit values in memory
// side by side in one dword-aligned word: in the same buffer, cbuffer or
// groupshared object, at base+c and base+c+2 with base and c multiples of
// 4 (aligned4).
func (l *lowerer) halfPair(a, b slot) bool {
	if a.mem == nil || a.mem != b.mem || a.alts != nil || b.alts != nil || storeType(a.kind).Bits() != 16 || storeType(b.kind).Bits() != 16 {
		return false
	}
	switch a.mem.Kind {
	case ir.MemStructured, ir.MemRaw, ir.MemCBuffer, ir.MemGroupshared:
	default:
		return false
	}
	baseA, ca := splitConstOffset(a.off)
	baseB, cb := splitConstOffset(b.off)
	return baseA == baseB && cb == ca+2 && ca%4 == 0 && (baseA == nil || aligned4(baseA))
}

// splitConstOffset splits a byte offset into a base and a constant (the
// base nil for a constant offset), as addOff builds them: base + c.
func splitConstOffset(off *ir.Value) (*ir.Value, int64) {
	if off.Op == ir.OpConst {
		return nil, int64(int32(uint32(off.Bits())))
	}
	if off.Op == ir.OpAdd && off.Type == ir.I32 && off.Args[1].Op == ir.OpConst && off.Args[0].Op != ir.OpConst {
		return off.Args[0], int64(int32(uint32(off.Args[1].Bits())))
	}
	return off, 0
}

// aligned4 reports whether the i32 value x is provably a multiple of 4: a
// constant one, a product with a multiple of 4 (or of two even factors), a
// shift left by 2 or more, a sum or difference of such values, an and with
// a mask whose two low bits are clear.
func aligned4(x *ir.Value) bool {
	return trailingZeros(x, 0) >= 2
}

// trailingZeros is a lower bound of the number of low zero bits of the
// i32 value x (at most 32), looking depth levels deep at most 8.
func trailingZeros(x *ir.Value, depth int) int {
	if x.Type != ir.I32 || depth > 8 {
		return 0
	}
	switch x.Op {
	case ir.OpConst:
		b := uint32(x.Bits())
		if b == 0 {
			return 32
		}
		return bits.TrailingZeros32(b)
	case ir.OpMul:
		return min(32, trailingZeros(x.Args[0], depth+1)+trailingZeros(x.Args[1], depth+1))
	case ir.OpShl:
		if x.Args[1].Op == ir.OpConst {
			return min(32, trailingZeros(x.Args[0], depth+1)+int(x.Args[1].Bits()&31))
		}
	case ir.OpAdd, ir.OpSub:
		return min(trailingZeros(x.Args[0], depth+1), trailingZeros(x.Args[1], depth+1))
	case ir.OpAnd:
		return max(trailingZeros(x.Args[0], depth+1), trailingZeros(x.Args[1], depth+1))
	}
	return 0
}

// storePlace writes values (already of the place's component types) to p;
// at names the expression for diagnostics.
func (l *lowerer) storePlace(p placeT, vals []*ir.Value, at frontend.Expr) {
	if p.tex != nil && len(vals) == len(p.tex.kinds) {
		if !p.tex.mem.Writable {
			errorExpr(at, "cannot write to read-only resource '%s'", p.tex.mem.Name)
		}
		fit := make([]*ir.Value, len(vals))
		for i, v := range vals {
			fit[i] = l.fitType(v, p.tex.kinds[i])
		}
		l.writeTexel(p.tex, fit)
		return
	}
	ss := l.flat(p)
	if len(ss) != len(vals) {
		if at != nil {
			errorExpr(at, "internal error: %d values for %d components", len(vals), len(ss))
		}
		panic("lower: component count mismatch")
	}
	for i := 0; i < len(ss); i++ {
		s := ss[i]
		if s.mem != nil && (s.mem.Kind == ir.MemCBuffer || s.mem.IsResource() && !s.mem.Writable) {
			if at != nil {
				errorExpr(at, "cannot write to read-only resource '%s'", s.mem.Name)
			}
		}
		if s.tex != nil && !s.tex.mem.Writable && at != nil {
			errorExpr(at, "cannot write to read-only resource '%s'", s.tex.mem.Name)
		}
		if i+1 < len(ss) && s.mem != nil && s.mem.Kind != ir.MemCBuffer && l.storeHalfPair(s, ss[i+1], l.fitType(vals[i], s.kind), l.fitType(vals[i+1], ss[i+1].kind)) {
			i++
			continue
		}
		l.writeSlot(s, l.fitType(vals[i], s.kind))
	}
}

// storeHalfPair stores two 16-bit components side by side in one
// dword-aligned word (loadHalfPair's pairs) with one 32-bit store of
// lo | hi << 16, which passes.Pack16 turns into the packed register itself
// when the halves are those of one packed value. It reports false, storing
// nothing, when the two are not such a pair.
func (l *lowerer) storeHalfPair(a, b slot, va, vb *ir.Value) bool {
	if !l.halfPair(a, b) || a.mem.IsResource() && !a.mem.Writable {
		return false
	}
	bitsOf := func(v *ir.Value, k frontend.ScalarKind) *ir.Value {
		x := l.toStorage(v, k)
		if x.Type != ir.I16 {
			x = l.fold(l.b.Convert(ir.OpBitcast, ir.I16, x))
		}
		return l.fold(l.b.Convert(ir.OpZExt, ir.I32, x))
	}
	lo, hi := bitsOf(va, a.kind), bitsOf(vb, b.kind)
	w := l.fold(l.b.Bin(ir.OpOr, lo, l.fold(l.b.Bin(ir.OpShl, hi, l.b.ConstInt(ir.I32, 16)))))
	l.b.Store(a.mem, a.off, w, 4)
	return true
}

// fitType converts v to the computing type of kind k when only the IR
// type differs (initializer lists of literals, bool storage).
func (l *lowerer) fitType(v *ir.Value, k frontend.ScalarKind) *ir.Value {
	t := l.irType(k)
	if v.Type == t {
		return v
	}
	var from frontend.ScalarKind
	switch {
	case v.Type == ir.I1:
		from = frontend.Bool
	case v.Type.IsFloat():
		from = map[ir.Type]frontend.ScalarKind{ir.F16: frontend.Float16, ir.F32: frontend.Float, ir.F64: frontend.Double}[v.Type]
	default:
		from = map[ir.Type]frontend.ScalarKind{ir.I16: frontend.Int16, ir.I32: frontend.Int, ir.I64: frontend.Int64}[v.Type]
	}
	return l.convert(v, from, k)
}

func (l *lowerer) localPlace(loc *local) placeT {
	if loc.mem != nil {
		return placeT{t: loc.t, mem: loc.mem, off: l.b.ConstInt(ir.I32, 0), lay: layoutOf(loc.t, ruleStructured)}
	}
	ss := make([]slot, len(loc.kinds))
	for i, k := range loc.kinds {
		ss[i] = slot{kind: k, key: varKey{loc.id, i}}
	}
	return placeT{t: loc.t, slots: ss}
}

// ---- places of expressions ----

// lookupLocal finds a variable instance of the current frame or a static.
func (l *lowerer) lookupLocal(d *frontend.VarDecl) *local {
	if loc, ok := l.frame.locals[d]; ok {
		return loc
	}
	if loc, ok := l.globals[d]; ok {
		return loc
	}
	return nil
}

// resourceOf returns the leaf resource a resource operand names and its
// memory: the operand was resolved before its expression was lowered
// (resources.go), or it names a global resource directly.
func (l *lowerer) resourceOf(e frontend.Expr) (*frontend.VarDecl, *ir.Memory) {
	d, ok := l.resolved[e]
	if !ok {
		if r, isRef := e.(*frontend.VarRef); isRef {
			if _, leaf := l.leafID[r.Decl]; leaf {
				d, ok = r.Decl, true
			}
		}
	}
	if !ok {
		errorExpr(e, "internal error: resource operand not resolved")
	}
	mem := l.res[d]
	if mem == nil {
		rt, _ := d.Type.(*frontend.ResourceType)
		if rt != nil && (rt.Kind == frontend.ResSamplerState || rt.Kind == frontend.ResSamplerComparisonState) {
			errorExpr(e, "internal error: sampler '%s' has no memory", d.Name)
		}
		errorExpr(e, "'%s' is not a resource the lowering knows", d.Name)
	}
	return d, mem
}

// placeOf returns the place an expression denotes, ok false for r-values.
func (l *lowerer) placeOf(e frontend.Expr) (placeT, bool) {
	switch e := e.(type) {
	case *frontend.VarRef:
		d := e.Decl
		if p, ok := l.frame.refs[d]; ok {
			return p, true
		}
		if loc := l.lookupLocal(d); loc != nil {
			return l.localPlace(loc), true
		}
		if mem, ok := l.shared[d]; ok {
			return placeT{t: d.Type, mem: mem, off: l.b.ConstInt(ir.I32, 0), lay: layoutOf(d.Type, ruleStructured)}, true
		}
		if d.Buffer != nil {
			mem := l.cbufs[d.Buffer]
			ml := d.Buffer.Member(d)
			if mem == nil || ml == nil {
				errorExpr(e, "internal error: cbuffer member '%s' has no memory", d.Name)
			}
			return placeT{t: d.Type, mem: mem, off: l.b.ConstInt(ir.I32, int64(ml.Offset)), lay: layoutOf(d.Type, ruleCBuffer)}, true
		}
		if d.Storage == frontend.StorageStatic && d.ConstValue != nil {
			return placeT{}, false
		}
		if _, ok := d.Type.(*frontend.ResourceType); ok {
			return placeT{}, false
		}
		errorExpr(e, "internal error: variable '%s' has no storage", d.Name)
	case *frontend.MemberExpr:
		if rt, ok := e.X.Type().(*frontend.ResourceType); ok && rt.Kind.IsConstantData() {
			_, mem := l.resourceOf(e.X)
			st, ok := rt.Elem.(*frontend.StructType)
			if !ok {
				errorExpr(e, "ConstantBuffer of a non-struct type is not supported")
			}
			base := placeT{t: st, mem: mem, off: l.b.ConstInt(ir.I32, 0), lay: layoutOf(st, ruleCBuffer)}
			return l.member(base, e.Field), true
		}
		base, ok := l.placeOf(e.X)
		if !ok {
			return placeT{}, false
		}
		return l.member(base, e.Field), true
	case *frontend.IndexExpr:
		if rt, ok := e.X.Type().(*frontend.ResourceType); ok {
			return l.resourceElem(e, rt, e.X, e.Index), true
		}
		base, ok := l.placeOf(e.X)
		if !ok {
			return placeT{}, false
		}
		return l.index(base, e), true
	case *frontend.SwizzleExpr:
		base, ok := l.placeOf(e.X)
		if !ok {
			return placeT{}, false
		}
		ss := l.flat(base)
		out := make([]slot, len(e.Comps))
		for i, c := range e.Comps {
			out[i] = ss[c]
		}
		return placeT{t: e.Type(), slots: out}, true
	case *frontend.MatrixSwizzleExpr:
		base, ok := l.placeOf(e.X)
		if !ok {
			return placeT{}, false
		}
		mt := e.X.Type().(*frontend.MatrixType)
		ss := l.flat(base)
		out := make([]slot, len(e.Elems))
		for i, rc := range e.Elems {
			out[i] = ss[rc[0]*mt.Cols+rc[1]]
		}
		return placeT{t: e.Type(), slots: out}, true
	case *frontend.CastExpr:
		// (T)x used as an l-value (out argument through a no-op cast)
		if e.Kind == frontend.CastNone {
			if p, ok := l.placeOf(e.X); ok {
				p.t = e.Type()
				return p, true
			}
		}
		// (B)d of a struct deriving from B: d's leading fields, B's
		if e.Kind == frontend.CastDerivedToBase {
			if p, ok := l.placeOf(e.X); ok {
				return l.basePlace(p, e.Type().(*frontend.StructType)), true
			}
		}
	}
	return placeT{}, false
}

// basePlace is the part of place p (of a struct deriving from bt) that is
// a bt: its leading fields, at the same offsets in memory (a derived
// struct's layout begins with its base's fields) or its leading slots.
func (l *lowerer) basePlace(p placeT, bt *frontend.StructType) placeT {
	n := len(bt.Fields)
	if p.isMem() {
		lay := *p.lay
		lay.t, lay.fields, lay.fieldOffs = bt, lay.fields[:n], lay.fieldOffs[:n]
		return placeT{t: bt, mem: p.mem, off: p.off, lay: &lay}
	}
	return placeT{t: bt, slots: p.slots[:ncomps(bt)]}
}

// member selects a struct field of a place.
func (l *lowerer) member(base placeT, f *frontend.Field) placeT {
	st := base.t.(*frontend.StructType)
	if base.isMem() {
		return placeT{t: f.Type, mem: base.mem, off: l.addOff(base.off, base.lay.fieldOffs[f.Index]), lay: base.lay.fields[f.Index]}
	}
	start := 0
	for _, g := range st.Fields[:f.Index] {
		start += ncomps(g.Type)
	}
	return placeT{t: f.Type, slots: base.slots[start : start+ncomps(f.Type)]}
}

// index selects an array element, vector component or matrix row.
func (l *lowerer) index(base placeT, e *frontend.IndexExpr) placeT {
	iv := l.indexValue(e.Index)
	n, elemT := 0, e.Type()
	switch t := base.t.(type) {
	case *frontend.ArrayType:
		n = t.Len
	case *frontend.VectorType:
		n = t.N
	case *frontend.MatrixType:
		n = t.Rows
	default:
		errorExpr(e, "cannot index a value of type %s", base.t)
	}
	if base.isMem() {
		switch t := base.t.(type) {
		case *frontend.ArrayType:
			off := l.fold(l.b.Bin(ir.OpAdd, base.off, l.fold(l.b.Bin(ir.OpMul, iv, l.b.ConstInt(ir.I32, int64(base.lay.stride))))))
			return placeT{t: elemT, mem: base.mem, off: off, lay: base.lay.elem}
		case *frontend.VectorType:
			if iv.Op == ir.OpConst {
				ss := l.flat(base)
				return placeT{t: elemT, slots: []slot{ss[clampIdx(iv, n)]}}
			}
			off := l.fold(l.b.Bin(ir.OpAdd, base.off, l.fold(l.b.Bin(ir.OpMul, iv, l.b.ConstInt(ir.I32, int64(base.lay.ssize))))))
			return placeT{t: elemT, slots: []slot{{kind: t.Elem, mem: base.mem, off: off}}}
		case *frontend.MatrixType:
			ss := l.flat(base)
			return l.selectRow(ss, iv, t, elemT)
		}
	}
	per := ncomps(elemT)
	if iv.Op == ir.OpConst {
		i := clampIdx(iv, n)
		return placeT{t: elemT, slots: base.slots[i*per : (i+1)*per]}
	}
	switch t := base.t.(type) {
	case *frontend.ArrayType:
		if d := l.arrayDecl(e.X); d != nil {
			if !l.memArrays[d] {
				l.memArrays[d] = true
				panic(restart{})
			}
		}
		errorExpr(e, "indexing this array with a value that is not constant is not supported yet")
	case *frontend.VectorType:
		return placeT{t: elemT, slots: []slot{{kind: t.Elem, idx: iv, alts: base.slots}}}
	case *frontend.MatrixType:
		return l.selectRow(base.slots, iv, t, elemT)
	}
	panic("unreachable")
}

func (l *lowerer) selectRow(ss []slot, iv *ir.Value, t *frontend.MatrixType, elemT frontend.Type) placeT {
	if iv.Op == ir.OpConst {
		r := clampIdx(iv, t.Rows)
		return placeT{t: elemT, slots: ss[r*t.Cols : (r+1)*t.Cols]}
	}
	out := make([]slot, t.Cols)
	for c := range out {
		alts := make([]slot, t.Rows)
		for r := range alts {
			alts[r] = ss[r*t.Cols+c]
		}
		out[c] = slot{kind: t.Elem, idx: iv, alts: alts}
	}
	return placeT{t: elemT, slots: out}
}

// clampIdx returns a constant index, clamped into range (HLSL leaves an
// out-of-range constant index undefined; the frontend rejects most).
func clampIdx(iv *ir.Value, n int) int {
	i := int(int32(iv.Bits()))
	if i < 0 {
		i = 0
	}
	if i >= n {
		i = n - 1
	}
	return i
}

// arrayDecl finds the variable whose array an index expression walks into.
func (l *lowerer) arrayDecl(e frontend.Expr) *frontend.VarDecl {
	for {
		switch x := e.(type) {
		case *frontend.VarRef:
			return x.Decl
		case *frontend.MemberExpr:
			e = x.X
		case *frontend.IndexExpr:
			e = x.X
		default:
			return nil
		}
	}
}

func (l *lowerer) indexValue(e frontend.Expr) *ir.Value {
	v := l.expr(e)[0]
	k, _ := frontend.ElemKind(e.Type())
	return l.convert(v, k, frontend.Uint)
}

// resourceElem is buf[i] for a structured buffer.
func (l *lowerer) resourceElem(at frontend.Expr, rt *frontend.ResourceType, obj, index frontend.Expr) placeT {
	_, mem := l.resourceOf(obj)
	if mem.Kind == ir.MemTyped {
		return l.typedElem(rt, mem, index)
	}
	switch rt.Kind {
	case frontend.ResStructuredBuffer, frontend.ResRWStructuredBuffer:
	default:
		errorExpr(at, "%s element access is not supported yet: the IR has no typed buffer or texture memory", rt.Kind)
	}
	iv := l.indexValue(index)
	off := l.fold(l.b.Bin(ir.OpMul, iv, l.b.ConstInt(ir.I32, int64(mem.Stride))))
	return placeT{t: rt.Elem, mem: mem, off: off, lay: layoutOf(rt.Elem, ruleStructured)}
}

// sharedObject reports whether p is memory other threads may read and
// write while a member function runs on it: groupshared memory, or an
// element of a writable structured buffer (or a part of one). Such an
// object is the member function's this by reference, never a copy.
func sharedObject(p placeT) bool {
	if p.mem == nil {
		return false
	}
	switch p.mem.Kind {
	case ir.MemGroupshared:
		return true
	case ir.MemStructured:
		return p.mem.Writable && !p.mem.Counter
	}
	return false
}

// ---- expressions ----

// expr evaluates e to its scalar components.
func (l *lowerer) expr(e frontend.Expr) []*ir.Value {
	if !l.reachable() {
		panic("lower: expression in unreachable code")
	}
	if vals, ok := l.pre[e]; ok {
		return vals // lowered before the rounds of a resource operand (rounds.go)
	}
	if out, ok := l.resolveResources(e); ok {
		return out
	}
	defer l.at(e.First())()
	if _, assign := e.(*frontend.AssignExpr); isResourceType(e.Type()) && !assign {
		// a resource as a value (a struct field's initializer or the
		// argument of one): the id of the resource it names
		id, _ := l.resourceValue(e)
		return []*ir.Value{id}
	}
	if r, ok := e.(*frontend.VarRef); ok && isResourceArray(r.Decl.Type) && l.lookupLocal(r.Decl) == nil {
		// a global array of resources (or a parameter bound to one) as a
		// value (copied into a local array): the ids of its elements,
		// consecutive leaves from its base
		d := r.Decl
		if g := l.frame.resArrays[d]; g != nil {
			d = g
		}
		if base, ok := l.arrayBase[d]; ok {
			n := len(flatKinds(d.Type))
			out := make([]*ir.Value, n)
			for k := range out {
				out[k] = l.b.ConstInt(ir.I32, int64(base+k))
			}
			return out
		}
		errorExpr(e, "an array of resources of unknown size (a descriptor table) can only be indexed")
	}
	if ix, ok := e.(*frontend.IndexExpr); ok && isResourceArray(e.Type()) {
		if ids, ok := l.globalResourceRow(ix); ok {
			return ids
		}
	}
	switch e := e.(type) {
	case *frontend.IntLit:
		return l.constComps(e.Type(), float64(int64(e.Value)), e.Value)
	case *frontend.FloatLit:
		return l.constComps(e.Type(), e.Value, uint64(int64(e.Value)))
	case *frontend.BoolLit:
		var u uint64
		if e.Value {
			u = 1
		}
		return l.constComps(e.Type(), float64(u), u)
	case *frontend.VarRef:
		d := e.Decl
		if l.lookupLocal(d) == nil && d.Storage == frontend.StorageStatic && d.ConstValue != nil {
			cv := d.ConstValue
			return l.constComps(e.Type(), cv.F, uint64(cv.I))
		}
		p, ok := l.placeOf(e)
		if !ok {
			errorExpr(e, "'%s' cannot be used as a value here", d.Name)
		}
		return l.loadPlace(p)
	case *frontend.MemberExpr, *frontend.IndexExpr, *frontend.SwizzleExpr, *frontend.MatrixSwizzleExpr:
		if p, ok := l.placeOf(e); ok {
			return l.loadPlace(p)
		}
		return l.rvalueSelect(e)
	case *frontend.UnaryExpr:
		return l.unary(e)
	case *frontend.BinaryExpr:
		return l.binaryExpr(e)
	case *frontend.AssignExpr:
		return l.assign(e)
	case *frontend.CondExpr:
		if e.ShortCircuit && (mustNotSpeculate(e.Then) || mustNotSpeculate(e.Else)) {
			return l.shortCond(e)
		}
		c := l.expr(e.Cond)
		ck, _ := frontend.ElemKind(e.Cond.Type())
		a, b := l.expr(e.Then), l.expr(e.Else)
		out := make([]*ir.Value, len(a))
		for i := range a {
			ci := c[0]
			if len(c) == len(a) {
				ci = c[i]
			}
			out[i] = l.fold(l.b.Select(l.convert(ci, ck, frontend.Bool), a[i], b[i]))
		}
		return out
	case *frontend.CastExpr:
		return l.cast(e)
	case *frontend.ConstructExpr:
		dst := flatKinds(e.Type())
		var out []*ir.Value
		for _, a := range e.Args {
			vals := l.expr(a)
			ak := flatKinds(a.Type())
			for i, v := range vals {
				out = append(out, l.convert(v, ak[i], dst[len(out)%len(dst)]))
			}
		}
		if len(out) != len(dst) {
			errorExpr(e, "constructor gives %d components for %s", len(out), e.Type())
		}
		return out
	case *frontend.InitList:
		dst := flatKinds(e.Type())
		var out []*ir.Value
		for _, a := range e.Elems {
			vals := l.expr(a)
			ak := flatKinds(a.Type())
			for i, v := range vals {
				if len(out) >= len(dst) {
					errorExpr(e, "initializer has more components than %s", e.Type())
				}
				out = append(out, l.convert(v, ak[i], dst[len(out)]))
			}
		}
		for len(out) < len(dst) {
			out = append(out, l.zeroOf(l.irType(dst[len(out)])))
		}
		return out
	case *frontend.CallExpr:
		return l.call(e)
	case *frontend.IntrinsicCall:
		return l.intrinsic(e)
	case *frontend.MipsExpr:
		if e.Type().(*frontend.MipsType).Sample {
			errorExpr(e, "'%s' is not a value: a multisampled texture's samples are read as tex.sample[s][coord]", e.Type())
		} else {
			errorExpr(e, "'%s' is not a value: a texture's mip levels are read as tex.mips[level][coord]", e.Type())
		}
	}
	errorExpr(e, "expression not supported by the lowering")
	return nil
}

// rvalueSelect applies a member, index or swizzle to a computed value.
func (l *lowerer) rvalueSelect(e frontend.Expr) []*ir.Value {
	var x frontend.Expr
	switch e := e.(type) {
	case *frontend.MemberExpr:
		x = e.X
	case *frontend.IndexExpr:
		x = e.X
	case *frontend.SwizzleExpr:
		x = e.X
	case *frontend.MatrixSwizzleExpr:
		x = e.X
	}
	vals := l.expr(x)
	if ie, ok := e.(*frontend.IndexExpr); ok && l.peekConstIndex(ie.Index) == nil {
		if _, arr := x.Type().(*frontend.ArrayType); arr {
			return l.indexArrayValue(ie, vals)
		}
	}
	// a temporary local holds the value; the place logic selects from it
	loc := &local{t: x.Type(), id: l.nextVar, kinds: flatKinds(x.Type())}
	l.nextVar++
	for i, k := range loc.kinds {
		l.vtype[varKey{loc.id, i}] = l.irType(k)
		l.writeVar(l.b.Block, varKey{loc.id, i}, vals[i])
	}
	base := l.localPlace(loc)
	var p placeT
	switch e := e.(type) {
	case *frontend.MemberExpr:
		p = l.member(base, e.Field)
	case *frontend.IndexExpr:
		p = l.index(base, e)
	case *frontend.SwizzleExpr:
		ss := make([]slot, len(e.Comps))
		for i, c := range e.Comps {
			ss[i] = base.slots[c]
		}
		p = placeT{t: e.Type(), slots: ss}
	case *frontend.MatrixSwizzleExpr:
		mt := x.Type().(*frontend.MatrixType)
		ss := make([]slot, len(e.Elems))
		for i, rc := range e.Elems {
			ss[i] = base.slots[rc[0]*mt.Cols+rc[1]]
		}
		p = placeT{t: e.Type(), slots: ss}
	}
	return l.loadPlace(p)
}

// indexArrayValue selects the element of a computed array value (a member
// of a function's result, of a conditional's struct: Make(i).w[k]) at an
// index that is not a literal. The value goes to a private array of its own,
// as a local array indexed so does, and the element is read from there; a
// constant index, known once the lowering folds it, reads the element
// directly after the passes forward the stores.
func (l *lowerer) indexArrayValue(e *frontend.IndexExpr, vals []*ir.Value) []*ir.Value {
	t := e.X.Type()
	l.nprivs++
	loc := &local{t: t, id: l.nextVar, kinds: flatKinds(t)}
	l.nextVar++
	loc.mem = l.f.AddPrivate(privName("array.value", l.nprivs), memLayout(t, layoutOf(t, ruleStructured)))
	loc.mem.Pos = tokPos(e.First())
	base := l.localPlace(loc)
	l.storePlace(base, vals, e.X)
	return l.loadPlace(l.index(base, e))
}

// peekConstIndex returns the folded value of a literal index, or nil.
func (l *lowerer) peekConstIndex(e frontend.Expr) *ir.Value {
	switch e.(type) {
	case *frontend.IntLit:
		return l.expr(e)[0]
	}
	return nil
}

// constComps makes a constant of type t in every component.
func (l *lowerer) constComps(t frontend.Type, f float64, u uint64) []*ir.Value {
	kinds := flatKinds(t)
	out := make([]*ir.Value, len(kinds))
	for i, k := range kinds {
		out[i] = l.constOf(k, f, u)
	}
	return out
}

func (l *lowerer) constOf(k frontend.ScalarKind, f float64, u uint64) *ir.Value {
	t := l.irType(k)
	switch {
	case k == frontend.Bool:
		if u != 0 || f != 0 {
			return l.b.ConstBool(true)
		}
		return l.b.ConstBool(false)
	case t.IsFloat():
		if f == 0 && u != 0 {
			f = float64(int64(u))
		}
		return l.b.ConstFloat(t, f)
	default:
		if u == 0 && f != 0 {
			u = uint64(int64(f))
		}
		return l.f.Const(t, u)
	}
}

func (l *lowerer) cast(e *frontend.CastExpr) []*ir.Value {
	if e.Kind == frontend.CastToVoid {
		l.expr(e.X) // for its side effects
		return nil
	}
	if rt, ok := e.X.Type().(*frontend.ResourceType); ok && rt.Kind.IsConstantData() {
		// ConstantBuffer<T> (TextureBuffer<T>) as a T: the whole struct, from the cbuffer
		_, mem := l.resourceOf(e.X)
		return l.loadPlace(placeT{t: rt.Elem, mem: mem, off: l.b.ConstInt(ir.I32, 0), lay: layoutOf(rt.Elem, ruleCBuffer)})
	}
	vals := l.expr(e.X)
	src := flatKinds(e.X.Type())
	dst := flatKinds(e.Type())
	out := make([]*ir.Value, len(dst))
	switch {
	case e.Kind == frontend.CastSplat || len(vals) == 1 && len(dst) > 1:
		for i := range dst {
			out[i] = l.convert(vals[0], src[0], dst[i])
		}
	case e.Kind == frontend.CastTruncate:
		sm, ok1 := e.X.Type().(*frontend.MatrixType)
		dm, ok2 := e.Type().(*frontend.MatrixType)
		if ok1 && ok2 {
			for r := 0; r < dm.Rows; r++ {
				for c := 0; c < dm.Cols; c++ {
					out[r*dm.Cols+c] = l.convert(vals[r*sm.Cols+c], src[0], dst[0])
				}
			}
			return out
		}
		fallthrough
	default:
		if len(vals) < len(dst) {
			errorExpr(e, "cannot convert %s to %s", e.X.Type(), e.Type())
		}
		for i := range dst {
			out[i] = l.convert(vals[i], src[i], dst[i])
		}
	}
	return out
}

// convert changes a scalar's kind.
func (l *lowerer) convert(v *ir.Value, from, to frontend.ScalarKind) *ir.Value {
	ft, tt := l.irType(from), l.irType(to)
	if v.Type != ft {
		ft = v.Type
		if ft == ir.I1 {
			from = frontend.Bool
		}
	}
	switch {
	case to == frontend.Bool:
		if ft == ir.I1 {
			return v
		}
		if ft.IsFloat() {
			return l.fold(l.b.FCmp(ir.PredUNe, v, l.b.ConstFloat(ft, 0)))
		}
		return l.fold(l.b.ICmp(ir.PredNe, v, l.f.Const(ft, 0)))
	case ft == tt:
		return v
	case ft == ir.I1:
		if tt.IsFloat() {
			return l.fold(l.b.Convert(ir.OpUIToFP, tt, v))
		}
		return l.fold(l.b.Convert(ir.OpZExt, tt, v))
	case ft.IsFloat() && tt.IsFloat():
		if tt.Bits() < ft.Bits() {
			return l.fold(l.b.Convert(ir.OpFPTrunc, tt, v))
		}
		return l.fold(l.b.Convert(ir.OpFPExt, tt, v))
	case ft.IsFloat():
		if to.IsSigned() {
			return l.fold(l.b.Convert(ir.OpFPToSI, tt, v))
		}
		return l.fold(l.b.Convert(ir.OpFPToUI, tt, v))
	case tt.IsFloat():
		if from.IsSigned() {
			return l.fold(l.b.Convert(ir.OpSIToFP, tt, v))
		}
		return l.fold(l.b.Convert(ir.OpUIToFP, tt, v))
	default:
		if tt.Bits() < ft.Bits() {
			return l.fold(l.b.Convert(ir.OpTrunc, tt, v))
		}
		if from.IsSigned() {
			return l.fold(l.b.Convert(ir.OpSExt, tt, v))
		}
		return l.fold(l.b.Convert(ir.OpZExt, tt, v))
	}
}

// fold replaces a just-emitted pure instruction whose operands are
// constants by its value.
func (l *lowerer) fold(v *ir.Value) *ir.Value {
	if !v.Op.Is(ir.FlagPure) || v.Op == ir.OpConst {
		return v
	}
	if v.Op == ir.OpSelect && v.Args[0].Op == ir.OpConst {
		removeInstr(v)
		if v.Args[0].Bits() != 0 {
			return v.Args[1]
		}
		return v.Args[2]
	}
	if r := identityOperand(v); r != nil {
		removeInstr(v)
		return r
	}
	args := make([]uint64, len(v.Args))
	for i, a := range v.Args {
		if a.Op != ir.OpConst {
			return v
		}
		args[i] = a.Bits()
	}
	r := ir.Eval(v, args)
	removeInstr(v)
	return l.f.Const(v.Type, r)
}

// ---- operators ----

func (l *lowerer) unary(e *frontend.UnaryExpr) []*ir.Value {
	k, _ := frontend.ElemKind(e.Type())
	switch e.Op {
	case frontend.OpPlus:
		return l.expr(e.X)
	case frontend.OpNeg:
		vals := l.expr(e.X)
		xk, _ := frontend.ElemKind(e.X.Type())
		for i, v := range vals {
			v = l.convert(v, xk, k)
			if v.Type.IsFloat() {
				vals[i] = l.fold(l.b.Un(ir.OpFNeg, v))
			} else {
				vals[i] = l.fold(l.b.Bin(ir.OpSub, l.f.Const(v.Type, 0), v))
			}
		}
		return vals
	case frontend.OpNot:
		vals := l.expr(e.X)
		xk, _ := frontend.ElemKind(e.X.Type())
		for i, v := range vals {
			vals[i] = l.fold(l.b.Un(ir.OpNot, l.convert(v, xk, frontend.Bool)))
		}
		return vals
	case frontend.OpBitNot:
		vals := l.expr(e.X)
		xk, _ := frontend.ElemKind(e.X.Type())
		for i, v := range vals {
			vals[i] = l.fold(l.b.Un(ir.OpNot, l.convert(v, xk, k)))
		}
		return vals
	}
	// ++ and --
	p, ok := l.placeOf(e.X)
	if !ok {
		errorExpr(e, "operand of %s is not an l-value", e.Op)
	}
	ss := l.flat(p)
	kinds := flatKinds(e.X.Type())
	old := make([]*ir.Value, len(ss))
	nw := make([]*ir.Value, len(ss))
	for i, s := range ss {
		old[i] = l.readSlot(s)
		one := l.constOf(kinds[i], 1, 1)
		op := ir.OpAdd
		if e.Op == frontend.OpPreDec || e.Op == frontend.OpPostDec {
			op = ir.OpSub
		}
		if old[i].Type.IsFloat() {
			op = map[ir.Op]ir.Op{ir.OpAdd: ir.OpFAdd, ir.OpSub: ir.OpFSub}[op]
		}
		nw[i] = l.fold(l.b.Bin(op, old[i], one))
		l.writeSlot(s, nw[i])
	}
	if e.Op == frontend.OpPreInc || e.Op == frontend.OpPreDec {
		return nw
	}
	return old
}

func (l *lowerer) binaryExpr(e *frontend.BinaryExpr) []*ir.Value {
	if e.Op == frontend.OpComma {
		l.expr(e.L)
		return l.expr(e.R)
	}
	if e.ShortCircuit && mustNotSpeculate(e.R) {
		return []*ir.Value{l.shortLogic(e)}
	}
	a, b := l.expr(e.L), l.expr(e.R)
	k, _ := frontend.ElemKind(e.L.Type())
	return l.binop(e, e.Op, k, a, b)
}

// mustNotSpeculate reports an operand of HLSL 2021's && || ?: that must
// run only when the language evaluates it: one with effects, or one that
// may read outside an array (which the unevaluated operand never did).
func mustNotSpeculate(e frontend.Expr) bool {
	return frontend.HasEffects(e) || frontend.MayFault(e)
}

// shortLogic lowers a scalar a && b or a || b whose b has effects
// (HLSL 2021): b runs only when a does not decide the result.
//
//	r = a; if (a) r = b   (&&)        r = a; if (!a) r = b   (||)
func (l *lowerer) shortLogic(e *frontend.BinaryExpr) *ir.Value {
	a := l.condValue(e.L)
	r := l.newVarKey(ir.I1)
	l.writeVar(l.b.Block, r, a)
	run := a
	if e.Op == frontend.OpLogOr {
		run = l.fold(l.b.Bin(ir.OpXor, a, l.b.ConstBool(true)))
	}
	rhs, merge := l.newBlock("sc.rhs"), l.newBlock("sc.end")
	l.ifBr(run, rhs, merge, merge)
	l.enter(rhs)
	if l.reachable() {
		b := l.condValue(e.R)
		if l.reachable() {
			l.writeVar(l.b.Block, r, b)
			l.br(merge)
		}
	}
	l.enter(merge)
	return l.readVar(l.b.Block, r)
}

// shortCond lowers c ? x : y with a scalar condition where x or y has
// effects (HLSL 2021): only the chosen operand runs.
func (l *lowerer) shortCond(e *frontend.CondExpr) []*ir.Value {
	c := l.condValue(e.Cond)
	then, els, merge := l.newBlock("sc.then"), l.newBlock("sc.else"), l.newBlock("sc.end")
	var keys []varKey
	arm := func(b *ir.Block, x frontend.Expr) {
		l.enter(b)
		if !l.reachable() {
			return
		}
		vals := l.expr(x)
		if !l.reachable() {
			return
		}
		if keys == nil {
			for _, v := range vals {
				keys = append(keys, l.newVarKey(v.Type))
			}
		}
		for i, v := range vals {
			l.writeVar(l.b.Block, keys[i], v)
		}
		l.br(merge)
	}
	l.ifBr(c, then, els, merge)
	arm(then, e.Then)
	arm(els, e.Else)
	l.enter(merge)
	out := make([]*ir.Value, len(keys))
	for i, k := range keys {
		out[i] = l.readVar(l.b.Block, k)
	}
	return out
}

// binop applies a binary operator componentwise to operands of kind k.
func (l *lowerer) binop(at frontend.Expr, op frontend.BinaryOp, k frontend.ScalarKind, a, b []*ir.Value) []*ir.Value {
	n := len(a)
	if len(b) > n {
		n = len(b)
	}
	out := make([]*ir.Value, n)
	for i := range out {
		x, y := a[0], b[0]
		if len(a) > 1 {
			x = a[i]
		}
		if len(b) > 1 {
			y = b[i]
		}
		out[i] = l.scalarBinop(at, op, k, x, y)
	}
	return out
}

func (l *lowerer) scalarBinop(at frontend.Expr, op frontend.BinaryOp, k frontend.ScalarKind, x, y *ir.Value) *ir.Value {
	if x.Type != y.Type {
		y = l.fitType(y, kindOfType(x.Type, k))
	}
	fl := x.Type.IsFloat()
	signed := k.IsSigned()
	var o ir.Op
	switch op {
	case frontend.OpAdd:
		o = pick(fl, ir.OpFAdd, ir.OpAdd)
	case frontend.OpSub:
		o = pick(fl, ir.OpFSub, ir.OpSub)
	case frontend.OpMul:
		o = pick(fl, ir.OpFMul, ir.OpMul)
	case frontend.OpDiv:
		o = pick(fl, ir.OpFDiv, pick(signed, ir.OpSDiv, ir.OpUDiv))
	case frontend.OpRem:
		if fl {
			// x - y*trunc(x/y): the sign of x, like fmod
			q := l.fold(l.b.Un(ir.OpFTrunc, l.fold(l.b.Bin(ir.OpFDiv, x, y))))
			return l.fold(l.b.Bin(ir.OpFSub, x, l.fold(l.b.Bin(ir.OpFMul, y, q))))
		}
		o = pick(signed, ir.OpSRem, ir.OpURem)
	case frontend.OpShl:
		o = ir.OpShl
	case frontend.OpShr:
		o = pick(signed, ir.OpAShr, ir.OpLShr)
	case frontend.OpAnd, frontend.OpLogAnd:
		o = ir.OpAnd
	case frontend.OpOr, frontend.OpLogOr:
		o = ir.OpOr
	case frontend.OpXor:
		o = ir.OpXor
	case frontend.OpLt, frontend.OpGt, frontend.OpLe, frontend.OpGe, frontend.OpEq, frontend.OpNe:
		return l.compare(op, k, x, y)
	default:
		errorExpr(at, "operator %s not supported by the lowering", op)
	}
	if fl && (o == ir.OpShl || o == ir.OpAShr || o == ir.OpLShr || o == ir.OpAnd || o == ir.OpOr || o == ir.OpXor) {
		errorExpr(at, "operator %s on floating-point values", op)
	}
	if x.Type == ir.I1 && (o == ir.OpAdd || o == ir.OpSub || o == ir.OpMul || o == ir.OpShl) {
		errorExpr(at, "internal error: arithmetic on bool")
	}
	if (o == ir.OpShl || o == ir.OpAShr || o == ir.OpLShr) && k.IsMinPrecision() && x.Type != ir.I16 {
		// a min-precision int is a 16-bit integer to the language (DXC
		// masks its shift amounts with 15, and so does the frontend's
		// folding); computed in 32 bits (--min16float=f32) only its
		// overflow may differ, which min precision allows
		y = l.fold(l.b.Bin(ir.OpAnd, y, l.b.ConstInt(y.Type, 15)))
	}
	return l.fold(l.b.Bin(o, x, y))
}

func kindOfType(t ir.Type, k frontend.ScalarKind) frontend.ScalarKind {
	switch t {
	case ir.I1:
		return frontend.Bool
	case ir.F16:
		return frontend.Float16
	case ir.F32:
		return frontend.Float
	case ir.F64:
		return frontend.Double
	case ir.I16:
		if k.IsSigned() {
			return frontend.Int16
		}
		return frontend.Uint16
	case ir.I64:
		if k.IsSigned() {
			return frontend.Int64
		}
		return frontend.Uint64
	}
	if k.IsSigned() {
		return frontend.Int
	}
	return frontend.Uint
}

func pick(c bool, a, b ir.Op) ir.Op {
	if c {
		return a
	}
	return b
}

func (l *lowerer) compare(op frontend.BinaryOp, k frontend.ScalarKind, x, y *ir.Value) *ir.Value {
	if x.Type.IsFloat() {
		p := map[frontend.BinaryOp]ir.Pred{frontend.OpLt: ir.PredOLt, frontend.OpGt: ir.PredOGt, frontend.OpLe: ir.PredOLe,
			frontend.OpGe: ir.PredOGe, frontend.OpEq: ir.PredOEq, frontend.OpNe: ir.PredUNe}[op]
		return l.fold(l.b.FCmp(p, x, y))
	}
	var p ir.Pred
	s := k.IsSigned() && x.Type != ir.I1
	switch op {
	case frontend.OpLt:
		p = predPick(s, ir.PredSLt, ir.PredULt)
	case frontend.OpGt:
		p = predPick(s, ir.PredSGt, ir.PredUGt)
	case frontend.OpLe:
		p = predPick(s, ir.PredSLe, ir.PredULe)
	case frontend.OpGe:
		p = predPick(s, ir.PredSGe, ir.PredUGe)
	case frontend.OpEq:
		p = ir.PredEq
	default:
		p = ir.PredNe
	}
	return l.fold(l.b.ICmp(p, x, y))
}

func predPick(c bool, a, b ir.Pred) ir.Pred {
	if c {
		return a
	}
	return b
}

func (l *lowerer) assign(e *frontend.AssignExpr) []*ir.Value {
	if isResourceType(e.L.Type()) {
		if _, isVar := e.L.(*frontend.VarRef); !isVar {
			// a struct's resource field takes another resource's id
			if p, ok := l.placeOf(e.L); ok {
				id, _ := l.resourceValue(e.R)
				l.keepNonUniform(e.L, e.R)
				l.storePlace(p, []*ir.Value{id}, e)
				return nil
			}
		}
		// a local resource variable takes another resource's id
		r, ok := e.L.(*frontend.VarRef)
		if !ok || l.frame.resVars[r.Decl] == (varKey{}) && r.Decl.Storage != frontend.StorageLocal {
			errorExpr(e.L, "only a local resource variable can be assigned a resource")
		}
		l.resourceVar(r.Decl)
		l.bindResource(r.Decl, e.R)
		return nil
	}
	p, ok := l.placeOf(e.L)
	if !ok {
		errorExpr(e.L, "the left side of the assignment is not an l-value the lowering supports")
	}
	if !e.HasOp {
		vals := l.expr(e.R)
		if holdsResources(e.L.Type()) {
			// a struct or array holding resources, assigned whole
			l.keepNonUniform(e.L, e.R)
		}
		l.storePlace(p, vals, e)
		return vals
	}
	r := l.expr(e.R)
	ss := l.flat(p)
	lk := flatKinds(e.L.Type())
	ok2 := flatKinds(e.OpType)
	opk, _ := frontend.ElemKind(e.OpType)
	old := make([]*ir.Value, len(ss))
	for i, s := range ss {
		old[i] = l.convert(l.readSlot(s), lk[i], ok2[min(i, len(ok2)-1)])
	}
	res := l.binop(e, e.Op, opk, old, r)
	if len(res) > len(ss) {
		// a vector operand made the operation wider than the left side
		// (scalar += vector): the result truncates to it, as an
		// assignment of the vector would (the checker warned)
		res = res[:len(ss)]
	}
	if len(res) != len(ss) {
		errorExpr(e, "compound assignment of %s to %s is not supported by the lowering", e.OpType, e.L.Type())
	}
	out := make([]*ir.Value, len(ss))
	for i := range ss {
		out[i] = l.convert(res[i], ok2[min(i, len(ok2)-1)], lk[i])
	}
	l.storePlace(p, out, e)
	return out
}

// ---- calls ----

// call inlines a user function.
func (l *lowerer) call(e *frontend.CallExpr) []*ir.Value {
	vals, _ := l.callFrame(e)
	return vals
}

// callFrame inlines a user function and returns its value and the frame it
// ran in. A function returning a resource returns its id (the value of a
// resource expression, resources.go); its frame holds the leaves the id
// may name.
func (l *lowerer) callFrame(e *frontend.CallExpr) ([]*ir.Value, *frame) {
	fn := e.Func
	if fn.Body == nil {
		errorExpr(e, "function '%s' is declared but never defined", fn.Name)
	}
	fr := &frame{fn: fn, locals: map[*frontend.VarDecl]*local{}, resVars: map[*frontend.VarDecl]varKey{}, parent: l.frame, call: e}
	type outArg struct {
		p     placeT
		loc   *local
		arg   frontend.Expr
		param *frontend.VarDecl
	}
	var outs []outArg
	for i, p := range fn.Params {
		arg := e.Args[i]
		if isResourceType(p.Type) {
			// the parameter holds the argument's resource id, and its
			// NonUniformResourceIndex flag
			id, cands := l.resourceValue(arg)
			if l.nonUniformOperand(arg) {
				l.nonUniformVars[p] = true
			}
			k := l.newVarKey(ir.I32)
			l.writeVar(l.b.Block, k, id)
			fr.resVars[p] = k
			if fr.resCands == nil {
				fr.resCands = map[*frontend.VarDecl][]int{}
			}
			fr.resCands[p] = cands
			continue
		}
		if g := l.globalResourceArray(arg); isResourceArray(p.Type) && g != nil {
			// a global array of resources passes by reference
			if fr.resArrays == nil {
				fr.resArrays = map[*frontend.VarDecl]*frontend.VarDecl{}
			}
			fr.resArrays[p] = g
			continue
		}
		if isResourceArray(p.Type) && p.Dir != frontend.DirIn {
			errorExpr(arg, "an array of resources passed to '%s' as %s must be a global array of resources (or a parameter bound to one)", fn.Name, p.Dir)
		}
		pv := p
		if a, ok := p.Type.(*frontend.ArrayType); ok && a.Len == 0 && isResourceArray(p.Type) {
			// an unsized array of resources by value takes the argument's length
			at := arg
			for {
				cast, ok := at.(*frontend.CastExpr)
				if !ok {
					break
				}
				at = cast.X // the conversion to the parameter's unsized type
			}
			c := *p
			c.Type = at.Type()
			pv = &c
			l.memArrays[pv] = l.memArrays[p]
			arg = at
		}
		if p.Dir == frontend.DirGroupshared {
			ap, ok := l.placeOf(arg)
			if !ok || ap.mem == nil || ap.mem.Kind != ir.MemGroupshared {
				errorExpr(arg, "internal error: the argument of groupshared parameter '%s' is not groupshared memory", p.Name)
			}
			if fr.refs == nil {
				fr.refs = map[*frontend.VarDecl]placeT{}
			}
			fr.refs[p] = ap
			continue
		}
		if i == 0 && fn.Struct != nil && !fn.Static {
			// the object of a member function called on a groupshared
			// object or on an element of a writable structured buffer is
			// that memory (C++'s this; DXC's RWStructuredBuffer subscript
			// is a reference): a copy in and out would have each thread
			// write back the whole object over the others' stores
			if ap, ok := l.placeOf(arg); ok && sharedObject(ap) {
				if fr.refs == nil {
					fr.refs = map[*frontend.VarDecl]placeT{}
				}
				fr.refs[p] = ap
				continue
			}
		}
		loc := l.newLocal(pv)
		switch p.Dir {
		case frontend.DirIn:
			vals := l.expr(arg)
			fr.locals[p] = loc
			l.storePlace(l.localPlace(loc), l.convertComps(vals, flatKinds(arg.Type()), loc.kinds), arg)
		default:
			ap, ok := l.placeOf(arg)
			if !ok {
				errorExpr(arg, "%s argument is not an l-value the lowering supports", p.Dir)
			}
			fr.locals[p] = loc
			if p.Dir == frontend.DirInOut {
				vals := l.loadPlace(ap)
				l.storePlace(l.localPlace(loc), l.convertComps(vals, flatKinds(ap.t), loc.kinds), arg)
			} else {
				l.zeroInit(loc)
			}
			outs = append(outs, outArg{ap, loc, arg, p})
		}
		if holdsResources(p.Type) && l.nonUniformOperand(arg) {
			// a struct or array holding a NonUniformResourceIndex
			// element keeps its flag in the callee (checked once the
			// argument is lowered: a call's flag is set as it is
			// inlined)
			l.nonUniformVars[p] = true
		}
	}
	if isResourceType(fn.Return) {
		k := l.newVarKey(ir.I32)
		l.writeVar(l.b.Block, k, l.b.ConstInt(ir.I32, -1)) // names no resource
		fr.retRes = &k
	} else if _, void := fn.Return.(*frontend.VoidType); !void {
		fr.ret = &local{t: fn.Return, id: l.nextVar, kinds: flatKinds(fn.Return)}
		l.nextVar++
		for i, k := range fr.ret.kinds {
			l.vtype[varKey{fr.ret.id, i}] = l.irType(k)
		}
		l.zeroInit(fr.ret)
	}
	l.localResourceCands(fr, fn.Body)
	saved := l.frame
	l.frame = fr
	if needsWrap(fn.Body) {
		fr.wrap = l.startLoop(conFunc, "call."+fn.Name)
		l.block(fn.Body)
		if l.reachable() {
			l.br(fr.wrap.merge)
		}
		l.enter(fr.wrap.cont)
		l.frame = fr
		l.endConstruct(fr.wrap)
	} else {
		l.block(fn.Body)
	}
	l.frame = saved
	if !l.reachable() {
		// every path returned through a kernel-level ret; nothing follows
		dead := l.newBlock("dead")
		l.seal(dead)
		l.b.SetBlock(dead)
	}
	for i, p := range fn.Params {
		if isResourceType(p.Type) && p.Dir != frontend.DirIn && assignsParam(fn, p) {
			l.copyOutResource(e.Args[i], fr, p)
		}
	}
	for _, o := range outs {
		if l.nonUniformVars[o.param] {
			// the copy-out of a struct or array holding resources
			// carries the flag the callee gave the parameter
			if d := placeRoot(o.arg); d != nil {
				l.nonUniformVars[d] = true
			}
		}
		vals := l.loadPlace(l.localPlace(o.loc))
		l.storePlace(o.p, l.convertComps(vals, o.loc.kinds, flatKinds(o.p.t)), o.arg)
	}
	if fr.retNonUniform {
		l.nonUniformCalls[e] = true
	}
	if fr.retRes != nil {
		if !l.reachable() {
			return []*ir.Value{l.b.ConstInt(ir.I32, -1)}, fr
		}
		return []*ir.Value{l.readVar(l.b.Block, *fr.retRes)}, fr
	}
	if fr.ret == nil {
		return nil, fr
	}
	return l.loadPlace(l.localPlace(fr.ret)), fr
}

// assignsParam reports whether fn's body may give resource parameter p
// another resource: it assigns p, or passes it to an out or inout parameter.
func assignsParam(fn *frontend.FuncDecl, p *frontend.VarDecl) bool {
	found := false
	isP := func(e frontend.Expr) bool {
		r, ok := e.(*frontend.VarRef)
		return ok && r.Decl == p
	}
	frontend.Inspect(fn.Body, func(n any) bool {
		switch n := n.(type) {
		case *frontend.AssignExpr:
			found = found || isP(n.L)
		case *frontend.CallExpr:
			for i, a := range n.Args {
				found = found || i < len(n.Func.Params) && n.Func.Params[i].Dir != frontend.DirIn && isP(a)
			}
		}
		return !found
	})
	return found
}

// copyOutResource gives the argument of an out or inout resource parameter
// the resource the inlined callee left in the parameter, as a copy-out does:
// a resource variable of the caller (a local or a parameter) or a struct's
// resource field takes its id. A global resource cannot be given another.
func (l *lowerer) copyOutResource(arg frontend.Expr, fr *frame, p *frontend.VarDecl) {
	id := l.readVar(l.b.Block, fr.resVars[p])
	if r, ok := arg.(*frontend.VarRef); ok && resourceVariable(l.frame, r.Decl) {
		if l.nonUniformVars[p] {
			l.nonUniformVars[r.Decl] = true
		}
		l.writeVar(l.b.Block, l.resourceVar(r.Decl), id)
		return
	}
	if _, isVar := arg.(*frontend.VarRef); !isVar {
		if pl, ok := l.placeOf(arg); ok {
			if d := placeRoot(arg); d != nil && l.nonUniformVars[p] {
				l.nonUniformVars[d] = true
			}
			l.storePlace(pl, []*ir.Value{id}, arg)
			return
		}
	}
	errorExpr(arg, "'%s' assigns its %s parameter '%s', so the argument must be a resource variable (a local or a parameter) or a struct's resource field, which can take another resource", fr.fn.Name, p.Dir, p.Name)
}

// globalResourceRow evaluates a sub-array of a global array of resources
// (arr[i] of RWBuffer<float> arr[4][2], the index known or not) as a value:
// the ids of its elements, consecutive from the row's first. ok is false
// when the array indexed is not a global one (a local array is a place).
func (l *lowerer) globalResourceRow(e *frontend.IndexExpr) ([]*ir.Value, bool) {
	root, idx := indexChain(e)
	r, ok := root.(*frontend.VarRef)
	if !ok || l.lookupLocal(r.Decl) != nil {
		return nil, false
	}
	g := r.Decl
	if b := l.frame.resArrays[g]; b != nil {
		g = b
	}
	if _, known := l.arrayBase[g]; !known && l.tableOfArray[g] == nil {
		return nil, false
	}
	first, _ := l.globalResourceIndex(e, g, idx)
	out := make([]*ir.Value, len(flatKinds(e.Type())))
	for k := range out {
		out[k] = l.fold(l.b.Bin(ir.OpAdd, first, l.b.ConstInt(ir.I32, int64(k))))
	}
	return out, true
}

// globalResourceArray is the global array of resources an argument for an
// array-of-resources parameter names: a global array, or a parameter of the
// calling function bound to one; nil for any other array of resources (a
// struct's field, a local array), which passes by value: the parameter is
// a local array of the ids.
func (l *lowerer) globalResourceArray(arg frontend.Expr) *frontend.VarDecl {
	for {
		c, ok := arg.(*frontend.CastExpr)
		if !ok {
			break
		}
		arg = c.X
	}
	if r, ok := arg.(*frontend.VarRef); ok {
		if g := l.frame.resArrays[r.Decl]; g != nil {
			return g
		}
		if _, ok := l.arrayBase[r.Decl]; ok {
			return r.Decl
		}
		if l.tableOfArray[r.Decl] != nil {
			return r.Decl
		}
	}
	return nil
}

// convertComps converts values of kinds from to kinds to (the shorter
// length wins: truncation on copy-out).
func (l *lowerer) convertComps(vals []*ir.Value, from, to []frontend.ScalarKind) []*ir.Value {
	out := make([]*ir.Value, len(to))
	for i := range to {
		j := i
		if j >= len(vals) {
			j = len(vals) - 1
		}
		if len(vals) == 1 {
			j = 0
		}
		out[i] = l.convert(vals[j], from[j], to[i])
	}
	return out
}

// needsWrap reports a return anywhere but as the body's last statement.
func needsWrap(body *frontend.BlockStmt) bool {
	found := false
	for i, s := range body.Stmts {
		if _, ok := s.(*frontend.ReturnStmt); ok && i == len(body.Stmts)-1 {
			continue
		}
		frontend.Inspect(s, func(n any) bool {
			if _, ok := n.(*frontend.ReturnStmt); ok {
				found = true
			}
			return !found
		})
	}
	return found
}

var _ = math.Inf

// identityOperand returns x for integer x+0, 0+x, x-0, x*1, 1*x, x|0, x^0,
// x&-1 and shifts by 0 (exact for every value); nil otherwise.
func identityOperand(v *ir.Value) *ir.Value {
	if len(v.Args) != 2 || !v.Type.IsInt() {
		return nil
	}
	x, y := v.Args[0], v.Args[1]
	isC := func(a *ir.Value, bits uint64) bool { return a.Op == ir.OpConst && a.Bits() == bits&a.Type.Mask() }
	switch v.Op {
	case ir.OpAdd, ir.OpOr, ir.OpXor:
		if isC(y, 0) {
			return x
		}
		if isC(x, 0) {
			return y
		}
	case ir.OpSub, ir.OpShl, ir.OpLShr, ir.OpAShr:
		if isC(y, 0) {
			return x
		}
	case ir.OpMul:
		if isC(y, 1) {
			return x
		}
		if isC(x, 1) {
			return y
		}
	case ir.OpAnd:
		if isC(y, ^uint64(0)) {
			return x
		}
		if isC(x, ^uint64(0)) {
			return y
		}
	}
	return nil
}

// at makes the instructions emitted until the returned function runs carry
// the token's source position, so that later stages can point at it.
func (l *lowerer) at(tok *frontend.Token) func() {
	saved := l.b.Pos
	if p := tokPos(tok); p.IsValid() {
		l.b.Pos = p
	}
	return func() { l.b.Pos = saved }
}

// tokPos is a token's source position (invalid for nil or a token without
// one).
func tokPos(tok *frontend.Token) ir.Pos {
	if tok == nil {
		return ir.Pos{}
	}
	loc := tok.Loc()
	if !loc.Valid() {
		return ir.Pos{}
	}
	file, line := loc.Presumed()
	return ir.Pos{File: file, Line: line, Col: loc.Col}
}
