package lower

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Layout rules for memory the lowering places values in.
const (
	ruleCBuffer    = iota // HLSL constant-buffer packing (frontend.LayoutCBuffer)
	ruleStructured        // C-like: structured buffers, groupshared, private
)

// layout places a type in memory: its size, and where its parts go.
type layout struct {
	t         frontend.Type
	size      int
	align     int
	stride    int       // arrays: bytes between elements
	elem      *layout   // arrays
	fieldOffs []int     // structs: field offsets from the struct's start
	fields    []*layout // structs
	matStride int       // matrices: bytes between rows (row_major) or columns
	rowMajor  bool
	ssize     int // scalar storage size of scalars, vectors, matrices
}

func roundUp(x, a int) int {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// layoutOf computes the layout of t under a rule; it follows the frontend's
// rules (frontend/layout.go), which the tests compare it with.
func layoutOf(t frontend.Type, rule int) *layout {
	lay := &layout{t: t}
	switch t := t.(type) {
	case *frontend.ScalarType:
		s := t.Kind.Size()
		lay.size, lay.align, lay.ssize = s, s, s
	case *frontend.VectorType:
		s := t.Elem.Size()
		lay.size, lay.align, lay.ssize = s*t.N, s, s
	case *frontend.MatrixType:
		s := t.Elem.Size()
		lay.ssize = s
		lay.rowMajor = t.RowMajor
		major, minor := t.Cols, t.Rows
		if t.RowMajor {
			major, minor = t.Rows, t.Cols
		}
		if rule == ruleCBuffer {
			lay.matStride = 16
			lay.size, lay.align = (major-1)*16+minor*s, 16
		} else {
			lay.matStride = minor * s
			lay.size, lay.align = major*minor*s, s
		}
	case *frontend.ArrayType:
		e := layoutOf(t.Elem, rule)
		lay.elem = e
		n := t.Len
		if n == 0 {
			n = 1
		}
		if rule == ruleCBuffer {
			lay.stride = roundUp(e.size, 16)
			lay.size, lay.align = (n-1)*lay.stride+e.size, 16
		} else {
			lay.stride = roundUp(e.size, e.align)
			lay.size, lay.align = n*lay.stride, e.align
		}
	case *frontend.StructType:
		off, align := 0, 1
		for i, f := range t.Fields {
			fl := layoutOf(f.Type, rule)
			off = place(rule, off, fl, f.Type)
			lay.fieldOffs = append(lay.fieldOffs, off)
			lay.fields = append(lay.fields, fl)
			off += fl.size
			if fl.align > align {
				align = fl.align
			}
			if rule == ruleCBuffer && endsInStruct(f.Type) && i < len(t.Fields)-1 {
				off = roundUp(off, 16)
			}
		}
		if rule == ruleCBuffer {
			lay.size, lay.align = off, 16
		} else {
			lay.size, lay.align = roundUp(off, align), align
		}
	case *frontend.ResourceType:
		// a struct field holding a resource: its id, a uint, in private
		// memory (buffers cannot hold resources)
		lay.size, lay.align, lay.ssize = 4, 4, 4
	default:
		lay.size, lay.align = 0, 1
	}
	return lay
}

func endsInStruct(t frontend.Type) bool {
	for {
		switch tt := t.(type) {
		case *frontend.ArrayType:
			t = tt.Elem
			continue
		case *frontend.StructType:
			return true
		}
		return false
	}
}

func place(rule, off int, fl *layout, t frontend.Type) int {
	if rule == ruleCBuffer {
		switch t.(type) {
		case *frontend.ArrayType, *frontend.StructType, *frontend.MatrixType:
			return roundUp(off, 16)
		}
		off = roundUp(off, fl.align)
		if off%16+fl.size > 16 {
			off = roundUp(off, 16)
		}
		return off
	}
	return roundUp(off, fl.align)
}

// scalarOffsets lists the byte offset of every scalar component of a
// layout, in component order (flatKinds).
func scalarOffsets(lay *layout) []int {
	var out []int
	var walk func(lay *layout, base int)
	walk = func(lay *layout, base int) {
		switch t := lay.t.(type) {
		case *frontend.ScalarType, *frontend.ResourceType:
			out = append(out, base)
		case *frontend.VectorType:
			for i := 0; i < t.N; i++ {
				out = append(out, base+i*lay.ssize)
			}
		case *frontend.MatrixType:
			for r := 0; r < t.Rows; r++ {
				for c := 0; c < t.Cols; c++ {
					out = append(out, base+matOffset(lay, r, c))
				}
			}
		case *frontend.ArrayType:
			for i := 0; i < t.Len; i++ {
				walk(lay.elem, base+i*lay.stride)
			}
		case *frontend.StructType:
			for i := range t.Fields {
				walk(lay.fields[i], base+lay.fieldOffs[i])
			}
		}
	}
	walk(lay, 0)
	return out
}

func matOffset(lay *layout, r, c int) int {
	if lay.rowMajor {
		return r*lay.matStride + c*lay.ssize
	}
	return c*lay.matStride + r*lay.ssize
}

// elemOf maps a scalar kind to its run-spec element in memory.
func elemOf(k frontend.ScalarKind) runspec.Elem {
	switch k {
	case frontend.Bool:
		return runspec.Bool
	case frontend.Int16:
		return runspec.I16
	case frontend.Uint16:
		return runspec.U16
	case frontend.Int, frontend.LitInt, frontend.Min16Int, frontend.Min12Int:
		return runspec.I32
	case frontend.Uint, frontend.Min16Uint:
		return runspec.U32
	case frontend.Int64:
		return runspec.I64
	case frontend.Uint64:
		return runspec.U64
	case frontend.Float16:
		return runspec.F16
	case frontend.Double:
		return runspec.F64
	}
	return runspec.F32
}

// specMembers describes a value of type t at offset base as run-spec
// members: numeric shapes as one member, structs and arrays of structs
// field by field ("s.f", "a.1.f": the IR text's names have no brackets).
func specMembers(name string, t frontend.Type, lay *layout, base int) []runspec.Member {
	switch tt := t.(type) {
	case *frontend.ScalarType:
		return []runspec.Member{{Name: name, Offset: base, Layout: runspec.Layout{Elem: elemOf(tt.Kind)}}}
	case *frontend.VectorType:
		return []runspec.Member{{Name: name, Offset: base, Layout: runspec.Layout{Elem: elemOf(tt.Elem), Dims: []runspec.Dim{{Count: tt.N, Stride: lay.ssize}}}}}
	case *frontend.MatrixType:
		// indexed m[row][column] whatever the memory order, as run specs
		// (and HLSL) write matrices: in a row_major matrix rows are
		// matStride apart and columns one element apart, column_major the
		// other way round
		rowStride, colStride := lay.ssize, lay.matStride
		if tt.RowMajor {
			rowStride, colStride = lay.matStride, lay.ssize
		}
		return []runspec.Member{{Name: name, Offset: base, Layout: runspec.Layout{Elem: elemOf(tt.Elem),
			Dims: []runspec.Dim{{Count: tt.Rows, Stride: rowStride}, {Count: tt.Cols, Stride: colStride}}}}}
	case *frontend.ArrayType:
		if _, ok := frontend.ElemKind(tt.Elem); ok {
			inner := specMembers(name, tt.Elem, lay.elem, base)
			if len(inner) == 1 {
				m := inner[0]
				m.Dims = append([]runspec.Dim{{Count: tt.Len, Stride: lay.stride}}, m.Dims...)
				return []runspec.Member{m}
			}
		}
		var out []runspec.Member
		for i := 0; i < tt.Len; i++ {
			n := fmt.Sprintf("%s.%d", name, i)
			if name == "" {
				n = fmt.Sprint(i)
			}
			out = append(out, specMembers(n, tt.Elem, lay.elem, base+i*lay.stride)...)
		}
		return out
	case *frontend.StructType:
		var out []runspec.Member
		for i, f := range tt.Fields {
			n := tt.MemberName(f)
			if name != "" {
				n = name + "." + n
			}
			out = append(out, specMembers(n, f.Type, lay.fields[i], base+lay.fieldOffs[i])...)
		}
		return out
	}
	return nil
}

// memLayout describes a groupshared or private variable of type t to the
// IR: its scalar type when it has one kind, 32-bit words otherwise.
func memLayout(t frontend.Type, lay *layout) runspec.Layout {
	kinds := flatKinds(t)
	same := len(kinds) > 0
	for _, k := range kinds {
		if storeType(k) != storeType(kinds[0]) || k == frontend.Bool != (kinds[0] == frontend.Bool) {
			same = false
		}
	}
	if same {
		if _, ok := t.(*frontend.ScalarType); ok {
			return runspec.Layout{Elem: elemOf(kinds[0])}
		}
		es := kinds[0].Size()
		if lay.size%es == 0 {
			return runspec.Layout{Elem: elemOf(kinds[0]), Dims: []runspec.Dim{{Count: lay.size / es, Stride: es}}}
		}
	}
	words := roundUp(lay.size, 4) / 4
	if words == 1 {
		return runspec.Layout{Elem: runspec.U32}
	}
	return runspec.Layout{Elem: runspec.U32, Dims: []runspec.Dim{{Count: words, Stride: 4}}}
}

func privName(name string, n int) string { return fmt.Sprintf("%s.%d", name, n) }

// ---- module-level memory ----

// declareResources adds the resources the entry point uses, in
// declaration order (cbuffers at their first member), and the groupshared
// variables.
func (l *lowerer) declareResources() {
	used := l.prog.UsedGlobals()
	counters := l.countersUsed()
	seenCB := map[*frontend.CBuffer]bool{}
	for _, g := range l.prog.Globals {
		switch {
		case g.Storage == frontend.StorageGroupshared:
			if !used[g] {
				continue
			}
			if !isNumericOrAggregate(g.Type) {
				errorAt(g.Tok, nil, "groupshared variable '%s' of type %s cannot be lowered", g.Name, g.Type)
			}
			lay := layoutOf(g.Type, ruleStructured)
			l.shared[g] = l.m.AddGroupshared(g.Name, memLayout(g.Type, lay))
		case g.Buffer != nil:
			cb := g.Buffer
			if seenCB[cb] || !l.cbufferUsed(cb, used) {
				continue
			}
			seenCB[cb] = true
			var members []runspec.Member
			for _, mv := range cb.Members {
				ml := cb.Member(mv)
				if ml == nil {
					errorAt(mv.Tok, nil, "cbuffer member '%s' has no layout", mv.Name)
				}
				if !isNumericOrAggregate(mv.Type) {
					errorAt(mv.Tok, nil, "cbuffer member '%s' of type %s cannot be lowered", mv.Name, mv.Type)
				}
				members = append(members, specMembers(mv.Name, mv.Type, layoutOf(mv.Type, ruleCBuffer), ml.Offset)...)
			}
			mem := l.m.AddCBuffer(l.cbufferName(cb), members)
			if cb.Layout != nil && cb.Layout.Size > mem.Size {
				mem.Size = cb.Layout.Size
			}
			l.cbufs[cb] = mem
		case isResourceDecl(g):
			if !used[g] {
				continue
			}
			for _, leaf := range l.resourceLeaves(g) {
				l.declareResource(leaf)
				if m := l.res[leaf]; m != nil && leaf.GloballyCoherent {
					m.Coherent = true
				}
				if counters[g] {
					l.counters[leaf] = l.m.AddCounter(leaf.Name)
				}
			}
		}
	}
}

func isResourceDecl(v *frontend.VarDecl) bool {
	t := v.Type
	for a, ok := t.(*frontend.ArrayType); ok; a, ok = t.(*frontend.ArrayType) {
		t = a.Elem
	}
	return isResourceType(t)
}

func (l *lowerer) cbufferUsed(cb *frontend.CBuffer, used map[*frontend.VarDecl]bool) bool {
	for _, m := range cb.Members {
		if used[m] {
			return true
		}
	}
	return false
}

func (l *lowerer) declareResource(g *frontend.VarDecl) {
	rt, ok := g.Type.(*frontend.ResourceType)
	if !ok {
		errorAt(g.Tok, nil, "internal error: '%s' is not a resource", g.Name)
	}
	switch rt.Kind {
	case frontend.ResStructuredBuffer, frontend.ResRWStructuredBuffer, frontend.ResAppendStructuredBuffer, frontend.ResConsumeStructuredBuffer:
		lay := layoutOf(rt.Elem, ruleStructured)
		stride := roundUp(lay.size, lay.align)
		if g.Layout != nil && g.Layout.Size != stride {
			errorAt(g.Tok, nil, "internal error: structured layout of '%s' disagrees with the frontend (%d, %d bytes)", g.Name, stride, g.Layout.Size)
		}
		if stride%2 != 0 || stride == 0 {
			errorAt(g.Tok, nil, "structured buffer '%s' has a %d-byte element; elements that are not a multiple of 2 bytes are not supported", g.Name, stride)
		}
		var fields []runspec.Member
		if _, isStruct := rt.Elem.(*frontend.StructType); isStruct {
			fields = specMembers("", rt.Elem, lay, 0)
		}
		mem := l.m.AddStructured(g.Name, rt.Kind.Writable(), stride, fields)
		if el := specMembers("", rt.Elem, lay, 0); fields == nil && len(el) == 1 && el[0].Name == "" {
			mem.Elem = el[0].Layout
		}
		l.res[g] = mem
	case frontend.ResByteAddressBuffer, frontend.ResRWByteAddressBuffer:
		l.res[g] = l.m.AddRaw(g.Name, rt.Kind.Writable())
	case frontend.ResConstantBuffer, frontend.ResTextureBuffer:
		lay := layoutOf(rt.Elem, ruleCBuffer)
		mem := l.m.AddCBuffer(g.Name, specMembers("", rt.Elem, lay, 0))
		if g.Layout != nil && g.Layout.Size > mem.Size {
			mem.Size = g.Layout.Size
		}
		l.res[g] = mem
	case frontend.ResSamplerState, frontend.ResSamplerComparisonState:
		l.res[g] = l.m.AddSampler(g.Name, rt.Kind == frontend.ResSamplerComparisonState)
	default:
		l.declareTyped(g, rt)
	}
}

// countersUsed finds the structured buffers whose hidden counter the entry
// point uses (IncrementCounter, DecrementCounter, Append, Consume). A
// method called on a resource parameter counts for every resource of that
// kind the entry point uses: the argument is only known after inlining.
func (l *lowerer) countersUsed() map[*frontend.VarDecl]bool {
	out := map[*frontend.VarDecl]bool{}
	for f := range l.reachableFuncs() {
		frontend.Inspect(f.Body, func(n any) bool {
			ic, ok := n.(*frontend.IntrinsicCall)
			if !ok || !ic.Intrinsic.Method {
				return true
			}
			switch ic.Intrinsic.Name {
			case "IncrementCounter", "DecrementCounter", "Append", "Consume":
			default:
				return true
			}
			if r, ok := ic.Object.(*frontend.VarRef); ok && r.Decl.Storage == frontend.StorageUniform {
				out[r.Decl] = true
				return true
			}
			// a local, a parameter or an array element: every resource
			// of that kind the kernel has
			for _, g := range l.prog.Resources {
				t := g.Type
				for a, ok := t.(*frontend.ArrayType); ok; a, ok = t.(*frontend.ArrayType) {
					t = a.Elem
				}
				if rt, ok := t.(*frontend.ResourceType); ok && rt.Kind == ic.Intrinsic.Resource {
					out[g] = true
				}
			}
			return true
		})
	}
	return out
}

// dropUnusedCounters removes the hidden counters no access names: a counter
// method called on a local, a parameter or an array element declares the
// counters of every buffer of its kind (countersUsed), of which inlining
// uses only those the call reaches, and a declared counter is a kernel
// argument the dispatch would have to bind.
func (l *lowerer) dropUnusedCounters() {
	named := map[*ir.Memory]bool{}
	for _, f := range l.m.Funcs {
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if v.Mem != nil {
					named[v.Mem] = true
				}
			}
		}
	}
	l.m.Resources = slices.DeleteFunc(l.m.Resources, func(r *ir.Memory) bool { return r.Counter && !named[r] })
}

