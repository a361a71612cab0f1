package frontend

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// LayoutRule selects the packing rules of a buffer.
type LayoutRule uint8

const (
	// LayoutCBuffer: HLSL constant-buffer packing. Members pack into 16-byte
	// registers without straddling one; arrays, structs and matrices start a
	// new register; array elements are 16-byte aligned, but the last element
	// (and a matrix's last row/column) is not padded, and a struct's size
	// is the end of its last member, so a following small member can use
	// the rest of the register where an array, matrix or struct ends (as
	// DXC and FXC lay it out).
	LayoutCBuffer LayoutRule = iota
	// LayoutStructured: StructuredBuffer element layout (C-like): every
	// scalar aligned to its size, structs to their largest member, sizes
	// rounded to the alignment, no padding between array elements.
	LayoutStructured
)

// MemberLayout places one member (or a nested struct's field).
type MemberLayout struct {
	Name         string
	Type         Type
	Offset       int             // bytes from the start of the buffer (or structure element)
	Size         int             // bytes the member spans
	ArrayStride  int             // for arrays: bytes between elements
	MatrixStride int             // for matrices: bytes between rows (row_major) or columns (column_major)
	Fields       []*MemberLayout // for structs (offsets absolute), and arrays of structs (first element)
}

// BufferLayout is the layout of a cbuffer, ConstantBuffer<T> or the element
// of a structured buffer.
type BufferLayout struct {
	Rule    LayoutRule
	Size    int // cbuffer: total size rounded up to 16; structured: element stride
	Members []*MemberLayout
}

type layouter struct {
	rule   LayoutRule
	c      *checker
	wide16 bool
}

func scalarBytes(k ScalarKind, enable16 bool) int {
	switch k {
	case Double, Int64, Uint64:
		return 8
	case Float16, Int16, Uint16:
		return 2
	}
	return 4
}

// sizeAlign returns a type's size and alignment under the rule.
func (l *layouter) sizeAlign(t Type) (int, int) {
	switch t := t.(type) {
	case *ScalarType:
		s := scalarBytes(t.Kind, l.wide16)
		return s, s
	case *VectorType:
		s := scalarBytes(t.Elem, l.wide16)
		return s * t.N, s
	case *MatrixType:
		s := scalarBytes(t.Elem, l.wide16)
		major, minor := t.Cols, t.Rows // column_major: Cols vectors of Rows
		if t.RowMajor {
			major, minor = t.Rows, t.Cols
		}
		if l.rule == LayoutCBuffer {
			return (major-1)*16 + minor*s, 16
		}
		return major * minor * s, s
	case *ArrayType:
		es, ea := l.sizeAlign(t.Elem)
		n := t.Len
		if n == 0 {
			n = 1
		}
		if l.rule == LayoutCBuffer {
			stride := roundUp(es, 16)
			return (n-1)*stride + es, 16
		}
		return n * roundUp(es, ea), ea
	case *StructType:
		off, align := 0, 1
		for _, f := range t.Fields {
			fs, fa := l.sizeAlign(f.Type)
			off = l.place(off, fs, fa, f.Type)
			off += fs
			if fa > align {
				align = fa
			}
		}
		if l.rule == LayoutCBuffer {
			return off, 16
		}
		return roundUp(off, align), align
	}
	return 0, 1
}

// endsInStruct reports structs and arrays of structs: in a cbuffer the
// member after one starts a new 16-byte register.
func endsInStruct(t Type) bool {
	for {
		switch tt := t.(type) {
		case *ArrayType:
			t = tt.Elem
			continue
		case *StructType:
			return true
		}
		return false
	}
}

