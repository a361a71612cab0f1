// Two groupshared words read together after atomics: llc loads them with
// "ds_read2_b32 v[0:1], v0 offset1:2", whose address register is also the
// first destination. Found by the differential fuzzer (testsuite/fuzz):
// the executor read the second address from the first loaded value and
// faulted outside the LDS.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1024}}}
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint ga[4];

[numthreads(128, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0) {
        ga[0] = 0u;
        ga[1] = 0xffffffffu;
        ga[2] = 0u;
        ga[3] = 1468013649u;
    }
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(ga[0], dtid.x * 2654435761u >> 7);
    InterlockedXor(ga[2], dtid.x * 40503u);
    GroupMemoryBarrierWithGroupSync();
    Out[dtid.x] = ga[0] ^ ga[2];
}