// reachableFuncs iterates over the functions the entry point reaches.
func (l *lowerer) reachableFuncs() iter.Seq[*frontend.FuncDecl] {
	return func(yield func(*frontend.FuncDecl) bool) {
		seen := map[*frontend.FuncDecl]bool{}
		var visit func(f *frontend.FuncDecl) bool
		visit = func(f *frontend.FuncDecl) bool {
			if seen[f] || f.Body == nil {
				return true
			}
			seen[f] = true
			if !yield(f) {
				return false
			}
			for _, g := range f.Calls {
				if !visit(g) {
					return false
				}
			}
			return true
		}
		visit(l.prog.Entry)
	}
}

// ---- memory access ----

// loadScalar reads a scalar of kind k from memory and converts it to its
// computing type.
func (l *lowerer) loadScalar(mem *ir.Memory, off *ir.Value, k frontend.ScalarKind) *ir.Value {
	st := storeType(k)
	v := l.b.Load(st, mem, off, st.Bytes())
	return l.fromStorage(v, k)
}

func (l *lowerer) fromStorage(v *ir.Value, k frontend.ScalarKind) *ir.Value {
	t := l.irType(k)
	switch {
	case k == frontend.Bool:
		return l.fold(l.b.ICmp(ir.PredNe, v, l.b.ConstInt(ir.I32, 0)))
	case t == v.Type:
		return v
	case t.IsFloat():
		return l.fold(l.b.Convert(ir.OpFPTrunc, t, v))
	default:
		return l.fold(l.b.Convert(ir.OpTrunc, t, v))
	}
}

