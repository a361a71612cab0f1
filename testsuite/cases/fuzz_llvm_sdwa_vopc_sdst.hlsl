// A divergent if with an empty body under a group-uniform if: llc-19 emits
// a VOPC compare in SDWA form with an explicit SGPR destination
// ("v_cmp_ne_u32_sdwa s[..], ..."). Found by the differential fuzzer
// (testsuite/fuzz): the gfx9 decoder, and so the executor, rejects it.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7, 9, 5,
// RUN-SPEC:     0, 2, 8, 8, 4, 1, 9, 7, 1, 6, 9, 3, 9, 9, 3, 7, 5, 1, 0, 5, 8, 2, 0, 9, 7, 4, 9, 4, 4, 5, 9, 2]},
// RUN-SPEC:   "CB": {"ci0": 0},
// RUN-SPEC:   "Out": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
cbuffer CB : register(b0)
{
    int ci0;
};

[numthreads(4, 4, 4)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    uint u0 = 1651481808u;
    uint u1 = dtid.x;
    if ((((49) >> (ci0 & 31)) ^ (int)gid.x) == ((68) / ((ci0 & 15) | 1))) {
        if (((u0 * u1) + (uint)abs(-1.0f)) >= (In[u0 & 63u] * 370162680u + 210u)) {
        }
    }
    Out[gi * 2] = u0;
    Out[gi * 2 + 1] = u1;
}
