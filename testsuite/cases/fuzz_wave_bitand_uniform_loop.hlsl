// WaveActiveBitAnd of a wave-uniform value in a uniform loop that updates
// it: found by the differential fuzzer (testsuite/fuzz). The interpreter,
// the LLVM path and hlslc with -fno-scalarize double u each iteration;
// hlslc's scalarized code is off by one in the low bits.
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"CB": {"cu0": 2}, "Out": {"zero": 256}}}
cbuffer CB : register(b0)
{
    uint cu0;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint u = 1067405835u;
    for (uint k = 0; k < (cu0 & 3u) + 1u; k++) {
        u += WaveActiveBitAnd(u);
    }
    Out[dtid.x] = u;
}
