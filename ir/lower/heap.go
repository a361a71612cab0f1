package lower

import (
	"fmt"
	"slices"

	"hlslc/frontend"
	"hlslc/ir"
)

// Resources whose descriptors are in memory: the SM 6.6 descriptor heaps
// (frontend/heap.go) and the descriptor tables of unsized arrays of
// resources (Texture2D t[] : register(t0, space1), SM 5.1's bindless
// arrays). Both are a descTable: a kernel argument covering an array of
// descriptors (ir.MemHeap).
//
// An entry of a table is a resource value like the others (resources.go):
// its id is the table's base plus the entry's index. Ids below the number
// of leaves are leaves; each unsized array takes the next tableSpan ids
// (tableSpan entries: an index past them is undefined, as past any
// array); the heaps take every id above those (a sampler and a resource
// variable cannot hold the same kind of entry, so both heaps share the
// base). A resource variable of a table's types has the table's candidate
// among the candidates it may hold. Resolving an operand to a table entry
// lowers its expression against a view (ir.Memory.Heap) made for that
// resolution, every access of which takes the entry's index as an extra
// operand.
//
// The index must be the same on every lane that runs the access, as the
// backend loads the entry's descriptor with the scalar unit, the way RADV
// and ACO do. D3D takes the index as uniform unless it was
// NonUniformResourceIndex(i): a uniform one is read from the first active
// lane (v_readfirstlane, as ACO does for a descriptor index it may take as
// uniform) by a readfirst marked assumed uniform (ir.ReadFirstAssumed), so
// that the interpreter reports a lane whose index differs as undefined
// behaviour instead of running the readfirst too; a non-uniform one is served by a waterfall loop, one round per
// distinct index among the active lanes.

// descTable is a descriptor heap (arr nil) or the table of the unsized
// array of resources arr.
type descTable struct {
	arr  *frontend.VarDecl
	elem frontend.Type // arr's resource type (its innermost element)
	// inner: the lengths of arr's inner dimensions (T a[][4][2]: 4, 2),
	// whose elements are consecutive entries, row-major, as in a D3D
	// descriptor range
	inner   []int
	sampler bool       // of samplers
	slot    int        // arrays: the array's place among the unsized arrays
	mem     *ir.Memory // the kernel argument (a heap's is declared when first used)
}

// tableSpan is the number of ids each unsized array of resources takes.
const tableSpan = 1 << 20

// maxTables bounds the unsized arrays of resources of a kernel, so that
// their ids stay within an i32.
const maxTables = 512

// tableCand is the candidate (resourceValue) that stands for any entry of
// table k; tableOf is the inverse.
func tableCand(k int) int { return -1 - k }

func (l *lowerer) tableOf(cand int) (*descTable, bool) {
	if cand >= 0 {
		return nil, false
	}
	return l.tables[-1-cand], true
}

// tableBase is the id of entry 0 of table t.
func (l *lowerer) tableBase(t *descTable) int64 {
	if t.arr == nil {
		return int64(len(l.leaves)) + int64(l.arrayTables)*tableSpan
	}
	return int64(len(l.leaves)) + int64(t.slot)*tableSpan
}

// tableHolds reports whether the constant id names an entry of table t
// (unsized arrays: their span; heaps: any id above their base).
func (l *lowerer) tableHolds(t *descTable, id int64) bool {
	b := l.tableBase(t)
	return id >= b && (t.arr == nil || id < b+tableSpan)
}

// tableInRange is the i1 test that id names an entry of table t.
func (l *lowerer) tableInRange(t *descTable, id *ir.Value) *ir.Value {
	b := l.b.ConstInt(ir.I32, l.tableBase(t))
	if t.arr == nil {
		return l.fold(l.b.ICmp(ir.PredUGe, id, b))
	}
	return l.fold(l.b.ICmp(ir.PredULt, l.fold(l.b.Bin(ir.OpSub, id, b)), l.b.ConstInt(ir.I32, tableSpan)))
}

