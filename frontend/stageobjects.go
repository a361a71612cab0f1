package frontend

import (
	"fmt"
	"strings"

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
	// view: a resource of another stage or of hardware gfx9 lacks, a
	// rasterizer ordered view (pixel shaders) or a sampler feedback map;
	// its element is optional (RasterizerOrderedByteAddressBuffer has
	// none) and its indexing and methods are uses like any other
	view bool
	// feedback: FeedbackTexture2D[Array]<SAMPLER_FEEDBACK_*>, whose
	// argument names the feedback kind
	feedback bool
	// flags: RayQuery<RayFlags[, RayQueryFlags]>, whose arguments are
	// constant flag expressions
	flags  bool
	noElem bool // takes no template argument
	// unsupported: why gfx9 cannot have it (its uses say so); empty for
	// another stage's object
	unsupported string
}

var stageObjects = map[string]stageObject{
	"PointStream":    {stage: "geometry"},
	"LineStream":     {stage: "geometry"},
	"TriangleStream": {stage: "geometry"},
	"InputPatch":     {stage: "hull and domain", patch: true},
	"OutputPatch":    {stage: "hull and domain", patch: true},
	// rasterizer ordered views: DXC's validator allows them only in pixel
	// shaders; a declaration that the compute entry point does not use
	// compiles (DXC drops unused resources before validation)
	"RasterizerOrderedBuffer":            {stage: "pixel", view: true},
	"RasterizerOrderedByteAddressBuffer": {stage: "pixel", view: true, noElem: true},
	"RasterizerOrderedStructuredBuffer":  {stage: "pixel", view: true},
	"RasterizerOrderedTexture1D":         {stage: "pixel", view: true},
	"RasterizerOrderedTexture1DArray":    {stage: "pixel", view: true},
	"RasterizerOrderedTexture2D":         {stage: "pixel", view: true},
	"RasterizerOrderedTexture2DArray":    {stage: "pixel", view: true},
	"RasterizerOrderedTexture3D":         {stage: "pixel", view: true},
	// sampler feedback (SM 6.5): compute shaders may write it
	// (WriteSamplerFeedbackLevel/Grad), but gfx9 has no sampler feedback
	// hardware
	"FeedbackTexture2D":      {view: true, feedback: true, unsupported: noFeedback},
	"FeedbackTexture2DArray": {view: true, feedback: true, unsupported: noFeedback},
	// inline ray tracing (SM 6.5): any stage may trace, but gfx9 has no
	// ray tracing hardware; a RayQuery in a function the entry point does
	// not reach compiles (DXC drops the function)
	"RayQuery": {view: true, flags: true, unsupported: "(inline ray tracing, shader model 6.5) is not supported: gfx9 has no ray tracing hardware to traverse an acceleration structure"},
	// Direct3D 9's sampler objects, read with tex1D/tex2D/...: DXC's front
	// end takes them (for tools and for files shared with old code) but
	// cannot compile a use (DXC issue 107), so a declaration, and a
	// function the entry point does not reach, compile
	"sampler1D":   {view: true, noElem: true, unsupported: legacySampler},
	"sampler2D":   {view: true, noElem: true, unsupported: legacySampler},
	"sampler3D":   {view: true, noElem: true, unsupported: legacySampler},
	"samplerCUBE": {view: true, noElem: true, unsupported: legacySampler},
}

const legacySampler = "is a legacy (Direct3D 9) sampler, which DXC's front end takes but does not compile: use a SamplerState with a Texture object"

const noFeedback = "is not supported: gfx9 has no sampler feedback hardware"

// samplerFeedbackKinds are the template arguments of the feedback maps.
var samplerFeedbackKinds = map[string]bool{"SAMPLER_FEEDBACK_MIN_MIP": true, "SAMPLER_FEEDBACK_MIP_REGION_USED": true}

// stageObjectType resolves PointStream<T> ... OutputPatch<T, N>, the
// rasterizer ordered views and the sampler feedback maps.
func (c *checker) stageObjectType(name string, nameTok *Token, tc grammar.ITypeContext) Type {
	so := stageObjects[name]
	args := tc.AllTemplateArg()
	switch {
	case so.noElem:
		if len(args) > 0 {
			c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' does not take template arguments", name)
		}
		return &StageObjectType{Name: name}
	case so.flags:
		if len(args) < 1 || len(args) > 2 {
			c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' takes the ray flags and optionally the ray query flags", name)
			return TFloat
		}
		var texts []string
		for _, a := range args {
			if a.Type_() != nil {
				c.errorf(c.tok(a.GetStart()), c.tok(a.GetStop()), "the arguments of '%s' are constant flags, not types", name)
				return TFloat
			}
			if _, ok := c.templateValue(a); !ok {
				return TFloat
			}
			texts = append(texts, a.GetText())
		}
		return &StageObjectType{Name: name, Kind: strings.Join(texts, ", ")}
	case so.feedback:
		if len(args) != 1 || !samplerFeedbackKinds[args[0].GetText()] {
			c.errorf(nameTok, c.tok(tc.GetStop()), "'%s' takes SAMPLER_FEEDBACK_MIN_MIP or SAMPLER_FEEDBACK_MIP_REGION_USED", name)
			return TFloat
		}
		return &StageObjectType{Name: name, Kind: args[0].GetText()}
	case so.view && len(args) == 0:
		return &StageObjectType{Name: name, Elem: Vec(Float, 4)} // as RWTexture2D without an element type
	}
	want := 1
	if so.patch {
		want = 2
	}
	if len(args) != want {
		form := "a vertex type"
		switch {
		case so.patch:
			form = "a control-point type and a count"
		case so.view:
			form = "an element type"
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
	if why := stageObjects[t.Name].unsupported; why != "" {
		return fmt.Sprintf("'%s' %s", t, why)
	}
	return fmt.Sprintf("'%s' is only allowed in %s shaders", t, stageObjects[t.Name].stage)
}

// stageObjectMethod checks stream.Append(v) and stream.RestartStrip(): a
// void call, an error where the entry point reaches it.
func (c *checker) stageObjectMethod(obj Expr, t *StageObjectType, name *Token, args []Expr, last *Token) Expr {
	so := stageObjects[t.Name]
	if so.view {
		// the reference to the view was the use (checker.varRef)
		return c.bad(name)
	}
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
