package lower

import (
	"fmt"
	"slices"

	"hlslc/frontend"
	"hlslc/ir"
)

// Resources from SM 6.6 descriptor heaps (frontend/heap.go).
//
// An element of ResourceDescriptorHeap (or SamplerDescriptorHeap) is a
// resource value like the others (resources.go): its id is the number of
// leaves plus the entry's index, so that ids at or above that base name
// heap entries. A resource variable of a heap's types has heapCand among
// the candidates it may hold. Resolving an operand to a heap entry lowers
// its expression against a view (ir.Memory.Heap) made for that resolution,
// every access of which takes the entry's index as its last operand.
//
// The index must be the same on every lane that runs the access, as the
// backend loads the entry's descriptor with the scalar unit, the way RADV
// and ACO do. D3D takes the index as uniform unless it was
// NonUniformResourceIndex(i): a uniform one is read from the first active
// lane (v_readfirstlane, as ACO does for a descriptor index it may take as
// uniform), a non-uniform one is served by a waterfall loop, one round per
// distinct index among the active lanes.

// heapCand is the candidate (resourceValue) that stands for any entry of
// the descriptor heap of the operand's type.
const heapCand = -1

// heapBase is the id of heap entry 0: ids below it are leaves.
func (l *lowerer) heapBase() int64 { return int64(len(l.leaves)) }

// isSamplerType reports the sampler resource types.
func isSamplerType(t frontend.Type) bool {
	rt, ok := t.(*frontend.ResourceType)
	return ok && (rt.Kind == frontend.ResSamplerState || rt.Kind == frontend.ResSamplerComparisonState)
}

// heapMayHold reports whether a variable of type t may hold a heap entry:
// the program uses the heap its type comes from.
func (l *lowerer) heapMayHold(t frontend.Type) bool {
	return isResourceType(t) && l.prog.Heaps[b2i(isSamplerType(t))]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// heapValue is the id of a heap element.
func (l *lowerer) heapValue(e *frontend.HeapExpr) (*ir.Value, []int) {
	if e.Index == nil {
		errorExpr(e, "'%s' can only be indexed", ir.HeapName(e.Sampler))
	}
	idx := l.indexValue(e.Index)
	return l.fold(l.b.Bin(ir.OpAdd, idx, l.b.ConstInt(ir.I32, l.heapBase()))), []int{heapCand}
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

// nonUniformOperand reports whether a resource operand may hold a heap
// entry whose index was marked NonUniformResourceIndex: the operand is such
// an element, or a variable some binding gave one.
func (l *lowerer) nonUniformOperand(e frontend.Expr) bool {
	nonUniform := false
	frontend.InspectExpr(e, func(n any) bool {
		switch n := n.(type) {
		case *frontend.HeapExpr:
			if n.Index != nil && l.nonUniformIndex(n.Index) {
				nonUniform = true
			}
		case *frontend.VarRef:
			if l.nonUniformVars[n.Decl] {
				nonUniform = true
			}
		}
		return !nonUniform
	})
	return nonUniform
}

// heapMemory is the kernel argument of the resource (or sampler) heap,
// declared when first used.
func (l *lowerer) heapMemory(sampler bool) *ir.Memory {
	k := b2i(sampler)
	if l.heaps[k] == nil {
		l.heaps[k] = l.m.AddHeap(sampler)
	}
	return l.heaps[k]
}

// heapView declares a fresh view of the heap entries for the resource
// operand op (of a resource type the heap may hold).
func (l *lowerer) heapView(op frontend.Expr) *frontend.VarDecl {
	rt, _ := op.Type().(*frontend.ResourceType)
	if rt == nil {
		errorExpr(op, "internal error: a heap entry for a '%s'", op.Type())
	}
	switch rt.Kind {
	case frontend.ResAppendStructuredBuffer, frontend.ResConsumeStructuredBuffer:
		// the hidden counter would have to come with the descriptor
		errorExpr(op, "an %s from '%s' is not supported by hlslc (its hidden counter is a resource of its own here)",
			rt.Kind, ir.HeapName(isSamplerType(rt)))
	}
	name := fmt.Sprintf("view%d", len(l.m.Views))
	if r, ok := op.(*frontend.VarRef); ok {
		name += "." + r.Decl.Name
	}
	d := &frontend.VarDecl{Name: name, Type: rt, Tok: op.First(), Const: true}
	l.declareResource(d)
	l.m.AddView(l.res[d], l.heapMemory(isSamplerType(rt)))
	return d
}

// lowerHeapEntry lowers e with its resource operand op naming the heap
// entry index (an i32): once, with the index read from the first active
// lane, or in a waterfall loop when op's index is non-uniform.
func (l *lowerer) lowerHeapEntry(e, op frontend.Expr, index *ir.Value) []*ir.Value {
	view := l.heapView(op)
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
			index = l.b.Wave(ir.OpReadFirstLane, index)
		}
		return round(index)
	}
	var types []ir.Type
	for _, k := range flatKinds(e.Type()) {
		types = append(types, l.irType(k))
	}
	return l.waterfall([]*ir.Value{index}, types, true, func(_ *ir.Value, first []*ir.Value) []*ir.Value {
		return round(first[0])
	})
}

// attachHeapIndex gives every access of the view mem (made for one
// resolution, so all of them are this one's) the entry's index k: a
// resource view's index after the op's own operands, a sampler view's
// last (ir.HeapOperands), whichever of a sample's two is resolved first.
func (l *lowerer) attachHeapIndex(mem *ir.Memory, k *ir.Value) {
	for _, b := range l.f.Blocks {
		for _, v := range b.Instrs {
			done := l.heapAttached[v]
			switch {
			case v.Mem == mem && done&1 == 0:
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
