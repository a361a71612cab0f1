// Booleans computed in a loop whose lanes leave at different iterations
// and read after the loop. A boolean is a lane mask (a bit per lane in
// SGPRs) that each iteration's compare rewrites with the inactive lanes'
// bits cleared, so a lane that left earlier must get its bit from its own
// last iteration: hlslc read the mask the last iteration left (35 of 64
// lanes wrong). The loops: a do-while, a nested pair whose inner boolean is
// read after both, and a for loop left by break.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 1024},
// RUN-SPEC:   "In": {"u32": [2147483647, 2147483648, 5, 9, 3000000000, 7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
// RUN-SPEC:     11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
// RUN-SPEC:     27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42,
// RUN-SPEC:     43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58]}}}
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<uint> In : register(t0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = In[id.x & 63];
    uint n = id.x % 5;
    uint k = 0;
    bool b = false;
    do {
        k++;
        b = x + k > 20;
    } while (k <= n);

    bool inner = false;
    for (uint i = 0; i < 3 + (id.x & 1); i++) {
        uint j = 0;
        do {
            j++;
            inner = ((x + i * j) & 3) == 1;
        } while (j < (id.x >> 4) + 1);
    }

    bool brk = false;
    for (uint m = 0; m < 8; m++) {
        brk = ((x >> m) & 1) != 0;
        if (m >= n)
            break;
    }

    Out[id.x * 4 + 0] = b ? 1 : 0;
    Out[id.x * 4 + 1] = k;
    Out[id.x * 4 + 2] = inner ? 1 : 0;
    Out[id.x * 4 + 3] = brk ? 1 : 0;
}
