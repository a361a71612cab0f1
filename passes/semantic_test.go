package passes

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/frontend"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

// shader is an HLSL test program with the run spec it is run with.
type shader struct {
	path  string
	src   []byte
	fe    frontend.Options
	lower lower.Options
	spec  []byte // JSON; nil: generate one from the module's resources
}

// corpus collects the HLSL programs of the other packages' run tests: the
// backend's end-to-end shaders and the test suite's cases (with their
// RUN-SPEC lines or sidecar .json), and the lowering's interpreter shaders
// (whose inputs live in Go code there, so they get generated inputs here).
func corpus(t *testing.T) []shader {
	var out []shader
	add := func(pattern string, needSpec, optional bool) {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 && !optional {
			t.Fatalf("no shaders match %s: %v", pattern, err)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			s := shader{path: f, src: src}
			var spec strings.Builder
			for _, line := range strings.Split(string(src), "\n") {
				l := strings.TrimSpace(line)
				if x, ok := strings.CutPrefix(l, "// RUN-SPEC:"); ok {
					spec.WriteString(x + "\n")
				}
				if x, ok := strings.CutPrefix(l, "// RUN-FLAGS:"); ok {
					parseFlags(t, f, strings.Fields(x), &s)
				}
			}
			if spec.Len() > 0 {
				s.spec = []byte(spec.String())
			} else if data, err := os.ReadFile(strings.TrimSuffix(f, ".hlsl") + ".json"); err == nil {
				s.spec = data
			} else if needSpec {
				t.Fatalf("%s: no run spec", f)
			}
			out = append(out, s)
		}
	}
	add("../backend/testdata/run/*.hlsl", true, false)
	add("../ir/lower/testdata/run/*.hlsl", false, false)
	// The test suite's cases are used when present (they are not yet in
	// every checkout).
	add("../testsuite/cases/*.hlsl", true, true)
	return out
}

func parseFlags(t *testing.T, path string, f []string, s *shader) {
	for i := 0; i < len(f); i++ {
		arg := func() string {
			i++
			if i >= len(f) {
				t.Fatalf("%s: flag %s needs a value", path, f[i-1])
			}
			return f[i]
		}
		switch f[i] {
		case "-D":
			s.fe.PP.Defines = append(s.fe.PP.Defines, arg())
		case "-E":
			s.fe.Entry = arg()
		case "-T":
			s.fe.Target = arg()
		case "-HV":
			hv, err := frontend.ParseHLSLVersion(arg())
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			s.fe.HLSLVersion = hv
		case "-enable-16bit-types":
			s.fe.Enable16Bit = true
		case "-min16-f32":
			s.lower.Min16AsF32 = true
		case "-denorm":
			if err := s.lower.DenormF32.Set(arg()); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		case "-Gis":
			s.lower.IEEEStrict = true
		default:
			t.Fatalf("%s: unknown RUN-FLAGS flag %q", path, f[i])
		}
	}
}

