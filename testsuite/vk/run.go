package vk

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"hlslc/ir/runspec"
)

// Result is the outcome of a lavapipe run.
type Result struct {
	Device       string            // the driver's device name
	SubgroupSize int               // the wave size lavapipe ran with
	CompileTime  time.Duration     // vkCreateComputePipelines
	Buffers      map[string][]byte // every writable buffer's final bytes, by HLSL name
}

// SpecResources describes the shader's resources for the run spec.
func (s *Shader) SpecResources() []runspec.Resource {
	out := make([]runspec.Resource, len(s.Resources))
	for i, r := range s.Resources {
		out[i] = r.Resource
	}
	return out
}

// Run executes the shader on lavapipe with dispatch workgroups and the
// initial contents of every resource, by HLSL name. A cbuffer's bytes must
// cover its layout (Resource.Size); a structured buffer holds whole
// elements, a typed buffer whole texels. Textures need their extents: use
// RunBound.
func (s *Shader) Run(dispatch [3]uint32, data map[string][]byte) (*Result, error) {
	bound := map[string]runspec.Bound{}
	for k, b := range data {
		bound[k] = runspec.Bound{Data: b, Extent: [3]uint32{1, 1, 1}}
	}
	for _, r := range s.Resources {
		b, ok := bound[r.Name]
		if !ok || r.Kind != runspec.Typed {
			continue
		}
		if r.Shape.IsTexture() {
			return nil, fmt.Errorf("vk: %s: %s %q needs its extents: use RunBound or RunSpec", s.Name, r.Shape, r.Name)
		}
		if ts := r.Texel.Size(); ts > 0 {
			b.Extent[0] = uint32(len(b.Data) / ts)
			bound[r.Name] = b
		}
	}
	return s.RunBound(dispatch, bound)
}

// RunBound is Run with the textures' extents: every resource's initial
// contents and, for textures, its extents (runspec.Spec.BindAll's result).
// A texture's bytes are its texels tightly packed, x fastest, then y, then
// z or layer; a writable texture's result has the same layout.
func (s *Shader) RunBound(dispatch [3]uint32, data map[string]runspec.Bound) (*Result, error) {
	for i, d := range dispatch {
		if d == 0 {
			return nil, fmt.Errorf("vk: %s: dispatch[%d] is 0", s.Name, i)
		}
	}
	known := map[string]bool{}
	var names []string
	for _, r := range s.Resources {
		known[r.Name] = true
		names = append(names, r.Name)
	}
	var extra []string
	for k := range data {
		if !known[k] {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return nil, fmt.Errorf("vk: %s: unknown resource %q (the SPIR-V binds: %s)", s.Name, extra[0], strings.Join(names, ", "))
	}
	req := &request{spirv: s.SPIRV, entry: s.Entry, dispatch: dispatch}
	for _, r := range s.Resources {
		bd, ok := data[r.Name]
		if !ok {
			return nil, fmt.Errorf("vk: %s: missing resource %q (%s)", s.Name, r.Name, r.Kind)
		}
		b := bd.Data
		if r.Kind == runspec.Sampler {
			if bd.Sampler == nil {
				return nil, fmt.Errorf("vk: %s: sampler %q has no sampler state", s.Name, r.Name)
			}
			req.bindings = append(req.bindings, samplerBinding(r, bd.Sampler))
			continue
		}
		if r.Kind == runspec.Typed && r.Shape.IsTexture() && bd.Levels > 0 && (bd.Levels > 1 || bd.Format != r.Texel.DefaultFormat()) {
			// a texture of another format or with mip levels: its bytes
			// as they are, in D3D's subresource order
			bb, err := textureBinding(r, bd)
			if err != nil {
				return nil, fmt.Errorf("vk: %s: %v", s.Name, err)
			}
			req.bindings = append(req.bindings, bb)
			continue
		}
		switch {
		case len(b) == 0:
			return nil, fmt.Errorf("vk: %s: resource %q is empty (a Vulkan buffer needs at least one byte)", s.Name, r.Name)
		case r.Kind == runspec.CBuffer && len(b) < r.Size:
			return nil, fmt.Errorf("vk: %s: cbuffer %q is too small: %d bytes given, its layout needs %d", s.Name, r.Name, len(b), r.Size)
		case r.Kind == runspec.Structured && r.Stride > 0 && len(b)%r.Stride != 0:
			return nil, fmt.Errorf("vk: %s: structured buffer %q: %d bytes is not a whole number of %d-byte elements", s.Name, r.Name, len(b), r.Stride)
		case r.Kind == runspec.Raw && len(b)%4 != 0:
			return nil, fmt.Errorf("vk: %s: byte-address buffer %q: %d bytes is not a whole number of 32-bit words", s.Name, r.Name, len(b))
		}
		ext := [3]uint32{1, 1, 1}
		if r.Kind == runspec.Typed {
			if err := s.checkTyped(r, bd); err != nil {
				return nil, err
			}
			b = padTexels(b, r.Texel.Comps, r.FormatComps)
			if r.Shape.IsTexture() {
				ext = bd.Extent
			}
		}
		req.bindings = append(req.bindings, resourceBinding(r, b, ext))
	}
	rep, err := call("run", Lavapipe, req)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Name, err)
	}
	res := &Result{Device: rep.device, SubgroupSize: rep.subgroupSize, CompileTime: rep.compileTime, Buffers: map[string][]byte{}}
	for _, r := range s.Resources {
		if !r.Writable {
			continue
		}
		b, ok := rep.buffers[[2]uint32{r.Set, r.Binding}]
		if ok && r.Kind == runspec.Typed {
			b = padTexels(b, r.FormatComps, r.Texel.Comps)
		}
		if !ok || len(b) != len(data[r.Name].Data) {
			return nil, fmt.Errorf("vk: %s: the helper returned no or wrong-sized contents for %q", s.Name, r.Name)
		}
		res.Buffers[r.Name] = b
	}
	return res, nil
}

