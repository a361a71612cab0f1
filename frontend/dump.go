package frontend

import (
	"fmt"
	"io"
	"strings"
)

// WriteAST prints the typed AST (--emit=ast): one node per line, indented,
// each expression with its type.
func (p *Program) WriteAST(w io.Writer) {
	d := &dumper{w: w}
	for _, s := range p.Structs {
		d.line(0, "Struct %s", s.Name)
		for _, f := range s.Fields {
			d.line(1, "Field %s %s", f.Name, f.Type)
		}
	}
	for _, cb := range p.CBuffers {
		kind := "CBuffer"
		if cb.TBuffer {
			kind = "TBuffer"
		}
		d.line(0, "%s %s%s", kind, cb.Name, regString(cb.Register))
		for _, m := range cb.Members {
			d.line(1, "Member %s %s", m.Name, m.Type)
		}
	}
	for _, v := range p.Globals {
		if v.Storage == StorageCBuffer || (v.Storage == StorageUniform && v.Buffer != nil) {
			continue
		}
		d.varDecl(0, "Global", v)
	}
	for _, f := range p.Funcs {
		var ps []string
		for _, prm := range f.Params {
			s := fmt.Sprintf("%s %s %s", prm.Dir, prm.Type, prm.Name)
			if prm.Semantic != "" {
				s += " : " + prm.Semantic
			}
			ps = append(ps, s)
		}
		entry := ""
		if f.IsEntry {
			entry = fmt.Sprintf(" entry numthreads(%d,%d,%d)", f.NumThreads[0], f.NumThreads[1], f.NumThreads[2])
		}
		d.line(0, "Function %s %s(%s)%s", f.Return, f.Name, strings.Join(ps, ", "), entry)
		if f.Body != nil {
			d.stmt(1, f.Body)
		}
	}
}

func regString(r *Register) string {
	if r == nil {
		return ""
	}
	return fmt.Sprintf(" : register(%c%d, space%d)", r.Class, r.Index, r.Space)
}

type dumper struct{ w io.Writer }

func (d *dumper) line(depth int, format string, args ...any) {
	fmt.Fprintf(d.w, "%s%s\n", strings.Repeat("  ", depth), fmt.Sprintf(format, args...))
}

var storageNames = [...]string{"local", "static", "groupshared", "uniform", "cbuffer", "param"}

func (d *dumper) varDecl(depth int, what string, v *VarDecl) {
	extra := ""
	if v.Const {
		extra += " const"
	}
	extra += regString(v.Register)
	d.line(depth, "%s %s %s %s%s", what, storageNames[v.Storage], v.Type, v.Name, extra)
	if v.Init != nil {
		d.expr(depth+1, v.Init)
	}
}

func (d *dumper) stmt(depth int, s Stmt) {
	switch s := s.(type) {
	case *BlockStmt:
		d.line(depth, "Block")
		for _, st := range s.Stmts {
			d.stmt(depth+1, st)
		}
	case *DeclStmt:
		for _, v := range s.Vars {
			d.varDecl(depth, "Decl", v)
		}
	case *ExprStmt:
		d.line(depth, "ExprStmt")
		d.expr(depth+1, s.X)
	case *IfStmt:
		d.line(depth, "If%s", attrString(s.Attrs))
		d.expr(depth+1, s.Cond)
		d.stmt(depth+1, s.Then)
		if s.Else != nil {
			d.line(depth, "Else")
			d.stmt(depth+1, s.Else)
		}
	case *LoopStmt:
		kind := [...]string{"For", "While", "DoWhile"}[s.Kind]
		unroll := ""
		if s.Unroll == 0 {
			unroll = " unroll"
		} else if s.Unroll > 0 {
			unroll = fmt.Sprintf(" unroll(%d)", s.Unroll)
		}
		d.line(depth, "%s%s%s", kind, unroll, attrString(s.Attrs))
		if s.Init != nil {
			d.line(depth+1, "Init")
			d.stmt(depth+2, s.Init)
		}
		if s.Cond != nil {
			d.line(depth+1, "Cond")
			d.expr(depth+2, s.Cond)
		}
		if s.Post != nil {
			d.line(depth+1, "Post")
			d.expr(depth+2, s.Post)
		}
		d.stmt(depth+1, s.Body)
	case *SwitchStmt:
		d.line(depth, "Switch")
		d.expr(depth+1, s.Cond)
		for _, cs := range s.Cases {
			label := fmt.Sprint(cs.Values)
			if cs.Default {
				label += " default"
			}
			d.line(depth+1, "Case %s", label)
			for _, st := range cs.Body {
				d.stmt(depth+2, st)
			}
		}
	case *BranchStmt:
		d.line(depth, "%s", [...]string{"Break", "Continue", "Discard"}[s.Kind])
	case *ReturnStmt:
		d.line(depth, "Return")
		if s.X != nil {
			d.expr(depth+1, s.X)
		}
	case *EmptyStmt:
		d.line(depth, "Empty")
	}
}

