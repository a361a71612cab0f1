// A resource read only by a dead assignment (the value is overwritten):
// found by the differential fuzzer (testsuite/fuzz). The interpreter and
// the LLVM path bind every resource of the module; hlslc's backend dropped
// the dead load and with it the kernel argument, so the launcher found the
// argument list shifted. Now every resource of the module keeps its
// argument (docs/abi.md).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"FIn": {"f32": [1, 2, 3, 4]}, "Out": {"zero": 16}}}
// FLOAT: Out f32
StructuredBuffer<float> FIn : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    float f = FIn[dtid.x];
    f = 2.5f;
    Out[dtid.x] = f;
}
