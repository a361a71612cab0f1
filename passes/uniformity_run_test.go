package passes

import (
	"encoding/binary"
	"encoding/json"
	"path/filepath"
	"testing"

	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
)

// instrumentUniformity inserts, before every instruction, a check of each
// operand the analysis calls uniform, and after the phis of a block a
// check of each uniform phi: wave.allequal over the active lanes; a
// failure sets word k of a new writable buffer @__uniformity (by an atomic
// or). It returns the buffer and a description of each check.
func instrumentUniformity(m *ir.Module, f *ir.Func, u *UniformityInfo) (*ir.Memory, []string) {
	chk := m.AddRaw("__uniformity", true)
	var what []string
	bld := ir.NewBuilder(f)
	check := func(v *ir.Value, where string) {
		k := len(what)
		what = append(what, v.LongString()+"  (checked "+where+")")
		eq := bld.Wave(ir.OpWaveAllEqual, v)
		ne := bld.Bin(ir.OpXor, eq, f.Const(ir.I1, 1))
		z := bld.Convert(ir.OpZExt, ir.I32, ne)
		bld.Atomic(ir.AtomicOr, chk, f.Const(ir.I32, uint64(4*k)), z, ir.Monotonic)
	}
	for _, b := range f.Blocks {
		old := b.Instrs
		b.Instrs = nil
		bld.SetBlock(b)
		var phis []*ir.Value
		for i, v := range old {
			if v.Op == ir.OpPhi {
				b.Instrs = append(b.Instrs, v)
				phis = append(phis, v)
				continue
			}
			if i == len(phis) {
				for _, p := range phis {
					if u.IsUniform(p) {
						check(p, "after the phis of ^"+b.Name)
					}
				}
			}
			seen := map[*ir.Value]bool{}
			for _, a := range v.Args {
				if a.Op != ir.OpConst && a.Type != ir.Void && !seen[a] && u.IsUniform(a) {
					seen[a] = true
					check(a, "at its use by "+v.LongString())
				}
			}
			b.Instrs = append(b.Instrs, v)
		}
	}
	return chk, what
}

// TestUniformityHolds runs the corpus shaders with every value the
// analysis calls uniform checked, at each use, to be the same in all
// active lanes (wave.allequal): no check may fail. It also reports how many
// values are uniform.
func TestUniformityHolds(t *testing.T) {
	shaders := corpus(t)
	values, uniform, checks, ran := 0, 0, 0, 0
	for _, s := range shaders {
		t.Run(filepath.Base(filepath.Dir(s.path))+"/"+filepath.Base(s.path), func(t *testing.T) {
			m := s.compile(t)
			if err := Optimize(m); err != nil {
				t.Fatal(err)
			}
			spec := s.runSpec(t, m)
			k := m.Kernel()
			u := Uniformity(k)
			for _, b := range k.Blocks {
				for _, v := range b.Instrs {
					if v.Type != ir.Void {
						values++
						if u.IsUniform(v) {
							uniform++
						}
					}
				}
			}
			chk, what := instrumentUniformity(m, k, u)
			if err := ir.Verify(m); err != nil {
				t.Fatalf("instrumented module does not verify: %v", err)
			}
			checks += len(what)
			ran++
			spec.Resources[chk.Name] = json.RawMessage(`{"zero": ` + itoa(4*len(what)+4) + `}`)
			res, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Fatalf("interpreter: %v", err)
			}
			data := res.Data[len(m.Resources)-1]
			for i, w := range what {
				if binary.LittleEndian.Uint32(data[4*i:]) != 0 {
					t.Errorf("called uniform but differs between active lanes: %s", w)
				}
			}
		})
	}
	t.Logf("%d of %d kernels ran: %d of %d values uniform; %d checks", ran, len(shaders), uniform, values, checks)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestUniformityChecksCatchMistakes shows that the run checks of
// TestUniformityHolds detect an analysis that is wrong: one that calls
// everything uniform, one without the sync-dependence rule for phis, and
// one without temporal divergence each fail on some corpus shader.
func TestUniformityChecksCatchMistakes(t *testing.T) {
	shaders := corpus(t)
	variants := []struct {
		name string
		info func(f *ir.Func) *UniformityInfo
	}{
		{"everything uniform", func(f *ir.Func) *UniformityInfo { return &UniformityInfo{f: f} }},
		{"no sync dependence", func(f *ir.Func) *UniformityInfo { return uniformity(f, ruleTemporal) }},
		{"no temporal divergence", func(f *ir.Func) *UniformityInfo { return uniformity(f, ruleSync) }},
	}
	for _, vr := range variants {
		caught := []string{}
		for _, s := range shaders {
			res := frontendOK(s)
			if res == nil {
				continue
			}
			m := res
			spec := s.runSpec(t, m)
			k := m.Kernel()
			chk, what := instrumentUniformity(m, k, vr.info(k))
			spec.Resources[chk.Name] = json.RawMessage(`{"zero": ` + itoa(4*len(what)+4) + `}`)
			out, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Fatalf("%s: %v", s.path, err)
			}
			data := out.Data[len(m.Resources)-1]
			for i := range what {
				if binary.LittleEndian.Uint32(data[4*i:]) != 0 {
					caught = append(caught, filepath.Base(s.path))
					break
				}
			}
		}
		if len(caught) == 0 {
			t.Errorf("%s: no shader's checks failed", vr.name)
		}
		t.Logf("%s: caught by %d shaders %v", vr.name, len(caught), caught)
	}
}

// frontendOK compiles a corpus shader, or returns nil when the front end
// or the lowering does not support it.
func frontendOK(s shader) *ir.Module {
	res := frontend.Compile(s.path, s.src, s.fe, frontend.StageCheck)
	if res.Diags.HasErrors() {
		return nil
	}
	m, err := lower.Lower(res.Program, s.lower)
	if err != nil {
		return nil
	}
	return m
}
