// A counted loop whose body only updates a wave-uniform value (scalar
// code): found by the differential fuzzer (testsuite/fuzz), reduced from
// seed 100267. hlslc enters the body once more with EXEC = 0 after the exit
// test fails, and the scalar (SALU) update runs regardless of EXEC, so the
// sum gets one iteration too many.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"In": {"u32": [3, 9]}, "Out": {"zero": 8}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 gid : SV_GroupID)
{
    uint u = gid.x * 7u;
    for (uint k = 0; k < 5; k++) {
        u += In[gid.x] ^ 1u;
    }
    Out[gid.x] = u;
}