// checkTyped checks a typed buffer's or texture's contents and extents.
func (s *Shader) checkTyped(r Resource, b runspec.Bound) error {
	ts := r.Texel.Size()
	if r.Texel.Comps == 0 || r.FormatComps == 0 {
		return fmt.Errorf("vk: %s: %s %q: unknown element format (a shader made from SPIR-V without HLSL source)", s.Name, r.Shape, r.Name)
	}
	if len(b.Data)%ts != 0 {
		return fmt.Errorf("vk: %s: %s %q: %d bytes is not a whole number of %d-byte %s elements", s.Name, r.Shape, r.Name, len(b.Data), ts, r.Texel)
	}
	if !r.Shape.IsTexture() {
		return nil
	}
	e := b.Extent
	if r.Shape == runspec.Shape1D || r.Shape == runspec.Shape1DArray {
		if e[1] != 1 {
			return fmt.Errorf("vk: %s: %s %q: extent[1] is %d, must be 1", s.Name, r.Shape, r.Name, e[1])
		}
	}
	if r.Shape == runspec.Shape1D || r.Shape == runspec.Shape2D {
		if e[2] != 1 {
			return fmt.Errorf("vk: %s: %s %q: extent[2] is %d, must be 1", s.Name, r.Shape, r.Name, e[2])
		}
	}
	if want := uint64(e[0]) * uint64(e[1]) * uint64(e[2]) * uint64(ts); e[0] == 0 || e[1] == 0 || e[2] == 0 || uint64(len(b.Data)) != want {
		return fmt.Errorf("vk: %s: %s %q: %d bytes, but %dx%dx%d %s texels take %d", s.Name, r.Shape, r.Name, len(b.Data), e[0], e[1], e[2], r.Texel, want)
	}
	return nil
}

// padTexels converts packed texels of from 32-bit components to texels of
// to components: dropping the last ones or adding zeros.
func padTexels(b []byte, from, to int) []byte {
	if from == to || from == 0 || to == 0 {
		return b
	}
	n := len(b) / (4 * from)
	out := make([]byte, n*4*to)
	k := min(from, to) * 4
	for i := 0; i < n; i++ {
		copy(out[i*4*to:i*4*to+k], b[i*4*from:i*4*from+k])
	}
	return out
}

// RunSpec runs the shader with the inputs of a run spec. Resources of the
// spec that the SPIR-V lacks are ignored if the HLSL source names them
// (glslang removes buffers the entry point does not use); any other unknown
// resource is an error.
func (s *Shader) RunSpec(spec *runspec.Spec) (*Result, error) {
	res := s.SpecResources()
	known := map[string]bool{}
	for _, r := range s.Resources {
		known[r.Name] = true
		if r.Unpackable != "" {
			return nil, fmt.Errorf("vk: %s: cbuffer %s cannot be filled from a run spec: %s", s.Name, r.Name, r.Unpackable)
		}
	}
	sp := *spec
	sp.Resources = map[string]json.RawMessage{}
	for k, v := range spec.Resources {
		if !known[k] && s.Preprocessed != nil && mentions(s.Preprocessed, k) {
			continue
		}
		sp.Resources[k] = v
	}
	bound, err := sp.BindAll(res)
	if err != nil {
		return nil, fmt.Errorf("vk: %s: %v", s.Name, err)
	}
	data := map[string]runspec.Bound{}
	for i, r := range res {
		data[r.Name] = bound[i]
	}
	return s.RunBound(spec.Dispatch, data)
}

// Output formats a result as the run spec's output JSON (every writable
// resource's final contents as 32-bit words).
func (s *Shader) Output(r *Result) []byte {
	res := s.SpecResources()
	data := make([][]byte, len(res))
	for i, rr := range res {
		data[i] = r.Buffers[rr.Name]
	}
	return runspec.FormatOutput(res, data)
}

// mentions reports whether the source names ident as a whole word.
func mentions(src []byte, ident string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(ident) + `\b`).Match(src)
}