// isSamplerType reports the sampler resource types.
func isSamplerType(t frontend.Type) bool {
	rt, ok := t.(*frontend.ResourceType)
	return ok && (rt.Kind == frontend.ResSamplerState || rt.Kind == frontend.ResSamplerComparisonState)
}

// tableMayHold reports whether a variable of type t may hold an entry of
// table t: an unsized array's element type, or for a heap one of its kind
// the program uses.
func (l *lowerer) tableMayHold(tab *descTable, t frontend.Type) bool {
	if tab.arr != nil {
		return frontend.Identical(tab.elem, t)
	}
	return isResourceType(t) && isSamplerType(t) == tab.sampler
}

// declareHeaps adds the descriptor heaps the program uses to the tables
// (after the unsized arrays, declared with the resources).
func (l *lowerer) declareHeaps() {
	for k, used := range l.prog.Heaps {
		if used {
			l.heapTables[k] = &descTable{sampler: k == 1}
			l.tables = append(l.tables, l.heapTables[k])
		}
	}
}

// declareTable declares the descriptor table of the unsized array of
// resources g, of element type elem.
func (l *lowerer) declareTable(g *frontend.VarDecl, elem frontend.Type) {
	var inner []int
	for a, ok := elem.(*frontend.ArrayType); ok; a, ok = elem.(*frontend.ArrayType) {
		inner = append(inner, a.Len)
		elem = a.Elem
	}
	if l.arrayTables == maxTables {
		errorAt(g.Tok, nil, "more than %d unsized arrays of resources", maxTables)
	}
	t := &descTable{arr: g, elem: elem, inner: inner, sampler: isSamplerType(elem), slot: l.arrayTables}
	t.mem = l.m.AddTable(g.Name, t.sampler)
	l.arrayTables++
	l.tables = append(l.tables, t)
	l.tableOfArray[g] = t
}