func attrString(as []*Attribute) string {
	var b strings.Builder
	for _, a := range as {
		fmt.Fprintf(&b, " [%s]", a.Name)
	}
	return b.String()
}

func (d *dumper) expr(depth int, e Expr) {
	t := e.Type()
	switch e := e.(type) {
	case *IntLit:
		k := e.T.(*ScalarType).Kind
		if k.IsSigned() {
			d.line(depth, "IntLit %d '%s'", int64(e.Value), t)
		} else {
			d.line(depth, "IntLit %d '%s'", e.Value, t)
		}
	case *FloatLit:
		d.line(depth, "FloatLit %g '%s'", e.Value, t)
	case *BoolLit:
		d.line(depth, "BoolLit %v", e.Value)
	case *VarRef:
		d.line(depth, "VarRef %s '%s'", e.Name, t)
	case *UnaryExpr:
		post := ""
		if e.Op == OpPostInc || e.Op == OpPostDec {
			post = " postfix"
		}
		d.line(depth, "Unary %s%s '%s'", e.Op, post, t)
		d.expr(depth+1, e.X)
	case *BinaryExpr:
		d.line(depth, "Binary %s '%s'", e.Op, t)
		d.expr(depth+1, e.L)
		d.expr(depth+1, e.R)
	case *AssignExpr:
		if e.HasOp {
			d.line(depth, "Assign %s= '%s' (op type '%s')", e.Op, t, e.OpType)
		} else {
			d.line(depth, "Assign = '%s'", t)
		}
		d.expr(depth+1, e.L)
		d.expr(depth+1, e.R)
	case *CondExpr:
		d.line(depth, "Cond '%s'", t)
		d.expr(depth+1, e.Cond)
		d.expr(depth+1, e.Then)
		d.expr(depth+1, e.Else)
	case *CastExpr:
		kind := e.Kind.String()
		what := "Cast"
		if e.Implicit {
			what = "ImplicitCast"
		}
		d.line(depth, "%s %s '%s'", what, kind, t)
		d.expr(depth+1, e.X)
	case *ConstructExpr:
		d.line(depth, "Construct '%s'", t)
		for _, a := range e.Args {
			d.expr(depth+1, a)
		}
	case *SwizzleExpr:
		var b strings.Builder
		for _, c := range e.Comps {
			b.WriteByte("xyzw"[c])
		}
		d.line(depth, "Swizzle .%s '%s'", b.String(), t)
		d.expr(depth+1, e.X)
	case *MatrixSwizzleExpr:
		var b strings.Builder
		for _, el := range e.Elems {
			fmt.Fprintf(&b, "_m%d%d", el[0], el[1])
		}
		d.line(depth, "MatrixSwizzle .%s '%s'", b.String(), t)
		d.expr(depth+1, e.X)
	case *MemberExpr:
		d.line(depth, "Member .%s '%s'", e.Field.Name, t)
		d.expr(depth+1, e.X)
	case *IndexExpr:
		d.line(depth, "Index '%s'", t)
		d.expr(depth+1, e.X)
		d.expr(depth+1, e.Index)
	case *CallExpr:
		d.line(depth, "Call %s '%s'", e.Func.Name, t)
		for _, a := range e.Args {
			d.expr(depth+1, a)
		}
	case *IntrinsicCall:
		what := "Intrinsic"
		if e.Object != nil {
			what = "Method"
		}
		var ps []string
		for _, p := range e.ParamTypes {
			ps = append(ps, p.String())
		}
		d.line(depth, "%s %s(%s) '%s'", what, e.Intrinsic.Name, strings.Join(ps, ", "), t)
		if e.Object != nil {
			d.expr(depth+1, e.Object)
		}
		for _, a := range e.Args {
			d.expr(depth+1, a)
		}
	case *InitList:
		d.line(depth, "InitList '%s'", t)
		for _, a := range e.Elems {
			d.expr(depth+1, a)
		}
	default:
		d.line(depth, "? '%s'", t)
	}
}
