// A uniform if whose then-part continues, inside a loop with a divergent
// exit, and a value the two paths give the continue block (uniform, so it
// lives in a scalar register). Found by the differential fuzzer (seeds
// 7069176, 7070100): the continuing lanes cleared EXEC and fell into the
// if's join, whose scalar copy for the other path then overwrote the
// value (0x1e800000 instead of 3 for lane 1). A break or continue with no
// divergent if between it and its loop now branches on (backend/isel.go,
// skipEmpty).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 5, 7, 1]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint u0 = gi * 809u;
    for (uint k0 = 0; k0 < (u0 % 5u); k0++) {
        u0 = 3;
        if ((k0 & 1u) == 0u) {
            continue;
        }
        u0 = 61u << ((u0 * 3577464425u + 796u) & 31u);
    }
    Out[gi] = u0;

    // a break and a continue in nested uniform ifs (a vector phi here:
    // the loop has a divergent exit and t is read after it)
    uint t = 0;
    uint n = In[gi & 3];
    for (uint k1 = 0; k1 < n + 2u; k1++) {
        t = k1 * 7u;
        if (k1 > 1u) {
            if (k1 == 3u) {
                break;
            }
            t = 100u;
            continue;
        }
        t = t + 1000u;
    }
    Out[gi + 64] = t;
}
