// Loops with data-dependent trip counts, break, continue, nested loops and
// an early return from the kernel.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 27, 31, 63, 64, 97, 100, 1000, 6171,
// RUN-SPEC:     7, 7, 7, 7, 1, 1, 1, 1]},
// RUN-SPEC:   "Out": {"zero": 384}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = In[id.x];
    uint o = id.x * 3;
    // Collatz steps, bounded.
    uint steps = 0;
    uint v = n;
    for (uint k = 0; k < 200; k++) {
        if (v <= 1)
            break;
        steps++;
        if ((v & 1) == 0) {
            v >>= 1;
            continue;
        }
        v = 3 * v + 1;
    }
    Out[o] = steps;
    // Nested loops with an inner continue and an outer break.
    uint acc = 0;
    for (uint a = 0; a < 8; a++) {
        if (acc > n * 4)
            break;
        for (uint b = 0; b < a; b++) {
            if (((a + b) % 3) == 0)
                continue;
            acc += a * b;
        }
    }
    Out[o + 1] = acc;
    if (n == 7)
        return;
    uint w = 0;
    while (w * w < n)
        w++;
    Out[o + 2] = w;
}
