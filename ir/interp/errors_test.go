package interp

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

var update = flag.Bool("update", false, "rewrite expected outputs")

// TestRuntimeErrors: each errors/X.ir runs one workgroup (with no
// resources) and fails with the message in X.err.
func TestRuntimeErrors(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "errors", "*.ir"))
	if len(files) == 0 {
		t.Fatal("no cases")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			m := load(t, filepath.Join("errors", filepath.Base(file)))
			var data [][]byte
			for range m.Resources {
				data = append(data, make([]byte, 16))
			}
			err := RunData(m, [3]uint32{1, 1, 1}, data, Options{MaxSteps: 10000})
			if err == nil {
				t.Fatal("ran without error")
			}
			want := strings.TrimSuffix(file, ".ir") + ".err"
			got := err.Error() + "\n"
			if *update {
				os.WriteFile(want, []byte(got), 0o644)
				return
			}
			w, _ := os.ReadFile(want)
			if got != string(w) {
				t.Errorf("got\n%swant\n%s", got, w)
			}
		})
	}
}

// TestSpecErrors: a spec that does not fit the module fails before running.
func TestSpecErrors(t *testing.T) {
	m := load(t, "gather.ir")
	for _, c := range []struct{ spec, want string }{
		{`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [1]}, "Index": {"u32": [0]}}}`, `run spec: resources: missing resource "Out" (structured)`},
		{`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [1]}, "Index": {"u32": [0]}, "Out": {"zero": 4}, "Params": {}}}`, `run spec: resources: unknown resource "Params" (the shader declares: In, Index, Out)`},
	} {
		s, err := runspec.Parse([]byte(c.spec), ".")
		if err == nil {
			_, err = Run(m, s, Options{})
		}
		if err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %s", err, c.want)
		}
	}
}

// TestHeapEntryErrors: a view that does not fit the heap entry it names
// (D3D leaves that undefined) and a texture view of an entry not given
// stop the run.
func TestHeapEntryErrors(t *testing.T) {
	m, err := ir.Parse(`cbuffer @C size 16 {
  i: u32 offset 0
}
heap @ResourceDescriptorHeap resources
view @ResourceDescriptorHeap typed @t rw texture2d f32

kernel @main numthreads(1, 1, 1) {
^entry:
  %i: i32 = load @C[i32 0], align 4
  %x: f32 = texload @t[i32 0, i32 0], comp 0, entry %i
  texstore @t[i32 0, i32 0], %x, entry %i
  ret
}
`)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ entry, want string }{
		{`{"u32": [1]}`, "@t: ResourceDescriptorHeap entry 1 is a buffer, which a rw texture2d f32 view does not read"},
		{`{"resource": "RWTexture3D<float>", "dims": [1, 1, 1], "zero": 4}`, "@t: ResourceDescriptorHeap entry 1 is a rw texture3d of f32, which a rw texture2d f32 view does not read"},
		{`{"resource": "Texture2D<float>", "dims": [1, 1], "zero": 4}`, "@t: ResourceDescriptorHeap entry 1 is a texture2d of f32, which a rw texture2d f32 view does not read"},
		{`{"resource": "RWTexture2D<uint>", "dims": [1, 1], "zero": 4}`, "@t: ResourceDescriptorHeap entry 1 is a rw texture2d of u32, which a rw texture2d f32 view does not read"},
		{``, "@t: ResourceDescriptorHeap entry 1 is not given: a texture entry needs its type (a null texture descriptor is not modelled)"},
	} {
		entry := ""
		if c.entry != "" {
			entry = `, "ResourceDescriptorHeap.1": ` + c.entry
		}
		s, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"C": {"i": 1}`+entry+`}}`), ".")
		if err == nil {
			_, err = Run(m, s, Options{})
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %s", c.entry, err, c.want)
		}
	}
}
