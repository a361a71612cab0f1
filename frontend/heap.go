package frontend

// SM 6.6 dynamic resources (DirectX-Specs, "HLSL Dynamic Resources").
//
// ResourceDescriptorHeap and SamplerDescriptorHeap are built-in objects
// from shader model 6.6 on. Indexing one with a uint gives an element (an
// internal handle) whose only use is to initialize or be assigned to a
// resource variable, or to be passed as a resource argument: the element
// converts implicitly to any CBV, SRV or UAV resource type (the resource
// heap) or to SamplerState and SamplerComparisonState (the sampler heap),
// and to nothing else. The heaps and their elements are no values: they
// cannot be declared, stored or used in any other way. The index is taken
// as uniform unless it is NonUniformResourceIndex(i) (the lowering's
// business, ir/lower/heap.go).

// HeapType is the type of ResourceDescriptorHeap or SamplerDescriptorHeap
// (Handle false) and of an element of one (Handle true).
type HeapType struct {
	Sampler bool
	Handle  bool
}

func (*HeapType) isType() {}
func (t *HeapType) String() string {
	if t.Handle {
		return "element of " + heapName(t.Sampler)
	}
	return heapName(t.Sampler)
}

// HeapExpr is ResourceDescriptorHeap (Index nil) or
// ResourceDescriptorHeap[Index] (Index a uint), or the same of
// SamplerDescriptorHeap.
type HeapExpr struct {
	exprBase
	Sampler bool
	Index   Expr
}

func heapName(sampler bool) string {
	if sampler {
		return "SamplerDescriptorHeap"
	}
	return "ResourceDescriptorHeap"
}

// isHeapName reports the names of the descriptor heaps.
func isHeapName(name string) bool {
	return name == "ResourceDescriptorHeap" || name == "SamplerDescriptorHeap"
}

// heapObject is the heap the name tok refers to.
func (c *checker) heapObject(tok *Token) Expr {
	if c.sm < sm6_6 {
		c.errorf(tok, nil, "'%s' (dynamic resources) requires shader model 6.6 or later (have -T %s)", tok.Text, targetOr(c.opts.Target))
		return c.bad(tok)
	}
	sampler := tok.Text == "SamplerDescriptorHeap"
	c.prog.Heaps[b2i(sampler)] = true
	return &HeapExpr{exprBase: exprBase{T: &HeapType{Sampler: sampler}, Tok: tok, End: tok}, Sampler: sampler}
}

// heapIndex is heap[idx].
func (c *checker) heapIndex(h *HeapExpr, idx Expr, last *Token) Expr {
	if h.Index != nil {
		c.errorf(h.First(), last, "an element of '%s' cannot be indexed: assign it to a resource variable first", heapName(h.Sampler))
		return c.bad(h.First())
	}
	if isBad(idx) {
		return c.bad(h.First())
	}
	if _, ok := idx.Type().(*ScalarType); !ok || !IsNumeric(idx.Type()) {
		c.errorExpr(idx, "the index of '%s' must be a scalar integer (have '%s')", heapName(h.Sampler), idx.Type())
		return c.bad(h.First())
	}
	if k, _ := ElemKind(idx.Type()); !k.IsInt() && k != Bool {
		c.errorExpr(idx, "the index of '%s' must be a scalar integer (have '%s')", heapName(h.Sampler), idx.Type())
		return c.bad(h.First())
	}
	eb := exprBase{T: &HeapType{Sampler: h.Sampler, Handle: true}, Tok: h.First(), End: last}
	return &HeapExpr{exprBase: eb, Sampler: h.Sampler, Index: c.convert(idx, TUint, "index")}
}

// heapConverts reports whether an element of a heap converts to t: a
// sampler type for the sampler heap, any other resource type for the
// resource heap.
func heapConverts(from *HeapType, to Type) bool {
	rt, ok := to.(*ResourceType)
	if !from.Handle || !ok {
		return false
	}
	sampler := rt.Kind == ResSamplerState || rt.Kind == ResSamplerComparisonState
	return sampler == from.Sampler
}

// checkHeapUses reports every use of a heap, or of an element of one, that
// is not an element converted to a resource: implicitly (an initializer, an
// assignment, an argument: the conversions doConvert makes, which report a
// target that is no resource of the heap's kind) or by a cast
// (explicitCast, which reports the same).
func (c *checker) checkHeapUses(s Stmt) {
	inspectStmt(s, func(n any) bool {
		switch n := n.(type) {
		case *CastExpr:
			// an element converted to a resource, or whose conversion
			// to anything else was reported already
			if h, ok := n.X.(*HeapExpr); ok && h.Index != nil && (n.Implicit || heapConverts(h.Type().(*HeapType), n.Type())) {
				inspectExpr(h.Index, func(m any) bool { return c.heapUse(m) })
				return false
			}
		}
		return c.heapUse(n)
	})
}

// heapUse reports n when it is a heap expression, and says whether to look
// inside n.
func (c *checker) heapUse(n any) bool {
	h, ok := n.(*HeapExpr)
	if !ok {
		return true
	}
	if h.Index == nil {
		c.errorExpr(h, "'%s' can only be indexed", heapName(h.Sampler))
		return false
	}
	what := "a resource"
	if h.Sampler {
		what = "a sampler"
	}
	c.errorExpr(h, "an element of '%s' can only initialize or be assigned to %s variable, or be passed as %s argument", heapName(h.Sampler), what, what)
	return false
}