func (l *lowerer) toStorage(v *ir.Value, k frontend.ScalarKind) *ir.Value {
	st := storeType(k)
	switch {
	case v.Type == st:
		return v
	case k == frontend.Bool:
		return l.fold(l.b.Convert(ir.OpZExt, st, v))
	case st.IsFloat():
		return l.fold(l.b.Convert(ir.OpFPExt, st, v))
	case k.IsSigned():
		return l.fold(l.b.Convert(ir.OpSExt, st, v))
	default:
		return l.fold(l.b.Convert(ir.OpZExt, st, v))
	}
}

func (l *lowerer) storeScalar(mem *ir.Memory, off, v *ir.Value, k frontend.ScalarKind) {
	sv := l.toStorage(v, k)
	l.b.Store(mem, off, sv, sv.Type.Bytes())
}

// cbufferName is the IR (and run spec) name of a cbuffer: its own, or
// "Globals" for the implicit $Globals buffer ('$' is not a name character of
// the IR text), unless a resource already has that name.
func (l *lowerer) cbufferName(cb *frontend.CBuffer) string {
	if !cb.Implicit && !strings.HasPrefix(cb.Name, "$") {
		return cb.Name
	}
	name := strings.TrimPrefix(cb.Name, "$")
	taken := func(n string) bool {
		for _, g := range l.prog.Globals {
			if g.Name == n && isResourceDecl(g) {
				return true
			}
		}
		for _, c := range l.prog.CBuffers {
			if c.Name == n {
				return true
			}
		}
		return false
	}
	for i := 1; taken(name); i++ {
		name = fmt.Sprintf("Globals%d", i)
	}
	return name
}