// compile runs the front end and the lowering.
func (s shader) compile(t *testing.T) *ir.Module {
	t.Helper()
	res := frontend.Compile(s.path, s.src, s.fe, frontend.StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		t.Fatalf("frontend errors:\n%s", b.String())
	}
	m, err := lower.Lower(res.Program, s.lower)
	if lerr, ok := err.(*lower.Error); ok {
		t.Skipf("the lowering does not support it: %v", lerr)
	}
	if err != nil {
		t.Fatalf("lowering: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("lowered module does not verify: %v", err)
	}
	return m
}

// runSpec returns the shader's run spec, generating small deterministic
// inputs when it has none: two groups, 512 elements per buffer, cbuffer
// members 1, 2, 3, ...
func (s shader) runSpec(t *testing.T, m *ir.Module) *runspec.Spec {
	t.Helper()
	data := s.spec
	if data == nil {
		res := map[string]any{}
		seed := uint32(12345)
		next := func() uint32 { seed = seed*1664525 + 1013904223; return seed >> 26 }
		for _, r := range m.Resources {
			switch r.Kind {
			case ir.MemCBuffer:
				members := map[string]any{}
				for i, mb := range r.Members {
					n := len(mb.Offsets())
					if len(mb.Dims) == 0 {
						members[mb.Name] = i + 1
						continue
					}
					vals := make([]int, n)
					for j := range vals {
						vals[j] = i + j + 1
					}
					members[mb.Name] = vals
				}
				res[r.Name] = members
			default:
				words := 512
				var dims []int
				switch {
				case r.Kind == ir.MemStructured:
					words = 512 * r.Stride / 4
				case r.Kind == ir.MemTyped && r.Shape.IsTexture():
					// 8 texels per extent (2 layers or depth slices)
					words = r.Texel.Comps
					for i := 0; i < r.Shape.Coords(); i++ {
						dims = append(dims, min(8, 8>>(2*(i/2))))
						words *= dims[i]
					}
				case r.Kind == ir.MemTyped:
					words = 512 * r.Texel.Comps
				}
				w := make([]uint32, words)
				for i := range w {
					w[i] = next()
				}
				res[r.Name] = map[string]any{"u32": w}
				if dims != nil {
					res[r.Name] = map[string]any{"u32": w, "dims": dims}
				}
			}
		}
		var err error
		data, err = json.Marshal(map[string]any{"dispatch": []int{2, 1, 1}, "resources": res})
		if err != nil {
			t.Fatal(err)
		}
	}
	spec, err := runspec.Parse(data, filepath.Dir(s.path))
	if err != nil {
		t.Fatalf("run spec: %v", err)
	}
	return spec
}

// TestOptimizePreservesResults runs every corpus shader on the reference
// interpreter before and after Optimize, the module verifying after every
// pass. Twice: with every instruction made precise (no ir.Value.Fast),
// every resource must come out bit for bit the same — all exact rules are
// checked on real programs; as lowered (fast where not precise), floats
// may differ by contraction and reassociation: every word must be equal
// or, read as f32 (or as two f16), close (floatsClose: 2^-8 relative, the
// test suite's bound for min16 results held in f32 words) — a sanity bound
// for the fast rows, whose own bounds algebraic_test.go checks row by row.
func TestOptimizePreservesResults(t *testing.T) {
	shaders := corpus(t)
	before, after, ran := 0, 0, 0
	for _, s := range shaders {
		for _, strict := range []bool{true, false} {
			mode := "fast"
			if strict {
				mode = "strict"
			}
			t.Run(filepath.Base(filepath.Dir(s.path))+"/"+filepath.Base(s.path)+"/"+mode, func(t *testing.T) {
				m := s.compile(t)
				if strict {
					stripFast(m)
				}
				spec := s.runSpec(t, m)
				ref, err := interp.Run(m, spec, interp.Options{})
				if err != nil {
					t.Fatalf("interpreter before optimizing: %v", err)
				}
				n0 := countInstrs(m)
				for _, f := range m.Funcs {
					for _, p := range pipeline {
						p.run(f)
						if err := ir.Verify(m); err != nil {
							t.Fatalf("%s on @%s: %v", p.name, f.Name, err)
						}
					}
				}
				if err := OptimizeWith(m, Options{VerifyEach: true}); err != nil {
					t.Fatal(err)
				}
				n1 := countInstrs(m)
				got, err := interp.Run(m, spec, interp.Options{})
				if err != nil {
					t.Fatalf("interpreter after optimizing: %v\n%s", err, m)
				}
				for i, r := range m.Resources {
					if strict && !bytes.Equal(ref.Data[i], got.Data[i]) || !strict && !wordsClose(ref.Data[i], got.Data[i]) {
						t.Errorf("@%s differs after Optimize:\nbefore %s\nafter  %s", r.Name, words(ref.Data[i]), words(got.Data[i]))
					}
				}
				if !strict {
					before += n0
					after += n1
					ran++
				}
				t.Logf("%d -> %d instructions", n0, n1)
			})
		}
	}
	t.Logf("%d of %d shaders ran (the rest the lowering does not support): %d instructions before Optimize, %d after", ran, len(shaders), before, after)
}

// stripFast makes every instruction precise.
func stripFast(m *ir.Module) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				v.Fast = false
			}
		}
	}
}

// wordsClose compares two outputs word by word: equal, or close as f32,
// or as two f16 halves.
func wordsClose(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i+4 <= len(a); i += 4 {
		x, y := binary.LittleEndian.Uint32(a[i:]), binary.LittleEndian.Uint32(b[i:])
		if x == y || floatsClose(float64(math.Float32frombits(x)), float64(math.Float32frombits(y)), 1.0/256) {
			continue
		}
		lo := floatsClose(runspec.F16ToF64(uint16(x)), runspec.F16ToF64(uint16(y)), 1.0/64)
		hi := floatsClose(runspec.F16ToF64(uint16(x>>16)), runspec.F16ToF64(uint16(y>>16)), 1.0/64)
		if !lo || !hi {
			return false
		}
	}
	return true
}

// floatsClose: both NaN, or within rel relative (or rel absolute near 0).
func floatsClose(x, y, rel float64) bool {
	if x != x || y != y {
		return x != x && y != y
	}
	return math.Abs(x-y) <= rel*math.Max(1, math.Max(math.Abs(x), math.Abs(y)))
}

func countInstrs(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			n += len(b.Instrs)
		}
	}
	return n
}

func words(b []byte) string {
	var s []string
	for i := 0; i+4 <= len(b) && i < 64*4; i += 4 {
		s = append(s, fmt.Sprintf("%#x", binary.LittleEndian.Uint32(b[i:])))
	}
	return strings.Join(s, " ")
}

// TestSemanticCheckCatchesMistakes shows that the before/after comparison
// of TestOptimizePreservesResults detects a wrong transformation: a DCE
// that drops atomics whose old value is unused changes some shader's
// output.
func TestSemanticCheckCatchesMistakes(t *testing.T) {
	var caught []string
	for _, s := range corpus(t) {
		m := frontendOK(s)
		if m == nil {
			continue
		}
		spec := s.runSpec(t, m)
		ref, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatalf("%s: %v", s.path, err)
		}
		changed := false
		for _, f := range m.Funcs {
			changed = dce(f, func(v *ir.Value) bool { return hasEffect(v) && v.Op != ir.OpAtomic }) || changed
		}
		if !changed {
			continue
		}
		got, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatalf("%s: %v", s.path, err)
		}
		for i := range m.Resources {
			if !bytes.Equal(ref.Data[i], got.Data[i]) {
				caught = append(caught, filepath.Base(s.path))
				break
			}
		}
	}
	if len(caught) == 0 {
		t.Fatal("dropping unused atomics changed no shader's output")
	}
	t.Logf("dropping unused atomics changes the output of %v", caught)
}
