package frontend

import (
	"fmt"
	"slices"
	"strings"

	"hlslc/grammar"
)

// Bit fields (HLSL 2021): "uint lo : 4; uint hi : 28;".
//
// Consecutive bit fields of integer types of one size share a storage unit
// while their widths fit in it, lowest bits first, as DXC lays them out
// (int and uint fields share a unit; the unit has the first field's type);
// a field of another size, a field that does not fit, an ordinary member or
// a zero-width field "uint : 0;" starts a new unit. Each unit is an ordinary hidden member ("$bits0", ...) of the
// struct, so layouts, copies and the IR never see bit fields; the named
// fields are in StructType.BitFields with their unit, offset and width.
//
// The checker rewrites accesses into shifts and masks of the unit: a read
// of an unsigned field is (unit >> offset) & mask, of a signed one
// (unit << (bits - offset - width)) >> (bits - width), which sign-extends;
// an assignment stores the unit with the field's bits replaced and yields
// the field's new value read back (the value truncated to the field, as C
// defines it). Because these rewrites evaluate the object expression more
// than once, an object with side effects (s[i++].f = 1) is rejected.

// BitField places a bit field in its storage unit. Before is the number of
// the struct's fields when it was declared: a zero-width field, which has
// no unit, comes after the fields before that one and before the rest.
type BitField struct {
	Unit   *Field
	Offset int
	Width  int
	Before int
}

// bitLayout tracks the storage unit being filled while a struct's members
// are checked.
type bitLayout struct {
	unit *Field
	used int
	n    int // units made so far
}

// close ends the current unit: the next bit field starts a new one.
func (l *bitLayout) close() { l.unit = nil }

// bitWidth folds a bit field's width.
func (c *checker) bitWidth(bw grammar.IBitWidthContext) (int, *Token, bool) {
	first, last := c.span(bw)
	var e Expr
	if bw.Expression() != nil {
		e = c.expression(bw.Expression())
	} else {
		e = c.intLiteral(first)
	}
	v, ok := c.foldInt(e)
	if !ok {
		return 0, first, false
	}
	if v < 0 {
		c.errorf(first, last, "bit field has negative width (%d)", v)
		return 0, first, false
	}
	return int(v), first, true
}

// addBitField places a bit field (name "" for an unnamed one) of type t
// and width w in st. It reports false after an error.
func (c *checker) addBitField(st *StructType, l *bitLayout, name *Token, t Type, w int, at *Token) bool {
	k, ok := t.(*ScalarType)
	if !ok || !k.Kind.IsInt() && k.Kind != Bool {
		c.errorf(at, nil, "bit field '%s' has non-integral type '%s'", name.Text, t)
		return false
	}
	bits := k.Kind.Size() * 8
	if w > bits {
		c.errorf(at, nil, "width of bit field '%s' (%d bits) exceeds the width of its type (%d bits)", name.Text, w, bits)
		return false
	}
	if w == 0 {
		if name.Text != "" {
			c.errorf(at, nil, "named bit field '%s' has zero width", name.Text)
			return false
		}
		st.UnnamedBits = append(st.UnnamedBits, &Field{Type: t, Tok: at, Index: -1, Bits: &BitField{Before: len(st.Fields)}})
		l.close()
		return true
	}
	if l.unit == nil || l.unit.Type.(*ScalarType).Kind.Size() != k.Kind.Size() || l.used+w > bits {
		ut := t
		if k.Kind == Bool {
			ut = Scalar(Uint) // bool is 32 bits in HLSL; its unit holds bits
		}
		l.unit = &Field{Name: fmt.Sprintf("$bits%d", l.n), Type: ut, Tok: at, Index: len(st.Fields)}
		l.n++
		l.used = 0
		st.Fields = append(st.Fields, l.unit)
	}
	bf := &Field{Name: name.Text, Type: t, Tok: name, Index: -1,
		Bits: &BitField{Unit: l.unit, Offset: l.used, Width: w, Before: len(st.Fields)}}
	if name.Text != "" {
		st.BitFields = append(st.BitFields, bf)
	} else {
		bf.Tok = at
		st.UnnamedBits = append(st.UnnamedBits, bf)
	}
	l.used += w
	return true
}

