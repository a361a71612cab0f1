// A resource whose name reads as a number in YAML ("InF", like "inf"):
// found by the differential fuzzer (testsuite/fuzz). The LLVM path and the
// interpreter handle it; hlslc's kernel metadata wrote the name unquoted,
// so llvm-mc read it as a float (".name must be a string"); now such names
// are left out of the metadata, as the YAML booleans are (backend/emit.go).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"InF": {"f32": [1.5, -2, 0.25, 8]}, "Out": {"zero": 16}}}
// FLOAT: Out f32
StructuredBuffer<float> InF : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = InF[id.x] * 2.0f;
}
