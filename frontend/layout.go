package frontend

import (
	"fmt"
	"io"
	"strings"
)

// LayoutRule selects the packing rules of a buffer.
type LayoutRule uint8

const (
	// LayoutCBuffer: HLSL constant-buffer packing. Members pack into 16-byte
	// registers without straddling one; arrays, structs and matrices start a
	// new register; array elements are 16-byte aligned, but the last element
	// (and a matrix's last row/column) is not padded, so a following small
	// member can use the rest of its register; the member after a struct
	// starts a new register. A struct's size is the end of its last member.
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
		for i, f := range t.Fields {
			fs, fa := l.sizeAlign(f.Type)
			off = l.place(off, fs, fa, f.Type)
			off += fs
			if fa > align {
				align = fa
			}
			if l.rule == LayoutCBuffer && endsInStruct(f.Type) && i < len(t.Fields)-1 {
				off = roundUp(off, 16)
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
		m.Fields = l.fields(tt.Fields, off)
	}
	return m
}

func (l *layouter) fields(fs []*Field, base int) []*MemberLayout {
	var out []*MemberLayout
	off := 0
	for _, f := range fs {
		size, align := l.sizeAlign(f.Type)
		off = l.place(off, size, align, f.Type)
		out = append(out, l.member(f.Name, f.Type, base+off))
		off += size
		if l.rule == LayoutCBuffer && endsInStruct(f.Type) {
			off = roundUp(off, 16)
		}
	}
	return out
}

// CBufferLayout lays out cbuffer members (honouring packoffset).
func (c *checker) cbufferLayout(members []*VarDecl) *BufferLayout {
	l := &layouter{rule: LayoutCBuffer, c: c, wide16: c.opts.Enable16Bit}
	bl := &BufferLayout{Rule: LayoutCBuffer}
	off := 0
	end := 0
	for _, v := range members {
		size, align := l.sizeAlign(v.Type)
		if v.PackOffset != nil {
			po := v.PackOffset.Offset
			if _, ok := v.Type.(*ScalarType); !ok {
				if _, ok := v.Type.(*VectorType); !ok || po%16+size > 16 {
					if po%16 != 0 {
						c.errorf(v.PackOffset.Tok, nil, "packoffset for '%s' makes it straddle a 16-byte register", v.Name)
					}
				}
			}
			off = po
		} else {
			off = l.place(off, size, align, v.Type)
		}
		bl.Members = append(bl.Members, l.member(v.Name, v.Type, off))
		off += size
		if off > end {
			end = off
		}
		if endsInStruct(v.Type) {
			off = roundUp(off, 16)
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
		bl.Members = l.fields(st.Fields, 0)
	} else {
		bl.Members = []*MemberLayout{l.member("", t, 0)}
	}
	return bl
}

// assignRegisters binds resources and cbuffers declared without register().
func (c *checker) assignRegisters() {
	used := map[[3]int]bool{}
	key := func(r *Register) [3]int { return [3]int{int(r.Class), r.Index, r.Space} }
	for _, v := range c.prog.Resources {
		if v.Register != nil {
			used[key(v.Register)] = true
		}
	}
	for _, cb := range c.prog.CBuffers {
		if cb.Register != nil {
			used[key(cb.Register)] = true
		}
	}
	next := func(class byte) *Register {
		for i := 0; ; i++ {
			r := &Register{Class: class, Index: i, Auto: true}
			if !used[key(r)] {
				used[key(r)] = true
				return r
			}
		}
	}
	for _, v := range c.prog.Resources {
		if v.Register == nil {
			t := v.Type
			for {
				if a, ok := t.(*ArrayType); ok {
					t = a.Elem
					continue
				}
				break
			}
			v.Register = next(t.(*ResourceType).Kind.RegisterClass())
		}
	}
	for _, cb := range c.prog.CBuffers {
		if cb.Register == nil {
			cb.Register = next('b')
		}
	}
}

func (c *checker) layoutAll() {
	c.assignRegisters()
	for _, cb := range c.prog.CBuffers {
		cb.Layout = c.cbufferLayout(cb.Members)
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
		case ResConstantBuffer:
			if st, ok := rt.Elem.(*StructType); ok {
				var ms []*VarDecl
				for _, f := range st.Fields {
					ms = append(ms, &VarDecl{Name: f.Name, Type: f.Type, Tok: f.Tok})
				}
				v.Layout = c.cbufferLayout(ms)
			}
		case ResStructuredBuffer, ResRWStructuredBuffer, ResAppendStructuredBuffer, ResConsumeStructuredBuffer, ResBuffer, ResRWBuffer:
			if rt.Elem != nil {
				v.Layout = c.structuredLayout(rt.Elem)
			}
		}
	}
	total := 0
	l := &layouter{rule: LayoutStructured, c: c, wide16: c.opts.Enable16Bit}
	for _, v := range c.prog.Globals {
		if v.Storage != StorageGroupshared {
			continue
		}
		size, align := l.sizeAlign(v.Type)
		total = roundUp(total, align) + size
		if total > 32768 && total-size <= 32768 {
			c.errorf(v.Tok, nil, "total groupshared memory of %d bytes exceeds the 32768-byte limit", total)
		}
	}
	c.prog.GroupsharedBytes = total
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
		fmt.Fprintf(w, "cbuffer %s : %s size=%d\n", cb.Name, reg(cb.Register), cb.Layout.Size)
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
