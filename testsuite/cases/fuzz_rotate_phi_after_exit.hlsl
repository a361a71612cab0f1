// A loop variable copied into another in the body (u = k) and read after
// the loop, with a divergent continue. Found by the differential fuzzer
// (seed 7041019): loop rotation let the read after the loop be of k's
// header phi on the exit from the back-edge block, and the backend's phi
// copy for the back edge, placed in that block, overwrote k's scalar
// register before the exit read it (3 instead of 2): scalar copies run
// whatever EXEC holds. The back edge's copies into scalar phi registers
// that are read after the loop are now skipped when no lane goes round
// again (backend/isel.go, backEdgeClobbers).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 4294967280, 7, 1]},
// RUN-SPEC:   "Out": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint m = gi * In[gi & 1];
    uint u = 0;
    uint hits = 0;
    for (uint k = 0; k < 3; k++) {
        u = k;
        if ((m >> ((u + 6u) & 31u)) < k + u) {
            continue;
        }
        hits += 1;
    }
    Out[gi] = u;
    Out[gi + 64] = hits;
}
