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
// cover its layout (Resource.Size); a structured buffer holds whole elements.
func (s *Shader) Run(dispatch [3]uint32, data map[string][]byte) (*Result, error) {
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
		b, ok := data[r.Name]
		if !ok {
			return nil, fmt.Errorf("vk: %s: missing resource %q (%s)", s.Name, r.Name, r.Kind)
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
		req.bindings = append(req.bindings, binding{set: r.Set, binding: r.Binding, uniform: r.Uniform, data: b})
	}
	rep, err := call("run", Lavapipe, req)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", s.Name, err)
	}
	res := &Result{Device: rep.device, SubgroupSize: rep.subgroupSize, CompileTime: rep.compileTime, Buffers: map[string][]byte{}}
	for _, r := range s.Resources {
		if !r.Writable {
			continue
		}
		b, ok := rep.buffers[[2]uint32{r.Set, r.Binding}]
		if !ok || len(b) != len(data[r.Name]) {
			return nil, fmt.Errorf("vk: %s: the helper returned no or wrong-sized contents for %q", s.Name, r.Name)
		}
		res.Buffers[r.Name] = b
	}
	return res, nil
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
		if !known[k] && s.Source != nil && mentions(s.Source, k) {
			continue
		}
		sp.Resources[k] = v
	}
	bufs, err := sp.Bind(res)
	if err != nil {
		return nil, fmt.Errorf("vk: %s: %v", s.Name, err)
	}
	data := map[string][]byte{}
	for i, r := range res {
		data[r.Name] = bufs[i]
	}
	return s.Run(spec.Dispatch, data)
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
