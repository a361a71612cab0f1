// A static local whose initializer reads a parameter or memory runs it when
// control first reaches the declaration, once per thread (C++'s rule; DXC
// keeps a guard flag): first(v) returns the first call's 2v for every
// later call, acc's counter starts from In[v & 3] + v of its first call,
// which is in a divergent branch for the odd threads and in the loop for
// the even ones, and is not run again in later iterations. Before, hlslc
// ran the initializer in the inlined call lowered first, and the threads
// that skipped that call read zero.
// LAVAPIPE-SKIP: glslang 12 crashes on a static local with a non-constant initializer
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"In": {"u32": [5, 6, 7, 8]}, "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [0, 40, 1700, 10, 22, 22, 1908, 11, 0, 44, 1700, 10, 26, 26, 2712, 15]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

uint first(uint v)
{
    static const uint s = v * 2u;
    return s;
}

uint acc(uint v)
{
    static uint t = In[v & 3u] + v;
    t += 1u;
    return t;
}

[numthreads(4, 1, 1)]
void main(uint tid : SV_GroupIndex)
{
    uint a = 0u, b = 0u;
    if (tid & 1u) {
        a = first(tid + 10u);
        b = acc(tid);
    }
    for (uint q = 0u; q < 2u; q++) {
        b += acc(q + 1u) * 100u;
    }
    Out[tid * 4 + 0] = a;
    Out[tid * 4 + 1] = first(tid + 20u);
    Out[tid * 4 + 2] = b;
    Out[tid * 4 + 3] = acc(3u);
}
