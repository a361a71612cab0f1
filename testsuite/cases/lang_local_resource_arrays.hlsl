// Local arrays of resources (declared, brace-initialized, assigned by
// element, indexed statically and dynamically) and arrays of resources
// passed by value: a local array, a struct global's array field
// (f(g.maps)), and a parameter holding one. A global array (or a parameter
// bound to one) still passes by reference. DXC takes these when each use
// resolves to resources it can name; hlslc selects among the ids. A
// global array copied into a local array copies its elements' ids.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"u32": [10, 11, 12, 13]},
// RUN-SPEC:   "B": {"u32": [20, 21, 22, 23]},
// RUN-SPEC:   "C": {"u32": [30, 31, 32, 33]},
// RUN-SPEC:   "g.maps.0": {"u32": [40, 41, 42, 43]},
// RUN-SPEC:   "g.maps.1": {"u32": [50, 51, 52, 53]},
// RUN-SPEC:   "GA.0": {"u32": [60, 61, 62, 63]}, "GA.1": {"u32": [70, 71, 72, 73]},
// RUN-SPEC:   "Out": {"zero": 128}}}
// EXPECT: {"Out": {"u32": [10, 21, 32, 13, 30, 31, 10, 31, 40, 51, 42, 53, 50, 41, 10, 21, 32, 13, 60, 71, 62, 73, 70, 61, 72, 63, 0, 0, 0, 0, 0, 0]}}
StructuredBuffer<uint> A : register(t0);
StructuredBuffer<uint> B : register(t1);
StructuredBuffer<uint> C : register(t2);
struct Maps { StructuredBuffer<uint> maps[2]; };
Maps g : register(t3);
StructuredBuffer<uint> GA[2] : register(t5);
RWStructuredBuffer<uint> Out : register(u0);

uint Pick(StructuredBuffer<uint> m[2], uint i, uint j) { return m[i & 1][j]; }
uint Pick3(StructuredBuffer<uint> m[3], uint i) { return m[i % 3][i]; }
uint Forward(StructuredBuffer<uint> m[2], uint i) { return Pick(m, i + 1, i); }
uint Swapped(StructuredBuffer<uint> m[2], uint i)
{
    StructuredBuffer<uint> s[2] = m; // m bound to GA by reference: its ids
    StructuredBuffer<uint> t = s[0];
    s[0] = s[1];
    s[1] = t;
    return s[i & 1][i];
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint t = id.x;
    StructuredBuffer<uint> abc[3] = { A, B, C };
    Out[t] = abc[t % 3][t];                     // 10 21 32 13
    if (t == 0)
    {
        StructuredBuffer<uint> two[2];
        two[0] = C;
        two[1] = abc[0];
        Out[4] = two[0][0];                     // 30
        Out[5] = Pick(two, 0, 1);               // C[1] = 31
        Out[6] = Pick(two, 1, 0);               // A[0] = 10
        Out[7] = Forward(two, 1);               // Pick(two, 2, 1) = two[0][1] = C[1] = 31
    }
    Out[8 + t] = Pick(g.maps, t, t);            // maps[t & 1][t]: 40 51 42 53
    if (t < 2)
        Out[12 + t] = Forward(g.maps, t);       // maps[(t + 1) & 1][t]: 50 41
    Out[14 + t] = Pick3(abc, t);                // abc[t % 3][t]: 10 21 32 13
    StructuredBuffer<uint> ga[2] = GA;
    Out[18 + t] = ga[t & 1][t];                 // 60 71 62 73
    Out[22 + t] = Swapped(GA, t);               // GA[(t + 1) & 1][t]: 70 61 72 63
}
