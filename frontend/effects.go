package frontend

import "strings"

// Effects of expressions, for HLSL 2021's short-circuit evaluation.
//
// The lowering may evaluate an operand of && || ?: that the language says
// is not evaluated, as long as nothing can tell: HasEffects reports the
// expressions for which something can. That is a write (assignment,
// increment, a store, an atomic, an out argument, a call of a function that
// writes anything but its own locals), and any wave, quad or barrier
// operation, whose result depends on which lanes execute it.

// HasEffects reports whether evaluating e may do something observable
// beyond computing its value, or depends on the set of lanes running it.
func HasEffects(e Expr) bool {
	return hasEffects(e, map[*FuncDecl]bool{})
}

func hasEffects(e Expr, seen map[*FuncDecl]bool) bool {
	found := false
	InspectExpr(e, func(n any) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *AssignExpr:
			found = true
		case *UnaryExpr:
			switch n.Op {
			case OpPreInc, OpPreDec, OpPostInc, OpPostDec:
				found = true
			}
		case *IntrinsicCall:
			if IntrinsicHasEffects(n.Intrinsic) {
				found = true
			}
			for _, p := range n.Intrinsic.Params {
				if p.Dir != DirIn {
					found = true
				}
			}
		case *CallExpr:
			for _, p := range n.Func.Params {
				if p.Dir != DirIn {
					found = true
				}
			}
			if funcHasEffects(n.Func, seen) {
				found = true
			}
		}
		return !found
	})
	return found
}

// funcHasEffects reports a function whose body writes anything but its own
// locals and parameters (globals, groupshared memory, resources, out
// parameters), or runs a wave, quad or barrier operation.
func funcHasEffects(f *FuncDecl, seen map[*FuncDecl]bool) bool {
	if v, ok := seen[f]; ok {
		return v
	}
	seen[f] = true // a cycle (rejected elsewhere) counts as effects
	if f.Body == nil {
		return true
	}
	own := map[*VarDecl]bool{}
	for _, p := range f.Params {
		if p.Dir == DirIn {
			own[p] = true
		}
	}
	effects := false
	Inspect(f.Body, func(n any) bool {
		if effects {
			return false
		}
		switch n := n.(type) {
		case *DeclStmt:
			for _, v := range n.Vars {
				if v.Storage == StorageLocal {
					own[v] = true
				}
			}
		case *AssignExpr:
			if !writesOwn(n.L, own) {
				effects = true
			}
		case *UnaryExpr:
			switch n.Op {
			case OpPreInc, OpPreDec, OpPostInc, OpPostDec:
				if !writesOwn(n.X, own) {
					effects = true
				}
			}
		case *IntrinsicCall:
			if IntrinsicHasEffects(n.Intrinsic) {
				effects = true
			}
			for i, p := range n.Intrinsic.Params {
				if p.Dir != DirIn && i < len(n.Args) && !writesOwn(n.Args[i], own) {
					effects = true
				}
			}
		case *CallExpr:
			for i, p := range n.Func.Params {
				if p.Dir != DirIn && i < len(n.Args) && !writesOwn(n.Args[i], own) {
					effects = true
				}
			}
			if funcHasEffects(n.Func, seen) {
				effects = true
			}
		}
		return !effects
	})
	seen[f] = effects
	return effects
}

// writesOwn reports an l-value rooted at one of the function's own
// variables.
func writesOwn(lv Expr, own map[*VarDecl]bool) bool {
	for {
		switch x := lv.(type) {
		case *VarRef:
			return own[x.Decl]
		case *MemberExpr:
			lv = x.X
		case *IndexExpr:
			if _, ok := x.X.Type().(*ResourceType); ok {
				return false
			}
			lv = x.X
		case *SwizzleExpr:
			lv = x.X
		case *MatrixSwizzleExpr:
			lv = x.X
		case *CastExpr:
			lv = x.X
		default:
			return false
		}
	}
}

// MayFault reports whether evaluating e may read outside an array: an
// element of an array (local, static, groupshared, a cbuffer's or one of
// resources) selected by an index that is not a constant, in e or in a
// function it calls. D3D leaves such a read undefined, so HLSL 2021's
// && || ?: must not make one the source did not ask for: `i < n ? a[i] : 0`
// reads a[i] only when i < n. (Elements of a buffer or texture read past
// its end are defined, zero, and need no such care.)
func MayFault(e Expr) bool {
	return mayFault(e, map[*FuncDecl]bool{})
}

func mayFault(e Expr, seen map[*FuncDecl]bool) bool {
	found := false
	InspectExpr(e, func(n any) bool {
		if !found {
			found = faultingNode(n, seen)
		}
		return !found
	})
	return found
}

// faultingNode reports an array element read by a variable index, or a
// call of a function whose body has one.
func faultingNode(n any, seen map[*FuncDecl]bool) bool {
	switch n := n.(type) {
	case *IndexExpr:
		if _, ok := n.X.Type().(*ArrayType); ok {
			_, constant := foldExpr(n.Index)
			return !constant
		}
	case *CallExpr:
		f := n.Func
		if v, ok := seen[f]; ok {
			return v
		}
		seen[f] = true // a cycle (rejected elsewhere) counts
		if f.Body == nil {
			return true
		}
		found := false
		Inspect(f.Body, func(m any) bool {
			if !found {
				found = faultingNode(m, seen)
			}
			return !found
		})
		seen[f] = found
		return found
	}
	return false
}

// IntrinsicHasEffects reports intrinsics that write memory (stores,
// atomics, counters, Append/Consume), synchronize (barriers) or depend on
// the set of active lanes (wave and quad operations).
func IntrinsicHasEffects(in *Intrinsic) bool {
	n := in.Name
	switch {
	case strings.HasPrefix(n, "Interlocked"), strings.HasPrefix(n, "Wave"), strings.HasPrefix(n, "Quad"),
		strings.HasSuffix(n, "Barrier"), strings.HasSuffix(n, "BarrierWithGroupSync"):
		return true
	}
	switch n {
	case "Store", "Store2", "Store3", "Store4", "Append", "Consume", "IncrementCounter", "DecrementCounter",
		"printf", "errorf", "abort":
		return true
	}
	return false
}
