// A static local is one instance per thread for the whole kernel, set to
// its initializer once: its function's calls all share it, wherever the
// first call is. hlslc ran the initializer in the inlined call lowered
// first, here inside a divergent branch: the threads that skipped the
// branch read the static as zero at the later calls (counter2(7u) gave 7,
// not 109; counter3(10u) 10, not 15), and a call in a loop ran it again
// in every iteration (stepper's n restarted at 13). Found by hand while
// writing the differential fuzzer's lowering probes (session 23); glslang
// + lavapipe agree with the expectation.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 96}}}
// EXPECT: {"Out": {"u32": [0, 109, 0, 15, 12, 21, 302, 309, 6, 16, 12, 21, 0, 109, 0, 15, 12, 21, 302, 309, 6, 16, 12, 21]}}
RWStructuredBuffer<uint> Out : register(u0);

static const uint Base = 3u;

uint counter2(uint v)
{
    static uint h[2] = { 1u, 2u };
    h[v & 1u] += v;
    return h[0] * 100u + h[1];
}

uint counter3(uint v)
{
    static uint s = Base + 2u;
    s += v;
    return s;
}

uint stepper()
{
    static const uint k = 4u * Base;
    static uint n = k + 1u;
    n += 1u;
    return n;
}

[numthreads(4, 1, 1)]
void main(uint tid : SV_GroupIndex)
{
    uint z = 0u, w = 0u;
    if (tid & 1u) {
        z = counter2(2u);
        w = counter3(1u);
    }
    uint m = 0u;
    for (uint q = 0u; q < 3u; q++) {
        m = stepper();
    }
    Out[tid * 6 + 0] = z;
    Out[tid * 6 + 1] = counter2(7u);
    Out[tid * 6 + 2] = w;
    Out[tid * 6 + 3] = counter3(10u);
    Out[tid * 6 + 4] = m - 4u;
    Out[tid * 6 + 5] = stepper() + 4u;
}
