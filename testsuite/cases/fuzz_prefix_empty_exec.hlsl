// A wave prefix product after a break that every lane takes (a uniform
// condition, which -fno-scalarize selects as a divergent loop): the
// prefix's loop over the active lanes ran once with EXEC empty, and its
// v_writelane (which ignores EXEC) wrote lane 63 of the register it shares
// with u1 (1 instead of cu1 ^ 63). Found by the differential fuzzer (seed
// 7078795, the -fno-scalarize configuration). A prefix now skips its loop
// when EXEC may be empty (backend/isel_ops.go, waveScan).
// WAVE-SIZE-DEPENDENT
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 5, 7, 9]},
// RUN-SPEC:   "CB": {"cu0": 8, "cu1": 2389763918},
// RUN-SPEC:   "Out": {"zero": 1024}}}
cbuffer CB : register(b0)
{
    uint cu0;
    uint cu1;
};
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(100, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint u1 = cu1 ^ gi;
    int i0 = (int)gi - 32;
    for (uint k0 = 0; k0 < 3; k0++) {
        if (cu0 > dtid.y) {
            break;
        }
        u1 = WavePrefixProduct(1553433433u * (uint)i0 + (52u & In[dtid.x & 3u]));
    }
    Out[gi] = u1;
}
