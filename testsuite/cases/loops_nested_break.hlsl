// Nested loops with break and continue, divergent trip counts, a loop whose
// exit depends on data (a search), and a do-while.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [17, 22, 21, 12, 42, 8, 37, 46, 5, 38, 22, 0, 2, 20, 26, 8, 25, 39, 2,
// RUN-SPEC:     25, 0, 45, 39, 3, 33, 29, 36, 14, 43, 18, 33, 45, 15, 31, 42, 8, 45, 1, 16, 36,
// RUN-SPEC:     31, 10, 32, 6, 29, 42, 46, 1, 39, 45, 10, 47, 25, 41, 47, 48, 36, 4, 42, 44, 10,
// RUN-SPEC:     6, 1, 10]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: s_cbranch_execz
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = In[id.x];
    uint acc = 0;
    for (uint i = 0; i < n; i++) {
        if (i % 3 == 1)
            continue;
        for (uint j = 0; j < i; j++) {
            if (j * j > n)
                break;
            acc += i ^ j;
        }
        if (acc > 2000)
            break;
    }
    uint found = 0xffffffff;
    for (uint k = 0; k < 64; k++) {
        if (In[k] == n + 1) {
            found = k;
            break;
        }
    }
    uint c = 0, m = n + 1;
    do {
        m = (m & 1) ? m * 3 + 1 : m >> 1;
        c++;
    } while (m != 1 && c < 100);
    Out[id.x * 4] = acc;
    Out[id.x * 4 + 1] = found;
    Out[id.x * 4 + 2] = c;
    Out[id.x * 4 + 3] = n;
}
