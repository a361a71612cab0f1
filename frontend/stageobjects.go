package frontend

import (
	"fmt"

	"hlslc/grammar"
)

// The graphics stages' signature objects (StageObjectType). DXC compiles a
// file for one entry point and checks the functions of the other stages
// that the file defines beside it; hlslc does the same: a geometry, hull or
// domain shader's function type-checks with its streams and patches, and
// anything that uses them is an error only where the compute entry point
// reaches it (the same rule as other stages' intrinsics, checker.stageCall).

// stageObject describes one signature object type.
type stageObject struct {
	stage string // the stages that have it, for diagnostics
	patch bool   // InputPatch/OutputPatch<T, N>: indexable, N control points
}

var stageObjects = map[string]stageObject{
	"PointStream":    {stage: "geometry"},
	"LineStream":     {stage: "geometry"},
	"TriangleStream": {stage: "geometry"},
	"InputPatch":     {stage: "hull and domain", patch: true},
	"OutputPatch":    {stage: "hull and domain", patch: true},
}

// stageObjectType resolves PointStream<T> ... OutputPatch<T, N>.
func (c *checker) stageObjectType(name string, nameTok *Token, tc grammar.ITypeContext) Type {
	so := stageObjects[name]
	args := tc.AllTemplateArg()
	want := 1
	if so.patch {
		want = 2
	}
	if len(args) != want {
		form := "a vertex type"
		if so.patch {
			form = "a control-point type and a count"
		}
		c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' takes %s", name, form)
		return TFloat
	}
	t := &StageObjectType{Name: name, Elem: c.templateType(args[0])}
	if so.patch {
		t.Len = c.templateInt(args[1], 1, 32)
	}
	return t
}

// stageObjectOf is the signature object in t (through arrays), or nil.
func stageObjectOf(t Type) *StageObjectType {
	for {
		switch x := t.(type) {
		case *ArrayType:
			t = x.Elem
			continue
		case *StageObjectType:
			return x
		}
		return nil
	}
}

// stageObjectMsg is the error for a use of t where the compute entry
// point reaches it.
func stageObjectMsg(t *StageObjectType) string {
	return fmt.Sprintf("'%s' is only allowed in %s shaders", t, stageObjects[t.Name].stage)
}

// stageObjectMethod checks stream.Append(v) and stream.RestartStrip(): a
// void call, an error where the entry point reaches it.
func (c *checker) stageObjectMethod(obj Expr, t *StageObjectType, name *Token, args []Expr, last *Token) Expr {
	so := stageObjects[t.Name]
	nargs := -1
	switch {
	case !so.patch && name.Text == "Append":
		nargs = 1
	case !so.patch && name.Text == "RestartStrip":
		nargs = 0
	}
	if nargs < 0 {
		c.errorf(name, nil, "no method named '%s' in '%s'", name.Text, t)
		return c.bad(name)
	}
	if len(args) != nargs {
		c.errorf(name, last, "'%s' takes %d argument(s) (have %d)", name.Text, nargs, len(args))
		return c.bad(name)
	}
	conv := make([]Expr, len(args))
	for i, a := range args {
		conv[i] = c.convert(a, t.Elem, "argument")
	}
	c.stageCall(name, last, fmt.Sprintf("'%s.%s' is only allowed in %s shaders", t.Name, name.Text, so.stage))
	in := &Intrinsic{Name: name.Text, Method: true, Ret: RetFixed, RetType: TVoid, Stage: so.stage}
	return &IntrinsicCall{exprBase: exprBase{T: TVoid, Tok: name, End: last}, Intrinsic: in, Object: obj, Args: conv}
}
