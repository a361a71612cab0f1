// A switch on a cbuffer value whose case updates a value that is uniform
// because the group has one thread: found by the differential fuzzer
// (testsuite/fuzz), reduced from seed 202053. The interpreter, the LLVM path
// and hlslc with -fno-scalarize give 1000; hlslc's scalarized code loses the
// case's update.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"CB": {"cu0": 2}, "Out": {"zero": 4}}}
cbuffer CB : register(b0)
{
    uint cu0;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint u = gi;
    switch (cu0 & 3u) {
    case 0:
        break;
    case 2:
        u += 1000u;
        break;
    default:
        break;
    }
    Out[gi] = u;
}
