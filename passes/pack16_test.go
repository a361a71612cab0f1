package passes

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"hlslc/ir"
	"hlslc/ir/interp"
)

// packedValues counts the instructions of packed type.
func packedValues(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if v.Type.IsPacked() && v.Op != ir.OpPack && v.Op != ir.OpBitcast {
					n++
				}
			}
		}
	}
	return n
}

// TestPack16PreservesResults runs the corpus shaders and the pass's text
// test inputs on the reference interpreter before and after Pack16 alone
// (verifying after it): every resource must come out bit for bit the same.
// The min16float shaders must have been packed, so the comparison covers
// the packed forms.
func TestPack16PreservesResults(t *testing.T) {
	type prog struct {
		name string
		load func(t *testing.T) (*ir.Module, *shader)
	}
	var progs []prog
	for _, s := range corpus(t) {
		s := s
		progs = append(progs, prog{s.path, func(t *testing.T) (*ir.Module, *shader) { return s.compile(t), &s }})
	}
	files, _ := filepath.Glob("testdata/pack16/*.ir")
	for _, f := range files {
		f := f
		progs = append(progs, prog{f, func(t *testing.T) (*ir.Module, *shader) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ir.Parse(string(src))
			if err != nil {
				t.Fatal(err)
			}
			return m, &shader{path: f}
		}})
	}
	packed := map[string]int{}
	for _, p := range progs {
		t.Run(filepath.Base(p.name), func(t *testing.T) {
			m, s := p.load(t)
			spec := s.runSpec(t, m)
			ref, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Skipf("the interpreter does not run it: %v", err)
			}
			for _, f := range m.Funcs {
				Pack16(f)
				if err := ir.Verify(m); err != nil {
					t.Fatalf("after Pack16 on @%s: %v\n%s", f.Name, err, m)
				}
			}
			packed[p.name] = packedValues(m)
			got, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Fatalf("after Pack16: %v", err)
			}
			for i, r := range m.Resources {
				if !bytes.Equal(ref.Data[i], got.Data[i]) {
					t.Errorf("@%s differs after Pack16:\nbefore %s\nafter  %s", r.Name, words(ref.Data[i]), words(got.Data[i]))
				}
			}
		})
	}
	for name := range map[string]bool{"../backend/testdata/run/min16_blend.hlsl": true, "../backend/testdata/run/min16_blur.hlsl": true,
		"testdata/pack16/vectors.ir": true, "testdata/pack16/unpack.ir": true} {
		if packed[name] == 0 {
			t.Errorf("%s: nothing was packed (or it did not run)", name)
		}
	}
	t.Logf("packed instructions: %v", packed)
}
