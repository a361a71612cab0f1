package interp

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

// load parses and verifies testdata/name.
func load(t *testing.T, name string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse(string(src))
	if err != nil {
		t.Fatalf("%s:%v", name, err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("%s: verify:\n%v", name, err)
	}
	return m
}

// run runs the module with a spec given as a Go value (marshalled to JSON
// and read back the way `hlslc run --interp` reads it).
func run(t *testing.T, m *ir.Module, spec any) *Result {
	t.Helper()
	js, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	s, err := runspec.Parse(js, ".")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Run(m, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func f32s(ws []uint32) []float32 {
	out := make([]float32, len(ws))
	for i, w := range ws {
		out[i] = math.Float32frombits(w)
	}
	return out
}

// rng is a small deterministic generator for test data.
type rng uint64

func (r *rng) next() uint32 {
	*r = *r*6364136223846793005 + 1442695040888963407
	return uint32(*r >> 33)
}

func (r *rng) float() float32 { return float32(r.next()%1000) / 997 }

type obj = map[string]any