// bitFieldOf finds a named bit field of st.
func bitFieldOf(st *StructType, name string) *Field {
	for _, f := range st.BitFields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// bitRef remembers that an expression is the read of a bit field, for an
// assignment or increment that then targets it.
type bitRef struct {
	obj   Expr
	field *Field
}

func (c *checker) lit(t Type, v uint64, at *Token) Expr {
	return &IntLit{exprBase: exprBase{T: t, Tok: at, End: at}, Value: v}
}

func (c *checker) bin(op BinaryOp, l, r Expr) Expr {
	return &BinaryExpr{exprBase: exprBase{T: l.Type(), Tok: l.First(), End: r.Last()}, Op: op, L: l, R: r}
}

// unitOf is obj's storage unit of bit field f.
func unitOf(obj Expr, f *Field, at, last *Token) Expr {
	return &MemberExpr{exprBase: exprBase{T: f.Bits.Unit.Type, Tok: at, End: last}, X: obj, Field: f.Bits.Unit}
}

// unitAs is obj's storage unit of f reinterpreted as f's carrier (a unit
// of a uint field may hold an int field: same size, the bits kept).
func (c *checker) unitAs(obj Expr, f *Field, at, last *Token) Expr {
	return c.convertQuiet(unitOf(obj, f, at, last), carrier(f))
}

// carrier is the integer type a bit field's bits are computed in: its own,
// or uint for a bool bit field (DXC's bitfields.hlsl: bool b1 : 1;), whose
// value is its bits != 0.
func carrier(f *Field) Type {
	if k := f.Type.(*ScalarType).Kind; k == Bool {
		return Scalar(Uint)
	}
	return f.Type
}

// asField turns a value of f's carrier into f's type (a bool: nonzero).
func (c *checker) asField(x Expr, f *Field) Expr {
	if Identical(x.Type(), f.Type) {
		return x
	}
	return c.convertQuiet(x, f.Type)
}

// truncate reduces x (of f's carrier) to f's width: masked when unsigned,
// sign-extended from the field's top bit when signed.
func (c *checker) truncate(x Expr, f *Field, shift int) Expr {
	ct := carrier(f)
	k := ct.(*ScalarType).Kind
	bits := k.Size() * 8
	at := x.First()
	if !k.IsSigned() {
		if shift > 0 {
			x = c.bin(OpShr, x, c.lit(ct, uint64(shift), at))
		}
		if f.Bits.Width == bits {
			return x
		}
		return c.bin(OpAnd, x, c.lit(ct, 1<<f.Bits.Width-1, at))
	}
	if up := bits - shift - f.Bits.Width; up > 0 {
		x = c.bin(OpShl, x, c.lit(ct, uint64(up), at))
	}
	if down := bits - f.Bits.Width; down > 0 {
		x = c.bin(OpShr, x, c.lit(ct, uint64(down), at))
	}
	return x
}

// bitFieldRead reads bit field f of obj.
func (c *checker) bitFieldRead(obj Expr, f *Field, at, last *Token) Expr {
	e := c.asField(c.truncate(c.unitAs(obj, f, at, last), f, f.Bits.Offset), f)
	if c.bitRefs == nil {
		c.bitRefs = map[Expr]*bitRef{}
	}
	c.bitRefs[e] = &bitRef{obj: obj, field: f}
	return e
}

// bitFieldStore assigns v (of f's type) to bit field f of obj and yields
// the field's new value.
func (c *checker) bitFieldStore(ref *bitRef, v Expr, at, last *Token) Expr {
	if HasEffects(ref.obj) {
		c.errorExpr(ref.obj, "assigning a bit field of an expression with side effects is not supported; assign the object to a local first")
		return c.bad(at)
	}
	f := ref.field
	ct := carrier(f)
	v = c.convertQuiet(v, ct)
	k := ct.(*ScalarType).Kind
	bits := k.Size() * 8
	mask := uint64(1)<<f.Bits.Width - 1
	if f.Bits.Width == 64 {
		mask = ^uint64(0)
	}
	placed := mask << f.Bits.Offset
	if bits < 64 {
		placed &= 1<<bits - 1
	}
	keep := ^placed
	if bits < 64 {
		keep &= 1<<bits - 1
	}
	unit := unitOf(ref.obj, f, at, last)
	// unit = (unit & ~placed) | ((v << offset) & placed)
	nv := v
	if f.Bits.Offset > 0 {
		nv = c.bin(OpShl, nv, c.lit(ct, uint64(f.Bits.Offset), at))
	}
	nv = c.bin(OpAnd, nv, c.lit(ct, placed, at))
	nu := c.bin(OpOr, c.bin(OpAnd, c.unitAs(ref.obj, f, at, last), c.lit(ct, keep, at)), nv)
	store := &AssignExpr{exprBase: exprBase{T: unit.Type(), Tok: at, End: last}, L: unit, R: c.convertQuiet(nu, unit.Type())}
	read := c.asField(c.truncate(c.unitAs(ref.obj, f, at, last), f, f.Bits.Offset), f)
	return &BinaryExpr{exprBase: exprBase{T: f.Type, Tok: at, End: last}, Op: OpComma, L: store, R: read}
}

// bitFieldAssign checks "field op= r" for a bit field read l.
func (c *checker) bitFieldAssign(opTok *Token, ref *bitRef, l, r Expr) Expr {
	if isBad(r) {
		return r
	}
	v := r
	if opTok.Text != "=" {
		bop := *opTok
		bop.Text = opTok.Text[:len(opTok.Text)-1]
		v = c.binary(&bop, l, r)
		if isBad(v) {
			return v
		}
	}
	v = c.convert(v, l.Type(), "assignment")
	return c.bitFieldStore(ref, v, l.First(), r.Last())
}

// bitFieldIncDec checks ++/-- of a bit field read x.
func (c *checker) bitFieldIncDec(op UnaryOp, ref *bitRef, x Expr, first, last *Token) Expr {
	bop := OpAdd
	if op == OpPreDec || op == OpPostDec {
		bop = OpSub
	}
	one := c.lit(x.Type(), 1, first)
	stored := c.bitFieldStore(ref, c.bin(bop, x, one), first, last)
	if isBad(stored) || op == OpPreInc || op == OpPreDec {
		return stored
	}
	// the old value: the new one stepped back, truncated to the field
	back := OpSub
	if bop == OpSub {
		back = OpAdd
	}
	old := c.truncate(c.bin(back, stored, c.lit(x.Type(), 1, first)), ref.field, 0)
	return old
}

// bitFieldInitLeaves rewrites the leaves of a brace initializer of t, a
// type holding structs with bit fields, into leaves of t's storage, which
// flattenInit then distributes as for any type. The leaves fill the fields
// as declared, in order, as DXC's flattened initialization does (its test
// bitfields.hlsl: F f = { true, true };): every bit field takes one
// scalar, an unnamed one too, ": 0" included, whose value is dropped
// (DXC gives them an element, hlsl-specs issue 383; C++ and Clang's HLSL
// skip them); the values of one storage unit's bit fields are packed into
// one value of the unit (DXC PR 6301), each truncated to its width and
// shifted to its place. A leaf that is a whole struct of bit fields fills
// that struct; any other leaf must not straddle a storage unit (a vector
// cannot give two bit fields). It reports false after an error.
func (c *checker) bitFieldInitLeaves(leaves []Expr, t Type) ([]Expr, bool) {
	var out []Expr
	i, pending := 0, 0 // the next leaf; components of the last one still to place
	ok := true
	take := func(n int) { // n components of ordinary fields
		for n > 0 && ok {
			if pending > 0 {
				use := min(pending, n)
				pending, n = pending-use, n-use
				continue
			}
			if i >= len(leaves) {
				return // too few: flattenInit says so
			}
			l := leaves[i]
			i++
			out = append(out, l)
			if k := Components(l.Type()); k > n {
				pending, n = k-n, 0
			} else {
				n -= k
			}
		}
	}
	var walk func(t Type)
	walk = func(t Type) {
		if !ok {
			return
		}
		st := structWithBitFields(t)
		if st == nil {
			take(Components(t))
			return
		}
		if pending == 0 && i < len(leaves) && Identical(leaves[i].Type(), t) {
			out = append(out, leaves[i]) // a whole value of the type
			i++
			return
		}
		if a, isArr := t.(*ArrayType); isArr {
			for range a.Len {
				walk(a.Elem)
			}
			return
		}
		st = t.(*StructType)
		// scalar takes the leaf of bit field bf (nil when the list ran out)
		scalar := func(bf *Field) Expr {
			if pending > 0 {
				c.errorExpr(out[len(out)-1], "an initializer list element that spans a bit field and other fields is not supported; give each bit field a scalar of its own")
				ok = false
				return nil
			}
			if i >= len(leaves) {
				return nil
			}
			l := leaves[i]
			i++
			if !IsNumeric(l.Type()) || Components(l.Type()) != 1 {
				name := "'" + bf.Name + "'"
				if bf.Name == "" {
					name = "(unnamed)"
				}
				c.errorExpr(l, "bit field %s takes one scalar of the initializer list, not a '%s'", name, l.Type())
				ok = false
				return nil
			}
			return c.convert(l, bf.Type, "initializer")
		}
		zeroWidth := func(k int) { // the ": 0" fields declared before Fields[k]
			for _, bf := range st.UnnamedBits {
				if bf.Bits.Unit == nil && bf.Bits.Before == k && ok {
					scalar(bf)
				}
			}
		}
		for k, f := range st.Fields {
			zeroWidth(k)
			if !ok {
				return
			}
			if !isBitUnit(f) {
				walk(f.Type)
				continue
			}
			var members []*Field // the unit's bit fields in declaration order
			for _, bf := range append(append([]*Field{}, st.BitFields...), st.UnnamedBits...) {
				if bf.Bits.Unit == f {
					members = append(members, bf)
				}
			}
			slices.SortStableFunc(members, func(a, b *Field) int { return a.Bits.Offset - b.Bits.Offset })
			var packed Expr
			for _, bf := range members {
				val := scalar(bf)
				if !ok {
					return
				}
				if val == nil || bf.Name == "" {
					continue // padding: its value is dropped
				}
				l := val
				v := c.convertQuiet(val, f.Type)
				if bf.Bits.Width < f.Type.(*ScalarType).Kind.Size()*8 {
					v = c.bin(OpAnd, v, c.lit(f.Type, 1<<bf.Bits.Width-1, l.First()))
				}
				if bf.Bits.Offset > 0 {
					v = c.bin(OpShl, v, c.lit(f.Type, uint64(bf.Bits.Offset), l.First()))
				}
				if packed == nil {
					packed = v
				} else {
					packed = c.bin(OpOr, packed, v)
				}
			}
			if packed == nil {
				at := f.Tok
				if len(out) > 0 {
					at = out[len(out)-1].Last()
				}
				packed = c.lit(f.Type, 0, at) // unnamed padding only
			}
			out = append(out, packed)
		}
		zeroWidth(len(st.Fields))
	}
	walk(t)
	return append(out, leaves[i:]...), ok // too many: flattenInit says so
}

// isBitUnit reports a struct's hidden storage unit of bit fields.
func isBitUnit(f *Field) bool { return strings.HasPrefix(f.Name, "$bits") }

// initScalars counts the scalars a brace initializer gives a value of
// type t in DXC's flattened view: a bit field (named, unnamed or ": 0")
// takes one, any other field its components. Only types holding structs
// with bit fields differ from Components.
func initScalars(t Type) int {
	switch t := t.(type) {
	case *ArrayType:
		return t.Len * initScalars(t.Elem)
	case *StructType:
		if structWithBitFields(t) == nil {
			return Components(t)
		}
		n := 0
		for _, f := range t.Fields {
			if isBitUnit(f) {
				continue
			}
			n += initScalars(f.Type)
		}
		return n + len(t.BitFields) + len(t.UnnamedBits)
	}
	return Components(t)
}

// hasBitFields reports a struct that declares bit fields, named or not
// (a struct of unnamed ones only is padding that initializers still see).
func hasBitFields(st *StructType) bool {
	return len(st.BitFields) > 0 || len(st.UnnamedBits) > 0
}

// structWithBitFields finds a struct with bit fields in t.
func structWithBitFields(t Type) *StructType {
	switch t := t.(type) {
	case *ArrayType:
		return structWithBitFields(t.Elem)
	case *StructType:
		if hasBitFields(t) {
			return t
		}
		for _, f := range t.Fields {
			if st := structWithBitFields(f.Type); st != nil {
				return st
			}
		}
	}
	return nil
}
