// A resource read only by a dead assignment (the value is overwritten):
// found by the differential fuzzer (testsuite/fuzz). The interpreter and
// the LLVM path bind every resource of the module; hlslc's backend drops
// the dead load and with it the kernel argument, so the launcher finds the
// argument list shifted.
// XFAIL: hlslc: the backend leaves FIn out of the kernel arguments when its only load is dead, while the module (and so the launch ABI) still lists it ("metadata .args[1] is named Out; the ABI puts resource FIn there")
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
