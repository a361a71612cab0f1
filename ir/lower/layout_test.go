package lower

import (
	"path/filepath"
	"strings"
	"testing"

	"hlslc/frontend"
)

// TestLayoutsAgree checks the lowering's layout computation against the
// frontend's layouts for every cbuffer and structured buffer of the corpus:
// member offsets, array and matrix strides, nested fields.
func TestLayoutsAgree(t *testing.T) {
	files, _ := filepath.Glob("../../frontend/testdata/corpus/*.hlsl")
	checked := 0
	for _, f := range files {
		src := readFile(t, f)
		res := frontend.Compile(f, src, runFlags(t, f, src), frontend.StageCheck)
		if res.Diags.HasErrors() {
			continue
		}
		p := res.Program
		for _, cb := range p.CBuffers {
			for i, mv := range cb.Members {
				ml := cb.Layout.Members[i]
				compareLayout(t, filepath.Base(f)+":"+cb.Name+"."+mv.Name, ml, layoutOf(mv.Type, ruleCBuffer), ml.Offset)
				checked++
			}
		}
		for _, r := range p.Resources {
			rt, ok := r.Type.(*frontend.ResourceType)
			if !ok || r.Layout == nil || (rt.Kind != frontend.ResStructuredBuffer && rt.Kind != frontend.ResRWStructuredBuffer) {
				continue
			}
			lay := layoutOf(rt.Elem, ruleStructured)
			if got := roundUp(lay.size, lay.align); got != r.Layout.Size {
				t.Errorf("%s: %s stride %d, frontend %d", filepath.Base(f), r.Name, got, r.Layout.Size)
			}
			if st, ok := rt.Elem.(*frontend.StructType); ok {
				for i := range st.Fields {
					compareLayout(t, filepath.Base(f)+":"+r.Name, r.Layout.Members[i], lay.fields[i], lay.fieldOffs[i])
				}
			}
			checked++
		}
	}
	if checked < 20 {
		t.Errorf("only %d layouts compared", checked)
	}
}

func compareLayout(t *testing.T, what string, ml *frontend.MemberLayout, lay *layout, off int) {
	t.Helper()
	if ml.Offset != off || ml.Size != lay.size {
		t.Errorf("%s: offset %d size %d, frontend offset %d size %d", what, off, lay.size, ml.Offset, ml.Size)
	}
	if ml.ArrayStride != 0 && ml.ArrayStride != lay.stride {
		t.Errorf("%s: array stride %d, frontend %d", what, lay.stride, ml.ArrayStride)
	}
	if ml.MatrixStride != 0 && ml.MatrixStride != lay.matStride {
		t.Errorf("%s: matrix stride %d, frontend %d", what, lay.matStride, ml.MatrixStride)
	}
	switch {
	case lay.fields != nil:
		for i, fl := range ml.Fields {
			compareLayout(t, what+"."+fl.Name, fl, lay.fields[i], off+lay.fieldOffs[i])
		}
	case lay.elem != nil && len(ml.Fields) == 1 && strings.HasSuffix(ml.Fields[0].Name, "[0]"):
		compareLayout(t, what+"[0]", ml.Fields[0], lay.elem, off)
	}
}