func roundUp(x, a int) int {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// place returns the offset where a member of the given size/alignment goes.
func (l *layouter) place(off, size, align int, t Type) int {
	if l.rule == LayoutCBuffer {
		switch t.(type) {
		case *ArrayType, *StructType, *MatrixType:
			return roundUp(off, 16)
		}
		off = roundUp(off, align)
		if off%16+size > 16 {
			off = roundUp(off, 16)
		}
		return off
	}
	return roundUp(off, align)
}

func (l *layouter) member(name string, t Type, off int) *MemberLayout {
	size, _ := l.sizeAlign(t)
	m := &MemberLayout{Name: name, Type: t, Offset: off, Size: size}
	switch tt := t.(type) {
	case *ArrayType:
		es, ea := l.sizeAlign(tt.Elem)
		if l.rule == LayoutCBuffer {
			m.ArrayStride = roundUp(es, 16)
		} else {
			m.ArrayStride = roundUp(es, ea)
		}
		inner := l.member(name+"[0]", tt.Elem, off)
		if inner.Fields != nil || inner.ArrayStride != 0 {
			m.Fields = []*MemberLayout{inner}
		}
	case *MatrixType:
		if l.rule == LayoutCBuffer {
			m.MatrixStride = 16
		} else if tt.RowMajor {
			m.MatrixStride = tt.Cols * scalarBytes(tt.Elem, l.wide16)
		} else {
			m.MatrixStride = tt.Rows * scalarBytes(tt.Elem, l.wide16)
		}
	case *StructType:
		m.Fields = l.fields(tt, off)
	}
	return m
}

func (l *layouter) fields(st *StructType, base int) []*MemberLayout {
	var out []*MemberLayout
	off := 0
	for _, f := range st.Fields {
		size, align := l.sizeAlign(f.Type)
		off = l.place(off, size, align, f.Type)
		out = append(out, l.member(st.MemberName(f), f.Type, base+off))
		off += size
		if l.rule == LayoutCBuffer && endsInStruct(f.Type) {
			off = roundUp(off, 16)
		}
	}
	return out
}

// CBufferLayout lays out cbuffer members (honouring packoffset).
//
// packoffset follows DXC (DirectXShaderCompiler pull request #6553, issue
// #3724; llvm-project issue #129106 documents the resulting layout): mixing
// members with and without packoffset in one cbuffer is a warning ("cannot
// mix packoffset elements with nonpackoffset elements in a cbuffer"; fxc made
// it error X3530), and the members without one are then placed, in order and
// by the usual packing rules, after the end of the last packoffset member.
// Structs, arrays and matrices must start at component x; a vector must not
// straddle a 16-byte register; two packoffset members must not overlap
// (fxc: error X4019, clang: "packoffset overlap between ...").
func (c *checker) cbufferLayout(members []*VarDecl) *BufferLayout {
	return c.cbufferLayoutAt(members, nil)
}

func (c *checker) cbufferLayoutAt(members []*VarDecl, cb *CBuffer) *BufferLayout {
	l := &layouter{rule: LayoutCBuffer, c: c, wide16: c.opts.Enable16Bit}
	bl := &BufferLayout{Rule: LayoutCBuffer, Members: make([]*MemberLayout, len(members))}
	for _, v := range members {
		if lv := longVectorIn(v.Type); lv != nil {
			c.errorf(v.Tok, nil, "long vector type '%s' is not allowed in a cbuffer or tbuffer ('%s')", lv, v.Name)
		}
	}
	var withPO, without []int
	for i, v := range members {
		if v.PackOffset != nil {
			withPO = append(withPO, i)
		} else {
			without = append(without, i)
		}
	}
	if len(withPO) > 0 && len(without) > 0 && cb != nil && cb.Tok != nil {
		c.warnf("-Wmix-packoffset", cb.Tok, nil, "cannot mix packoffset elements with nonpackoffset elements in a %s", cb.Keyword())
	}
	end := 0
	for _, i := range withPO {
		v := members[i]
		size, _ := l.sizeAlign(v.Type)
		po := v.PackOffset.Offset
		switch v.Type.(type) {
		case *ScalarType, *VectorType:
			if po%16+size > 16 && po%16 != 0 {
				c.errorf(v.PackOffset.Tok, nil, "packoffset for '%s' makes it straddle a 16-byte register", v.Name)
			}
		default:
			if po%16 != 0 {
				c.errorf(v.PackOffset.Tok, nil, "packoffset for '%s' of type '%s' must start at component x: structs, arrays and matrices begin a 16-byte register", v.Name, v.Type)
			}
		}
		bl.Members[i] = l.member(v.Name, v.Type, po)
		if po+size > end {
			end = po + size
		}
	}
	// overlaps among packoffset members, reported at the later declaration
	for x, i := range withPO {
		a := bl.Members[i]
		for _, j := range withPO[:x] {
			b := bl.Members[j]
			if a.Size > 0 && b.Size > 0 && a.Offset < b.Offset+b.Size && b.Offset < a.Offset+a.Size {
				diag := c.errorf(members[i].PackOffset.Tok, nil, "packoffset overlap between '%s' and '%s'", members[i].Name, members[j].Name)
				diag.Notes = append(diag.Notes, noteAt(members[j].Tok, "'%s' declared here", members[j].Name))
				break
			}
		}
	}
	off := end
	for _, i := range without {
		v := members[i]
		size, align := l.sizeAlign(v.Type)
		off = l.place(off, size, align, v.Type)
		bl.Members[i] = l.member(v.Name, v.Type, off)
		off += size
		if off > end {
			end = off
		}
	}
	bl.Size = roundUp(end, 16)
	return bl
}

// StructuredLayout lays out a structured buffer element.
func (c *checker) structuredLayout(t Type) *BufferLayout {
	l := &layouter{rule: LayoutStructured, c: c, wide16: c.opts.Enable16Bit}
	size, align := l.sizeAlign(t)
	bl := &BufferLayout{Rule: LayoutStructured, Size: roundUp(size, align)}
	if st, ok := t.(*StructType); ok {
		bl.Members = l.fields(st, 0)
	} else {
		bl.Members = []*MemberLayout{l.member("", t, 0)}
	}
	return bl
}

// assignRegisters binds resources and cbuffers declared without register().
//
// DXC's implicit binding (llvm/wg-hlsl issue #176 and pull request #193,
// DirectXShaderCompiler issue #1660): an unbound resource gets the lowest
// free range of its register class in space 0 that is not taken by any
// explicit binding; an array of N resources takes N consecutive registers
// (an unsized array everything from its start). DXC binds only the
// resources the entry point uses, after dead-code elimination, and so does
// hlslc (the globals the entry point's code names, in declaration order):
// an unused resource gets no register, and its explicit register() takes
// none from the others (offload test suite Basic/ImplicitBinding1: `B;`
// gets u0 and `D;` u2 beside `A : register(u1)` and an unused
// `C : register(u2)`).
func (c *checker) assignRegisters() {
	type key struct {
		class byte
		space int
	}
	const unbounded = 1 << 30
	used := map[key][][2]int{} // [first, last] ranges
	free := func(k key, lo, hi int) bool {
		for _, r := range used[k] {
			if lo <= r[1] && r[0] <= hi {
				return false
			}
		}
		return true
	}
	count := func(t Type) int {
		n := 1
		for {
			a, ok := t.(*ArrayType)
			if !ok {
				return n
			}
			if a.Len == 0 {
				return unbounded
			}
			n *= a.Len
			t = a.Elem
		}
	}
	mark := func(r *Register, n int) {
		k := key{r.Class, r.Space}
		hi := r.Index + n - 1
		if n >= unbounded {
			hi = unbounded
		}
		used[k] = append(used[k], [2]int{r.Index, hi})
	}
	usedByEntry := c.usedByEntry()
	// only the explicit bindings of what the entry point uses reserve
	// registers: DXC removes unused resources before it allocates
	for _, v := range c.prog.Resources {
		if v.Register != nil && !v.Register.SpaceOnly() && usedByEntry(v) {
			mark(v.Register, count(v.Type))
		}
	}
	for _, cb := range c.prog.CBuffers {
		if cb.Register != nil && !cb.Register.SpaceOnly() && c.cbufferUsed(cb, usedByEntry) {
			mark(cb.Register, 1)
		}
	}
	// next binds n registers of class from the lowest free index of space
	// (0, or the N of "register(spaceN)")
	next := func(class byte, n int, tok *Token, space int) *Register {
		k := key{class, space}
		// the lowest free start is 0 or just after some used range
		best := -1
		starts := []int{0}
		for _, r := range used[k] {
			if r[1] < unbounded {
				starts = append(starts, r[1]+1)
			}
		}
		for _, i := range starts {
			hi := i + n - 1
			if n >= unbounded {
				hi = unbounded
			}
			if (best < 0 || i < best) && free(k, i, hi) {
				best = i
			}
		}
		if best < 0 {
			c.errorf(tok, nil, "no free '%c' register range in space %d for this unbound resource", class, space)
			best = 0
		}
		r := &Register{Class: class, Index: best, Space: space, Auto: true}
		mark(r, n)
		return r
	}
	c.checkRegisterOverlaps(usedByEntry, count, unbounded)
	spaceOf := func(r *Register) int {
		if r != nil {
			return r.Space
		}
		return 0
	}
	for _, v := range c.prog.Resources {
		if (v.Register == nil || v.Register.SpaceOnly()) && usedByEntry(v) {
			t := v.Type
			for {
				if a, ok := t.(*ArrayType); ok {
					t = a.Elem
					continue
				}
				break
			}
			v.Register = next(t.(*ResourceType).Kind.RegisterClass(), count(v.Type), v.Tok, spaceOf(v.Register))
		} else if v.Register.SpaceOnly() {
			v.Register = nil // unused: no binding, as an unbound one
		}
	}
	for _, cb := range c.prog.CBuffers {
		if (cb.Register == nil || cb.Register.SpaceOnly()) && c.cbufferUsed(cb, usedByEntry) {
			cb.Register = next(cb.RegisterClass(), 1, cb.Tok, spaceOf(cb.Register))
		} else if cb.Register.SpaceOnly() {
			cb.Register = nil
		}
	}
}

// checkRegisterOverlaps reports two resources (cbuffers included) the
// entry point uses whose explicit register ranges of one class and space
// overlap, as DXC does when it allocates registers ("resource B at register
// 5 overlaps with resource A at register 0, space 0"): an array takes one
// register per element, an unsized array every register from its first.
// DXC checks the resources left after dead code is removed; hlslc those
// the entry point's code names. The later declared of the two is reported
// (resources in declaration order, then cbuffers). A declaration with
// [[vk::binding]] takes no part: its Vulkan binding is given, and DXC's
// SPIR-V path ignores its register() then ("vk::binding takes precedence");
// the registers decide nothing in hlslc's kernel ABI (docs/abi.md).
func (c *checker) checkRegisterOverlaps(used func(*VarDecl) bool, count func(Type) int, unbounded int) {
	type binding struct {
		name   string
		tok    *Token
		reg    *Register
		lo, hi int
	}
	var all []binding
	add := func(name string, tok *Token, r *Register, n int, attrs []*Attribute) {
		if r == nil || r.Auto || r.SpaceOnly() || findAttr(attrs, "vk::binding") != nil {
			return
		}
		hi := r.Index + n - 1
		if n >= unbounded {
			hi = unbounded
		}
		all = append(all, binding{name, tok, r, r.Index, hi})
	}
	for _, v := range c.prog.Resources {
		if used(v) {
			add(v.Name, v.Tok, v.Register, count(v.Type), v.Attrs)
		}
	}
	for _, cb := range c.prog.CBuffers {
		if !cb.Implicit && c.cbufferUsed(cb, used) {
			add(cb.Name, cb.Tok, cb.Register, 1, cb.Attrs)
		}
	}
	for j, b := range all {
		for _, a := range all[:j] {
			if a.reg.Class == b.reg.Class && a.reg.Space == b.reg.Space && a.lo <= b.hi && b.lo <= a.hi {
				d := c.errorf(b.tok, nil, "resource %s at register %d overlaps with resource %s at register %d, space %d", b.name, b.lo, a.name, a.lo, a.reg.Space)
				d.Notes = append(d.Notes, noteAt(a.tok, "%s is bound here", a.name))
				break
			}
		}
	}
}

// usedByEntry reports the globals the entry point's code names (through
// its calls; Program.UsedGlobals): as DXC binds only the resources left
// after dead code is removed, a resource nothing uses reserves no
// register. Without an entry point (library-style checks) every global
// counts as used.
func (c *checker) usedByEntry() func(*VarDecl) bool {
	if c.prog.Entry == nil {
		return func(*VarDecl) bool { return true }
	}
	used := c.prog.UsedGlobals()
	return func(v *VarDecl) bool { return used[v] }
}

// cbufferUsed reports a cbuffer with a used member (ConstantBuffer<T>
// variables are resources).
func (c *checker) cbufferUsed(cb *CBuffer, used func(*VarDecl) bool) bool {
	for _, m := range cb.Members {
		if used(m) {
			return true
		}
	}
	return len(cb.Members) == 0 && c.prog.Entry == nil
}

func (c *checker) layoutAll() {
	c.assignRegisters()
	for _, cb := range c.prog.CBuffers {
		cb.Layout = c.cbufferLayoutAt(cb.Members, cb)
	}
	for _, v := range c.prog.Resources {
		t := v.Type
		for {
			if a, ok := t.(*ArrayType); ok {
				t = a.Elem
				continue
			}
			break
		}
		rt := t.(*ResourceType)
		switch rt.Kind {
		case ResConstantBuffer, ResTextureBuffer:
			if st, ok := rt.Elem.(*StructType); ok {
				var ms []*VarDecl
				for _, f := range st.Fields {
					ms = append(ms, &VarDecl{Name: st.MemberName(f), Type: f.Type, Tok: f.Tok})
				}
				v.Layout = c.cbufferLayout(ms)
			}
		case ResStructuredBuffer, ResRWStructuredBuffer, ResAppendStructuredBuffer, ResConsumeStructuredBuffer, ResBuffer, ResRWBuffer:
			if rt.Elem != nil {
				v.Layout = c.structuredLayout(rt.Elem)
			}
		}
	}
	c.layoutGroupshared()
}

// defaultGroupsharedLimit is the groupshared memory a compute shader may
// use without [GroupSharedLimit] (D3D12's 32 KB).
const defaultGroupsharedLimit = 32768

// layoutGroupshared totals the groupshared variables the entry point uses
// (DXC counts those it keeps, so another entry point's arrays in the same
// file cost nothing) and checks the total against the limit: 32 KB, or the
// entry point's [GroupSharedLimit(bytes)] from shader model 6.10
// (hlsl-specs proposal 0049).
func (c *checker) layoutGroupshared() {
	limit, limitAttr := c.groupsharedLimit()
	var used map[*VarDecl]bool
	if c.prog.Entry != nil {
		used = c.prog.UsedGlobals()
	}
	total := 0
	l := &layouter{rule: LayoutStructured, c: c, wide16: c.opts.Enable16Bit}
	for _, v := range c.prog.Globals {
		if v.Storage != StorageGroupshared || used != nil && !used[v] {
			continue
		}
		size, align := l.sizeAlign(v.Type)
		total = roundUp(total, align) + size
		if total > limit && total-size <= limit {
			diag := c.errorf(v.Tok, nil, "total groupshared memory of %d bytes exceeds the %d-byte limit", total, limit)
			if diag != nil && limitAttr != nil {
				diag.Notes = append(diag.Notes, noteAt(limitAttr.Tok, "the limit set by the entry point's GroupSharedLimit attribute"))
			}
		}
	}
	c.prog.GroupsharedBytes, c.prog.GroupsharedLimit = total, limit
}

// groupsharedLimit reads the entry point's [GroupSharedLimit(bytes)]: one
// non-negative integer constant (DXC's tests take 0), shader model 6.10 or
// later. Without it the limit is 32 KB.
func (c *checker) groupsharedLimit() (int, *Attribute) {
	if c.prog.Entry == nil {
		return defaultGroupsharedLimit, nil
	}
	var found, seen *Attribute
	for _, a := range c.prog.Entry.Attrs {
		if !strings.EqualFold(a.Name, "GroupSharedLimit") {
			continue
		}
		first := seen == nil
		seen = a
		switch {
		case !first:
			c.errorf(a.Tok, nil, "duplicate 'GroupSharedLimit' attribute on entry point '%s'", c.prog.Entry.Name)
			continue
		case c.sm < sm6_10:
			c.errorf(a.Tok, nil, "attribute 'GroupSharedLimit' requires shader model 6.10 or later (have -T %s)", targetOr(c.opts.Target))
			continue
		case len(a.Args) != 1:
			c.errorf(a.Tok, nil, "'GroupSharedLimit' takes one argument, the groupshared memory limit in bytes")
			continue
		}
		n, ok := c.foldInt(a.Args[0])
		if !ok {
			continue
		}
		if n < 0 || n > math.MaxInt32 {
			c.errorExpr(a.Args[0], "GroupSharedLimit argument must be a non-negative number of bytes (have %d)", n)
			continue
		}
		found = a
	}
	if found == nil {
		return defaultGroupsharedLimit, nil
	}
	n, _ := c.foldInt(found.Args[0])
	return int(n), found
}

// WriteLayout prints every buffer's layout (--emit=layout).
func (p *Program) WriteLayout(w io.Writer) {
	reg := func(r *Register) string {
		if r == nil {
			return "register(none)"
		}
		if r.Space != 0 {
			return fmt.Sprintf("register(%c%d, space%d)", r.Class, r.Index, r.Space)
		}
		return fmt.Sprintf("register(%c%d)", r.Class, r.Index)
	}
	for _, cb := range p.CBuffers {
		fmt.Fprintf(w, "%s %s : %s size=%d\n", cb.Keyword(), cb.Name, reg(cb.Register), cb.Layout.Size)
		writeMembers(w, cb.Layout.Members, "  ", "")
	}
	for _, v := range p.Resources {
		fmt.Fprintf(w, "%s %s : %s", v.Type, v.Name, reg(v.Register))
		if v.Layout != nil {
			if v.Layout.Rule == LayoutStructured {
				fmt.Fprintf(w, " stride=%d\n", v.Layout.Size)
			} else {
				fmt.Fprintf(w, " size=%d\n", v.Layout.Size)
			}
			writeMembers(w, v.Layout.Members, "  ", "")
		} else {
			fmt.Fprintln(w)
		}
	}
	if p.GroupsharedBytes > 0 {
		fmt.Fprintf(w, "groupshared size=%d\n", p.GroupsharedBytes)
	}
	if p.Entry != nil {
		n := p.Entry.NumThreads
		fmt.Fprintf(w, "numthreads %d %d %d\n", n[0], n[1], n[2])
	}
}

func writeMembers(w io.Writer, ms []*MemberLayout, indent, prefix string) {
	for _, m := range ms {
		name := prefix + m.Name
		if prefix != "" && m.Name != "" && !strings.HasPrefix(m.Name, "[") {
			name = prefix + "." + m.Name
		}
		if name == "" {
			name = "<element>"
		}
		extra := ""
		if m.ArrayStride != 0 {
			extra += fmt.Sprintf(" stride=%d", m.ArrayStride)
		}
		if m.MatrixStride != 0 {
			mt := m.Type
			for {
				if a, ok := mt.(*ArrayType); ok {
					mt = a.Elem
					continue
				}
				break
			}
			order := "column_major"
			if mm, ok := mt.(*MatrixType); ok && mm.RowMajor {
				order = "row_major"
			}
			extra += fmt.Sprintf(" %s", order)
		}
		fmt.Fprintf(w, "%soffset %4d size %4d %s %s%s\n", indent, m.Offset, m.Size, m.Type, name, extra)
		for _, f := range m.Fields {
			if strings.HasSuffix(f.Name, "[0]") {
				writeMembers(w, f.Fields, indent+"  ", name+"[0]")
				continue
			}
			writeMembers(w, []*MemberLayout{f}, indent+"  ", name)
		}
	}
}

// Member returns the layout of cbuffer member v (nil if v is not one of its
// members). Layout.Members[i] always describes Members[i].
func (cb *CBuffer) Member(v *VarDecl) *MemberLayout {
	for i, m := range cb.Members {
		if m == v && cb.Layout != nil && i < len(cb.Layout.Members) {
			return cb.Layout.Members[i]
		}
	}
	return nil
}

// Lookup follows a path of member names (struct fields; "[0]" is not part
// of the path: array element i of a member is at Offset + i*ArrayStride).
// For a structured buffer of a struct, the first name is a field of the
// element; for a scalar or vector element, Lookup() with no names returns
// the element itself.
func (bl *BufferLayout) Lookup(names ...string) *MemberLayout {
	ms := bl.Members
	if len(names) == 0 {
		if len(ms) == 1 && ms[0].Name == "" {
			return ms[0]
		}
		return nil
	}
	var cur *MemberLayout
	for _, n := range names {
		cur = nil
		for _, m := range ms {
			if m.Name == n {
				cur = m
				break
			}
		}
		if cur == nil {
			return nil
		}
		ms = cur.Fields
		if len(ms) == 1 && strings.HasSuffix(ms[0].Name, "[0]") {
			ms = ms[0].Fields
		}
	}
	return cur
}
