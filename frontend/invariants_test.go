package frontend

import (
	"fmt"
	"os"
	"testing"
)

// TestTypedASTInvariants checks, over the whole corpus, what the IR
// lowering relies on: every expression has a concrete type (no literal
// kinds), every name and call is resolved, every conversion is explicit
// (binary operands and assignment sides agree in type), and no error
// placeholder is left.
func TestTypedASTInvariants(t *testing.T) {
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		res := Compile(path, src, fileOptions(t, path, src), StageCheck)
		if res.Program == nil || res.Diags.HasErrors() {
			t.Fatalf("%s: does not check", path)
		}
		p := res.Program
		check := func(n any) bool {
			e, ok := n.(Expr)
			if !ok {
				return true
			}
			where := fmt.Sprintf("%s:%d: %T", path, e.First().Loc().Line, e)
			if e.Type() == nil {
				t.Errorf("%s has no type", where)
				return true
			}
			if k, ok := ElemKind(e.Type()); ok && (k == LitInt || k == LitFloat) {
				if _, isCast := e.(*CastExpr); !isCast {
					t.Errorf("%s keeps literal type %s", where, scalarNames[k])
				}
			}
			switch e := e.(type) {
			case *errExpr:
				t.Errorf("%s: error placeholder in a checked program", where)
			case *VarRef:
				if e.Decl == nil {
					t.Errorf("%s: unresolved %s", where, e.Name)
				}
			case *CallExpr:
				if e.Func == nil || len(e.Args) != len(e.Func.Params) {
					t.Errorf("%s: call not resolved or arity mismatch", where)
				}
			case *IntrinsicCall:
				if e.Intrinsic == nil || len(e.ParamTypes) != len(e.Args) {
					t.Errorf("%s: intrinsic not resolved", where)
				}
				for i, a := range e.Args {
					if i < len(e.Intrinsic.Params) && e.Intrinsic.Params[i].Dir == DirIn && !Identical(a.Type(), e.ParamTypes[i]) {
						t.Errorf("%s: argument %d is %s, parameter %s", where, i, a.Type(), e.ParamTypes[i])
					}
				}
			case *BinaryExpr:
				if e.Op != OpComma && e.Op != OpShl && e.Op != OpShr && !Identical(e.L.Type(), e.R.Type()) {
					t.Errorf("%s: operands %s and %s", where, e.L.Type(), e.R.Type())
				}
			case *AssignExpr:
				want := e.L.Type()
				if e.HasOp {
					want = e.OpType
				}
				if !Identical(e.R.Type(), want) {
					t.Errorf("%s: assigns %s to %s", where, e.R.Type(), want)
				}
			case *CondExpr:
				if !Identical(e.Then.Type(), e.Else.Type()) || !Identical(e.Then.Type(), e.Type()) {
					t.Errorf("%s: branches %s / %s", where, e.Then.Type(), e.Else.Type())
				}
			}
			return true
		}
		for _, f := range p.Funcs {
			if f.Body != nil {
				Inspect(f.Body, check)
			}
		}
		for _, v := range p.Globals {
			if v.Init != nil {
				InspectExpr(v.Init, check)
			}
		}
		for _, r := range p.Resources {
			if r.Register == nil {
				t.Errorf("%s: resource %s has no register", path, r.Name)
			}
		}
	}
}
