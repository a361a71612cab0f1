package frontend

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDescriptorHeaps: what the checker accepts of SM 6.6's
// ResourceDescriptorHeap and SamplerDescriptorHeap, one row per rule; ""
// means the program compiles (with -T cs_6_6).
func TestDescriptorHeaps(t *testing.T) {
	rows := []struct{ name, src, err string }{
		{"initializes a resource", `void f(uint i) { RWStructuredBuffer<uint> b = ResourceDescriptorHeap[i]; b[0] = 1; }`, ""},
		{"assigned to a resource", `void f(uint i) { ByteAddressBuffer b; b = ResourceDescriptorHeap[i + 1]; uint x = b.Load(0); }`, ""},
		{"a resource argument", `void g(RWByteAddressBuffer b) { b.Store(0, 1); } void f(uint i) { g(ResourceDescriptorHeap[i]); }`, ""},
		{"a template's resource argument", `template<typename B> void g(B b) { b[0] = 1; } void f() { RWStructuredBuffer<float> b = ResourceDescriptorHeap[2]; g(b); }`, ""},
		{"a non-uniform index", `void f(uint i) { RWStructuredBuffer<uint> b = ResourceDescriptorHeap[NonUniformResourceIndex(i)]; b[0] = 1; }`, ""},
		{"an int index converts", `void f(int i) { StructuredBuffer<float4> b = ResourceDescriptorHeap[i]; float4 x = b[0]; }`, ""},
		{"any resource type", `struct P { float4 v; }; void f() { Texture2D<float4> t = ResourceDescriptorHeap[0]; ConstantBuffer<P> c = ResourceDescriptorHeap[1]; }`, ""},
		{"samplers from the sampler heap", `void f() { SamplerState s = SamplerDescriptorHeap[0]; SamplerComparisonState c = SamplerDescriptorHeap[1]; }`, ""},
		{"no sampler from the resource heap", `void f() { SamplerState s = ResourceDescriptorHeap[0]; }`, "cannot implicitly convert from 'element of ResourceDescriptorHeap' to 'SamplerState'"},
		{"no resource from the sampler heap", `void f() { Buffer<float> b = SamplerDescriptorHeap[0]; }`, "cannot implicitly convert from 'element of SamplerDescriptorHeap' to 'Buffer<float>'"},
		{"no value", `uint f() { return ResourceDescriptorHeap[0]; }`, "cannot implicitly convert"},
		{"no method on an element", `void f() { ResourceDescriptorHeap[0].Load(0); }`, "has no methods"},
		{"the heap alone", `void f() { ResourceDescriptorHeap; }`, "'ResourceDescriptorHeap' can only be indexed"},
		{"an element alone", `void f() { SamplerDescriptorHeap[0]; }`, "an element of 'SamplerDescriptorHeap' can only initialize or be assigned to a sampler variable"},
		{"a float index", `void f() { ByteAddressBuffer b = ResourceDescriptorHeap[0.5]; }`, "the index of 'ResourceDescriptorHeap' must be a scalar integer"},
		{"a vector index", `void f(uint2 i) { ByteAddressBuffer b = ResourceDescriptorHeap[i]; }`, "must be a scalar integer (have 'uint2')"},
		{"an element indexed", `void f() { ByteAddressBuffer b = ResourceDescriptorHeap[0][1]; }`, "cannot be indexed"},
		{"a variable may take the name", `void f() { uint ResourceDescriptorHeap = 1; uint x = ResourceDescriptorHeap + 1; }`, ""},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			src := r.src + "\nRWStructuredBuffer<int> o;\n[numthreads(1, 1, 1)]\nvoid main() { o[0] = 0; }\n"
			res := Compile("t.hlsl", []byte(src), Options{Target: "cs_6_6"}, StageCheck)
			var b strings.Builder
			res.Diags.Render(&b)
			if r.err == "" {
				require.False(t, res.Diags.HasErrors(), b.String())
				return
			}
			require.True(t, res.Diags.HasErrors())
			require.Contains(t, b.String(), r.err)
		})
	}
}