// heapValue is the id of a heap element.
func (l *lowerer) heapValue(e *frontend.HeapExpr) (*ir.Value, []int) {
	if e.Index == nil {
		errorExpr(e, "'%s' can only be indexed", ir.HeapName(e.Sampler))
	}
	idx := l.indexValue(e.Index)
	t := l.heapTables[b2i(e.Sampler)]
	k := slices.Index(l.tables, t)
	return l.fold(l.b.Bin(ir.OpAdd, idx, l.b.ConstInt(ir.I32, l.tableBase(t)))), []int{tableCand(k)}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// nonUniformIndex reports an index written NonUniformResourceIndex(i).
func (l *lowerer) nonUniformIndex(e frontend.Expr) bool {
	for {
		c, ok := e.(*frontend.CastExpr)
		if !ok {
			break
		}
		e = c.X
	}
	call, ok := e.(*frontend.IntrinsicCall)
	return ok && call.Intrinsic.Name == "NonUniformResourceIndex"
}

// holdsResources reports whether a value of type t holds resource ids: a
// resource, or a struct or array with one among its components.
func holdsResources(t frontend.Type) bool {
	return slices.Contains(resourceComps(t), true)
}

// placeRoot is the variable a place expression (v, v.f, v[i].g, ...)
// belongs to, or nil.
func placeRoot(e frontend.Expr) *frontend.VarDecl {
	for {
		switch x := e.(type) {
		case *frontend.VarRef:
			return x.Decl
		case *frontend.MemberExpr:
			e = x.X
		case *frontend.IndexExpr:
			e = x.X
		case *frontend.CastExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// keepNonUniform gives the variable of the place dst, which is given the
// value of src holding resource ids, src's NonUniformResourceIndex flag: a
// struct or array variable keeps it for all of its resource components
// (D3D marks the index's value, whichever variables carry it after
// inlining; a flag on too many accesses costs a waterfall loop, one lost is
// wrong code).
func (l *lowerer) keepNonUniform(dst frontend.Expr, src frontend.Expr) {
	if d := placeRoot(dst); d != nil && l.nonUniformOperand(src) {
		l.nonUniformVars[d] = true
	}
}

// flagLoopCarried flags, before loop s is lowered, the variables that s
// gives a value holding a NonUniformResourceIndex element anywhere in its
// condition, step or body (keepNonUniform's places: assignments, and out
// and inout arguments): the flags are per variable, and an access early in
// the body reads in the next iteration what a later statement assigned.
// Calls not inlined yet count when their function may name such an element
// (mentionsNonUniform).
func (l *lowerer) flagLoopCarried(s *frontend.LoopStmt) {
	for changed := true; changed; {
		changed = false
		mark := func(d *frontend.VarDecl) {
			if d != nil && !l.nonUniformVars[d] {
				l.nonUniformVars[d] = true
				changed = true
			}
		}
		frontend.Inspect(s, func(n any) bool {
			switch n := n.(type) {
			case *frontend.AssignExpr:
				if holdsResources(n.L.Type()) && l.mayHoldNonUniform(n.R) {
					mark(placeRoot(n.L))
				}
			case *frontend.CallExpr:
				if n.Func == nil || !l.mentionsNonUniform(n.Func) {
					break
				}
				for i, p := range n.Func.Params {
					if i < len(n.Args) && p.Dir != frontend.DirIn && holdsResources(p.Type) {
						mark(placeRoot(n.Args[i]))
					}
				}
			}
			return true
		})
	}
}

// mayHoldNonUniform is nonUniformOperand before e is lowered: a call of a
// function returning a resource (or a struct holding one) counts when the
// function may name a NonUniformResourceIndex element.
func (l *lowerer) mayHoldNonUniform(e frontend.Expr) bool {
	if l.nonUniformOperand(e) {
		return true
	}
	found := false
	frontend.InspectExpr(e, func(n any) bool {
		if c, ok := n.(*frontend.CallExpr); ok && c.Func != nil && holdsResources(c.Type()) && l.mentionsNonUniform(c.Func) {
			found = true
		}
		return !found
	})
	return found
}

// mentionsNonUniform reports whether fn, or a function it calls, writes
// NonUniformResourceIndex.
func (l *lowerer) mentionsNonUniform(fn *frontend.FuncDecl) bool {
	if fn.Body == nil {
		return false
	}
	if found, ok := l.mentionsNURI[fn]; ok {
		return found
	}
	if l.mentionsNURI == nil {
		l.mentionsNURI = map[*frontend.FuncDecl]bool{}
	}
	l.mentionsNURI[fn] = false // HLSL has no recursion; this ends a cycle all the same
	found := false
	frontend.Inspect(fn.Body, func(n any) bool {
		switch n := n.(type) {
		case *frontend.IntrinsicCall:
			found = found || n.Intrinsic.Name == "NonUniformResourceIndex"
		case *frontend.CallExpr:
			found = found || n.Func != nil && l.mentionsNonUniform(n.Func)
		}
		return !found
	})
	l.mentionsNURI[fn] = found
	return found
}

// nonUniformOperand reports whether a resource operand (or a value holding
// resources) may hold a table entry whose index was marked
// NonUniformResourceIndex: the operand is such an element (of a heap or an
// unsized array), or reads a variable some binding or assignment gave one
// (a resource variable, or a struct or array variable holding resources),
// or a call whose returns named one.
func (l *lowerer) nonUniformOperand(e frontend.Expr) bool {
	nonUniform := false
	frontend.InspectExpr(e, func(n any) bool {
		switch n := n.(type) {
		case *frontend.HeapExpr:
			if n.Index != nil && l.nonUniformIndex(n.Index) {
				nonUniform = true
			}
		case *frontend.IndexExpr:
			if _, arr := n.X.Type().(*frontend.ArrayType); arr && isResourceType(n.Type()) && l.nonUniformIndex(n.Index) {
				nonUniform = true
			}
		case *frontend.VarRef:
			if l.nonUniformVars[n.Decl] {
				nonUniform = true
			}
		case *frontend.CallExpr:
			if holdsResources(n.Type()) {
				// a call returning a resource, or a struct holding one:
				// what its returns named
				nonUniform = nonUniform || l.nonUniformCalls[n]
				return false
			}
		}
		return !nonUniform
	})
	return nonUniform
}

// tableMemory is table t's kernel argument (a heap's is declared when
// first used).
func (l *lowerer) tableMemory(t *descTable) *ir.Memory {
	if t.mem == nil {
		t.mem = l.m.AddHeap(t.sampler)
	}
	return t.mem
}

// tableView declares a fresh view of table t's entries for the resource
// operand op (of a resource type the table may hold).
func (l *lowerer) tableView(t *descTable, op frontend.Expr) *frontend.VarDecl {
	rt, _ := op.Type().(*frontend.ResourceType)
	if rt == nil {
		errorExpr(op, "internal error: a table entry for a '%s'", op.Type())
	}
	mem := l.tableMemory(t)
	name := fmt.Sprintf("view%d", len(l.m.Views))
	if r, ok := op.(*frontend.VarRef); ok {
		name += "." + r.Decl.Name
	}
	d := &frontend.VarDecl{Name: name, Type: rt, Tok: op.First(), Const: true}
	l.declareResource(d)
	l.m.AddView(l.res[d], mem)
	return d
}

// lowerTableEntry lowers e with its resource operand op naming the entry
// index (an i32) of table t: once, with the index read from the first
// active lane, or in a waterfall loop when op's index is non-uniform.
func (l *lowerer) lowerTableEntry(t *descTable, e, op frontend.Expr, index *ir.Value) []*ir.Value {
	view := l.tableView(t, op)
	mem := l.res[view]
	round := func(k *ir.Value) []*ir.Value {
		l.resolved[op] = view
		vals := l.expr(e)
		delete(l.resolved, op)
		l.attachHeapIndex(mem, k)
		return vals
	}
	if index.Op == ir.OpConst || !l.nonUniformOperand(op) {
		if index.Op != ir.OpConst {
			index = l.b.AssumeUniform(index)
		}
		return round(index)
	}
	var types []ir.Type
	for _, k := range flatKinds(e.Type()) {
		types = append(types, l.irType(k))
	}
	// the wave operations of e run once, with every lane (rounds.go)
	forget := l.preLower(l.convergentParts(e, op))
	defer forget()
	if !l.reachable() {
		return make([]*ir.Value, len(types))
	}
	return l.waterfall([]*ir.Value{index}, types, true, func(_ *ir.Value, first []*ir.Value) []*ir.Value {
		return round(first[0])
	})
}

// heapCounter is the view of the hidden counters of the entries view
// (declared for d) reads, made when a counter method first uses it: a
// structured buffer's entry carries its counter's descriptor
// (ir.HeapCounterOffset), as a D3D UAV descriptor names its counter.
func (l *lowerer) heapCounter(d *frontend.VarDecl, view *ir.Memory) *ir.Memory {
	ctr := l.m.AddCounterView(view)
	l.counters[d] = ctr
	l.heapCounters[view] = ctr
	return ctr
}

// attachHeapIndex gives every access of the view mem (made for one
// resolution, so all of them are this one's) the entry's index k: a
// resource view's index after the op's own operands, a sampler view's
// last (ir.HeapOperands), whichever of a sample's two is resolved first.
// The accesses of the view of mem's counters take it too.
func (l *lowerer) attachHeapIndex(mem *ir.Memory, k *ir.Value) {
	ctr := l.heapCounters[mem]
	for _, b := range l.f.Blocks {
		for _, v := range b.Instrs {
			done := l.heapAttached[v]
			switch {
			case (v.Mem == mem || ctr != nil && v.Mem == ctr) && done&1 == 0:
				at := len(v.Args)
				if done&2 != 0 {
					at-- // before the sampler's
				}
				v.Args = slices.Insert(v.Args, at, k)
				l.heapAttached[v] = done | 1
			case v.Sampler == mem && done&2 == 0:
				v.Args = append(v.Args, k)
				l.heapAttached[v] = done | 2
			}
		}
	}
}
