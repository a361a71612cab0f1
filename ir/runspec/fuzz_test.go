package runspec

import (
	"testing"
)

// FuzzParseBind: any text either fails to parse as a run spec or parses;
// a parsed spec binds to resources of every kind or fails with an error,
// never a panic, and never asks for more than MaxBytes of contents.
func FuzzParseBind(f *testing.F) {
	f.Add([]byte(`{"dispatch": [2, 3, 1], "resources": {` + goodParams + `, "Src": {"u32": [1, 2]}, "Dst": {"zero": 8}}}`))
	f.Add([]byte(`{"dispatch": [1, 1, 1], "resources": {"Tex": {"dims": [4, 4], "format": "R8G8B8A8_UNORM", "levels": "full", "fill": 0.5}}}`))
	f.Add([]byte(`{"dispatch": [1, 1, 1], "resources": {"Vol": {"dims": [8192, 8192, 8192], "texels": []}, "Particles": {"elements": [{"pos": [1, 2, 3], "id": 4, "w": 0.5}]}}}`))
	f.Add([]byte(`{"dispatch": [1, 1, 1], "resources": {"Raw": {"zero": 536870912}, "Words": {"zero": 536870912}}}`))
	f.Add([]byte("\x00\xff{\"dispatch\""))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseNoFiles(data)
		if err != nil {
			return
		}
		for _, res := range [][]Resource{testResources, synthResources} {
			b, err := s.BindAll(res)
			if err != nil {
				continue
			}
			total := 0
			for _, x := range b {
				total += len(x.Data)
			}
			if total > MaxBytes {
				t.Fatalf("bound %d bytes, more than MaxBytes", total)
			}
		}
	})
}

// TestBindBoundsMemory: contents past MaxBytes in all, asked for by counts
// or by a texture's extents, are refused before anything is allocated.
func TestBindBoundsMemory(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{`{"dispatch": [1, 1, 1], "resources": {"Raw": {"zero": 536870912}, "Words": {"zero": 8}}}`, "resources.Raw.zero: 536870912 bytes would take the resources past 536870912 bytes in all"},
		{`{"dispatch": [1, 1, 1], "resources": {"Vol": {"dims": [8192, 8192, 8192], "fill": 1}}}`, "resources.Vol: 2199023255552 bytes would take"},
		{`{"dispatch": [1, 1, 1], "resources": {"Raw": {"zero": 536870913}}}`, "expected a byte count from 0 to 536870912"},
	} {
		s, err := ParseNoFiles([]byte(c.spec))
		if err != nil {
			t.Fatal(err)
		}
		var res []Resource // the resources the spec names
		for _, r := range synthResources {
			if _, ok := s.Resources[r.Name]; ok {
				res = append(res, r)
			}
		}
		if _, err := s.BindAll(res); err == nil || !contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.spec, err, c.want)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
