package lower

import (
	"strings"

	"hlslc/frontend"
	"hlslc/ir"
)

// Convergent operations in an expression lowered once per resource.
//
// A resource operand known only at run time is resolved by lowering the
// whole expression around it once per leaf it may name (an if chain) or
// once per distinct descriptor index (a NonUniformResourceIndex waterfall
// loop), each time with only the lanes that name that leaf or index active
// (resources.go, heap.go). That is right for arithmetic, loads and stores:
// each lane runs them once. A wave or quad operation, or a barrier, in the
// same expression would run once per round with only that round's lanes,
// where HLSL runs it once with every lane that reaches the expression
// (Out[i] = T[NonUniformResourceIndex(k)][j] + WaveActiveSum(1) summed the
// round's lanes). So before branching, the convergent parts of the
// expression are lowered once, outside the rounds, and the rounds read
// their values (lowerer.pre): each maximal convergent sub-expression that
// does not hold the operand and runs whenever the expression does (not in
// an arm of ?:, or the right side of && or ||, which HLSL 2021 evaluates
// only on the lanes that need it); and a convergent expression holding the
// operand has its arguments lowered first (the operand resolved inside
// them, each argument on its own), then itself once.

// convergent reports whether evaluating e runs a wave or quad operation
// or a barrier itself: a call of such an intrinsic, or of a function that
// (transitively) calls one.
func (l *lowerer) convergent(e frontend.Expr) bool {
	switch e := e.(type) {
	case *frontend.IntrinsicCall:
		return convergentIntrinsic(e.Intrinsic)
	case *frontend.CallExpr:
		return e.Func != nil && l.convergentFunc(e.Func)
	}
	return false
}

func convergentIntrinsic(in *frontend.Intrinsic) bool {
	n := in.Name
	return strings.HasPrefix(n, "Wave") || strings.HasPrefix(n, "Quad") || strings.Contains(n, "Barrier") ||
		in.Derivative && !in.Method
}

// convergentFunc reports whether fn, or a function it calls, runs a
// convergent intrinsic (memoized).
func (l *lowerer) convergentFunc(fn *frontend.FuncDecl) bool {
	if fn.Body == nil {
		return false
	}
	if c, ok := l.convergentFuncs[fn]; ok {
		return c
	}
	if l.convergentFuncs == nil {
		l.convergentFuncs = map[*frontend.FuncDecl]bool{}
	}
	l.convergentFuncs[fn] = false // HLSL has no recursion
	found := false
	frontend.Inspect(fn.Body, func(n any) bool {
		if e, ok := n.(frontend.Expr); ok && l.convergent(e) {
			found = true
		}
		return !found
	})
	l.convergentFuncs[fn] = found
	return found
}

// preLower lowers the sub-expressions es now and keeps their values for
// the rounds; the returned function forgets them.
func (l *lowerer) preLower(es []frontend.Expr) func() {
	if l.pre == nil {
		l.pre = map[frontend.Expr][]*ir.Value{}
	}
	var done []frontend.Expr
	for _, x := range es {
		if !l.reachable() {
			break
		}
		vals := l.expr(x)
		l.pre[x] = vals
		done = append(done, x)
	}
	return func() {
		for _, x := range done {
			delete(l.pre, x)
		}
	}
}

// convergentParts lists the maximal convergent sub-expressions of e that
// do not hold the resource operand op and run whenever e does, in the
// order e evaluates them.
func (l *lowerer) convergentParts(e, op frontend.Expr) []frontend.Expr {
	var out []frontend.Expr
	var walk func(x frontend.Expr)
	walk = func(x frontend.Expr) {
		frontend.InspectExpr(x, func(n any) bool {
			c, ok := n.(frontend.Expr)
			if !ok || c == op {
				return false
			}
			if _, done := l.pre[c]; done {
				return false
			}
			if c != e && l.convergent(c) && !holds(c, op) {
				out = append(out, c)
				return false
			}
			switch c := c.(type) {
			case *frontend.CondExpr:
				walk(c.Cond) // only the condition runs on every lane
				return false
			case *frontend.BinaryExpr:
				if c.ShortCircuit {
					walk(c.L)
					return false
				}
			}
			return true
		})
	}
	walk(e)
	return out
}

// holds reports whether op is in e's tree.
func holds(e, op frontend.Expr) bool {
	found := false
	frontend.InspectExpr(e, func(n any) bool {
		found = found || n == any(op)
		return !found
	})
	return found
}

// convergentArgs lists the arguments of the convergent expression e that
// hold an unresolved resource operand (of a user function, those passed
// in), or nil when e is not convergent.
func (l *lowerer) convergentArgs(e frontend.Expr) []frontend.Expr {
	if !l.convergent(e) {
		return nil
	}
	var args []frontend.Expr
	switch e := e.(type) {
	case *frontend.IntrinsicCall:
		args = e.Args
	case *frontend.CallExpr:
		for i, a := range e.Args {
			if i < len(e.Func.Params) && e.Func.Params[i].Dir == frontend.DirIn && !holdsResources(e.Func.Params[i].Type) {
				args = append(args, a)
			}
		}
	}
	var out []frontend.Expr
	for _, a := range args {
		if _, done := l.pre[a]; !done && l.unresolvedResource(a) != nil {
			out = append(out, a)
		}
	}
	return out
}
