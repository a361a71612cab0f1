// An inner loop whose body always breaks, so no branch reaches its
// continue block, inside an outer loop that unrolls. Found by the
// differential fuzzer (seed 7044776): Unroll collected the outer loop's
// blocks by following branches only, so the copies shared the inner
// loop's unreached continue block and the optimized module failed to
// verify ("^loop.cont1 is the continue block of ^loop1.u0 and ... u1", an
// internal error). Unroll now copies the merge and continue blocks of
// every construct inside.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [5, 9, 2, 7]},
// RUN-SPEC:   "Out": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint arr[4] = {gi, gi * 3u, 7u, In[gi & 3]};
    uint v = 0;
    uint n = In[1] & 3u;
    for (uint k = 0; k < 6; k++) {
        v += arr[(k + gi) & 3u];
        for (uint j = 0; j < n + 1u; j++) {
            break;
        }
    }
    Out[gi] = v;
}
